//! The children of a shared device: the header's chip with the current
//! child (`[data-profile]`), and `#/jucatori` ("Cine joacă?"), where a child
//! taps their name to play, or is added, renamed or deleted.
//!
//! The page is written as markup (names escaped) with one click and one
//! submit handler that tell its buttons apart by `data-action`, as the
//! results page is: far smaller in the wasm than a view per card.

use std::fmt::Write;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::avatars::{AVATARS, Avatar};
use super::js;
use super::results::escaped;
use super::route::{Page, Params, href};
use crate::engine::words::profiles as words;
use crate::storage::{self, Child, ChildId, NAME_MAX, NameError};

/// The child playing now, for the header (a small `Copy` handle).
#[derive(Clone, Copy)]
pub struct Profile(pub RwSignal<Child>);

impl Profile {
    /// The current child, read again from the storage.
    pub fn refresh(self) {
        self.0.set(super::use_device().current().1);
    }
}

/// A name made safe inside an attribute or an element.
fn attribute(text: &str) -> String {
    escaped(text).replace('"', "&quot;")
}

/// The header's chip: the current child's avatar and name; one tap opens
/// "Cine joacă?".
#[component]
pub fn ProfileChip(profile: Profile) -> impl IntoView {
    let markup = move || {
        profile.0.with(|c| {
            format!(
                "<span class=\"avatar-box\">{}</span><span class=\"profile-name\" data-profile=\"\">{}</span>",
                Avatar::of(&c.avatar).svg(),
                escaped(&c.nume)
            )
        })
    };
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
    let available = super::use_device().is_available();
    // Bumped after every change: the markup is read again.
    let version = RwSignal::new(0u32);
    let form = RwSignal::new(None::<Form>);
    let changed = move || {
        version.update(|v| *v += 1);
        profile.refresh();
    };
    let submit = move || {
        let Some(f) = form.get_untracked() else {
            return;
        };
        let name = typed_name();
        let d = super::use_device();
        let result = match f.editing {
            None => d.add_child(&name, f.avatar).map(|id| d.choose(id)),
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
        let Some(button) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-action]").ok().flatten())
        else {
            return;
        };
        let id = button
            .get_attribute("data-id")
            .and_then(|i| i.parse().ok())
            .map(ChildId);
        let d = super::use_device();
        match (button.get_attribute("data-action").as_deref(), id) {
            (Some("play"), Some(id)) => {
                d.choose(id);
                profile.refresh();
                if let Some(w) = web_sys::window() {
                    let _ = w.location().set_hash(&href(Page::Menu, &Params::default()));
                }
            }
            (Some("add"), _) => {
                // A new child gets the next animal, to be changed at will.
                let next = AVATARS[d.children().len() % AVATARS.len()];
                form.set(Some(Form {
                    editing: None,
                    name: String::new(),
                    avatar: next.slug,
                    error: String::new(),
                }));
            }
            (Some("edit"), Some(id)) => {
                if let Some((_, c)) = d.children().into_iter().find(|(c, _)| *c == id) {
                    form.set(Some(Form {
                        editing: Some(id),
                        name: c.nume,
                        avatar: Avatar::of(&c.avatar).slug,
                        error: String::new(),
                    }));
                }
            }
            (Some("delete"), Some(id)) => {
                if let Some((_, c)) = d.children().into_iter().find(|(c, _)| *c == id)
                    && js::confirm(&words::delete_question(&c.nume))
                {
                    d.delete_child(id);
                    changed();
                }
            }
            (Some("avatar"), _) => {
                let avatar =
                    Avatar::of(&button.get_attribute("data-avatar").unwrap_or_default()).slug;
                let name = typed_name();
                form.update(|f| {
                    if let Some(f) = f {
                        f.avatar = avatar;
                        f.name = name;
                    }
                });
            }
            (Some("cancel"), _) => form.set(None),
            _ => {}
        }
    };
    let cards = move || {
        version.get();
        children_markup(available)
    };
    let form_markup = move || form.get().map(|f| form_markup(&f)).unwrap_or_default();
    view! {
        <section class="players" on:click=on_click on:submit=move |ev: web_sys::SubmitEvent| {
            ev.prevent_default();
            submit();
        }>
            <h1>{words::PLAYERS_TITLE}</h1>
            <p class="intro">{if available { words::PLAYERS_INTRO } else { words::PROFILES_BLOCKED }}</p>
            <ul class="children" inner_html=cards></ul>
            <div inner_html=form_markup></div>
        </section>
    }
}

/// The children's cards, the current one marked, then the card that adds one.
/// The current child has a card even when nothing could be stored (no
/// renaming or deleting then).
fn children_markup(available: bool) -> String {
    let d = super::use_device();
    let (current, playing) = d.current();
    let mut children = d.children();
    let stored = children.iter().any(|(id, _)| *id == current);
    if !stored {
        children.insert(0, (current, playing));
    }
    let mut html = String::new();
    for (id, c) in children {
        let n = d.load_of(id).map_or(0, |m| m.len() as u32);
        let is_current = id == current;
        let name = attribute(&c.nume);
        let _ = write!(
            html,
            "<li class=\"child-card{}\" data-player=\"{name}\"><button class=\"child-play\" data-action=\"play\" data-id=\"{}\">\
             <span class=\"avatar-box\">{}</span><span class=\"child-name\">{name}</span><span class=\"child-count\">{}</span>{}</button>",
            if is_current { " current" } else { "" },
            id.0,
            Avatar::of(&c.avatar).svg(),
            words::matches_kept(n),
            if is_current {
                format!("<span class=\"child-now\">{}</span>", words::PLAYING_NOW)
            } else {
                String::new()
            },
        );
        if stored || !is_current {
            let _ = write!(
                html,
                "<div class=\"child-actions\"><button data-action=\"edit\" data-id=\"{}\">{}</button>\
                 <button class=\"danger\" data-action=\"delete\" data-id=\"{}\">{}</button></div>",
                id.0,
                words::RENAME,
                id.0,
                words::DELETE,
            );
        }
        html.push_str("</li>");
    }
    if available {
        let _ = write!(
            html,
            "<li class=\"child-card add\"><button class=\"child-play\" data-action=\"add\">\
             <span class=\"add-plus\" aria-hidden=\"true\">+</span><span class=\"child-name\">{}</span></button></li>",
            words::ADD_CHILD
        );
    }
    html
}

/// The form of a new or renamed child: a name and an animal.
fn form_markup(f: &Form) -> String {
    let mut html = format!(
        "<div class=\"child-form-overlay\"><form class=\"child-form\" role=\"dialog\" aria-modal=\"true\" aria-label=\"{q}\">\
         <label class=\"name-label\">{q}<input type=\"text\" name=\"nume\" autocomplete=\"off\" value=\"{}\"></label>\
         <p class=\"form-error\" role=\"alert\">{}</p><fieldset class=\"avatar-picker\"><legend>{}</legend>",
        attribute(&f.name),
        escaped(&f.error),
        words::AVATAR_QUESTION,
        q = words::NAME_QUESTION,
    );
    for a in AVATARS {
        let _ = write!(
            html,
            "<button type=\"button\" class=\"avatar-choice\" data-action=\"avatar\" data-avatar=\"{}\" aria-pressed=\"{}\">{}</button>",
            a.slug,
            f.avatar == a.slug,
            a.svg()
        );
    }
    let _ = write!(
        html,
        "</fieldset><div class=\"form-actions\"><button type=\"submit\" class=\"primary big\">{}</button>\
         <button type=\"button\" data-action=\"cancel\">{}</button></div></form></div>",
        if f.editing.is_some() {
            words::SAVE
        } else {
            words::CREATE
        },
        words::CANCEL
    );
    html
}
