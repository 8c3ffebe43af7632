//! The fuzz of the hand-in's codes and the teacher's class (issue 50: no
//! panic from any input). Part of [`super`] (`support/fuzz.rs`).
//!
//! From a seed: random bytes and texts read as codes, and parts framed by
//! hand with valid checksums (each with the answer it must get); random
//! hand-ins with hostile text in every text field and counts within and
//! beyond the limits, written as codes, mutated and written again with
//! valid checksums, read back in random order with duplicates; the round
//! trip code → results → code; classes built of what the class accepts (a
//! code read twice, merges in either order), their rows, their CSV and
//! their kept text; and the QR version of every code.

use std::panic::{AssertUnwindSafe, catch_unwind};

use engine::play::matches::{Mode, Player};
use engine::play::variant::BestResult;
use engine::{Level, Rng, Variant};
use storage::class::{Added, Class, Column, sort_rows, sort_rows_reversed};
use storage::file::ChildResults;
use storage::handin::{
    self, CodeError, ExerciseCard, HandIn, HelpSigns, LAST_DAY, MAX_PARTS, Miss, PUZZLES_MAX,
    Parts, Progress, SeriesCard, codes_of_bytes,
};
use storage::{Device, MatchRecord, Memory, NAME_MAX, PuzzleStars, SeriesResult, Start, name_rule};
use ui_model::class_csv;
use ui_model::handin::MAX_VERSION;

/// How much one call does.
#[derive(Clone, Copy, Debug)]
pub struct HandInSizes {
    /// Random texts and framed parts read as codes.
    pub garbage: u32,
    /// Random hand-ins, each written, mutated, read back and checked.
    pub handins: u32,
    /// Classes built of the hand-ins accepted.
    pub classes: u32,
    /// Hand-ins whose codes are drawn as QR codes (the largest among them).
    pub qr: u32,
}

/// What the phase of hand-ins and the class did.
#[derive(Clone, Copy, Default, Debug)]
pub struct HandInTally {
    /// Random texts, bytes and links read as codes, and parts framed by hand.
    pub garbage: u32,
    /// Random hand-ins made, and hand-ins mutated and written again.
    pub handins: u32,
    pub mutated: u32,
    /// Codes read (each part, duplicates included); hand-ins read whole.
    pub codes: u32,
    pub complete: u32,
    /// Hand-ins the class accepts ([`HandIn::checked`]).
    pub accepted: u32,
    /// Every refusal, by its reason.
    pub not_ours: u32,
    pub damaged: u32,
    pub newer: u32,
    pub name_too_long: u32,
    pub no_name: u32,
    pub impossible: u32,
    /// Code → results → code, read back exactly.
    pub round_trips: u32,
    /// Pairs of hand-ins merged both ways.
    pub merges: u32,
    /// Classes built, their rows, the CSV fields checked.
    pub classes: u32,
    pub rows: u32,
    pub csv_fields: u32,
    /// QR codes drawn, and the largest version among them.
    pub qr_codes: u32,
    pub max_version: u8,
}

impl HandInTally {
    pub fn add(&mut self, o: &HandInTally) {
        self.garbage += o.garbage;
        self.handins += o.handins;
        self.mutated += o.mutated;
        self.codes += o.codes;
        self.complete += o.complete;
        self.accepted += o.accepted;
        self.not_ours += o.not_ours;
        self.damaged += o.damaged;
        self.newer += o.newer;
        self.name_too_long += o.name_too_long;
        self.no_name += o.no_name;
        self.impossible += o.impossible;
        self.round_trips += o.round_trips;
        self.merges += o.merges;
        self.classes += o.classes;
        self.rows += o.rows;
        self.csv_fields += o.csv_fields;
        self.qr_codes += o.qr_codes;
        self.max_version = self.max_version.max(o.max_version);
    }

    /// Counts a refusal by its reason.
    fn refused(&mut self, e: &CodeError) {
        match e {
            CodeError::NotOurs => self.not_ours += 1,
            CodeError::Damaged => self.damaged += 1,
            CodeError::Newer(_) => self.newer += 1,
            CodeError::NameTooLong(..) => self.name_too_long += 1,
            CodeError::NoName => self.no_name += 1,
            CodeError::Impossible => self.impossible += 1,
        }
    }
}

/// The teacher's clock: 1 December 2026.
const NOW_MS: u64 = 1_796_109_240_000;
/// A school's long address: the app in a folder of the school's site.
const LONG_ADDRESS: &str =
    "https://www.scoala-gimnaziala-nr-1-exemplu.ro/clase/a-treia-b/sah-in-joaca/index.html#/preda";
const ADDRESSES: [&str; 3] = [
    LONG_ADDRESS,
    "https://exemplu.ro/sah/#/preda",
    "http://127.0.0.1:8080/",
];

/// Names of a class (some the same child's: „ana” is „Ana”).
const NAMES: &[&str] = &[
    "Ana",
    "ana",
    "ANA",
    "Ion",
    "Ana-Maria",
    "Ana Maria",
    "Ștefan",
    "Stefan",
    "Țuțu",
    "Maria A.",
    "=HYPERLINK(\"x.ro\";\"Ana\")",
    "+40 722",
    "-Ion",
    "@Maria",
];

/// Texts a hostile or careless hand can put in any field.
const HOSTILE: &[&str] = &[
    "=HYPERLINK(\"x.ro\";\"Ana\")",
    "=1+1",
    "+40 722",
    "-Ion",
    "@Maria",
    "\tTab",
    "\rCR",
    "\r\n",
    "\n",
    "\u{202e}",
    "\u{200b}",
    "\u{feff}",
    "\u{ad}",
    "\u{3164}",
    "\u{0}",
    "\u{7f}",
    "aș€ș",
    "Ștefan; \"Țuțu\"",
    "<img src=x>",
    "&amp;",
    " ",
    "",
    "👩‍👩‍👧",
    "a\u{301}",
    "\u{fffd}",
    "predare=",
    "'",
    "\"",
    ";",
    "nebun/3",
    "g3f4",
    "e7e8q",
    "8/8/8/8/8/8/8/4K2k_w",
];

/// Characters of random texts.
const CHARS: &[char] = &[
    'a', 'Z', 'ș', 'Ț', 'ă', '€', '0', '9', ' ', '\t', '\n', '\r', '=', '+', '-', '@', ';', '"',
    '\'', '/', '_', '\u{202e}', '\u{200b}', '\u{3164}', '\u{0}', '😀', 'é', '\u{301}',
];

/// The base-32 digits of a code.
const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

/// Runs `body`; a panic inside becomes a failure that names what was done.
fn guarded(what: impl FnOnce() -> String, body: impl FnOnce()) {
    if let Err(e) = catch_unwind(AssertUnwindSafe(body)) {
        let message = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        panic!("FUZZ FAILURE: {message}\nreproduction: {}", what());
    }
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// CRC-16/CCITT-FALSE, as the codes carry it.
fn crc16(bytes: &[u8]) -> u16 {
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

fn base32(bytes: &[u8]) -> String {
    let (mut out, mut acc, mut bits) = (String::new(), 0u32, 0);
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

/// A part framed by hand: `SJ`, version, (k−1)·16 + n, id, bytes, CRC.
fn frame(version: u8, kn: u8, id: u16, chunk: &[u8]) -> String {
    let mut part = b"SJ".to_vec();
    part.extend([version, kn]);
    part.extend(id.to_be_bytes());
    part.extend_from_slice(chunk);
    part.extend(crc16(&part).to_be_bytes());
    base32(&part)
}

/// A random text: names, hostile pieces, random characters, long runs.
fn text(rng: &mut Rng, max: usize) -> String {
    let mut out = String::new();
    for _ in 0..1 + rng.below(3) {
        match rng.below(6) {
            0 => out.push_str(pick::<&str>(rng, NAMES)),
            1 | 2 => out.push_str(pick::<&str>(rng, HOSTILE)),
            3 => {
                for _ in 0..rng.below(max + 1) {
                    out.push(*pick(rng, CHARS));
                }
            }
            4 => out.push_str(&pick(rng, &["a", "ș", "€", "😀"]).repeat(rng.below(max + 1))),
            _ => {}
        }
    }
    out
}

/// A child's name: mostly a class's names (hostile ones too), sometimes
/// with invisible characters, too long (200 letters), empty or random.
fn name(rng: &mut Rng) -> String {
    match rng.below(12) {
        0..=5 => pick(rng, NAMES).to_string(),
        6 => format!("{}{}", pick(rng, HOSTILE), pick(rng, NAMES)),
        7 => format!(" {}\u{200b}{} ", pick(rng, NAMES), pick(rng, HOSTILE)),
        8 => pick(rng, &["a", "ș", "Ana"]).repeat(200 / (1 + rng.below(3))),
        9 => pick(rng, &["", " ", "\u{3164}", "\u{200b}\u{202e}"]).to_string(),
        _ => text(rng, 30),
    }
}

/// A count: mostly small, sometimes at or beyond a limit.
fn count(rng: &mut Rng, wild: bool) -> u32 {
    match rng.below(if wild { 10 } else { 7 }) {
        0..=3 => 0,
        4..=6 => rng.below(4) as u32,
        7 => 300 + rng.below(2) as u32,
        8 => u32::MAX - rng.below(2) as u32,
        _ => (rng.next_u64() as u32) >> rng.below(32),
    }
}

/// A list's length: mostly short, sometimes beyond what a reader reads.
fn length(rng: &mut Rng, wild: bool) -> usize {
    match rng.below(if wild { 8 } else { 6 }) {
        0..=2 => 0,
        3..=5 => 1 + rng.below(9),
        6 => 60 + rng.below(10),
        _ => 100 + rng.below(100),
    }
}

fn day(rng: &mut Rng, wild: bool) -> u32 {
    match rng.below(if wild { 8 } else { 5 }) {
        0..=4 => 20_000 + rng.below(500) as u32,
        5 => LAST_DAY + rng.below(2) as u32,
        6 => u32::MAX - rng.below(2) as u32,
        _ => rng.next_u64() as u32,
    }
}

fn best(rng: &mut Rng, wild: bool) -> BestResult {
    BestResult {
        stars: rng.below(4) as u8,
        moves: match rng.below(if wild { 5 } else { 3 }) {
            0 => None,
            1 | 2 => Some(1 + rng.below(60) as u32),
            3 => Some(10_000 + rng.below(2) as u32),
            _ => Some(u32::MAX - rng.below(2) as u32),
        },
    }
}

fn result(rng: &mut Rng) -> (SeriesResult, Option<bool>) {
    (
        *pick(rng, &SeriesResult::ALL),
        *pick(rng, &[None, Some(true), Some(false)]),
    )
}

/// A position's link form: a real one, the longest the format keeps, or
/// any text.
fn position(rng: &mut Rng) -> String {
    match rng.below(5) {
        0 => "8/8/8/8/8/8/3p4/1N6_w".to_string(),
        1 => format!("8/pppppppp/8/8/8/8/PPPPPPPP/{}Q2K3_w", rng.below(4)),
        2 => "p".repeat(99 + rng.below(3)),
        _ => text(rng, 40),
    }
}

fn series_id(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => text(rng, 10),
        1 => format!("{:08X}", rng.next_u64() as u32),
        _ => format!("{:08x}", rng.below(6)),
    }
}

fn miss(rng: &mut Rng) -> Miss {
    let slug = pick(rng, &Variant::ALL).info().slug;
    Miss {
        puzzle: match rng.below(4) {
            0 => text(rng, 12),
            1 => format!("{slug}/0{}", rng.below(9)),
            _ => format!("{slug}/{}", rng.below(70)),
        },
        first_wrong: match rng.below(4) {
            0 => text(rng, 8),
            1 => "e7e8q".to_string(),
            _ => {
                let sq = |rng: &mut Rng| {
                    format!(
                        "{}{}",
                        char::from(b'a' + rng.below(9) as u8),
                        1 + rng.below(9)
                    )
                };
                sq(rng) + &sq(rng)
            }
        },
    }
}

/// A random hand-in: hostile text in every text field; `wild`: counts,
/// days and lists beyond what a device makes.
fn random_handin(rng: &mut Rng) -> HandIn {
    let wild = rng.below(4) == 0;
    let long = rng.below(4) == 0;
    let mut h = HandIn {
        name: name(rng),
        avatar: match rng.below(3) {
            0 => text(rng, 30),
            _ => pick(rng, &["urs", "vulpe", ""]).to_string(),
        },
        device: match rng.below(4) {
            0 => rng.next_u64() as u32,
            _ => rng.below(3) as u32,
        },
        minute: match rng.below(4) {
            0 => rng.next_u64() as u32,
            _ => 29_935_000 + rng.below(100_000) as u32,
        },
        ..HandIn::default()
    };
    for g in &mut h.games {
        if rng.below(3) != 0 {
            continue;
        }
        let s = &mut g.summary;
        for n in s.against_robot.iter_mut().flatten() {
            *n = count(rng, wild);
        }
        s.two_player_matches = count(rng, wild);
        s.unaided = best(rng, wild);
        s.aided = best(rng, wild);
        g.last_day = (rng.below(4) != 0).then(|| day(rng, wild));
        g.puzzles = (0..length(rng, long)).map(|_| rng.below(4) as u8).collect();
    }
    if rng.below(4) == 0 {
        // A device full of one game's matches: the most a hand-in counts.
        let g = &mut h.games[rng.below(Variant::COUNT)].summary;
        g.against_robot = [[34, 33, 33]; 3];
        g.two_player_matches = rng.below(4) as u32;
    }
    h.exercises = (0..length(rng, long))
        .map(|_| {
            let (result, goal_met) = result(rng);
            ExerciseCard {
                variant: *pick(rng, &Variant::ALL),
                position: position(rng),
                result,
                goal_met,
                day: day(rng, wild),
            }
        })
        .collect();
    h.series = (0..length(rng, long))
        .map(|_| SeriesCard {
            id: series_id(rng),
            title: text(rng, 80),
            positions: (0..length(rng, long)).map(|_| result(rng)).collect(),
        })
        .collect();
    h.help = HelpSigns {
        hints: count(rng, wild),
        undos: count(rng, wild),
        losses_in_a_row: count(rng, wild),
        missed: (0..length(rng, long)).map(|_| miss(rng)).collect(),
    };
    h
}

/// The same child's later hand-in from the same device: counts grown,
/// sometimes moved from game to game (the device keeps only its newest
/// matches), more series and exercises, a clock that may run back.
fn later(h: &HandIn, rng: &mut Rng) -> HandIn {
    let mut l = h.clone();
    l.minute = l
        .minute
        .wrapping_add(rng.below(100_000) as u32)
        .wrapping_sub(50_000);
    // A device full of matches forgets its oldest: no more in all.
    let grow = rng.below(3) != 0;
    for g in &mut l.games {
        for n in g.summary.against_robot.iter_mut().flatten() {
            *n = n.saturating_add(u32::from(grow) * rng.below(3) as u32);
        }
        if rng.below(3) == 0 {
            g.puzzles.resize(g.puzzles.len() + rng.below(4), 0);
            for s in &mut g.puzzles {
                *s = (*s).max(rng.below(4) as u8);
            }
        }
        g.last_day = g.last_day.max((rng.below(2) == 0).then(|| day(rng, false)));
    }
    if !grow {
        // The oldest matches forgotten: one game's counts gone, another's up.
        let (a, b) = (rng.below(Variant::COUNT), rng.below(Variant::COUNT));
        let moved = l.games[a].summary.against_robot;
        l.games[a].summary.against_robot = Default::default();
        for (n, m) in l.games[b]
            .summary
            .against_robot
            .iter_mut()
            .flatten()
            .zip(moved.iter().flatten())
        {
            *n = n.saturating_add(*m);
        }
    }
    for s in &mut l.series {
        for p in &mut s.positions {
            p.0 = p.0.max(result(rng).0);
        }
    }
    for _ in 0..rng.below(3) {
        l.series.push(SeriesCard {
            id: series_id(rng),
            title: text(rng, 70),
            positions: (0..rng.below(8)).map(|_| result(rng)).collect(),
        });
    }
    if rng.below(8) == 0 {
        // A class that does a series a day: the code carries the newest.
        l.series.extend((0..40 + rng.below(40)).map(|_| SeriesCard {
            id: format!("{:08x}", rng.next_u64() as u32),
            title: "Seria zilei".into(),
            positions: (0..rng.below(13)).map(|_| result(rng)).collect(),
        }));
        l = l.fitted();
    }
    for _ in 0..rng.below(3) {
        let (result, goal_met) = result(rng);
        l.exercises.push(ExerciseCard {
            variant: *pick(rng, &Variant::ALL),
            position: position(rng),
            result,
            goal_met,
            day: 20_000 + rng.below(500) as u32,
        });
    }
    l.help.hints = l.help.hints.saturating_add(rng.below(5) as u32);
    l.help.losses_in_a_row = rng.below(4) as u32;
    l.help.missed = (0..rng.below(10)).map(|_| miss(rng)).collect();
    l
}

/// A results file of a child, as the teacher's class reads one: a few
/// matches (at a moment that may be absurd), some puzzles.
fn random_file(rng: &mut Rng) -> Option<ChildResults> {
    let name = name_rule(&name(rng)).ok()?;
    let mut puzzles = PuzzleStars::default();
    for _ in 0..rng.below(4) {
        let v = pick(rng, &Variant::ALL);
        puzzles.improve(
            &format!("{}/{}", v.info().slug, 1 + rng.below(24)),
            1 + rng.below(3) as u8,
        );
    }
    let start = match rng.below(6) {
        0 => u64::MAX - 1_000_000 - rng.below(1000) as u64,
        1 => rng.next_u64(),
        _ => NOW_MS - rng.below(1_000_000_000) as u64,
    };
    let matches = (0..rng.below(6) as u64)
        .map(|i| MatchRecord {
            variant: *pick(rng, &Variant::ALL),
            mode: *pick(rng, &[Mode::Robot, Mode::TwoPlayers]),
            level: *pick(rng, &Level::ALL),
            winner: *pick(rng, &[Some(Player::One), None, Some(Player::Two)]),
            time_ms: start.saturating_add(i * 60_000),
            stars: rng.below(4) as u8,
            best_moves: match rng.below(4) {
                0 => None,
                1 => Some(u32::MAX),
                _ => Some(rng.below(40) as u32),
            },
            hints: rng.below(3) as u32,
            undos: 0,
            moves: rng.below(40) as u32,
            start: Start::Book,
            goal: None,
            text: String::new(),
        })
        .collect();
    Some(ChildResults {
        name,
        avatar: pick(rng, &["urs", "", "leu"]).to_string(),
        matches,
        skipped: 0,
        series: Vec::new(),
        puzzles,
        puzzles_skipped: false,
        cut: 0,
    })
}

/// The puzzles of each game the class's checks allow (the teacher's
/// list, or none at hand).
fn puzzle_counts(rng: &mut Rng) -> usize {
    *pick(rng, &[PUZZLES_MAX, 24, 10, 0, 100])
}

/// What a code's text must get, whatever it says.
fn check_read(code: &str, read: &Result<Progress, CodeError>, t: &mut HandInTally) {
    t.codes += 1;
    let tail = code.rsplit("predare=").next().unwrap_or(code).trim();
    let base32 = tail
        .bytes()
        .all(|c| DIGITS.contains(&c.to_ascii_uppercase()));
    match read {
        Err(e) => {
            t.refused(e);
            assert!(
                matches!(
                    e,
                    CodeError::NotOurs | CodeError::Damaged | CodeError::Newer(_)
                ),
                "reading a code refused it as the class would: {e:?}"
            );
            if let CodeError::Newer(v) = e {
                assert!(*v > handin::VERSION, "{e:?}");
            }
        }
        Ok(Progress::Waiting { read, missing, of }) => {
            assert!((2..=15).contains(of), "{read} {missing:?} {of}");
            assert!((1..=*of).contains(read) && !missing.contains(read));
            assert!(!missing.is_empty() && missing.windows(2).all(|w| w[0] < w[1]));
            assert!(missing.iter().all(|k| (1..=*of).contains(k)));
        }
        Ok(Progress::Complete(h)) => {
            t.complete += 1;
            assert_eq!(
                HandIn::from_bytes(&h.to_bytes()).as_ref(),
                Some(h),
                "a hand-in read does not write back"
            );
        }
    }
    if !base32 {
        assert_eq!(read, &Err(CodeError::NotOurs), "not base 32");
    }
}

/// A random text read as a code, as a phone's camera or the scanner gives
/// it: random bytes, ASCII, base-32 digits, non-ASCII, links, a real code
/// changed or cut. Read by a page's parts and by the device's.
fn garbage_text(rng: &mut Rng, real: &str) -> String {
    let body = match rng.below(7) {
        0 => {
            let bytes: Vec<u8> = (0..rng.below(300)).map(|_| rng.below(256) as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        }
        1 => (0..rng.below(400))
            .map(|_| char::from(32 + rng.below(95) as u8))
            .collect(),
        2 => (0..rng.below(500))
            .map(|_| {
                let c = char::from(*pick(rng, DIGITS));
                if rng.below(2) == 0 {
                    c.to_ascii_lowercase()
                } else {
                    c
                }
            })
            .collect(),
        3 => text(rng, 40),
        4 => {
            // A real code's head, then random digits: past the magic.
            let head = &real[..real.len().min(1 + rng.below(12))];
            let tail: String = (0..rng.below(500))
                .map(|_| char::from(*pick(rng, DIGITS)))
                .collect();
            head.to_string() + &tail
        }
        _ => {
            let mut chars: Vec<char> = real.chars().collect();
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(chars.len() + 1);
                match rng.below(4) {
                    0 => chars.insert(i, char::from(*pick(rng, DIGITS))),
                    1 if i < chars.len() => chars[i] = char::from(*pick(rng, DIGITS)),
                    2 if i < chars.len() => {
                        chars.remove(i);
                    }
                    _ => chars.truncate(i),
                }
            }
            chars.into_iter().collect()
        }
    };
    match rng.below(5) {
        0 => format!(
            "{}{body}{}",
            pick(
                rng,
                &[
                    "https://exemplu.ro/sah/#/clasa?predare=",
                    "predare=",
                    "#/clasa?predare=x&predare=",
                    " \n",
                    "aș€ș predare=",
                ]
            ),
            pick(rng, &["", "&x=1", " ", "\n", "#", "predare=", "ș"])
        ),
        _ => body,
    }
}

/// Random texts, and parts framed by hand, through a page's parts and
/// the device's (which keeps parts between pages, itself made of garbage
/// sometimes).
fn read_garbage(seed: u64, rng: &mut Rng, n: u32, t: &mut HandInTally) {
    let store = Memory::default();
    let device = Device::new(&store);
    let mut parts = Parts::default();
    let mut now = NOW_MS;
    let real = random_handin(rng).codes().remove(0);
    for i in 0..n {
        now += rng.below(600_000) as u64;
        t.garbage += 1;
        if rng.below(10) == 0 {
            // Another tab's parts, or garbage, in the browser's storage.
            let kept = match rng.below(3) {
                0 => text(rng, 40),
                1 => format!(
                    "{} {} {} {}:{}",
                    rng.below(70_000),
                    now - rng.below(4_000_000) as u64,
                    rng.below(20),
                    rng.below(20),
                    garbage_text(rng, &real)
                ),
                _ => parts.to_text(),
            };
            store.seed("sah-in-joaca/v2/clasa-parti", &kept);
        }
        if rng.below(3) == 0 {
            framed(seed, i, rng, now, t);
            continue;
        }
        let code = garbage_text(rng, &real);
        guarded(
            || format!("seed {seed}, garbage {i}: {code:?}"),
            || {
                let mut fresh = Parts::default();
                let read = fresh.add_at(&code, now);
                check_read(&code, &read, t);
                let read = parts.add_at(&code, now);
                check_read(&code, &read, t);
                let page = if rng.below(2) == 0 {
                    &mut Parts::default()
                } else {
                    &mut parts
                };
                let read = device.read_code(page, &code, now);
                check_read(&code, &read, t);
                if let Ok(Progress::Complete(h)) = read {
                    check_handin(&h, &|_| PUZZLES_MAX, t);
                }
            },
        );
    }
}

/// A part framed by hand, with a valid checksum and random head: the
/// answer is known before it is read.
fn framed(seed: u64, i: u32, rng: &mut Rng, now: u64, t: &mut HandInTally) {
    let version = *pick(rng, &[0, 1, 1, 1, 2, 255]);
    let (k, n) = match rng.below(4) {
        0 => (rng.below(16) as u8, rng.below(16) as u8),
        1 => (0, 1),
        _ => {
            let n = 1 + rng.below(15) as u8;
            (rng.below(usize::from(n)) as u8, n)
        }
    };
    let chunk: Vec<u8> = match rng.below(3) {
        0 => (0..rng.below(300)).map(|_| rng.below(256) as u8).collect(),
        _ => {
            let mut h = random_handin(rng).fitted().to_bytes();
            h.truncate(rng.below(h.len() + 2));
            h
        }
    };
    let id = if rng.below(2) == 0 {
        crc16(&chunk)
    } else {
        rng.below(65_536) as u16
    };
    let code = frame(version, (k << 4) | n, id, &chunk);
    guarded(
        || format!("seed {seed}, framed part {i}: {code}"),
        || {
            t.garbage += 1;
            let read = Parts::default().add_at(&code, now);
            check_read(&code, &read, t);
            let expected = if version > handin::VERSION {
                Err(CodeError::Newer(version))
            } else if n == 0 || k >= n {
                Err(CodeError::Damaged)
            } else if n > 1 {
                Ok(Progress::Waiting {
                    read: usize::from(k) + 1,
                    missing: (1..=usize::from(n))
                        .filter(|&m| m != usize::from(k) + 1)
                        .collect(),
                    of: usize::from(n),
                })
            } else if id != crc16(&chunk) {
                Err(CodeError::Damaged)
            } else {
                HandIn::from_bytes(&chunk)
                    .map(Progress::Complete)
                    .ok_or(CodeError::Damaged)
            };
            assert_eq!(read, expected);
        },
    );
}

/// Reads a hand-in's codes in order: each but the last waits, the last
/// completes.
fn read_back(codes: &[String], t: &mut HandInTally) -> HandIn {
    assert!(
        (1..=MAX_PARTS).contains(&codes.len()),
        "{} codes",
        codes.len()
    );
    let mut parts = Parts::default();
    for (i, code) in codes.iter().enumerate() {
        let read = parts.add(code);
        check_read(code, &read, t);
        match read {
            Ok(Progress::Complete(h)) if i + 1 == codes.len() => return h,
            Ok(Progress::Waiting { .. }) if i + 1 < codes.len() => {}
            other => panic!("code {} of {}: {other:?}", i + 1, codes.len()),
        }
    }
    unreachable!("the last code completes or fails above")
}

/// A hand-in as its bytes say it: a best result's moves and a day are
/// written plus one (0 is none), so `u32::MAX` reads as one less.
fn as_written(h: &HandIn) -> HandIn {
    let mut h = h.clone();
    for g in &mut h.games {
        for best in [&mut g.summary.unaided, &mut g.summary.aided] {
            best.moves = best.moves.map(|m| m.min(u32::MAX - 1));
        }
        g.last_day = g.last_day.map(|d| d.min(u32::MAX - 1));
    }
    h
}

/// Checks any hand-in: its codes read back as its fitted form, and what
/// the class accepts of it and of its codes read back is accepted again
/// unchanged, and so are its own codes. Returns what the class keeps of
/// its codes.
fn check_handin(
    h: &HandIn,
    puzzles: &dyn Fn(Variant) -> usize,
    t: &mut HandInTally,
) -> Option<HandIn> {
    let fitted = h.fitted();
    let read = read_back(&h.codes(), t);
    assert_eq!(read, as_written(&fitted), "codes → hand-in");
    assert_eq!(fitted.fitted(), fitted, "fitted twice");
    t.round_trips += 1;
    let kept = accepted(h, puzzles, t);
    if read == *h {
        kept
    } else {
        accepted(&read, puzzles, t)
    }
}

/// What the class accepts of a hand-in ([`HandIn::checked`]): accepted
/// again unchanged, and its codes read back as its fitted form, accepted
/// unchanged too; or refused for a reason of the class, not a reader's.
fn accepted(h: &HandIn, puzzles: &dyn Fn(Variant) -> usize, t: &mut HandInTally) -> Option<HandIn> {
    match h.clone().checked(puzzles) {
        Ok(kept) => {
            t.accepted += 1;
            assert_eq!(name_rule(&kept.name).as_ref(), Ok(&kept.name));
            assert_eq!(
                kept.clone().checked(puzzles).as_ref(),
                Ok(&kept),
                "checked twice"
            );
            let back = read_back(&kept.codes(), t);
            assert_eq!(back, as_written(&kept.fitted()), "results → code → results");
            assert_eq!(
                back.clone().checked(puzzles).as_ref(),
                Ok(&back),
                "read back, checked again"
            );
            t.round_trips += 1;
            Some(kept)
        }
        Err(e) => {
            t.refused(&e);
            match &e {
                CodeError::NameTooLong(shown, n) => {
                    assert!(*n > NAME_MAX && shown.chars().count() <= 40, "{e:?}");
                }
                CodeError::NoName | CodeError::Impossible => {}
                _ => panic!("the class refused a hand-in as a reader would: {e:?}"),
            }
            None
        }
    }
}

/// A hand-in's bytes changed: bits flipped, bytes set to a limit,
/// inserted, removed, cut, or spliced from another's.
fn mutate(bytes: &[u8], other: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut b = bytes.to_vec();
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(b.len() + 1);
        match rng.below(7) {
            0 if i < b.len() => b[i] ^= 1 << rng.below(8),
            1 if i < b.len() => b[i] = rng.below(256) as u8,
            2 if i < b.len() => b[i] = *pick(rng, &[0, 1, 0x3f, 0x40, 0x7f, 0x80, 0xff]),
            3 => {
                let extra: Vec<u8> = (0..1 + rng.below(4))
                    .map(|_| rng.below(256) as u8)
                    .collect();
                b.splice(i..i, extra);
            }
            4 => {
                let end = (i + 1 + rng.below(8)).min(b.len());
                b.drain(i.min(end)..end);
            }
            5 => b.truncate(i),
            _ => {
                let from = rng.below(other.len() + 1);
                let len = rng.below(16).min(other.len() - from);
                let end = (i + len).min(b.len());
                b.splice(i..end, other[from..from + len].iter().copied());
            }
        }
    }
    b
}

/// Hand-ins' bytes written as codes, read in random order with
/// duplicates through one page's parts or a page per code (the device's
/// parts): each that reads completes, as its bytes say; each that does
/// not is refused as damaged. Returns the hand-ins read.
fn read_group(members: &[Vec<u8>], rng: &mut Rng, t: &mut HandInTally) -> Vec<HandIn> {
    let mut codes: Vec<String> = Vec::new();
    for b in members {
        for code in codes_of_bytes(b) {
            if rng.below(3) == 0 {
                codes.push(code.clone());
            }
            codes.push(code);
        }
    }
    shuffle(&mut codes, rng);
    let expected: Vec<Option<HandIn>> = members.iter().map(|b| HandIn::from_bytes(b)).collect();
    let store = Memory::default();
    let device = Device::new(&store);
    let mut parts = Parts::default();
    let by_device = rng.below(2) == 0;
    let mut now = NOW_MS;
    let (mut read, mut damaged) = (Vec::new(), 0);
    for code in &codes {
        now += rng.below(20_000) as u64;
        let r = if by_device {
            let page = if rng.below(2) == 0 {
                &mut Parts::default()
            } else {
                &mut parts
            };
            device.read_code(page, code, now)
        } else {
            parts.add_at(code, now)
        };
        check_read(code, &r, t);
        match r {
            Ok(Progress::Complete(h)) => {
                assert!(expected.contains(&Some(h.clone())), "read {h:?}");
                read.push(h);
            }
            Ok(Progress::Waiting { .. }) => {}
            Err(CodeError::Damaged) => damaged += 1,
            Err(e) => panic!("a well-formed part refused: {e:?}"),
        }
    }
    for h in expected.iter().flatten() {
        assert!(read.contains(h), "never read whole: {h:?}");
    }
    let unreadable = expected.iter().filter(|e| e.is_none()).count();
    assert!(
        damaged >= unreadable && (unreadable > 0 || damaged == 0),
        "{damaged} refused as damaged, {unreadable} do not read"
    );
    read
}

/// One random hand-in: written, read back, checked; mutated and read
/// back in a group with others. Adds what the class accepts to `pool`.
fn one_handin(seed: u64, i: u32, rng: &mut Rng, pool: &mut Vec<HandIn>, t: &mut HandInTally) {
    let h = random_handin(rng);
    let n = puzzle_counts(rng);
    let puzzles = move |_: Variant| n;
    t.handins += 1;
    let mut members: Vec<Vec<u8>> = Vec::new();
    guarded(
        || format!("seed {seed}, hand-in {i} (puzzles {n}): {h:?}"),
        || {
            if let Some(kept) = check_handin(&h, &puzzles, t) {
                pool.push(kept);
            }
            let bytes = h.fitted().to_bytes();
            let other = pool
                .get(rng.below(pool.len() + 1))
                .map_or_else(Vec::new, HandIn::to_bytes);
            members.push(bytes.clone());
            for _ in 0..1 + rng.below(3) {
                members.push(mutate(&bytes, &other, rng));
            }
            if !other.is_empty() && rng.below(2) == 0 {
                members.push(other);
            }
        },
    );
    // Each hand-in once, and none whose parts would find another's (the
    // same id and count: one in 65,536 pairs).
    let mut group: Vec<Vec<u8>> = Vec::new();
    for m in members {
        let key = |b: &[u8]| (crc16(b), codes_of_bytes(b).len());
        if !group.iter().any(|g| key(g) == key(&m)) {
            group.push(m);
        }
    }
    t.mutated += group.len() as u32 - 1;
    guarded(
        || format!("seed {seed}, hand-in {i}, the group of bytes {group:?}"),
        || {
            for h in read_group(&group, rng, t) {
                if let Some(kept) = check_handin(&h, &puzzles, t) {
                    pool.push(kept);
                }
            }
        },
    );
}

/// Where two classes' hand-ins differ, field by field, for a failure's
/// message.
fn differences(a: &Class, b: &Class) -> String {
    let mut out = String::new();
    for (i, (x, y)) in a.handins.iter().zip(&b.handins).enumerate() {
        let fields = [
            ("name", format!("{:?}", x.name), format!("{:?}", y.name)),
            ("minute", format!("{}", x.minute), format!("{}", y.minute)),
            ("games", format!("{:?}", x.games), format!("{:?}", y.games)),
            (
                "exercises",
                format!("{:?}", x.exercises),
                format!("{:?}", y.exercises),
            ),
            (
                "series",
                format!("{:?}", x.series),
                format!("{:?}", y.series),
            ),
            ("help", format!("{:?}", x.help), format!("{:?}", y.help)),
        ];
        for (what, p, q) in fields {
            if p != q {
                out += &format!("hand-in {i}'s {what}:\n  {p}\n  {q}\n");
            }
        }
    }
    out
}

/// Splits a CSV line as a spreadsheet does (`;` outside quotes), each
/// field unquoted.
fn csv_fields(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    let mut at_start = true;
    while let Some(c) = chars.next() {
        match c {
            '"' if at_start => quoted = true,
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            '"' if quoted => {
                quoted = false;
                assert!(
                    matches!(chars.peek(), None | Some(';')),
                    "text after a closing quote: {line:?}"
                );
            }
            ';' if !quoted => {
                fields.push(String::new());
                at_start = true;
                continue;
            }
            c => {
                assert!(
                    quoted || c != '"',
                    "a quote inside an unquoted field: {line:?}"
                );
                fields.last_mut().unwrap().push(c);
            }
        }
        at_start = false;
    }
    assert!(!quoted, "a quote left open: {line:?}");
    fields
}

/// Whether a spreadsheet would take a field for a formula.
fn formula(field: &str) -> bool {
    field.starts_with(['=', '+', '-', '@', '\t', '\r'])
}

/// Every field of the class's CSV is inert, and every line has the head's
/// fields.
fn check_csv(text: &str, rows: usize, t: &mut HandInTally) {
    let body = text.strip_prefix('\u{feff}').expect("the byte-order mark");
    // Lines end with CRLF outside quotes.
    let mut lines: Vec<String> = vec![String::new()];
    let mut quoted = false;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '"' {
            quoted = !quoted;
        }
        if !quoted && c == '\r' && chars.peek() == Some(&'\n') {
            chars.next();
            lines.push(String::new());
            continue;
        }
        lines.last_mut().unwrap().push(c);
    }
    assert_eq!(lines.pop().as_deref(), Some(""), "the last line's end");
    assert_eq!(lines.len(), rows + 1, "head and a line per child");
    let head = csv_fields(&lines[0]).len();
    for line in &lines {
        let fields = csv_fields(line);
        assert_eq!(fields.len(), head, "{line:?}");
        for f in &fields {
            assert!(!formula(f), "a formula: {f:?} in {line:?}");
            t.csv_fields += 1;
        }
    }
}

/// A field of any text reads back as itself (a `'` first when it would be
/// a formula), never as a formula.
fn check_field(text: &str) {
    let fields = csv_fields(&class_csv::field(text));
    assert_eq!(fields.len(), 1, "{text:?}");
    let f = &fields[0];
    assert!(!formula(f), "{text:?} → {f:?}");
    assert!(
        *f == text || formula(text) && f.strip_prefix('\'') == Some(text),
        "{text:?} → {f:?}"
    );
}

/// Every class: rows at any clock, a name that obeys the name rule,
/// every column sorts, an inert CSV, and the kept text gives it back.
fn check_class(class: &Class, rng: &mut Rng, t: &mut HandInTally) {
    t.classes += 1;
    let title = |s: &storage::SeriesProgress| s.id.clone();
    for now in [NOW_MS, 0, u64::MAX, rng.next_u64()] {
        let rows = class.rows(&title, now);
        assert_eq!(rows.len(), class.children().len());
        for r in &rows {
            assert_eq!(name_rule(&r.name).as_ref(), Ok(&r.name), "a row's name");
        }
        let mut columns = vec![
            Column::Name,
            Column::Matches,
            Column::LastPlayed,
            Column::Help,
        ];
        columns.extend(Variant::ALL.map(Column::Game));
        for column in columns {
            sort_rows(&mut rows.clone(), column);
            sort_rows_reversed(&mut rows.clone(), column);
        }
        check_csv(&class_csv::csv(&rows), rows.len(), t);
        t.rows += rows.len() as u32;
    }
    for h in &class.handins {
        let back = HandIn::from_text(&h.to_text());
        assert_eq!(back.as_ref(), Some(h), "a kept hand-in's text");
    }
    let text = class.to_text();
    assert_eq!(
        Class::from_text(&text),
        (class.clone(), 0),
        "the class kept as text: {text}"
    );
}

/// Two hand-ins merged: in either order the same, a hand-in merged with
/// itself or with what it was merged into changes nothing.
fn check_merge(a: &HandIn, b: &HandIn, t: &mut HandInTally) {
    t.merges += 1;
    let ab = a.merged(b);
    assert_eq!(ab, b.merged(a), "merged in the other order");
    assert_eq!(
        HandIn::from_text(&ab.to_text()).as_ref(),
        Some(&ab),
        "the merge as the class keeps it"
    );
    assert_eq!(&a.merged(a), a, "merged with itself");
    assert_eq!(ab.merged(&ab), ab, "the merge merged with itself");
    assert_eq!(ab.merged(a), ab, "merged again with the first");
    assert_eq!(ab.merged(b), ab, "merged again with the second");
}

/// A class built of the hand-ins accepted (and later ones of the same
/// devices, and files): each code read twice changes nothing; then every
/// check of a class.
fn one_class(seed: u64, i: u32, rng: &mut Rng, pool: &[HandIn], t: &mut HandInTally) {
    let mut class = Class {
        id: match rng.below(3) {
            0 => String::new(),
            _ => format!("{:x}", rng.next_u64()),
        },
        ..Class::default()
    };
    let log = std::cell::RefCell::new(Vec::<String>::new());
    let mut adds: Vec<HandIn> = Vec::new();
    for _ in 0..1 + rng.below(12) {
        if pool.is_empty() {
            break;
        }
        let mut h = pick(rng, pool).clone();
        for _ in 0..rng.below(3) {
            // As its codes carry it, and the class checks it.
            let code = as_written(&later(&h, rng).fitted());
            match code.checked(&|_| PUZZLES_MAX) {
                Ok(l) => h = l,
                Err(e) => t.refused(&e),
            }
        }
        adds.push(h);
    }
    guarded(
        || format!("seed {seed}, class {i}:\n{}", log.borrow().join("\n")),
        || {
            for h in &adds {
                if rng.below(6) == 0
                    && let Some(file) = random_file(rng)
                {
                    log.borrow_mut().push(format!("file {file:?}"));
                    class.add_file(file);
                }
                log.borrow_mut().push(format!("add {h:?}"));
                let before = class.clone();
                let added = class.add(h.clone());
                if added.added == Added::NothingNew {
                    assert_eq!(class, before, "nothing new changed the class");
                }
                let after = class.clone();
                let again = class.add(h.clone());
                assert!(
                    again.added == Added::NothingNew && class == after,
                    "a code read twice: {again:?}\n{}",
                    differences(&after, &class)
                );
            }
            let kept = &class.handins;
            for a in kept {
                check_merge(a, pick(rng, kept), t);
                check_merge(a, pick(rng, &adds), t);
            }
            check_class(&class, rng, t);
        },
    );
}

/// A hand-in's codes as QR codes on the app at `address`: one for each
/// code, none above [`MAX_VERSION`].
fn check_qr(h: &HandIn, address: &str, t: &mut HandInTally) {
    let codes = h.codes();
    let drawn = ui_model::handin::codes(h, address);
    assert_eq!(drawn.len(), codes.len(), "a code too long for any QR code");
    for (d, code) in drawn.iter().zip(&codes) {
        assert!(d.link.ends_with(&format!("predare={code}")));
        assert!(
            d.qr.version <= MAX_VERSION,
            "version {} for {} parts",
            d.qr.version,
            codes.len()
        );
        t.qr_codes += 1;
        t.max_version = t.max_version.max(d.qr.version);
    }
}

/// The phase of hand-in codes and the teacher's class, from `seed`.
pub fn handins(seed: u64, sizes: &HandInSizes) -> HandInTally {
    let mut rng = Rng::new(seed);
    let mut t = HandInTally::default();
    read_garbage(seed, &mut rng, sizes.garbage, &mut t);
    let mut pool: Vec<HandIn> = Vec::new();
    for i in 0..sizes.handins {
        one_handin(seed, i, &mut rng, &mut pool, &mut t);
        let text = text(&mut rng, 40);
        guarded(
            || format!("seed {seed}, CSV field {text:?}"),
            || check_field(&text),
        );
    }
    for i in 0..sizes.classes {
        one_class(seed, i, &mut rng, &pool, &mut t);
    }
    for i in 0..sizes.qr {
        let h = if i == 0 {
            storage::handin::largest(*pick(&mut rng, &['ș', '€', '😀', 'a']))
        } else {
            random_handin(&mut rng)
        };
        let address = *pick(&mut rng, &ADDRESSES);
        guarded(
            || format!("seed {seed}, QR of {h:?} at {address}"),
            || check_qr(&h, address, &mut t),
        );
    }
    t
}
