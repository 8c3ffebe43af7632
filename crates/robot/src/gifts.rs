//! The few child-like move tests the shipped robot uses: a win on the
//! spot (never missed, whatever the level) and a gift (a move that leaves
//! the child something to take for free, the rules texts' lesson at Ușor).
//! The simulated children of the benchmarks ([`tools::children`])
//! use them too.

use super::Round;
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
