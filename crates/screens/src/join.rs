//! `#/intra?clasa=<cod>`: a class's join link, opened on a tablet (its
//! camera read the class's QR code, or a link was followed). The class's
//! children become the tablet's children, each with an animal, without
//! typing ([`storage::Device::join`]); the page says what it did in one
//! sentence and shows the class's children as big buttons: a tap, and that
//! child plays.
//!
//! The link is read once: the address loses its code at once, so a reload
//! shows `#/intra` alone (reading it again would change nothing anyway).

use web_sys::Element;

use crate::dom::{self, listen};
use crate::players::grouped;
use ::words::join as words;
use ::words::storage::CHOICE_REFUSED;
use storage::roster::{Invite, Joined};
use storage::{Child, ChildId, Device, Store};
use ui_model::action::PlayersAction as Action;
use ui_model::avatars::{AVATARS, Avatar};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use web::action::clicked;
use web::glue::child_changed;
use web::js;

/// What opening the page did.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Outcome {
    /// No code in the address (`#/intra`, e.g. reloaded after a join).
    NoCode,
    /// A code that is not a class's, or is damaged: nothing changed.
    Damaged,
    /// The class's children were brought onto the device.
    Joined {
        class: String,
        name: String,
        done: Joined,
    },
}

impl Outcome {
    /// Whether the device now keeps children of the class.
    fn kept(&self) -> bool {
        matches!(self, Outcome::Joined { done, .. } if storage::roster::unavailable(done).is_ok()
            && done.added + done.joined + done.already > 0)
    }
}

/// The animal of the child at place `i` of the roster: the next one each
/// time, so children who sit side by side have different animals.
fn avatar_of(i: usize) -> String {
    AVATARS[i % AVATARS.len()].slug.to_string()
}

/// Reads the code (if any) and brings its class onto the device.
fn open<S: Store>(device: &Device<S>, code: Option<&str>) -> Outcome {
    let Some(code) = code else {
        return Outcome::NoCode;
    };
    match Invite::from_code(code) {
        None => Outcome::Damaged,
        Some(invite) => Outcome::Joined {
            done: device.join(&invite, &avatar_of),
            class: invite.class,
            name: invite.name,
        },
    }
}

/// Draws `#/intra` into `root`; `code` is the link's `clasa=`.
pub fn mount(root: &Element, code: Option<&str>) {
    let _ = root.set_attribute("class", "join-page");
    let device = Device::browser();
    let outcome = open(&device, code);
    if code.is_some() {
        // Read once: a reload shows the page without its code.
        dom::replace_hash(&href(Page::Join, &Params::default()));
    }
    if outcome.kept() {
        // The tablet's children of a class are worth keeping through a
        // browser's clean-up: ask it to (a refusal changes nothing).
        js::persist_storage();
    }
    if matches!(outcome, Outcome::Joined { .. }) {
        // „Copilul 1”, never played, may be gone: the header's chip follows.
        child_changed();
    }
    root.set_inner_html(page_markup(&device, &outcome, false).as_str());
    let on_click = {
        let root = root.clone();
        move |event: web_sys::Event| {
            let Some((Action::Play(id), _)) = clicked(&event) else {
                return;
            };
            let device = Device::browser();
            if id != device.current_id() && device.choose(id).is_err() {
                root.set_inner_html(page_markup(&device, &outcome, true).as_str());
                return;
            }
            child_changed();
            if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(&href(Page::Menu, &Params::default()));
            }
        }
    };
    listen(root, "click", on_click);
}

/// The page: its title, what the link did, and the children to tap (the
/// class's after a join; every class's on the device without a code).
fn page_markup<S: Store>(d: &Device<S>, outcome: &Outcome, refused: bool) -> Html {
    let mut html = Html::new();
    html.elem("section").class("join").body(|h| {
        h.elem("h1").text(words::JOIN_TITLE);
        let (groups, _) = grouped(d.children());
        let (said, groups) = match outcome {
            Outcome::NoCode => (words::NO_CODE.to_string(), groups),
            Outcome::Damaged => (words::BAD_CODE.to_string(), Vec::new()),
            Outcome::Joined { class, name, done } => {
                let there = done.joined + done.already;
                let said =
                    words::joined(name, done.added as u32, there as u32, done.not_kept as u32);
                let groups = groups.into_iter().filter(|g| g.id == *class).collect();
                (said, groups)
            }
        };
        h.elem("p")
            .class("join-said")
            .attr("data-join-said", "")
            .attr("role", "status")
            .text(&said);
        if refused {
            h.elem("p")
                .class("notice")
                .attr("role", "alert")
                .text(CHOICE_REFUSED);
        }
        if groups.is_empty() {
            return;
        }
        h.elem("p").class("join-tap").text(words::TAP_YOUR_NAME);
        for g in groups {
            h.elem("section")
                .class("join-group")
                .attr("data-class-group", &g.id)
                .body(|h| {
                    h.elem("h2").text(&g.name);
                    h.elem("ul").class("join-children").body(|h| {
                        for (id, c) in &g.children {
                            child_button(h, *id, c);
                        }
                    });
                });
        }
    });
    html
}

/// One child of the class: their animal and name, one tap to play.
fn child_button(html: &mut Html, id: ChildId, c: &Child) {
    html.elem("li").attr("data-player", &c.nume).body(|h| {
        h.elem("button")
            .class("join-child")
            .action(&Action::Play(id))
            .body(|h| {
                Avatar::of(&c.avatar).boxed(h);
                h.elem("span").class("join-name").text(&c.nume);
            });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use storage::Memory;
    use storage::roster::Roster;
    use ui_model::action::read_first;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    fn invite(class: &str, name: &str, names: &[&str]) -> Invite {
        let roster = Roster::default().edited(&names.join("\n")).unwrap();
        Invite {
            class: class.into(),
            name: name.into(),
            children: roster.children,
        }
    }

    fn said(html: &Html) -> &str {
        let start = "<p class=\"join-said\" data-join-said=\"\" role=\"status\">";
        let from = html.find(start).unwrap() + start.len();
        &html[from..from + html[from..].find("</p>").unwrap()]
    }

    #[test]
    fn a_link_adds_the_class_with_an_animal_each_and_shows_them_to_tap() {
        let d = Device::new(Memory::default());
        let andrei = d.add_child("andrei", "leu").unwrap();
        let code = invite("2a", "2A", &["Maria P.", "Maria T.", "Andrei"]).to_code();
        let outcome = open(&d, Some(&code));
        assert!(outcome.kept());
        let html = page_markup(&d, &outcome, false);
        assert_safe(&html);
        assert_eq!(
            said(&html),
            escaped(
                "Am adăugat 2 copii din clasa „2A” pe această tabletă. Un copil era deja aici."
            )
        );
        let group = "<section class=\"join-group\" data-class-group=\"2a\"><h2>2A</h2>";
        assert!(html.contains(group), "{}", html.as_str());
        let names: Vec<String> = d
            .children_of_class("2a")
            .into_iter()
            .map(|(_, c)| c.nume)
            .collect();
        assert_eq!(names, ["Maria P.", "Maria T.", "Andrei"]);
        // Distinct animals by the roster's order; Andrei keeps his own.
        let animals: Vec<String> = d
            .children_of_class("2a")
            .into_iter()
            .map(|(_, c)| c.avatar)
            .collect();
        assert_eq!(animals, ["vulpe", "urs", "leu"]);
        let last = &html[html.rfind("<button class=\"join-child\"").unwrap()..];
        assert_eq!(read_first(last, "play"), Some(Action::Play(andrei)));
        assert_eq!(html.matches("data-action=\"play\"").count(), 3);
        // Again: nothing added, the same three.
        let again = open(&d, Some(&code));
        let html = page_markup(&d, &again, false);
        assert_eq!(
            said(&html),
            escaped("Toți cei 3 copii ai clasei „2A” erau deja pe această tabletă.")
        );
        assert_eq!(d.children().len(), 3);
    }

    #[test]
    fn a_damaged_code_says_so_and_changes_nothing() {
        let d = Device::new(Memory::default());
        d.add_child("Ana", "urs").unwrap();
        let before = d.children();
        let code = invite("2a", "2A", &["Ana", "Bogdan"]).to_code();
        for bad in [&code[..code.len() - 2], "SALUT", ""] {
            let outcome = open(&d, Some(bad));
            assert_eq!(outcome, Outcome::Damaged);
            assert!(!outcome.kept());
            let html = page_markup(&d, &outcome, false);
            assert_eq!(said(&html), escaped(words::BAD_CODE));
            assert!(!html.contains("data-action"));
        }
        assert_eq!(d.children(), before);
    }

    #[test]
    fn a_full_storage_says_so() {
        let d = Device::new(Memory::default());
        d.add_child("Ana", "urs").unwrap();
        d.store().full.set(true);
        let outcome = open(
            &d,
            Some(&invite("2a", "2A", &["Bogdan", "Cezar"]).to_code()),
        );
        assert!(!outcome.kept());
        let html = page_markup(&d, &outcome, false);
        assert_eq!(said(&html), escaped(&words::joined("2A", 0, 0, 2)));
        assert!(
            said(&html).starts_with("Acest browser nu lasă aplicația să păstreze copiii clasei")
        );
        assert_eq!(d.children().len(), 2);
    }

    #[test]
    fn without_a_code_every_class_on_the_device_is_shown_in_the_order_it_came() {
        let d = Device::new(Memory::default());
        assert_eq!(open(&d, None), Outcome::NoCode);
        let html = page_markup(&d, &Outcome::NoCode, false);
        assert_eq!(said(&html), escaped(words::NO_CODE));
        assert!(!html.contains("join-group"));
        d.join(&invite("3b", "3B", &["Andrei"]), &avatar_of);
        d.join(&invite("2a", "2A", &["Andrei", "Ana"]), &avatar_of);
        let html = page_markup(&d, &Outcome::NoCode, true);
        let b = html.find("data-class-group=\"3b\"").unwrap();
        let a = html.find("data-class-group=\"2a\"").unwrap();
        assert!(b < a);
        assert_eq!(html.matches("data-player=\"Andrei\"").count(), 2);
        assert!(html.contains(&escaped(CHOICE_REFUSED)));
    }

    #[test]
    fn names_from_a_code_stay_text() {
        for evil in EVIL {
            let cut: String = evil.chars().take(storage::NAME_MAX).collect();
            let evil = storage::name_rule(&cut).unwrap();
            let d = Device::new(Memory::default());
            let outcome = open(&d, Some(&invite("x\"<", &evil, &[&evil]).to_code()));
            let html = page_markup(&d, &outcome, false);
            assert_safe(&html);
            assert!(html.contains(&format!("<h2>{}</h2>", escaped(&evil))));
            assert!(html.contains(&format!(
                "<span class=\"join-name\">{}</span>",
                escaped(&evil)
            )));
        }
    }
}
