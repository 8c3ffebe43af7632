//! `#/clasa`: the teacher's class. The children hand in their results by
//! QR code (read here by the camera, or opened as a link by a phone's own
//! camera: `#/clasa?predare=<cod>`) or by results files; the class is kept
//! in this browser until „🗑 Clasă nouă”, sortable by any column and
//! printable. Nothing leaves the device.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement, HtmlVideoElement};

use crate::dom::{self, listen, listen_window};
use crate::scanner::{self, Camera, CameraError, ScanEvents, Scanner};
use ::words::handin as scan_words;
use ::words::profiles as words;
use ::words::series as series_words;
use engine::Variant;
use storage::class::{Added, Class, ClassRow, Column, GameCell, sort_rows, sort_rows_reversed};
use storage::handin::{CodeError, HandIn, Parts, Progress};
use storage::{Browser, ClassRefused, Device, NAME_MAX, clock, local_time};
use ui_model::avatars::Avatar;
use ui_model::class_csv;
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::ClassAction as Action;
use ui_model::series::SeriesLink;
use web::action::clicked;
use web::files::{chosen_files, file_button, lines_markup, open_chooser, read_one};
use web::js;
use web::sound;

/// The class, what was skipped, what the scanner said, and the sort.
struct State {
    device: Device<Browser>,
    class: Class,
    problems: Vec<String>,
    /// One line per code read, the latest first.
    log: Vec<String>,
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

/// Draws the class page into `root`; `code` is a hand-in a link carried.
pub fn mount(root: &Element, code: Option<&str>) {
    let _ = root.set_attribute("class", "class-page");
    let device = Device::browser();
    let (class, skipped) = device.class();
    let state = Rc::new(RefCell::new(State {
        device,
        class,
        problems: Vec::new(),
        log: Vec::new(),
        sort: Sort {
            by: Column::Name,
            reversed: false,
        },
        parts: Parts::default(),
        scanner: None,
        cameras: Vec::new(),
        last_code: None,
    }));
    if skipped > 0 {
        state
            .borrow_mut()
            .problems
            .push(words::skipped(skipped as u32));
    }
    root.set_inner_html(frame().as_str());
    if let Some(code) = code {
        read_code(&mut state.borrow_mut(), code);
        // Read once: a reload, or a new class, does not read it again.
        dom::replace_hash(&href(Page::Class, &Params::default()));
    }
    draw(root, &state.borrow());
    if code.is_some() {
        // A phone that opened a code's link shows what it did at once, not
        // below the buttons: the log at the top of the screen, the table
        // under it (after the app's own scroll to the top).
        let log = root.query_selector("[data-scan-log]").ok().flatten();
        dom::after_ms(50, move || {
            if let Some(log) = log {
                log.scroll_into_view_with_bool(true);
            }
        });
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
                Action::Import => return open_chooser(&button),
                Action::Sort(column) => {
                    let mut s = state.borrow_mut();
                    s.sort = s.sort.tapped(column);
                }
                Action::Scan => start_camera(&root, &state, None),
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
                        &class_csv::file_name(day),
                        "text/csv;charset=utf-8",
                        &class_csv::csv(&rows),
                    );
                    return;
                }
                Action::NewClass => {
                    if !js::confirm(scan_words::NEW_CLASS_QUESTION) {
                        return;
                    }
                    let mut s = state.borrow_mut();
                    // A new class ends the old one: a tab that still shows
                    // it can no longer write it back.
                    let now = clock::now_ms() as u64;
                    s.class = s.device.new_class(now).unwrap_or_default();
                    s.parts = Parts::default();
                    s.log.clear();
                    s.problems.clear();
                }
            }
            draw(&root, &state.borrow());
        }
    };
    let on_change = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let chosen = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok());
            if let Some(select) = chosen {
                start_camera(&root, &state, Some(select.value()));
                return;
            }
            let (root, state) = (root.clone(), state.clone());
            chosen_files(&event, move |read| {
                let mut s = state.borrow_mut();
                s.problems.clear();
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
                if !files.is_empty() {
                    let kept = change(&mut s, |class| {
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
                draw(&root, &s);
            });
        }
    };
    // Another tab (or window) of this browser changed the class: this page
    // shows what is kept now, so it never writes an older copy back.
    let on_storage = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let key = event
                .dyn_ref::<web_sys::StorageEvent>()
                .and_then(web_sys::StorageEvent::key);
            if key.is_some_and(|k| !Device::<Browser>::is_class_key(&k)) {
                return;
            }
            let mut s = state.borrow_mut();
            let (kept, _) = s.device.class();
            if kept.id != s.class.id {
                s.log
                    .insert(0, scan_words::OTHER_TAB_NEW_CLASS_SHOWN.to_string());
                s.parts = Parts::default();
            }
            s.class = kept;
            draw(&root, &s);
        }
    };
    listen(root, "click", on_click);
    listen(root, "change", on_change);
    listen_window(root, "storage", on_storage);
}

/// Why a change to the class was not kept.
enum Refused {
    /// The browser's storage is full.
    NotKept,
    /// Another tab began a new class (the page shows it now).
    Replaced,
}

/// Changes the class: what this browser keeps now, changed and kept
/// ([`Device::change_class`]); the page then shows what is kept. A browser
/// that keeps nothing changes the page's own class, for the visit.
fn change<R>(s: &mut State, f: impl FnOnce(&mut Class) -> R) -> Result<R, Refused> {
    if !s.device.is_available() {
        return Ok(f(&mut s.class));
    }
    match s.device.change_class(&s.class.id, f) {
        Ok((class, answer)) => {
            s.class = class;
            Ok(answer)
        }
        Err(ClassRefused::NotKept(class)) => {
            s.class = class;
            Err(Refused::NotKept)
        }
        Err(ClassRefused::Replaced(class)) => {
            s.class = class;
            s.parts = Parts::default();
            Err(Refused::Replaced)
        }
    }
}

/// Reads one code (a link's `predare=`, or the camera's text): a line in
/// the log, and the class kept. The parts of a hand-in wait for each other
/// across pages ([`Device::read_code`]). Whether the code was refused.
fn read_code(s: &mut State, code: &str) -> bool {
    let now = clock::now_ms() as u64;
    let read = s
        .device
        .read_code(&mut s.parts, code, now)
        .and_then(checked);
    let refused = read.is_err();
    let line = match read {
        Ok(Progress::Complete(handin)) => {
            let name = handin.name.clone();
            match change(s, |class| class.add(handin)) {
                Ok(Added::New) => scan_words::added(&name),
                Ok(Added::Updated) => scan_words::updated(&name),
                Ok(Added::NothingNew) => scan_words::nothing_new(&name),
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
/// drawn again); [`draw`] fills the others.
fn frame() -> Html {
    let mut html = Html::new();
    html.elem("h1").text(words::CLASS_TITLE);
    html.elem("p")
        .class("intro no-print")
        .text(words::CLASS_INTRO);
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
    html
}

/// Fills the page's parts from the state.
fn draw(root: &Element, s: &State) {
    let fill = |selector: &str, html: Html| {
        if let Some(el) = root.query_selector(selector).ok().flatten() {
            el.set_inner_html(html.as_str());
        }
    };
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

/// The buttons: the camera (`scanning`: it reads now), the files, print,
/// a new class; and whether the browser keeps the class (`kept`).
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
        if !class.is_empty() {
            h.elem("button")
                .action(&Action::ExportCsv)
                .text(words::EXPORT_CSV);
            h.elem("button")
                .action(&Action::NewClass)
                .text(scan_words::NEW_CLASS);
        }
    });
    let kept = if kept {
        scan_words::KEPT
    } else {
        scan_words::NOT_KEPT
    };
    html.elem("p").class("class-kept").text(kept);
    // Every child's diploma in a game, in one print.
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

/// The class's rows, as the table shows them.
fn sorted_rows(class: &Class, sort: Sort, now_ms: u64) -> Vec<ClassRow> {
    let mut rows = class.rows(&|p| SeriesLink::parse(&p.legatura).0.title, now_ms);
    if sort.reversed {
        sort_rows_reversed(&mut rows, sort.by);
    } else {
        sort_rows(&mut rows, sort.by);
    }
    rows
}

/// The table, sorted by `sort`, or why there is none yet; `now_ms`: when.
fn table(class: &Class, sort: Sort, now_ms: u64) -> Html {
    let mut html = Html::new();
    let rows = sorted_rows(class, sort, now_ms);
    if rows.is_empty() {
        html.elem("p").class("empty").text(words::CLASS_EMPTY);
    } else {
        // The day it was drawn, for the printed page.
        let date = local_time(now_ms, clock::utc_offset_minutes(now_ms)).day_said();
        class_table(&mut html, &rows, sort, now_ms / 86_400_000, &date);
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

/// How the table is sorted: by a column, each the way it reads best (names
/// A to Z, the rest the best or the most first), or (`reversed`) the other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Sort {
    by: Column,
    reversed: bool,
}

impl Sort {
    /// A tap on a column's head: that column, or the other way round.
    fn tapped(self, column: Column) -> Sort {
        Sort {
            by: column,
            reversed: column == self.by && !self.reversed,
        }
    }

    /// Whether the rows go up (A to Z, the smallest first).
    fn ascending(self) -> bool {
        (self.by == Column::Name) != self.reversed
    }
}

/// The class table's markup, sorted by `sort` (its head says so:
/// `aria-sort`); `today` is the day (since 1970) the page is drawn.
fn class_table(html: &mut Html, rows: &[ClassRow], sort: Sort, today: u64, date: &str) {
    html.elem("p").class("class-count").body(|h| {
        h.text(&words::children_count(rows.len() as u32)).text(" ");
        h.elem("span").class("no-print").text(words::SORT_HINT);
        h.elem("span").class("print-only").text(date);
    });
    html.elem("p")
        .class("class-legend no-print")
        .text(words::CLASS_LEGEND);
    html.elem("p")
        .class("class-legend print-only")
        .text(words::CLASS_LEGEND_PRINTED);
    let series = rows
        .iter()
        .any(|r| !r.series.is_empty() || !r.exercises.is_empty());
    html.elem("table").body(|h| {
        h.elem("thead").body(|h| {
            h.elem("tr").body(|h| head_row(h, sort, series));
        });
        h.elem("tbody").body(|h| {
            for r in rows {
                child_row(h, r, series, today);
            }
        });
    });
}

/// The heads of the columns, each a button that sorts by it, twice the other
/// way (the one sorted by marked ▲ or ▼, with its `aria-sort`), and the
/// series' when a child opened any.
fn head_row(html: &mut Html, sort: Sort, series: bool) {
    let columns = std::iter::once((Column::Name, words::CHILD_COLUMN))
        .chain(
            Variant::ALL
                .into_iter()
                .map(|v| (Column::Game(v), v.info().short_name)),
        )
        .chain([
            (Column::Matches, words::MATCHES_COLUMN),
            (Column::LastPlayed, words::LAST_COLUMN),
            (Column::Help, words::HELP_COLUMN),
        ]);
    for (column, label) in columns {
        let sorted = column == sort.by;
        let title = match column {
            Column::Game(v) => v.info().name,
            Column::Name | Column::Matches | Column::LastPlayed | Column::Help => label,
        };
        let order = if sort.ascending() {
            "ascending"
        } else {
            "descending"
        };
        // `data-label`: the printed head, which the stylesheet writes in
        // place of the button (a button's text is not printed again on
        // the next pages).
        html.elem("th")
            .attr("scope", "col")
            .attr_if(sorted, "aria-sort", order)
            .attr("data-label", label)
            .body(|h| {
                h.elem("button")
                    .action(&Action::Sort(column))
                    .attr("title", title)
                    .body(|h| {
                        h.text(label);
                        if sorted {
                            h.text(if sort.ascending() { " ▲" } else { " ▼" });
                        }
                    });
            });
        if column == Column::LastPlayed && series {
            html.elem("th")
                .attr("scope", "col")
                .text(series_words::CLASS_COLUMN);
        }
    }
}

/// A child's row: the name, a cell per game, the matches, the day last
/// played, (when `series`) the series and exercises, and the signs that the
/// child needs help.
fn child_row(html: &mut Html, r: &ClassRow, series: bool, today: u64) {
    let last = match r.last_played {
        Some(t) => local_time(t, clock::utc_offset_minutes(t)).day_said(),
        None if r.unknown_day => scan_words::UNKNOWN_DAY.to_string(),
        None => words::NOT_PLAYED.to_string(),
    };
    html.elem("tr").attr("data-child", &r.name).body(|h| {
        h.elem("th").attr("scope", "row").body(|h| {
            Avatar::of(&r.avatar).boxed(h);
            h.text(&r.name);
        });
        for (v, cell) in Variant::ALL.into_iter().zip(&r.games) {
            game_column(h, v, cell);
        }
        h.elem("td").body(|h| {
            h.number(r.matches);
        });
        h.elem("td").class("last-day").text(&last);
        if series {
            series_cell(h, r);
        }
        help_cell(h, r, today);
    });
}

/// A child's series (positions won of all, goals met) and exercises, on one
/// line; all of them in the cell's title.
fn series_cell(html: &mut Html, r: &ClassRow) {
    let series: Vec<(String, String)> = r
        .series
        .iter()
        .map(|s| {
            // A capital where the position's goal was met, as kept.
            let results: String = s
                .positions
                .iter()
                .map(|&(r, met)| match met {
                    Some(true) => r.letter().to_ascii_uppercase(),
                    _ => r.letter(),
                })
                .collect();
            (results, ui_model::class_csv::series_line(s))
        })
        .collect();
    let exercises: Vec<String> = r
        .exercises
        .iter()
        .map(ui_model::class_csv::exercise_line)
        .collect();
    let all: Vec<&str> = series
        .iter()
        .map(|(_, line)| line.as_str())
        .chain(exercises.iter().map(String::as_str))
        .collect();
    html.elem("td")
        .attr("data-series", "")
        .attr_if(!all.is_empty(), "title", &all.join("\n"))
        .body(|h| {
            for (results, line) in &series {
                h.elem("span")
                    .attr("data-series-results", results)
                    .text(line);
            }
            for (e, line) in r.exercises.iter().zip(&exercises) {
                h.elem("span")
                    .attr("data-exercise", e.variant.info().slug)
                    .attr_with("data-result", |v| {
                        v.text(e.result.letter().encode_utf8(&mut [0; 4]));
                    })
                    .text(line);
            }
        });
}

/// The signs that a child needs help: losses in a row, puzzles failed with
/// their wrong move, hints and take-backs, days since the last game.
fn help_cell(html: &mut Html, r: &ClassRow, today: u64) {
    let help = &r.help;
    let mut lines: Vec<String> = Vec::new();
    if help.losses_in_a_row >= 2 {
        lines.push(words::help_losses(help.losses_in_a_row));
    }
    for m in help.missed.iter().rev().take(3) {
        let (slug, number) = m.puzzle.split_once('/').unwrap_or((&m.puzzle, ""));
        let game = Variant::from_slug(slug).map_or(slug, |v| v.info().short_name);
        // By characters, never bytes: a code's text may be any text.
        let cut = m
            .first_wrong
            .char_indices()
            .nth(2)
            .map_or(m.first_wrong.len(), |(at, _)| at);
        let (from, to) = m.first_wrong.split_at(cut);
        lines.push(words::help_missed(game, number, from, to));
    }
    if help.hints + help.undos > 0 {
        lines.push(words::help_hints(help.hints, help.undos));
    }
    let days = r
        .last_played
        .map(|t| today.saturating_sub(t / 86_400_000))
        .unwrap_or(0);
    if days >= 7 {
        lines.push(words::help_days(days as u32));
    }
    // One line, the weightiest sign first (and how many more); the
    // cell's title has all.
    html.elem("td")
        .attr("data-help", "")
        .number("data-need", help.need())
        .attr_if(lines.len() > 1, "title", &lines.join("\n"))
        .body(|h| match lines.as_slice() {
            [] => {
                h.text(words::NO_HELP_NEEDED);
            }
            [first, rest @ ..] => {
                h.elem("span").text(first);
                if !rest.is_empty() {
                    h.elem("small").text(&words::help_more(rest.len() as u32));
                }
            }
        });
}

/// A child's cell in a game's column: the book matches and the puzzles
/// solved, or that the game was not played; the matches in its title.
fn game_column(html: &mut Html, v: Variant, cell: &GameCell) {
    let puzzles = cell.puzzles;
    if cell.matches == 0 && puzzles.solved == 0 {
        html.elem("td").class("not-played").text(words::NOT_PLAYED);
        return;
    }
    let s = &cell.summary;
    let top = if s.aided.beats(&s.unaided) {
        s.aided
    } else {
        s.unaided
    };
    let best = v.info().best;
    // One line; all of it in the title (and in the CSV).
    let mut all: Vec<String> = Vec::new();
    if cell.matches > 0 {
        all.extend(
            words::class_cell(best, top, cell.wins, cell.matches)
                .into_iter()
                .filter(|t| !t.is_empty()),
        );
    }
    if puzzles.solved > 0 {
        all.push(words::class_puzzles(puzzles.solved, puzzles.stars));
    }
    html.elem("td")
        .attr("data-variant", v.info().slug)
        .attr("title", &all.join(" · "))
        .number("data-puzzles", puzzles.solved)
        .number("data-puzzle-stars", puzzles.stars)
        .text(&words::class_line(
            best,
            top,
            cell.wins,
            cell.matches,
            puzzles.solved,
        ));
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
            "<td data-help=\"\" data-need=\"24\" title=\"3 înfrângeri la rând\n🧩 Nebun 3: a greșit cu g3–f4\n💡 12 sfaturi · ↶ 1 înapoi\nnu a mai jucat de 10 zile\"><span>3 înfrângeri la rând</span><small> +3</small></td>"
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
            assert!(html.contains(&format!("<tr data-child=\"{name}\"><th scope=\"row\">")));
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
            "<tr data-child=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\"><th scope=\"row\">"
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
