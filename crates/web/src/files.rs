//! Results files chosen by hand: the import button and its hidden file
//! input, reading the chosen files, and saying what each gave. Shared by the
//! results page and the teacher's class table.

use wasm_bindgen::JsCast;

use crate::js;
use ::words::profiles as words;
use storage::file::{self, ChildResults, FileError};
use storage::{Browser, Device, clock};
use ui_model::action::FromButton;
use ui_model::html::Html;

/// What a file gave: a child's results, or why it was skipped.
pub fn read_one(name: &str, text: Option<&str>) -> Result<ChildResults, String> {
    let Some(text) = text else {
        return Err(words::unreadable(name));
    };
    file::read(text).map_err(|e| match e {
        FileError::NotOurs => words::not_ours(name),
        FileError::Damaged => words::damaged(name),
        FileError::Future(v) => words::from_the_future(name, v),
        FileError::NameTooLong(child, n) => {
            words::file_name_too_long(name, &child, n, storage::NAME_MAX)
        }
        FileError::TooBig(_) => ::words::storage::file_too_big(name, file::MAX_FILE_BYTES),
    })
}

/// Loads the results files `read` into the device (each into its child's
/// results, by name): one paragraph per file, on what it gave. The results
/// page, one of the lazily loaded screens (`screens::results`), runs it:
/// reading and checking a file is no part of a child's first load.
pub fn import_all(d: &Device<Browser>, read: Vec<(String, Option<String>)>) -> Vec<String> {
    read.into_iter()
        .map(|(name, text)| match read_one(&name, text.as_deref()) {
            Ok(f) => import_line(d, &f),
            Err(why) => why,
        })
        .collect()
}

/// What loading one results file did, in one paragraph.
fn import_line(d: &Device<Browser>, f: &ChildResults) -> String {
    use ::words::storage as kept;
    let done = match d.import(f, clock::now_ms() as u64) {
        Ok(done) => done,
        Err(_) if d.is_available() => {
            return kept::import_full(&f.name, 0, f.matches.len() as u32);
        }
        Err(_) => return words::IMPORT_BLOCKED.to_string(),
    };
    let n = done.added;
    let mut line = if done.full {
        kept::import_full(&done.name, n.added as u32, (n.added + n.refused) as u32)
    } else {
        words::imported(
            &done.name,
            n.added as u32,
            n.already as u32,
            n.dropped as u32,
            storage::KEEP as u32,
        )
    };
    let mut add = |sentence: &str| {
        line.push(' ');
        line.push_str(sentence);
    };
    if done.puzzles > 0 {
        add(words::PUZZLES_IMPORTED);
    }
    if n.future > 0 {
        add(&kept::dated_in_the_future(n.future as u32));
    }
    if f.cut > 0 {
        add(&kept::matches_cut(file::MATCHES_READ as u32));
    }
    if f.skipped > 0 {
        add(&words::skipped(f.skipped as u32));
    }
    if f.puzzles_skipped {
        add(words::PUZZLES_SKIPPED);
    }
    line
}

/// A button that opens the browser's file chooser, written as the page's
/// `import` action (`data-action="import"`), and its hidden file input: the
/// page's click handler calls [`open_chooser`], its change handler
/// [`chosen_files`].
pub fn file_button<A: FromButton>(html: &mut Html, import: &A, label: &'static str) {
    html.elem("input")
        .attr("type", "file")
        .class("file-input")
        .attr("accept", ".json,application/json")
        .flag("multiple", true)
        .attr("tabindex", "-1")
        .attr("aria-hidden", "true")
        .void();
    html.elem("button").action(import).text(label);
}

/// Opens the file chooser of an import button (the input just before it).
///
/// The input is clicked just after the page's click handler returns, still
/// within the child's press: clicked inside it, its click would come back
/// to that same handler while it runs, which wasm-bindgen refuses with an
/// uncaught error.
pub fn open_chooser(button: &web_sys::Element) {
    use web_sys::js_sys::{Function, Reflect};
    let (Some(input), Some(window)) = (button.previous_element_sibling(), web_sys::window()) else {
        return;
    };
    if let Ok(click) = Reflect::get(&input, &"click".into()) {
        window.queue_microtask(&click.unchecked_into::<Function>().bind0(&input));
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

/// Lines of text (what the files gave, named after them) as list items.
pub fn lines_markup(lines: &[String]) -> Html {
    let mut html = Html::new();
    for l in lines {
        html.elem("li").text(l);
    }
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    #[test]
    fn a_file_name_is_text_in_the_lines() {
        for evil in EVIL {
            let said = words::not_ours(evil);
            let html = lines_markup(&[said.clone(), "bine".into()]);
            assert_safe(html.as_str());
            assert_eq!(
                html.as_str(),
                format!("<li>{}</li><li>bine</li>", escaped(&said))
            );
        }
        assert_eq!(
            lines_markup(&["\"><img src=x onerror=alert(1)>".into()]).as_str(),
            "<li>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</li>"
        );
    }

    #[test]
    fn the_import_button_escapes_its_label() {
        let mut html = Html::new();
        file_button(
            &mut html,
            &ui_model::screen_action::ClassAction::Import,
            "Încarcă <rezultate>",
        );
        assert!(
            html.as_str()
                .ends_with("<button data-action=\"import\">Încarcă &lt;rezultate&gt;</button>")
        );
        assert_safe(html.as_str());
        let mut html = Html::new();
        file_button(
            &mut html,
            &ui_model::screen_action::ResultsAction::Import,
            "Încarcă",
        );
        assert_eq!(
            html.as_str(),
            "<input type=\"file\" class=\"file-input\" accept=\".json,application/json\" multiple \
             tabindex=\"-1\" aria-hidden=\"true\"><button data-action=\"import\">Încarcă</button>"
        );
    }
}
