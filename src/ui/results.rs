//! The results page `#/rezultate`: per game, wins against the robot by level,
//! best stars and fewest moves; the recent matches; resets with confirmation.

use leptos::prelude::*;

use crate::engine::matches::{Mode, Player};
use crate::engine::text::stars_row;
use crate::engine::variant::Best;
use crate::engine::{Level, Variant, moves_ro};
use crate::storage::{self, GameSummary, MatchRecord};

fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

fn outcome_word(r: &MatchRecord) -> &'static str {
    match (r.mode, r.winner) {
        (_, None) => "egalitate",
        (Mode::Robot, Some(Player::One)) => "ai câștigat",
        (Mode::Robot, Some(Player::Two)) => "a câștigat Robotul",
        (Mode::TwoPlayers, Some(Player::One)) => "a câștigat Jucătorul 1",
        (Mode::TwoPlayers, Some(Player::Two)) => "a câștigat Jucătorul 2",
    }
}

/// A one-line summary of a game for the menu card, if anything was played.
pub fn at_a_glance(variant: Variant, s: &GameSummary) -> Option<String> {
    if s.is_empty() {
        return None;
    }
    let best = variant.info().best;
    let mut parts = Vec::new();
    if best == Best::FastestMate && s.best_stars > 0 {
        parts.push(format!("cel mai bun: {}", stars_row(s.best_stars)));
    }
    parts.push(format!("victorii contra Robotului: {}", s.robot_wins()));
    if let (Best::FewestMoves, Some(n)) = (best, s.best_moves) {
        parts.push(format!("cea mai scurtă cursă: {}", moves_ro(n)));
    }
    Some(parts.join(" · "))
}

#[component]
pub fn ResultsPage() -> impl IntoView {
    let records = RwSignal::new(storage::load());
    let reset = move |variant: Option<Variant>| {
        let question = match variant {
            Some(v) => format!("Ștergi rezultatele de la „{}”?", v.info().name),
            None => "Ștergi toate rezultatele? Nu se mai pot recupera.".to_string(),
        };
        if confirm(&question) {
            let _ = storage::reset(variant);
            records.set(storage::load());
        }
    };
    let body = move || {
        match records.get() {
        Err(_) => view! {
            <p class="notice">
                "Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui este blocată). Jocurile merg, dar rezultatele nu se pot salva aici."
            </p>
        }
        .into_any(),
        Ok(list) if list.is_empty() => view! {
            <p class="empty">"Încă nu ai terminat niciun meci. Alege un joc din meniu și joacă o partidă!"</p>
        }
        .into_any(),
        Ok(list) => {
            let games = Variant::ALL
                .into_iter()
                .map(|v| (v, GameSummary::of(&list, v)))
                .filter(|(_, s)| !s.is_empty())
                .map(|(v, s)| game_table(v, s, reset))
                .collect_view();
            let recent = list
                .iter()
                .rev()
                .take(12)
                .map(|r| {
                    let mode = match r.mode {
                        Mode::Robot => format!("contra Robotului ({})", r.level.name_ro()),
                        Mode::TwoPlayers => "doi jucători".to_string(),
                    };
                    view! {
                        <li>
                            <strong>{r.variant.info().name}</strong>
                            {format!(" — {mode}: {}. {}", outcome_word(r), r.text)}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <div class="result-games">{games}</div>
                <h2>"Ultimele meciuri"</h2>
                <ol class="recent">{recent}</ol>
                <p>
                    <button class="danger" on:click=move |_| reset(None)>"Șterge toate rezultatele"</button>
                </p>
            }
            .into_any()
        }
    }
    };
    view! {
        <section class="results">
            <h1>"Rezultate"</h1>
            {body}
        </section>
    }
}

fn game_table(
    variant: Variant,
    s: GameSummary,
    reset: impl Fn(Option<Variant>) + Copy + 'static,
) -> impl IntoView {
    let info = variant.info();
    let extra = match info.best {
        Best::FastestMate => Some(format!(
            "Cele mai multe stele: {}{}",
            stars_row(s.best_stars),
            s.best_moves
                .map(|n| format!(" · cel mai rapid mat: {}", moves_ro(n)))
                .unwrap_or_default()
        )),
        Best::FewestMoves => s
            .best_moves
            .map(|n| format!("Cea mai scurtă cursă: {}", moves_ro(n))),
        Best::Wins => None,
    };
    view! {
        <article class="result-game" data-variant=info.slug>
            <h2>{info.name}</h2>
            <table>
                <thead>
                    <tr><th>"Contra Robotului"</th><th>"Victorii"</th><th>"Egal"</th><th>"Înfrângeri"</th></tr>
                </thead>
                <tbody>
                    {Level::ALL
                        .into_iter()
                        .map(|l| {
                            let [w, d, lost] = s.against_robot[l.number() as usize - 1];
                            view! {
                                <tr><td>{l.name_ro()}</td><td>{w}</td><td>{d}</td><td>{lost}</td></tr>
                            }
                        })
                        .collect_view()}
                </tbody>
            </table>
            <p class="result-extra">
                {extra.map(|e| format!("{e}. "))}
                {format!("Meciuri în doi: {}.", s.two_player_matches)}
            </p>
            <button on:click=move |_| reset(Some(variant))>"Șterge rezultatele acestui joc"</button>
        </article>
    }
}
