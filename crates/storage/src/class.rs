//! The teacher's class ([`Class`]): every child's results handed in by QR
//! code ([`HandIn`]) and read from results files, kept in the teacher's
//! browser until a new class, and the table made of them ([`ClassRow`]).
//!
//! A child's row adds up the child's sources: the files (merged, a match in
//! two files counted once) and each device's latest hand-in (a newer
//! hand-in from the same device replaces the older one; two devices add up).

use super::file::{ChildResults, export, read};
use super::handin::{ExerciseCard, HandIn, HelpSigns, SeriesCard};
use super::names::same_name;
use super::puzzles::PuzzleMisses;
use super::series::{SeriesProgress, merge_series};
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
    /// The class had these results already (a code read twice), or newer.
    NothingNew,
}

/// The class: the files read and the hand-ins scanned.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Class {
    /// Each child's files, merged into one per child.
    pub files: Vec<ChildResults>,
    /// The latest hand-in of each child from each device.
    pub handins: Vec<HandIn>,
}

impl Class {
    /// Adds a hand-in: new, newer than the one kept from its device, or
    /// nothing new.
    pub fn add(&mut self, handin: HandIn) -> Added {
        let known = self.children().iter().any(|n| same_name(n, &handin.name));
        match self
            .handins
            .iter_mut()
            .find(|h| h.device == handin.device && same_name(&h.name, &handin.name))
        {
            Some(kept) if kept.same_results(&handin) || kept.minute > handin.minute => {
                Added::NothingNew
            }
            Some(kept) => {
                *kept = handin;
                Added::Updated
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

    /// The class as the teacher's browser keeps it: a hand-in a line (its
    /// bytes in base 32, as a code), then each child's files as one file.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
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

    /// The class kept back; a line that does not read is left out (and
    /// counted).
    pub fn from_text(text: &str) -> (Class, usize) {
        let mut class = Class::default();
        let mut skipped = 0;
        for line in text.lines().filter(|l| !l.is_empty()) {
            let read = match line.split_once(' ') {
                Some(("predare", code)) => HandIn::from_text(code).map(|h| {
                    class.add(h);
                }),
                Some(("fisier", json)) => read(json).ok().map(|f| class.add_file(f)),
                _ => None,
            };
            skipped += usize::from(read.is_none());
        }
        (class, skipped)
    }

    /// The table's rows, one per child, in the order the children came.
    /// `title` names a file's series from its link (the layer above reads
    /// links); a hand-in carries its series' titles.
    pub fn rows(&self, title: &dyn Fn(&SeriesProgress) -> String) -> Vec<ClassRow> {
        self.children()
            .into_iter()
            .map(|name| {
                let files = self.files.iter().filter(|f| same_name(&f.name, &name));
                let from_files = files.map(|f| {
                    let last = f.matches.last().map_or(0, |m| m.time_ms);
                    (
                        HandIn::of(f, &PuzzleMisses::default(), title, last),
                        f.matches.iter().map(|m| m.time_ms).max(),
                        f.matches.len() as u32,
                    )
                });
                let mut row = ClassRow::named(&name);
                for (h, last, matches) in from_files {
                    row.add(&h);
                    row.last_played = row.last_played.max(last);
                    row.matches += matches;
                }
                for h in self.handins.iter().filter(|h| same_name(&h.name, &name)) {
                    row.add(h);
                    row.matches += h
                        .games
                        .iter()
                        .map(|g| g.summary.robot_matches() + g.summary.two_player_matches)
                        .sum::<u32>()
                        + h.exercises.len() as u32;
                    let day = h
                        .games
                        .iter()
                        .filter_map(|g| g.last_day)
                        .chain(h.exercises.iter().map(|e| e.day))
                        .max();
                    row.last_played = row
                        .last_played
                        .max(day.map(|d| u64::from(d) * MS_PER_DAY + MS_PER_DAY / 2));
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
) -> Vec<ClassRow> {
    let mut class = Class::default();
    for f in files {
        class.add_file(f.clone());
    }
    class.rows(title)
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
            exercises: Vec::new(),
            series: Vec::new(),
            help: HelpSigns::default(),
        }
    }

    /// Adds one source's results (a device's hand-in, or the files).
    fn add(&mut self, h: &HandIn) {
        if self.avatar.is_empty() {
            self.avatar = h.avatar.clone();
        }
        for (cell, card) in self.games.iter_mut().zip(&h.games) {
            let (s, c) = (&mut cell.summary, &card.summary);
            for (mine, theirs) in s
                .against_robot
                .iter_mut()
                .flatten()
                .zip(c.against_robot.iter().flatten())
            {
                *mine += theirs;
            }
            s.two_player_matches += c.two_player_matches;
            for (mine, theirs) in [(&mut s.unaided, c.unaided), (&mut s.aided, c.aided)] {
                if theirs.beats(mine) {
                    mine.stars = mine.stars.max(theirs.stars);
                    mine.moves = match (mine.moves, theirs.moves) {
                        (Some(a), Some(b)) => Some(a.min(b)),
                        (a, b) => a.or(b),
                    };
                }
            }
            cell.wins = s.against_robot.map(|level| level[0]);
            cell.matches = s.robot_matches() + s.two_player_matches;
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
        }
        for e in &h.exercises {
            match self
                .exercises
                .iter_mut()
                .find(|k| k.variant == e.variant && k.position == e.position)
            {
                Some(k) => {
                    k.result = k.result.max(e.result);
                    k.goal_met = k.goal_met.max(e.goal_met);
                    k.day = k.day.max(e.day);
                }
                None => self.exercises.push(e.clone()),
            }
        }
        for s in &h.series {
            match self.series.iter_mut().find(|k| k.id == s.id) {
                Some(k) => {
                    for (mine, theirs) in k.positions.iter_mut().zip(&s.positions) {
                        mine.0 = mine.0.max(theirs.0);
                        mine.1 = mine.1.max(theirs.1);
                    }
                }
                None => self.series.push(s.clone()),
            }
        }
        let help = &mut self.help;
        help.hints += h.help.hints;
        help.undos += h.help.undos;
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
    use crate::handin::Miss;
    use crate::series::SeriesResult;
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
            moves: Some(9 + wins),
        };
        h.games[5].last_day = Some(20_000 + wins);
        h.games[5].puzzles = vec![1, 0, 3];
        h
    }

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
        assert_eq!(class.add(handin("Ana", 1, 12, 3)), Added::Updated);
        assert_eq!(class.handins.len(), 1);
        // Ana's other tablet adds up.
        assert_eq!(class.add(handin("Ana", 2, 5, 1)), Added::Updated);
        assert_eq!(class.add(handin("Ion", 2, 5, 0)), Added::New);
        let rows = class.rows(&|s| s.id.clone());
        assert_eq!(rows.len(), 2);
        let ana = &rows[0];
        assert_eq!(ana.games[5].wins, [0, 4, 0]);
        assert_eq!(ana.games[5].summary.unaided.moves, Some(10));
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
}
