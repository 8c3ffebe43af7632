//! The host of the screens loaded only when opened ([`screens`]: the
//! teacher's editor, class table and diploma; a child's results, the
//! puzzles, the journey and a teacher's series): the app keeps an empty element for them, asks their
//! wasm to draw the current address into it, and empties it when it leaves.

use wasm_bindgen::JsCast;

use ::words::profiles as words;
use ui_model::html::Html;

/// The id of the element the lazily loaded screens are drawn in. The app's
/// view makes it, keeps it empty on its own pages, and never puts anything
/// of its own in it.
pub const HOST_ID: &str = "screen-host";

/// The window's event by which a screen tells the app that who plays, or
/// their name, may have changed (`#/jucatori`): the app's header chip reads
/// the device again.
pub const CHILD_CHANGED: &str = "sah-child-changed";

/// Tells the app that who plays, or their name, may have changed (see
/// [`CHILD_CHANGED`]); the app handles it before this returns.
pub fn child_changed() {
    if let (Some(w), Ok(event)) = (web_sys::window(), web_sys::Event::new(CHILD_CHANGED)) {
        let _ = w.dispatch_event(&event);
    }
}

/// A function the start script put on the window (assets/start.js).
fn global(name: &str) -> Option<web_sys::js_sys::Function> {
    web_sys::js_sys::Reflect::get(&web_sys::window()?.into(), &name.into())
        .ok()?
        .dyn_into()
        .ok()
}

fn host() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(HOST_ID)
}

/// Leaves a lazily loaded screen: what it drew goes, with its listeners.
pub fn leave_screen() {
    if let Some(host) = host() {
        host.set_inner_html("");
    }
}

/// A route of [`Page::is_lazy`](ui_model::route::Page::is_lazy): the screens
/// are their own wasm (`crates/screens/src/main.rs`), loaded the first time one
/// opens; it draws the screen of the current address into the host, each
/// time anew.
pub fn show_screen() {
    // The child this tab shows, and the matches kept only for this page's
    // session (the screens' wasm has a memory of its own).
    let child = ui_model::device::use_device().current_id().0.into();
    let session = storage::Browser::session_values().into();
    if let Some(mount) = global("sahScreens") {
        let _ = mount.call2(&wasm_bindgen::JsValue::NULL, &child, &session);
        return;
    }
    let Some(host) = host() else {
        return;
    };
    let mut loading = Html::new();
    loading
        .elem("p")
        .class("help-loading")
        .text(words::LAZY_LOADING);
    host.set_inner_html(loading.as_str());
    // The page's start script imports it (assets/start.js: only a module can
    // `import`, and the CSP allows no inline script), once, however often it
    // is asked; it says `LAZY_FAILED` in the host if that fails.
    if let Some(load) = global("sahLoadScreens") {
        let args = web_sys::js_sys::Array::of4(
            &HOST_ID.into(),
            &words::LAZY_FAILED.into(),
            &child,
            &session,
        );
        let _ = load.apply(&wasm_bindgen::JsValue::NULL, &args);
    }
}

/// Downloads the results file of child `child` (the tab's): the screens'
/// wasm writes it (`screens::results::export_results`, loaded the first time
/// as a screen is), then `done` gets what was done, or `EXPORT_UNREACHED` if
/// the screens could not load. Nothing is said if the browser refused the
/// download.
pub fn export_file(child: storage::ChildId, done: impl FnOnce(String) + 'static) {
    let Some(export) = global("sahExport") else {
        return;
    };
    let done = wasm_bindgen::closure::Closure::once_into_js(move |said: wasm_bindgen::JsValue| {
        if let Some(said) = said.as_string().filter(|s| !s.is_empty()) {
            done(said);
        }
    });
    // The matches kept only for this page's session go along (the screens'
    // wasm has a memory of its own).
    let session = storage::Browser::session_values();
    let args = web_sys::js_sys::Array::of4(
        &child.0.into(),
        &session.into(),
        &done,
        &words::EXPORT_UNREACHED.into(),
    );
    let _ = export.apply(&wasm_bindgen::JsValue::NULL, &args);
}

/// Has the screens' wasm read `texts` aloud, as `words::speech::spoken`
/// says them (`screens::speak`, loaded the first time as a screen is): at
/// once (`now`), or after what is being read. `no_voice` (a function, or
/// undefined) is called if the device has no Romanian voice.
pub fn speak(texts: &[&str], now: bool, no_voice: &wasm_bindgen::JsValue) {
    let Some(speak) = global("sahSpeak") else {
        return;
    };
    let list = web_sys::js_sys::Array::new();
    for text in texts {
        list.push(&(*text).into());
    }
    let _ = speak.call3(&wasm_bindgen::JsValue::NULL, &list, &now.into(), no_voice);
}

/// Has the screens' wasm fetch and draw the rules text of the help on the
/// page (`.help-text[data-help]`, `screens::help`): a first load carries
/// neither the text nor its reader. If the screens cannot load, the help
/// says the rules could not be loaded.
pub fn show_help() {
    if let Some(help) = global("sahHelp") {
        let failed = ::words::page::HELP_FAILED_WHOLE;
        let _ = help.call1(&wasm_bindgen::JsValue::NULL, &failed.into());
    }
}
