//! What a diploma celebrates in one game ([`Diploma`]).

use super::record::MatchRecord;
use super::stats::GameSummary;
use crate::engine::play::matches::{Mode, Player};
use crate::engine::words::results::BestResult;
use crate::engine::{Variant, words};

/// What a diploma celebrates in one game: the child's best result, and
/// when it was reached.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diploma {
    /// "care a dat mat în 18 mutări la „Vânătoarea regelui” și a câștigat ★★★."
    pub reason: String,
    /// The stars of the king hunt's best mate ("★★★"), if any.
    pub stars: Option<String>,
    /// When the best result was reached (for wins: the last win).
    pub time_ms: u64,
}

impl Diploma {
    /// The diploma of `variant` from a child's matches (exercises never
    /// count), or `None` when there is nothing to celebrate yet: no best
    /// result and no win against the robot. A best reached only with hints
    /// or take-backs says so.
    pub fn of(records: &[MatchRecord], variant: Variant) -> Option<Diploma> {
        let info = variant.info();
        let s = GameSummary::of(records, variant);
        let (top, helped) = if s.unaided.moves.is_some() {
            (s.unaided, false)
        } else if s.aided.moves.is_some() {
            (s.aided, true)
        } else {
            (BestResult::default(), false)
        };
        let reason =
            words::profiles::diploma_reason(info.best, info.name, top, s.robot_wins(), helped)?;
        let book = records
            .iter()
            .filter(|r| r.variant == variant && !r.is_exercise());
        let when = match top.moves {
            // The first match that reached the best result.
            Some(n) => book
                .filter(|r| r.best_moves == Some(n))
                .map(|r| r.time_ms)
                .min(),
            None => book
                .filter(|r| r.mode == Mode::Robot && r.winner == Some(Player::One))
                .map(|r| r.time_ms)
                .max(),
        };
        Some(Diploma {
            reason,
            stars: words::profiles::diploma_stars(info.best, top),
            time_ms: when.unwrap_or(0),
        })
    }
}
