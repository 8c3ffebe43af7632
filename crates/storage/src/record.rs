//! A finished match as the app keeps it ([`MatchRecord`]): where it started,
//! how it is made from a match, and which of them a reset forgets. How it
//! is written is [`super::stored`] (JSON) and, in the first storage,
//! [`super::v1`] (lines).

use ::words::storage as words;
use engine::play::goal::Goal;
use engine::play::matches::{Match, Mode, Player, mostly_hints, stars_after_hints, stars_for_mate};
use engine::{Level, Setup, Variant};

/// How many matches are kept per child (the oldest go first).
pub const KEEP: usize = 300;
/// An exercise whose position is not known, as its position is written.
const UNKNOWN_POSITION: &str = "?";

/// Where a kept match started.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Start {
    /// The book's start: the match counts in the game's records.
    Book,
    /// A teacher's position (`poz=`): an exercise, kept apart. `None` when the
    /// position is not known (a first-format line).
    Exercise(Option<Setup>),
}

impl Start {
    /// The start as both written forms hold it: no position for the book's,
    /// `?` for an exercise whose position is not known, else its link form.
    pub(super) fn written(&self) -> Option<String> {
        match self {
            Start::Book => None,
            Start::Exercise(Some(s)) => Some(s.to_link()),
            Start::Exercise(None) => Some(UNKNOWN_POSITION.to_string()),
        }
    }

    /// The start a written position names; `None` when it does not read.
    pub(super) fn read(written: Option<&str>) -> Option<Start> {
        Some(match written {
            None => Start::Book,
            Some(UNKNOWN_POSITION) => Start::Exercise(None),
            Some(poz) => Start::Exercise(Some(Setup::parse(poz).ok()?)),
        })
    }
}

/// One finished match, as stored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatchRecord {
    pub variant: Variant,
    pub mode: Mode,
    pub level: Level,
    /// `None` is a draw. The same verdict as the game page's.
    pub winner: Option<Player>,
    /// Milliseconds since 1970 (the browser clock).
    pub time_ms: u64,
    /// King hunt against the robot: stars earned (0–3).
    pub stars: u8,
    /// Fewest moves player 1 needed to reach the goal (race finished, mate), if reached.
    pub best_moves: Option<u32>,
    /// Hints asked for ("💡 Sfat") in the whole match (0 in first-format lines).
    pub hints: u32,
    /// Moves taken back ("↶ Înapoi") in the whole match.
    pub undos: u32,
    /// Player 1's own moves in the whole match (0 in lines written before
    /// they were kept): with `hints`, whether the match was won mostly by
    /// hints ([`MatchRecord::mostly_hints`]).
    pub moves: u32,
    /// The book's start or a teacher's position.
    pub start: Start,
    /// The teacher's goal (`tinta=`), and whether the match met it.
    pub goal: Option<(Goal, bool)>,
    /// Why the match went as it did, in words, as the page said it. Kept as
    /// a sentence because the records of older versions and their results
    /// files have only it (and older versions need it in a file).
    pub text: String,
}

impl MatchRecord {
    /// The record of a finished match (`None` while it is still on).
    pub fn of(m: &Match, time_ms: u64) -> Option<MatchRecord> {
        let result = m.result()?;
        // A start that was already decided, with no move played, is no result.
        if m.results().iter().all(|r| r.moves == [0, 0]) {
            return None;
        }
        // Player 1's goal is reached when they won a round in which finishing
        // (the race) or mating (as white) is what winning means.
        let best = m.variant.info().best;
        let best_moves = m
            .results()
            .iter()
            .filter(|r| r.winner == Some(Player::One))
            .filter(|r| best.goal_color().is_none_or(|c| r.player1_color == c))
            .map(|r| r.moves[0])
            .min()
            .filter(|_| best.counts_moves());
        let hints = m.results().iter().map(|r| r.hints).sum();
        // Each hint costs a star, as the page said when it gave it.
        let stars = best_moves.map_or(0, |n| {
            stars_after_hints(stars_for_mate(best, m.mode, n), hints)
        });
        let winner = match m.results() {
            // A single round (the hunt against the robot) is the whole match:
            // its verdict is the round's, as the page says it ("A câștigat
            // Robotul" after a stalemate). The two-round scoring ("nobody
            // mated: a draw") is not for it.
            [only] => only.winner,
            _ => result.winner,
        };
        Some(MatchRecord {
            variant: m.variant,
            mode: m.mode,
            level: m.level,
            winner,
            time_ms,
            stars,
            best_moves,
            hints,
            undos: m.results().iter().map(|r| r.undos).sum(),
            moves: m.results().iter().map(|r| r.moves[0]).sum(),
            start: match &m.custom_start {
                Some(s) => Start::Exercise(Some(s.clone())),
                None => Start::Book,
            },
            goal: m.goal.zip(m.goal_met()),
            text: words::why_it_ended(m),
        })
    }

    /// Whether the match was won mostly by hints (more hints than half of
    /// the child's moves): it does not count towards the level offer.
    pub fn mostly_hints(&self) -> bool {
        mostly_hints(self.hints, self.moves)
    }

    /// Whether the match started from a teacher's position.
    pub fn is_exercise(&self) -> bool {
        matches!(self.start, Start::Exercise(_))
    }

    /// Whether two records are the same match (kept twice: a file loaded
    /// again, the first storage moved again).
    pub fn same_match(&self, other: &MatchRecord) -> bool {
        (self.time_ms, self.variant, self.mode) == (other.time_ms, other.variant, other.mode)
    }
}

/// Which records a reset forgets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Forget {
    /// Everything, unreadable records too.
    All,
    /// One game's book matches (its exercises stay).
    Game(Variant),
    /// The exercises of every game.
    Exercises,
}

impl Forget {
    /// Whether this reset forgets a kept match (`None`: one that does not
    /// read, which only a reset of everything forgets).
    pub fn forgets(self, record: Option<&MatchRecord>) -> bool {
        match (self, record) {
            (Forget::All, _) => true,
            (_, None) => false,
            (Forget::Game(v), Some(r)) => r.variant == v && !r.is_exercise(),
            (Forget::Exercises, Some(r)) => r.is_exercise(),
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::{GameSummary, StoredMatch};
    use ::words;
    use ::words::results as result_words;
    use engine::play::variant::BestResult;
    use engine::{Color, Move};
    // The rules' own count of stars (shadows the match rule of the same name).
    use engine::rules::king_hunt::stars_for as stars_for_mate;

    pub(crate) fn record(
        variant: Variant,
        mode: Mode,
        level: Level,
        winner: Option<Player>,
    ) -> MatchRecord {
        MatchRecord {
            variant,
            mode,
            level,
            winner,
            time_ms: 1_764_400_000_000,
            stars: 0,
            best_moves: None,
            hints: 0,
            undos: 0,
            moves: 0,
            start: Start::Book,
            goal: None,
            text: "2–0 la reprize.".to_string(),
        }
    }

    /// A hunt against the robot (Greu) mated in 18 moves, with 7 hints and 2 take-backs.
    pub(crate) fn helped_mate() -> MatchRecord {
        let mut r = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        (r.stars, r.best_moves, r.hints, r.undos) = (3, Some(18), 7, 2);
        r
    }

    use engine::rules::testing::sq;
    /// A hunt from `fen` against the robot (Greu) after white's `moves`.
    fn hunt(fen: &str, mode: Mode, moves: &[&str]) -> Match {
        let setup = Setup::parse(fen).unwrap();
        let mut m = Match::of(Variant::KingHunt)
            .mode(mode)
            .level(Level::Hard)
            .custom_start(Some(setup))
            .start()
            .unwrap();
        for mv in moves {
            m.play(Move::parse(mv).unwrap()).unwrap();
        }
        m
    }

    #[test]
    fn resets_forget_a_game_the_exercises_or_everything() {
        let race = record(Variant::KnightRace, Mode::Robot, Level::Easy, None);
        let mut exercise = race.clone();
        exercise.start = Start::Exercise(None);
        let hunt = record(Variant::KingHunt, Mode::Robot, Level::Easy, None);
        let game = Forget::Game(Variant::KnightRace);
        assert!(game.forgets(Some(&race)));
        assert!(
            !game.forgets(Some(&exercise)),
            "a game's reset keeps its exercises"
        );
        assert!(!game.forgets(Some(&hunt)));
        assert!(!game.forgets(None), "an unreadable record is not a game's");
        assert!(Forget::Exercises.forgets(Some(&exercise)));
        assert!(!Forget::Exercises.forgets(Some(&race)) && !Forget::Exercises.forgets(None));
        assert!(
            [Some(&race), Some(&exercise), None]
                .into_iter()
                .all(|r| Forget::All.forgets(r))
        );
    }

    #[test]
    fn stars_follow_the_rules_text() {
        // "⭐⭐⭐ mat în cel mult 20 de mutări · ⭐⭐ în cel mult 35 · ⭐ în cel mult 50."
        assert_eq!(stars_for_mate(20), 3);
        assert_eq!(stars_for_mate(21), 2);
        assert_eq!(stars_for_mate(35), 2);
        assert_eq!(stars_for_mate(50), 1);
        assert_eq!(stars_for_mate(51), 0);
    }

    #[test]
    fn a_finished_match_makes_a_record() {
        let mut m = hunt("7k/8/5K2/8/8/8/8/6Q1 w", Mode::Robot, &[]);
        assert!(MatchRecord::of(&m, 0).is_none());
        assert!(m.hint().is_some());
        m.play(Move::new(sq("g1"), sq("g7"))).unwrap();
        let r = MatchRecord::of(&m, 5).expect("the hunt is over");
        assert_eq!(r.winner, Some(Player::One));
        assert_eq!(r.best_moves, Some(1));
        // Mate in 1 earns three stars; the hint asked for costs one.
        assert_eq!(r.stars, 2);
        assert_eq!((r.hints, r.moves), (1, 1));
        assert!(r.mostly_hints(), "1 hint for 1 move");
        assert_eq!(
            r.start,
            Start::Exercise(Some(Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap()))
        );
        let json = StoredMatch::of(&r, 0);
        assert_eq!(json.record(), Some(r));
    }

    /// Who the game page says won: a single round's verdict is the round's
    /// (its status names the round's winner, `data-round-winner` shows it),
    /// a match of two rounds has its own verdict sentence.
    fn page_winner(m: &Match) -> Option<Player> {
        match m.results() {
            [only] => only.winner,
            _ => m.result().unwrap().winner,
        }
    }

    #[test]
    fn the_record_says_what_the_game_page_said() {
        // A hunt against the robot, stalemated: the page says the robot won.
        let stalemate = hunt("7k/8/8/5Q2/8/8/8/K7 w", Mode::Robot, &["f5g6"]);
        let said = words::status(&stalemate, false);
        assert!(
            said.contains("Robotul") && !said.to_lowercase().contains("egal"),
            "{said}"
        );
        let r = MatchRecord::of(&stalemate, 0).unwrap();
        assert_eq!(r.winner, Some(Player::Two));
        assert_eq!(
            result_words::verdict(r.mode, r.winner),
            "A câștigat Robotul."
        );
        assert_eq!(
            r.text,
            "Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat."
        );
        assert_eq!(r.stars, 0);
        // …and every other ending, both modes, both rounds.
        let mut matches = vec![
            stalemate,
            hunt("7k/8/5K2/8/8/8/8/6Q1 w", Mode::Robot, &["g1g7"]),
        ];
        // Two players: round 1 stalemated; in round 2 player 2 hunts, with
        // hints, and mates (or stalemates at once: both hunts failed).
        let mut two = hunt("7k/8/8/5Q2/8/8/R7/K7 w", Mode::TwoPlayers, &["f5g6"]);
        two.next_round().unwrap();
        let mut both_failed = two.clone();
        both_failed.play(Move::parse("f5g6").unwrap()).unwrap();
        matches.push(both_failed);
        while two.result().is_none() {
            let mv = match two.game().turn() {
                Color::White => two.hint().unwrap(),
                Color::Black => two.game().legal_moves()[0],
            };
            two.play(mv).unwrap();
        }
        assert_eq!(
            two.results()[1].winner,
            Some(Player::Two),
            "player 2 mated: {:?}",
            two.results()[1].ending
        );
        matches.push(two);
        // Book games against the robot and between two players.
        for (variant, mode) in [
            (Variant::BishopVsPawns, Mode::Robot),
            (Variant::KnightVsPawns, Mode::TwoPlayers),
            (Variant::KnightRace, Mode::Robot),
            (Variant::KingHunt, Mode::Robot),
        ] {
            let mut m = Match::of(variant).mode(mode).seed(9).start().unwrap();
            while m.result().is_none() {
                let mv = m.robot_move().unwrap_or_else(|| m.game().legal_moves()[0]);
                m.play(mv).unwrap();
                if m.phase() == engine::play::matches::Phase::RoundOver {
                    m.next_round().unwrap();
                }
            }
            matches.push(m);
        }
        for m in &matches {
            let r = MatchRecord::of(m, 0).expect("finished");
            assert_eq!(r.winner, page_winner(m), "{}", words::status(m, false));
        }
    }

    #[test]
    fn a_book_hunt_mated_with_hints_saves_them() {
        let mut m = Match::of(Variant::KingHunt).seed(3).start().unwrap();
        let mut asked = 0;
        while m.result().is_none() {
            let mv = match m.robot_move() {
                Some(mv) => mv,
                None => {
                    asked += 1;
                    m.hint().expect("a hint for the hunter")
                }
            };
            m.play(mv).unwrap();
        }
        let r = MatchRecord::of(&m, 0).unwrap();
        assert_eq!(r.winner, Some(Player::One), "{}", r.text);
        assert_eq!((r.hints, r.start.clone()), (asked, Start::Book));
        assert!(r.stars > 0);
        let s = GameSummary::of(std::slice::from_ref(&r), Variant::KingHunt);
        assert_eq!(s.unaided, BestResult::default(), "no best without hints");
        assert_eq!(
            s.better_with_hints(),
            Some(BestResult {
                stars: r.stars,
                moves: r.best_moves
            })
        );
        assert_eq!(
            result_words::match_facts(r.mode, r.level, r.stars, r.hints, r.undos),
            format!(
                "contra Robotului (Ușor) · {} · cu {}",
                words::stars_row(r.stars),
                words::count_ro(asked, "sfat", "sfaturi")
            )
        );
    }
}
