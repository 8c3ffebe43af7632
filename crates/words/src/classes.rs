//! The teacher's classes (`#/clase`), a class's roster, join link and
//! file (`#/clasa`).

use crate::count_ro;

/// The name of a browser's first class, before the teacher names it.
pub const FIRST_CLASS_NAME: &str = "Clasa mea";

// --- #/clase ---

pub const CLASSES_TITLE: &str = "🏫 Clasele mele";
pub const CLASSES_INTRO: &str = "Fiecare clasă are lista ei de copii, codul ei de intrare pentru tablete și tabelul ei de rezultate.";
pub const NO_CLASSES: &str = "Nu ai încă nicio clasă. Fă una cu „➕ Clasă nouă”.";
pub const ADD_CLASS: &str = "➕ Clasă nouă";
pub const ADD_CLASS_QUESTION: &str = "Cum se numește clasa nouă? (de exemplu, „2A”)";
pub const DELETE_CLASS: &str = "🗑 Șterge";
pub const OPEN_CLASS: &str = "Deschide";
/// The link from a class to every class.
pub const ALL_CLASSES: &str = "🏫 Toate clasele";

/// A class in the list: how many children, how many handed in.
///
/// ```
/// use words::classes::class_summary;
/// assert_eq!(class_summary(25, 20), "25 de copii · au predat 20");
/// assert_eq!(class_summary(1, 0), "1 copil · nu a predat încă");
/// assert_eq!(class_summary(0, 0), "niciun copil încă");
/// ```
pub fn class_summary(children: u32, handed_in: u32) -> String {
    match (children, handed_in) {
        (0, _) => "niciun copil încă".to_string(),
        (1, 0) => "1 copil · nu a predat încă".to_string(),
        (n, 0) => format!("{} · nu au predat încă", count_ro(n, "copil", "copii")),
        (n, h) => format!("{} · au predat {h}", count_ro(n, "copil", "copii")),
    }
}

/// Deleting a class, asked once, naming it.
///
/// ```
/// use words::classes::delete_class_question;
/// assert_eq!(
///     delete_class_question("2A", 25),
///     "Ștergi clasa „2A”, cu 25 de copii și toate rezultatele ei? Nu o mai poți aduce înapoi decât din fișierul ei salvat („💾 Salvează clasa”)."
/// );
/// ```
pub fn delete_class_question(name: &str, children: u32) -> String {
    format!(
        "Ștergi clasa „{name}”, cu {} și toate rezultatele ei? Nu o mai poți aduce înapoi decât din fișierul ei salvat („💾 Salvează clasa”).",
        count_ro(children, "copil", "copii")
    )
}

/// A class deleted.
pub fn class_deleted(name: &str) -> String {
    format!("Am șters clasa „{name}”.")
}

/// A class's name refused: none, or too long (its letters, the most).
pub const CLASS_NAME_EMPTY: &str = "Clasa are nevoie de un nume.";
pub fn class_name_too_long(letters: usize, max: usize) -> String {
    format!(
        "Numele clasei are {}; poate avea cel mult {max}.",
        count_ro(letters as u32, "literă", "litere")
    )
}

/// What the browser may still clear, and how the class file protects it.
pub const KEEPING: &str = "Clasele rămân în acest browser. Unele browsere șterg datele unui site pe care nu l-ai deschis de câteva zile, iar „Șterge datele de navigare” le șterge pe toate: salvează fiecare clasă („💾 Salvează clasa”) după ce ai citit codurile. Fișierul este și drumul clasei spre alt calculator („📂 Deschide o clasă salvată”).";
/// The browser promised to keep them (`navigator.storage.persist()`).
pub const KEPT_FOR_GOOD: &str = "Browserul a promis să nu șteargă singur clasele.";

// --- #/clasa: the class ---

/// The class's heading, before its name.
pub const CLASS_HEADING: &str = "Rezultatele clasei";
pub const RENAME_CLASS: &str = "✏️ Schimbă numele";
pub const RENAME_QUESTION: &str = "Cum se numește clasa?";
/// A class id no class of this browser has (`#/clasa?c=`).
pub const UNKNOWN_CLASS: &str =
    "Clasa din adresă nu este în acest browser (poate a fost ștearsă). Arăt ultima clasă deschisă.";
/// Another tab deleted the class shown.
pub const CLASS_GONE: &str = "Clasa a fost ștearsă în alt tab. Arăt altă clasă.";

/// Beginning the class again: its results go, its roster stays.
pub const BEGIN_AGAIN: &str = "🗑 Începe din nou";
pub fn begin_again_question(name: &str) -> String {
    format!(
        "Ștergi toate rezultatele clasei „{name}”? Lista copiilor și codul de intrare rămân. Salvează întâi clasa, dacă vrei să păstrezi rezultatele."
    )
}
/// Where the class is kept.
pub const KEPT: &str = "Clasa rămâne în acest browser. Salvează-o („💾 Salvează clasa”) ca să o ai și pe alt calculator.";

// --- The roster ---

pub const ROSTER_TITLE: &str = "👧 Lista clasei";
pub const ROSTER_INTRO: &str = "Scrie numele copiilor, câte unul pe rând, sau lipește coloana de nume din Excel. Fiecare copil are un rând în tabel de la început, chiar dacă nu a predat încă.";
pub const ROSTER_LABEL: &str = "Numele copiilor, câte unul pe rând";
pub const SAVE_ROSTER: &str = "💾 Păstrează lista";

/// The roster kept.
///
/// ```
/// assert_eq!(words::classes::roster_saved(25), "Am păstrat lista: 25 de copii.");
/// assert_eq!(words::classes::roster_saved(0), "Am păstrat lista: niciun copil.");
/// ```
pub fn roster_saved(children: u32) -> String {
    match children {
        0 => "Am păstrat lista: niciun copil.".to_string(),
        n => format!("Am păstrat lista: {}.", count_ro(n, "copil", "copii")),
    }
}

/// Two lines the app takes for one child.
///
/// ```
/// assert_eq!(
///     words::classes::roster_same("Maria", "maria"),
///     "„Maria” și „maria” ar fi același copil pentru aplicație. Scrie-i altfel, de exemplu „Maria P.” și „Maria T.”. Lista nu a fost păstrată."
/// );
/// ```
pub fn roster_same(a: &str, b: &str) -> String {
    let first = b.split(' ').next().unwrap_or(b);
    let first = if first.is_empty() { b } else { first };
    let base: String = first.chars().next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(first.chars().skip(1)).collect()
    });
    format!(
        "„{a}” și „{b}” ar fi același copil pentru aplicație. Scrie-i altfel, de exemplu „{base} P.” și „{base} T.”. Lista nu a fost păstrată."
    )
}

/// A roster line longer than a name may be.
pub fn roster_too_long(line: usize, text: &str, letters: usize, max: usize) -> String {
    format!(
        "Rândul {line}, „{text}”, are {}; un nume are cel mult {max}. Scrie-l mai scurt. Lista nu a fost păstrată.",
        count_ro(letters as u32, "literă", "litere")
    )
}

/// More children than a roster holds.
pub fn roster_too_many(children: usize, max: usize) -> String {
    format!(
        "Lista are {}; o clasă are cel mult {max}. Lista nu a fost păstrată.",
        count_ro(children as u32, "copil", "copii")
    )
}

/// Who has handed in, above the table.
///
/// ```
/// use words::classes::handed_in;
/// assert_eq!(handed_in(20, 25), "Au predat 20 din 25 de copii.");
/// assert_eq!(handed_in(0, 2), "Nu a predat încă niciun copil din 2.");
/// assert_eq!(handed_in(3, 3), "Au predat toți cei 3 copii.");
/// assert_eq!(handed_in(1, 1), "A predat singurul copil.");
/// ```
pub fn handed_in(handed: u32, of: u32) -> String {
    match (handed, of) {
        (1, 1) => "A predat singurul copil.".to_string(),
        (h, n) if h == n => format!("Au predat toți cei {}.", count_ro(n, "copil", "copii")),
        (0, n) => format!("Nu a predat încă niciun copil din {n}."),
        (1, n) => format!("A predat 1 copil din {n}."),
        (h, n) => format!("Au predat {h} din {}.", count_ro(n, "copil", "copii")),
    }
}

/// The children of the roster who have not handed in.
///
/// ```
/// assert_eq!(words::classes::not_handed_in(&["Ana", "Maria T."]), "Nu au predat încă: Ana, Maria T.");
/// ```
pub fn not_handed_in(names: &[&str]) -> String {
    let list = names.join(", ");
    let end = if list.ends_with('.') { "" } else { "." };
    format!("Nu au predat încă: {list}{end}")
}

/// The table's column of whether a child handed in, and its cells.
pub const HANDED_IN_COLUMN: &str = "Predat";
pub const HANDED_IN_YES: &str = "✅";
pub const HANDED_IN_NO: &str = "⏳ nu încă";

/// A row not on the roster, and what the teacher can do with it (in a
/// column of their own).
pub const ROW_TOOLS_COLUMN: &str = "Rândul";
pub const NOT_ON_ROSTER: &str = "nu este pe listă";
pub const JOIN_TO: &str = "Este de fapt…";
pub const JOIN_ROW: &str = "🔗 Unește";
pub const DELETE_ROW: &str = "🗑 Șterge rândul";
pub const JOIN_CHOOSE_FIRST: &str = "Alege întâi copilul din listă cu care unești rândul.";

/// Joining a row to a roster child, asked once.
pub fn join_question(row: &str, child: &str) -> String {
    format!(
        "Unești rândul „{row}” cu „{child}” din listă? Rezultatele lor se adună într-un singur rând, și la codurile care vor veni."
    )
}

/// A row joined.
pub fn row_joined(row: &str, child: &str) -> String {
    format!("Rândul „{row}” este acum al lui „{child}”.")
}

/// Deleting a row, asked once.
pub fn delete_row_question(row: &str) -> String {
    format!(
        "Ștergi rândul „{row}”? Rezultatele lui nu mai apar în tabel (un cod citit din nou îl aduce înapoi)."
    )
}

/// A row deleted.
pub fn row_deleted(row: &str) -> String {
    format!("Am șters rândul „{row}”.")
}

/// A code of a child with the name of another row.
///
/// ```
/// assert_eq!(
///     words::classes::namesake("Maria"),
///     "Doi copii se numesc „Maria”: rezultatele acestei tablete au un rând al lor. Dacă sunt ale aceluiași copil, scrie lista clasei și unește rândurile."
/// );
/// ```
pub fn namesake(name: &str) -> String {
    format!(
        "Doi copii se numesc „{name}”: rezultatele acestei tablete au un rând al lor. Dacă sunt ale aceluiași copil, scrie lista clasei și unește rândurile."
    )
}

/// A code of a child not on the roster, in a class that has one.
pub fn not_on_roster(name: &str) -> String {
    format!(
        "„{name}” nu este pe lista clasei: are un rând al său, pe care îl poți uni cu un copil din listă sau șterge."
    )
}

// --- The join link ---

pub const JOIN_TITLE: &str = "📲 Copiii intră în clasă pe tablete";
pub const JOIN_INTRO: &str = "Deschide acest cod pe fiecare tabletă: cu camera ei, cu linkul de mai jos, sau arătat pe proiector. Copiii clasei apar la „Cine joacă?”, fiecare cu animalul lui, fără să scrie nimic.";
pub const JOIN_NEEDS_ROSTER: &str = "Scrie întâi lista clasei: codul de intrare o duce pe tablete.";
pub const JOIN_LINK_LABEL: &str = "Linkul clasei:";
pub const JOIN_QR_LABEL: &str = "Codul de intrare în clasă";
pub const PROJECT_JOIN: &str = "📽️ Pe tot ecranul";
pub const UNPROJECT_JOIN: &str = "✖ Închide";
/// After the roster changed: the tablets need the link again.
pub const JOIN_AGAIN: &str =
    "Ai schimbat lista: deschide codul din nou pe tablete, ca să aibă și copiii noi.";

// --- The class file ---

pub const EXPORT_CLASS: &str = "💾 Salvează clasa";
pub const IMPORT_CLASS: &str = "📂 Deschide o clasă salvată";

/// A class file read.
///
/// ```
/// assert_eq!(words::classes::class_imported("2A"), "Am adăugat clasa „2A” din fișier. Nimic nu s-a numărat de două ori.");
/// ```
pub fn class_imported(name: &str) -> String {
    format!("Am adăugat clasa „{name}” din fișier. Nimic nu s-a numărat de două ori.")
}

/// Parts of a class file that did not read.
pub fn class_file_skipped(file: &str, parts: usize) -> String {
    format!(
        "„{file}”: {} nu s-au putut citi și au fost lăsate deoparte.",
        count_ro(parts as u32, "parte", "părți")
    )
}

/// A file that is not a class file.
pub fn not_a_class_file(file: &str) -> String {
    format!(
        "„{file}” nu este un fișier de clasă. Fișierul clasei se face cu „💾 Salvează clasa”; fișierele copiilor se încarcă în pagina clasei, cu „📂 Alege fișierele copiilor”."
    )
}

/// A class file of a newer version of the app.
pub fn newer_class_file(file: &str) -> String {
    format!(
        "„{file}” a fost salvat de o versiune mai nouă a aplicației. Deschide aplicația din nou (reîncarcă pagina), apoi încearcă iar."
    )
}

/// A damaged class file.
pub fn damaged_class_file(file: &str) -> String {
    format!(
        "„{file}” este un fișier de clasă stricat sau tăiat. Salvează clasa din nou pe calculatorul de unde vine."
    )
}

/// A class file the browser did not keep (its storage is full).
pub const CLASS_FILE_NOT_KEPT: &str = "Clasa din fișier nu a fost păstrată, pentru că memoria browserului este plină. Fă loc (de exemplu, șterge datele altor site-uri) și deschide fișierul din nou.";

/// How the help column is ordered, under the table's legend.
pub const HELP_ORDER: &str = "„Cine are nevoie de ajutor” pune primii copiii cu cele mai multe puncte de ajutor (numărul din căsuță): 6 pentru fiecare înfrângere la rând, 4 pentru fiecare problemă greșită și nerezolvată încă, 1 pentru fiecare 5 sfaturi sau mutări luate înapoi.";

/// A child's help points, first in the help column's cell.
///
/// ```
/// assert_eq!(words::classes::help_points(14), "14 p.");
/// ```
pub fn help_points(points: u32) -> String {
    format!("{points} p.")
}

/// The delete button of a class, to a screen reader.
pub fn delete_class_label(name: &str) -> String {
    format!("Șterge clasa „{name}”")
}
