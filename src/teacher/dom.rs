//! The few DOM calls the teacher's screens share.

use std::cell::RefCell;

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

/// A listener on a screen's root, owned here: dropped, it leaves the root.
struct Listener {
    root: Element,
    kind: String,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        // The root may be gone from the page already: nothing to report.
        let _ = self
            .root
            .remove_event_listener_with_callback(&self.kind, self.closure.as_ref().unchecked_ref());
    }
}

thread_local! {
    /// The listeners of the screen drawn now (each screen draws into a new root).
    static SCREEN: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
}

/// Adds a listener to a screen's root for as long as the screen is the one
/// drawn: the first listener of the next screen's root drops the previous
/// screen's listeners, with everything their handlers hold.
pub fn listen<E: JsCast + 'static>(
    root: &Element,
    kind: &str,
    mut handler: impl FnMut(E) + 'static,
) {
    keep(
        root,
        kind,
        Closure::new(move |event: web_sys::Event| handler(event.unchecked_into())),
    );
}

/// [`listen`]'s work, once for every handler (not generic).
fn keep(root: &Element, kind: &str, closure: Closure<dyn FnMut(web_sys::Event)>) {
    let added = root.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    SCREEN.with(|screen| {
        let mut screen = screen.borrow_mut();
        screen.retain(|l| l.root == *root);
        if added.is_ok() {
            screen.push(Listener {
                root: root.clone(),
                kind: kind.to_string(),
                closure,
            });
        }
    });
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
