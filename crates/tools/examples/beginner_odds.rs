//! A beginner's exact chances against Ușor's pawns, over every
//! choice the beginner may make rather than sampled: for the bishop, knight
//! and rook games, against the app's Ușor (two seeds) and against the pawns
//! that give this beginner the best chance there is.
//! `cargo run -p sah-tools --release --example beginner_odds [slug]` (the rook takes
//! minutes).

#[path = "../tests/support/starts.rs"]
mod starts;
use starts::pawn_start;

#[path = "../tests/support/beginner_odds.rs"]
mod beginner_odds;

use beginner_odds::{Pawns, beginner_chance};
use engine::Variant;
use std::collections::HashMap;

fn main() {
    let only = std::env::args().nth(1);
    for variant in [
        Variant::BishopVsPawns,
        Variant::KnightVsPawns,
        Variant::RookVsPawns,
    ] {
        let slug = variant.info().slug;
        if only.as_deref().is_some_and(|s| s != slug) {
            continue;
        }
        let start = pawn_start(variant).position();
        for pawns in [Pawns::Easy(0), Pawns::Easy(1), Pawns::BestForTheBeginner] {
            let mut memo = HashMap::new();
            let p = beginner_chance(&start, pawns, &mut memo);
            println!(
                "{slug}: the beginner wins {:.1} % against {pawns:?} ({} positions)",
                100.0 * p,
                memo.len()
            );
        }
    }
}
