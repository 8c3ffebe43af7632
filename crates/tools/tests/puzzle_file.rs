//! The results file's version 2: each puzzle's best stars travel
//! in `probleme`; version 1 files still load; an import keeps the best
//! stars; a damaged `probleme` costs only itself; the class table adds each
//! game's puzzles.

use engine::Variant;
use storage::class::PuzzleCell;
use storage::file::{self, ChildResults};
use storage::{Device, Memory, PuzzleStars, local_time};

fn stars(of: &[(&str, u8)]) -> PuzzleStars {
    let mut s = PuzzleStars::default();
    for (id, n) in of {
        s.improve(id, *n);
    }
    s
}

const V1: &str = r#"{"format":"sah-in-joaca/rezultate","versiune":1,"jucator":"Ana","avatar":"urs","exportat":"2026-12-01T09:14","meciuri":[]}"#;

#[test]
fn version_2_carries_the_stars_there_and_back() {
    let mine = stars(&[("nebun/3", 3), ("rege/1", 2), ("cai/12", 1)]);
    let text = file::export("Ana", "urs", &[], &[], &mine, local_time(0, 0));
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["versiune"], 2);
    assert_eq!(
        json["probleme"],
        serde_json::json!({"cai/12": 1, "nebun/3": 3, "rege/1": 2})
    );
    let back = file::read(&text).unwrap();
    assert_eq!(back.puzzles, mine);
    assert!(!back.puzzles_skipped);
}

#[test]
fn a_version_1_file_still_loads_without_stars() {
    let back = file::read(V1).unwrap();
    assert_eq!(back.name, "Ana");
    assert_eq!(back.puzzles, PuzzleStars::default());
    assert!(!back.puzzles_skipped);
    let d = Device::new(Memory::default());
    let done = d.import(&back, u64::MAX).unwrap();
    assert_eq!(done.puzzles, 0);
    assert_eq!(d.puzzle_stars_of(done.child), PuzzleStars::default());
}

#[test]
fn an_import_keeps_each_puzzles_best_stars() {
    let d = Device::new(Memory::default());
    let ana = d.add_child("Ana", "urs").unwrap();
    d.choose(ana).unwrap();
    d.record_puzzle("nebun/3", 3).unwrap();
    d.record_puzzle("rege/1", 1).unwrap();
    let text = file::export(
        "Ana",
        "urs",
        &[],
        &[],
        &stars(&[("nebun/3", 1), ("rege/1", 3), ("cal/2", 2)]),
        local_time(0, 0),
    );
    let done = d.import(&file::read(&text).unwrap(), u64::MAX).unwrap();
    assert_eq!((done.child, done.puzzles), (ana, 2));
    assert_eq!(
        d.puzzle_stars(),
        stars(&[("nebun/3", 3), ("rege/1", 3), ("cal/2", 2)])
    );
    // Again: nothing better.
    assert_eq!(
        d.import(&file::read(&text).unwrap(), u64::MAX)
            .unwrap()
            .puzzles,
        0
    );
}

#[test]
fn a_damaged_probleme_is_skipped_and_said_the_rest_loads() {
    let with = |probleme: &str| {
        V1.replace("\"versiune\":1", "\"versiune\":2").replace(
            "\"meciuri\":[]",
            &format!("\"meciuri\":[],\"probleme\":{probleme}"),
        )
    };
    // Some entries wrong: another game, no number, stars out of range.
    let back = file::read(&with(
        r#"{"nebun/3":3,"sah/1":2,"rege":2,"rege/0":1,"cal/1":7,"cal/2":0,"dama/5":2}"#,
    ))
    .unwrap();
    assert_eq!(back.puzzles, stars(&[("nebun/3", 3), ("dama/5", 2)]));
    assert!(back.puzzles_skipped);
    // Not a map of numbers: no stars, said; the file still reads.
    for bad in [
        r#""multe""#,
        "[1,2]",
        "3",
        r#"{"cal/2":"trei"}"#,
        r#"{"cal/2":-1}"#,
    ] {
        let back = file::read(&with(bad)).unwrap();
        assert_eq!(back.puzzles, PuzzleStars::default(), "{bad}");
        assert!(back.puzzles_skipped, "{bad}");
        assert_eq!(back.name, "Ana");
    }
    // `null` is no stars, nothing to say.
    let back = file::read(&with("null")).unwrap();
    assert!(!back.puzzles_skipped);
}

#[test]
fn the_class_table_counts_each_games_puzzles_merging_a_childs_files() {
    let file = |name: &str, of: &[(&str, u8)]| ChildResults {
        name: name.into(),
        avatar: String::new(),
        matches: Vec::new(),
        skipped: 0,
        series: Vec::new(),
        puzzles: stars(of),
        puzzles_skipped: false,
        cut: 0,
    };
    let rows = storage::class::class_rows(
        &[
            file("Ana", &[("nebun/1", 2), ("nebun/2", 3), ("rege/1", 1)]),
            file("Ion", &[]),
            // Ana's file of the same tablet, later: one puzzle better, one
            // new. (Another tablet's would be a row of its own: two
            // children may share a name.)
            file("Ana", &[("nebun/1", 3), ("cai/4", 1)]),
        ],
        &|s| s.id.clone(),
        0,
    );
    assert_eq!(rows.len(), 2);
    let cell = |row: usize, v: Variant| {
        let i = Variant::ALL.iter().position(|&g| g == v).unwrap();
        rows[row].games[i].puzzles
    };
    assert_eq!(
        cell(0, Variant::BishopVsPawns),
        PuzzleCell {
            solved: 2,
            stars: 6
        }
    );
    assert_eq!(
        cell(0, Variant::KnightRace),
        PuzzleCell {
            solved: 1,
            stars: 1
        }
    );
    assert_eq!(
        cell(0, Variant::KingHunt),
        PuzzleCell {
            solved: 1,
            stars: 1
        }
    );
    assert_eq!(cell(0, Variant::QueenVsPawns), PuzzleCell::default());
    assert_eq!(cell(1, Variant::BishopVsPawns), PuzzleCell::default());
}
