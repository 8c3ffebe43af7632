//! The one game page for every game: board, status, controls, move list, help.

use std::time::Duration;

use leptos::prelude::*;

use super::board::{BoardInput, ChessBoard};
use super::help::HelpText;
use super::route::{Page, Params, href};
use crate::engine::matches::{Match, Mode, Phase, Player};
use crate::engine::{Color, Level, Variant};
use crate::storage;

/// Words for the players of a match, as the page shows them.
fn player_name(m: &Match, player: Player) -> String {
    match (m.mode, player) {
        (Mode::Robot, Player::One) => "Tu".to_string(),
        (Mode::Robot, Player::Two) => "Robotul".to_string(),
        (Mode::TwoPlayers, Player::One) => "Jucătorul 1".to_string(),
        (Mode::TwoPlayers, Player::Two) => "Jucătorul 2".to_string(),
    }
}

fn side_name(m: &Match, color: Color) -> &'static str {
    m.variant.info().side_names[color.index()]
}

/// The sentence of the status region for the current state.
pub fn status_text(m: &Match, robot_busy: bool) -> String {
    let game = m.game();
    match m.phase() {
        Phase::Playing => {
            let turn = game.turn();
            let player = m.player_of(turn);
            let side = side_name(m, turn);
            let who = if m.mode == Mode::Robot && player == Player::Two {
                if robot_busy {
                    format!("Robotul se gândește… ({side})")
                } else {
                    format!("Mută Robotul ({side}).")
                }
            } else if m.mode == Mode::Robot {
                format!("Rândul tău — mută {side}.")
            } else {
                format!("{} la mutare — {side}.", player_name(m, player))
            };
            match game.notice() {
                Some(n) => format!("{n} {who}"),
                None => who,
            }
        }
        Phase::RoundOver | Phase::MatchOver => {
            let mut text = round_verdict(m, m.results().len() - 1);
            if let Some(result) = m.result() {
                let verdict = match (m.mode, result.winner) {
                    (_, None) => "Meciul s-a terminat la egalitate.".to_string(),
                    (Mode::Robot, Some(Player::One)) => "Ai câștigat meciul! 🎉".to_string(),
                    (Mode::Robot, Some(Player::Two)) => "Robotul a câștigat meciul.".to_string(),
                    (Mode::TwoPlayers, Some(p)) => {
                        format!("{} a câștigat meciul! 🎉", player_name(m, p))
                    }
                };
                if m.rounds_total() > 1 {
                    text = format!("{text} {verdict} {}", result.explanation);
                }
            }
            text
        }
    }
}

/// "Repriza 1: Tu ai câștigat (pionii). Motivul …"
fn round_verdict(m: &Match, index: usize) -> String {
    let Some(r) = m.results().get(index) else {
        return String::new();
    };
    let who = match r.winner {
        None => "Egalitate.".to_string(),
        Some(Player::One) if m.mode == Mode::Robot => "Ai câștigat!".to_string(),
        Some(p) => format!("A câștigat {}.", player_name(m, p)),
    };
    let prefix = if m.rounds_total() > 1 {
        format!("Repriza {}: ", index + 1)
    } else {
        String::new()
    };
    let hints = match r.hints {
        0 => String::new(),
        1 => " Ai folosit un sfat.".to_string(),
        n => format!(" Ai folosit {n} sfaturi."),
    };
    format!("{prefix}{who} {}{hints}", r.reason)
}

/// The colour that won the last finished round, for `data-round-winner`.
fn round_winner_attr(m: &Match) -> Option<&'static str> {
    let r = m.results().last()?;
    Some(match r.winner {
        None => "egal",
        Some(p) => r.color_of(p).name_ro(),
    })
}

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
            (
                fallback,
                Some(format!(
                    "Poziția din adresă nu se poate juca: {reason} Jocul pornește de la poziția obișnuită."
                )),
            )
        }
    }
}

fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

/// A seed for the robot's choices: different from visit to visit (the page
/// clock in microseconds), replayable once chosen (it is kept with the match).
fn random_seed() -> u64 {
    (now_ms() * 1000.0) as u64
}

#[component]
pub fn GamePage(variant: Variant, params: Params, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let info = variant.info();
    let (first, position_error) = new_match(variant, &params, random_seed());
    if let Some(e) = position_error {
        notices.update(|n| n.push(e));
    }
    let state = RwSignal::new(first);
    let robot_busy = RwSignal::new(false);
    let think_ms = RwSignal::new(0.0);
    let show_help = RwSignal::new(false);

    let human_can_move = move || state.with(|m| m.phase() == Phase::Playing && !m.is_robot_turn());
    // Changes whenever a move is made or a round starts or ends.
    let progress_key = Memo::new(move |_| state.with(|m| (m.round(), m.moves().len(), m.phase())));
    // The hint shown; any move clears it.
    let hint = RwSignal::new(None);
    Effect::new(move |_| {
        progress_key.track();
        hint.set(None);
    });
    let board_input = Memo::new(move |_| {
        let can_move = human_can_move() && !robot_busy.get();
        state.with(|m| BoardInput {
            board: m.game().board().clone(),
            // Against the robot the child sits at the bottom; two players
            // keep player 1's first colour at the bottom for the whole match.
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
            last_move: m.moves().last().map(|p| p.mv),
            highlights: m.game().highlights(),
            hint: hint.get(),
        })
    });

    // The robot answers after a short pause so its move is seen arriving.
    // Run on every move, not only when the turn changes: after a pass the
    // robot may move twice.
    Effect::new(move |_| {
        progress_key.track();
        if state.with_untracked(Match::is_robot_turn) && !robot_busy.get_untracked() {
            robot_busy.set(true);
            run_robot(state, robot_busy, 350, think_ms);
        }
    });

    // Robot tables (e.g. the rook game's) are built in slices from the start,
    // so the robot is ready by the time it has to answer.
    if params.mode == Mode::Robot {
        prepare_in_background(state);
    }

    // An interrupted match of this game (a reload, a closed tab) is offered back.
    let interrupted = RwSignal::new(storage::load_current(variant));

    // After every move the match in progress is kept; a finished match is
    // recorded once. If the browser refuses, say so once.
    Effect::new(move |saved: Option<bool>| {
        let (round, moves, phase) = progress_key.get();
        let over = phase == Phase::MatchOver;
        let result = if over {
            storage::clear_current(variant);
            if saved == Some(true) {
                Ok(())
            } else {
                state.with_untracked(storage::save)
            }
        } else if round > 0 || moves > 0 {
            state.with_untracked(storage::save_current)
        } else {
            Ok(())
        };
        if result.is_err() {
            warn_storage_once(notices);
        }
        over
    });

    let on_move = Callback::new(move |mv| {
        if robot_busy.get_untracked() {
            return; // input during the robot's move is ignored
        }
        state.update(|m| {
            let _ = m.play(mv);
        });
    });

    let status = move || state.with(|m| status_text(m, robot_busy.get()));
    let phase = move || state.with(|m| m.phase().slug());
    let round_winner = move || state.with(round_winner_attr);
    let round_label = move || {
        state.with(|m| {
            if m.rounds_total() > 1 {
                format!("Repriza {} din 2", m.round() + 1)
            } else {
                "O singură vânătoare".to_string()
            }
        })
    };
    let sides = move || {
        state.with(|m| {
            [Player::One, Player::Two]
                .into_iter()
                .map(|p| {
                    let c = m.color_of(p);
                    let active = m.phase() == Phase::Playing && m.game().turn() == c;
                    (player_name(m, p), side_name(m, c), c, active)
                })
                .collect::<Vec<_>>()
        })
    };
    let progress = move || state.with(|m| m.game().progress());
    // After a round, each human player's own line ("Ai terminat în …").
    let summary = move || {
        state.with(|m| {
            let Some(r) = m.results().last().filter(|_| m.phase() != Phase::Playing) else {
                return Vec::new();
            };
            let players: &[Player] = match m.mode {
                Mode::Robot => &[Player::One],
                Mode::TwoPlayers => &[Player::One, Player::Two],
            };
            players
                .iter()
                .filter_map(|&p| {
                    let line = m.game().round_summary(r.color_of(p))?;
                    Some(match m.mode {
                        Mode::Robot => line,
                        Mode::TwoPlayers => format!("{}: {line}", player_name(m, p)),
                    })
                })
                .collect::<Vec<_>>()
        })
    };
    let move_list = move || {
        state.with(|m| {
            m.moves()
                .iter()
                .map(|p| p.notation.clone())
                .collect::<Vec<_>>()
        })
    };

    let next_round = move |_| {
        state.update(|m| {
            let _ = m.next_round();
        });
    };
    let params_for_links = params.clone();
    let resume = move |_| {
        if let Some(m) = interrupted.get_untracked() {
            state.set(m);
        }
        interrupted.set(None);
    };
    let start_fresh = move |_| {
        storage::clear_current(variant);
        interrupted.set(None);
    };
    let play_again = move |_| {
        let p = params_for_links.clone();
        let (m, _) = new_match(
            variant,
            &Params {
                position: None,
                ..p
            },
            random_seed(),
        );
        state.set(m);
    };
    // Links to this game with one choice changed (a new match starts there).
    let link = {
        let params = params.clone();
        move |change: &dyn Fn(&mut Params)| {
            let mut p = Params {
                position: None,
                ..params.clone()
            };
            change(&mut p);
            href(Page::Game(variant), &p)
        }
    };
    let mode_link = {
        let link = link.clone();
        move |mode: Mode| link(&|p| p.mode = mode)
    };
    let level_link = move |level: Level| link(&|p| p.level = level);
    let is_robot_mode = params.mode == Mode::Robot;
    let current_level = params.level;

    view! {
        <section
            class="game"
            data-game=info.slug
            data-phase=phase
            data-round-winner=round_winner
            data-busy=move || robot_busy.get().to_string()
            data-robot-us=move || ((think_ms.get() * 1000.0) as u64).to_string()
        >
            <header class="game-head">
                <h1>{info.name}</h1>
                <button class="help-button" on:click=move |_| show_help.set(true)>"📖 Cum se joacă"</button>
            </header>
            <div class="game-body">
                <div class="board-column">
                    <p class="status" role="status" aria-live="polite">{status}</p>
                    <ChessBoard input=board_input on_move=on_move />
                </div>
                <aside class="panel">
                    <div class="round-label">{round_label}</div>
                    <ul class="sides">
                        {move || {
                            sides()
                                .into_iter()
                                .map(|(player, side, color, active)| {
                                    view! {
                                        <li class="side" class:active=active data-color=color.name_ro()>
                                            <span class=format!("swatch swatch-{}", color.letter())></span>
                                            <strong>{player}</strong>
                                            " — "
                                            {side}
                                        </li>
                                    }
                                })
                                .collect_view()
                        }}
                    </ul>
                    <ul class="progress">
                        {move || progress().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
                    </ul>
                    {move || summary().into_iter().map(|s| view! { <p class="summary">{s}</p> }).collect_view()}
                    <div class="actions">
                        <Show when=move || info.offers_hint && human_can_move()>
                            <button
                                class="hint-button"
                                on:click=move |_| hint.set(state.try_update(Match::hint).flatten())
                            >
                                "💡 Sfat"
                            </button>
                        </Show>
                        <Show when=move || state.with(|m| m.phase() == Phase::RoundOver)>
                            <button class="primary" on:click=next_round>"Repriza a doua ▶"</button>
                        </Show>
                        <Show when=move || state.with(|m| m.phase() == Phase::MatchOver)>
                            <button class="primary" on:click=play_again.clone()>"Joacă din nou"</button>
                        </Show>
                    </div>
                    <nav class="choices" aria-label="Alege cum joci">
                        <div class="segmented" role="group" aria-label="Adversar">
                            {[Mode::Robot, Mode::TwoPlayers]
                                .into_iter()
                                .map(|mode| {
                                    let label = match mode {
                                        Mode::Robot => "🤖 Contra Robotului",
                                        Mode::TwoPlayers => "👥 Doi jucători",
                                    };
                                    view! {
                                        <a
                                            href=mode_link(mode)
                                            class:selected=params.mode == mode
                                            aria-current=(params.mode == mode).then_some("true")
                                        >
                                            {label}
                                        </a>
                                    }
                                })
                                .collect_view()}
                        </div>
                        <Show when=move || is_robot_mode>
                            <div class="segmented" role="group" aria-label="Nivelul Robotului">
                                {Level::ALL
                                    .into_iter()
                                    .map(|level| {
                                        view! {
                                            <a
                                                href=level_link(level)
                                                class:selected=current_level == level
                                                aria-current=(current_level == level).then_some("true")
                                            >
                                                {level.name_ro()}
                                            </a>
                                        }
                                    })
                                    .collect_view()}
                            </div>
                        </Show>
                    </nav>
                    <h2 class="moves-title">"Mutările"</h2>
                    <ol class="moves" data-moves="">
                        {move || move_list().into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
                    </ol>
                </aside>
            </div>
            <Show when=move || interrupted.with(Option::is_some)>
                <div class="resume-overlay">
                    <div class="resume-dialog" role="dialog" aria-modal="true" aria-label="Partidă neterminată">
                        <p>"Ai o partidă neterminată la acest joc. Vrei s-o continui?"</p>
                        <div class="resume-actions">
                            <button class="primary" on:click=resume>"▶ Continuă partida"</button>
                            <button on:click=start_fresh>"Partidă nouă"</button>
                        </div>
                    </div>
                </div>
            </Show>
            <Show when=move || show_help.get()>
                <div class="help-overlay" on:click=move |_| show_help.set(false)>
                    <div class="help-dialog" role="dialog" aria-modal="true" aria-label=format!("Cum se joacă: {}", info.name) on:click=|ev| ev.stop_propagation()>
                        <button class="close" aria-label="Închide" on:click=move |_| show_help.set(false)>"✕"</button>
                        <HelpText variant />
                    </div>
                </div>
            </Show>
        </section>
    }
}

/// Prepares the robot in small slices between frames until it is ready.
fn prepare_in_background(state: RwSignal<Match>) {
    set_timeout(
        move || {
            let ready = state
                .try_with_untracked(|m| m.game().prepare_robot(m.level, 40_000))
                .unwrap_or(true);
            if !ready {
                prepare_in_background(state);
            }
        },
        Duration::from_millis(30),
    );
}

/// Tells once per visit that results cannot be kept here.
pub fn warn_storage_once(notices: RwSignal<Vec<String>>) {
    use std::sync::atomic::{AtomicBool, Ordering};
    static WARNED: AtomicBool = AtomicBool::new(false);
    if !WARNED.swap(true, Ordering::Relaxed) {
        notices.update(|n| {
            n.push(
                "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui e blocată sau plină). Poți juca mai departe, dar rezultatele nu se salvează."
                    .to_string(),
            )
        });
    }
}

/// Lets the robot prepare in slices, then plays its move.
fn run_robot(state: RwSignal<Match>, busy: RwSignal<bool>, delay_ms: u64, think_ms: RwSignal<f64>) {
    set_timeout(
        move || {
            let Some(ready) = state.try_with_untracked(|m| m.game().prepare_robot(m.level, 40_000))
            else {
                return; // the page was left
            };
            if !ready {
                run_robot(state, busy, 0, think_ms);
                return;
            }
            let started = now_ms();
            let mv = state.try_with_untracked(Match::robot_move).flatten();
            // Exposed as `data-robot-us` (microseconds) for the reply-time benchmark.
            think_ms.try_set(now_ms() - started);
            busy.try_set(false);
            if let Some(mv) = mv {
                state.try_update(|m| {
                    let _ = m.play(mv);
                });
            }
        },
        Duration::from_millis(delay_ms),
    );
}
