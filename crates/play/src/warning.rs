//! Ușor's training wheels: before a move of the child's piece that a pawn
//! can take at once (the rules texts' „nu lua un pion apărat”), the board
//! asks once. This module finds such a move and the pawn that would take
//! the piece; the text layer ([`words::tap::piece_given`])
//! words the question.

use super::matches::{Match, Mode, Phase, Player};
use super::variant::GameKind;
use robot::Round;
use robot::gifts::after;
use rules::game::Level;
use rules::game::Move;
use rules::square::{Role, Square};

/// A move that gives the piece away at once.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceGiven {
    /// The piece that moves (the bishop, knight, rook or queen).
    pub piece: Role,
    /// Where it goes.
    pub to: Square,
    /// The pawn that could take it there.
    pub taker: Square,
    /// Whether the move takes a pawn (that `taker` defends).
    pub takes_pawn: bool,
}

/// Whether the training wheels are on for `m`'s round now: against the
/// robot at Ușor, in a pawn game, while the child has the piece.
pub fn wheels_on(m: &Match) -> bool {
    m.mode == Mode::Robot
        && m.level == Level::Easy
        && m.phase() == Phase::Playing
        && matches!(m.variant.kind(), GameKind::PieceVsPawns(_))
        && m.game()
            .board()
            .pieces()
            .any(|(_, p)| p.color == m.color_of(Player::One) && p.role != Role::Pawn)
}

/// If the training wheels are on and `mv`, the child's move, leaves the
/// piece where a pawn takes it at once: which pawn. A move that ends the
/// round (the last pawn taken) gives nothing away.
///
/// ```
/// use play::matches::{Match, Mode};
/// use play::warning::piece_given;
/// use rules::{Color, Level, Move, Setup, Square};
/// use play::Variant;
/// let sq = |s| Square::parse(s).unwrap();
/// // The rules' example: the pawn on b3 defends c4; the bishop is black.
/// let start = Setup::parse("8/8/8/8/2P5/1P6/8/5b2 b").unwrap();
/// let m = Match::of(Variant::BishopVsPawns).player1_first(Color::Black).custom_start(Some(start)).start().unwrap();
/// let given = piece_given(&m, Move::new(sq("f1"), sq("c4"))).unwrap();
/// assert_eq!((given.taker, given.takes_pawn), (sq("b3"), true));
/// assert_eq!(piece_given(&m, Move::new(sq("f1"), sq("h3"))), None);
/// ```
pub fn piece_given(m: &Match, mv: Move) -> Option<PieceGiven> {
    if !wheels_on(m) || m.game().turn() != m.color_of(Player::One) {
        return None;
    }
    let board = m.game().board();
    let piece = board.piece_at(mv.from).filter(|p| p.role != Role::Pawn)?;
    if !m.game().legal_moves().contains(&mv) {
        return None;
    }
    let next = after(m.round_game(), mv);
    if next.outcome().is_some() {
        return None;
    }
    let taker = next
        .legal_moves()
        .into_iter()
        .find(|r| {
            r.to == mv.to
                && next
                    .board()
                    .piece_at(r.from)
                    .is_some_and(|p| p.role == Role::Pawn)
        })?
        .from;
    Some(PieceGiven {
        piece: piece.role,
        to: mv.to,
        taker,
        takes_pawn: board.piece_at(mv.to).is_some(),
    })
}

/// The pawn that could take the piece `mv` moves, at once, where it lands
/// (`None` if none can, or the move ends the round). `mv` is a legal move.
pub fn pawn_takes(game: &dyn Round, mv: Move) -> Option<Square> {
    let next = after(game, mv);
    if next.outcome().is_some() {
        return None;
    }
    let pawn = |s: Square| {
        next.board()
            .piece_at(s)
            .is_some_and(|p| p.role == Role::Pawn)
    };
    next.legal_moves()
        .into_iter()
        .find(|r| r.to == mv.to && pawn(r.from))
        .map(|r| r.from)
}
