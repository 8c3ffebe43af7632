//! The computer opponent ("Robotul") of each game: levels, search, exact solvers.

pub mod king_hunt;
pub mod knight_race;
pub mod pawns;
