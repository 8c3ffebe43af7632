//! The teacher's side of the main app: the teachers' page (`#/profesori`),
//! and [`show_screen`], which loads the teacher's screens
//! (`crate::teacher`: editor, class table, diploma) only when one opens.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::html::Html;
use super::js;
use crate::engine::words::profiles as words;

/// `#/profesori`: the teachers' page, a Romanian text shipped beside the
/// app (`profesori.html`) and fetched when it opens, as the rules are: it
/// weighs nothing on a child's first load.
#[component]
pub fn TeachersPage() -> impl IntoView {
    let page = RwSignal::new(None::<Option<String>>);
    js::fetch_text("profesori.html", move |t| {
        page.try_set(Some(t));
    });
    let body = move || {
        let (open, text) = match page.get() {
            None => ("<p class=\"help-loading\">", words::TEACHERS_LOADING),
            Some(None) => ("<p class=\"notice\">", words::TEACHERS_FAILED),
            // The page shipped beside the app: its markup, as it is.
            Some(Some(html)) => return html,
        };
        let mut said = Html::new();
        said.raw(open).text(text).raw("</p>");
        said.into_string()
    };
    view! { <article class="teachers" inner_html=body></article> }
}

/// The id of the element the teacher's screens are drawn in. The app's
/// view makes it, keeps it empty on the child's pages, and never puts
/// anything of its own in it.
pub const HOST_ID: &str = "teacher-page";

fn host() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(HOST_ID)
}

/// Leaves a teacher's screen: what it drew goes, with its listeners.
pub fn leave_screen() {
    if let Some(host) = host() {
        host.set_inner_html("");
    }
}

/// `#/editor`, `#/clasa` and `#/diploma`: the teacher's screens are their
/// own wasm (`src/bin/teacher.rs`), loaded the first time one opens; it
/// draws the screen of the current address into the host, each time anew.
pub fn show_screen() {
    use web_sys::js_sys::{Function, Reflect};
    let Some(window) = web_sys::window() else {
        return;
    };
    let global = |name: &str| {
        Reflect::get(&window, &name.into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
    };
    if let Some(mount) = global("sahTeacher") {
        let _ = mount.call0(&wasm_bindgen::JsValue::NULL);
        return;
    }
    let Some(host) = host() else {
        return;
    };
    host.set_inner_html(&format!(
        "<p class=\"help-loading\">{}</p>",
        words::LAZY_LOADING
    ));
    // The page's start script imports it (assets/start.js: only a module can
    // `import`, and the CSP allows no inline script), once, however often it
    // is asked; it says `LAZY_FAILED` in the host if that fails.
    if let Some(load) = global("sahLoadTeacher") {
        let _ = load.call2(
            &wasm_bindgen::JsValue::NULL,
            &HOST_ID.into(),
            &words::LAZY_FAILED.into(),
        );
    }
}
