//! The rules layer: squares, bitboards, the board, the [`game::Game`] trait
//! every mini-game implements, and the three games' rules. It imports
//! nothing above it: no robot, no match, no Romanian sentence.

pub mod bitboard;
pub mod board;
pub mod game;
pub mod king_hunt;
pub mod knight_race;
pub mod pawns;
pub mod square;
/// Helpers of the tests of every crate above (squares and moves by name).
#[doc(hidden)]
pub mod testing;

pub use bitboard::Bitboard;
pub use board::{Board, FenError, Setup};
pub use game::{
    Counter, Ending, Game, Highlights, IllegalMove, Lens, Level, Move, Notice, Outcome, Rng,
    SetupError, Summary, sort_small_by, sort_small_by_key,
};
pub use square::{Color, Piece, Role, Square};
