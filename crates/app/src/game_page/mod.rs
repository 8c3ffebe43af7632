//! The one game page for every game: board, status, controls, move list,
//! help. Its behaviour is [`controller::Controller`]; this component shows
//! the controller's state and carries out its commands.

use ui_model::game_page::controller;

use std::time::Duration;

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::board::ChessBoard;
use crate::help::HelpText;
use controller::{Command, Controller, Event, PageView, Visit};
use engine::play::matches::Mode;
use engine::{Level, Variant};
use storage::{Browser, Device};
use ui_model::action::GameAction;
use ui_model::match_view::{Action, Line};
use ui_model::route::{Page, Params, href};
use web::action::clicked;
use web::js::mark_document;
use web::sound;
use words::labels;

/// The page's handle for closures and timers (a small `Copy` value).
#[derive(Clone, Copy)]
struct GamePageHandle {
    ctrl: RwSignal<Controller>,
    /// What the page shows (the controller's view).
    shown: Memo<PageView>,
    device: Device<Browser>,
    visit: StoredValue<Visit>,
    /// The status and the controls (the round's next step comes into view).
    play: NodeRef<Div>,
    board: NodeRef<Div>,
}

impl GamePageHandle {
    /// Hands `event` to the controller and carries out what it answers
    /// (nothing once the page was left).
    fn send(self, event: Event) {
        let Some(todo) = self.ctrl.try_update(|c| {
            let todo = c.apply(event);
            // A match in progress keeps this tab's child (ui_model::device).
            ui_model::device::playing(c.playing());
            todo
        }) else {
            return;
        };
        for command in todo {
            self.run(command);
        }
    }

    fn run(self, command: Command) {
        match command {
            Command::Sound(s) => sound::play(s),
            // Worded and read by the screens' wasm (`web::glue::speak`).
            Command::Read(reading) => {
                if web::speech::auto() {
                    let undefined = wasm_bindgen::JsValue::UNDEFINED;
                    self.shown.with_untracked(|v| {
                        web::glue::speak(&v.to_read(Some(&reading)), false, &undefined)
                    });
                }
            }
            Command::Speak => {
                let no_voice =
                    wasm_bindgen::closure::Closure::once_into_js(move || self.send(Event::NoVoice));
                self.shown
                    .with_untracked(|v| web::glue::speak(&v.to_read(None), true, &no_voice));
            }
            Command::Focus(selector) => request_animation_frame(move || web::js::focus(selector)),
            Command::After(ms, event) => {
                set_timeout(move || self.send(event), Duration::from_millis(ms));
            }
            Command::Keep(keep) => {
                if let Some(heard) = self.ctrl.with_untracked(|c| c.keep(&self.device, keep)) {
                    self.send(heard);
                }
            }
            Command::Visit(v) => self.visit.set_value(v),
            Command::Projector(on) => mark_document("projector", on),
            Command::FullScreen(on) => web::js::full_screen(on),
            Command::RobotReady => mark_document("robot-ready", true),
            Command::Reveal => {
                if let Some(play) = self.play.get_untracked() {
                    reveal(&play);
                }
                request_animation_frame(keep_move_in_view);
            }
            Command::ScrollTop => {
                if let Some(w) = web_sys::window() {
                    w.scroll_to_with_x_and_y(0.0, 0.0);
                }
            }
            Command::ShowBoard => {
                show_board(self.board);
                // Once the list shows the step: the move reviewed in its view.
                request_animation_frame(keep_move_in_view);
            }
            Command::Go(link) => {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash(&link);
                }
            }
            Command::Export => {
                let child = ui_model::device::use_device().current_id();
                web::glue::export_file(child, move |done| self.send(Event::Exported(done)));
            }
        }
    }
}

#[component]
pub fn GamePage(variant: Variant, params: Params, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let info = variant.info();
    let device = ui_model::device::use_device();
    let visit =
        use_context::<StoredValue<Visit>>().unwrap_or_else(|| StoredValue::new(Visit::default()));
    let stored = device.preferences(variant);
    let mut controller = Controller::new(
        variant,
        params,
        stored,
        visit.get_value(),
        device.load_current(variant),
    );
    controller.follow_series(&device);
    controller.note_unsaved(device.unsaved());
    let notices =
        RwSignal::new(controller.notices(notices.try_update(std::mem::take).unwrap_or_default()));
    let has_lens = controller.has_lens();
    let has_edit = controller.edit_link().is_some();
    let params = controller.params().clone();
    let ctrl = RwSignal::new(controller);
    let shown = Memo::new(move |_| ctrl.with(Controller::view));
    let page = GamePageHandle {
        ctrl,
        shown,
        device,
        visit,
        play: NodeRef::new(),
        board: NodeRef::new(),
    };
    let board_input = Memo::new(move |_| ctrl.with(Controller::board));
    // The preferences are kept whenever they change (a link's level at once).
    Effect::new(move |saved: Option<_>| {
        let prefs = shown.with(|v| v.prefs);
        if saved.unwrap_or(stored) != prefs {
            device.save_preferences(variant, &prefs);
        }
        prefs
    });
    on_cleanup(|| {
        mark_document("projector", false);
        mark_document("robot-ready", false);
    });
    let show_help = RwSignal::new(false);
    let _keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let plain = !(ev.ctrl_key() || ev.meta_key() || ev.alt_key());
        let key = ev.key();
        if key == "Escape" {
            show_help.set(false);
            page.send(Event::Escape);
        } else if plain && (key == "e" || key == "E") {
            // The teacher's way to the editor on the position shown (the
            // teachers' page says so): a key, and ✏️ beside ✕ when
            // projecting; never a button a child meets in every game.
            if let (Some(link), Some(w)) = (
                page.ctrl.with_untracked(|c| c.edit_link()),
                web_sys::window(),
            ) {
                let _ = w.location().set_hash(link.trim_start_matches('#'));
            }
        }
    });
    page.send(Event::Start);

    // Every button of the page is told apart by its action (`GameAction`):
    // one handler instead of one per button keeps the wasm small. The
    // help's own buttons stop their clicks (`help::HelpText`).
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some((action, _)) = clicked::<GameAction>(&ev) else {
            return;
        };
        match action {
            GameAction::Help => show_help.set(true),
            GameAction::CloseHelp => show_help.set(false),
            GameAction::InsideHelp => {}
            action @ (GameAction::Hint
            | GameAction::Undo
            | GameAction::NextRound
            | GameAction::PlayAgain
            | GameAction::ReviewPrev
            | GameAction::ReviewNext
            | GameAction::ReviewKey
            | GameAction::Route
            | GameAction::LevelUp
            | GameAction::SaveResults
            | GameAction::NextPosition
            | GameAction::RetryGoal
            | GameAction::Projector
            | GameAction::Speak
            | GameAction::Sound
            | GameAction::Lens
            | GameAction::Resume
            | GameAction::StartFresh
            | GameAction::MoveAnyway
            | GameAction::DontMove) => {
                if let Some(event) = ctrl.with_untracked(|c| c.event_of(action)) {
                    page.send(event);
                }
            }
        }
    };
    let on_move = Callback::new(move |mv| page.send(Event::Move(mv)));
    let on_refused =
        Callback::new(move |(square, picked)| page.send(Event::Refused(square, picked)));

    view! {
        <section
            class="game"
            data-game=info.slug
            data-phase=word(shown, |v| Some(v.game.phase))
            data-round-winner=word(shown, |v| v.game.round_winner)
            data-busy=word(shown, |v| Some(if v.busy { "true" } else { "false" }))
            data-robot-us=text(shown, |v| v.robot_us.to_string())
            data-goal-met=word(shown, |v| v.goal_met)
            on:click=on_click
        >
            <header class="game-head">
                <h1>{info.name}</h1>
                <button
                    class="projector-button"
                    data-action=GameAction::Projector.name()
                    aria-pressed=word(shown, |v| Some(if v.projector { "true" } else { "false" }))
                    aria-label=word(shown, projector_label)
                    title=word(shown, projector_label)
                >{word(shown, |v| Some(if v.projector { labels::PROJECTOR_LEAVE } else { labels::PROJECTOR }))}</button>
                {has_edit.then(|| view! {
                    <a
                        class="button edit-button"
                        href=text(shown, |v| v.edit_link.clone())
                        aria-label=words::editor::EDIT_POSITION_LABEL
                        title=words::editor::EDIT_POSITION_LABEL
                    >{labels::EDIT}</a>
                })}
                <button class="help-button" data-action=GameAction::Help.name()>{labels::HELP}</button>
            </header>
            <div class="game-body">
                <div class="board-column" node_ref=page.board>
                    <ChessBoard input=board_input on_move=on_move on_refused=on_refused />
                    // Stars fly over the board when a child wins a round
                    // (still, with reduced motion); they never cover the
                    // next step, which is below the board.
                    <p class="celebration" aria-hidden="true" data-stars=text(shown, |v| v.game.celebration.chars().count().to_string())>
                        {text(shown, |v| v.game.celebration.clone())}
                    </p>
                    // A tap that started no move gets a short answer over
                    // the board; a move played takes it away.
                    <p class=word(shown, |v| Some(v.answer_class)) aria-live="assertive">{text(shown, |v| v.answer.clone())}</p>
                </div>
                <div class="play" node_ref=page.play>
                    {params.goal.map(|goal| view! {
                        // Said as soon as the goal can no longer be met.
                        <p class="goal" data-goal=goal.slug() aria-live="polite">{text(shown, |v| v.goal.clone())}</p>
                    })}
                    <div class="status-row">
                        <p class="status" role="status" aria-live="polite">{text(shown, |v| v.game.status.clone())}</p>
                        <button class="speak-button" data-action=GameAction::Speak.name() aria-label=words::page::SPEAK>"🗣️"</button>
                    </div>
                    <ul class="progress">{items(shown, |v| v.game.progress.clone(), None)}</ul>
                    <ul class="summaries">{items(shown, |v| v.game.summary.clone(), Some("summary"))}</ul>
                    <p class="hand-over">{text(shown, |v| v.game.hand_over.clone())}</p>
                    // One wrapping row: the next step first, then the choices
                    // of mode and level (they fit beside it on a tablet).
                    <div class="controls">
                        {buttons(shown, |v| v.game.actions.clone())}
                        // After a match, the way on to the journey (shown by the stylesheet
                        // at match-over; not in a teacher's embed or locked exercise).
                        {(!params.embed && !params.locked).then(|| view! {
                            <a class="button big journey-link" href="#/drum">{words::journey::JOURNEY}</a>
                        })}
                        // On a class website, this visit's results go to the
                        // teacher by QR code (the frame may keep nothing).
                        {params.embed.then(|| view! {
                            <a class="button big journey-link" data-action="hand-in" href="#/preda?embed=1">{words::handin::TITLE}</a>
                        })}
                        // Its name is the word it shows (WCAG's label in
                        // name); `aria-pressed` says whether sounds are on.
                        <button
                            class="sound-button"
                            data-action=GameAction::Sound.name()
                            aria-pressed=word(shown, |v| Some(if v.prefs.sound { "true" } else { "false" }))
                        >
                            <span aria-hidden="true">{word(shown, |v| Some(if v.prefs.sound { labels::SOUND_ICON_ON } else { labels::SOUND_ICON_OFF }))}</span>
                            " "{labels::SOUND}
                        </button>
                        {has_lens.then(|| view! {
                            <button
                                class="lens-button"
                                data-action=GameAction::Lens.name()
                                aria-pressed=word(shown, |v| Some(if v.lens { "true" } else { "false" }))
                                aria-label=labels::LENS_LABEL
                            >
                                {labels::LENS}
                            </button>
                        })}
                        {(!params.locked).then(|| choice_group(
                            labels::OPPONENT,
                            [Mode::Robot, Mode::TwoPlayers]
                                .into_iter()
                                .map(|mode| {
                                    let label = match mode {
                                        Mode::Robot => labels::VS_ROBOT,
                                        Mode::TwoPlayers => labels::TWO_PLAYERS,
                                    };
                                    (choice_link(variant, &params, |c| c.mode = mode), label, params.mode == mode)
                                })
                                .collect(),
                        ))}
                        {(params.mode == Mode::Robot && !params.locked).then(|| choice_group(
                            labels::ROBOT_LEVEL,
                            Level::ALL
                                .into_iter()
                                .map(|level| {
                                    let label = ("", level.name_ro(), level.name_ro());
                                    (choice_link(variant, &params, |c| { c.level = level; c.level_chosen = true; }), label, params.level == level)
                                })
                                .collect(),
                        ))}
                    </div>
                    <section class="review" aria-label=words::review::TITLE data-review-ms=text(shown, |v| v.game.review_ms.clone())>
                        <h2>{words::review::TITLE}</h2>
                        <p class="review-sentence" data-review="">{text(shown, |v| v.game.review.clone())}</p>
                        <p class="review-legend">{words::review::LEGEND}</p>
                        // On tablets and phones, a bar at the screen's foot
                        // (see the stylesheet): the board shown stays in view.
                        <div class="review-stepper">
                            <div class="review-steps">{buttons(shown, |v| v.game.review_actions.clone())}</div>
                            <p class="step-caption" aria-live="polite">{text(shown, |v| v.game.step_caption.clone())}</p>
                        </div>
                    </section>
                    <p class="lens-legend">{word(shown, |v| Some(v.lens_legend))}</p>
                    <crate::notices::NoticeList notices />
                    <p class="storage-note" data-notice=word(shown, |v| v.storage_refused.then_some(""))>
                        {word(shown, |v| Some(v.storage_note))}
                    </p>
                </div>
                <aside class="panel">
                    <div class="round-label">{text(shown, |v| v.game.round_label.clone())}</div>
                    <ul class="sides">
                        {move || {
                            shown
                                .with(|v| v.game.sides.clone())
                                .into_iter()
                                .map(|s| {
                                    view! {
                                        <li class=if s.active { "side active" } else { "side" } data-color=s.color.name_ro()>
                                            <span class=format!("swatch swatch-{}", s.color.letter())></span>
                                            <strong>{s.player}</strong>
                                            " — "
                                            {s.side}
                                        </li>
                                    }
                                })
                                .collect_view()
                        }}
                    </ul>
                    <h2 class="moves-title">{labels::MOVES}</h2>
                    // Scrolled by itself: the keyboard can reach and scroll it.
                    <ol class="moves" data-moves="" tabindex="0" aria-label=labels::MOVES>{items(shown, |v| v.game.moves.clone(), None)}</ol>
                </aside>
            </div>
            // Ușor's question before a move that gives the piece away.
            {move || shown.with(|v| !v.asking.is_empty()).then(|| view! {
                <div class="resume-overlay">
                    <div class="resume-dialog asking" role="alertdialog" aria-modal="true" aria-label=labels::WARNING>
                        <p>{text(shown, |v| v.asking.clone())}</p>
                        <div class="resume-actions">
                            <button class="primary" data-action=GameAction::DontMove.name()>{words::tap::DONT_MOVE}</button>
                            <button data-action=GameAction::MoveAnyway.name()>{words::tap::MOVE_ANYWAY}</button>
                        </div>
                    </div>
                </div>
            })}
            {move || shown.with(|v| v.resume_offered).then(|| view! {
                <div class="resume-overlay">
                    <div class="resume-dialog" role="dialog" aria-modal="true" aria-label=labels::UNFINISHED>
                        <p>{words::page::RESUME_QUESTION}</p>
                        <div class="resume-actions">
                            <button class="primary" data-action=GameAction::Resume.name()>{labels::RESUME}</button>
                            <button data-action=GameAction::StartFresh.name()>{labels::START_FRESH}</button>
                        </div>
                    </div>
                </div>
            })}
            {move || show_help.get().then(|| view! {
                <div class="help-overlay" data-action=GameAction::CloseHelp.name()>
                    <div class="help-dialog" data-action=GameAction::InsideHelp.name() role="dialog" aria-modal="true" aria-label=labels::help_of(info.name)>
                        <button class="close" data-action=GameAction::CloseHelp.name() aria-label=labels::CLOSE>{labels::CLOSE_SIGN}</button>
                        <HelpText variant />
                    </div>
                </div>
            })}
        </section>
    }
}

/// The projector button's label: what a press does.
fn projector_label(v: &PageView) -> Option<&'static str> {
    Some(if v.projector {
        words::page::PROJECTOR_OFF
    } else {
        words::page::PROJECTOR_ON
    })
}

/// A text of the page's view. Every call returns the same closure type, so
/// all these texts share one copy of the rendering code in the wasm.
fn text(
    shown: Memo<PageView>,
    part: fn(&PageView) -> String,
) -> impl Fn() -> String + Clone + Send + Sync + 'static {
    move || shown.with(part)
}

/// A fixed word of the page's view, or none (an attribute left out): one
/// closure type too.
fn word(
    shown: Memo<PageView>,
    part: fn(&PageView) -> Option<&'static str>,
) -> impl Fn() -> Option<&'static str> + Clone + Send + Sync + 'static {
    move || shown.with(part)
}

/// A list of lines of the match view, one `<li>` each (one closure type).
fn items(
    shown: Memo<PageView>,
    part: fn(&PageView) -> Vec<Line>,
    class: Option<&'static str>,
) -> impl IntoView {
    move || {
        shown
            .with(part)
            .into_iter()
            .map(|line| {
                view! {
                    <li
                        class=class
                        data-ply=line.ply
                        data-verdict=line.verdict
                        aria-current=line.current.then_some("step")
                    >
                        {line.text}
                    </li>
                }
            })
            .collect_view()
    }
}

/// A row of the match view's buttons (one closure type for every row); the
/// page's one click handler reads their `data-action`.
fn buttons(shown: Memo<PageView>, part: fn(&PageView) -> Vec<Action>) -> impl IntoView {
    move || {
        shown
            .with(part)
            .into_iter()
            .map(|a| view! { <button class=a.class() data-action=a.name()>{a.label()}</button> })
            .collect_view()
    }
}

/// A link to this game with one choice changed (a new match starts there,
/// from the same teacher's position if there is one).
fn choice_link(variant: Variant, params: &Params, change: impl Fn(&mut Params)) -> String {
    let mut p = params.clone();
    change(&mut p);
    href(Page::Game(variant), &p)
}

/// A choice's icon, short label (phones) and full label.
type ChoiceLabel = (&'static str, &'static str, &'static str);

/// A row of links of which one is the current choice.
fn choice_group(label: &'static str, options: Vec<(String, ChoiceLabel, bool)>) -> impl IntoView {
    view! {
        <div class="segmented" role="group" aria-label=label>
            {options
                .into_iter()
                .map(|(link, (icon, short, long), selected)| {
                    view! {
                        <a href=link class:selected=selected aria-current=selected.then_some("true") aria-label=long>
                            {icon} <span class="long">{long}</span><span class="short" aria-hidden="true">{short}</span>
                        </a>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// Scrolls the least that shows the round's next step (the first of the
/// controls, with the verdict just above it); nothing when it is already
/// on screen, so a button never moves once it can be pressed.
fn reveal(play: &web_sys::Element) {
    let (Some(w), Some(mut next_step)) = (
        web_sys::window(),
        play.query_selector(".controls > button").ok().flatten(),
    ) else {
        return;
    };
    // On phones and portrait tablets the next step is the review bar's
    // last row (fixed, always on screen): the words above it are what
    // must come into view, above the bar.
    // (A fixed element has no offset parent.)
    let fixed = next_step
        .dyn_ref::<web_sys::HtmlElement>()
        .is_some_and(|e| e.offset_parent().is_none());
    let mut covered = f64::INFINITY;
    if fixed {
        covered = next_step.get_bounding_client_rect().top();
        // The last words before the controls (a selector list would give
        // the first in the page's order).
        let last = [".hand-over:not(:empty)", ".status"]
            .into_iter()
            .find_map(|s| play.query_selector(s).ok().flatten());
        match last {
            Some(words) => next_step = words,
            None => return,
        }
    }
    let height = w
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    const MARGIN: f64 = 8.0;
    // On tablets and phones the review's bar covers the screen's foot (in
    // flow, on wide screens, it lies below the next step anyway).
    let foot = play
        .query_selector(".step-caption:not(:empty)")
        .ok()
        .flatten()
        .and_then(|caption| caption.parent_element())
        .map_or(height, |bar| {
            bar.get_bounding_client_rect().top().min(height)
        })
        .min(covered);
    // Below the screen is where it can be: a round ends at the board, above.
    let dy = next_step.get_bounding_client_rect().bottom() + MARGIN - foot;
    if dy > 0.0 {
        w.scroll_by_with_x_and_y(0.0, dy);
    }
}

/// The move list's own scroll shows the move being reviewed
/// (`aria-current`), else the last move; the page does not move.
fn keep_move_in_view() {
    let Some(list) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".moves").ok().flatten())
    else {
        return;
    };
    let Some(item) = list
        .query_selector("li[aria-current]")
        .ok()
        .flatten()
        .or_else(|| list.last_element_child())
    else {
        return;
    };
    let (list, item) = (
        list.unchecked_into::<web_sys::HtmlElement>(),
        item.unchecked_into::<web_sys::HtmlElement>(),
    );
    // `.moves` is positioned, so the item's offset is within the list.
    let (top, bottom) = (item.offset_top(), item.offset_top() + item.offset_height());
    let (view_top, view_height) = (list.scroll_top(), list.client_height());
    if top < view_top {
        list.set_scroll_top(top);
    } else if bottom > view_top + view_height {
        list.set_scroll_top(bottom - view_height);
    }
}

/// While stepping through the review, the position shown comes wholly into
/// view if its top was scrolled away (the steps, in their bar at the
/// screen's foot on tablets and phones, do not move).
fn show_board(board: NodeRef<Div>) {
    if let (Some(w), Some(el)) = (web_sys::window(), board.get_untracked()) {
        let top = el.get_bounding_client_rect().top();
        if top < 0.0 {
            w.scroll_by_with_x_and_y(0.0, top);
        }
    }
}
