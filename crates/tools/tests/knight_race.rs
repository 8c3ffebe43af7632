//! The knight race through the public API, as the page uses it: random play
//! from the start and from random setups never panics and keeps the counts
//! consistent.

use engine::{Board, Color, Game, Level, Piece, Rng, Role, Setup, Square, Variant};
use robot::Robot;
use rules::knight_race::KnightRace;

/// Checks what must hold in every position, whoever plays; asks the robots
/// too when `robots` (they are slower).
fn check(race: &KnightRace, robots: bool) {
    for color in Color::BOTH {
        assert_eq!(
            race.captured(color) + race.targets(color).count(),
            race.total(color),
            "{}",
            race.board().to_fen()
        );
        assert!(race.captured(color) <= race.moves_made(color));
        assert_eq!(
            race.board().piece_at(race.knight(color)),
            Some(Piece::new(color, Role::Knight))
        );
        assert_eq!(race.progress().len(), 2);
        assert!(race.round_summary(color).is_some());
    }
    let moves = race.legal_moves();
    match race.outcome() {
        // The side to move always has a jump: passes and draws are automatic.
        None => {
            assert!(!moves.is_empty());
            if !robots {
                return;
            }
            for level in Level::ALL {
                let mv = race.robot_move(level, 3).unwrap();
                assert!(moves.contains(&mv));
            }
            assert!(moves.contains(&race.hint().unwrap()));
        }
        Some(outcome) => {
            assert!(moves.is_empty());
            assert!(race.robot_move(Level::Hard, 3).is_none());
            assert!(!words::reason(outcome.ending).is_empty());
            match outcome.winner {
                Some(w) => assert!(race.finished(w)),
                None => assert!(
                    (race.finished(Color::White) && race.finished(Color::Black))
                        || race.moves_made(Color::White) + race.moves_made(Color::Black) == 0
                ),
            }
        }
    }
}

fn play_out(mut race: KnightRace, rng: &mut Rng) -> KnightRace {
    check(&race, true);
    let mut plies = 0;
    while race.outcome().is_none() && plies < 2000 {
        let moves = race.legal_moves();
        let mv = moves[rng.below(moves.len())];
        let text = race.notation(mv);
        assert!(text.starts_with('C') && text.ends_with(&mv.to.to_string()));
        race.play(mv).unwrap();
        // Replaying the same move is refused (the knight has left).
        assert!(race.clone().play(mv).is_err());
        plies += 1;
        check(&race, plies % 16 == 0 || race.outcome().is_some());
    }
    race
}

#[test]
fn random_play_from_the_start_never_breaks_the_rules() {
    let mut rng = Rng::new(2026);
    let mut finished = 0;
    for _ in 0..20 {
        let start = KnightRace::new(&Variant::KnightRace.start_setup()).unwrap();
        let race = play_out(start, &mut rng);
        if race.outcome().is_some() {
            finished += 1;
        }
        let boxed: Box<dyn Game> = Box::new(race);
        assert_eq!(boxed.clone().board(), boxed.board());
    }
    assert!(finished > 15);
}

#[test]
fn random_setups_are_refused_or_played_safely() {
    let mut rng = Rng::new(11);
    let letters = ['P', 'N', 'B', 'R', 'Q', 'K', 'p', 'n', 'b', 'r', 'q', 'k'];
    let mut accepted = 0;
    for _ in 0..300 {
        let mut board = Board::empty();
        for _ in 0..rng.below(30) {
            let sq = Square::ALL[rng.below(64)];
            let piece = Piece::from_fen_char(letters[rng.below(letters.len())]).unwrap();
            board.set(sq, piece);
        }
        // Usually give each side its special knight.
        if rng.below(4) != 0 {
            board.set(
                Square::new(rng.below(8) as u8, 4 + rng.below(4) as u8),
                Piece::new(Color::White, Role::Knight),
            );
            board.set(
                Square::new(rng.below(8) as u8, rng.below(4) as u8),
                Piece::new(Color::Black, Role::Knight),
            );
        }
        let turn = Color::BOTH[rng.below(2)];
        let setup = Setup {
            board,
            turn,
            castling: None,
        };
        match KnightRace::new(&setup) {
            Err(e) => {
                let message = words::setup_error(e);
                assert!(message.ends_with('.'), "{message}");
            }
            Ok(race) => {
                accepted += 1;
                assert_eq!(race.first_mover(), turn);
                play_out(race, &mut rng);
            }
        }
    }
    assert!(accepted > 30, "{accepted}");
}
