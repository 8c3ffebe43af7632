//! Robot and hint timings of the king hunt (native; wasm is ≈ 3–5× slower).
//!
//! `cargo run -p sah-tools --release --example king_hunt_bench`
//!
//! Plays games where white follows a mix of hints and random moves against
//! the robot king of each level, timing every robot reply and every hint.

#[path = "../tests/support/starts.rs"]
mod starts;
use starts::hunt_start;

use std::time::Instant;

use engine::{Color, Game, Level, Rng};
use robot::Robot;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn report(name: &str, mut times: Vec<f64>) {
    times.sort_by(f64::total_cmp);
    println!(
        "{name:<12} n={:<5} p50={:>7.3} ms  p95={:>7.3} ms  max={:>7.3} ms",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().copied().unwrap_or(0.0)
    );
}

fn main() {
    let mut hint_times = Vec::new();
    for level in Level::ALL {
        let mut robot_times = Vec::new();
        let mut mates = 0;
        let mut games = 0;
        let mut lengths = Vec::new();
        let mut rng = Rng::new(level.number() as u64);
        for game_no in 0..12 {
            let mut g = hunt_start();
            // Half the games: white always takes the hint; else 1 in 3 random.
            let careful = game_no % 2 == 0;
            while g.outcome().is_none() {
                let mv = match g.turn() {
                    Color::White => {
                        let t = Instant::now();
                        let hint = g.hint();
                        hint_times.push(t.elapsed().as_secs_f64() * 1e3);
                        let moves = g.legal_moves();
                        if careful || rng.below(3) != 0 {
                            hint.unwrap_or(moves[0])
                        } else {
                            moves[rng.below(moves.len())]
                        }
                    }
                    Color::Black => {
                        let t = Instant::now();
                        let mv = g.robot_move(level, rng.next_u64());
                        robot_times.push(t.elapsed().as_secs_f64() * 1e3);
                        match mv {
                            Some(mv) => mv,
                            None => break,
                        }
                    }
                };
                if g.play(mv).is_err() {
                    break;
                }
            }
            games += 1;
            if g.stars() > 0 {
                mates += 1;
                lengths.push(g.moves_made(Color::White));
            }
        }
        report(&format!("robot {}", level.name_ro()), robot_times);
        println!(
            "             white (hints) mated in {mates} of {games} games, after {lengths:?} white moves"
        );
    }
    report("hint", hint_times);
}
