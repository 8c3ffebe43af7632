//! What one game's kept matches add up to ([`GameSummary`]): the results
//! page's card, the menu's glance, the class table's cell and the diploma
//! all start from it.

use super::record::MatchRecord;
use engine::Variant;
use engine::play::matches::{Mode, Player};
use engine::play::variant::BestResult;
/// What one game's book matches add up to (exercises never count).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct GameSummary {
    /// Against the robot, per level (Ușor, Mediu, Greu): wins, draws, losses.
    pub against_robot: [[u32; 3]; 3],
    pub two_player_matches: u32,
    /// The best result reached without hints.
    pub unaided: BestResult,
    /// The best result reached with hints.
    pub aided: BestResult,
}

impl GameSummary {
    pub fn of(records: &[MatchRecord], variant: Variant) -> GameSummary {
        let mut s = GameSummary::default();
        for r in records
            .iter()
            .filter(|r| r.variant == variant && !r.is_exercise())
        {
            match r.mode {
                Mode::Robot => {
                    let column = match r.winner {
                        Some(Player::One) => 0,
                        None => 1,
                        Some(Player::Two) => 2,
                    };
                    s.against_robot[r.level.number() as usize - 1][column] += 1;
                }
                Mode::TwoPlayers => s.two_player_matches += 1,
            }
            let top = if r.hints == 0 && r.undos == 0 {
                &mut s.unaided
            } else {
                &mut s.aided
            };
            // Stars are earned against the robot only.
            if r.mode == Mode::Robot {
                top.stars = top.stars.max(r.stars);
            }
            if let Some(b) = r.best_moves {
                top.moves = Some(top.moves.map_or(b, |old| old.min(b)));
            }
        }
        s
    }

    pub fn robot_wins(&self) -> u32 {
        self.against_robot.iter().map(|l| l[0]).sum()
    }

    pub fn robot_matches(&self) -> u32 {
        self.against_robot.iter().flatten().sum()
    }

    /// The best result with hints, when it is better than the one without.
    pub fn better_with_hints(&self) -> Option<BestResult> {
        self.aided.beats(&self.unaided).then_some(self.aided)
    }

    pub fn is_empty(&self) -> bool {
        *self == GameSummary::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Start;
    use crate::record::tests::record;
    use ::words::results as result_words;
    use engine::Level;
    use engine::Setup;
    use engine::play::variant::Best;

    #[test]
    fn summaries_count_wins_draws_losses_per_level() {
        let mut hunt = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        hunt.stars = 2;
        hunt.best_moves = Some(30);
        let mut faster = hunt.clone();
        faster.stars = 3;
        faster.best_moves = Some(19);
        let records = vec![
            hunt,
            faster,
            record(
                Variant::KingHunt,
                Mode::Robot,
                Level::Easy,
                Some(Player::Two),
            ),
            record(Variant::KingHunt, Mode::TwoPlayers, Level::Easy, None),
            record(
                Variant::KnightRace,
                Mode::Robot,
                Level::Easy,
                Some(Player::One),
            ),
        ];
        let s = GameSummary::of(&records, Variant::KingHunt);
        assert_eq!(s.against_robot[2], [2, 0, 0]);
        assert_eq!(s.against_robot[0], [0, 0, 1]);
        assert_eq!(s.two_player_matches, 1);
        assert_eq!(
            s.unaided,
            BestResult {
                stars: 3,
                moves: Some(19)
            }
        );
        assert_eq!(s.better_with_hints(), None);
        assert_eq!((s.robot_wins(), s.robot_matches()), (2, 3));
        assert!(GameSummary::of(&records, Variant::QueenVsPawns).is_empty());
    }

    #[test]
    fn exercises_count_in_no_record_best_star_or_glance() {
        let mut mate_in_one = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        mate_in_one.stars = 3;
        mate_in_one.best_moves = Some(1);
        mate_in_one.start = Start::Exercise(Some(Setup::parse("7k/Q7/6K1/8/8/8/8/8 w").unwrap()));
        let mut slow = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Easy,
            Some(Player::One),
        );
        slow.stars = 1;
        slow.best_moves = Some(44);
        let only_exercise = GameSummary::of(std::slice::from_ref(&mate_in_one), Variant::KingHunt);
        assert!(only_exercise.is_empty());
        let s = GameSummary::of(&[mate_in_one, slow], Variant::KingHunt);
        assert_eq!(s.against_robot, [[1, 0, 0], [0, 0, 0], [0, 0, 0]]);
        assert_eq!(
            result_words::at_a_glance(
                Best::FastestMate,
                s.robot_matches(),
                s.robot_wins(),
                s.two_player_matches,
                s.unaided
            )
            .unwrap(),
            "🏆 Ai câștigat o dată contra Robotului. Cel mai bun mat: ★☆☆ (44 de mutări)."
        );
        assert_eq!(
            result_words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Fără sfaturi: ★☆☆ · cel mai rapid mat: 44 de mutări."
        );
    }

    #[test]
    fn a_mate_with_hints_keeps_its_stars_but_is_no_plain_best() {
        let mut helped = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        helped.stars = 3;
        helped.best_moves = Some(18);
        helped.hints = 7;
        let mut alone = helped.clone();
        alone.stars = 2;
        alone.best_moves = Some(27);
        alone.hints = 0;
        assert_eq!(
            result_words::match_facts(
                helped.mode,
                helped.level,
                helped.stars,
                helped.hints,
                helped.undos
            ),
            "contra Robotului (Greu) · ★★★ · cu 7 sfaturi"
        );
        let s = GameSummary::of(&[helped.clone(), alone], Variant::KingHunt);
        assert_eq!(
            result_words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Fără sfaturi: ★★☆ · cel mai rapid mat: 27 de mutări. Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
        );
        // The menu's best is the one played alone.
        assert_eq!(
            result_words::at_a_glance(Best::FastestMate, 2, 2, 0, s.unaided).unwrap(),
            "🏆 Ai câștigat de 2 ori contra Robotului. Cel mai bun mat: ★★☆ (27 de mutări)."
        );
        let s = GameSummary::of(&[helped], Variant::KingHunt);
        assert_eq!(
            result_words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
        );
        assert_eq!(
            result_words::at_a_glance(Best::FastestMate, 1, 1, 0, s.unaided).unwrap(),
            "🏆 Ai câștigat o dată contra Robotului."
        );
    }
}
