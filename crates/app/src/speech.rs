//! „Citește automat”: whether the game page reads every new status by
//! itself (the reading is `web::speech`).

use leptos::prelude::*;

/// "Citește automat" (the help's switch): every new status of the game
/// page is read by itself, for the rest of the visit. Made at the app's
/// root and given by context (a small `Copy` handle).
#[derive(Clone, Copy, Default)]
pub struct ReadAloud(RwSignal<bool>);

impl ReadAloud {
    /// Whether every new status is read by itself.
    pub fn on(self) -> bool {
        self.0.get_untracked()
    }
}

/// Whether every new status is read by itself (off outside the app).
pub fn auto() -> bool {
    use_context::<ReadAloud>().is_some_and(ReadAloud::on)
}

/// Turns reading every new status on or off.
pub fn set_auto(on: bool) {
    if let Some(ReadAloud(auto)) = use_context() {
        auto.set(on);
    }
}
