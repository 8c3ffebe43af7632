//! The long run of the project's fuzz (the small one runs in `make test`):
//! `cargo run -p sah-tools --profile fuzz --example fuzz -- [seconds] [seed]` (the `fuzz`
//! profile of `Cargo.toml`: optimised, with overflow checks, debug
//! assertions and panics that unwind, so a failure prints its reproduction).
//!
//! Runs batches of every check (random games, robots at every level, custom
//! and garbage starts through the `poz=` path, whole matches resumed from
//! their record after every ply, garbage routes and records, two tabs of
//! one device, hand-in codes and the teacher's class) until the time is
//! up, then prints what it covered. A failure stops it with a
//! reproduction.

#[path = "../tests/support/fuzz.rs"]
mod fuzz;

use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let first_seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let sizes = fuzz::Sizes {
        games: 20,
        custom_starts: 30,
        robot_games: 1,
        matches: 6,
        garbage: 50,
        illegal_per_ply: 6,
    };
    let started = Instant::now();
    fuzz::prepare_tables();
    println!("tables ready in {:.1} s", started.elapsed().as_secs_f64());
    let deadline = started + Duration::from_secs(seconds);
    let mut tallies = [fuzz::Tally::default(); engine::Variant::COUNT];
    let mut seed = first_seed;
    let mut tabs = fuzz::TabsTally::default();
    let codes = fuzz::HandInSizes {
        garbage: 300,
        handins: 80,
        classes: 16,
        qr: 4,
    };
    let mut handins = fuzz::HandInTally::default();
    while Instant::now() < deadline {
        fuzz::batch(seed, &sizes, &mut tallies);
        let t = fuzz::two_tabs(seed, 300);
        tabs.operations += t.operations;
        tabs.kept += t.kept;
        tabs.refused += t.refused;
        tabs.added += t.added;
        tabs.deleted += t.deleted;
        handins.add(&fuzz::handins(seed, &codes));
        seed += 1;
    }
    println!(
        "{} batches (seeds {first_seed}..{}) in {:.0} s, 0 failures:",
        seed - first_seed,
        seed - 1,
        started.elapsed().as_secs_f64()
    );
    print!("{}", fuzz::report(&tallies));
    println!("two tabs of one device: {tabs:?}");
    println!("hand-in codes and the class: {handins:?}");
}
