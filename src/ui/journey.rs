//! `#/drum`: the journey through the book's games (issue 30, being built).

use leptos::prelude::*;

/// The map of the book's games with the current child's progress.
#[component]
pub fn JourneyPage() -> impl IntoView {
    view! { <section class="journey"></section> }
}
