//! The robot's three levels in the piece-against-pawns games: Greu reads
//! the exact table (or searches deep), Mediu searches shallow with noise,
//! Ușor plays like a beginner and, with the pawns, for one.

use std::cmp::Reverse;

use super::cache::TableCache;
use super::cache::is_queen_game;
use super::search::Search;
use crate::queen_table::QueenEndings;
use rules::game::{Level, Move, Rng};
use rules::pawns::{Position, Step, pawns_win};

/// Node budgets of the bounded search.
const HARD_NODES: u64 = 40_000;
const MEDIUM_NODES: u64 = 6_000;

/// Whether the search should read the endings from `pos`: where they keep
/// a win. A side that is lost by them (or, with more pawns, the pawns, who
/// usually are) searches without them: every line would look equally lost,
/// and its own evaluation keeps setting the traps a child can fall into.
fn endings_help(endings: &QueenEndings, pos: &Position) -> bool {
    match endings.mover_wins(pos) {
        Some(wins) => wins,
        None => !pos.pawns_to_move,
    }
}

/// The robot's move in a position of play; deterministic for a given seed.
pub fn choose(pos: &Position, level: Level, seed: u64) -> Option<Move> {
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    if list.len() <= 1 {
        return list.first().copied();
    }
    let mut rng = Rng::new(seed);
    // A win on the spot is never missed, at any level.
    if let Some(&mv) = list.iter().find(
        |&&mv| matches!(pos.play_unchecked(mv), Step::Over(e) if pawns_win(e) == pos.pawns_to_move),
    ) {
        return Some(mv);
    }
    match level {
        Level::Hard => {
            if let Some(table) = TableCache::shared().table(pos) {
                let ranked = table.ranked_moves(pos);
                if let Some(&(_, best)) = ranked.first() {
                    // One of the equally best moves (they come first).
                    let equal = ranked.iter().take_while(|(_, v)| *v == best).count();
                    return Some(ranked[rng.below(equal)].0);
                }
            }
            let mut search = Search::new(HARD_NODES);
            search.endings = TableCache::shared()
                .endings()
                .filter(|e| is_queen_game(pos) && endings_help(e, pos));
            Some(search.best_move(pos, 64, &mut rng))
        }
        Level::Medium => {
            let mut search = Search::new(MEDIUM_NODES);
            Some(search.noisy_move(pos, 4, 40, &mut rng))
        }
        Level::Easy => {
            if pos.pawns_to_move {
                return for_a_beginner(pos, &mut rng);
            }
            let mut search = Search::new(MEDIUM_NODES);
            // The piece's moves. Now and then it falls into the book's
            // trap and takes a defended pawn.
            if pos.pending.is_none() && rng.below(100) < 12 {
                let trap = list.iter().copied().find(|mv| {
                    pos.pawns.contains(mv.to)
                        && Position {
                            pawns: pos.pawns.without(mv.to),
                            ..*pos
                        }
                        .attacked_by_pawns(mv.to)
                });
                if trap.is_some() {
                    return trap;
                }
            }
            if rng.below(100) < 30 {
                // A random move that does not lose on the spot.
                let safe: Vec<Move> = list
                    .iter()
                    .copied()
                    .filter(|&mv| !loses_at_once(pos, mv))
                    .collect();
                if !safe.is_empty() {
                    return Some(safe[rng.below(safe.len())]);
                }
            }
            Some(search.noisy_move(pos, 2, 60, &mut rng))
        }
    }
}

/// Ușor's pawns play for the child: the move after which a beginner (who
/// takes a free pawn when there is one and otherwise moves anywhere safe)
/// does best two moves ahead, with the pawns kept many and back so that
/// none runs off alone. Among equals, the pawn furthest back steps once, in
/// a file order of the seed's. With more than five pawns (the queen game's
/// start) one move ahead: two would be too slow.
fn for_a_beginner(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let order = rng.below(8) as u8;
    let plies = if pos.pawns.count() > 5 { 1 } else { 3 };
    pos.legal_moves()
        .as_slice()
        .iter()
        .copied()
        .max_by_key(|&mv| {
            let steps = mv.from.distance(mv.to) + mv.from.relative_rank(pos.pawn_color);
            (
                beginner_chances(pos, mv, plies),
                Reverse(steps),
                Reverse(order ^ mv.from.file()),
            )
        })
}

/// How well a beginner does after the pawns' `mv` (higher is better for
/// the child): ±2²⁰ for a round over, else 1024 × (two points a pawn left,
/// less each pawn's steps and the furthest pawn's again), taken after the
/// beginner's reply (`plies` 1) or after the reply, the pawns' best next
/// move and the reply to that (`plies` 3). The beginner's replies count
/// each as likely as the others of their kind.
fn beginner_chances(pos: &Position, mv: Move, plies: u8) -> i32 {
    const OVER: i32 = 1 << 20;
    let position = match pos.play_unchecked(mv) {
        Step::Over(e) if pawns_win(e) => return -OVER,
        Step::Over(_) => return OVER,
        Step::Continue { position } => position,
    };
    let moves = position.legal_moves();
    let list = moves.as_slice();
    if !position.pawns_to_move {
        // The beginner's moves by what they offer it: 3 a win, 2 a free pawn,
        // 1 any other safe move; it plays one of the best kind at random.
        let mut kinds = [0u8; 32];
        for (kind, &m) in kinds.iter_mut().zip(list) {
            *kind = match position.play_unchecked(m) {
                Step::Over(e) => 3 * u8::from(!pawns_win(e)),
                _ if loses_at_once(&position, m) => 0,
                _ => 1 + u8::from(position.pawns.contains(m.to)),
            };
        }
        let best = kinds.iter().copied().max().unwrap_or(0);
        if best == 3 {
            return OVER;
        }
        let (mut sum, mut count) = (0, 0);
        for (&kind, &m) in kinds.iter().zip(list) {
            if kind == best {
                sum += beginner_chances(&position, m, plies);
                count += 1;
            }
        }
        return sum / count.max(1);
    }
    if plies <= 1 {
        let (mut score, mut furthest) = (0, 0);
        for sq in position.pawns.iter() {
            let rank = i32::from(sq.relative_rank(position.pawn_color));
            score += 2 - rank;
            furthest = furthest.max(rank);
        }
        return (score - furthest) * 1024;
    }
    list.iter()
        .map(|&m| beginner_chances(&position, m, plies - 2))
        .max()
        .unwrap_or(-OVER)
}

/// Whether after `mv` the opponent wins with their very next move (or at once).
fn loses_at_once(pos: &Position, mv: Move) -> bool {
    match pos.play_unchecked(mv) {
        Step::Over(e) => pawns_win(e) != pos.pawns_to_move,
        Step::Continue { position, .. } => {
            // The piece hanging on an empty square, or pawns letting the piece
            // take the last pawn … anything the opponent wins with at once.
            position.legal_moves().as_slice().iter().any(|&reply| {
                matches!(position.play_unchecked(reply), Step::Over(e)
                    if pawns_win(e) == position.pawns_to_move)
            })
        }
    }
}
