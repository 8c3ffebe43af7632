//! Measures the pawn games' robot natively:
//! `cargo run -p sah-tools --release --example pawn_bench [games]`.
//!
//! Prints per variant the exact table's build time and size, the value of
//! the start position, and the robot's reply time (p50/p95) at each level
//! over many games in which the robot plays both sides.

#[path = "../tests/support/starts.rs"]
mod starts;
use starts::pawn_start;

use std::time::Instant;

use engine::{Game, Level, Variant};
use robot::Robot;
use robot::pawns::{TableCache, TableKey};

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(40);
    for variant in Variant::PIECE_VS_PAWNS {
        let start = pawn_start(variant);
        println!("== {} ==", variant.info().name);
        if let Some(key) = TableKey::of(&start.position(), start.start_files()) {
            let t = Instant::now();
            let mut calls = 0;
            while !TableCache::shared().build_table(key, 200_000) {
                calls += 1;
            }
            let elapsed = t.elapsed();
            let table = TableCache::shared()
                .table(&start.position())
                .expect("table ready");
            println!(
                "table: {} entries ({} legal positions, {} KiB), built in {:.0} ms over {} slices of 200k",
                table.len(),
                table.solved_positions(),
                table.len() / 1024,
                elapsed.as_secs_f64() * 1000.0,
                calls + 1
            );
            let v = table.value(&start.position()).expect("start solved");
            let winner = if v.win {
                start.turn()
            } else {
                start.turn().other()
            };
            let who = if winner == start.sides().pawn_color {
                "the pawns"
            } else {
                "the piece"
            };
            println!(
                "start: {who} ({}) win with perfect play in {} plies",
                winner.name_ro(),
                v.plies
            );
        } else {
            println!("no table (bounded search)");
        }
        for level in Level::ALL {
            let mut times = Vec::new();
            let mut white_wins = 0;
            for g in 0..games {
                let mut game = pawn_start(variant);
                let mut ply = 0u64;
                while game.outcome().is_none() {
                    let t = Instant::now();
                    let mv = game
                        .robot_move(level, g * 1000 + ply)
                        .expect("a move while playing");
                    times.push(t.elapsed().as_secs_f64() * 1000.0);
                    game.play(mv).expect("robot moves are legal");
                    ply += 1;
                }
                if game.outcome().and_then(|o| o.winner) == Some(engine::Color::White) {
                    white_wins += 1;
                }
            }
            times.sort_by(|a, b| a.total_cmp(b));
            println!(
                "{:<6} self-play {games} games: white won {white_wins}; reply p50 {:.3} ms, p95 {:.3} ms, max {:.3} ms ({} moves)",
                level.name_ro(),
                percentile(&times, 0.5),
                percentile(&times, 0.95),
                times.last().copied().unwrap_or(0.0),
                times.len()
            );
        }
    }
}
