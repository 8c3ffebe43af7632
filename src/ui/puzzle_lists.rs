//! `#/probleme` and `#/probleme/<joc>`: the puzzles' lists (issue 30, being built).

use leptos::prelude::*;

use crate::engine::Variant;

/// Every game's puzzles.
#[component]
pub fn PuzzlesPage() -> impl IntoView {
    view! { <section class="puzzles"></section> }
}

/// One game's puzzles, with the current child's stars.
#[component]
pub fn PuzzleListPage(variant: Variant) -> impl IntoView {
    let _ = variant;
    view! { <section class="puzzles"></section> }
}
