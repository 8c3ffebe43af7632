//! The help's rules text („📖 Cum se joacă”): fetched and drawn into the
//! frame the app drew (`.help-text[data-help="<joc>"]`), with each
//! section's „🗣️” and the retry of a text that did not load. Here, not in
//! the app, so that a child's first load carries neither the reader of the
//! rules nor their markup ([`ui_model::help`]).

use std::cell::{Cell, RefCell};

use engine::Variant;
use ui_model::action::HelpAction;
use ui_model::help::{body_markup, section_words};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web::action::clicked;
use web_sys::Element;

use crate::dom;

/// The help on the page (one at a time): its frame, its game and its text
/// (`None` loading, `Some(None)` failed, `Some(Some(text))` shown).
struct Shown {
    frame: Element,
    variant: Variant,
    text: Option<Option<String>>,
}

thread_local! {
    static SHOWN: RefCell<Option<Shown>> = const { RefCell::new(None) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

/// Fills the help frame on the page that is not filled yet.
pub fn show() {
    let Some(document) = dom::document() else {
        return;
    };
    let Some(frame) = document
        .query_selector(".help-text[data-help]:not([data-help-ready])")
        .ok()
        .flatten()
    else {
        return;
    };
    let Some(variant) = frame
        .get_attribute("data-help")
        .and_then(|slug| Variant::from_slug(&slug))
    else {
        return;
    };
    let _ = frame.set_attribute("data-help-ready", "");
    listen(&document);
    SHOWN.with_borrow_mut(|s| {
        *s = Some(Shown {
            frame,
            variant,
            text: None,
        })
    });
    load();
}

/// Fetches the shown help's rules text and draws it, or says it failed.
fn load() {
    let Some((frame, variant)) = SHOWN.with_borrow_mut(|s| {
        let s = s.as_mut()?;
        s.text = None;
        Some((s.frame.clone(), s.variant))
    }) else {
        return;
    };
    draw(&frame, &None);
    let path = format!("rules/{}", variant.info().rules_file);
    web::js::fetch_text(&path, move |fetched| {
        let fetched = Some(fetched);
        draw(&frame, &fetched);
        SHOWN.with_borrow_mut(|s| {
            if let Some(s) = s.as_mut().filter(|s| s.frame == frame) {
                s.text = fetched;
            }
        });
    });
}

fn draw(frame: &Element, text: &Option<Option<String>>) {
    frame.set_inner_html(&body_markup(text));
    if let Some(article) = frame.closest(".help").ok().flatten() {
        let busy = if text.is_none() { "true" } else { "false" };
        let _ = article.set_attribute("aria-busy", busy);
    }
}

/// One listener for every help, once: „🗣️” beside a heading reads its
/// section (where the device has no Romanian voice, it says so instead);
/// „încearcă din nou” loads the text again.
fn listen(document: &web_sys::Document) {
    if LISTENING.replace(true) {
        return;
    }
    let on_click = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        let Some((action, button)) = clicked::<HelpAction>(&event) else {
            return;
        };
        let shown = SHOWN.with_borrow(|s| {
            s.as_ref()
                .filter(|s| s.frame.contains(Some(&button)))
                .map(|s| (s.frame.clone(), s.text.clone()))
        });
        let Some((frame, text)) = shown else {
            return;
        };
        match action {
            HelpAction::Speak(n) => {
                let Some(Some(text)) = text else {
                    return;
                };
                let read = web::speech::speak(&section_words(&text, n), true);
                let said = frame
                    .closest(".help")
                    .ok()
                    .flatten()
                    .and_then(|a| a.query_selector(".help-said").ok().flatten());
                if let Some(said) = said {
                    let told = if read {
                        ""
                    } else {
                        ::words::page::NO_ROMANIAN_VOICE
                    };
                    said.set_text_content(Some(told));
                }
            }
            HelpAction::Retry => load(),
        }
    });
    // Capturing: the help's article stops its clicks from reaching the page.
    let _ = document.add_event_listener_with_callback_and_bool(
        "click",
        on_click.as_ref().unchecked_ref(),
        true,
    );
    // Kept for the page's life: one listener, however often the help opens.
    on_click.forget();
}
