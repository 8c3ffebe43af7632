//! The review's judge of the piece-against-pawns games: a move's verdict
//! from the exact tables, the queen game's endings, or a short exhaustive
//! look-ahead.

use super::cache::TableCache;
use super::levels::choose;
use crate::engine::robot::verdict::{PlyReview, Verdict};
use crate::engine::rules::game::{Level, Move};
use crate::engine::rules::pawns::{Position, Step, pawns_win};

/// The review of `mv` in a position of play (see [`crate::engine::play::review`]).
///
/// With a ready exact table: the verdict compares the mover's exact result
/// before and after the move, and the best move is the hint's (the Hard
/// robot's choice: the fastest win, or the longest resistance). The queen
/// game's endings
/// ([`QueenEndings`](crate::engine::robot::queen_table::QueenEndings)) do the same once few pawns are left.
/// Otherwise (the queen game with more pawns, or a table still being
/// built): only what an exhaustive look-ahead of [`PROOF_PLIES`] plies
/// proves, else `Unknown`.
///
/// ```
/// use sah_in_joaca::engine::{Level, Move, Square, Variant};
/// use sah_in_joaca::engine::rules::pawns::{PawnGame, Sides};
/// use sah_in_joaca::engine::play::review::Verdict;
/// use sah_in_joaca::engine::robot::Robot;
/// use sah_in_joaca::engine::robot::pawns::judge;
/// let sq = |s| Square::parse(s).unwrap();
/// let game = PawnGame::new(Sides::BISHOP, &Variant::BishopVsPawns.start_setup()).unwrap();
/// while !game.prepare_robot(Level::Hard, 100_000) {}
/// let b4 = judge(&game.position(), Move::new(sq("b2"), sq("b4")));
/// assert_eq!(b4.verdict, Verdict::Mistake);
/// assert_eq!(b4.best, Some(Move::new(sq("a2"), sq("a4"))));
/// ```
pub fn judge(pos: &Position, mv: Move) -> PlyReview {
    if !pos.is_legal(mv) {
        return PlyReview::UNKNOWN;
    }
    if let Some(table) = TableCache::shared().table(pos)
        && let Some(before) = table.value(pos)
    {
        let verdict = exact_verdict(before.win, table.move_value(pos, mv).map(|v| v.win));
        return PlyReview::new(verdict, choose(pos, Level::Hard, 0));
    }
    // The queen game with few pawns left: its exact endings.
    if let Some(endings) = TableCache::shared().endings()
        && let Some(before) = endings.mover_wins(pos)
    {
        let after = match pos.play_unchecked(mv) {
            Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
            Step::Continue { position } => endings.mover_wins(&position).map(|w| !w),
        };
        return PlyReview::new(exact_verdict(before, after), choose(pos, Level::Hard, 0));
    }
    judge_by_look_ahead(pos, mv)
}

/// The verdict of a move from exact results: whether the mover won before
/// it, and after it (`None`: not known).
fn exact_verdict(before: bool, after: Option<bool>) -> Verdict {
    match after {
        Some(a) if a == before => Verdict::Good,
        Some(_) if before => Verdict::Mistake,
        // An exact table never finds a move better than the position.
        _ => Verdict::Unknown,
    }
}

/// Plies of the exhaustive look-ahead that proves verdicts where there is
/// no exact table: the mover's move, the reply, the mover's next move. In
/// the queen game that is at most about 27 × 16 × 27 ≈ 12 000 positions
/// per move judged (fewer: a proven win ends a branch).
pub const PROOF_PLIES: u32 = 3;

/// The verdict of `mv` from what [`PROOF_PLIES`] plies prove: a move that
/// lets the opponent win by force within two plies, in a position where
/// the mover could force a win within three, is a proven mistake.
fn judge_by_look_ahead(pos: &Position, mv: Move) -> PlyReview {
    let moves = pos.legal_moves();
    let results: Vec<(Move, Option<bool>)> = moves
        .as_slice()
        .iter()
        .map(|&m| (m, mover_result(pos, m, PROOF_PLIES - 1)))
        .collect();
    let before = if results.iter().any(|&(_, r)| r == Some(true)) {
        Some(true)
    } else if !results.is_empty() && results.iter().all(|&(_, r)| r == Some(false)) {
        Some(false)
    } else {
        None
    };
    let after = results
        .iter()
        .find(|&&(m, _)| m == mv)
        .and_then(|&(_, r)| r);
    let verdict = match (before, after) {
        (Some(true), Some(false)) => Verdict::Mistake,
        (Some(b), Some(a)) if a == b => Verdict::Good,
        _ => Verdict::Unknown,
    };
    // A proven win, one that ends the round at once first.
    let at_once = |m: Move| matches!(pos.play_unchecked(m), Step::Over(_));
    let winning = || results.iter().filter(|&&(_, r)| r == Some(true));
    let best = winning()
        .find(|&&(m, _)| at_once(m))
        .or_else(|| winning().next())
        .map(|&(m, _)| m);
    PlyReview::new(verdict, best)
}

/// The mover's proven result after `mv` (`Some(true)`: a forced win), the
/// opponent's answer looked at for `plies` more plies.
fn mover_result(pos: &Position, mv: Move, plies: u32) -> Option<bool> {
    match pos.play_unchecked(mv) {
        Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
        Step::Continue { position } => proven(&position, plies).map(|win| !win),
    }
}

/// Whether the side to move wins (`Some(true)`) or loses (`Some(false)`)
/// by force within `plies` plies; `None` if that is not proven.
fn proven(pos: &Position, plies: u32) -> Option<bool> {
    if plies == 0 {
        return None;
    }
    let moves = pos.legal_moves();
    let mut all_lose = !moves.is_empty();
    for &mv in moves.as_slice() {
        match mover_result(pos, mv, plies - 1) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => all_lose = false,
        }
    }
    all_lose.then_some(false)
}
