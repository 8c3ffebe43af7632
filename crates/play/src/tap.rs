//! Why a tap on the board started no move. A child who taps the wrong piece
//! or square gets a short answer instead of silence; this module decides
//! which answer, the text layer ([`words::tap`]) words it.

use super::matches::{Match, Mode, Phase, Player};
use rules::square::{Piece, Square};

/// Why a tap on a square started no move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TapRefusal {
    /// It is the robot's turn (or it is thinking).
    RobotsTurn,
    /// The round is over; the match goes on with the next round.
    RoundOver,
    /// The match is over.
    MatchOver,
    /// An empty square, and no piece was picked up.
    NothingThere,
    /// A piece of the side that is not to move (the robot's, against it).
    NotYourTurn(Piece),
    /// A piece that takes no part in the play (the knight race's targets);
    /// `racer` is the square of the piece that does play.
    NotInPlay {
        /// The piece tapped.
        piece: Piece,
        /// Where the piece that plays stands.
        racer: Option<Square>,
    },
    /// A piece of the side to move that has no legal move now.
    Stuck(Piece),
    /// A piece was picked up, and it cannot go to this square.
    NotATarget,
}

impl TapRefusal {
    /// Why a tap on `square` of `m`'s board started no move. `picked` tells
    /// whether a piece was picked up before; `robot_busy` while the robot
    /// thinks. `None` when the tap could start or make a move.
    pub fn of(m: &Match, robot_busy: bool, square: Square, picked: bool) -> Option<TapRefusal> {
        match m.phase() {
            Phase::RoundOver => return Some(TapRefusal::RoundOver),
            Phase::MatchOver => return Some(TapRefusal::MatchOver),
            Phase::Playing => {}
        }
        let game = m.game();
        let turn = game.turn();
        let robot_to_move = m.mode == Mode::Robot && m.player_of(turn) == Player::Two;
        if robot_busy || robot_to_move {
            return Some(TapRefusal::RobotsTurn);
        }
        let moves = game.legal_moves();
        let piece = game.board().piece_at(square);
        let refusal = match piece {
            _ if picked => {
                let is_target = moves.iter().any(|mv| mv.to == square);
                let can_move = moves.iter().any(|mv| mv.from == square);
                if can_move || is_target {
                    return None;
                }
                match piece {
                    Some(p) if p.color == turn => Self::own_piece(m, p, square),
                    _ => TapRefusal::NotATarget,
                }
            }
            None => TapRefusal::NothingThere,
            Some(p) if p.color != turn => TapRefusal::NotYourTurn(p),
            Some(p) => {
                if moves.iter().any(|mv| mv.from == square) {
                    return None;
                }
                Self::own_piece(m, p, square)
            }
        };
        Some(refusal)
    }

    /// A piece of the side to move that cannot move: not in play, or stuck.
    fn own_piece(m: &Match, piece: Piece, square: Square) -> TapRefusal {
        let in_play = m.game().pieces_in_play(piece.color);
        if in_play.contains(square) {
            TapRefusal::Stuck(piece)
        } else {
            TapRefusal::NotInPlay {
                piece,
                racer: in_play.first(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;
    use rules::board::Setup;

    use rules::square::{Color, Role};
    use rules::testing::{mv, sq};

    fn new(variant: Variant, mode: Mode, start: Option<&str>) -> Match {
        let setup = start.map(|s| Setup::parse(s).unwrap());
        Match::of(variant)
            .mode(mode)
            .custom_start(setup)
            .start()
            .unwrap()
    }

    #[test]
    fn in_the_race_only_the_racing_knight_plays() {
        let m = new(Variant::KnightRace, Mode::TwoPlayers, None);
        let white_knight = Piece::new(Color::White, Role::Knight);
        assert_eq!(
            TapRefusal::of(&m, false, sq("g1"), false),
            Some(TapRefusal::NotInPlay {
                piece: white_knight,
                racer: Some(sq("e8"))
            })
        );
        assert_eq!(TapRefusal::of(&m, false, sq("e8"), false), None);
        assert_eq!(
            TapRefusal::of(&m, false, sq("e1"), false),
            Some(TapRefusal::NotYourTurn(Piece::new(
                Color::Black,
                Role::Knight
            )))
        );
        assert_eq!(
            TapRefusal::of(&m, false, sq("e4"), false),
            Some(TapRefusal::NothingThere)
        );
    }

    #[test]
    fn a_picked_piece_may_only_go_to_its_targets() {
        let m = new(Variant::BishopVsPawns, Mode::TwoPlayers, None);
        // a2 picked: a3 and a4 are targets, a5 is not; b2 may be picked instead.
        assert_eq!(TapRefusal::of(&m, false, sq("a3"), true), None);
        assert_eq!(TapRefusal::of(&m, false, sq("b2"), true), None);
        assert_eq!(
            TapRefusal::of(&m, false, sq("a5"), true),
            Some(TapRefusal::NotATarget)
        );
        assert_eq!(
            TapRefusal::of(&m, false, sq("c8"), true),
            Some(TapRefusal::NotATarget)
        );
    }

    #[test]
    fn a_blocked_pawn_is_stuck() {
        // The pawn on a4 is blocked by the bishop on a5; b2 may move.
        let m = new(
            Variant::BishopVsPawns,
            Mode::TwoPlayers,
            Some("8/8/8/b7/P7/8/1P6/8 w"),
        );
        assert_eq!(
            TapRefusal::of(&m, false, sq("a4"), false),
            Some(TapRefusal::Stuck(Piece::new(Color::White, Role::Pawn)))
        );
    }

    #[test]
    fn the_robots_turn_and_the_end_of_a_round_refuse_every_tap() {
        let mut m = new(Variant::KingHunt, Mode::Robot, None);
        let any = m.game().legal_moves()[0];
        m.play(any).unwrap();
        assert_eq!(
            TapRefusal::of(&m, false, sq("e2"), false),
            Some(TapRefusal::RobotsTurn)
        );
        let mut mate = new(
            Variant::KingHunt,
            Mode::Robot,
            Some("7k/Q7/6K1/8/8/8/8/8 w -"),
        );
        assert_eq!(
            TapRefusal::of(&mate, true, sq("a7"), false),
            Some(TapRefusal::RobotsTurn)
        );
        mate.play(mv("a7", "g7")).unwrap();
        assert_eq!(
            TapRefusal::of(&mate, false, sq("g7"), false),
            Some(TapRefusal::MatchOver)
        );
        let pinned = new(
            Variant::BishopVsPawns,
            Mode::TwoPlayers,
            Some("8/8/b7/P7/8/8/8/8 w"),
        );
        assert_eq!(
            TapRefusal::of(&pinned, false, sq("a5"), false),
            Some(TapRefusal::RoundOver)
        );
    }
}
