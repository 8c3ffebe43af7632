//! The sentences of a teacher's goal (`tinta=`): the goal as the game page
//! shows it, whether it was met or can no longer be, and a link's goal that
//! cannot be read.

use super::common::{Who, count_ro, moves_ro};
use engine::play::goal::Goal;
use engine::play::goal_lost::{GoalLost, Lost};
use engine::play::matches::{Match, Mode};

/// The button that starts the goal's position again, goal and all.
pub const RETRY: &str = "🔁 Încearcă din nou";

/// The goal shown to the child (`[data-goal]`), and once a round is over
/// whether it was met: „🎯 Ținta: dă mat în cel mult 2 mutări. ✅ Reușit!”
///
/// ```
/// use engine::play::goal::Goal;
/// assert_eq!(words::goal::line(Goal::Win, None), "🎯 Ținta: câștigă o repriză.");
/// assert_eq!(
///     words::goal::line(Goal::JumpsWithin(20), Some(false)),
///     "🎯 Ținta: ia toate piesele în cel mult 20 de sărituri. ❌ Nereușit."
/// );
/// ```
pub fn line(goal: Goal, met: Option<bool>) -> String {
    let task = task(goal);
    let verdict = match met {
        None => "",
        Some(true) => " ✅ Reușit!",
        Some(false) => " ❌ Nereușit.",
    };
    format!("🎯 Ținta: {task}.{verdict}")
}

/// What a goal asks, as a verb phrase: „dă mat în cel mult 2 mutări”.
pub fn task(goal: Goal) -> String {
    match goal {
        Goal::Win => "câștigă o repriză".to_string(),
        Goal::WinWithin(n) => format!("câștigă în cel mult {}", moves_ro(n.into())),
        Goal::MateWithin(n) => format!("dă mat în cel mult {}", moves_ro(n.into())),
        Goal::JumpsWithin(n) => format!(
            "ia toate piesele în cel mult {}",
            count_ro(n.into(), "săritură", "sărituri")
        ),
    }
}

/// `tinta=` with a value that is no goal of this game (a mate outside the
/// king hunt, jumps outside the knight race), or no goal at all.
pub fn refused(value: &str) -> String {
    let value = super::shown(value);
    format!("„tinta={value}” nu este o țintă a acestui joc: jocul nu are țintă.")
}

/// Why the goal can no longer be met in the round being played, said the
/// moment it is proven (read aloud with the status, and as the goal line
/// `[data-goal]` after „🎯 ” when `line`); `None` while the goal may still
/// be met ([`Match::goal_lost`]).
///
/// ```
/// use engine::play::goal::Goal;
/// use engine::play::matches::Match;
/// use engine::{Move, Setup, Variant};
/// let mate_in_2 = Setup::parse("7k/8/5K2/8/8/8/8/R7_w").unwrap();
/// let mut m = Match::of(Variant::KingHunt).custom_start(Some(mate_in_2)).start().unwrap();
/// m.goal = Some(Goal::MateWithin(2));
/// for step in ["a1a2", "h8g8", "a2a3"] {
///     assert_eq!(words::goal::lost(&m, false), None);
///     m.play(Move::parse(step).unwrap()).unwrap();
/// }
/// assert_eq!(
///     words::goal::lost(&m, false).unwrap(),
///     "Ținta nu mai poate fi atinsă: ai făcut deja 2 mutări fără să dai mat, \
///      iar ținta era mat în cel mult 2 mutări."
/// );
/// ```
pub fn lost(m: &Match, line: bool) -> Option<String> {
    let (goal, lost) = m.goal.zip(m.goal_lost())?;
    Some(sentence(goal, lost, m.mode, line))
}

/// [`lost`]'s sentence; as the goal line, after „🎯 ” (`line`).
fn sentence(goal: Goal, lost: GoalLost, mode: Mode, line: bool) -> String {
    let who = Who::of(mode, lost.player);
    // What was not done, said to the child and of a named player, what
    // the goal was, and what it counts.
    let (n, you, they, goal_was, one, many) = match goal {
        Goal::MateWithin(n) => (
            n,
            " fără să dai mat",
            " fără să dea mat",
            "mat în ",
            "mutare",
            "mutări",
        ),
        Goal::JumpsWithin(n) => (
            n,
            " și mai ai piese de luat",
            " și mai are piese de luat",
            "",
            "săritură",
            "sărituri",
        ),
        Goal::WinWithin(n) => (
            n,
            " fără să câștigi",
            " fără să câștige",
            "o victorie în ",
            "mutare",
            "mutări",
        ),
        // Only the robot's win loses it: no count.
        Goal::Win => (0, "", "", "", "", ""),
    };
    // „🎯” is 4 bytes long.
    let mut said = String::from(&"🎯 Ținta nu mai poate fi atinsă"[if line { 0 } else { 5 }..]);
    if lost.later_round {
        said += " în repriza aceasta";
    }
    said += ": ";
    match lost.why {
        Lost::Spent { made } => {
            said += &who.did("făcut deja ", false);
            said += &count_ro(made, one, many);
            said += who.pick(you, they);
            said += ", iar ținta era ";
            said += goal_was;
            said += "cel mult ";
            said += &count_ro(n.into(), one, many);
        }
        Lost::RobotWins => said += "de aici Robotul câștigă orice ai muta",
    }
    said += ".";
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::matches::Player;

    fn said(goal: Goal, why: Lost, player: Player, mode: Mode, later_round: bool) -> String {
        let lost = GoalLost {
            why,
            player,
            later_round,
        };
        sentence(goal, lost, mode, false)
    }

    #[test]
    fn every_reason_is_said_whole_to_the_child_or_of_a_named_player() {
        let (one, two) = (Player::One, Player::Two);
        let (robot, both) = (Mode::Robot, Mode::TwoPlayers);
        let spent = |made| Lost::Spent { made };
        let cases = [
            (
                said(Goal::MateWithin(1), spent(1), one, robot, false),
                "Ținta nu mai poate fi atinsă: ai făcut deja 1 mutare fără să dai mat, iar ținta era mat în cel mult 1 mutare.",
            ),
            (
                said(Goal::MateWithin(2), spent(2), two, both, false),
                "Ținta nu mai poate fi atinsă: Jucătorul 2 a făcut deja 2 mutări fără să dea mat, iar ținta era mat în cel mult 2 mutări.",
            ),
            (
                said(Goal::WinWithin(20), spent(20), one, robot, true),
                "Ținta nu mai poate fi atinsă în repriza aceasta: ai făcut deja 20 de mutări fără să câștigi, iar ținta era o victorie în cel mult 20 de mutări.",
            ),
            (
                said(Goal::WinWithin(5), spent(5), one, both, true),
                "Ținta nu mai poate fi atinsă în repriza aceasta: Jucătorul 1 a făcut deja 5 mutări fără să câștige, iar ținta era o victorie în cel mult 5 mutări.",
            ),
            (
                said(Goal::JumpsWithin(20), spent(21), one, robot, true),
                "Ținta nu mai poate fi atinsă în repriza aceasta: ai făcut deja 21 de sărituri și mai ai piese de luat, iar ținta era cel mult 20 de sărituri.",
            ),
            (
                said(Goal::JumpsWithin(20), spent(20), two, both, false),
                "Ținta nu mai poate fi atinsă: Jucătorul 2 a făcut deja 20 de sărituri și mai are piese de luat, iar ținta era cel mult 20 de sărituri.",
            ),
            (
                said(Goal::Win, Lost::RobotWins, one, robot, false),
                "Ținta nu mai poate fi atinsă: de aici Robotul câștigă orice ai muta.",
            ),
        ];
        for (said, expected) in cases {
            assert_eq!(said, expected);
        }
        let lost = GoalLost {
            why: Lost::RobotWins,
            player: one,
            later_round: false,
        };
        assert_eq!(
            sentence(Goal::Win, lost, robot, true),
            "🎯 Ținta nu mai poate fi atinsă: de aici Robotul câștigă orice ai muta."
        );
    }
}
