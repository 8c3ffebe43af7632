//! The puzzle page's sentences (`#/probleme/<joc>/<n>`).

use super::common::{capitalised, count_ro, moves_ro, piece_the_lower_ro, stars_earned, stars_row};
use engine::play::puzzles::Goal;
use engine::play::puzzles::attempt::Why;
use engine::play::variant::Variant;
use engine::rules::square::{Color, Role};

/// „Problema 12 · Nebun contra 3 pioni”.
pub fn title(variant: Variant, number: u16) -> String {
    format!("Problema {number} · {}", variant.info().name)
}

/// The task: „Pionii mută și câștigă în 3 mutări.”, „Albul mută și dă mat
/// în 2 mutări.”, „Ia toate piesele în 5 sărituri.”
pub fn task(variant: Variant, solver: Color, goal: Goal) -> String {
    match goal {
        Goal::WinWithin(n) => format!(
            "{} mută și câștigă în {}.",
            variant.info().side_names[solver.index()],
            moves_ro(u32::from(n))
        ),
        Goal::MateIn(n) => format!("Albul mută și dă mat în {}.", moves_ro(u32::from(n))),
        Goal::FewestJumps(n) => format!("Ia toate piesele în {}.", jumps_ro(u32::from(n))),
    }
}

fn jumps_ro(n: u32) -> String {
    count_ro(n, "săritură", "sărituri")
}

/// 1–3 as the page names it.
pub const fn difficulty(level: u8) -> &'static str {
    match level {
        1 => "Ușoară",
        2 => "Medie",
        _ => "Grea",
    }
}

/// Why a move was wrong, from its facts.
pub fn why(why: Why) -> String {
    let piece = |role: Role| piece_the_lower_ro(role);
    let later = |moves: u8| moves > 1;
    match why {
        Why::PieceCaptured {
            role,
            by,
            on,
            moves,
        } if !later(moves) => {
            format!(
                "Pionul de pe {by} apăra {on}: {} a fost capturat.",
                piece(role)
            )
        }
        Why::PieceCaptured { role, moves, .. } => format!(
            "Acum pionii câștigă: după {} ale lor, un pion capturează {}.",
            moves_ro(u32::from(moves)),
            piece(role)
        ),
        Why::PawnRuns { role, pawn } => format!(
            "Pionul de pe {pawn} ajunge pe ultima linie și {} nu-l mai poate opri.",
            piece(role)
        ),
        Why::PawnLeftOnLastRank { role, pawn } => format!(
            "Pionul de pe {pawn} a rămas pe ultima linie: {} trebuia să-l captureze.",
            piece(role)
        ),
        Why::LastPawnTaken { role, moves } if !later(moves) => {
            format!("{} capturează ultimul pion.", capitalised(piece(role)))
        }
        Why::LastPawnTaken { role, moves } => format!(
            "Acum {} câștigă: în {} capturează toți pionii.",
            piece(role),
            moves_ro(u32::from(moves))
        ),
        Why::PawnsBlocked { role, moves } if !later(moves) => format!(
            "{} blochează pionii: nu mai au nicio mutare.",
            capitalised(piece(role))
        ),
        Why::PawnsBlocked { role, moves } => format!(
            "Acum {} câștigă: în {} pionii rămân fără nicio mutare.",
            piece(role),
            moves_ro(u32::from(moves))
        ),
        Why::OpponentWins => "Așa câștigă adversarul.".to_string(),
        Why::Stalemate => {
            "Pat! Regele negru nu e în șah, dar nu mai are nicio mutare: vânătoarea s-a terminat."
                .to_string()
        }
        Why::KingTakes { role, on } => format!(
            "Regele negru capturează {} de pe {on}, care nu era apărat.",
            piece(role)
        ),
        Why::KingEscapes { to } => {
            format!("Regele negru fuge pe {to} și matul nu mai vine la timp.")
        }
        Why::RouteTooLong { total, goal, .. } => format!(
            "Pe acest drum îți trebuie {} în total. Se poate din {}.",
            jumps_ro(total),
            jumps_ro(u32::from(goal))
        ),
        Why::RouteBlocked => "De aici calul nu mai poate ajunge la toate piesele.".to_string(),
    }
}

/// After a good move, while the robot answers.
pub const GOOD_MOVE: &str = "Bună mutare! Acum mută Robotul.";
/// The robot has answered: the child's move again.
pub const YOUR_MOVE: &str = "Bună mutare! Robotul a răspuns; mută din nou.";
/// A good jump in the race.
pub fn good_jump(left: u32) -> String {
    format!(
        "Bună săritură! Mai ai de luat {}.",
        count_ro(left, "piesă", "piese")
    )
}
/// A wrong try, for a slow reader: first that it is wrong, then why, then
/// what it cost (`stars_left`: the most the next try can earn, when a star
/// was lost).
///
/// ```
/// use words::puzzles::wrong;
/// assert_eq!(
///     wrong("Pionul de pe e3 apăra f4: nebunul a fost capturat.", Some(2)),
///     "Nu e bine. Pionul de pe e3 apăra f4: nebunul a fost capturat. Ai pierdut o stea: acum poți lua cel mult ★★☆."
/// );
/// assert_eq!(wrong("Așa câștigă adversarul.", None), "Nu e bine. Așa câștigă adversarul.");
/// ```
pub fn wrong(why: &str, stars_left: Option<u8>) -> String {
    match stars_left {
        Some(n) => format!(
            "Nu e bine. {why} Ai pierdut o stea: acum poți lua cel mult {}.",
            stars_row(n)
        ),
        None => format!("Nu e bine. {why}"),
    }
}

/// Solved, with the stars: „Rezolvat! ★★★”.
pub fn solved(stars: u8) -> String {
    format!("Rezolvat! {}", stars_earned(stars))
}
/// The hint's sentence, its squares coloured on the board, the piece named
/// (`role`: „mută pionul de pe a7 pe a8”; in these games „piesa” means the
/// bishop, the knight or the rook, never a pawn).
pub fn hint(role: Option<Role>, from: &str, to: &str) -> String {
    let piece = role.map_or("piesa", piece_the_lower_ro);
    format!("💡 Sfat: mută {piece} de pe {from} pe {to}.")
}
/// The tables are being built.
pub const PREPARING: &str = "Robotul se pregătește…";
/// The list is being fetched.
pub const LOADING: &str = "Se încarcă problemele…";
/// The list could not be fetched.
pub const FAILED: &str =
    "Problemele nu s-au putut încărca. Verifică legătura la internet și încearcă din nou.";
/// A puzzle number that is no puzzle's, as it was typed (`99999`, `-1`, `abc`).
pub fn no_such_puzzle(variant: Variant, typed: &str, count: usize) -> String {
    format!(
        "Problema {} nu există: jocul „{}” are {}.",
        super::shown(typed),
        variant.info().name,
        count_ro(count as u32, "problemă", "probleme")
    )
}
/// A puzzle whose position this build cannot play (a broken list).
pub const UNPLAYABLE: &str = "Această problemă nu se poate juca. Alege alta din listă.";
/// Buttons and links.
pub const RETRY: &str = "Încearcă din nou";
/// The hint button.
pub const HINT: &str = "💡 Sfat";
/// What the hint costs, beside its button.
pub const HINT_COST: &str = "costă o stea";
/// The next puzzle.
pub const NEXT: &str = "Următoarea problemă ▶";
/// On to the next puzzle while this one is unsolved (it stays unsolved).
pub const SKIP: &str = "Sari peste ▶";
/// After the last puzzle of a game.
pub const BACK_TO_LIST: &str = "Înapoi la listă ▶";
/// The link to the game's list.
pub const LIST: &str = "◀ Toate problemele";

#[cfg(test)]
mod tests {
    use super::*;
    use engine::rules::testing::sq;

    #[test]
    fn titles_and_tasks() {
        assert_eq!(
            title(Variant::BishopVsPawns, 12),
            "Problema 12 · Nebun contra 3 pioni"
        );
        assert_eq!(
            task(Variant::BishopVsPawns, Color::White, Goal::WinWithin(3)),
            "Pionii mută și câștigă în 3 mutări."
        );
        assert_eq!(
            task(Variant::BishopVsPawns, Color::Black, Goal::WinWithin(1)),
            "Nebunul mută și câștigă în 1 mutare."
        );
        assert_eq!(
            task(Variant::KingHunt, Color::White, Goal::MateIn(2)),
            "Albul mută și dă mat în 2 mutări."
        );
        assert_eq!(
            task(Variant::KnightRace, Color::White, Goal::FewestJumps(5)),
            "Ia toate piesele în 5 sărituri."
        );
        assert_eq!(
            task(Variant::KnightRace, Color::White, Goal::FewestJumps(1)),
            "Ia toate piesele în 1 săritură."
        );
    }

    #[test]
    fn refutations_say_the_facts() {
        let b = Role::Bishop;
        let cases = [
            (
                Why::PieceCaptured {
                    role: b,
                    by: sq("b3"),
                    on: sq("c4"),
                    moves: 1,
                },
                "Pionul de pe b3 apăra c4: nebunul a fost capturat.",
            ),
            (
                Why::PieceCaptured {
                    role: Role::Knight,
                    by: sq("b3"),
                    on: sq("c4"),
                    moves: 3,
                },
                "Acum pionii câștigă: după 3 mutări ale lor, un pion capturează calul.",
            ),
            (
                Why::PawnRuns {
                    role: b,
                    pawn: sq("h7"),
                },
                "Pionul de pe h7 ajunge pe ultima linie și nebunul nu-l mai poate opri.",
            ),
            (
                Why::PawnLeftOnLastRank {
                    role: Role::Rook,
                    pawn: sq("c8"),
                },
                "Pionul de pe c8 a rămas pe ultima linie: turnul trebuia să-l captureze.",
            ),
            (
                Why::LastPawnTaken {
                    role: Role::Queen,
                    moves: 1,
                },
                "Dama capturează ultimul pion.",
            ),
            (
                Why::LastPawnTaken { role: b, moves: 2 },
                "Acum nebunul câștigă: în 2 mutări capturează toți pionii.",
            ),
            (
                Why::PawnsBlocked { role: b, moves: 1 },
                "Nebunul blochează pionii: nu mai au nicio mutare.",
            ),
            (
                Why::PawnsBlocked {
                    role: Role::Knight,
                    moves: 4,
                },
                "Acum calul câștigă: în 4 mutări pionii rămân fără nicio mutare.",
            ),
            (
                Why::Stalemate,
                "Pat! Regele negru nu e în șah, dar nu mai are nicio mutare: vânătoarea s-a terminat.",
            ),
            (
                Why::KingTakes {
                    role: Role::Knight,
                    on: sq("f7"),
                },
                "Regele negru capturează calul de pe f7, care nu era apărat.",
            ),
            (
                Why::KingEscapes { to: sq("f7") },
                "Regele negru fuge pe f7 și matul nu mai vine la timp.",
            ),
            (
                Why::RouteTooLong {
                    more: 6,
                    total: 9,
                    goal: 7,
                },
                "Pe acest drum îți trebuie 9 sărituri în total. Se poate din 7 sărituri.",
            ),
            (
                Why::RouteTooLong {
                    more: 1,
                    total: 21,
                    goal: 20,
                },
                "Pe acest drum îți trebuie 21 de sărituri în total. Se poate din 20 de sărituri.",
            ),
            (
                Why::RouteBlocked,
                "De aici calul nu mai poate ajunge la toate piesele.",
            ),
            (Why::OpponentWins, "Așa câștigă adversarul."),
        ];
        for (why_, sentence) in cases {
            assert_eq!(why(why_), sentence);
        }
    }

    #[test]
    fn the_page_says_the_rest() {
        assert_eq!(solved(3), "Rezolvat! ★★★");
        assert_eq!(solved(1), "Rezolvat! ★");
        assert_eq!(good_jump(1), "Bună săritură! Mai ai de luat 1 piesă.");
        assert_eq!(good_jump(3), "Bună săritură! Mai ai de luat 3 piese.");
        assert_eq!(
            hint(Some(Role::Bishop), "c1", "e3"),
            "💡 Sfat: mută nebunul de pe c1 pe e3."
        );
        assert_eq!(
            hint(Some(Role::Pawn), "a7", "a8"),
            "💡 Sfat: mută pionul de pe a7 pe a8."
        );
        assert_eq!(
            hint(Some(Role::Queen), "d1", "h5"),
            "💡 Sfat: mută dama de pe d1 pe h5."
        );
        assert_eq!(
            no_such_puzzle(Variant::KnightVsPawns, "99", 24),
            "Problema 99 nu există: jocul „Cal contra 3 pioni” are 24 de probleme."
        );
        assert_eq!(
            no_such_puzzle(Variant::KnightVsPawns, "-1", 1),
            "Problema -1 nu există: jocul „Cal contra 3 pioni” are 1 problemă."
        );
        assert_eq!(
            [difficulty(1), difficulty(2), difficulty(3)],
            ["Ușoară", "Medie", "Grea"]
        );
    }
}
