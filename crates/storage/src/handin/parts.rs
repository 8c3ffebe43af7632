//! Reading a hand-in's codes ([`Parts`]): each code is one part; the parts
//! of one hand-in find each other by its id and wait, across page loads,
//! until it is whole.

use super::{
    CodeError, HandIn, MAGIC, MAX_PARTS, Progress, VERSION, crc16, from_base32, to_base32,
};

/// One part of a hand-in, read from its code.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Part {
    id: u16,
    k: usize,
    n: usize,
    bytes: Vec<u8>,
}

/// Reads a code's text (the `predare=` of a link, or the link itself).
fn part_of(code: &str) -> Result<Part, CodeError> {
    let code = code.rsplit("predare=").next().unwrap_or(code).trim();
    let bytes = from_base32(code).ok_or(CodeError::NotOurs)?;
    if bytes.len() < 8 || bytes[..2] != MAGIC {
        return Err(CodeError::NotOurs);
    }
    if bytes[2] > VERSION {
        return Err(CodeError::Newer(bytes[2]));
    }
    let (body, crc) = bytes.split_at(bytes.len() - 2);
    if crc16(body).to_be_bytes() != crc {
        return Err(CodeError::Damaged);
    }
    let (k, n) = (usize::from(body[3] >> 4), usize::from(body[3] & 15));
    if n == 0 || k >= n {
        return Err(CodeError::Damaged);
    }
    Ok(Part {
        id: u16::from_be_bytes([body[4], body[5]]),
        k,
        n,
        bytes: body[6..].to_vec(),
    })
}

/// How long a part waits for the others: a phone's camera opens one
/// link after the other, each in a page of its own, within minutes.
pub const PARTS_WAIT_MS: u64 = 30 * 60_000;

/// The parts of one hand-in read so far.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Waiting {
    id: u16,
    /// When its first part was read (ms since 1970).
    since_ms: u64,
    parts: Vec<Option<Vec<u8>>>,
}

/// The parts read so far, until each hand-in is whole; kept between the
/// page loads of a phone's camera as text ([`Parts::to_text`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    waiting: Vec<Waiting>,
}

impl Parts {
    /// Adds the part a code carries.
    pub fn add(&mut self, code: &str) -> Result<Progress, CodeError> {
        self.add_at(code, 0)
    }

    /// Adds the part a code carries, read at `now_ms`.
    pub fn add_at(&mut self, code: &str, now_ms: u64) -> Result<Progress, CodeError> {
        let part = part_of(code)?;
        let i = match self
            .waiting
            .iter()
            .position(|w| w.id == part.id && w.parts.len() == part.n)
        {
            Some(i) => i,
            None => {
                self.waiting.push(Waiting {
                    id: part.id,
                    since_ms: now_ms,
                    parts: vec![None; part.n],
                });
                self.waiting.len() - 1
            }
        };
        let parts = &mut self.waiting[i].parts;
        parts[part.k] = Some(part.bytes);
        let missing: Vec<usize> = (1..=part.n).filter(|&k| parts[k - 1].is_none()).collect();
        if !missing.is_empty() {
            return Ok(Progress::Waiting {
                read: part.k + 1,
                missing,
                of: part.n,
            });
        }
        let done = self.waiting.remove(i);
        let body: Vec<u8> = done.parts.into_iter().flatten().flatten().collect();
        if crc16(&body) != done.id {
            return Err(CodeError::Damaged);
        }
        HandIn::from_bytes(&body)
            .map(Progress::Complete)
            .ok_or(CodeError::Damaged)
    }

    /// Whether no part waits.
    pub fn is_empty(&self) -> bool {
        self.waiting.is_empty()
    }

    /// The parts as text: a line per hand-in, its id, when its first part
    /// was read, how many parts it has, then each part read as `k:bytes`
    /// in base 32.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for w in &self.waiting {
            out.push_str(&format!("{} {} {}", w.id, w.since_ms, w.parts.len()));
            for (k, p) in w.parts.iter().enumerate() {
                if let Some(bytes) = p {
                    out.push_str(&format!(" {k}:{}", to_base32(bytes)));
                }
            }
            out.push('\n');
        }
        out
    }

    /// [`Parts::to_text`] back, without the hand-ins whose first part was
    /// read more than [`PARTS_WAIT_MS`] before `now_ms` (or after it: a
    /// clock set back); a line that does not read is left out.
    pub fn from_text(text: &str, now_ms: u64) -> Parts {
        let waiting = text
            .lines()
            .filter_map(|line| {
                let mut words = line.split(' ');
                let id = words.next()?.parse().ok()?;
                let since_ms: u64 = words.next()?.parse().ok()?;
                let n: usize = words.next()?.parse().ok()?;
                if !(1..=MAX_PARTS).contains(&n)
                    || since_ms > now_ms
                    || now_ms - since_ms > PARTS_WAIT_MS
                {
                    return None;
                }
                let mut parts = vec![None; n];
                for word in words {
                    let (k, bytes) = word.split_once(':')?;
                    *parts.get_mut(k.parse::<usize>().ok()?)? = Some(from_base32(bytes)?);
                }
                Some(Waiting {
                    id,
                    since_ms,
                    parts,
                })
            })
            .collect();
        Parts { waiting }
    }

    /// Adds the parts of `other` that this one lacks (another page's).
    pub fn absorb(&mut self, other: Parts) {
        for w in other.waiting {
            match self
                .waiting
                .iter_mut()
                .find(|m| m.id == w.id && m.parts.len() == w.parts.len())
            {
                Some(mine) => {
                    mine.since_ms = mine.since_ms.min(w.since_ms);
                    for (m, o) in mine.parts.iter_mut().zip(w.parts) {
                        if m.is_none() {
                            *m = o;
                        }
                    }
                }
                None => self.waiting.push(w),
            }
        }
    }
}
