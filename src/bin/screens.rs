//! The screens loaded only when opened (`sah_in_joaca::screens`: the
//! teacher's editor, class table and diploma; the puzzles, the journey and a
//! teacher's series) as their own wasm: the main app loads it the first time
//! one of them opens (see `ui::screen_host::show_screen`), so none of it
//! weighs on a child's first load.

use wasm_bindgen::prelude::wasm_bindgen;

/// Draws the screen of the current route into `#screen-host`.
#[wasm_bindgen]
pub fn mount() {
    sah_in_joaca::screens::mount();
}

/// Loads the results files chosen in `input` into the device, for the tab
/// showing child `child`, then calls `done` with one line per file (the
/// results page's import: see `ui::screen_host::import_files`).
#[wasm_bindgen]
pub fn import_results(
    input: web_sys::HtmlInputElement,
    child: u32,
    done: web_sys::js_sys::Function,
) {
    sah_in_joaca::screens::import_results(&input, child, done);
}

/// Downloads the results file of child `child`; what was done, or nothing
/// (see `ui::screen_host::export_file`).
#[wasm_bindgen]
pub fn export_results(child: u32, session: String) -> String {
    sah_in_joaca::screens::export_results(child, &session)
}

fn main() {}
