//! Where values are kept: the browser's localStorage through gloo-storage,
//! or a map in memory for the native tests. Every value is a serde type,
//! written as JSON under its own key.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// Why nothing can be read or written: the browser refuses its storage
/// (private mode, a sandboxed iframe, a full quota for a write).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unavailable;

/// A key–value store of JSON values.
///
/// `get` tells a missing or unreadable value (`Ok(None)`: one bad record
/// never costs the others) from a storage that refuses (`Err`).
pub trait Store {
    /// The value of `key`, if it is there and reads as a `T`.
    fn get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, Unavailable>;
    /// Writes `value` under `key`; a refusal (a full quota) changes nothing.
    fn set<T: Serialize + ?Sized>(&self, key: &str, value: &T) -> Result<(), Unavailable>;
    /// Forgets `key`.
    fn delete(&self, key: &str);
    /// Every key that starts with `prefix`.
    fn keys(&self, prefix: &str) -> Result<Vec<String>, Unavailable>;
    /// A value as it is stored, not read as JSON (the first storage's lines).
    fn raw(&self, key: &str) -> Option<String>;
    /// Writes `text` under `key` as it is (a JSON text made by hand, as a
    /// child's puzzle stars); a refusal changes nothing.
    fn set_raw(&self, key: &str, text: String) -> Result<(), Unavailable>;
    /// Keeps `value` under `key` in memory until the page closes, for a
    /// value the quota refused (a finished match): `get`, `keys` and
    /// `delete` see it as if it were stored.
    fn keep_for_session<T: Serialize + ?Sized>(&self, key: &str, value: &T);
    /// Writes what [`Store::keep_for_session`] kept, each value the quota
    /// now takes; whether nothing is left in memory only.
    fn persist_session(&self) -> bool;
}

/// A store shared by reference (two devices, as two tabs, over one store).
impl<T: Store> Store for &T {
    fn get<V: DeserializeOwned>(&self, key: &str) -> Result<Option<V>, Unavailable> {
        (**self).get(key)
    }
    fn set<V: Serialize + ?Sized>(&self, key: &str, value: &V) -> Result<(), Unavailable> {
        (**self).set(key, value)
    }
    fn delete(&self, key: &str) {
        (**self).delete(key)
    }
    fn keys(&self, prefix: &str) -> Result<Vec<String>, Unavailable> {
        (**self).keys(prefix)
    }
    fn raw(&self, key: &str) -> Option<String> {
        (**self).raw(key)
    }
    fn set_raw(&self, key: &str, text: String) -> Result<(), Unavailable> {
        (**self).set_raw(key, text)
    }
    fn keep_for_session<V: Serialize + ?Sized>(&self, key: &str, value: &V) {
        (**self).keep_for_session(key, value)
    }
    fn persist_session(&self) -> bool {
        (**self).persist_session()
    }
}

/// Writes the session's values that `write` takes, keeping the others;
/// whether none is left.
fn persist(session: &Session, mut write: impl FnMut(&str, &str) -> bool) -> bool {
    session.borrow_mut().retain(|(k, t)| !write(k, t));
    session.borrow().is_empty()
}

/// The values kept for the session: keys and JSON texts (a few at most; a
/// plain list weighs less in the wasm than a map).
type Session = std::cell::RefCell<Vec<(String, String)>>;

fn session_set<T: Serialize + ?Sized>(session: &Session, key: &str, value: &T) {
    // As `Browser::set` serializes (`&T`): one copy of the code in the wasm.
    if let Ok(text) = serde_json::to_string(&value) {
        session_delete(session, key);
        session.borrow_mut().push((key.to_string(), text));
    }
}

/// The text kept for the session under `key`.
fn session_text(session: &Session, key: &str) -> Option<String> {
    let s = session.borrow();
    s.iter().find(|(k, _)| k == key).map(|(_, t)| t.clone())
}

fn session_delete(session: &Session, key: &str) {
    session.borrow_mut().retain(|(k, _)| k != key);
}

/// `stored` and the session's keys that start with `prefix`, each once.
fn with_session_keys(session: &Session, prefix: &str, mut stored: Vec<String>) -> Vec<String> {
    for (k, _) in session.borrow().iter() {
        if k.starts_with(prefix) && !stored.contains(k) {
            stored.push(k.clone());
        }
    }
    stored
}

/// The browser's localStorage, through gloo-storage.
///
/// gloo-storage throws into JavaScript when the browser has no storage to
/// give, so its availability is checked first, once per page, with web-sys
/// alone (the getter itself throws in a sandboxed iframe, and some
/// browsers' `getItem` throws). Reads, writes and deletions go through
/// web-sys too (gloo's own `get` and `delete` would throw on such a storage;
/// its `set` would add its error conversion to the wasm).
#[derive(Clone, Copy, Debug, Default)]
pub struct Browser;

#[cfg(target_arch = "wasm32")]
mod browser {
    use gloo_storage::{LocalStorage, Storage};

    use super::*;

    thread_local! {
        static AVAILABLE: bool = web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .is_some_and(|s| s.get_item("").is_ok());
        static SESSION: Session = Session::default();
    }

    fn available() -> Result<(), Unavailable> {
        AVAILABLE.with(|a| if *a { Ok(()) } else { Err(Unavailable) })
    }

    impl Browser {
        /// What this wasm keeps for the session, as one text: key, JSON
        /// text, key … each ended by a NUL (JSON escapes it, keys have none).
        /// The screens' wasm, which writes the results file, has its own
        /// memory: it takes them with [`Browser::adopt_session`], so a match
        /// kept only for the session is in the file too.
        pub fn session_values() -> String {
            let mut all = String::new();
            SESSION.with(|s| {
                for (k, t) in s.borrow().iter() {
                    for part in [k, t] {
                        all.push_str(part);
                        all.push('\0');
                    }
                }
            });
            all
        }

        /// Keeps `values` ([`Browser::session_values`] of the app's main
        /// wasm) for this wasm's session too.
        pub fn adopt_session(values: &str) {
            let parts: Vec<&str> = values.split('\0').collect();
            SESSION.with(|s| {
                for pair in parts.chunks_exact(2) {
                    s.borrow_mut().retain(|(k, _)| k != pair[0]);
                    s.borrow_mut()
                        .push((pair[0].to_string(), pair[1].to_string()));
                }
            });
        }
    }

    /// The text under `key`, the session's first: not generic, so each
    /// `get` adds only its own parsing to the wasm.
    fn text(key: &str) -> Result<Option<String>, Unavailable> {
        available()?;
        match SESSION.with(|s| session_text(s, key)) {
            Some(text) => Ok(Some(text)),
            None => LocalStorage::raw().get_item(key).map_err(|_| Unavailable),
        }
    }

    /// Writes a value's text (not generic, as [`text`]).
    fn write(key: &str, text: Result<String, serde_json::Error>) -> Result<(), Unavailable> {
        available()?;
        let text = text.map_err(|_| Unavailable)?;
        LocalStorage::raw()
            .set_item(key, &text)
            .map_err(|_| Unavailable)
    }

    impl Store for Browser {
        fn get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, Unavailable> {
            Ok(text(key)?.and_then(|t| serde_json::from_str(&t).ok()))
        }

        fn set<T: Serialize + ?Sized>(&self, key: &str, value: &T) -> Result<(), Unavailable> {
            // Serialized as `session_set` does (`&T`): one copy of the code.
            write(key, serde_json::to_string(&value))
        }

        fn set_raw(&self, key: &str, text: String) -> Result<(), Unavailable> {
            write(key, Ok(text))
        }

        fn delete(&self, key: &str) {
            SESSION.with(|s| session_delete(s, key));
            if available().is_ok() {
                // It throws only on a storage that refuses everything, which `available` rules out.
                let _ = LocalStorage::raw().remove_item(key);
            }
        }

        fn keys(&self, prefix: &str) -> Result<Vec<String>, Unavailable> {
            available()?;
            let raw = LocalStorage::raw();
            let n = raw.length().map_err(|_| Unavailable)?;
            let stored = (0..n)
                .filter_map(|i| raw.key(i).ok().flatten())
                .filter(|k| k.starts_with(prefix))
                .collect();
            Ok(SESSION.with(|s| with_session_keys(s, prefix, stored)))
        }

        fn raw(&self, key: &str) -> Option<String> {
            // The first storage's keys, never among the session's.
            text(key).ok().flatten()
        }

        fn keep_for_session<T: Serialize + ?Sized>(&self, key: &str, value: &T) {
            SESSION.with(|s| session_set(s, key, value));
        }

        fn persist_session(&self) -> bool {
            SESSION.with(|s| persist(s, |k, t| write(k, Ok(t.to_string())).is_ok()))
        }
    }
}

/// Natively there is no browser: nothing is kept (the native tests use
/// [`Memory`]).
/// Natively the browser's storage has no session (the wasm's own does).
#[cfg(not(target_arch = "wasm32"))]
impl Browser {
    /// Nothing is kept for the session natively.
    pub fn session_values() -> String {
        String::new()
    }

    /// Natively there is no session to keep them in.
    pub fn adopt_session(_: &str) {}
}

#[cfg(not(target_arch = "wasm32"))]
impl Store for Browser {
    fn get<T: DeserializeOwned>(&self, _: &str) -> Result<Option<T>, Unavailable> {
        Err(Unavailable)
    }
    fn set<T: Serialize + ?Sized>(&self, _: &str, _: &T) -> Result<(), Unavailable> {
        Err(Unavailable)
    }
    fn set_raw(&self, _: &str, _: String) -> Result<(), Unavailable> {
        Err(Unavailable)
    }
    fn delete(&self, _: &str) {}
    fn keys(&self, _: &str) -> Result<Vec<String>, Unavailable> {
        Err(Unavailable)
    }
    fn raw(&self, _: &str) -> Option<String> {
        None
    }
    fn keep_for_session<T: Serialize + ?Sized>(&self, _: &str, _: &T) {}
    fn persist_session(&self) -> bool {
        true
    }
}

/// A store in memory, for the native tests: it can be told to refuse
/// (blocked storage) or to refuse writes only (a full quota).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Default)]
pub struct Memory {
    /// Every key and its text, as localStorage would hold them.
    pub values: std::cell::RefCell<std::collections::BTreeMap<String, String>>,
    /// Refuses everything, as a blocked storage.
    pub blocked: bool,
    /// Refuses every write, as a full quota.
    pub full: std::cell::Cell<bool>,
    /// Refuses a write that would make the values' texts longer than this
    /// many bytes in all, as a quota nearly full.
    pub limit: std::cell::Cell<Option<usize>>,
    /// Values kept for the session ([`Store::keep_for_session`]).
    pub session: Session,
}

#[cfg(not(target_arch = "wasm32"))]
impl Memory {
    /// Puts a text under `key` as it is, as a test seeds localStorage.
    pub fn seed(&self, key: &str, text: &str) {
        self.values
            .borrow_mut()
            .insert(key.to_string(), text.to_string());
    }

    fn open(&self) -> Result<(), Unavailable> {
        if self.blocked {
            Err(Unavailable)
        } else {
            Ok(())
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Store for Memory {
    fn get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, Unavailable> {
        self.open()?;
        let text =
            session_text(&self.session, key).or_else(|| self.values.borrow().get(key).cloned());
        Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
    }

    fn set<T: Serialize + ?Sized>(&self, key: &str, value: &T) -> Result<(), Unavailable> {
        let text = serde_json::to_string(value).map_err(|_| Unavailable)?;
        self.set_raw(key, text)
    }

    fn set_raw(&self, key: &str, text: String) -> Result<(), Unavailable> {
        self.open()?;
        if self.full.get() {
            return Err(Unavailable);
        }
        if let Some(limit) = self.limit.get() {
            let others: usize = self
                .values
                .borrow()
                .iter()
                .filter(|(k, _)| *k != key)
                .map(|(_, v)| v.len())
                .sum();
            if others + text.len() > limit {
                return Err(Unavailable);
            }
        }
        self.values.borrow_mut().insert(key.to_string(), text);
        Ok(())
    }

    fn delete(&self, key: &str) {
        session_delete(&self.session, key);
        if self.open().is_ok() {
            self.values.borrow_mut().remove(key);
        }
    }

    fn keys(&self, prefix: &str) -> Result<Vec<String>, Unavailable> {
        self.open()?;
        let stored = self
            .values
            .borrow()
            .keys()
            .filter(|k| k.starts_with(prefix))
            .cloned()
            .collect();
        Ok(with_session_keys(&self.session, prefix, stored))
    }

    fn raw(&self, key: &str) -> Option<String> {
        self.open().ok()?;
        self.values.borrow().get(key).cloned()
    }

    fn keep_for_session<T: Serialize + ?Sized>(&self, key: &str, value: &T) {
        session_set(&self.session, key, value);
    }

    fn persist_session(&self) -> bool {
        persist(&self.session, |k, t| self.set_raw(k, t.to_string()).is_ok())
    }
}
