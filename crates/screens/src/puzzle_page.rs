//! `#/probleme/<joc>/<n>`: playing one puzzle. Its behaviour is
//! [`controller::Controller`] (tested natively); this page draws it as
//! markup into its root after every change, and carries out its commands
//! with timers the screen owns. One click listener on the root.

use ui_model::puzzle_page::controller;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Element, PointerEvent};

use crate::dom::{self, listen};
use crate::puzzle_list::shipped;
use ::words::page::{NO_ROMANIAN_VOICE, PROJECTOR_OFF, SPEAK};
use ::words::puzzles as words;
use controller::{Command, Controller, Event};
use engine::play::puzzles::Puzzle;
use engine::play::puzzles::attempt::State;
use engine::{Square, Variant};
use storage::{Browser, Device};
use ui_model::action::PuzzleAction;
use ui_model::board::{Key, board_markup, carried_style};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use web::action::clicked;
use web::js::mark_document;

/// A timer of the page: cleared when the page goes (its closure with it).
struct Timer {
    id: i32,
    _closure: Closure<dyn FnMut()>,
}

impl Drop for Timer {
    fn drop(&mut self) {
        if let Some(w) = web_sys::window() {
            w.clear_timeout_with_handle(self.id);
        }
    }
}

/// The page being played.
struct PuzzleScreen {
    root: Element,
    ctrl: Controller,
    puzzle: Puzzle,
    links: Links,
    timers: Vec<Timer>,
    /// „🗣️” found no Romanian voice: the page says so under the status.
    no_voice: bool,
    /// The storage of the child the page opened for: the stars are theirs,
    /// whoever another tab chose meanwhile.
    device: Device<Browser>,
}

type Shared = Rc<RefCell<PuzzleScreen>>;

/// Where the page's links lead.
struct Links {
    /// Back to the game's puzzles.
    list: String,
    /// „Următoarea problemă ▶” (`None`: this is the last puzzle).
    next: Option<String>,
    /// With `proiector=1`: the same puzzle without it („✕”, Escape).
    projector_exit: Option<String>,
}

/// The page of puzzle `number` of `variant` (`typed` as the link wrote it);
/// `links`: what its links keep (`embed`, and `projector`, which also
/// projects this page).
pub fn mount(root: &Element, variant: Variant, number: u16, typed: &str, links: &Params) {
    forget_ready_on_leaving();
    mark_document("robot-ready", false);
    mark_document("projector", links.projector);
    let list = shipped();
    let list_link = href(Page::PuzzleList(variant), links);
    let _ = root.set_attribute("class", "puzzle-page");
    let found = list
        .get(variant, number)
        .map(|p| (p.clone(), Controller::new(p)));
    let (puzzle, ctrl) = match found {
        Some((puzzle, Some(ctrl))) => (puzzle, ctrl),
        found => {
            let notice = match found {
                Some(_) => words::UNPLAYABLE.to_string(),
                None => words::no_such_puzzle(variant, typed, list.count(variant)),
            };
            let mut html = Html::new();
            html.elem("h1")
                .text(&::words::journey::game_puzzles_title(variant.info().name));
            html.elem("p")
                .class("puzzle-note")
                .attr("role", "alert")
                .text(&notice);
            html.elem("p").body(|h| {
                h.elem("a")
                    .class("button primary")
                    .attr("href", &list_link)
                    .text(words::LIST);
            });
            root.set_inner_html(html.as_str());
            return;
        }
    };
    let links = Links {
        next: list
            .next_after(&puzzle)
            .map(|p| href(Page::Puzzle(variant, p.number), links)),
        projector_exit: links.projector.then(|| {
            let without = Params {
                projector: false,
                ..links.clone()
            };
            href(Page::Puzzle(variant, number), &without)
        }),
        list: list_link,
    };
    let screen: Shared = Rc::new(RefCell::new(PuzzleScreen {
        device: Device::browser().for_current(),
        root: root.clone(),
        ctrl,
        puzzle,
        links,
        timers: Vec::new(),
        no_voice: false,
    }));
    draw(&mut screen.borrow_mut());
    // The first slice of the tables once the board is on screen.
    later(&screen, 0, Event::Prepare);
    let owned = screen.clone();
    listen(root, "click", move |click: web_sys::Event| {
        let Some(target) = dom::target(&click) else {
            return;
        };
        if square_of(&target).is_some() {
            // Squares answer the pointer (below), not the click.
            return;
        }
        let event = match clicked(&click).map(|(action, _)| action) {
            Some(PuzzleAction::Hint) => Some(Event::Hint),
            Some(PuzzleAction::Retry) => Some(Event::Retry),
            Some(PuzzleAction::Speak) => {
                let mut s = owned.borrow_mut();
                s.no_voice = !web::speech::speak(&s.ctrl.spoken(), true);
                draw(&mut s);
                None
            }
            // Links: the address changes, and the screen with it.
            Some(PuzzleAction::Skip | PuzzleAction::Next) | None => None,
        };
        if let Some(event) = event {
            send(&owned, event);
        }
    });
    // The board's gestures go to the one board model, as on the game page.
    let owned = screen.clone();
    listen(root, "pointerdown", move |event: PointerEvent| {
        let square = dom::target(&event).and_then(|t| square_of(&t));
        if let Some(square) = square.filter(|_| event.is_primary()) {
            send(
                &owned,
                Event::Press(square, (event.client_x(), event.client_y())),
            );
            // The root, not the square (drawn again), follows the pointer.
            let s = owned.borrow();
            if s.ctrl.interaction().drag.is_some() {
                let _ = s.root.set_pointer_capture(event.pointer_id());
            }
        }
    });
    let owned = screen.clone();
    listen(root, "pointermove", move |event: PointerEvent| {
        let mut s = owned.borrow_mut();
        if s.ctrl.interaction().drag.is_none() {
            return;
        }
        s.ctrl
            .apply(Event::DragTo((event.client_x(), event.client_y())));
        // Only the carried piece follows: the page is not drawn again.
        if let Some(drag) = s.ctrl.interaction().drag.filter(|d| d.moved()) {
            let slot = format!("[data-square=\"{}\"] .piece-slot", drag.from);
            if let Some(piece) = s.root.query_selector(&slot).ok().flatten() {
                let _ = piece.set_attribute("style", &carried_style(&drag));
            }
            event.prevent_default();
        }
    });
    let owned = screen.clone();
    listen(root, "pointerup", move |event: PointerEvent| {
        if owned.borrow().ctrl.interaction().drag.is_none() {
            return;
        }
        // A touch keeps its first target: the square under the finger now.
        let under = dom::document()
            .and_then(|d| d.element_from_point(event.client_x() as f32, event.client_y() as f32))
            .and_then(|e| square_of(&e));
        let _ = owned
            .borrow()
            .root
            .release_pointer_capture(event.pointer_id());
        send(&owned, Event::Release(under));
    });
    let owned = screen.clone();
    listen(root, "pointercancel", move |_: PointerEvent| {
        send(&owned, Event::Cancel);
    });
    let owned = screen.clone();
    listen(root, "keydown", move |event: web_sys::KeyboardEvent| {
        let on_board = dom::target(&event).is_some_and(|t| t.class_list().contains("board"));
        let Some(key) = Key::of(&event.key()).filter(|_| on_board) else {
            return;
        };
        // Escape with nothing picked is the page's (it leaves the projector).
        if key != Key::Escape || owned.borrow().ctrl.selected().is_some() {
            event.prevent_default();
            event.stop_propagation();
            send(&owned, Event::Key(key));
            // The board was drawn again: the keys stay on it.
            focus_board(&owned.borrow().root);
        }
    });
}

/// Puts the keyboard's focus on the board.
fn focus_board(root: &Element) {
    if let Some(board) = root
        .query_selector(".board")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = board.focus();
    }
}

/// The board square an element is, or is in.
fn square_of(element: &Element) -> Option<Square> {
    let square = element.closest("[data-square]").ok().flatten()?;
    Square::parse(&square.get_attribute("data-square")?)
}

/// Hands the controller an event, carries out its commands, redraws; a new
/// status is read by itself if the child asked for it („Citește automat”).
fn send(screen: &Shared, event: Event) {
    let commands = {
        let mut s = screen.borrow_mut();
        let before = s.ctrl.status().to_string();
        let commands = s.ctrl.apply(event);
        if s.ctrl.status() != before && web::speech::auto() {
            web::speech::speak(&s.ctrl.spoken(), false);
        }
        commands
    };
    for command in commands {
        match command {
            Command::After(ms, e) => later(screen, ms, e),
            Command::RobotReady => mark_ready(true),
            Command::Record(id, stars) => {
                let device = screen.borrow().device;
                let _ = device.record_puzzle(&id, stars);
            }
            Command::Missed(id, first_wrong) => {
                let device = screen.borrow().device;
                let _ = device.record_miss(&id, &first_wrong);
            }
        }
    }
    draw(&mut screen.borrow_mut());
}

/// Sends `event` after `ms` milliseconds, while the page is on screen.
fn later(screen: &Shared, ms: u64, event: Event) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let weak: Weak<RefCell<PuzzleScreen>> = Rc::downgrade(screen);
    let closure = Closure::<dyn FnMut()>::new(move || {
        let Some(screen) = weak.upgrade() else {
            return;
        };
        // A page left for one the app draws itself keeps its root (and
        // this state) until the next lazily loaded screen: stop at once.
        if !screen.borrow().root.is_connected() {
            screen.borrow_mut().timers.clear();
            return;
        }
        send(&screen, event);
    });
    let Ok(id) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        closure.as_ref().unchecked_ref(),
        i32::try_from(ms).unwrap_or(i32::MAX),
    ) else {
        return;
    };
    let mut s = screen.borrow_mut();
    // Fired timers are kept only until the next one: few are ever pending.
    if s.timers.len() > 4 {
        s.timers.remove(0);
    }
    s.timers.push(Timer {
        id,
        _closure: closure,
    });
}

fn mark_ready(on: bool) {
    mark_document("robot-ready", on);
}

/// Leaving the page (any new address) takes `robot-ready` and `projector`
/// off: the next page sets its own. Escape leaves the projector („✕”). One
/// listener each for this wasm's life.
fn forget_ready_on_leaving() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let Some(w) = web_sys::window() else {
            return;
        };
        let leave = Closure::<dyn FnMut()>::new(|| {
            mark_ready(false);
            // A game page, drawn by the app before this runs (its listener
            // came first), has set its own projector mode already.
            let next = ui_model::route::parse(&web::js::current_hash()).page;
            if !matches!(next, Page::Game(_)) {
                mark_document("projector", false);
            }
        });
        let _ = w.add_event_listener_with_callback("hashchange", leave.as_ref().unchecked_ref());
        leave.forget();
        let escape =
            Closure::<dyn FnMut(web_sys::KeyboardEvent)>::new(|event: web_sys::KeyboardEvent| {
                let exit = dom::document()
                    .and_then(|d| d.query_selector(".puzzle .projector-exit").ok().flatten())
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let (true, Some(exit)) = (event.key() == "Escape", exit) {
                    exit.click();
                }
            });
        let _ = w.add_event_listener_with_callback("keydown", escape.as_ref().unchecked_ref());
        escape.forget();
    });
}

fn draw(s: &mut PuzzleScreen) {
    s.root
        .set_inner_html(markup(&s.ctrl, &s.puzzle, &s.links, s.no_voice).as_str());
    s.ctrl.drawn();
}

/// The page, with its `links`.
fn markup(c: &Controller, p: &Puzzle, links: &Links, no_voice: bool) -> Html {
    let mut html = Html::with_capacity(12_000);
    html.elem("div")
        .class("puzzle")
        .attr("data-puzzle", &p.id())
        .number("data-difficulty", p.difficulty)
        .attr("data-puzzle-state", c.state().slug())
        .attr("data-busy", if c.busy() { "true" } else { "false" })
        .body(|h| {
            head(h, p, links);
            h.elem("div").class("puzzle-body").body(|h| {
                h.elem("div").class("board-column").body(|h| board(h, c));
                side(h, c, links, no_voice);
            });
        });
    html
}

/// The page's header: the way back to the list, the puzzle's title and
/// difficulty, and „✕” when projected.
fn head(html: &mut Html, p: &Puzzle, links: &Links) {
    html.elem("header").class("puzzle-head").body(|h| {
        h.elem("a")
            .class("puzzle-back")
            .attr("href", &links.list)
            .text(words::LIST);
        h.elem("h1").text(&words::title(p.variant, p.number));
        h.elem("span")
            .class("puzzle-level")
            .text(words::difficulty(p.difficulty));
        if let Some(exit) = &links.projector_exit {
            h.elem("a")
                .class("button projector-exit")
                .attr("href", exit)
                .attr("aria-label", PROJECTOR_OFF)
                .attr("title", PROJECTOR_OFF)
                .text("✕");
        }
    });
}

/// Beside the board: the status, the buttons, and the moves played.
fn side(html: &mut Html, c: &Controller, links: &Links, no_voice: bool) {
    html.elem("div").class("puzzle-side").body(|h| {
        // The status with „🗣️” beside it, as on the game pages: a child who
        // reads slowly hears the task and every answer.
        h.elem("div").class("status-row").body(|h| {
            h.elem("p")
                .class("status")
                .attr("role", "status")
                .attr("aria-live", "polite")
                .text(c.status());
            h.elem("button")
                .class("speak-button")
                .action(&PuzzleAction::Speak)
                .attr("aria-label", SPEAK)
                .text("🗣️");
        });
        if no_voice {
            h.elem("p").class("no-voice").text(NO_ROMANIAN_VOICE);
        }
        h.elem("div")
            .class("puzzle-actions")
            .body(|h| actions(h, c.state(), links));
        // Scrolled by itself: the keyboard can reach and scroll it.
        h.elem("ol")
            .class("moves")
            .attr("data-moves", "")
            .attr("tabindex", "0")
            .attr("aria-label", ::words::labels::MOVES)
            .body(|h| {
                for m in c.attempt().line() {
                    h.elem("li").text(m);
                }
            });
    });
}

/// The buttons of `state`: a hint or another try, and the next puzzle.
fn actions(html: &mut Html, state: State, links: &Links) {
    let (list_link, next) = (links.list.as_str(), links.next.as_deref());
    match state {
        State::Solving => {
            html.elem("button")
                .class("button")
                .action(&PuzzleAction::Hint)
                .attr("title", words::HINT_COST)
                .body(|h| {
                    h.text(words::HINT);
                    h.elem("small").text(words::HINT_COST);
                });
        }
        State::Wrong => {
            html.elem("button")
                .class("button primary")
                .action(&PuzzleAction::Retry)
                .text(words::RETRY);
        }
        State::Solved => {}
    }
    // A child stuck on a puzzle is never stuck on the page: the next one is
    // always a tap away.
    match (state, next) {
        (State::Solving | State::Wrong, Some(link)) => {
            html.elem("a")
                .class("button")
                .action(&PuzzleAction::Skip)
                .attr("href", link)
                .text(words::SKIP);
        }
        (State::Solving | State::Wrong, None) => {}
        (State::Solved, _) => {
            let (link, label) = match next {
                Some(link) => (link, words::NEXT),
                None => (list_link, words::BACK_TO_LIST),
            };
            html.elem("a")
                .class("button primary")
                .action(&PuzzleAction::Next)
                .attr("href", link)
                .text(label);
        }
    }
}

/// The board from the one board model (the game page's squares, classes
/// and coordinates), with the solver at the bottom.
fn board(html: &mut Html, c: &Controller) {
    let cursor = c.interaction().cursor_square(c.board().orientation);
    let ui = c.interaction();
    let class = if ui.selected.is_some() {
        "board has-selection"
    } else {
        "board"
    };
    board_markup(
        html,
        &c.board(),
        ui,
        &|board| {
            board
                .class(class)
                .attr("role", "group")
                .attr("tabindex", "0")
                .attr("aria-label", ::words::labels::BOARD)
                .attr("aria-activedescendant", &format!("sq-{cursor}"))
        },
        &|square, view| {
            square
                .attr("id", &format!("sq-{}", view.square))
                .attr("role", "button")
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::puzzles::PuzzleList;
    use ui_model::html::check::assert_safe;

    fn markup_of(c: &Controller, p: &Puzzle, links: &Links) -> Html {
        markup(c, p, links, false)
    }

    fn ready(line: &str) -> (Controller, Puzzle) {
        let list = PuzzleList::parse(line).unwrap();
        let puzzle = list.all()[0].clone();
        let mut ctrl = Controller::new(&puzzle).unwrap();
        while ctrl.apply(Event::Prepare) != [Command::RobotReady] {}
        (ctrl, puzzle)
    }

    #[test]
    fn the_board_follows_the_contract_with_the_solver_at_the_bottom() {
        let (mut c, p) = ready("nebun 4 2 8/8/2P5/8/8/4P1b1/7P/8 b");
        let links = |next: Option<&str>, exit: Option<&str>| Links {
            list: "#/probleme/nebun".to_string(),
            next: next.map(str::to_string),
            projector_exit: exit.map(str::to_string),
        };
        let html = markup_of(&c, &p, &links(Some("#/probleme/nebun/2"), None));
        assert!(!html.contains("projector-exit"));
        let projected = markup_of(&c, &p, &links(None, Some("#/probleme/nebun/1")));
        assert!(projected.contains(
            "<a class=\"button projector-exit\" href=\"#/probleme/nebun/1\" aria-label=\"Ieși din modul proiector (Escape)\""
        ));
        assert_safe(&html);
        let text = html.as_str();
        assert_eq!(text.matches("data-square=").count(), 64);
        assert!(text.contains("data-puzzle=\"nebun/1\" data-difficulty=\"2\" data-puzzle-state=\"rezolva\" data-busy=\"false\""));
        // Black solves: h1 is at the top left.
        let first = text.find("data-square=").unwrap();
        assert!(text[first..].starts_with("data-square=\"h1\""));
        assert!(text.contains(
            "data-piece=\"bB\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-B\">"
        ));
        assert!(text.contains("data-action=\"hint\""));
        assert!(text.contains("href=\"#/probleme/nebun\""));
        // Unsolved, the next puzzle is a tap away.
        assert!(text.contains(
            "<a class=\"button\" data-action=\"skip-puzzle\" href=\"#/probleme/nebun/2\">Sari peste ▶</a>"
        ));
        assert!(
            !projected.as_str().contains("skip-puzzle"),
            "no next puzzle, no skip"
        );
        // „🗣️” beside the status; the missing voice said only once asked.
        assert!(text.contains(
            "</p><button class=\"speak-button\" data-action=\"speak\" aria-label=\"🔊 Citește\">🗣️</button></div>"
        ));
        assert!(!text.contains("no-voice"));
        let silent = markup(&c, &p, &links(None, None), true).into_string();
        assert!(silent.contains(
            "<p class=\"no-voice\">Acest dispozitiv nu are o voce românească, așa că nu poate citi cu voce tare.</p>"
        ));
        // A tap picks the bishop up: its targets show.
        c.apply(Event::Press(Square::parse("g3").unwrap(), (0, 0)));
        let text = markup_of(&c, &p, &links(None, None)).into_string();
        assert!(
            text.contains("class=\"square dark is-selected is-movable\" data-square=\"g3\""),
            "{text}"
        );
        assert!(
            text.contains("class=\"square dark is-dest is-capture\" data-square=\"h2\""),
            "{text}"
        );
    }
}
