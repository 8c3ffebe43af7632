//! Two hand-ins of one child from one device as one ([`HandIn::merged`]).
//!
//! On a device a child's counts only grow: wins, draws and losses, the
//! best results, each puzzle's stars, each series position's result, the
//! hints and take-backs. So the later of two hand-ins is, count by count,
//! the larger, and the two are merged by taking the larger of each count,
//! whatever clock stamped them: a tablet whose clock ran a year ahead
//! cannot make its later, honest hand-ins look old. What does not only
//! grow (the losses in a row, the puzzles failed and not solved since)
//! comes from the hand-in with more done ([`HandIn::activity`]); only
//! between two that did the same does the clock decide.

use super::{ExerciseCard, GameCard, HandIn, LIST_MAX, MAX_EXERCISES, SeriesCard};
use engine::play::variant::BestResult;

impl HandIn {
    /// Everything the hand-in counts as done: matches, exercises, series
    /// positions played, puzzles' stars, hints and take-backs. It grows
    /// with everything a child does on a device.
    pub fn activity(&self) -> u64 {
        let games: u64 = self
            .games
            .iter()
            .map(|g| {
                let s = &g.summary;
                let matches: u64 = s
                    .against_robot
                    .iter()
                    .flatten()
                    .map(|&n| u64::from(n))
                    .sum();
                let stars: u64 = g.puzzles.iter().map(|&s| u64::from(s)).sum();
                matches + u64::from(s.two_player_matches) + stars
            })
            .sum();
        let series: u64 = self
            .series
            .iter()
            .flat_map(|s| &s.positions)
            .map(|&(r, _)| r as u64)
            .sum();
        games
            + series
            + self.exercises.len() as u64
            + u64::from(self.help.hints)
            + u64::from(self.help.undos)
    }

    /// This hand-in and `other`, of the same child and device, as one:
    /// each count the larger of the two, the rest from the one with more
    /// done. The order does not matter, and a hand-in merged with itself
    /// is itself.
    ///
    /// ```
    /// use storage::handin::HandIn;
    /// let mut older = HandIn { name: "Ana".into(), minute: 900_000_000, ..HandIn::default() };
    /// older.games[1].summary.against_robot[0][0] = 2;
    /// // The later hand-in, stamped by a clock set back.
    /// let mut later = HandIn { minute: 1, ..older.clone() };
    /// later.games[1].summary.against_robot[0][0] = 3;
    /// later.help.losses_in_a_row = 1;
    /// let merged = older.merged(&later);
    /// assert_eq!(merged.games[1].summary.against_robot[0][0], 3);
    /// assert_eq!(merged.help.losses_in_a_row, 1);
    /// assert_eq!(merged, later.merged(&older));
    /// ```
    pub fn merged(&self, other: &HandIn) -> HandIn {
        let key = |h: &HandIn| (h.activity(), h.minute);
        let (newer, older) = match key(self).cmp(&key(other)) {
            std::cmp::Ordering::Greater => (self, other),
            std::cmp::Ordering::Less => (other, self),
            // The same done, the same minute: any fixed choice keeps the
            // merge the same whichever came first.
            std::cmp::Ordering::Equal if self.to_bytes() >= other.to_bytes() => (self, other),
            std::cmp::Ordering::Equal => (other, self),
        };
        let mut out = newer.clone();
        // A child who joined the class since an earlier hand-in: its tag.
        out.class = newer.class.clone().or_else(|| older.class.clone());
        out.last_active = newer.last_active.max(older.last_active);
        for (mine, theirs) in out.games.iter_mut().zip(&older.games) {
            merge_game(mine, theirs);
        }
        for e in &older.exercises {
            add_exercise(&mut out.exercises, e);
        }
        sort_exercises(&mut out.exercises);
        let cut = out.exercises.len().saturating_sub(MAX_EXERCISES);
        out.exercises.drain(..cut);
        for s in &older.series {
            add_series(&mut out.series, s);
        }
        // What a code carries: the newer's series first, then those only
        // the older still had (the oldest).
        out.series.truncate(LIST_MAX);
        out.help.hints = out.help.hints.max(older.help.hints);
        out.help.undos = out.help.undos.max(older.help.undos);
        out
    }
}

/// The better of two best results (more stars, then fewer moves).
pub(crate) fn better(a: BestResult, b: BestResult) -> BestResult {
    if b.beats(&a) {
        BestResult {
            stars: a.stars.max(b.stars),
            moves: match (a.moves, b.moves) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, y) => x.or(y),
            },
        }
    } else {
        a
    }
}

fn merge_game(mine: &mut GameCard, theirs: &GameCard) {
    let (s, t) = (&mut mine.summary, &theirs.summary);
    for (m, o) in s
        .against_robot
        .iter_mut()
        .flatten()
        .zip(t.against_robot.iter().flatten())
    {
        *m = (*m).max(*o);
    }
    s.two_player_matches = s.two_player_matches.max(t.two_player_matches);
    s.unaided = better(s.unaided, t.unaided);
    s.aided = better(s.aided, t.aided);
    mine.last_day = mine.last_day.max(theirs.last_day);
    if mine.puzzles.len() < theirs.puzzles.len() {
        mine.puzzles.resize(theirs.puzzles.len(), 0);
    }
    for (m, &o) in mine.puzzles.iter_mut().zip(&theirs.puzzles) {
        *m = (*m).max(o);
    }
}

/// Sorts exercises the latest last: by day, and on the same day by game
/// and position, so the latest [`MAX_EXERCISES`] kept are the same in
/// whatever order hand-ins are merged.
pub(crate) fn sort_exercises(list: &mut [ExerciseCard]) {
    let key = |e: &ExerciseCard| (e.day, e.variant.info().slug, e.position.clone());
    engine::sort_small_by(list, |a, b| key(a) < key(b));
}

/// Adds an exercise to a list: the best result, goal and latest day of
/// the same position.
pub(crate) fn add_exercise(list: &mut Vec<ExerciseCard>, e: &ExerciseCard) {
    match list
        .iter_mut()
        .find(|k| k.variant == e.variant && k.position == e.position)
    {
        Some(k) => {
            k.result = k.result.max(e.result);
            k.goal_met = k.goal_met.max(e.goal_met);
            k.day = k.day.max(e.day);
        }
        None => list.push(e.clone()),
    }
}

/// Adds a series to a list: each position's best result and goal.
pub(crate) fn add_series(list: &mut Vec<SeriesCard>, s: &SeriesCard) {
    match list.iter_mut().find(|k| k.id == s.id) {
        Some(k) => {
            if k.positions.len() < s.positions.len() {
                k.positions
                    .extend_from_slice(&s.positions[k.positions.len()..]);
            }
            for (mine, theirs) in k.positions.iter_mut().zip(&s.positions) {
                mine.0 = mine.0.max(theirs.0);
                mine.1 = mine.1.max(theirs.1);
            }
        }
        None => list.push(s.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::series::SeriesResult;
    use engine::Variant;

    fn ana(wins: u32, minute: u32) -> HandIn {
        let mut h = HandIn {
            name: "Ana".into(),
            device: 7,
            minute,
            ..HandIn::default()
        };
        h.games[1].summary.against_robot[0][0] = wins;
        h.games[1].last_day = Some(20_000 + wins);
        h
    }

    #[test]
    fn a_clock_a_year_ahead_never_hides_later_results() {
        let future = ana(2, 1_000_000_000);
        let honest = ana(5, 29_000_000);
        let merged = future.merged(&honest);
        assert_eq!(merged.games[1].summary.against_robot[0][0], 5);
        assert_eq!(merged.minute, honest.minute, "the one with more done");
        assert_eq!(merged, honest.merged(&future));
        assert_eq!(honest.merged(&honest), honest);
    }

    #[test]
    fn series_exercises_and_puzzles_keep_the_best_of_both() {
        let mut a = ana(1, 10);
        let mut b = ana(1, 11);
        a.games[0].puzzles = vec![3, 0, 1];
        b.games[0].puzzles = vec![1, 2];
        a.series.push(SeriesCard {
            id: "00000001".into(),
            title: "A".into(),
            positions: vec![
                (SeriesResult::Won, Some(true)),
                (SeriesResult::NotPlayed, None),
            ],
        });
        b.series.push(SeriesCard {
            id: "00000001".into(),
            title: "A".into(),
            positions: vec![
                (SeriesResult::Lost, Some(false)),
                (SeriesResult::Drawn, None),
            ],
        });
        b.exercises.push(ExerciseCard {
            variant: Variant::KingHunt,
            position: "8/8/8/8/8/8/8/4K2k_w".into(),
            result: SeriesResult::Won,
            goal_met: None,
            day: 20_001,
        });
        let m = a.merged(&b);
        assert_eq!(m.games[0].puzzles, [3, 2, 1]);
        assert_eq!(
            m.series[0].positions,
            [(SeriesResult::Won, Some(true)), (SeriesResult::Drawn, None)]
        );
        assert_eq!(m.exercises.len(), 1);
        assert_eq!(m, b.merged(&a));
    }
}
