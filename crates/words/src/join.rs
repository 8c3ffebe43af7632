//! The sentences of a class's join link on a tablet (`#/intra?clasa=…`),
//! and of the classes' groups in „Cine joacă?”.

use super::common::count_ro;

/// The title of `#/intra`.
pub const JOIN_TITLE: &str = "Intră în clasă";

/// Above the class's children, after a join.
pub const TAP_YOUR_NAME: &str = "Atinge-ți numele ca să joci.";

/// `#/intra` without a code (the address after a join, reloaded).
pub const NO_CODE: &str = "Copiii unei clase ajung pe această tabletă cu legătura sau codul QR al clasei, primit de la profesor.";

/// A join code that is not one, or is damaged: nothing changed.
pub const BAD_CODE: &str = "Legătura clasei are o greșeală (poate i s-a pierdut o parte la copiere), așa că nu am adăugat niciun copil. Deschide din nou legătura sau codul QR primit de la profesor.";

/// The heading of the children of no class in „Cine joacă?”, when the
/// device also has children of a class.
pub const OTHER_CHILDREN: &str = "Alți copii";

/// „un copil”, „2 copii”, „23 de copii”.
fn children(n: u32) -> String {
    match n {
        1 => "un copil".to_string(),
        n => count_ro(n, "copil", "copii"),
    }
}

/// What a class's join link did on this tablet: `added` children new
/// here, `there` already here (of the class, or by the same name), and
/// `not_kept` the browser refused (its storage is full or blocked).
///
/// ```
/// use words::join::joined;
/// assert_eq!(
///     joined("2A", 23, 2, 0),
///     "Am adăugat 23 de copii din clasa „2A” pe această tabletă. 2 copii erau deja aici."
/// );
/// assert_eq!(joined("2A", 1, 0, 0), "Am adăugat un copil din clasa „2A” pe această tabletă.");
/// assert_eq!(
///     joined("3B", 2, 1, 0),
///     "Am adăugat 2 copii din clasa „3B” pe această tabletă. Un copil era deja aici."
/// );
/// assert_eq!(joined("2A", 0, 3, 0), "Toți cei 3 copii ai clasei „2A” erau deja pe această tabletă.");
/// assert_eq!(joined("2A", 0, 25, 0), "Toți cei 25 de copii ai clasei „2A” erau deja pe această tabletă.");
/// assert_eq!(joined("2A", 0, 1, 0), "Singurul copil al clasei „2A” era deja pe această tabletă.");
/// assert_eq!(
///     joined("2A", 0, 0, 0),
///     "Lista clasei „2A” nu are încă niciun copil, așa că nu am adăugat nimic pe această tabletă."
/// );
/// assert_eq!(
///     joined("2A", 0, 0, 3),
///     "Acest browser nu lasă aplicația să păstreze copiii clasei „2A” (memoria lui e plină sau blocată), așa că nu s-a schimbat nimic pe această tabletă."
/// );
/// assert_eq!(
///     joined("2A", 20, 1, 4),
///     "Am adăugat 20 de copii din clasa „2A” pe această tabletă. Un copil era deja aici. Pentru un adult: memoria browserului e plină, așa că 4 copii nu au putut fi adăugați. Ștergeți din „Cine joacă?” copiii care nu mai joacă pe această tabletă, apoi deschideți din nou legătura clasei."
/// );
/// assert_eq!(
///     joined("2A", 0, 2, 1),
///     "Nu am adăugat niciun copil nou din clasa „2A”. 2 copii erau deja aici. Pentru un adult: memoria browserului e plină, așa că un copil nu a putut fi adăugat. Ștergeți din „Cine joacă?” copiii care nu mai joacă pe această tabletă, apoi deschideți din nou legătura clasei."
/// );
/// ```
pub fn joined(class: &str, added: u32, there: u32, not_kept: u32) -> String {
    let head = match (added, there, not_kept) {
        (0, 0, 0) => {
            return format!(
                "Lista clasei „{class}” nu are încă niciun copil, așa că nu am adăugat nimic pe această tabletă."
            );
        }
        (0, 0, _) => {
            return format!(
                "Acest browser nu lasă aplicația să păstreze copiii clasei „{class}” (memoria lui e plină sau blocată), așa că nu s-a schimbat nimic pe această tabletă."
            );
        }
        (0, 1, 0) => {
            return format!("Singurul copil al clasei „{class}” era deja pe această tabletă.");
        }
        (0, n, 0) => {
            return format!(
                "Toți cei {} ai clasei „{class}” erau deja pe această tabletă.",
                count_ro(n, "copil", "copii")
            );
        }
        (0, _, _) => format!("Nu am adăugat niciun copil nou din clasa „{class}”."),
        (n, _, _) => format!(
            "Am adăugat {} din clasa „{class}” pe această tabletă.",
            children(n)
        ),
    };
    let there = match there {
        0 => String::new(),
        1 => " Un copil era deja aici.".to_string(),
        n => format!(" {} erau deja aici.", count_ro(n, "copil", "copii")),
    };
    let full = match not_kept {
        0 => return format!("{head}{there}"),
        1 => "un copil nu a putut fi adăugat".to_string(),
        n => format!("{} nu au putut fi adăugați", count_ro(n, "copil", "copii")),
    };
    format!(
        "{head}{there} Pentru un adult: memoria browserului e plină, așa că {full}. Ștergeți din „Cine joacă?” copiii care nu mai joacă pe această tabletă, apoi deschideți din nou legătura clasei."
    )
}
