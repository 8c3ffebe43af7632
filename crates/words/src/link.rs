//! The notices of a teacher's link that could not be followed in full; the
//! app goes on with the defaults and says so.

use super::game::{fen_error, setup_error};
use engine::rules::board::FenError;
use engine::rules::game::SetupError;

/// On a game page, above a bad link's notices (the teacher's detail): what
/// the child plays now, when it is the book's start.
pub const PLAYING_THE_BOOK: &str = "Legătura are o greșeală, așa că jucăm poziția din carte.";

/// The same when the link's own position is played (another part was wrong).
pub const PLAYING_THE_LINK: &str = "Legătura are o greșeală, dar poziția ei se poate juca.";

/// The most notices a page shows about a link: past them, one sentence
/// counts the rest (3000 bad parameters must not make 3000 notices).
pub const NOTICES_MAX: usize = 5;

/// A link's `notices` as a page shows them: the first ones, then how many
/// more there are.
///
/// ```
/// use words::link::fewer;
/// assert_eq!(fewer(vec!["a".into(); 5]), ["a"; 5]);
/// assert_eq!(fewer(vec!["a".into(); 6]), ["a", "a", "a", "a", "Legătura mai are 2 greșeli."]);
/// assert_eq!(fewer(vec!["a".into(); 3001])[4], "Legătura mai are 2997 de greșeli.");
/// ```
pub fn fewer(mut notices: Vec<String>) -> Vec<String> {
    if notices.len() > NOTICES_MAX {
        let more = notices.len() - (NOTICES_MAX - 1);
        notices.truncate(NOTICES_MAX - 1);
        notices.push(format!(
            "Legătura mai are {}.",
            super::count_ro(more as u32, "greșeală", "greșeli")
        ));
    }
    notices
}

/// A route that does not exist.
pub fn unknown_page(path: &str) -> String {
    let path = super::shown(path);
    format!("Pagina „#{path}” nu există. Alege un joc din meniu.")
}

/// `mod=` with another value.
pub fn bad_mode(value: &str) -> String {
    let value = super::shown(value);
    format!("„mod={value}” nu se poate folosi (merge „robot” sau „doi”): joci contra Robotului.")
}

/// `nivel=` with another value.
pub fn bad_level(value: &str) -> String {
    let value = super::shown(value);
    format!(
        "„nivel={value}” nu se poate folosi (merge 1, 2 sau 3): Robotul joacă la nivelul mediu."
    )
}

/// `rol=` with another value.
pub fn bad_role(value: &str) -> String {
    let value = super::shown(value);
    format!(
        "„rol={value}” nu se poate folosi (merge „alb” sau „negru”): culorile sunt cele obișnuite."
    )
}

/// `embed=`, `blocat=` or `proiector=` with another value than 1 or 0.
///
/// ```
/// use words::link::bad_switch;
/// assert_eq!(bad_switch("embed", "da"), "„embed=da” nu se poate folosi (merge doar 1).");
/// ```
pub fn bad_switch(key: &str, value: &str) -> String {
    let value = super::shown(value);
    format!("„{key}={value}” nu se poate folosi (merge doar 1).")
}

/// A diploma's `joc=` missing or naming no game.
///
/// ```
/// use words::link::unknown_game;
/// assert_eq!(unknown_game("sah"), "Jocul „sah” nu există: diploma are nevoie de un joc, de exemplu „joc=rege”. Iată rezultatele.");
/// assert_eq!(unknown_game(""), "Diploma are nevoie de un joc, de exemplu „joc=rege”. Iată rezultatele.");
/// ```
pub fn unknown_game(value: &str) -> String {
    let value = super::shown(value);
    match value.as_str() {
        "" => "Diploma are nevoie de un joc, de exemplu „joc=rege”. Iată rezultatele.".to_string(),
        v => format!(
            "Jocul „{v}” nu există: diploma are nevoie de un joc, de exemplu „joc=rege”. Iată rezultatele."
        ),
    }
}

/// A parameter the app does not know.
pub fn unknown_parameter(key: &str) -> String {
    let key = super::shown(key);
    format!("Parametrul „{key}” nu este cunoscut și a fost ignorat.")
}

/// `poz=` that is not a FEN.
///
/// ```
/// use engine::rules::board::FenError;
/// use words::link::unreadable_position;
/// assert_eq!(
///     unreadable_position(&FenError::RankCount(1)),
///     "Poziția din adresă nu se poate citi: trebuie să aibă 8 linii despărțite prin „/”, dar are 1. \
///      Jocul pornește de la poziția obișnuită."
/// );
/// assert_eq!(
///     unreadable_position(&FenError::Empty),
///     "În adresă, după „poz=”, nu este scrisă nicio poziție. Jocul pornește de la poziția obișnuită."
/// );
/// ```
pub fn unreadable_position(e: &FenError) -> String {
    let why = match e {
        FenError::Empty => "În adresă, după „poz=”, nu este scrisă nicio poziție.".to_string(),
        e => format!("Poziția din adresă nu se poate citi: {}.", fen_error(e)),
    };
    format!("{why} Jocul pornește de la poziția obișnuită.")
}

/// `poz=` that this game cannot be played from.
///
/// ```
/// use engine::SetupError;
/// use words::link::unplayable_position;
/// assert_eq!(
///     unplayable_position(SetupError::KingsTouch),
///     "Poziția din adresă nu se poate juca. Cei doi regi nu pot sta unul lângă altul. \
///      Jocul pornește de la poziția obișnuită."
/// );
/// ```
pub fn unplayable_position(e: SetupError) -> String {
    format!(
        "Poziția din adresă nu se poate juca. {} Jocul pornește de la poziția obișnuită.",
        setup_error(e)
    )
}

/// `poz=` on the knight race, whose start is always the book's.
pub const POSITION_IGNORED: &str =
    "La acest joc poziția de început este mereu cea din carte; „poz” a fost ignorat.";
