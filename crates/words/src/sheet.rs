//! The worksheet's sentences (`#/fisa`).

use engine::play::goal::Goal;

/// A puzzles' sheet without its game.
pub const NO_GAME: &str = "Fișa nu știe jocul: legătura are nevoie de „joc=”, de exemplu „#/fisa?joc=nebun&probleme=1-6”.";
/// A sheet with no position.
pub const NOTHING: &str = "Fișa nu are nicio poziție.";
/// The print button.
pub const PRINT: &str = "🖨 Tipărește fișa";
/// Beside it.
pub const PRINT_HINT: &str =
    "Pe hârtie A4, câte 6 poziții pe pagină; răspunsurile sunt pe ultima pagină.";
/// The fields a child fills in, at the head of each page.
pub const FIELDS: &str =
    "Numele: ______________________   Clasa: __________   Data: ______________";
/// Under each diagram.
pub const ANSWER_LINE: &str = "Răspuns: ______________________________";
/// The answer key's title.
pub const KEY_TITLE: &str = "Răspunsuri";
/// While the answer key is worked out.
pub const KEY_PENDING: &str = "⏳ Se pregătesc răspunsurile…";
/// A series' sheet has no key.
pub const KEY_BY_PLAYING: &str = "Pozițiile unei serii nu au o singură mutare bună de scris aici: răspunsul se află jucându-le în aplicație (codul QR de lângă fiecare).";
/// The small code's name for screen readers.
pub const QR_LABEL: &str = "Codul QR care deschide poziția în aplicație";

/// A puzzles' sheet's title: „Fișă de lucru · Nebun contra 3 pioni · problemele 1–6”.
pub fn puzzles_title(game: &str, a: u16, b: u16) -> String {
    format!("Fișă de lucru · {game} · problemele {a}–{b}")
}

/// Who moves, under a diagram: „La mutare: Pionii.”
pub fn to_move(side: &str) -> String {
    format!("La mutare: {side}.")
}

/// A series position's task with its goal: „Albul (vânătorul) mută: dă mat în cel mult 2 mutări.”
pub fn task_with_goal(side: &str, goal: Goal) -> String {
    format!("{side} mută: {}.", super::goal::task(goal))
}

/// A series position's task without a goal.
pub fn task_plain(side: &str) -> String {
    format!("{side} mută: găsește cea mai bună mutare.")
}

/// The answer key's most tempting wrong move and why it loses, as the
/// puzzle page says it: „Nu „Nxd4”: …”.
pub fn tempting(wrong: &str, why: &str) -> String {
    format!("Nu „{wrong}”: {why}")
}

/// The key move in the answer key: „Cheia: Nxd4.”
pub fn key_move(notation: &str) -> String {
    format!("Cheia: {notation}.")
}

/// The link to a game's puzzles as a worksheet.
pub const SHEET_LINK: &str = "🖨 Fișă de lucru";
