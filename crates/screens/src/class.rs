//! `#/clasa`: many children's results files read into one table, sortable
//! by any column and printable; nothing leaves the device.

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::Element;

use crate::dom::{self, listen};
use ::words::profiles as words;
use ::words::series as series_words;
use engine::Variant;
use storage::file::{self, ChildResults, ClassRow, Column, GameCell};
use storage::{clock, local_time};
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::screen_action::ClassAction as Action;
use ui_model::series::SeriesLink;
use web::action::clicked;
use web::files::{chosen_files, file_button, lines_markup, open_chooser, read_one};

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
    root.set_inner_html(markup(&state.borrow()).as_str());
    let on_click = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| match clicked(&event) {
            Some((Action::Print, _)) => dom::print(),
            Some((Action::Import, button)) => open_chooser(&button),
            Some((Action::Sort(column), _)) => {
                let mut s = state.borrow_mut();
                s.sort = column;
                root.set_inner_html(markup(&s).as_str());
            }
            // Not one of the table's buttons.
            None => {}
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
                            if f.puzzles_skipped {
                                let why = words::PUZZLES_SKIPPED;
                                s.problems.push(format!("„{name}”: {why}"));
                            }
                            s.files.push(f);
                        }
                        Err(why) => s.problems.push(why),
                    }
                }
                root.set_inner_html(markup(&s).as_str());
            });
        }
    };
    listen(root, "click", on_click);
    listen(root, "change", on_change);
}

fn markup(s: &State) -> Html {
    let mut html = Html::new();
    html.elem("h1").text(words::CLASS_TITLE);
    html.elem("p")
        .class("intro no-print")
        .text(words::CLASS_INTRO);
    html.elem("p").class("file-tools no-print").body(|h| {
        file_button(h, &Action::Import, words::CLASS_PICK);
        h.elem("button").action(&Action::Print).text(words::PRINT);
    });
    html.elem("ul")
        .class("file-problems")
        .attr("role", "status")
        .body(|h| {
            h.html(&lines_markup(&s.problems));
        });
    html.elem("div").class("class-table").body(|h| {
        let mut rows = file::class_rows(&s.files);
        if rows.is_empty() {
            h.elem("p").class("empty").text(words::CLASS_EMPTY);
        } else {
            file::sort_rows(&mut rows, s.sort);
            class_table(h, &rows, s.sort);
        }
    });
    html
}

/// The class table's markup, sorted by `by` (its head says so: `aria-sort`).
fn class_table(html: &mut Html, rows: &[ClassRow], by: Column) {
    html.elem("p").class("class-count").body(|h| {
        h.text(&words::children_count(rows.len() as u32)).text(" ");
        h.elem("span").class("no-print").text(words::SORT_HINT);
    });
    let series = rows.iter().any(|r| !r.series.is_empty());
    html.elem("table").body(|h| {
        h.elem("thead").body(|h| {
            h.elem("tr").body(|h| head_row(h, by, series));
        });
        h.elem("tbody").body(|h| {
            for r in rows {
                child_row(h, r, series);
            }
        });
    });
}

/// The heads of the columns, each a button that sorts by it (the one
/// sorted by marked ▼), and the series' when a child opened any.
fn head_row(html: &mut Html, by: Column, series: bool) {
    let columns = std::iter::once((Column::Name, words::CHILD_COLUMN))
        .chain(
            Variant::ALL
                .into_iter()
                .map(|v| (Column::Game(v), v.info().short_name)),
        )
        .chain([
            (Column::Matches, words::MATCHES_COLUMN),
            (Column::LastPlayed, words::LAST_COLUMN),
        ]);
    for (column, label) in columns {
        let sorted = column == by;
        let title = match column {
            Column::Game(v) => v.info().name,
            Column::Name | Column::Matches | Column::LastPlayed => label,
        };
        html.elem("th")
            .attr("scope", "col")
            .attr_if(sorted, "aria-sort", "descending")
            .body(|h| {
                h.elem("button")
                    .action(&Action::Sort(column))
                    .attr("title", title)
                    .body(|h| {
                        h.text(label);
                        if sorted {
                            h.text(" ▼");
                        }
                    });
            });
    }
    if series {
        html.elem("th")
            .attr("scope", "col")
            .text(series_words::CLASS_COLUMN);
    }
}

/// A child's row: the name, a cell per game, the matches, the day last
/// played, and (when `series`) the series the child opened.
fn child_row(html: &mut Html, r: &ClassRow, series: bool) {
    let last = r
        .last_played
        .map(|t| local_time(t, clock::utc_offset_minutes(t)).day_said())
        .unwrap_or_else(|| words::NOT_PLAYED.to_string());
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
        h.elem("td").text(&last);
        if series {
            // Each series the child opened: positions won of all.
            h.elem("td").attr("data-series", "").body(|h| {
                for s in &r.series {
                    let (won, _) = s.counts();
                    let title = SeriesLink::parse(&s.legatura).0.title;
                    h.elem("span").text(&series_words::class_line(
                        &title,
                        won,
                        s.positions() as u32,
                    ));
                }
            });
        }
    });
}

/// A child's cell in a game's column: the book matches and the puzzles
/// solved, or that the game was not played.
fn game_column(html: &mut Html, v: Variant, cell: &GameCell) {
    let puzzles = cell.puzzles;
    if cell.matches == 0 && puzzles.solved == 0 {
        html.elem("td").class("not-played").text(words::NOT_PLAYED);
        return;
    }
    html.elem("td")
        .attr("data-variant", v.info().slug)
        .body(|h| {
            if cell.matches > 0 {
                game_cell(h, v, cell);
            }
            if puzzles.solved > 0 {
                h.elem("span")
                    .class("puzzle-cell")
                    .number("data-puzzles", puzzles.solved)
                    .number("data-puzzle-stars", puzzles.stars)
                    .text(&words::class_puzzles(puzzles.solved, puzzles.stars));
            }
        });
}

/// A game's book matches in a cell: the best result, the wins per level,
/// the matches played.
fn game_cell(html: &mut Html, v: Variant, cell: &GameCell) {
    let s = &cell.summary;
    let top = if s.aided.beats(&s.unaided) {
        s.aided
    } else {
        s.unaided
    };
    let [best, wins, played] = words::class_cell(v.info().best, top, cell.wins, cell.matches);
    html.elem("strong").text(&best);
    html.elem("span").text(&wins);
    html.elem("span").text(&played);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::won;
    use storage::{MatchRecord, Start};
    use ui_model::action::read_first;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

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
        s.improve(0, storage::SeriesResult::Won);
        let ana = ChildResults {
            series: vec![s],
            ..file_of("Ana")
        };
        let html = markup(&State {
            files: vec![ana, file_of("Ion")],
            problems: Vec::new(),
            sort: Column::Name,
        });
        assert_safe(&html);
        assert!(html.contains("<th scope=\"col\">Serii</th>"));
        assert!(html.contains(
            "<td data-series=\"\"><span>&lt;i&gt;Seria&lt;/i&gt;: 1 / 3</span></td></tr>"
        ));
        assert!(
            html.contains("<td data-series=\"\"></td></tr>"),
            "Ion has none"
        );
        // Without any series, no column.
        let plain = markup(&State {
            files: vec![file_of("Ion")],
            problems: Vec::new(),
            sort: Column::Name,
        });
        assert!(!plain.contains("Serii"));
    }

    #[test]
    fn names_from_files_stay_text() {
        for evil in EVIL {
            let state = State {
                files: vec![file_of(evil), file_of("Ana")],
                problems: vec![words::not_ours(evil)],
                sort: Column::Name,
            };
            let html = markup(&state);
            assert_safe(&html);
            let name = escaped(evil);
            assert!(html.contains(&format!("<tr data-child=\"{name}\"><th scope=\"row\">")));
            assert!(html.contains(&format!("</span>{name}</th>")));
            assert!(html.contains(&format!(
                "<ul class=\"file-problems\" role=\"status\"><li>{}</li></ul>",
                escaped(&words::not_ours(evil))
            )));
        }
        let html = markup(&State {
            files: vec![file_of("\"><img src=x onerror=alert(1)>")],
            problems: Vec::new(),
            sort: Column::Name,
        });
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
        let html = markup(&State {
            files: vec![ana, file_of("Ion")],
            problems: Vec::new(),
            sort: Column::Name,
        });
        assert_safe(&html);
        // Puzzles only: the cell has them alone.
        assert!(html.contains(
            "<td data-variant=\"nebun\"><span class=\"puzzle-cell\" data-puzzles=\"2\" data-puzzle-stars=\"5\">🧩\u{a0}2 probleme\u{a0}· ★\u{a0}5</span></td>"
        ));
        // Beside the matches, under them.
        assert!(html.contains(
            "<span>un meci</span><span class=\"puzzle-cell\" data-puzzles=\"1\" data-puzzle-stars=\"1\">🧩\u{a0}o problemă\u{a0}· ★\u{a0}1</span></td>"
        ));
        // Ion has none: no puzzle line, and a game not played stays empty.
        let ion = &html[html.find("data-child=\"Ion\"").unwrap()..];
        assert!(!ion.contains("puzzle-cell"));
        assert!(ion.contains("<td class=\"not-played\">—</td>"));
    }

    #[test]
    fn the_buttons_read_back_as_their_actions() {
        let html = markup(&State {
            files: vec![file_of("Ana")],
            problems: Vec::new(),
            sort: Column::Matches,
        });
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
            "<th scope=\"col\" aria-sort=\"descending\"><button data-action=\"sort\" data-sort=\"meciuri\""
        ));
        let empty = markup(&State {
            files: Vec::new(),
            problems: Vec::new(),
            sort: Column::Name,
        });
        assert!(empty.ends_with(&format!(
            "<div class=\"class-table\"><p class=\"empty\">{}</p></div>",
            escaped(words::CLASS_EMPTY)
        )));
    }
}
