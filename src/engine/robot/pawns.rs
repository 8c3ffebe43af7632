//! The robot of the piece-against-pawns games.

use crate::engine::game::{Level, Move};
use crate::engine::pawns::PawnGame;

pub fn hint(_game: &PawnGame) -> Option<Move> {
    None
}

pub fn robot_move(game: &PawnGame, _level: Level, _seed: u64) -> Option<Move> {
    game.position().legal_moves().as_slice().first().copied()
}

pub fn prepare(_game: &PawnGame, _level: Level, _budget: u32) -> bool {
    true
}
