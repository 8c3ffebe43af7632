//! Square and move literals for the tests of every crate: `sq("e4")`,
//! `mv("e2", "e4")`, and the knight race's book start.

use super::board::Setup;
use super::game::Move;
use super::knight_race::KnightRace;
use super::square::Square;

/// The square named `name` (a test's literal: panics on a bad name).
pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// The move from `from` to `to`.
pub fn mv(from: &str, to: &str) -> Move {
    Move::new(sq(from), sq(to))
}

/// The knight race as the book starts it (white knight on e8, black on e1,
/// white to move): the same position as the game's data in `play`.
pub fn knight_race_start() -> KnightRace {
    KnightRace::new(&Setup::parse("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w").unwrap())
        .unwrap()
}
