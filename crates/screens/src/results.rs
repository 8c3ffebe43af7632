//! The results page `#/rezultate`: per book game, wins against the robot by
//! level and the best results with and without hints; every kept match,
//! newest first, with its date; the teacher's exercises apart; resets with
//! confirmation.
//!
//! Also each game's puzzles solved and their stars, and the teacher's
//! series the child opened. One of the screens loaded when opened: a
//! child's first load need not carry it. Written as markup ([`Html`]:
//! stored text escapes itself), its buttons told apart by their action (`screens::action`)
//! in one click handler.

use std::cell::RefCell;
use std::cmp::Reverse;
use std::rc::Rc;

use web_sys::Element;

use crate::dom::listen;
use crate::puzzle_list::shipped;
use crate::puzzle_lists::{icon, solved_line};
use ::words::profiles as file_words;
use ::words::results as words;
use ::words::storage::RESET_REFUSED;
use engine::play::matches::Player;
use engine::{Level, Setup};
use engine::{Variant, sort_small_by_key};
use storage::file;
use storage::{self, Child, Forget, GameSummary, MatchRecord, Start};
use storage::{Browser, Device, Diploma, clock, local_time};
use storage::{PuzzleStars, SeriesProgress, SeriesResult};
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::ResultsAction as Action;
use ui_model::series::SeriesLink;
use web::action::clicked;
use web::files::{chosen_files, file_button, import_all, lines_markup, open_chooser};
use web::js;

/// How many of the newest matches show before "Arată toate…".
const NEWEST: usize = 10;

/// The markup of a reset button.
fn reset_button(html: &mut Html, forget: Forget, class: &'static str, label: &'static str) {
    html.elem("button")
        .class(class)
        .action(&Action::Reset(forget))
        .text(label);
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
/// ([`web::glue::export_file`]): writing a file is no part of a
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

/// The page as drawn now: what the last export, import or refused reset
/// did, said under the buttons, and whether every match shows.
struct ResultsScreen {
    root: Element,
    device: Device<Browser>,
    said: Vec<String>,
    show_all: bool,
}

impl ResultsScreen {
    fn draw(&self) {
        let d = &self.device;
        let mut beyond = Html::new();
        puzzles_and_series(&mut beyond, &d.puzzle_stars(), &d.series());
        let body = body_markup(d.load(), self.show_all, &beyond);
        let html = page_markup(&d.current().1, &self.said, &body);
        self.root.set_inner_html(html.as_str());
    }
}

/// The whole page: the title, the file tools with what they `said`, and
/// `body` ([`body_markup`]).
fn page_markup(child: &Child, said: &[String], body: &Html) -> Html {
    let mut html = Html::with_capacity(8_000);
    html.elem("section").class("results").body(|h| {
        h.elem("h1").class("results-title").body(|h| {
            h.html(&title_markup(child));
        });
        h.elem("div").class("file-tools").body(|h| {
            h.elem("p").text(file_words::FILE_INTRO);
            h.elem("p").body(|h| {
                h.elem("button")
                    .action(&Action::Export)
                    .text(file_words::EXPORT);
                file_button(h, &Action::Import, file_words::IMPORT);
                h.elem("a")
                    .class("button primary")
                    .action(&Action::HandIn)
                    .attr("href", &href(Page::HandIn, &Params::default()))
                    .text(::words::handin::TITLE);
            });
            h.elem("ul")
                .class("file-said")
                .attr("role", "status")
                .body(|h| {
                    h.html(&lines_markup(said));
                });
        });
        h.html(body);
    });
    html
}

/// Draws the results of child `device` is for into `root`.
pub fn mount(root: &Element, device: Device<Browser>) {
    let _ = root.set_attribute("class", "results-page");
    let screen = Rc::new(RefCell::new(ResultsScreen {
        root: root.clone(),
        device,
        said: Vec::new(),
        show_all: false,
    }));
    screen.borrow().draw();
    let on_click = {
        let screen = screen.clone();
        move |event: web_sys::Event| {
            let Some((action, button)) = clicked(&event) else {
                return;
            };
            let mut s = screen.borrow_mut();
            match action {
                Action::ShowAll => s.show_all = true,
                Action::Export => s.said = export_results(&s.device).into_iter().collect(),
                Action::Import => return open_chooser(&button),
                // A link: the address changes, and the screen with it.
                Action::HandIn => return,
                Action::Reset(forget) => {
                    let child = s.device.current().1.nume;
                    let question = match forget {
                        Forget::All => words::reset_question(&child, None, false),
                        Forget::Game(v) => {
                            words::reset_question(&child, Some(v.info().name), false)
                        }
                        Forget::Exercises => words::reset_question(&child, None, true),
                    };
                    if !js::confirm(&question) {
                        return;
                    }
                    if s.device.reset(forget).is_err() {
                        s.said = vec![RESET_REFUSED.to_string()];
                    }
                }
            }
            s.draw();
        }
    };
    let on_change = move |event: web_sys::Event| {
        let screen = screen.clone();
        chosen_files(&event, move |read| {
            let mut s = screen.borrow_mut();
            s.said = import_all(&s.device, read);
            s.draw();
        });
    };
    listen(root, "click", on_click);
    listen(root, "change", on_change);
}

/// What the child did beyond matches: each game's puzzles solved, with
/// their stars (as the puzzles' list says it), and each teacher's series
/// opened, a mark per position and the positions won.
fn puzzles_and_series(html: &mut Html, stars: &PuzzleStars, series: &[SeriesProgress]) {
    puzzles_solved(html, stars);
    if !series.is_empty() {
        html.elem("h2").text(words::SERIES);
        html.elem("ul")
            .class("result-series")
            .attr("data-list", "serii")
            .body(|h| {
                for s in series {
                    series_line(h, s);
                }
            });
    }
}

/// Each game with a puzzle solved: its icon, a link to its puzzles, and the
/// puzzles' list's line of what was solved; nothing when none was.
fn puzzles_solved(html: &mut Html, stars: &PuzzleStars) {
    let list = shipped();
    let mut games = Variant::ALL
        .into_iter()
        .filter(|v| stars.solved_in(*v).0 > 0)
        .peekable();
    if games.peek().is_none() {
        return;
    }
    html.elem("h2").text(words::PUZZLES);
    html.elem("ul")
        .class("result-puzzles")
        .attr("data-list", "probleme")
        .body(|h| {
            for v in games {
                h.elem("li").attr("data-variant", v.info().slug).body(|h| {
                    icon(h, v);
                    h.elem("a")
                        .attr("href", &href(Page::PuzzleList(v), &Params::default()))
                        .text(v.info().name)
                        .text(" ");
                    solved_line(h, v, stars, list);
                });
            }
        });
}

/// A teacher's series opened: its link, a mark per position, the positions won.
fn series_line(html: &mut Html, s: &SeriesProgress) {
    let (link, _) = SeriesLink::parse(&s.legatura);
    let marks: String = (0..s.positions())
        .map(|i| match s.result(i) {
            SeriesResult::Won => '✅',
            SeriesResult::Drawn => '🤝',
            SeriesResult::Lost => '❌',
            SeriesResult::NotPlayed => '⏳',
        })
        .collect();
    let (won, _) = s.counts();
    html.elem("li").attr("data-series-id", &s.id).body(|h| {
        h.elem("a")
            .attr("href", &link.href())
            .text(&link.title)
            .text(" ");
        h.elem("span")
            .class("series-marks")
            .attr("aria-hidden", "true")
            .text(&marks)
            .text(" ")
            .text(&words::series_won(won, s.positions() as u32));
    });
}

/// The title: the child's avatar and whose results these are.
fn title_markup(c: &Child) -> Html {
    let mut html = Html::new();
    Avatar::of(&c.avatar).boxed(&mut html);
    html.text(&file_words::results_title(&c.nume));
    html
}

/// The page below the file tools: the book games, the exercises, `beyond`
/// (the puzzles and series) and the resets; or why there is nothing to show.
fn body_markup<E>(records: Result<Vec<MatchRecord>, E>, show_all: bool, beyond: &Html) -> Html {
    let mut html = Html::new();
    match records {
        Err(_) => {
            html.elem("p").class("notice").text(words::BLOCKED);
        }
        Ok(list) if list.is_empty() => {
            html.elem("p")
                .class("empty")
                .text(words::NONE_YET)
                .html(beyond);
        }
        Ok(mut list) => {
            // Newest first, by the date (the order of the lines is the order
            // they were saved in, which a changed clock may not follow).
            list.reverse();
            sort_small_by_key(&mut list, |r| Reverse(r.time_ms));
            book_markup(&mut html, &list, show_all);
            let groups = exercises(&list);
            if !groups.is_empty() {
                html.elem("h2").text(words::EXERCISES);
                html.elem("p")
                    .class("exercises-intro")
                    .text(words::EXERCISES_INTRO);
                html.elem("div").class("exercises").body(|h| {
                    for e in &groups {
                        exercise_markup(h, e);
                    }
                });
                html.elem("p")
                    .body(|h| reset_button(h, Forget::Exercises, "danger", words::RESET_EXERCISES));
            }
            html.html(beyond)
                .elem("p")
                .class("reset-all")
                .body(|h| reset_button(h, Forget::All, "danger", words::RESET_ALL));
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
    html.elem("div").class("result-games").body(|h| {
        for v in Variant::ALL {
            let s = GameSummary::of(newest_first, v);
            if !s.is_empty() {
                let diploma = Diploma::of(newest_first, v).is_some();
                game_card(h, v, &s, diploma);
            }
        }
    });
    html.elem("h2").text(words::MATCHES);
    let shown = if show_all { book.len() } else { NEWEST };
    html.elem("ol")
        .class("matches")
        .attr("data-list", "meciuri")
        .body(|h| matches_markup(h, book.iter().take(shown).copied(), true));
    if book.len() > shown {
        html.elem("button")
            .class("show-all")
            .action(&Action::ShowAll)
            .text(&words::show_all(book.len() as u32));
    }
}

/// One game's card: the table against the robot, the bests, a reset.
fn game_card(html: &mut Html, variant: Variant, s: &GameSummary, has_diploma: bool) {
    let info = variant.info();
    let best = words::best_line(info.best, s.unaided, s.better_with_hints());
    let extra: Vec<String> = [best, words::two_player_matches(s.two_player_matches)]
        .into_iter()
        .flatten()
        .collect();
    html.elem("article")
        .class("result-game")
        .attr("data-variant", info.slug)
        .body(|h| {
            h.elem("h2").text(info.name);
            if s.robot_matches() > 0 {
                robot_table(h, s);
            }
            if !extra.is_empty() {
                h.elem("p").class("result-extra").text(&extra.join(" "));
            }
            if has_diploma {
                h.elem("a")
                    .class("button diploma-link")
                    .attr("href", &href(Page::Diploma(variant), &Params::default()))
                    .text(file_words::DIPLOMA_LINK)
                    .text(" ");
            }
            reset_button(h, Forget::Game(variant), "", words::RESET_GAME);
        });
}

/// The matches against the robot: per level, won, drawn and lost.
fn robot_table(html: &mut Html, s: &GameSummary) {
    html.elem("table").body(|h| {
        h.elem("thead").body(|h| {
            h.elem("tr").body(|h| {
                for head in words::TABLE_HEAD {
                    h.elem("th").attr("scope", "col").text(head);
                }
            });
        });
        h.elem("tbody").body(|h| {
            for l in Level::ALL {
                h.elem("tr").body(|h| {
                    h.elem("th").attr("scope", "row").text(l.name_ro());
                    for n in s.against_robot[l.number() as usize - 1] {
                        h.elem("td").body(|h| {
                            h.number(n);
                        });
                    }
                });
            }
        });
    });
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
        html.elem("li")
            .class("match")
            .attr("data-variant", info.slug)
            .attr("data-winner", winner_slug(r.winner))
            .body(|h| {
                h.elem("div").class("match-head").body(|h| {
                    if with_name {
                        h.elem("strong").text(info.name);
                    }
                    h.elem("time")
                        .attr("datetime", &when.iso())
                        .text(&when.said());
                });
                h.elem("p").class("match-verdict").body(|h| {
                    h.elem("strong")
                        .text(words::verdict(r.mode, r.winner))
                        .text(" ")
                        .text(&r.text);
                });
                h.elem("p").class("match-facts").text(&words::match_facts(
                    r.mode, r.level, r.stars, r.hints, r.undos,
                ));
            });
    }
}

/// An exercise: its game, how often it was played, a link that plays its
/// position again, and its matches.
fn exercise_markup(html: &mut Html, e: &Exercise) {
    let mut article = html
        .elem("article")
        .class("exercise")
        .attr("data-variant", e.variant.info().slug);
    if let Some(s) = &e.position {
        article = article.attr("data-position", &s.to_link());
    }
    article.body(|h| {
        exercise_head(h, e);
        h.elem("ol")
            .class("matches")
            .body(|h| matches_markup(h, e.attempts.iter().copied(), false));
    });
}

/// An exercise's head: its game, how often it was played, and a link that
/// plays its position again (or that its position is not known).
fn exercise_head(html: &mut Html, e: &Exercise) {
    html.elem("div").class("exercise-head").body(|h| {
        h.elem("h3").text(e.variant.info().name);
        h.elem("p").body(|h| {
            h.text(&words::times_played(e.attempts.len() as u32));
            if e.position.is_none() {
                h.text(". ").text(words::POSITION_UNKNOWN);
            }
        });
        if let Some(s) = &e.position {
            let latest = e.attempts[0];
            let params = Params {
                mode: latest.mode,
                level: latest.level,
                position: Some(s.clone()),
                ..Params::default()
            };
            h.elem("a")
                .class("button")
                .attr("href", &href(Page::Game(e.variant), &params))
                .text(words::PLAY_EXERCISE);
        }
    });
}

/// Test helper: a match won against the robot whose stored verdict is
/// `text` (a results file may bring any).
#[cfg(test)]
pub(crate) fn won(variant: Variant, time_ms: u64, start: Start, text: &str) -> MatchRecord {
    MatchRecord {
        variant,
        mode: engine::play::matches::Mode::Robot,
        level: Level::Easy,
        winner: Some(Player::One),
        time_ms,
        stars: 0,
        best_moves: Some(20),
        hints: 0,
        undos: 0,
        moves: 20,
        start,
        goal: None,
        text: text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui_model::action::{FromButton, read_first};
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    #[test]
    fn a_stored_verdict_stays_text() {
        for evil in EVIL {
            let list = vec![
                won(Variant::KnightRace, 1, Start::Book, evil),
                won(Variant::BishopVsPawns, 2, Start::Exercise(None), evil),
            ];
            let html = body_markup::<()>(Ok(list), false, &Html::new());
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
            &Html::new(),
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
        let html = body_markup::<()>(Ok(list), false, &Html::new());
        assert_safe(&html);
        assert_eq!(read_first(&html, "show-all"), Some(Action::ShowAll));
        for forget in [
            Forget::Game(Variant::KingHunt),
            Forget::Exercises,
            Forget::All,
        ] {
            let tag = format!(
                "data-forget=\"{}\"",
                Action::Reset(forget).write().data.unwrap().1.into_string()
            );
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
                clasa: None,
            });
            assert_safe(&html);
            assert!(html.ends_with(&format!("</svg></span>Rezultatele: {}", escaped(evil))));
        }
    }

    #[test]
    fn puzzles_solved_and_series_opened_are_shown() {
        let mut stars = PuzzleStars::default();
        stars.improve("nebun/1", 3);
        stars.improve("nebun/4", 2);
        let mut series = SeriesProgress::new(
            "titlu=%3Cb%3ESeria%3C%2Fb%3E&rege=7k/8/5K2/8/8/8/8/6Q1_w&cal=8/8/8/8/8/8/8/N7_w",
            2,
        );
        series.improve(0, storage::SeriesResult::Won, false);
        let mut html = Html::new();
        puzzles_and_series(&mut html, &stars, &[series.clone()]);
        assert_safe(&html);
        let text = html.as_str();
        assert!(text.contains("<h2>🧩 Probleme rezolvate</h2>"), "{text}");
        // Only games with a puzzle solved, each with the list's own line.
        assert_eq!(text.matches("<li data-variant=").count(), 1, "{text}");
        assert!(text.contains("<li data-variant=\"nebun\">"), "{text}");
        let total = shipped().count(Variant::BishopVsPawns);
        assert!(
            text.contains(&format!(
                "🧩 2 / {total}</span> <span class=\"star-total\">★ 5</span>"
            )),
            "{text}"
        );
        assert!(text.contains("<h2>📋 Seriile profesorului</h2>"), "{text}");
        assert!(text.contains(
            ">&lt;b&gt;Seria&lt;/b&gt;</a> <span class=\"series-marks\" aria-hidden=\"true\">✅⏳</span> ai câștigat 1 din 2 poziții</li>"
        ), "{text}");
        assert!(text.contains(&format!("data-series-id=\"{}\"", series.id)));
        // Nothing solved, nothing opened: nothing at all.
        let mut none = Html::new();
        puzzles_and_series(&mut none, &PuzzleStars::default(), &[]);
        assert_eq!(none.as_str(), "");
    }

    #[test]
    fn nothing_kept_or_nothing_readable_is_said() {
        assert_eq!(
            body_markup::<()>(Ok(Vec::new()), false, &Html::new()).as_str(),
            format!("<p class=\"empty\">{}</p>", escaped(words::NONE_YET))
        );
        assert_eq!(
            body_markup(Err(()), false, &Html::new()).as_str(),
            format!("<p class=\"notice\">{}</p>", escaped(words::BLOCKED))
        );
    }
}
