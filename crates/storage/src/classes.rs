//! The teacher's classes, kept in the teacher's browser: each class under
//! a key of its own (`sah-in-joaca/v2/clase/<id>`), the one shown last,
//! and the parts of hand-ins still waiting for the others.
//!
//! Every change reads what is kept now, changes it and keeps it
//! ([`Device::change_class`]): another tab may have added to the class
//! since a page read it, and no page writes its older copy back.

use crate::class::Class;
use crate::{Device, Store, Unavailable, handin};

/// Each class, by its id.
const CLASSES: &str = "sah-in-joaca/v2/clase/";
/// The one class of an earlier version, moved under [`CLASSES`] when read.
const OLD_CLASS_KEY: &str = "sah-in-joaca/v2/clasa";
/// The id of the class shown last (plain `#/clasa` shows it again).
const SHOWN_KEY: &str = "sah-in-joaca/v2/clasa-aratata";
/// The parts of hand-ins read and still waiting for the others.
const CLASS_PARTS_KEY: &str = "sah-in-joaca/v2/clasa-parti";

/// Why the class was not changed ([`Device::change_class`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClassRefused {
    /// Another tab began the class again: the class kept now.
    Replaced(Box<Class>),
    /// Another tab deleted the class.
    Gone,
    /// The browser did not keep the change (its storage is full or keeps
    /// nothing): the class as it is still kept.
    NotKept(Box<Class>),
}

/// The class a page shows ([`Device::shown_class`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shown {
    pub class: Class,
    /// Lines of the kept class that did not read.
    pub skipped: usize,
    /// The class asked for is not kept here (another one is shown).
    pub unknown: bool,
}

fn class_key(id: &str) -> String {
    format!("{CLASSES}{id}")
}

impl<S: Store> Device<S> {
    /// Every class kept in this browser, the oldest first (ids are the
    /// time they were made, in hexadecimal).
    pub fn classes(&self) -> Vec<Class> {
        self.move_old_class();
        let mut classes: Vec<Class> = self
            .store
            .keys(CLASSES)
            .unwrap_or_default()
            .iter()
            .filter_map(|k| {
                let (class, _) = Class::from_text(&self.store.raw(k)?);
                (!class.id.is_empty()).then_some(class)
            })
            .collect();
        engine::sort_small_by_key(&mut classes, |c| {
            (
                u64::from_str_radix(&c.id, 16).unwrap_or(u64::MAX),
                c.id.clone(),
            )
        });
        classes
    }

    /// The class of this id, and how many of its lines did not read.
    pub fn class_of(&self, id: &str) -> Option<(Class, usize)> {
        self.move_old_class();
        let text = self.store.raw(&class_key(id))?;
        let (mut class, skipped) = Class::from_text(&text);
        class.id = id.to_string();
        Some((class, skipped))
    }

    /// The class of an earlier version (one per browser, maybe without
    /// an id), moved under its own key; refused, it stays where it was.
    fn move_old_class(&self) {
        let Some(text) = self.store.raw(OLD_CLASS_KEY) else {
            return;
        };
        let (mut class, _) = Class::from_text(&text);
        if class.id.is_empty() {
            class.id = "0".to_string();
        }
        if class.name.is_empty() {
            class.name = words::classes::FIRST_CLASS_NAME.to_string();
        }
        if self.store.raw(&class_key(&class.id)).is_some() || self.keep_class(&class).is_ok() {
            self.store.delete(OLD_CLASS_KEY);
        }
    }

    fn keep_class(&self, class: &Class) -> Result<(), Unavailable> {
        self.store.set_raw(&class_key(&class.id), class.to_text())
    }

    /// The class a page shows: `wanted` if kept here, else the one shown
    /// last, else the first; a browser without any gets one, named
    /// `name` („Clasa mea”), made of `now_ms`. Remembered as shown last.
    pub fn shown_class(&self, wanted: Option<&str>, name: &str, now_ms: u64) -> Shown {
        let found = wanted.and_then(|id| self.class_of(id));
        let unknown = wanted.is_some() && found.is_none();
        let (class, skipped) = found.or_else(|| self.last_class()).unwrap_or_else(|| {
            let class = self
                .add_class(name, now_ms)
                .unwrap_or_else(|_| new_class(name, now_ms));
            (class, 0)
        });
        self.remember_shown(&class.id);
        Shown {
            class,
            skipped,
            unknown,
        }
    }

    /// The class shown last, else the first kept; `None` without classes.
    pub fn last_class(&self) -> Option<(Class, usize)> {
        let last = self.store.raw(SHOWN_KEY).and_then(|id| self.class_of(&id));
        last.or_else(|| {
            let class = self.classes().into_iter().next()?;
            self.class_of(&class.id)
        })
    }

    /// Notes the class shown last (plain `#/clasa` shows it again).
    pub fn remember_shown(&self, id: &str) {
        let _ = self.store.set_raw(SHOWN_KEY, id.to_string());
    }

    /// Makes a new, empty class named `name`; its id is made of `now_ms`.
    pub fn add_class(&self, name: &str, now_ms: u64) -> Result<Class, Unavailable> {
        let mut class = new_class(name, now_ms);
        while self.store.raw(&class_key(&class.id)).is_some() {
            class.id.push('a');
        }
        self.keep_class(&class)?;
        Ok(class)
    }

    /// Deletes a class and all it holds.
    pub fn delete_class(&self, id: &str) {
        self.store.delete(&class_key(id));
        if self.store.raw(SHOWN_KEY).as_deref() == Some(id) {
            self.store.delete(SHOWN_KEY);
        }
    }

    /// Changes a class: what is kept now is read, changed, and kept,
    /// never a page's older copy written back. `seen`: the class as the
    /// page shows it; if another tab began it again since, or deleted it,
    /// nothing is changed. On success, the class as kept now and what
    /// `change` answered.
    pub fn change_class<R>(
        &self,
        seen: &Class,
        change: impl FnOnce(&mut Class) -> R,
    ) -> Result<(Class, R), ClassRefused> {
        let Some((mut class, _)) = self.class_of(&seen.id) else {
            return Err(ClassRefused::Gone);
        };
        if class.round != seen.round {
            return Err(ClassRefused::Replaced(Box::new(class)));
        }
        let before = class.clone();
        let answer = change(&mut class);
        if class != before && self.keep_class(&class).is_err() {
            return Err(ClassRefused::NotKept(Box::new(before)));
        }
        Ok((class, answer))
    }

    /// Adds a class file's class: to the class of the same id if kept
    /// here, else as a new class. The class as kept now.
    pub fn import_class(&self, read: Class) -> Result<Class, Unavailable> {
        let mut class = match self.class_of(&read.id) {
            Some((kept, _)) => kept,
            None => Class {
                id: read.id.clone(),
                ..Class::default()
            },
        };
        class.absorb(read);
        self.keep_class(&class)?;
        Ok(class)
    }

    /// Reads a code into `parts` (the page's), with the parts another page
    /// of this browser read in the last [`handin::PARTS_WAIT_MS`]: a phone's
    /// camera opens each code of a hand-in as a page of its own. The parts
    /// still waiting are kept for the next page.
    pub fn read_code(
        &self,
        parts: &mut handin::Parts,
        code: &str,
        now_ms: u64,
    ) -> Result<handin::Progress, handin::CodeError> {
        let kept = self.store.raw(CLASS_PARTS_KEY).unwrap_or_default();
        parts.absorb(handin::Parts::from_text(&kept, now_ms));
        let progress = parts.add_at(code, now_ms);
        if parts.is_empty() {
            self.store.delete(CLASS_PARTS_KEY);
        } else {
            let _ = self.store.set_raw(CLASS_PARTS_KEY, parts.to_text());
        }
        progress
    }

    /// Whether a key of the browser's storage is a class's (another tab's
    /// `storage` event): a class, or the parts waiting.
    pub fn is_class_key(key: &str) -> bool {
        key.starts_with(CLASSES) || key == CLASS_PARTS_KEY
    }
}

/// A new class, not kept.
fn new_class(name: &str, now_ms: u64) -> Class {
    Class {
        id: format!("{now_ms:x}"),
        name: name.to_string(),
        ..Class::default()
    }
}
