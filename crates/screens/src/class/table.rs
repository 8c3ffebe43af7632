//! The class table's markup: the count, the legend, the heads that sort,
//! and a row per child (its games, matches, last day, series and the
//! signs that the child needs help).

use ::words::classes as class_words;
use ::words::handin as scan_words;
use ::words::profiles as words;
use ::words::series as series_words;
use engine::Variant;
use storage::class::{Class, ClassRow, Column, GameCell, sort_rows, sort_rows_reversed};
use storage::roster::Roster;
use storage::{clock, local_time};
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::screen_action::ClassAction as Action;
use ui_model::series::SeriesLink;

/// The class's rows, as the table shows them.
pub(super) fn sorted_rows(class: &Class, sort: Sort, now_ms: u64) -> Vec<ClassRow> {
    let mut rows = class.rows(&|p| SeriesLink::parse(&p.legatura).0.title, now_ms);
    if sort.reversed {
        sort_rows_reversed(&mut rows, sort.by);
    } else {
        sort_rows(&mut rows, sort.by);
    }
    rows
}

/// The table, sorted by `sort`, or why there is none yet; `now_ms`: when.
pub(super) fn table(class: &Class, sort: Sort, now_ms: u64) -> Html {
    let mut html = Html::new();
    let rows = sorted_rows(class, sort, now_ms);
    if rows.is_empty() {
        html.elem("p").class("empty").text(words::CLASS_EMPTY);
    } else {
        // The day it was drawn, for the printed page.
        let date = local_time(now_ms, clock::utc_offset_minutes(now_ms)).day_said();
        let table = Table {
            rows: &rows,
            sort,
            today: now_ms / 86_400_000,
            roster: &class.roster,
        };
        table.draw(&mut html, &date);
    }
    html
}

/// What the table is drawn of.
struct Table<'a> {
    rows: &'a [ClassRow],
    sort: Sort,
    /// The day (since 1970) the page is drawn.
    today: u64,
    roster: &'a Roster,
}

/// How the table is sorted: by a column, each the way it reads best (names
/// A to Z, the rest the best or the most first), or (`reversed`) the other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Sort {
    pub(super) by: Column,
    pub(super) reversed: bool,
}

impl Sort {
    /// A tap on a column's head: that column, or the other way round.
    pub(super) fn tapped(self, column: Column) -> Sort {
        Sort {
            by: column,
            reversed: column == self.by && !self.reversed,
        }
    }

    /// Whether the rows go up (A to Z, the smallest first).
    pub(super) fn ascending(self) -> bool {
        (self.by == Column::Name) != self.reversed
    }
}

impl Table<'_> {
    /// The class table's markup, sorted by `sort` (its head says so:
    /// `aria-sort`), who has not handed in above it.
    fn draw(&self, html: &mut Html, date: &str) {
        let rows = self.rows;
        html.elem("p").class("class-count").body(|h| {
            h.text(&words::children_count(rows.len() as u32)).text(" ");
            h.elem("span").class("no-print").text(words::SORT_HINT);
            h.elem("span").class("print-only").text(date);
        });
        if !self.roster.is_empty() {
            let on_roster = || rows.iter().filter(|r| r.on_roster());
            let missing: Vec<&str> = on_roster()
                .filter(|r| !r.handed_in)
                .map(|r| &*r.name)
                .collect();
            let of = on_roster().count() as u32;
            html.elem("p")
                .class("handed-in-count")
                .number("data-not-handed-in", missing.len() as u32)
                .body(|h| {
                    h.elem("strong")
                        .text(&class_words::handed_in(of - missing.len() as u32, of));
                    if !missing.is_empty() {
                        h.text(" ").text(&class_words::not_handed_in(&missing));
                    }
                });
        }
        html.elem("p")
            .class("class-legend print-only")
            .text(words::CLASS_LEGEND_PRINTED);
        let series = rows
            .iter()
            .any(|r| !r.series.is_empty() || !r.exercises.is_empty());
        let roster = !self.roster.is_empty();
        html.elem("table").body(|h| {
            h.elem("thead").body(|h| {
                h.elem("tr").body(|h| {
                    head_row(h, self.sort, series, roster);
                    if self.loose() {
                        h.elem("th")
                            .attr("scope", "col")
                            .class("no-print")
                            .text(class_words::ROW_TOOLS_COLUMN);
                    }
                });
            });
            h.elem("tbody").body(|h| {
                for r in rows {
                    self.child_row(h, r, series);
                }
            });
        });
        // How to read it, under the table: the table comes first on the
        // screen (a projector's 768 px show its head).
        html.elem("p")
            .class("class-legend no-print")
            .text(words::CLASS_LEGEND);
        html.elem("p")
            .class("class-legend")
            .text(class_words::HELP_ORDER);
    }
}

/// The heads of the columns, each a button that sorts by it, twice the other
/// way (the one sorted by marked ▲ or ▼, with its `aria-sort`), and the
/// series' when a child opened any.
fn head_row(html: &mut Html, sort: Sort, series: bool, roster: bool) {
    let handed_in = roster.then_some((Column::HandedIn, class_words::HANDED_IN_COLUMN));
    let columns = std::iter::once((Column::Name, words::CHILD_COLUMN))
        .chain(handed_in)
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
            Column::Name
            | Column::Matches
            | Column::LastPlayed
            | Column::Help
            | Column::HandedIn => label,
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

impl Table<'_> {
    /// A child's row: the name (a row not on the roster says so, with a
    /// way to join it to a roster child or delete it), whether they handed
    /// in, a cell per game, the matches, the day last played, (when
    /// `series`) the series and exercises, and the signs that the child
    /// needs help.
    fn child_row(&self, html: &mut Html, r: &ClassRow, series: bool) {
        let last = match r.last_played {
            Some(t) => local_time(t, clock::utc_offset_minutes(t)).day_said(),
            None if r.unknown_day => scan_words::UNKNOWN_DAY.to_string(),
            None => words::NOT_PLAYED.to_string(),
        };
        let roster = !self.roster.is_empty();
        let slug = r.key.slug();
        html.elem("tr")
            .attr("data-child", &r.name)
            .attr("data-row", &slug)
            .attr("data-handed-in", if r.handed_in { "da" } else { "nu" })
            .attr("data-roster", if r.on_roster() { "da" } else { "nu" })
            .body(|h| {
                h.elem("th").attr("scope", "row").body(|h| {
                    Avatar::of(&r.avatar).boxed(h);
                    h.text(&r.name);
                });
                if roster {
                    let (class, text) = if r.handed_in {
                        ("handed-in", class_words::HANDED_IN_YES)
                    } else {
                        ("not-handed-in", class_words::HANDED_IN_NO)
                    };
                    h.elem("td").class(class).text(text);
                }
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
                help_cell(h, r, self.today);
                if self.loose() {
                    h.elem("td").class("row-tools no-print").body(|h| {
                        if !r.on_roster() {
                            self.loose_controls(h, &slug);
                        }
                    });
                }
            });
    }

    /// Whether a row is not on the roster (its tools get a column).
    fn loose(&self) -> bool {
        self.rows.iter().any(|r| !r.on_roster())
    }

    /// Under a name not on the roster: that it is not, the roster's
    /// children to join it to, and its deletion.
    fn loose_controls(&self, html: &mut Html, slug: &str) {
        html.elem("span").class("row-tools-box").body(|h| {
            if !self.roster.is_empty() {
                h.elem("small")
                    .class("not-on-roster")
                    .text(class_words::NOT_ON_ROSTER);
                h.elem("select")
                    .attr("data-join-to", slug)
                    .attr("aria-label", class_words::JOIN_TO)
                    .body(|h| {
                        h.elem("option")
                            .attr("value", "")
                            .text(class_words::JOIN_TO);
                        for c in &self.roster.children {
                            h.elem("option").number("value", c.id).text(&c.name);
                        }
                    });
                h.elem("button")
                    .action(&Action::JoinRow)
                    .attr("data-row", slug)
                    .text(class_words::JOIN_ROW);
            }
            h.elem("button")
                .class("icon")
                .action(&Action::DeleteRow)
                .attr("data-row", slug)
                .attr("title", class_words::DELETE_ROW)
                .attr("aria-label", class_words::DELETE_ROW)
                .text("🗑");
        });
    }
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
                if help.need() > 0 {
                    h.elem("b")
                        .class("need")
                        .text(&class_words::help_points(help.need()));
                    h.text(" ");
                }
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
