//! A teacher's goal for an exercise (the page contract's `tinta=`): win
//! the round, win within a number of one's own moves, mate within a
//! number of moves (the king hunt), or finish the race within a number of
//! jumps (the knight race). The game page shows it and judges it once a
//! round is over; a series keeps one per position.

use crate::matches::{Match, Mode, Player, RoundResult};
use crate::variant::{GameKind, Variant};
use rules::game::Ending;

/// The most moves or jumps a goal may name: a goal of more would be no
/// goal in a round of at most 50 of the hunter's moves.
pub const GOAL_MAX: u8 = 99;

/// What a child is asked to do in a teacher's position.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// `castiga`: win a round.
    Win,
    /// `castiga<N>`: win a round within N of one's own moves.
    WinWithin(u8),
    /// `mat<N>`: the king hunt: mate within N of white's moves.
    MateWithin(u8),
    /// `sarituri<N>`: the knight race: take every piece within N jumps.
    JumpsWithin(u8),
}

impl Goal {
    /// The goal a link's `tinta=` names; `None` for any other text, a
    /// number of 0 or above [`GOAL_MAX`], or a number with a sign or
    /// leading zero.
    ///
    /// ```
    /// use play::goal::Goal;
    /// assert_eq!(Goal::parse("mat2"), Some(Goal::MateWithin(2)));
    /// assert_eq!(Goal::parse("castiga"), Some(Goal::Win));
    /// assert_eq!(Goal::parse("castiga05"), None);
    /// assert_eq!(Goal::parse("zbor3"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Goal> {
        let digits = text.trim_start_matches(|c: char| c.is_ascii_lowercase());
        let word = &text[..text.len() - digits.len()];
        if digits.is_empty() {
            return (word == "castiga").then_some(Goal::Win);
        }
        // Digits only, no sign nor leading zero, 1 to GOAL_MAX.
        let mut n: u32 = 0;
        for (i, b) in digits.bytes().enumerate() {
            if !b.is_ascii_digit() || (i == 0 && b == b'0') || i > 1 {
                return None;
            }
            n = n * 10 + u32::from(b - b'0');
        }
        let n = n as u8;
        Some(match word {
            "castiga" => Goal::WinWithin(n),
            "mat" => Goal::MateWithin(n),
            "sarituri" => Goal::JumpsWithin(n),
            _ => return None,
        })
    }

    /// The goal as a link writes it (`mat2`): [`Goal::parse`] reads it back.
    pub fn slug(self) -> String {
        let (word, n) = match self {
            Goal::Win => return "castiga".to_string(),
            Goal::WinWithin(n) => ("castiga", n),
            Goal::MateWithin(n) => ("mat", n),
            Goal::JumpsWithin(n) => ("sarituri", n),
        };
        format!("{word}{n}")
    }

    /// Whether `variant` can judge this goal: a mate only in the king
    /// hunt, jumps only in the knight race; a win in every game.
    pub fn fits(self, variant: Variant) -> bool {
        match self {
            Goal::Win | Goal::WinWithin(_) => true,
            Goal::MateWithin(_) => variant.kind() == GameKind::KingHunt,
            Goal::JumpsWithin(_) => variant.kind() == GameKind::KnightRace,
        }
    }

    /// Whether `player` met the goal in the finished round `round`.
    pub fn met_in(self, round: &RoundResult, player: Player) -> bool {
        let moves = round.moves[match player {
            Player::One => 0,
            Player::Two => 1,
        }];
        let color = round.color_of(player);
        let won = round.winner == Some(player);
        match self {
            Goal::Win => won,
            Goal::WinWithin(n) => won && moves <= u32::from(n),
            Goal::MateWithin(n) => {
                matches!(round.ending, Ending::Mate) && won && moves <= u32::from(n)
            }
            Goal::JumpsWithin(n) => {
                let finished = match round.ending {
                    Ending::RaceWon { winner, .. }
                    | Ending::LastMoveFailed { winner, .. }
                    | Ending::LastMoveImpossible { winner, .. } => winner == color,
                    // The last move equalised: both knights finished.
                    Ending::Equalised { .. } => true,
                    _ => false,
                };
                finished && moves <= u32::from(n)
            }
        }
    }
}

impl Match {
    /// Whether the match's goal was met so far: `None` with no goal or
    /// before a round is over; else whether a child met it in a finished
    /// round (against the robot only the child counts).
    ///
    /// ```
    /// use play::goal::Goal;
    /// use play::matches::Match;
    /// use play::Variant;
    /// use rules::{Move, Setup};
    /// // White mates at once with Dg7 (h8 king, h6 king, g1 queen).
    /// let setup = Setup::parse("7k/8/7K/8/8/8/8/6Q1_w").unwrap();
    /// let mut m = Match::of(Variant::KingHunt).custom_start(Some(setup)).start().unwrap();
    /// m.goal = Some(Goal::MateWithin(1));
    /// assert_eq!(m.goal_met(), None);
    /// m.play(Move::parse("g1g7").unwrap()).unwrap();
    /// assert_eq!(m.goal_met(), Some(true));
    /// ```
    pub fn goal_met(&self) -> Option<bool> {
        let goal = self.goal?;
        let two = self.mode == Mode::TwoPlayers;
        let rounds = self.results();
        (!rounds.is_empty()).then(|| {
            rounds
                .iter()
                .any(|r| goal.met_in(r, Player::One) || (two && goal.met_in(r, Player::Two)))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matches::Match;
    use rules::Move;
    use rules::{Color, Setup};

    #[test]
    fn every_goal_reads_back_what_it_writes() {
        for goal in [
            Goal::Win,
            Goal::WinWithin(1),
            Goal::WinWithin(GOAL_MAX),
            Goal::MateWithin(2),
            Goal::JumpsWithin(20),
        ] {
            assert_eq!(Goal::parse(&goal.slug()), Some(goal));
        }
        for bad in [
            "",
            "mat",
            "mat0",
            "mat100",
            "mat-2",
            "mat+2",
            "Mat2",
            "castiga 2",
            "sarituri2x",
            "mat١",
        ] {
            assert_eq!(Goal::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_mate_and_a_race_are_goals_of_their_own_game_only() {
        for v in Variant::ALL {
            assert!(Goal::Win.fits(v) && Goal::WinWithin(3).fits(v));
            assert_eq!(Goal::MateWithin(2).fits(v), v == Variant::KingHunt);
            assert_eq!(Goal::JumpsWithin(9).fits(v), v == Variant::KnightRace);
        }
    }

    /// The hunt from a mate in 2 (Rf7 Rh7, Th1#): mated in 2 meets „mat2”,
    /// not „mat1”.
    #[test]
    fn a_mate_meets_its_goal_only_in_time() {
        let setup = Setup::parse("7k/8/5K2/8/8/8/8/R7_w").unwrap();
        let hunt = |goal| {
            let mut m = Match::of(Variant::KingHunt)
                .custom_start(Some(setup.clone()))
                .start()
                .unwrap();
            m.goal = Some(goal);
            m
        };
        let mut quick = hunt(Goal::MateWithin(2));
        for step in ["f6f7", "h8h7", "a1h1"] {
            quick.play(Move::parse(step).unwrap()).unwrap();
        }
        assert_eq!(quick.results()[0].ending, Ending::Mate);
        assert_eq!(quick.goal_met(), Some(true));
        let mut slow = hunt(Goal::MateWithin(1));
        for step in ["f6f7", "h8h7", "a1h1"] {
            slow.play(Move::parse(step).unwrap()).unwrap();
        }
        assert_eq!(slow.goal_met(), Some(false));
        // „castiga” is met by the same mate, in any number of moves.
        let mut win = hunt(Goal::Win);
        for step in ["f6f7", "h8h7", "a1h1"] {
            win.play(Move::parse(step).unwrap()).unwrap();
        }
        assert_eq!(win.goal_met(), Some(true));
    }

    /// Piece against pawns, two rounds against the robot: the child's
    /// round counts, the robot's win never does.
    #[test]
    fn against_the_robot_only_the_childs_win_counts() {
        // The pawn on d7 steps to d8 and the bishop on a1 cannot take it.
        let setup = Setup::parse("8/3P4/8/8/8/8/8/b7_w").unwrap();
        let mut m = Match::of(Variant::BishopVsPawns)
            .custom_start(Some(setup))
            .player1_first(Color::Black)
            .start()
            .unwrap();
        m.goal = Some(Goal::WinWithin(1));
        // Round 1: the robot has the pawn and wins with d8.
        m.play(Move::parse("d7d8").unwrap()).unwrap();
        let grace = m.game().legal_moves()[0];
        m.play(grace).unwrap();
        assert_eq!(m.results()[0].winner, Some(Player::Two));
        assert_eq!(m.goal_met(), Some(false));
        // Round 2: the child has the pawn and wins with its first move.
        m.next_round().unwrap();
        m.play(Move::parse("d7d8").unwrap()).unwrap();
        let grace = m.game().legal_moves()[0];
        m.play(grace).unwrap();
        assert_eq!(m.results()[1].winner, Some(Player::One));
        assert_eq!(m.goal_met(), Some(true));
    }

    /// The race: finishing counts, even when the other knight's last jump
    /// equalised; a race not finished never does.
    #[test]
    fn a_race_is_finished_within_its_jumps() {
        let round = |ending, moves| RoundResult {
            winner: None,
            player1_color: Color::White,
            moves,
            ending,
            hints: 0,
            undos: 0,
        };
        let won = RoundResult {
            winner: Some(Player::One),
            ..round(
                Ending::RaceWon {
                    winner: Color::White,
                    targets: 14,
                },
                [18, 17],
            )
        };
        assert!(Goal::JumpsWithin(18).met_in(&won, Player::One));
        assert!(!Goal::JumpsWithin(17).met_in(&won, Player::One));
        assert!(!Goal::JumpsWithin(30).met_in(&won, Player::Two));
        let equalised = round(
            Ending::Equalised {
                color: Color::Black,
                targets: 14,
            },
            [18, 18],
        );
        assert!(Goal::JumpsWithin(18).met_in(&equalised, Player::One));
        assert!(Goal::JumpsWithin(18).met_in(&equalised, Player::Two));
        assert!(!Goal::Win.met_in(&equalised, Player::One));
        let stuck = round(Ending::KnightsStuck, [9, 9]);
        assert!(!Goal::JumpsWithin(50).met_in(&stuck, Player::One));
    }
}
