//! The level ladder: simulated children against every robot
//! level, in every game and on every side, from the book's start:
//! `cargo run -p sah-tools --release --example ladder [rounds] [game-slug]`.
//!
//! Prints one Markdown row per game × child's side × level × child: the
//! child's win rate, its moves per round and per won round (in the king
//! hunt, the length of its mates). Reproducible: round `i`
//! uses seed `i`. Targets: the beginner beats Ușor in at least 60 % of the
//! rounds; the book follower beats Mediu in 40–60 %; Greu plays exactly
//! where a table exists (the strong child, who plays the hint, cannot beat
//! it from a position the robot wins).

use engine::{Color, Level, Variant};
use tools::children::{Child, play_round};

fn main() {
    let mut args = std::env::args().skip(1);
    let rounds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let only = args.next();
    println!(
        "| game | child plays | level | child | child wins | moves per round | moves per win |"
    );
    println!("|---|---|---|---|---|---|---|");
    for variant in Variant::ALL {
        let info = variant.info();
        if only.as_deref().is_some_and(|s| s != info.slug) {
            continue;
        }
        let sides: Vec<Color> = match info.child_color_against_robot {
            Some(c) => vec![c],
            None => Color::BOTH.to_vec(),
        };
        for color in sides {
            let side = info.side_names[color.index()];
            for level in Level::ALL {
                for child in Child::ALL {
                    let (mut wins, mut moves, mut win_moves) = (0u64, 0u64, 0u64);
                    for seed in 0..rounds {
                        let r = play_round(variant, child, color, level, seed);
                        wins += u64::from(r.child_won);
                        moves += u64::from(r.child_moves);
                        if r.child_won {
                            win_moves += u64::from(r.child_moves);
                        }
                    }
                    let per_win = if wins > 0 {
                        format!("{:.1}", win_moves as f64 / wins as f64)
                    } else {
                        "–".to_string()
                    };
                    println!(
                        "| {} | {side} | {} | {} | {:.0} % | {:.1} | {per_win} |",
                        info.slug,
                        level.name_ro(),
                        child.name(),
                        100.0 * wins as f64 / rounds as f64,
                        moves as f64 / rounds as f64
                    );
                }
            }
        }
    }
}
