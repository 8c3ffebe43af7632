//! Puzzles („Probleme”): positions from the book's games whose answer the
//! app can prove, as a list that is the same on every device and in every
//! build.
//!
//! The list is a small text file, `probleme.txt`, written by the native
//! generator (`cargo run -p sah-tools --release --example puzzles`), shipped beside the
//! app and fetched only by the puzzle pages, so the child's first load does
//! not carry it. Each line is one puzzle:
//!
//! ```text
//! <joc> <goal> <difficulty> <FEN: placement, side to move[, castling]>
//! nebun 2 1 8/8/8/8/8/1p6/p7/2B5 w
//! ```
//!
//! Lines starting with `#` and empty lines are comments. A game's puzzles
//! are numbered 1, 2, … in the order of their lines, so „Problema 12 de la
//! nebun” is the twelfth `nebun` line. The goal counts the solver's moves:
//! in the pawn games the win comes within that many of them (exactly one
//! first move wins); in the knight race it is the fewest jumps that take
//! every piece; in the king hunt it is the mate's length ("mat în 2"),
//! every mating move accepted.
//!
//! ```
//! use play::Variant;
//! use play::puzzles::{Goal, PuzzleList};
//! let list = PuzzleList::parse("# a comment\nnebun 2 1 8/8/8/8/8/1p6/p7/2B5 w\n").unwrap();
//! let first = list.get(Variant::BishopVsPawns, 1).unwrap();
//! assert_eq!(first.goal, Goal::WinWithin(2));
//! assert_eq!(list.count(Variant::BishopVsPawns), 1);
//! assert!(list.get(Variant::BishopVsPawns, 2).is_none());
//! ```

use crate::variant::{GameKind, Variant};
use rules::board::{FenError, Setup};

pub mod attempt;
pub mod difficulty;
pub mod distance;
pub mod key;
pub(crate) mod knowledge;

/// The most moves a puzzle asks of the solver (the issue's "at most 7").
pub const MAX_GOAL: u8 = 7;

/// What solving a puzzle means, with its number of the solver's moves.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// Piece against pawns: win within this many of the solver's moves;
    /// exactly one first move wins.
    WinWithin(u8),
    /// Knight race: take every piece in exactly this many jumps, the fewest
    /// possible.
    FewestJumps(u8),
    /// King hunt: mate in this many of white's moves.
    MateIn(u8),
}

impl Goal {
    /// The goal's number of the solver's moves.
    pub const fn moves(self) -> u8 {
        match self {
            Goal::WinWithin(n) | Goal::FewestJumps(n) | Goal::MateIn(n) => n,
        }
    }

    /// The kind of goal a game's puzzles have, with `moves`.
    pub const fn of(variant: Variant, moves: u8) -> Goal {
        match variant.kind() {
            GameKind::PieceVsPawns(_) => Goal::WinWithin(moves),
            GameKind::KnightRace => Goal::FewestJumps(moves),
            GameKind::KingHunt => Goal::MateIn(moves),
        }
    }
}

/// One puzzle of the list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Puzzle {
    /// Its game.
    pub variant: Variant,
    /// Its number in its game's list, from 1.
    pub number: u16,
    /// What solving it means.
    pub goal: Goal,
    /// 1 (easy) to 3 (hard), by the rule the generator and the proof share.
    pub difficulty: u8,
    /// The position; the side to move is the solver.
    pub setup: Setup,
}

impl Puzzle {
    /// The page contract's `data-puzzle` value, `nebun/12`.
    pub fn id(&self) -> String {
        format!("{}/{}", self.variant.info().slug, self.number)
    }
}

/// Why a line of the list could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ListError {
    /// The line (1-based) names no game.
    UnknownGame(usize),
    /// The line's goal or difficulty is not a number in range.
    BadNumber(usize),
    /// The line's position is not a FEN.
    BadPosition(usize, FenError),
}

/// The shipped list of puzzles, every game's in the file's order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PuzzleList {
    puzzles: Vec<Puzzle>,
}

impl PuzzleList {
    /// Reads the list's text (the format is in the module's documentation).
    pub fn parse(text: &str) -> Result<PuzzleList, ListError> {
        let mut puzzles: Vec<Puzzle> = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let at = i + 1;
            let mut fields = line.splitn(4, ' ');
            let variant = fields
                .next()
                .and_then(Variant::from_slug)
                .ok_or(ListError::UnknownGame(at))?;
            let number = |field: Option<&str>, max: u8| {
                field
                    .and_then(|f| f.parse::<u8>().ok())
                    .filter(|&n| (1..=max).contains(&n))
                    .ok_or(ListError::BadNumber(at))
            };
            let moves = number(fields.next(), u8::MAX)?;
            let difficulty = number(fields.next(), 3)?;
            let setup = Setup::parse(fields.next().unwrap_or(""))
                .map_err(|e| ListError::BadPosition(at, e))?;
            let number = puzzles.iter().filter(|p| p.variant == variant).count() as u16 + 1;
            puzzles.push(Puzzle {
                variant,
                number,
                goal: Goal::of(variant, moves),
                difficulty,
                setup,
            });
        }
        Ok(PuzzleList { puzzles })
    }

    /// Every puzzle, in the file's order.
    pub fn all(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The puzzles of one game, numbered from 1.
    pub fn of(&self, variant: Variant) -> impl Iterator<Item = &Puzzle> {
        self.puzzles.iter().filter(move |p| p.variant == variant)
    }

    /// How many puzzles one game has.
    pub fn count(&self, variant: Variant) -> usize {
        self.of(variant).count()
    }

    /// Puzzle `number` (from 1) of a game.
    pub fn get(&self, variant: Variant, number: u16) -> Option<&Puzzle> {
        self.of(variant).find(|p| p.number == number)
    }

    /// The puzzle after `puzzle` in its game, if any.
    pub fn next_after(&self, puzzle: &Puzzle) -> Option<&Puzzle> {
        self.get(puzzle.variant, puzzle.number + 1)
    }
}

/// The stars of a solved puzzle: ★★★ on the first try without a hint, ★★
/// on the second try, ★ afterwards; each hint costs a star, never below ★.
///
/// ```
/// use play::puzzles::stars_for_solve;
/// assert_eq!(stars_for_solve(1, 0), 3);
/// assert_eq!(stars_for_solve(1, 1), 2);
/// assert_eq!(stars_for_solve(2, 0), 2);
/// assert_eq!(stars_for_solve(3, 0), 1);
/// assert_eq!(stars_for_solve(2, 5), 1);
/// ```
pub const fn stars_for_solve(tries: u32, hints: u32) -> u8 {
    let by_tries: u32 = match tries {
        0 | 1 => 3,
        2 => 2,
        _ => 1,
    };
    let stars = by_tries.saturating_sub(hints);
    if stars == 0 { 1 } else { stars as u8 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_count_per_game_in_the_files_order() {
        let text = "nebun 2 1 8/8/8/8/8/1p6/p7/2B5 w\n\
                    rege 1 1 6k1/5ppp/8/8/8/8/8/R5K1 w -\n\
                    \n# comment\n\
                    nebun 3 2 8/8/8/8/8/1p6/p7/2B5 w\n";
        let list = PuzzleList::parse(text).unwrap();
        assert_eq!(list.count(Variant::BishopVsPawns), 2);
        let second = list.get(Variant::BishopVsPawns, 2).unwrap();
        assert_eq!((second.goal, second.difficulty), (Goal::WinWithin(3), 2));
        assert_eq!(second.id(), "nebun/2");
        assert_eq!(
            list.get(Variant::KingHunt, 1).unwrap().goal,
            Goal::MateIn(1)
        );
        assert_eq!(list.next_after(second), None);
    }

    #[test]
    fn a_bad_line_is_named_by_its_number() {
        assert_eq!(
            PuzzleList::parse("pion 2 1 8/8/8/8/8/8/8/8 w"),
            Err(ListError::UnknownGame(1))
        );
        assert_eq!(
            PuzzleList::parse("\nnebun 2 4 8/8/8/8/8/1p6/p7/2B5 w"),
            Err(ListError::BadNumber(2))
        );
        assert_eq!(
            PuzzleList::parse("nebun 0 1 8/8/8/8/8/1p6/p7/2B5 w"),
            Err(ListError::BadNumber(1))
        );
        assert!(matches!(
            PuzzleList::parse("nebun 2 1 9/8 w"),
            Err(ListError::BadPosition(1, _))
        ));
    }
}
