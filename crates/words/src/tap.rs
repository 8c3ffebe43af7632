//! The short answers to a tap that started no move, and the words of the
//! hand-over between two rounds.

use super::common::side_name;
use super::common::{piece_the_lower_ro, player_name};
use engine::play::matches::{Match, Mode, Phase, Player};
use engine::play::tap::TapRefusal;
use engine::play::warning::PieceGiven;
use engine::rules::game::Move;
use engine::rules::square::Role;

/// "Acest cal", "Această damă": a piece pointed at, at a sentence start.
pub const fn this_piece_ro(role: Role) -> &'static str {
    match role {
        Role::Knight => "Acest cal",
        Role::Bishop => "Acest nebun",
        Role::Rook => "Acest turn",
        Role::Queen => "Această damă",
        Role::King => "Acest rege",
        Role::Pawn => "Acest pion",
    }
}

/// A side's name inside a sentence: "pionii", "albul (vânătorul)". The
/// names start with a plain letter: ASCII lowering keeps Unicode's case
/// tables (10 KB of wasm) out of the first load.
pub fn side_inside(m: &Match, color: engine::rules::square::Color) -> String {
    let mut name = side_name(m, color).to_string();
    if let Some(first) = name.get_mut(..1) {
        first.make_ascii_lowercase();
    }
    name
}

/// The answer to a refused tap, one short sentence.
///
/// ```
/// use engine::play::matches::{Match, Mode};
/// use engine::play::tap::TapRefusal;
/// use words::tap::refusal;
/// use engine::{Color, Level, Variant};
/// let m = Match::of(Variant::KnightRace).start().unwrap();
/// assert_eq!(refusal(&m, TapRefusal::NotATarget), "Aici nu se poate muta.");
/// ```
pub fn refusal(m: &Match, why: TapRefusal) -> String {
    let turn = m.game().turn();
    match why {
        TapRefusal::RobotsTurn => "Așteaptă puțin: acum mută Robotul.".to_string(),
        TapRefusal::RoundOver => format!(
            "Repriza s-a terminat. Apasă pe „Repriza a doua ▶” ca să {}.",
            match m.mode {
                Mode::Robot => "continui",
                Mode::TwoPlayers => "continuați",
            }
        ),
        TapRefusal::MatchOver => {
            "Meciul s-a terminat. Apasă pe „Joacă din nou” pentru un meci nou.".to_string()
        }
        TapRefusal::NothingThere => {
            "Atinge întâi o piesă încercuită cu verde: acelea pot muta acum.".to_string()
        }
        TapRefusal::NotYourTurn(piece) => match m.mode {
            Mode::Robot if m.player_of(piece.color) == Player::Two => format!(
                "{} este {} Robotului. Tu muți {}.",
                this_piece_ro(piece.role),
                if piece.role == Role::Queen { "a" } else { "al" },
                side_inside(m, turn)
            ),
            _ => format!("Acum mută {}.", side_inside(m, turn)),
        },
        TapRefusal::NotInPlay { piece, racer } => {
            let start = format!("{} nu joacă în cursă.", this_piece_ro(piece.role));
            match racer {
                Some(sq) => format!("{start} Mută calul de pe {sq}."),
                None => start,
            }
        }
        TapRefusal::Stuck(piece) => format!("{} nu poate muta acum.", this_piece_ro(piece.role)),
        TapRefusal::NotATarget => "Aici nu se poate muta.".to_string(),
    }
}

/// A hint in words, said over the board while its squares are marked:
/// "Sfat: mută pionul de pe b2 pe b4."
///
/// ```
/// use engine::play::matches::{Match, Mode};
/// use words::tap::hint;
/// use engine::{Color, Level, Move, Square, Variant};
/// let m = Match::of(Variant::KnightRace).start().unwrap();
/// let e8_d6 = Move::new(Square::parse("e8").unwrap(), Square::parse("d6").unwrap());
/// assert_eq!(hint(&m, Some(e8_d6)), "Sfat: mută calul de pe e8 pe d6. Un sfat costă o stea.");
/// ```
pub fn hint(m: &Match, mv: Option<Move>) -> String {
    let Some(mv) = mv else {
        return "Aici nu am niciun sfat: orice mutare e la fel de bună.".to_string();
    };
    let Some(piece) = m.game().board().piece_at(mv.from) else {
        return String::new();
    };
    let promotion = match mv.promotion {
        Some(role) => format!(" și transformă-l în {}", role_ro(role)),
        None => String::new(),
    };
    // Against the robot a hint costs a star, as in the puzzles
    // (`stars_after_hints`): said with every hint.
    let cost = match m.mode {
        Mode::Robot => " Un sfat costă o stea.",
        Mode::TwoPlayers => "",
    };
    format!(
        "Sfat: mută {} de pe {} pe {}{promotion}.{cost}",
        piece_the_lower_ro(piece.role),
        mv.from,
        mv.to
    )
}

/// Said over the board after "↶ Înapoi" took back `moves` moves (the
/// child's, and the robot's reply when it had one).
///
/// ```
/// use words::tap::taken_back;
/// assert_eq!(taken_back(2), "Am luat înapoi mutarea ta și a Robotului.");
/// assert_eq!(taken_back(1), "Am luat înapoi mutarea ta.");
/// ```
pub const fn taken_back(moves: usize) -> &'static str {
    if moves > 1 {
        "Am luat înapoi mutarea ta și a Robotului."
    } else {
        "Am luat înapoi mutarea ta."
    }
}

/// "damă", "turn" …: what a pawn becomes.
const fn role_ro(role: Role) -> &'static str {
    match role {
        Role::Queen => "damă",
        Role::Rook => "turn",
        Role::Bishop => "nebun",
        Role::Knight => "cal",
        Role::King => "rege",
        Role::Pawn => "pion",
    }
}

/// Between two rounds: who plays which side next, so the players know
/// where to sit ("Schimbați locurile!") or the child which side is theirs.
/// Empty outside the pause between rounds.
pub fn hand_over(m: &Match) -> String {
    if m.phase() != Phase::RoundOver {
        return String::new();
    }
    // The colours of the next round are those of this one, swapped.
    let next = |p: Player| m.color_of(p).other();
    match m.mode {
        Mode::Robot => format!(
            "În repriza a doua joci cu {}, iar Robotul cu {}.",
            side_inside(m, next(Player::One)),
            side_inside(m, next(Player::Two))
        ),
        Mode::TwoPlayers => format!(
            "Schimbați locurile! În repriza a doua, {} joacă cu {}, iar {} cu {}.",
            player_name(m.mode, Player::One),
            side_inside(m, next(Player::One)),
            player_name(m.mode, Player::Two),
            side_inside(m, next(Player::Two))
        ),
    }
}

/// Ușor's question before a move that gives the piece away at once
/// ([`engine::play::warning::piece_given`]), in the rules' words.
///
/// ```
/// use engine::play::warning::PieceGiven;
/// use words::tap::piece_given;
/// use engine::{Role, Square};
/// let sq = |s| Square::parse(s).unwrap();
/// let takes = PieceGiven { piece: Role::Bishop, to: sq("c4"), taker: sq("b3"), takes_pawn: true };
/// assert_eq!(piece_given(takes), "Atenție: pionul de pe b3 apără c4. Muți totuși?");
/// let steps = PieceGiven { piece: Role::Knight, to: sq("d5"), taker: sq("e4"), takes_pawn: false };
/// assert_eq!(piece_given(steps), "Atenție: pionul de pe e4 poate lua calul pe d5. Muți totuși?");
/// ```
pub fn piece_given(g: PieceGiven) -> String {
    if g.takes_pawn {
        format!(
            "Atenție: pionul de pe {} apără {}. Muți totuși?",
            g.taker, g.to
        )
    } else {
        format!(
            "Atenție: pionul de pe {} poate lua {} pe {}. Muți totuși?",
            g.taker,
            piece_the_lower_ro(g.piece),
            g.to
        )
    }
}

/// The answer to [`piece_given`]'s question that plays the move.
pub const MOVE_ANYWAY: &str = "Da";
/// The answer to [`piece_given`]'s question that keeps the piece.
pub const DONT_MOVE: &str = "Nu";

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::variant::Variant;
    use engine::rules::board::Setup;

    use engine::rules::testing::sq;

    fn new(variant: Variant, mode: Mode, start: Option<&str>) -> Match {
        let setup = start.map(|s| Setup::parse(s).unwrap());
        Match::of(variant)
            .mode(mode)
            .custom_start(setup)
            .start()
            .unwrap()
    }

    fn answer(m: &Match, square: &str, picked: bool) -> String {
        refusal(m, TapRefusal::of(m, false, sq(square), picked).unwrap())
    }

    #[test]
    fn every_refused_tap_gets_a_whole_sentence() {
        let race = new(Variant::KnightRace, Mode::Robot, None);
        assert_eq!(
            answer(&race, "g1", false),
            "Acest cal nu joacă în cursă. Mută calul de pe e8."
        );
        assert_eq!(
            answer(&race, "a2", false),
            "Acest pion nu joacă în cursă. Mută calul de pe e8."
        );
        assert_eq!(
            answer(&race, "e1", false),
            "Acest cal este al Robotului. Tu muți calul alb."
        );
        assert_eq!(
            answer(&race, "e4", false),
            "Atinge întâi o piesă încercuită cu verde: acelea pot muta acum."
        );
        let queen = new(Variant::QueenVsPawns, Mode::Robot, None);
        assert_eq!(
            answer(&queen, "d8", false),
            "Această damă este a Robotului. Tu muți pionii."
        );
        let two = new(Variant::QueenVsPawns, Mode::TwoPlayers, None);
        assert_eq!(answer(&two, "d8", false), "Acum mută pionii.");
        assert_eq!(answer(&two, "d5", true), "Aici nu se poate muta.");
        let blocked = new(
            Variant::BishopVsPawns,
            Mode::TwoPlayers,
            Some("8/8/8/b7/P7/8/1P6/8 w"),
        );
        assert_eq!(
            answer(&blocked, "a4", false),
            "Acest pion nu poate muta acum."
        );
        let pinned = new(
            Variant::BishopVsPawns,
            Mode::TwoPlayers,
            Some("8/8/b7/P7/8/8/8/8 w"),
        );
        assert_eq!(
            answer(&pinned, "a5", false),
            "Repriza s-a terminat. Apasă pe „Repriza a doua ▶” ca să continuați."
        );
    }

    #[test]
    fn the_hand_over_names_who_plays_which_side_next() {
        let pinned = new(
            Variant::BishopVsPawns,
            Mode::TwoPlayers,
            Some("8/8/b7/P7/8/8/8/8 w"),
        );
        assert_eq!(
            hand_over(&pinned),
            "Schimbați locurile! În repriza a doua, Jucătorul 1 joacă cu nebunul, iar Jucătorul 2 cu pionii."
        );
        let robot = new(
            Variant::BishopVsPawns,
            Mode::Robot,
            Some("8/8/b7/P7/8/8/8/8 w"),
        );
        assert_eq!(
            hand_over(&robot),
            "În repriza a doua joci cu nebunul, iar Robotul cu pionii."
        );
        let playing = new(Variant::BishopVsPawns, Mode::TwoPlayers, None);
        assert_eq!(hand_over(&playing), "");
    }
}
