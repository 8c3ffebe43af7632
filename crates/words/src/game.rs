//! The words of a round's facts: the rules' notices, counters, round
//! summaries and endings, and why a position cannot be played.

use super::common::{
    Who, all_pieces_ro, capitalised, colour_plural_ro, count_ro, knight_lower_ro, knight_ro,
    moves_ro, one_piece_ro, piece_the_lower_ro, side_ro, stars_earned,
};
use engine::play::matches::{Mode, Player};
use engine::rules::board::FenError;
use engine::rules::game::{Counter, Ending, Game, Notice, SetupError, Summary};
use engine::rules::square::{Color, Role};

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
/// use engine::Notice;
/// use words::{Who, notice_to};
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
pub(super) fn notices_to(list: &[Notice], who: Who) -> Option<String> {
    notices_naming(list, who, None)
}

/// All announcements of a position for `who` is to move, the piece of the
/// game named where the rules say "the piece" („nebunul mai are o singură
/// mutare!”).
pub(super) fn notices_naming(list: &[Notice], who: Who, piece: Option<Role>) -> Option<String> {
    let words: Vec<String> = list
        .iter()
        .map(|&n| match (n, piece) {
            (Notice::LastRankGrace, Some(role)) => format!(
                "Pionul a ajuns pe ultima linie — {} mai are o singură mutare!",
                piece_the_lower_ro(role)
            ),
            _ => notice_to(n, who),
        })
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// One counter beside the board.
///
/// ```
/// use engine::{Color, Counter};
/// use words::counter;
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
/// use engine::Summary;
/// use words::summary;
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
/// use engine::Summary;
/// use words::{Who, summary_of};
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

/// A player's round summary line: "Ai câștigat …" to the child against the
/// robot, "Jucătorul 2 a câștigat …" between two players.
pub fn summary_line(mode: Mode, player: Player, s: Summary) -> String {
    summary_of(Who::of(mode, player), s)
}

/// Why a position cannot be played, as one sentence.
///
/// ```
/// use engine::{Color, SetupError};
/// use words::setup_error;
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

/// The rule that ended a round, for the child. It follows who won the
/// round ("A câștigat Robotul.", "Repriza 2: egalitate."), so it says why,
/// not again who.
///
/// ```
/// use engine::{Color, Ending};
/// use words::reason;
/// assert_eq!(reason(Ending::PawnsStuck), "Pionii nu mai au nicio mutare.");
/// assert_eq!(
///     reason(Ending::RaceWon { winner: Color::Black, targets: 14 }),
///     "Calul negru a capturat primul toate cele 14 piese albe."
/// );
/// ```
pub fn reason(ending: Ending) -> String {
    reason_naming(ending, None)
}

/// [`reason`], the game's piece named (`piece`): a child of 7 reads
/// „Un pion a capturat calul.”, not „piesa”, which in these games is any
/// of the bishop, the knight and the rook.
///
/// ```
/// use engine::{Ending, Role};
/// use words::reason_naming;
/// assert_eq!(reason_naming(Ending::PieceCaptured, Some(Role::Knight)), "Un pion a capturat calul.");
/// assert_eq!(reason_naming(Ending::AllPawnsCaptured, Some(Role::Queen)), "Dama a capturat toți pionii.");
/// assert_eq!(reason_naming(Ending::AllPawnsCaptured, None), "Piesa a capturat toți pionii.");
/// ```
pub fn reason_naming(ending: Ending, piece: Option<Role>) -> String {
    let name = piece.map_or("piesa", piece_the_lower_ro);
    match ending {
        Ending::PieceCaptured => format!("Un pion a capturat {name}."),
        Ending::LastRank(sq) => {
            format!("Pionul de pe {sq} a ajuns pe ultima linie și {name} nu l-a capturat.")
        }
        Ending::AllPawnsCaptured => format!("{} a capturat toți pionii.", capitalised(name)),
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
        // Short sentences a child of 7 follows: who finished first, then
        // that the other's last move did not catch up (one sentence for
        // both reasons: the board shows which).
        Ending::LastMoveFailed { winner, targets }
        | Ending::LastMoveImpossible { winner, targets } => format!(
            "{} a capturat primul {}. {} nu a mai putut termina și el.",
            knight_ro(winner),
            all_pieces_ro(targets, Some(winner.other())),
            capitalised(knight_lower_ro(winner.other()))
        ),
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
                "Calul alb a capturat primul toate cele 14 piese negre. Calul negru nu a mai \
                 putut termina și el.",
            ),
            (
                Ending::LastMoveImpossible {
                    winner: Color::White,
                    targets: 14,
                },
                "Calul alb a capturat primul toate cele 14 piese negre. Calul negru nu a mai \
                 putut termina și el.",
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
    fn the_star_scale_states_the_rules_star_rule() {
        use engine::rules::king_hunt::stars_for;
        // "★★★ ≤ 20 · ★★ ≤ 35 · ★ ≤ 50": each bound is the most moves of its stars.
        let scale = counter(Counter::StarScale);
        for part in scale.split(" · ") {
            let (stars, most) = part.split_once(" ≤ ").unwrap();
            let stars = stars.chars().count() as u8;
            let most: u32 = most.parse().unwrap();
            assert_eq!(
                (stars_for(most), stars_for(most + 1)),
                (stars, stars - 1),
                "{part}"
            );
        }
    }
}
