//! What the game page does after every change of the match (a move, a new
//! round, a new match): a plain decision from the match, tested natively;
//! the page only carries it out.

use engine::play::matches::{Match, Phase};

/// What to keep in the browser's storage after this change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Keep {
    /// Nothing worth keeping yet (a new match before its first move).
    Nothing,
    /// The match in progress, so a reload offers "Continuă partida".
    InProgress,
    /// The match just ended: record it once and forget the one in progress.
    Record,
    /// The match had already ended and was recorded: only forget it.
    Forget,
}

/// The page's duties after a change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AfterMove {
    /// The robot must answer (it is its turn and it is not thinking already).
    /// Asked after every move, not only when the turn changes: after a pass
    /// it may move twice.
    pub ask_robot: bool,
    pub keep: Keep,
}

impl AfterMove {
    /// The duties for `m`; `recorded` tells whether the last change already
    /// found this match over (and so recorded it).
    pub fn of(m: &Match, robot_busy: bool, recorded: bool) -> AfterMove {
        let keep = match m.phase() {
            Phase::MatchOver if recorded => Keep::Forget,
            Phase::MatchOver => Keep::Record,
            // A take-back to the start still rewrites what was kept.
            _ if m.round() > 0 || !m.moves().is_empty() || m.undos() > 0 => Keep::InProgress,
            _ => Keep::Nothing,
        };
        AfterMove {
            ask_robot: m.is_robot_turn() && !robot_busy,
            keep,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::matches::Mode;
    use engine::rules::testing::mv;
    use engine::{Setup, Variant};

    fn hunt(mode: Mode) -> Match {
        let start = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
        Match::of(Variant::KingHunt)
            .mode(mode)
            .custom_start(Some(start))
            .start()
            .unwrap()
    }

    #[test]
    fn a_fresh_match_keeps_nothing_and_waits_for_the_child() {
        let m = hunt(Mode::Robot);
        assert_eq!(
            AfterMove::of(&m, false, false),
            AfterMove {
                ask_robot: false,
                keep: Keep::Nothing
            }
        );
    }

    #[test]
    fn after_the_childs_move_the_robot_answers_once_and_the_match_is_kept() {
        let mut m = hunt(Mode::Robot);
        m.play(mv("g1", "g2")).unwrap();
        let todo = AfterMove::of(&m, false, false);
        assert_eq!(todo.keep, Keep::InProgress);
        assert!(todo.ask_robot);
        // Already thinking: not asked twice.
        assert!(!AfterMove::of(&m, true, false).ask_robot);
        // Two players: nobody is asked.
        let mut two = hunt(Mode::TwoPlayers);
        two.play(mv("g1", "g2")).unwrap();
        assert!(!AfterMove::of(&two, false, false).ask_robot);
    }

    #[test]
    fn a_finished_match_is_recorded_once() {
        let mut m = hunt(Mode::Robot);
        m.play(mv("g1", "g7")).unwrap();
        assert_eq!(AfterMove::of(&m, false, false).keep, Keep::Record);
        assert_eq!(AfterMove::of(&m, false, true).keep, Keep::Forget);
        assert!(!AfterMove::of(&m, false, false).ask_robot);
    }
}
