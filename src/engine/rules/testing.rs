//! Square and move literals for the unit tests: `sq("e4")`, `mv("e2", "e4")`.

use super::game::Move;
use super::square::Square;

pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

pub fn mv(from: &str, to: &str) -> Move {
    Move::new(sq(from), sq(to))
}
