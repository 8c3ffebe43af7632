//! The sentences of the results page and the menu's result lines. The page
//! passes facts in (counts, stars, the local date's parts); nothing here reads
//! a clock or the storage.

use super::common::{count_ro, moves_ro, stars_row};
use engine::play::matches::{Mode, Player};
use engine::play::variant::{Best, BestResult};
use engine::rules::game::Level;

/// The page's title.
pub const TITLE: &str = "Rezultate";
/// The heading of the list of the book games' matches.
pub const MATCHES: &str = "Meciurile jucate";
/// The heading of the teacher's positions.
pub const EXERCISES: &str = "Exerciții";
/// What the exercises are, under their heading.
pub const EXERCISES_INTRO: &str = "Meciurile începute dintr-o poziție pregătită de profesor. Ele nu intră în victoriile, stelele și recordurile jocurilor.";
/// The exercises of an older version of the app, whose position was not kept.
pub const POSITION_UNKNOWN: &str = "Poziția nu a fost păstrată.";
/// The link that opens an exercise's position again.
pub const PLAY_EXERCISE: &str = "▶ Joacă din nou";
/// The first column of a game's table and its three counts.
pub const TABLE_HEAD: [&str; 4] = ["Contra Robotului", "Victorii", "Egal", "Înfrângeri"];
/// Forgets one game's results (not its exercises).
pub const RESET_GAME: &str = "Șterge rezultatele acestui joc";
/// Forgets the exercises.
pub const RESET_EXERCISES: &str = "Șterge exercițiile";
/// Forgets everything.
pub const RESET_ALL: &str = "Șterge toate rezultatele";

const MONTHS: [&str; 12] = [
    "ianuarie",
    "februarie",
    "martie",
    "aprilie",
    "mai",
    "iunie",
    "iulie",
    "august",
    "septembrie",
    "octombrie",
    "noiembrie",
    "decembrie",
];

/// When a match was played: "1 decembrie 2026, 09:14".
///
/// ```
/// use words::results::date_ro;
/// assert_eq!(date_ro(2026, 12, 1, 9, 14), "1 decembrie 2026, 09:14");
/// ```
pub fn date_ro(year: i32, month: u8, day: u8, hour: u8, minute: u8) -> String {
    format!("{}, {hour:02}:{minute:02}", day_ro(year, month, day))
}

/// A day: "1 decembrie 2026" (the diploma's date).
///
/// ```
/// use words::results::day_ro;
/// assert_eq!(day_ro(2026, 12, 1), "1 decembrie 2026");
/// ```
pub fn day_ro(year: i32, month: u8, day: u8) -> String {
    let month = MONTHS[usize::from(month.clamp(1, 12) - 1)];
    format!("{day} {month} {year}")
}

/// How a kept match ended, as the game page said it ("A câștigat Robotul.").
///
/// ```
/// use engine::play::matches::{Mode, Player};
/// use words::results::verdict;
/// assert_eq!(verdict(Mode::Robot, Some(Player::Two)), "A câștigat Robotul.");
/// assert_eq!(verdict(Mode::TwoPlayers, None), "Egalitate.");
/// ```
pub const fn verdict(mode: Mode, winner: Option<Player>) -> &'static str {
    match (mode, winner) {
        (_, None) => "Egalitate.",
        (Mode::Robot, Some(Player::One)) => "Ai câștigat.",
        (Mode::Robot, Some(Player::Two)) => "A câștigat Robotul.",
        (Mode::TwoPlayers, Some(Player::One)) => "A câștigat Jucătorul 1.",
        (Mode::TwoPlayers, Some(Player::Two)) => "A câștigat Jucătorul 2.",
    }
}

/// "contra Robotului (Greu)" / "doi jucători".
pub fn opponent(mode: Mode, level: Level) -> String {
    match mode {
        Mode::Robot => format!("contra Robotului ({})", level.name_ro()),
        Mode::TwoPlayers => "doi jucători".to_string(),
    }
}

/// Hints asked for during a match, beside its stars: "cu un sfat", "cu 7
/// sfaturi", "cu 20 de sfaturi" (nothing when none were).
///
/// ```
/// use words::results::with_hints;
/// assert_eq!(with_hints(0), None);
/// assert_eq!(with_hints(1).unwrap(), "cu un sfat");
/// assert_eq!(with_hints(7).unwrap(), "cu 7 sfaturi");
/// assert_eq!(with_hints(20).unwrap(), "cu 20 de sfaturi");
/// ```
pub fn with_hints(hints: u32) -> Option<String> {
    match hints {
        0 => None,
        1 => Some("cu un sfat".to_string()),
        n => Some(format!("cu {}", count_ro(n, "sfat", "sfaturi"))),
    }
}

/// Moves taken back during a match: "o mutare luată înapoi", "3 mutări
/// luate înapoi", "20 de mutări luate înapoi" (nothing when none were).
///
/// ```
/// use words::results::taken_back;
/// assert_eq!(taken_back(0), None);
/// assert_eq!(taken_back(1).unwrap(), "o mutare luată înapoi");
/// assert_eq!(taken_back(3).unwrap(), "3 mutări luate înapoi");
/// assert_eq!(taken_back(20).unwrap(), "20 de mutări luate înapoi");
/// ```
pub fn taken_back(undos: u32) -> Option<String> {
    match undos {
        0 => None,
        1 => Some("o mutare luată înapoi".to_string()),
        n => Some(format!("{} luate înapoi", count_ro(n, "mutare", "mutări"))),
    }
}

/// The facts of one kept match under its verdict: who played, the stars of a
/// mate against the robot, and the hints and take-backs beside them.
///
/// ```
/// use engine::Level;
/// use engine::play::matches::Mode;
/// use words::results::match_facts;
/// assert_eq!(match_facts(Mode::Robot, Level::Hard, 3, 7, 0), "contra Robotului (Greu) · ★★★ · cu 7 sfaturi");
/// assert_eq!(
///     match_facts(Mode::Robot, Level::Easy, 0, 3, 1),
///     "contra Robotului (Ușor) · cu 3 sfaturi · o mutare luată înapoi"
/// );
/// assert_eq!(match_facts(Mode::TwoPlayers, Level::Easy, 0, 0, 0), "doi jucători");
/// ```
pub fn match_facts(mode: Mode, level: Level, stars: u8, hints: u32, undos: u32) -> String {
    let mut text = opponent(mode, level);
    if stars > 0 {
        text = text + " · " + &stars_row(stars);
    }
    for help in [with_hints(hints), taken_back(undos)].into_iter().flatten() {
        text = text + " · " + &help;
    }
    text
}

/// The button under the newest matches that shows every kept one.
///
/// ```
/// use words::results::show_all;
/// assert_eq!(show_all(12), "Arată toate cele 12 meciuri");
/// assert_eq!(show_all(25), "Arată toate cele 25 de meciuri");
/// ```
pub fn show_all(n: u32) -> String {
    format!("Arată toate cele {}", count_ro(n, "meci", "meciuri"))
}

/// "un meci", "3 meciuri", "20 de meciuri".
fn matches_ro(n: u32) -> String {
    match n {
        1 => "un meci".to_string(),
        n => count_ro(n, "meci", "meciuri"),
    }
}

/// How many matches an exercise was played, as a sentence start: "Un meci",
/// "3 meciuri".
///
/// ```
/// use words::results::times_played;
/// assert_eq!(times_played(1), "Un meci");
/// assert_eq!(times_played(20), "20 de meciuri");
/// ```
pub fn times_played(n: u32) -> String {
    match n {
        1 => "Un meci".to_string(),
        n => count_ro(n, "meci", "meciuri"),
    }
}

/// A game's results in a few words for its menu card, or nothing before the
/// first match. A count of zero is never shown.
///
/// ```
/// use engine::play::variant::BestResult;
/// use words::results::at_a_glance;
/// use engine::play::variant::Best;
/// let none = BestResult::default();
/// assert_eq!(at_a_glance(Best::Wins, 0, 0, 0, none), None);
/// assert_eq!(
///     at_a_glance(Best::Wins, 2, 0, 0, none).unwrap(),
///     "Ai jucat 2 meciuri contra Robotului."
/// );
/// let race = BestResult { stars: 0, moves: Some(21) };
/// assert_eq!(
///     at_a_glance(Best::FewestMoves, 3, 2, 0, race).unwrap(),
///     "🏆 Ai câștigat de 2 ori contra Robotului. Cea mai scurtă cursă: 21 de mutări."
/// );
/// let mate = BestResult { stars: 3, moves: Some(18) };
/// assert_eq!(
///     at_a_glance(Best::FastestMate, 1, 1, 0, mate).unwrap(),
///     "🏆 Ai câștigat o dată contra Robotului. Cel mai bun mat: ★★★ (18 mutări)."
/// );
/// ```
pub fn at_a_glance(
    best: Best,
    robot_matches: u32,
    robot_wins: u32,
    two_player_matches: u32,
    top: BestResult,
) -> Option<String> {
    let mut parts = Vec::new();
    if robot_wins > 0 {
        let times = match robot_wins {
            1 => "o dată".to_string(),
            n => format!("de {}", count_ro(n, "dată", "ori")),
        };
        parts.push(format!("🏆 Ai câștigat {times} contra Robotului."));
    } else if robot_matches > 0 {
        parts.push(format!(
            "Ai jucat {} contra Robotului.",
            matches_ro(robot_matches)
        ));
    } else if two_player_matches > 0 {
        parts.push(format!(
            "Ați jucat {} în doi.",
            matches_ro(two_player_matches)
        ));
    }
    let best_line = match (best, top.moves) {
        (Best::FastestMate, Some(n)) if top.stars > 0 => Some(format!(
            "Cel mai bun mat: {} ({}).",
            stars_row(top.stars),
            moves_ro(n)
        )),
        (Best::FewestMoves, Some(n)) => Some(format!("Cea mai scurtă cursă: {}.", moves_ro(n))),
        (Best::FastestMate | Best::FewestMoves | Best::Wins, _) => None,
    };
    parts.extend(best_line);
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// One best result in words ("★★☆ · cel mai rapid mat: 25 de mutări").
fn best_words(best: Best, top: BestResult) -> Option<String> {
    match (best, top.moves) {
        // Stars are earned against the robot only: a mate between two
        // children has none to show.
        (Best::FastestMate, Some(n)) if top.stars > 0 => Some(format!(
            "{} · cel mai rapid mat: {}",
            stars_row(top.stars),
            moves_ro(n)
        )),
        (Best::FastestMate, Some(n)) => Some(format!("cel mai rapid mat: {}", moves_ro(n))),
        (Best::FewestMoves, Some(n)) => Some(format!("cea mai scurtă cursă: {}", moves_ro(n))),
        _ => None,
    }
}

/// A game's best result on the results page: the best one played without
/// hints, and the one played with hints when it is better.
///
/// ```
/// use engine::play::variant::BestResult;
/// use words::results::best_line;
/// use engine::play::variant::Best;
/// let alone = BestResult { stars: 2, moves: Some(25) };
/// let helped = BestResult { stars: 3, moves: Some(18) };
/// assert_eq!(
///     best_line(Best::FastestMate, alone, None).unwrap(),
///     "Fără sfaturi: ★★☆ · cel mai rapid mat: 25 de mutări."
/// );
/// assert_eq!(
///     best_line(Best::FastestMate, alone, Some(helped)).unwrap(),
///     "Fără sfaturi: ★★☆ · cel mai rapid mat: 25 de mutări. Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
/// );
/// assert_eq!(
///     best_line(Best::FewestMoves, BestResult { stars: 0, moves: Some(1) }, None).unwrap(),
///     "Cea mai scurtă cursă: 1 mutare."
/// );
/// assert_eq!(best_line(Best::FastestMate, BestResult::default(), None).unwrap(), "Încă niciun mat.");
/// assert_eq!(best_line(Best::Wins, BestResult::default(), None), None);
/// ```
pub fn best_line(best: Best, unaided: BestResult, aided: Option<BestResult>) -> Option<String> {
    let helped = aided.and_then(|a| best_words(best, a));
    let alone = best_words(best, unaided);
    // The hunt offers hints, so its best says whether they were used; a game
    // whose best was never helped says it plainly.
    let mut sentences = Vec::new();
    if let Some(a) = alone {
        sentences.push(match (best, unaided.moves, &helped) {
            (Best::FewestMoves, Some(n), None) => format!("Cea mai scurtă cursă: {}.", moves_ro(n)),
            _ => format!("Fără sfaturi: {a}."),
        });
    }
    if let Some(h) = helped {
        sentences.push(format!("Cu sfaturi: {h}."));
    }
    if sentences.is_empty() && best == Best::FastestMate {
        sentences.push("Încă niciun mat.".to_string());
    }
    (!sentences.is_empty()).then(|| sentences.join(" "))
}

/// "Meciuri în doi: 3." (nothing before the first).
pub fn two_player_matches(n: u32) -> Option<String> {
    (n > 0).then(|| format!("Meciuri în doi: {n}."))
}

/// The question before a reset, naming the child whose results go: all
/// of them (`game` `None`), one game's, or (`exercises`) the exercises.
///
/// ```
/// use words::results::reset_question;
/// assert_eq!(
///     reset_question("Ana", None, false),
///     "Ștergi toate rezultatele copilului „Ana”? Nu se mai pot recupera."
/// );
/// assert_eq!(
///     reset_question("Ben", Some("Cal contra 3 pioni"), false),
///     "Ștergi rezultatele copilului „Ben” de la „Cal contra 3 pioni”? Exercițiile rămân."
/// );
/// assert_eq!(
///     reset_question("Ana", None, true),
///     "Ștergi toate exercițiile copilului „Ana”? Rezultatele jocurilor rămân."
/// );
/// ```
pub fn reset_question(child: &str, game: Option<&str>, exercises: bool) -> String {
    match game {
        _ if exercises => {
            format!("Ștergi toate exercițiile copilului „{child}”? Rezultatele jocurilor rămân.")
        }
        Some(name) => {
            format!("Ștergi rezultatele copilului „{child}” de la „{name}”? Exercițiile rămân.")
        }
        None => format!("Ștergi toate rezultatele copilului „{child}”? Nu se mai pot recupera."),
    }
}

/// The results page when the browser keeps nothing.
pub const BLOCKED: &str = "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui este blocată). Jocurile merg, dar rezultatele nu se pot salva aici.";

/// The results page's puzzles: each game's solved and their stars.
pub const PUZZLES: &str = "🧩 Probleme rezolvate";

/// The results page's series: each teacher's series the child opened.
pub const SERIES: &str = "📋 Seriile profesorului";

/// A series on the results page: positions won of all, after the marks of
/// each position (✅ 🤝 ❌ ⏳).
///
/// ```
/// use words::results::series_won;
/// assert_eq!(series_won(2, 5), "ai câștigat 2 din 5 poziții");
/// assert_eq!(series_won(1, 1), "ai câștigat 1 din 1 poziție");
/// ```
pub fn series_won(won: u32, n: u32) -> String {
    let positions = if n == 1 { "poziție" } else { "poziții" };
    format!("ai câștigat {won} din {n} {positions}")
}

/// The results page before any match.
pub const NONE_YET: &str =
    "Încă nu ai terminat niciun meci. Alege un joc din meniu și joacă o partidă!";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_month_and_minute_reads_in_romanian() {
        assert_eq!(date_ro(2027, 1, 31, 0, 5), "31 ianuarie 2027, 00:05");
        assert_eq!(date_ro(2027, 8, 9, 23, 59), "9 august 2027, 23:59");
    }

    #[test]
    fn a_glance_never_shows_a_zero_count() {
        let none = BestResult::default();
        assert_eq!(
            at_a_glance(Best::FastestMate, 4, 0, 2, none).unwrap(),
            "Ai jucat 4 meciuri contra Robotului."
        );
        assert_eq!(
            at_a_glance(Best::Wins, 0, 0, 1, none).unwrap(),
            "Ați jucat un meci în doi."
        );
        assert_eq!(
            at_a_glance(Best::Wins, 30, 21, 0, none).unwrap(),
            "🏆 Ai câștigat de 21 de ori contra Robotului."
        );
        assert_eq!(
            at_a_glance(Best::Wins, 1, 0, 0, none).unwrap(),
            "Ai jucat un meci contra Robotului."
        );
    }

    #[test]
    fn a_helped_best_shows_alone_when_nothing_was_done_without_hints() {
        let helped = BestResult {
            stars: 3,
            moves: Some(7),
        };
        assert_eq!(
            best_line(Best::FastestMate, BestResult::default(), Some(helped)).unwrap(),
            "Cu sfaturi: ★★★ · cel mai rapid mat: 7 mutări."
        );
        assert_eq!(
            two_player_matches(0),
            None,
            "no 'Meciuri în doi: 0.' under a robot-only game"
        );
        assert_eq!(two_player_matches(2).unwrap(), "Meciuri în doi: 2.");
    }

    #[test]
    fn better_is_more_stars_or_fewer_moves() {
        let a = BestResult {
            stars: 2,
            moves: Some(30),
        };
        let b = BestResult {
            stars: 2,
            moves: Some(25),
        };
        assert!(b.beats(&a));
        assert!(!a.beats(&b));
        assert!(!a.beats(&a));
        assert!(a.beats(&BestResult::default()));
    }
}
