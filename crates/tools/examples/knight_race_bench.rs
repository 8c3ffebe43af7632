//! Knight race robot timing: `cargo run -p sah-tools --release --example knight_race_bench`.
//!
//! For each level, plays whole rounds from the start (both knights at that
//! level) and prints the per-move reply time (p50, p95, max) and how many
//! jumps the knights needed; then the jumps of a lone knight (the other one
//! standing still) against the exact minimum.

use std::time::{Duration, Instant};

use engine::{Color, Game, Level, Rng, Variant};
use robot::Robot;
use robot::knight_race::Race;
use rules::knight_race::KnightRace;

const GAMES: u64 = 40;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// The round as the book starts it.
fn book_start() -> KnightRace {
    KnightRace::new(&Variant::KnightRace.start_setup()).expect("the book's start is valid")
}

fn main() {
    let start = book_start();
    for color in Color::BOTH {
        let t = Instant::now();
        let fresh = book_start();
        let best = fresh.shortest_from_start(color);
        println!(
            "shortest route from the start, {color:?}: {best:?} (exact search {:.1?})",
            t.elapsed()
        );
    }
    println!();
    for level in Level::ALL {
        let mut times = Vec::new();
        let mut finished_jumps = Vec::new();
        let mut results = [0u32; 3];
        for seed in 0..GAMES {
            let mut game = start.clone();
            let mut ply = 0;
            while game.outcome().is_none() && ply < 1000 {
                let t = Instant::now();
                let mv = game.robot_move(level, seed * 7919 + ply);
                times.push(t.elapsed());
                let Some(mv) = mv else { break };
                if game.play(mv).is_err() {
                    break;
                }
                ply += 1;
            }
            for color in Color::BOTH {
                if game.finished(color) {
                    finished_jumps.push(game.moves_made(color));
                }
            }
            match game.outcome().and_then(|o| o.winner) {
                Some(Color::White) => results[0] += 1,
                Some(Color::Black) => results[2] += 1,
                None => results[1] += 1,
            }
        }
        times.sort();
        let average =
            finished_jumps.iter().sum::<u32>() as f64 / finished_jumps.len().max(1) as f64;
        println!(
            "{level:?}: {} replies, p50 {:.2?}, p95 {:.2?}, max {:.2?}; finishing jumps avg {average:.1} ({} finishers); white/draw/black {results:?}",
            times.len(),
            percentile(&times, 0.5),
            percentile(&times, 0.95),
            times.last().copied().unwrap_or_default(),
            finished_jumps.len(),
        );
    }
    println!();
    for level in Level::ALL {
        let mut total = 0u32;
        let mut runs = 0u32;
        for seed in 0..GAMES {
            for color in Color::BOTH {
                let mut race = Race::of(&start, color);
                let mut rng = Rng::new(seed);
                let mut jumps = 0;
                while !race.targets.is_empty() && jumps < 1000 {
                    let Some(to) = race.choose(level, &mut rng) else {
                        break;
                    };
                    race = race.after(to);
                    jumps += 1;
                }
                total += jumps;
                runs += 1;
            }
        }
        println!(
            "{level:?} alone (other knight still): avg {:.1} jumps",
            f64::from(total) / f64::from(runs)
        );
    }
}
