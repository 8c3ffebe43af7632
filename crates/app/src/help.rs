//! The in-app help ("📖 Cum se joacă"): its frame. The rules text is
//! fetched and drawn into `.help-text` by the lazily loaded screens
//! (`screens::help`, with `ui_model::help`), which also read its sections
//! aloud: the first load carries neither the text nor its reader.

use leptos::prelude::*;

use words::{labels, page};

use engine::Variant;

/// The help of one game as an article; the text is loaded when it opens.
#[component]
pub fn HelpText(variant: Variant) -> impl IntoView {
    let info = variant.info();
    // The help's clicks are its own: a page around it (the game page's
    // dialog) never reads them as its buttons.
    let on_click = move |ev: web_sys::MouseEvent| ev.stop_propagation();
    let auto = RwSignal::new(web::speech::auto());
    // Drawn, the screens fill it (and say when they could not load).
    request_animation_frame(web::glue::show_help);
    view! {
        <article class="help" on:click=on_click aria-label=labels::help_of(info.name) aria-busy="true">
            // The page's title, on the help page and in the game's dialog alike.
            <h1 class="help-title">{labels::HELP_TITLE}{info.name}</h1>
            <p class="help-speak">
                <button data-action="speak-auto" aria-pressed=move || auto.get().to_string() on:click=move |_| {
                    let on = !auto.get_untracked();
                    auto.set(on);
                    web::speech::set_auto(on);
                }>"🔁 " {page::SPEAK_AUTO}</button>
                <span class="help-said" aria-live="polite"></span>
            </p>
            <div class="help-text" data-help=info.slug>
                <p class="help-loading">{page::HELP_LOADING}</p>
            </div>
        </article>
    }
}
