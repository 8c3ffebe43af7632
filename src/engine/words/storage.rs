//! The words of what the app keeps: the sentence a finished match is kept
//! with, the name a device's first child gets, and what the child is told
//! when the browser refuses to keep something.

use super::game::reason;
use super::matches::explanation;
use crate::engine::play::matches::Match;

/// Why a finished match went as it did, as it is kept with the match and
/// listed on the results page: a single round (the hunt against the robot)
/// by its own rule ("Pat: … Vânătoarea a eșuat."), two rounds by the
/// match's explanation ("2–0 la reprize."). Empty while the match is on.
pub fn why_it_ended(m: &Match) -> String {
    match (m.results(), m.result()) {
        ([only], _) => reason(only.ending),
        (_, Some(result)) => explanation(&result),
        _ => String::new(),
    }
}

/// The name of a device's child made before anyone chose one: "Copilul 1".
pub fn default_child_name(number: u32) -> String {
    format!("Copilul {number}")
}

/// When the browser refused to change who plays ("Cine joacă?").
pub const CHOICE_REFUSED: &str =
    "Jucătorul nu s-a schimbat: browserul nu lasă aplicația să țină minte cine joacă.";

/// When the browser refused a confirmed reset of the results.
pub const RESET_REFUSED: &str =
    "Nu s-a șters nimic: browserul nu lasă aplicația să schimbe rezultatele.";
