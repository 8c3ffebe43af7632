//! The book's starts, made as the app makes them (`Variant::new_game` on
//! `Variant::start_setup`) but typed, for the tests and benchmarks that use
//! a game's own methods. Shared by `#[path]`; each user takes what it needs.
#![allow(dead_code)]

use engine::Variant;
use rules::king_hunt::KingHunt;
use rules::pawns::PawnGame;

/// The book's start of a piece-against-pawns `variant`.
pub fn pawn_start(variant: Variant) -> PawnGame {
    let sides = variant.sides().expect("a piece-against-pawns game");
    PawnGame::new(sides, &variant.start_setup()).expect("the book's start is valid")
}

/// The king hunt as the book starts it.
pub fn hunt_start() -> KingHunt {
    KingHunt::new(&Variant::KingHunt.start_setup()).expect("the book's start is valid")
}
