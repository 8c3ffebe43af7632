//! The words of a match: the status line, each round's verdict, why the
//! match went the way it did, and the hints a round used.

use super::common::{Who, capitalised, count_ro, moves_ro, player_ro};
use super::game::{notices_naming, reason_naming};
use super::tap;
use engine::play::matches::{Explanation, Match, MatchResult, Mode, Phase, Player};

/// The hints of a round as its verdict says them (empty when none were
/// asked for): the child's own against the robot, the round's between two
/// players (either may have asked).
///
/// ```
/// use engine::play::matches::Mode;
/// use words::hints_used_in;
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

/// "Repriza 1 din 2", or "O singură vânătoare" for the hunt against the robot.
pub fn round_label(m: &Match) -> String {
    if m.rounds_total() > 1 {
        format!("Repriza {} din {}", m.round() + 1, m.rounds_total())
    } else {
        "O singură vânătoare".to_string()
    }
}

/// The sentence of the page's status region (`role="status"`), beginning
/// with „Șah!” while the hunted king is in check.
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
            let said = match notices_naming(&game.notices(), Who::of(m.mode, player), piece_of(m)) {
                Some(n) => format!("{n} {who}"),
                None => who,
            };
            // A check is said in words, not only shown in red (a slow
            // reader hears the status read aloud).
            match game.highlights().check {
                Some(_) => format!("{} {said}", super::speech::CHECK),
                None => said,
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
    let sentence = format!("{who} {}", reason_naming(r.ending, piece_of(m)));
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
/// use engine::play::matches::{Explanation, MatchResult, Mode, Player};
/// use words::explanation;
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
        Explanation::FasterMate { moves } => (
            "Câștigă cine dă mat mai repede".to_string(),
            "dat mat",
            moves,
        ),
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

/// The piece of a piece-against-pawns game (`None` in the others).
pub(super) fn piece_of(m: &Match) -> Option<engine::rules::square::Role> {
    m.variant.sides().map(|s| s.role)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::matches::{RoundResult, score};
    use engine::{Color, Ending, Scoring};

    /// A round of a match, for the scoring's sentences.
    fn round(winner: Option<Player>, p1: Color, moves: [u32; 2]) -> RoundResult {
        RoundResult {
            winner,
            player1_color: p1,
            moves,
            ending: Ending::KnightsStuck,
            hints: 0,
            undos: 0,
        }
    }

    #[test]
    fn pawn_games_count_rounds_and_one_all_is_a_draw() {
        let r = [
            round(Some(Player::One), Color::White, [5, 5]),
            round(Some(Player::Two), Color::Black, [7, 7]),
        ];
        assert_eq!(score(Scoring::RoundsWon, Mode::TwoPlayers, &r).winner, None);
        let r = [
            round(Some(Player::One), Color::White, [5, 5]),
            round(Some(Player::One), Color::Black, [7, 7]),
        ];
        let verdict = score(Scoring::RoundsWon, Mode::TwoPlayers, &r);
        assert_eq!(verdict.winner, Some(Player::One));
        assert_eq!(
            explanation(&verdict),
            "Ambele reprize au fost ale Jucătorului 1."
        );
        let r = [
            round(None, Color::White, [5, 5]),
            round(Some(Player::Two), Color::Black, [7, 7]),
        ];
        assert_eq!(
            score(Scoring::RoundsWon, Mode::TwoPlayers, &r).winner,
            Some(Player::Two)
        );
    }

    #[test]
    fn knight_race_tie_break_is_the_shorter_race() {
        // 1–1: player 1 finished in 21, player 2 in 23 → player 1.
        let r = [
            round(Some(Player::One), Color::White, [21, 21]),
            round(Some(Player::Two), Color::Black, [23, 23]),
        ];
        let verdict = score(Scoring::RoundsThenFewerMoves, Mode::TwoPlayers, &r);
        assert_eq!(verdict.winner, Some(Player::One));
        assert_eq!(
            explanation(&verdict),
            "Câte o repriză pentru fiecare, deci decide cursa mai scurtă: \
             Jucătorul 1 a terminat în 21 de mutări, iar Jucătorul 2 în 23 de mutări."
        );
        let r = [
            round(Some(Player::One), Color::White, [24, 24]),
            round(Some(Player::Two), Color::Black, [22, 22]),
        ];
        assert_eq!(
            score(Scoring::RoundsThenFewerMoves, Mode::TwoPlayers, &r).winner,
            Some(Player::Two)
        );
        let r = [
            round(Some(Player::One), Color::White, [22, 22]),
            round(Some(Player::Two), Color::Black, [22, 22]),
        ];
        assert_eq!(
            score(Scoring::RoundsThenFewerMoves, Mode::TwoPlayers, &r).winner,
            None
        );
        // Two drawn rounds: a draw.
        let r = [
            round(None, Color::White, [30, 30]),
            round(None, Color::Black, [30, 30]),
        ];
        assert_eq!(
            score(Scoring::RoundsThenFewerMoves, Mode::TwoPlayers, &r).winner,
            None
        );
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
                "Câștigă cine dă mat mai repede: Jucătorul 1 a dat mat în 25 de mutări, iar Jucătorul 2 \
                 în 18 mutări.",
            ),
            (
                Robot,
                one,
                FasterMate { moves: [1, 2] },
                "Câștigă cine dă mat mai repede: tu ai dat mat în 1 mutare, iar Robotul în 2 mutări.",
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
    fn a_check_is_said_in_the_status() {
        use engine::Variant;
        use engine::rules::board::Setup;
        use engine::rules::testing::mv;
        let start = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
        let mut m = Match::of(Variant::KingHunt)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(start))
            .start()
            .unwrap();
        m.play(mv("g1", "h1")).unwrap();
        assert_eq!(
            status(&m, false),
            "Șah! Atenție: regele negru mai are o singură mutare! Jucătorul 2 la mutare, cu regele negru."
        );
        m.play(mv("h8", "g8")).unwrap();
        assert!(!status(&m, false).contains("Șah"));
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
