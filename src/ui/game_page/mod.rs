//! The one game page for every game: board, status, controls, move list, help.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use leptos::prelude::*;

use super::after_move::{AfterMove, Keep};
use super::board::{BoardInput, ChessBoard, Route};
use super::help::HelpText;
use super::match_view::{Action, Line, MatchView, ReviewState};
use super::route::{Page, Params, href};
use super::sound::{self, Sound};
use super::speech;
use crate::engine::play::matches::{Match, Mode, Phase, Player};
use crate::engine::play::review::RoundReview;
use crate::engine::play::tap::TapRefusal;
use crate::engine::{Color, Game, Level, Setup, Square, Variant, words};
use crate::storage::{self, clock};

fn new_match(variant: Variant, params: &Params, seed: u64) -> (Match, Option<String>) {
    let player1 = params.player1.unwrap_or(variant.info().default_player1);
    match Match::new(
        variant,
        params.mode,
        params.level,
        player1,
        params.position.clone(),
        seed,
    ) {
        Ok(m) => (m, None),
        Err(reason) => {
            let fallback = match Match::new(variant, params.mode, params.level, player1, None, seed)
            {
                Ok(m) => m,
                Err(_) => unreachable!("the book's start position is always valid"),
            };
            (fallback, Some(words::link::unplayable_position(reason)))
        }
    }
}

/// A seed for the robot's choices: different from visit to visit (the page
/// clock in microseconds), replayable once chosen (it is kept with the match).
fn random_seed() -> u64 {
    (clock::now_ms() * 1000.0) as u64
}

#[component]
pub fn GamePage(variant: Variant, params: Params, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let info = variant.info();
    // The level the link chose is the child's choice, kept for this game;
    // without one, the level chosen last.
    let mut params = params;
    let device = storage::device();
    if params.level_chosen {
        device.set_level(variant, params.level);
    } else if let Some(level) = device.level(variant) {
        params.level = level;
    }
    let (first, position_error) = new_match(variant, &params, random_seed());
    if let Some(e) = position_error {
        notices.update(|n| n.push(e));
    }
    // A bad link's notices are said below the board, not above it (where the
    // app says the other pages' ones): the board must not move when they
    // are closed. They begin with what the child plays now.
    let notices = RwSignal::new(notices.try_update(std::mem::take).unwrap_or_default());
    if notices.with_untracked(|n| !n.is_empty()) {
        let lead = if first.custom_start.is_some() {
            words::link::PLAYING_THE_LINK
        } else {
            words::link::PLAYING_THE_BOOK
        };
        notices.update(|n| n.insert(0, lead.to_string()));
    }
    let state = RwSignal::new(first);
    let storage_refused = RwSignal::new(false);
    // A finished match kept only for the session (a full storage): the
    // adult is told, and the results file is offered at once.
    let unsaved = RwSignal::new(false);
    let robot_busy = RwSignal::new(false);
    let think_ms = RwSignal::new(0.0);
    let show_help = RwSignal::new(false);
    // Projector mode: the whole page is the board, the status and the move
    // counter (a class on the document, so the app's header goes too).
    // Escape or the "✕" button leaves it.
    let projector = RwSignal::new(params.projector);
    // The next level, offered once a match ends after two wins in a row.
    let level_offer = RwSignal::new(None::<Level>);
    let locked = params.locked;
    // The teacher's one tap from the position on the board to the editor
    // (not in an embed or a locked exercise, where children play).
    let edit_link =
        (variant.accepts_custom_position() && !params.embed && !params.locked).then(|| {
            let params = params.clone();
            move || {
                let position = state.with(|m| Setup {
                    board: m.game().board().clone(),
                    turn: m.game().turn(),
                    castling: None,
                });
                let params = Params {
                    position: Some(position),
                    ..params.clone()
                };
                href(Page::Editor(variant), &params)
            }
        });
    Effect::new(move |_| set_projector_class(projector.get()));
    on_cleanup(|| set_projector_class(false));
    let _escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && projector.get_untracked() {
            projector.set(false);
        }
    });

    let human_can_move = move || state.with(|m| m.phase() == Phase::Playing && !m.is_robot_turn());
    // Changes whenever a move is made or a round starts or ends.
    let progress_key = Memo::new(move |_| state.with(|m| (m.round(), m.moves().len(), m.phase())));
    // The hint shown; any move clears it.
    let hint = RwSignal::new(None);
    // The lens ("👓"), remembered per child.
    let lens_on = RwSignal::new(storage::device().lens_on());
    // The sounds (🔊/🔇), remembered per child.
    let sound_on = RwSignal::new(storage::device().sound_on());
    sound::set_on(sound_on.get_untracked());
    let has_lens = state.with_untracked(|m| m.game().lens().is_some());
    let lens_legend = if variant == Variant::KingHunt {
        words::page::LENS_HUNT
    } else {
        words::page::LENS_PAWNS
    };
    // The review of the finished round: computed in the background, then
    // stepped through (◀ ▶), the board showing the position reviewed.
    let review = RwSignal::new(ReviewState::default());
    let board_input = Memo::new(move |_| {
        let can_move = human_can_move() && !robot_busy.get();
        let lens = lens_on.get();
        let hint = hint.get();
        review.with(|r| {
            state.with(|m| {
                let step = r.step.filter(|_| m.phase() != Phase::Playing);
                let replayed = step.and_then(|k| m.replay_round(m.round(), k));
                let game: &dyn Game = match &replayed {
                    Some(g) => g.as_ref(),
                    None => m.game(),
                };
                let shown = r.shown(m.moves().len());
                BoardInput {
                    board: game.board().clone(),
                    // Against the robot the child sits at the bottom; two
                    // players keep player 1's first colour at the bottom for
                    // the whole match.
                    orientation: if m.mode == Mode::Robot {
                        m.color_of(Player::One)
                    } else {
                        m.player1_first
                    },
                    moves: if can_move {
                        m.game().legal_moves()
                    } else {
                        Vec::new()
                    },
                    last_move: shown
                        .checked_sub(1)
                        .and_then(|i| m.moves().get(i))
                        .map(|p| p.mv),
                    highlights: game.highlights(),
                    // While stepping: the best move of the position shown.
                    hint: match step {
                        Some(_) => r.plies.get(shown).and_then(|p| p.best),
                        None => hint,
                    },
                    lens: if lens { game.lens() } else { None },
                    routes: r.routes.clone(),
                }
            })
        })
    });

    // Exact tables (e.g. the rook game's) are built in slices from the start,
    // so the robot and the hints are ready by the time they are asked.
    prepare_in_background(state);

    // An interrupted match of this game (a reload, a closed tab) is offered
    // back, or resumed at once when the child chose it on the page before.
    let interrupted = RwSignal::new(storage::device().load_current(variant));
    if RESUME_ON_ARRIVAL.swap(false, Ordering::Relaxed)
        && let Some(m) = interrupted.get_untracked()
        && same_choices(&m, &params)
    {
        state.set(m);
        interrupted.set(None);
    }

    // After every move, and when a round starts or ends: the hint goes, and
    // the page does what `AfterMove` decides (the robot answers, after a short
    // pause so its move is seen arriving; the match is kept, or recorded
    // once). If the browser refuses to store, it says so once.
    //
    // When a round ends, its verdict and the next step come into view; when
    // one starts, the page goes back to the top (board and status). (One
    // effect for both: each effect costs the first load about a kilobyte.)
    let play_ref = NodeRef::<leptos::html::Div>::new();
    let board_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |before: Option<(bool, (usize, Phase), usize)>| {
        // Read, not only tracked: a memo nobody reads is never recomputed.
        let (round, moves, phase) = progress_key.get();
        if let Some((_, seen, moves_before)) = before {
            state.with_untracked(|m| sound_after(m, seen, moves_before));
            // "Citește automat": the new status, read by itself.
            if speech::auto() {
                speech::speak(
                    &state.with_untracked(|m| words::status(m, robot_busy.get_untracked())),
                );
            }
        }
        hint.set(None);
        let recorded = before.is_some_and(|(recorded, _, _)| recorded);
        let todo = state.with_untracked(|m| AfterMove::of(m, robot_busy.get_untracked(), recorded));
        if todo.ask_robot {
            robot_busy.set(true);
            run_robot(state, robot_busy, ROBOT_PAUSE_MS, think_ms);
        }
        let result = match todo.keep {
            Keep::Nothing => Ok(()),
            Keep::InProgress => state.with_untracked(|m| storage::device().save_current(m)),
            Keep::Forget => {
                storage::device().clear_current(variant);
                Ok(())
            }
            Keep::Record => {
                let device = storage::device();
                device.clear_current(variant);
                let saved = state.with_untracked(|m| device.save(m));
                if saved == storage::Saved::ForSession {
                    unsaved.set(true);
                }
                // Two wins in a row at a level: the next one is offered
                // (not in a teacher's locked exercise).
                if !locked {
                    let records = device.load().unwrap_or_default();
                    level_offer.set(storage::level_to_try(&records, variant));
                }
                (saved == storage::Saved::Kept)
                    .then_some(())
                    .ok_or(storage::Unavailable)
            }
        };
        if result.is_err() {
            warn_storage_once(storage_refused);
        }
        // At the first run only a start that was already decided moves the
        // page: its verdict and next step must be seen.
        let now = (round, phase);
        if phase != Phase::MatchOver && level_offer.with_untracked(Option::is_some) {
            level_offer.set(None);
        }
        if before.map_or(phase != Phase::Playing, |(_, seen, _)| seen != now) {
            review.update(ReviewState::restart);
            if phase == Phase::Playing {
                scroll_to_top();
            } else {
                review_in_background(state, review, review.with_untracked(|r| r.generation));
                // After the tap that ended the round has landed: scrolled at
                // once, its click would fall on the button that then lies
                // under the finger ("Repriza a doua") and skip the hand-over.
                if let Some(el) = play_ref.get_untracked() {
                    let seen = BUTTON_PRESSES.load(Ordering::Relaxed);
                    set_timeout(
                        move || {
                            if BUTTON_PRESSES.load(Ordering::Relaxed) == seen {
                                reveal(&el);
                            }
                        },
                        Duration::from_millis(REVEAL_DELAY_MS),
                    );
                }
            }
        }
        (matches!(todo.keep, Keep::Record | Keep::Forget), now, moves)
    });

    // A tap that started no move gets a short answer over the board; a move
    // played takes it away (a hint or a refusal was about the board before).
    let tap_answer = TapAnswer::new();
    let on_move = Callback::new(move |mv| {
        if robot_busy.get_untracked() {
            return; // input during the robot's move is ignored
        }
        state.update(|m| play_offered(m, mv));
        tap_answer.hide();
    });

    let on_refused = Callback::new(move |(square, picked): (Square, bool)| {
        let words = state.with_untracked(|m| {
            TapRefusal::of(m, robot_busy.get_untracked(), square, picked)
                .map(|why| words::tap::refusal(m, why))
        });
        if let Some(words) = words {
            sound::play(Sound::Refused);
            tap_answer.say(words);
        }
    });

    let shown = Memo::new(move |_| {
        let mut v = review.with(|r| state.with(|m| MatchView::reviewed(m, robot_busy.get(), r)));
        if let Some(next) = level_offer.get() {
            v.offer_level(state.with(|m| m.level), next);
        }
        if unsaved.get() && v.phase == "match-over" {
            v.actions.insert(0, Action::SaveResults);
        }
        v
    });
    let params_for_links = params.clone();
    let act = Callback::new(move |action: Action| {
        BUTTON_PRESSES.fetch_add(1, Ordering::Relaxed);
        // Stepping through the review: the position shown comes into view.
        if matches!(
            action,
            Action::ReviewPrev | Action::ReviewNext | Action::ReviewKey
        ) {
            show_board(board_ref);
        }
        match action {
            Action::Hint => {
                let mv = state.try_update(Match::hint).flatten();
                hint.set(mv);
                tap_answer.say(state.with_untracked(|m| words::tap::hint(m, mv)));
            }
            Action::Undo => {
                let before = state.with_untracked(|m| m.moves().len());
                if !robot_busy.get_untracked() && state.try_update(Match::take_back) == Some(true) {
                    let taken = before - state.with_untracked(|m| m.moves().len());
                    tap_answer.say(words::tap::taken_back(taken).to_string());
                }
            }
            Action::NextRound => state.update(|m| {
                let started = m.next_round();
                debug_assert!(started.is_ok(), "'next round' offered mid-round");
            }),
            Action::LevelUp(level) => {
                let link = choice_link(variant, &params_for_links, |c| {
                    c.level = level;
                    c.level_chosen = true;
                });
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash(&link);
                }
            }
            Action::SaveResults => {
                if let Some(done) = super::results::export_results() {
                    tap_answer.say(done);
                }
            }
            Action::PlayAgain => {
                let (m, _) = new_match(variant, &params_for_links, random_seed());
                state.set(m);
            }
            Action::ReviewPrev => {
                let total = state.with_untracked(|m| m.moves().len());
                review.update(|r| r.step_back(total));
            }
            Action::ReviewNext => {
                let total = state.with_untracked(|m| m.moves().len());
                review.update(|r| r.step_forward(total));
            }
            Action::ReviewKey => {
                let key = review.with_untracked(|r| RoundReview::of(r.plies.clone()).key_ply());
                if let Some(ply) = key {
                    review.update(|r| r.show_before(ply));
                }
            }
            Action::Route => {
                let routes = if review.with_untracked(|r| r.routes.is_empty()) {
                    state.with_untracked(routes_of)
                } else {
                    Vec::new()
                };
                review.update(|r| r.routes = routes);
            }
        }
    });
    let params_for_resume = StoredValue::new(params.clone());
    let resume = move |_| {
        let Some(m) = interrupted.get_untracked() else {
            return;
        };
        if params_for_resume.with_value(|p| same_choices(&m, p)) {
            state.set(m);
            interrupted.set(None);
        } else {
            // What the page shows is the match played: the page of the
            // match's own mode, level and position resumes it on arrival.
            RESUME_ON_ARRIVAL.store(true, Ordering::Relaxed);
            go_to(&params_for_resume.with_value(|p| href(Page::Game(variant), &params_of(&m, p))));
        }
    };
    let start_fresh = move |_| {
        storage::device().clear_current(variant);
        interrupted.set(None);
    };

    view! {
        <section
            class="game"
            data-game=info.slug
            data-phase=text(shown, |v| v.phase.to_string())
            data-round-winner=move || shown.with(|v| v.round_winner)
            data-busy=move || robot_busy.get().to_string()
            data-robot-us=move || ((think_ms.get() * 1000.0) as u64).to_string()
        >
            <header class="game-head">
                <h1>{info.name}</h1>
                <button
                    class="projector-button"
                    data-action="projector"
                    aria-pressed=move || projector.get().to_string()
                    aria-label=move || if projector.get() { words::page::PROJECTOR_OFF } else { words::page::PROJECTOR_ON }
                    title=move || if projector.get() { words::page::PROJECTOR_OFF } else { words::page::PROJECTOR_ON }
                    on:click=move |_| projector.update(|on| *on = !*on)
                >{move || if projector.get() { "✕" } else { "🖥 Proiector" }}</button>
                {edit_link.map(|link| view! {
                    <a
                        class="button edit-button"
                        href=link
                        aria-label=words::editor::EDIT_POSITION_LABEL
                        title=words::editor::EDIT_POSITION_LABEL
                    >"✏️ Editează"</a>
                })}
                <button class="help-button" on:click=move |_| show_help.set(true)>"📖 Cum se joacă"</button>
            </header>
            <div class="game-body">
                <div class="board-column" node_ref=board_ref>
                    <ChessBoard input=board_input on_move=on_move on_refused=on_refused />
                    // Stars fly over the board when a child wins a round
                    // (still, with reduced motion); they never cover the
                    // next step, which is below the board.
                    <p class="celebration" aria-hidden="true" data-stars=text(shown, |v| v.celebration.chars().count().to_string())>
                        {text(shown, |v| v.celebration.clone())}
                    </p>
                    <p class=move || tap_answer.class() aria-live="assertive">{move || tap_answer.words()}</p>
                </div>
                <div class="play" node_ref=play_ref>
                    <div class="status-row">
                        <p class="status" role="status" aria-live="polite">{text(shown, |v| v.status.clone())}</p>
                        <button
                            class="speak-button"
                            data-action="speak"
                            aria-label=words::page::SPEAK
                            on:click=move |_| {
                                let status = shown.with_untracked(|v| v.status.clone());
                                if !speech::speak(&status) {
                                    tap_answer.say(words::page::NO_ROMANIAN_VOICE.to_string());
                                }
                            }
                        >"🗣️"</button>
                    </div>
                    <ul class="progress">{items(shown, |v| v.progress.clone(), None)}</ul>
                    <ul class="summaries">{items(shown, |v| v.summary.clone(), Some("summary"))}</ul>
                    <p class="hand-over">{text(shown, |v| v.hand_over.clone())}</p>
                    // One wrapping row: the next step first, then the choices
                    // of mode and level (they fit beside it on a tablet).
                    <div class="controls">
                        {buttons(shown, |v| v.actions.clone(), act)}
                        <button
                            class="sound-button"
                            data-action="sound"
                            aria-pressed=move || sound_on.get().to_string()
                            aria-label=move || if sound_on.get() { words::page::SOUND_OFF } else { words::page::SOUND_ON }
                            on:click=move |_| {
                                let on = !sound_on.get_untracked();
                                sound_on.set(on);
                                sound::set_on(on);
                                storage::device().set_sound_on(on);
                            }
                        >{move || if sound_on.get() { "🔊 Sunet" } else { "🔇 Sunet" }}</button>
                        {has_lens.then(|| view! {
                            <button
                                class="lens-button"
                                data-action="lens"
                                aria-pressed=move || lens_on.get().to_string()
                                aria-label="Ochelari"
                                on:click=move |_| {
                                    let on = !lens_on.get_untracked();
                                    lens_on.set(on);
                                    storage::device().set_lens_on(on);
                                }
                            >
                                "👓 Ochelari"
                            </button>
                        })}
                        {(!params.locked).then(|| choice_group(
                            "Adversar",
                            [Mode::Robot, Mode::TwoPlayers]
                                .into_iter()
                                .map(|mode| {
                                    let label = match mode {
                                        Mode::Robot => ("🤖", "Robot", "Contra Robotului"),
                                        Mode::TwoPlayers => ("👥", "Doi", "Doi jucători"),
                                    };
                                    (choice_link(variant, &params, |c| c.mode = mode), label, params.mode == mode)
                                })
                                .collect(),
                        ))}
                        {(params.mode == Mode::Robot && !params.locked).then(|| choice_group(
                            "Nivelul Robotului",
                            Level::ALL
                                .into_iter()
                                .map(|level| {
                                    let label = ("", level.name_ro(), level.name_ro());
                                    (choice_link(variant, &params, |c| { c.level = level; c.level_chosen = true; }), label, params.level == level)
                                })
                                .collect(),
                        ))}
                    </div>
                    <section class="review" aria-label=words::review::TITLE data-review-ms=text(shown, |v| v.review_ms.clone())>
                        <h2>{words::review::TITLE}</h2>
                        <p class="review-sentence" data-review="">{text(shown, |v| v.review.clone())}</p>
                        // On tablets and phones, a bar at the screen's foot
                        // (see the stylesheet): the board shown stays in view.
                        <div class="review-stepper">
                            <div class="review-steps">{buttons(shown, |v| v.review_actions.clone(), act)}</div>
                            <p class="step-caption" aria-live="polite">{text(shown, |v| v.step_caption.clone())}</p>
                        </div>
                    </section>
                    <p class="lens-legend">{move || if lens_on.get() && has_lens { lens_legend } else { "" }}</p>
                    <super::NoticeList notices />
                    <p class="storage-note" data-notice=move || storage_refused.get().then_some("")>
                        {move || match (unsaved.get(), storage_refused.get()) {
                            (true, _) => words::KEPT_FOR_SESSION,
                            (_, true) => words::STORAGE_REFUSED,
                            _ => "",
                        }}
                    </p>
                </div>
                <aside class="panel">
                    <div class="round-label">{text(shown, |v| v.round_label.clone())}</div>
                    <ul class="sides">
                        {move || {
                            shown
                                .with(|v| v.sides.clone())
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
                    <h2 class="moves-title">"Mutările"</h2>
                    <ol class="moves" data-moves="">{items(shown, |v| v.moves.clone(), None)}</ol>
                </aside>
            </div>
            {move || (interrupted.with(Option::is_some)).then(|| view! {
                <div class="resume-overlay">
                    <div class="resume-dialog" role="dialog" aria-modal="true" aria-label="Partidă neterminată">
                        <p>{words::page::RESUME_QUESTION}</p>
                        <div class="resume-actions">
                            <button class="primary" on:click=resume>"▶ Continuă partida"</button>
                            <button on:click=start_fresh>"Partidă nouă"</button>
                        </div>
                    </div>
                </div>
            })}
            {move || (show_help.get()).then(|| view! {
                <div class="help-overlay" on:click=move |_| show_help.set(false)>
                    <div class="help-dialog" role="dialog" aria-modal="true" aria-label=format!("Cum se joacă: {}", info.name) on:click=|ev| ev.stop_propagation()>
                        <button class="close" aria-label="Închide" on:click=move |_| show_help.set(false)>"✕"</button>
                        <HelpText variant />
                    </div>
                </div>
            })}
        </section>
    }
}

/// A text of the match view. Every call returns the same closure type, so
/// all these texts share one copy of the rendering code in the wasm.
fn text(
    shown: Memo<MatchView>,
    part: fn(&MatchView) -> String,
) -> impl Fn() -> String + Clone + Send + Sync + 'static {
    move || shown.with(part)
}

/// A list of lines of the match view, one `<li>` each (one closure type).
fn items(
    shown: Memo<MatchView>,
    part: fn(&MatchView) -> Vec<Line>,
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

/// A row of the match view's buttons (one closure type for every row).
fn buttons(
    shown: Memo<MatchView>,
    part: fn(&MatchView) -> Vec<Action>,
    act: Callback<Action>,
) -> impl IntoView {
    move || {
        shown
            .with(part)
            .into_iter()
            .map(|a| view! {
                <button class=a.class() data-action=a.name() on:click=move |_| act.run(a)>{a.label()}</button>
            })
            .collect_view()
    }
}

/// The knight race's shortest routes from the finished round's start: the
/// child's knight against the robot, both knights between two players.
fn routes_of(m: &Match) -> Vec<Route> {
    let colors: &[Color] = match m.mode {
        Mode::Robot => &[m.color_of(Player::One)],
        Mode::TwoPlayers => &Color::BOTH,
    };
    colors
        .iter()
        .map(|&color| Route {
            color,
            squares: m.best_route(m.round(), color),
        })
        .filter(|r| !r.squares.is_empty())
        .collect()
}

/// Longest a slice of the review may run before the page gets a frame.
const REVIEW_SLICE_MS: f64 = 12.0;

/// Reviews the finished round a move at a time, in slices of at most
/// [`REVIEW_SLICE_MS`]. A newer review
/// (`generation`) or a round that is no longer over stops it.
fn review_in_background(state: RwSignal<Match>, review: RwSignal<ReviewState>, generation: u32) {
    set_timeout(
        move || {
            let Some(Some(done_before)) = review
                .try_with_untracked(|r| (r.generation == generation).then_some(r.plies.len()))
            else {
                return; // the page was left, or a newer review began
            };
            let started = clock::now_ms();
            let mut plies = Vec::new();
            let mut finished = false;
            if state.with_untracked(|m| m.prepare_robot(PREPARE_SLICE)) {
                while clock::now_ms() - started < REVIEW_SLICE_MS {
                    let next = done_before + plies.len();
                    match state.with_untracked(|m| m.review_plies(m.round(), next, 1)) {
                        None => return, // the round is no longer over
                        Some(more) if more.is_empty() => {
                            finished = true;
                            break;
                        }
                        Some(more) => plies.extend(more),
                    }
                }
            }
            review.update(|r| {
                r.plies.extend(plies);
                r.spent_ms += clock::now_ms() - started;
            });
            if !finished {
                review_in_background(state, review, generation);
            }
        },
        Duration::ZERO,
    );
}

/// A link to this game with one choice changed (a new match starts there,
/// from the same teacher's position if there is one).
fn choice_link(variant: Variant, params: &Params, change: impl Fn(&mut Params)) -> String {
    let mut p = params.clone();
    change(&mut p);
    href(Page::Game(variant), &p)
}

/// The link parameters of match `m`: its mode, level and start, with the
/// rest (the colour asked for, embedding) as the page was opened.
fn params_of(m: &Match, opened: &Params) -> Params {
    Params {
        mode: m.mode,
        level: m.level,
        level_chosen: true,
        position: m.custom_start.clone(),
        ..opened.clone()
    }
}

/// The short answer to a refused tap, shown over the board for a moment.
#[derive(Clone, Default, PartialEq)]
struct TapAnswerState {
    words: String,
    /// Counts the answers: a timer only hides the one it was set for.
    serial: u32,
}

/// The answer shown over the board (a small `Copy` handle for closures).
#[derive(Clone, Copy)]
struct TapAnswer(RwSignal<TapAnswerState>);

impl TapAnswer {
    fn new() -> TapAnswer {
        TapAnswer(RwSignal::new(TapAnswerState::default()))
    }

    /// Shows `words` for a while.
    fn say(self, words: String) {
        let TapAnswer(shown) = self;
        let serial = shown.with_untracked(|a| a.serial) + 1;
        shown.set(TapAnswerState { words, serial });
        set_timeout(
            move || {
                if shown.try_with_untracked(|a| a.serial) == Some(serial) {
                    shown.set(TapAnswerState {
                        words: String::new(),
                        serial,
                    });
                }
            },
            Duration::from_millis(TAP_ANSWER_MS),
        );
    }

    /// Takes the answer away now (its timer then finds nothing to hide).
    fn hide(self) {
        self.0.update(|a| a.words.clear());
    }

    fn words(self) -> String {
        self.0.with(|a| a.words.clone())
    }

    /// Each new answer alternates two class names, so its pop-in animation
    /// restarts even when the same words come twice.
    fn class(self) -> &'static str {
        self.0.with(|a| match (a.words.is_empty(), a.serial % 2) {
            (true, _) => "tap-answer",
            (false, 0) => "tap-answer shown",
            (false, _) => "tap-answer shown again",
        })
    }
}

/// How long a tap's answer stays over the board: time to read a short
/// sentence slowly.
const TAP_ANSWER_MS: u64 = 3200;

/// The sound of what the last change did: a move (a capture, a check, the
/// robot's), or a round's end (won by a child, or not), then the match's.
/// `seen` and `moves_before` are the round, phase and moves before it; a
/// take-back (fewer moves) or a new round makes no sound.
fn sound_after(m: &Match, seen: (usize, Phase), moves_before: usize) {
    let phase = m.phase();
    if seen.1 == Phase::Playing && phase != Phase::Playing {
        let won = super::match_view::celebration(m) > 0;
        sound::play(if won {
            Sound::RoundWon
        } else {
            Sound::RoundLost
        });
        if phase == Phase::MatchOver {
            sound::play(Sound::MatchOver);
        }
        return;
    }
    let Some(last) = m.moves().last() else {
        return;
    };
    if seen.0 != m.round() || m.moves().len() != moves_before + 1 {
        return;
    }
    let robot = m.mode == Mode::Robot && last.color == m.color_of(Player::Two);
    sound::play(if last.notation.contains(['+', '#']) {
        Sound::Check
    } else if last.notation.contains('x') {
        Sound::Capture
    } else if robot {
        Sound::RobotMove
    } else {
        Sound::Move
    });
}

/// Marks the document as in projector mode, or not (the stylesheet does
/// the rest).
fn set_projector_class(on: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.class_list().toggle_with_force("projector", on);
    }
}

/// Counts the match's buttons pressed: a reveal that a press has overtaken
/// is dropped, so the page never scrolls under a finger already acting.
static BUTTON_PRESSES: AtomicU32 = AtomicU32::new(0);

/// How long after a round's last move its verdict scrolls into view.
const REVEAL_DELAY_MS: u64 = 400;

/// Scrolls the least that shows the round's next step (the first of the
/// controls, with the verdict just above it); nothing when it is already
/// on screen, so a button never moves once it can be pressed.
fn reveal(play: &web_sys::Element) {
    let (Some(w), Some(next_step)) = (
        web_sys::window(),
        play.query_selector(".controls > button").ok().flatten(),
    ) else {
        return;
    };
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
        });
    // Below the screen is where it can be: a round ends at the board, above.
    let dy = next_step.get_bounding_client_rect().bottom() + MARGIN - foot;
    if dy > 0.0 {
        w.scroll_by_with_x_and_y(0.0, dy);
    }
}

/// While stepping through the review, the position shown comes wholly into
/// view if its top was scrolled away (the steps, in their bar at the
/// screen's foot on tablets and phones, do not move).
fn show_board(board: NodeRef<leptos::html::Div>) {
    if let (Some(w), Some(el)) = (web_sys::window(), board.get_untracked()) {
        let top = el.get_bounding_client_rect().top();
        if top < 0.0 {
            w.scroll_by_with_x_and_y(0.0, top);
        }
    }
}

fn scroll_to_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// Set by "Continuă partida" before going to the page of the match's own
/// mode and level, which then resumes it without asking again.
static RESUME_ON_ARRIVAL: AtomicBool = AtomicBool::new(false);

/// Whether `m` was started with the mode, level and position of `params`.
fn same_choices(m: &Match, params: &Params) -> bool {
    m.mode == params.mode && m.level == params.level && m.custom_start == params.position
}

fn go_to(hash: &str) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(hash);
    }
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

/// How long the robot waits before answering, so its move is seen arriving.
const ROBOT_PAUSE_MS: u64 = 350;

/// Positions the robot's preparation may solve in one slice: about 10–15 ms
/// of a table build (see `robot::pawns::prepare`), short enough never to
/// freeze the page.
const PREPARE_SLICE: u32 = 40_000;

/// Plays a move the board or the robot offered. Both offer only legal moves,
/// so a refusal is a bug: loud in debug builds, harmless for the child.
fn play_offered(m: &mut Match, mv: crate::engine::Move) {
    let played = m.play(mv);
    debug_assert!(played.is_ok(), "an offered move was refused: {played:?}");
}

/// Prepares the robot in small slices between frames until it is ready.
fn prepare_in_background(state: RwSignal<Match>) {
    set_timeout(
        move || {
            let ready = state
                .try_with_untracked(|m| m.prepare_robot(PREPARE_SLICE))
                .unwrap_or(true);
            if !ready {
                prepare_in_background(state);
            }
        },
        Duration::from_millis(30),
    );
}

/// Tells once per visit that results cannot be kept here. Said beside the
/// board, not above it: the board must not move under a finger.
fn warn_storage_once(storage_refused: RwSignal<bool>) {
    static WARNED: AtomicBool = AtomicBool::new(false);
    if !WARNED.swap(true, Ordering::Relaxed) {
        storage_refused.set(true);
    }
}

/// Lets the robot prepare in slices, then plays its move.
fn run_robot(state: RwSignal<Match>, busy: RwSignal<bool>, delay_ms: u64, think_ms: RwSignal<f64>) {
    set_timeout(
        move || {
            let Some(ready) = state.try_with_untracked(|m| {
                m.prepare_robot(PREPARE_SLICE) || m.robot_may_move_unprepared()
            }) else {
                return; // the page was left
            };
            if !ready {
                run_robot(state, busy, 0, think_ms);
                return;
            }
            let started = clock::now_ms();
            let mv = state.try_with_untracked(Match::robot_move).flatten();
            // Exposed as `data-robot-us` (microseconds) for the reply-time benchmark.
            think_ms.try_set(clock::now_ms() - started);
            busy.try_set(false);
            if let Some(mv) = mv {
                state.try_update(|m| play_offered(m, mv));
            }
        },
        Duration::from_millis(delay_ms),
    );
}
