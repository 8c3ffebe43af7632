//! The bounded search of the queen game (and of every level that does not
//! read an exact table): iterative-deepening alpha-beta with its own
//! transposition table.

use std::sync::Arc;

use crate::queen_table::QueenEndings;
use rules::bitboard;
use rules::game::{Move, Rng};
use rules::pawns::{Position, Step, pawns_win};
use rules::square::Square;

const WIN: i32 = 30_000;
const WIN_BOUND: i32 = WIN - 1_000;

/// Bonus for the pawns per state (1 = start rank … 7 = last rank).
const ADVANCE: [i32; 8] = [0, 0, 6, 14, 26, 44, 75, 120];

/// Static score from the piece's point of view.
fn eval_piece(pos: &Position) -> i32 {
    let color = pos.pawn_color;
    let mut score = 0;
    for sq in pos.pawns.iter() {
        let state = sq.relative_rank(color) as usize;
        score -= 100 + ADVANCE[state.min(7)];
        // Defended by a neighbour behind it.
        if !(bitboard::pawn_attacks(color.other(), sq) & pos.pawns).is_empty() {
            score -= 12;
        }
        // Blocked by the piece: good for the piece.
        if sq.offset(0, color.forward()) == Some(pos.piece) {
            score += 10;
        }
    }
    score + 2 * pos.piece_targets().count() as i32
}

fn eval(pos: &Position) -> i32 {
    let s = eval_piece(pos);
    if pos.pawns_to_move { -s } else { s }
}

fn hash(pos: &Position) -> u64 {
    let mut h = pos.pawns.0 ^ (pos.piece.index() as u64) << 56;
    h ^= (pos.pawns_to_move as u64) << 62;
    h ^= (pos.role as u64) << 59;
    // splitmix64 finaliser
    h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: i8,
    bound: u8,
    score: i32,
    from: Square,
    to: Square,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const TT_SIZE: usize = 1 << 14;

/// Iterative-deepening alpha-beta with a transposition table and a node
/// budget (never a clock: `Instant` panics on wasm).
pub(super) struct Search {
    nodes: u64,
    budget: u64,
    stopped: bool,
    tt: Vec<Entry>,
    /// The queen game's exact endings, read where a line has few pawns left.
    pub(super) endings: Option<Arc<QueenEndings>>,
}

/// The score of a position [`QueenEndings`] decides: below every win the
/// search itself proves (their length is known), above any evaluation.
const ENDING_WIN: i32 = WIN_BOUND + 500;

/// The score of a move that ends the round, for the side that made it.
fn score_after(pos: &Position, step: Step, ply: i32) -> i32 {
    match step {
        Step::Over(e) if pawns_win(e) == pos.pawns_to_move => WIN - ply - 1,
        Step::Over(_) => -WIN + ply + 1,
        Step::Continue { .. } => 0,
    }
}

impl Search {
    /// A search of at most `budget` nodes per move, without endings.
    pub(super) fn new(budget: u64) -> Search {
        Search {
            nodes: 0,
            budget,
            stopped: false,
            tt: vec![
                Entry {
                    key: 0,
                    depth: 0,
                    bound: 0,
                    score: 0,
                    from: Square::new(0, 0),
                    to: Square::new(0, 0),
                };
                TT_SIZE
            ],
            endings: None,
        }
    }

    /// Moves in search order: the table move, then captures and pushes.
    fn ordered(pos: &Position, tt_move: Option<Move>) -> ([Move; 32], usize) {
        let list = pos.legal_moves();
        let slice = list.as_slice();
        let mut keyed: [(i32, Move); 32] = [(0, Move::new(pos.piece, pos.piece)); 32];
        let n = slice.len();
        for (i, &mv) in slice.iter().enumerate() {
            let mut k = 0;
            if tt_move == Some(mv) {
                k += 100_000;
            }
            if pos.pawns_to_move {
                if mv.to == pos.piece {
                    k += 50_000;
                }
                k += mv.to.rank().abs_diff(mv.from.rank()) as i32;
                let state = mv.to.relative_rank(pos.pawn_color);
                k += 10 * state as i32;
            } else {
                if pos.pending == Some(mv.to) {
                    k += 60_000;
                }
                if pos.pawns.contains(mv.to) {
                    k += 1_000;
                    let after = Position {
                        pawns: pos.pawns.without(mv.to),
                        ..*pos
                    };
                    if after.attacked_by_pawns(mv.to) {
                        k -= 2_000;
                    }
                } else if pos.attacked_by_pawns(mv.to) {
                    k -= 3_000;
                }
            }
            keyed[i] = (k, mv);
        }
        rules::game::sort_small_by_key(&mut keyed[..n], |&(k, _)| std::cmp::Reverse(k));
        let mut out = [Move::new(pos.piece, pos.piece); 32];
        for i in 0..n {
            out[i] = keyed[i].1;
        }
        (out, n)
    }

    fn negamax(&mut self, pos: &Position, depth: i32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget {
            self.stopped = true;
        }
        if pos.pawns_to_move && pos.attacked_by_pawns(pos.piece) {
            return WIN - ply - 1;
        }
        if let Some(win) = self.endings.as_ref().and_then(|e| e.mover_wins(pos)) {
            // Fewer pawns left is nearer the end: the queen hurries to take
            // them rather than wandering between won squares.
            let v = ENDING_WIN - ply - 16 * pos.pawns.count() as i32;
            return if win { v } else { -v };
        }
        // The grace move is forced: search it even at the horizon.
        if depth <= 0 && pos.pending.is_none() {
            return eval(pos);
        }
        let h = hash(pos);
        let slot = (h as usize) & (TT_SIZE - 1);
        let entry = self.tt[slot];
        let mut tt_move = None;
        if entry.key == h && entry.bound != 0 {
            tt_move = Some(Move::new(entry.from, entry.to));
            if entry.depth as i32 >= depth {
                let s = from_tt(entry.score, ply);
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => s >= beta,
                    UPPER => s <= alpha,
                    _ => false,
                };
                if cut {
                    return s;
                }
            }
        }
        let original_alpha = alpha;
        let (moves, n) = Search::ordered(pos, tt_move);
        let mut best = -WIN;
        let mut best_mv = moves[0];
        for &mv in &moves[..n] {
            let step = pos.play_unchecked(mv);
            let score = match step {
                Step::Over(_) => score_after(pos, step, ply),
                Step::Continue { position, .. } => {
                    -self.negamax(&position, depth - 1, ply + 1, -beta, -alpha)
                }
            };
            if self.stopped {
                return best.max(score);
            }
            if score > best {
                best = score;
                best_mv = mv;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= original_alpha {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.tt[slot] = Entry {
            key: h,
            depth: depth.clamp(0, 127) as i8,
            bound,
            score: to_tt(best, ply),
            from: best_mv.from,
            to: best_mv.to,
        };
        best
    }

    /// Scores the root moves at `depth`; a move that cannot come within
    /// `margin` of the best gets only an upper bound (it is never chosen).
    fn root_scores(
        &mut self,
        pos: &Position,
        depth: i32,
        margin: i32,
        first: Option<Move>,
    ) -> Vec<(Move, i32)> {
        let (moves, n) = Search::ordered(pos, first);
        let mut out = Vec::with_capacity(n);
        let mut best = -WIN;
        for &mv in &moves[..n] {
            let step = pos.play_unchecked(mv);
            let score = match step {
                Step::Over(_) => score_after(pos, step, 0),
                Step::Continue { position, .. } => {
                    let alpha = best.saturating_sub(margin + 1).max(-WIN);
                    -self.negamax(&position, depth - 1, 1, -WIN, -alpha)
                }
            };
            best = best.max(score);
            out.push((mv, score));
            if self.stopped {
                break;
            }
        }
        rules::game::sort_small_by_key(&mut out, |&(_, s)| std::cmp::Reverse(s));
        out
    }

    /// Iterative deepening until the budget runs out; ties broken by `rng`.
    pub(super) fn best_move(&mut self, pos: &Position, max_depth: i32, rng: &mut Rng) -> Move {
        let mut best: Vec<(Move, i32)> = Vec::new();
        for depth in 1..=max_depth {
            self.stopped = false;
            let first = best.first().map(|&(m, _)| m);
            let scores = self.root_scores(pos, depth, 0, first);
            if self.stopped && !best.is_empty() {
                break;
            }
            let decided = scores.first().is_some_and(|&(_, s)| s.abs() >= WIN_BOUND);
            best = scores;
            // Stop when decided, out of budget, or when the next iteration
            // (about three times this one) could not finish.
            if decided || self.stopped || self.nodes.saturating_mul(3) > self.budget {
                break;
            }
        }
        pick_top(&best, 0, rng).unwrap_or(Move::new(pos.piece, pos.piece))
    }

    /// A fixed-depth search whose choice among moves within `noise` of the
    /// best is random (never a move that loses by force when another does not).
    pub(super) fn noisy_move(
        &mut self,
        pos: &Position,
        depth: i32,
        noise: i32,
        rng: &mut Rng,
    ) -> Move {
        let scores = self.root_scores(pos, depth, noise, None);
        pick_top(&scores, noise, rng).unwrap_or(Move::new(pos.piece, pos.piece))
    }
}

/// A random move among those within `noise` of the best (sorted) score;
/// forced wins and losses are never blurred.
fn pick_top(scores: &[(Move, i32)], noise: i32, rng: &mut Rng) -> Option<Move> {
    let &(_, top) = scores.first()?;
    // The close moves come first (the scores are sorted); the best is one.
    let close = scores
        .iter()
        .take_while(|&&(_, s)| {
            if top.abs() >= WIN_BOUND || s <= -WIN_BOUND {
                s == top
            } else {
                s >= top - noise
            }
        })
        .count();
    scores.get(rng.below(close.max(1))).map(|&(m, _)| m)
}

const fn to_tt(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score + ply
    } else if score <= -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

const fn from_tt(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score - ply
    } else if score <= -WIN_BOUND {
        score + ply
    } else {
        score
    }
}
