//! A teacher's goal for an exercise (the page contract's `tinta=`): win
//! the round, win within a number of one's own moves, mate within a
//! number of moves (the king hunt), or finish the race within a number of
//! jumps (the knight race). The game page shows it, and judges it once a
//! round is over ([`crate::goal_met`]); a series keeps one per position.

use crate::variant::{GameKind, Variant};

/// The most moves or jumps a goal may name: a goal of more would be no
/// goal in a round of at most 50 of the hunter's moves.
pub const GOAL_MAX: u8 = 99;

/// What a child is asked to do in a teacher's position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// `castiga`: win a round.
    Win,
    /// `castiga<N>`: win a round within N of one's own moves.
    WinWithin(u8),
    /// `mat<N>`: the king hunt: mate within N of white's moves.
    MateWithin(u8),
    /// `sarituri<N>`: the knight race: take every piece within N jumps.
    JumpsWithin(u8),
}

impl Goal {
    /// The goal a link's `tinta=` names; `None` for any other text, a
    /// number of 0 or above [`GOAL_MAX`], or a number with a sign or
    /// leading zero.
    ///
    /// ```
    /// use play::goal::Goal;
    /// assert_eq!(Goal::parse("mat2"), Some(Goal::MateWithin(2)));
    /// assert_eq!(Goal::parse("castiga"), Some(Goal::Win));
    /// assert_eq!(Goal::parse("castiga05"), None);
    /// assert_eq!(Goal::parse("zbor3"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Goal> {
        let digits = text.trim_start_matches(|c: char| c.is_ascii_lowercase());
        let word = &text[..text.len() - digits.len()];
        if digits.is_empty() {
            return (word == "castiga").then_some(Goal::Win);
        }
        // Digits only, no sign nor leading zero, 1 to GOAL_MAX.
        let mut n: u32 = 0;
        for (i, b) in digits.bytes().enumerate() {
            if !b.is_ascii_digit() || (i == 0 && b == b'0') || i > 1 {
                return None;
            }
            n = n * 10 + u32::from(b - b'0');
        }
        let n = n as u8;
        Some(match word {
            "castiga" => Goal::WinWithin(n),
            "mat" => Goal::MateWithin(n),
            "sarituri" => Goal::JumpsWithin(n),
            _ => return None,
        })
    }

    /// The goal as a link writes it (`mat2`): [`Goal::parse`] reads it back.
    pub fn slug(self) -> String {
        let (word, n) = match self {
            Goal::Win => return "castiga".to_string(),
            Goal::WinWithin(n) => ("castiga", n),
            Goal::MateWithin(n) => ("mat", n),
            Goal::JumpsWithin(n) => ("sarituri", n),
        };
        format!("{word}{n}")
    }

    /// Whether `variant` can judge this goal: a mate only in the king
    /// hunt, jumps only in the knight race; a win in every game.
    pub fn fits(self, variant: Variant) -> bool {
        match self {
            Goal::Win | Goal::WinWithin(_) => true,
            Goal::MateWithin(_) => variant.kind() == GameKind::KingHunt,
            Goal::JumpsWithin(_) => variant.kind() == GameKind::KnightRace,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_goal_reads_back_what_it_writes() {
        for goal in [
            Goal::Win,
            Goal::WinWithin(1),
            Goal::WinWithin(GOAL_MAX),
            Goal::MateWithin(2),
            Goal::JumpsWithin(20),
        ] {
            assert_eq!(Goal::parse(&goal.slug()), Some(goal));
        }
        for bad in [
            "",
            "mat",
            "mat0",
            "mat100",
            "mat-2",
            "mat+2",
            "Mat2",
            "castiga 2",
            "sarituri2x",
            "mat١",
        ] {
            assert_eq!(Goal::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_mate_and_a_race_are_goals_of_their_own_game_only() {
        for v in Variant::ALL {
            assert!(Goal::Win.fits(v) && Goal::WinWithin(3).fits(v));
            assert_eq!(Goal::MateWithin(2).fits(v), v == Variant::KingHunt);
            assert_eq!(Goal::JumpsWithin(9).fits(v), v == Variant::KnightRace);
        }
    }
}
