//! `#/probleme` and `#/probleme/<joc>`: the puzzles' lists (being moved here).

use crate::engine::Variant;

/// Every game's puzzles.
pub fn mount_all(root: &web_sys::Element) {
    let _ = root;
}

/// One game's puzzles, with the current child's stars.
pub fn mount_game(root: &web_sys::Element, variant: Variant) {
    let _ = (root, variant);
}
