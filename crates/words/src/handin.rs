//! Handing results in to the teacher by QR code (`#/preda`), and the
//! teacher's scanning of them (`#/clasa`).

/// The hand-in page's title, and the results page's way to it.
pub const TITLE: &str = "📤 Predă profesorului";
/// Under the title.
pub const INTRO: &str = "Arată codul profesorului. Profesorul îl citește cu camera telefonului sau a calculatorului, în pagina „Rezultatele clasei”.";
/// Under several codes of one child.
pub const ONE_AFTER_ANOTHER: &str =
    "Arată codurile pe rând: după ce profesorul l-a citit pe unul, arată-l pe următorul.";
/// The way to every child of the device, and back to one.
pub const ALL_CHILDREN: &str = "📤 Toți copiii acestei tablete";
pub const BACK_TO_RESULTS: &str = "Înapoi la rezultate";
/// On a class website: the name the codes carry.
pub const YOUR_NAME: &str = "Numele tău";
/// On a class website, before a name is typed.
pub const NAME_FIRST: &str =
    "Scrie-ți numele, ca profesorul să știe ale cui sunt rezultatele. Apoi apare codul.";
/// On a class website whose browser keeps the results.
pub const EMBED_KEPT: &str = "Pe site-ul clasei, codul are meciurile jucate în acest browser.";
/// On a class website whose browser keeps nothing: what the code holds,
/// and until when.
pub const EMBED_NOTHING_KEPT: &str = "Pe site-ul clasei, acest browser nu păstrează nimic: codul are doar meciurile din această vizită și dispare când închizi pagina. Predă-l acum.";
/// When the browser keeps nothing (an embed, a private window).
pub const NOTHING_KEPT: &str = "Acest browser nu păstrează rezultatele: codul are doar meciurile jucate acum, până închizi pagina.";

/// The caption of code `k` of `n` (nothing when there is one).
///
/// ```
/// assert_eq!(words::handin::part(1, 2), "Codul 1 din 2");
/// assert_eq!(words::handin::part(1, 1), "");
/// ```
pub fn part(k: usize, n: usize) -> String {
    if n > 1 {
        format!("Codul {k} din {n}")
    } else {
        String::new()
    }
}

/// A code's label for a screen reader.
///
/// ```
/// assert_eq!(words::handin::code_label("Ana", 1, 1), "Codul QR cu rezultatele: Ana");
/// assert_eq!(words::handin::code_label("Ana", 2, 3), "Codul QR cu rezultatele: Ana, codul 2 din 3");
/// ```
pub fn code_label(name: &str, k: usize, n: usize) -> String {
    if n > 1 {
        format!("Codul QR cu rezultatele: {name}, codul {k} din {n}")
    } else {
        format!("Codul QR cu rezultatele: {name}")
    }
}

// --- The teacher's side (`#/clasa`) ---

/// Opens the camera.
pub const SCAN: &str = "📷 Citește codurile copiilor";
/// Closes it.
pub const STOP_SCAN: &str = "⏹ Oprește camera";
/// The camera chooser (a laptop may have several).
pub const CAMERA: &str = "Camera:";
/// While the camera looks.
pub const SCANNING: &str = "Ține codul copilului în fața camerei.";
/// The camera's picture, for a screen reader.
pub const CAMERA_LABEL: &str = "Imaginea camerei";
/// A new class, and the question asked once before.
pub const NEW_CLASS: &str = "🗑 Clasă nouă";
pub const NEW_CLASS_QUESTION: &str =
    "Începi o clasă nouă? Rezultatele citite până acum vor fi șterse din acest browser.";
/// Where the class is kept.
pub const KEPT: &str = "Tabelul rămâne în acest browser până apeși „🗑 Clasă nouă”.";
/// The browser keeps nothing: the table is only for this visit.
pub const NOT_KEPT: &str =
    "Acest browser nu păstrează nimic: tabelul se pierde când închizi pagina.";

/// A child's results, new to the class.
///
/// ```
/// assert_eq!(words::handin::added("Ana"), "Ana: am adăugat rezultatele.");
/// ```
pub fn added(name: &str) -> String {
    format!("{name}: am adăugat rezultatele.")
}

/// A child's newer results.
pub fn updated(name: &str) -> String {
    format!("{name}: am adăugat rezultatele noi.")
}

/// A code read again, or older than what the class has.
///
/// ```
/// assert_eq!(words::handin::nothing_new("Ana"), "Ana: nimic nou.");
/// ```
pub fn nothing_new(name: &str) -> String {
    format!("{name}: nimic nou.")
}

/// Code `read` of `of` was read; the codes still `missing` (from 1).
///
/// ```
/// use words::handin::waiting;
/// assert_eq!(waiting(2, &[1], 2), "Am citit codul 2 din 2. Mai arată codul 1.");
/// assert_eq!(waiting(1, &[2, 3], 3), "Am citit codul 1 din 3. Mai arată codurile 2 și 3.");
/// assert_eq!(waiting(2, &[1, 3, 4], 4), "Am citit codul 2 din 4. Mai arată codurile 1, 3 și 4.");
/// ```
pub fn waiting(read: usize, missing: &[usize], of: usize) -> String {
    let numbers: Vec<String> = missing.iter().map(usize::to_string).collect();
    let rest = match numbers.as_slice() {
        [] => String::new(),
        [one] => format!(" Mai arată codul {one}."),
        [first @ .., last] => format!(" Mai arată codurile {} și {last}.", first.join(", ")),
    };
    format!("Am citit codul {read} din {of}.{rest}")
}

/// A code that names no child.
pub const NO_NAME: &str = "Codul nu are numele copilului, așa că nu l-am adăugat. Copilul să-și scrie numele în „Cine joacă?” și să arate codul din nou.";

/// A code whose child's name is longer than a name may be.
///
/// ```
/// assert_eq!(
///     words::handin::name_too_long("Ana Maria", 30, 24),
///     "Codul lui „Ana Maria” nu a fost adăugat: numele are 30 de litere, dar poate avea cel mult 24."
/// );
/// ```
pub fn name_too_long(name: &str, letters: usize, max: usize) -> String {
    format!(
        "Codul lui „{}” nu a fost adăugat: numele are {}, dar poate avea cel mult {max}.",
        super::shown(name),
        super::count_ro(letters as u32, "literă", "litere")
    )
}

/// A code with numbers no tablet makes.
pub const IMPOSSIBLE: &str = "Codul are numere pe care aplicația nu le poate face (de exemplu mai multe meciuri decât păstrează o tabletă), așa că nu l-am adăugat.";

/// A child's results the browser did not keep (its storage is full).
///
/// ```
/// assert_eq!(
///     words::handin::not_kept("Maria A."),
///     "Maria A.: rezultatele nu au fost păstrate, pentru că memoria browserului este plină. Fă loc (de exemplu, șterge datele altor site-uri) și citește codul din nou."
/// );
/// ```
pub fn not_kept(name: &str) -> String {
    format!(
        "{}: rezultatele nu au fost păstrate, pentru că memoria browserului este plină. Fă loc (de exemplu, șterge datele altor site-uri) și citește codul din nou.",
        super::shown(name)
    )
}

/// Results files the browser did not keep (its storage is full).
pub const FILES_NOT_KEPT: &str = "Fișierele nu au fost păstrate, pentru că memoria browserului este plină. Fă loc (de exemplu, șterge datele altor site-uri) și încarcă-le din nou.";

/// Another tab began a new class: this page now shows it.
pub const OTHER_TAB_NEW_CLASS: &str = "În alt tab a început o clasă nouă. Tabelul arată acum clasa nouă; codul citit aici nu a fost adăugat: citește-l din nou.";

/// Another tab began a new class while this page read nothing.
pub const OTHER_TAB_NEW_CLASS_SHOWN: &str =
    "În alt tab a început o clasă nouă. Tabelul arată acum clasa nouă.";

/// A day handed in that cannot be right (a tablet's clock was wrong).
pub const UNKNOWN_DAY: &str = "zi necunoscută";

/// A code that is not the app's.
pub const NOT_OURS: &str = "Acest cod nu este al aplicației „Șah în joacă”.";
/// A damaged or cut code.
pub const DAMAGED: &str =
    "Codul nu s-a citit întreg. Mai încearcă o dată, cu tableta mai aproape de cameră.";

/// A code of a newer version of the app.
///
/// ```
/// assert_eq!(
///     words::handin::newer(2),
///     "Acest cod vine dintr-o versiune mai nouă a aplicației (2). Reîncarcă pagina ca să ai versiunea nouă."
/// );
/// ```
pub fn newer(version: u8) -> String {
    format!(
        "Acest cod vine dintr-o versiune mai nouă a aplicației ({version}). Reîncarcă pagina ca să ai versiunea nouă."
    )
}

/// The camera cannot be used: plain http.
pub const CAMERA_NEEDS_HTTPS: &str = "Camera se poate folosi doar când aplicația e deschisă la o adresă sigură (https://). Poți citi codurile cu camera telefonului: fiecare cod se deschide ca link. Fișierele merg în continuare.";
/// The browser or the teacher refused the camera.
pub const CAMERA_REFUSED: &str = "Browserul nu a dat voie la cameră. Permite camera (lângă adresa paginii) și încearcă din nou, sau folosește fișierele.";
/// No camera at all.
pub const NO_CAMERA: &str = "Nu am găsit nicio cameră. Citește codurile cu camera unui telefon (fiecare cod se deschide ca link) sau folosește fișierele.";

// --- A tablet's children, one after another (`#/preda?toti=1`) ---

/// Above the class chooser, when the tablet has children of several
/// classes (or of a class and of none).
pub const CHOOSE_CLASS: &str =
    "Pe această tabletă sunt copii din mai multe clase. Alege clasa care predă acum.";
/// A link's class that no child of the tablet is in (`clasa=<id>`).
pub const UNKNOWN_CLASS: &str = "Niciun copil de pe această tabletă nu este în clasa din legătură. Alege clasa care predă acum.";
/// The chooser's button for the children of no class.
pub const OTHER_CHILDREN: &str = "Alți copii";

/// How many children a class has on the tablet, under its name.
///
/// ```
/// use words::handin::children_count;
/// assert_eq!(children_count(1), "1 copil");
/// assert_eq!(children_count(12), "12 copii");
/// assert_eq!(children_count(25), "25 de copii");
/// ```
pub fn children_count(n: usize) -> String {
    super::count_ro(n as u32, "copil", "copii")
}

/// Where the sequence is: child `child` of `children`, code `code` of
/// `codes` (said only when the child has more than one).
///
/// ```
/// use words::handin::walk_counter;
/// assert_eq!(walk_counter(3, 12, 1, 2), "Copilul 3 din 12 · codul 1 din 2");
/// assert_eq!(walk_counter(1, 25, 1, 1), "Copilul 1 din 25");
/// ```
pub fn walk_counter(child: usize, children: usize, code: usize, codes: usize) -> String {
    if codes > 1 {
        format!("Copilul {child} din {children} · codul {code} din {codes}")
    } else {
        format!("Copilul {child} din {children}")
    }
}

/// Under a code: what a tap does next.
pub const TAP_NEXT_CODE: &str = "Atinge ecranul pentru codul următor.";
pub const TAP_NEXT_CHILD: &str = "Atinge ecranul pentru copilul următor.";
pub const TAP_LAST: &str = "Atinge ecranul ca să termini.";
/// One step back, and the way out of the sequence.
pub const WALK_BACK: &str = "◀ Înapoi";
pub const WALK_CLOSE: &str = "✕ Închide";

/// The sequence's end: every code of `children` children was shown.
///
/// ```
/// use words::handin::all_shown;
/// assert_eq!(all_shown(12), "Gata: ai arătat codurile tuturor celor 12 copii.");
/// assert_eq!(all_shown(25), "Gata: ai arătat codurile tuturor celor 25 de copii.");
/// assert_eq!(all_shown(1), "Gata: ai arătat toate codurile copilului.");
/// ```
pub fn all_shown(children: usize) -> String {
    if children == 1 {
        "Gata: ai arătat toate codurile copilului.".to_string()
    } else {
        format!(
            "Gata: ai arătat codurile tuturor celor {}.",
            children_count(children)
        )
    }
}

/// At the end: the sequence again, from its first child.
pub const START_AGAIN: &str = "↺ Arată din nou de la început";
/// At the end, with several classes on the tablet: back to the chooser.
pub const OTHER_CLASS: &str = "Altă clasă";
