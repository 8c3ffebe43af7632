//! Each child's solved puzzles: the best stars per puzzle, under
//! `sah-in-joaca/v2/copil/<id>/probleme` as one small map
//! (`{"nebun/3": 3, "rege/1": 2}`), so a page reads them in one go
//! (the device's methods that keep it are in `mod.rs`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::Variant;

/// A child's best stars per puzzle (`"nebun/3"` → 1–3).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PuzzleStars(pub BTreeMap<String, u8>);

impl PuzzleStars {
    /// The best stars of puzzle `id` (`nebun/3`), 0 when not solved.
    pub fn of(&self, id: &str) -> u8 {
        self.0.get(id).copied().unwrap_or(0)
    }

    /// How many puzzles of `variant` are solved, and their stars in all.
    pub fn solved_in(&self, variant: Variant) -> (u32, u32) {
        let prefix = format!("{}/", variant.info().slug);
        self.0
            .iter()
            .filter(|(id, stars)| id.starts_with(&prefix) && **stars > 0)
            .fold((0, 0), |(n, s), (_, &stars)| (n + 1, s + u32::from(stars)))
    }

    /// Keeps `stars` for `id` if better than what was kept; whether it was.
    pub fn improve(&mut self, id: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        if self.of(id) >= stars {
            return false;
        }
        self.0.insert(id.to_string(), stars);
        true
    }

    /// Adds another record's stars (an imported file), keeping the best;
    /// how many puzzles got better.
    pub fn merge(&mut self, other: &PuzzleStars) -> u32 {
        let mut better = 0;
        for (id, &stars) in &other.0 {
            better += u32::from(self.improve(id, stars));
        }
        better
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::{Device, Memory};

    #[test]
    fn the_best_stars_are_kept_per_child() {
        let device = Device::new(Memory::default());
        assert_eq!(device.record_puzzle("nebun/3", 2), Ok(true));
        assert_eq!(device.record_puzzle("nebun/3", 1), Ok(false));
        assert_eq!(device.record_puzzle("nebun/3", 3), Ok(true));
        assert_eq!(device.record_puzzle("nebun/4", 1), Ok(true));
        assert_eq!(device.record_puzzle("rege/1", 2), Ok(true));
        let stars = device.puzzle_stars();
        assert_eq!(stars.of("nebun/3"), 3);
        assert_eq!(stars.of("cal/1"), 0);
        assert_eq!(stars.solved_in(Variant::BishopVsPawns), (2, 4));
        let other = device.add_child("Ana", "vulpe").unwrap();
        assert_eq!(device.puzzle_stars_of(other), PuzzleStars::default());
    }
}
