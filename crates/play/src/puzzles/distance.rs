//! How many of the solver's moves a win takes in a piece-against-pawns
//! position, from an oracle that only says who wins: the queen game's
//! endings know the winner of every position with six pawns or fewer, not
//! how fast. The bishop, knight and rook tables know both; the proof
//! (`crates/tools/tests/puzzles.rs`) checks that this search agrees with them.
//!
//! "Within `k` moves" means: whatever the defender does, the round is won
//! by the end of the defender's reply to the solver's `k`-th move (a pawn
//! that reaches the last rank on the `k`-th move wins when the piece's grace
//! move fails). In the tables' plies that is `plies ≤ 2k`, so the distance
//! is `(plies + 1) / 2`: the winner hurries, the loser resists.
//!
//! ```
//! use rules::{Bitboard, Color, Role, Square};
//! use rules::pawns::Position;
//! use play::puzzles::distance::moves_to_win;
//! let sq = |s| Square::parse(s).unwrap();
//! // The queen takes the lone pawn at once.
//! let pos = Position {
//!     pawns: Bitboard::from_square(sq("b5")),
//!     piece: sq("b8"),
//!     role: Role::Queen,
//!     pawn_color: Color::White,
//!     pawns_to_move: false,
//!     pending: None,
//! };
//! assert_eq!(moves_to_win(&pos, &|_| None, 7), Some(1));
//! ```

use std::collections::HashMap;

use robot::queen_table::QueenEndings;
use rules::game::Move;
use rules::pawns::{Position, Step, pawns_win};

/// Who wins a position of play: `Some(true)` when its side to move does,
/// `None` when the oracle does not know (the search then looks itself).
pub type Oracle<'a> = &'a dyn Fn(&Position) -> Option<bool>;

/// The fewest of the solver's moves (the side to move in `pos`) that win
/// against every defence, if that is at most `most`.
pub fn moves_to_win(pos: &Position, oracle: Oracle, most: u8) -> Option<u8> {
    if oracle(pos) == Some(false) {
        return None;
    }
    let mut memo = HashMap::new();
    (1..=most).find(|&k| wins_within(pos, k, oracle, &mut memo))
}

/// Whether `mv`, a legal move in `pos`, wins for the side making it:
/// `None` when the oracle does not know.
pub fn move_wins(pos: &Position, mv: Move, oracle: Oracle) -> Option<bool> {
    match pos.play_unchecked(mv) {
        Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
        Step::Continue { position } => oracle(&position).map(|w| !w),
    }
}

/// The queen game's endings as an oracle, the piece's grace move included
/// (the endings hold positions of play without one).
pub fn queen_oracle(endings: &QueenEndings, pos: &Position) -> Option<bool> {
    if pos.pending.is_none() {
        return endings.mover_wins(pos);
    }
    let mut any = false;
    for &mv in pos.legal_moves().as_slice() {
        any |= move_wins(pos, mv, &|p: &Position| queen_oracle(endings, p))?;
    }
    Some(any)
}

/// What the search knows of a position: the side to move does not win
/// within the first number of its moves, and does within the second.
type Memo = HashMap<Position, (u8, u8)>;

/// Whether the side to move in `pos` wins within `k` of its moves.
fn wins_within(pos: &Position, k: u8, oracle: Oracle, memo: &mut Memo) -> bool {
    let (not_within, within) = memo.get(pos).copied().unwrap_or((0, u8::MAX));
    if k <= not_within {
        return false;
    }
    if k >= within {
        return true;
    }
    let mut wins = false;
    for &mv in pos.legal_moves().as_slice() {
        wins = match pos.play_unchecked(mv) {
            Step::Over(ending) => pawns_win(ending) == pos.pawns_to_move,
            // A move the oracle knows to lose cannot win within `k`.
            Step::Continue { position } => {
                oracle(&position) != Some(true) && every_reply_loses(&position, k, oracle, memo)
            }
        };
        if wins {
            break;
        }
    }
    let known = memo.entry(*pos).or_insert((0, u8::MAX));
    if wins {
        known.1 = known.1.min(k);
    } else {
        known.0 = known.0.max(k);
    }
    wins
}

/// Whether every move of the defender, to move in `pos`, loses within the
/// solver's `k` moves (the one just made included).
fn every_reply_loses(pos: &Position, k: u8, oracle: Oracle, memo: &mut Memo) -> bool {
    pos.legal_moves()
        .as_slice()
        .iter()
        .all(|&reply| match pos.play_unchecked(reply) {
            Step::Over(ending) => pawns_win(ending) != pos.pawns_to_move,
            Step::Continue { position } => k > 1 && wins_within(&position, k - 1, oracle, memo),
        })
}
