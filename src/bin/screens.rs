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

fn main() {}
