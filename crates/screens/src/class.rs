//! `#/clasa?c=<id>`: one of the teacher's classes. Its roster (a row per
//! child from the start), its join link for the tablets, and its table:
//! the children hand in their results by QR code (read here by the
//! camera, or opened as a link by a phone's own camera:
//! `#/clasa?predare=<cod>`) or by results files. Kept in this browser,
//! saved and carried as the class file, sortable by any column and
//! printable. Nothing leaves the device.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement, HtmlTextAreaElement, HtmlVideoElement};

use crate::dom::{self, listen};
use crate::scanner::{self, Camera, CameraError, ScanEvents, Scanner};
use ::words::classes as class_words;
use ::words::handin as scan_words;
use ::words::profiles as words;
use engine::Variant;
use storage::class::{Added, Class, ClassFileError, Column, RowKey};
use storage::handin::{CodeError, HandIn, Parts, Progress};
use storage::roster::RosterError;
use storage::{Browser, ClassRefused, Device, NAME_MAX, NameError, clock, local_time};
use ui_model::class_csv;
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::ClassAction as Action;
use web::action::clicked;
use web::files::{chosen_files, file_button, lines_markup, open_chooser, read_one};
use web::js;
use web::sound;

mod roster;
mod table;

use table::{Sort, sorted_rows, table};

/// The class, what was skipped, what the scanner said, and the sort.
struct State {
    device: Device<Browser>,
    class: Class,
    problems: Vec<String>,
    /// One line per code read, the latest first.
    log: Vec<String>,
    /// What saving the roster said.
    roster_said: Option<(bool, String)>,
    /// The join code as large as the screen (a projector).
    projected: bool,
    sort: Sort,
    /// The parts of hand-ins read so far.
    parts: Parts,
    /// The camera while it reads.
    scanner: Option<Scanner>,
    /// The cameras to choose from (two or more: a chooser shows).
    cameras: Vec<Camera>,
    /// The last code read, and when (ms): the same code, still in view,
    /// is not read again and again.
    last_code: Option<(String, f64)>,
}

type Shared = Rc<RefCell<State>>;

/// The same code is read again only after this long out of view.
const SAME_CODE_MS: f64 = 2_500.0;

/// Draws the class page into `root`: the class `wanted` (its id; else the
/// one shown last); `code` is a hand-in a link carried.
pub fn mount(root: &Element, wanted: Option<&str>, code: Option<&str>) {
    let _ = root.set_attribute("class", "class-page");
    let device = Device::browser();
    let now = clock::now_ms() as u64;
    let shown = device.shown_class(wanted, class_words::FIRST_CLASS_NAME, now);
    let state = Rc::new(RefCell::new(State {
        device,
        class: shown.class,
        problems: Vec::new(),
        log: Vec::new(),
        roster_said: None,
        projected: false,
        sort: Sort {
            by: Column::Name,
            reversed: false,
        },
        parts: Parts::default(),
        scanner: None,
        cameras: Vec::new(),
        last_code: None,
    }));
    {
        let mut s = state.borrow_mut();
        if shown.skipped > 0 {
            s.problems.push(words::skipped(shown.skipped as u32));
        }
        if shown.unknown {
            s.problems.push(class_words::UNKNOWN_CLASS.to_string());
        }
    }
    root.set_inner_html(frame().as_str());
    if let Some(code) = code {
        read_code(&mut state.borrow_mut(), code);
    }
    // The address names the class shown; a code is read once: a reload,
    // or beginning again, does not read it again.
    let params = Params {
        class: Some(state.borrow().class.id.clone()),
        ..Params::default()
    };
    dom::replace_hash(&href(Page::Class, &params));
    draw(root, &state.borrow());
    if code.is_some() {
        // A phone that opened a code's link shows what it did at once, not
        // below the buttons: the log at the top of the screen, the table
        // under it (after the app's own scroll to the top).
        scroll_to(root, "[data-scan-log]");
    }
    let on_click = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let Some((action, button)) = clicked(&event) else {
                return;
            };
            match action {
                // Nothing to draw again: the chooser's input must stay in the
                // page, or its choice would go to an element no longer there.
                Action::Print => return dom::print(),
                Action::Import | Action::ImportClass => return open_chooser(&button),
                Action::Sort(column) => {
                    let mut s = state.borrow_mut();
                    s.sort = s.sort.tapped(column);
                }
                Action::Scan => {
                    start_camera(&root, &state, None);
                    return;
                }
                Action::StopScan => {
                    state.borrow_mut().scanner = None;
                    show_camera(&root, false);
                }
                Action::ExportCsv => {
                    let s = state.borrow();
                    let now = clock::now_ms() as u64;
                    let rows = sorted_rows(&s.class, s.sort, now);
                    let day = local_time(now, clock::utc_offset_minutes(now));
                    js::download(
                        &class_csv::file_name(&s.class.name, day, "csv"),
                        "text/csv;charset=utf-8",
                        &class_csv::csv(&rows),
                    );
                    return;
                }
                Action::ExportClass => {
                    let s = state.borrow();
                    let now = clock::now_ms() as u64;
                    let day = local_time(now, clock::utc_offset_minutes(now));
                    js::download(
                        &class_csv::file_name(&s.class.name, day, "json"),
                        "application/json",
                        &s.class.to_file(day),
                    );
                    return;
                }
                Action::NewClass => {
                    let question = class_words::begin_again_question(&state.borrow().class.name);
                    if !js::confirm(&question) {
                        return;
                    }
                    let mut s = state.borrow_mut();
                    // The class's results end: a tab that still shows
                    // them can no longer write them back.
                    let _ = change(&mut s, Class::begin_again);
                    s.parts = Parts::default();
                    s.log.clear();
                    s.problems.clear();
                }
                Action::RenameClass => {
                    let mut s = state.borrow_mut();
                    let Some(name) = js::prompt(class_words::RENAME_QUESTION, &s.class.name) else {
                        return;
                    };
                    match class_name(&name) {
                        Ok(name) => {
                            let _ = change(&mut s, |c| c.name = name);
                        }
                        Err(why) => s.problems.insert(0, why),
                    }
                }
                Action::SaveRoster => save_roster(&root, &mut state.borrow_mut()),
                Action::JoinRow | Action::DeleteRow => {
                    let slug = button.get_attribute("data-row").unwrap_or_default();
                    let mut s = state.borrow_mut();
                    if !row_action(&root, &mut s, action == Action::JoinRow, &slug) {
                        return;
                    }
                }
                Action::ProjectJoin(on) => state.borrow_mut().projected = on,
            }
            draw(&root, &state.borrow());
        }
    };
    let on_change = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            if target.has_attribute("data-camera") {
                if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
                    start_camera(&root, &state, Some(select.value()));
                }
                return;
            }
            if !target.class_list().contains("file-input") {
                return;
            }
            let class_file = target
                .next_element_sibling()
                .and_then(|b| b.get_attribute("data-action"))
                .is_some_and(|a| a == "import-class");
            let (root, state) = (root.clone(), state.clone());
            chosen_files(&event, move |read| {
                let mut s = state.borrow_mut();
                s.problems.clear();
                if class_file {
                    read_class_files(&mut s, read);
                } else {
                    read_results_files(&mut s, read);
                }
                draw(&root, &s);
            });
        }
    };
    // Another tab (or window) of this browser changed the class: this page
    // shows what is kept now, so it never writes an older copy back.
    let on_storage = {
        let (root, state) = (root.clone(), state.clone());
        move || {
            let mut s = state.borrow_mut();
            match s.device.class_of(&s.class.id) {
                Some((kept, _)) => {
                    if kept.round != s.class.round {
                        s.log
                            .insert(0, scan_words::OTHER_TAB_NEW_CLASS_SHOWN.to_string());
                        s.parts = Parts::default();
                    }
                    s.class = kept;
                }
                None => gone(&mut s),
            }
            draw(&root, &s);
        }
    };
    listen(root, "click", on_click);
    listen(root, "change", on_change);
    dom::on_classes_changed(root, on_storage);
}

/// Scrolls the element of `selector` to the top of the screen, after the
/// app's own scroll to the top.
fn scroll_to(root: &Element, selector: &str) {
    let el = root.query_selector(selector).ok().flatten();
    dom::after_ms(50, move || {
        if let Some(el) = el {
            el.scroll_into_view_with_bool(true);
        }
    });
}

/// A class's name as typed: the name rule's, said when refused.
fn class_name(typed: &str) -> Result<String, String> {
    storage::name_rule(typed).map_err(|why| match why {
        NameError::TooLong(n) => class_words::class_name_too_long(n, NAME_MAX),
        _ => class_words::CLASS_NAME_EMPTY.to_string(),
    })
}

/// The class was deleted in another tab: the page shows another.
fn gone(s: &mut State) {
    let now = clock::now_ms() as u64;
    s.class = s
        .device
        .shown_class(None, class_words::FIRST_CLASS_NAME, now)
        .class;
    s.parts = Parts::default();
    s.log.insert(0, class_words::CLASS_GONE.to_string());
}

/// Results files chosen: each child's added to the class.
fn read_results_files(s: &mut State, read: Vec<(String, Option<String>)>) {
    let mut files = Vec::new();
    for (name, text) in read {
        match read_one(&name, text.as_deref()) {
            Ok(f) => {
                if f.skipped > 0 {
                    let why = words::skipped(f.skipped as u32);
                    s.problems.push(format!("„{name}”: {why}"));
                }
                if f.puzzles_skipped {
                    let why = words::PUZZLES_SKIPPED;
                    s.problems.push(format!("„{name}”: {why}"));
                }
                files.push(f);
            }
            Err(why) => s.problems.push(why),
        }
    }
    if files.is_empty() {
        return;
    }
    let kept = change(s, |class| {
        for f in files {
            class.add_file(f);
        }
    });
    match kept {
        Ok(()) => {}
        Err(Refused::NotKept) => {
            s.problems.push(scan_words::FILES_NOT_KEPT.to_string());
        }
        Err(Refused::Replaced) => {
            s.problems
                .push(scan_words::OTHER_TAB_NEW_CLASS_SHOWN.to_string());
        }
    }
}

/// Class files chosen: each added to the class of its id (made here if
/// new), the last one shown.
fn read_class_files(s: &mut State, read: Vec<(String, Option<String>)>) {
    for (name, text) in read {
        let Some(text) = text else {
            s.problems.push(class_words::damaged_class_file(&name));
            continue;
        };
        match Class::from_file(&text) {
            Ok((class, skipped)) => {
                if skipped > 0 {
                    s.problems
                        .push(class_words::class_file_skipped(&name, skipped));
                }
                let named = class.name.clone();
                let kept = if s.device.is_available() {
                    s.device.import_class(class)
                } else {
                    let mut here = std::mem::take(&mut s.class);
                    if here.id != class.id {
                        here = Class {
                            id: class.id.clone(),
                            ..Class::default()
                        };
                    }
                    here.absorb(class);
                    Ok(here)
                };
                match kept {
                    Ok(kept) => {
                        s.device.remember_shown(&kept.id);
                        s.class = kept;
                        s.log.insert(0, class_words::class_imported(&named));
                        storage_persist();
                    }
                    Err(_) => s
                        .problems
                        .push(class_words::CLASS_FILE_NOT_KEPT.to_string()),
                }
            }
            Err(ClassFileError::NotOurs) => s.problems.push(class_words::not_a_class_file(&name)),
            Err(ClassFileError::Newer(_)) => s.problems.push(class_words::newer_class_file(&name)),
            Err(ClassFileError::Damaged | ClassFileError::TooBig(_)) => {
                s.problems.push(class_words::damaged_class_file(&name));
            }
        }
    }
    let params = Params {
        class: Some(s.class.id.clone()),
        ..Params::default()
    };
    dom::replace_hash(&href(Page::Class, &params));
}

/// Asks the browser to keep the teacher's classes (it may still clear a
/// site's storage after days without a visit otherwise).
fn storage_persist() {
    web::js::persist_storage();
}

/// Keeps the roster typed in the page, or says why not.
fn save_roster(root: &Element, s: &mut State) {
    let typed = root
        .query_selector("textarea[data-roster]")
        .ok()
        .flatten()
        .and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok())
        .map(|t| t.value())
        .unwrap_or_default();
    let had = s.class.roster.clone();
    let said = match change(s, |c| c.set_roster(&typed)) {
        Ok(Ok(())) => {
            storage_persist();
            let mut line = class_words::roster_saved(s.class.roster.children.len() as u32);
            let added = s
                .class
                .roster
                .children
                .iter()
                .any(|c| had.child(c.id).is_none());
            if added && !had.is_empty() {
                line.push(' ');
                line.push_str(class_words::JOIN_AGAIN);
            }
            (true, line)
        }
        Ok(Err(why)) => (false, roster_refused(&why)),
        Err(Refused::NotKept) => (false, scan_words::FILES_NOT_KEPT.to_string()),
        Err(Refused::Replaced) => (false, scan_words::OTHER_TAB_NEW_CLASS_SHOWN.to_string()),
    };
    s.roster_said = Some(said);
}

/// Why a roster was refused, in one sentence.
fn roster_refused(why: &RosterError) -> String {
    match why {
        RosterError::Same(a, b) => class_words::roster_same(a, b),
        RosterError::Name {
            line,
            text,
            why: NameError::TooLong(n),
        } => class_words::roster_too_long(*line, text, *n, NAME_MAX),
        RosterError::Name { line, text, .. } => {
            class_words::roster_too_long(*line, text, text.chars().count(), NAME_MAX)
        }
        RosterError::TooMany(n) => class_words::roster_too_many(*n, storage::roster::ROSTER_MAX),
    }
}

/// Joins a row not on the roster to the roster child its row's chooser
/// names, or deletes it, each asked once. Whether anything changed.
fn row_action(root: &Element, s: &mut State, join: bool, slug: &str) -> bool {
    let now = clock::now_ms() as u64;
    let rows = s.class.rows(&|p| p.id.clone(), now);
    let Some(row) = rows.iter().find(|r| r.key.slug() == slug) else {
        return false;
    };
    let key: RowKey = row.key.clone();
    let name = row.name.clone();
    if !join {
        if !js::confirm(&class_words::delete_row_question(&name)) {
            return false;
        }
        if change(s, |c| c.delete_row(&key)).is_ok() {
            s.log.insert(0, class_words::row_deleted(&name));
        }
        return true;
    }
    let chosen = root
        .query_selector_all("select[data-join-to]")
        .ok()
        .and_then(|all| {
            (0..all.length())
                .filter_map(|i| all.item(i)?.dyn_into::<HtmlSelectElement>().ok())
                .find(|sel| sel.get_attribute("data-join-to").as_deref() == Some(slug))
        })
        .and_then(|sel| sel.value().parse::<u32>().ok());
    let Some(child) = chosen.and_then(|id| s.class.roster.child(id).cloned()) else {
        s.problems
            .insert(0, class_words::JOIN_CHOOSE_FIRST.to_string());
        return true;
    };
    if !js::confirm(&class_words::join_question(&name, &child.name)) {
        return false;
    }
    if let Ok(true) = change(s, |c| c.join_row(&key, child.id)) {
        s.log.insert(0, class_words::row_joined(&name, &child.name));
    }
    true
}

/// Why a change to the class was not kept.
enum Refused {
    /// The browser's storage is full.
    NotKept,
    /// Another tab began the class again or deleted it (the page shows
    /// what is kept now).
    Replaced,
}

/// Changes the class: what this browser keeps now, changed and kept
/// ([`Device::change_class`]); the page then shows what is kept. A browser
/// that keeps nothing changes the page's own class, for the visit.
fn change<R>(s: &mut State, f: impl FnOnce(&mut Class) -> R) -> Result<R, Refused> {
    if !s.device.is_available() {
        return Ok(f(&mut s.class));
    }
    match s.device.change_class(&s.class, f) {
        Ok((class, answer)) => {
            s.class = class;
            Ok(answer)
        }
        Err(ClassRefused::NotKept(class)) => {
            s.class = *class;
            Err(Refused::NotKept)
        }
        Err(ClassRefused::Replaced(class)) => {
            s.class = *class;
            s.parts = Parts::default();
            Err(Refused::Replaced)
        }
        Err(ClassRefused::Gone) => {
            gone(s);
            Err(Refused::Replaced)
        }
    }
}

/// Reads one code (a link's `predare=`, or the camera's text): a line in
/// the log, and the class kept. The parts of a hand-in wait for each other
/// across pages ([`Device::read_code`]). A hand-in of a child who joined
/// another class kept here goes to that class, shown from then on.
/// Whether the code was refused.
fn read_code(s: &mut State, code: &str) -> bool {
    let now = clock::now_ms() as u64;
    let read = s
        .device
        .read_code(&mut s.parts, code, now)
        .and_then(checked);
    let refused = read.is_err();
    let line = match read {
        Ok(Progress::Complete(handin)) => {
            if let Some(tag) = &handin.class
                && tag.class != s.class.id
                && let Some((other, _)) = s.device.class_of(&tag.class)
            {
                s.device.remember_shown(&other.id);
                s.class = other;
            }
            let name = handin.name.clone();
            let roster = !s.class.roster.is_empty();
            match change(s, |class| class.add(handin)) {
                Ok(filed) => {
                    let mut line = match filed.added {
                        Added::New => scan_words::added(&filed.row),
                        Added::Updated => scan_words::updated(&filed.row),
                        Added::NothingNew => scan_words::nothing_new(&filed.row),
                    };
                    let news = filed.added != Added::NothingNew;
                    if news && filed.namesake && !filed.on_roster {
                        line.push(' ');
                        line.push_str(&class_words::namesake(&filed.row));
                    } else if news && roster && !filed.on_roster {
                        line.push(' ');
                        line.push_str(&class_words::not_on_roster(&filed.row));
                    }
                    line
                }
                Err(Refused::NotKept) => scan_words::not_kept(&name),
                Err(Refused::Replaced) => scan_words::OTHER_TAB_NEW_CLASS.to_string(),
            }
        }
        Ok(Progress::Waiting { read, missing, of }) => scan_words::waiting(read, &missing, of),
        Err(CodeError::NotOurs) => scan_words::NOT_OURS.to_string(),
        Err(CodeError::Damaged) => scan_words::DAMAGED.to_string(),
        Err(CodeError::Newer(v)) => scan_words::newer(v),
        Err(CodeError::NoName) => scan_words::NO_NAME.to_string(),
        Err(CodeError::NameTooLong(name, n)) => scan_words::name_too_long(&name, n, NAME_MAX),
        Err(CodeError::Impossible) => scan_words::IMPOSSIBLE.to_string(),
    };
    s.log.insert(0, line);
    s.log.truncate(30);
    refused
}

/// A whole hand-in as the class keeps it ([`HandIn::checked`]): a game's
/// puzzles beyond the shipped list are left out.
fn checked(progress: Progress) -> Result<Progress, CodeError> {
    match progress {
        Progress::Complete(h) => {
            let list = crate::puzzle_list::shipped();
            HandIn::checked(h, &|v| list.count(v)).map(Progress::Complete)
        }
        waiting => Ok(waiting),
    }
}

/// The page's parts that stay while the camera reads (the video is never
/// drawn again); [`draw`] fills the others. The camera and the log come
/// right under the buttons: on a phone, what the camera sees and what it
/// read are on the screen at once.
fn frame() -> Html {
    let mut html = Html::new();
    html.elem("div").class("class-head").empty();
    html.elem("div").class("class-tools no-print").empty();
    html.elem("div")
        .class("scanner no-print")
        .attr("hidden", "")
        .body(|h| {
            h.elem("video")
                .attr("data-scanner", "")
                .attr("playsinline", "")
                .attr("muted", "")
                .attr("aria-label", scan_words::CAMERA_LABEL)
                .empty();
            h.elem("p").class("scanner-help").text(scan_words::SCANNING);
            h.elem("div").class("scanner-cameras").empty();
        });
    html.elem("ul")
        .class("scan-log no-print")
        .attr("data-scan-log", "")
        .attr("role", "status")
        .empty();
    html.elem("ul")
        .class("file-problems")
        .attr("role", "status")
        .empty();
    html.elem("div").class("class-table").empty();
    html.elem("div").class("class-after no-print").empty();
    html.elem("div").class("class-roster no-print").empty();
    html
}

/// Fills the page's parts from the state.
fn draw(root: &Element, s: &State) {
    let fill = |selector: &str, html: Html| {
        if let Some(el) = root.query_selector(selector).ok().flatten() {
            el.set_inner_html(html.as_str());
        }
    };
    fill(".class-head", head(&s.class));
    fill(
        ".class-tools",
        tools(&s.class, s.scanner.is_some(), s.device.is_available()),
    );
    fill("[data-scan-log]", lines_markup(&s.log));
    fill(".file-problems", lines_markup(&s.problems));
    fill(
        ".class-table",
        table(&s.class, s.sort, clock::now_ms() as u64),
    );
    fill(".class-after", diplomas(&s.class));
    fill(
        ".class-roster",
        roster::section(
            &s.class,
            s.roster_said.as_ref(),
            s.projected,
            &dom::page_address(),
        ),
    );
    let mut cameras = Html::new();
    if s.cameras.len() > 1 {
        cameras.elem("label").body(|h| {
            h.text(scan_words::CAMERA).text(" ");
            h.elem("select").attr("data-camera", "").body(|h| {
                for (i, c) in (1..).zip(&s.cameras) {
                    let label = if c.label.is_empty() {
                        format!("{} {i}", scan_words::CAMERA.trim_end_matches(':'))
                    } else {
                        c.label.clone()
                    };
                    h.elem("option").attr("value", &c.id).text(&label);
                }
            });
        });
    }
    fill(".scanner-cameras", cameras);
}

/// The class's name as the page's title (and the print's), its renaming
/// and the way to every class.
fn head(class: &Class) -> Html {
    let mut html = Html::new();
    html.elem("div").class("class-title-row").body(|h| {
        h.elem("h1").body(|h| {
            h.text(class_words::CLASS_HEADING).text(" ");
            h.elem("span").attr("data-class-name", "").text(&class.name);
        });
        h.elem("p").class("class-nav no-print").body(|h| {
            h.elem("a")
                .class("button")
                .attr("href", &href(Page::Classes, &Params::default()))
                .text(class_words::ALL_CLASSES);
            h.elem("button")
                .action(&Action::RenameClass)
                .text(class_words::RENAME_CLASS);
        });
    });
    // How children hand in, until the first results come.
    if class.is_empty() {
        html.elem("p")
            .class("intro no-print")
            .text(words::CLASS_INTRO);
    }
    html
}

/// The buttons: the camera (`scanning`: it reads now), the files, print,
/// the CSV, the class file, beginning again; and whether the browser keeps
/// the class (`kept`).
fn tools(class: &Class, scanning: bool, kept: bool) -> Html {
    let mut html = Html::new();
    html.elem("p").class("file-tools").body(|h| {
        if scanning {
            h.elem("button")
                .class("primary")
                .action(&Action::StopScan)
                .text(scan_words::STOP_SCAN);
        } else {
            h.elem("button")
                .class("primary")
                .action(&Action::Scan)
                .text(scan_words::SCAN);
        }
        file_button(h, &Action::Import, words::CLASS_PICK);
        h.elem("button").action(&Action::Print).text(words::PRINT);
        h.elem("button")
            .action(&Action::ExportClass)
            .text(class_words::EXPORT_CLASS);
        file_button(h, &Action::ImportClass, class_words::IMPORT_CLASS);
        if !class.is_empty() {
            h.elem("button")
                .action(&Action::ExportCsv)
                .text(words::EXPORT_CSV);
            h.elem("button")
                .action(&Action::NewClass)
                .text(class_words::BEGIN_AGAIN);
        }
    });
    let kept = if kept {
        class_words::KEPT
    } else {
        scan_words::NOT_KEPT
    };
    html.elem("p").class("class-kept").text(kept);
    html
}

/// Under the table: every child's diploma in a game, in one print.
fn diplomas(class: &Class) -> Html {
    let mut html = Html::new();
    if !class.is_empty() {
        html.elem("p").class("class-diplomas").body(|h| {
            h.text(words::CLASS_DIPLOMAS);
            for v in Variant::ALL {
                let link = href(Page::Diploma(v), &Params::default()) + "&clasa=1";
                h.text(" ");
                h.elem("a")
                    .class("button")
                    .attr("href", &link)
                    .attr("data-class-diplomas", v.info().slug)
                    .text(v.info().short_name);
            }
        });
    }
    html
}

/// Shows or hides the camera's part of the page.
fn show_camera(root: &Element, on: bool) {
    if let Some(el) = root.query_selector(".scanner").ok().flatten() {
        let _ = if on {
            el.remove_attribute("hidden")
        } else {
            el.set_attribute("hidden", "")
        };
    }
}

/// What the camera tells the page.
struct Events {
    root: Element,
    state: std::rc::Weak<RefCell<State>>,
}

impl ScanEvents for Events {
    fn code(&self, text: String) {
        let Some(state) = self.state.upgrade() else {
            return;
        };
        // The page was left: the camera goes with it.
        if !self.root.is_connected() {
            state.borrow_mut().scanner = None;
            return;
        }
        let mut s = state.borrow_mut();
        let now = clock::now_ms();
        let again = s
            .last_code
            .as_ref()
            .is_some_and(|(last, at)| *last == text && now - at < SAME_CODE_MS);
        s.last_code = Some((text.clone(), now));
        if again {
            return;
        }
        let before = s.class.clone();
        let refused = read_code(&mut s, &text);
        sound::play(if refused {
            ui_model::sound::Sound::Refused
        } else {
            ui_model::sound::Sound::Move
        });
        if s.class != before || !refused {
            draw(&self.root, &s);
        } else if let Some(log) = self.root.query_selector("[data-scan-log]").ok().flatten() {
            log.set_inner_html(lines_markup(&s.log).as_str());
        }
    }

    fn started(&self, result: Result<(Scanner, Vec<Camera>), CameraError>) {
        let Some(state) = self.state.upgrade() else {
            return;
        };
        let mut s = state.borrow_mut();
        match result {
            Ok((scanner, cameras)) => {
                s.scanner = Some(scanner);
                if !cameras.is_empty() {
                    s.cameras = cameras;
                }
                show_camera(&self.root, true);
                // On a phone the camera's picture, and the log under it,
                // come to the top of the screen: the teacher sees what
                // the camera aims at.
                scroll_to(&self.root, ".scanner");
            }
            Err(why) => {
                s.scanner = None;
                show_camera(&self.root, false);
                let line = match why {
                    CameraError::NeedsHttps => scan_words::CAMERA_NEEDS_HTTPS,
                    CameraError::Refused => scan_words::CAMERA_REFUSED,
                    CameraError::NoCamera => scan_words::NO_CAMERA,
                };
                s.log.insert(0, line.to_string());
            }
        }
        draw(&self.root, &s);
    }
}

/// Opens the camera (`camera`: the one chosen).
fn start_camera(root: &Element, state: &Shared, camera: Option<String>) {
    // The camera in use is let go first (a laptop's other camera).
    state.borrow_mut().scanner = None;
    let Some(video) = root
        .query_selector("video[data-scanner]")
        .ok()
        .flatten()
        .and_then(|v| v.dyn_into::<HtmlVideoElement>().ok())
    else {
        return;
    };
    let events = Rc::new(Events {
        root: root.clone(),
        state: Rc::downgrade(state),
    });
    scanner::start(&video, camera.as_deref(), events);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::won;
    use storage::file::ChildResults;
    use storage::{MatchRecord, Start};
    use ui_model::action::read_first;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    /// The table and the file problems, as the page draws them.
    fn markup(files: &[ChildResults], problems: &[String], sort: Column) -> String {
        let mut class = Class::default();
        for f in files {
            class.add_file(f.clone());
        }
        let mut html = tools(&class, false, true);
        html.elem("ul")
            .class("file-problems")
            .attr("role", "status")
            .body(|h| {
                h.html(&lines_markup(problems));
            });
        html.elem("div").class("class-table").body(|h| {
            h.html(&table(
                &class,
                Sort {
                    by: sort,
                    reversed: false,
                },
                1_700_000_000_000,
            ));
        });
        html.into_string()
    }

    fn file_of(name: &str) -> ChildResults {
        ChildResults {
            name: name.to_string(),
            avatar: "leu".into(),
            matches: vec![MatchRecord {
                stars: 3,
                ..won(Variant::KingHunt, 1_700_000_000_000, Start::Book, name)
            }],
            skipped: 0,
            series: Vec::new(),
            puzzles: Default::default(),
            puzzles_skipped: false,
            cut: 0,
        }
    }

    #[test]
    fn each_childs_series_has_its_cell() {
        let mut s =
            storage::SeriesProgress::new("titlu=%3Ci%3ESeria%3C/i%3E&rege=8/8/8/8/8/8/8/8_w", 3);
        s.improve(0, storage::SeriesResult::Won, false);
        let ana = ChildResults {
            series: vec![s],
            ..file_of("Ana")
        };
        let html = markup(&[ana, file_of("Ion")], &[], Column::Name);
        assert_safe(&html);
        assert!(html.contains("<th scope=\"col\">Serii și exerciții</th><th scope=\"col\" data-label=\"Cine are nevoie de ajutor\"><button data-action=\"sort\" data-sort=\"ajutor\""));
        assert!(html.contains(
            "<td data-series=\"\" title=\"&lt;i&gt;Seria&lt;/i&gt;: 1 / 3\"><span data-series-results=\"v--\">&lt;i&gt;Seria&lt;/i&gt;: 1 / 3</span></td><td data-help=\"\""
        ));
        assert!(
            html.contains("<td data-series=\"\"></td><td data-help=\"\""),
            "Ion has none"
        );
        // Without any series, no column.
        let plain = markup(&[file_of("Ion")], &[], Column::Name);
        assert!(!plain.contains("Serii"));
        // A teacher's single position is shown with its result.
        let mut exercise = file_of("Maria");
        exercise.matches[0].start =
            Start::Exercise(Some(engine::Setup::parse("7k/Q7/6K1/8/8/8/8/8 w").unwrap()));
        let html = markup(&[exercise], &[], Column::Name);
        assert!(html.contains(
            "<td data-series=\"\" title=\"✏️ Rege: câștigat\"><span data-exercise=\"rege\" data-result=\"v\">✏️ Rege: câștigat</span></td>"
        ), "{html}");
        // Its goal, when the link had one.
        let mut aimed = file_of("Maria");
        aimed.matches[0].start =
            Start::Exercise(Some(engine::Setup::parse("7k/Q7/6K1/8/8/8/8/8 w").unwrap()));
        aimed.matches[0].goal = Some((engine::play::goal::Goal::MateWithin(1), true));
        let html = markup(&[aimed], &[], Column::Name);
        assert!(
            html.contains(">✏️ Rege: câștigat · 🎯 1 din 1</span></td>"),
            "{html}"
        );
    }

    #[test]
    fn the_help_column_names_what_a_teacher_should_look_at() {
        let mut class = Class::default();
        let mut ana = storage::handin::HandIn {
            name: "Ana".into(),
            ..Default::default()
        };
        ana.games[5].last_day = Some(19_000);
        ana.help.losses_in_a_row = 3;
        ana.help.hints = 12;
        ana.help.undos = 1;
        ana.help.missed.push(storage::handin::Miss {
            puzzle: "nebun/3".into(),
            first_wrong: "g3f4".into(),
        });
        class.add(ana);
        class.add(storage::handin::HandIn {
            name: "Ion".into(),
            device: 2,
            ..Default::default()
        });
        let sort = Sort {
            by: Column::Help,
            reversed: false,
        };
        let html = table(&class, sort, 19_010 * 86_400_000).into_string();
        assert!(html.contains(
            "<td data-help=\"\" data-need=\"24\" title=\"3 înfrângeri la rând\n🧩 Nebun 3: a greșit cu g3–f4\n💡 12 sfaturi · ↶ 1 înapoi\nnu a mai jucat de 10 zile\"><b class=\"need\">24 p.</b> <span>3 înfrângeri la rând</span><small> +3</small></td>"
        ), "{html}");
        assert!(html.contains("<td data-help=\"\" data-need=\"0\">—</td>"));
        assert!(html.find("data-child=\"Ana\"") < html.find("data-child=\"Ion\""));
        assert!(html.contains("<th scope=\"col\" aria-sort=\"descending\" data-label=\"Cine are nevoie de ajutor\"><button data-action=\"sort\" data-sort=\"ajutor\""));
        // A second tap: the other way, and the head says so.
        let html = table(&class, sort.tapped(Column::Help), 0).into_string();
        assert!(html.find("data-child=\"Ion\"") < html.find("data-child=\"Ana\""));
        assert!(html.contains("<th scope=\"col\" aria-sort=\"ascending\" data-label=\"Cine are nevoie de ajutor\"><button data-action=\"sort\" data-sort=\"ajutor\""));
        assert!(html.contains("▲"));
        let by_name = Sort {
            by: Column::Name,
            reversed: false,
        };
        assert!(by_name.ascending() && !by_name.tapped(Column::Name).ascending());
        assert_eq!(by_name.tapped(Column::Help), sort);
    }

    #[test]
    fn names_from_files_stay_text() {
        for evil in EVIL {
            let html = markup(
                &[file_of(evil), file_of("Ana")],
                &[words::not_ours(evil)],
                Column::Name,
            );
            assert_safe(&html);
            let name = escaped(evil);
            assert!(html.contains(&format!("<tr data-child=\"{name}\" data-row=\"")));
            assert!(html.contains(&format!("</span>{name}</th>")));
            assert!(html.contains(&format!(
                "<ul class=\"file-problems\" role=\"status\"><li>{}</li></ul>",
                escaped(&words::not_ours(evil))
            )));
        }
        let html = markup(
            &[file_of("\"><img src=x onerror=alert(1)>")],
            &[],
            Column::Name,
        );
        assert!(html.contains(
            "<tr data-child=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\" data-row=\""
        ));
    }

    #[test]
    fn a_cell_shows_the_games_puzzles_solved_and_their_stars() {
        let mut ana = file_of("Ana");
        ana.puzzles.improve("nebun/1", 3);
        ana.puzzles.improve("nebun/2", 2);
        ana.puzzles.improve("rege/4", 1);
        let html = markup(&[ana, file_of("Ion")], &[], Column::Name);
        assert_safe(&html);
        // Puzzles only: the cell has them alone, on one line; the stars in
        // its title.
        assert!(html.contains(
            "<td data-variant=\"nebun\" title=\"🧩\u{a0}2\u{a0}· ★\u{a0}5\" data-puzzles=\"2\" data-puzzle-stars=\"5\">🧩 2</td>"
        ));
        // After the best result, on the same line; everything in the title.
        assert!(html.contains(
            "<td data-variant=\"rege\" title=\"★★★ · 20 de mutări · U1 M0 G0 · un meci · 🧩\u{a0}1\u{a0}· ★\u{a0}1\" data-puzzles=\"1\" data-puzzle-stars=\"1\">★★★ 20 · 🧩 1</td>"
        ));
        // Ion has none: no puzzle count, and a game not played stays empty.
        let ion = &html[html.find("data-child=\"Ion\"").unwrap()..];
        let ion = &ion[..ion.find("</tr>").unwrap()];
        assert!(!ion.contains("🧩"));
        assert!(ion.contains("<td class=\"not-played\">—</td>"));
    }

    #[test]
    fn the_buttons_read_back_as_their_actions() {
        let html = markup(&[file_of("Ana")], &[], Column::Matches);
        assert_eq!(read_first(&html, "import"), Some(Action::Import));
        assert_eq!(read_first(&html, "print"), Some(Action::Print));
        for column in [
            Column::Name,
            Column::Game(Variant::KingHunt),
            Column::Matches,
            Column::LastPlayed,
        ] {
            let at = html
                .find(&format!("data-sort=\"{}\"", column.slug()))
                .unwrap();
            let button = &html[html[..at].rfind('<').unwrap()..];
            assert_eq!(
                read_first(button, column.slug()),
                Some(Action::Sort(column))
            );
        }
        assert!(html.contains(
            "<th scope=\"col\" aria-sort=\"descending\" data-label=\"Meciuri\"><button data-action=\"sort\" data-sort=\"meciuri\""
        ));
        let empty = markup(&[], &[], Column::Name);
        assert!(empty.ends_with(&format!(
            "<div class=\"class-table\"><p class=\"empty\">{}</p></div>",
            escaped(words::CLASS_EMPTY)
        )));
    }

    #[test]
    fn any_text_in_a_missed_move_is_cut_by_characters() {
        let mut class = Class::default();
        for (device, wrong) in ["aș", "€", "ș", "", "g3f4"].into_iter().enumerate() {
            let mut h = storage::handin::HandIn {
                name: "Ana".into(),
                device: device as u32,
                ..Default::default()
            };
            h.help.missed.push(storage::handin::Miss {
                puzzle: format!("nebun/{device}"),
                first_wrong: wrong.into(),
            });
            class.add(h);
        }
        let sort = Sort {
            by: Column::Help,
            reversed: false,
        };
        let html = table(&class, sort, 0).into_string();
        assert_safe(&html);
        assert!(html.contains("🧩 Nebun 4: a greșit cu g3–f4"), "{html}");
        assert!(html.contains("🧩 Nebun 2: a greșit cu ș–"), "{html}");
    }
}
