//! The teacher's side of the main app: the results-file helpers the
//! results page and the class table share, the teachers' page
//! (`#/profesori`), and [`show_screen`], which loads the teacher's screens
//! (`crate::teacher`: editor, class table, diploma) only when one opens.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::js;
use super::results::escaped;
use crate::engine::text::profiles as words;
use crate::storage::file::{self, ChildResults, FileError};

/// What a file gave: a child's results, or why it was skipped.
pub(crate) fn read_one(name: &str, text: Option<&str>) -> Result<ChildResults, String> {
    let Some(text) = text else {
        return Err(words::unreadable(name));
    };
    file::read(text).map_err(|e| match e {
        FileError::NotOurs => words::not_ours(name),
        FileError::Damaged => words::damaged(name),
        FileError::Future(v) => words::from_the_future(name, v),
        FileError::NameTooLong(child, n) => {
            words::file_name_too_long(name, &child, n, crate::storage::NAME_MAX)
        }
    })
}

/// A button that opens the browser's file chooser (`data-action="import"`),
/// and its hidden file input, as markup: the page's click handler calls
/// [`open_chooser`], its change handler [`chosen_files`].
pub fn file_button(label: &str) -> String {
    format!(
        "<input type=\"file\" class=\"file-input\" accept=\".json,application/json\" multiple tabindex=\"-1\" aria-hidden=\"true\">\
         <button data-action=\"import\">{label}</button>"
    )
}

/// Opens the file chooser of an import button (the input just before it).
pub fn open_chooser(button: &web_sys::Element) {
    if let Some(input) = button
        .previous_element_sibling()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        input.click();
    }
}

/// The files chosen in a file input (a page's `change` event), read as
/// texts and handed to `done`.
pub fn chosen_files(
    ev: &web_sys::Event,
    done: impl FnOnce(Vec<(String, Option<String>)>) + 'static,
) {
    if let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        js::read_files(&input, done);
        // The same file may be chosen again later.
        input.set_value("");
    }
}

/// Lines of text as list items (escaped).
pub fn lines_markup(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| format!("<li>{}</li>", escaped(l)))
        .collect()
}

/// `#/profesori`: the teachers' page, a Romanian text shipped beside the
/// app (`profesori.html`) and fetched when it opens, as the rules are: it
/// weighs nothing on a child's first load.
#[component]
pub fn TeachersPage() -> impl IntoView {
    let page = RwSignal::new(None::<Option<String>>);
    js::fetch_text("profesori.html", move |t| {
        page.try_set(Some(t));
    });
    let body = move || match page.get() {
        None => format!("<p class=\"help-loading\">{}</p>", words::TEACHERS_LOADING),
        Some(None) => format!("<p class=\"notice\">{}</p>", words::TEACHERS_FAILED),
        Some(Some(html)) => html,
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
