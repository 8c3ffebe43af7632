//! The children of a shared device: the header's chip with the current
//! child (`[data-profile]`), and `#/jucatori` ("Cine joacă?"), where a child
//! taps their name to play, or is added, renamed or deleted.
//!
//! The page is written as markup ([`Html`]: names escape themselves) with
//! one click and one submit handler that tell its buttons apart by their
//! [`Action`], as the results page does: far smaller in the wasm than a view
//! per card.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use ::words::profiles as words;
use ::words::storage::{self as storage_words, CHOICE_REFUSED};
use engine::Variant;
use storage::{self, Child, ChildId, Device, NAME_MAX, NameError, Store};
use ui_model::action::PlayersAction as Action;
use ui_model::avatars::{AVATARS, Avatar};
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use web::action::clicked;
use web::js;

/// The child playing now, for the header (a small `Copy` handle).
#[derive(Clone, Copy)]
pub struct Profile(pub RwSignal<Child>);

impl Profile {
    /// The child playing now, read again from the storage (this tab chose
    /// one, or another tab did); their name if it is another child than before.
    pub fn refresh(self) -> Option<String> {
        let (changed, child) = ui_model::device::follow();
        let name = changed.then(|| child.nume.clone());
        self.0.set(child);
        name
    }
}

/// The header's chip: the current child's avatar and name; one tap opens
/// "Cine joacă?".
#[component]
pub fn ProfileChip(profile: Profile) -> impl IntoView {
    let markup = move || profile.0.with(chip_markup).into_string();
    let label = move || {
        format!(
            "{}: {}",
            words::SWITCH_LABEL,
            profile.0.with(|c| c.nume.clone())
        )
    };
    view! { <a class="profile-chip" href=href(Page::Players, &Params::default()) aria-label=label inner_html=markup></a> }
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

/// The name typed in the page's form, as it is now.
fn typed_name() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".child-form input").ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// `#/jucatori`.
#[component]
pub fn PlayersPage(profile: Profile) -> impl IntoView {
    let available = ui_model::device::use_device().is_available();
    // Bumped after every change: the markup is read again.
    let version = RwSignal::new(0u32);
    let form = RwSignal::new(None::<Form>);
    // The browser refused to change who plays.
    let refused = RwSignal::new(false);
    let changed = move || {
        version.update(|v| *v += 1);
        profile.refresh();
    };
    let submit = move || {
        let Some(f) = form.get_untracked() else {
            return;
        };
        let name = typed_name();
        let d = ui_model::device::use_device();
        let result = match f.editing {
            None => d
                .add_child(&name, f.avatar)
                .map(|id| refused.set(d.choose(id).is_err())),
            Some(id) => {
                let old = d
                    .children()
                    .into_iter()
                    .find(|(c, _)| *c == id)
                    .map(|(_, c)| c.nume);
                match (old, storage::name_rule(&name)) {
                    (Some(old), Ok(new)) if !js::confirm(&words::rename_question(&old, &new)) => {
                        return;
                    }
                    _ => d.rename_child(id, &name, f.avatar),
                }
            }
        };
        match result {
            Ok(()) => {
                form.set(None);
                changed();
            }
            Err(e) => form.set(Some(Form {
                name,
                error: name_error(e),
                ..f
            })),
        }
    };
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some((action, _)) = clicked(&ev) else {
            return;
        };
        let d = ui_model::device::use_device();
        let child = |id| d.children().into_iter().find(|(c, _)| *c == id);
        match action {
            Action::Play(id) => {
                // Choosing the child who plays changes nothing (and a blocked
                // storage has no one else).
                refused.set(id != d.current_id() && d.choose(id).is_err());
                if refused.get_untracked() {
                    return;
                }
                profile.refresh();
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash(&href(Page::Menu, &Params::default()));
                }
            }
            Action::Add => {
                // A new child gets the next animal, to be changed at will.
                let next = AVATARS[d.children().len() % AVATARS.len()];
                form.set(Some(Form {
                    editing: None,
                    name: String::new(),
                    avatar: next.slug,
                    error: String::new(),
                }));
            }
            Action::Edit(id) => {
                if let Some((_, c)) = child(id) {
                    form.set(Some(Form {
                        editing: Some(id),
                        name: c.nume,
                        avatar: Avatar::of(&c.avatar).slug,
                        error: String::new(),
                    }));
                }
            }
            Action::Delete(id) => {
                if let Some((_, c)) = child(id)
                    && js::confirm(&words::delete_question(&c.nume))
                {
                    d.delete_child(id);
                    changed();
                }
            }
            Action::Avatar(avatar) => {
                let name = typed_name();
                form.update(|f| {
                    if let Some(f) = f {
                        f.avatar = avatar;
                        f.name = name;
                    }
                });
            }
            Action::Cancel => form.set(None),
        }
    };
    let cards = move || {
        version.get();
        children_markup(&ui_model::device::use_device(), available).into_string()
    };
    // The notice, then the form when it is open.
    let form_markup = move || {
        let mut html = Html::new();
        if refused.get() {
            html.elem("p")
                .class("notice")
                .attr("role", "alert")
                .text(CHOICE_REFUSED);
        }
        if let Some(f) = form.with(|f| f.as_ref().map(form_markup)) {
            html.html(&f);
        }
        html.into_string()
    };
    view! {
        <section class="players" on:click=on_click on:submit=move |ev: web_sys::SubmitEvent| {
            ev.prevent_default();
            submit();
        }>
            <h1>{words::PLAYERS_TITLE}</h1>
            <p class="intro">{if available { words::PLAYERS_INTRO } else { words::PROFILES_BLOCKED }}</p>
            // The form is an overlay: its place here puts the notice above the cards.
            <div inner_html=form_markup></div>
            <ul class="children" inner_html=cards></ul>
        </section>
    }
}

/// The header chip's inside: the child's avatar and name.
fn chip_markup(c: &Child) -> Html {
    let mut html = Html::new();
    Avatar::of(&c.avatar).boxed(&mut html);
    html.elem("span")
        .class("profile-name")
        .attr("data-profile", "")
        .text(&c.nume);
    html
}

/// The children's cards, the current one marked, then the card that adds one.
/// The current child has a card even when nothing could be stored (no
/// renaming or deleting then).
fn children_markup<S: Store>(d: &Device<S>, available: bool) -> Html {
    let (current, playing) = d.current();
    let mut children = d.children();
    let stored = children.iter().any(|(id, _)| *id == current);
    if !stored {
        children.insert(0, (current, playing));
    }
    let mut html = Html::new();
    for (id, c) in children {
        let is_current = id == current;
        child_card(&mut html, d, id, &c, is_current, stored || !is_current);
    }
    if available {
        html.elem("li").class("child-card add").body(|h| {
            h.elem("button")
                .class("child-play")
                .attr("data-action", "add")
                .body(|h| {
                    h.elem("span")
                        .class("add-plus")
                        .attr("aria-hidden", "true")
                        .text("+");
                    h.elem("span").class("child-name").text(words::ADD_CHILD);
                });
        });
    }
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
                .attr("data-action", "play")
                .number("data-id", id.0)
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
                        .attr("data-action", "edit")
                        .number("data-id", id.0)
                        .text(words::RENAME);
                    h.elem("button")
                        .class("danger")
                        .attr("data-action", "delete")
                        .number("data-id", id.0)
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
                        .attr("data-action", "cancel")
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
        .attr("data-action", "avatar")
        .attr("data-avatar", a.slug)
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
    fn the_chip_shows_any_name_as_text() {
        for evil in EVIL {
            let html = chip_markup(&Child {
                nume: evil.to_string(),
                avatar: "bufnita".into(),
            });
            assert_safe(&html);
            assert!(html.ends_with(&format!(
                "<span class=\"profile-name\" data-profile=\"\">{}</span>",
                escaped(evil)
            )));
        }
    }

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
