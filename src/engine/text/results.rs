//! The sentences of the results page and the menu's result lines.

use super::{moves_ro, stars_row};
use crate::engine::Level;
use crate::engine::matches::{Mode, Player};
use crate::engine::variant::Best;

/// How a stored match ended, for its line in the list of recent matches.
pub const fn outcome(mode: Mode, winner: Option<Player>) -> &'static str {
    match (mode, winner) {
        (_, None) => "egalitate",
        (Mode::Robot, Some(Player::One)) => "ai câștigat",
        (Mode::Robot, Some(Player::Two)) => "a câștigat Robotul",
        (Mode::TwoPlayers, Some(Player::One)) => "a câștigat Jucătorul 1",
        (Mode::TwoPlayers, Some(Player::Two)) => "a câștigat Jucătorul 2",
    }
}

/// "contra Robotului (Greu)" / "doi jucători".
pub fn opponent(mode: Mode, level: Level) -> String {
    match mode {
        Mode::Robot => format!("contra Robotului ({})", level.name_ro()),
        Mode::TwoPlayers => "doi jucători".to_string(),
    }
}

/// One line of the recent matches: " — contra Robotului (Ușor): ai câștigat. 2–0 la reprize."
pub fn recent_line(mode: Mode, level: Level, winner: Option<Player>, verdict: &str) -> String {
    format!(
        " — {}: {}. {verdict}",
        opponent(mode, level),
        outcome(mode, winner)
    )
}

/// A game's results in one line for its menu card.
///
/// ```
/// use sah_in_joaca::engine::text::results::at_a_glance;
/// use sah_in_joaca::engine::variant::Best;
/// assert_eq!(
///     at_a_glance(Best::FewestMoves, 0, 2, Some(21)),
///     "victorii contra Robotului: 2 · cea mai scurtă cursă: 21 de mutări"
/// );
/// assert_eq!(at_a_glance(Best::FastestMate, 3, 1, Some(18)), "cel mai bun: ★★★ · victorii contra Robotului: 1");
/// ```
pub fn at_a_glance(best: Best, stars: u8, robot_wins: u32, best_moves: Option<u32>) -> String {
    let mut parts = Vec::new();
    if best == Best::FastestMate && stars > 0 {
        parts.push(format!("cel mai bun: {}", stars_row(stars)));
    }
    parts.push(format!("victorii contra Robotului: {robot_wins}"));
    if let (Best::FewestMoves, Some(n)) = (best, best_moves) {
        parts.push(format!("cea mai scurtă cursă: {}", moves_ro(n)));
    }
    parts.join(" · ")
}

/// The best result of a game on the results page, if it has one.
///
/// ```
/// use sah_in_joaca::engine::text::results::best_line;
/// use sah_in_joaca::engine::variant::Best;
/// assert_eq!(
///     best_line(Best::FastestMate, 2, Some(25)).unwrap(),
///     "Cele mai multe stele: ★★☆ · cel mai rapid mat: 25 de mutări."
/// );
/// assert_eq!(best_line(Best::FewestMoves, 0, Some(1)).unwrap(), "Cea mai scurtă cursă: 1 mutare.");
/// assert_eq!(best_line(Best::Wins, 0, None), None);
/// ```
pub fn best_line(best: Best, stars: u8, best_moves: Option<u32>) -> Option<String> {
    match best {
        Best::FastestMate => Some(format!(
            "Cele mai multe stele: {}{}.",
            stars_row(stars),
            best_moves
                .map(|n| format!(" · cel mai rapid mat: {}", moves_ro(n)))
                .unwrap_or_default()
        )),
        Best::FewestMoves => best_moves.map(|n| format!("Cea mai scurtă cursă: {}.", moves_ro(n))),
        Best::Wins => None,
    }
}

/// "Meciuri în doi: 3."
pub fn two_player_matches(n: u32) -> String {
    format!("Meciuri în doi: {n}.")
}

/// The question before forgetting one game's results, or all of them.
pub fn reset_question(game: Option<&str>) -> String {
    match game {
        Some(name) => format!("Ștergi rezultatele de la „{name}”?"),
        None => "Ștergi toate rezultatele? Nu se mai pot recupera.".to_string(),
    }
}

/// The results page when the browser keeps nothing.
pub const BLOCKED: &str = "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui este blocată). Jocurile merg, dar rezultatele nu se pot salva aici.";

/// The results page before any match.
pub const NONE_YET: &str =
    "Încă nu ai terminat niciun meci. Alege un joc din meniu și joacă o partidă!";
