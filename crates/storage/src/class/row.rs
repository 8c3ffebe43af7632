//! The class table's rows ([`ClassRow`]): one per child, each a sum of
//! the child's results per device, and how the table sorts them.

use super::{ExerciseCard, MS_PER_DAY, RowKey};
use crate::handin::merge::{add_exercise, add_series, better};
use crate::handin::{HandIn, HelpSigns, SeriesCard};
use crate::series::SeriesResult;
use crate::stats::GameSummary;
use engine::Variant;

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
    /// Which row it is: a roster child's, or a name on one device.
    pub key: RowKey,
    /// Whether anything was handed in (a roster child may have nothing yet).
    pub handed_in: bool,
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
    /// Whether the row is a roster child's.
    pub fn on_roster(&self) -> bool {
        matches!(self.key, RowKey::Roster(_))
    }

    pub(super) fn named(name: &str, key: RowKey) -> ClassRow {
        ClassRow {
            name: name.to_string(),
            key,
            handed_in: false,
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
    pub(super) fn add(&mut self, h: &HandIn, latest: u32) {
        self.handed_in = true;
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
        // Puzzles and series positions count as played too (version 2).
        days.extend(h.last_active);
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
    /// Whether the child handed in: those who have not first.
    HandedIn,
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
            Column::HandedIn => "predat",
        }
    }

    /// The column of a `data-sort` slug.
    pub fn from_slug(slug: &str) -> Option<Column> {
        match slug {
            "nume" => Some(Column::Name),
            "meciuri" => Some(Column::Matches),
            "data" => Some(Column::LastPlayed),
            "ajutor" => Some(Column::Help),
            "predat" => Some(Column::HandedIn),
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
        Column::HandedIn => sort(rows, |r| r.handed_in),
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
