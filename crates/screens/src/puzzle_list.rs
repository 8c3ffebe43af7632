//! The shipped puzzle list (`assets/probleme.txt`), built into these lazily
//! loaded screens: the child's first load does not carry it, and the
//! service worker keeps it offline with the rest of this wasm.

use std::sync::OnceLock;

use engine::play::puzzles::PuzzleList;

/// The list, read once. The native proof (`crates/tools/tests/puzzles.rs`) reads the
/// same file, so a list that does not read never ships; an empty list is
/// the fallback all the same, never a panic.
pub fn shipped() -> &'static PuzzleList {
    static LIST: OnceLock<PuzzleList> = OnceLock::new();
    LIST.get_or_init(|| {
        PuzzleList::parse(include_str!("../../../assets/probleme.txt")).unwrap_or_default()
    })
}
