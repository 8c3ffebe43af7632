//! What a hand-in read from a code may hold before the class keeps it
//! ([`HandIn::checked`]): the one name rule of the form and the files,
//! numbers a child's device can make, texts without invisible characters
//! and of a length a table can show. A code is made by a tablet, but it
//! can also be made by hand: the teacher's class must not keep what no
//! tablet could hand in.

use super::merge::{add_exercise, add_series, sort_exercises};
use super::{CodeError, HandIn, MAX_EXERCISES, Miss};
use crate::names::{NameError, clean_name, name_rule};
use crate::record::KEEP;
use engine::Variant;

/// The most matches one hand-in counts: a child keeps the newest [`KEEP`]
/// on a device, and a hand-in is made of what the device keeps.
pub const MAX_MATCHES: u32 = KEEP as u32;
/// The most hints, or take-backs, of one hand-in: a thousand per match.
const MAX_HELP: u32 = MAX_MATCHES * 1000;
/// The most moves a best result can name.
const MAX_MOVES: u32 = 10_000;
/// The last day (since 1970) a code may name: 31 December 9999.
pub const LAST_DAY: u32 = 2_932_896;
/// The longest series title a hand-in keeps, in letters.
pub const TITLE_MAX: usize = 60;
/// The longest exercise position (its link form) a hand-in keeps.
const POSITION_MAX: usize = 100;
/// The most puzzles of a game a code may carry (the reader's bound when
/// the game's list is not at hand).
pub const PUZZLES_MAX: usize = 64;

/// A text a code carries, as a table shows it: the name rule's cleaning
/// (no invisible or control characters, one space between words), cut to
/// `max` letters by characters, never inside one.
///
/// ```
/// use storage::handin::shown_text;
/// assert_eq!(shown_text("Seria\u{202e} de  joi", 60), "Seria de joi");
/// assert_eq!(shown_text("aș€ș", 2), "aș");
/// ```
pub fn shown_text(text: &str, max: usize) -> String {
    let clean = clean_name(text);
    match clean.char_indices().nth(max) {
        Some((at, _)) => clean[..at].trim_end().to_string(),
        None => clean,
    }
}

/// Whether `text` is a move in its squares, as a puzzle records a wrong
/// one: `g3f4`, or `e7e8q` with a promotion.
fn is_move(text: &str) -> bool {
    let b = text.as_bytes();
    let square = |f: u8, r: u8| (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r);
    matches!(b.len(), 4 | 5)
        && square(b[0], b[1])
        && square(b[2], b[3])
        && b.get(4).is_none_or(|p| b"qrbn".contains(p))
}

/// Whether `text` is a position's link form (a FEN's placement, `_`, the
/// side to move, castling rights): the characters of one, and not long.
fn is_position(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= POSITION_MAX
        && text
            .bytes()
            .all(|c| c.is_ascii_digit() || b"/_-pnbrqkPNBRQKw".contains(&c))
}

impl HandIn {
    /// The hand-in as the class keeps it, or why it is refused: the name
    /// by the name rule (cleaned; empty or too long refused), numbers no
    /// device makes refused ([`CodeError::Impossible`]), a game's puzzles
    /// beyond the `puzzles` it has left out, and each text cleaned and
    /// cut; a missed puzzle or exercise that does not read is left out.
    ///
    /// ```
    /// use storage::handin::{CodeError, HandIn};
    /// let mut h = HandIn { name: " Ana\u{200b} ".into(), ..HandIn::default() };
    /// h.games[0].puzzles = vec![3; 40];
    /// let kept = h.clone().checked(&|_| 24).unwrap();
    /// assert_eq!((kept.name.as_str(), kept.games[0].puzzles.len()), ("Ana", 24));
    /// h.help.losses_in_a_row = 715_827_883;
    /// assert_eq!(h.checked(&|_| 24), Err(CodeError::Impossible));
    /// ```
    pub fn checked(self, puzzles: &dyn Fn(Variant) -> usize) -> Result<HandIn, CodeError> {
        self.checked_within(puzzles, MAX_MATCHES)
    }

    /// [`HandIn::checked`] for a hand-in the class kept: the merge of a
    /// device's hand-ins ([`HandIn::merged`]), whose matches add up past
    /// what one hand-in counts (a full device forgets its oldest matches
    /// as the child plays on), each count still within one hand-in's.
    pub(crate) fn checked_kept(
        self,
        puzzles: &dyn Fn(Variant) -> usize,
    ) -> Result<HandIn, CodeError> {
        self.checked_within(puzzles, u32::MAX)
    }

    /// [`HandIn::checked`], with at most `max_matches` in all.
    fn checked_within(
        mut self,
        puzzles: &dyn Fn(Variant) -> usize,
        max_matches: u32,
    ) -> Result<HandIn, CodeError> {
        self.name = match name_rule(&self.name) {
            Ok(name) => name,
            Err(NameError::TooLong(n)) => {
                return Err(CodeError::NameTooLong(shown_text(&self.name, 40), n));
            }
            Err(_) => return Err(CodeError::NoName),
        };
        self.avatar = shown_text(&self.avatar, 24);
        let mut matches = 0u32;
        for (g, v) in self.games.iter_mut().zip(Variant::ALL) {
            let s = &g.summary;
            let counts = s
                .against_robot
                .iter()
                .flatten()
                .chain([&s.two_player_matches]);
            for &n in counts {
                if n > MAX_MATCHES {
                    return Err(CodeError::Impossible);
                }
                matches += n;
            }
            let moves = [s.unaided.moves, s.aided.moves];
            if moves.into_iter().flatten().any(|m| m > MAX_MOVES)
                || g.last_day.is_some_and(|d| d > LAST_DAY)
            {
                return Err(CodeError::Impossible);
            }
            g.puzzles.truncate(puzzles(v).min(PUZZLES_MAX));
        }
        let h = &self.help;
        if matches > max_matches
            || h.hints > MAX_HELP
            || h.undos > MAX_HELP
            || h.losses_in_a_row > MAX_MATCHES
            || self.exercises.iter().any(|e| e.day > LAST_DAY)
        {
            return Err(CodeError::Impossible);
        }
        self.exercises.retain(|e| is_position(&e.position));
        // Each position and series once, the latest exercise last, as a
        // device writes them and a merge keeps them: a code read twice
        // changes nothing.
        for e in std::mem::take(&mut self.exercises) {
            add_exercise(&mut self.exercises, &e);
        }
        sort_exercises(&mut self.exercises);
        let cut = self.exercises.len().saturating_sub(MAX_EXERCISES);
        self.exercises.drain(..cut);
        self.series
            .retain(|s| s.id.len() == 8 && s.id.bytes().all(|c| c.is_ascii_hexdigit()));
        for s in std::mem::take(&mut self.series) {
            add_series(&mut self.series, &s);
        }
        for s in &mut self.series {
            s.title = shown_text(&s.title, TITLE_MAX);
        }
        self.help.missed.retain(|m| real_miss(m, puzzles));
        let cut = self.help.missed.len().saturating_sub(MAX_EXERCISES);
        self.help.missed.drain(..cut);
        Ok(self)
    }
}

/// Whether a missed puzzle names one of the game's puzzles and a move.
fn real_miss(m: &Miss, puzzles: &dyn Fn(Variant) -> usize) -> bool {
    let Some((slug, number)) = m.puzzle.split_once('/') else {
        return false;
    };
    let (Some(v), Ok(n)) = (Variant::from_slug(slug), number.parse::<usize>()) else {
        return false;
    };
    (1..=puzzles(v).min(PUZZLES_MAX)).contains(&n)
        && !number.starts_with('0')
        && is_move(&m.first_wrong)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handin::{ExerciseCard, SeriesCard};
    use crate::series::SeriesResult;

    fn all(_: Variant) -> usize {
        24
    }

    #[test]
    fn names_follow_the_one_name_rule() {
        let named = |name: &str| {
            HandIn {
                name: name.into(),
                ..HandIn::default()
            }
            .checked(&all)
            .map(|h| h.name)
        };
        assert_eq!(named("Ion\u{202e}gnp.exe"), Ok("Iongnp.exe".into()));
        assert_eq!(named("A\u{200b}na"), Ok("Ana".into()));
        assert_eq!(named("Ana\u{ad}"), Ok("Ana".into()));
        assert_eq!(named(" \u{3164} "), Err(CodeError::NoName));
        assert_eq!(
            named(&"a".repeat(200)),
            Err(CodeError::NameTooLong("a".repeat(40), 200))
        );
    }

    #[test]
    fn numbers_no_device_makes_are_refused() {
        let refused = |change: &dyn Fn(&mut HandIn)| {
            let mut h = HandIn {
                name: "Ana".into(),
                ..HandIn::default()
            };
            change(&mut h);
            h.checked(&all) == Err(CodeError::Impossible)
        };
        assert!(!refused(&|h| h.games[1].summary.against_robot[0][0] = 300));
        assert!(refused(&|h| h.games[1].summary.against_robot[0][0] = 301));
        assert!(refused(
            &|h| h.games[1].summary.against_robot[0][0] = u32::MAX
        ));
        assert!(refused(&|h| {
            h.games[1].summary.two_player_matches = 200;
            h.games[2].summary.two_player_matches = 200;
        }));
        assert!(refused(&|h| h.games[0].last_day = Some(LAST_DAY + 1)));
        assert!(!refused(&|h| h.games[0].last_day = Some(LAST_DAY)));
        assert!(refused(&|h| h.help.hints = MAX_HELP + 1));
        assert!(refused(
            &|h| h.games[5].summary.aided.moves = Some(MAX_MOVES + 1)
        ));
    }

    #[test]
    fn texts_are_cleaned_and_what_does_not_read_is_left_out() {
        let mut h = HandIn {
            name: "Ana".into(),
            avatar: "urs\u{202e}".into(),
            ..HandIn::default()
        };
        h.games[2].puzzles = vec![1; 30];
        h.series = vec![
            SeriesCard {
                id: "1a2b3c4d".into(),
                title: format!("=HYPERLINK(\"x\")\u{200b}{}", "ș".repeat(100)),
                positions: vec![(SeriesResult::Won, None)],
            },
            SeriesCard {
                id: "<b>".into(),
                title: "A".into(),
                positions: Vec::new(),
            },
        ];
        h.exercises = vec![
            ExerciseCard {
                variant: Variant::KingHunt,
                position: "8/8/8/8/8/8/8/4K2k_w".into(),
                result: SeriesResult::Won,
                goal_met: None,
                day: 20_000,
            },
            ExerciseCard {
                variant: Variant::KingHunt,
                position: "<img src=x>".into(),
                result: SeriesResult::Won,
                goal_met: None,
                day: 20_000,
            },
        ];
        h.help.missed = ["g3f4", "aș", "=1+1", "e7e8q", "e7e8x"]
            .iter()
            .map(|mv| Miss {
                puzzle: "nebun/3".into(),
                first_wrong: mv.to_string(),
            })
            .chain(
                ["nebun/25", "nebun/03", "nebun/0", "șah/1", "nebun"]
                    .iter()
                    .map(|p| Miss {
                        puzzle: p.to_string(),
                        first_wrong: "g3f4".into(),
                    }),
            )
            .collect();
        let h = h.checked(&all).unwrap();
        assert_eq!(h.avatar, "urs");
        assert_eq!(h.games[2].puzzles.len(), 24);
        assert_eq!(h.series.len(), 1);
        let title = &h.series[0].title;
        assert_eq!(title.chars().count(), TITLE_MAX);
        assert!(title.starts_with("=HYPERLINK(\"x\")șș"));
        assert_eq!(h.exercises.len(), 1);
        let moves: Vec<&str> = h
            .help
            .missed
            .iter()
            .map(|m| m.first_wrong.as_str())
            .collect();
        assert_eq!(moves, ["g3f4", "e7e8q"]);
    }
}
