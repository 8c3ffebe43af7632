//! The sentences of a teacher's goal (`tinta=`): the goal as the game page
//! shows it, whether it was met, and a link's goal that cannot be read.

use super::common::{count_ro, moves_ro};
use engine::play::goal::Goal;

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
