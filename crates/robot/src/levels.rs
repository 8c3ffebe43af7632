//! How a level mixes the robot's moves: its own search, careless moves,
//! gifts and the Greu robot's moves. Which mix each game and level uses is
//! the games' data ([`play::variant::Variant::level_mix`]).

use super::Round;
use super::gifts::{gives_away, wins_at_once};
use rules::game::{Level, Move, Rng};

/// How a robot level mixes its moves, in percent of its moves: a careless
/// one (any legal move, but never a win on the spot missed), the Greu
/// robot's, and otherwise the level's own search. It is how each level is
/// fitted to the children who play it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LevelMix {
    /// Careless moves, in percent.
    pub careless: u8,
    /// Gifts, in percent: a move that leaves the child something to take
    /// for free, where there is one (the rules text's lesson: take what is undefended).
    pub gifts: u8,
    /// Moves of the Greu robot, in percent.
    pub hard: u8,
}

impl LevelMix {
    /// The level's own moves only.
    pub const fn own() -> LevelMix {
        LevelMix {
            careless: 0,
            gifts: 0,
            hard: 0,
        }
    }

    /// The move at `level` in `round`, mixed as `self` says (gifts first,
    /// then careless moves, then Greu's, each its share of a roll of 100);
    /// a win on the spot is never missed, whatever the roll.
    pub fn robot_move(self, round: &dyn Round, level: Level, seed: u64) -> Option<Move> {
        let mut rng = Rng::new(seed ^ 0x6d69_785f_6c76);
        let roll = rng.below(100) as u8;
        // The level's own robots never miss a win on the spot; a gift or a
        // careless move must not either.
        if roll < self.gifts.saturating_add(self.careless) {
            let moves = round.legal_moves();
            if let Some(&win) = moves.iter().find(|&&m| wins_at_once(round, m)) {
                return Some(win);
            }
            let gifts: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| roll < self.gifts && gives_away(round, m))
                .collect();
            // Without a gift, a careless move if the level makes them.
            let pool = if gifts.is_empty() && self.careless > 0 {
                &moves
            } else {
                &gifts
            };
            if !pool.is_empty() {
                return Some(pool[rng.below(pool.len())]);
            }
        }
        let roll = roll.saturating_sub(self.gifts);
        let level = if roll < self.careless.saturating_add(self.hard) {
            Level::Hard
        } else {
            level
        };
        round.robot_move(level, seed)
    }
}
