//! The computer opponent ("Robotul") of each game: levels, search, exact solvers.
//!
//! The games know only their rules; each robot module implements [`Robot`]
//! for its game, and `variant` pairs every game with its robot as a
//! [`Round`].

use rules::game::{Game, Level, Move};
use rules::square::{Color, Square};
use verdict::PlyReview;

pub mod gifts;
pub mod king_hunt;
pub mod knight_race;
pub mod levels;
pub mod pawns;
pub mod queen_table;
pub mod verdict;

/// The robot of one game, asked about the position of that game.
pub trait Robot {
    /// The robot's choice for the side to move; deterministic for a given
    /// seed; `None` only once the round is over.
    fn robot_move(&self, level: Level, seed: u64) -> Option<Move>;

    /// A good move for the side to move, to show as a hint ("Sfat").
    fn hint(&self) -> Option<Move>;

    /// Does a slice of the robot's preparation (e.g. building a solver table);
    /// returns `true` when the robot is ready. Called repeatedly by the page so
    /// that long work never freezes it.
    fn prepare_robot(&self, _level: Level, _work_budget: u32) -> bool {
        true
    }

    /// Whether the robot may already move here although its preparation is
    /// not finished (what is still being built is not needed yet); by
    /// default it waits.
    fn may_move_unprepared(&self) -> bool {
        false
    }

    /// The review of `mv`, a legal move of the side to move here: its
    /// verdict and a best move of this position, as far as the robot can
    /// prove them (see [`play::review`]); by default nothing is
    /// known. Never a verdict that is not proven.
    fn judge(&self, _mv: Move) -> PlyReview {
        PlyReview::UNKNOWN
    }

    /// The exact value of the round for the side to move, where an exact
    /// table proves it: the Greu robot then plays by that same table (the
    /// goals read it: [`play::goal_lost`]). `None` by default.
    fn exact_value(&self) -> Option<pawns::Value> {
        None
    }

    /// A shortest route that takes every piece `color` has to take from
    /// here (the knight race): the piece's square, then each square it
    /// lands on, in order; empty by default.
    fn best_route(&self, _color: Color) -> Vec<Square> {
        Vec::new()
    }
}

/// A round as a match plays it: one game's rules and its robot.
pub trait Round: Game + Robot {
    /// A copy of the round (matches are cloned by the page's signals).
    fn clone_round(&self) -> Box<dyn Round>;
}

impl<T: Game + Robot + Clone + 'static> Round for T {
    fn clone_round(&self) -> Box<dyn Round> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Round> {
    fn clone(&self) -> Self {
        self.clone_round()
    }
}
