//! A child's results handed in to the teacher by QR code ([`HandIn`]): what
//! the class table needs of one child on one device, small enough for one
//! or two codes a phone reads from a tablet's screen.
//!
//! The format (version [`VERSION`], in `docs/handin.md`):
//! the hand-in is written as bytes ([`HandIn::to_bytes`]), cut into parts
//! of at most [`PART_BYTES`], and each part travels as one code:
//!
//! ```text
//! "SJ" · version · (k−1)·16 + n · id (2 bytes) · the part's bytes · CRC-16
//! ```
//!
//! written in base 32 (`0–9`, `A–V`), which a QR code holds in its compact
//! alphanumeric mode. `id` is the CRC-16 of the whole hand-in, so the parts
//! of one hand-in find each other; the CRC at the end refuses a damaged or
//! cut code. A reader reads its own version and older ones; a code that is
//! not the app's, or a newer one, is refused by name ([`CodeError`]).
//!
//! ```
//! use storage::handin::{HandIn, Parts, Progress};
//! let ana = HandIn { name: "Ana".into(), ..HandIn::default() };
//! let codes = ana.codes();
//! assert_eq!(codes.len(), 1);
//! let mut parts = Parts::default();
//! assert_eq!(parts.add(&codes[0]), Ok(Progress::Complete(ana)));
//! ```

use crate::file::ChildResults;
use crate::puzzles::{PuzzleMisses, PuzzleStars};
use crate::record::{MatchRecord, Start};
use crate::series::{SeriesProgress, SeriesResult};
use crate::stats::GameSummary;
use engine::Variant;
use engine::play::matches::Player;
use engine::play::variant::BestResult;

mod check;
pub(crate) mod merge;
mod parts;

pub use check::{LAST_DAY, MAX_MATCHES, PUZZLES_MAX, TITLE_MAX, shown_text};
pub use parts::{PARTS_WAIT_MS, Parts};

/// The first two bytes of every code: the app's, not another's.
const MAGIC: [u8; 2] = *b"SJ";
/// The format written now; older ones are read too. Version 2 adds, at
/// the end of a hand-in's bytes, the child's class and id there
/// ([`ClassTag`]) and the last day anything was done.
pub const VERSION: u8 = 2;
/// The most bytes of the hand-in one code carries: with the link around
/// it, a code stays at version 15 or below (error correction M), which a
/// phone reads from a tablet at 30–50 cm.
pub const PART_BYTES: usize = 270;
/// The most parts (codes) of one hand-in.
pub const MAX_PARTS: usize = 15;
/// Exercises and missed puzzles carried: the latest.
pub const MAX_EXERCISES: usize = 8;
/// The most exercises, series, positions of a series and missed puzzles a
/// reader reads (more are cut before writing: [`HandIn::fitted`]).
const LIST_MAX: usize = 64;
/// The base-32 digits a code is written in.
const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";
const MS_PER_MINUTE: u64 = 60_000;
const MINUTES_PER_DAY: u64 = 24 * 60;

/// One game's results on the device.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct GameCard {
    /// The book matches: wins, draws and losses per level, the best results.
    pub summary: GameSummary,
    /// The day (since 1970) of the last book match, if any.
    pub last_day: Option<u32>,
    /// The stars of each puzzle by its number (index 0 is puzzle 1; 0: not
    /// solved).
    pub puzzles: Vec<u8>,
}

/// A teacher's position (`poz=`) the child played, outside a series.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExerciseCard {
    pub variant: Variant,
    /// The position, in its link form.
    pub position: String,
    /// The best result.
    pub result: SeriesResult,
    /// Whether the link's goal was met (`None`: it had none).
    pub goal_met: Option<bool>,
    /// The day (since 1970) it was last played.
    pub day: u32,
}

/// A teacher's series and the child's results in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeriesCard {
    /// Its fingerprint ([`crate::series_id`]): the same on every device.
    pub id: String,
    pub title: String,
    /// Per position: the result, and whether its goal was met.
    pub positions: Vec<(SeriesResult, Option<bool>)>,
}

/// A puzzle failed, and the first wrong move of its last failed try.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Miss {
    /// The puzzle's id (`nebun/3`).
    pub puzzle: String,
    /// The move, in its squares (`g3f4`).
    pub first_wrong: String,
}

/// The signs that a child needs help.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct HelpSigns {
    /// Hints asked for, and moves taken back, in every match kept.
    pub hints: u32,
    pub undos: u32,
    /// Matches lost one after the other, up to the last one.
    pub losses_in_a_row: u32,
    /// The puzzles failed and not solved since, the latest last.
    pub missed: Vec<Miss>,
}

impl HelpSigns {
    /// How much the child seems to need help, to sort the table by: losses
    /// in a row weigh most, then puzzles failed, then hints and take-backs.
    ///
    /// ```
    /// use storage::handin::HelpSigns;
    /// let calm = HelpSigns::default();
    /// let stuck = HelpSigns { losses_in_a_row: 4, ..HelpSigns::default() };
    /// assert!(stuck.need() > calm.need());
    /// ```
    pub fn need(&self) -> u32 {
        self.losses_in_a_row * 6 + self.missed.len() as u32 * 4 + (self.hints + self.undos) / 5
    }
}

/// The class a child joined by its link ([`crate::roster::Invite`]): the
/// class's id and the child's id on its roster. A hand-in carrying it is
/// filed under that child whatever the tablet calls them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClassTag {
    pub class: String,
    pub child: u32,
}

/// What a child hands in: one child's results on one device.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandIn {
    pub name: String,
    pub avatar: String,
    /// The device it comes from ([`device_id`]): a child's hand-ins from
    /// two tablets add up; a newer one from the same tablet replaces.
    pub device: u32,
    /// When it was handed in, in minutes since 1970.
    pub minute: u32,
    /// One per game, in [`Variant::ALL`]'s order.
    pub games: Vec<GameCard>,
    pub exercises: Vec<ExerciseCard>,
    pub series: Vec<SeriesCard>,
    pub help: HelpSigns,
    /// The child's class and id there (version 2; `None` before).
    pub class: Option<ClassTag>,
    /// The last day (since 1970) anything was done on the device:
    /// matches, puzzles, series (version 2; `None` before, or unknown).
    pub last_active: Option<u32>,
}

impl Default for HandIn {
    /// Nothing played yet: a card per game, each empty.
    fn default() -> HandIn {
        HandIn {
            name: String::new(),
            avatar: String::new(),
            device: 0,
            minute: 0,
            games: vec![GameCard::default(); Variant::COUNT],
            exercises: Vec::new(),
            series: Vec::new(),
            help: HelpSigns::default(),
            class: None,
            last_active: None,
        }
    }
}

/// Why a code is refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CodeError {
    /// Not a code of this app (another app's, or any other text).
    NotOurs,
    /// The app's, but damaged or cut short.
    Damaged,
    /// The app's, from a newer version (its version).
    Newer(u8),
    /// Its child's name is longer than the name rule allows
    /// ([`crate::name_rule`]): the name (cut), and how many letters it has.
    NameTooLong(String, usize),
    /// It names no child (nothing is left of the name once cleaned).
    NoName,
    /// Its numbers cannot be a child's (more matches than a device keeps,
    /// a day after the year 9999): made by hand, not by the app.
    Impossible,
}

/// Where a hand-in being read stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Progress {
    /// Every part is read: the hand-in.
    Complete(HandIn),
    /// Part `read` (from 1) of `of` was read; the parts still `missing`
    /// (from 1, in order). The child's name is not known before the end.
    Waiting {
        read: usize,
        missing: Vec<usize>,
        of: usize,
    },
}

/// The device's id: a fingerprint of the first match kept on it (the same
/// at every hand-in, different between tablets), or of the child's name
/// when nothing was played.
pub fn device_id(first_match_ms: Option<u64>, name: &str) -> u32 {
    let seed = first_match_ms.map_or_else(|| name.to_string(), |ms| ms.to_string());
    fnv(seed.as_bytes())
}

fn fnv(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5_u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// The day since 1970 of a time in milliseconds.
fn day_of(ms: u64) -> u32 {
    u32::try_from(ms / MS_PER_MINUTE / MINUTES_PER_DAY).unwrap_or(u32::MAX)
}

/// A result as a series' position keeps it.
fn result_of(record: &MatchRecord) -> SeriesResult {
    match record.winner {
        Some(Player::One) => SeriesResult::Won,
        None => SeriesResult::Drawn,
        Some(Player::Two) => SeriesResult::Lost,
    }
}

impl HandIn {
    /// What a child's results on this device hand in. `title` names a
    /// series from its link (the layer above reads links).
    pub fn of(
        child: &ChildResults,
        misses: &PuzzleMisses,
        title: &dyn Fn(&SeriesProgress) -> String,
        now_ms: u64,
    ) -> HandIn {
        let matches = &child.matches;
        let games = Variant::ALL
            .into_iter()
            .map(|v| GameCard {
                summary: GameSummary::of(matches, v),
                last_day: matches
                    .iter()
                    .filter(|m| m.variant == v && m.start == Start::Book)
                    .map(|m| day_of(m.time_ms))
                    .max(),
                puzzles: puzzle_stars(&child.puzzles, v),
            })
            .collect();
        let mut exercises: Vec<ExerciseCard> = Vec::new();
        for m in matches {
            let Start::Exercise(Some(setup)) = &m.start else {
                continue;
            };
            let position = setup.to_link();
            // A series' position counts in its series, not here.
            if child.series.iter().any(|s| s.legatura.contains(&position)) {
                continue;
            }
            let (result, day) = (result_of(m), day_of(m.time_ms));
            match exercises
                .iter_mut()
                .find(|e| e.variant == m.variant && e.position == position)
            {
                Some(e) => {
                    e.result = e.result.max(result);
                    e.goal_met = e.goal_met.max(m.goal.map(|(_, met)| met));
                    e.day = e.day.max(day);
                }
                None => exercises.push(ExerciseCard {
                    variant: m.variant,
                    position,
                    result,
                    goal_met: m.goal.map(|(_, met)| met),
                    day,
                }),
            }
        }
        engine::sort_small_by_key(&mut exercises, |e| e.day);
        let cut = exercises.len().saturating_sub(MAX_EXERCISES);
        exercises.drain(..cut);
        let series = child
            .series
            .iter()
            .map(|s| SeriesCard {
                id: s.id.clone(),
                title: title(s),
                positions: s
                    .goals()
                    .into_iter()
                    .enumerate()
                    .map(|(i, goal)| (s.result(i), goal.then(|| s.goal_met(i))))
                    .collect(),
            })
            .collect();
        let losses_in_a_row = matches
            .iter()
            .rev()
            .take_while(|m| m.winner == Some(Player::Two))
            .count() as u32;
        HandIn {
            name: child.name.clone(),
            avatar: child.avatar.clone(),
            device: device_id(matches.first().map(|m| m.time_ms), &child.name),
            minute: u32::try_from(now_ms / MS_PER_MINUTE).unwrap_or(u32::MAX),
            games,
            exercises,
            series,
            help: HelpSigns {
                hints: matches.iter().map(|m| m.hints).sum(),
                undos: matches.iter().map(|m| m.undos).sum(),
                losses_in_a_row,
                missed: misses
                    .all()
                    .iter()
                    .rev()
                    .take(MAX_EXERCISES)
                    .rev()
                    .map(|(puzzle, mv)| Miss {
                        puzzle: puzzle.clone(),
                        first_wrong: mv.clone(),
                    })
                    .collect(),
            },
            class: None,
            last_active: matches.iter().map(|m| day_of(m.time_ms)).max(),
        }
    }

    /// Whether two hand-ins say the same, whenever they were handed in.
    pub fn same_results(&self, other: &HandIn) -> bool {
        HandIn {
            minute: other.minute,
            ..self.clone()
        } == *other
    }

    /// The hand-in as bytes (see the module's format).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::default();
        w.text(&self.name);
        w.text(&self.avatar);
        w.bytes(&self.device.to_be_bytes());
        w.number(self.minute);
        w.number(self.games.len() as u32);
        for g in &self.games {
            // A game never played is one byte.
            let played = *g != GameCard::default();
            w.byte(u8::from(played));
            if !played {
                continue;
            }
            let s = &g.summary;
            for n in s.against_robot.iter().flatten() {
                w.number(*n);
            }
            w.number(s.two_player_matches);
            for best in [s.unaided, s.aided] {
                w.byte(best.stars);
                w.number(best.moves.map_or(0, |m| m.saturating_add(1)));
            }
            w.number(g.last_day.map_or(0, |d| d.saturating_add(1)));
            // Two bits of stars per puzzle, four puzzles a byte.
            w.number(g.puzzles.len() as u32);
            for four in g.puzzles.chunks(4) {
                w.byte(
                    four.iter()
                        .enumerate()
                        .fold(0, |b, (i, s)| b | (s.min(&3) << (2 * i))),
                );
            }
        }
        w.number(self.exercises.len() as u32);
        for e in &self.exercises {
            w.byte(variant_index(e.variant));
            w.text(&e.position);
            w.byte(result_byte(e.result, e.goal_met));
            w.number(e.day);
        }
        w.number(self.series.len() as u32);
        for s in &self.series {
            w.text(&s.id);
            w.text(&s.title);
            w.number(s.positions.len() as u32);
            for &(result, goal) in &s.positions {
                w.byte(result_byte(result, goal));
            }
        }
        let h = &self.help;
        w.number(h.hints);
        w.number(h.undos);
        w.number(h.losses_in_a_row);
        w.number(h.missed.len() as u32);
        for m in &h.missed {
            w.text(&m.puzzle);
            w.text(&m.first_wrong);
        }
        // Version 2: the class, then the last day active (0: unknown).
        let (class, child) = self
            .class
            .as_ref()
            .map_or(("", 0), |t| (&*t.class, t.child));
        w.text(class);
        w.number(child);
        w.number(self.last_active.map_or(0, |d| d.saturating_add(1)));
        w.out
    }

    /// A hand-in back from its bytes; `None` when they do not read.
    pub fn from_bytes(bytes: &[u8]) -> Option<HandIn> {
        let mut r = Reader { bytes, at: 0 };
        let name = r.text()?;
        let avatar = r.text()?;
        let device = u32::from_be_bytes(r.take(4)?.try_into().ok()?);
        let minute = r.number()?;
        let count = r.number()? as usize;
        let mut games = Vec::new();
        for _ in 0..count {
            if r.byte()? == 0 {
                games.push(GameCard::default());
                continue;
            }
            let mut s = GameSummary::default();
            for n in s.against_robot.iter_mut().flatten() {
                *n = r.number()?;
            }
            s.two_player_matches = r.number()?;
            for best in [&mut s.unaided, &mut s.aided] {
                *best = BestResult {
                    stars: r.byte()?.min(3),
                    moves: r.number()?.checked_sub(1),
                };
            }
            let last_day = r.number()?.checked_sub(1);
            let n = r.number()? as usize;
            let packed = r.take(n.div_ceil(4))?;
            let puzzles = (0..n.min(PUZZLES_MAX))
                .map(|i| (packed[i / 4] >> (2 * (i % 4))) & 3)
                .collect();
            games.push(GameCard {
                summary: s,
                last_day,
                puzzles,
            });
        }
        // A newer app's extra game is left out; a missing one is empty.
        games.resize(Variant::COUNT, GameCard::default());
        let mut exercises = Vec::new();
        for _ in 0..r.number()?.min(LIST_MAX as u32) {
            let variant = *Variant::ALL.get(usize::from(r.byte()?))?;
            let position = r.text()?;
            let (result, goal_met) = result_of_byte(r.byte()?)?;
            exercises.push(ExerciseCard {
                variant,
                position,
                result,
                goal_met,
                day: r.number()?,
            });
        }
        let mut series = Vec::new();
        for _ in 0..r.number()?.min(LIST_MAX as u32) {
            let id = r.text()?;
            let title = r.text()?;
            let mut positions = Vec::new();
            for _ in 0..r.number()?.min(LIST_MAX as u32) {
                positions.push(result_of_byte(r.byte()?)?);
            }
            series.push(SeriesCard {
                id,
                title,
                positions,
            });
        }
        let (hints, undos, losses_in_a_row) = (r.number()?, r.number()?, r.number()?);
        let mut missed = Vec::new();
        for _ in 0..r.number()?.min(LIST_MAX as u32) {
            missed.push(Miss {
                puzzle: r.text()?,
                first_wrong: r.text()?,
            });
        }
        // Version 1 ends here.
        let (mut class, mut last_active) = (None, None);
        if r.at < bytes.len() {
            let id = r.text()?;
            let child = r.number()?;
            class = (!id.is_empty()).then_some(ClassTag { class: id, child });
            last_active = r.number()?.checked_sub(1);
        }
        (r.at == bytes.len()).then_some(HandIn {
            name,
            avatar,
            device,
            minute,
            games,
            exercises,
            series,
            help: HelpSigns {
                hints,
                undos,
                losses_in_a_row,
                missed,
            },
            class,
            last_active,
        })
    }

    /// The hand-in as one text (its bytes in base 32), as the teacher's
    /// class keeps it.
    pub fn to_text(&self) -> String {
        to_base32(&self.to_bytes())
    }

    /// [`HandIn::to_text`] back.
    pub fn from_text(text: &str) -> Option<HandIn> {
        HandIn::from_bytes(&from_base32(text)?)
    }

    /// The hand-in as its codes carry it: at most [`MAX_PARTS`] parts of
    /// [`PART_BYTES`]. Every list within what a reader reads, titles cut
    /// to [`TITLE_MAX`] letters; then, while it is still too long, the
    /// oldest series first, then the oldest exercises and missed puzzles
    /// are left out (the newest matter most to the teacher).
    pub fn fitted(&self) -> HandIn {
        let mut h = self.clone();
        let keep_last = |n: usize| n.saturating_sub(LIST_MAX);
        for g in &mut h.games {
            g.puzzles.truncate(PUZZLES_MAX);
        }
        h.exercises.drain(..keep_last(h.exercises.len()));
        h.series.drain(..keep_last(h.series.len()));
        for s in &mut h.series {
            s.positions.truncate(LIST_MAX);
            s.title = shown_text(&s.title, TITLE_MAX);
        }
        h.help.missed.drain(..keep_last(h.help.missed.len()));
        while h.to_bytes().len() > PART_BYTES * MAX_PARTS {
            if !h.series.is_empty() {
                h.series.remove(0);
            } else if !h.exercises.is_empty() {
                h.exercises.remove(0);
            } else if !h.help.missed.is_empty() {
                h.help.missed.remove(0);
            } else {
                break;
            }
        }
        h
    }

    /// The hand-in as codes' texts (base 32), one per part, in order: its
    /// [`HandIn::fitted`] form.
    pub fn codes(&self) -> Vec<String> {
        codes_of_bytes(&self.fitted().to_bytes())
    }
}

/// The codes of a hand-in's bytes as they are, whatever they say: for the
/// fuzz, which writes damaged hand-ins with valid checksums.
#[doc(hidden)]
pub fn codes_of_bytes(body: &[u8]) -> Vec<String> {
    let id = crc16(body).to_be_bytes();
    let n = body.len().div_ceil(PART_BYTES).clamp(1, MAX_PARTS);
    let size = body.len().div_ceil(n).max(1);
    let mut chunks: Vec<&[u8]> = body.chunks(size).collect();
    if chunks.is_empty() {
        chunks.push(&[]);
    }
    let n = chunks.len() as u8;
    chunks
        .iter()
        .zip(0u8..)
        .map(|(chunk, k)| {
            let mut part = MAGIC.to_vec();
            part.extend([VERSION, (k << 4) | n, id[0], id[1]]);
            part.extend_from_slice(chunk);
            part.extend(crc16(&part).to_be_bytes());
            to_base32(&part)
        })
        .collect()
}

/// The largest hand-in the format carries, for tests and the fuzz: every
/// game full of puzzles and the largest numbers, 8 exercises of the
/// longest positions, 8 misses, 64 series of 64 positions with 60-letter
/// titles, the longest name, all in `letter` (2 to 4 bytes make it widest).
#[doc(hidden)]
pub fn largest(letter: char) -> HandIn {
    let huge = u32::MAX - 2;
    let mut h = HandIn {
        name: letter.to_string().repeat(crate::NAME_MAX),
        avatar: "vulpe".into(),
        device: u32::MAX,
        minute: u32::MAX,
        ..HandIn::default()
    };
    for g in &mut h.games {
        g.summary.against_robot = [[huge; 3]; 3];
        g.summary.two_player_matches = huge;
        g.summary.unaided = BestResult {
            stars: 3,
            moves: Some(huge),
        };
        g.summary.aided = g.summary.unaided;
        g.last_day = Some(huge);
        g.puzzles = vec![3; PUZZLES_MAX];
    }
    h.exercises = (0..MAX_EXERCISES)
        .map(|i| ExerciseCard {
            variant: Variant::ALL[i % Variant::COUNT],
            position: "p".repeat(100),
            result: SeriesResult::Won,
            goal_met: Some(false),
            day: huge,
        })
        .collect();
    h.series = (0..LIST_MAX)
        .map(|i| SeriesCard {
            id: format!("{i:08x}"),
            title: letter.to_string().repeat(TITLE_MAX),
            positions: vec![(SeriesResult::Won, Some(false)); LIST_MAX],
        })
        .collect();
    h.help = HelpSigns {
        hints: huge,
        undos: huge,
        losses_in_a_row: huge,
        missed: (57..=64)
            .map(|n| Miss {
                puzzle: format!("nebun/{n}"),
                first_wrong: "e7e8q".into(),
            })
            .collect(),
    };
    h
}

/// A game's puzzles' stars by number.
fn puzzle_stars(stars: &PuzzleStars, v: Variant) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    for n in 1..=64u32 {
        let s = stars.of(&format!("{}/{n}", v.info().slug));
        if s > 0 {
            out.resize(n as usize, 0);
            out[n as usize - 1] = s;
        }
    }
    out
}

fn variant_index(v: Variant) -> u8 {
    Variant::ALL.iter().position(|&g| g == v).unwrap_or(0) as u8
}

/// A result and a goal in one byte: the result's rank in
/// [`SeriesResult::ALL`], then 0 (no goal), 1 (met) or 2 (missed) times 4.
fn result_byte(result: SeriesResult, goal: Option<bool>) -> u8 {
    let rank = SeriesResult::ALL
        .iter()
        .position(|&r| r == result)
        .unwrap_or(0) as u8;
    let goal = match goal {
        None => 0,
        Some(true) => 1,
        Some(false) => 2,
    };
    rank | (goal << 2)
}

fn result_of_byte(b: u8) -> Option<(SeriesResult, Option<bool>)> {
    let result = *SeriesResult::ALL.get(usize::from(b & 3))?;
    let goal = match b >> 2 {
        0 => None,
        1 => Some(true),
        2 => Some(false),
        _ => return None,
    };
    Some((result, goal))
}

/// CRC-16/CCITT-FALSE.
pub(crate) fn crc16(bytes: &[u8]) -> u16 {
    bytes.iter().fold(0xffff_u16, |mut crc, &b| {
        crc ^= u16::from(b) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
        crc
    })
}

/// Bytes in base 32 (five bits a digit; the last digit padded with zeros).
pub(crate) fn to_base32(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5 + 1);
    let (mut acc, mut bits) = (0u32, 0);
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(char::from(DIGITS[((acc >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        out.push(char::from(DIGITS[((acc << (5 - bits)) & 31) as usize]));
    }
    out
}

/// Base 32 back to bytes (lower-case letters too); `None` for any other
/// character.
pub(crate) fn from_base32(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 5 / 8);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let digit = DIGITS.iter().position(|&d| d == c.to_ascii_uppercase())?;
        acc = (acc << 5) | digit as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    Some(out)
}

/// Writes numbers as LEB128 (small numbers in one byte), texts with their
/// length first.
#[derive(Default)]
pub(crate) struct Writer {
    pub(crate) out: Vec<u8>,
}

impl Writer {
    pub(crate) fn byte(&mut self, b: u8) {
        self.out.push(b);
    }

    pub(crate) fn bytes(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    pub(crate) fn number(&mut self, mut n: u32) {
        loop {
            let low = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.out.push(low);
                return;
            }
            self.out.push(low | 0x80);
        }
    }

    pub(crate) fn text(&mut self, t: &str) {
        self.number(t.len() as u32);
        self.bytes(t.as_bytes());
    }
}

pub(crate) struct Reader<'a> {
    pub(crate) bytes: &'a [u8],
    pub(crate) at: usize,
}

impl Reader<'_> {
    pub(crate) fn take(&mut self, n: usize) -> Option<&[u8]> {
        let out = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(out)
    }

    pub(crate) fn byte(&mut self) -> Option<u8> {
        self.take(1).map(|b| b[0])
    }

    pub(crate) fn number(&mut self) -> Option<u32> {
        let mut n = 0u32;
        for shift in (0..35).step_by(7) {
            let b = self.byte()?;
            n |= u32::from(b & 0x7f).checked_shl(shift)?;
            if b & 0x80 == 0 {
                return Some(n);
            }
        }
        None
    }

    pub(crate) fn text(&mut self) -> Option<String> {
        let n = self.number()? as usize;
        String::from_utf8(self.take(n)?.to_vec()).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::tests::record;
    use engine::Level;
    use engine::play::matches::Mode;

    fn ana() -> HandIn {
        let mut games = vec![GameCard::default(); Variant::COUNT];
        games[1].summary.against_robot[0] = [3, 1, 2];
        games[1].summary.unaided = BestResult {
            stars: 0,
            moves: Some(11),
        };
        games[1].last_day = Some(20_428);
        games[1].puzzles = vec![3, 0, 2, 1, 0, 3];
        games[5].summary.two_player_matches = 4;
        games[5].summary.aided = BestResult {
            stars: 2,
            moves: Some(7),
        };
        HandIn {
            name: "Ana-Maria Ștefănescu".into(),
            avatar: "urs".into(),
            device: 0xdead_beef,
            minute: 29_416_000,
            games,
            exercises: vec![ExerciseCard {
                variant: Variant::ALL[5],
                position: "8/8/8/8/8/8/8/4K2k_w".into(),
                result: SeriesResult::Won,
                goal_met: Some(false),
                day: 20_428,
            }],
            series: vec![SeriesCard {
                id: "1a2b3c4d".into(),
                title: "Seria mea".into(),
                positions: vec![
                    (SeriesResult::Won, Some(true)),
                    (SeriesResult::Lost, None),
                    (SeriesResult::NotPlayed, None),
                ],
            }],
            help: HelpSigns {
                hints: 5,
                undos: 300,
                losses_in_a_row: 2,
                missed: vec![Miss {
                    puzzle: "nebun/3".into(),
                    first_wrong: "g3f4".into(),
                }],
            },
            class: Some(ClassTag {
                class: "18f3a2b4c5d".into(),
                child: 7,
            }),
            last_active: Some(20_430),
        }
    }

    #[test]
    fn a_hand_in_reads_back_from_its_code() {
        let a = ana();
        let codes = a.codes();
        assert_eq!(codes.len(), 1);
        assert!(codes[0].bytes().all(|b| DIGITS.contains(&b)));
        let mut parts = Parts::default();
        assert_eq!(parts.add(&codes[0]), Ok(Progress::Complete(a.clone())));
        // From the whole link, too, and in lower case.
        let link = format!(
            "https://exemplu.ro/sah/#/clasa?predare={}",
            codes[0].to_lowercase()
        );
        assert_eq!(parts.add(&link), Ok(Progress::Complete(a)));
    }

    #[test]
    fn a_big_hand_in_takes_several_codes_read_in_any_order() {
        let mut a = ana();
        for g in &mut a.games {
            g.puzzles = vec![3; 24];
        }
        a.series = (0..12)
            .map(|i| SeriesCard {
                id: format!("{i:08x}"),
                title: "Seria de recapitulare a clasei, partea întâi".into(),
                positions: vec![(SeriesResult::Won, Some(true)); 12],
            })
            .collect();
        let codes = a.codes();
        assert!(codes.len() > 1, "{}", codes.len());
        assert!(
            codes
                .iter()
                .all(|c| c.len() <= (PART_BYTES + 8) * 8 / 5 + 1)
        );
        let mut parts = Parts::default();
        for (i, code) in codes.iter().enumerate().skip(1).rev() {
            assert_eq!(
                parts.add(code),
                Ok(Progress::Waiting {
                    read: i + 1,
                    missing: (1..=i).collect(),
                    of: codes.len()
                })
            );
        }
        // A part read twice changes nothing.
        assert!(matches!(parts.add(&codes[1]), Ok(Progress::Waiting { .. })));
        assert_eq!(parts.add(&codes[0]), Ok(Progress::Complete(a)));
    }

    #[test]
    fn codes_of_others_damaged_or_newer_are_refused_by_name() {
        let code = ana().codes().remove(0);
        let mut parts = Parts::default();
        assert_eq!(parts.add("https://exemplu.ro/"), Err(CodeError::NotOurs));
        assert_eq!(parts.add(""), Err(CodeError::NotOurs));
        assert_eq!(
            parts.add(&to_base32(b"XY\x01\x11\0\0abc\0\0")),
            Err(CodeError::NotOurs)
        );
        // One digit changed, or the code cut short.
        let mut bad = code.clone().into_bytes();
        bad[20] = if bad[20] == b'0' { b'1' } else { b'0' };
        assert_eq!(
            parts.add(&String::from_utf8(bad).unwrap()),
            Err(CodeError::Damaged)
        );
        assert_eq!(parts.add(&code[..code.len() - 5]), Err(CodeError::Damaged));
        // A newer version's code, whole.
        let mut newer = from_base32(&code).unwrap();
        newer[2] = VERSION + 1;
        let n = newer.len();
        let crc = crc16(&newer[..n - 2]).to_be_bytes();
        newer[n - 2..].copy_from_slice(&crc);
        assert_eq!(
            parts.add(&to_base32(&newer)),
            Err(CodeError::Newer(VERSION + 1))
        );
    }

    const PINNED_V2: &str = "AD5040EU3O1KIRRE0LR7AR3GCK0000010830200000000001000000000000019P0C0000000000000000004CJ10EGPO08NTS";

    #[test]
    fn the_format_is_pinned() {
        // Version 1's bytes of a small hand-in: a change to the format
        // must come with a new version.
        let mut a = HandIn {
            name: "Ion".into(),
            avatar: "vulpe".into(),
            device: 1,
            minute: 2,
            ..HandIn::default()
        };
        a.games[0].summary.against_robot[2][0] = 1;
        a.games[0].puzzles = vec![1, 2, 3, 0, 3];
        // Version 1's code (an older app's) still reads.
        let v1 = "AD5020DB5K1KIRRE0LR7AR3GCK0000010830200000000001000000000000019P0C000000000000000008CL8";
        assert_eq!(Parts::default().add(v1), Ok(Progress::Complete(a.clone())));
        // Version 2 adds the class and the last day active at the end.
        a.class = Some(ClassTag {
            class: "2a".into(),
            child: 3,
        });
        a.last_active = Some(20_000);
        assert_eq!(a.codes(), [PINNED_V2]);
    }

    #[test]
    fn a_hand_in_is_made_from_the_childs_results() {
        let book = |variant, winner, hints, minute: u64| MatchRecord {
            variant,
            winner,
            hints,
            time_ms: minute * MS_PER_MINUTE,
            ..record(variant, Mode::Robot, Level::Easy, winner)
        };
        let nebun = Variant::ALL[1];
        let mut exercise = book(nebun, Some(Player::One), 0, 3000);
        exercise.start =
            Start::Exercise(Some(engine::Setup::parse("8/8/8/8/8/8/3p4/1N6 w").unwrap()));
        exercise.goal = Some((engine::play::goal::Goal::WinWithin(2), true));
        // A position of the series: counted there, not as an exercise.
        let mut in_series = book(nebun, Some(Player::One), 0, 3500);
        in_series.start =
            Start::Exercise(Some(engine::Setup::parse("8/8/8/8/8/8/3P4/1b6 b").unwrap()));
        let child = ChildResults {
            name: "Ana".into(),
            avatar: "urs".into(),
            matches: vec![
                book(nebun, Some(Player::One), 1, 1000),
                exercise,
                in_series,
                book(nebun, Some(Player::Two), 0, 4000),
                book(nebun, Some(Player::Two), 2, 5000),
            ],
            skipped: 0,
            series: vec![{
                let mut s = SeriesProgress::new(
                    "titlu=A&nebun=8/8/8/8/8/8/3P4/1b6_b&tinta=castiga&nebun=8/8/8/8/8/8/3P4/2b5_b",
                    2,
                );
                s.improve(0, SeriesResult::Lost, true);
                s
            }],
            puzzles: {
                let mut p = PuzzleStars::default();
                p.improve("nebun/3", 2);
                p
            },
            puzzles_skipped: false,
            cut: 0,
        };
        let mut misses = PuzzleMisses::default();
        misses.missed("rege/4", "e2e3");
        let h = HandIn::of(&child, &misses, &|_| "A".to_string(), 6_000 * MS_PER_MINUTE);
        assert_eq!(h.device, device_id(Some(1000 * MS_PER_MINUTE), "Ana"));
        assert_eq!(h.minute, 6_000);
        let g = &h.games[1];
        assert_eq!(
            g.summary.against_robot[0],
            [1, 0, 2],
            "the exercise is apart"
        );
        assert_eq!(g.last_day, Some(day_of(5000 * MS_PER_MINUTE)));
        assert_eq!(g.puzzles, [0, 0, 2]);
        assert_eq!(h.exercises.len(), 1);
        assert_eq!(h.exercises[0].position, "8/8/8/8/8/8/3p4/1N6_w");
        assert_eq!(h.exercises[0].result, SeriesResult::Won);
        assert_eq!(h.exercises[0].goal_met, Some(true));
        assert_eq!(h.series[0].title, "A");
        assert_eq!(
            h.series[0].positions,
            [
                (SeriesResult::Lost, Some(true)),
                (SeriesResult::NotPlayed, None)
            ]
        );
        assert_eq!((h.help.hints, h.help.losses_in_a_row), (3, 2));
        assert_eq!(
            h.help.missed,
            [Miss {
                puzzle: "rege/4".into(),
                first_wrong: "e2e3".into()
            }]
        );
        assert!(h.same_results(&HandIn {
            minute: 1,
            ..h.clone()
        }));
    }
}
