//! The small budget of the project's fuzz, run by `make test` (seconds), and
//! the regression tests of the match bugs it found. The long run is
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
