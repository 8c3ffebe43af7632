//! The teacher's class ([`Class`]): every child's results handed in by QR
//! code ([`HandIn`]) and read from results files, kept in the teacher's
//! browser until a new class, and the table made of them ([`ClassRow`]).
//!
//! One counting rule for codes and files: each source is a child's
//! results on one device. A results file is a device's too (the device of
//! its first match, as its codes say), so a file and a code of the same
//! tablet are merged ([`HandIn::merged`]: each count the larger), never
//! added; two devices add up. Within a device, a newer hand-in is the one
//! with more done, whatever its clock said.

use super::file::{ChildResults, export, read};
pub use super::handin::ExerciseCard;
use super::handin::merge::{add_exercise, add_series, better};
use super::handin::{HandIn, HelpSigns, LAST_DAY, PUZZLES_MAX, SeriesCard, device_id};
use super::names::same_name;
use super::puzzles::PuzzleMisses;
use super::series::{SeriesProgress, SeriesResult, merge_series};
use super::stats::GameSummary;
use engine::Variant;

const MS_PER_DAY: u64 = 24 * 60 * 60 * 1000;

/// What adding a hand-in did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Added {
    /// A child not in the class yet.
    New,
    /// A child's results, newer than what the class had.
    Updated,
    /// The class had these results already (a code read twice), or more.
    NothingNew,
}

/// The class: the files read and the hand-ins scanned.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Class {
    /// Which class this is: a new class gets a new id, so a tab that still
    /// shows the old one cannot write into it ([`crate::Device::change_class`]).
    /// Empty for a class kept before ids.
    pub id: String,
    /// Each child's files, merged into one per child.
    pub files: Vec<ChildResults>,
    /// Each child's results from each device, merged.
    pub handins: Vec<HandIn>,
}

impl Class {
    /// Adds a hand-in: new, with more than the class had from its device
    /// (merged with it), or nothing new.
    pub fn add(&mut self, handin: HandIn) -> Added {
        let known = self.children().iter().any(|n| same_name(n, &handin.name));
        match self
            .handins
            .iter_mut()
            .find(|h| h.device == handin.device && same_name(&h.name, &handin.name))
        {
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
                self.handins.push(handin);
                if known { Added::Updated } else { Added::New }
            }
        }
    }

    /// Adds a results file: merged with the child's other files.
    pub fn add_file(&mut self, file: ChildResults) {
        match self
            .files
            .iter_mut()
            .find(|c| same_name(&c.name, &file.name))
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

    /// The children's names, each once, in the order they came.
    pub fn children(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        let all = self
            .files
            .iter()
            .map(|f| &f.name)
            .chain(self.handins.iter().map(|h| &h.name));
        for name in all {
            if !names.iter().any(|n| same_name(n, name)) {
                names.push(name.clone());
            }
        }
        names
    }

    /// Whether nothing was read.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty() && self.handins.is_empty()
    }

    /// The class as the teacher's browser keeps it: its id, then a hand-in
    /// a line (its bytes in base 32, as a code), then each child's files as
    /// one file.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if !self.id.is_empty() {
            out.push_str("clasa ");
            out.push_str(&self.id);
            out.push('\n');
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

    /// Each child's results per device: the hand-ins, and each child's
    /// files as the hand-in of the device of their first match, merged
    /// with that device's hand-ins. `title` names a file's series.
    fn sources(&self, name: &str, title: &dyn Fn(&SeriesProgress) -> String) -> Vec<HandIn> {
        let mut sources: Vec<HandIn> = Vec::new();
        let files = self.files.iter().filter(|f| same_name(&f.name, name));
        let from_files = files.map(|f| {
            let last = f.matches.last().map_or(0, |m| m.time_ms);
            let mut h = HandIn::of(f, &PuzzleMisses::default(), title, last);
            h.device = device_id(f.matches.first().map(|m| m.time_ms), name);
            h
        });
        let handins = self.handins.iter().filter(|h| same_name(&h.name, name));
        for h in from_files.chain(handins.cloned()) {
            match sources.iter_mut().find(|s| s.device == h.device) {
                Some(s) => *s = s.merged(&h),
                None => sources.push(h),
            }
        }
        sources
    }

    /// The table's rows, one per child, in the order the children came.
    /// `title` names a file's series from its link (the layer above reads
    /// links); a hand-in carries its series' titles. `now_ms`: a day after
    /// tomorrow is a wrong clock's, not the day last played.
    pub fn rows(&self, title: &dyn Fn(&SeriesProgress) -> String, now_ms: u64) -> Vec<ClassRow> {
        let latest = u32::try_from(now_ms / MS_PER_DAY + 1)
            .unwrap_or(LAST_DAY)
            .min(LAST_DAY);
        self.children()
            .into_iter()
            .map(|name| {
                let mut row = ClassRow::named(&name);
                for h in self.sources(&name, title) {
                    row.add(&h, latest);
                }
                row
            })
            .collect()
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

/// One cell of the class table: a child's book matches of one game.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GameCell {
    pub summary: GameSummary,
    /// The best stars of each puzzle by its number (index 0 is puzzle 1).
    pub best_puzzles: Vec<u8>,
    /// Wins against the robot per level (Ușor, Mediu, Greu).
    pub wins: [u32; 3],
    /// Every book match of the game, both modes.
    pub matches: u32,
    /// The game's puzzles the child solved.
    pub puzzles: PuzzleCell,
}

/// A child's puzzles of one game in the class table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PuzzleCell {
    /// How many are solved.
    pub solved: u32,
    /// Their best stars, added up.
    pub stars: u32,
}

/// One row of the class table: a child.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClassRow {
    pub name: String,
    pub avatar: String,
    /// One cell per game, in [`Variant::ALL`]'s order.
    pub games: Vec<GameCell>,
    /// Every match kept, exercises included.
    pub matches: u32,
    /// When the child last played (milliseconds since 1970), if ever.
    pub last_played: Option<u64>,
    /// A day after tomorrow was handed in (a wrong clock's): left out of
    /// [`ClassRow::last_played`], shown as unknown when nothing else is.
    pub unknown_day: bool,
    /// The teacher's positions played outside a series.
    pub exercises: Vec<ExerciseCard>,
    /// The teacher's series the child opened, with their results.
    pub series: Vec<SeriesCard>,
    /// The signs that the child needs help.
    pub help: HelpSigns,
}

impl ClassRow {
    fn named(name: &str) -> ClassRow {
        ClassRow {
            name: name.to_string(),
            avatar: String::new(),
            games: vec![GameCell::default(); Variant::COUNT],
            matches: 0,
            last_played: None,
            unknown_day: false,
            exercises: Vec::new(),
            series: Vec::new(),
            help: HelpSigns::default(),
        }
    }

    /// Adds one device's results; `latest`: the last day that can be real.
    fn add(&mut self, h: &HandIn, latest: u32) {
        if self.avatar.is_empty() {
            self.avatar = h.avatar.clone();
        }
        let mut days: Vec<u32> = Vec::new();
        for (cell, card) in self.games.iter_mut().zip(&h.games) {
            let (s, c) = (&mut cell.summary, &card.summary);
            for (mine, theirs) in s
                .against_robot
                .iter_mut()
                .flatten()
                .zip(c.against_robot.iter().flatten())
            {
                *mine = mine.saturating_add(*theirs);
            }
            s.two_player_matches = s.two_player_matches.saturating_add(c.two_player_matches);
            s.unaided = better(s.unaided, c.unaided);
            s.aided = better(s.aided, c.aided);
            cell.wins = s.against_robot.map(|level| level[0]);
            cell.matches = s.robot_matches().saturating_add(s.two_player_matches);
            // The puzzles: the best stars of each, from any device.
            if cell.best_puzzles.len() < card.puzzles.len() {
                cell.best_puzzles.resize(card.puzzles.len(), 0);
            }
            for (best, &stars) in cell.best_puzzles.iter_mut().zip(&card.puzzles) {
                *best = (*best).max(stars);
            }
            cell.puzzles = PuzzleCell {
                solved: cell.best_puzzles.iter().filter(|&&s| s > 0).count() as u32,
                stars: cell.best_puzzles.iter().map(|&s| u32::from(s)).sum(),
            };
            days.extend(card.last_day);
        }
        // Every match of the device: the book's, each exercise, each
        // series position played, the same by a file and by a code.
        let book: u32 = h
            .games
            .iter()
            .map(|g| {
                g.summary
                    .robot_matches()
                    .saturating_add(g.summary.two_player_matches)
            })
            .fold(0, u32::saturating_add);
        let positions = h
            .series
            .iter()
            .flat_map(|s| &s.positions)
            .filter(|(r, _)| *r != SeriesResult::NotPlayed)
            .count() as u32;
        self.matches = self
            .matches
            .saturating_add(book)
            .saturating_add(h.exercises.len() as u32)
            .saturating_add(positions);
        for e in &h.exercises {
            add_exercise(&mut self.exercises, e);
            days.push(e.day);
        }
        for s in &h.series {
            add_series(&mut self.series, s);
        }
        for day in days {
            if day > latest {
                self.unknown_day = true;
            } else {
                let at = u64::from(day) * MS_PER_DAY + MS_PER_DAY / 2;
                self.last_played = self.last_played.max(Some(at));
            }
        }
        let help = &mut self.help;
        help.hints = help.hints.saturating_add(h.help.hints);
        help.undos = help.undos.saturating_add(h.help.undos);
        help.losses_in_a_row = help.losses_in_a_row.max(h.help.losses_in_a_row);
        for m in &h.help.missed {
            if !help.missed.contains(m) {
                help.missed.push(m.clone());
            }
        }
    }
}

/// A column the class table can be sorted by.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Column {
    /// The child's name, A to Z.
    Name,
    /// One game: the best first (stars, then fewest moves, then wins,
    /// then matches played, then the puzzles' stars).
    Game(Variant),
    /// Every match, the most first.
    Matches,
    /// The last time played, the latest first.
    LastPlayed,
    /// „Cine are nevoie de ajutor”: the child who needs it most first.
    Help,
}

impl Column {
    /// The column's `data-sort` slug: `nume`, a game's slug, `meciuri`, `data`.
    pub fn slug(self) -> &'static str {
        match self {
            Column::Name => "nume",
            Column::Game(v) => v.info().slug,
            Column::Matches => "meciuri",
            Column::LastPlayed => "data",
            Column::Help => "ajutor",
        }
    }

    /// The column of a `data-sort` slug.
    pub fn from_slug(slug: &str) -> Option<Column> {
        match slug {
            "nume" => Some(Column::Name),
            "meciuri" => Some(Column::Matches),
            "data" => Some(Column::LastPlayed),
            "ajutor" => Some(Column::Help),
            slug => Variant::from_slug(slug).map(Column::Game),
        }
    }
}

/// Sorts the rows by a column (ties keep their order).
pub fn sort_rows(rows: &mut [ClassRow], by: Column) {
    use engine::sort_small_by_key as sort;
    use std::cmp::Reverse;
    // The small sort, not std's: a class is a few dozen rows, and each
    // instance of std's sort weighs kilobytes in the wasm.
    match by {
        Column::Name => sort(rows, |r| name_key(&r.name)),
        Column::Matches => sort(rows, |r| Reverse(r.matches)),
        Column::LastPlayed => sort(rows, |r| Reverse(r.last_played)),
        Column::Help => sort(rows, |r| Reverse(r.help.need())),
        Column::Game(v) => {
            let i = Variant::ALL.iter().position(|&g| g == v).unwrap_or(0);
            sort(rows, |r| {
                let c = &r.games[i];
                let best = c.summary.unaided;
                let top = if c.summary.aided.beats(&best) {
                    c.summary.aided
                } else {
                    best
                };
                (
                    Reverse(top.stars),
                    top.moves.unwrap_or(u32::MAX),
                    Reverse(c.summary.robot_wins()),
                    Reverse(c.matches),
                    Reverse(c.puzzles.stars),
                )
            });
        }
    }
}

/// Sorts by a column in the other direction than [`sort_rows`] (a second
/// tap on the column's head).
pub fn sort_rows_reversed(rows: &mut [ClassRow], by: Column) {
    sort_rows(rows, by);
    rows.reverse();
}

/// A name as the alphabet orders it: Romanian letters after their base
/// letter (a < ă < â < b …, i < î, s < ș, t < ț), case ignored.
fn name_key(name: &str) -> Vec<u32> {
    name.chars()
        .map(|c| {
            let (base, rank) = match c {
                'ă' | 'Ă' => ('a', 1),
                'â' | 'Â' => ('a', 2),
                'î' | 'Î' => ('i', 1),
                'ș' | 'ş' | 'Ș' | 'Ş' => ('s', 1),
                'ț' | 'ţ' | 'Ț' | 'Ţ' => ('t', 1),
                c => (c.to_ascii_lowercase(), 0),
            };
            u32::from(base) * 4 + rank
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handin::{Miss, Parts, Progress};
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
        assert_eq!(class.add(handin("Ana", 1, 10, 2)), Added::New);
        assert_eq!(class.add(handin("Ana", 1, 10, 2)), Added::NothingNew);
        assert_eq!(
            class.add(handin("Ana", 1, 11, 2)),
            Added::NothingNew,
            "the same results"
        );
        assert_eq!(
            class.add(handin("Ana", 1, 9, 1)),
            Added::NothingNew,
            "older"
        );
        // Stamped by a clock a year ahead: still older than what comes next.
        assert_eq!(
            class.add(handin("Ana", 1, 10 + 525_600, 2)),
            Added::NothingNew
        );
        assert_eq!(class.add(handin("Ana", 1, 12, 3)), Added::Updated);
        assert_eq!(class.handins.len(), 1);
        // Ana's other tablet adds up.
        assert_eq!(class.add(handin("Ana", 2, 5, 1)), Added::Updated);
        assert_eq!(class.add(handin("Ion", 2, 5, 0)), Added::New);
        let rows = class.rows(&|s| s.id.clone(), NOW);
        assert_eq!(rows.len(), 2);
        let ana = &rows[0];
        assert_eq!(ana.games[5].wins, [0, 4, 0]);
        assert_eq!(ana.games[5].summary.unaided.moves, Some(17));
        assert_eq!(ana.games[5].puzzles.solved, 2);
        assert_eq!(ana.games[5].puzzles.stars, 4);
        assert_eq!(ana.matches, 4);
        assert_eq!(ana.last_played, Some(20_003 * MS_PER_DAY + MS_PER_DAY / 2));
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
    fn the_device_keeps_the_class_until_a_new_one() {
        let device = crate::Device::new(crate::Memory::default());
        let mut class = Class::default();
        class.add(handin("Ana", 1, 10, 2));
        device.keep_class(&class).unwrap();
        assert_eq!(device.class(), (class, 0));
        device.forget_class();
        assert_eq!(device.class(), (Class::default(), 0));
    }

    #[test]
    fn two_tabs_add_to_what_is_kept_and_a_new_class_ends_the_old() {
        let store = crate::Memory::default();
        let device = crate::Device::new(&store);
        let first = device.new_class(1_000).unwrap();
        // Tab B read the class, then tab A added Ion.
        let tab_b = device.class().0;
        device
            .change_class(&first.id, |c| c.add(handin("Ion", 1, 10, 1)))
            .unwrap();
        // Tab B reads Maria: Ion stays.
        let (kept, added) = device
            .change_class(&tab_b.id, |c| c.add(handin("Maria", 2, 10, 1)))
            .unwrap();
        assert_eq!(added, Added::New);
        assert_eq!(kept.children(), ["Ion", "Maria"]);
        // Tab B begins a new class; tab A's next code does not bring the
        // old class back.
        let second = device.new_class(2_000).unwrap();
        assert_ne!(second.id, first.id);
        let refused = device.change_class(&first.id, |c| c.add(handin("Ana", 3, 10, 1)));
        assert_eq!(refused, Err(crate::ClassRefused::Replaced(second.clone())));
        assert_eq!(device.class().0, second);
        // A class kept before ids had none: its tabs still write.
        store.seed(CLASS_KEY_FOR_TESTS, &Class::default().to_text());
        assert!(
            device
                .change_class("", |c| c.add(handin("Ana", 3, 10, 1)))
                .is_ok()
        );
    }

    const CLASS_KEY_FOR_TESTS: &str = "sah-in-joaca/v2/clasa";

    #[test]
    fn a_write_the_browser_refuses_is_said_and_not_shown_as_kept() {
        let store = crate::Memory::default();
        let device = crate::Device::new(&store);
        device
            .change_class("", |c| c.add(handin("Ion", 1, 10, 1)))
            .unwrap();
        store.full.set(true);
        let refused = device.change_class("", |c| c.add(handin("Maria A.", 2, 10, 1)));
        let Err(crate::ClassRefused::NotKept(kept)) = refused else {
            panic!("{refused:?}");
        };
        assert_eq!(kept.children(), ["Ion"]);
        assert_eq!(device.class().0.children(), ["Ion"]);
        // Nothing new needs no room.
        assert!(
            device
                .change_class("", |c| c.add(handin("Ion", 1, 10, 1)))
                .is_ok()
        );
        // A new class under a quota that the old class filled.
        let limit: usize = store.values.borrow().values().map(String::len).sum();
        store.full.set(false);
        store.limit.set(Some(limit));
        let new = device.new_class(5_000).unwrap();
        assert_eq!(device.class().0, new);
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
