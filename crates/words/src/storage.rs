//! The words of what the app keeps: the sentence a finished match is kept
//! with, the name a device's first child gets, and what the child is told
//! when the browser refuses to keep something.

use super::game::reason_naming;
use super::matches::{explanation, piece_of};
use engine::play::matches::Match;

/// Why a finished match went as it did, as it is kept with the match and
/// listed on the results page: a single round (the hunt against the robot)
/// by its own rule ("Pat: … Vânătoarea a eșuat."), two rounds by the
/// match's explanation ("2–0 la reprize."). Empty while the match is on.
pub fn why_it_ended(m: &Match) -> String {
    match (m.results(), m.result()) {
        ([only], _) => reason_naming(only.ending, piece_of(m)),
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

/// When another tab (or the class website's frame) chose another child:
/// said once, in the tab that follows.
///
/// ```
/// use words::storage::other_tab_chose;
/// assert_eq!(other_tab_chose("Ben"), "Alt tab a schimbat copilul: acum joacă Ben.");
/// ```
pub fn other_tab_chose(name: &str) -> String {
    format!("Alt tab a schimbat copilul: acum joacă {name}.")
}

/// When another tab chose another child while this tab plays a match: the
/// match stays the match of the child who began it. Said once. The names
/// follow „pentru” and a verb that is the same for a girl and a boy, so any
/// name reads right as it was typed.
///
/// ```
/// use words::storage::match_kept;
/// assert_eq!(
///     match_kept("Ana", "Ben"),
///     "Meciul acesta se păstrează pentru Ana; în alt tab joacă acum Ben."
/// );
/// ```
pub fn match_kept(began: &str, now: &str) -> String {
    format!("Meciul acesta se păstrează pentru {began}; în alt tab joacă acum {now}.")
}

/// A finished match whose child was deleted meanwhile, in another tab.
///
/// ```
/// use words::storage::child_gone;
/// assert_eq!(
///     child_gone("Ana"),
///     "Rezultatul nu a fost păstrat: copilul „Ana” a fost șters între timp, în alt tab."
/// );
/// ```
pub fn child_gone(name: &str) -> String {
    format!("Rezultatul nu a fost păstrat: copilul „{name}” a fost șters între timp, în alt tab.")
}

/// Renaming a child deleted meanwhile, in another tab.
pub const RENAME_GONE: &str =
    "Acest copil a fost șters între timp, în alt tab, așa că nu mai poate fi schimbat.";

/// An import the full quota took only in part (or not at all): `added`
/// of the file's `of` matches.
///
/// ```
/// use words::storage::import_full;
/// assert_eq!(import_full("Ion", 259, 300), "Memoria e plină: am adăugat 259 din 300 de meciuri la Ion.");
/// assert_eq!(import_full("Ion", 0, 3), "Memoria e plină: am adăugat 0 din 3 meciuri la Ion.");
/// ```
pub fn import_full(name: &str, added: u32, of: u32) -> String {
    format!(
        "Memoria e plină: am adăugat {added} din {} la {name}.",
        super::count_ro(of, "meci", "meciuri")
    )
}

/// Matches of a file dated later than tomorrow, not loaded.
///
/// ```
/// use words::storage::dated_in_the_future;
/// assert_eq!(
///     dated_in_the_future(1),
///     "Un meci din fișier are o dată din viitor (ceasul tabletei era greșit?) și nu a fost încărcat."
/// );
/// assert_eq!(
///     dated_in_the_future(300),
///     "300 de meciuri din fișier au o dată din viitor (ceasul tabletei era greșit?) și nu au fost încărcate."
/// );
/// ```
pub fn dated_in_the_future(n: u32) -> String {
    match n {
        1 => "Un meci din fișier are o dată din viitor (ceasul tabletei era greșit?) și nu a fost încărcat.".to_string(),
        n => format!(
            "{} din fișier au o dată din viitor (ceasul tabletei era greșit?) și nu au fost încărcate.",
            super::count_ro(n, "meci", "meciuri")
        ),
    }
}

/// A file with more matches than are read: the newest were.
///
/// ```
/// use words::storage::matches_cut;
/// assert_eq!(
///     matches_cut(1000),
///     "Fișierul are prea multe meciuri: am citit doar ultimele 1000 de meciuri."
/// );
/// ```
pub fn matches_cut(read: u32) -> String {
    format!(
        "Fișierul are prea multe meciuri: am citit doar ultimele {}.",
        super::count_ro(read, "meci", "meciuri")
    )
}

/// A file larger than a results file can be (`max` bytes).
///
/// ```
/// use words::storage::file_too_big;
/// assert_eq!(
///     file_too_big("mare.json", 1_000_000),
///     "„mare.json” este mai mare de 1 MB, cât poate avea un fișier de rezultate, și a fost sărit."
/// );
/// ```
pub fn file_too_big(file: &str, max: usize) -> String {
    let file = super::shown(file);
    format!(
        "„{file}” este mai mare de {} MB, cât poate avea un fișier de rezultate, și a fost sărit.",
        max / 1_000_000
    )
}
