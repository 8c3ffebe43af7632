//! Each child's solved puzzles: the best stars per puzzle, under
//! `sah-in-joaca/v2/copil/<id>/probleme` as one small map
//! (`{"nebun/3": 3, "rege/1": 2}`), so a page reads them in one go
//! (the device's methods that keep it are in `mod.rs`).

use engine::Variant;

/// A child's best stars per puzzle (`"nebun/3"` → 1–3), in the order they
/// were first solved. Read and written as a JSON object by hand
/// ([`PuzzleStars::to_json`], [`PuzzleStars::from_json`]): a serde map
/// cost the child's first load about 1 KB gzip.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PuzzleStars(Vec<(String, u8)>);

impl PuzzleStars {
    /// The best stars of puzzle `id` (`nebun/3`), 0 when not solved.
    pub fn of(&self, id: &str) -> u8 {
        self.0.iter().find(|(i, _)| i == id).map_or(0, |&(_, s)| s)
    }

    /// How many puzzles of `variant` are solved, and their stars in all.
    pub fn solved_in(&self, variant: Variant) -> (u32, u32) {
        let prefix = format!("{}/", variant.info().slug);
        self.0
            .iter()
            .filter(|(id, stars)| id.starts_with(&prefix) && *stars > 0)
            .fold((0, 0), |(n, s), &(_, stars)| (n + 1, s + u32::from(stars)))
    }

    /// Keeps `stars` for `id` if better than what was kept; whether it was.
    pub fn improve(&mut self, id: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        match self.0.iter_mut().find(|(i, _)| i == id) {
            Some(kept) if kept.1 >= stars => return false,
            Some(kept) => kept.1 = stars,
            None => self.0.push((id.to_string(), stars)),
        }
        true
    }

    /// Adds another record's stars (an imported file), keeping the best;
    /// how many puzzles got better.
    pub fn merge(&mut self, other: &PuzzleStars) -> u32 {
        let mut better = 0;
        for (id, stars) in &other.0 {
            better += u32::from(self.improve(id, *stars));
        }
        better
    }

    /// The JSON object `{"nebun/3":3,"rege/1":2}`.
    pub fn to_json(&self) -> String {
        let mut out = String::from("{");
        for (i, (id, stars)) in self.0.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push('"');
            out.push_str(id);
            out.push_str("\":");
            out.push(char::from(b'0' + stars));
        }
        out.push('}');
        out
    }

    /// Reads [`PuzzleStars::to_json`]'s object, and whether anything in it
    /// was left out: an entry of no known game or number (`nebun/3`), or
    /// stars outside 1–3; a value that is no such object at all gives
    /// nothing and `true`.
    pub fn from_json(text: &str) -> (PuzzleStars, bool) {
        let Some(inner) = text
            .trim()
            .strip_prefix('{')
            .and_then(|t| t.strip_suffix('}'))
        else {
            return (PuzzleStars::default(), true);
        };
        let mut stars = PuzzleStars::default();
        let mut skipped = false;
        for entry in inner.split(',').filter(|e| !e.trim().is_empty()) {
            let read = entry.split_once(':').and_then(|(id, n)| {
                let id = id.trim().strip_prefix('"')?.strip_suffix('"')?;
                let (slug, number) = id.split_once('/')?;
                Variant::from_slug(slug)?;
                // Digits by hand: `parse` costs the first load more.
                let number_ok = (1..=3).contains(&number.len())
                    && !number.starts_with('0')
                    && number.bytes().all(|b| b.is_ascii_digit());
                let n = match n.trim().as_bytes() {
                    [d @ b'1'..=b'3'] => d - b'0',
                    _ => return None,
                };
                number_ok.then_some((id, n))
            });
            match read {
                Some((id, n)) => {
                    stars.improve(id, n);
                }
                None => skipped = true,
            }
        }
        (stars, skipped)
    }
}

/// The puzzles a child failed and has not solved since, each with the
/// first wrong move of its last failed try (`g3f4`), the latest last: the
/// teacher's „Cine are nevoie de ajutor”. Kept under
/// `sah-in-joaca/v2/copil/<id>/probleme-gresite`, one `<id> <move>` a line.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PuzzleMisses(Vec<(String, String)>);

/// The most misses kept: the latest.
pub const MISSES_KEPT: usize = 8;

impl PuzzleMisses {
    /// Every miss kept, the latest last.
    pub fn all(&self) -> &[(String, String)] {
        &self.0
    }

    /// A try at puzzle `id` went wrong, first at `first_wrong`.
    pub fn missed(&mut self, id: &str, first_wrong: &str) {
        self.0.retain(|(i, _)| i != id);
        self.0.push((id.to_string(), first_wrong.to_string()));
        let cut = self.0.len().saturating_sub(MISSES_KEPT);
        self.0.drain(..cut);
    }

    /// Puzzle `id` is solved: no longer a miss. Whether it was one.
    pub fn solved(&mut self, id: &str) -> bool {
        let before = self.0.len();
        self.0.retain(|(i, _)| i != id);
        self.0.len() != before
    }

    /// The lines they are kept as.
    pub fn to_text(&self) -> String {
        self.0
            .iter()
            .map(|(id, mv)| format!("{id} {mv}\n"))
            .collect()
    }

    /// The kept lines back; a line that does not read is left out.
    pub fn from_text(text: &str) -> PuzzleMisses {
        let mut misses = PuzzleMisses::default();
        for line in text.lines() {
            let Some((id, mv)) = line.split_once(' ') else {
                continue;
            };
            let game = id
                .split_once('/')
                .and_then(|(slug, _)| Variant::from_slug(slug));
            let squares = mv.len() == 4 && mv.bytes().all(|b| b.is_ascii_alphanumeric());
            if game.is_some() && squares {
                misses.missed(id, mv);
            }
        }
        misses
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Device, Memory};

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

    #[test]
    fn a_miss_is_kept_until_the_puzzle_is_solved() {
        let device = Device::new(Memory::default());
        assert_eq!(device.record_miss("nebun/3", "g3f4"), Ok(()));
        device.record_miss("rege/1", "e2e3").unwrap();
        device.record_miss("nebun/3", "g3h4").unwrap();
        let kept = device.puzzle_misses();
        assert_eq!(
            kept.all(),
            [
                ("rege/1".to_string(), "e2e3".to_string()),
                ("nebun/3".to_string(), "g3h4".to_string())
            ]
        );
        assert_eq!(PuzzleMisses::from_text(&kept.to_text()), kept);
        assert_eq!(
            PuzzleMisses::from_text("pion/1 a2a3\nrege/1 e2\n"),
            PuzzleMisses::default()
        );
        device.record_puzzle("nebun/3", 1).unwrap();
        assert_eq!(
            device.puzzle_misses().all().len(),
            1,
            "solved: no longer a miss"
        );
        let mut many = PuzzleMisses::default();
        for n in 1..=10 {
            many.missed(&format!("cai/{n}"), "b1c3");
        }
        assert_eq!(many.all().len(), MISSES_KEPT);
        assert_eq!(many.all()[0].0, "cai/3");
    }

    #[test]
    fn the_stars_read_back_and_what_does_not_read_is_left_out() {
        let mut stars = PuzzleStars::default();
        stars.improve("nebun/3", 2);
        stars.improve("rege/1", 3);
        assert_eq!(stars.to_json(), r#"{"nebun/3":2,"rege/1":3}"#);
        assert_eq!(
            PuzzleStars::from_json(&stars.to_json()),
            (stars.clone(), false)
        );
        assert_eq!(
            PuzzleStars::from_json(" { } "),
            (PuzzleStars::default(), false)
        );
        let (some, skipped) = PuzzleStars::from_json(
            r#"{"nebun/3": 2, "pion/1":3, "rege/0":1, "rege/1":3, "cal/2":4}"#,
        );
        assert_eq!((some, skipped), (stars, true));
        assert_eq!(
            PuzzleStars::from_json(r#""multe""#),
            (PuzzleStars::default(), true)
        );
    }
}
