//! A teacher's class ([`Class`]): its name, its roster, every child's
//! results handed in by QR code ([`HandIn`]) and read from results files,
//! and the table made of them ([`ClassRow`]).
//!
//! One counting rule for codes and files: each source is a child's
//! results on one device. A results file is a device's too (the device of
//! its first match, as its codes say), so a file and a code of the same
//! tablet are merged ([`HandIn::merged`]: each count the larger), never
//! added. Within a device, a newer hand-in is the one with more done,
//! whatever its clock said.
//!
//! Which row a source goes to ([`RowKey`]): a hand-in that carries this
//! class's tag goes to its roster child, whatever the tablet calls them;
//! so does a source the teacher joined to a roster child, and one whose
//! name is a roster child's (a roster never has two children the app
//! would take for one). Any other source is a row of its own per name and
//! device: two „Maria” of two tablets are two rows, never silently one.

use super::file::{ChildResults, export, read};
pub use super::handin::ExerciseCard;
use super::handin::{HandIn, LAST_DAY, PUZZLES_MAX, device_id};
use super::names::{folded_name, same_name};
use super::puzzles::PuzzleMisses;
use super::roster::{Invite, Roster, RosterChild};
use super::series::{SeriesProgress, merge_series};

mod file;
mod row;

pub use file::{CLASS_FILE_FORMAT, ClassFileError};
pub use row::{ClassRow, Column, GameCell, PuzzleCell, sort_rows, sort_rows_reversed};

const MS_PER_DAY: u64 = 24 * 60 * 60 * 1000;

/// What adding a hand-in did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Added {
    /// A child not in the table yet (or on the roster with nothing yet).
    New,
    /// A child's results, newer than what the class had.
    Updated,
    /// The class had these results already (a code read twice), or more.
    NothingNew,
}

/// Where a hand-in went ([`Class::add`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Filed {
    pub added: Added,
    /// The row's name: the roster's for a roster child.
    pub row: String,
    /// Whether the row is a roster child's.
    pub on_roster: bool,
    /// Another row has the same name (another child, or the same child on
    /// another tablet, for the teacher to tell).
    pub namesake: bool,
}

/// The row a child's results go to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RowKey {
    /// A child of the roster, by id.
    Roster(u32),
    /// A child not on the roster: a name on one device.
    Loose { device: u32, name: String },
}

impl RowKey {
    /// The row's `data-row`: `r<id>`, or `d<device>-<name folded>`.
    pub fn slug(&self) -> String {
        match self {
            RowKey::Roster(id) => format!("r{id}"),
            RowKey::Loose { device, name } => format!("d{device:x}-{}", folded_name(name)),
        }
    }
}

/// A source not on the roster that the teacher joined to a roster child.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RowJoin {
    pub device: u32,
    pub name: String,
    pub child: u32,
}

/// A class: its name and roster, the files read and the hand-ins scanned.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Class {
    /// Which class this is: the same on every browser the class file
    /// goes to, and in its join link's hand-ins. Empty for a class kept
    /// before ids.
    pub id: String,
    /// Begun again (`„🗑 Începe din nou”`) this many times: a tab that
    /// still shows the results before cannot write into the new ones
    /// ([`crate::Device::change_class`]).
    pub round: u32,
    /// The class's name („2A”).
    pub name: String,
    pub roster: Roster,
    pub joins: Vec<RowJoin>,
    /// Each child's files, merged per child and device.
    pub files: Vec<ChildResults>,
    /// Each child's results from each device, merged.
    pub handins: Vec<HandIn>,
}

/// Whether two hand-ins are one child's on one device: the same device,
/// and the same class tag, or the same name when one has no tag (a child
/// who joined the class after an earlier hand-in).
fn same_source(a: &HandIn, b: &HandIn) -> bool {
    a.device == b.device
        && match (&a.class, &b.class) {
            (Some(x), Some(y)) => x == y,
            _ => same_name(&a.name, &b.name),
        }
}

/// The device a results file comes from: its first match's.
fn file_device(f: &ChildResults) -> u32 {
    device_id(f.matches.first().map(|m| m.time_ms), &f.name)
}

impl Class {
    /// The row a source goes to.
    pub fn key_of(&self, h: &HandIn) -> RowKey {
        if let Some(tag) = &h.class
            && tag.class == self.id
            && !self.id.is_empty()
            && self.roster.child(tag.child).is_some()
        {
            return RowKey::Roster(tag.child);
        }
        if let Some(j) = self
            .joins
            .iter()
            .find(|j| j.device == h.device && same_name(&j.name, &h.name))
            && self.roster.child(j.child).is_some()
        {
            return RowKey::Roster(j.child);
        }
        // A child who typed their name (or an older code, a file): the
        // roster child of that name, if any (a roster never has two).
        if let Some(c) = self
            .roster
            .children
            .iter()
            .find(|c| same_name(&c.name, &h.name))
        {
            return RowKey::Roster(c.id);
        }
        RowKey::Loose {
            device: h.device,
            name: h.name.clone(),
        }
    }

    /// Adds a hand-in: new, with more than the class had from its child's
    /// device (merged with it), or nothing new; and where it went.
    pub fn add(&mut self, handin: HandIn) -> Filed {
        let key = self.key_of(&handin);
        let before = self.keys();
        let added = match self.handins.iter_mut().find(|h| same_source(h, &handin)) {
            Some(kept) => {
                let merged = kept.merged(&handin);
                // The minute alone is not news.
                if merged.same_results(kept) {
                    Added::NothingNew
                } else {
                    *kept = merged;
                    Added::Updated
                }
            }
            None => {
                self.handins.push(handin.clone());
                if before.contains(&key) {
                    Added::Updated
                } else {
                    Added::New
                }
            }
        };
        let row = self.row_name(&key, &handin.name);
        let namesake = self.keys_named(&row).iter().any(|k| *k != key);
        Filed {
            added,
            row,
            on_roster: matches!(key, RowKey::Roster(_)),
            namesake,
        }
    }

    /// A row's name: the roster's, else the source's.
    fn row_name(&self, key: &RowKey, name: &str) -> String {
        match key {
            RowKey::Roster(id) => self
                .roster
                .child(*id)
                .map_or_else(|| name.to_string(), |c| c.name.clone()),
            RowKey::Loose { name, .. } => name.clone(),
        }
    }

    /// The keys of every row with results.
    fn keys(&self) -> Vec<RowKey> {
        self.sources(&|s| s.id.clone())
            .iter()
            .map(|s| self.key_of(s))
            .collect()
    }

    /// The rows (with results, or on the roster) of this name.
    fn keys_named(&self, name: &str) -> Vec<RowKey> {
        let mut keys: Vec<RowKey> = Vec::new();
        let roster = self.roster.children.iter();
        for c in roster.filter(|c| same_name(&c.name, name)) {
            keys.push(RowKey::Roster(c.id));
        }
        for s in self.sources(&|s| s.id.clone()) {
            let key = self.key_of(&s);
            if same_name(&self.row_name(&key, &s.name), name) && !keys.contains(&key) {
                keys.push(key);
            }
        }
        keys
    }

    /// Adds a results file: merged with the same child's other files of
    /// the same device.
    pub fn add_file(&mut self, file: ChildResults) {
        let device = file_device(&file);
        match self
            .files
            .iter_mut()
            .find(|c| same_name(&c.name, &file.name) && file_device(c) == device)
        {
            Some(c) => {
                for m in &file.matches {
                    if !c.matches.iter().any(|k| k.same_match(m)) {
                        c.matches.push(m.clone());
                    }
                }
                engine::sort_small_by_key(&mut c.matches, |m| m.time_ms);
                merge_series(&mut c.series, &file.series);
                c.puzzles.merge(&file.puzzles);
            }
            None => self.files.push(file),
        }
    }

    /// The rows' names, in the table's order.
    pub fn children(&self) -> Vec<String> {
        self.rows(&|s| s.id.clone(), 0)
            .into_iter()
            .map(|r| r.name)
            .collect()
    }

    /// Whether nothing was read.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty() && self.handins.is_empty()
    }

    /// How many children the class has: its roster's, and the rows not
    /// on it.
    pub fn size(&self) -> usize {
        self.rows(&|s| s.id.clone(), 0).len()
    }

    /// The roster from the teacher's text ([`Roster::edited`]).
    pub fn set_roster(&mut self, text: &str) -> Result<(), super::roster::RosterError> {
        self.roster = self.roster.edited(text)?;
        Ok(())
    }

    /// The class's join link's content.
    pub fn invite(&self) -> Invite {
        Invite {
            class: self.id.clone(),
            name: self.name.clone(),
            children: self.roster.children.clone(),
        }
    }

    /// Files a row not on the roster under roster child `child` (its
    /// sources from now on, too); `false` if either is not there.
    pub fn join_row(&mut self, key: &RowKey, child: u32) -> bool {
        let RowKey::Loose { device, name } = key else {
            return false;
        };
        if self.roster.child(child).is_none() {
            return false;
        }
        self.joins.push(RowJoin {
            device: *device,
            name: name.clone(),
            child,
        });
        true
    }

    /// Deletes a row not on the roster: every source filed under it.
    pub fn delete_row(&mut self, key: &RowKey) {
        if matches!(key, RowKey::Roster(_)) {
            return;
        }
        let handins = std::mem::take(&mut self.handins);
        self.handins = handins
            .into_iter()
            .filter(|h| self.key_of(h) != *key)
            .collect();
        let files = std::mem::take(&mut self.files);
        let title = |s: &SeriesProgress| s.id.clone();
        self.files = files
            .into_iter()
            .filter(|f| self.key_of(&self.file_handin(f, &title)) != *key)
            .collect();
    }

    /// Begins the class again: its results go, its name, roster and id
    /// stay (its tablets' links still work).
    pub fn begin_again(&mut self) {
        self.round = self.round.wrapping_add(1);
        self.files.clear();
        self.handins.clear();
        self.joins.clear();
    }

    /// The class as the teacher's browser keeps it: its id, name, roster,
    /// then a hand-in a line (its bytes in base 32, as a code), then each
    /// child's files as one file.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if !self.id.is_empty() {
            out.push_str(&format!("clasa {}\n", self.id));
        }
        if self.round > 0 {
            out.push_str(&format!("runda {}\n", self.round));
        }
        if !self.name.is_empty() {
            out.push_str(&format!("nume {}\n", self.name));
        }
        for c in &self.roster.children {
            out.push_str(&format!("copil {} {}\n", c.id, c.name));
        }
        if self.roster.next_id > 0 {
            out.push_str(&format!("urmatorul {}\n", self.roster.next_id));
        }
        for j in &self.joins {
            out.push_str(&format!("uneste {:x} {} {}\n", j.device, j.child, j.name));
        }
        for h in &self.handins {
            out.push_str("predare ");
            out.push_str(&h.to_text());
            out.push('\n');
        }
        for f in &self.files {
            out.push_str("fisier ");
            out.push_str(&export(
                &f.name,
                &f.avatar,
                &f.matches,
                &f.series,
                &f.puzzles,
                crate::local_time(0, 0),
            ));
            out.push('\n');
        }
        out
    }

    /// The class kept back; a line that does not read, or a hand-in the
    /// class would refuse now ([`HandIn::checked`], its matches added up
    /// over the device's hand-ins merged), is left out (and counted).
    pub fn from_text(text: &str) -> (Class, usize) {
        let mut class = Class::default();
        let mut skipped = 0;
        for line in text.lines().filter(|l| !l.is_empty()) {
            let read = match line.split_once(' ') {
                Some(("clasa", id)) => {
                    class.id = id.to_string();
                    Some(())
                }
                Some(("runda", n)) => n.parse().ok().map(|n| class.round = n),
                Some(("nume", name)) => {
                    class.name = crate::name_rule(name).unwrap_or_default();
                    Some(())
                }
                Some(("copil", rest)) => rest.split_once(' ').and_then(|(id, name)| {
                    let id = id.parse().ok()?;
                    let name = crate::name_rule(name).ok()?;
                    let taken = class
                        .roster
                        .children
                        .iter()
                        .any(|c| c.id == id || same_name(&c.name, &name));
                    (!taken).then(|| class.roster.children.push(RosterChild { id, name }))
                }),
                Some(("urmatorul", n)) => n.parse().ok().map(|n| class.roster.next_id = n),
                Some(("uneste", rest)) => {
                    let mut parts = rest.splitn(3, ' ');
                    let device = parts.next().and_then(|d| u32::from_str_radix(d, 16).ok());
                    let child = parts.next().and_then(|c| c.parse().ok());
                    let name = parts.next().map(str::to_string);
                    match (device, child, name) {
                        (Some(device), Some(child), Some(name)) => {
                            class.joins.push(RowJoin {
                                device,
                                name,
                                child,
                            });
                            Some(())
                        }
                        _ => None,
                    }
                }
                Some(("predare", code)) => HandIn::from_text(code)
                    .and_then(|h| h.checked_kept(&|_| PUZZLES_MAX).ok())
                    .map(|h| {
                        class.add(h);
                    }),
                Some(("fisier", json)) => read(json).ok().map(|f| class.add_file(f)),
                _ => None,
            };
            skipped += usize::from(read.is_none());
        }
        (class, skipped)
    }

    /// A results file as the hand-in of its device.
    fn file_handin(&self, f: &ChildResults, title: &dyn Fn(&SeriesProgress) -> String) -> HandIn {
        let last = f.matches.last().map_or(0, |m| m.time_ms);
        let mut h = HandIn::of(f, &PuzzleMisses::default(), title, last);
        h.device = file_device(f);
        h
    }

    /// Each child's results per device: the hand-ins, and each child's
    /// files as the hand-in of the device of their first match, merged
    /// with that device's hand-ins. `title` names a file's series.
    fn sources(&self, title: &dyn Fn(&SeriesProgress) -> String) -> Vec<HandIn> {
        let mut sources: Vec<HandIn> = Vec::new();
        let from_files = self.files.iter().map(|f| self.file_handin(f, title));
        for h in from_files.chain(self.handins.iter().cloned()) {
            match sources.iter_mut().find(|s| same_source(s, &h)) {
                Some(s) => *s = s.merged(&h),
                None => sources.push(h),
            }
        }
        sources
    }

    /// The table's rows: the roster's children in its order (those with
    /// nothing handed in too), then every other child in the order they
    /// came. `title` names a file's series from its link (the layer above
    /// reads links); a hand-in carries its series' titles. `now_ms`: a day
    /// after tomorrow is a wrong clock's, not the day last played.
    pub fn rows(&self, title: &dyn Fn(&SeriesProgress) -> String, now_ms: u64) -> Vec<ClassRow> {
        let latest = u32::try_from(now_ms / MS_PER_DAY + 1)
            .unwrap_or(LAST_DAY)
            .min(LAST_DAY);
        let latest = if now_ms == 0 { LAST_DAY } else { latest };
        let mut rows: Vec<ClassRow> = self
            .roster
            .children
            .iter()
            .map(|c| ClassRow::named(&c.name, RowKey::Roster(c.id)))
            .collect();
        // One device's sources filed under one row are one child's on one
        // device (a „Bianka” joined to Bianca, then her tagged code):
        // merged, not added.
        let mut filed: Vec<(RowKey, HandIn)> = Vec::new();
        for s in self.sources(title) {
            let key = self.key_of(&s);
            match filed
                .iter_mut()
                .find(|(k, h)| *k == key && h.device == s.device)
            {
                Some((_, h)) => *h = h.merged(&s),
                None => filed.push((key, s)),
            }
        }
        for (key, s) in filed {
            let i = match rows.iter().position(|r| r.key == key) {
                Some(i) => i,
                None => {
                    rows.push(ClassRow::named(&s.name, key));
                    rows.len() - 1
                }
            };
            rows[i].add(&s, latest);
        }
        rows
    }
}

/// Every file's child as rows (the class of files alone), its series
/// named by `title`.
pub fn class_rows(
    files: &[ChildResults],
    title: &dyn Fn(&SeriesProgress) -> String,
    now_ms: u64,
) -> Vec<ClassRow> {
    let mut class = Class::default();
    for f in files {
        class.add_file(f.clone());
    }
    class.rows(title, now_ms)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handin::{ClassTag, Miss, Parts, Progress, SeriesCard};
    use crate::series::SeriesResult;
    use engine::Variant;
    use engine::play::variant::BestResult;

    fn handin(name: &str, device: u32, minute: u32, wins: u32) -> HandIn {
        let mut h = HandIn {
            name: name.into(),
            avatar: "urs".into(),
            device,
            minute,
            ..HandIn::default()
        };
        h.games[5].summary.against_robot[1][0] = wins;
        h.games[5].summary.unaided = BestResult {
            stars: 2,
            // More wins, a better best result: on a device both only grow.
            moves: Some(20 - wins),
        };
        h.games[5].last_day = Some(20_000 + wins);
        h.games[5].puzzles = vec![1, 0, 3];
        h
    }

    /// The teacher's clock: day 20,010.
    const NOW: u64 = 20_010 * MS_PER_DAY;

    #[test]
    fn a_code_read_twice_changes_nothing_and_a_newer_one_replaces() {
        let mut class = Class::default();
        let added = |c: &mut Class, h| c.add(h).added;
        assert_eq!(added(&mut class, handin("Ana", 1, 10, 2)), Added::New);
        assert_eq!(
            added(&mut class, handin("Ana", 1, 10, 2)),
            Added::NothingNew
        );
        assert_eq!(
            added(&mut class, handin("Ana", 1, 11, 2)),
            Added::NothingNew,
            "the same results"
        );
        assert_eq!(
            added(&mut class, handin("Ana", 1, 9, 1)),
            Added::NothingNew,
            "older"
        );
        // Stamped by a clock a year ahead: still older than what comes next.
        assert_eq!(
            added(&mut class, handin("Ana", 1, 10 + 525_600, 2)),
            Added::NothingNew
        );
        assert_eq!(added(&mut class, handin("Ana", 1, 12, 3)), Added::Updated);
        assert_eq!(class.handins.len(), 1);
        assert_eq!(added(&mut class, handin("Ion", 2, 5, 0)), Added::New);
        let rows = class.rows(&|s| s.id.clone(), NOW);
        assert_eq!(rows.len(), 2);
        let ana = &rows[0];
        assert_eq!(ana.games[5].wins, [0, 3, 0]);
        assert_eq!(ana.games[5].summary.unaided.moves, Some(17));
        assert_eq!(ana.games[5].puzzles.solved, 2);
        assert_eq!(ana.games[5].puzzles.stars, 4);
        assert_eq!(ana.matches, 3);
        assert_eq!(ana.last_played, Some(20_003 * MS_PER_DAY + MS_PER_DAY / 2));
    }

    fn tagged(name: &str, device: u32, wins: u32, class: &str, child: u32) -> HandIn {
        HandIn {
            class: Some(ClassTag {
                class: class.into(),
                child,
            }),
            ..handin(name, device, 10, wins)
        }
    }

    #[test]
    fn two_marias_of_two_tablets_are_two_rows_and_the_roster_files_each_by_id() {
        // Without a roster: two rows, and the second says it has a namesake.
        let mut class = Class::default();
        assert!(!class.add(handin("Maria", 1, 10, 2)).namesake);
        let second = class.add(handin("maria", 4, 10, 1));
        assert_eq!((second.added, second.namesake), (Added::New, true));
        let rows = class.rows(&|s| s.id.clone(), NOW);
        assert_eq!(rows.len(), 2);
        assert_ne!(rows[0].key.slug(), rows[1].key.slug());
        // With a roster and the join link's tags: each Maria by her id,
        // whatever the tablet calls her, her two tablets added up.
        let mut class = Class {
            id: "2a".into(),
            ..Class::default()
        };
        class.set_roster("Maria P.\nMaria T.\nBianca\nDan").unwrap();
        let filed = class.add(tagged("Maria", 1, 2, "2a", 1));
        assert_eq!((filed.row.as_str(), filed.on_roster), ("Maria P.", true));
        class.add(tagged("Maria", 4, 1, "2a", 2));
        class.add(tagged("Maria P", 7, 3, "2a", 1));
        // A tag of another class, or of no roster child: a row of its own.
        class.add(tagged("Ion", 3, 1, "3b", 1));
        // The stale „Bianka”, before the tablet joined the class.
        class.add(handin("Bianka", 5, 10, 1));
        let rows = class.rows(&|s| s.id.clone(), NOW);
        let names: Vec<&str> = rows.iter().map(|r| &*r.name).collect();
        assert_eq!(
            names,
            ["Maria P.", "Maria T.", "Bianca", "Dan", "Ion", "Bianka"]
        );
        let handed: Vec<bool> = rows.iter().map(|r| r.handed_in).collect();
        assert_eq!(handed, [true, true, false, false, true, true]);
        assert_eq!(rows[0].games[5].wins, [0, 5, 0]);
        assert_eq!(rows[1].games[5].wins, [0, 1, 0]);
        // A code of a child who typed a roster name: that child's row.
        let dan = class.add(handin("dan", 9, 10, 1));
        assert_eq!((dan.row.as_str(), dan.on_roster), ("Dan", true));
        let rows = class.rows(&|s| s.id.clone(), NOW);
        assert!(rows[3].handed_in);
        // A corrected roster name keeps her row and her results.
        class
            .set_roster("Maria Popa\nMaria T.\nBianca\nDan")
            .unwrap();
        assert_eq!(class.rows(&|s| s.id.clone(), NOW)[0].name, "Maria Popa");
        // „Bianka” joined to Bianca; Ion deleted.
        let bianka = rows[5].key.clone();
        assert!(class.join_row(&bianka, 3));
        class.delete_row(&rows[4].key);
        let rows = class.rows(&|s| s.id.clone(), NOW);
        let names: Vec<&str> = rows.iter().map(|r| &*r.name).collect();
        assert_eq!(names, ["Maria Popa", "Maria T.", "Bianca", "Dan"]);
        assert_eq!(rows[2].games[5].wins, [0, 1, 0]);
        // Bianca's later code from that tablet, tagged now, merges with it.
        class.add(tagged("Bianca", 5, 2, "2a", 3));
        let rows = class.rows(&|s| s.id.clone(), NOW);
        assert_eq!(rows.len(), 4);
        assert_eq!(rows[2].games[5].wins, [0, 2, 0]);
        // Kept as text and back.
        assert_eq!(Class::from_text(&class.to_text()), (class.clone(), 0));
    }

    #[test]
    fn a_class_file_goes_to_another_browser_and_is_read_twice_without_counting_twice() {
        let mut class = Class {
            id: "18f3".into(),
            name: "2A".into(),
            ..Class::default()
        };
        class.set_roster("Ana\nBogdan").unwrap();
        class.add(tagged("Ana", 1, 2, "18f3", 1));
        class.add(handin("Anna", 2, 10, 1));
        let anna = class.rows(&|s| s.id.clone(), NOW)[2].key.clone();
        class.join_row(&anna, 1);
        class.add_file(ChildResults {
            name: "Bogdan".into(),
            avatar: "leu".into(),
            matches: Vec::new(),
            skipped: 0,
            series: Vec::new(),
            puzzles: Default::default(),
            puzzles_skipped: false,
            cut: 0,
        });
        let file = class.to_file(crate::local_time(0, 0));
        assert!(file.contains("\"format\": \"sah-in-joaca/clasa\""));
        let laptop = crate::Device::new(crate::Memory::default());
        for _ in 0..2 {
            let (read, skipped) = Class::from_file(&file).unwrap();
            assert_eq!(skipped, 0);
            laptop.import_class(read).unwrap();
        }
        let (kept, _) = laptop.class_of("18f3").unwrap();
        let rows = |c: &Class| c.rows(&|s| s.id.clone(), NOW);
        assert_eq!(rows(&kept), rows(&class));
        assert_eq!(kept.name, "2A");
        assert_eq!(rows(&kept)[0].games[5].wins, [0, 3, 0]);
        // Not a class file, a newer one, a damaged one.
        assert_eq!(Class::from_file("{}"), Err(ClassFileError::NotOurs));
        let newer = file.replace("\"versiune\": 1", "\"versiune\": 9");
        assert_eq!(Class::from_file(&newer), Err(ClassFileError::Newer(9)));
        assert_eq!(Class::from_file(&file[..40]), Err(ClassFileError::Damaged));
    }

    #[test]
    fn the_class_is_kept_as_text_with_its_files() {
        let mut class = Class::default();
        let mut ana = handin("Ana", 1, 10, 2);
        ana.series.push(SeriesCard {
            id: "1a2b3c4d".into(),
            title: "Seria „mea”".into(),
            positions: vec![
                (SeriesResult::Won, Some(true)),
                (SeriesResult::NotPlayed, None),
            ],
        });
        ana.help.missed.push(Miss {
            puzzle: "nebun/3".into(),
            first_wrong: "g3f4".into(),
        });
        class.add(ana);
        let mut stars = crate::PuzzleStars::default();
        stars.improve("cai/2", 3);
        class.add_file(ChildResults {
            name: "Ion".into(),
            avatar: "leu".into(),
            matches: Vec::new(),
            skipped: 0,
            series: Vec::new(),
            puzzles: stars,
            puzzles_skipped: false,
            cut: 0,
        });
        let text = class.to_text();
        assert_eq!(Class::from_text(&text), (class.clone(), 0));
        let (back, skipped) = Class::from_text(&format!("{text}predare ZZZ!\nceva\n"));
        assert_eq!((back, skipped), (class, 2));
    }

    #[test]
    fn the_browser_keeps_named_classes_and_moves_the_old_one_in() {
        let store = crate::Memory::default();
        let device = crate::Device::new(&store);
        // An earlier version's one class, without id or name.
        let mut old = Class::default();
        old.add(handin("Ana", 1, 10, 2));
        store.seed("sah-in-joaca/v2/clasa", &old.to_text());
        let shown = device.shown_class(None, "Clasa nouă", 5_000);
        assert_eq!(shown.class.name, "Clasa mea");
        assert_eq!(shown.class.children(), ["Ana"]);
        let b = device.add_class("3B", 6_000).unwrap();
        let names: Vec<String> = device.classes().into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["Clasa mea", "3B"]);
        // Plain #/clasa shows the class shown last; an unknown id says so.
        device.remember_shown(&b.id);
        assert_eq!(device.shown_class(None, "", 0).class.name, "3B");
        let unknown = device.shown_class(Some("nope"), "", 0);
        assert!(unknown.unknown);
        device.delete_class(&b.id);
        assert_eq!(device.classes().len(), 1);
        // A browser without classes gets one.
        let fresh = crate::Device::new(crate::Memory::default());
        assert_eq!(fresh.shown_class(None, "Clasa mea", 7_000).class.id, "1b58");
        assert_eq!(fresh.classes().len(), 1);
    }

    #[test]
    fn two_tabs_add_to_what_is_kept_and_beginning_again_ends_the_old_results() {
        let store = crate::Memory::default();
        let device = crate::Device::new(&store);
        let first = device.add_class("2A", 1_000).unwrap();
        // Tab B read the class, then tab A added Ion.
        let tab_b = device.class_of(&first.id).unwrap().0;
        device
            .change_class(&first, |c| c.add(handin("Ion", 1, 10, 1)))
            .unwrap();
        // Tab B reads Maria: Ion stays.
        let (kept, filed) = device
            .change_class(&tab_b, |c| c.add(handin("Maria", 2, 10, 1)))
            .unwrap();
        assert_eq!(filed.added, Added::New);
        assert_eq!(kept.children(), ["Ion", "Maria"]);
        // Tab B begins again; tab A's next code does not bring the old
        // results back.
        let (again, ()) = device.change_class(&kept, Class::begin_again).unwrap();
        let refused = device.change_class(&first, |c| c.add(handin("Ana", 3, 10, 1)));
        assert_eq!(
            refused,
            Err(crate::ClassRefused::Replaced(Box::new(again.clone())))
        );
        // Deleted in another tab: said so.
        device.delete_class(&again.id);
        let gone = device.change_class(&again, |c| c.add(handin("Ana", 3, 10, 1)));
        assert_eq!(gone, Err(crate::ClassRefused::Gone));
    }

    #[test]
    fn a_write_the_browser_refuses_is_said_and_not_shown_as_kept() {
        let store = crate::Memory::default();
        let device = crate::Device::new(&store);
        let class = device.add_class("2A", 1_000).unwrap();
        device
            .change_class(&class, |c| c.add(handin("Ion", 1, 10, 1)))
            .unwrap();
        store.full.set(true);
        let refused = device.change_class(&class, |c| c.add(handin("Maria A.", 2, 10, 1)));
        let Err(crate::ClassRefused::NotKept(kept)) = refused else {
            panic!("{refused:?}");
        };
        assert_eq!(kept.children(), ["Ion"]);
        assert_eq!(device.class_of(&class.id).unwrap().0.children(), ["Ion"]);
        // Nothing new needs no room.
        assert!(
            device
                .change_class(&class, |c| c.add(handin("Ion", 1, 10, 1)))
                .is_ok()
        );
    }

    #[test]
    fn the_parts_of_a_hand_in_wait_for_each_other_across_pages() {
        let store = crate::Memory::default();
        let device = crate::Device::new(&store);
        let mut ana = handin("Ana", 1, 10, 2);
        ana.series = (0..5)
            .map(|i| SeriesCard {
                id: format!("{i:08x}"),
                title: "Seria de recapitulare a clasei, partea întâi".into(),
                positions: vec![(SeriesResult::Won, Some(true)); 12],
            })
            .collect();
        let codes = ana.codes();
        assert_eq!(codes.len(), 2);
        // Each link opens a page of its own, with no parts of its own.
        let read = |code: &str, now| device.read_code(&mut Parts::default(), code, now);
        assert_eq!(
            read(&codes[1], 60_000),
            Ok(Progress::Waiting {
                read: 2,
                missing: vec![1],
                of: 2
            })
        );
        assert_eq!(
            read(&codes[0], 120_000),
            Ok(Progress::Complete(ana.clone()))
        );
        // Once whole, nothing waits; a part older than half an hour is gone.
        assert_eq!(
            store.values.borrow().get("sah-in-joaca/v2/clasa-parti"),
            None
        );
        read(&codes[0], 0).unwrap();
        assert!(matches!(
            read(&codes[1], crate::handin::PARTS_WAIT_MS + 1),
            Ok(Progress::Waiting { read: 2, .. })
        ));
    }

    #[test]
    fn a_file_and_a_code_of_one_tablet_count_once() {
        use crate::record::{MatchRecord, tests::record};
        use engine::Level;
        use engine::play::matches::{Mode, Player};
        let matches: Vec<MatchRecord> = (0..4u64)
            .map(|i| MatchRecord {
                hints: 7 + u32::from(i == 0),
                time_ms: 20_000 * MS_PER_DAY + i * 60_000,
                ..record(
                    Variant::KingHunt,
                    Mode::Robot,
                    Level::Easy,
                    Some(Player::One),
                )
            })
            .collect();
        let file = |n: usize| ChildResults {
            name: "Ana".into(),
            avatar: "urs".into(),
            matches: matches[..n].to_vec(),
            skipped: 0,
            series: Vec::new(),
            puzzles: Default::default(),
            puzzles_skipped: false,
            cut: 0,
        };
        // Her code after one match, then her file after four.
        let code = HandIn::of(&file(1), &PuzzleMisses::default(), &|_| String::new(), 0);
        let mut class = Class::default();
        class.add(code);
        let row = |c: &Class| c.rows(&|_| String::new(), NOW).remove(0);
        assert_eq!((row(&class).matches, row(&class).help.hints), (1, 8));
        class.add_file(file(4));
        assert_eq!((row(&class).matches, row(&class).help.hints), (4, 29));
        // The file alone says the same.
        let mut files = Class::default();
        files.add_file(file(4));
        assert_eq!(row(&files), row(&class));
        // A series position counts as a match by both ways.
        let mut s = SeriesProgress::new("titlu=A&rege=8/8/8/8/8/8/8/4K2k_w", 1);
        s.improve(0, SeriesResult::Won, false);
        let with_series = ChildResults {
            series: vec![s],
            ..file(4)
        };
        let mut by_file = Class::default();
        by_file.add_file(with_series.clone());
        let mut by_code = Class::default();
        by_code.add(HandIn::of(
            &with_series,
            &PuzzleMisses::default(),
            &|_| String::new(),
            0,
        ));
        assert_eq!(row(&by_file).matches, 5);
        assert_eq!(row(&by_code).matches, 5);
    }

    #[test]
    fn a_day_from_a_wrong_clock_is_unknown_not_the_last_played() {
        let mut class = Class::default();
        let mut h = handin("Ana", 1, 10, 2);
        h.games[0].last_day = Some(20_400);
        class.add(h);
        let row = class.rows(&|_| String::new(), NOW).remove(0);
        assert_eq!(row.last_played, Some(20_002 * MS_PER_DAY + MS_PER_DAY / 2));
        assert!(row.unknown_day);
    }
}
