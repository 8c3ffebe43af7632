//! Fits the robot's levels to the simulated children (issue 19): for one
//! game, prints the child's win rate against each level mixed with a share
//! of careless moves or of Greu moves, so `Variant::level_mix` can be
//! chosen. `cargo run --release --example fit_levels <slug> [rounds]`.
//!
//! Ușor is fitted to the beginner (target: at least 60 % of rounds won by
//! the child), Mediu to the book follower (40–60 %).

use sah_in_joaca::engine::children::{Child, play_round_mixed};
use sah_in_joaca::engine::variant::LevelMix;
use sah_in_joaca::engine::{Color, Level, Variant};

fn main() {
    let mut args = std::env::args().skip(1);
    let slug = args.next().unwrap_or_else(|| "cai".to_string());
    let rounds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let Some(variant) = Variant::from_slug(&slug) else {
        eprintln!("no game {slug}");
        return;
    };
    let info = variant.info();
    let sides: Vec<Color> = match info.child_color_against_robot {
        Some(c) => vec![c],
        None => Color::BOTH.to_vec(),
    };
    let rate = |child, color, level, mix| {
        let mut wins = 0;
        let mut mate = (0u64, 0u64);
        for seed in 0..rounds {
            let r = play_round_mixed(variant, child, color, level, mix, seed);
            wins += u64::from(r.child_won);
            if r.child_won {
                mate = (mate.0 + u64::from(r.child_moves), mate.1 + 1);
            }
        }
        let avg = if mate.1 > 0 {
            mate.0 as f64 / mate.1 as f64
        } else {
            0.0
        };
        (100.0 * wins as f64 / rounds as f64, avg)
    };
    for color in sides {
        let side = info.side_names[color.index()];
        for (gifts, careless) in [
            (0u8, 0u8),
            (0, 40),
            (0, 100),
            (20, 20),
            (40, 20),
            (60, 20),
            (80, 20),
        ] {
            let mix = LevelMix {
                careless,
                gifts,
                hard: 0,
            };
            let (w, m) = rate(Child::Beginner, color, Level::Easy, mix);
            println!(
                "{slug} child={side} Ușor gifts={gifts:3}% careless={careless:3}%: beginner wins {w:5.1} % (won in {m:.1} moves)"
            );
        }
        for (careless, hard) in [
            (0u8, 0u8),
            (10, 0),
            (20, 0),
            (30, 0),
            (40, 0),
            (60, 0),
            (0, 30),
            (0, 60),
            (0, 100),
        ] {
            let mix = LevelMix {
                careless,
                gifts: 0,
                hard,
            };
            let (w, m) = rate(Child::BookFollower, color, Level::Medium, mix);
            println!(
                "{slug} child={side} Mediu careless={careless:3}% hard={hard:3}%: book follower wins {w:5.1} % (won in {m:.1} moves)"
            );
        }
    }
}
