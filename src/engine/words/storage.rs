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

/// A child's name as the owner of something: „Anei”, „lui Ben”,
/// „Biancăi”, „copilului 1”, as in „rezultatele Anei”.
///
/// ```
/// use sah_in_joaca::engine::words::storage::of_child;
/// assert_eq!(of_child("Ana"), "Anei");
/// assert_eq!(of_child("Maria"), "Mariei");
/// assert_eq!(of_child("Andreea"), "Andreei");
/// assert_eq!(of_child("Bianca"), "Biancăi");
/// assert_eq!(of_child("Ana Maria"), "Ana Mariei");
/// assert_eq!(of_child("Ben"), "lui Ben");
/// assert_eq!(of_child("Luca"), "lui Luca");
/// assert_eq!(of_child("Mircea"), "lui Mircea");
/// assert_eq!(of_child("Copilul 1"), "copilului 1");
/// assert_eq!(of_child("ANA"), "lui ANA");
/// ```
pub fn of_child(name: &str) -> String {
    if let Some(n) = name.strip_prefix("Copilul ")
        && n.chars().all(|c| c.is_ascii_digit())
    {
        return format!("copilului {n}");
    }
    // Boys' names that end in -a take „lui”, as every name not ending in
    // a lower-case -a (a name in capitals is left as it was written).
    const BOYS: [&str; 8] = [
        "Luca", "Toma", "Mircea", "Mihnea", "Horea", "Costea", "Sava", "Ilea",
    ];
    let last = name.rsplit(' ').next().unwrap_or(name);
    if BOYS.contains(&last) || !name.ends_with('a') {
        return format!("lui {name}");
    }
    let stem = &name[..name.len() - 1];
    if stem.ends_with('c') || stem.ends_with('g') {
        format!("{stem}ăi")
    } else if stem.ends_with('e') {
        format!("{stem}i")
    } else {
        format!("{stem}ei")
    }
}

/// When another tab (or the class website's frame) chose another child:
/// said once, in the tab that follows.
///
/// ```
/// use sah_in_joaca::engine::words::storage::other_tab_chose;
/// assert_eq!(other_tab_chose("Ben"), "Alt tab a schimbat copilul: acum joacă Ben.");
/// ```
pub fn other_tab_chose(name: &str) -> String {
    format!("Alt tab a schimbat copilul: acum joacă {name}.")
}

/// A finished match whose child was deleted meanwhile, in another tab.
///
/// ```
/// use sah_in_joaca::engine::words::storage::child_gone;
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

/// An import the full quota took only in part (or not at all).
///
/// ```
/// use sah_in_joaca::engine::words::storage::import_full;
/// assert_eq!(import_full("Ion", 259, 300), "Memoria e plină: am adăugat 259 din 300 de meciuri la Ion.");
/// assert_eq!(import_full("Ion", 0, 3), "Memoria e plină: nu am adăugat niciunul din cele 3 meciuri la Ion.");
/// assert_eq!(import_full("Ion", 0, 0), "Memoria e plină: nu am putut adăuga nimic la Ion.");
/// ```
pub fn import_full(name: &str, added: u32, of: u32) -> String {
    let all = super::count_ro(of, "meci", "meciuri");
    match (added, of) {
        (_, 0) => format!("Memoria e plină: nu am putut adăuga nimic la {name}."),
        (0, _) => format!("Memoria e plină: nu am adăugat niciunul din cele {all} la {name}."),
        _ => format!("Memoria e plină: am adăugat {added} din {all} la {name}."),
    }
}

/// Matches of a file dated later than tomorrow, not loaded.
///
/// ```
/// use sah_in_joaca::engine::words::storage::dated_in_the_future;
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
/// use sah_in_joaca::engine::words::storage::matches_cut;
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

/// A file larger than a results file can be.
///
/// ```
/// use sah_in_joaca::engine::words::storage::file_too_big;
/// assert_eq!(
///     file_too_big("mare.json", 3_600_000, 1_000_000),
///     "„mare.json” este prea mare (3,6 MB) pentru un fișier de rezultate (cel mult 1 MB) și a fost sărit."
/// );
/// ```
pub fn file_too_big(file: &str, bytes: usize, max: usize) -> String {
    let mb = |b: usize| {
        let tenths = (b + 50_000) / 100_000;
        match tenths % 10 {
            0 => format!("{} MB", tenths / 10),
            t => format!("{},{t} MB", tenths / 10),
        }
    };
    format!(
        "„{file}” este prea mare ({}) pentru un fișier de rezultate (cel mult {}) și a fost sărit.",
        mb(bytes),
        mb(max)
    )
}
