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
}

/// The browser's localStorage, through gloo-storage.
///
/// gloo-storage throws into JavaScript when the browser has no storage to
/// give, so its availability is checked first, once per page, with web-sys
/// alone (the getter itself throws in a sandboxed iframe).
#[derive(Clone, Copy, Debug, Default)]
pub struct Browser;

#[cfg(target_arch = "wasm32")]
mod browser {
    use gloo_storage::errors::StorageError;
    use gloo_storage::{LocalStorage, Storage};

    use super::*;

    thread_local! {
        static AVAILABLE: bool = web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .is_some();
    }

    fn available() -> Result<(), Unavailable> {
        AVAILABLE.with(|a| if *a { Ok(()) } else { Err(Unavailable) })
    }

    impl Store for Browser {
        fn get<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>, Unavailable> {
            available()?;
            match LocalStorage::get(key) {
                Ok(value) => Ok(Some(value)),
                Err(StorageError::KeyNotFound(_) | StorageError::SerdeError(_)) => Ok(None),
                Err(StorageError::JsError(_)) => Err(Unavailable),
            }
        }

        fn set<T: Serialize + ?Sized>(&self, key: &str, value: &T) -> Result<(), Unavailable> {
            available()?;
            LocalStorage::set(key, value).map_err(|_| Unavailable)
        }

        fn delete(&self, key: &str) {
            if available().is_ok() {
                LocalStorage::delete(key);
            }
        }

        fn keys(&self, prefix: &str) -> Result<Vec<String>, Unavailable> {
            available()?;
            let raw = LocalStorage::raw();
            let n = raw.length().map_err(|_| Unavailable)?;
            Ok((0..n)
                .filter_map(|i| raw.key(i).ok().flatten())
                .filter(|k| k.starts_with(prefix))
                .collect())
        }

        fn raw(&self, key: &str) -> Option<String> {
            available().ok()?;
            LocalStorage::raw().get_item(key).ok().flatten()
        }
    }
}

/// Natively there is no browser: nothing is kept (the native tests use
/// [`Memory`]).
#[cfg(not(target_arch = "wasm32"))]
impl Store for Browser {
    fn get<T: DeserializeOwned>(&self, _: &str) -> Result<Option<T>, Unavailable> {
        Err(Unavailable)
    }
    fn set<T: Serialize + ?Sized>(&self, _: &str, _: &T) -> Result<(), Unavailable> {
        Err(Unavailable)
    }
    fn delete(&self, _: &str) {}
    fn keys(&self, _: &str) -> Result<Vec<String>, Unavailable> {
        Err(Unavailable)
    }
    fn raw(&self, _: &str) -> Option<String> {
        None
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
        Ok(self
            .values
            .borrow()
            .get(key)
            .and_then(|t| serde_json::from_str(t).ok()))
    }

    fn set<T: Serialize + ?Sized>(&self, key: &str, value: &T) -> Result<(), Unavailable> {
        self.open()?;
        if self.full.get() {
            return Err(Unavailable);
        }
        let text = serde_json::to_string(value).map_err(|_| Unavailable)?;
        self.values.borrow_mut().insert(key.to_string(), text);
        Ok(())
    }

    fn delete(&self, key: &str) {
        if self.open().is_ok() {
            self.values.borrow_mut().remove(key);
        }
    }

    fn keys(&self, prefix: &str) -> Result<Vec<String>, Unavailable> {
        self.open()?;
        Ok(self
            .values
            .borrow()
            .keys()
            .filter(|k| k.starts_with(prefix))
            .cloned()
            .collect())
    }

    fn raw(&self, key: &str) -> Option<String> {
        self.open().ok()?;
        self.values.borrow().get(key).cloned()
    }
}
