//! Pure game logic: no leptos, web-sys or JavaScript here, so it is tested natively.
#![warn(missing_docs)]

pub mod bitboard;
pub mod board;
pub mod children;
pub mod game;
pub mod king_hunt;
pub mod knight_race;
pub mod matches;
pub mod pawns;
pub mod review;
pub mod robot;
pub mod square;
pub mod tap;
pub mod text;
pub mod variant;

pub use bitboard::Bitboard;
pub use board::{Board, FenError, Setup};
pub use game::{
    Counter, Ending, Game, Highlights, IllegalMove, Lens, Level, Move, Notice, Outcome, Rng,
    SetupError, Summary, sort_small_by, sort_small_by_key,
};
pub use square::{Color, Piece, Role, Square};
pub use text::moves_ro;
pub use variant::{Scoring, Variant, VariantInfo};

/// Square and move literals for the unit tests: `sq("e4")`, `mv("e2", "e4")`.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Move, Square};

    pub fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    pub fn mv(from: &str, to: &str) -> Move {
        Move::new(sq(from), sq(to))
    }
}
