//! `#/fisa?joc=<joc>&probleme=<a>-<b>` and `#/fisa?<a series' query>`: a
//! worksheet to print. A4 pages (`[data-sheet-page]`) of six diagrams each
//! (`[data-diagram]`: the board as one SVG, the side to move, the task,
//! an answer line, and a small QR code, `svg[data-diagram-qr]`, that opens
//! the position in the app), and at the end the answer key
//! (`[data-answer-key]`): the key move and the most tempting wrong move
//! with why it loses, from the proofs the puzzles use
//! ([`engine::play::puzzles::key`]).

use std::cell::RefCell;
use std::rc::Rc;

use web_sys::Element;

use crate::dom;
use crate::puzzle_list::shipped;
use ::words::puzzles as puzzle_words;
use ::words::sheet as words;
use engine::play::goal::Goal;
use engine::play::puzzles::Puzzle;
use engine::play::puzzles::attempt::PuzzleAttempt;
use engine::play::puzzles::key::AnswerKey;
use engine::{Color, Setup, Variant};
use ui_model::board::diagram_markup;
use ui_model::html::Html;
use ui_model::qr;
use ui_model::route::{Page, Params, decode, href};
use ui_model::series::SeriesLink;

/// Diagrams on one A4 page.
pub const PER_PAGE: usize = 6;

/// One position of the sheet.
struct Item {
    variant: Variant,
    setup: Setup,
    /// What to do, in a sentence.
    task: String,
    /// The app's page of this position (a puzzle, or the game from it).
    link: String,
    /// The puzzle, when the position is one (its answer key is proved).
    puzzle: Option<Puzzle>,
}

/// Reads the sheet's link: its title, positions and notices.
fn items(query: &str, address: &str) -> (String, Vec<Item>, Vec<String>) {
    let value = |key: &str| {
        query
            .split('&')
            .find_map(|p| p.strip_prefix(key)?.strip_prefix('='))
            .map(decode)
    };
    let base = address.split('#').next().unwrap_or(address);
    if let Some(range) = value("probleme") {
        let Some(variant) = value("joc").as_deref().and_then(Variant::from_slug) else {
            return (String::new(), Vec::new(), vec![words::NO_GAME.to_string()]);
        };
        let count = shipped().count(variant) as u16;
        let (a, b) = range
            .split_once('-')
            .and_then(|(a, b)| Some((a.parse::<u16>().ok()?, b.parse::<u16>().ok()?)))
            .filter(|(a, b)| 1 <= *a && a <= b)
            .map_or((1, count), |(a, b)| (a, b.min(count)));
        let items = shipped()
            .of(variant)
            .filter(|p| (a..=b).contains(&p.number))
            .map(|p| Item {
                variant,
                setup: p.setup.clone(),
                task: puzzle_words::task(variant, p.setup.turn, p.goal),
                link: format!(
                    "{base}{}",
                    href(Page::Puzzle(variant, p.number), &Params::default())
                ),
                puzzle: Some(p.clone()),
            })
            .collect();
        return (
            words::puzzles_title(variant.info().name, a, b),
            items,
            Vec::new(),
        );
    }
    let (series, notices) = SeriesLink::parse(query);
    let items = series
        .positions
        .iter()
        .map(|(variant, setup, goal)| {
            let game = Params {
                position: Some(setup.clone()),
                goal: *goal,
                locked: true,
                ..Params::default()
            };
            Item {
                variant: *variant,
                setup: setup.clone(),
                task: task_of(*variant, setup.turn, *goal),
                link: format!("{base}{}", href(Page::Game(*variant), &game)),
                puzzle: None,
            }
        })
        .collect();
    (series.title, items, notices)
}

/// A series position's task: who moves, and the teacher's goal if any.
fn task_of(variant: Variant, turn: Color, goal: Option<Goal>) -> String {
    let side = variant.info().side_names[turn.index()];
    match goal {
        Some(g) => words::task_with_goal(side, g),
        None => words::task_plain(side),
    }
}

/// Draws the worksheet of `query` into `root`, then works out its answer
/// key (the exact tables in slices, so the page never freezes).
pub fn mount(root: &Element, query: &str) {
    let _ = root.set_attribute("class", "sheet-page-root");
    let address = dom::page_address();
    let (title, items, notices) = items(query, &address);
    root.set_inner_html(markup(&title, &items, &notices).as_str());
    dom::listen(root, "click", |event: web_sys::Event| {
        let print =
            dom::target(&event).and_then(|t| t.closest("[data-action=\"print\"]").ok().flatten());
        if print.is_some() {
            dom::print();
        }
    });
    let puzzles: Vec<(usize, Puzzle)> = items
        .into_iter()
        .enumerate()
        .filter_map(|(i, it)| Some((i + 1, it.puzzle?)))
        .collect();
    if puzzles.is_empty() {
        return;
    }
    let state = Rc::new(RefCell::new((puzzles, 0usize)));
    answer_slice(root.clone(), state);
}

type KeyState = Rc<RefCell<(Vec<(usize, Puzzle)>, usize)>>;

/// Prepares the tables of the next puzzles a slice at a time, then writes
/// the answer key.
fn answer_slice(root: Element, state: KeyState) {
    if !root.is_connected() {
        return;
    }
    let ready = {
        let s = state.borrow();
        let (puzzles, _) = &*s;
        puzzles
            .iter()
            .all(|(_, p)| PuzzleAttempt::new(p).is_ok_and(|a| a.prepare(40_000)))
    };
    if !ready {
        dom::after_ms(0, move || answer_slice(root, state));
        return;
    }
    let s = state.borrow();
    let mut html = Html::new();
    key_list(&mut html, &s.0);
    if let Some(list) = root
        .query_selector("[data-answer-key] .sheet-key-list")
        .ok()
        .flatten()
    {
        list.set_inner_html(html.as_str());
        let _ = list.set_attribute("aria-busy", "false");
    }
}

/// The answer key's lines.
fn key_list(html: &mut Html, puzzles: &[(usize, Puzzle)]) {
    for (n, p) in puzzles {
        let Some(key) = AnswerKey::of(p) else {
            continue;
        };
        html.elem("li")
            .number("value", *n as u64)
            .attr("data-key", &key.key.to_string())
            .body(|h| {
                h.elem("strong").text(&words::key_move(&key.key_notation));
                if let Some((wrong, why)) = &key.tempting {
                    h.text(" ")
                        .text(&words::tempting(wrong, &puzzle_words::why(*why)));
                }
            });
    }
}

fn markup(title: &str, items: &[Item], notices: &[String]) -> Html {
    let mut html = Html::with_capacity(64 * 1024);
    for n in notices {
        html.elem("p").class("notice").text(n);
    }
    html.elem("p").class("sheet-tools no-print").body(|h| {
        h.elem("button")
            .class("primary")
            .attr("data-action", "print")
            .text(words::PRINT);
        h.text(" ").text(words::PRINT_HINT);
    });
    if items.is_empty() {
        html.elem("p").class("notice").text(words::NOTHING);
        return html;
    }
    for (page, chunk) in items.chunks(PER_PAGE).enumerate() {
        html.elem("section")
            .class("sheet")
            .attr("data-sheet-page", "")
            .body(|h| {
                h.elem("header").class("sheet-head").body(|h| {
                    h.elem("h1").text(title);
                    h.elem("p").class("sheet-fields").text(words::FIELDS);
                });
                h.elem("div").class("sheet-grid").body(|h| {
                    for (i, item) in chunk.iter().enumerate() {
                        diagram(h, page * PER_PAGE + i + 1, item);
                    }
                });
            });
    }
    let with_keys = items.iter().any(|i| i.puzzle.is_some());
    html.elem("section")
        .class("sheet sheet-key")
        .attr("data-answer-key", "")
        .body(|h| {
            h.elem("h2").text(words::KEY_TITLE);
            if with_keys {
                h.elem("ol")
                    .class("sheet-key-list")
                    .attr("aria-busy", "true")
                    .body(|h| {
                        h.elem("li").class("help-loading").text(words::KEY_PENDING);
                    });
            } else {
                h.elem("p").text(words::KEY_BY_PLAYING);
            }
        });
    html
}

/// One diagram: its number, the board, who moves, the task, an answer
/// line and the QR code of its page in the app.
fn diagram(html: &mut Html, n: usize, item: &Item) {
    html.elem("figure")
        .class("sheet-diagram")
        .number("data-diagram", n as u64)
        .attr("data-variant", item.variant.info().slug)
        .body(|h| {
            h.elem("figcaption").body(|h| {
                h.elem("strong").text(&format!("{n}. "));
                h.text(&item.task);
            });
            h.elem("div").class("sheet-row").body(|h| {
                diagram_markup(h, &item.setup.board, Color::White, &item.task);
                if let Some(code) = qr::encode(&item.link) {
                    code.draw(
                        h,
                        &|svg| {
                            svg.attr("data-diagram-qr", "")
                                .attr("data-link", &item.link)
                        },
                        words::QR_LABEL,
                    );
                }
            });
            let side = item.variant.info().side_names[item.setup.turn.index()];
            h.elem("p").class("sheet-turn").text(&words::to_move(side));
            h.elem("p").class("sheet-answer").text(words::ANSWER_LINE);
        });
}
