//! The small budget of the project's fuzz, run by `make test` (seconds), and
//! the regression tests of the bugs it found: the matches', then the hand-in
//! codes' and the class's. The long run is
//! `cargo run -p sah-tools --profile fuzz --example fuzz -- <seconds>`.

#[path = "support/fuzz.rs"]
mod fuzz;

use engine::{Color, Level, Move, Setup, Variant};
use play::matches::{Match, Mode, Phase, Player};

use rules::testing::sq;
fn mv(from: &str, to: &str) -> Move {
    Move::new(sq(from), sq(to))
}

#[test]
fn small_fuzz_of_every_variant_finds_nothing() {
    fuzz::prepare_tables();
    let sizes = fuzz::Sizes {
        games: 40,
        custom_starts: 60,
        robot_games: 3,
        matches: 12,
        garbage: 150,
        illegal_per_ply: 4,
    };
    let mut tallies = [fuzz::Tally::default(); Variant::COUNT];
    fuzz::batch(20261201, &sizes, &mut tallies);
    println!("{}", fuzz::report(&tallies));
    for t in &tallies {
        // The budget really ran: games were played, starts accepted, matches resumed.
        assert!(t.games >= 40 && t.plies > t.games && t.positions > t.games);
        assert!(t.matches > 0 && t.resumes > t.matches);
        assert!(t.illegal_refused > 0 && t.robot_moves > 0);
    }
    assert!(tallies.iter().all(|t| t.custom_accepted > 0));
}

#[test]
fn two_tabs_of_one_device_never_give_a_match_to_another_child() {
    let mut all = fuzz::TabsTally::default();
    for seed in 1..=40 {
        let t = fuzz::two_tabs(seed, 120);
        all.operations += t.operations;
        all.kept += t.kept;
        all.refused += t.refused;
        all.deleted += t.deleted;
    }
    println!("{all:?}");
    // The budget really ran: matches kept, and refused for a deleted child.
    assert!(
        all.kept > 500 && all.refused > 0 && all.deleted > 20,
        "{all:?}"
    );
}

/// Issue 50, no panic from any input: random texts and damaged codes,
/// hand-ins with hostile text in every field, their codes read back in any
/// order, the class built of them, its rows, CSV, kept text and QR codes
/// (`support/fuzz_handin.rs` says what each must hold).
#[test]
fn hand_in_codes_and_the_class_never_panic_and_round_trip() {
    let sizes = fuzz::HandInSizes {
        garbage: 150,
        handins: 40,
        classes: 6,
        qr: 2,
    };
    let mut all = fuzz::HandInTally::default();
    for seed in 1..=10 {
        all.add(&fuzz::handins(seed, &sizes));
    }
    println!("{all:?}");
    // The budget really ran: codes read, refused for every reason a
    // reader and the class give, hand-ins read whole and accepted, round
    // trips, merges, classes with rows and CSV fields, QR codes.
    assert!(all.garbage >= 1500 && all.codes > 7000, "{all:?}");
    assert!(all.complete > 1200 && all.accepted > 400, "{all:?}");
    assert!(
        all.not_ours > 1000 && all.damaged > 900 && all.newer > 100,
        "{all:?}"
    );
    assert!(
        all.name_too_long > 80 && all.no_name > 40 && all.impossible > 200,
        "{all:?}"
    );
    assert!(all.mutated > 500 && all.round_trips > 1000, "{all:?}");
    assert!(
        all.merges > 300 && all.classes == 60 && all.rows > 600,
        "{all:?}"
    );
    assert!(all.csv_fields > 35_000 && all.qr_codes >= 20, "{all:?}");
    assert!(all.max_version <= ui_model::handin::MAX_VERSION);
}

/// Bug 1: a start whose outcome is already known made a match that was
/// "playing" with no legal move, for ever.
#[test]
fn a_decided_start_ends_the_round_at_once_with_its_reason() {
    let cases = [
        (Variant::BishopVsPawns, "8/8/b7/P7/8/8/8/8 w", Color::Black),
        (
            Variant::KnightVsPawns,
            "8/8/8/8/8/8/1p6/1N6 b",
            Color::White,
        ),
        (Variant::QueenVsPawns, "8/8/8/8/7q/7P/8/8 w", Color::Black),
        // Mate, stalemate, and bare kings (no mating material) in the hunt.
        (Variant::KingHunt, "7k/6Q1/5K2/8/8/8/8/8 b", Color::White),
        (Variant::KingHunt, "7k/8/6Q1/8/8/8/8/K7 b", Color::Black),
        (Variant::KingHunt, "8/8/1k6/8/8/1K6/8/8 w", Color::Black),
    ];
    for (variant, fen, winner) in cases {
        for mode in [Mode::Robot, Mode::TwoPlayers] {
            let start = Setup::parse(fen).unwrap();
            let m = Match::of(variant)
                .mode(mode)
                .level(Level::Hard)
                .custom_start(Some(start))
                .start()
                .unwrap_or_else(|e| panic!("{fen}: {e:?}"));
            let over = if m.rounds_total() == 1 {
                Phase::MatchOver
            } else {
                Phase::RoundOver
            };
            assert_eq!(m.phase(), over, "{fen} {mode:?}");
            let round = &m.results()[0];
            assert_eq!(
                round.winner.map(|p| round.color_of(p)),
                Some(winner),
                "{fen}"
            );
            assert_eq!(round.moves, [0, 0]);
            assert!(!words::reason(round.ending).is_empty());
            assert_eq!(m.robot_move(), None);
            // The stored match resumes in the same state.
            let back = Match::from_record(variant, &m.to_record()).unwrap();
            assert_eq!((back.phase(), back.results()), (m.phase(), m.results()));
            // A result nobody played for is not kept as a record.
            assert_eq!(storage::MatchRecord::of(&m, 0), None);
        }
    }
    // The bishop's example from the rules: round 2 starts from it too (the
    // teacher's exercise), roles swapped, so it is decided at once as well.
    let start = Setup::parse("8/8/b7/P7/8/8/8/8 w").unwrap();
    let mut m = Match::of(Variant::BishopVsPawns)
        .mode(Mode::TwoPlayers)
        .custom_start(Some(start))
        .start()
        .unwrap();
    assert_eq!(m.results()[0].winner, Some(Player::Two));
    m.next_round().unwrap();
    assert_eq!(m.phase(), Phase::MatchOver);
    assert_eq!(m.results()[1].winner, Some(Player::One));
}

/// Bug 2: a reload between "Repriza a doua" and round 2's first move
/// brought back round 1's end (the record's empty last line was dropped).
#[test]
fn resume_right_after_next_round_is_in_round_two() {
    let text = "robot|1|w|17189890445025318509|\ng1h3 h7h6 h3g5 h6g5\n";
    let m = Match::from_record(Variant::KnightVsPawns, text).expect("resumes");
    assert_eq!(m.round(), 1);
    assert_eq!(m.phase(), Phase::Playing);
    assert_eq!(m.results().len(), 1);
    assert!(m.moves().is_empty());
    assert_eq!(m.to_record(), text);
    // And the same through a match made by play.
    let mut m = Match::of(Variant::KnightVsPawns)
        .seed(17189890445025318509)
        .start()
        .unwrap();
    for (a, b) in [("g1", "h3"), ("h7", "h6"), ("h3", "g5"), ("h6", "g5")] {
        m.play(mv(a, b)).unwrap();
    }
    assert_eq!(m.phase(), Phase::RoundOver);
    m.next_round().unwrap();
    assert_eq!(m.to_record(), text);
}

/// Bug 3: hints were lost on a reload, in the round being played and in
/// the rounds already over.
#[test]
fn hints_survive_a_reload() {
    let mut m = Match::of(Variant::KingHunt)
        .mode(Mode::TwoPlayers)
        .level(Level::Medium)
        .custom_start(Some(Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap()))
        .seed(3)
        .start()
        .unwrap();
    // One hint in each of two positions (a second ask in the same position
    // shows the same hint and counts nothing).
    assert!(m.hint().is_some());
    m.play(mv("g1", "g2")).unwrap();
    assert!(m.hint().is_some());
    let back = Match::from_record(Variant::KingHunt, &m.to_record()).unwrap();
    assert_eq!(back.hints(), 2);
    m.play(mv("h8", "h7")).unwrap();
    m.play(mv("g2", "g7")).unwrap();
    assert_eq!(m.results()[0].hints, 2);
    m.next_round().unwrap();
    m.play(mv("f6", "e6")).unwrap();
    let text = m.to_record();
    assert!(text.ends_with("g2g7 hints:2\nf6e6"), "{text}");
    let back = Match::from_record(Variant::KingHunt, &text).unwrap();
    assert_eq!(back.results()[0].hints, 2);
    assert_eq!(back.hints(), 0);
    assert!(m.hint().is_some());
    let text = m.to_record();
    assert!(text.ends_with("g2g7 hints:2\nf6e6 hints:1"), "{text}");
    assert_eq!(
        Match::from_record(Variant::KingHunt, &text)
            .unwrap()
            .hints(),
        1
    );
    // A record with two hint counts on one line is damaged.
    assert!(Match::from_record(Variant::KingHunt, "doi|2|w|3|\nhints:1 hints:2").is_none());
}

// The hand-in's codes and the teacher's class (issue 50): the bugs the
// fuzz's phase of codes found.

use storage::class::{Added, Class};
use storage::handin::{ExerciseCard, HandIn, Parts, Progress, SeriesCard};
use storage::{MatchRecord, SeriesResult, Start};

fn ana(device: u32) -> HandIn {
    HandIn {
        name: "Ana".into(),
        device,
        minute: 29_990_000,
        ..HandIn::default()
    }
}

/// Bug 4: a best result of `u32::MAX` moves, or a match at a moment past
/// the year 11 million (a results file edited by hand, then loaded on the
/// tablet), overflowed writing the hand-in's bytes (`m + 1`): a panic with
/// overflow checks, a best result silently lost without.
#[test]
fn a_best_result_or_a_day_at_the_end_of_the_numbers_still_writes_a_code() {
    let file = storage::file::ChildResults {
        name: "Ana".into(),
        avatar: "urs".into(),
        matches: vec![MatchRecord {
            variant: Variant::KingHunt,
            mode: Mode::Robot,
            level: Level::Easy,
            winner: Some(Player::One),
            time_ms: u64::MAX,
            stars: 1,
            best_moves: Some(u32::MAX),
            hints: 0,
            undos: 0,
            moves: 9,
            start: Start::Book,
            goal: None,
            text: String::new(),
        }],
        skipped: 0,
        series: Vec::new(),
        puzzles: Default::default(),
        puzzles_skipped: false,
        cut: 0,
    };
    let h = HandIn::of(&file, &Default::default(), &|_| String::new(), 0);
    let game = &h.games[5];
    assert_eq!(game.summary.unaided.moves, Some(u32::MAX));
    assert_eq!(game.last_day, Some(u32::MAX));
    let mut parts = Parts::default();
    let Ok(Progress::Complete(back)) = parts.add(&h.codes()[0]) else {
        panic!("the code does not read");
    };
    // The most the bytes say, and the class refuses it by name.
    assert_eq!(back.games[5].summary.unaided.moves, Some(u32::MAX - 1));
    assert_eq!(back.games[5].last_day, Some(u32::MAX - 1));
    assert_eq!(
        back.checked(&|_| 24),
        Err(storage::handin::CodeError::Impossible)
    );
}

/// Bug 5: a full tablet forgets its oldest matches, so a child's codes
/// from it can count 300 matches of one game, then 300 of another; merged,
/// 600, which the class kept, then dropped from the text it keeps (as
/// more matches than one code counts): the child's results from that
/// tablet vanished at the next code read.
#[test]
fn a_full_tablets_codes_merged_past_one_codes_matches_are_kept() {
    let mut first = ana(7);
    first.games[1].summary.against_robot[0] = [100, 100, 100];
    let mut later = ana(7);
    later.games[2].summary.against_robot[0] = [100, 100, 100];
    let mut class = Class::default();
    for h in [first, later] {
        let kept = h.checked(&|_| 24).unwrap();
        assert_ne!(class.add(kept).added, Added::NothingNew);
    }
    assert_eq!(Class::from_text(&class.to_text()), (class, 0));
}

/// Bug 6: each of a child's codes carries the newest series it can, so
/// the codes of a class that does many series name more than 64 between
/// them; merged, all were kept, and the class's text then wrote more than
/// a reader reads: the tablet's hand-in was dropped when read back.
#[test]
fn a_tablets_many_series_merged_are_kept_as_a_code_carries_them() {
    let series = |from: u32| -> Vec<SeriesCard> {
        (from..from + 40)
            .map(|i| SeriesCard {
                id: format!("{i:08x}"),
                title: "Seria zilei".into(),
                positions: vec![(SeriesResult::Won, None)],
            })
            .collect()
    };
    let mut class = Class::default();
    for from in [0, 40] {
        let h = HandIn {
            series: series(from),
            minute: 29_990_000 + from,
            ..ana(7)
        };
        class.add(h.checked(&|_| 24).unwrap());
    }
    assert_eq!(class.handins[0].series.len(), 64);
    assert_eq!(
        class.handins[0].series[0].id, "00000028",
        "the newer's first"
    );
    assert_eq!(Class::from_text(&class.to_text()), (class.clone(), 0));
}

/// Bug 7: exercises of the same day were cut to the latest 8 in the order
/// they came, so a code read again after a merge cut another one: the
/// class said „updated” and changed, every time.
#[test]
fn a_code_read_again_after_a_merge_of_one_days_exercises_changes_nothing() {
    let exercises = |from: usize| -> Vec<ExerciseCard> {
        (from..from + 6)
            .map(|i| ExerciseCard {
                variant: Variant::KingHunt,
                position: format!("{i}/8_w"),
                result: SeriesResult::Won,
                goal_met: None,
                day: 20_400,
            })
            .collect()
    };
    let a = HandIn {
        exercises: exercises(0),
        ..ana(7)
    };
    let b = HandIn {
        exercises: exercises(3),
        minute: a.minute + 1,
        ..ana(7)
    };
    let mut class = Class::default();
    class.add(a.clone().checked(&|_| 24).unwrap());
    class.add(b.clone().checked(&|_| 24).unwrap());
    let kept = class.clone();
    for h in [a, b] {
        assert_eq!(
            class.add(h.checked(&|_| 24).unwrap()).added,
            Added::NothingNew
        );
        assert_eq!(class, kept);
    }
}

/// Bug 8: a code made by hand with a series or a position twice, or its
/// exercises out of order, was kept as it was, so reading it again merged
/// it with itself into another hand-in: „updated”, every time.
#[test]
fn a_code_made_by_hand_with_a_series_twice_reads_twice_as_nothing_new() {
    let exercise = |day| ExerciseCard {
        variant: Variant::KingHunt,
        position: format!("{day}/8_w"),
        result: SeriesResult::Lost,
        goal_met: None,
        day,
    };
    let series = SeriesCard {
        id: "1a2b3c4d".into(),
        title: "A".into(),
        positions: vec![(SeriesResult::Lost, None)],
    };
    let h = HandIn {
        exercises: vec![exercise(20_002), exercise(20_001), exercise(20_001)],
        series: vec![
            series.clone(),
            SeriesCard {
                positions: vec![(SeriesResult::Won, None)],
                ..series
            },
        ],
        ..ana(7)
    };
    let kept = h.checked(&|_| 24).unwrap();
    assert_eq!(kept.exercises.len(), 2);
    assert_eq!(kept.series.len(), 1);
    let mut class = Class::default();
    assert_eq!(class.add(kept.clone()).added, Added::New);
    let once = class.clone();
    assert_eq!(class.add(kept).added, Added::NothingNew);
    assert_eq!(class, once);
}
