//! `#/probleme` and `#/probleme/<joc>`: the puzzles' lists, with the
//! current child's stars. Drawn as markup once from the shipped list (built
//! into these screens: nothing to fetch); coming back from a puzzle opens
//! the page anew, with the new stars.

use crate::puzzle_list::shipped;
use ::words::journey as words;
use ::words::stars_row;
use engine::Variant;
use engine::play::puzzles::{Puzzle, PuzzleList};
use storage::{Device, PuzzleStars};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};

/// Every game's puzzles; `links`: what the page's links keep (`embed`).
pub fn mount_all(root: &web_sys::Element, links: &Params) {
    let mut html = Html::new();
    games_markup(
        &mut html,
        shipped(),
        &Device::browser().puzzle_stars(),
        links,
    );
    draw(root, &html);
}

/// One game's puzzles, with the current child's stars.
pub fn mount_game(root: &web_sys::Element, variant: Variant, links: &Params) {
    let mut html = Html::new();
    grid_markup(
        &mut html,
        variant,
        shipped(),
        &Device::browser().puzzle_stars(),
        links,
    );
    draw(root, &html);
}

fn draw(root: &web_sys::Element, html: &Html) {
    let _ = root.set_attribute("class", "puzzles");
    root.set_inner_html(html.as_str());
}

/// The piece a game's icon shows.
pub(super) fn icon(html: &mut Html, v: Variant) {
    let piece = v.info().icon.fen_letter();
    html.elem("svg")
        .class("game-icon")
        .attr("viewBox", "0 0 100 100")
        .attr("aria-hidden", "true")
        .body(|h| {
            h.elem("use")
                .attr_with("href", |v| {
                    v.text("#piece-").text(piece.encode_utf8(&mut [0; 4]));
                })
                .empty();
        });
}

/// „🧩 7 / 24 · ★ 15”: a game's puzzles solved and their stars.
pub(super) fn solved_line(html: &mut Html, v: Variant, stars: &PuzzleStars, list: &PuzzleList) {
    let (solved, total_stars) = stars.solved_in(v);
    html.elem("span")
        .class("solved")
        .number("data-solved", solved)
        .body(|h| {
            h.text("🧩 ")
                .text(&words::solved_of(solved, Some(list.count(v) as u32)));
        })
        .text(" ");
    html.elem("span")
        .class("star-total")
        .text(&words::stars_total(total_stars));
}

/// A difficulty as dots: „●●○” for 2.
fn dots(difficulty: u8) -> String {
    (1..=3)
        .map(|i| if i <= difficulty { '●' } else { '○' })
        .collect()
}

fn games_markup(html: &mut Html, list: &PuzzleList, stars: &PuzzleStars, links: &Params) {
    html.elem("h1").text(words::PUZZLES);
    html.elem("p").class("intro").text(words::PUZZLES_INTRO);
    html.elem("ul").class("puzzle-games").body(|h| {
        for v in Variant::ALL {
            h.elem("li").body(|h| {
                h.elem("a")
                    .class("puzzle-game")
                    .attr("href", &href(Page::PuzzleList(v), links))
                    .attr("data-puzzle-game", v.info().slug)
                    .body(|h| {
                        icon(h, v);
                        h.elem("span").class("name").text(v.info().name);
                        solved_line(h, v, stars, list);
                    });
            });
        }
    });
}

fn grid_markup(
    html: &mut Html,
    v: Variant,
    list: &PuzzleList,
    stars: &PuzzleStars,
    links: &Params,
) {
    html.elem("p").class("crumbs").body(|h| {
        h.elem("a")
            .attr("href", &href(Page::Puzzles, links))
            .text(words::ALL_PUZZLES);
    });
    html.elem("h1")
        .text(&words::game_puzzles_title(v.info().name));
    html.elem("p")
        .class("puzzle-summary")
        .body(|h| solved_line(h, v, stars, list));
    if list.count(v) == 0 {
        html.elem("p").class("empty").text(words::NO_PUZZLES);
        return;
    }
    html.elem("ol").class("puzzle-grid").body(|h| {
        for p in list.of(v) {
            h.elem("li").body(|h| tile(h, p, stars, links));
        }
    });
    // The teacher's paper: every puzzle of the game as a worksheet (not on
    // a class website, where children play).
    if !links.embed {
        html.elem("p").class("sheet-link no-print").body(|h| {
            h.elem("a")
                .class("button")
                .attr("data-action", "worksheet")
                .attr_with("href", |t| {
                    t.text("#/fisa?joc=")
                        .text(v.info().slug)
                        .text("&probleme=1-")
                        .number(list.count(v) as u64);
                })
                .text(::words::sheet::SHEET_LINK);
        });
    }
}

/// A puzzle's tile in its game's grid: its number, its difficulty and the
/// stars the child got so far.
fn tile(html: &mut Html, p: &Puzzle, stars: &PuzzleStars, links: &Params) {
    let id = p.id();
    let got = stars.of(&id);
    html.elem("a")
        .class(if got > 0 {
            "puzzle-tile is-solved"
        } else {
            "puzzle-tile"
        })
        .attr("href", &href(Page::Puzzle(p.variant, p.number), links))
        .attr("data-puzzle-link", &id)
        .number("data-difficulty", p.difficulty)
        .number("data-stars", got)
        .attr(
            "aria-label",
            &words::puzzle_label(p.number, p.difficulty, got),
        )
        .body(|h| {
            h.elem("span").class("number").body(|h| {
                h.number(p.number);
            });
            h.elem("span").class("level").body(|h| {
                h.elem("span").class("dots").text(&dots(p.difficulty));
                h.text(" ").text(words::difficulty(p.difficulty));
            });
            h.elem("span").class("stars").text(&stars_row(got));
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui_model::html::check::{assert_safe, tags};

    const LIST: &str = "nebun 2 1 8/8/8/8/8/1p6/p7/2B5 w\n\
                        nebun 3 3 8/8/8/8/8/1p6/p7/2B5 w\n\
                        rege 1 2 6k1/5ppp/8/8/8/8/8/R5K1 w -\n";

    fn attr<'a>(tag: &'a ui_model::html::check::Tag<'a>, key: &str) -> Option<&'a str> {
        tag.attrs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    #[test]
    fn a_games_grid_has_every_puzzle_with_its_difficulty_and_stars() {
        let list = PuzzleList::parse(LIST).unwrap();
        let mut stars = PuzzleStars::default();
        stars.improve("nebun/2", 2);
        stars.improve("rege/1", 3);
        let mut html = Html::new();
        grid_markup(
            &mut html,
            Variant::BishopVsPawns,
            &list,
            &stars,
            &Params::default(),
        );
        assert_safe(&html);
        let tiles: Vec<_> = tags(&html)
            .into_iter()
            .filter(|t| attr(t, "data-puzzle-link").is_some())
            .map(|t| {
                (
                    attr(&t, "data-puzzle-link").unwrap().to_string(),
                    attr(&t, "href").unwrap().to_string(),
                    attr(&t, "data-difficulty").unwrap().to_string(),
                    attr(&t, "data-stars").unwrap().to_string(),
                )
            })
            .collect();
        let row = |a: &str, b: &str, c: &str, d: &str| {
            (a.to_string(), b.to_string(), c.to_string(), d.to_string())
        };
        assert_eq!(
            tiles,
            [
                row("nebun/1", "#/probleme/nebun/1", "1", "0"),
                row("nebun/2", "#/probleme/nebun/2", "3", "2"),
            ]
        );
        assert!(html.contains(
            "<span class=\"dots\">●●●</span> grea</span><span class=\"stars\">★★☆</span>"
        ));
        assert!(html.contains("<span class=\"dots\">●○○</span> ușoară"));
        assert!(
            html.contains(
                "data-solved=\"1\">🧩 1 / 2</span> <span class=\"star-total\">★ 2</span>"
            )
        );
        // A game without puzzles: the way back, the title, and a sentence.
        let mut none = Html::new();
        grid_markup(
            &mut none,
            Variant::KnightRace,
            &list,
            &stars,
            &Params::default(),
        );
        assert!(!none.contains("data-puzzle-link"));
        assert!(none.contains("🧩 Probleme: "));
        assert!(none.contains(words::NO_PUZZLES));
    }

    #[test]
    fn every_game_is_listed_in_the_books_order() {
        let list = PuzzleList::parse(LIST).unwrap();
        let mut stars = PuzzleStars::default();
        stars.improve("rege/1", 3);
        let mut html = Html::new();
        games_markup(&mut html, &list, &stars, &Params::default());
        let games: Vec<String> = tags(&html)
            .iter()
            .filter_map(|t| attr(t, "data-puzzle-game").map(str::to_string))
            .collect();
        assert_eq!(games, ["cai", "nebun", "cal", "turn", "dama", "rege"]);
        assert!(html.contains("href=\"#/probleme/rege\""));
        assert!(
            html.contains(
                "data-solved=\"1\">🧩 1 / 1</span> <span class=\"star-total\">★ 3</span>"
            )
        );
        assert!(html.contains("data-solved=\"0\">🧩 0 / 0</span>"));
    }

    #[test]
    fn the_shipped_list_reads() {
        assert!(Variant::ALL.iter().all(|&v| shipped().count(v) > 0));
    }
}
