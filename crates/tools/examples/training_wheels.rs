//! Ușor's training wheels (the board asks before a move that gives the
//! piece away): a careless beginner with the piece against Ușor's pawns,
//! without and with them, from the book's start:
//! `cargo run -p sah-tools --release --example training_wheels [rounds]`.
//!
//! Prints one Markdown row per pawn game × child: the child's win rate and
//! moves per round. Round `i` uses seed `i`. The careless beginner takes any
//! pawn, defended or not, and otherwise moves at random; warned, it says
//! „Nu” to the question always, or one time in two, and chooses again. The
//! target: at least 60 % for the warned beginner in every pawn game.

use engine::{Color, Level, Variant};
use play::variant::GameKind;
use tools::children::{Child, play_round};

fn main() {
    let rounds: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    println!("| game | child (with the piece, against Ușor) | child wins | moves per round |");
    println!("|---|---|---|---|");
    let children = [
        Child::Beginner,
        Child::Careless,
        Child::Warned { heeds: 2 },
        Child::Warned { heeds: 4 },
    ];
    for variant in Variant::ALL {
        if !matches!(variant.kind(), GameKind::PieceVsPawns(_)) {
            continue;
        }
        for child in children {
            let (mut wins, mut moves) = (0u64, 0u64);
            for seed in 0..rounds {
                // The pawns are white: the child with the piece plays black.
                let r = play_round(variant, child, Color::Black, Level::Easy, seed);
                wins += u64::from(r.child_won);
                moves += u64::from(r.child_moves);
            }
            println!(
                "| {} | {} | {:.0} % | {:.1} |",
                variant.info().slug,
                child.name(),
                100.0 * wins as f64 / rounds as f64,
                moves as f64 / rounds as f64
            );
        }
    }
}
