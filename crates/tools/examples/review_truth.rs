//! The long run of the review's truth check: `matches` matches (two rounds
//! each) of every game, played at random, by the hint and by the robot at
//! every level; every round's decisive mistake must be the loser's, and its
//! sentence true to the winner (`crates/tools/tests/support/review_truth.rs`).
//!
//! `cargo run -p sah-tools --release --example review_truth -- [matches=5000] [seed=1] [joc]`

#[path = "../tests/support/review_truth.rs"]
mod review_truth;

use std::time::Instant;

use engine::Variant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let matches = args.first().and_then(|a| a.parse().ok()).unwrap_or(5_000);
    let seed = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let only = args.get(2).cloned();
    review_truth::prepare_tables();
    let mut rows = Vec::new();
    for variant in Variant::ALL {
        if only.as_deref().is_some_and(|o| o != variant.info().slug) {
            continue;
        }
        let started = Instant::now();
        let tally = review_truth::check(variant, matches, seed);
        eprintln!(
            "{}: {} rounds in {:.1} s",
            variant.info().slug,
            tally.rounds,
            started.elapsed().as_secs_f64()
        );
        rows.push((variant, tally));
    }
    print!("{}", review_truth::report(&rows));
}
