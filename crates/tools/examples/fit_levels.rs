//! Fits the robot's levels to the simulated children: for one
//! game, prints the child's win rate against each level mixed with a share
//! of careless moves or of Greu moves, so `Variant::level_mix` can be
//! chosen. `cargo run -p sah-tools --release --example fit_levels <slug> [rounds]`.
//!
//! Ușor is fitted to the beginner (target: at least 60 % of rounds won by
//! the child), Mediu to the book follower (40–60 %).

use engine::{Color, Level, Variant};
use robot::levels::LevelMix;
use tools::children::{Child, play_round_mixed};

/// A level, the child it is fitted to, and the mixes (careless, gifts,
/// Greu's moves) tried.
type Fit = (Level, Child, &'static [(u8, u8, u8)]);

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
    // The mixes tried, (careless, gifts, Greu's moves) in per cent: Ușor
    // fitted to the beginner, Mediu to the book follower.
    const EASY: &[(u8, u8, u8)] = &[
        (0, 20, 0),
        (0, 30, 0),
        (0, 40, 0),
        (0, 0, 0),
        (40, 0, 0),
        (100, 0, 0),
        (20, 20, 0),
        (20, 40, 0),
        (20, 60, 0),
        (20, 80, 0),
        (10, 90, 0),
        (0, 100, 0),
    ];
    const MEDIUM: &[(u8, u8, u8)] = &[
        (0, 0, 0),
        (10, 0, 0),
        (20, 0, 0),
        (30, 0, 0),
        (40, 0, 0),
        (60, 0, 0),
        (80, 0, 0),
        (100, 0, 0),
        (40, 40, 0),
        (0, 0, 30),
        (0, 0, 60),
        (0, 0, 100),
    ];
    // The hunted king is fitted to the beginner's mate length at each
    // level (Ușor the quickest, each level 25 % longer than the one below);
    // its gifts are steps into a mate in one.
    const HUNT_EASY: &[(u8, u8, u8)] = &[
        (60, 0, 0),
        (40, 20, 0),
        (30, 30, 0),
        (20, 40, 0),
        (0, 40, 0),
        (0, 60, 0),
    ];
    const HUNT_MEDIUM: &[(u8, u8, u8)] = &[
        (0, 10, 0),
        (0, 20, 0),
        (0, 30, 0),
        (0, 40, 0),
        (0, 60, 0),
        (20, 20, 0),
    ];
    let fits: &[Fit] = if variant == Variant::KingHunt {
        &[
            (Level::Easy, Child::Beginner, HUNT_EASY),
            (Level::Medium, Child::Beginner, HUNT_MEDIUM),
            (Level::Medium, Child::BookFollower, HUNT_MEDIUM),
        ]
    } else {
        &[
            (Level::Easy, Child::Beginner, EASY),
            (Level::Medium, Child::BookFollower, MEDIUM),
        ]
    };
    for color in sides {
        let side = info.side_names[color.index()];
        for (level, child, mixes) in fits {
            for &(careless, gifts, hard) in *mixes {
                let m = LevelMix {
                    careless,
                    gifts,
                    hard,
                };
                let (w, moves) = rate(*child, color, *level, m);
                println!(
                    "{slug} child={side} {} careless={:3}% gifts={:3}% hard={:3}%: {child:?} wins {w:5.1} % (won in {moves:.1} moves)",
                    level.name_ro(),
                    m.careless,
                    m.gifts,
                    m.hard
                );
            }
        }
    }
}
