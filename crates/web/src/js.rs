//! The few browser calls the pages share: a promise's value handed to a
//! callback, a text saved as a file, files read as texts, a question to
//! confirm, the address's hash.
//!
//! Plain promise callbacks: an async executor would cost the first load
//! about 3 KB.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::js_sys::Promise;

/// Calls `done` once `promise` settles: with its value, or `None` if it
/// fails. The two callbacks are left to the browser (a few bytes each).
pub fn when_settled(promise: Promise, done: impl FnOnce(Option<JsValue>) + 'static) {
    let done = Rc::new(Cell::new(Some(done)));
    let finish = move |value: Option<JsValue>| {
        if let Some(done) = done.take() {
            done(value);
        }
    };
    let failed = {
        let finish = finish.clone();
        Closure::once(move |_: JsValue| finish(None))
    };
    let got = Closure::once(move |value: JsValue| finish(Some(value)));
    let _ = promise.then2(&got, &failed);
    got.forget();
    failed.forget();
}

/// Asks for the whole screen (`on`) or gives it back, where the browser
/// allows it: the start script's `sahFullScreen` (assets/start.js) ignores
/// a refusal, which would otherwise be an uncaught rejection.
pub fn full_screen(on: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Ok(f) = web_sys::js_sys::Reflect::get(&window, &"sahFullScreen".into())
        && let Ok(f) = f.dyn_into::<web_sys::js_sys::Function>()
    {
        let _ = f.call1(&JsValue::NULL, &on.into());
    }
}

/// Fetches a text shipped beside the app and hands it to `done` (`None` if
/// it could not be read).
pub fn fetch_text(path: &str, done: impl FnOnce(Option<String>) + 'static) {
    let Some(window) = web_sys::window() else {
        return done(None);
    };
    when_settled(window.fetch_with_str(path), move |response| {
        let text = response
            .and_then(|r| r.dyn_into::<web_sys::Response>().ok())
            .filter(web_sys::Response::ok)
            .and_then(|r| r.text().ok());
        match text {
            Some(promise) => when_settled(promise, move |t| done(t.and_then(|t| t.as_string()))),
            None => done(None),
        }
    });
}

/// Offers `text` as a file to download, named `name` (a `data:` link: no
/// Blob, nothing kept after).
pub fn download(name: &str, mime: &str, text: &str) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    else {
        return false;
    };
    link.set_href(&format!(
        "data:{mime};charset=utf-8,{}",
        ui_model::route::encode(text)
    ));
    link.set_download(name);
    link.click();
    true
}

/// Marks the document (`<html>`) with a class, or not: `projector` (the
/// stylesheets do the rest), `robot-ready` (the browser tests wait for it)
/// and `read-aloud` (`speech::auto`).
pub fn mark_document(class: &str, on: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.class_list().toggle_with_force(class, on);
    }
}

/// Whether the document carries `class` ([`mark_document`]).
pub fn has_document_class(class: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .is_some_and(|root| root.class_list().contains(class))
}

/// Puts the keyboard's focus on the first element `selector` finds, if any
/// (a question that appears, the board once the button pressed is gone).
pub fn focus(selector: &str) {
    if let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.focus();
    }
}

/// Reads the files chosen in a file input, each as a text, and hands them
/// to `done` in the order chosen, once all are read: `(name, text)`, the
/// text `None` for a file the browser would not read. Of a file larger
/// than the file rule allows only its start is read, enough to refuse it:
/// reading 20 MB to say „prea mare” froze a tablet for seconds.
pub fn read_files(
    input: &web_sys::HtmlInputElement,
    done: impl FnOnce(Vec<(String, Option<String>)>) + 'static,
) {
    let files: Vec<web_sys::File> = input
        .files()
        .map(|list| (0..list.length()).filter_map(|i| list.get(i)).collect())
        .unwrap_or_default();
    let total = files.len();
    let read = Rc::new(std::cell::RefCell::new(vec![None; total]));
    let done = Rc::new(Cell::new(Some(done)));
    if total == 0 {
        if let Some(done) = done.take() {
            done(Vec::new());
        }
        return;
    }
    for (i, file) in files.into_iter().enumerate() {
        let (read, done) = (read.clone(), done.clone());
        let name = file.name();
        // A few bytes over the limit, so a character cut in two still
        // leaves the text over it.
        let over = (storage::file::MAX_FILE_BYTES + 4) as f64;
        let text = match file.size() > over {
            true => file.slice_with_f64_and_f64(0.0, over).map(|b| b.text()),
            false => Ok(file.text()),
        }
        .unwrap_or_else(|_| Promise::reject(&JsValue::NULL));
        when_settled(text, move |text| {
            read.borrow_mut()[i] = Some((name, text.and_then(|t| t.as_string())));
            if read.borrow().iter().all(Option::is_some)
                && let Some(done) = done.take()
            {
                done(read.take().into_iter().flatten().collect());
            }
        });
    }
}

/// Asks `question` with the browser's OK/Cancel box; `false` when it cannot.
#[allow(clippy::disallowed_methods)] // the one place that asks
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// Asks `question` with the browser's box to type an answer in, `answer`
/// filled in; `None` when cancelled or when it cannot.
#[allow(clippy::disallowed_methods)] // the one place that asks for text
pub fn prompt(question: &str, answer: &str) -> Option<String> {
    web_sys::window()?
        .prompt_with_message_and_default(question, answer)
        .ok()?
}

/// Asks the browser to keep this site's storage even when it runs short
/// of room or the site was not visited for days
/// (`navigator.storage.persist()`); where it cannot, nothing happens.
pub fn persist_storage() {
    use web_sys::js_sys::{Function, Reflect};
    let Some(window) = web_sys::window() else {
        return;
    };
    let storage = Reflect::get(&window.navigator(), &"storage".into()).ok();
    let persist = storage
        .as_ref()
        .and_then(|s| Reflect::get(s, &"persist".into()).ok())
        .and_then(|f| f.dyn_into::<Function>().ok());
    if let (Some(storage), Some(persist)) = (storage, persist) {
        // The answer is not needed: asking is all there is. A refusal
        // is caught, so it is no unhandled rejection.
        if let Ok(answer) = persist.call0(&storage)
            && let Ok(answer) = answer.dyn_into::<Promise>()
        {
            when_settled(answer, |_| {});
        }
    }
}

/// The address's `#…` part (the route), empty when there is none.
#[allow(clippy::disallowed_methods)] // the one place that reads it
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}
