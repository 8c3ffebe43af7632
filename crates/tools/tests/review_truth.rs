//! A short run of the review's truth check (`crates/tools/tests/support/review_truth.rs`);
//! the long one is `cargo run -p sah-tools --release --example review_truth -- [matches]`.

#[path = "support/review_truth.rs"]
mod review_truth;

use engine::Variant;

#[test]
fn the_review_never_blames_the_winner() {
    review_truth::prepare_tables();
    let mut rows = Vec::new();
    for variant in Variant::ALL {
        let tally = review_truth::check(variant, 12, 1);
        assert!(tally.rounds >= 12);
        rows.push((variant, tally));
    }
    println!("{}", review_truth::report(&rows));
    // The check has something to check: mistakes named, weak moves found.
    let total =
        |f: fn(&review_truth::Tally) -> usize| rows.iter().map(|(_, t)| f(t)).sum::<usize>();
    assert!(total(|t| t.decisive) > 10, "{rows:?}");
    assert!(total(|t| t.weak) > 10, "{rows:?}");
}
