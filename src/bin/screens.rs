//! The screens loaded only when opened (`sah_in_joaca::screens`: the
//! teacher's editor, class table and diploma; the puzzles, the journey and a
//! teacher's series) as their own wasm: the main app loads it the first time
//! one of them opens (see `ui::screen_host::show_screen`), so none of it
//! weighs on a child's first load.

use wasm_bindgen::prelude::wasm_bindgen;

/// Draws the screen of the current route into `#screen-host`, for the
/// child `child` the app's tab shows, with what the app kept only for its
/// session (see `ui::screen_host::show_screen`).
#[wasm_bindgen]
pub fn mount(child: u32, session: String) {
    sah_in_joaca::screens::mount(child, &session);
}

/// Downloads the results file of child `child`; what was done, or nothing
/// (see `ui::screen_host::export_file`).
#[wasm_bindgen]
pub fn export_results(child: u32, session: String) -> String {
    sah_in_joaca::screens::export_results(child, &session)
}

fn main() {}
