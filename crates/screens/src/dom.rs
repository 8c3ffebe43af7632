//! The few DOM calls the teacher's screens share.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Document, Element, HtmlElement, HtmlLinkElement};

pub fn document() -> Option<Document> {
    web_sys::window().and_then(|w| w.document())
}

/// The screens' stylesheet (`style/screens.css`, which the build puts
/// beside their wasm), linked once: the page's CSP allows a same-origin
/// stylesheet (`style-src-elem 'self'`). Until it has loaded (or failed),
/// `host` is hidden, so a screen opened first never shows unstyled.
pub fn link_stylesheet(host: &Element) {
    let Some(document) = document() else {
        return;
    };
    if document.get_element_by_id(STYLESHEET_ID).is_some() {
        return;
    }
    let (Some(head), Ok(link)) = (document.head(), document.create_element("link")) else {
        return;
    };
    let host_style = host.dyn_ref::<HtmlElement>().map(HtmlElement::style);
    if let Some(style) = &host_style {
        let _ = style.set_property("visibility", "hidden");
    }
    let shown = Closure::once_into_js(move || {
        if let Some(style) = host_style {
            let _ = style.remove_property("visibility");
        }
    });
    let link = link.unchecked_into::<HtmlLinkElement>();
    link.set_id(STYLESHEET_ID);
    link.set_rel("stylesheet");
    link.set_href(STYLESHEET);
    // One of the two comes, once: the closure is called at most once.
    let _ = link.add_event_listener_with_callback("load", shown.unchecked_ref());
    let _ = link.add_event_listener_with_callback("error", shown.unchecked_ref());
    let _ = head.append_child(&link);
}

/// Where the build puts the screens' stylesheet, from the page.
const STYLESHEET: &str = "screens/screens.css";
/// The `<link>`'s id: linked once however often a screen opens.
const STYLESHEET_ID: &str = "screens-style";

/// A listener of a screen (on its root, or on the window), owned here:
/// dropped, it leaves what it listened to.
struct Listener {
    /// The screen's root: the listener lives as long as the screen.
    root: Element,
    /// What it listens to: the root, or the window.
    target: web_sys::EventTarget,
    kind: String,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        // The root may be gone from the page already: nothing to report.
        let _ = self
            .target
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

/// Adds a listener to the window for as long as the screen of `root` is
/// the one drawn (another tab's change to the storage: `storage`).
pub fn listen_window(root: &Element, kind: &str, handler: impl FnMut(web_sys::Event) + 'static) {
    if let Some(window) = web_sys::window() {
        keep_on(root, window.into(), kind, Closure::new(handler));
    }
}

/// Calls `changed` when another tab (or window) of this browser changes
/// the teacher's classes (a `storage` event on a class's key, or a
/// storage cleared), for as long as `root` shows its page.
pub fn on_classes_changed(root: &Element, mut changed: impl FnMut() + 'static) {
    listen_window(root, "storage", move |event: web_sys::Event| {
        let key = event
            .dyn_ref::<web_sys::StorageEvent>()
            .and_then(web_sys::StorageEvent::key);
        if key.is_none_or(|k| storage::Device::<storage::Browser>::is_class_key(&k)) {
            changed();
        }
    });
}

/// [`listen`]'s work, once for every handler (not generic).
fn keep(root: &Element, kind: &str, closure: Closure<dyn FnMut(web_sys::Event)>) {
    keep_on(root, root.clone().into(), kind, closure);
}

fn keep_on(
    root: &Element,
    target: web_sys::EventTarget,
    kind: &str,
    closure: Closure<dyn FnMut(web_sys::Event)>,
) {
    let added = target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    SCREEN.with(|screen| {
        let mut screen = screen.borrow_mut();
        screen.retain(|l| l.root == *root);
        if added.is_ok() {
            screen.push(Listener {
                root: root.clone(),
                target,
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

/// The page's whole address (`https://…/#/preda`).
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Puts `hash` in the address bar without a `hashchange` (which would draw
/// the route again) nor a new history entry.
pub fn replace_hash(hash: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

/// Goes to `hash` (a `hashchange`: the app draws that route).
pub fn go(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
}

/// Runs `f` once after `ms` milliseconds (a browser timer; nothing runs
/// if the window is gone).
pub fn after_ms(ms: i32, f: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = wasm_bindgen::closure::Closure::once_into_js(f);
    let _ =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), ms);
}
