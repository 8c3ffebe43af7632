//! Simulated children, to measure how hard each robot level is
//! (`crates/tools/examples/ladder.rs`): reproducible for a seed, and playing only legal
//! moves (crates/tools/tests/children.rs checks both). The players are the benchmarks',
//! not the app's: nothing shipped imports this module. The few child-like
//! move tests the shipped robot uses too (a win on the spot, a gift) live
//! in [`robot::gifts`].
//!
//! - [`Child::Beginner`] prefers captures and otherwise moves at random, but
//!   never leaves a piece where it is lost at once.
//! - [`Child::BookFollower`] applies the rules texts' advice: the pawns stay
//!   together and are pushed only where they are safe; the piece takes only
//!   undefended pawns and otherwise blocks the most advanced pawn; the
//!   racing knight heads for the nearest piece; the hunter pushes the king
//!   to the edge and never stalemates it.
//! - [`Child::Strong`] plays the app's own "💡 Sfat" (exact where a table
//!   exists, a search of a few plies elsewhere).
//!
//! ```
//! use tools::children::{Child, play_round};
//! use engine::{Color, Level, Variant};
//! let a = play_round(Variant::BishopVsPawns, Child::Beginner, Color::White, Level::Easy, 7);
//! assert_eq!(a, play_round(Variant::BishopVsPawns, Child::Beginner, Color::White, Level::Easy, 7));
//! ```

use play::variant::{GameKind, Variant};
use play::warning::pawn_takes;
use robot::Round;
use robot::gifts::{after, loses_material, wins_at_once};
use robot::levels::LevelMix;
use rules::bitboard::{Bitboard, knight_attacks};
use rules::game::{Level, Move, Rng};
use rules::square::{Color, Role, Square};

/// A simulated child.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Child {
    /// Captures first, otherwise random, never a piece lost at once.
    Beginner,
    /// Follows the book's advice for the game.
    BookFollower,
    /// Plays the app's hint.
    Strong,
    /// A beginner as children are (not in [`Child::ALL`]: the training
    /// wheels' measure): captures first, any pawn, defended or not, and
    /// otherwise moves at random, even where a pawn takes its piece.
    Careless,
    /// [`Child::Careless`] at Ușor with its training wheels: asked before a
    /// move that gives the piece away, it says „Nu” `heeds` times in 4 and
    /// chooses again among the other moves.
    Warned {
        /// How often in 4 the question is heeded.
        heeds: u8,
    },
}

impl Child {
    /// The three, weakest first.
    pub const ALL: [Child; 3] = [Child::Beginner, Child::BookFollower, Child::Strong];

    /// Its name in the benchmark's table.
    pub const fn name(self) -> &'static str {
        match self {
            Child::Beginner => "beginner",
            Child::BookFollower => "book follower",
            Child::Strong => "strong",
            Child::Careless => "careless beginner",
            Child::Warned { heeds: 4 } => "careless, warned, always heeds",
            Child::Warned { .. } => "careless, warned, heeds 1 in 2",
        }
    }
}

/// How a round between a simulated child and the robot ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoundResult {
    /// Whether the child won the round.
    pub child_won: bool,
    /// The moves the child made.
    pub child_moves: u32,
}

/// One round from the book's start of `variant`: the child plays
/// `child_color`, the robot the other side at `level`.
pub fn play_round(
    variant: Variant,
    child: Child,
    child_color: Color,
    level: Level,
    seed: u64,
) -> RoundResult {
    let mix = variant.level_mix(child_color.other(), level);
    play_round_mixed(variant, child, child_color, level, mix, seed)
}

/// [`play_round`] with the robot's level mixed as `mix` says (to fit the
/// levels).
pub fn play_round_mixed(
    variant: Variant,
    child: Child,
    child_color: Color,
    level: Level,
    mix: LevelMix,
    seed: u64,
) -> RoundResult {
    let mut game = match variant.new_game(&variant.start_setup()) {
        Ok(g) => g,
        Err(_) => unreachable!("the book's start is valid"),
    };
    let mut rng = Rng::new(seed ^ 0x5eed_c41d);
    let mut child_moves = 0;
    // Every round ends: each game has a move limit or runs out of material.
    for ply in 0..2_000u64 {
        if game.outcome().is_some() {
            break;
        }
        let mv = if game.turn() == child_color {
            child_moves += 1;
            child_move(variant, child, game.as_ref(), &mut rng)
        } else {
            while !game.prepare_robot(level, 1 << 20) {}
            mix.robot_move(
                game.as_ref(),
                level,
                seed.wrapping_mul(31).wrapping_add(ply),
            )
        };
        let Some(mv) = mv else { break };
        if game.play(mv).is_err() {
            unreachable!("a simulated player chose an illegal move");
        }
    }
    RoundResult {
        child_won: game
            .outcome()
            .is_some_and(|o| o.winner == Some(child_color)),
        child_moves,
    }
}

/// The child's move in `game` (the child's side is to move).
pub fn child_move(variant: Variant, child: Child, game: &dyn Round, rng: &mut Rng) -> Option<Move> {
    let moves = game.legal_moves();
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    if child == Child::Strong {
        return game.hint().or_else(|| moves.first().copied());
    }
    // Nobody misses a win on the spot.
    if let Some(&win) = moves.iter().find(|&&m| wins_at_once(game, m)) {
        return Some(win);
    }
    match (child, variant.kind()) {
        // In the race nothing can be lost: every jump is safe.
        (Child::Beginner, GameKind::KnightRace) => Some(capture_first(game, &moves, rng)),
        (Child::Beginner, GameKind::PieceVsPawns(_) | GameKind::KingHunt) => {
            Some(capture_first(game, &safe_moves(game, &moves), rng))
        }
        (Child::Careless | Child::Warned { .. }, GameKind::KnightRace | GameKind::KingHunt) => {
            Some(capture_first(game, &moves, rng))
        }
        (Child::Careless, GameKind::PieceVsPawns(_)) => Some(capture_first(game, &moves, rng)),
        (Child::Warned { heeds }, GameKind::PieceVsPawns(_)) => {
            let first = capture_first(game, &moves, rng);
            let piece = game
                .board()
                .piece_at(first.from)
                .is_some_and(|p| p.role != Role::Pawn);
            if !piece || pawn_takes(game, first).is_none() || rng.below(4) >= usize::from(heeds) {
                return Some(first);
            }
            let kept: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    game.board()
                        .piece_at(m.from)
                        .is_some_and(|p| p.role == Role::Pawn)
                        || pawn_takes(game, m).is_none()
                })
                .collect();
            Some(if kept.is_empty() {
                first
            } else {
                capture_first(game, &kept, rng)
            })
        }
        (_, GameKind::KnightRace) => Some(nearest_target(game, &moves, rng)),
        (_, GameKind::KingHunt) => Some(push_to_edge(game, &moves, rng)),
        (_, GameKind::PieceVsPawns(_)) => Some(pawn_game_advice(game, &moves, rng)),
    }
}

/// A capture among `moves` if there is one, otherwise any of them.
fn capture_first(game: &dyn Round, moves: &[Move], rng: &mut Rng) -> Move {
    let captures: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| is_capture(game, *m))
        .collect();
    pick(
        if captures.is_empty() {
            moves
        } else {
            &captures
        },
        rng,
    )
}

fn pick(moves: &[Move], rng: &mut Rng) -> Move {
    moves[rng.below(moves.len())]
}

fn is_capture(game: &dyn Round, mv: Move) -> bool {
    game.board()
        .piece_at(mv.to)
        .is_some_and(|p| p.color != game.turn())
}

/// The moves that lose nothing at once (all of them, if every move does).
fn safe_moves(game: &dyn Round, moves: &[Move]) -> Vec<Move> {
    let safe: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| !loses_material(game, m))
        .collect();
    if safe.is_empty() {
        moves.to_vec()
    } else {
        safe
    }
}

/// The pawn games' advice: the piece takes only undefended pawns, else
/// stands in front of the most advanced pawn; the pawns push the one
/// furthest behind among the safe pushes (they stay together).
fn pawn_game_advice(game: &dyn Round, moves: &[Move], rng: &mut Rng) -> Move {
    let me = game.turn();
    let board = game.board();
    let safe = safe_moves(game, moves);
    let mover = board.piece_at(safe[0].from).map(|p| p.role);
    if mover == Some(Role::Pawn) {
        let rank = |m: &Move| m.from.relative_rank(me);
        let lowest = safe.iter().map(rank).min().unwrap_or(0);
        let behind: Vec<Move> = safe.iter().copied().filter(|m| rank(m) == lowest).collect();
        // One step at a time keeps the chain.
        let steps: Vec<Move> = behind
            .iter()
            .copied()
            .filter(|m| m.to.rank().abs_diff(m.from.rank()) == 1)
            .collect();
        return pick(if steps.is_empty() { &behind } else { &steps }, rng);
    }
    let captures: Vec<Move> = safe
        .iter()
        .copied()
        .filter(|m| is_capture(game, *m))
        .collect();
    if !captures.is_empty() {
        return pick(&captures, rng);
    }
    let pawns = board.by_role(Role::Pawn);
    let them = me.other();
    let front = pawns
        .iter()
        .max_by_key(|sq| sq.relative_rank(them))
        .and_then(|sq| sq.offset(0, them.forward()));
    match front {
        Some(block) => {
            let best = safe.iter().map(|m| m.to.distance(block)).min().unwrap_or(0);
            let near: Vec<Move> = safe
                .iter()
                .copied()
                .filter(|m| m.to.distance(block) == best)
                .collect();
            pick(&near, rng)
        }
        None => pick(&safe, rng),
    }
}

/// Knight jumps from `from` to the nearest square of `targets`, around
/// `blocked` (a breadth-first search over at most 64 squares).
fn jumps_to_nearest(from: Square, targets: Bitboard, blocked: Bitboard) -> Option<u32> {
    let mut seen = Bitboard::from_square(from);
    let mut frontier = seen;
    for depth in 0..64 {
        if !(frontier & targets).is_empty() {
            return Some(depth);
        }
        let mut next = Bitboard::EMPTY;
        for sq in frontier.iter() {
            next = next | (knight_attacks(sq) & !blocked & !seen);
        }
        if next.is_empty() {
            return None;
        }
        seen = seen | next;
        frontier = next;
    }
    None
}

/// The racing knight takes the nearest piece: the jumps that bring it
/// closest to any piece it still has to take.
fn nearest_target(game: &dyn Round, moves: &[Move], rng: &mut Rng) -> Move {
    let me = game.turn();
    let board = game.board();
    let mine = board.by_color(me);
    let theirs = board.by_color(me.other());
    let score = |m: &Move| {
        if theirs.contains(m.to) && !game.pieces_in_play(me.other()).contains(m.to) {
            return 0;
        }
        let their_knight = game.pieces_in_play(me.other());
        let targets = theirs.without(m.to) & !their_knight;
        let blocked = mine.without(m.from) | their_knight;
        jumps_to_nearest(m.to, targets, blocked).map_or(99, |d| d + 1)
    };
    let best = moves.iter().map(score).min().unwrap_or(0);
    let near: Vec<Move> = moves.iter().copied().filter(|m| score(m) == best).collect();
    pick(&near, rng)
}

/// The hunter: never a stalemate or a hung piece; the move that leaves the
/// king the fewest squares and pushes it furthest to the edge.
fn push_to_edge(game: &dyn Round, moves: &[Move], rng: &mut Rng) -> Move {
    let safe = safe_moves(game, moves);
    let edge = |sq: Square| {
        let f = i32::from(sq.file());
        let r = i32::from(sq.rank());
        f.min(7 - f) + r.min(7 - r)
    };
    let score = |m: &Move| -> i32 {
        let next = after(game, *m);
        let king = next.board().by_role(Role::King) & next.board().by_color(Color::Black);
        let freedom = next.legal_moves().len() as i32;
        let centre = king.first().map_or(0, edge);
        freedom * 3 + centre * 2
    };
    let best = safe.iter().map(score).min().unwrap_or(0);
    let good: Vec<Move> = safe.iter().copied().filter(|m| score(m) == best).collect();
    pick(&good, rng)
}
