//! The sentences of a teacher's series (`#/serie?…`): the child's page,
//! the game page's next step, and a bad series link's notices.

use super::game::setup_error;
use engine::rules::game::SetupError;

/// The title of a series whose link has none.
pub const DEFAULT_TITLE: &str = "Seria mea";
/// The game page's next step in a series.
pub const NEXT_POSITION: &str = "Următoarea poziție ▶";
/// Under the series' title.
pub const INTRO: &str = "Joacă pozițiile pe rând, contra Robotului. Fiecare poziție e un meci.";
/// A position won.
pub const WON: &str = "✅ Ai câștigat";
/// A position drawn.
pub const DRAWN: &str = "🤝 Egal";
/// A position lost.
pub const LOST: &str = "❌ Ai pierdut";
/// A position not played yet.
pub const NOT_PLAYED: &str = "⏳ Nejucată";
/// A series link with no position that reads.
pub const NO_POSITIONS: &str = "Legătura seriei nu are nicio poziție care să se poată citi. Cere-i profesorului legătura din nou.";
/// The game page of a series' position that its game cannot be played
/// from (after the reason): the book's start is played instead.
pub const STEP_UNPLAYABLE: &str =
    "Această poziție a seriei nu se poate juca, așa că rezultatul partidei nu intră în serie.";
/// Back to the games.
pub const TO_MENU: &str = "Înapoi la jocuri";
/// Under a series: the teacher opens it in the editor to change it.
pub const EDIT_SERIES: &str = "✏️ Editează seria (pentru profesori)";

/// A position's place in the series.
///
/// ```
/// use words::series::position_of;
/// assert_eq!(position_of(3, 8), "Poziția 3 din 8");
/// ```
pub fn position_of(i: u32, n: u32) -> String {
    format!("Poziția {i} din {n}")
}

/// The big button that plays position `i`.
///
/// ```
/// use words::series::play;
/// assert_eq!(play(3), "▶ Joacă poziția 3");
/// ```
pub fn play(i: u32) -> String {
    format!("▶ Joacă poziția {i}")
}

/// Every position played.
///
/// ```
/// use words::series::done;
/// assert_eq!(done("Seria mea", 5, 8), "Seria „Seria mea” e gata: ai câștigat 5 din 8.");
/// ```
pub fn done(title: &str, won: u32, n: u32) -> String {
    format!("Seria „{title}” e gata: ai câștigat {won} din {n}.")
}

/// A series link's position that does not read, or is for no game that
/// takes a position.
///
/// ```
/// use words::series::bad_position;
/// assert_eq!(
///     bad_position(2, "rege=xyz"),
///     "Poziția 2 a seriei („rege=xyz”) nu se poate citi și a fost sărită."
/// );
/// ```
pub fn bad_position(i: u32, value: &str) -> String {
    let value = super::shown(value);
    format!("Poziția {i} a seriei („{value}”) nu se poate citi și a fost sărită.")
}

/// A series link's position that its game cannot be played from.
///
/// ```
/// use engine::SetupError;
/// use words::series::unplayable_position;
/// assert_eq!(
///     unplayable_position(1, "rege=6Kk/8/8/8/8/8/8/8_w", SetupError::KingsTouch),
///     "Poziția 1 a seriei („rege=6Kk/8/8/8/8/8/8/8_w”) nu se poate juca și a fost sărită. \
///      Cei doi regi nu pot sta unul lângă altul."
/// );
/// ```
pub fn unplayable_position(i: u32, value: &str, e: SetupError) -> String {
    let value = super::shown(value);
    let why = setup_error(e);
    format!("Poziția {i} a seriei („{value}”) nu se poate juca și a fost sărită. {why}")
}

/// More positions than a series may have.
///
/// ```
/// use words::series::too_many;
/// assert_eq!(too_many(12), "O serie are cel mult 12 poziții: cele de după a 12-a au fost lăsate deoparte.");
/// ```
pub fn too_many(max: u32) -> String {
    format!("O serie are cel mult {max} poziții: cele de după a {max}-a au fost lăsate deoparte.")
}

/// A game link's `serie=` or `pas=` that does not read.
///
/// ```
/// use words::series::bad_step;
/// assert_eq!(
///     bad_step("pas=x"),
///     "„pas=x” nu se poate folosi: poziția se joacă în afara seriei."
/// );
/// ```
pub fn bad_step(pair: &str) -> String {
    let pair = super::shown(pair);
    format!("„{pair}” nu se poate folosi: poziția se joacă în afara seriei.")
}

/// The series' level, after the intro.
///
/// ```
/// use words::series::level;
/// assert_eq!(level("Mediu"), "Robotul joacă la nivelul Mediu.");
/// ```
pub fn level(name: &str) -> String {
    format!("Robotul joacă la nivelul {name}.")
}

/// The class table's column of the series.
pub const CLASS_COLUMN: &str = "Serii și exerciții";

/// A teacher's position played outside a series, in the class table: its
/// game and the child's best result there (`v` won, `e` drawn, `p` lost).
///
/// ```
/// use words::series::class_exercise;
/// assert_eq!(class_exercise("Rege", 'v'), "✏️ Rege: câștigat");
/// assert_eq!(class_exercise("Dama", 'p'), "✏️ Dama: pierdut");
/// ```
pub fn class_exercise(game: &str, result: char) -> String {
    let said = match result {
        'v' => "câștigat",
        'e' => "egal",
        'p' => "pierdut",
        _ => "nejucat",
    };
    format!("✏️ {game}: {said}")
}

/// A child's series in the class table: positions won of all.
///
/// ```
/// use words::series::class_line;
/// assert_eq!(class_line("Seria mea", 5, 8), "Seria mea: 5 / 8");
/// ```
pub fn class_line(title: &str, won: u32, n: u32) -> String {
    format!("{title}: {won} / {n}")
}

/// After a series or an exercise in the class table: how many of its goals
/// were met („🎯 1 din 2”), or whether its one goal was („🎯 ✓”).
///
/// ```
/// use words::series::class_goals;
/// assert_eq!(class_goals(1, 2), " · 🎯 1 din 2");
/// assert_eq!(class_goals(0, 0), "");
/// ```
pub fn class_goals(met: u32, goals: u32) -> String {
    match goals {
        0 => String::new(),
        _ => format!(" · 🎯 {met} din {goals}"),
    }
}
