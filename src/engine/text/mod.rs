//! The Romanian sentences the engine's typed facts turn into. Games, matches
//! and storage speak in types ([`Ending`], [`Notice`], [`Counter`],
//! [`Summary`], [`SetupError`] …); this module words them, so every plural,
//! star and name is written once.

use super::board::FenError;
use super::game::{Counter, Ending, Game, Notice, SetupError, Summary};
use super::matches::{Explanation, Match, MatchResult, Mode, Phase, Player};
use super::square::{Color, Piece, Role};

/// A count of things in Romanian: "1 mutare", "19 mutări", "23 de mutări"
/// ("de" from 20 on, except after 101–119, 201–219 …).
///
/// ```
/// use sah_in_joaca::engine::text::count_ro;
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

/// The sentence about hints asked for in a round, empty when none were.
///
/// ```
/// use sah_in_joaca::engine::text::hints_used;
/// assert_eq!(hints_used(0), "");
/// assert_eq!(hints_used(1), "Ai folosit un sfat.");
/// assert_eq!(hints_used(3), "Ai folosit 3 sfaturi.");
/// assert_eq!(hints_used(21), "Ai folosit 21 de sfaturi.");
/// ```
pub fn hints_used(n: u32) -> String {
    match n {
        0 => String::new(),
        1 => "Ai folosit un sfat.".to_string(),
        n => format!("Ai folosit {}.", count_ro(n, "sfat", "sfaturi")),
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

/// "albul" / "negrul", as in "câștigă albul".
pub const fn side_lower_ro(color: Color) -> &'static str {
    match color {
        Color::White => "albul",
        Color::Black => "negrul",
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
/// use sah_in_joaca::engine::text::all_pieces_ro;
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
/// assert_eq!(sah_in_joaca::engine::text::stars_row(2), "★★☆");
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
            format!("{} nu are nicio săritură și pierde rândul.", knight_ro(color))
        }
        Notice::LastMoveToEqualise { finisher, targets } => format!(
            "{} a capturat {}! {} mai are o ultimă mutare pentru egalitate.",
            side_ro(finisher),
            all_pieces_ro(targets, None),
            side_ro(finisher.other())
        ),
        Notice::KingHasOneMove => "Atenție: regele negru mai are o singură mutare!".to_string(),
        Notice::StalemateDanger => "Ai grijă la pat: o mutare neatentă poate lăsa regele negru fără nicio mutare. Înainte să muți, verifică dacă regele mai are unde merge.".to_string(),
    }
}

/// All announcements of a position as one text (`None` when there are none).
pub fn notices(list: &[Notice]) -> Option<String> {
    let words: Vec<String> = list.iter().map(|&n| notice(n)).collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// One counter beside the board.
///
/// ```
/// use sah_in_joaca::engine::{Color, Counter};
/// use sah_in_joaca::engine::text::counter;
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

/// One player's round result.
///
/// ```
/// use sah_in_joaca::engine::Summary;
/// use sah_in_joaca::engine::text::summary;
/// assert_eq!(summary(Summary::PieceVsPawns { won: true, moves: 1 }), "Ai câștigat repriza în 1 mutare.");
/// assert_eq!(summary(Summary::PieceVsPawns { won: false, moves: 20 }), "Ai pierdut repriza după 20 de mutări.");
/// assert_eq!(summary(Summary::Mated { moves: 18, stars: 3 }), "Mat în 18 mutări: ★★★");
/// ```
pub fn summary(s: Summary) -> String {
    let shortest = |n: Option<u32>| n.map_or("nu există".to_string(), |n| n.to_string());
    match s {
        Summary::PieceVsPawns { won: true, moves } => {
            format!("Ai câștigat repriza în {}.", moves_ro(moves))
        }
        Summary::PieceVsPawns { won: false, moves } => {
            format!("Ai pierdut repriza după {}.", moves_ro(moves))
        }
        Summary::RaceFinished { moves, shortest: s } => format!(
            "Ai terminat în {}; drumul cel mai scurt: {}",
            moves_ro(moves),
            shortest(s)
        ),
        Summary::RaceUnfinished {
            captured,
            total,
            shortest: s,
        } => format!(
            "Ai capturat {captured} din {total} piese; drumul cel mai scurt: {}",
            shortest(s)
        ),
        Summary::Mated { moves, stars } => {
            format!("Mat în {}: {}", moves_ro(moves), stars_earned(stars))
        }
        Summary::HuntFailed { stalemate, moves } => format!(
            "{} după {}: {}",
            if stalemate { "Pat" } else { "Fără mat" },
            moves_ro(moves),
            stars_earned(0)
        ),
        Summary::KingMated { white_moves } => {
            format!("Regele a primit mat după {}.", moves_ro(white_moves))
        }
        Summary::KingEscaped { white_moves } => {
            format!(
                "Regele a scăpat după {} ale albului.",
                moves_ro(white_moves)
            )
        }
    }
}

/// Why a position cannot be played, as one sentence.
///
/// ```
/// use sah_in_joaca::engine::{Color, SetupError};
/// use sah_in_joaca::engine::text::setup_error;
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

/// A player's round summary line: "Jucătorul 2: Ai câștigat …" between two
/// players, the summary alone against the robot.
pub fn summary_line(mode: Mode, player: Player, s: Summary) -> String {
    match mode {
        Mode::Robot => summary(s),
        Mode::TwoPlayers => format!("{}: {}", player_ro(player), summary(s)),
    }
}

/// What a side is called in the game of `m` ("Pionii", "Nebunul" …).
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
            let side = side_name(m, turn);
            let who = match (m.mode, player) {
                (Mode::Robot, Player::Two) if robot_busy => {
                    format!("Robotul se gândește… ({side})")
                }
                (Mode::Robot, Player::Two) => format!("Mută Robotul ({side})."),
                (Mode::Robot, Player::One) => format!("Rândul tău — mută {side}."),
                (Mode::TwoPlayers, p) => format!("{} la mutare — {side}.", player_ro(p)),
            };
            match notices(&game.notices()) {
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

/// "Repriza 1: A câștigat Jucătorul 2. Pionii nu mai au nicio mutare." and
/// the hints used, for round `index`.
pub fn round_verdict(m: &Match, index: usize) -> String {
    let Some(r) = m.results().get(index) else {
        return String::new();
    };
    let who = match r.winner {
        None => "Egalitate.".to_string(),
        Some(Player::One) if m.mode == Mode::Robot => "Ai câștigat!".to_string(),
        Some(p) => format!("A câștigat {}.", player_name(m.mode, p)),
    };
    let prefix = if m.rounds_total() > 1 {
        format!("Repriza {}: ", index + 1)
    } else {
        String::new()
    };
    let sentence = format!("{prefix}{who} {}", reason(r.ending));
    match hints_used(r.hints) {
        h if h.is_empty() => sentence,
        h => format!("{sentence} {h}"),
    }
}

/// Why a match went the way it did, as one sentence.
///
/// ```
/// use sah_in_joaca::engine::matches::{Explanation, MatchResult, Player};
/// use sah_in_joaca::engine::text::explanation;
/// let r = MatchResult { winner: Some(Player::One), explanation: Explanation::Rounds { won: [2, 0] } };
/// assert_eq!(explanation(&r), "2–0 la reprize.");
/// let r = MatchResult {
///     winner: Some(Player::One),
///     explanation: Explanation::ShorterRace { won: [1, 1], moves: [21, 23] },
/// };
/// assert_eq!(explanation(&r), "1–1 la reprize; cursa cea mai scurtă decide: 21 de mutări contra 23.");
/// ```
pub fn explanation(result: &MatchResult) -> String {
    let tally = |won: [usize; 2]| format!("{}–{} la reprize", won[0], won[1]);
    match result.explanation {
        Explanation::Rounds { won } if result.winner.is_some() => format!("{}.", tally(won)),
        Explanation::Rounds { won } => format!("{}: egalitate.", tally(won)),
        Explanation::ShorterRace { won, moves: [a, b] } => format!(
            "{}; cursa cea mai scurtă decide: {} contra {b}.",
            tally(won),
            moves_ro(a)
        ),
        Explanation::EqualRaces { won, moves } => format!(
            "{} și amândoi ați terminat cursa în {}: egalitate.",
            tally(won),
            moves_ro(moves)
        ),
        Explanation::FasterMate { moves: [a, b] } => {
            format!("Mat mai rapid: {} contra {b}.", moves_ro(a))
        }
        Explanation::EqualMates { moves } => {
            format!("Amândoi ați dat mat în {}: egalitate.", moves_ro(moves))
        }
        Explanation::OnlyMate { player, moves } => format!(
            "Doar {} a dat mat (în {}).",
            player_ro(player),
            moves_ro(moves)
        ),
        Explanation::NoMate => "Niciun vânător n-a dat mat: egalitate.".to_string(),
    }
}

/// What is wrong with a FEN, as a clause ("poziția lipsește").
pub fn fen_error(e: &FenError) -> String {
    match e {
        FenError::RankCount(n) => {
            format!("poziția trebuie să aibă 8 linii despărțite prin „/”, dar are {n}")
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

pub mod link;

pub mod results;

pub mod page;

pub mod tap;

/// Said once when the browser keeps nothing (blocked or full storage).
pub const STORAGE_REFUSED: &str = "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui e blocată sau plină). Poți juca mai departe, dar rezultatele nu se salvează.";

/// The rule that ended a round, as one sentence for the child.
///
/// ```
/// use sah_in_joaca::engine::{Color, Ending};
/// use sah_in_joaca::engine::text::reason;
/// assert_eq!(reason(Ending::PawnsStuck), "Pionii nu mai au nicio mutare.");
/// assert_eq!(
///     reason(Ending::RaceWon { winner: Color::Black, targets: 14 }),
///     "Calul negru a capturat primul toate cele 14 piese albe: câștigă negrul."
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
        Ending::Mate => {
            "Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.".to_string()
        }
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
            "{} a capturat primul {}: câștigă {}.",
            knight_ro(winner),
            all_pieces_ro(targets, Some(winner.other())),
            side_lower_ro(winner)
        ),
        Ending::LastMoveFailed { winner, targets }
        | Ending::LastMoveImpossible { winner, targets } => {
            let why = match ending {
                Ending::LastMoveFailed { .. } => "nu a terminat cu ultima mutare",
                _ => "nu are nicio săritură pentru ultima mutare",
            };
            format!(
                "{} a capturat primul {}, iar {} {why}: câștigă {}.",
                knight_ro(winner),
                all_pieces_ro(targets, Some(winner.other())),
                knight_lower_ro(winner.other()),
                side_lower_ro(winner)
            )
        }
        Ending::Equalised { color, targets } => format!(
            "{} a capturat și el {} cu ultima mutare: repriza se termină la egalitate.",
            knight_ro(color),
            all_pieces_ro(targets, Some(color.other()))
        ),
        Ending::KnightsStuck => {
            "Niciun cal nu mai poate sări: repriza se termină la egalitate.".to_string()
        }
    }
}
