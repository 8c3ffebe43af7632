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

/// What one child hands in. A browser that keeps nothing (a class
/// website's frame) hands in this visit's matches, kept in the page's memory.
pub fn handin_of(device: &Device<Browser>, id: ChildId, child: &Child, now_ms: u64) -> HandIn {
    let results = ChildResults {
        name: child.nume.clone(),
        avatar: child.avatar.clone(),
        matches: device
            .load_of(id)
            .unwrap_or_else(|_| storage::session_records(&Browser::session_values())),
        skipped: 0,
        series: device.series_of(id),
        puzzles: device.puzzle_stars_of(id),
        puzzles_skipped: false,
        cut: 0,
    };
    let handin = HandIn::of(
        &results,
        &device.puzzle_misses_of(id),
        &|s| SeriesLink::parse(&s.legatura).0.title,
        now_ms,
    );
    ui_model::handin::tagged(handin, child, device.last_active_of(id))
}

/// Draws the hand-in of the current child (or, with `all`, of every child
/// of the device) into `root`. On a class website (`embed=1`) the child
/// types their name first: the frame's child has none of their own, and
/// the teacher's table has one row per name.
pub fn mount(root: &Element, device: &Device<Browser>, all: bool, links: &Params) {
    let _ = root.set_attribute("class", "handin-page");
    let now = clock::now_ms() as u64;
    if links.embed {
        mount_embedded(root, device, now);
        return;
    }
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

/// The hand-in of a class website's visit: the name field, what the frame
/// keeps, and the codes of the name typed (drawn anew as it is typed).
fn mount_embedded(root: &Element, device: &Device<Browser>, now: u64) {
    let (id, child) = device.current();
    let handin = handin_of(device, id, &child, now);
    // A name chosen on this device is kept; the default one is no one's.
    let default = (1..=99).any(|n| child.nume == ::words::storage::default_child_name(n));
    let name = if default {
        String::new()
    } else {
        child.nume.clone()
    };
    let mut html = Html::with_capacity(16 * 1024);
    html.elem("h1").text(words::TITLE);
    html.elem("p").class("intro").text(words::INTRO);
    html.elem("p")
        .class("notice")
        .text(if device.is_available() {
            words::EMBED_KEPT
        } else {
            words::EMBED_NOTHING_KEPT
        });
    html.elem("label").class("handin-name").body(|h| {
        h.elem("span").text(words::YOUR_NAME);
        h.elem("input")
            .attr("id", "handin-name")
            .attr("type", "text")
            .attr("autocomplete", "off")
            .number("maxlength", storage::NAME_MAX as u64)
            .attr("value", &name)
            .void();
    });
    html.elem("div")
        .class("handin-named")
        .body(|h| named_codes(h, &handin, &name));
    root.set_inner_html(html.as_str());
    let target = root.clone();
    crate::dom::listen(root, "input", move |event: web_sys::Event| {
        let typed = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .map(|i| i.value())
            .unwrap_or_default();
        let name = storage::clean_name(&typed);
        if let Some(part) = target.query_selector(".handin-named").ok().flatten() {
            let mut html = Html::new();
            named_codes(&mut html, &handin, &name);
            part.set_inner_html(&html);
        }
    });
}

/// The codes of `handin` under `name`, or what to do while there is none.
fn named_codes(html: &mut Html, handin: &HandIn, name: &str) {
    if name.trim().is_empty() {
        html.elem("p")
            .class("handin-name-first")
            .text(words::NAME_FIRST);
        return;
    }
    // The class's tag is the profile's child's: a name typed that is not
    // theirs (another child at the same browser) hands in without it.
    let named = HandIn {
        name: name.to_string(),
        class: handin.class.clone().filter(|_| name == handin.name),
        ..handin.clone()
    };
    let c = codes(&named, &crate::dom::page_address());
    html.html(&children_markup(&[(named, c)]));
}

/// The page: each child's codes, and the ways on.
fn markup(handins: &[(HandIn, Vec<HandInCode>)], kept: bool, more: bool, links: &Params) -> Html {
    let mut html = Html::with_capacity(32 * 1024);
    html.elem("h1").text(words::TITLE);
    html.elem("p").class("intro").text(words::INTRO);
    if !kept {
        html.elem("p").class("notice").text(words::NOTHING_KEPT);
    }
    html.html(&children_markup(handins));
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

/// Each child's block of codes.
fn children_markup(handins: &[(HandIn, Vec<HandInCode>)]) -> Html {
    let mut html = Html::new();
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
