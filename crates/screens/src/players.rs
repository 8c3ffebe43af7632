//! `#/jucatori` („Cine joacă?”): the children of a shared device, where a
//! child taps their name to play, or is added, renamed or deleted. One of
//! the screens loaded when opened: a child meets it only from the header's
//! chip, so the first load need not carry it.
//!
//! Written as markup ([`Html`]: names escape themselves) with one click and
//! one submit handler that tell its buttons apart by their [`Action`]. When
//! who plays, or their name, may have changed, the app is told
//! ([`web::glue::child_changed`]) so that its header's chip follows.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::dom::listen;
use ::words::join::OTHER_CHILDREN;
use ::words::profiles as words;
use ::words::storage::{self as storage_words, CHOICE_REFUSED};
use engine::Variant;
use storage::{self, Browser, Child, ChildId, Device, NAME_MAX, NameError, Store};
use ui_model::action::PlayersAction as Action;
use ui_model::avatars::{AVATARS, Avatar};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use web::action::clicked;
use web::glue::child_changed;
use web::js;

/// What the screen shows besides the device's children.
struct PlayersScreen {
    root: Element,
    device: Device<Browser>,
    /// The form of a child, when it is open.
    form: Option<Form>,
    /// The browser refused to change who plays.
    refused: bool,
}

impl PlayersScreen {
    fn draw(&self) {
        let page = page_markup(&self.device, self.form.as_ref(), self.refused);
        self.root.set_inner_html(page.as_str());
    }

    /// Who plays, or their name, may have changed: the screen shows the
    /// child the device now has, and the app's chip follows.
    fn changed(&mut self) {
        self.device = Device::browser().for_current();
        child_changed();
    }

    /// The form's name, added or renamed; the form stays open with what
    /// was wrong.
    fn submit(&mut self) {
        let Some(f) = self.form.take() else {
            return;
        };
        let name = typed_name(&self.root);
        let d = &self.device;
        let result = match f.editing {
            None => d
                .add_child(&name, f.avatar)
                .map(|id| self.refused = d.choose(id).is_err()),
            Some(id) => {
                let old = d
                    .children()
                    .into_iter()
                    .find(|(c, _)| *c == id)
                    .map(|(_, c)| c.nume);
                match (old, storage::name_rule(&name)) {
                    (Some(old), Ok(new)) if !js::confirm(&words::rename_question(&old, &new)) => {
                        self.form = Some(f);
                        return;
                    }
                    _ => d.rename_child(id, &name, f.avatar),
                }
            }
        };
        match result {
            Ok(()) => self.changed(),
            Err(e) => {
                self.form = Some(Form {
                    name,
                    error: name_error(e),
                    ..f
                })
            }
        }
        self.draw();
    }

    /// What a button does; whether the screen is drawn again.
    fn press(&mut self, action: Action) -> bool {
        let d = &self.device;
        let child = |id| d.children().into_iter().find(|(c, _)| *c == id);
        match action {
            Action::Play(id) => {
                // Choosing the child who plays changes nothing (and a blocked
                // storage has no one else).
                self.refused = id != d.current_id() && d.choose(id).is_err();
                if self.refused {
                    return true;
                }
                child_changed();
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash(&href(Page::Menu, &Params::default()));
                }
                return false;
            }
            Action::Add => {
                // A new child gets the next animal, to be changed at will.
                let next = AVATARS[d.children().len() % AVATARS.len()];
                self.form = Some(Form {
                    editing: None,
                    name: String::new(),
                    avatar: next.slug,
                    error: String::new(),
                });
            }
            Action::Edit(id) => {
                let Some((_, c)) = child(id) else {
                    return false;
                };
                self.form = Some(Form {
                    editing: Some(id),
                    name: c.nume,
                    avatar: Avatar::of(&c.avatar).slug,
                    error: String::new(),
                });
            }
            Action::Delete(id) => {
                let Some((_, c)) = child(id) else {
                    return false;
                };
                if !js::confirm(&words::delete_question(&c.nume)) {
                    return false;
                }
                d.delete_child(id);
                self.changed();
            }
            Action::Avatar(avatar) => {
                let name = typed_name(&self.root);
                if let Some(f) = &mut self.form {
                    f.avatar = avatar;
                    f.name = name;
                }
            }
            Action::Cancel => self.form = None,
        }
        true
    }
}

/// Draws `#/jucatori` into `root`.
pub fn mount(root: &Element, device: Device<Browser>) {
    let _ = root.set_attribute("class", "players-page");
    let screen = Rc::new(RefCell::new(PlayersScreen {
        root: root.clone(),
        device,
        form: None,
        refused: false,
    }));
    screen.borrow().draw();
    let on_click = {
        let screen = screen.clone();
        move |event: web_sys::Event| {
            let Some((action, _)) = clicked(&event) else {
                return;
            };
            let mut s = screen.borrow_mut();
            if s.press(action) {
                s.draw();
            }
        }
    };
    let on_submit = move |event: web_sys::Event| {
        event.prevent_default();
        screen.borrow_mut().submit();
    };
    listen(root, "click", on_click);
    listen(root, "submit", on_submit);
}

/// The page: its title, what it is for, the notice and the form when
/// open (an overlay: its place here puts the notice above the cards),
/// then the cards.
fn page_markup<S: Store>(d: &Device<S>, form: Option<&Form>, refused: bool) -> Html {
    let available = d.is_available();
    let mut html = Html::new();
    html.elem("section").class("players").body(|h| {
        h.elem("h1").text(words::PLAYERS_TITLE);
        h.elem("p").class("intro").text(if available {
            words::PLAYERS_INTRO
        } else {
            words::PROFILES_BLOCKED
        });
        h.elem("div").body(|h| {
            if refused {
                h.elem("p")
                    .class("notice")
                    .attr("role", "alert")
                    .text(CHOICE_REFUSED);
            }
            if let Some(f) = form {
                h.html(&form_markup(f));
            }
        });
        h.html(&children_markup(d, available));
    });
    html
}

/// The form of a child, when it is open.
#[derive(Clone, PartialEq, Debug)]
struct Form {
    /// `None`: a new child.
    editing: Option<ChildId>,
    name: String,
    avatar: &'static str,
    error: String,
}

fn name_error(e: NameError) -> String {
    match e {
        NameError::Empty => words::NAME_EMPTY.to_string(),
        NameError::TooLong(n) => words::name_too_long(n, NAME_MAX),
        NameError::Taken(name) => words::name_taken(&name),
        NameError::Unavailable => words::PROFILES_BLOCKED.to_string(),
        NameError::Gone => storage_words::RENAME_GONE.to_string(),
    }
}

/// The name typed in the screen's form, as it is now.
fn typed_name(root: &Element) -> String {
    root.query_selector(".child-form input")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The children of a teacher's class on the device.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct ClassGroup {
    /// The class's id (`data-class-group`).
    pub id: String,
    /// Its name („2A”).
    pub name: String,
    /// In the roster's order of their ids.
    pub children: Vec<(ChildId, Child)>,
}

/// `children` by class: each class's, the classes in the order their first
/// child came; then the children of no class, in their order.
pub(crate) fn grouped(children: Vec<(ChildId, Child)>) -> (Vec<ClassGroup>, Vec<(ChildId, Child)>) {
    let mut groups: Vec<ClassGroup> = Vec::new();
    let mut others = Vec::new();
    for (id, c) in children {
        let Some(m) = &c.clasa else {
            others.push((id, c));
            continue;
        };
        match groups.iter_mut().find(|g| g.id == m.id) {
            Some(g) => g.children.push((id, c)),
            None => groups.push(ClassGroup {
                id: m.id.clone(),
                name: m.nume.clone(),
                children: vec![(id, c)],
            }),
        }
    }
    for g in &mut groups {
        engine::sort_small_by_key(&mut g.children, |(_, c)| {
            c.clasa.as_ref().map_or(0, |m| m.copil)
        });
    }
    (groups, others)
}

/// The children's cards, the current one marked, then the card that adds
/// one: one list; with children of a class, a list under each class's
/// name, then the children of no class under [`OTHER_CHILDREN`]. The
/// current child has a card even when nothing could be stored (no
/// renaming or deleting then).
fn children_markup<S: Store>(d: &Device<S>, available: bool) -> Html {
    let (current, playing) = d.current();
    let mut children = d.children();
    let stored = children.iter().any(|(id, _)| *id == current);
    if !stored {
        children.insert(0, (current, playing));
    }
    let (groups, others) = grouped(children);
    let mut html = Html::new();
    let card = |h: &mut Html, id: ChildId, c: &Child| {
        let is_current = id == current;
        child_card(h, d, id, c, is_current, stored || !is_current);
    };
    for g in &groups {
        html.elem("section")
            .class("class-group")
            .attr("data-class-group", &g.id)
            .body(|h| {
                h.elem("h2").text(&g.name);
                h.elem("ul").class("children").body(|h| {
                    for (id, c) in &g.children {
                        card(h, *id, c);
                    }
                });
            });
    }
    if !groups.is_empty() && !others.is_empty() {
        html.elem("h2").class("other-children").text(OTHER_CHILDREN);
    }
    html.elem("ul").class("children").body(|h| {
        for (id, c) in &others {
            card(h, *id, c);
        }
        if available {
            h.elem("li").class("child-card add").body(|h| {
                h.elem("button")
                    .class("child-play")
                    .action(&Action::Add)
                    .body(|h| {
                        h.elem("span")
                            .class("add-plus")
                            .attr("aria-hidden", "true")
                            .text("+");
                        h.elem("span").class("child-name").text(words::ADD_CHILD);
                    });
            });
        }
    });
    html
}

/// One child's card: the button that lets them play (their avatar, name,
/// what they have done, and whether they play now), then, when `editable`,
/// the buttons that rename and delete them.
fn child_card<S: Store>(
    html: &mut Html,
    d: &Device<S>,
    id: ChildId,
    c: &Child,
    is_current: bool,
    editable: bool,
) {
    let n = d.load_of(id).map_or(0, |m| m.len() as u32);
    let stars = d.puzzle_stars_of(id);
    let solved = Variant::ALL.iter().map(|v| stars.solved_in(*v).0).sum();
    html.elem("li")
        .class(if is_current {
            "child-card current"
        } else {
            "child-card"
        })
        .attr("data-player", &c.nume)
        .body(|h| {
            h.elem("button")
                .class("child-play")
                .action(&Action::Play(id))
                .body(|h| {
                    Avatar::of(&c.avatar).boxed(h);
                    h.elem("span").class("child-name").text(&c.nume);
                    h.elem("span")
                        .class("child-count")
                        .text(&words::done_so_far(n, solved));
                    if is_current {
                        h.elem("span").class("child-now").text(words::PLAYING_NOW);
                    }
                });
            if editable {
                h.elem("div").class("child-actions").body(|h| {
                    h.elem("button")
                        .action(&Action::Edit(id))
                        .text(words::RENAME);
                    h.elem("button")
                        .class("danger")
                        .action(&Action::Delete(id))
                        .text(words::DELETE);
                });
            }
        });
}

/// The form of a new or renamed child: a name and an animal.
fn form_markup(f: &Form) -> Html {
    let mut html = Html::new();
    html.elem("div").class("child-form-overlay").body(|h| {
        h.elem("form")
            .class("child-form")
            .attr("role", "dialog")
            .attr("aria-modal", "true")
            .attr("aria-label", words::NAME_QUESTION)
            .body(|h| {
                h.elem("label").class("name-label").body(|h| {
                    h.text(words::NAME_QUESTION);
                    h.elem("input")
                        .attr("type", "text")
                        .attr("name", "nume")
                        .attr("autocomplete", "off")
                        .attr("value", &f.name)
                        .void();
                });
                h.elem("p")
                    .class("form-error")
                    .attr("role", "alert")
                    .text(&f.error);
                h.elem("fieldset").class("avatar-picker").body(|h| {
                    h.elem("legend").text(words::AVATAR_QUESTION);
                    for a in AVATARS {
                        avatar_choice(h, &a, f.avatar == a.slug);
                    }
                });
                h.elem("div").class("form-actions").body(|h| {
                    h.elem("button")
                        .attr("type", "submit")
                        .class("primary big")
                        .text(if f.editing.is_some() {
                            words::SAVE
                        } else {
                            words::CREATE
                        });
                    h.elem("button")
                        .attr("type", "button")
                        .action(&Action::Cancel)
                        .text(words::CANCEL);
                });
            });
    });
    html
}

/// One animal of the form's picker, pressed when it is the chosen one.
fn avatar_choice(html: &mut Html, a: &Avatar, chosen: bool) {
    html.elem("button")
        .attr("type", "button")
        .class("avatar-choice")
        .action(&Action::Avatar(a.slug))
        .attr("aria-pressed", if chosen { "true" } else { "false" })
        .body(|h| a.svg(h));
}

#[cfg(test)]
mod tests {
    use super::*;
    use storage::Memory;
    use ui_model::action::read_first;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    /// Names a child may type that try to become markup (at most
    /// [`NAME_MAX`] characters, as the device keeps them).
    const SHORT_EVIL: [&str; 3] = [
        "\"><img src onerror=a()>",
        "' onmouseover='x",
        "</li><b>&amp;",
    ];

    #[test]
    fn the_cards_keep_names_in_their_text_and_attribute() {
        for evil in SHORT_EVIL {
            let d = Device::new(Memory::default());
            let id = d.add_child(evil, "pisica").unwrap();
            let html = children_markup(&d, true);
            assert_safe(&html);
            let name = escaped(evil);
            assert!(html.contains(&format!("<li class=\"child-card\" data-player=\"{name}\">")));
            assert!(html.contains(&format!("<span class=\"child-name\">{name}</span>")));
            assert_eq!(
                html.matches("data-action=\"play\"").count(),
                2,
                "{}",
                html.as_str()
            );
            let edit = &html[html.rfind("<button data-action=\"edit\"").unwrap()..];
            assert_eq!(read_first(edit, "edit"), Some(Action::Edit(id)));
            let delete = &html[html.rfind("<button class=\"danger\"").unwrap()..];
            assert_eq!(read_first(delete, "delete"), Some(Action::Delete(id)));
            let play = &html[html
                .rfind("<button class=\"child-play\" data-action=\"play\"")
                .unwrap()..];
            assert_eq!(read_first(play, "play"), Some(Action::Play(id)));
            assert_eq!(read_first(&html, "add"), Some(Action::Add));
        }
        assert_eq!(
            escaped("\"><img src onerror=a()>"),
            "&quot;&gt;&lt;img src onerror=a()&gt;"
        );
    }

    #[test]
    fn a_blocked_storage_shows_one_child_to_play_and_says_why() {
        // Natively the browser's storage is a blocked one.
        let html = page_markup(&Device::new(Browser), None, false);
        let intro = format!(
            "<p class=\"intro\">{}</p>",
            escaped(words::PROFILES_BLOCKED)
        );
        assert!(html.contains(&intro), "{}", html.as_str());
        assert_eq!(html.matches("data-action=\"play\"").count(), 1);
        assert!(html.contains("<span class=\"child-name\">Copilul 1</span>"));
        for absent in [
            "data-action=\"add\"",
            "data-action=\"edit\"",
            "data-action=\"delete\"",
            "role=\"alert\"",
        ] {
            assert!(!html.contains(absent), "{absent}");
        }
    }

    #[test]
    fn a_refused_choice_is_said_above_the_open_form_and_the_cards() {
        let d = Device::new(Memory::default());
        d.add_child("Ana", "urs").unwrap();
        let form = Form {
            editing: None,
            name: "Ion".into(),
            avatar: "urs",
            error: String::new(),
        };
        let html = page_markup(&d, Some(&form), true);
        let head = format!(
            "<section class=\"players\"><h1>{}</h1><p class=\"intro\">{}</p><div><p class=\"notice\" role=\"alert\">{}</p><div class=\"child-form-overlay\">",
            escaped(words::PLAYERS_TITLE),
            escaped(words::PLAYERS_INTRO),
            escaped(CHOICE_REFUSED)
        );
        assert!(html.starts_with(&head), "{}", html.as_str());
        let cards = html.find("<ul class=\"children\">").unwrap();
        assert!(cards > html.find("</form></div></div>").unwrap());
        assert!(html[cards..].contains("data-player=\"Ana\""));
        assert!(html.ends_with("</ul></section>"));
        assert_safe(&html);
    }

    #[test]
    fn the_form_keeps_the_typed_name_in_its_value() {
        for evil in EVIL {
            let html = form_markup(&Form {
                editing: None,
                name: evil.to_string(),
                avatar: "vulpe",
                error: name_error(NameError::Taken(evil.to_string())),
            });
            assert_safe(&html);
            assert!(html.contains(&format!(
                "<input type=\"text\" name=\"nume\" autocomplete=\"off\" value=\"{}\">",
                escaped(evil)
            )));
            assert!(html.contains(&format!(
                "<p class=\"form-error\" role=\"alert\">{}</p>",
                escaped(&words::name_taken(evil))
            )));
            assert_eq!(
                read_first(&html, "bufnita"),
                Some(Action::Avatar("bufnita"))
            );
            assert_eq!(read_first(&html, "cancel"), Some(Action::Cancel));
        }
    }
}
