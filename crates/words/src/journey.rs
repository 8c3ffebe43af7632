//! The child's way through the book: the journey `#/drum` („Drumul”) and
//! the puzzle lists `#/probleme`, `#/probleme/<joc>`.

use super::common::{count_ro, stars_row};
use engine::rules::game::Level;

/// The menu's way to the journey, and the journey's title.
pub const JOURNEY: &str = "🗺 Drumul";
/// The menu's way to the puzzles, and the lists' title.
pub const PUZZLES: &str = "🧩 Probleme";
/// Under the journey's title.
pub const JOURNEY_INTRO: &str = "Jocurile cărții, pe rând. Joacă mai departe unde vezi 👉.";
/// Over the suggested stop.
pub const NEXT_STEP: &str = "👉 Pasul tău următor";
/// When every stop is done.
pub const JOURNEY_DONE: &str =
    "🎉 Ai parcurs tot drumul! Joacă mai departe orice joc, la nivelul Greu.";
/// A stop's link to its game.
pub const PLAY: &str = "▶ Joacă";
/// Under the lists' title.
pub const PUZZLES_INTRO: &str =
    "Poziții din jocurile cărții: găsește mutările care câștigă. Alege un joc!";
/// A game without puzzles yet.
pub const NO_PUZZLES: &str = "Încă nu sunt probleme la acest joc.";
/// Back from one game's list.
pub const ALL_PUZZLES: &str = "◀ Toate problemele";

/// A stop's line on the matches against the robot: the best level won (and
/// the stars of the king hunt), or what is still to do.
///
/// ```
/// use engine::Level;
/// use words::journey::robot_line;
/// assert_eq!(robot_line(None, 0), "🤖 Robotul te așteaptă.");
/// assert_eq!(robot_line(Some(Level::Medium), 0), "🏆 Ai învins Robotul la nivelul Mediu.");
/// assert_eq!(robot_line(Some(Level::Hard), 2), "🏆 Ai învins Robotul la nivelul Greu: ★★☆.");
/// ```
pub fn robot_line(best_won: Option<Level>, stars: u8) -> String {
    match best_won {
        None => "🤖 Robotul te așteaptă.".to_string(),
        Some(level) if stars > 0 => format!(
            "🏆 Ai învins Robotul la nivelul {}: {}.",
            level.name_ro(),
            stars_row(stars)
        ),
        Some(level) => format!("🏆 Ai învins Robotul la nivelul {}.", level.name_ro()),
    }
}

/// What a stop still asks before the next one (the journey's rule: a match
/// won against the robot, at any level, and half of the game's puzzles
/// solved), or that it is done.
///
/// ```
/// use words::journey::left_line;
/// assert_eq!(left_line(true, 7, 24), "Mai rezolvă 5 probleme ca să treci mai departe.");
/// assert_eq!(left_line(true, 11, 24), "Mai rezolvă o problemă ca să treci mai departe.");
/// assert_eq!(left_line(false, 12, 24), "Mai câștigă un meci cu Robotul ca să treci mai departe.");
/// assert_eq!(
///     left_line(false, 0, 24),
///     "Mai câștigă un meci cu Robotul și rezolvă 12 probleme ca să treci mai departe."
/// );
/// assert_eq!(left_line(true, 12, 24), "✅ Gata! Poți trece mai departe.");
/// assert_eq!(left_line(true, 0, 0), "✅ Gata! Poți trece mai departe.");
/// ```
pub fn left_line(won: bool, solved: u32, total: u32) -> String {
    let puzzles = total.div_ceil(2).saturating_sub(solved);
    let solve = match puzzles {
        0 => None,
        1 => Some("o problemă".to_string()),
        n => Some(count_ro(n, "problemă", "probleme")),
    };
    match (won, solve) {
        (true, None) => "✅ Gata! Poți trece mai departe.".to_string(),
        (true, Some(p)) => format!("Mai rezolvă {p} ca să treci mai departe."),
        (false, None) => "Mai câștigă un meci cu Robotul ca să treci mai departe.".to_string(),
        (false, Some(p)) => {
            format!("Mai câștigă un meci cu Robotul și rezolvă {p} ca să treci mai departe.")
        }
    }
}

/// Puzzles solved of a game's: „7 / 24” (only the solved ones when the
/// total is unknown).
///
/// ```
/// use words::journey::solved_of;
/// assert_eq!(solved_of(7, Some(24)), "7 / 24");
/// assert_eq!(solved_of(7, None), "7");
/// ```
pub fn solved_of(solved: u32, total: Option<u32>) -> String {
    match total {
        Some(total) => format!("{solved} / {total}"),
        None => solved.to_string(),
    }
}

/// A puzzle's difficulty, as a child reads it.
///
/// ```
/// use words::journey::difficulty;
/// assert_eq!(difficulty(1), "ușoară");
/// assert_eq!(difficulty(3), "grea");
/// ```
pub const fn difficulty(level: u8) -> &'static str {
    match level {
        0 | 1 => "ușoară",
        2 => "medie",
        _ => "grea",
    }
}

/// A puzzle of a list, for screen readers: its number, difficulty and stars.
///
/// ```
/// use words::journey::puzzle_label;
/// assert_eq!(puzzle_label(3, 2, 0), "Problema 3, medie, nerezolvată");
/// assert_eq!(puzzle_label(12, 1, 1), "Problema 12, ușoară, rezolvată: o stea");
/// assert_eq!(puzzle_label(4, 3, 3), "Problema 4, grea, rezolvată: 3 stele");
/// ```
pub fn puzzle_label(number: u16, level: u8, stars: u8) -> String {
    let done = match stars {
        0 => "nerezolvată".to_string(),
        1 => "rezolvată: o stea".to_string(),
        n => format!("rezolvată: {}", count_ro(u32::from(n), "stea", "stele")),
    };
    format!("Problema {number}, {}, {done}", difficulty(level))
}

/// The lists' title of one game: „🧩 Probleme: Nebun contra 3 pioni”.
pub fn game_puzzles_title(game: &str) -> String {
    format!("{PUZZLES}: {game}")
}

/// Stars in all, beside a count of puzzles: „★ 15”.
pub fn stars_total(stars: u32) -> String {
    format!("★ {stars}")
}
