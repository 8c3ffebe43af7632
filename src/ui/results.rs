//! The results page `#/rezultate`: per game, wins against the robot by level,
//! best stars and fewest moves; the recent matches; resets with confirmation.

use leptos::prelude::*;

use crate::engine::text::results as words;
use crate::engine::{Level, Variant};
use crate::storage::{self, GameSummary};

fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// A one-line summary of a game for the menu card, if anything was played.
pub fn at_a_glance(variant: Variant, s: &GameSummary) -> Option<String> {
    (!s.is_empty()).then(|| {
        words::at_a_glance(
            variant.info().best,
            s.best_stars,
            s.robot_wins(),
            s.best_moves,
        )
    })
}

#[component]
pub fn ResultsPage() -> impl IntoView {
    let records = RwSignal::new(storage::load());
    let reset = move |variant: Option<Variant>| {
        let question = words::reset_question(variant.map(|v| v.info().name));
        if confirm(&question) {
            let _ = storage::reset(variant);
            records.set(storage::load());
        }
    };
    let body = move || match records.get() {
        Err(_) => view! {
            <p class="notice">{words::BLOCKED}</p>
        }
        .into_any(),
        Ok(list) if list.is_empty() => view! {
            <p class="empty">{words::NONE_YET}</p>
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
                    view! {
                        <li>
                            <strong>{r.variant.info().name}</strong>
                            {words::recent_line(r.mode, r.level, r.winner, &r.text)}
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
    let extra = words::best_line(info.best, s.best_stars, s.best_moves);
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
                {extra.map(|e| format!("{e} "))}
                {words::two_player_matches(s.two_player_matches)}
            </p>
            <button on:click=move |_| reset(Some(variant))>"Șterge rezultatele acestui joc"</button>
        </article>
    }
}
