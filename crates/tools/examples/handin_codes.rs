//! The hand-in codes the class page's browser tests open as links
//! (`tests/e2e/class-robust.spec.mjs`), printed as the JSON of
//! `tests/e2e/fixtures/handin-codes.json`:
//!
//! `cargo run -q -p sah-tools --example handin_codes > tests/e2e/fixtures/handin-codes.json`
//!
//! Deterministic: no clock is read. Each hand-in is built field by field,
//! as a tablet would hand it in or as no tablet would (a missed puzzle's
//! wrong move that is not squares), and turned into codes by
//! [`HandIn::codes`]. Times are around [`NOW_MS`], the teacher's clock the
//! tests fix in the page for the hand-ins whose days matter.

use engine::Variant;
use engine::play::variant::BestResult;
use serde_json::{Value, json};
use storage::SeriesResult;
use storage::handin::{ClassTag, HandIn, Miss, SeriesCard};

/// The teacher's clock in the tests that fix it: 7 December 2026, 10:00 UTC.
const NOW_MS: u64 = 1_796_637_600_000;
const MS_PER_DAY: u64 = 24 * 60 * 60 * 1000;
const TODAY: u32 = (NOW_MS / MS_PER_DAY) as u32;
const MINUTE_NOW: u32 = (NOW_MS / 60_000) as u32;
/// A tablet whose clock ran a year ahead.
const YEAR_DAYS: u32 = 365;

fn game(v: Variant) -> usize {
    Variant::ALL.iter().position(|&g| g == v).unwrap()
}

/// A child on a device with `wins` won matches of the king hunt (level
/// Ușor) on `day`.
fn child(name: &str, avatar: &str, device: u32, wins: u32, day: u32) -> HandIn {
    let mut h = HandIn {
        name: name.into(),
        avatar: avatar.into(),
        device,
        minute: MINUTE_NOW - 60,
        ..HandIn::default()
    };
    let g = &mut h.games[game(Variant::KingHunt)];
    g.summary.against_robot[0][0] = wins;
    g.summary.unaided = BestResult {
        stars: 2,
        moves: Some(20),
    };
    g.last_day = Some(day);
    h
}

/// The codes of a hand-in, with its name.
fn entry(h: &HandIn) -> Value {
    json!({ "name": h.name, "codes": h.codes() })
}

fn main() {
    // Missed puzzles whose wrong move is not ASCII: the class page once
    // cut them by bytes (and stopped).
    let mut non_ascii = child("Ana", "urs", 101, 1, TODAY - 1);
    for (puzzle, wrong) in [("nebun/3", "aș"), ("nebun/4", "€")] {
        non_ascii.help.missed.push(Miss {
            puzzle: puzzle.into(),
            first_wrong: wrong.into(),
        });
    }

    // A hand-in of two codes: five series of twelve positions.
    let mut two_codes = child("Bianca", "vulpe", 102, 2, TODAY - 1);
    two_codes.series = (0..5)
        .map(|i| SeriesCard {
            id: format!("{i:08x}"),
            title: "Seria de recapitulare a clasei, partea întâi".into(),
            positions: vec![(SeriesResult::Won, Some(true)); 12],
        })
        .collect();
    assert_eq!(
        two_codes.codes().len(),
        2,
        "Bianca's hand-in takes two codes"
    );

    // The same tablet: a hand-in stamped by a clock a year ahead (its
    // matches dated then too), and the later, honest one with more done.
    let ahead_day = TODAY + YEAR_DAYS;
    let mut ahead = child("Tudor", "leu", 106, 2, ahead_day);
    ahead.minute = MINUTE_NOW + YEAR_DAYS * 24 * 60;
    let mut honest = child("Tudor", "leu", 106, 3, ahead_day);
    honest.minute = MINUTE_NOW;
    honest.games[game(Variant::KingHunt)].summary.against_robot[0][2] = 1;

    // Two Marias of class `c2a` (tests/e2e/classes.spec.mjs makes it from a
    // class file), each tablet calling her just „Maria”; and the same
    // name from two tablets without a class.
    let tagged = |name: &str, device: u32, wins: u32, child_id: u32| HandIn {
        class: Some(ClassTag {
            class: "c2a".into(),
            child: child_id,
        }),
        ..child(name, "pisica", device, wins, TODAY - 1)
    };

    let out = json!({
        "note": "Made by `cargo run -q -p sah-tools --example handin_codes > tests/e2e/fixtures/handin-codes.json` (crates/tools/examples/handin_codes.rs): run it again after a change to the hand-in format.",
        "now_ms": NOW_MS,
        "non_ascii_miss": entry(&non_ascii),
        "two_codes": entry(&two_codes),
        "ion": entry(&child("Ion", "iepure", 103, 1, TODAY - 2)),
        "pavel": entry(&child("Pavel", "bufnita", 104, 1, TODAY - 2)),
        "maria_a": entry(&child("Maria A.", "pisica", 105, 1, TODAY - 2)),
        "clock_ahead": {
            "name": "Tudor",
            "ahead": ahead.codes(),
            "honest": honest.codes(),
            "matches_ahead": 2,
            "matches_honest": 4,
        },
        "maria_p_tablet1": entry(&tagged("Maria", 201, 2, 1)),
        "maria_t_tablet4": entry(&tagged("Maria", 204, 1, 2)),
        "maria_p_tablet6": entry(&tagged("Maria P", 206, 3, 1)),
        "maria_untagged_1": entry(&child("Maria", "pisica", 301, 2, TODAY - 1)),
        "maria_untagged_2": entry(&child("maria", "pisica", 302, 1, TODAY - 1)),
        "bianka": entry(&child("Bianka", "vulpe", 205, 1, TODAY - 1)),
        "formula_name": entry(&child("=HYPERLINK(\"x.ro\";\"Ana\")", "urs", 107, 1, TODAY - 2)),
    });
    println!("{}", serde_json::to_string_pretty(&out).unwrap());
}
