//! The device's storage, for every page.

use leptos::prelude::*;

use crate::storage::{Browser, Device};

/// The device's storage, made once at the app's root and given to every
/// page by context.
pub fn use_device() -> Device<Browser> {
    use_context().unwrap_or_default()
}
