//! The editor's proposed goal (`tinta=`) against the shipped puzzles,
//! whose answers `puzzles.rs` proves independently: on every puzzle's
//! position the value the editor shows names the solver as the winner
//! and, where it knows the distance, exactly the puzzle's number of moves.

use engine::{Color, Setup, Variant};
use play::goal::Goal;
use play::puzzles::{Goal as PuzzleGoal, PuzzleList};
use play::value::{PositionValue, prepare, value};

const SHIPPED: &str = include_str!("../../../assets/probleme.txt");

fn ready_value(variant: Variant, setup: &Setup) -> PositionValue {
    while !prepare(variant, setup, u32::MAX) {}
    value(variant, setup)
}

#[test]
fn the_proposed_goal_of_every_puzzle_is_its_proved_goal() {
    let list = PuzzleList::parse(SHIPPED).expect("the shipped list reads");
    let mut checked = 0;
    for puzzle in list.all() {
        let v = puzzle.variant;
        let proposed = ready_value(v, &puzzle.setup).proposed_goal(v);
        let expected = match puzzle.goal {
            PuzzleGoal::FewestJumps(_) => continue,
            PuzzleGoal::MateIn(n) => Some(Goal::MateWithin(n)),
            // The queen's endings know who wins, not how fast; its
            // tables (five pawn files at most) know both.
            PuzzleGoal::WinWithin(_)
                if v == Variant::QueenVsPawns && proposed == Some(Goal::Win) =>
            {
                Some(Goal::Win)
            }
            PuzzleGoal::WinWithin(n) => Some(Goal::WinWithin(n)),
        };
        assert_eq!(proposed, expected, "{}", puzzle.id());
        match ready_value(v, &puzzle.setup) {
            PositionValue::Wins { winner, .. } => {
                assert_eq!(winner, puzzle.setup.turn, "{}", puzzle.id())
            }
            other => panic!("{}: {other:?}", puzzle.id()),
        }
        checked += 1;
    }
    assert!(checked >= 80, "only {checked} puzzles");
}

#[test]
fn a_loser_to_move_and_a_long_hunt_are_said_as_they_are() {
    // The bishop to move cannot stop the pawn on c7 (no square of its
    // diagonal sees c8): the pawns win with their one move.
    let lost = Setup::parse("8/2P5/8/8/8/8/8/b7_b").unwrap();
    // With the pawn on d7 it can: Nf6, then it takes on d8.
    let saved = Setup::parse("8/3P4/8/8/8/8/8/b7_b").unwrap();
    assert_eq!(
        ready_value(Variant::BishopVsPawns, &saved),
        PositionValue::Wins {
            winner: Color::Black,
            moves: Some(2)
        }
    );
    assert_eq!(
        ready_value(Variant::BishopVsPawns, &lost),
        PositionValue::Wins {
            winner: Color::White,
            moves: Some(1)
        }
    );
    // The book's hunt: no mate within 3 moves, or too many pieces to tell.
    let book = Variant::KingHunt.start_setup();
    assert!(matches!(
        ready_value(Variant::KingHunt, &book),
        PositionValue::NoQuickMate(3) | PositionValue::Unknown
    ));
    // The king to move into a mate in 1 (Kh8 g8, then Ta8#… ) is a mate
    // after its reply.
    let king_first = Setup::parse("7k/8/6K1/8/8/8/8/R7_b").unwrap();
    assert!(matches!(
        ready_value(Variant::KingHunt, &king_first),
        PositionValue::Wins {
            winner: Color::White,
            moves: Some(_)
        }
    ));
}
