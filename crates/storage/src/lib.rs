//! The only code that touches localStorage: the children of a device, each
//! child's finished matches, interrupted matches and preferences, and the
//! move of the first storage's data into the default child.
//!
//! Every value is a serde type under its own versioned key
//! (`sah-in-joaca/v2/…`), read and written with gloo-storage ([`Browser`]):
//! - `sah-in-joaca/v2/profil/<id>`: a child ([`Child`]);
//! - `sah-in-joaca/v2/curent`: the id of the child playing now;
//! - `sah-in-joaca/v2/copil/<id>/meci/<time>`: one finished match
//!   ([`StoredMatch`]), so that one bad record never costs the others, and
//!   a full quota refuses only the new one;
//! - `sah-in-joaca/v2/copil/<id>/partida/<slug>`: the interrupted match of a
//!   game ([`Match::to_record`]);
//! - `sah-in-joaca/v2/copil/<id>/probleme`: the best stars of each solved
//!   puzzle ([`PuzzleStars`]);
//! - `sah-in-joaca/v2/copil/<id>/serii`: the teacher's series the child
//!   opened, with a result per position ([`SeriesProgress`]);
//! - `sah-in-joaca/v2/copil/<id>/ochelari`, `…/sunet` and `…/nivel/<slug>`:
//!   the lens, the sounds and the last level chosen per game;
//! - `sah-in-joaca/v2/ultimul-copil`: the highest child id ever given, so
//!   that an id is never given twice;
//! - `sah-in-joaca/v2/din-v1`: a mark of the first storage's data moved.
//!
//! Keys of other versions and unknown keys are never touched; a value that
//! does not read is left where it is (only a reset of everything, or the
//! deletion of its child, removes it).

mod calendar;
pub mod class;
mod classes;
pub mod clock;
mod diploma;
pub mod file;
pub mod handin;
mod levels;
mod names;
mod puzzles;
mod record;
pub mod roster;
mod series;
mod stats;
mod store;
mod stored;
mod v1;

pub use calendar::{LocalTime, local_time, local_time_of};
pub use classes::{ClassRefused, Shown};
pub use diploma::{Diploma, Signature};
pub use levels::level_to_try;
pub use names::{NAME_MAX, NameError, clean_name, name_rule, same_name};
pub use puzzles::{MISSES_KEPT, PuzzleMisses, PuzzleStars};
pub use record::{Forget, KEEP, MatchRecord, Start};
pub use series::{
    SERIES_MAX, SeriesProgress, SeriesResult, merge_series, series_id, series_of_text,
    text_of_series,
};
pub use stats::GameSummary;
pub use store::{Browser, Store, Unavailable};
pub use stored::StoredMatch;
pub use v1::{FEWEST_MATE_MOVES_FROM_START, V1_KEY, decode_all};

#[cfg(not(target_arch = "wasm32"))]
pub use store::Memory;

use serde::{Deserialize, Serialize};

use engine::play::matches::{Match, Phase};
use engine::{Level, Variant};

const ROOT: &str = "sah-in-joaca/v2/";
const CURRENT: &str = "sah-in-joaca/v2/curent";
const MOVED_FROM_V1: &str = "sah-in-joaca/v2/din-v1";
/// The highest child id ever given on the device (ids are never reused).
const LAST_ID: &str = "sah-in-joaca/v2/ultimul-copil";
/// The first storage's keys (read, never changed).
const V1_MATCH: &str = "sah-in-joaca/v1/partida/";
const V1_LENS: &str = "sah-in-joaca/v1/ochelari";

/// A child's number on this device (in keys; never shown).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ChildId(pub u32);

/// A child of the device, as the profile key keeps it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Child {
    /// The name the child chose ("Ana").
    pub nume: String,
    /// The avatar's slug ([`ui_model::avatars`]).
    pub avatar: String,
    /// The teacher's class the child joined by its link, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clasa: Option<Membership>,
}

/// A child's place in a teacher's class, from the class's join link
/// ([`roster::Invite`]): the class's id and name, the child's roster id.
/// Kept as one text, `"<id> <copil> <nume>"`: a struct of its own would
/// cost the child's first load its own reader.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Membership {
    pub id: String,
    pub nume: String,
    pub copil: u32,
}

impl From<Membership> for String {
    fn from(m: Membership) -> String {
        format!("{} {} {}", m.id, m.copil, m.nume)
    }
}

impl TryFrom<String> for Membership {
    type Error = &'static str;

    /// Never refused: a text edited by hand reads as no class (an empty
    /// id, dropped by [`readable`]), and the child stays.
    fn try_from(text: String) -> Result<Membership, &'static str> {
        let mut parts = text.splitn(3, ' ');
        let (id, copil, nume) = (parts.next(), parts.next(), parts.next());
        let copil = copil.and_then(|c| c.parse().ok());
        Ok(match (id, copil, nume) {
            (Some(id), Some(copil), Some(nume)) => Membership {
                id: id.to_string(),
                nume: nume.to_string(),
                copil,
            },
            _ => Membership {
                id: String::new(),
                nume: String::new(),
                copil: 0,
            },
        })
    }
}

/// The device's storage: its children and, for the child playing now,
/// everything the app keeps.
///
/// ```
/// use storage::{Device, Memory};
/// let device = Device::new(Memory::default());
/// let (_, first) = device.current();
/// assert_eq!(first.nume, "Copilul 1");
/// let ana = device.add_child("  Ana ", "urs").unwrap();
/// device.choose(ana).unwrap();
/// assert_eq!(device.current().1.nume, "Ana");
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Device<S: Store> {
    store: S,
    /// The child this device's pages write for, whoever another tab chose
    /// since ([`Device::for_child`]); `None` follows the stored choice.
    pinned: Option<ChildId>,
}

impl Device<Browser> {
    /// The browser's storage, with the first storage's data moved in: made
    /// once, at the app's root, and given to the pages (the teacher's wasm
    /// makes its own).
    pub fn browser() -> Device<Browser> {
        let device = Device::new(Browser);
        device.migrate();
        device
    }
}

/// What a child chose on a game page and finds there again: the lens
/// ("👓"), the sounds (🔊/🔇) and the level last chosen in that game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Preferences {
    pub lens: bool,
    pub sound: bool,
    /// `None` until a level is chosen in the game.
    pub level: Option<Level>,
}

impl<S: Store> Device<S> {
    /// The device of `store` (nothing is written until needed).
    pub fn new(store: S) -> Device<S> {
        Device {
            store,
            pinned: None,
        }
    }

    /// The same storage, writing for `id` only: a page saves under the
    /// child it showed, even when another tab of the device chose another
    /// child meanwhile, and refuses to write for a child deleted since.
    pub fn for_child(self, id: ChildId) -> Device<S> {
        Device {
            pinned: Some(id),
            ..self
        }
    }

    /// [`Device::for_child`] of the child playing now.
    pub fn for_current(self) -> Device<S> {
        let id = self.current_id();
        self.for_child(id)
    }

    /// Whether the child of [`Device::current_id`] is still on the device
    /// (another tab may have deleted them); a blocked storage still plays.
    pub fn child_exists(&self) -> bool {
        let id = self.current_id();
        !self.is_available()
            || self.child(id).is_some()
            // The first child of a device whose quota was full from the start.
            || (id == ChildId(1) && self.store.raw(LAST_ID).is_none() && self.children().is_empty())
    }

    /// Writes `value` under the child's own key `key(id)`, if the child is
    /// still on the device.
    fn set_own<T: Serialize + ?Sized>(
        &self,
        key: impl FnOnce(ChildId) -> String,
        value: &T,
    ) -> Result<(), Unavailable> {
        self.store.set(&key(self.writable()?), value)
    }

    /// Refuses a write for a child that is no longer on the device.
    fn writable(&self) -> Result<ChildId, Unavailable> {
        if self.child_exists() {
            Ok(self.current_id())
        } else {
            Err(Unavailable)
        }
    }

    /// The store beneath (for tests that look at its keys).
    pub fn store(&self) -> &S {
        &self.store
    }

    /// Whether the browser keeps anything at all.
    pub fn is_available(&self) -> bool {
        self.store.keys(CURRENT).is_ok()
    }

    // --- Children ---

    /// Every child of the device, in the order they were added.
    pub fn children(&self) -> Vec<(ChildId, Child)> {
        let prefix = format!("{ROOT}profil/");
        let mut children: Vec<(ChildId, Child)> = self
            .store
            .keys(&prefix)
            .unwrap_or_default()
            .iter()
            .filter_map(|k| {
                let id = ChildId(k.strip_prefix(&prefix)?.parse().ok()?);
                Some((id, readable(id, self.store.get::<Child>(k).ok()??)))
            })
            .collect();
        engine::sort_small_by_key(&mut children, |(id, _)| *id);
        children
    }

    /// The child playing now. A first visit gets a default child at once
    /// ("Copilul 1"), so a single user never has to create anything; a
    /// blocked storage plays as that child without keeping it.
    pub fn current(&self) -> (ChildId, Child) {
        if let Some(id) = self.pinned {
            return (id, self.child(id).unwrap_or_else(|| default_child(id)));
        }
        let children = self.children();
        let chosen = self.store.get::<u32>(CURRENT).ok().flatten().map(ChildId);
        if let Some(found) = children
            .iter()
            .find(|(id, _)| Some(*id) == chosen)
            .or(children.first())
        {
            return found.clone();
        }
        let id = self.default_child();
        (id, self.child(id).unwrap_or_else(|| default_child(id)))
    }

    /// The id of the child playing now (the pinned one, if any).
    pub fn current_id(&self) -> ChildId {
        self.current().0
    }

    fn child(&self, id: ChildId) -> Option<Child> {
        let stored = self.store.get(&profile_key(id)).ok().flatten()?;
        Some(readable(id, stored))
    }

    /// The first child, made if the device has none.
    fn default_child(&self) -> ChildId {
        if let Some((id, _)) = self.children().first() {
            return *id;
        }
        // The device's first child is 1; after every child was deleted, the
        // next id (never one given before).
        let id = ChildId(self.last_id().saturating_add(1));
        // Refused, the child still plays as this one: `current` falls back to it.
        let _ = self.store.set(&profile_key(id), &default_child(id));
        let _ = self.store.set(CURRENT, &id.0);
        id
    }

    /// Keeps `id` as the highest given, if it is; refused, the ids made
    /// later still skip it while the child or their data exists.
    fn note_id(&self, id: ChildId) {
        if id.0 > self.last_id() {
            let _ = self.store.set(LAST_ID, &id.0);
        }
    }

    fn last_id(&self) -> u32 {
        self.store.get::<u32>(LAST_ID).ok().flatten().unwrap_or(0)
    }

    /// An id never given before on this device: a stale tab may still
    /// write for a child deleted since, and a new child must not inherit it.
    fn next_id(&self) -> ChildId {
        let last = self.last_id();
        let mut id = ChildId(
            self.children()
                .last()
                .map_or(0, |(id, _)| id.0)
                .max(last)
                .saturating_add(1),
        );
        while !self
            .store
            .keys(&data_prefix(id))
            .unwrap_or_default()
            .is_empty()
        {
            id.0 = id.0.saturating_add(1);
        }
        id
    }

    /// Makes `id` the child playing now; refused, the child playing stays.
    pub fn choose(&self, id: ChildId) -> Result<(), Unavailable> {
        self.store.set(CURRENT, &id.0)
    }

    /// A name checked against the other children's of the same class
    /// (`class`: its id; `None`, the children of no class): two classes
    /// may each have an „Andrei”. `except` may keep its own.
    fn checked_name(
        &self,
        name: &str,
        except: Option<ChildId>,
        class: Option<&str>,
    ) -> Result<String, NameError> {
        let name = name_rule(name)?;
        if let Some((_, other)) = self.children().into_iter().find(|(id, c)| {
            Some(*id) != except
                && c.clasa.as_ref().map(|m| &*m.id) == class
                && same_name(&c.nume, &name)
        }) {
            return Err(NameError::Taken(other.nume));
        }
        Ok(name)
    }

    /// Adds a child; it does not become the current one.
    pub fn add_child(&self, name: &str, avatar: &str) -> Result<ChildId, NameError> {
        // Keep the default child if the device had none yet: it exists for
        // the one who played first (and its name is taken).
        self.default_child();
        let nume = self.checked_name(name, None, None)?;
        let id = self.next_id();
        let child = Child {
            nume,
            avatar: avatar.to_string(),
            clasa: None,
        };
        self.store
            .set(&profile_key(id), &child)
            .map_err(|_| NameError::Unavailable)?;
        self.note_id(id);
        Ok(id)
    }

    /// Gives a child a new name and avatar.
    /// A child deleted meanwhile (in another tab) is not made again.
    pub fn rename_child(&self, id: ChildId, name: &str, avatar: &str) -> Result<(), NameError> {
        if self.is_available() && self.child(id).is_none() {
            return Err(NameError::Gone);
        }
        let clasa = self.child(id).and_then(|c| c.clasa);
        let nume = self.checked_name(name, Some(id), clasa.as_ref().map(|m| &*m.id))?;
        let child = Child {
            nume,
            avatar: avatar.to_string(),
            clasa,
        };
        self.store
            .set(&profile_key(id), &child)
            .map_err(|_| NameError::Unavailable)
    }

    /// Deletes a child and everything kept for them; the other children's
    /// data stays. If it was the current child, the first left plays next
    /// (a new default child if none is left).
    pub fn delete_child(&self, id: ChildId) {
        // Its id is never given again (a device of an older version has no
        // highest id kept yet).
        self.note_id(id);
        for key in self.store.keys(&data_prefix(id)).unwrap_or_default() {
            self.store.delete(&key);
        }
        self.store.delete(&profile_key(id));
        let left = self.children();
        if let Some((first, _)) = left.first()
            && !left.iter().any(|(c, _)| Some(*c) == self.chosen())
        {
            // Refused, `current` falls back to the first child all the same.
            let _ = self.choose(*first);
        }
    }

    fn chosen(&self) -> Option<ChildId> {
        self.store.get::<u32>(CURRENT).ok().flatten().map(ChildId)
    }

    /// The child of this name, if the device has one.
    pub fn child_named(&self, name: &str) -> Option<ChildId> {
        self.children()
            .into_iter()
            .find(|(_, c)| same_name(&c.nume, name))
            .map(|(id, _)| id)
    }

    // --- Matches ---

    /// Every readable match of the current child, oldest first.
    pub fn load(&self) -> Result<Vec<MatchRecord>, Unavailable> {
        self.load_of(self.current_id())
    }

    /// Every readable match of a child, oldest first, with its key.
    fn kept(&self, id: ChildId) -> Result<Vec<(String, MatchRecord)>, Unavailable> {
        let mut kept: Vec<(String, MatchRecord)> = self
            .store
            .keys(&matches_prefix(id))?
            .into_iter()
            .filter_map(|k| {
                let r = self.store.get::<StoredMatch>(&k).ok()??.record()?;
                Some((k, r))
            })
            .collect();
        engine::sort_small_by_key(&mut kept, |(_, r)| r.time_ms);
        Ok(kept)
    }

    /// Every readable match of a child, oldest first.
    pub fn load_of(&self, id: ChildId) -> Result<Vec<MatchRecord>, Unavailable> {
        Ok(self.kept(id)?.into_iter().map(|(_, r)| r).collect())
    }

    /// Saves a finished match for the current child. A full quota first
    /// loses interrupted matches (of any child, in the storage's order),
    /// one at a time until it fits, never a finished match; if it still
    /// refuses, the match is kept for the session, so the results page and
    /// the file have it.
    pub fn save(&self, m: &Match) -> Saved {
        MatchRecord::of(m, clock::now_ms() as u64).map_or(Saved::Kept, |r| self.save_record(r))
    }

    /// [`Device::save`] of a match's record: the match just finished is
    /// never the one the [`KEEP`] rule drops. Matches kept only in memory
    /// before (a full quota) are written first, now that there may be room.
    pub fn save_record(&self, record: MatchRecord) -> Saved {
        let Ok(id) = self.writable() else {
            return Saved::ChildGone;
        };
        self.store.persist_session();
        let mut interrupted = self
            .store
            .keys(ROOT)
            .unwrap_or_default()
            .into_iter()
            .filter(|k| k.contains("/partida/"));
        let now = record.time_ms;
        loop {
            match self.add(id, std::slice::from_ref(&record), Some(&record), now) {
                Ok(added) if added.refused == 0 => {
                    // Written, but an earlier match may still be in memory only.
                    return if self.store.persist_session() {
                        Saved::Kept
                    } else {
                        Saved::ForSession
                    };
                }
                Ok(_) => {}
                Err(_) if !self.is_available() => {
                    // A storage that refuses everything (a class website's
                    // frame): this visit's matches stay in memory, for its
                    // hand-in ([`session_records`]).
                    self.keep_in_session(id, &record);
                    return Saved::Refused;
                }
                Err(_) => {}
            }
            match interrupted.next() {
                Some(key) => self.store.delete(&key),
                None => break,
            }
        }
        self.keep_in_session(id, &record);
        Saved::ForSession
    }

    /// Keeps a finished match in this page's memory only.
    fn keep_in_session(&self, id: ChildId, record: &MatchRecord) {
        self.store.keep_for_session(
            &format!("{}{}", matches_prefix(id), record.time_ms),
            &StoredMatch::of(record, clock::utc_offset_minutes(record.time_ms)),
        );
    }

    /// Whether a finished match is kept only until the page closes (the
    /// quota refused it, and no later save found room for it).
    pub fn unsaved(&self) -> bool {
        !self.store.persist_session()
    }

    /// Adds matches to a child's, skipping those already kept (the same
    /// game, mode and moment) and those dated more than
    /// [`FUTURE_MARGIN_MS`] after `now_ms` (a wrong clock, a hand-made
    /// file), and keeps the newest [`KEEP`]. A match dated in the future
    /// that is already kept goes before any other. On a refusal (a full
    /// quota) nothing kept is lost: [`Added::refused`] says how many new
    /// matches did not fit.
    pub fn add_records(
        &self,
        id: ChildId,
        records: &[MatchRecord],
        now_ms: u64,
    ) -> Result<Added, Unavailable> {
        self.add(id, records, None, now_ms)
    }

    /// [`Device::add_records`], `protect` never dropped (the match just
    /// finished).
    fn add(
        &self,
        id: ChildId,
        records: &[MatchRecord],
        protect: Option<&MatchRecord>,
        now_ms: u64,
    ) -> Result<Added, Unavailable> {
        let latest = now_ms.saturating_add(FUTURE_MARGIN_MS);
        let kept = self.kept(id)?;
        let mut result = Added::default();
        let mut fresh: Vec<&MatchRecord> = Vec::new();
        for r in records {
            if !is(protect, r) && r.time_ms > latest {
                result.future += 1;
            } else {
                fresh.push(r);
            }
        }
        engine::sort_small_by_key(&mut fresh, |r| r.time_ms);
        // Both lists by time: a match kept twice has the same moment, so
        // each is looked up among the few of its moment only.
        let mut new: Vec<&MatchRecord> = Vec::new();
        for r in fresh {
            let at = kept.partition_point(|(_, k)| k.time_ms < r.time_ms);
            let twice = kept[at..]
                .iter()
                .take_while(|(_, k)| k.time_ms == r.time_ms)
                .any(|(_, k)| k.same_match(r))
                || new
                    .iter()
                    .rev()
                    .take_while(|k| k.time_ms == r.time_ms)
                    .any(|k| k.same_match(r));
            if twice {
                result.already += 1;
            } else {
                new.push(r);
            }
        }
        // The order of going: dated in the future first, then the oldest;
        // the match just finished last of all.
        let rank = |r: &MatchRecord| {
            let kept_first = if is(protect, r) {
                2
            } else {
                u8::from(r.time_ms <= latest)
            };
            (kept_first, r.time_ms)
        };
        let mut all: Vec<(Option<&str>, &MatchRecord)> = kept
            .iter()
            .map(|(k, r)| (Some(k.as_str()), r))
            .chain(new.into_iter().map(|r| (None, r)))
            .collect();
        engine::sort_small_by_key(&mut all, |(_, r)| rank(r));
        let over = all.len().saturating_sub(KEEP);
        let (going, staying) = all.split_at(over);
        // Kept matches that go make room for the new ones, one by one, when
        // the quota refuses: never more than the new ones written.
        let mut room = going.iter().filter_map(|(k, _)| *k);
        let mut stored = kept.len();
        for (_, r) in staying.iter().rev().filter(|(k, _)| k.is_none()) {
            loop {
                if self.write_match(id, r).is_ok() {
                    result.added += 1;
                    stored += 1;
                    break;
                }
                match room.next() {
                    Some(key) => {
                        self.store.delete(key);
                        stored -= 1;
                    }
                    None => {
                        result.refused += 1;
                        break;
                    }
                }
            }
        }
        for key in room {
            if stored <= KEEP {
                break;
            }
            self.store.delete(key);
            stored -= 1;
        }
        result.dropped = over;
        Ok(result)
    }

    /// Writes one match under a key of its own; another match of the same
    /// millisecond (a merged file) gets a suffix.
    fn write_match(&self, id: ChildId, r: &MatchRecord) -> Result<(), Unavailable> {
        let base = format!("{}{}", matches_prefix(id), r.time_ms);
        let keys = self.store.keys(&base)?;
        let key = (1..)
            .map(|n| {
                if n == 1 {
                    base.clone()
                } else {
                    format!("{base}-{n}")
                }
            })
            .find(|k| !keys.contains(k))
            .unwrap_or(base);
        self.store.set(
            &key,
            &StoredMatch::of(r, clock::utc_offset_minutes(r.time_ms)),
        )
    }

    /// Forgets one game's matches, the exercises, or everything of the
    /// current child (an unreadable record only with everything).
    pub fn reset(&self, forget: Forget) -> Result<(), Unavailable> {
        let id = self.writable()?;
        for key in self.store.keys(&matches_prefix(id))? {
            let record = self
                .store
                .get::<StoredMatch>(&key)
                .ok()
                .flatten()
                .and_then(|s| s.record());
            if forget.forgets(record.as_ref()) {
                self.store.delete(&key);
            }
        }
        Ok(())
    }

    // --- The interrupted match and the preferences ---

    /// Keeps the current child's match in progress, after every move, so a
    /// reload loses nothing.
    pub fn save_current(&self, m: &Match) -> Result<(), Unavailable> {
        self.store.set(
            &current_match_key(self.writable()?, m.variant),
            &m.to_record(),
        )
    }

    /// The current child's interrupted match of this game, if one with
    /// moves was kept and still reads.
    pub fn load_current(&self, variant: Variant) -> Option<Match> {
        let key = current_match_key(self.current_id(), variant);
        let text: String = self.store.get(&key).ok()??;
        Match::from_record(variant, &text)
            .filter(|m| m.phase() != Phase::MatchOver)
            .filter(|m| m.round() > 0 || !m.moves().is_empty())
    }

    /// Forgets the current child's match in progress of this game.
    pub fn clear_current(&self, variant: Variant) {
        self.store
            .delete(&current_match_key(self.current_id(), variant));
    }

    /// Whether the current child left the lens ("👓") on (off when unknown).
    pub fn lens_on(&self) -> bool {
        self.store
            .get::<bool>(&lens_key(self.current_id()))
            .ok()
            .flatten()
            .unwrap_or(false)
    }

    /// Remembers the lens's switch.
    pub fn set_lens_on(&self, on: bool) {
        // Refused, it is only forgotten by the next visit (the game page says once that nothing is kept).
        let _ = self.set_own(lens_key, &on);
    }

    /// Whether the current child's sounds are on (on when unknown).
    pub fn sound_on(&self) -> bool {
        self.store
            .get::<bool>(&sound_key(self.current_id()))
            .ok()
            .flatten()
            .unwrap_or(true)
    }

    /// Remembers the sound's switch (🔊/🔇).
    pub fn set_sound_on(&self, on: bool) {
        // Refused, it is only forgotten by the next visit (the game page says once that nothing is kept).
        let _ = self.set_own(sound_key, &on);
    }

    /// The current child's preferences on the page of `variant`.
    pub fn preferences(&self, variant: Variant) -> Preferences {
        Preferences {
            lens: self.lens_on(),
            sound: self.sound_on(),
            level: self.level(variant),
        }
    }

    /// Remembers the preferences on the page of `variant` (a level only
    /// once one was chosen); a refusing browser only forgets them.
    pub fn save_preferences(&self, variant: Variant, p: &Preferences) {
        self.set_lens_on(p.lens);
        self.set_sound_on(p.sound);
        if let Some(level) = p.level {
            self.set_level(variant, level);
        }
    }

    /// The level the current child last chose in this game.
    pub fn level(&self, variant: Variant) -> Option<Level> {
        let n: u8 = self
            .store
            .get(&level_key(self.current_id(), variant))
            .ok()??;
        stored::level_of(n)
    }

    /// Remembers the level chosen in this game.
    pub fn set_level(&self, variant: Variant, level: Level) {
        // Refused, it is only forgotten by the next visit (the game page says once that nothing is kept).
        let _ = self.set_own(|id| level_key(id, variant), &level.number());
    }

    // --- Puzzles ---

    /// The stars of the child `id` (nothing when unreadable).
    pub fn puzzle_stars_of(&self, id: ChildId) -> PuzzleStars {
        let text = self.store.raw(&puzzles_key(id)).unwrap_or_default();
        PuzzleStars::from_json(&text).0
    }

    /// Writes a child's stars as their JSON object.
    fn set_puzzle_stars(&self, id: ChildId, stars: &PuzzleStars) -> Result<(), Unavailable> {
        self.store.set_raw(&puzzles_key(id), stars.to_json())
    }

    /// The current child's stars.
    pub fn puzzle_stars(&self) -> PuzzleStars {
        self.puzzle_stars_of(self.current_id())
    }

    /// The puzzles the child `id` failed and has not solved since.
    pub fn puzzle_misses_of(&self, id: ChildId) -> PuzzleMisses {
        PuzzleMisses::from_text(&self.store.raw(&misses_key(id)).unwrap_or_default())
    }

    /// The current child's missed puzzles.
    pub fn puzzle_misses(&self) -> PuzzleMisses {
        self.puzzle_misses_of(self.current_id())
    }

    /// The last day (since 1970) the child `id` solved or tried a puzzle
    /// or played a series' position (matches keep their own time).
    pub fn last_active_of(&self, id: ChildId) -> Option<u32> {
        self.store.get::<u32>(&active_key(id)).ok().flatten()
    }

    /// Notes that the current child did something today.
    fn note_active(&self) {
        let day = u32::try_from(clock::now_ms() as u64 / 86_400_000).unwrap_or(u32::MAX);
        if let Ok(id) = self.writable()
            && self.last_active_of(id) < Some(day)
        {
            let _ = self.store.set(&active_key(id), &day);
        }
    }

    /// A try at puzzle `id` went wrong, first at `first_wrong` (`g3f4`).
    pub fn record_miss(&self, id: &str, first_wrong: &str) -> Result<(), Unavailable> {
        self.note_active();
        let mut kept = self.puzzle_misses();
        kept.missed(id, first_wrong);
        self.store
            .set_raw(&misses_key(self.writable()?), kept.to_text())
    }

    /// Keeps a solved puzzle's stars for the current child (the best of
    /// all tries); `Ok(false)` when an earlier solve was as good. A solved
    /// puzzle is no longer a miss.
    pub fn record_puzzle(&self, id: &str, stars: u8) -> Result<bool, Unavailable> {
        self.note_active();
        let mut misses = self.puzzle_misses();
        if misses.solved(id) {
            let _ = self
                .store
                .set_raw(&misses_key(self.writable()?), misses.to_text());
        }
        let mut kept = self.puzzle_stars();
        if !kept.improve(id, stars) {
            return Ok(false);
        }
        self.set_puzzle_stars(self.writable()?, &kept)
            .map(|()| true)
    }

    // --- The teacher's signature ---

    /// The teacher's signature for diplomas (empty until typed).
    pub fn signature(&self) -> Signature {
        self.store
            .get(SIGNATURE_KEY)
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// Keeps the teacher's signature in this browser.
    pub fn keep_signature(&self, signature: &Signature) -> Result<(), Unavailable> {
        self.store.set(SIGNATURE_KEY, signature)
    }

    // --- The teacher's series ---

    /// The series the child `id` opened (nothing when unreadable).
    pub fn series_of(&self, id: ChildId) -> Vec<SeriesProgress> {
        let text = self.store.get::<String>(&series_key(id));
        series_of_text(&text.ok().flatten().unwrap_or_default())
    }

    /// The current child's series.
    pub fn series(&self) -> Vec<SeriesProgress> {
        self.series_of(self.current_id())
    }

    /// The series of a link, as the current child has played it: kept
    /// (new) the first time it opens. A refusing storage still shows it.
    pub fn open_series(&self, series: SeriesProgress) -> SeriesProgress {
        let mut kept = self.series();
        if let Some(s) = kept.iter().find(|s| s.id == series.id) {
            return s.clone();
        }
        kept.push(series.clone());
        let _ = self.set_own(series_key, &text_of_series(&kept));
        series
    }

    /// Keeps the result of position `step` (from 1) of series `id` for
    /// the current child, if better than the one kept; the series. `Err`
    /// also for a series the child never opened, or no such position.
    pub fn record_series(
        &self,
        id: &str,
        step: u8,
        result: SeriesResult,
        goal_met: bool,
    ) -> Result<SeriesProgress, Unavailable> {
        let mut kept = self.series();
        let s = kept.iter_mut().find(|s| s.id == id).ok_or(Unavailable)?;
        let i = usize::from(step).checked_sub(1).ok_or(Unavailable)?;
        if i >= s.positions() {
            return Err(Unavailable);
        }
        s.improve(i, result, goal_met);
        let s = s.clone();
        self.note_active();
        self.set_own(series_key, &text_of_series(&kept))?;
        Ok(s)
    }

    // --- The first storage ---

    /// Moves the first storage's results (`sah-in-joaca/v1/meciuri`), its
    /// interrupted matches and its lens into the default child, leaving the
    /// v1 keys as they were. It runs again only when the v1 data changed
    /// (an older copy of the app still open in a tab), and never adds a
    /// match twice. A move the browser refuses in part is undone and tried
    /// again at the next start.
    pub fn migrate(&self) {
        let mut old = self.store.raw(V1_KEY).unwrap_or_default();
        let interrupted: Vec<(Variant, String)> = Variant::ALL
            .into_iter()
            .filter_map(|v| Some((v, self.store.raw(&v1_match_key(v))?)))
            .collect();
        let lens = self.store.raw(V1_LENS);
        if old.is_empty() && interrupted.is_empty() && lens.is_none() {
            return;
        }
        for (_, text) in &interrupted {
            old.push('\n');
            old.push_str(text);
        }
        old.push_str(lens.as_deref().unwrap_or(""));
        let mark = fnv1a(&old);
        if self.store.get::<u64>(MOVED_FROM_V1).ok().flatten() == Some(mark) {
            return;
        }
        let id = self.default_child();
        let records = decode_all(&self.store.raw(V1_KEY).unwrap_or_default());
        // The first storage's dates are not checked: no file, the device's own clock.
        if self.add_records(id, &records, u64::MAX).is_err() {
            return; // tried again at the next start
        }
        // The keys written now, tried at least (the child had none of them).
        let mut written = Vec::new();
        let mut refused = false;
        for (variant, text) in interrupted {
            let key = current_match_key(id, variant);
            if self.store.get::<String>(&key).ok().flatten().is_none() {
                refused |= self.store.set(&key, &text).is_err();
                written.push(key);
            }
        }
        if let Some(on) = lens
            && self
                .store
                .get::<bool>(&lens_key(id))
                .ok()
                .flatten()
                .is_none()
        {
            refused |= self.store.set(&lens_key(id), &(on == "1")).is_err();
        }
        if refused || self.store.set(MOVED_FROM_V1, &mark).is_err() {
            // Without the mark the move runs again: a match copied now, then
            // finished, would come back. The matches added stay (never twice).
            for key in written {
                self.store.delete(&key);
            }
        }
    }
}

/// The child made when a device has none, whatever its id: "Copilul 1".
/// A stored child as the app shows it: a name edited by hand follows the
/// name rule (a 100 KB name must not widen the header), cut to
/// [`NAME_MAX`] letters, or the default name if nothing is left of it.
fn readable(id: ChildId, mut child: Child) -> Child {
    child.clasa = child.clasa.filter(|m| !m.id.is_empty());
    let name = clean_name(&child.nume);
    child.nume = match name.chars().count() {
        0 => words::storage::default_child_name(id.0),
        n if n > NAME_MAX => name
            .chars()
            .take(NAME_MAX)
            .collect::<String>()
            .trim_end()
            .to_string(),
        _ => name,
    };
    child
}

fn default_child(_: ChildId) -> Child {
    Child {
        nume: words::storage::default_child_name(1),
        avatar: String::new(),
        clasa: None,
    }
}

fn profile_key(id: ChildId) -> String {
    format!("{ROOT}profil/{}", id.0)
}

/// The teacher's signature on diplomas, kept for the device.
const SIGNATURE_KEY: &str = "sah-in-joaca/v2/profesor";

/// The key of a child's `what` (`meci/`, `ochelari`…); `""` gives the
/// prefix of everything the child has.
fn child_key(id: ChildId, what: &str) -> String {
    format!("{ROOT}copil/{}/{what}", id.0)
}

fn data_prefix(id: ChildId) -> String {
    child_key(id, "")
}

fn matches_prefix(id: ChildId) -> String {
    child_key(id, "meci/")
}

/// The key of a child's `what` in one game (`partida/`, `nivel/`).
fn game_key(id: ChildId, what: &str, variant: Variant) -> String {
    child_key(id, &format!("{what}{}", variant.info().slug))
}

fn current_match_key(id: ChildId, variant: Variant) -> String {
    game_key(id, "partida/", variant)
}

fn puzzles_key(id: ChildId) -> String {
    child_key(id, "probleme")
}

fn misses_key(id: ChildId) -> String {
    child_key(id, "probleme-gresite")
}

fn series_key(id: ChildId) -> String {
    child_key(id, "serii")
}

fn active_key(id: ChildId) -> String {
    child_key(id, "activ")
}

fn lens_key(id: ChildId) -> String {
    child_key(id, "ochelari")
}

fn sound_key(id: ChildId) -> String {
    child_key(id, "sunet")
}

fn level_key(id: ChildId, variant: Variant) -> String {
    game_key(id, "nivel/", variant)
}

fn v1_match_key(variant: Variant) -> String {
    format!("{V1_MATCH}{}", variant.info().slug)
}

/// A short fingerprint of a text (FNV-1a, 64 bits).
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether `r` is the very record `protect` (not an equal one: cheaper).
fn is(protect: Option<&MatchRecord>, r: &MatchRecord) -> bool {
    protect.is_some_and(|p| std::ptr::eq(p, r))
}

/// Where a finished match went ([`Device::save`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Saved {
    /// Kept (or nothing to keep).
    Kept,
    /// The quota refused it (or an earlier one): kept until the page closes.
    ForSession,
    /// The child the page showed is no longer on the device (deleted in
    /// another tab): nothing is written for them.
    ChildGone,
    /// The browser keeps nothing.
    Refused,
}

/// What adding matches to a child's did ([`Device::add_records`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Added {
    /// New matches kept.
    pub added: usize,
    /// Matches that were already kept (or twice in the list).
    pub already: usize,
    /// Matches not kept, the oldest, new or kept before: a child keeps the newest [`KEEP`].
    pub dropped: usize,
    /// New matches the storage refused (a full quota).
    pub refused: usize,
    /// Matches dated more than [`FUTURE_MARGIN_MS`] after now, not added.
    pub future: usize,
}

/// How far after now a match may be dated: a clock a little off, a day
/// at most. Later, the date is a wrong clock's or a made-up file's.
pub const FUTURE_MARGIN_MS: u64 = 24 * 60 * 60 * 1000;

/// What loading a results file did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Imported {
    /// The child the matches went to, and their name on this device.
    pub child: ChildId,
    pub name: String,
    /// How many were added, already there, and not kept.
    pub added: Added,
    /// How many puzzles' stars the file made better.
    pub puzzles: u32,
    /// Whether the quota refused part of the file (what fitted is kept).
    pub full: bool,
}

impl<S: Store> Device<S> {
    /// Loads a child's results file: into the child of the file's name, made
    /// if the device has none, without duplicates and without matches dated
    /// after `now_ms` (see [`Device::add_records`]), each puzzle's best stars
    /// kept. Who plays does not change. A full quota keeps what fitted
    /// ([`Imported::full`]); a child made for the file and given nothing is
    /// taken away again.
    pub fn import(&self, file: &file::ChildResults, now_ms: u64) -> Result<Imported, Unavailable> {
        // A device's first child exists before any other (a file of its name goes to it).
        self.default_child();
        let (child, made) = match self.child_named(&file.name) {
            Some(id) => (id, false),
            None => (
                self.add_child(&file.name, &file.avatar)
                    .map_err(|_| Unavailable)?,
                true,
            ),
        };
        let added = self.add_records(child, &file.matches, now_ms);
        let mut full = !matches!(added, Ok(a) if a.refused == 0);
        let mut series = self.series_of(child);
        if merge_series(&mut series, &file.series) {
            full |= self
                .store
                .set(&series_key(child), &text_of_series(&series))
                .is_err();
        }
        let mut stars = self.puzzle_stars_of(child);
        let mut puzzles = stars.merge(&file.puzzles);
        if puzzles > 0 && self.set_puzzle_stars(child, &stars).is_err() {
            full = true;
            puzzles = 0;
        }
        let added = added.unwrap_or_default();
        if made && added.added == 0 && full {
            self.delete_child(child);
            return Err(Unavailable);
        }
        Ok(Imported {
            child,
            name: self
                .child(child)
                .map_or_else(|| file.name.clone(), |c| c.nume),
            added,
            puzzles,
            full,
        })
    }
}

/// The matches a page kept in its memory only ([`Browser::session_values`]:
/// key, JSON text, … each ended by a NUL), oldest first: what a visit to a
/// class website's frame, whose storage refuses everything, hands in.
pub fn session_records(values: &str) -> Vec<MatchRecord> {
    let parts: Vec<&str> = values.split('\0').collect();
    let mut records: Vec<MatchRecord> = parts
        .chunks_exact(2)
        .filter(|pair| pair[0].contains("/meci/"))
        .filter_map(|pair| serde_json::from_str::<StoredMatch>(pair[1]).ok()?.record())
        .collect();
    engine::sort_small_by_key(&mut records, |r| r.time_ms);
    records
}

#[cfg(test)]
mod session_tests {
    use super::*;
    use crate::record::tests::helped_mate;

    #[test]
    fn a_pages_memory_gives_back_its_matches_only() {
        let mate = helped_mate();
        let mut later = helped_mate();
        later.time_ms += 60_000;
        let json = |r: &MatchRecord| serde_json::to_string(&StoredMatch::of(r, 0)).unwrap();
        let values = format!(
            "sah-in-joaca/v2/copil/1/meci/{}\0{}\0sah-in-joaca/v2/copil/1/ochelari\0true\0sah-in-joaca/v2/copil/1/meci/{}\0{}\0sah-in-joaca/v2/copil/1/meci/9\0{{stricat\0",
            later.time_ms,
            json(&later),
            mate.time_ms,
            json(&mate)
        );
        assert_eq!(session_records(&values), [mate, later]);
        assert!(session_records("").is_empty());
    }
}
