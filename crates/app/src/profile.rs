//! The child who plays on a shared device, in the header: the chip with
//! their avatar and name (`[data-profile]`), which opens `#/jucatori`
//! („Cine joacă?”, one of the lazily loaded screens).

use leptos::prelude::*;

use ::words::profiles as words;
use storage::Child;
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};

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

/// The header chip's inside: the child's avatar and name. The avatar is a
/// picture only here: the chip's accessible name holds every word it shows
/// (WCAG's label in name), and the avatar's name is none of them.
fn chip_markup(c: &Child) -> Html {
    let mut html = Html::new();
    html.elem("span")
        .class("avatar-box")
        .attr("aria-hidden", "true")
        .body(|h| Avatar::of(&c.avatar).svg(h));
    html.elem("span")
        .class("profile-name")
        .attr("data-profile", "")
        .text(&c.nume);
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use ui_model::html::check::{EVIL, assert_safe, escaped};

    #[test]
    fn the_chip_shows_any_name_as_text() {
        for evil in EVIL {
            let html = chip_markup(&Child {
                nume: evil.to_string(),
                avatar: "bufnita".into(),
                clasa: None,
            });
            assert_safe(&html);
            assert!(html.ends_with(&format!(
                "<span class=\"profile-name\" data-profile=\"\">{}</span>",
                escaped(evil)
            )));
        }
    }
}
