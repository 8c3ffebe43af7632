//! The editor's page, drawn with web-sys into the main app's
//! `#screen-host`: plain markup, redrawn whole on every change (it is
//! small), and one listener per event kind on the root.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::JsValue;
use web_sys::js_sys::{Function, Reflect};
use web_sys::{Document, Element, HtmlElement, PointerEvent};

use crate::dom::{self, listen};
use crate::series::mini_board;
use ::words::editor as words;
use engine::play::goal::Goal;
use engine::play::matches::Mode;
use engine::play::value::{self, PositionValue};
use engine::{Color, Level, Piece, Setup, Square, Variant};
use ui_model::action::{FromButton, Written};
use ui_model::board::{Drag, coordinates, coordinates_markup, piece_markup, screen_squares};
use ui_model::editor::model::{Control, Editor, SeriesAdd, Tool, games, palette};
use ui_model::html::{Elem, Html};
use ui_model::qr;
use ui_model::route::Params;
use ui_model::series::SeriesLink;
use web::action::clicked;
use web::js::when_settled;

/// Where the series being collected is kept, so a reload, a position
/// played and the editor opened again, or the browser closed, keeps it.
const SERIES_KEY: &str = "sah-in-joaca/v2/editor/serie";

/// A piece pressed, that may be carried: the piece, and the square it was
/// lifted from (`None`: the palette).
type Press = Drag<(Piece, Option<Square>)>;

/// The editor and what the page shows around it.
struct State {
    editor: Editor,
    press: Option<Press>,
    /// A drag just ended: the click the browser sends after it is not a tap.
    swallow_click: bool,
    /// A copy button's answer (for which link), until the link changes.
    copied: Option<(Which, bool)>,
    /// The QR code shown across the screen.
    big_qr: Option<Which>,
    /// What „➕ Adaugă în serie” could not do, until the next change.
    series_said: Option<String>,
    /// The value of the last position worked out, and which it was.
    value: Option<(Variant, Setup, PositionValue)>,
    /// The value is being worked out (its tables built in slices).
    appraising: bool,
}

/// The editor's two links: the position's and the series'.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Which {
    Position,
    Series,
}

type Shared = Rc<RefCell<State>>;

/// Draws the editor into `root`, on `variant` and the route's `params`.
pub fn mount(root: &Element, variant: Variant, params: &Params) {
    let root = root.clone();
    let _ = root.set_attribute("class", "editor-page");
    let mut editor = Editor::new(variant, params);
    let opened = SeriesLink::in_editor_hash(&web::js::current_hash());
    if let Some(series) = &opened {
        // A series page's „✏️ Editează seria”: it becomes the series being
        // built, its level the editor's.
        editor.level = series.level;
        editor.series = series.clone();
        keep_series(&editor);
    } else if let Some(kept) = drafts().and_then(|s| s.get_item(SERIES_KEY).ok().flatten()) {
        // The editor's level stays the link's (`nivel=`).
        editor.series = SeriesLink::parse(&kept).0;
    }
    let state: Shared = Rc::new(RefCell::new(State {
        editor,
        press: None,
        swallow_click: false,
        copied: None,
        big_qr: None,
        series_said: opened.as_ref().map(|s| words::series_opened(&s.title)),
        value: None,
        appraising: false,
    }));
    if opened.is_some() {
        // A reload keeps the work, not the series as it was opened.
        changed(&mut state.borrow_mut());
    }
    render(&root, &state.borrow());
    appraise_soon(&root, &state);

    let on_click = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let Some((control, _)) = clicked::<Control>(&event) else {
                return;
            };
            let mut s = state.borrow_mut();
            if std::mem::take(&mut s.swallow_click) {
                return;
            }
            let copying = match control {
                Control::Copy => Some((Which::Position, link(&s.editor))),
                Control::CopySeries => Some((
                    Which::Series,
                    s.editor.series_link(&crate::dom::page_address()),
                )),
                _ => None,
            };
            if let Some((which, url)) = copying {
                // The answer may come at once and draws the page itself.
                drop(s);
                copy(&url, which, &root, &state);
                return;
            }
            act(&mut s, control);
            render(&root, &s);
            drop(s);
            appraise_soon(&root, &state);
        }
    };
    let on_key = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::KeyboardEvent| {
            let mut s = state.borrow_mut();
            if event.key() == "Escape" && s.big_qr.is_some() {
                s.big_qr = None;
                render(&root, &s);
            }
        }
    };
    let on_down = {
        let state = state.clone();
        move |event: PointerEvent| {
            let mut s = state.borrow_mut();
            s.swallow_click = false;
            let Some(item) =
                dom::target(&event).and_then(|t| t.closest("[data-drag]").ok().flatten())
            else {
                return;
            };
            let code = item.get_attribute("data-drag").unwrap_or_default();
            let Some(piece) = palette(s.editor.variant)
                .iter()
                .copied()
                .find(|p| p.code() == code)
            else {
                return;
            };
            let from = item
                .get_attribute("data-square")
                .and_then(|n| Square::parse(&n));
            s.press = Some(Drag::new(
                (piece, from),
                (event.client_x(), event.client_y()),
            ));
        }
    };
    let on_move = {
        let (root, state) = (root.clone(), state.clone());
        move |event: PointerEvent| {
            let mut s = state.borrow_mut();
            let Some(press) = s.press.as_mut() else {
                return;
            };
            let (x, y) = (event.client_x(), event.client_y());
            // The pointer is captured only once a drag starts: captured
            // from the press, a mouse's click would go to the root, not to
            // the piece or square it was on, and a tap-tap would do nothing.
            if press.follow((x, y)) {
                let _ = root.set_pointer_capture(event.pointer_id());
            }
            if !press.moved() {
                return;
            }
            let (piece, from) = press.from;
            event.prevent_default();
            if let Some(ghost) = root.query_selector(".editor-ghost").ok().flatten() {
                if ghost.inner_html().is_empty() {
                    let mut svg = Html::new();
                    piece_markup(&mut svg, piece);
                    ghost.set_inner_html(&svg);
                    if let Some(from) = from.and_then(|sq| square_element(&root, sq)) {
                        let _ = from.class_list().add_1("is-lifted");
                    }
                }
                let _ = ghost.set_attribute("style", &format!("left:{x}px;top:{y}px"));
            }
        }
    };
    let on_up = {
        let (root, state) = (root.clone(), state.clone());
        move |event: PointerEvent| {
            let mut s = state.borrow_mut();
            let Some(press) = s.press.take() else {
                return;
            };
            let _ = root.release_pointer_capture(event.pointer_id());
            if !press.moved() {
                return;
            }
            s.swallow_click = true;
            let to = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| {
                    d.element_from_point(event.client_x() as f32, event.client_y() as f32)
                })
                .and_then(|e| e.closest(".editor-board [data-square]").ok().flatten())
                .and_then(|e| e.get_attribute("data-square"))
                .and_then(|n| Square::parse(&n));
            // Dropped off the board: a palette piece is simply not placed.
            let (piece, from) = press.from;
            s.editor.drop_piece(piece, from, to);
            changed(&mut s);
            render(&root, &s);
            drop(s);
            appraise_soon(&root, &state);
        }
    };
    let on_cancel = {
        let (root, state) = (root.clone(), state.clone());
        move |_: PointerEvent| {
            let mut s = state.borrow_mut();
            if s.press.take().is_some_and(|p| p.moved()) {
                render(&root, &s);
            }
        }
    };
    let on_input = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let Some(input) = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                .filter(|i| i.id() == "ed-series-title")
            else {
                return;
            };
            let mut s = state.borrow_mut();
            s.editor.series.title = input.value();
            keep_series(&s.editor);
            // Only the link and its code: the field keeps its caret.
            if let Some(out) = root.query_selector(".ed-series-out").ok().flatten() {
                let mut html = Html::new();
                series_out(&mut html, &s, &crate::dom::page_address());
                out.set_inner_html(&html);
            }
        }
    };
    listen(&root, "click", on_click);
    listen(&root, "input", on_input);
    listen(&root, "keydown", on_key);
    listen(&root, "pointerdown", on_down);
    listen(&root, "pointermove", on_move);
    listen(&root, "pointerup", on_up);
    listen(&root, "pointercancel", on_cancel);
}

/// Runs one control's action.
fn act(s: &mut State, control: Control) {
    let e = &mut s.editor;
    match control {
        Control::Square(sq) => e.tap(sq),
        Control::Tool(piece) => e.choose_tool(piece),
        Control::Game(v) => e.choose_game(v),
        Control::BookStart => e.book_start(),
        Control::Empty => e.clear(),
        Control::Turn(color) => e.turn = color,
        Control::Mode(mode) => e.mode = mode,
        Control::Level(level) => e.level = level,
        Control::Locked => e.locked = !e.locked,
        Control::BigQr(open) => s.big_qr = open.then_some(Which::Position),
        Control::BigSeriesQr(open) => s.big_qr = open.then_some(Which::Series),
        Control::Copy | Control::CopySeries => {}
        Control::AddToSeries => {
            s.series_said = match e.add_to_series() {
                SeriesAdd::Already(n) => Some(words::already_in_series(n)),
                SeriesAdd::Full => Some(words::SERIES_FULL.to_string()),
                SeriesAdd::Added | SeriesAdd::NotPlayable => None,
            };
        }
        Control::SeriesUp(i) => e.raise_in_series(i),
        Control::SeriesRemove(i) => e.remove_from_series(i),
        Control::Goal(goal) => e.goal = goal.filter(|g| g.fits(e.variant)),
    }
    if matches!(
        control,
        Control::AddToSeries | Control::SeriesUp(_) | Control::SeriesRemove(_)
    ) {
        keep_series(&s.editor);
    }
    if control != Control::AddToSeries {
        s.series_said = None;
    }
    changed(s);
}

/// After any change: the copy answer is forgotten and the page's own hash
/// follows the work (without a `hashchange`, which would reload the route).
fn changed(s: &mut State) {
    s.copied = None;
    crate::dom::replace_hash(&s.editor.editor_hash());
}

/// The exact tables' work per slice while the value is worked out: the
/// page stays responsive between slices.
const APPRAISE_SLICE: u32 = 40_000;

/// Works out the value of the position on the board soon, in slices,
/// unless it is known or already being worked out.
fn appraise_soon(root: &Element, state: &Shared) {
    if std::mem::replace(&mut state.borrow_mut().appraising, true) {
        return;
    }
    let (root, state) = (root.clone(), state.clone());
    dom::after_ms(0, move || appraise_step(&root, &state));
}

/// One slice: the tables a little further, or the value, shown at once in
/// its own part of the page (a whole redraw would drop a drag).
fn appraise_step(root: &Element, state: &Shared) {
    let mut s = state.borrow_mut();
    let (variant, setup) = (s.editor.variant, s.editor.setup());
    let known = s
        .value
        .as_ref()
        .is_some_and(|(v, kept, _)| (*v, kept) == (variant, &setup));
    if !root.is_connected() || known || s.editor.problem().is_some() {
        s.appraising = false;
        return;
    }
    if !value::prepare(variant, &setup, APPRAISE_SLICE) {
        let (root, state) = (root.clone(), state.clone());
        dom::after_ms(0, move || appraise_step(&root, &state));
        return;
    }
    let proved = value::value(variant, &setup);
    s.value = Some((variant, setup, proved));
    s.appraising = false;
    if let Some(part) = root.query_selector(".ed-goal").ok().flatten() {
        let mut html = Html::new();
        goal_inner(&mut html, &s);
        part.set_inner_html(&html);
    }
}

/// The value of the position on the board, if worked out.
fn value_here(s: &State) -> Option<PositionValue> {
    let e = &s.editor;
    s.value
        .as_ref()
        .filter(|(v, setup, _)| *v == e.variant && *setup == e.setup())
        .map(|(_, _, value)| *value)
}

/// What the exact knowledge proves about the position, and the goal
/// picker: none, the proved goal (✓), a plain win, and the link's own.
fn goal_inner(html: &mut Html, s: &State) {
    let e = &s.editor;
    let value = value_here(s);
    let proposed = value.and_then(|v| v.proposed_goal(e.variant));
    let p = html.elem("p").class("ed-value").attr("role", "status");
    let p = match proposed {
        Some(goal) => p.attr("data-proposed-goal", &goal.slug()),
        None => p,
    };
    match value {
        Some(v) => p.text(&words::value(e.variant, v)),
        None => p.attr("aria-busy", "true").text(words::VALUE_PENDING),
    };
    let mut goals: Vec<Goal> = proposed.into_iter().collect();
    for goal in [Some(Goal::Win), e.goal].into_iter().flatten() {
        if !goals.contains(&goal) {
            goals.push(goal);
        }
    }
    group(html, words::GOAL_LABEL, |h| {
        button(
            h,
            Control::Goal(None),
            Some(e.goal.is_none()),
            words::NO_GOAL,
        );
        for goal in goals {
            let mut label = words::goal_button(goal);
            if Some(goal) == proposed {
                label.push_str(" ✓");
            }
            button(
                h,
                Control::Goal(Some(goal)),
                Some(e.goal == Some(goal)),
                &label,
            );
        }
    });
    if proposed.is_some() {
        html.elem("p").class("ed-hint").text(words::GOAL_HINT);
    }
}

/// Where the series being collected is kept: the browser's storage, so a
/// draft survives closing it (a browser that refuses keeps it only while
/// the page is open).
fn drafts() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// Keeps the series being collected.
fn keep_series(e: &Editor) {
    if let Some(storage) = drafts() {
        let _ = storage.set_item(SERIES_KEY, &e.series_as_linked().query());
    }
}

/// The page's address (the link's base).
/// The app's address (without its hash) and the game's hash.
fn link(e: &Editor) -> String {
    e.link(&crate::dom::page_address())
}

/// Copies `text`: the clipboard API where the page may use it, otherwise
/// the older select-and-copy (school servers often serve plain http).
fn copy(text: &str, which: Which, root: &Element, shared: &Shared) {
    let answer = {
        let (root, shared) = (root.clone(), shared.clone());
        move |ok: bool| {
            let mut s = shared.borrow_mut();
            s.copied = Some((which, ok));
            render(&root, &s);
        }
    };
    let clipboard = web_sys::window()
        .and_then(|w| Reflect::get(&w, &"navigator".into()).ok())
        .and_then(|n| Reflect::get(&n, &"clipboard".into()).ok())
        .filter(|c| !c.is_undefined() && !c.is_null());
    let write = clipboard.as_ref().and_then(|c| {
        let f = Reflect::get(c, &"writeText".into()).ok()?;
        let promise = f.dyn_ref::<Function>()?.call1(c, &text.into()).ok()?;
        promise.dyn_into::<web_sys::js_sys::Promise>().ok()
    });
    match write {
        Some(promise) => {
            let text = text.to_string();
            when_settled(promise, move |done| {
                answer(done.is_some() || copy_by_selection(&text))
            });
        }
        None => answer(copy_by_selection(text)),
    }
}

/// `document.execCommand("copy")` on a hidden text area holding `text`.
fn copy_by_selection(text: &str) -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let (Ok(area), Some(body)) = (document.create_element("textarea"), document.body()) else {
        return false;
    };
    area.set_text_content(Some(text));
    let _ = area.set_attribute("style", "position:fixed;opacity:0");
    let _ = body.append_child(&area);
    let call = |target: &JsValue, name: &str, arg: Option<&str>| {
        Reflect::get(target, &name.into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| match arg {
                Some(a) => f.call1(target, &a.into()).ok(),
                None => f.call0(target).ok(),
            })
    };
    call(&area, "select", None);
    let ok = call(&document, "execCommand", Some("copy")).is_some_and(|v| v.is_truthy());
    area.remove();
    ok
}

fn square_element(root: &Element, sq: Square) -> Option<Element> {
    root.query_selector(&format!(".editor-board [data-square=\"{sq}\"]"))
        .ok()
        .flatten()
}

/// Draws the whole editor again, keeping the keyboard's place.
fn render(root: &Element, s: &State) {
    let document: Option<Document> = web_sys::window().and_then(|w| w.document());
    let focused = document
        .as_ref()
        .and_then(Document::active_element)
        .map(|e| e.id())
        .filter(|id| id.starts_with("ed-"));
    root.set_inner_html(&markup(s, &crate::dom::page_address()));
    if let Some(el) = focused
        .and_then(|id| document.and_then(|d| d.get_element_by_id(&id)))
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// The button of `control`, written by its enum ([`Control`]'s
/// `write`, read back by the page's delegate); its `id` lets the keyboard
/// keep its place across redraws. A control that needs no value carries
/// `data-value="1"`, which its reader ignores.
fn button(html: &mut Html, control: Control, pressed: Option<bool>, label: &str) {
    let Written { name, data } = control.write();
    let value = data.map_or_else(|| "1".to_string(), |(_, value)| value.into_string());
    let b = html
        .elem("button")
        .attr("type", "button")
        .attr_with("id", |v| {
            v.text("ed-").text(name).text("-").text(&value);
        })
        .attr(Control::ATTR, name)
        .attr("data-value", &value);
    with_pressed(b, pressed).text(label);
}

/// Adds ` aria-pressed="true"` or `"false"`, if the button is a toggle.
fn with_pressed(button: Elem<'_>, pressed: Option<bool>) -> Elem<'_> {
    match pressed {
        Some(true) => button.attr("aria-pressed", "true"),
        Some(false) => button.attr("aria-pressed", "false"),
        None => button,
    }
}

fn group(html: &mut Html, label: &'static str, inner: impl FnOnce(&mut Html)) {
    html.elem("div")
        .class("ed-field")
        .attr("role", "group")
        .attr("aria-label", label)
        .body(|h| {
            h.elem("span").class("ed-label").text(label);
            h.elem("div").class("ed-choices").body(inner);
        });
}

/// The whole page; `address` is the page's (the link's base).
fn markup(s: &State, address: &str) -> Html {
    let e = &s.editor;
    let mut html = Html::with_capacity(16_000);
    html.elem("div").class("editor").body(|h| {
        h.elem("h1").text(words::TITLE);
        h.elem("p").class("ed-intro").text(words::INTRO);
        h.elem("div").class("ed-layout").body(|h| {
            h.elem("div").class("ed-board-column").body(|h| {
                board(h, e);
                palette_markup(h, e);
            });
            h.elem("div").class("ed-panel").body(|h| {
                let problem = e.problem();
                h.elem("div")
                    .class("ed-options")
                    .body(|h| options(h, s, problem.as_deref()));
                result(h, s, problem.is_none(), address);
                series(h, s, address);
            });
        });
        h.elem("div")
            .class("editor-ghost")
            .attr("aria-hidden", "true")
            .empty();
    });
    html
}

/// The pieces to place, and the eraser.
fn palette_markup(html: &mut Html, e: &Editor) {
    html.elem("div")
        .class("ed-palette")
        .attr("role", "group")
        .attr("aria-label", words::PIECES_LABEL)
        .body(|h| {
            for &p in palette(e.variant) {
                let code = p.code();
                let b = h
                    .elem("button")
                    .attr("type", "button")
                    .attr_with("id", |v| {
                        v.text("ed-tool-").text(&code);
                    })
                    .class("ed-piece")
                    .action(&Control::Tool(Some(p)))
                    .attr("data-drag", &code);
                with_pressed(b, Some(e.tool == Tool::Place(p)))
                    .attr("aria-label", &p.name_ro())
                    .body(|h| piece_markup(h, p));
            }
            let eraser = h
                .elem("button")
                .attr("type", "button")
                .attr("id", "ed-tool-x")
                .class("ed-piece ed-eraser")
                .action(&Control::Tool(None));
            with_pressed(eraser, Some(e.tool == Tool::Erase))
                .attr("aria-label", words::ERASER_LABEL)
                .body(|h| {
                    h.elem("span").attr("aria-hidden", "true").text("🧽");
                    h.elem("small").text(words::ERASER);
                });
        });
}

/// The game, its start, who moves, whether it plays, the mode, the level
/// and the lock; `problem`: why the position cannot be played, if so.
fn options(html: &mut Html, s: &State, problem: Option<&str>) {
    let e = &s.editor;
    group(html, words::GAME_LABEL, |h| {
        for v in games() {
            button(h, Control::Game(v), Some(v == e.variant), v.info().name);
        }
    });
    html.elem("div").class("ed-choices ed-starts").body(|h| {
        button(h, Control::BookStart, None, words::BOOK_START);
        button(h, Control::Empty, None, words::EMPTY_BOARD);
    });
    let names = e.variant.info().side_names;
    group(html, words::TURN_LABEL, |h| {
        button(
            h,
            Control::Turn(Color::White),
            Some(e.turn == Color::White),
            names[0],
        );
        button(
            h,
            Control::Turn(Color::Black),
            Some(e.turn == Color::Black),
            names[1],
        );
    });
    html.elem("p")
        .class("ed-check")
        .attr("role", "status")
        .attr("data-check", if problem.is_some() { "bad" } else { "ok" })
        .text(problem.unwrap_or(words::PLAYABLE));
    if problem.is_none() {
        next_steps(html, s);
        html.elem("div").class("ed-goal").body(|h| goal_inner(h, s));
    }
    group(html, words::MODE_LABEL, |h| {
        button(
            h,
            Control::Mode(Mode::Robot),
            Some(e.mode == Mode::Robot),
            words::MODE_ROBOT,
        );
        button(
            h,
            Control::Mode(Mode::TwoPlayers),
            Some(e.mode == Mode::TwoPlayers),
            words::MODE_TWO,
        );
    });
    if e.mode == Mode::Robot {
        group(html, words::LEVEL_LABEL, |h| {
            button(
                h,
                Control::Level(None),
                Some(e.level.is_none()),
                words::LEVEL_CHILD,
            );
            for level in Level::ALL {
                button(
                    h,
                    Control::Level(Some(level)),
                    Some(e.level == Some(level)),
                    level.name_ro(),
                );
            }
        });
        html.elem("p")
            .class("ed-hint")
            .text(words::LEVEL_CHILD_HINT);
    }
    html.elem("label").class("ed-lock").body(|h| {
        h.elem("input")
            .attr("type", "checkbox")
            .attr("id", "ed-locked")
            .action(&Control::Locked)
            .flag("checked", e.locked)
            .void();
        h.text(" ").text(words::LOCKED);
    });
}

fn board(html: &mut Html, e: &Editor) {
    // The board model's geometry: white at the bottom, as the editor
    // always shows it.
    let (ranks, files) = coordinates(Color::White);
    html.elem("div").class("board-frame").body(|h| {
        coordinates_markup(h, "coords ranks", ranks);
        h.elem("div")
            .class("board editor-board")
            .attr("role", "group")
            .attr("aria-label", "Tabla")
            .body(|h| {
                for sq in screen_squares(Color::White) {
                    square(h, e, sq);
                }
            });
        coordinates_markup(h, "coords files", files);
    });
}

/// A square of the board, a button: a tap places or takes away, and its
/// piece can be dragged.
fn square(html: &mut Html, e: &Editor, sq: Square) {
    let name = sq.to_string();
    let b = html
        .elem("button")
        .attr("type", "button")
        .attr_with("id", |v| {
            v.text("ed-sq-").text(&name);
        })
        .class(if sq.is_light() {
            "square light"
        } else {
            "square dark"
        })
        .attr("data-square", &name)
        .action(&Control::Square(sq));
    match e.board.piece_at(sq) {
        Some(p) => {
            b.attr("aria-label", &format!("{name}, {}", p.name_ro()))
                .attr("data-drag", &p.code())
                .body(|h| piece_markup(h, p));
        }
        None => {
            b.attr("aria-label", &name).empty();
        }
    }
}

/// The link, its copy button and its QR code; or what to fix first.
fn result(html: &mut Html, s: &State, playable: bool, address: &str) {
    html.elem("section").class("ed-result").body(|h| {
        if playable {
            link_and_code(h, s, address);
        } else {
            h.elem("p").class("ed-fix").text(words::FIX_FIRST);
        }
    });
}

/// What to do with a playable position, right under „✅ Poziția se poate
/// juca.”, on the first screen: play it, or add it to the series (built
/// position after position, without scrolling to its list).
fn next_steps(html: &mut Html, s: &State) {
    let e = &s.editor;
    html.elem("div").class("ed-choices").body(|h| {
        h.elem("a")
            .class("button primary big")
            .attr("id", "ed-play")
            .attr("href", &e.game_hash())
            .text(words::PLAY);
        if e.series.positions.len() < storage::SERIES_MAX {
            h.elem("button")
                .attr("type", "button")
                .attr("id", "ed-add-series")
                .class("primary")
                .action(&Control::AddToSeries)
                .attr("data-action", "add-to-series")
                .text(words::ADD_TO_SERIES);
        }
    });
    if let Some(said) = &s.series_said {
        html.elem("p")
            .class("ed-hint ed-series-said")
            .attr("role", "status")
            .text(said);
    }
}

/// The playable position's button, link, copy button and QR code (with
/// its enlarged copy when open).
fn link_and_code(html: &mut Html, s: &State, address: &str) {
    let e = &s.editor;
    let url = e.link(address);
    html.elem("h2").text(words::LINK_LABEL);
    html.elem("p").class("ed-link").body(|h| {
        h.elem("a")
            .attr("data-link", "")
            .attr("href", &url)
            .text(&url);
    });
    html.elem("div").class("ed-choices").body(|h| {
        h.elem("button")
            .attr("type", "button")
            .attr("id", "ed-copy")
            .action(&Control::Copy)
            .attr("data-action", "copy-link")
            .text(words::COPY);
    });
    copied(html, s, Which::Position);
    if let Some(code) = qr_figure(html, &url, "data-qr", words::QR_CAPTION) {
        big_qr(html, s, Which::Position, &code);
    }
}

/// A copy button's answer, under its link.
fn copied(html: &mut Html, s: &State, which: Which) {
    let done = match which {
        Which::Position => words::COPIED,
        Which::Series => words::COPIED_SERIES,
    };
    html.elem("p")
        .class("ed-copied")
        .attr("aria-live", "polite")
        .text(match s.copied {
            Some((w, true)) if w == which => done,
            Some((w, false)) if w == which => words::COPY_FAILED,
            _ => "",
        });
}

/// „🔍 Mărește codul QR” under a code, and the code across the screen
/// when it is the one open.
fn big_qr(html: &mut Html, s: &State, which: Which, code: &qr::Qr) {
    let (open, close) = match which {
        Which::Position => (Control::BigQr(true), Control::BigQr(false)),
        Which::Series => (Control::BigSeriesQr(true), Control::BigSeriesQr(false)),
    };
    button(html, open, None, words::QR_BIG);
    if s.big_qr == Some(which) {
        html.elem("div")
            .class("ed-qr-overlay")
            .attr("role", "dialog")
            .attr("aria-modal", "true")
            .attr("aria-label", words::QR_LABEL)
            .body(|h| {
                h.html(&code.svg(None));
                button(h, close, None, words::QR_CLOSE);
            });
    }
}

/// The series being collected: its title, positions, link and QR code.
fn series(html: &mut Html, s: &State, address: &str) {
    let e = &s.editor;
    html.elem("section").class("ed-series").body(|h| {
        let n = e.series.positions.len();
        h.elem("h2").text(words::SERIES_HEADING);
        h.elem("p").class("ed-hint").text(words::SERIES_INTRO);
        if n >= storage::SERIES_MAX {
            h.elem("p").class("ed-hint").text(words::SERIES_FULL);
        }
        h.elem("label").class("ed-series-name").body(|h| {
            h.text(words::SERIES_NAME).text(" ");
            h.elem("input")
                .attr("type", "text")
                .attr("id", "ed-series-title")
                .attr("data-series-title", "")
                .number("maxlength", 40u8)
                .attr("value", &e.series.title)
                .void();
        });
        if n == 0 {
            h.elem("p")
                .class("ed-series-empty")
                .text(words::SERIES_EMPTY);
            return;
        }
        if e.series.title == ::words::series::DEFAULT_TITLE {
            h.elem("p")
                .class("ed-hint ed-name-it")
                .text(words::SERIES_NAME_IT);
        }
        h.elem("ol").class("ed-series-list").body(|h| {
            for (i, (v, setup, goal)) in e.series.positions.iter().enumerate() {
                series_item(h, i, *v, setup, *goal);
            }
        });
        h.elem("div")
            .class("ed-series-out")
            .body(|h| series_out(h, s, address));
    });
}

/// Position `i` of the series: its picture, its game and side to move,
/// and its buttons (up, except the first; out).
fn series_item(html: &mut Html, i: usize, v: Variant, setup: &Setup, goal: Option<Goal>) {
    let side = v.info().side_names[usize::from(setup.turn == Color::Black)];
    html.elem("li").attr("data-series-item", "").body(|h| {
        mini_board(h, &setup.board);
        h.elem("span").body(|h| {
            h.text(&words::series_item(v.info().name, side));
            if let Some(goal) = goal {
                h.text(" · 🎯 ").text(&words::goal_button(goal));
            }
        });
        if i > 0 {
            h.elem("button")
                .attr("type", "button")
                .action(&Control::SeriesUp(i))
                .attr("aria-label", words::SERIES_UP)
                .attr("title", words::SERIES_UP)
                .text("↑");
        }
        h.elem("button")
            .attr("type", "button")
            .action(&Control::SeriesRemove(i))
            .attr("aria-label", words::SERIES_REMOVE)
            .attr("title", words::SERIES_REMOVE)
            .text("✕");
    });
}

/// The series' link and its QR code (redrawn alone as the title is typed).
fn series_out(html: &mut Html, s: &State, address: &str) {
    let e = &s.editor;
    if e.series.positions.is_empty() {
        return;
    }
    let url = e.series_link(address);
    html.elem("h3").text(words::SERIES_LINK);
    html.elem("p").class("ed-link").body(|h| {
        h.elem("a")
            .attr("data-series-link", "")
            .attr("href", &url)
            .text(&url);
    });
    html.elem("div").class("ed-choices").body(|h| {
        h.elem("button")
            .attr("type", "button")
            .action(&Control::CopySeries)
            .text(words::COPY_SERIES);
        h.elem("a")
            .class("button")
            .attr("data-action", "worksheet")
            .attr("href", &format!("#/fisa?{}", e.series_as_linked().query()))
            .text(::words::sheet::SHEET_LINK);
    });
    copied(html, s, Which::Series);
    if let Some(code) = qr_figure(html, &url, "data-series-qr", words::SERIES_QR_CAPTION) {
        big_qr(html, s, Which::Series, &code);
    }
}

/// A link's QR code with its caption (`mark`: the svg's contract
/// attribute); the code, for a larger copy, or `None` for a link too long.
fn qr_figure(html: &mut Html, url: &str, mark: &'static str, caption: &str) -> Option<qr::Qr> {
    let code = qr::encode(url)?;
    html.elem("figure").class("ed-qr").body(|h| {
        h.html(&code.svg(Some(mark)));
        h.elem("figcaption").text(caption);
    });
    Some(code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui_model::action::{FromButton, read_first};
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    fn state(variant: Variant) -> State {
        State {
            editor: Editor::new(variant, &Params::default()),
            press: None,
            swallow_click: false,
            copied: Some((Which::Position, true)),
            big_qr: Some(Which::Position),
            series_said: None,
            value: None,
            appraising: false,
        }
    }

    #[test]
    fn the_link_stays_text_whatever_the_address() {
        for evil in EVIL {
            let address = format!("https://exemplu.ro/{evil}/#/editor");
            let s = state(Variant::BishopVsPawns);
            let html = markup(&s, &address);
            assert_safe(&html);
            let url = escaped(&s.editor.link(&address));
            assert!(html.contains(&format!(
                "<p class=\"ed-link\"><a data-link=\"\" href=\"{url}\">{url}</a></p>"
            )));
            assert_eq!(html.matches("<svg data-qr=\"\" class=\"qr\"").count(), 1);
            assert_eq!(html.matches("<svg class=\"qr\"").count(), 1);
        }
    }

    #[test]
    fn the_value_is_said_and_its_goal_offered_once_worked_out() {
        let mut s = state(Variant::KingHunt);
        let setup = Setup::parse("7k/8/5K2/8/8/8/8/R7_w").unwrap();
        s.editor = Editor::new(
            Variant::KingHunt,
            &Params {
                position: Some(setup.clone()),
                ..Params::default()
            },
        );
        let pending = markup(&s, "http://127.0.0.1/");
        assert!(pending.contains(&format!(
            "<p class=\"ed-value\" role=\"status\" aria-busy=\"true\">{}</p>",
            words::VALUE_PENDING
        )));
        s.value = Some((
            Variant::KingHunt,
            setup.clone(),
            value::value(Variant::KingHunt, &setup),
        ));
        let html = markup(&s, "http://127.0.0.1/");
        assert!(html.contains(
            "<p class=\"ed-value\" role=\"status\" data-proposed-goal=\"mat2\">Cu joc perfect, albul dă mat în 2 mutări.</p>"
        ));
        let read = |containing: &str| read_first::<Control>(&html, containing);
        assert_eq!(read("ed-goal-0"), Some(Control::Goal(None)));
        assert_eq!(
            read("ed-goal-mat2"),
            Some(Control::Goal(Some(Goal::MateWithin(2))))
        );
        assert_eq!(
            read("ed-goal-castiga"),
            Some(Control::Goal(Some(Goal::Win)))
        );
        assert!(html.contains(">Mat în 2 mutări ✓</button>"));
        // The goal chosen goes into the children's link.
        s.editor.goal = Some(Goal::MateWithin(2));
        assert!(
            s.editor.link("http://x/").ends_with("&tinta=mat2"),
            "{}",
            s.editor.link("http://x/")
        );
        // A goal of another game is not taken.
        s.editor.choose_game(Variant::BishopVsPawns);
        assert_eq!(s.editor.goal, None);
    }

    #[test]
    fn every_control_reads_back() {
        let s = state(Variant::KingHunt);
        let html = markup(&s, "http://127.0.0.1/");
        assert_safe(&html);
        let read = |containing: &str| read_first::<Control>(&html, containing);
        let e4 = Square::parse("e4").unwrap();
        assert_eq!(read("ed-sq-e4"), Some(Control::Square(e4)));
        let queen = palette(Variant::KingHunt)[1];
        assert_eq!(
            read(&format!("ed-tool-{}", queen.code())),
            Some(Control::Tool(Some(queen)))
        );
        assert_eq!(read("ed-tool-x"), Some(Control::Tool(None)));
        assert_eq!(
            read("ed-game-cal"),
            Some(Control::Game(Variant::KnightVsPawns))
        );
        assert_eq!(read("ed-book-1"), Some(Control::BookStart));
        assert_eq!(read("ed-empty-1"), Some(Control::Empty));
        assert_eq!(read("ed-turn-w"), Some(Control::Turn(Color::White)));
        assert_eq!(read("ed-turn-b"), Some(Control::Turn(Color::Black)));
        assert_eq!(read("ed-mode-doi"), Some(Control::Mode(Mode::TwoPlayers)));
        assert_eq!(read("ed-mode-robot"), Some(Control::Mode(Mode::Robot)));
        assert_eq!(read("ed-level-0"), Some(Control::Level(None)));
        assert_eq!(read("ed-level-3"), Some(Control::Level(Some(Level::Hard))));
        assert_eq!(read("ed-locked"), Some(Control::Locked));
        assert_eq!(read("ed-copy"), Some(Control::Copy));
        assert_eq!(read("ed-qr-big-1"), Some(Control::BigQr(true)));
        assert_eq!(read("ed-qr-close-1"), Some(Control::BigQr(false)));
        assert_eq!(read("ed-add-series"), Some(Control::AddToSeries));
        // The square's piece and its drag code.
        let e1 = html.find("id=\"ed-sq-e1\"").unwrap();
        assert!(html[e1..].starts_with(
            "id=\"ed-sq-e1\" class=\"square dark\" data-square=\"e1\" data-ed=\"sq\" data-value=\"e1\" \
             aria-label=\"e1, rege alb\" data-drag=\"wK\"><svg class=\"piece piece-w\" data-piece=\"wK\""
        ));
    }

    #[test]
    fn the_series_shows_its_positions_link_and_code_as_text() {
        for evil in EVIL {
            let mut s = state(Variant::KingHunt);
            assert_eq!(s.editor.add_to_series(), SeriesAdd::Added);
            s.editor.choose_game(Variant::BishopVsPawns);
            assert_eq!(s.editor.add_to_series(), SeriesAdd::Added);
            s.editor.series.title = evil.to_string();
            let html = markup(&s, "http://127.0.0.1/");
            assert_safe(&html);
            assert_eq!(html.matches("data-series-item=\"\"").count(), 2);
            assert_eq!(
                html.matches("<svg data-series-qr=\"\" class=\"qr\"")
                    .count(),
                1
            );
            let url = escaped(&s.editor.series_link("http://127.0.0.1/"));
            assert!(html.contains(&format!(
                "<a data-series-link=\"\" href=\"{url}\">{url}</a>"
            )));
            assert!(html.contains(&format!("value=\"{}\"", escaped(evil))));
            assert!(
                html.contains("Vânătoarea regelui · la mutare: Albul"),
                "{}",
                html.as_str()
            );
            let read = |containing: &str| read_first::<Control>(&html, containing);
            assert_eq!(read("series-up"), Some(Control::SeriesUp(1)));
            assert_eq!(read("series-remove"), Some(Control::SeriesRemove(0)));
        }
    }

    #[test]
    fn unknown_values_do_nothing_and_a_foreign_piece_is_the_eraser() {
        let value = |v: &'static str| move |k: &str| (k == "data-value").then(|| v.to_string());
        assert_eq!(Control::read("sq", &value("z9")), None);
        assert_eq!(Control::read("game", &value("sah")), None);
        assert_eq!(Control::read("ghost", &value("1")), None);
        assert_eq!(
            Control::read("level", &value("9")),
            Some(Control::Level(None))
        );
        let mut s = state(Variant::BishopVsPawns);
        let Some(Control::Tool(queen)) = Control::read("tool", &value("wQ")) else {
            panic!("a piece's code reads as a tool");
        };
        assert!(queen.is_some());
        s.editor.choose_tool(queen);
        assert_eq!(s.editor.tool, Tool::Erase);
    }
}
