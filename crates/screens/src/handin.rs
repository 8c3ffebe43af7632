//! `#/preda`: the current child's results as QR codes for the teacher
//! („📤 Predă profesorului”); `#/preda?toti=1`: every child of the device,
//! one after another. Each code is a link to the class page, so the
//! teacher's scanner reads it and a phone's own camera opens it.

use web_sys::Element;

use ::words::handin as words;
use storage::file::ChildResults;
use storage::handin::HandIn;
use storage::{Browser, Child, ChildId, Device, clock};
use ui_model::avatars::Avatar;
use ui_model::handin::{HandInCode, codes};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use ui_model::series::SeriesLink;

/// What one child hands in.
pub fn handin_of(device: &Device<Browser>, id: ChildId, child: &Child, now_ms: u64) -> HandIn {
    let results = ChildResults {
        name: child.nume.clone(),
        avatar: child.avatar.clone(),
        matches: device.load_of(id).unwrap_or_default(),
        skipped: 0,
        series: device.series_of(id),
        puzzles: device.puzzle_stars_of(id),
        puzzles_skipped: false,
        cut: 0,
    };
    HandIn::of(
        &results,
        &device.puzzle_misses_of(id),
        &|s| SeriesLink::parse(&s.legatura).0.title,
        now_ms,
    )
}

/// Draws the hand-in of the current child (or, with `all`, of every child
/// of the device) into `root`.
pub fn mount(root: &Element, device: &Device<Browser>, all: bool, links: &Params) {
    let _ = root.set_attribute("class", "handin-page");
    let now = clock::now_ms() as u64;
    let children = if all {
        device.children()
    } else {
        vec![device.current()]
    };
    let address = crate::dom::page_address();
    let handins: Vec<(HandIn, Vec<HandInCode>)> = children
        .iter()
        .map(|(id, child)| {
            let h = handin_of(device, *id, child, now);
            let c = codes(&h, &address);
            (h, c)
        })
        .collect();
    let more = !all && device.children().len() > 1;
    let html = markup(&handins, device.is_available(), more, links);
    root.set_inner_html(html.as_str());
}

/// The page: each child's codes, and the ways on.
fn markup(handins: &[(HandIn, Vec<HandInCode>)], kept: bool, more: bool, links: &Params) -> Html {
    let mut html = Html::with_capacity(32 * 1024);
    html.elem("h1").text(words::TITLE);
    html.elem("p").class("intro").text(words::INTRO);
    if !kept {
        html.elem("p").class("notice").text(words::NOTHING_KEPT);
    }
    for (h, codes) in handins {
        html.elem("section")
            .class("handin-child")
            .attr("data-handin-child", &h.name)
            .body(|html| {
                html.elem("h2").body(|h2| {
                    Avatar::of(&h.avatar).boxed(h2);
                    h2.text(&h.name);
                });
                let n = codes.len();
                if n > 1 {
                    html.elem("p")
                        .class("handin-more")
                        .text(words::ONE_AFTER_ANOTHER);
                }
                html.elem("div").class("handin-codes").body(|html| {
                    for (k, code) in (1..).zip(codes) {
                        let part = format!("{k}/{n}");
                        html.elem("figure").class("handin-code").body(|html| {
                            code.qr.draw(
                                html,
                                &|svg| svg.attr("data-handin-qr", "").attr("data-part", &part),
                                &words::code_label(&h.name, k, n),
                            );
                            let caption = words::part(k, n);
                            if !caption.is_empty() {
                                html.elem("figcaption").text(&caption);
                            }
                        });
                    }
                });
            });
    }
    html.elem("p").class("handin-links").body(|html| {
        if more {
            let all = Params {
                all_children: true,
                ..links.clone()
            };
            html.elem("a")
                .class("button")
                .attr("href", &href(Page::HandIn, &all))
                .text(words::ALL_CHILDREN);
        }
        html.elem("a")
            .class("button")
            .attr("href", &href(Page::Results, links))
            .text(words::BACK_TO_RESULTS);
    });
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use storage::handin::{Parts, Progress};
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    fn page(names: &[&str], kept: bool, more: bool) -> String {
        let handins: Vec<(HandIn, Vec<HandInCode>)> = names
            .iter()
            .map(|name| {
                let h = HandIn {
                    name: name.to_string(),
                    avatar: "urs".into(),
                    ..HandIn::default()
                };
                let c = codes(&h, "https://exemplu.ro/sah/#/preda");
                (h, c)
            })
            .collect();
        markup(&handins, kept, more, &Params::default()).into_string()
    }

    #[test]
    fn each_child_has_a_block_of_codes_that_open_the_class() {
        let html = page(&["Ana", "Ion"], true, false);
        assert!(html.starts_with("<h1>📤 Predă profesorului</h1>"));
        assert!(html.contains("<section class=\"handin-child\" data-handin-child=\"Ana\"><h2>"));
        assert!(
            html.contains("<svg data-handin-qr=\"\" data-part=\"1/1\" class=\"qr\" viewBox=\"0 0 ")
        );
        assert!(html.contains("aria-label=\"Codul QR cu rezultatele: Ion\""));
        assert_eq!(html.matches("data-handin-qr").count(), 2);
        assert!(
            !html.contains("figcaption"),
            "one code each: no „Codul 1 din 1”"
        );
        assert!(!html.contains("notice"));
        assert!(!html.contains("toti=1"));
        assert!(html.ends_with("<p class=\"handin-links\"><a class=\"button\" href=\"#/rezultate\">Înapoi la rezultate</a></p>"));
        let one = page(&["Ana"], false, true);
        assert!(one.contains("<p class=\"notice\">Acest browser nu păstrează rezultatele: codul are doar meciurile jucate acum, până închizi pagina.</p>"));
        assert!(one.contains(
            "<a class=\"button\" href=\"#/preda?toti=1\">📤 Toți copiii acestei tablete</a>"
        ));
    }

    #[test]
    fn the_codes_links_carry_the_hand_in() {
        let h = HandIn {
            name: "Ana".into(),
            ..HandIn::default()
        };
        let c = codes(&h, "https://exemplu.ro/sah/#/preda");
        assert!(
            c[0].link
                .starts_with("https://exemplu.ro/sah/#/clasa?predare=")
        );
        assert_eq!(Parts::default().add(&c[0].link), Ok(Progress::Complete(h)));
    }

    #[test]
    fn names_stay_text() {
        for evil in EVIL {
            let html = page(&[evil], true, false);
            assert_safe(&html);
            assert!(html.contains(&format!("data-handin-child=\"{}\"", escaped(evil))));
        }
    }
}
