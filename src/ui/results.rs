//! The results page `#/rezultate`: per book game, wins against the robot by
//! level and the best results with and without hints; every kept match,
//! newest first, with its date; the teacher's exercises apart; resets with
//! confirmation.
//!
//! The page is static text with a few buttons, so most of it is written as
//! markup ([`Html`]: stored text escapes itself) and its buttons are told
//! apart by their [`Action`] in one click handler: far smaller in the wasm
//! than a view per match, row and button.

use std::cmp::Reverse;

use leptos::prelude::*;

use super::action::{Action, clicked, forget_slug};
use super::avatars::Avatar;
use super::files::{file_button, lines_markup, open_chooser};
use super::html::Html;
use super::js;
use super::players::Profile;
use super::route::{Page, Params, href};
use crate::engine::play::matches::Player;
use crate::engine::words::profiles as file_words;
use crate::engine::words::results as words;
use crate::engine::words::storage::RESET_REFUSED;
use crate::engine::{Level, Setup};
use crate::engine::{Variant, sort_small_by_key};
use crate::storage::Browser;
use crate::storage::file;
use crate::storage::{self, Child, Forget, GameSummary, MatchRecord, Start};
use crate::storage::{Device, Diploma, clock, local_time};

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

/// The markup of a reset button.
fn reset_button(html: &mut Html, forget: Forget, class: &'static str, label: &'static str) {
    html.raw("<button")
        .attr("class", class)
        .raw(" data-action=\"reset\"")
        .attr("data-forget", forget_slug(forget))
        .raw(">")
        .text(label)
        .raw("</button>");
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

/// Downloads the results file of the child `d` is for (here, and below the
/// board when a match could be kept only for the session); what was done,
/// if it was. It runs in the screens' wasm
/// ([`super::screen_host::export_file`]): writing a file is no part of a
/// child's first load.
pub fn export_results(d: &Device<Browser>) -> Option<String> {
    let (_, child) = d.current();
    let now = clock::now_ms() as u64;
    let today = local_time(now, clock::utc_offset_minutes(now));
    let name = file::file_name(&child.nume, today);
    let text = file::export(
        &child.nume,
        &child.avatar,
        &d.load().unwrap_or_default(),
        &d.series(),
        &d.puzzle_stars(),
        today,
    );
    js::download(&name, "application/json", &text).then(|| file_words::exported(&name))
}

#[component]
pub fn ResultsPage(profile: Profile) -> impl IntoView {
    let records = RwSignal::new(super::device::use_device().load());
    // What the last export, import or refused reset did, said under the buttons.
    let said = RwSignal::new(Vec::<String>::new());
    let export = move || {
        let child = super::device::use_device().current_id();
        super::screen_host::export_file(child, move |done| said.set(vec![done]));
    };
    let import = move |lines: Vec<String>| {
        said.set(lines);
        profile.refresh();
        records.set(super::device::use_device().load());
    };
    let show_all = RwSignal::new(false);
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some((action, button)) = clicked(&ev) else {
            return;
        };
        match action {
            Action::ShowAll => show_all.set(true),
            Action::Export => export(),
            Action::Import => open_chooser(&button),
            Action::Reset(forget) => {
                let child = super::device::use_device().current().1.nume;
                let question = match forget {
                    Forget::All => words::reset_question(&child, None, false),
                    Forget::Game(v) => words::reset_question(&child, Some(v.info().name), false),
                    Forget::Exercises => words::reset_question(&child, None, true),
                };
                if js::confirm(&question) {
                    if super::device::use_device().reset(forget).is_err() {
                        said.set(vec![RESET_REFUSED.to_string()]);
                    }
                    records.set(super::device::use_device().load());
                }
            }
            _ => {}
        }
    };
    let body = move || body_markup(records.get(), show_all.get()).into_string();
    let title = move || profile.0.with(title_markup).into_string();
    let mut tools = Html::new();
    tools
        .raw("<button data-action=\"export\">")
        .text(file_words::EXPORT)
        .raw("</button>");
    file_button(&mut tools, file_words::IMPORT);
    view! {
        <section class="results" on:click=on_click on:change=move |ev| {
            super::screen_host::import_files(&ev, super::device::use_device().current_id(), import)
        }>
            <h1 class="results-title" inner_html=title></h1>
            <div class="file-tools">
                <p>{file_words::FILE_INTRO}</p>
                <p inner_html=tools.into_string()></p>
                <ul class="file-said" role="status" inner_html=move || lines_markup(&said.get()).into_string()></ul>
            </div>
            <div inner_html=body></div>
        </section>
    }
}

/// The title: the child's avatar and whose results these are.
fn title_markup(c: &Child) -> Html {
    let mut html = Html::new();
    Avatar::of(&c.avatar).boxed(&mut html);
    html.text(&file_words::results_title(&c.nume));
    html
}

/// The page below the file tools: the book games, the exercises and the
/// resets; or why there is nothing to show.
fn body_markup<E>(records: Result<Vec<MatchRecord>, E>, show_all: bool) -> Html {
    let mut html = Html::new();
    match records {
        Err(_) => {
            html.raw("<p class=\"notice\">")
                .text(words::BLOCKED)
                .raw("</p>");
        }
        Ok(list) if list.is_empty() => {
            html.raw("<p class=\"empty\">")
                .text(words::NONE_YET)
                .raw("</p>");
        }
        Ok(mut list) => {
            // Newest first, by the date (the order of the lines is the order
            // they were saved in, which a changed clock may not follow).
            list.reverse();
            sort_small_by_key(&mut list, |r| Reverse(r.time_ms));
            book_markup(&mut html, &list, show_all);
            let groups = exercises(&list);
            if !groups.is_empty() {
                html.raw("<h2>")
                    .text(words::EXERCISES)
                    .raw("</h2><p class=\"exercises-intro\">")
                    .text(words::EXERCISES_INTRO)
                    .raw("</p><div class=\"exercises\">");
                for e in &groups {
                    exercise_markup(&mut html, e);
                }
                html.raw("</div><p>");
                reset_button(
                    &mut html,
                    Forget::Exercises,
                    "danger",
                    words::RESET_EXERCISES,
                );
                html.raw("</p>");
            }
            html.raw("<p class=\"reset-all\">");
            reset_button(&mut html, Forget::All, "danger", words::RESET_ALL);
            html.raw("</p>");
        }
    }
    html
}

/// The book games: one card per game played, then the matches, newest first.
fn book_markup(html: &mut Html, newest_first: &[MatchRecord], show_all: bool) {
    let book: Vec<&MatchRecord> = newest_first.iter().filter(|r| !r.is_exercise()).collect();
    if book.is_empty() {
        return;
    }
    html.raw("<div class=\"result-games\">");
    for v in Variant::ALL {
        let s = GameSummary::of(newest_first, v);
        if !s.is_empty() {
            let diploma = Diploma::of(newest_first, v).is_some();
            game_card(html, v, &s, diploma);
        }
    }
    html.raw("</div><h2>")
        .text(words::MATCHES)
        .raw("</h2><ol class=\"matches\" data-list=\"meciuri\">");
    let shown = if show_all { book.len() } else { NEWEST };
    matches_markup(html, book.iter().take(shown).copied(), true);
    html.raw("</ol>");
    if book.len() > shown {
        html.raw("<button class=\"show-all\" data-action=\"show-all\">")
            .text(&words::show_all(book.len() as u32))
            .raw("</button>");
    }
}

/// One game's card: the table against the robot, the bests, a reset.
fn game_card(html: &mut Html, variant: Variant, s: &GameSummary, has_diploma: bool) {
    let info = variant.info();
    html.raw("<article class=\"result-game\"")
        .attr("data-variant", info.slug)
        .raw("><h2>")
        .text(info.name)
        .raw("</h2>");
    if s.robot_matches() > 0 {
        html.raw("<table><thead><tr>");
        for h in words::TABLE_HEAD {
            html.raw("<th scope=\"col\">").text(h).raw("</th>");
        }
        html.raw("</tr></thead><tbody>");
        for l in Level::ALL {
            html.raw("<tr><th scope=\"row\">")
                .text(l.name_ro())
                .raw("</th>");
            for n in s.against_robot[l.number() as usize - 1] {
                html.raw("<td>").number(n).raw("</td>");
            }
            html.raw("</tr>");
        }
        html.raw("</tbody></table>");
    }
    let best = words::best_line(info.best, s.unaided, s.better_with_hints());
    let extra: Vec<String> = [best, words::two_player_matches(s.two_player_matches)]
        .into_iter()
        .flatten()
        .collect();
    if !extra.is_empty() {
        html.raw("<p class=\"result-extra\">")
            .text(&extra.join(" "))
            .raw("</p>");
    }
    if has_diploma {
        html.raw("<a class=\"button diploma-link\"")
            .attr("href", &href(Page::Diploma(variant), &Params::default()))
            .raw(">")
            .text(file_words::DIPLOMA_LINK)
            .raw("</a> ");
    }
    reset_button(html, Forget::Game(variant), "", words::RESET_GAME);
    html.raw("</article>");
}

/// `data-winner`: "1", "2" or "egal".
const fn winner_slug(winner: Option<Player>) -> &'static str {
    match winner {
        Some(Player::One) => "1",
        Some(Player::Two) => "2",
        None => "egal",
    }
}

/// Kept matches, each with when, what, who won and why, stars and hints.
/// The verdict's text is stored, and a results file may bring any.
fn matches_markup<'a>(
    html: &mut Html,
    records: impl Iterator<Item = &'a MatchRecord>,
    with_name: bool,
) {
    for r in records {
        let info = r.variant.info();
        let when = storage::local_time_of(r);
        html.raw("<li class=\"match\"")
            .attr("data-variant", info.slug)
            .attr("data-winner", winner_slug(r.winner))
            .raw("><div class=\"match-head\">");
        if with_name {
            html.raw("<strong>").text(info.name).raw("</strong>");
        }
        html.raw("<time")
            .attr("datetime", &when.iso())
            .raw(">")
            .text(&words::date_ro(when))
            .raw("</time></div><p class=\"match-verdict\"><strong>")
            .text(words::verdict(r.mode, r.winner))
            .raw("</strong> ")
            .text(&r.text)
            .raw("</p><p class=\"match-facts\">")
            .text(&words::match_facts(
                r.mode, r.level, r.stars, r.hints, r.undos,
            ))
            .raw("</p></li>");
    }
}

/// An exercise: its game, how often it was played, a link that plays its
/// position again, and its matches.
fn exercise_markup(html: &mut Html, e: &Exercise) {
    let info = e.variant.info();
    let latest = e.attempts[0];
    html.raw("<article class=\"exercise\"")
        .attr("data-variant", info.slug);
    if let Some(s) = &e.position {
        html.attr("data-position", &s.to_link());
    }
    html.raw("><div class=\"exercise-head\"><h3>")
        .text(info.name)
        .raw("</h3><p>")
        .text(&words::times_played(e.attempts.len() as u32));
    match &e.position {
        Some(s) => {
            let params = Params {
                mode: latest.mode,
                level: latest.level,
                position: Some(s.clone()),
                ..Params::default()
            };
            html.raw("</p><a class=\"button\"")
                .attr("href", &href(Page::Game(e.variant), &params))
                .raw(">")
                .text(words::PLAY_EXERCISE)
                .raw("</a>");
        }
        None => {
            html.raw(". ").text(words::POSITION_UNKNOWN).raw("</p>");
        }
    }
    html.raw("</div><ol class=\"matches\">");
    matches_markup(html, e.attempts.iter().copied(), false);
    html.raw("</ol></article>");
}

/// Test helper: a match won against the robot whose stored verdict is
/// `text` (a results file may bring any).
#[cfg(test)]
pub(crate) fn won(variant: Variant, time_ms: u64, start: Start, text: &str) -> MatchRecord {
    MatchRecord {
        variant,
        mode: crate::engine::play::matches::Mode::Robot,
        level: Level::Easy,
        winner: Some(Player::One),
        time_ms,
        stars: 0,
        best_moves: Some(20),
        hints: 0,
        undos: 0,
        start,
        text: text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::action::read_first;
    use crate::ui::html::check::{EVIL, assert_safe, escaped};

    #[test]
    fn a_stored_verdict_stays_text() {
        for evil in EVIL {
            let list = vec![
                won(Variant::KnightRace, 1, Start::Book, evil),
                won(Variant::BishopVsPawns, 2, Start::Exercise(None), evil),
            ];
            let html = body_markup::<()>(Ok(list), false);
            assert_safe(&html);
            // Once in the book's matches, once in the exercise's.
            let verdict = format!("</strong> {}</p>", escaped(evil));
            assert_eq!(html.matches(&verdict).count(), 2, "{}", html.as_str());
        }
        let html = body_markup::<()>(
            Ok(vec![won(
                Variant::KnightRace,
                1,
                Start::Book,
                "\"><img src=x onerror=alert(1)>",
            )]),
            false,
        );
        assert!(html.contains(
            "</strong> &quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p><p class=\"match-facts\">"
        ));
    }

    #[test]
    fn the_buttons_read_back_as_their_actions() {
        let list: Vec<MatchRecord> = (0..12)
            .map(|t| won(Variant::KingHunt, t, Start::Book, "Mat."))
            .chain([won(
                Variant::KingHunt,
                20,
                Start::Exercise(Some(Variant::KingHunt.start_setup())),
                "Mat.",
            )])
            .collect();
        let html = body_markup::<()>(Ok(list), false);
        assert_safe(&html);
        assert_eq!(read_first(&html, "show-all"), Some(Action::ShowAll));
        for forget in [
            Forget::Game(Variant::KingHunt),
            Forget::Exercises,
            Forget::All,
        ] {
            let tag = format!("data-forget=\"{}\"", forget_slug(forget));
            let at = html.find(&tag).expect("a reset button");
            let button = &html[html[..at].rfind('<').unwrap()..];
            assert_eq!(read_first(button, "reset"), Some(Action::Reset(forget)));
        }
        assert!(html.contains("data-position=\""));
    }

    #[test]
    fn the_title_shows_the_name_as_text() {
        for evil in EVIL {
            let html = title_markup(&Child {
                nume: evil.to_string(),
                avatar: "urs".into(),
            });
            assert_safe(&html);
            assert!(html.ends_with(&format!("</svg></span>Rezultatele: {}", escaped(evil))));
        }
    }

    #[test]
    fn nothing_kept_or_nothing_readable_is_said() {
        assert_eq!(
            body_markup::<()>(Ok(Vec::new()), false).as_str(),
            format!("<p class=\"empty\">{}</p>", escaped(words::NONE_YET))
        );
        assert_eq!(
            body_markup(Err(()), false).as_str(),
            format!("<p class=\"notice\">{}</p>", escaped(words::BLOCKED))
        );
    }
}
