//! The robot of the piece-against-pawns games: an exact solver for the
//! bishop, knight and rook games, a bounded search for the queen game, and
//! the three levels.
//!
//! # The solver
//!
//! Pawns never leave their file, so a position is: for each pawn file a
//! state (0 = captured, 1 = start rank … 7 = last rank), the piece's square
//! and the side to move (a pawn on the last rank means the piece's grace
//! move). Every pawn turn advances a pawn and every capture removes one, so
//! with the potential "captured pawns × 8 + steps of the others" every pawn
//! configuration only leads to configurations of higher potential. The
//! table is therefore filled configuration by configuration, highest
//! potential first (pawns-to-move positions first, then the piece's, which
//! depend on them): no recursion, and the work can stop after any
//! configuration and resume on the next call of [`prepare`].
//!
//! ```
//! use rules::{Level, Setup};
//! use rules::pawns::{PawnGame, Sides};
//! use robot::Robot;
//! use robot::pawns::{solve, Value};
//! let game = PawnGame::new(Sides::KNIGHT, &Setup::parse("8/5ppp/8/8/8/8/8/6N1 w").unwrap()).unwrap();
//! while !game.prepare_robot(Level::Hard, 100_000) {}
//! // The knight moves first, yet with perfect play the pawns win in 24 plies.
//! let Some(Value { win, plies }) = solve(&game.position()) else { panic!() };
//! assert!(!win && plies == 24);
//! ```
//!
//! One file per job: `table.rs` holds a table and its builder, `cache.rs`
//! keeps the built ones ([`TableCache`]), `levels.rs` chooses the robot's
//! moves, `search.rs` is the bounded search they use where no table
//! decides, and `judge.rs` gives the review its verdicts.

mod cache;
mod judge;
mod levels;
mod search;
mod table;

pub use cache::TableCache;
use cache::is_queen_game;
pub use judge::{PROOF_PLIES, judge};
pub use levels::choose;
pub use table::{MAX_TABLE_FILES, Table, TableBuilder, TableKey, Value};

use super::Robot;
use super::verdict::PlyReview;
use crate::queen_table::ENDING_PAWNS;
use rules::game::{Level, Move};
use rules::pawns::{PawnGame, Position};

/// The exact value of `pos` if its table is ready.
pub fn solve(pos: &Position) -> Option<Value> {
    TableCache::shared().table(pos)?.value(pos)
}

/// Does a slice of the robot's preparation for `game`: the exact table of
/// the bishop, knight and rook games (and of custom positions with at most
/// five pawn files). The queen game needs none. Easy needs no table.
///
/// `work_budget` counts positions solved in this call (rounded up to whole
/// pawn configurations of 128 positions). Measured in Node (wasm, release):
/// about 4–5 thousand positions per millisecond, so 50 000 is a slice of
/// roughly 10–15 ms. The bishop and knight tables (65 536 positions) take
/// one slice; the rook table (4 194 304 positions) about 0.85 s in all.
/// A table is built once per page lifetime and shared by every game
/// ([`TableCache`]).
pub fn prepare(game: &PawnGame, level: Level, work_budget: u32) -> bool {
    if level == Level::Easy || game.ending().is_some() {
        return true;
    }
    let pos = game.position();
    match TableKey::of(&pos, game.start_files()) {
        Some(key) => TableCache::shared().build_table(key, work_budget),
        None if is_queen_game(&pos) => TableCache::shared().build_endings(work_budget),
        None => true,
    }
}

impl Robot for PawnGame {
    fn robot_move(&self, level: Level, seed: u64) -> Option<Move> {
        if self.ending().is_some() {
            return None;
        }
        choose(&self.position(), level, seed)
    }

    /// The Hard robot's choice: from the exact table where there is one.
    fn hint(&self) -> Option<Move> {
        self.robot_move(Level::Hard, 0)
    }

    fn prepare_robot(&self, level: Level, work_budget: u32) -> bool {
        prepare(self, level, work_budget)
    }

    /// The queen game's endings matter once few pawns are left: until then
    /// the robot plays while they are built (about a second of slices).
    fn may_move_unprepared(&self) -> bool {
        let pos = self.position();
        is_queen_game(&pos) && pos.pawns.count() > ENDING_PAWNS + 1
    }

    fn exact_value(&self) -> Option<Value> {
        self.ending().is_none().then(|| solve(&self.position()))?
    }

    /// The exact or looked-ahead verdict, a gift marked (a pawn or the
    /// piece given away for nothing).
    fn judge(&self, mv: Move) -> PlyReview {
        if self.ending().is_some() || !self.position().is_legal(mv) {
            return PlyReview::UNKNOWN;
        }
        crate::gifts::with_gift(self, mv, judge(&self.position(), mv))
    }
}
