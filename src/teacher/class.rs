//! `#/clasa`: many children's results files read into one table, sortable
//! by any column and printable; nothing leaves the device.

use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

use web_sys::Element;

use super::dom::{self, listen};
use crate::engine::Variant;
use crate::engine::words::profiles as words;
use crate::engine::words::results::day_ro;
use crate::storage::file::{self, ChildResults, ClassRow, Column};
use crate::storage::{clock, local_time};
use crate::ui::avatars::Avatar;
use crate::ui::results::escaped;
use crate::ui::teacher::{chosen_files, file_button, lines_markup, open_chooser, read_one};

/// The files read so far, what was skipped, and the sort.
struct State {
    files: Vec<ChildResults>,
    problems: Vec<String>,
    sort: Column,
}

/// Draws the class page into `root`.
pub fn mount(root: &Element) {
    let _ = root.set_attribute("class", "class-page");
    let state = Rc::new(RefCell::new(State {
        files: Vec::new(),
        problems: Vec::new(),
        sort: Column::Name,
    }));
    root.set_inner_html(&markup(&state.borrow()));
    let on_click = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            if dom::print_if_asked(&event) {
                return;
            }
            let Some(target) = dom::target(&event) else {
                return;
            };
            if let Some(button) = target.closest("[data-action=\"import\"]").ok().flatten() {
                return open_chooser(&button);
            }
            if let Some(column) = target
                .closest("[data-sort]")
                .ok()
                .flatten()
                .and_then(|b| b.get_attribute("data-sort"))
                .and_then(|s| Column::from_slug(&s))
            {
                let mut s = state.borrow_mut();
                s.sort = column;
                root.set_inner_html(&markup(&s));
            }
        }
    };
    let on_change = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let (root, state) = (root.clone(), state.clone());
            chosen_files(&event, move |read| {
                let mut s = state.borrow_mut();
                s.problems.clear();
                for (name, text) in read {
                    match read_one(&name, text.as_deref()) {
                        Ok(f) => {
                            if f.skipped > 0 {
                                let why = words::skipped(f.skipped as u32);
                                s.problems.push(format!("„{name}”: {why}"));
                            }
                            s.files.push(f);
                        }
                        Err(why) => s.problems.push(why),
                    }
                }
                root.set_inner_html(&markup(&s));
            });
        }
    };
    listen(root, "click", on_click);
    listen(root, "change", on_change);
}

fn markup(s: &State) -> String {
    let mut rows = file::class_rows(&s.files);
    let table = if rows.is_empty() {
        format!("<p class=\"empty\">{}</p>", words::CLASS_EMPTY)
    } else {
        file::sort_rows(&mut rows, s.sort);
        class_table(&rows, s.sort)
    };
    format!(
        "<h1>{}</h1><p class=\"intro no-print\">{}</p>\
         <p class=\"file-tools no-print\">{}<button data-action=\"print\">{}</button></p>\
         <ul class=\"file-problems\" role=\"status\">{}</ul><div class=\"class-table\">{table}</div>",
        words::CLASS_TITLE,
        words::CLASS_INTRO,
        file_button(words::CLASS_PICK),
        words::PRINT,
        lines_markup(&s.problems)
    )
}

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
