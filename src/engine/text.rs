//! The Romanian sentences the engine's typed facts turn into. Games, matches
//! and storage speak in types ([`Ending`] …); this module words them.

use super::game::Ending;
use super::square::Color;

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
        Ending::LastMoveFailed { winner, targets } => format!(
            "{} a capturat primul {}, iar {} nu a terminat cu ultima mutare: câștigă {}.",
            knight_ro(winner),
            all_pieces_ro(targets, Some(winner.other())),
            knight_lower_ro(winner.other()),
            side_lower_ro(winner)
        ),
        Ending::LastMoveImpossible { winner, targets } => format!(
            "{} a capturat primul {}, iar {} nu are nicio săritură pentru ultima mutare: câștigă {}.",
            knight_ro(winner),
            all_pieces_ro(targets, Some(winner.other())),
            knight_lower_ro(winner.other()),
            side_lower_ro(winner)
        ),
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
