//! The sentences of the children's screens ("Cine joacă?"), of the results
//! file, of the teacher's class table and of the diploma.

use super::common::{count_ro, moves_ro, stars_row};
use engine::play::variant::Best;
use engine::play::variant::BestResult;

/// The title of `#/jucatori`.
pub const PLAYERS_TITLE: &str = "Cine joacă?";
/// Under the title.
pub const PLAYERS_INTRO: &str =
    "Atinge-ți numele ca să joci. Fiecare copil are rezultatele, stelele și partidele lui.";
/// The current child's card.
pub const PLAYING_NOW: &str = "● acum joacă";
/// The card that adds a child.
pub const ADD_CHILD: &str = "Copil nou";
/// The form's question.
pub const NAME_QUESTION: &str = "Cum te cheamă?";
/// The avatar picker's label.
pub const AVATAR_QUESTION: &str = "Alege-ți un animal:";
/// Saves a new child.
pub const CREATE: &str = "Gata";
/// Saves a changed name or animal.
pub const SAVE: &str = "Salvează";
/// Closes the form.
pub const CANCEL: &str = "Renunță";
/// A child's button that opens the form on their name.
pub const RENAME: &str = "✏️ Schimbă";
/// A child's button that deletes them.
pub const DELETE: &str = "🗑 Șterge";
/// The header's link, read by screen readers before the child's name.
pub const SWITCH_LABEL: &str = "Schimbă copilul care joacă";
/// When the browser keeps nothing: one child only.
pub const PROFILES_BLOCKED: &str = "Acest browser nu lasă aplicația să păstreze nimic, așa că aici se poate juca doar cu un singur nume.";

/// Why a name was refused.
pub const NAME_EMPTY: &str = "Scrie un nume.";
/// A name longer than the limit, with its count.
///
/// ```
/// use words::profiles::name_too_long;
/// assert_eq!(name_too_long(30, 24), "Numele are 30 de litere, dar poate avea cel mult 24. Scrie un nume mai scurt.");
/// ```
pub fn name_too_long(letters: usize, max: usize) -> String {
    format!(
        "Numele are {}, dar poate avea cel mult {max}. Scrie un nume mai scurt.",
        count_ro(letters as u32, "literă", "litere")
    )
}

/// A results file whose child's name is longer than the limit.
///
/// ```
/// use words::profiles::file_name_too_long;
/// assert_eq!(
///     file_name_too_long("a.json", "Maria-Alexandra Constantinescu", 30, 24),
///     "„a.json” a fost sărit: numele „Maria-Alexandra Constantinescu” are 30 de litere, dar poate avea cel mult 24."
/// );
/// ```
pub fn file_name_too_long(file: &str, name: &str, letters: usize, max: usize) -> String {
    let name = super::shown(name);
    let file = super::shown(file);
    format!(
        "„{file}” a fost sărit: numele „{name}” are {}, dar poate avea cel mult {max}.",
        count_ro(letters as u32, "literă", "litere")
    )
}
/// A name another child has.
pub fn name_taken(name: &str) -> String {
    format!("Există deja un copil cu numele „{name}”. Alege alt nume.")
}

/// How many matches a child has kept, under their name: "Niciun meci
/// încă", "Un meci", "12 meciuri".
///
/// ```
/// use words::profiles::matches_kept;
/// assert_eq!(matches_kept(0), "Niciun meci încă");
/// assert_eq!(matches_kept(1), "Un meci");
/// assert_eq!(matches_kept(25), "25 de meciuri");
/// ```
pub fn matches_kept(n: u32) -> String {
    match n {
        0 => "Niciun meci încă".to_string(),
        1 => "Un meci".to_string(),
        n => count_ro(n, "meci", "meciuri"),
    }
}

/// What a child has done, under their name in „Cine joacă?”: the matches
/// kept ([`matches_kept`]) and the puzzles solved, so that a child who only
/// solved puzzles does not read „Niciun meci încă” alone.
///
/// ```
/// use words::profiles::done_so_far;
/// assert_eq!(done_so_far(0, 0), "Niciun meci încă");
/// assert_eq!(done_so_far(3, 0), "3 meciuri");
/// assert_eq!(done_so_far(0, 1), "O problemă rezolvată");
/// assert_eq!(done_so_far(0, 21), "21 de probleme rezolvate");
/// assert_eq!(done_so_far(1, 5), "Un meci, 5 probleme rezolvate");
/// ```
pub fn done_so_far(matches: u32, puzzles: u32) -> String {
    let solved = match puzzles {
        1 => "O problemă rezolvată".to_string(),
        n => count_ro(n, "problemă", "probleme rezolvate"),
    };
    match (matches, puzzles) {
        (_, 0) => matches_kept(matches),
        (0, _) => solved,
        (m, _) => format!("{}, {}", matches_kept(m), solved),
    }
}

/// The question before a rename.
///
/// ```
/// use words::profiles::rename_question;
/// assert_eq!(rename_question("Ana", "Ioana"), "Schimbi numele „Ana” în „Ioana”? Rezultatele rămân ale ei sau ale lui.");
/// assert_eq!(rename_question("Ana", "Ana"), "Salvezi noul animal al copilului „Ana”?");
/// ```
pub fn rename_question(old: &str, new: &str) -> String {
    if old == new {
        format!("Salvezi noul animal al copilului „{old}”?")
    } else {
        format!("Schimbi numele „{old}” în „{new}”? Rezultatele rămân ale ei sau ale lui.")
    }
}

/// The question before deleting a child.
///
/// ```
/// use words::profiles::delete_question;
/// assert_eq!(
///     delete_question("Ana"),
///     "Ștergi copilul „Ana” și toate rezultatele sale? Nu se mai pot recupera. Ceilalți copii își păstrează rezultatele."
/// );
/// ```
pub fn delete_question(name: &str) -> String {
    format!(
        "Ștergi copilul „{name}” și toate rezultatele sale? Nu se mai pot recupera. Ceilalți copii își păstrează rezultatele."
    )
}

/// The results page's title, with the child's name.
pub fn results_title(name: &str) -> String {
    format!("Rezultatele: {name}")
}

/// The export button (`data-action="export"`).
pub const EXPORT: &str = "💾 Salvează rezultatele";
/// The import button (`data-action="import"`).
pub const IMPORT: &str = "📂 Încarcă rezultate";
/// What the two buttons are for.
pub const FILE_INTRO: &str = "Salvează rezultatele într-un fișier ca să le duci pe altă tabletă sau să le dai profesorului. Un fișier încărcat se adaugă la rezultatele copilului din fișier, fără să se dubleze.";

/// After an export.
pub fn exported(file_name: &str) -> String {
    format!("Rezultatele au fost salvate în fișierul „{file_name}”.")
}

/// After a file was loaded: where its matches went, how many were already
/// there, and how many a child's limit (`keep`, the newest) left out.
///
/// ```
/// use words::profiles::imported;
/// assert_eq!(imported("Ștefan", 3, 0, 0, 300), "Am adăugat 3 meciuri la Ștefan.");
/// assert_eq!(imported("Ana", 1, 0, 0, 300), "Am adăugat un meci la Ana.");
/// assert_eq!(imported("Ana", 20, 1, 0, 300), "Am adăugat 20 de meciuri la Ana (unul era deja aici).");
/// assert_eq!(imported("Ana", 12, 3, 0, 300), "Am adăugat 12 meciuri la Ana (3 erau deja aici).");
/// assert_eq!(imported("Ana", 0, 20, 0, 300), "Toate cele 20 de meciuri din fișier erau deja la Ana.");
/// assert_eq!(imported("Ana", 0, 1, 0, 300), "Meciul din fișier era deja la Ana.");
/// assert_eq!(imported("Ana", 0, 0, 0, 300), "Fișierul nu are niciun meci pentru Ana.");
/// assert_eq!(
///     imported("Ana", 300, 0, 4700, 300),
///     "Am adăugat 300 de meciuri la Ana. Un copil păstrează cel mult 300 de meciuri, cele mai noi: 4700 de meciuri mai vechi nu au fost păstrate."
/// );
/// assert_eq!(
///     imported("Ana", 0, 300, 1, 300),
///     "Nu am adăugat niciun meci la Ana (300 erau deja aici). Un copil păstrează cel mult 300 de meciuri, cele mai noi: un meci mai vechi nu a fost păstrat."
/// );
/// ```
pub fn imported(name: &str, added: u32, already: u32, dropped: u32, keep: u32) -> String {
    let some = |n| match n {
        1 => "un meci".to_string(),
        n => count_ro(n, "meci", "meciuri"),
    };
    let head = match (added, already, dropped) {
        (0, 0, 0) => return format!("Fișierul nu are niciun meci pentru {name}."),
        (0, 1, 0) => return format!("Meciul din fișier era deja la {name}."),
        (0, n, 0) => return format!("Toate cele {} din fișier erau deja la {name}.", some(n)),
        (0, _, _) => format!("Nu am adăugat niciun meci la {name}"),
        (n, _, _) => format!("Am adăugat {} la {name}", some(n)),
    };
    let there = match already {
        0 => String::new(),
        1 => " (unul era deja aici)".to_string(),
        n => format!(" ({n} erau deja aici)"),
    };
    let left = match dropped {
        0 => String::new(),
        1 => format!(" {}: un meci mai vechi nu a fost păstrat.", limit(keep)),
        n => format!(
            " {}: {} mai vechi nu au fost păstrate.",
            limit(keep),
            some(n)
        ),
    };
    format!("{head}{there}.{left}")
}

fn limit(keep: u32) -> String {
    format!(
        "Un copil păstrează cel mult {}, cele mai noi",
        count_ro(keep, "meci", "meciuri")
    )
}

/// Matches of a file that could not be read, after the sentence on the file.
///
/// ```
/// use words::profiles::skipped;
/// assert_eq!(skipped(1), "Un meci din fișier nu s-a putut citi și a fost sărit.");
/// assert_eq!(skipped(3), "3 meciuri din fișier nu s-au putut citi și au fost sărite.");
/// ```
pub fn skipped(n: u32) -> String {
    match n {
        1 => "Un meci din fișier nu s-a putut citi și a fost sărit.".to_string(),
        n => format!(
            "{} din fișier nu s-au putut citi și au fost sărite.",
            count_ro(n, "meci", "meciuri")
        ),
    }
}

/// After an import's sentence, when the file made some puzzles' stars
/// better (one sentence for any number: counting them cost the child's
/// first load more than it told).
pub const PUZZLES_IMPORTED: &str = "Am adăugat și stelele problemelor rezolvate din fișier.";

/// Puzzles of a file whose stars did not read, after the sentence on the file.
pub const PUZZLES_SKIPPED: &str =
    "Unele probleme rezolvate din fișier nu s-au putut citi și au fost sărite.";

/// A file that is not a results file of this app.
pub fn not_ours(file: &str) -> String {
    let file = super::shown(file);
    format!("„{file}” nu este un fișier de rezultate Șah în joacă și a fost sărit.")
}

/// A results file that is cut or edited.
pub fn damaged(file: &str) -> String {
    let file = super::shown(file);
    format!("„{file}” este deteriorat (lipsesc părți din el) și a fost sărit.")
}

/// A results file of a later version of the app.
pub fn from_the_future(file: &str, version: u32) -> String {
    let file = super::shown(file);
    format!(
        "„{file}” vine de la o versiune mai nouă a aplicației (formatul {version}) și a fost sărit. Deschide aplicația din nou, ca să se actualizeze, apoi încearcă iar."
    )
}

/// A file the browser would not read.
pub fn unreadable(file: &str) -> String {
    let file = super::shown(file);
    format!("„{file}” nu a putut fi citit și a fost sărit.")
}

/// When the browser keeps nothing, a file cannot be loaded.
pub const IMPORT_BLOCKED: &str =
    "Acest browser nu lasă aplicația să păstreze nimic, așa că fișierul nu poate fi încărcat aici.";

/// The title of `#/clasa`.
pub const CLASS_TITLE: &str = "Rezultatele clasei";
/// What the class table is, for the teacher.
pub const CLASS_INTRO: &str = "Copiii predau rezultatele din pagina „Rezultate”, cu „📤 Predă profesorului”: citește-le codurile QR cu camera. Poți alege și fișierele lor de rezultate, mai multe deodată. Nimic nu pleacă de pe acest dispozitiv.";
/// The class table's file button.
pub const CLASS_PICK: &str = "📂 Alege fișierele copiilor";
/// Prints the table.
pub const PRINT: &str = "🖨 Tipărește";
/// Before any file.
pub const CLASS_EMPTY: &str = "Încă nu ai citit niciun cod și n-ai ales niciun fișier.";
/// The first column's head.
pub const CHILD_COLUMN: &str = "Copilul";
/// The column of all matches.
pub const MATCHES_COLUMN: &str = "Meciuri";
/// The column of the last day played.
pub const LAST_COLUMN: &str = "Ultima dată";
/// What a header button does, for screen readers.
pub const SORT_HINT: &str = "Atinge titlul unei coloane ca să ordonezi tabelul după ea.";
/// A cell of a game never played.
pub const NOT_PLAYED: &str = "—";

/// How many children the table shows: "3 copii", "un copil".
///
/// ```
/// use words::profiles::children_count;
/// assert_eq!(children_count(1), "Un copil.");
/// assert_eq!(children_count(25), "25 de copii.");
/// ```
pub fn children_count(n: u32) -> String {
    match n {
        1 => "Un copil.".to_string(),
        n => format!("{}.", count_ro(n, "copil", "copii")),
    }
}

/// A game's cell in the class table: the best result when the game has a
/// goal to reach fast (a mate, the race; the other games' best is their
/// wins), then the wins against the robot per level (U Ușor, M Mediu, G
/// Greu, as the table's legend says); and the matches played, for the
/// cell's title.
///
/// ```
/// use words::profiles::class_cell;
/// use engine::play::variant::BestResult;
/// use engine::play::variant::Best;
/// let mate = BestResult { stars: 2, moves: Some(30) };
/// assert_eq!(class_cell(Best::FastestMate, mate, [0, 1, 2], 4), ["★★☆ · 30 de mutări", "U0 M1 G2", "4 meciuri"]);
/// assert_eq!(class_cell(Best::Wins, BestResult::default(), [1, 0, 0], 1), ["", "U1 M0 G0", "un meci"]);
/// assert_eq!(class_cell(Best::FewestMoves, BestResult { stars: 0, moves: Some(21) }, [0, 0, 0], 2)[0], "cursa în 21 de mutări");
/// ```
pub fn class_cell(best: Best, top: BestResult, wins: [u32; 3], matches: u32) -> [String; 3] {
    let head = match (best, top.moves) {
        (Best::FastestMate, Some(n)) if top.stars > 0 => {
            format!("{} · {}", stars_row(top.stars), moves_ro(n))
        }
        (Best::FastestMate, Some(n)) => format!("mat în {}", moves_ro(n)),
        (Best::FewestMoves, Some(n)) => format!("cursa în {}", moves_ro(n)),
        _ => String::new(),
    };
    let played = match matches {
        1 => "un meci".to_string(),
        n => count_ro(n, "meci", "meciuri"),
    };
    [
        head,
        format!("U{} M{} G{}", wins[0], wins[1], wins[2]),
        played,
    ]
}

/// Above the class table: how to read a game's cell.
pub const CLASS_LEGEND: &str = "În fiecare joc: cel mai bun rezultat (★ stelele și mutările matului, 🏁 cea mai scurtă cursă) sau, fără el, victoriile cu Robotul la Ușor (U), Mediu (M) și Greu (G); 🧩 problemele rezolvate. Tot restul (victoriile, meciurile, stelele problemelor, toate semnele de ajutor) apare când ții mouse-ul pe căsuță, și în tabelul pentru Excel.";

/// Above the printed class table: how to read a game's cell on paper.
pub const CLASS_LEGEND_PRINTED: &str = "În fiecare joc: cel mai bun rezultat (★ stelele și mutările matului, 🏁 cea mai scurtă cursă) sau, fără el, victoriile cu Robotul la Ușor (U), Mediu (M) și Greu (G); 🧩 problemele rezolvate. Totul, pe larg, în tabelul pentru Excel.";

/// A game's cell of the class table on one line: the best result, short
/// („★★☆ 30”, „🏁 21”), or else the wins per level; then the puzzles
/// solved („🧩 4”). [`class_cell`] words all of it, for the cell's title.
///
/// ```
/// use engine::play::variant::{Best, BestResult};
/// use words::profiles::class_line;
/// let mate = BestResult { stars: 2, moves: Some(30) };
/// assert_eq!(class_line(Best::FastestMate, mate, [0, 1, 2], 4, 3), "★★☆ 30 · 🧩 3");
/// let race = BestResult { stars: 0, moves: Some(21) };
/// assert_eq!(class_line(Best::FewestMoves, race, [1, 0, 0], 1, 0), "🏁 21");
/// assert_eq!(class_line(Best::Wins, BestResult::default(), [1, 0, 0], 1, 2), "U1 M0 G0 · 🧩 2");
/// assert_eq!(class_line(Best::Wins, BestResult::default(), [0, 0, 0], 0, 2), "🧩 2");
/// ```
pub fn class_line(
    best: Best,
    top: BestResult,
    wins: [u32; 3],
    matches: u32,
    puzzles: u32,
) -> String {
    let head = match (best, top.moves) {
        (Best::FastestMate, Some(n)) if top.stars > 0 => format!("{} {n}", stars_row(top.stars)),
        (Best::FastestMate, Some(n)) => format!("mat {n}"),
        (Best::FewestMoves, Some(n)) => format!("🏁 {n}"),
        _ if matches > 0 => format!("U{} M{} G{}", wins[0], wins[1], wins[2]),
        _ => String::new(),
    };
    match (head.is_empty(), puzzles) {
        (_, 0) => head,
        (true, n) => format!("🧩 {n}"),
        (false, n) => format!("{head} · 🧩 {n}"),
    }
}
/// After the first sign that a child needs help: how many more the cell's
/// title holds („+2”).
pub fn help_more(n: u32) -> String {
    format!(" +{n}")
}
/// The head of the column of the signs that a child needs help.
pub const HELP_COLUMN: &str = "Cine are nevoie de ajutor";
/// Nothing worrying.
pub const NO_HELP_NEEDED: &str = "—";

/// Hints and take-backs, in the help column.
///
/// ```
/// assert_eq!(words::profiles::help_hints(12, 1), "💡 12 sfaturi · ↶ 1 înapoi");
/// assert_eq!(words::profiles::help_hints(1, 0), "💡 un sfat");
/// assert_eq!(words::profiles::help_hints(0, 25), "↶ 25 înapoi");
/// ```
pub fn help_hints(hints: u32, undos: u32) -> String {
    let hints = match hints {
        0 => String::new(),
        1 => "💡 un sfat".to_string(),
        n => format!("💡 {}", count_ro(n, "sfat", "sfaturi")),
    };
    match (undos, hints.is_empty()) {
        (0, _) => hints,
        (n, true) => format!("↶ {n} înapoi"),
        (n, false) => format!("{hints} · ↶ {n} înapoi"),
    }
}

/// Losses one after the other.
///
/// ```
/// assert_eq!(words::profiles::help_losses(3), "3 înfrângeri la rând");
/// assert_eq!(words::profiles::help_losses(20), "20 de înfrângeri la rând");
/// ```
pub fn help_losses(n: u32) -> String {
    format!("{} la rând", count_ro(n, "înfrângere", "înfrângeri"))
}

/// A puzzle failed, and its wrong move.
///
/// ```
/// assert_eq!(words::profiles::help_missed("Nebun", "3", "g3", "f4"), "🧩 Nebun 3: a greșit cu g3–f4");
/// ```
pub fn help_missed(game: &str, number: &str, from: &str, to: &str) -> String {
    format!("🧩 {game} {number}: a greșit cu {from}–{to}")
}

/// Days since the child last played.
///
/// ```
/// assert_eq!(words::profiles::help_days(9), "nu a mai jucat de 9 zile");
/// assert_eq!(words::profiles::help_days(21), "nu a mai jucat de 21 de zile");
/// ```
pub fn help_days(days: u32) -> String {
    format!("nu a mai jucat de {}", count_ro(days, "zi", "zile"))
}

/// The class table as a file: its button, and the columns for each game
/// and after the games.
pub const EXPORT_CSV: &str = "📊 Tabel pentru Excel";
pub const CSV_GAME_COLUMNS: [&str; 7] = [
    "cel mai bun",
    "victorii Ușor",
    "victorii Mediu",
    "victorii Greu",
    "meciuri",
    "probleme rezolvate",
    "stele la probleme",
];
pub const CSV_OTHER_COLUMNS: [&str; 8] = [
    "Meciuri",
    "Ultima dată",
    "Serii și exerciții",
    "Sfaturi",
    "Mutări luate înapoi",
    "Înfrângeri la rând",
    "Probleme greșite",
    "A predat",
];

/// A game's puzzles in the class table, short (the legend says what they
/// are): „🧩 7 · ★ 15”, kept whole by no-break spaces.
///
/// ```
/// use words::profiles::class_puzzles;
/// assert_eq!(class_puzzles(1, 3), "🧩\u{a0}1\u{a0}· ★\u{a0}3");
/// assert_eq!(class_puzzles(24, 70), "🧩\u{a0}24\u{a0}· ★\u{a0}70");
/// ```
pub fn class_puzzles(solved: u32, stars: u32) -> String {
    format!("🧩\u{a0}{solved}\u{a0}· ★\u{a0}{stars}")
}

/// The diploma's title.
pub const DIPLOMA_TITLE: &str = "Diplomă";
/// The page's title while there is no diploma yet in `game`.
///
/// ```
/// assert_eq!(words::profiles::diploma_heading("Vânătoarea regelui"), "Diplomă: Vânătoarea regelui");
/// ```
pub fn diploma_heading(game: &str) -> String {
    format!("{DIPLOMA_TITLE}: {game}")
}
/// Over the child's name.
pub const DIPLOMA_FOR: &str = "pentru";
/// The diploma's print button.
pub const DIPLOMA_PRINT: &str = "🖨 Tipărește diploma";
/// The class's diplomas' print button.
pub const DIPLOMAS_PRINT: &str = "🖨 Tipărește diplomele";
/// The diploma's signature line without a teacher's.
pub const DIPLOMA_SIGNATURE: &str = "Șah în joacă";
/// The teacher's signature fields, above a diploma (not printed).
pub const SIGNATURE_TITLE: &str = "Semnătura de pe diplomă (rămâne în acest browser)";
pub const SIGNATURE_NAME: &str = "Numele profesorului";
pub const SIGNATURE_SCHOOL: &str = "Școala";
pub const SIGNATURE_CLASS: &str = "Clasa";
/// Above the class's diplomas in one game.
pub fn class_diplomas_title(game: &str, n: u32) -> String {
    format!(
        "Diplomele clasei la „{game}”: {}",
        count_ro(n, "diplomă", "diplome")
    )
}
/// None of the class has a diploma in the game yet.
pub fn no_class_diploma(game: &str) -> String {
    format!(
        "Niciun copil din clasă nu are încă o diplomă la „{game}”: nu are un rezultat cel mai bun și nici o victorie contra Robotului."
    )
}
/// On the class page: the class's diplomas, one link a game.
pub const CLASS_DIPLOMAS: &str = "🏅 Diplomele clasei:";

/// The diploma's signature: the teacher's name, then school and class,
/// each part only when typed; without any, the app's name.
///
/// ```
/// use words::profiles::diploma_signature;
/// assert_eq!(diploma_signature("Ana Pop", "Școala nr. 5", "a II-a B"), ["Prof. Ana Pop", "Școala nr. 5 · Clasa a II-a B"]);
/// assert_eq!(diploma_signature("", "", ""), ["Șah în joacă", ""]);
/// assert_eq!(diploma_signature("", "Școala nr. 5", ""), ["Școala nr. 5", ""]);
/// ```
pub fn diploma_signature(name: &str, school: &str, class: &str) -> [String; 2] {
    let (name, school, class) = (name.trim(), school.trim(), class.trim());
    let class = if class.is_empty() {
        String::new()
    } else {
        format!("Clasa {class}")
    };
    let place: Vec<&str> = [school, class.as_str()]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect();
    match (name.is_empty(), place.is_empty()) {
        (true, true) => [DIPLOMA_SIGNATURE.to_string(), String::new()],
        (true, false) => [place.join(" · "), String::new()],
        (false, _) => [format!("Prof. {name}"), place.join(" · ")],
    }
}
/// Back from the diploma.
pub const BACK_TO_RESULTS: &str = "Înapoi la rezultate";
/// From the class's diplomas back to the class table.
pub const BACK_TO_CLASS: &str = "Înapoi la tabelul clasei";
/// The results page's link to a game's diploma.
pub const DIPLOMA_LINK: &str = "🏅 Diploma";

/// Why the child gets the diploma, under their name ("pentru Ana, care…"), or `None` when there
/// is nothing to celebrate yet (no best result, no win against the robot).
///
/// ```
/// use words::profiles::diploma_reason;
/// use engine::play::variant::BestResult;
/// use engine::play::variant::Best;
/// let mate = BestResult { stars: 3, moves: Some(18) };
/// assert_eq!(diploma_reason(Best::FastestMate, "Vânătoarea regelui", mate, 1, false).unwrap(),
///     "care a dat mat în 18 mutări la „Vânătoarea regelui” și a câștigat ★★★.");
/// assert_eq!(diploma_reason(Best::Wins, "Nebun contra 3 pioni", BestResult::default(), 4, false).unwrap(),
///     "care a câștigat de 4 ori contra Robotului la „Nebun contra 3 pioni”.");
/// assert_eq!(diploma_reason(Best::FewestMoves, "Cai în tabăra dușmanului", BestResult { stars: 0, moves: Some(21) }, 1, true).unwrap(),
///     "care a terminat cursa în 21 de mutări la „Cai în tabăra dușmanului” (cu sfaturi).");
/// assert_eq!(diploma_reason(Best::Wins, "Dama contra 8 pioni", BestResult::default(), 0, false), None);
/// ```
pub fn diploma_reason(
    best: Best,
    game: &str,
    top: BestResult,
    robot_wins: u32,
    helped: bool,
) -> Option<String> {
    let feat = match (best, top.moves) {
        (Best::FastestMate, Some(n)) if top.stars > 0 => {
            format!(
                "a dat mat în {} la „{game}” și a câștigat {}",
                moves_ro(n),
                stars_row(top.stars)
            )
        }
        (Best::FastestMate, Some(n)) => format!("a dat mat în {} la „{game}”", moves_ro(n)),
        (Best::FewestMoves, Some(n)) => format!("a terminat cursa în {} la „{game}”", moves_ro(n)),
        _ if robot_wins > 0 => {
            let times = match robot_wins {
                1 => "o dată".to_string(),
                n => format!("de {}", count_ro(n, "dată", "ori")),
            };
            format!("a câștigat {times} contra Robotului la „{game}”")
        }
        _ => return None,
    };
    Some(if helped {
        format!("care {feat} (cu sfaturi).")
    } else {
        format!("care {feat}.")
    })
}

/// The diploma page when there is nothing to celebrate yet.
pub fn no_diploma_yet(game: &str) -> String {
    format!(
        "Încă nu există o diplomă la „{game}”. Câștigă un meci contra Robotului și vino înapoi!"
    )
}

/// The stars of a best result, for a big line on the diploma (nothing
/// outside the king hunt).
pub fn diploma_stars(best: Best, top: BestResult) -> Option<String> {
    (best == Best::FastestMate && top.stars > 0).then(|| stars_row(top.stars))
}

/// The stars of the diploma, for screen readers: "o stea", "3 stele".
///
/// ```
/// use words::profiles::stars_label;
/// assert_eq!(stars_label(1), "o stea");
/// assert_eq!(stars_label(3), "3 stele");
/// ```
pub fn stars_label(n: u32) -> String {
    match n {
        1 => "o stea".to_string(),
        n => count_ro(n, "stea", "stele"),
    }
}

/// While the teachers' page is fetched.
pub const TEACHERS_LOADING: &str = "Se încarcă pagina pentru profesori…";
/// When it could not be fetched.
pub const TEACHERS_FAILED: &str = "Pagina pentru profesori nu s-a putut încărca. Verifică legătura la internet și reîncarcă pagina.";
/// While a teacher's screen (editor, class table, diploma) loads.
pub const LAZY_LOADING: &str = "Se încarcă pagina…";
/// When it could not be loaded.
pub const LAZY_FAILED: &str =
    "Pagina nu s-a putut încărca. Verifică legătura la internet și reîncarcă pagina.";
/// Said when the screens that write a results file could not be loaded.
pub const EXPORT_UNREACHED: &str =
    "Fișierul nu s-a putut face acum. Verifică legătura la internet și încearcă din nou.";
/// The menu's footer links.
pub const FOR_TEACHERS: &str = "👩‍🏫 Pentru profesori";
/// The menu's footer link to the class table.
pub const CLASS_LINK: &str = "📊 Rezultatele clasei";
