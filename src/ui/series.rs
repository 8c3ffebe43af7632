//! `#/serie?…`: a teacher's series of positions (issue 30, being built).

use leptos::prelude::*;

use super::route::Params;

/// The series of the link, played in order.
#[component]
pub fn SeriesPage(params: Params) -> impl IntoView {
    let _ = params;
    view! { <section class="series"></section> }
}
