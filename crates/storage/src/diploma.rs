//! What a diploma celebrates in one game ([`Diploma`]), as facts: the
//! words layer says them (`engine::words::profiles::diploma_reason`).

use super::record::MatchRecord;
use super::stats::GameSummary;
use engine::Variant;
use engine::play::matches::{Mode, Player};
use engine::play::variant::BestResult;

/// What a diploma celebrates in one game: the child's best result, and
/// when it was reached.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Diploma {
    /// The best result: the fewest moves to the goal (race, mate) and the
    /// king hunt's stars; nothing in a game counted by wins alone.
    pub top: BestResult,
    /// Wins against the robot (what a game without a best result celebrates).
    pub robot_wins: u32,
    /// The best was reached only with hints or take-backs.
    pub helped: bool,
    /// When the best result was reached (for wins: the last win).
    pub time_ms: u64,
}

/// The teacher's name, school and class, typed once on a diploma and kept
/// in the teacher's browser: the diploma's signature.
#[derive(Clone, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Signature {
    pub nume: String,
    pub scoala: String,
    pub clasa: String,
}

impl Diploma {
    /// The diploma of a game from a child's summary in the class table
    /// (a hand-in or files), dated `time_ms` (the day it is printed);
    /// `None` with nothing to celebrate, as [`Diploma::of`].
    pub fn of_summary(s: &GameSummary, variant: Variant, time_ms: u64) -> Option<Diploma> {
        let (top, helped) = if s.unaided.moves.is_some() {
            (s.unaided, false)
        } else if s.aided.moves.is_some() {
            (s.aided, true)
        } else {
            (BestResult::default(), false)
        };
        let best_in_moves = variant.info().best.counts_moves() && top.moves.is_some();
        (best_in_moves || s.robot_wins() > 0).then_some(Diploma {
            top,
            robot_wins: s.robot_wins(),
            helped,
            time_ms,
        })
    }

    /// The diploma of `variant` from a child's matches (exercises never
    /// count), or `None` when there is nothing to celebrate yet: no best
    /// result and no win against the robot. A best reached only with hints
    /// or take-backs says so.
    pub fn of(records: &[MatchRecord], variant: Variant) -> Option<Diploma> {
        let s = GameSummary::of(records, variant);
        let Diploma {
            top,
            robot_wins,
            helped,
            ..
        } = Diploma::of_summary(&s, variant, 0)?;
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
            top,
            robot_wins,
            helped,
            time_ms: when.unwrap_or(0),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::tests::record;
    use engine::Level;
    use words::profiles::{diploma_reason, diploma_stars};

    /// The diploma's sentence and stars, as the diploma page words them.
    fn worded(records: &[MatchRecord], variant: Variant) -> Option<(String, Option<String>)> {
        let d = Diploma::of(records, variant)?;
        let best = variant.info().best;
        let reason = diploma_reason(best, variant.info().name, d.top, d.robot_wins, d.helped);
        Some((reason?, diploma_stars(best, d.top)))
    }

    #[test]
    fn a_diploma_holds_facts_and_the_words_say_them() {
        let won = |variant, time_ms| {
            let mut r = record(variant, Mode::Robot, Level::Easy, Some(Player::One));
            r.time_ms = time_ms;
            r
        };
        // Nothing yet: a loss, a two-player match, an exercise won.
        let mut exercise = won(Variant::BishopVsPawns, 5);
        exercise.start = crate::Start::Exercise(None);
        let nothing = [
            record(
                Variant::BishopVsPawns,
                Mode::Robot,
                Level::Easy,
                Some(Player::Two),
            ),
            record(
                Variant::BishopVsPawns,
                Mode::TwoPlayers,
                Level::Easy,
                Some(Player::One),
            ),
            exercise,
        ];
        assert_eq!(Diploma::of(&nothing, Variant::BishopVsPawns), None);
        // Wins against the robot: the last one's date.
        let wins = [
            won(Variant::BishopVsPawns, 7),
            won(Variant::BishopVsPawns, 9),
        ];
        assert_eq!(
            Diploma::of(&wins, Variant::BishopVsPawns),
            Some(Diploma {
                top: BestResult::default(),
                robot_wins: 2,
                helped: false,
                time_ms: 9
            })
        );
        assert_eq!(
            worded(&wins, Variant::BishopVsPawns),
            Some((
                "care a câștigat de 2 ori contra Robotului la „Nebun contra 3 pioni”.".to_string(),
                None
            ))
        );
        // A mate: the first match that reached it, its stars.
        let mut mate = won(Variant::KingHunt, 20);
        (mate.best_moves, mate.stars) = (Some(18), 3);
        let mut again = mate.clone();
        again.time_ms = 30;
        let d = Diploma::of(&[again.clone(), mate.clone()], Variant::KingHunt).unwrap();
        assert_eq!(
            (d.top, d.time_ms, d.helped),
            (
                BestResult {
                    stars: 3,
                    moves: Some(18)
                },
                20,
                false
            )
        );
        assert_eq!(
            worded(&[mate], Variant::KingHunt),
            Some((
                "care a dat mat în 18 mutări la „Vânătoarea regelui” și a câștigat ★★★."
                    .to_string(),
                Some("★★★".to_string())
            ))
        );
        // A race finished only with hints says so.
        let mut race = won(Variant::KnightRace, 40);
        (race.best_moves, race.hints) = (Some(21), 2);
        assert_eq!(
            worded(&[race], Variant::KnightRace),
            Some((
                "care a terminat cursa în 21 de mutări la „Cai în tabăra dușmanului” (cu sfaturi)."
                    .to_string(),
                None
            ))
        );
    }
}
