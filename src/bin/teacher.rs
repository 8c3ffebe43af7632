//! The teacher's screens (position editor, class table, diploma) as their
//! own wasm: the main app loads it the first time one of them opens (see
//! `ui::teacher::show_screen`), so none of it weighs on a child's first load.

use wasm_bindgen::prelude::wasm_bindgen;

/// Draws the screen of the current route into `#teacher-page`.
#[wasm_bindgen]
pub fn mount() {
    sah_in_joaca::teacher::mount();
}

fn main() {}
