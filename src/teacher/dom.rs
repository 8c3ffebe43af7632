//! The few DOM calls the teacher's screens share.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Document, Element};

pub fn document() -> Option<Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Adds `css` to the page's head once (`id` marks it).
pub fn add_style(id: &str, css: &str) {
    let Some(document) = document() else {
        return;
    };
    if document.get_element_by_id(id).is_some() {
        return;
    }
    if let (Ok(style), Some(head)) = (document.create_element("style"), document.head()) {
        style.set_id(id);
        style.set_text_content(Some(css));
        let _ = head.append_child(&style);
    }
}

/// Adds a listener for the life of the page (the closure is leaked on
/// purpose: the root element lives as long as the route).
pub fn listen<E: wasm_bindgen::convert::FromWasmAbi + 'static>(
    root: &Element,
    kind: &str,
    handler: impl FnMut(E) + 'static,
) {
    let closure = Closure::<dyn FnMut(E)>::new(handler);
    let _ = root.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// The element an event started on.
pub fn target(event: &web_sys::Event) -> Option<Element> {
    event.target().and_then(|t| t.dyn_into::<Element>().ok())
}

/// Prints the page (`data-action="print"`).
pub fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}
