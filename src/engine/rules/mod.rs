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
#[cfg(test)]
pub(crate) mod testing;
