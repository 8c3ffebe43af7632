//! `#/preda`: the current child's results as QR codes for the teacher
//! („📤 Predă profesorului”); `#/preda?toti=1`: every child of the device,
//! one after another across the whole screen, for the teacher's walk-round
//! (with children of several classes on the tablet, one class at a time,
//! `clasa=<id>`). Each code is a link to the class page, so the teacher's
//! scanner reads it and a phone's own camera opens it.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;

use ::words::handin as words;
use storage::file::ChildResults;
use storage::handin::HandIn;
use storage::{Browser, Child, ChildId, Device, clock};
use ui_model::avatars::Avatar;
use ui_model::handin::{HandInCode, codes};
use ui_model::handin_walk::{self as walk, Group, Next, Shown, Step, Walk, WalkAction};
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
/// of the device, one after another; `class`: the link's `clasa=`) into
/// `root`. On a class website (`embed=1`) the child types their name
/// first: the frame's child has none of their own, and the teacher's table
/// has one row per name.
pub fn mount(
    root: &Element,
    device: &Device<Browser>,
    all: bool,
    class: Option<&str>,
    links: &Params,
) {
    let _ = root.set_attribute("class", "handin-page");
    let now = clock::now_ms() as u64;
    if links.embed {
        mount_embedded(root, device, now);
        return;
    }
    if all {
        mount_all(root, device, class, links, now);
        return;
    }
    let (id, child) = device.current();
    let handin = handin_of(device, id, &child, now);
    let c = codes(&handin, &crate::dom::page_address());
    let more = device.children().len() > 1;
    let html = markup(&[(handin, c)], device.is_available(), more, links);
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

/// `#/preda?toti=1`: which class hands in, when the tablet has children
/// of several; then that class's children, one code at a time.
fn mount_all(
    root: &Element,
    device: &Device<Browser>,
    class: Option<&str>,
    links: &Params,
    now: u64,
) {
    let mut children = device.children();
    if children.is_empty() {
        // A browser that keeps nothing: the child playing now.
        children.push(device.current());
    }
    let groups = walk::groups(&children);
    let group = match walk::shown(&groups, class) {
        Shown::Walk(group) => group,
        Shown::Choose { unknown } => {
            root.set_inner_html(chooser_markup(&groups, unknown, links).as_str());
            return;
        }
    };
    let address = crate::dom::page_address();
    let handins: Vec<(HandIn, Vec<HandInCode>)> = group
        .children
        .iter()
        .filter_map(|id| children.iter().find(|(c, _)| c == id))
        .map(|(id, child)| {
            let h = handin_of(device, *id, child, now);
            let c = codes(&h, &address);
            (h, c)
        })
        .collect();
    let screen = Rc::new(RefCell::new(WalkScreen {
        root: root.clone(),
        walk: Walk::new(handins.iter().map(|(_, c)| c.len()).collect()),
        handins,
        class: group.name.clone(),
        several: groups.len() > 1,
        links: links.clone(),
    }));
    screen.borrow().draw(None);
    let clicks = screen.clone();
    crate::dom::listen(root, "click", move |event: web_sys::Event| {
        // A link leads away; a button does its own; a tap anywhere else
        // shows the next code.
        let target = crate::dom::target(&event);
        if target
            .as_ref()
            .is_some_and(|t| t.closest("a").ok().flatten().is_some())
        {
            return;
        }
        let (action, button) = match web::action::clicked::<WalkAction>(&event) {
            Some((action, _)) => (action, true),
            None if target.is_some_and(|t| t.closest("button").ok().flatten().is_some()) => {
                return;
            }
            None => (WalkAction::Next, false),
        };
        clicks.borrow_mut().act(action, button);
    });
    let keys = screen;
    crate::dom::listen_window(root, "keydown", move |event: web_sys::Event| {
        let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        // Gone from the page (the app shows another), or a key the
        // browser's (Alt+← goes back), or Space on a button (its own click).
        let on_control = crate::dom::target(event)
            .is_some_and(|t| t.closest("a, button").ok().flatten().is_some());
        let Some(action) = WalkAction::of_key(&event.key()).filter(|_| {
            keys.borrow().root.is_connected()
                && !(event.alt_key() || event.ctrl_key() || event.meta_key() || event.repeat())
                && !(on_control && event.key() == " ")
        }) else {
            return;
        };
        event.prevent_default();
        keys.borrow_mut().act(action, false);
    });
}

/// The sequence of one class's codes on the screen.
struct WalkScreen {
    root: Element,
    handins: Vec<(HandIn, Vec<HandInCode>)>,
    walk: Walk,
    /// The class's name; empty for the children of no class.
    class: String,
    /// Whether the tablet has children of other classes too.
    several: bool,
    links: Params,
}

impl WalkScreen {
    /// Moves the sequence and draws it; a button's action keeps the
    /// keyboard's focus on its button.
    fn act(&mut self, action: WalkAction, button: bool) {
        let before = self.walk.step();
        self.walk.update(action);
        if self.walk.step() != before || action == WalkAction::Restart {
            self.draw(button.then_some(action));
        }
    }

    fn draw(&self, focus: Option<WalkAction>) {
        let html = walk_markup(
            &self.handins,
            &self.walk,
            &self.class,
            self.several,
            &self.links,
        );
        self.root.set_inner_html(html.as_str());
        let Some(action) = focus else {
            return;
        };
        let written = ui_model::action::FromButton::write(&action);
        let selector = format!("[data-action=\"{}\"]", written.name);
        if let Some(button) = self
            .root
            .query_selector(&selector)
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = button.focus();
        }
    }
}

/// Which class hands in: a button per class of the tablet, with its name
/// and how many of its children are here, and one for the children of no
/// class. `unknown`: the link named a class none of them is in.
fn chooser_markup(groups: &[Group], unknown: bool, links: &Params) -> Html {
    let mut html = Html::with_capacity(2048);
    html.elem("h1").text(words::ALL_CHILDREN);
    html.elem("p")
        .class(if unknown { "notice" } else { "intro" })
        .text(if unknown {
            words::UNKNOWN_CLASS
        } else {
            words::CHOOSE_CLASS
        });
    html.elem("ul").class("handin-classes").body(|html| {
        for g in groups {
            let one = Params {
                all_children: true,
                class: Some(g.class.clone().unwrap_or_default()),
                ..links.clone()
            };
            html.elem("li").body(|html| {
                html.elem("a")
                    .class("button handin-class-choice")
                    .attr("href", &href(Page::HandIn, &one))
                    .attr("data-handin-class", g.class.as_deref().unwrap_or_default())
                    .body(|html| {
                        html.elem("span").class("choice-name").text(match &g.class {
                            Some(_) => &g.name,
                            None => words::OTHER_CHILDREN,
                        });
                        html.elem("span")
                            .class("choice-count")
                            .text(&words::children_count(g.children.len()));
                    });
            });
        }
    });
    html.elem("p").class("handin-links").body(|html| {
        html.elem("a")
            .class("button")
            .attr("href", &href(Page::Results, links))
            .text(words::BACK_TO_RESULTS);
    });
    html
}

/// The sequence's step across the whole screen: the counter and the ways
/// back and out above, the child's name and avatar large, their code as
/// large as the screen leaves, and what a tap does; at the end, that every
/// code was shown and the ways on.
fn walk_markup(
    handins: &[(HandIn, Vec<HandInCode>)],
    walk: &Walk,
    class: &str,
    several: bool,
    links: &Params,
) -> Html {
    let mut html = Html::with_capacity(24 * 1024);
    let step = walk.step();
    let at = match step {
        Step::Code { child, code } => handins
            .get(child)
            .and_then(|(h, c)| Some((child, h, code, c.get(code)?))),
        Step::End => None,
    };
    html.elem("div")
        .class(if at.is_some() {
            "handin-walk"
        } else {
            "handin-walk walk-end"
        })
        .attr(
            "data-handin-walk",
            if at.is_some() { "cod" } else { "gata" },
        )
        .body(|html| {
            html.elem("div").class("walk-bar").body(|html| {
                html.elem("button")
                    .attr("type", "button")
                    .class("walk-back")
                    .action(&WalkAction::Back)
                    .flag("disabled", !walk.can_go_back())
                    .text(words::WALK_BACK);
                html.elem("p")
                    .class("walk-counter")
                    .attr("data-walk-counter", "")
                    .attr("aria-live", "polite")
                    .body(|html| {
                        if !class.is_empty() {
                            html.elem("span").class("walk-class").text(class);
                            if at.is_some() {
                                html.text(" · ");
                            }
                        }
                        if let Some((child, _, code, _)) = at {
                            html.elem("span").text(&words::walk_counter(
                                child + 1,
                                walk.children(),
                                code + 1,
                                walk.codes_of(child),
                            ));
                        }
                    });
                html.elem("a")
                    .class("button walk-close")
                    .attr("href", &href(Page::Results, links))
                    .text(words::WALK_CLOSE);
            });
            let Some((child, h, code, qr)) = at else {
                end_markup(html, walk.children(), several, links);
                return;
            };
            let n = walk.codes_of(child);
            html.elem("section")
                .class("walk-child")
                .attr("data-handin-child", &h.name)
                .body(|html| {
                    html.elem("h1").class("walk-name").body(|h1| {
                        Avatar::of(&h.avatar).boxed(h1);
                        h1.elem("span").text(&h.name);
                    });
                    let part = format!("{}/{n}", code + 1);
                    html.elem("figure").class("walk-code").body(|html| {
                        qr.qr.draw(
                            html,
                            &|svg| svg.attr("data-handin-qr", "").attr("data-part", &part),
                            &words::code_label(&h.name, code + 1, n),
                        );
                    });
                });
            html.elem("p")
                .class("walk-hint")
                .text(match walk.next_is() {
                    Next::Code => words::TAP_NEXT_CODE,
                    Next::Child => words::TAP_NEXT_CHILD,
                    Next::End => words::TAP_LAST,
                });
        });
    html
}

/// The sequence's end: every code was shown; again, another class, or
/// back to the results.
fn end_markup(html: &mut Html, children: usize, several: bool, links: &Params) {
    html.elem("div").class("walk-done").body(|html| {
        html.elem("p")
            .class("walk-done-text")
            .attr("data-walk-done", "")
            .text(&words::all_shown(children));
        html.elem("p").class("walk-done-links").body(|html| {
            html.elem("button")
                .attr("type", "button")
                .class("button")
                .action(&WalkAction::Restart)
                .text(words::START_AGAIN);
            if several {
                let all = Params {
                    all_children: true,
                    ..links.clone()
                };
                html.elem("a")
                    .class("button")
                    .attr("href", &href(Page::HandIn, &all))
                    .text(words::OTHER_CLASS);
            }
            html.elem("a")
                .class("button")
                .attr("href", &href(Page::Results, links))
                .text(words::BACK_TO_RESULTS);
        });
    });
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

    /// Hand-ins of `names`, one code each, as the walk-round has them.
    fn walked(names: &[&str]) -> Vec<(HandIn, Vec<HandInCode>)> {
        names
            .iter()
            .map(|name| {
                let h = HandIn {
                    name: name.to_string(),
                    avatar: "urs".into(),
                    ..HandIn::default()
                };
                let c = codes(&h, "https://exemplu.ro/sah/#/preda?toti=1");
                (h, c)
            })
            .collect()
    }

    #[test]
    fn the_walk_shows_one_code_at_a_time_with_the_counter_and_what_a_tap_does() {
        let mut handins = walked(&["Ana", "Ion", "Ștefan"]);
        // Ion hands in two codes (any second code will do here).
        let second = codes(&handins[1].0, "https://a.ro/#/").remove(0);
        handins[1].1.push(second);
        let mut walk = Walk::new(handins.iter().map(|(_, c)| c.len()).collect());
        let draw =
            |walk: &Walk| walk_markup(&handins, walk, "2A", true, &Params::default()).into_string();
        let first = draw(&walk);
        assert!(first.starts_with("<div class=\"handin-walk\" data-handin-walk=\"cod\"><div class=\"walk-bar\"><button type=\"button\" class=\"walk-back\" data-action=\"back\" disabled>◀ Înapoi</button><p class=\"walk-counter\" data-walk-counter=\"\" aria-live=\"polite\"><span class=\"walk-class\">2A</span> · <span>Copilul 1 din 3</span></p><a class=\"button walk-close\" href=\"#/rezultate\">✕ Închide</a></div><section class=\"walk-child\" data-handin-child=\"Ana\"><h1 class=\"walk-name\">"));
        assert_eq!(first.matches("data-handin-qr").count(), 1);
        assert!(first.contains("<svg data-handin-qr=\"\" data-part=\"1/1\" class=\"qr\""));
        assert!(
            first.ends_with(
                "<p class=\"walk-hint\">Atinge ecranul pentru copilul următor.</p></div>"
            )
        );
        walk.update(WalkAction::Next);
        let ion = draw(&walk);
        assert!(ion.contains("<span>Copilul 2 din 3 · codul 1 din 2</span>"));
        assert!(ion.contains("data-handin-child=\"Ion\""));
        assert!(ion.contains("data-part=\"1/2\""));
        assert!(ion.contains("aria-label=\"Codul QR cu rezultatele: Ion, codul 1 din 2\""));
        assert!(ion.contains("data-action=\"back\">◀ Înapoi</button>"));
        assert!(
            ion.ends_with("<p class=\"walk-hint\">Atinge ecranul pentru codul următor.</p></div>")
        );
        walk.update(WalkAction::Next);
        walk.update(WalkAction::Next);
        let last = draw(&walk);
        assert!(last.contains("<span>Copilul 3 din 3</span>"));
        assert!(last.ends_with("<p class=\"walk-hint\">Atinge ecranul ca să termini.</p></div>"));
        walk.update(WalkAction::Next);
        let end = draw(&walk);
        assert!(end.starts_with("<div class=\"handin-walk walk-end\" data-handin-walk=\"gata\">"));
        assert!(!end.contains("data-handin-qr") && !end.contains("data-handin-child"));
        assert!(end.ends_with("<div class=\"walk-done\"><p class=\"walk-done-text\" data-walk-done=\"\">Gata: ai arătat codurile tuturor celor 3 copii.</p><p class=\"walk-done-links\"><button type=\"button\" class=\"button\" data-action=\"restart\">↺ Arată din nou de la început</button><a class=\"button\" href=\"#/preda?toti=1\">Altă clasă</a><a class=\"button\" href=\"#/rezultate\">Înapoi la rezultate</a></p></div></div>"));
        // One class only on the tablet, and no class: no „Altă clasă”, no name.
        let alone = walk_markup(&handins, &walk, "", false, &Params::default()).into_string();
        assert!(!alone.contains("Altă clasă") && !alone.contains("walk-class"));
    }

    #[test]
    fn the_chooser_has_a_button_per_class_and_one_for_the_others() {
        let groups = [
            Group {
                class: Some("18c2".into()),
                name: "2A".into(),
                children: (1..=12).map(ChildId).collect(),
            },
            Group {
                class: Some("19d3".into()),
                name: "3B".into(),
                children: (13..=37).map(ChildId).collect(),
            },
            Group {
                class: None,
                name: String::new(),
                children: vec![ChildId(40)],
            },
        ];
        let html = chooser_markup(&groups, false, &Params::default()).into_string();
        assert_eq!(
            html,
            "<h1>📤 Toți copiii acestei tablete</h1><p class=\"intro\">Pe această tabletă sunt copii din mai multe clase. Alege clasa care predă acum.</p><ul class=\"handin-classes\"><li><a class=\"button handin-class-choice\" href=\"#/preda?toti=1&amp;clasa=18c2\" data-handin-class=\"18c2\"><span class=\"choice-name\">2A</span><span class=\"choice-count\">12 copii</span></a></li><li><a class=\"button handin-class-choice\" href=\"#/preda?toti=1&amp;clasa=19d3\" data-handin-class=\"19d3\"><span class=\"choice-name\">3B</span><span class=\"choice-count\">25 de copii</span></a></li><li><a class=\"button handin-class-choice\" href=\"#/preda?toti=1&amp;clasa=\" data-handin-class=\"\"><span class=\"choice-name\">Alți copii</span><span class=\"choice-count\">1 copil</span></a></li></ul><p class=\"handin-links\"><a class=\"button\" href=\"#/rezultate\">Înapoi la rezultate</a></p>"
        );
        let unknown = chooser_markup(&groups, true, &Params::default()).into_string();
        assert!(unknown.contains("<p class=\"notice\">Niciun copil de pe această tabletă nu este în clasa din legătură. Alege clasa care predă acum.</p>"));
        // The link of the children of no class opens their walk.
        let parsed = ui_model::route::parse("#/preda?toti=1&clasa=");
        assert_eq!(
            walk::shown(&groups, parsed.params.class.as_deref()),
            Shown::Walk(&groups[2])
        );
    }

    #[test]
    fn names_stay_text() {
        for evil in EVIL {
            let html = page(&[evil], true, false);
            assert_safe(&html);
            assert!(html.contains(&format!("data-handin-child=\"{}\"", escaped(evil))));
            let handins = walked(&[evil]);
            let walk = Walk::new(vec![1]);
            let html = walk_markup(&handins, &walk, evil, false, &Params::default()).into_string();
            assert_safe(&html);
            assert!(html.contains(&format!("data-handin-child=\"{}\"", escaped(evil))));
            let group = Group {
                class: Some(evil.to_string()),
                name: evil.to_string(),
                children: vec![ChildId(1)],
            };
            assert_safe(chooser_markup(&[group], false, &Params::default()).as_str());
        }
    }
}
