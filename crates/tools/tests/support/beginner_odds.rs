//! A beginner's exact chances in the piece-against-pawns games: the
//! beginner of `engine::children` (`Child::Beginner`) written again on
//! positions, and its chance of winning computed over every choice it may
//! make, not sampled. Shared by `crates/tools/tests/children.rs` and
//! `crates/tools/examples/beginner_odds.rs`.

use engine::{Level, Move};
use robot::pawns::choose;
use rules::pawns::{Position, Step, pawns_win};
use std::collections::HashMap;

/// A beginner's moves with the piece: a win on the spot; else, among the
/// moves that lose nothing at once, the captures if there are any, else all
/// of them. The beginner picks one of them at random.
pub fn beginner_choices(pos: &Position) -> Vec<Move> {
    let over = |p: &Position, m: Move| match p.play_unchecked(m) {
        Step::Over(e) => Some(pawns_win(e)),
        Step::Continue { .. } => None,
    };
    let moves = pos.legal_moves().as_slice().to_vec();
    if let Some(&win) = moves.iter().find(|&&m| over(pos, m) == Some(false)) {
        return vec![win];
    }
    let loses = |m: Move| match pos.play_unchecked(m) {
        Step::Over(e) => pawns_win(e),
        Step::Continue { position } => position
            .legal_moves()
            .as_slice()
            .iter()
            .any(|&r| over(&position, r) == Some(true)),
    };
    let mut safe: Vec<Move> = moves.iter().copied().filter(|&m| !loses(m)).collect();
    if safe.is_empty() {
        safe = moves;
    }
    let captures: Vec<Move> = safe
        .iter()
        .copied()
        .filter(|m| pos.pawns.contains(m.to))
        .collect();
    if captures.is_empty() { safe } else { captures }
}

/// Who moves the pawns.
#[derive(Clone, Copy, Debug)]
pub enum Pawns {
    /// The app's Ușor robot, its choice among equals fixed by this seed.
    Easy(u64),
    /// The pawns that give this beginner the best chance there is.
    BestForTheBeginner,
}

/// The exact chance that the beginner, with the piece, wins from `pos`
/// against `pawns`: the mean over the beginner's choices; the pawns' move,
/// or their best for the beginner, where they are to move.
pub fn beginner_chance(pos: &Position, pawns: Pawns, memo: &mut HashMap<Position, f64>) -> f64 {
    if let Some(&p) = memo.get(pos) {
        return p;
    }
    let mut after = |mv: Move| match pos.play_unchecked(mv) {
        Step::Over(e) => f64::from(u8::from(!pawns_win(e))),
        Step::Continue { position } => beginner_chance(&position, pawns, memo),
    };
    let p = match (pos.pawns_to_move, pawns) {
        (true, Pawns::Easy(seed)) => after(choose(pos, Level::Easy, seed).unwrap()),
        (true, Pawns::BestForTheBeginner) => {
            let moves = pos.legal_moves();
            moves
                .as_slice()
                .iter()
                .map(|&mv| after(mv))
                .fold(0.0, f64::max)
        }
        (false, _) => {
            let moves = beginner_choices(pos);
            moves.iter().map(|&mv| after(mv)).sum::<f64>() / moves.len() as f64
        }
    };
    memo.insert(*pos, p);
    p
}
