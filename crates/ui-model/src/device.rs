//! The device's storage, for every page, as this tab's child sees it.
//!
//! Several tabs (or the class website's frame) may show the app at once,
//! each with the child it loaded with. A page writes for the child this tab
//! shows ([`Device::for_child`]), never for whoever another tab chose since;
//! the tab follows another tab's choice when the browser tells it
//! ([`follow`], on a `storage` event).

use std::cell::Cell;

use storage::{Browser, Child, ChildId, Device};

thread_local! {
    /// The child this tab shows; `None` until the app has read it.
    static SHOWN: Cell<Option<ChildId>> = const { Cell::new(None) };
}

/// The device's storage, writing for the child this tab shows.
pub fn use_device() -> Device<Browser> {
    let device = Device::new(Browser);
    match SHOWN.get() {
        Some(id) => device.for_child(id),
        None => device,
    }
}

/// Reads again who plays on the device (this tab chose, or another one):
/// this tab now shows that child; whether that is another child than before.
pub fn follow() -> (bool, Child) {
    let (id, child) = Device::new(Browser).current();
    (SHOWN.replace(Some(id)) != Some(id), child)
}
