//! The results file a child's matches travel in (to a new tablet, to the
//! teacher). The class table made of them is [`crate::class`].
//!
//! A file is one JSON object (see the README's "Results file"):
//!
//! ```json
//! { "format": "sah-in-joaca/rezultate", "versiune": 2, "jucator": "Ana",
//!   "avatar": "urs", "exportat": "2026-12-01T09:14",
//!   "meciuri": [ { "joc": "nebun", "mod": "robot", "nivel": 2, … } ],
//!   "serii": [ "1a2b3c4d vvp----- titlu=Seria+mea&nivel=2&rege=…" ],
//!   "probleme": { "nebun/3": 3, "rege/1": 2 } }
//! ```
//!
//! `serii` (from `versiune` 2; older files have none) are the teacher's
//! series the child opened, one line each ([`SeriesProgress::line`]): its
//! id, a letter per position (`v` won, `e` drawn, `p` lost, `-` not played)
//! and the series link's query (its title, level and positions).
//! `probleme` (also from `versiune` 2) are the best stars of each puzzle the
//! child solved, under its id (`nebun/3`).
//!
//! Its matches are a plain array of flat objects, so a spreadsheet's JSON
//! import reads them as rows. Reading is tolerant where it can be: one
//! match that does not read is skipped and counted, the others load; so
//! are the puzzles' stars.

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::names::{NameError, folded_name, name_rule};
use super::puzzles::PuzzleStars;
use super::record::MatchRecord;
use super::series::{SeriesProgress, merge_series};
use super::stored::StoredMatch;
use crate::LocalTime;

/// The file's `format`.
pub const FORMAT: &str = "sah-in-joaca/rezultate";
/// The file's `versiune` written now; later ones are refused by name.
pub const VERSION: u32 = 2;

/// A results file as it is written.
#[derive(Serialize)]
struct FileOut<'a> {
    format: &'static str,
    versiune: u32,
    jucator: &'a str,
    avatar: &'a str,
    exportat: String,
    meciuri: Vec<StoredMatch>,
    serii: Vec<String>,
}

/// A results file as it is read: every field may be missing (then the file
/// is not ours, or damaged), each match read on its own.
#[derive(Deserialize)]
struct FileIn {
    format: Option<String>,
    versiune: Option<u32>,
    jucator: Option<String>,
    #[serde(default)]
    avatar: String,
    meciuri: Option<Vec<Box<RawValue>>>,
    /// Versions before 2 have none.
    #[serde(default)]
    serii: Vec<String>,
    /// Versions before 2 have none; read apart: a damaged value costs only
    /// the stars.
    probleme: Option<Box<RawValue>>,
}

/// The results of one child, as a file gave them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChildResults {
    /// `jucator`.
    pub name: String,
    /// `avatar` (empty when the file has none).
    pub avatar: String,
    /// Every match that reads, oldest first.
    pub matches: Vec<MatchRecord>,
    /// Matches of the file that did not read (skipped).
    pub skipped: usize,
    /// The teacher's series the child opened, with their results.
    pub series: Vec<SeriesProgress>,
    /// `probleme`: the best stars of each puzzle solved.
    pub puzzles: PuzzleStars,
    /// Some of `probleme` did not read (skipped).
    pub puzzles_skipped: bool,
    /// Matches beyond [`MATCHES_READ`], not read (the oldest, in a file of ours).
    pub cut: usize,
}

/// The largest file read, in bytes: a child's file of [`KEEP`](super::KEEP)
/// matches is about 100 KB.
pub const MAX_FILE_BYTES: usize = 1_000_000;
/// The most matches read from one file (the last ones, the newest in a file
/// of ours): more than a child keeps, so a file of ours loads whole.
pub const MATCHES_READ: usize = 1000;
/// The longest `text` of a match kept from a file, in characters (the
/// app's own are under 200).
pub const TEXT_MAX: usize = 300;

/// Why a file was not read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FileError {
    /// Not JSON at all, or not an object of ours.
    NotOurs,
    /// Ours, but cut or edited: its fields are not all there.
    Damaged,
    /// Ours, from a later version of the app.
    Future(u32),
    /// Its child's name breaks the name rule ([`name_rule`]): the
    /// name, and how many letters it has.
    NameTooLong(String, usize),
    /// Larger than [`MAX_FILE_BYTES`]: its size in bytes.
    TooBig(usize),
}

/// The file of a child's matches, its date the export's moment (`now`).
///
/// ```
/// use storage::file::{export, read};
/// use storage::PuzzleStars;
/// let mut stars = PuzzleStars::default();
/// stars.improve("nebun/3", 2);
/// let text = export("Ana", "urs", &[], &[], &stars, storage::local_time(0, 0));
/// assert!(text.ends_with(r#""serii":[],"probleme":{"nebun/3":2}}"#));
/// let back = read(&text).unwrap();
/// assert_eq!((back.name.as_str(), back.matches.len()), ("Ana", 0));
/// assert_eq!(back.puzzles, stars);
/// ```
pub fn export(
    name: &str,
    avatar: &str,
    matches: &[MatchRecord],
    series: &[SeriesProgress],
    puzzles: &PuzzleStars,
    now: LocalTime,
) -> String {
    let file = FileOut {
        format: FORMAT,
        versiune: VERSION,
        jucator: name,
        avatar,
        exportat: now.iso(),
        meciuri: matches
            .iter()
            .map(|r| StoredMatch::of(r, super::clock::utc_offset_minutes(r.time_ms)))
            .collect(),
        serii: series.iter().map(SeriesProgress::line).collect(),
    };
    // A struct of strings and numbers always serializes. `probleme` is
    // added as our own object's text: serde's for it cost the child's first
    // load about 300 B.
    let mut text = serde_json::to_string(&file).unwrap_or_default();
    text.pop();
    text.push_str(",\"probleme\":");
    text.push_str(&puzzles.to_json());
    text.push('}');
    text
}

/// Reads a results file.
pub fn read(text: &str) -> Result<ChildResults, FileError> {
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::TooBig(text.len()));
    }
    // A text that does not read as a JSON object is a damaged file of
    // ours if it names our format (cut short, edited), else not ours.
    let file: FileIn = serde_json::from_str(text).map_err(|_| {
        if text.contains(FORMAT) {
            FileError::Damaged
        } else {
            FileError::NotOurs
        }
    })?;
    if file.format.as_deref() != Some(FORMAT) {
        return Err(FileError::NotOurs);
    }
    match file.versiune {
        Some(v) if v > VERSION => return Err(FileError::Future(v)),
        Some(_) => {}
        None => return Err(FileError::Damaged),
    }
    let (Some(name), Some(raw)) = (file.jucator, file.meciuri) else {
        return Err(FileError::Damaged);
    };
    let name = match name_rule(&name) {
        Ok(name) => name,
        Err(NameError::TooLong(n)) => return Err(FileError::NameTooLong(name, n)),
        Err(_) => return Err(FileError::Damaged),
    };
    let cut = raw.len().saturating_sub(MATCHES_READ);
    let raw = &raw[cut..];
    let mut matches: Vec<MatchRecord> = raw
        .iter()
        .filter_map(|m| serde_json::from_str::<StoredMatch>(m.get()).ok()?.record())
        .map(|mut r| {
            if let Some((at, _)) = r.text.char_indices().nth(TEXT_MAX) {
                r.text.truncate(at);
                r.text.push('…');
            }
            r
        })
        .collect();
    let skipped = raw.len() - matches.len();
    engine::sort_small_by_key(&mut matches, |r| r.time_ms);
    // A series line that does not read is left out; one twice, merged.
    let read: Vec<SeriesProgress> = file
        .serii
        .iter()
        .filter_map(|line| SeriesProgress::from_line(line))
        .collect();
    let mut series = Vec::new();
    merge_series(&mut series, &read);
    let (puzzles, puzzles_skipped) = file
        .probleme
        .map_or((PuzzleStars::default(), false), |raw| {
            read_puzzles(raw.get())
        });
    Ok(ChildResults {
        name,
        avatar: file.avatar,
        matches,
        skipped,
        series,
        puzzles,
        puzzles_skipped,
        cut,
    })
}

/// A file's `probleme`: stars 1–3 under a puzzle's id (`nebun/3`). A
/// value that does not read as such a map at all is left out, and an entry
/// of no known game or stars out of range: whether any was.
fn read_puzzles(text: &str) -> (PuzzleStars, bool) {
    PuzzleStars::from_json(text)
}

/// The file's name: `sah-in-joaca-<nume>-<AAAA-LL-ZZ>.json`, the name in
/// lower-case letters without diacritics, other characters as `-`: two
/// names get one file name only when they are the same child's
/// ([`same_name`]), or have letters outside Romanian's.
///
/// ```
/// use storage::file::file_name;
/// use storage::local_time;
/// let day = local_time(1_796_109_240_000, 120);
/// assert_eq!(file_name("Ana-Maria Ștefănescu", day), "sah-in-joaca-ana-maria-stefanescu-2026-12-01.json");
/// assert_eq!(file_name("???", day), "sah-in-joaca-copil-2026-12-01.json");
/// ```
pub fn file_name(name: &str, day: LocalTime) -> String {
    let folded: String = folded_name(name)
        .chars()
        .map(|c| if c.is_ascii() { c } else { '-' })
        .collect();
    let slug = folded_name(&folded);
    let slug = if slug.is_empty() { "copil" } else { &slug };
    format!(
        "sah-in-joaca-{slug}-{:04}-{:02}-{:02}.json",
        day.year, day.month, day.day
    )
}
