//! When a teacher's goal ([`Goal`], `tinta=`) can no longer be met in the
//! round being played: said to the child the moment it is proven, so a
//! goal never fails in silence until the round's end. Proven means
//! certain: by counting (the moves or jumps the goal allows are spent),
//! or, against the Greu robot, by the exact table it plays by (the robot
//! wins). Never a guess: at Ușor and Mediu the robot may still blunder a
//! won position away, so a table alone proves nothing there.

use crate::goal::Goal;
use crate::matches::{Match, Mode, Phase, Player};
use rules::game::Level;
use rules::square::Color;

/// Why the goal can no longer be met in this round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lost {
    /// `made` of one's moves (jumps, in the race) are made, the goal not
    /// met, and the goal allows no more.
    Spent { made: u32 },
    /// Greu's exact table: the robot wins whatever the child plays.
    RobotWins,
}

/// A goal that can no longer be met in the round being played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GoalLost {
    pub why: Lost,
    /// Whose reason `why` is (the child against the robot).
    pub player: Player,
    /// Another round follows, in which it may still be met.
    pub later_round: bool,
}

impl Match {
    /// Whether the goal can no longer be met in the round being played:
    /// `None` with no goal, a goal met already, a round not being played,
    /// or while a player the goal counts for may still meet it (against
    /// the robot the child, between two children either).
    pub fn goal_lost(&self) -> Option<GoalLost> {
        let goal = self.goal?;
        if self.phase() != Phase::Playing || self.goal_met() == Some(true) {
            return None;
        }
        let mut lost = None;
        for player in [Player::One, Player::Two] {
            let color = self.color_of(player);
            if player == Player::Two && self.mode == Mode::Robot {
                break;
            }
            // The hunted king never mates.
            if !(matches!(goal, Goal::MateWithin(_)) && color == Color::Black) {
                lost = lost.or(Some((self.lost_for(goal, color)?, player)));
            }
        }
        let (why, player) = lost?;
        Some(GoalLost {
            why,
            player,
            later_round: self.round() + 1 < self.rounds_total(),
        })
    }

    /// Why `color` can no longer meet `goal` in this round; `None` while it may.
    fn lost_for(&self, goal: Goal, color: Color) -> Option<Lost> {
        let game = self.game();
        let made = game.moves_made(color);
        if let Goal::WinWithin(n) | Goal::MateWithin(n) | Goal::JumpsWithin(n) = goal {
            let n = u32::from(n);
            // The last move allowed is made and did not meet the goal:
            // lost on this side's turn; before it if only this side can
            // end the round its way (a mate), else the other side's reply
            // may still (the piece's grace move, the race's last jump).
            if made > n
                || (made == n && (game.turn() == color || matches!(goal, Goal::MateWithin(_))))
            {
                return Some(Lost::Spent { made });
            }
        }
        // Greu's exact table is how the Greu robot plays, and the only one
        // trusted here: the other levels may still blunder a won position.
        let exact = self.mode == Mode::Robot && self.level == Level::Hard;
        let v = self.round_game().exact_value().filter(|_| exact)?;
        (v.win != (game.turn() == color)).then_some(Lost::RobotWins)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use rules::{Move, Setup};

    fn start(variant: Variant, fen: &str, goal: Goal) -> Match {
        let mut m = Match::of(variant)
            .custom_start(Some(Setup::parse(fen).unwrap()))
            .start()
            .unwrap();
        m.goal = Some(goal);
        m
    }

    fn play(m: &mut Match, moves: &[&str]) {
        for step in moves {
            m.play(Move::parse(step).unwrap()).unwrap();
        }
    }

    /// „mat2” from a mate in 2: lost right after white's second move that
    /// does not mate, not a move before; a mate in time is never lost.
    #[test]
    fn a_mate_goal_is_lost_the_moment_its_moves_are_spent() {
        let fen = "7k/8/5K2/8/8/8/8/R7_w";
        let mut m = start(Variant::KingHunt, fen, Goal::MateWithin(2));
        assert_eq!(m.goal_lost(), None);
        play(&mut m, &["a1a2", "h8g8"]);
        assert_eq!(m.goal_lost(), None, "one move left: a mate is still there");
        play(&mut m, &["a2a3"]);
        let spent = GoalLost {
            why: Lost::Spent { made: 2 },
            player: Player::One,
            later_round: false,
        };
        assert_eq!(m.goal_lost(), Some(spent));
        play(&mut m, &["g8h8"]);
        assert_eq!(m.goal_lost(), Some(spent));
        // Taken back, the goal is open again.
        assert!(m.take_back());
        assert_eq!(m.goal_lost(), None);
        // Met in time: never lost on the way.
        let mut quick = start(Variant::KingHunt, fen, Goal::MateWithin(2));
        for step in ["f6f7", "h8h7", "a1h1"] {
            assert_eq!(quick.goal_lost(), None);
            play(&mut quick, &[step]);
        }
        assert_eq!((quick.goal_met(), quick.goal_lost()), (Some(true), None));
        // „castiga”: no count, and the hunt has no table: never said early.
        let mut win = start(Variant::KingHunt, fen, Goal::Win);
        play(&mut win, &["a1a2", "h8g8", "a2a3", "g8h8", "a3a4"]);
        assert_eq!(win.goal_lost(), None);
    }

    /// Between two children the hunted king never mates: only the hunter's
    /// moves count, and the next round's hunter may still meet the goal.
    #[test]
    fn between_two_children_the_other_round_is_still_to_come() {
        let fen = "7k/8/5K2/8/8/8/8/R7_w";
        let mut m = Match::of(Variant::KingHunt)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(Setup::parse(fen).unwrap()))
            .start()
            .unwrap();
        m.goal = Some(Goal::MateWithin(1));
        let spent = |player, later_round| {
            Some(GoalLost {
                why: Lost::Spent { made: 1 },
                player,
                later_round,
            })
        };
        play(&mut m, &["f6f7"]);
        assert_eq!(m.goal_lost(), spent(Player::One, true));
        play(&mut m, &["h8h7", "a1h1"]);
        assert_eq!((m.goal_met(), m.goal_lost()), (Some(false), None));
        m.next_round().unwrap();
        assert_eq!(m.goal_lost(), None);
        play(&mut m, &["f6f7"]);
        assert_eq!(m.goal_lost(), spent(Player::Two, false));
    }

    /// The pawns' last-rank rule: the child's last move allowed takes a
    /// pawn to the last rank and the piece's grace move may still fail, so
    /// nothing is said until it has (here it cannot take the pawn).
    #[test]
    fn a_win_the_reply_may_still_hand_over_is_not_lost() {
        let mut m = start(
            Variant::BishopVsPawns,
            "8/3P4/8/8/8/8/8/b7_w",
            Goal::WinWithin(1),
        );
        play(&mut m, &["d7d8"]);
        assert_eq!(m.goal_lost(), None);
        let grace = m.game().legal_moves()[0];
        m.play(grace).unwrap();
        assert_eq!(m.goal_met(), Some(true));
        assert_eq!(m.goal_lost(), None);
        // Two pawns far back: „castiga1” is spent, said on the child's
        // next turn (the bishop's move in between ends nothing).
        let mut far = start(
            Variant::BishopVsPawns,
            "8/8/8/8/8/8/PP6/7b_w",
            Goal::WinWithin(1),
        );
        play(&mut far, &["a2a3"]);
        assert_eq!(far.goal_lost(), None);
        play(&mut far, &["h1g2"]);
        assert_eq!(
            far.goal_lost().map(|l| l.why),
            Some(Lost::Spent { made: 1 })
        );
    }

    /// The race: lost once the jumps are spent without every piece taken,
    /// on the child's turn (before it, the other knight's last jump after a
    /// finished race may still end the round).
    #[test]
    fn a_race_is_lost_when_its_jumps_are_spent() {
        let mut m = Match::of(Variant::KnightRace).start().unwrap();
        m.goal = Some(Goal::JumpsWithin(3));
        let jump = |m: &mut Match| {
            let mv = m.game().legal_moves()[0];
            m.play(mv).unwrap();
        };
        for _ in 0..5 {
            assert_eq!(m.goal_lost(), None);
            jump(&mut m);
        }
        assert_eq!(m.game().moves_made(Color::White), 3);
        assert_eq!(m.goal_lost(), None, "the other knight's jump");
        jump(&mut m);
        assert_eq!(m.goal_lost().map(|l| l.why), Some(Lost::Spent { made: 3 }));
    }

    /// Greu's exact table: a position lost for the child's pawns is said at
    /// once; at Ușor, where the robot may still blunder, it is not.
    #[test]
    fn against_greu_the_table_proves_a_round_lost() {
        // The bishop takes both pawns: the pawns on a2 and h2 cannot both
        // run, the bishop on e5 watches the long diagonals.
        let fen = "8/8/8/4b3/8/8/P6P/8_w";
        let at = |level: Level| {
            let mut m = Match::of(Variant::BishopVsPawns)
                .level(level)
                .custom_start(Some(Setup::parse(fen).unwrap()))
                .start()
                .unwrap();
            m.goal = Some(Goal::Win);
            while !m.prepare_robot(1_000_000) {}
            m
        };
        let hard = at(Level::Hard);
        let value = hard.round_game().exact_value().unwrap();
        assert!(!value.win, "the pawns lose: {value:?}");
        assert_eq!(
            hard.goal_lost(),
            Some(GoalLost {
                why: Lost::RobotWins,
                player: Player::One,
                later_round: true
            })
        );
        assert_eq!(at(Level::Easy).goal_lost(), None);
        assert_eq!(at(Level::Medium).goal_lost(), None);
    }

    /// „castiga2” where a7 then a8 wins: b3 loses, said at once against
    /// Greu; b4 still wins, slower, and is not said before the moves are spent.
    #[test]
    fn against_greu_a_move_that_loses_is_said_at_once() {
        let at = |level: Level, step: &str| {
            let mut m = Match::of(Variant::BishopVsPawns)
                .level(level)
                .custom_start(Some(Setup::parse("8/4b3/P7/8/8/8/1P6/8_w").unwrap()))
                .start()
                .unwrap();
            m.goal = Some(Goal::WinWithin(2));
            while !m.prepare_robot(1_000_000) {}
            assert_eq!(m.goal_lost(), None);
            play(&mut m, &[step]);
            m.goal_lost().map(|l| l.why)
        };
        assert_eq!(at(Level::Hard, "b2b3"), Some(Lost::RobotWins));
        assert_eq!(at(Level::Medium, "b2b3"), None);
        assert_eq!(at(Level::Hard, "b2b4"), None);
        assert_eq!(at(Level::Hard, "a6a7"), None);
    }

    /// Never a false alarm: the child's moves at random against every
    /// level; whenever the goal was said lost, the round did not meet it.
    #[test]
    fn a_goal_said_lost_is_never_met() {
        use rules::game::Rng;
        let cases = [
            (
                Variant::BishopVsPawns,
                "8/4b3/P7/8/8/8/1P6/8_w",
                Goal::WinWithin(2),
            ),
            (Variant::BishopVsPawns, "8/8/8/P7/8/8/1P6/b7_w", Goal::Win),
            (
                Variant::BishopVsPawns,
                "8/8/8/8/8/8/PPP5/2b5_w",
                Goal::WinWithin(9),
            ),
            (
                Variant::KnightVsPawns,
                "8/5ppp/8/8/8/8/8/6N1_w",
                Goal::WinWithin(12),
            ),
            (
                Variant::KingHunt,
                "7k/8/5K2/8/8/8/8/R7_w",
                Goal::MateWithin(3),
            ),
            (Variant::KnightRace, "", Goal::JumpsWithin(30)),
        ];
        let mut said = 0;
        for (variant, fen, goal) in cases {
            for level in Level::ALL {
                for seed in 0..12u64 {
                    let setup = (!fen.is_empty()).then(|| Setup::parse(fen).unwrap());
                    let mut m = Match::of(variant)
                        .level(level)
                        .custom_start(setup)
                        .seed(seed)
                        .start()
                        .unwrap();
                    m.goal = Some(goal);
                    while !m.prepare_robot(1_000_000) {}
                    let mut rng = Rng::new(seed);
                    let mut lost = false;
                    while m.phase() == Phase::Playing {
                        // Once said, it stays said: the page never takes it back.
                        let now = m.goal_lost().is_some();
                        assert!(now || !lost, "{variant:?} {fen} {goal:?} {level:?} {seed}");
                        lost = now;
                        let mv = match m.robot_move() {
                            Some(mv) => mv,
                            None => {
                                let moves = m.game().legal_moves();
                                moves[rng.below(moves.len())]
                            }
                        };
                        m.play(mv).unwrap();
                    }
                    said += usize::from(lost);
                    let met = m.goal_met() == Some(true);
                    assert!(
                        !(lost && met),
                        "{variant:?} {fen} {goal:?} {level:?} {seed}"
                    );
                }
            }
        }
        assert!(said > 50, "the goals were said lost {said} times");
    }
}
