//! The review's judge of the piece-against-pawns games: a move's verdict
//! from the exact tables, the queen game's endings, or a short exhaustive
//! look-ahead.

use std::sync::Arc;

use super::cache::TableCache;
use super::levels::choose;
use super::table::{Table, Value};
use crate::queen_table::QueenEndings;
use crate::verdict::{PlyReview, Verdict, WEAK_MARGIN_PLIES, Why};
use rules::game::{Level, Move};
use rules::pawns::{Position, Step, pawns_win};

/// The review of `mv` in a position of play (see `play::review`).
///
/// With a ready exact table: the verdict compares the mover's exact result
/// before and after the move, and the best move is the hint's (the Hard
/// robot's choice: the fastest win, or the longest resistance). The queen
/// game's endings
/// ([`QueenEndings`](crate::queen_table::QueenEndings)) do the same once few pawns are left.
/// Otherwise (the queen game with more pawns, or a table still being
/// built): only what an exhaustive look-ahead of [`PROOF_PLIES`] plies
/// proves, else `Unknown`.
///
/// ```
/// use rules::{Level, Move, Setup, Square};
/// use rules::pawns::{PawnGame, Sides};
/// use robot::verdict::Verdict;
/// use robot::Robot;
/// use robot::pawns::judge;
/// let sq = |s| Square::parse(s).unwrap();
/// let game = PawnGame::new(Sides::BISHOP, &Setup::parse("2b5/8/8/8/8/8/PPP5/8 w").unwrap()).unwrap();
/// while !game.prepare_robot(Level::Hard, 100_000) {}
/// let b4 = judge(&game.position(), Move::new(sq("b2"), sq("b4")));
/// assert_eq!(b4.verdict, Verdict::Mistake);
/// assert_eq!(b4.best, Some(Move::new(sq("a2"), sq("a4"))));
/// ```
pub fn judge(pos: &Position, mv: Move) -> PlyReview {
    if !pos.is_legal(mv) {
        return PlyReview::UNKNOWN;
    }
    let known = Known::now(pos);
    if let Some(table) = &known.table
        && let Some(before) = table.value(pos)
    {
        let after = table.move_value(pos, mv);
        let why = table_weakness(before, after);
        let verdict = match why {
            Some(_) => Verdict::Weak,
            None => exact_verdict(before.win, after.map(|v| v.win)),
        };
        PlyReview {
            why,
            as_good_as_best: after == Some(before),
            ..PlyReview::new(verdict, choose(pos, Level::Hard, 0))
        }
    } else if let Some(before) = known.mover_wins(pos) {
        // The queen game with few pawns left (its exact endings), or a pawn
        // on the last rank, whose grace move is judged on the spot.
        let after = known.move_result(pos, mv, 0);
        PlyReview {
            as_good_as_best: before && after == Some(true),
            ..PlyReview::new(exact_verdict(before, after), choose(pos, Level::Hard, 0))
        }
    } else {
        judge_by_look_ahead(&known, pos, mv)
    }
}

/// Whether a move that kept the mover's exact result (`before`, and
/// `after` it) was much worse than the best move: lost faster, or won
/// slower, by at least [`WEAK_MARGIN_PLIES`].
fn table_weakness(before: Value, after: Option<Value>) -> Option<Why> {
    let after = after.filter(|a| a.win == before.win)?;
    let (plies, best) = (after.plies, before.plies);
    if before.win {
        (plies >= best.saturating_add(WEAK_MARGIN_PLIES)).then_some(Why::WonSlower { plies, best })
    } else {
        (plies.saturating_add(WEAK_MARGIN_PLIES) <= best).then_some(Why::LostFaster { plies, best })
    }
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
/// per move judged (fewer: a proven win ends a branch, and every position
/// the endings hold is a leaf). A pawn on the last rank costs no ply: its
/// grace move is forced, so the moment that decides is always seen.
pub const PROOF_PLIES: u32 = 3;

/// What is known exactly, read once per move judged: the exact table that
/// covers the position, and the queen game's endings.
struct Known {
    table: Option<Arc<Table>>,
    endings: Option<Arc<QueenEndings>>,
}

impl Known {
    fn now(pos: &Position) -> Known {
        let cache = TableCache::shared();
        Known {
            table: cache.table(pos),
            endings: cache.endings(),
        }
    }

    /// Whether the side to move in `pos` wins, if a table holds it.
    fn mover_wins(&self, pos: &Position) -> Option<bool> {
        if let Some(table) = &self.table
            && let Some(value) = table.value(pos)
        {
            return Some(value.win);
        }
        self.endings.as_ref()?.mover_wins(pos)
    }

    /// The mover's proven result after `mv` (`Some(true)`: a forced win),
    /// the opponent's answer looked at for `plies` more plies.
    fn move_result(&self, pos: &Position, mv: Move, plies: u32) -> Option<bool> {
        match pos.play_unchecked(mv) {
            Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
            Step::Continue { position } => self.proven(&position, plies).map(|win| !win),
        }
    }

    /// Whether the side to move wins (`Some(true)`) or loses (`Some(false)`)
    /// by force within `plies` plies, or by a table; `None` if that is not
    /// proven.
    fn proven(&self, pos: &Position, plies: u32) -> Option<bool> {
        if let Some(known) = self.mover_wins(pos) {
            return Some(known);
        }
        let left = if pos.pending.is_some() {
            plies // the grace move is forced
        } else if plies == 0 {
            return None;
        } else {
            plies - 1
        };
        let moves = pos.legal_moves();
        let mut all_lose = !moves.is_empty();
        for &mv in moves.as_slice() {
            match self.move_result(pos, mv, left) {
                Some(true) => return Some(true),
                Some(false) => {}
                None => all_lose = false,
            }
        }
        all_lose.then_some(false)
    }
}

/// The verdict of `mv` from what [`PROOF_PLIES`] plies prove: a move that
/// lets the opponent win by force within two plies, in a position where
/// the mover could force a win within three, is a proven mistake.
fn judge_by_look_ahead(known: &Known, pos: &Position, mv: Move) -> PlyReview {
    let moves = pos.legal_moves();
    let results: Vec<(Move, Option<bool>)> = moves
        .as_slice()
        .iter()
        .map(|&m| (m, known.move_result(pos, m, PROOF_PLIES - 1)))
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
    let as_good_as_best = before == Some(true) && after == Some(true);
    let verdict = match (before, after) {
        (Some(true), Some(false)) => Verdict::Mistake,
        (Some(b), Some(a)) if a == b => Verdict::Good,
        _ => Verdict::Unknown,
    };
    // A proven win, one that ends the round at once first.
    let at_once = |m: Move| matches!(pos.play_unchecked(m), Step::Over(_));
    let winning = || results.iter().filter(|&&(_, r)| r == Some(true));
    // On the last-rank moment, taking the pawn is the one move that does
    // not lose at once: the best there is, even where nothing is proven.
    let take_the_pawn = pos
        .pending
        .map(|pawn| Move::new(pos.piece, pawn))
        .filter(|&take| pos.is_legal(take));
    let best = winning()
        .find(|&&(m, _)| at_once(m))
        .or_else(|| winning().next())
        .map(|&(m, _)| m)
        .or(take_the_pawn);
    PlyReview {
        as_good_as_best,
        ..PlyReview::new(verdict, best)
    }
}
