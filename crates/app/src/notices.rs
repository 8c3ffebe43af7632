//! The notices about a link's ignored parts, above a page.

use leptos::prelude::*;

/// Gentle notices about ignored URL parts; each can be closed.
#[component]
pub fn NoticeList(notices: RwSignal<Vec<String>>) -> impl IntoView {
    view! {
        {move || (!notices.with(Vec::is_empty)).then(|| view! {
            <div class="notices" data-notice="">
                {move || {
                    notices
                        .get()
                        .into_iter()
                        .map(|n| view! { <p class="notice">"ℹ️ " {n}</p> })
                        .collect_view()
                }}
                <button class="notice-close" aria-label=words::labels::CLOSE_NOTICES on:click=move |_| notices.set(Vec::new())>
                    "✕"
                </button>
            </div>
        })}
    }
}
