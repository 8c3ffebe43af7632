//! The Romanian sentences the engine's typed facts turn into. Games, matches
//! and storage speak in types ([`Ending`], [`Notice`], [`Counter`],
//! [`Summary`], [`SetupError`] …); this module words them, so every plural,
//! star and name is written once.

use crate::engine::play::matches::{Explanation, Match, MatchResult, Mode, Phase, Player};
use crate::engine::rules::board::FenError;
use crate::engine::rules::game::{Counter, Ending, Game, Notice, SetupError, Summary};
use crate::engine::rules::square::{Color, Piece, Role};

/// A count of things in Romanian: "1 mutare", "19 mutări", "23 de mutări"
/// ("de" from 20 on, except after 101–119, 201–219 …).
///
/// ```
/// use sah_in_joaca::engine::words::count_ro;
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
/// use sah_in_joaca::engine::moves_ro;
/// assert_eq!(moves_ro(1), "1 mutare");
/// assert_eq!(moves_ro(19), "19 mutări");
/// assert_eq!(moves_ro(23), "23 de mutări");
/// assert_eq!(moves_ro(101), "101 mutări");
/// ```
pub fn moves_ro(n: u32) -> String {
    count_ro(n, "mutare", "mutări")
}

/// The hints of a round as its verdict says them (empty when none were
/// asked for): the child's own against the robot, the round's between two
/// players (either may have asked).
///
/// ```
/// use sah_in_joaca::engine::play::matches::Mode;
/// use sah_in_joaca::engine::words::hints_used_in;
/// assert_eq!(hints_used_in(Mode::Robot, 0), "");
/// assert_eq!(hints_used_in(Mode::Robot, 1), "Ai folosit un sfat.");
/// assert_eq!(hints_used_in(Mode::Robot, 3), "Ai folosit 3 sfaturi.");
/// assert_eq!(hints_used_in(Mode::Robot, 21), "Ai folosit 21 de sfaturi.");
/// assert_eq!(hints_used_in(Mode::TwoPlayers, 1), "S-a folosit un sfat.");
/// assert_eq!(hints_used_in(Mode::TwoPlayers, 20), "S-au folosit 20 de sfaturi.");
/// ```
pub fn hints_used_in(mode: Mode, n: u32) -> String {
    match (mode, n) {
        (_, 0) => String::new(),
        (Mode::Robot, 1) => "Ai folosit un sfat.".to_string(),
        (Mode::Robot, n) => format!("Ai folosit {}.", count_ro(n, "sfat", "sfaturi")),
        (Mode::TwoPlayers, 1) => "S-a folosit un sfat.".to_string(),
        (Mode::TwoPlayers, n) => format!("S-au folosit {}.", count_ro(n, "sfat", "sfaturi")),
    }
}

/// `text` with its first letter in capitals, for a sentence start. The
/// words it is given start with a plain letter ("ai", "tu", "egalitate"):
/// ASCII keeps Unicode's case tables out of the wasm.
fn capitalised(text: &str) -> String {
    let mut text = text.to_string();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
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
    fn did(self, done: &str, tu: bool) -> String {
        let (name, verb) = match self {
            Who::You if tu => ("tu ", "ai "),
            Who::You => ("", "ai "),
            Who::Named(name, _) => (name, " a "),
        };
        format!("{name}{verb}{done}")
    }

    /// The verb form for the child (`you`) or for a named player (`they`).
    const fn pick<'a>(self, you: &'a str, they: &'a str) -> &'a str {
        match self {
            Who::You => you,
            Who::Named(..) => they,
        }
    }

    /// The name inside a sentence: "tu", "Robotul", "Jucătorul 1".
    const fn name(self) -> &'static str {
        match self {
            Who::You => "tu",
            Who::Named(name, _) => name,
        }
    }

    /// Whose, after a noun: "(regele) tău", "(regele) Jucătorului 2".
    const fn owner(self) -> &'static str {
        match self {
            Who::You => "tău",
            Who::Named(_, genitive) => genitive,
        }
    }

    /// Whose, of things feminine: "(repriza) a ta", "(reprizele) ale
    /// Robotului".
    fn owner_feminine(self, plural: bool) -> String {
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
fn one_piece_ro(piece: Piece) -> String {
    if piece.role == Role::Queen {
        format!("o singură {}", piece.name_ro())
    } else {
        format!("un singur {}", piece.name_ro())
    }
}

/// "albi" / "negri", of pawns or knights.
const fn colour_plural_ro(color: Color) -> &'static str {
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

/// "toate cele 14 piese [negre]", or "singura piesă [neagră]" when there is one.
///
/// ```
/// use sah_in_joaca::engine::Color;
/// use sah_in_joaca::engine::words::all_pieces_ro;
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
/// assert_eq!(sah_in_joaca::engine::words::stars_row(2), "★★☆");
/// ```
pub fn stars_row(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

/// One announcement.
pub fn notice(n: Notice) -> String {
    match n {
        Notice::LastRankGrace => {
            "Pionul a ajuns pe ultima linie — piesa mai are o singură mutare!".to_string()
        }
        Notice::KnightPasses(color) => {
            format!(
                "{} nu are nicio săritură și pierde rândul.",
                knight_ro(color)
            )
        }
        Notice::LastMoveToEqualise { finisher, targets } => format!(
            "{} a capturat {}! {} mai are o ultimă mutare pentru egalitate.",
            side_ro(finisher),
            all_pieces_ro(targets, None),
            side_ro(finisher.other())
        ),
        Notice::KingHasOneMove => "Atenție: regele negru mai are o singură mutare!".to_string(),
        Notice::StalemateDanger => format!("Ai {CAREFUL}"),
    }
}

/// The warning about stalemate after "Ai" or "Jucătorul 1, ai".
const CAREFUL: &str = "grijă la pat: o mutare neatentă poate lăsa regele negru fără nicio mutare. Înainte să muți, verifică dacă regele mai are unde merge.";

/// One announcement for `who` is to move: a warning to a player is said
/// by name when two play.
///
/// ```
/// use sah_in_joaca::engine::Notice;
/// use sah_in_joaca::engine::words::{Who, notice_to};
/// assert!(notice_to(Notice::StalemateDanger, Who::You).starts_with("Ai grijă la pat: "));
/// assert!(
///     notice_to(Notice::StalemateDanger, Who::Named("Jucătorul 2", "Jucătorului 2"))
///         .starts_with("Jucătorul 2, ai grijă la pat: ")
/// );
/// ```
pub fn notice_to(n: Notice, who: Who) -> String {
    match (n, who) {
        (Notice::StalemateDanger, Who::Named(name, _)) => format!("{name}, ai {CAREFUL}"),
        _ => notice(n),
    }
}

/// All announcements of a position as one text (`None` when there are none).
pub fn notices(list: &[Notice]) -> Option<String> {
    notices_to(list, Who::You)
}

/// All announcements of a position for `who` is to move, as one text.
fn notices_to(list: &[Notice], who: Who) -> Option<String> {
    let words: Vec<String> = list.iter().map(|&n| notice_to(n, who)).collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// One counter beside the board.
///
/// ```
/// use sah_in_joaca::engine::{Color, Counter};
/// use sah_in_joaca::engine::words::counter;
/// assert_eq!(counter(Counter::PawnsLeft { left: 2, start: 3 }), "Pioni rămași: 2 din 3");
/// let c = Counter::Captured { knight: Color::White, captured: 1, total: 14, moves: 1 };
/// assert_eq!(counter(c), "Calul alb: capturate 1 / 14, 1 mutare");
/// ```
pub fn counter(c: Counter) -> String {
    match c {
        Counter::PawnsLeft { left, start } => format!("Pioni rămași: {left} din {start}"),
        Counter::Captured {
            knight,
            captured,
            total,
            moves,
        } => format!(
            "{}: capturate {captured} / {total}, {}",
            knight_ro(knight),
            moves_ro(moves)
        ),
        Counter::HuntMove { made, limit } => format!("Mutarea {made} din {limit}"),
        Counter::StarScale => "★★★ ≤ 20 · ★★ ≤ 35 · ★ ≤ 50".to_string(),
    }
}

/// One player's round result, said to the child (against the robot).
///
/// ```
/// use sah_in_joaca::engine::Summary;
/// use sah_in_joaca::engine::words::summary;
/// assert_eq!(summary(Summary::PieceVsPawns { won: true, moves: 1 }), "Ai câștigat repriza în 1 mutare.");
/// assert_eq!(summary(Summary::PieceVsPawns { won: false, moves: 20 }), "Ai pierdut repriza după 20 de mutări.");
/// assert_eq!(summary(Summary::Mated { moves: 18, stars: 3 }), "Ai dat mat în 18 mutări: ★★★.");
/// ```
pub fn summary(s: Summary) -> String {
    summary_of(Who::You, s)
}

/// One player's round result, about `who`: "Ai terminat cursa …" to the
/// child, "Jucătorul 2 a terminat cursa …" when two play.
///
/// ```
/// use sah_in_joaca::engine::Summary;
/// use sah_in_joaca::engine::words::{Who, summary_of};
/// let two = Who::Named("Jucătorul 2", "Jucătorului 2");
/// assert_eq!(
///     summary_of(two, Summary::RaceFinished { moves: 25, shortest: Some(19) }),
///     "Jucătorul 2 a terminat cursa în 25 de mutări; drumul cel mai scurt posibil are 19 mutări."
/// );
/// assert_eq!(
///     summary_of(two, Summary::KingEscaped { white_moves: 50 }),
///     "Regele Jucătorului 2 a scăpat după 50 de mutări ale albului."
/// );
/// ```
pub fn summary_of(who: Who, s: Summary) -> String {
    let shortest = |n: Option<u32>| {
        n.map_or(String::new(), |n| {
            format!("; drumul cel mai scurt posibil are {}", moves_ro(n))
        })
    };
    // What the player did (a participle) and the rest of the sentence.
    let (done, rest) = match s {
        Summary::PieceVsPawns { won, moves } => (
            if won { "câștigat" } else { "pierdut" },
            match (moves, won) {
                (0, _) => format!("repriza fără să {}", who.pick("muți", "mute")),
                (n, true) => format!("repriza în {}", moves_ro(n)),
                (n, false) => format!("repriza după {}", moves_ro(n)),
            },
        ),
        Summary::RaceFinished { moves, shortest: s } => (
            "terminat",
            format!("cursa în {}{}", moves_ro(moves), shortest(s)),
        ),
        Summary::RaceUnfinished {
            captured,
            total,
            shortest: s,
        } => (
            "capturat",
            format!(
                "{captured} din {}{}",
                count_ro(total, "piesă", "piese"),
                shortest(s)
            ),
        ),
        Summary::Mated { moves, stars } => (
            "dat",
            format!("mat în {}: {}", moves_ro(moves), stars_earned(stars)),
        ),
        Summary::HuntFailed {
            stalemate: true,
            moves,
        } => ("dat", format!("pat în {}: 0 stele", moves_ro(moves))),
        Summary::HuntFailed {
            stalemate: false,
            moves,
        } => (
            "făcut",
            format!(
                "{} fără să {} mat: 0 stele",
                moves_ro(moves),
                who.pick("dai", "dea")
            ),
        ),
        Summary::KingMated { white_moves: n } | Summary::KingEscaped { white_moves: n } => {
            // "după 18 mutări ale albului", "după 1 mutare a albului".
            return format!(
                "Regele {} {} după {} {} albului.",
                who.owner(),
                match s {
                    Summary::KingMated { .. } => "a primit mat",
                    _ => "a scăpat",
                },
                moves_ro(n),
                if n == 1 { "a" } else { "ale" }
            );
        }
    };
    format!("{} {rest}.", capitalised(&who.did(done, false)))
}

/// Why a position cannot be played, as one sentence.
///
/// ```
/// use sah_in_joaca::engine::{Color, SetupError};
/// use sah_in_joaca::engine::words::setup_error;
/// assert_eq!(
///     setup_error(SetupError::PawnsOnFile { file: 1, count: 2 }),
///     "Pe coloana b sunt doi pioni."
/// );
/// assert_eq!(
///     setup_error(SetupError::SpecialKnightMissing(Color::White)),
///     "Calul alb special lipsește: el trebuie să stea în tabăra negrului (liniile 5–8)."
/// );
/// ```
pub fn setup_error(e: SetupError) -> String {
    let camp = |color| match color {
        Color::White => "negrului (liniile 5–8)",
        Color::Black => "albului (liniile 1–4)",
    };
    match e {
        SetupError::WrongMaterial { piece, max_pawns } => format!(
            "În acest joc trebuie să fie {} și cel mult {max_pawns} pioni {}.",
            one_piece_ro(piece),
            colour_plural_ro(piece.color.other())
        ),
        SetupError::PawnOnRank { color, rank } => format!(
            "Un pion {} nu poate sta pe linia {}.",
            color.name_ro(),
            rank + 1
        ),
        SetupError::PawnOnEdgeRank => {
            "Un pion alb nu poate sta pe prima sau pe ultima linie.".to_string()
        }
        SetupError::PawnsOnFile { file, count } => {
            let name = (b'a' + file) as char;
            match count {
                2 => format!("Pe coloana {name} sunt doi pioni."),
                n => format!("Pe coloana {name} sunt {n} pioni."),
            }
        }
        SetupError::TwoPawnsOnLastRank => {
            "Doi pioni nu pot fi în același timp pe ultima linie.".to_string()
        }
        SetupError::PieceMustMove { square, role } => format!(
            "Pionul de pe {square} este deja pe ultima linie, deci la mutare trebuie să fie {}.",
            piece_the_lower_ro(role)
        ),
        SetupError::SpecialKnightMissing(color) => format!(
            "{} special lipsește: el trebuie să stea în tabăra {}.",
            knight_ro(color),
            camp(color)
        ),
        SetupError::SpecialKnightsTooMany { color, count } => format!(
            "În tabăra {} sunt {count} cai {}; trebuie să fie unul singur, calul special.",
            camp(color),
            colour_plural_ro(color)
        ),
        SetupError::TargetCount { knight, count, max } => format!(
            "{} trebuie să aibă între 1 și {max} piese de capturat, dar are {count}.",
            knight_ro(knight)
        ),
        SetupError::BlackNotALoneKing => {
            "Negrul trebuie să aibă exact un rege și nicio altă piesă.".to_string()
        }
        SetupError::WhiteKingCount => "Albul trebuie să aibă exact un rege.".to_string(),
        SetupError::TooManyWhitePawns => "Albul nu poate avea mai mult de 8 pioni.".to_string(),
        SetupError::TooManyWhitePieces => "Albul are prea multe piese: ele nu pot apărea într-o partidă (8 pioni, plus piesele în care s-au transformat pionii).".to_string(),
        SetupError::KingsTouch => "Cei doi regi nu pot sta unul lângă altul.".to_string(),
        SetupError::CheckWithWhiteToMove => {
            "Regele negru este în șah, dar la mutare este albul: poziția nu este posibilă."
                .to_string()
        }
    }
}

/// A game's facts as the page words them: for the page and for tests that
/// check whole sentences.
pub trait Worded {
    /// The rule that ended the round, once it is over.
    fn reason_text(&self) -> Option<String>;
    /// What to announce now.
    fn notice_text(&self) -> Option<String>;
    /// The counters beside the board.
    fn progress_text(&self) -> Vec<String>;
    /// The round's result for the player who had `color`.
    fn summary_text(&self, color: Color) -> Option<String>;
}

impl<G: Game + ?Sized> Worded for G {
    fn reason_text(&self) -> Option<String> {
        self.outcome().map(|o| reason(o.ending))
    }

    fn notice_text(&self) -> Option<String> {
        notices(&self.notices())
    }

    fn progress_text(&self) -> Vec<String> {
        self.progress().into_iter().map(counter).collect()
    }

    fn summary_text(&self, color: Color) -> Option<String> {
        self.round_summary(color).map(summary)
    }
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

/// "Repriza 1 din 2", or "O singură vânătoare" for the hunt against the robot.
pub fn round_label(m: &Match) -> String {
    if m.rounds_total() > 1 {
        format!("Repriza {} din {}", m.round() + 1, m.rounds_total())
    } else {
        "O singură vânătoare".to_string()
    }
}

/// A player's round summary line: "Ai câștigat …" to the child against the
/// robot, "Jucătorul 2 a câștigat …" between two players.
pub fn summary_line(mode: Mode, player: Player, s: Summary) -> String {
    summary_of(Who::of(mode, player), s)
}

/// What a side is called in the game of `m`, as a label ("Pionii",
/// "Albul (vânătorul)"): the panel's "Tu — Pionii". Inside a sentence:
/// [`tap::side_inside`].
pub fn side_name(m: &Match, color: Color) -> &'static str {
    m.variant.info().side_names[color.index()]
}

/// The sentence of the page's status region (`role="status"`).
pub fn status(m: &Match, robot_busy: bool) -> String {
    let game = m.game();
    match m.phase() {
        Phase::Playing => {
            let turn = game.turn();
            let player = m.player_of(turn);
            let side = tap::side_inside(m, turn);
            let who = match (m.mode, player) {
                (Mode::Robot, Player::Two) if robot_busy => {
                    format!("Robotul se gândește… ({side})")
                }
                (Mode::Robot, Player::Two) => format!("Mută Robotul ({side})."),
                (Mode::Robot, Player::One) => format!("Rândul tău — mută {side}."),
                (Mode::TwoPlayers, p) => format!("{} la mutare, cu {side}.", player_ro(p)),
            };
            match notices_to(&game.notices(), Who::of(m.mode, player)) {
                Some(n) => format!("{n} {who}"),
                None => who,
            }
        }
        Phase::RoundOver | Phase::MatchOver => {
            let mut sentence = round_verdict(m, m.results().len() - 1);
            if let Some(result) = m.result()
                && m.rounds_total() > 1
            {
                let verdict = match (m.mode, result.winner) {
                    (_, None) => "Meciul s-a terminat la egalitate.".to_string(),
                    (Mode::Robot, Some(Player::One)) => "Ai câștigat meciul! 🎉".to_string(),
                    (Mode::Robot, Some(Player::Two)) => "Robotul a câștigat meciul.".to_string(),
                    (Mode::TwoPlayers, Some(p)) => {
                        format!("{} a câștigat meciul! 🎉", player_ro(p))
                    }
                };
                sentence = format!("{sentence} {verdict} {}", explanation(&result));
            }
            sentence
        }
    }
}

/// "Repriza 1: a câștigat Jucătorul 2. Pionii nu mai au nicio mutare." and
/// the hints used, for round `index`; without "Repriza 1:" when the match
/// has a single round ("Ai câștigat! Mat! …").
pub fn round_verdict(m: &Match, index: usize) -> String {
    let Some(r) = m.results().get(index) else {
        return String::new();
    };
    let who = match r.winner.map(|p| Who::of(m.mode, p)) {
        None => "egalitate.".to_string(),
        Some(Who::You) => "ai câștigat!".to_string(),
        Some(named) => format!("a câștigat {}.", named.name()),
    };
    let who = if m.rounds_total() > 1 {
        format!("Repriza {}: {who}", index + 1)
    } else {
        capitalised(&who)
    };
    let sentence = format!("{who} {}", reason(r.ending));
    match hints_used_in(m.mode, r.hints) {
        h if h.is_empty() => sentence,
        h => format!("{sentence} {h}"),
    }
}

/// Why a match went the way it did, every number with its player: "tu" and
/// "Robotul" against the robot, "Jucătorul 1" and "Jucătorul 2" else. It
/// follows the verdict ("… a câștigat meciul!", "Meciul s-a terminat la
/// egalitate."), so it does not say it again.
///
/// ```
/// use sah_in_joaca::engine::play::matches::{Explanation, MatchResult, Mode, Player};
/// use sah_in_joaca::engine::words::explanation;
/// let r = MatchResult {
///     winner: Some(Player::One),
///     mode: Mode::Robot,
///     explanation: Explanation::Rounds { won: [2, 0] },
/// };
/// assert_eq!(explanation(&r), "Ambele reprize au fost ale tale.");
/// let r = MatchResult {
///     winner: Some(Player::Two),
///     mode: Mode::TwoPlayers,
///     explanation: Explanation::ShorterRace { won: [1, 1], moves: [41, 28] },
/// };
/// assert_eq!(
///     explanation(&r),
///     "Câte o repriză pentru fiecare, deci decide cursa mai scurtă: \
///      Jucătorul 1 a terminat în 41 de mutări, iar Jucătorul 2 în 28 de mutări."
/// );
/// ```
pub fn explanation(result: &MatchResult) -> String {
    let one = Who::of(result.mode, Player::One);
    let two = Who::of(result.mode, Player::Two);
    // "Jucătorul 1 și Jucătorul 2 au …", "tu și Robotul ați …".
    let both = format!(
        "{} și {}{}",
        one.name(),
        two.name(),
        one.pick(" ați ", " au ")
    );
    // Every number with its player: "…: Jucătorul 1 a terminat în 41 de
    // mutări, iar Jucătorul 2 în 28 de mutări."
    let (head, done, [a, b]) = match result.explanation {
        Explanation::Rounds { won } => return tally(won, one, two) + ".",
        Explanation::ShorterRace { won, moves } => (
            tally(won, one, two) + ", deci decide cursa mai scurtă",
            "terminat",
            moves,
        ),
        Explanation::FasterMate { moves } => {
            ("Decide matul mai rapid".to_string(), "dat mat", moves)
        }
        Explanation::EqualRaces { won, moves } => {
            return format!(
                "{}, iar {both}terminat cursa în același număr de mutări: {moves}.",
                tally(won, one, two)
            );
        }
        Explanation::EqualMates { moves } => {
            return format!(
                "{}dat mat, fiecare în {}.",
                capitalised(&both),
                moves_ro(moves)
            );
        }
        Explanation::OnlyMate { player, moves } => {
            return format!(
                "Doar {}, în {}.",
                Who::of(result.mode, player).did("dat mat", true),
                moves_ro(moves)
            );
        }
        Explanation::NoMate => return "Niciun vânător nu a dat mat.".to_string(),
    };
    format!(
        "{head}: {} în {}, iar {} în {}.",
        one.did(done, true),
        moves_ro(a),
        two.name(),
        moves_ro(b)
    )
}

/// The rounds won by two players, as the start of a sentence: two rounds
/// were played, so 1–1, 0–0 (both drawn), or one player's two or one.
fn tally(won: [usize; 2], one: Who, two: Who) -> String {
    match won {
        [1, 1] => "Câte o repriză pentru fiecare".to_string(),
        [0, 0] => "Nicio repriză nu a avut un câștigător".to_string(),
        [a, b] => {
            let leader = if a > b { one } else { two };
            if a.max(b) > 1 {
                format!("Ambele reprize au fost {}", leader.owner_feminine(true))
            } else {
                format!(
                    "O repriză a fost {}, iar cealaltă a fost egală",
                    leader.owner_feminine(false)
                )
            }
        }
    }
}

/// What is wrong with a FEN, as a clause ("poziția lipsește").
pub fn fen_error(e: &FenError) -> String {
    match e {
        FenError::RankCount(n) => {
            format!("trebuie să aibă 8 linii despărțite prin „/”, dar are {n}")
        }
        FenError::RankLength(rank) => format!("linia {rank} nu are exact 8 pătrate"),
        FenError::BadChar(c) => format!("caracterul „{c}” nu este o piesă"),
        FenError::BadTurn(t) => {
            format!("cine mută trebuie scris „w” (albul) sau „b” (negrul), nu „{t}”")
        }
        FenError::BadCastling(c) => format!("rocada „{c}” nu se poate citi"),
        FenError::Empty => "poziția lipsește".to_string(),
    }
}

pub mod editor;
pub mod link;

pub mod profiles;
pub mod results;

pub mod review;

pub mod storage;

pub mod page;

pub mod tap;

/// Said once when the browser keeps nothing (blocked or full storage).
pub const STORAGE_REFUSED: &str = "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui e blocată sau plină). Poți juca mai departe, dar rezultatele nu se salvează.";

/// When a finished match did not fit in a full storage: the page offers
/// the results file with the button it names, at the end of each match.
pub const KEPT_FOR_SESSION: &str = "Pentru un adult: memoria browserului e plină, așa că meciurile terminate acum rămân doar până se închide pagina. Salvați-le într-un fișier cu „💾 Salvează rezultatele” (aici, la sfârșitul meciului, sau în pagina „Rezultate”).";

/// The rule that ended a round, for the child. It follows who won the
/// round ("A câștigat Robotul.", "Repriza 2: egalitate."), so it says why,
/// not again who.
///
/// ```
/// use sah_in_joaca::engine::{Color, Ending};
/// use sah_in_joaca::engine::words::reason;
/// assert_eq!(reason(Ending::PawnsStuck), "Pionii nu mai au nicio mutare.");
/// assert_eq!(
///     reason(Ending::RaceWon { winner: Color::Black, targets: 14 }),
///     "Calul negru a capturat primul toate cele 14 piese albe."
/// );
/// ```
pub fn reason(ending: Ending) -> String {
    match ending {
        Ending::PieceCaptured => "Un pion a capturat piesa.".to_string(),
        Ending::LastRank(sq) => {
            format!("Pionul de pe {sq} a ajuns pe ultima linie și piesa nu l-a capturat.")
        }
        Ending::AllPawnsCaptured => "Piesa a capturat toți pionii.".to_string(),
        Ending::PawnsStuck => "Pionii nu mai au nicio mutare.".to_string(),
        Ending::Mate => "Mat! Regele negru nu mai poate scăpa.".to_string(),
        Ending::Stalemate => {
            "Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat."
                .to_string()
        }
        Ending::MoveLimit => {
            "Albul a făcut 50 de mutări fără să dea mat. Regele a scăpat: vânătoarea a eșuat."
                .to_string()
        }
        Ending::NoMatingMaterial => {
            "Albul nu mai are destule piese ca să poată da mat. Vânătoarea a eșuat.".to_string()
        }
        Ending::HunterStuck => "Albul nu mai are nicio mutare. Vânătoarea a eșuat.".to_string(),
        Ending::RaceWon { winner, targets } => format!(
            "{} a capturat primul {}.",
            knight_ro(winner),
            all_pieces_ro(targets, Some(winner.other()))
        ),
        Ending::LastMoveFailed { winner, targets }
        | Ending::LastMoveImpossible { winner, targets } => {
            let why = match ending {
                Ending::LastMoveFailed { .. } => "nu a terminat cu ultima mutare",
                _ => "nu are nicio săritură pentru ultima mutare",
            };
            format!(
                "{} a capturat primul {}, iar {} {why}.",
                knight_ro(winner),
                all_pieces_ro(targets, Some(winner.other())),
                knight_lower_ro(winner.other())
            )
        }
        Ending::Equalised { color, targets } => format!(
            "{} a capturat și el, cu ultima mutare, {}.",
            knight_ro(color),
            all_pieces_ro(targets, Some(color.other()))
        ),
        Ending::KnightsStuck => "Niciun cal nu mai poate sări.".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_errors_are_worded_for_the_page() {
        assert_eq!(
            fen_error(&FenError::RankCount(2)),
            "trebuie să aibă 8 linii despărțite prin „/”, dar are 2"
        );
        assert_eq!(fen_error(&FenError::Empty), "poziția lipsește");
    }

    fn explained(mode: Mode, winner: Option<Player>, explanation: Explanation) -> String {
        super::explanation(&MatchResult {
            winner,
            mode,
            explanation,
        })
    }

    #[test]
    fn every_number_of_a_match_verdict_says_whose_it_is() {
        use Explanation::*;
        use Mode::{Robot, TwoPlayers};
        let (one, two) = (Some(Player::One), Some(Player::Two));
        let cases = [
            (
                Robot,
                one,
                Rounds { won: [2, 0] },
                "Ambele reprize au fost ale tale.",
            ),
            (
                Robot,
                two,
                Rounds { won: [0, 2] },
                "Ambele reprize au fost ale Robotului.",
            ),
            (
                TwoPlayers,
                two,
                Rounds { won: [0, 2] },
                "Ambele reprize au fost ale Jucătorului 2.",
            ),
            (
                Robot,
                one,
                Rounds { won: [1, 0] },
                "O repriză a fost a ta, iar cealaltă a fost egală.",
            ),
            (
                TwoPlayers,
                two,
                Rounds { won: [0, 1] },
                "O repriză a fost a Jucătorului 2, iar cealaltă a fost egală.",
            ),
            (
                Robot,
                None,
                Rounds { won: [1, 1] },
                "Câte o repriză pentru fiecare.",
            ),
            (
                TwoPlayers,
                None,
                Rounds { won: [0, 0] },
                "Nicio repriză nu a avut un câștigător.",
            ),
            (
                Robot,
                two,
                ShorterRace {
                    won: [1, 1],
                    moves: [41, 28],
                },
                "Câte o repriză pentru fiecare, deci decide cursa mai scurtă: tu ai terminat în \
                 41 de mutări, iar Robotul în 28 de mutări.",
            ),
            (
                TwoPlayers,
                one,
                ShorterRace {
                    won: [1, 1],
                    moves: [19, 20],
                },
                "Câte o repriză pentru fiecare, deci decide cursa mai scurtă: Jucătorul 1 a \
                 terminat în 19 mutări, iar Jucătorul 2 în 20 de mutări.",
            ),
            (
                Robot,
                None,
                EqualRaces {
                    won: [1, 1],
                    moves: 30,
                },
                "Câte o repriză pentru fiecare, iar tu și Robotul ați terminat cursa în același \
                 număr de mutări: 30.",
            ),
            (
                TwoPlayers,
                None,
                EqualRaces {
                    won: [1, 1],
                    moves: 30,
                },
                "Câte o repriză pentru fiecare, iar Jucătorul 1 și Jucătorul 2 au terminat cursa \
                 în același număr de mutări: 30.",
            ),
            (
                TwoPlayers,
                two,
                FasterMate { moves: [25, 18] },
                "Decide matul mai rapid: Jucătorul 1 a dat mat în 25 de mutări, iar Jucătorul 2 \
                 în 18 mutări.",
            ),
            (
                Robot,
                one,
                FasterMate { moves: [1, 2] },
                "Decide matul mai rapid: tu ai dat mat în 1 mutare, iar Robotul în 2 mutări.",
            ),
            (
                TwoPlayers,
                None,
                EqualMates { moves: 20 },
                "Jucătorul 1 și Jucătorul 2 au dat mat, fiecare în 20 de mutări.",
            ),
            (
                Robot,
                None,
                EqualMates { moves: 1 },
                "Tu și Robotul ați dat mat, fiecare în 1 mutare.",
            ),
            (
                TwoPlayers,
                two,
                OnlyMate {
                    player: Player::Two,
                    moves: 33,
                },
                "Doar Jucătorul 2 a dat mat, în 33 de mutări.",
            ),
            (
                Robot,
                one,
                OnlyMate {
                    player: Player::One,
                    moves: 12,
                },
                "Doar tu ai dat mat, în 12 mutări.",
            ),
            (TwoPlayers, None, NoMate, "Niciun vânător nu a dat mat."),
        ];
        for (mode, winner, why, sentence) in cases {
            assert_eq!(explained(mode, winner, why), sentence, "{mode:?} {why:?}");
        }
    }

    #[test]
    fn round_summaries_speak_to_the_child_and_name_two_players() {
        let you = Who::You;
        let p1 = Who::of(Mode::TwoPlayers, Player::One);
        let cases = [
            (
                you,
                Summary::PieceVsPawns {
                    won: true,
                    moves: 21,
                },
                "Ai câștigat repriza în 21 de mutări.",
            ),
            (
                p1,
                Summary::PieceVsPawns {
                    won: true,
                    moves: 0,
                },
                "Jucătorul 1 a câștigat repriza fără să mute.",
            ),
            (
                p1,
                Summary::PieceVsPawns {
                    won: false,
                    moves: 1,
                },
                "Jucătorul 1 a pierdut repriza după 1 mutare.",
            ),
            (
                you,
                Summary::RaceFinished {
                    moves: 19,
                    shortest: Some(19),
                },
                "Ai terminat cursa în 19 mutări; drumul cel mai scurt posibil are 19 mutări.",
            ),
            (
                p1,
                Summary::RaceFinished {
                    moves: 41,
                    shortest: None,
                },
                "Jucătorul 1 a terminat cursa în 41 de mutări.",
            ),
            (
                p1,
                Summary::RaceUnfinished {
                    captured: 13,
                    total: 14,
                    shortest: Some(20),
                },
                "Jucătorul 1 a capturat 13 din 14 piese; drumul cel mai scurt posibil are 20 de \
                 mutări.",
            ),
            (
                you,
                Summary::RaceUnfinished {
                    captured: 0,
                    total: 1,
                    shortest: None,
                },
                "Ai capturat 0 din 1 piesă.",
            ),
            (
                p1,
                Summary::Mated {
                    moves: 36,
                    stars: 1,
                },
                "Jucătorul 1 a dat mat în 36 de mutări: ★.",
            ),
            (
                you,
                Summary::HuntFailed {
                    stalemate: true,
                    moves: 12,
                },
                "Ai dat pat în 12 mutări: 0 stele.",
            ),
            (
                p1,
                Summary::HuntFailed {
                    stalemate: false,
                    moves: 50,
                },
                "Jucătorul 1 a făcut 50 de mutări fără să dea mat: 0 stele.",
            ),
            (
                you,
                Summary::KingMated { white_moves: 20 },
                "Regele tău a primit mat după 20 de mutări ale albului.",
            ),
            (
                p1,
                Summary::KingEscaped { white_moves: 1 },
                "Regele Jucătorului 1 a scăpat după 1 mutare a albului.",
            ),
        ];
        for (who, s, sentence) in cases {
            assert_eq!(summary_of(who, s), sentence);
        }
        assert_eq!(
            summary_line(
                Mode::Robot,
                Player::One,
                Summary::Mated { moves: 1, stars: 3 }
            ),
            "Ai dat mat în 1 mutare: ★★★."
        );
    }

    #[test]
    fn race_endings_say_why_and_leave_who_to_the_verdict() {
        let cases = [
            (
                Ending::LastMoveFailed {
                    winner: Color::White,
                    targets: 14,
                },
                "Calul alb a capturat primul toate cele 14 piese negre, iar calul negru nu a \
                 terminat cu ultima mutare.",
            ),
            (
                Ending::LastMoveImpossible {
                    winner: Color::White,
                    targets: 14,
                },
                "Calul alb a capturat primul toate cele 14 piese negre, iar calul negru nu are \
                 nicio săritură pentru ultima mutare.",
            ),
            (
                Ending::Equalised {
                    color: Color::Black,
                    targets: 14,
                },
                "Calul negru a capturat și el, cu ultima mutare, toate cele 14 piese albe.",
            ),
            (Ending::KnightsStuck, "Niciun cal nu mai poate sări."),
            (Ending::Mate, "Mat! Regele negru nu mai poate scăpa."),
        ];
        for (ending, sentence) in cases {
            assert_eq!(reason(ending), sentence);
        }
    }

    #[test]
    fn hints_are_the_childs_or_the_rounds() {
        assert_eq!(hints_used_in(Mode::Robot, 2), "Ai folosit 2 sfaturi.");
        assert_eq!(hints_used_in(Mode::TwoPlayers, 0), "");
        assert_eq!(
            hints_used_in(Mode::TwoPlayers, 3),
            "S-au folosit 3 sfaturi."
        );
    }
}
