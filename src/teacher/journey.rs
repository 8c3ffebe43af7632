//! `#/drum`: the journey through the book's games (being moved here).

/// The map of the book's games with the current child's progress.
pub fn mount(root: &web_sys::Element) {
    let _ = root;
}
