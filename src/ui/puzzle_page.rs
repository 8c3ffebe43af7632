//! `#/probleme/<joc>/<n>`: playing one puzzle (issue 30, being built).

use leptos::prelude::*;

use super::route::Params;
use crate::engine::Variant;

/// The page of puzzle `number` of `variant`.
#[component]
pub fn PuzzlePage(variant: Variant, number: u16, params: Params) -> impl IntoView {
    let _ = params;
    view! { <section class="puzzle" data-puzzle=format!("{}/{number}", variant.info().slug)></section> }
}
