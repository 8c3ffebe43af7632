//! The results page `#/rezultate`: per book game, wins against the robot by
//! level and the best results with and without hints; every kept match,
//! newest first, with its date; the teacher's exercises apart; resets with
//! confirmation.
//!
//! The page is static text with a few buttons, so most of it is written as
//! markup strings (escaped where stored text goes in) and its buttons are
//! told apart by `data-action` in one click handler: far smaller in the wasm
//! than a view per match, row and button.

use std::cmp::Reverse;
use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::avatars::Avatar;
use super::js;
use super::players::Profile;
use super::route::{Page, Params, href};
use super::teacher::{chosen_files, file_button, lines_markup, open_chooser};
use crate::engine::play::matches::Player;
use crate::engine::words::profiles as file_words;
use crate::engine::words::results as words;
use crate::engine::{Level, Setup};
use crate::engine::{Variant, sort_small_by_key};
use crate::storage::file;
use crate::storage::{self, Forget, GameSummary, MatchRecord, Start};
use crate::storage::{Diploma, clock, local_time};

/// How many of the newest matches show before "Arată toate…".
const NEWEST: usize = 10;

/// A few words on a game's results for the menu card, if anything was played.
pub fn at_a_glance(variant: Variant, s: &GameSummary) -> Option<String> {
    words::at_a_glance(
        variant.info().best,
        s.robot_matches(),
        s.robot_wins(),
        s.two_player_matches,
        s.unaided,
    )
}

/// A reset's `data-forget`: `toate`, `exercitii` or a game's slug.
fn forget_slug(forget: Forget) -> &'static str {
    match forget {
        Forget::All => "toate",
        Forget::Exercises => "exercitii",
        Forget::Game(v) => v.info().slug,
    }
}

fn forget_of(slug: &str) -> Option<Forget> {
    match slug {
        "toate" => Some(Forget::All),
        "exercitii" => Some(Forget::Exercises),
        slug => Variant::from_slug(slug).map(Forget::Game),
    }
}

/// The markup of a reset button.
fn reset_button(html: &mut String, forget: Forget, class: &str, label: &str) {
    let _ = write!(
        html,
        "<button class=\"{class}\" data-action=\"reset\" data-forget=\"{}\">{label}</button>",
        forget_slug(forget)
    );
}

/// One exercise: a game and a position (unknown for old lines), and its
/// matches, the latest first.
struct Exercise<'a> {
    variant: Variant,
    position: Option<Setup>,
    attempts: Vec<&'a MatchRecord>,
}

/// The exercises grouped by game and position, the latest played first.
fn exercises(newest_first: &[MatchRecord]) -> Vec<Exercise<'_>> {
    let mut groups: Vec<Exercise> = Vec::new();
    for r in newest_first {
        let Start::Exercise(position) = &r.start else {
            continue;
        };
        match groups
            .iter_mut()
            .find(|g| g.variant == r.variant && &g.position == position)
        {
            Some(g) => g.attempts.push(r),
            None => groups.push(Exercise {
                variant: r.variant,
                position: position.clone(),
                attempts: vec![r],
            }),
        }
    }
    groups
}

/// Downloads the current child's results file (here, and below the board
/// when a match could be kept only for the session); what was done, if it was.
pub(crate) fn export_results() -> Option<String> {
    let d = super::use_device();
    let (_, child) = d.current();
    let now = clock::now_ms() as u64;
    let today = local_time(now, clock::utc_offset_minutes(now));
    let name = file::file_name(&child.nume, today);
    let text = file::export(
        &child.nume,
        &child.avatar,
        &d.load().unwrap_or_default(),
        today,
    );
    js::download(&name, "application/json", &text).then(|| file_words::exported(&name))
}

#[component]
pub fn ResultsPage(profile: Profile) -> impl IntoView {
    let records = RwSignal::new(super::use_device().load());
    // What the last export or import did, said under the buttons.
    let said = RwSignal::new(Vec::<String>::new());
    let export = move || {
        if let Some(done) = export_results() {
            said.set(vec![done]);
        }
    };
    let import = move |read: Vec<(String, Option<String>)>| {
        let d = super::use_device();
        let mut lines = Vec::new();
        for (name, text) in read {
            let f = match super::teacher::read_one(&name, text.as_deref()) {
                Ok(f) => f,
                Err(why) => {
                    lines.push(why);
                    continue;
                }
            };
            match d.import(&f) {
                Ok(done) => {
                    let n = done.added;
                    let mut line = file_words::imported(
                        &done.name,
                        n.added as u32,
                        n.already as u32,
                        n.dropped as u32,
                        storage::KEEP as u32,
                    );
                    if f.skipped > 0 {
                        line = format!("{line} {}", file_words::skipped(f.skipped as u32));
                    }
                    lines.push(line);
                }
                Err(_) => lines.push(file_words::IMPORT_BLOCKED.to_string()),
            }
        }
        said.set(lines);
        profile.refresh();
        records.set(super::use_device().load());
    };
    let show_all = RwSignal::new(false);
    let on_click = move |ev: web_sys::MouseEvent| {
        // A click always targets an element, and the buttons hold only text:
        // a click on one targets the button itself.
        let Some(button) = ev.target().map(|t| t.unchecked_into::<web_sys::Element>()) else {
            return;
        };
        let forget = button
            .get_attribute("data-forget")
            .and_then(|f| forget_of(&f));
        match (button.get_attribute("data-action").as_deref(), forget) {
            (Some("show-all"), _) => show_all.set(true),
            (Some("export"), _) => export(),
            (Some("import"), _) => open_chooser(&button),
            (Some("reset"), Some(forget)) => {
                let question = match forget {
                    Forget::All => words::reset_question(None),
                    Forget::Game(v) => words::reset_question(Some(v.info().name)),
                    Forget::Exercises => words::RESET_EXERCISES_QUESTION.to_string(),
                };
                if js::confirm(&question) {
                    let _ = super::use_device().reset(forget);
                    records.set(super::use_device().load());
                }
            }
            _ => {}
        }
    };
    let body = move || match records.get() {
        Err(_) => format!("<p class=\"notice\">{}</p>", words::BLOCKED),
        Ok(list) if list.is_empty() => format!("<p class=\"empty\">{}</p>", words::NONE_YET),
        Ok(mut list) => {
            // Newest first, by the date (the order of the lines is the order
            // they were saved in, which a changed clock may not follow).
            list.reverse();
            sort_small_by_key(&mut list, |r| Reverse(r.time_ms));
            let mut html = book_markup(&list, show_all.get());
            let groups = exercises(&list);
            if !groups.is_empty() {
                let _ = write!(
                    html,
                    "<h2>{}</h2><p class=\"exercises-intro\">{}</p><div class=\"exercises\">",
                    words::EXERCISES,
                    words::EXERCISES_INTRO
                );
                for e in &groups {
                    exercise_markup(&mut html, e);
                }
                html.push_str("</div><p>");
                reset_button(
                    &mut html,
                    Forget::Exercises,
                    "danger",
                    words::RESET_EXERCISES,
                );
                html.push_str("</p>");
            }
            html.push_str("<p class=\"reset-all\">");
            reset_button(&mut html, Forget::All, "danger", words::RESET_ALL);
            html.push_str("</p>");
            html
        }
    };
    let title = move || profile.0.with(|c| file_words::results_title(&c.nume));
    view! {
        <section class="results" on:click=on_click on:change=move |ev| chosen_files(&ev, import)>
            <h1 class="results-title">
                {move || view! { <span class="avatar-box" inner_html=profile.0.with(|c| Avatar::of(&c.avatar).svg())></span> }}
                {title}
            </h1>
            <div class="file-tools">
                <p>{file_words::FILE_INTRO}</p>
                <p inner_html=format!(
                    "<button data-action=\"export\">{}</button>{}",
                    file_words::EXPORT,
                    file_button(file_words::IMPORT)
                )></p>
                <ul class="file-said" role="status" inner_html=move || lines_markup(&said.get())></ul>
            </div>
            <div inner_html=body></div>
        </section>
    }
}

/// The book games: one card per game played, then the matches, newest first.
fn book_markup(newest_first: &[MatchRecord], show_all: bool) -> String {
    let book: Vec<&MatchRecord> = newest_first.iter().filter(|r| !r.is_exercise()).collect();
    if book.is_empty() {
        return String::new();
    }
    let mut html = String::from("<div class=\"result-games\">");
    for v in Variant::ALL {
        let s = GameSummary::of(newest_first, v);
        if !s.is_empty() {
            let diploma = Diploma::of(newest_first, v).is_some();
            game_card(&mut html, v, &s, diploma);
        }
    }
    let _ = write!(
        html,
        "</div><h2>{}</h2><ol class=\"matches\" data-list=\"meciuri\">",
        words::MATCHES
    );
    let shown = if show_all { book.len() } else { NEWEST };
    matches_markup(&mut html, book.iter().take(shown).copied(), true);
    html.push_str("</ol>");
    if book.len() > shown {
        let _ = write!(
            html,
            "<button class=\"show-all\" data-action=\"show-all\">{}</button>",
            words::show_all(book.len() as u32)
        );
    }
    html
}

/// One game's card: the table against the robot, the bests, a reset.
fn game_card(html: &mut String, variant: Variant, s: &GameSummary, has_diploma: bool) {
    let info = variant.info();
    let _ = write!(
        html,
        "<article class=\"result-game\" data-variant=\"{}\"><h2>{}</h2>",
        info.slug, info.name
    );
    if s.robot_matches() > 0 {
        html.push_str("<table><thead><tr>");
        for h in words::TABLE_HEAD {
            let _ = write!(html, "<th scope=\"col\">{h}</th>");
        }
        html.push_str("</tr></thead><tbody>");
        for l in Level::ALL {
            let [w, d, lost] = s.against_robot[l.number() as usize - 1];
            let _ = write!(
                html,
                "<tr><th scope=\"row\">{}</th><td>{w}</td><td>{d}</td><td>{lost}</td></tr>",
                l.name_ro()
            );
        }
        html.push_str("</tbody></table>");
    }
    let best = words::best_line(info.best, s.unaided, s.better_with_hints());
    let extra: Vec<String> = [best, words::two_player_matches(s.two_player_matches)]
        .into_iter()
        .flatten()
        .collect();
    if !extra.is_empty() {
        let _ = write!(html, "<p class=\"result-extra\">{}</p>", extra.join(" "));
    }
    if has_diploma {
        let _ = write!(
            html,
            "<a class=\"button diploma-link\" href=\"{}\">{}</a> ",
            href(Page::Diploma(variant), &Params::default()),
            file_words::DIPLOMA_LINK
        );
    }
    reset_button(html, Forget::Game(variant), "", words::RESET_GAME);
    html.push_str("</article>");
}

/// `data-winner`: "1", "2" or "egal".
const fn winner_slug(winner: Option<Player>) -> &'static str {
    match winner {
        Some(Player::One) => "1",
        Some(Player::Two) => "2",
        None => "egal",
    }
}

/// A stored text made safe as the content of an element (a line may have
/// been edited by hand): `&` and `<` are the only characters that start
/// markup there.
pub(crate) fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;")
}

/// Kept matches, each with when, what, who won and why, stars and hints.
fn matches_markup<'a>(
    html: &mut String,
    records: impl Iterator<Item = &'a MatchRecord>,
    with_name: bool,
) {
    for r in records {
        let info = r.variant.info();
        let when = storage::local_time_of(r);
        let _ = write!(
            html,
            "<li class=\"match\" data-variant=\"{}\" data-winner=\"{}\"><div class=\"match-head\">",
            info.slug,
            winner_slug(r.winner),
        );
        if with_name {
            let _ = write!(html, "<strong>{}</strong>", info.name);
        }
        let _ = write!(
            html,
            "<time datetime=\"{}\">{}</time></div><p class=\"match-verdict\"><strong>{}</strong> {}</p><p class=\"match-facts\">{}</p></li>",
            when.iso(),
            words::date_ro(when),
            words::verdict(r.mode, r.winner),
            escaped(&r.text),
            words::match_facts(r.mode, r.level, r.stars, r.hints, r.undos),
        );
    }
}

/// An exercise: its game, how often it was played, a link that plays its
/// position again, and its matches.
fn exercise_markup(html: &mut String, e: &Exercise) {
    let info = e.variant.info();
    let latest = e.attempts[0];
    let _ = write!(
        html,
        "<article class=\"exercise\" data-variant=\"{}\"",
        info.slug
    );
    if let Some(s) = &e.position {
        let _ = write!(html, " data-position=\"{}\"", s.to_link());
    }
    let _ = write!(
        html,
        "><div class=\"exercise-head\"><h3>{}</h3><p>{}",
        info.name,
        words::times_played(e.attempts.len() as u32)
    );
    match &e.position {
        Some(s) => {
            let params = Params {
                mode: latest.mode,
                level: latest.level,
                position: Some(s.clone()),
                ..Params::default()
            };
            let _ = write!(
                html,
                "</p><a class=\"button\" href=\"{}\">{}</a>",
                href(Page::Game(e.variant), &params),
                words::PLAY_EXERCISE
            );
        }
        None => {
            let _ = write!(html, ". {}</p>", words::POSITION_UNKNOWN);
        }
    }
    html.push_str("</div><ol class=\"matches\">");
    matches_markup(html, e.attempts.iter().copied(), false);
    html.push_str("</ol></article>");
}
