//! The few child-like move tests the shipped robot uses: a win on the
//! spot (never missed, whatever the level) and a gift (a move that leaves
//! the child something to take for free, the rules texts' lesson at Ușor).
//! The simulated children of the benchmarks ([`tools::children`])
//! use them too.

use super::Round;
use crate::verdict::{PlyReview, Verdict, Why};
use rules::game::Move;
use rules::square::Color;

/// The round after `mv`, a legal move of the side to move.
pub fn after(game: &dyn Round, mv: Move) -> Box<dyn Round> {
    let mut next = game.clone_round();
    if next.play(mv).is_err() {
        unreachable!("moves come from legal_moves");
    }
    next
}

/// Whether `mv` wins the round on the spot for the side to move.
pub fn wins_at_once(game: &dyn Round, mv: Move) -> bool {
    let mover = game.turn();
    after(game, mv)
        .outcome()
        .is_some_and(|o| o.winner == Some(mover))
}

/// Whether after `mv` the opponent can take one of the mover's pieces for
/// free or win at once (the robot's gifts at Ușor: the last pawn left to
/// take, the hunted king stepping where a mate in one awaits).
pub fn gives_away(game: &dyn Round, mv: Move) -> bool {
    let me = game.turn();
    let next = after(game, mv);
    next.outcome().is_none() && next.turn() != me && loses_material_after(next.as_ref(), me)
}

/// Whether after `mv` the opponent wins at once, or takes one of the
/// mover's pieces on a square the mover cannot take back.
pub fn loses_material(game: &dyn Round, mv: Move) -> bool {
    loses_material_after(after(game, mv).as_ref(), game.turn())
}

/// [`loses_material`] for `me`, in the position `next` after the move.
fn loses_material_after(next: &dyn Round, me: Color) -> bool {
    if next.outcome().is_some() {
        return next.outcome().is_some_and(|o| o.winner != Some(me));
    }
    if next.turn() == me {
        return false;
    }
    next.legal_moves().into_iter().any(|reply| {
        if next
            .board()
            .piece_at(reply.to)
            .is_none_or(|p| p.color != me)
        {
            return wins_at_once(next, reply);
        }
        let taken = after(next, reply);
        taken.outcome().is_some_and(|o| o.winner != Some(me))
            || (taken.turn() == me && !taken.legal_moves().iter().any(|m| m.to == reply.to))
    })
}

/// A gift ([`Why::TakenBy`]): the capture with which the opponent, after
/// `mv`, takes one of the mover's units for nothing (the mover cannot take
/// back on that square, or the capture wins the round), where another
/// legal move would have left nothing to take and lost nothing at once.
/// `None` if `mv` gives nothing away, or if every move would.
///
/// ```
/// use rules::{Move, Setup, Square};
/// use rules::pawns::{PawnGame, Sides};
/// use robot::gifts::gift;
/// let sq = |s| Square::parse(s).unwrap();
/// // The knight on e4; the pawns to move. d7-d6 steps where the knight
/// // takes it for nothing; d7-d5 gives nothing.
/// let game = PawnGame::new(Sides::KNIGHT, &Setup::parse("8/p2p4/8/8/4N3/8/8/8 b").unwrap()).unwrap();
/// assert_eq!(gift(&game, Move::new(sq("d7"), sq("d6"))), Some(Move::new(sq("e4"), sq("d6"))));
/// assert_eq!(gift(&game, Move::new(sq("d7"), sq("d5"))), None);
/// ```
pub fn gift(game: &dyn Round, mv: Move) -> Option<Move> {
    let me = game.turn();
    let capture = free_capture(after(game, mv).as_ref(), me)?;
    game.legal_moves()
        .into_iter()
        .any(|other| other != mv && !loses_material(game, other))
        .then_some(capture)
}

/// `review` (of `mv`, a legal move of the side to move in `game`) with a
/// gift marked: a move that gives material away for nothing is
/// [`Verdict::Weak`] at least; a [`Verdict::Mistake`] that did gets the gift
/// as its reason. A move proven as good as the best one (a sacrifice that
/// wins as fast) is left as it is.
pub fn with_gift(game: &dyn Round, mv: Move, mut review: PlyReview) -> PlyReview {
    if review.as_good_as_best {
        return review;
    }
    if let Some(capture) = gift(game, mv) {
        if review.verdict != Verdict::Mistake {
            review.verdict = Verdict::Weak;
            review.why = None;
        }
        review.why.get_or_insert(Why::TakenBy(capture));
    }
    review
}

/// The first capture with which the side to move in `next` takes one of
/// `me`'s units for nothing: `me` cannot take back on that square, or the
/// capture wins the round.
fn free_capture(next: &dyn Round, me: Color) -> Option<Move> {
    if next.outcome().is_some() || next.turn() == me {
        return None;
    }
    next.legal_moves().into_iter().find(|reply| {
        if next
            .board()
            .piece_at(reply.to)
            .is_none_or(|p| p.color != me)
        {
            return false;
        }
        let taken = after(next, *reply);
        match taken.outcome() {
            Some(o) => o.winner != Some(me),
            None => taken.turn() != me || !taken.legal_moves().iter().any(|m| m.to == reply.to),
        }
    })
}
