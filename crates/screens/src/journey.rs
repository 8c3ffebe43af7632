//! `#/drum` („Drumul”): the book's games in its order, one stop each, with
//! the current child's progress, and the stop to go to next.
//!
//! The next stop is the first, in the book's order, that is not done; a
//! stop is done once the child has won a match against the robot there (any
//! level) and solved at least half of its puzzles (a game without puzzles
//! asks for the win only). Each stop says what it still asks („Mai rezolvă
//! 5 probleme ca să treci mai departe.”). When every stop is done, none is
//! suggested and the page says so.

use crate::puzzle_list::shipped;
use crate::puzzle_lists::{icon, solved_line};
use ::words::journey as words;
use engine::play::puzzles::PuzzleList;
use engine::{Level, Variant};
use storage::{Device, GameSummary, MatchRecord, PuzzleStars};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};

/// What the rule reads of one stop.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Progress {
    /// A match won against the robot, at any level.
    pub won: bool,
    /// Puzzles solved.
    pub solved: u32,
    /// Puzzles the game has (0 when unknown).
    pub total: u32,
}

impl Progress {
    /// Whether the stop is done (the module's rule).
    pub fn done(&self) -> bool {
        self.won && self.solved * 2 >= self.total
    }
}

/// The stop suggested next: the first not done, if any.
pub fn next_stop(stops: &[Progress]) -> Option<usize> {
    stops.iter().position(|s| !s.done())
}

/// The map of the book's games with the current child's progress;
/// `links`: what the page's links keep (`embed`).
pub fn mount(root: &web_sys::Element, links: &Params) {
    let device = Device::browser();
    // A blocked or corrupt storage shows no matches.
    let records = device.load().unwrap_or_default();
    let mut html = Html::new();
    journey_markup(
        &mut html,
        &records,
        &device.puzzle_stars(),
        shipped(),
        links,
    );
    let _ = root.set_attribute("class", "journey-page");
    root.set_inner_html(html.as_str());
}

fn journey_markup(
    html: &mut Html,
    records: &[MatchRecord],
    stars: &PuzzleStars,
    list: &PuzzleList,
    links: &Params,
) {
    let summaries = Variant::ALL.map(|v| GameSummary::of(records, v));
    let progress: Vec<Progress> = Variant::ALL
        .into_iter()
        .zip(&summaries)
        .map(|(v, s)| Progress {
            won: s.robot_wins() > 0,
            solved: stars.solved_in(v).0,
            total: list.count(v) as u32,
        })
        .collect();
    let next = next_stop(&progress);
    html.elem("h1").text(words::JOURNEY);
    html.elem("p").class("intro").text(words::JOURNEY_INTRO);
    if next.is_none() {
        html.elem("p")
            .class("journey-done")
            .text(words::JOURNEY_DONE);
    }
    html.elem("ol").class("journey").body(|h| {
        for (i, (v, s)) in Variant::ALL.into_iter().zip(&summaries).enumerate() {
            let is_next = next == Some(i);
            h.elem("li")
                .class(if is_next {
                    "stop is-next"
                } else if progress[i].done() {
                    "stop is-done"
                } else {
                    "stop"
                })
                .attr_if(is_next, "aria-current", "step")
                .attr("data-stop", v.info().slug)
                .body(|h| {
                    h.elem("span")
                        .class("stop-number")
                        .attr("aria-hidden", "true")
                        .body(|h| {
                            h.number(i as u32 + 1);
                        });
                    h.elem("div").class("stop-card").body(|h| {
                        if is_next {
                            h.elem("p").class("stop-next").text(words::NEXT_STEP);
                        }
                        stop_card(h, v, s, progress[i], stars, list, links);
                    });
                });
        }
    });
}

/// A stop's card after its „next step” line: the game, the child's best
/// against the robot, the puzzles solved, what the stop still asks and
/// its links.
fn stop_card(
    html: &mut Html,
    v: Variant,
    s: &GameSummary,
    p: Progress,
    stars: &PuzzleStars,
    list: &PuzzleList,
    links: &Params,
) {
    html.elem("h2").body(|h| {
        icon(h, v);
        h.text(v.info().name);
    });
    let best_won = Level::ALL
        .into_iter()
        .rev()
        .find(|l| s.against_robot[usize::from(l.number() - 1)][0] > 0);
    html.elem("p").class("stop-robot").text(&words::robot_line(
        best_won,
        s.unaided.stars.max(s.aided.stars),
    ));
    html.elem("p")
        .class("stop-puzzles")
        .body(|h| solved_line(h, v, stars, list));
    html.elem("p")
        .class("stop-left")
        .attr("data-left", "")
        .text(&words::left_line(p.won, p.solved, p.total));
    html.elem("p").class("stop-links").body(|h| {
        h.elem("a")
            .class("button primary")
            .attr("href", &href(Page::Game(v), links))
            .text(words::PLAY);
        h.elem("a")
            .class("button")
            .attr("href", &href(Page::PuzzleList(v), links))
            .text(words::PUZZLES);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::won;
    use storage::Start;
    use ui_model::html::check::{assert_safe, tags};

    fn stop(won: bool, solved: u32, total: u32) -> Progress {
        Progress { won, solved, total }
    }

    #[test]
    fn the_next_stop_is_the_first_not_won_or_under_half_solved() {
        let fresh = [Progress::default(); Variant::COUNT];
        assert_eq!(next_stop(&fresh), Some(0));
        // Won, but under half the puzzles: still this stop.
        let mut p = [stop(true, 11, 24); Variant::COUNT];
        assert_eq!(next_stop(&p), Some(0));
        // Half is enough; then the first game not won.
        p[0] = stop(true, 12, 24);
        p[1] = stop(true, 24, 24);
        p[2] = stop(false, 24, 24);
        assert_eq!(next_stop(&p), Some(2));
        // A later stop done does not skip an earlier one.
        p[2] = stop(true, 13, 25);
        assert_eq!(next_stop(&p), Some(3));
        // No puzzles known: the win alone.
        let wins = [stop(true, 0, 0); Variant::COUNT];
        assert_eq!(next_stop(&wins), None);
        assert!(!stop(true, 12, 25).done());
        assert!(stop(true, 13, 25).done());
    }

    #[test]
    fn the_map_marks_the_next_stop_and_shows_each_games_progress() {
        let list = PuzzleList::parse(
            "cai 3 1 8/8/8/8/8/8/8/N7 w\ncai 3 1 8/8/8/8/8/8/8/N7 w\nnebun 2 1 8/8/8/8/8/1p6/p7/2B5 w\n",
        )
        .unwrap();
        let race = MatchRecord {
            level: Level::Medium,
            ..won(Variant::KnightRace, 1, Start::Book, "")
        };
        let mut stars = PuzzleStars::default();
        let map = |records: &[MatchRecord], stars: &PuzzleStars, list: &PuzzleList| {
            let mut html = Html::new();
            journey_markup(&mut html, records, stars, list, &Params::default());
            html
        };
        let current = |html: &Html| -> Vec<String> {
            tags(html)
                .iter()
                .filter(|t| t.attrs.iter().any(|(k, _)| *k == "aria-current"))
                .filter_map(|t| t.attrs.iter().find(|(k, _)| *k == "data-stop"))
                .map(|(_, v)| v.to_string())
                .collect()
        };
        let html = map(std::slice::from_ref(&race), &stars, &list);
        assert_safe(&html);
        // Won, but none of its two puzzles: the race is still the next step.
        assert_eq!(current(&html), ["cai"]);
        assert!(html.contains("🏆 Ai învins Robotul la nivelul Mediu."));
        assert!(html.contains("data-solved=\"0\">🧩 0 / 2</span>"));
        // The stop says what it still asks: the hidden half of the puzzles.
        assert!(html.contains(
            "<p class=\"stop-left\" data-left=\"\">Mai rezolvă o problemă ca să treci mai departe.</p>"
        ));
        assert!(html.contains("<a class=\"button primary\" href=\"#/cai\">▶ Joacă</a><a class=\"button\" href=\"#/probleme/cai\">🧩 Probleme</a>"));
        stars.improve("cai/2", 3);
        let html = map(std::slice::from_ref(&race), &stars, &list);
        assert_eq!(current(&html), ["nebun"]);
        assert!(html.contains("<li class=\"stop is-done\" data-stop=\"cai\">"));
        assert!(html.contains("✅ Gata! Poți trece mai departe."));
        assert!(html.contains("🤖 Robotul te așteaptă."));
        assert_eq!(html.matches("👉 Pasul tău următor").count(), 1);
        // Every game won (no puzzles in the list): nothing suggested, the page says so.
        let all: Vec<MatchRecord> = Variant::ALL
            .into_iter()
            .map(|v| won(v, 1, Start::Book, ""))
            .collect();
        let html = map(&all, &stars, &PuzzleList::default());
        assert!(current(&html).is_empty());
        assert!(html.contains(words::JOURNEY_DONE));
        assert!(html.contains("data-solved=\"1\">🧩 1 / 0</span>"));
    }
}
