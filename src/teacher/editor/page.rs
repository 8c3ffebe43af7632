//! The editor's page, drawn with web-sys into the main app's
//! `#teacher-page`: plain markup, redrawn whole on every change (it is
//! small), and one listener per event kind on the root.

use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::JsValue;
use web_sys::js_sys::{Function, Reflect};
use web_sys::{Document, Element, HtmlElement, PointerEvent};

use super::model::{Editor, Tool, games, palette};
use super::qr;
use crate::engine::play::matches::Mode;
use crate::engine::words::editor as words;
use crate::engine::{Color, Level, Piece, Square, Variant};
use crate::teacher::dom::{self, listen};
use crate::ui::js::when_settled;
use crate::ui::route::Params;

/// How far (px) a pointer must move before a press becomes a drag.
const DRAG_START_PX: f64 = 8.0;

/// A press on a piece that may become a drag.
#[derive(Clone, Copy)]
struct Press {
    piece: Piece,
    /// The square it was lifted from (`None`: the palette).
    from: Option<Square>,
    x: f64,
    y: f64,
    dragging: bool,
}

/// The editor and what the page shows around it.
struct State {
    editor: Editor,
    press: Option<Press>,
    /// A drag just ended: the click the browser sends after it is not a tap.
    swallow_click: bool,
    /// The copy button's answer, until the link changes.
    copied: Option<bool>,
    big_qr: bool,
}

type Shared = Rc<RefCell<State>>;

/// Draws the editor into `root`, on `variant` and the route's `params`.
pub fn mount(root: &Element, variant: Variant, params: &Params) {
    let root = root.clone();
    let _ = root.set_attribute("class", "editor-page");
    let state: Shared = Rc::new(RefCell::new(State {
        editor: Editor::new(variant, params),
        press: None,
        swallow_click: false,
        copied: None,
        big_qr: false,
    }));
    render(&root, &state.borrow());

    let on_click = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::Event| {
            let Some(control) =
                dom::target(&event).and_then(|t| t.closest("[data-ed]").ok().flatten())
            else {
                return;
            };
            let mut s = state.borrow_mut();
            if std::mem::take(&mut s.swallow_click) {
                return;
            }
            let action = control.get_attribute("data-ed").unwrap_or_default();
            let value = control.get_attribute("data-value").unwrap_or_default();
            if action == "copy" {
                // The answer may come at once and draws the page itself.
                let url = link(&s.editor);
                drop(s);
                copy(&url, &root, &state);
                return;
            }
            if act(&mut s, &action, &value) {
                render(&root, &s);
            }
        }
    };
    let on_key = {
        let (root, state) = (root.clone(), state.clone());
        move |event: web_sys::KeyboardEvent| {
            let mut s = state.borrow_mut();
            if event.key() == "Escape" && s.big_qr {
                s.big_qr = false;
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
                .into_iter()
                .find(|p| p.code() == code)
            else {
                return;
            };
            let from = item
                .get_attribute("data-square")
                .and_then(|n| Square::parse(&n));
            s.press = Some(Press {
                piece,
                from,
                x: f64::from(event.client_x()),
                y: f64::from(event.client_y()),
                dragging: false,
            });
        }
    };
    let on_move = {
        let (root, state) = (root.clone(), state.clone());
        move |event: PointerEvent| {
            let mut s = state.borrow_mut();
            let Some(press) = s.press.as_mut() else {
                return;
            };
            let (x, y) = (f64::from(event.client_x()), f64::from(event.client_y()));
            if !press.dragging && (x - press.x).hypot(y - press.y) < DRAG_START_PX {
                return;
            }
            // The pointer is captured only once a drag starts: captured
            // from the press, a mouse's click would go to the root, not to
            // the piece or square it was on, and a tap-tap would do nothing.
            if !press.dragging {
                let _ = root.set_pointer_capture(event.pointer_id());
            }
            press.dragging = true;
            event.prevent_default();
            if let Some(ghost) = root.query_selector(".editor-ghost").ok().flatten() {
                if ghost.inner_html().is_empty() {
                    ghost.set_inner_html(&piece_svg(press.piece));
                    if let Some(from) = press.from.and_then(|sq| square_element(&root, sq)) {
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
            if !press.dragging {
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
            s.editor.drop_piece(press.piece, press.from, to);
            changed(&mut s);
            render(&root, &s);
        }
    };
    let on_cancel = {
        let (root, state) = (root.clone(), state.clone());
        move |_: PointerEvent| {
            let mut s = state.borrow_mut();
            if s.press.take().is_some_and(|p| p.dragging) {
                render(&root, &s);
            }
        }
    };
    listen(&root, "click", on_click);
    listen(&root, "keydown", on_key);
    listen(&root, "pointerdown", on_down);
    listen(&root, "pointermove", on_move);
    listen(&root, "pointerup", on_up);
    listen(&root, "pointercancel", on_cancel);
}

/// Runs one control's action; `true` when the page must be drawn again.
fn act(s: &mut State, action: &str, value: &str) -> bool {
    let e = &mut s.editor;
    match action {
        "sq" => match Square::parse(value) {
            Some(sq) => e.tap(sq),
            None => return false,
        },
        "tool" => {
            e.tool = palette(e.variant)
                .into_iter()
                .find(|p| p.code() == value)
                .map_or(Tool::Erase, Tool::Place);
        }
        "game" => match Variant::from_slug(value) {
            Some(v) => e.choose_game(v),
            None => return false,
        },
        "book" => e.book_start(),
        "empty" => e.clear(),
        "turn" => {
            e.turn = if value == "b" {
                Color::Black
            } else {
                Color::White
            }
        }
        "mode" => e.mode = Mode::from_slug(value).unwrap_or_default(),
        "level" => e.level = Level::from_number(value),
        "locked" => e.locked = !e.locked,
        "qr-big" => s.big_qr = true,
        "qr-close" => s.big_qr = false,
        _ => return false,
    }
    changed(s);
    true
}

/// After any change: the copy answer is forgotten and the page's own hash
/// follows the work (without a `hashchange`, which would reload the route).
fn changed(s: &mut State) {
    s.copied = None;
    let hash = s.editor.editor_hash();
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&hash));
    }
}

/// The app's address (without its hash) and the game's hash.
fn link(e: &Editor) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    e.link(&href)
}

/// Copies `text`: the clipboard API where the page may use it, otherwise
/// the older select-and-copy (school servers often serve plain http).
fn copy(text: &str, root: &Element, shared: &Shared) {
    let answer = {
        let (root, shared) = (root.clone(), shared.clone());
        move |ok: bool| {
            let mut s = shared.borrow_mut();
            s.copied = Some(ok);
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
    root.set_inner_html(&markup(s));
    if let Some(el) = focused
        .and_then(|id| document.and_then(|d| d.get_element_by_id(&id)))
        .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

fn piece_svg(p: Piece) -> String {
    format!(
        "<svg class=\"piece piece-{}\" data-piece=\"{}\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-{}\"></use></svg>",
        p.color.letter(),
        p.code(),
        p.role.fen_letter()
    )
}

/// A button of the editor: `action` and `value` say what it does, `id`
/// lets the keyboard keep its place across redraws.
fn button(html: &mut String, action: &str, value: &str, pressed: Option<bool>, label: &str) {
    let _ = write!(
        html,
        "<button type=\"button\" id=\"ed-{action}-{value}\" data-ed=\"{action}\" data-value=\"{value}\""
    );
    if let Some(p) = pressed {
        let _ = write!(html, " aria-pressed=\"{p}\"");
    }
    let _ = write!(html, ">{label}</button>");
}

fn group(html: &mut String, label: &str, inner: impl FnOnce(&mut String)) {
    let _ = write!(
        html,
        "<div class=\"ed-field\" role=\"group\" aria-label=\"{label}\"><span class=\"ed-label\">{label}</span><div class=\"ed-choices\">"
    );
    inner(html);
    html.push_str("</div></div>");
}

fn markup(s: &State) -> String {
    let e = &s.editor;
    let mut html = String::with_capacity(16_000);
    let _ = write!(
        html,
        "<div class=\"editor\"><h1>{}</h1><p class=\"ed-intro\">{}</p><div class=\"ed-layout\"><div class=\"ed-board-column\">",
        words::TITLE,
        words::INTRO
    );
    board(&mut html, e);
    // The palette.
    let _ = write!(
        html,
        "<div class=\"ed-palette\" role=\"group\" aria-label=\"{}\">",
        words::PIECES_LABEL
    );
    for p in palette(e.variant) {
        let pressed = e.tool == Tool::Place(p);
        let _ = write!(
            html,
            "<button type=\"button\" id=\"ed-tool-{code}\" class=\"ed-piece\" data-ed=\"tool\" data-value=\"{code}\" data-drag=\"{code}\" aria-pressed=\"{pressed}\" aria-label=\"{name}\">{svg}</button>",
            code = p.code(),
            name = p.name_ro(),
            svg = piece_svg(p)
        );
    }
    let _ = write!(
        html,
        "<button type=\"button\" id=\"ed-tool-x\" class=\"ed-piece ed-eraser\" data-ed=\"tool\" data-value=\"x\" aria-pressed=\"{}\" aria-label=\"{}\"><span aria-hidden=\"true\">🧽</span><small>{}</small></button></div>",
        e.tool == Tool::Erase,
        words::ERASER_LABEL,
        words::ERASER
    );
    html.push_str("</div><div class=\"ed-panel\"><div class=\"ed-options\">");
    group(&mut html, words::GAME_LABEL, |h| {
        for v in games() {
            button(
                h,
                "game",
                v.info().slug,
                Some(v == e.variant),
                v.info().name,
            );
        }
    });
    html.push_str("<div class=\"ed-choices ed-starts\">");
    button(&mut html, "book", "1", None, words::BOOK_START);
    button(&mut html, "empty", "1", None, words::EMPTY_BOARD);
    html.push_str("</div>");
    let names = e.variant.info().side_names;
    group(&mut html, words::TURN_LABEL, |h| {
        for (color, name) in [(Color::White, names[0]), (Color::Black, names[1])] {
            let letter = color.letter().to_string();
            button(h, "turn", &letter, Some(e.turn == color), name);
        }
    });
    let problem = e.problem();
    let _ = write!(
        html,
        "<p class=\"ed-check\" role=\"status\" data-check=\"{}\">{}</p>",
        if problem.is_some() { "bad" } else { "ok" },
        problem.as_deref().unwrap_or(words::PLAYABLE)
    );
    group(&mut html, words::MODE_LABEL, |h| {
        button(
            h,
            "mode",
            Mode::Robot.slug(),
            Some(e.mode == Mode::Robot),
            words::MODE_ROBOT,
        );
        button(
            h,
            "mode",
            Mode::TwoPlayers.slug(),
            Some(e.mode == Mode::TwoPlayers),
            words::MODE_TWO,
        );
    });
    if e.mode == Mode::Robot {
        group(&mut html, words::LEVEL_LABEL, |h| {
            button(h, "level", "0", Some(e.level.is_none()), words::LEVEL_CHILD);
            for level in Level::ALL {
                let n = level.number().to_string();
                button(
                    h,
                    "level",
                    &n,
                    Some(e.level == Some(level)),
                    level.name_ro(),
                );
            }
        });
        let _ = write!(html, "<p class=\"ed-hint\">{}</p>", words::LEVEL_CHILD_HINT);
    }
    let _ = write!(
        html,
        "<label class=\"ed-lock\"><input type=\"checkbox\" id=\"ed-locked\" data-ed=\"locked\"{}> {}</label>",
        if e.locked { " checked" } else { "" },
        words::LOCKED
    );
    html.push_str("</div>");
    result(&mut html, s, problem.is_none());
    html.push_str("</div></div><div class=\"editor-ghost\" aria-hidden=\"true\"></div></div>");
    html
}

fn board(html: &mut String, e: &Editor) {
    html.push_str("<div class=\"board-frame\"><div class=\"coords ranks\" aria-hidden=\"true\">");
    for r in "87654321".chars() {
        let _ = write!(html, "<span>{r}</span>");
    }
    html.push_str("</div><div class=\"board editor-board\" role=\"group\" aria-label=\"Tabla\">");
    for rank in (0..8).rev() {
        for file in 0..8 {
            let sq = Square::new(file, rank);
            let piece = e.board.piece_at(sq);
            let label = match piece {
                Some(p) => format!("{sq}, {}", p.name_ro()),
                None => sq.to_string(),
            };
            let _ = write!(
                html,
                "<button type=\"button\" id=\"ed-sq-{sq}\" class=\"square {}\" data-square=\"{sq}\" data-ed=\"sq\" data-value=\"{sq}\" aria-label=\"{label}\"",
                if sq.is_light() { "light" } else { "dark" }
            );
            if let Some(p) = piece {
                let _ = write!(html, " data-drag=\"{}\">{}", p.code(), piece_svg(p));
            } else {
                html.push('>');
            }
            html.push_str("</button>");
        }
    }
    html.push_str("</div><div class=\"coords files\" aria-hidden=\"true\">");
    for f in "abcdefgh".chars() {
        let _ = write!(html, "<span>{f}</span>");
    }
    html.push_str("</div></div>");
}

/// The link, its copy button and its QR code; or what to fix first.
fn result(html: &mut String, s: &State, playable: bool) {
    let e = &s.editor;
    html.push_str("<section class=\"ed-result\">");
    if !playable {
        let _ = write!(
            html,
            "<p class=\"ed-fix\">{}</p></section>",
            words::FIX_FIRST
        );
        return;
    }
    let url = link(e);
    let _ = write!(
        html,
        "<a class=\"button primary big\" id=\"ed-play\" href=\"{}\">{}</a>\
         <h2>{}</h2><p class=\"ed-link\"><a data-link=\"\" href=\"{url}\">{url}</a></p>\
         <div class=\"ed-choices\"><button type=\"button\" id=\"ed-copy\" data-ed=\"copy\" data-action=\"copy-link\">{}</button></div>\
         <p class=\"ed-copied\" aria-live=\"polite\">{}</p>",
        e.game_hash(),
        words::PLAY,
        words::LINK_LABEL,
        words::COPY,
        match s.copied {
            Some(true) => words::COPIED,
            Some(false) => words::COPY_FAILED,
            None => "",
        }
    );
    if let Some(code) = qr::svg(&url) {
        let _ = write!(
            html,
            "<figure class=\"ed-qr\">{code}<figcaption>{}</figcaption></figure>",
            words::QR_CAPTION
        );
        button(html, "qr-big", "1", None, words::QR_BIG);
        if s.big_qr {
            let _ = write!(
                html,
                "<div class=\"ed-qr-overlay\" role=\"dialog\" aria-modal=\"true\" aria-label=\"{}\">{}",
                words::QR_LABEL,
                code.replacen("data-qr=\"\" ", "", 1)
            );
            button(html, "qr-close", "1", None, words::QR_CLOSE);
            html.push_str("</div>");
        }
    }
    html.push_str("</section>");
}
