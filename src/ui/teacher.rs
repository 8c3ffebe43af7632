//! The teacher's screens: `#/clasa`, many children's results files read
//! into one table (nothing leaves the device), and `#/diploma?joc=<slug>`,
//! the current child's printable diploma in a game.
//!
//! Both are static text with a few buttons: written as markup (escaped
//! where a file's text goes in), as the results page is.

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::avatars::Avatar;
use super::js;
use super::results::escaped;
use super::route::{Page, Params, href};
use crate::engine::Variant;
use crate::engine::text::profiles as words;
use crate::engine::text::results::day_ro;
use crate::storage::file::{self, ChildResults, ClassRow, Column, FileError};
use crate::storage::{self, Diploma, clock, local_time};

/// The short name of a game, for a column's head.
fn short_name(v: Variant) -> &'static str {
    match v {
        Variant::KnightRace => "Cai",
        Variant::BishopVsPawns => "Nebun",
        Variant::KnightVsPawns => "Cal",
        Variant::RookVsPawns => "Turn",
        Variant::QueenVsPawns => "Dama",
        Variant::KingHunt => "Rege",
    }
}

/// What a file gave: a child's results, or why it was skipped.
pub(crate) fn read_one(name: &str, text: Option<&str>) -> Result<ChildResults, String> {
    let Some(text) = text else {
        return Err(words::unreadable(name));
    };
    file::read(text).map_err(|e| match e {
        FileError::NotOurs => words::not_ours(name),
        FileError::Damaged => words::damaged(name),
        FileError::Future(v) => words::from_the_future(name, v),
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

/// `#/clasa`.
#[component]
pub fn ClassPage() -> impl IntoView {
    let files = RwSignal::new(Vec::<ChildResults>::new());
    let problems = RwSignal::new(Vec::<String>::new());
    let sort = RwSignal::new(Column::Name);
    let chosen = move |read: Vec<(String, Option<String>)>| {
        let mut skipped = Vec::new();
        let mut loaded = files.get_untracked();
        for (name, text) in read {
            match read_one(&name, text.as_deref()) {
                Ok(f) => {
                    if f.skipped > 0 {
                        skipped.push(format!("„{name}”: {}", words::skipped(f.skipped as u32)));
                    }
                    loaded.push(f);
                }
                Err(why) => skipped.push(why),
            }
        }
        problems.set(skipped);
        files.set(loaded);
    };
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some(target) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        match target.get_attribute("data-action").as_deref() {
            Some("import") => return open_chooser(&target),
            Some("print") => {
                if let Some(w) = web_sys::window() {
                    let _ = w.print();
                }
                return;
            }
            _ => {}
        }
        if let Some(column) = target
            .closest("[data-sort]")
            .ok()
            .flatten()
            .and_then(|b| b.get_attribute("data-sort"))
            .and_then(|s| Column::from_slug(&s))
        {
            sort.set(column);
        }
    };
    let table = move || {
        let mut rows = file::class_rows(&files.get());
        if rows.is_empty() {
            return format!("<p class=\"empty\">{}</p>", words::CLASS_EMPTY);
        }
        let by = sort.get();
        file::sort_rows(&mut rows, by);
        class_table(&rows, by)
    };
    view! {
        <section class="class-page" on:click=on_click on:change=move |ev| chosen_files(&ev, chosen)>
            <h1>{words::CLASS_TITLE}</h1>
            <p class="intro no-print">{words::CLASS_INTRO}</p>
            <p
                class="file-tools no-print"
                inner_html=format!("{}<button data-action=\"print\">{}</button>", file_button(words::CLASS_PICK), words::PRINT)
            ></p>
            <ul class="file-problems" role="status" inner_html=move || lines_markup(&problems.get())></ul>
            <div class="class-table" inner_html=table></div>
        </section>
    }
}

/// Lines of text as list items (escaped).
pub fn lines_markup(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| format!("<li>{}</li>", escaped(l)))
        .collect()
}

/// The class table's markup, sorted by `by` (its head says so: `aria-sort`).
fn class_table(rows: &[ClassRow], by: Column) -> String {
    let mut html = format!(
        "<p class=\"class-count\">{} <span class=\"no-print\">{}</span></p><table><thead><tr>",
        words::children_count(rows.len() as u32),
        words::SORT_HINT
    );
    let columns = std::iter::once((Column::Name, words::CHILD_COLUMN))
        .chain(
            Variant::ALL
                .into_iter()
                .map(|v| (Column::Game(v), short_name(v))),
        )
        .chain([
            (Column::Matches, words::MATCHES_COLUMN),
            (Column::LastPlayed, words::LAST_COLUMN),
        ]);
    for (column, label) in columns {
        let (sorted, title) = match column {
            Column::Game(v) => (column == by, v.info().name),
            _ => (column == by, label),
        };
        let _ = write!(
            html,
            "<th scope=\"col\"{}><button data-sort=\"{}\" title=\"{title}\">{label}{}</button></th>",
            if sorted {
                " aria-sort=\"descending\""
            } else {
                ""
            },
            column.slug(),
            if sorted { " ▼" } else { "" },
        );
    }
    html.push_str("</tr></thead><tbody>");
    for r in rows {
        let name = escaped(&r.name).replace('"', "&quot;");
        let _ = write!(
            html,
            "<tr data-child=\"{name}\"><th scope=\"row\"><span class=\"avatar-box\">{}</span>{name}</th>",
            Avatar::of(&r.avatar).svg()
        );
        for (v, cell) in Variant::ALL.into_iter().zip(&r.games) {
            if cell.matches == 0 {
                let _ = write!(html, "<td class=\"not-played\">{}</td>", words::NOT_PLAYED);
                continue;
            }
            let s = &cell.summary;
            let top = if s.aided.beats(&s.unaided) {
                s.aided
            } else {
                s.unaided
            };
            let [best, wins, played] =
                words::class_cell(v.info().best, top, cell.wins, cell.matches);
            let _ = write!(
                html,
                "<td data-variant=\"{}\"><strong>{best}</strong><span>{wins}</span><span>{played}</span></td>",
                v.info().slug
            );
        }
        let last = r
            .last_played
            .map(|t| day_ro(local_time(t, clock::utc_offset_minutes(t))))
            .unwrap_or_else(|| words::NOT_PLAYED.to_string());
        let _ = write!(html, "<td>{}</td><td>{last}</td></tr>", r.matches);
    }
    html.push_str("</tbody></table>");
    html
}

/// `#/diploma?joc=<slug>`.
#[component]
pub fn DiplomaPage(variant: Variant) -> impl IntoView {
    let print = move |ev: web_sys::MouseEvent| {
        let is_print = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| e.get_attribute("data-action").as_deref() == Some("print"));
        if is_print && let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    };
    view! { <section class="diploma-page" on:click=print inner_html=diploma_markup(variant)></section> }
}

/// The diploma of the current child in `variant`, or the sentence that
/// there is none yet, as markup.
fn diploma_markup(variant: Variant) -> String {
    let device = storage::device();
    let (_, child) = device.current();
    let records = device.load().unwrap_or_default();
    let info = variant.info();
    let back = href(Page::Results, &Params::default());
    let Some(d) = Diploma::of(&records, variant) else {
        return format!(
            "<div class=\"diploma-missing\"><p class=\"notice\">{}</p><p><a class=\"button primary\" href=\"{}\">Joacă: {}</a> \
             <a class=\"button\" href=\"{back}\">{}</a></p></div>",
            words::no_diploma_yet(info.name),
            href(Page::Game(variant), &Params::default()),
            info.name,
            words::BACK_TO_RESULTS
        );
    };
    let when = local_time(d.time_ms, clock::utc_offset_minutes(d.time_ms));
    let stars = d
        .stars
        .map(|s| {
            let label = words::stars_label(s.matches('★').count() as u32);
            format!("<p class=\"diploma-stars\" aria-label=\"{label}\">{s}</p>")
        })
        .unwrap_or_default();
    format!(
        "<p class=\"diploma-tools no-print\"><button class=\"primary\" data-action=\"print\">{}</button> \
         <a class=\"button\" href=\"{back}\">{}</a></p>\
         <article class=\"diploma\" data-variant=\"{}\" aria-label=\"{}\"><div class=\"diploma-frame\">\
         <svg class=\"diploma-knight\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-N\"></use></svg>\
         <h1>{}</h1><p class=\"diploma-for\">{}</p><div class=\"diploma-avatar\">{}</div>\
         <p class=\"diploma-name\">{}</p>{stars}<p class=\"diploma-reason\">{}</p>\
         <p class=\"diploma-date\"><time datetime=\"{}\">{}</time></p><p class=\"diploma-signature\">{}</p></div></article>",
        words::DIPLOMA_PRINT,
        words::BACK_TO_RESULTS,
        info.slug,
        words::DIPLOMA_TITLE,
        words::DIPLOMA_TITLE,
        words::DIPLOMA_FOR,
        Avatar::of(&child.avatar).svg(),
        escaped(&child.nume),
        d.reason,
        when.iso(),
        day_ro(when),
        words::DIPLOMA_SIGNATURE,
    )
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
