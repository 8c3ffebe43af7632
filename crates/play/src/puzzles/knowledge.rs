//! What a puzzle attempt asks of the robot's exact knowledge, per game:
//! which moves still win (the pawn games' tables and the queen game's
//! endings), whether a forced mate still comes in time (an exhaustive mate
//! search for the king hunt's short mates), and the knight race's shortest
//! route.

use robot::pawns::{TableCache, choose};
use rules::game::{Level, Move};
use rules::king_hunt::Position as HuntPosition;
use rules::pawns::{Position, Step, pawns_win};

/// Whether the side to move in `pos` wins with perfect play, if the exact
/// table or the queen game's endings know it (they must be prepared).
pub fn mover_wins(pos: &Position) -> Option<bool> {
    let cache = TableCache::shared();
    if let Some(value) = cache.table(pos).and_then(|t| t.value(pos)) {
        return Some(value.win);
    }
    if pos.pending.is_some() {
        // The grace move: the endings hold no such position, its moves do.
        let mut all_lose = true;
        for &mv in pos.legal_moves().as_slice() {
            match move_wins(pos, mv) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => all_lose = false,
            }
        }
        return all_lose.then_some(false);
    }
    cache.endings()?.mover_wins(pos)
}

/// Whether the mover of `mv` (legal in `pos`) wins after it, if known.
pub fn move_wins(pos: &Position, mv: Move) -> Option<bool> {
    match pos.play_unchecked(mv) {
        Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
        Step::Continue { position } => mover_wins(&position).map(|w| !w),
    }
}

/// A winning move of the side to move, the quickest the app knows: one
/// that ends the round at once, else the table's fastest, else the Hard
/// robot's choice when it wins, else any winning move.
pub fn best_win(pos: &Position, seed: u64) -> Option<Move> {
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    let wins_at_once = |&&mv: &&Move| matches!(pos.play_unchecked(mv), Step::Over(e) if pawns_win(e) == pos.pawns_to_move);
    if let Some(&mv) = list.iter().find(wins_at_once) {
        return Some(mv);
    }
    if let Some(table) = TableCache::shared().table(pos)
        && let Some(&(mv, value)) = table.ranked_moves(pos).first()
    {
        return value.win.then_some(mv);
    }
    let hard = choose(pos, Level::Hard, seed).filter(|&mv| move_wins(pos, mv) == Some(true));
    hard.or_else(|| {
        list.iter()
            .copied()
            .find(|&mv| move_wins(pos, mv) == Some(true))
    })
}

/// Whether white, to move, mates within `n` of its moves, whatever the
/// king does: exhaustive (the puzzles' mates are at most 3 moves long).
pub fn mates_within(pos: &HuntPosition, n: u32) -> bool {
    n > 0
        && pos
            .legal_moves()
            .into_iter()
            .any(|mv| keeps_mate(pos, mv, n))
}

/// Whether white's `mv` mates at once or leaves a mate within `n - 1`
/// more moves after every reply (`n` counts `mv`).
pub fn keeps_mate(pos: &HuntPosition, mv: Move, n: u32) -> bool {
    let next = pos.after(mv);
    let targets = next.black_targets();
    if targets == 0 {
        return next.is_check();
    }
    n > 1
        && next
            .legal_moves()
            .into_iter()
            .all(|reply| mate_follows(&next.after(reply), n - 1))
}

/// After the king's reply: white can still mate, within `n` moves.
fn mate_follows(pos: &HuntPosition, n: u32) -> bool {
    pos.white_can_mate() && mates_within(pos, n)
}

/// The fewest white moves of a forced mate from `pos`, up to `max`.
pub fn mate_distance(pos: &HuntPosition, max: u32) -> Option<u32> {
    if !pos.white_can_mate() {
        return None;
    }
    (1..=max).find(|&n| mates_within(pos, n))
}

/// A white move that keeps a mate within `n` moves: the hunt robot's hint
/// when it does (it is fast), else the first that does.
pub fn mating_move(pos: &HuntPosition, n: u32) -> Option<Move> {
    robot::king_hunt::hint(pos, 0)
        .filter(|&mv| keeps_mate(pos, mv, n))
        .or_else(|| {
            pos.legal_moves()
                .into_iter()
                .find(|&mv| keeps_mate(pos, mv, n))
        })
}

/// Whether the king's reply escapes a mate within `n` white moves.
pub fn escapes(pos: &HuntPosition, reply: Move, n: u32) -> bool {
    !mate_follows(&pos.after(reply), n)
}
