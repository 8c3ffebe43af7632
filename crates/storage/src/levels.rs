//! Level progression: the level to offer a child who keeps winning.

use super::record::{MatchRecord, Start};
use engine::play::matches::{Mode, Player};
use engine::{Level, Variant};

/// The level to offer a child after two wins in a row against the robot in
/// `variant` (book starts, the latest two matches, at the same level, none
/// won mostly by hints; `records` oldest first, as
/// [`crate::Device::load`] gives them): the next one up, or `None`.
///
/// ```
/// use engine::play::matches::{Mode, Player};
/// use engine::{Level, Variant};
/// use storage::{MatchRecord, Start, level_to_try};
/// let won = |level, time_ms| MatchRecord {
///     variant: Variant::KnightRace, mode: Mode::Robot, level, winner: Some(Player::One),
///     time_ms, stars: 0, best_moves: None, hints: 0, undos: 0, moves: 12, start: Start::Book, goal: None,
///     text: String::new(),
/// };
/// let one = [won(Level::Easy, 1)];
/// assert_eq!(level_to_try(&one, Variant::KnightRace), None);
/// let two = [won(Level::Easy, 1), won(Level::Easy, 2)];
/// assert_eq!(level_to_try(&two, Variant::KnightRace), Some(Level::Medium));
/// assert_eq!(level_to_try(&two, Variant::KingHunt), None);
/// // A win mostly by hints (7 hints for 12 moves) does not count.
/// let mut helped = won(Level::Easy, 2);
/// helped.hints = 7;
/// assert_eq!(level_to_try(&[won(Level::Easy, 1), helped], Variant::KnightRace), None);
/// let hard = [won(Level::Hard, 1), won(Level::Hard, 2)];
/// assert_eq!(level_to_try(&hard, Variant::KnightRace), None);
/// ```
pub fn level_to_try(records: &[MatchRecord], variant: Variant) -> Option<Level> {
    // Kept matches load oldest first.
    let mut latest = records
        .iter()
        .rev()
        .filter(|r| r.variant == variant && r.mode == Mode::Robot && r.start == Start::Book);
    match (latest.next(), latest.next()) {
        (Some(a), Some(b))
            if a.level == b.level
                && [a, b]
                    .iter()
                    .all(|r| r.winner == Some(Player::One) && !r.mostly_hints()) =>
        {
            match a.level {
                Level::Easy => Some(Level::Medium),
                Level::Medium => Some(Level::Hard),
                Level::Hard => None,
            }
        }
        _ => None,
    }
}
