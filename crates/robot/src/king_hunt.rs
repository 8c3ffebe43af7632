//! The robot of the king hunt: the black king that tries to survive, and the
//! hint search for the hunter.
//!
//! Both searches count nodes instead of reading a clock (`std::time::Instant`
//! panics on wasm), so a move costs the same on every machine and is fully
//! deterministic for a given seed.
//!
//! ```
//! use rules::king_hunt::Position;
//! use robot::king_hunt::{hint, robot_move};
//! use rules::{Level, Setup, Square};
//! // White to move mates at once with Dg7.
//! let pos = Position::from_setup(&Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w -").unwrap()).unwrap();
//! assert_eq!(hint(&pos, 0).unwrap().to.to_string(), "g7");
//! // The king never walks into a mate it can see.
//! let pos = Position::from_setup(&Setup::parse("8/8/8/3k4/8/8/8/R3K3 b Q").unwrap()).unwrap();
//! let mv = robot_move(&pos, 0, Level::Hard, 1).unwrap();
//! assert_eq!(mv.from, Square::parse("d5").unwrap());
//! ```

use rules::bitboard::raw::squares;
use rules::bitboard::{Bitboard, king_attacks, king_attacks_of_set};
use rules::game::{Level, Move, Rng};
use rules::king_hunt::{MOVE_LIMIT, Position};
use rules::square::{Color, Role, Square};

use super::Robot;
use super::verdict::{PlyReview, Verdict, Why};
use rules::game::Game;
use rules::king_hunt::KingHunt;

/// A score far beyond any evaluation: the black king escapes (stalemate,
/// move limit, white cannot mate).
const ESCAPE: i32 = 1_000_000;
/// Mate, from black's point of view (minus the ply so that later is better).
const MATED: i32 = -1_000_000;
const INFINITY: i32 = 2_000_000;

/// Node budgets (one node = one position visited). Measured in Node (wasm,
/// release, opt-level "z") over whole hunts from the start: a Hard reply
/// takes p50 ≈ 9 ms, p95 ≈ 14 ms, max ≈ 21 ms (search depth 4, sometimes 5
/// plies); a hint p50 ≈ 4–8 ms, p95 ≈ 14 ms, max ≈ 21 ms. Easy and Medium
/// stay under 0.2 ms. Native release is about 2× faster.
const HARD_NODES: u32 = 24_000;
const HINT_NODES: u32 = 40_000;

const VALUES: [i32; 6] = [1, 3, 3, 5, 9, 0];

/// White's material in pawns.
fn material(pos: &Position) -> i32 {
    Role::ALL
        .into_iter()
        .map(|r| pos.white[r.index()].count_ones() as i32 * VALUES[r.index()])
        .sum()
}

/// The squares the black king could reach in any number of steps if white
/// stood still: the "box" the hunter is shrinking.
fn king_space(pos: &Position, forbidden: u64) -> u32 {
    let safe = !forbidden;
    let mut region = 1u64 << pos.black_king.index();
    loop {
        let next = (region | king_attacks_of_set(Bitboard(region)).0) & (safe | region);
        if next == region {
            return region.count_ones();
        }
        region = next;
    }
}

/// Centre bonus: 0 in a corner … 6 in the four central squares.
const fn centrality(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = if f < 4 { f } else { 7 - f };
    let dr = if r < 4 { r } else { 7 - r };
    df + dr
}

/// Static evaluation from black's point of view (higher = the king is safer).
fn evaluate(pos: &Position) -> i32 {
    let forbidden = pos.black_forbidden();
    let targets = king_attacks(pos.black_king).0 & !forbidden;
    evaluate_with(pos, forbidden, targets)
}

fn evaluate_with(pos: &Position, forbidden: u64, targets: u64) -> i32 {
    let space = king_space(pos, forbidden) as i32;
    let mobility = targets.count_ones() as i32;
    let centre = centrality(pos.black_king);
    let distance = pos.white_king().distance(pos.black_king) as i32;
    space * 8 + mobility * 10 + centre * 6 + distance * 2 - material(pos) * 25
}

struct Search {
    nodes: u32,
    budget: u32,
    aborted: bool,
    moves: Vec<Vec<Move>>,
}

impl Search {
    fn new(budget: u32) -> Search {
        Search {
            nodes: 0,
            budget,
            aborted: false,
            moves: Vec::new(),
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
        }
        self.aborted
    }

    /// White moves, reusing buffers per ply.
    fn white_moves(&mut self, pos: &Position, ply: usize) -> Vec<Move> {
        while self.moves.len() <= ply {
            self.moves.push(Vec::with_capacity(64));
        }
        let mut buf = std::mem::take(&mut self.moves[ply]);
        buf.clear();
        pos.white_moves_into(&mut buf);
        buf
    }

    /// Minimax with alpha-beta, scores from black's point of view.
    fn search(
        &mut self,
        pos: &Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ply: i32,
        white_moves: u32,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        match pos.turn {
            Color::Black => {
                let (forbidden, targets, check) = pos.black_status();
                if targets == 0 {
                    return if check { MATED + ply } else { ESCAPE - ply };
                }
                if white_moves >= MOVE_LIMIT || !pos.white_can_mate() {
                    return ESCAPE - ply;
                }
                if depth == 0 {
                    return evaluate_with(pos, forbidden, targets);
                }
                let mut children: Vec<(i32, Position)> = squares(targets)
                    .map(|to| {
                        let next = pos.after(Move::new(pos.black_king, Square::ALL[to]));
                        (evaluate(&next), next)
                    })
                    .collect();
                rules::game::sort_small_by_key(&mut children, |c| -c.0);
                let mut best = -INFINITY;
                for (_, next) in children {
                    let score = self.search(&next, depth - 1, alpha, beta, ply + 1, white_moves);
                    if self.aborted {
                        return 0;
                    }
                    best = best.max(score);
                    alpha = alpha.max(score);
                    if alpha >= beta {
                        break;
                    }
                }
                best
            }
            Color::White => {
                if !pos.white_can_mate() {
                    return ESCAPE - ply;
                }
                if depth == 0 {
                    return evaluate(pos);
                }
                let moves = self.white_moves(pos, ply as usize);
                if moves.is_empty() {
                    return ESCAPE - ply;
                }
                if depth == 1 {
                    // The children are leaves: no ordering, just the minimum.
                    let mut best = INFINITY;
                    for &mv in &moves {
                        let score =
                            self.search(&pos.after(mv), 0, alpha, beta, ply + 1, white_moves + 1);
                        if self.aborted {
                            break;
                        }
                        best = best.min(score);
                        if best <= alpha {
                            break;
                        }
                    }
                    self.moves[ply as usize] = moves;
                    return if self.aborted { 0 } else { best };
                }
                // Ordering: moves that leave the king the fewest squares first.
                let mut children: Vec<(i32, Position)> = moves
                    .iter()
                    .map(|&mv| {
                        let next = pos.after(mv);
                        let (_, t, check) = next.black_status();
                        let key = if t == 0 {
                            if check { -100 } else { 100 }
                        } else {
                            t.count_ones() as i32 - if check { 4 } else { 0 }
                        };
                        (key, next)
                    })
                    .collect();
                self.moves[ply as usize] = moves;
                rules::game::sort_small_by_key(&mut children, |c| c.0);
                let mut best = INFINITY;
                for (_, next) in children {
                    let score =
                        self.search(&next, depth - 1, alpha, beta, ply + 1, white_moves + 1);
                    if self.aborted {
                        return 0;
                    }
                    best = best.min(score);
                    beta = beta.min(score);
                    if alpha >= beta {
                        break;
                    }
                }
                best
            }
        }
    }
}

/// How many of white's replies after black's move would be gifts: a
/// stalemate or a piece the king can take. The robot likes leaving such traps.
fn careless_replies(pos: &Position) -> i32 {
    let mut moves = Vec::new();
    pos.white_moves_into(&mut moves);
    let before = pos.white_occ().count_ones();
    moves
        .into_iter()
        .filter(|&mv| {
            let next = pos.after(mv);
            let targets = next.black_targets();
            (targets == 0 && !next.is_check())
                || (targets & next.white_occ() != 0 && next.white_occ().count_ones() == before)
        })
        .count() as i32
}

/// The black king's move: `Hard` searches as deep as its node budget allows
/// to survive longest; `Medium` looks one white reply ahead (it never walks
/// into a mate in one) with a little randomness; `Easy` looks only at the
/// squares themselves, with more randomness. All levels take a free piece
/// when they see it and like positions where white can blunder into stalemate.
pub fn robot_move(pos: &Position, white_moves: u32, level: Level, seed: u64) -> Option<Move> {
    if pos.turn != Color::Black {
        return None;
    }
    let from = pos.black_king;
    let root: Vec<Move> = squares(pos.black_targets())
        .map(|to| Move::new(from, Square::ALL[to]))
        .collect();
    if root.len() <= 1 {
        return root.first().copied();
    }
    let mut rng = Rng::new(seed);
    // Ușor's king is curious: it walks up to the hunter's king, into the
    // army, where a child's first mates are (`Variant::level_mix` adds
    // steps into a mate in one).
    let (noise, max_depth, curiosity) = match level {
        Level::Easy => (40, 1, 30),
        Level::Medium => (15, 2, 0),
        Level::Hard => (2, 9, 0),
    };
    let mut scores: Vec<i32> = root.iter().map(|_| 0).collect();
    // The depth-2 scores: what the king sees without assuming a perfect hunter.
    let mut shallow: Vec<i32> = Vec::new();
    let mut completed = 0;
    let mut depth = 1;
    let mut search = Search::new(HARD_NODES);
    while depth <= max_depth {
        let mut trial = Vec::with_capacity(root.len());
        for &mv in &root {
            let next = pos.after(mv);
            trial.push(search.search(&next, depth - 1, -INFINITY, INFINITY, 1, white_moves));
            if search.aborted {
                break;
            }
        }
        if search.aborted {
            break;
        }
        scores = trial;
        completed = depth;
        if depth == 2 {
            shallow.clone_from(&scores);
        }
        // Once every move loses by force or one escapes by force, stop.
        if scores.iter().all(|&s| s < MATED / 2) || scores.iter().any(|&s| s > ESCAPE / 2) {
            break;
        }
        depth += 1;
    }
    let mut best = None;
    for (i, &mv) in root.iter().enumerate() {
        let decided = scores[i].abs() > ESCAPE / 2;
        let traps = if decided {
            0
        } else {
            careless_replies(&pos.after(mv)).min(5) * 6
        };
        let jitter = rng.below(2 * noise + 1) as i32 - noise as i32;
        let practical = match shallow.get(i) {
            Some(&s) if !decided && completed > 2 && s.abs() < ESCAPE / 2 => s,
            _ => 0,
        };
        let approach = curiosity * pos.white_king().distance(mv.to) as i32;
        let score = scores[i]
            .saturating_add(traps + practical + if decided { 0 } else { jitter - approach });
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// Mate search: is there a white move mating within `n` white moves?
struct MateSearch {
    nodes: u32,
    budget: u32,
}

impl MateSearch {
    /// The white moves of `pos`, those leaving the king fewest squares first
    /// (checks before quiet moves at equal count); stalemating moves dropped.
    fn ordered(&mut self, pos: &Position) -> Vec<(Move, Position, u64)> {
        let mut moves = Vec::new();
        pos.white_moves_into(&mut moves);
        let mut list: Vec<(i32, Move, Position, u64)> = moves
            .into_iter()
            .filter_map(|mv| {
                let next = pos.after(mv);
                let t = next.black_targets();
                let check = next.is_check();
                if t == 0 && !check {
                    return None;
                }
                let key = t.count_ones() as i32 * 2 - i32::from(check);
                Some((key, mv, next, t))
            })
            .collect();
        rules::game::sort_small_by_key(&mut list, |c| c.0);
        list.into_iter().map(|(_, m, p, t)| (m, p, t)).collect()
    }

    /// A white move that mates in at most `n` moves, if found within budget.
    fn find(&mut self, pos: &Position, n: u32) -> Option<Move> {
        for (mv, next, targets) in self.ordered(pos) {
            self.nodes += 1;
            if self.nodes > self.budget {
                return None;
            }
            if targets == 0 {
                return Some(mv); // `ordered` kept only checks among the blocked.
            }
            if n > 1 && self.all_replies_lose(&next, targets, n - 1) {
                return Some(mv);
            }
        }
        None
    }

    fn all_replies_lose(&mut self, pos: &Position, targets: u64, n: u32) -> bool {
        for to in squares(targets) {
            let next = pos.after(Move::new(pos.black_king, Square::ALL[to]));
            if !next.white_can_mate() || self.find(&next, n).is_none() {
                return false;
            }
        }
        true
    }
}

/// The mate search ran out of its node budget before it proved anything.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SearchSpent;

/// The fewest of white's moves of a forced mate from `pos` (white to
/// move), up to `max`: `Ok(None)` when there is none that short (proved:
/// every white move was tried), `Err` when `budget` nodes were not enough.
///
/// ```
/// use robot::king_hunt::shortest_mate;
/// use rules::king_hunt::Position;
/// use rules::Setup;
/// let pos = |fen| Position::from_setup(&Setup::parse(fen).unwrap()).unwrap();
/// // Rf7 Rh7, Th1#.
/// assert_eq!(shortest_mate(&pos("7k/8/5K2/8/8/8/8/R7_w"), 3, 100_000), Ok(Some(2)));
/// assert_eq!(shortest_mate(&pos("7k/8/5K2/8/8/8/8/R7_w"), 1, 100_000), Ok(None));
/// ```
pub fn shortest_mate(pos: &Position, max: u32, budget: u32) -> Result<Option<u32>, SearchSpent> {
    let mut search = MateSearch { nodes: 0, budget };
    for n in 1..=max {
        if search.find(pos, n).is_some() {
            return Ok(Some(n));
        }
        if search.nodes > budget {
            return Err(SearchSpent);
        }
    }
    Ok(None)
}

/// White's evaluation for the hint (higher = better for the hunter).
fn hunter_eval(pos: &Position) -> i32 {
    let forbidden = pos.black_forbidden();
    let targets = king_attacks(pos.black_king).0 & !forbidden;
    let space = king_space(pos, forbidden) as i32;
    let pawns_up: i32 = squares(pos.white[Role::Pawn.index()])
        .map(|sq| (sq / 8) as i32)
        .sum();
    let distance = pos.white_king().distance(pos.black_king) as i32;
    material(pos) * 60 - space * 6 - targets.count_ones() as i32 * 4
        + centrality(pos.black_king) * -3
        - distance * 2
        + pawns_up
}

/// A move for the hunter: a forced mate when a bounded search finds one
/// (mate in 1, 2 and, within the budget, 3), otherwise the move that leaves
/// the king the least space after its best reply, never a stalemate nor a
/// piece left for the king to take. `white_moves` is how many moves white has
/// made (a mate after the 50-move limit is no mate).
pub fn hint(pos: &Position, white_moves: u32) -> Option<Move> {
    if pos.turn != Color::White {
        return None;
    }
    let left = MOVE_LIMIT.saturating_sub(white_moves);
    if left == 0 {
        return None;
    }
    let mut mate = MateSearch {
        nodes: 0,
        budget: HINT_NODES,
    };
    for n in 1..=3.min(left) {
        if let Some(mv) = mate.find(pos, n) {
            return Some(mv);
        }
        if mate.nodes > mate.budget {
            break;
        }
    }
    let mut moves = Vec::new();
    pos.white_moves_into(&mut moves);
    let mut best: Option<(i32, Move)> = None;
    for mv in moves {
        let next = pos.after(mv);
        let targets = next.black_targets();
        if targets == 0 {
            if next.is_check() {
                return Some(mv);
            }
            continue; // stalemate
        }
        let worst = squares(targets)
            .map(|to| hunter_eval(&next.after(Move::new(next.black_king, Square::ALL[to]))))
            .min()
            .unwrap_or(i32::MIN);
        let check_bonus = if next.is_check() { 2 } else { 0 };
        let score = worst + check_bonus;
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// The most hunter moves of a mate the review looks for: mates in 1 and 2
/// are found within the hint's node budget from every position.
const REVIEW_MATE_MOVES: u32 = 2;

/// The review of the hunter's move `mv` (see `play::review`):
/// with a forced mate in at most [`REVIEW_MATE_MOVES`] moves on the board,
/// a move that keeps it is `Good`, one that stalemates is a `Mistake` (the
/// hunt was won and is lost), and any other move missed it
/// ([`PlyReview::missed_mate`], verdict `Unknown`: the hunter may still
/// mate later). Only what the search proves within its budget is said.
///
/// ```
/// use rules::king_hunt::Position;
/// use robot::verdict::Verdict;
/// use robot::king_hunt::judge;
/// use rules::{Move, Setup, Square};
/// let sq = |s| Square::parse(s).unwrap();
/// let pos = Position::from_setup(&Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w -").unwrap()).unwrap();
/// // Dg7 mates at once; Dg6 stalemates; Da7 keeps a mate in 2.
/// assert_eq!(judge(&pos, 0, Move::new(sq("g1"), sq("g7"))).verdict, Verdict::Good);
/// let stalemate = judge(&pos, 0, Move::new(sq("g1"), sq("g6")));
/// assert_eq!(stalemate.verdict, Verdict::Mistake);
/// assert_eq!(stalemate.best, Some(Move::new(sq("g1"), sq("g7"))));
/// let slower = judge(&pos, 0, Move::new(sq("g1"), sq("a7")));
/// assert_eq!((slower.verdict, slower.missed_mate), (Verdict::Unknown, Some(1)));
/// ```
pub fn judge(pos: &Position, white_moves: u32, mv: Move) -> PlyReview {
    let left = MOVE_LIMIT.saturating_sub(white_moves);
    if pos.turn != Color::White || left == 0 {
        return PlyReview::UNKNOWN;
    }
    let mut search = MateSearch {
        nodes: 0,
        budget: HINT_NODES,
    };
    for n in 1..=REVIEW_MATE_MOVES.min(left) {
        let Some(best) = search.find(pos, n) else {
            if search.nodes > search.budget {
                break;
            }
            continue;
        };
        let next = pos.after(mv);
        let targets = next.black_targets();
        let kept = if targets == 0 {
            if !next.is_check() {
                return PlyReview {
                    why: Some(Why::Stalemate),
                    mate_in: Some(n as u8),
                    ..PlyReview::new(Verdict::Mistake, Some(best))
                };
            }
            true
        } else {
            n > 1 && search.all_replies_lose(&next, targets, n - 1)
        };
        if search.nodes > search.budget {
            break; // a search cut short proves nothing
        }
        // The search tried every shorter mate first: this one is the shortest.
        let mate_in = Some(n as u8);
        return if kept {
            PlyReview {
                mate_in,
                as_good_as_best: true,
                ..PlyReview::new(Verdict::Good, Some(best))
            }
        } else {
            PlyReview {
                missed_mate: Some(n as u8),
                mate_in,
                ..PlyReview::new(Verdict::Unknown, Some(best))
            }
        };
    }
    PlyReview::UNKNOWN
}

impl Robot for KingHunt {
    /// The hunter's moves only: the king's are not judged. A piece given
    /// to the king for nothing is marked (see [`crate::gifts::with_gift`]).
    fn judge(&self, mv: Move) -> PlyReview {
        if self.outcome().is_some() || self.position().turn != Color::White {
            return PlyReview::UNKNOWN;
        }
        let mut review = judge(self.position(), self.moves_made(Color::White), mv);
        if crate::gifts::after(self, mv)
            .outcome()
            .is_some_and(|o| o.ending == rules::game::Ending::Stalemate)
        {
            review.why = Some(Why::Stalemate);
        }
        crate::gifts::with_gift(self, mv, review)
    }

    /// The black king's robot; asked for white's move it gives the hint.
    fn robot_move(&self, level: Level, seed: u64) -> Option<Move> {
        if self.outcome().is_some() {
            return None;
        }
        let (pos, white_moves) = (self.position(), self.moves_made(Color::White));
        match pos.turn() {
            Color::Black => robot_move(pos, white_moves, level, seed),
            Color::White => hint(pos, white_moves),
        }
    }

    /// White's mate search; for the black king, the Hard king's escape.
    fn hint(&self) -> Option<Move> {
        if self.outcome().is_some() {
            return None;
        }
        let (pos, white_moves) = (self.position(), self.moves_made(Color::White));
        match pos.turn() {
            Color::White => hint(pos, white_moves),
            Color::Black => robot_move(pos, white_moves, Level::Hard, 0),
        }
    }
}
