//! `#/serie?…`: a teacher's series of positions, played in order against
//! the robot, as the child sees it: the title, each position with the
//! child's result, and the next one to play. It is drawn by the lazily
//! loaded screens, though a child opens it: only a teacher's link leads
//! here, so the child's first load need not carry it. Drawn as markup
//! once: coming back from a game opens the page anew.

use crate::dom::{listen, target};
use ::words::series as words;
use engine::{Board, Color};
use storage::{self, Device, SeriesProgress, SeriesResult};
use ui_model::board::{piece_markup, screen_squares};
use ui_model::html::Html;
use ui_model::route::Params;
use ui_model::series::SeriesLink;

/// Draws the series of the link's `query` into `root` (opening it for the
/// current child keeps it among their series), with a notice for each part
/// of the link that does not read.
pub fn mount(root: &web_sys::Element, query: &str, params: &Params) {
    let (series, notices) = SeriesLink::parse(query);
    let progress = (!series.positions.is_empty()).then(|| {
        Device::browser().open_series(SeriesProgress::new(&series.query(), series.positions.len()))
    });
    let _ = root.set_attribute("class", "series");
    let mut html = notices_markup(&notices);
    html.html(&markup(params.embed, &series, progress.as_ref()));
    root.set_inner_html(html.as_str());
    listen(root, "click", |event: web_sys::Event| {
        let close = target(&event).and_then(|t| t.closest(".notice-close").ok().flatten());
        if let Some(notices) = close.and_then(|c| c.parent_element()) {
            notices.remove();
        }
    });
}

/// The link's notices, as the app shows a link's notices above a page.
fn notices_markup(notices: &[String]) -> Html {
    let mut html = Html::new();
    if notices.is_empty() {
        return html;
    }
    html.elem("div")
        .class("notices")
        .attr("data-notice", "")
        .body(|h| {
            for n in notices {
                h.elem("p").class("notice").body(|h| {
                    h.text("ℹ️ ").text(n);
                });
            }
            h.elem("button")
                .class("notice-close")
                .attr("aria-label", "Închide mesajele")
                .text("✕");
        });
    html
}

/// The position to play next: the first not played, else the first not
/// won (`None`: every position won).
fn next_step(p: &SeriesProgress) -> Option<usize> {
    let n = p.positions();
    (0..n)
        .find(|&i| p.result(i) == SeriesResult::NotPlayed)
        .or_else(|| (0..n).find(|&i| p.result(i) != SeriesResult::Won))
}

fn markup(embed: bool, series: &SeriesLink, progress: Option<&SeriesProgress>) -> Html {
    let mut html = Html::new();
    html.elem("h1").body(|h| {
        h.text("📚 ").text(&series.title);
    });
    let Some(p) = progress else {
        html.elem("p").body(|h| {
            h.elem("a")
                .class("button primary big")
                .attr("href", "#/")
                .text(words::TO_MENU);
        });
        return html;
    };
    html.elem("p").class("series-intro").body(|h| {
        h.text(words::INTRO);
        if let Some(level) = series.level {
            h.text(" ").text(&words::level(level.name_ro()));
        }
    });
    let n = series.positions.len();
    let (won, played) = p.counts();
    if played as usize == n {
        html.elem("p")
            .class("series-done")
            .attr("role", "status")
            .text(&words::done(&series.title, won, n as u32));
    }
    let next = next_step(p);
    if let Some(i) = next {
        html.elem("p").body(|h| {
            h.elem("a")
                .class("button primary big")
                .attr("data-series-next", "")
                .attr("href", &series.step_link(&p.id, i + 1, embed))
                .text(&words::play(i as u32 + 1));
        });
    }
    html.elem("ol").class("series-list").body(|h| {
        for i in 0..n {
            position_item(h, series, p, i, next == Some(i), embed);
        }
    });
    // The teacher's way back to change it (not on the class website).
    if !embed {
        html.elem("p").class("series-edit").body(|h| {
            h.elem("a")
                .class("button")
                .attr("data-action", "edit-series")
                .attr("href", &series.editor_href())
                .text(words::EDIT_SERIES);
            h.text(" ");
            h.elem("a")
                .class("button")
                .attr("data-action", "worksheet")
                .attr("href", &format!("#/fisa?{}", series.query()))
                .text(::words::sheet::SHEET_LINK);
        });
    }
    html
}

/// Position `i` of the list: its board, its name and the child's result,
/// all one link to play it (`is_next`: the one to play next).
fn position_item(
    html: &mut Html,
    series: &SeriesLink,
    p: &SeriesProgress,
    i: usize,
    is_next: bool,
    embed: bool,
) {
    let (variant, setup, goal) = &series.positions[i];
    let n = series.positions.len();
    let result = p.result(i);
    let goal_met = match (goal, result, p.goal_met(i)) {
        (None, ..) | (_, SeriesResult::NotPlayed, _) => None,
        (Some(_), _, met) => Some(if met { "da" } else { "nu" }),
    };
    let li = html
        .elem("li")
        .number("data-step", (i + 1) as u64)
        .attr("data-result", &result.letter().to_string());
    let li = match goal_met {
        Some(met) => li.attr("data-goal-met", met),
        None => li,
    };
    li.attr_if(is_next, "aria-current", "step").body(|h| {
        h.elem("a")
            .attr("href", &series.step_link(&p.id, i + 1, embed))
            .body(|h| {
                mini_board(h, &setup.board);
                h.elem("span").body(|h| {
                    h.elem("strong")
                        .text(&words::position_of(i as u32 + 1, n as u32));
                    h.text(" ").text(variant.info().name).text(" ");
                    h.elem("em").text(match result {
                        SeriesResult::Won => words::WON,
                        SeriesResult::Drawn => words::DRAWN,
                        SeriesResult::Lost => words::LOST,
                        SeriesResult::NotPlayed => words::NOT_PLAYED,
                    });
                    if let Some(goal) = goal {
                        h.elem("small")
                            .class("series-goal")
                            .text(&::words::goal::line(*goal, goal_met.map(|m| m == "da")));
                    }
                });
            });
    });
}

/// A small picture of a position (no coordinates, not a board to play
/// on): the series' list and the editor's series show it.
pub fn mini_board(html: &mut Html, board: &Board) {
    html.elem("span")
        .class("mini-board")
        .attr("aria-hidden", "true")
        .body(|h| {
            // The board model's squares, white at the bottom.
            for sq in screen_squares(Color::White) {
                h.elem("i").attr_if(!sq.is_light(), "class", "d").body(|h| {
                    if let Some(p) = board.piece_at(sq) {
                        piece_markup(h, p);
                    }
                });
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Variant;
    use storage::{Device, Memory};
    use ui_model::html::check::assert_safe;
    use ui_model::route::{Page, parse};
    use ui_model::series::next_link;

    const LINK: &str =
        "titlu=%3Cb%3EA&nivel=2&rege=7k/8/5K2/8/8/8/8/6Q1_w&nebun=2b5/8/8/8/8/8/PPP5/8_w";

    #[test]
    fn the_page_shows_each_result_and_plays_the_next_position() {
        let (series, notices) = SeriesLink::parse(LINK);
        assert!(notices.is_empty());
        let device = Device::new(Memory::default());
        let opened = device.open_series(SeriesProgress::new(&series.query(), 2));
        let html = markup(false, &series, Some(&opened));
        assert_safe(&html);
        assert!(html.contains("<h1>📚 &lt;b&gt;A</h1>"));
        let first = format!(
            "href=\"#/rege?nivel=2&amp;poz=7k/8/5K2/8/8/8/8/6Q1_w&amp;blocat=1&amp;serie={}&amp;pas=1\">▶ Joacă poziția 1</a>",
            opened.id
        );
        assert!(html.contains(&first), "{}", html.as_str());
        assert!(html.contains("data-step=\"1\" data-result=\"-\" aria-current=\"step\""));
        assert!(
            html.contains("Poziția 2 din 2</strong> Nebun contra 3 pioni <em>⏳ Nejucată</em>")
        );

        // Position 1 won: position 2 is next; from 2, back to the series.
        device
            .record_series(&opened.id, 1, storage::SeriesResult::Won, false)
            .unwrap();
        let s = device.series()[0].clone();
        let html = markup(false, &series, Some(&s));
        assert!(html.contains("data-step=\"1\" data-result=\"v\"><a"));
        assert!(html.contains("✅ Ai câștigat"));
        assert!(html.contains("▶ Joacă poziția 2"));
        let next = next_link(&device, &s.id, 1).unwrap();
        assert_eq!(parse(&next).params.step.unwrap().step, 2);
        assert_eq!(parse(&next).page, Page::Game(Variant::BishopVsPawns));
        assert_eq!(
            next_link(&device, &s.id, 2).unwrap(),
            format!("#/serie?{}", s.legatura)
        );
        assert_eq!(next_link(&device, "ffffffff", 1), None);

        device
            .record_series(&s.id, 2, storage::SeriesResult::Lost, false)
            .unwrap();
        let s = device.series()[0].clone();
        let html = markup(false, &series, Some(&s));
        assert!(html.contains("Seria „&lt;b&gt;A” e gata: ai câștigat 1 din 2."));
        // Replayed: the one not won.
        assert!(html.contains("▶ Joacă poziția 2"));
    }
}
