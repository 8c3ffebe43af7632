//! A puzzle's answer key, for a worksheet: the key move, and the most
//! tempting wrong move with why it loses, both from the same proofs the
//! puzzle page judges a try with ([`PuzzleAttempt`]).

use super::Puzzle;
use super::attempt::{PuzzleAttempt, Step, Why};
use rules::game::Move;

/// What the answer key says of one puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AnswerKey {
    /// The key move.
    pub key: Move,
    /// It in the app's notation, as the puzzle page writes it.
    pub key_notation: String,
    /// The most tempting wrong move: its notation and why it loses
    /// (`None` when every other move is good too, or there is none).
    pub tempting: Option<(String, Why)>,
}

impl AnswerKey {
    /// The answer key of `puzzle`, once its exact tables are ready
    /// ([`PuzzleAttempt::prepare`]); `None` if it cannot be played or
    /// the tables are not ready.
    ///
    /// The most tempting wrong move is one that takes something, else one
    /// of the key's own piece, else the first: what a child tries first.
    pub fn of(puzzle: &Puzzle) -> Option<AnswerKey> {
        let start = PuzzleAttempt::new(puzzle).ok()?;
        let key = start.clone().hint()?;
        let mut keyed = start.clone();
        keyed.play(key);
        let key_notation = keyed.line().first()?.clone();
        let board = start.board().clone();
        let temptation = |mv: Move| {
            if board.piece_at(mv.to).is_some() {
                2
            } else {
                u8::from(mv.from == key.from)
            }
        };
        let mut tempting: Option<(u8, String, Why)> = None;
        for mv in start.moves() {
            if mv == key {
                continue;
            }
            let mut tried = start.clone();
            if let Step::Wrong { why, .. } = tried.play(mv) {
                let rank = temptation(mv);
                if tempting.as_ref().is_none_or(|(best, ..)| rank > *best) {
                    let notation = tried.line().first()?.clone();
                    tempting = Some((rank, notation, why));
                }
            }
        }
        Some(AnswerKey {
            key,
            key_notation,
            tempting: tempting.map(|(_, n, why)| (n, why)),
        })
    }
}
