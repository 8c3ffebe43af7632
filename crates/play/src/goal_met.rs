//! Whether a match met its teacher's goal ([`Goal`], `tinta=`): judged
//! per finished round, from the round's result alone. Apart from
//! [`crate::goal`] (the goal as a link writes it) and [`crate::matches`]
//! (which keeps a match's goal), so that neither imports the other's.

use crate::goal::Goal;
use crate::matches::{Match, Mode, Player, RoundResult};
use rules::game::Ending;

impl Goal {
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
    use crate::Variant;
    use rules::{Color, Move, Setup};

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
