//! The pieces every sentence shares: counts, names, whom a sentence is
//! about, and the storage's two warnings.

use engine::play::matches::{Match, Mode, Player};
use engine::rules::square::{Color, Piece, Role};

/// A count of things in Romanian: "1 mutare", "19 mutări", "23 de mutări"
/// ("de" from 20 on, except after 101–119, 201–219 …).
///
/// ```
/// use words::count_ro;
/// assert_eq!(count_ro(1, "sfat", "sfaturi"), "1 sfat");
/// assert_eq!(count_ro(2, "sfat", "sfaturi"), "2 sfaturi");
/// assert_eq!(count_ro(20, "sfat", "sfaturi"), "20 de sfaturi");
/// assert_eq!(count_ro(0, "sfat", "sfaturi"), "0 sfaturi");
/// ```
pub fn count_ro(n: u32, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        _ if n == 0 || (1..20).contains(&(n % 100)) => format!("{n} {many}"),
        _ => format!("{n} de {many}"),
    }
}

/// A number of moves in Romanian, with "de" where the language wants it.
///
/// ```
/// use words::moves_ro;
/// assert_eq!(moves_ro(1), "1 mutare");
/// assert_eq!(moves_ro(19), "19 mutări");
/// assert_eq!(moves_ro(23), "23 de mutări");
/// assert_eq!(moves_ro(101), "101 mutări");
/// ```
pub fn moves_ro(n: u32) -> String {
    count_ro(n, "mutare", "mutări")
}

/// `text` with its first letter in capitals, for a sentence start. The
/// words it is given start with a plain letter ("ai", "tu", "egalitate"):
/// ASCII keeps Unicode's case tables out of the wasm.
pub(super) fn capitalised(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// Whether a character shows nothing and changes nothing a child means:
/// control characters, the marks that turn text around (a file named
/// `poza\u{202e}gnp.json` would read „…png”), zero-width ones and the
/// Hangul fillers that look like an empty name.
///
/// ```
/// use words::invisible;
/// assert!(invisible('\u{202e}') && invisible('\u{3164}') && invisible('\n'));
/// assert!(!invisible('ș') && !invisible(' '));
/// ```
pub fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{ad}' | '\u{34f}' | '\u{61c}' | '\u{115f}' | '\u{1160}' | '\u{180e}'
            | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{206f}'
            | '\u{3164}' | '\u{feff}' | '\u{ffa0}')
}

/// The most letters of a value a sentence repeats.
pub const SHOWN_MAX: usize = 40;

/// A value a link, a file or a child supplied, as a sentence repeats it:
/// without [`invisible`] characters, and cut to [`SHOWN_MAX`] letters and
/// „…” (a 100 KB link must not make a 100 KB notice).
///
/// ```
/// use words::shown;
/// assert_eq!(shown("poza\u{202e}gnp.json"), "pozagnp.json");
/// assert_eq!(shown(&"a".repeat(41)), format!("{}…", "a".repeat(40)));
/// assert_eq!(shown(&"ă".repeat(40)), "ă".repeat(40));
/// ```
pub fn shown(value: &str) -> String {
    let mut letters = value.chars().filter(|c| !invisible(*c));
    let mut out: String = letters.by_ref().take(SHOWN_MAX).collect();
    if letters.next().is_some() {
        out.push('…');
    }
    out
}

/// Whom a sentence is about: the child against the robot, spoken to ("ai
/// câștigat"), or a player named ("Jucătorul 2 a câștigat", "Robotul a …").
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Who {
    /// The child playing the robot: the second person.
    You,
    /// A named player: the name ("Jucătorul 2") and its genitive
    /// ("Jucătorului 2", as in "regele Jucătorului 2").
    Named(&'static str, &'static str),
}

impl Who {
    /// `player` of a match in `mode`.
    pub const fn of(mode: Mode, player: Player) -> Who {
        match (mode, player) {
            (Mode::Robot, Player::One) => Who::You,
            (Mode::Robot, Player::Two) => Who::Named("Robotul", "Robotului"),
            (Mode::TwoPlayers, Player::One) => Who::Named("Jucătorul 1", "Jucătorului 1"),
            (Mode::TwoPlayers, Player::Two) => Who::Named("Jucătorul 2", "Jucătorului 2"),
        }
    }

    /// The subject and its verb in the past, `done` its participle: "ai
    /// terminat" (or "tu ai terminat" with `tu`, inside a sentence) for the
    /// child, "Jucătorul 1 a terminat" for a named player.
    pub(super) fn did(self, done: &str, tu: bool) -> String {
        let (name, verb) = match self {
            Who::You if tu => ("tu ", "ai "),
            Who::You => ("", "ai "),
            Who::Named(name, _) => (name, " a "),
        };
        format!("{name}{verb}{done}")
    }

    /// The verb form for the child (`you`) or for a named player (`they`).
    pub(super) const fn pick<'a>(self, you: &'a str, they: &'a str) -> &'a str {
        match self {
            Who::You => you,
            Who::Named(..) => they,
        }
    }

    /// The name inside a sentence: "tu", "Robotul", "Jucătorul 1".
    pub(super) const fn name(self) -> &'static str {
        match self {
            Who::You => "tu",
            Who::Named(name, _) => name,
        }
    }

    /// Whose, after a noun: "(regele) tău", "(regele) Jucătorului 2".
    pub(super) const fn owner(self) -> &'static str {
        match self {
            Who::You => "tău",
            Who::Named(_, genitive) => genitive,
        }
    }

    /// Whose, of things feminine: "(repriza) a ta", "(reprizele) ale
    /// Robotului".
    pub(super) fn owner_feminine(self, plural: bool) -> String {
        let (article, yours) = if plural { ("ale", "tale") } else { ("a", "ta") };
        format!("{article} {}", self.pick(yours, self.owner()))
    }
}

/// Stars earned, as the round summary shows them: "★★" or "0 stele".
pub fn stars_earned(stars: u8) -> String {
    match stars {
        0 => "0 stele",
        // "★" is three bytes long.
        n => &"★★★"[..3 * usize::from(n.min(3))],
    }
    .to_string()
}

/// "nebunul", "dama" …: the piece with the article, inside a sentence.
pub const fn piece_the_lower_ro(role: Role) -> &'static str {
    match role {
        Role::Knight => "calul",
        Role::Bishop => "nebunul",
        Role::Rook => "turnul",
        Role::Queen => "dama",
        Role::King => "regele",
        Role::Pawn => "pionul",
    }
}

/// "un singur nebun negru", "o singură damă neagră".
pub(super) fn one_piece_ro(piece: Piece) -> String {
    if piece.role == Role::Queen {
        format!("o singură {}", piece.name_ro())
    } else {
        format!("un singur {}", piece.name_ro())
    }
}

/// "albi" / "negri", of pawns or knights.
pub(super) const fn colour_plural_ro(color: Color) -> &'static str {
    match color {
        Color::White => "albi",
        Color::Black => "negri",
    }
}

/// "Albul" / "Negrul".
pub const fn side_ro(color: Color) -> &'static str {
    match color {
        Color::White => "Albul",
        Color::Black => "Negrul",
    }
}

/// "Calul alb" / "Calul negru".
pub const fn knight_ro(color: Color) -> &'static str {
    match color {
        Color::White => "Calul alb",
        Color::Black => "Calul negru",
    }
}

/// "calul alb" / "calul negru", inside a sentence.
pub const fn knight_lower_ro(color: Color) -> &'static str {
    match color {
        Color::White => "calul alb",
        Color::Black => "calul negru",
    }
}

/// "toate cele 14 piese \[negre\]", or "singura piesă \[neagră\]" when there is one.
///
/// ```
/// use engine::Color;
/// use words::all_pieces_ro;
/// assert_eq!(all_pieces_ro(14, Some(Color::Black)), "toate cele 14 piese negre");
/// assert_eq!(all_pieces_ro(1, Some(Color::White)), "singura piesă albă");
/// assert_eq!(all_pieces_ro(3, None), "toate cele 3 piese");
/// ```
pub fn all_pieces_ro(n: u32, of: Option<Color>) -> String {
    let colour = match (of, n == 1) {
        (None, _) => "",
        (Some(Color::White), true) => " albă",
        (Some(Color::Black), true) => " neagră",
        (Some(Color::White), false) => " albe",
        (Some(Color::Black), false) => " negre",
    };
    if n == 1 {
        format!("singura piesă{colour}")
    } else {
        format!("toate cele {n} piese{colour}")
    }
}

/// "★★☆" for 2 of 3 stars.
///
/// ```
/// assert_eq!(words::stars_row(2), "★★☆");
/// ```
pub fn stars_row(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

/// "Jucătorul 1" / "Jucătorul 2".
pub const fn player_ro(player: Player) -> &'static str {
    match player {
        Player::One => "Jucătorul 1",
        Player::Two => "Jucătorul 2",
    }
}

/// The players of a match as the page names them: "Tu" and "Robotul"
/// against the robot, "Jucătorul 1" and "Jucătorul 2" else.
pub const fn player_name(mode: Mode, player: Player) -> &'static str {
    match (mode, player) {
        (Mode::Robot, Player::One) => "Tu",
        (Mode::Robot, Player::Two) => "Robotul",
        (Mode::TwoPlayers, p) => player_ro(p),
    }
}

/// Said once when the browser keeps nothing (blocked or full storage).
pub const STORAGE_REFUSED: &str = "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui e blocată sau plină). Poți juca mai departe, dar rezultatele nu se salvează.";

/// When a finished match did not fit in a full storage: the page offers
/// the results file with the button it names, at the end of each match.
pub const KEPT_FOR_SESSION: &str = "Pentru un adult: memoria browserului e plină, așa că meciurile terminate acum rămân doar până se închide pagina. Salvați-le într-un fișier cu „💾 Salvează rezultatele” (aici, la sfârșitul meciului, sau în pagina „Rezultate”).";

/// What a side is called in the game of `m`, as a label ("Pionii",
/// "Albul (vânătorul)"): the panel's "Tu — Pionii". Inside a sentence:
/// [`super::tap::side_inside`].
pub fn side_name(m: &Match, color: Color) -> &'static str {
    m.variant.info().side_names[color.index()]
}
