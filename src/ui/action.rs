//! What a button of a page written as markup does. Such a page has one
//! click listener; [`clicked`], the one delegate, finds the button a click
//! landed in and reads its action attribute, with the `data-*` beside it,
//! into a typed action: each kind of page has an enum, read in one place by
//! one match, and the page matches on the enum, never on strings.

use wasm_bindgen::JsCast;
use web_sys::Element;

use super::avatars::Avatar;
use crate::storage::ChildId;

/// An enum of the actions of some pages, read from a button.
pub trait FromButton: Sized {
    /// The attribute naming the action (`data-action`; the editor's
    /// controls have `data-ed`).
    const ATTR: &'static str;
    /// `[ATTR]`, the buttons' selector.
    const SELECTOR: &'static str;

    /// The action `name`, completed by the button's other attributes
    /// (`data` reads one); `None` for a name or a value it does not know.
    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<Self>;
}

/// The one click delegate: the action of the button a click landed in (or
/// on), and the button.
pub fn clicked<A: FromButton>(event: &web_sys::Event) -> Option<(A, Element)> {
    // A click targets an element (were it not one, `closest` would fail).
    let button = event
        .target()?
        .unchecked_into::<Element>()
        .closest(A::SELECTOR)
        .ok()??;
    let name = button.get_attribute(A::ATTR)?;
    let action = A::read(&name, &|key| button.get_attribute(key))?;
    Some((action, button))
}

/// The buttons of the app's pages written as markup: players and the help.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Players: this child plays now (`data-id`).
    Play(ChildId),
    /// Players: the form of a new child.
    Add,
    /// Players: the form renaming a child.
    Edit(ChildId),
    /// Players: delete a child, once confirmed.
    Delete(ChildId),
    /// Players' form: this animal (`data-avatar`).
    Avatar(&'static str),
    /// Players' form: close it.
    Cancel,
    /// Help: read section `data-section` aloud.
    Speak(usize),
    /// Help: fetch the rules text again.
    RetryHelp,
}

impl FromButton for Action {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<Action> {
        let id = || data("data-id")?.parse().ok().map(ChildId);
        Some(match name {
            "play" => Action::Play(id()?),
            "add" => Action::Add,
            "edit" => Action::Edit(id()?),
            "delete" => Action::Delete(id()?),
            "avatar" => Action::Avatar(Avatar::of(&data("data-avatar").unwrap_or_default()).slug),
            "cancel" => Action::Cancel,
            "speak" => Action::Speak(data("data-section")?.parse().ok()?),
            "help-retry" => Action::RetryHelp,
            _ => return None,
        })
    }
}

/// Test helper: the action of the first button in `markup` with `ATTR`
/// and an attribute value holding `containing`, read as the delegate reads
/// it.
#[cfg(test)]
pub(crate) fn read_first<A: FromButton>(markup: &str, containing: &str) -> Option<A> {
    let tag = super::html::check::tags(markup).into_iter().find(|t| {
        t.attrs.iter().any(|(k, _)| *k == A::ATTR)
            && t.attrs.iter().any(|(_, v)| v.contains(containing))
    })?;
    let attr = |key: &str| {
        tag.attrs
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.to_string())
    };
    A::read(&attr(A::ATTR)?, &attr)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(name: &str, attrs: &[(&str, &str)]) -> Option<Action> {
        Action::read(name, &|key| {
            attrs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn every_action_reads_with_its_data() {
        assert_eq!(read("show-all", &[]), None, "the results' own");
        assert_eq!(read("add", &[]), Some(Action::Add));
        assert_eq!(read("cancel", &[]), Some(Action::Cancel));
        assert_eq!(read("help-retry", &[]), Some(Action::RetryHelp));
        for (id, action) in [
            ("play", Action::Play(ChildId(3))),
            ("edit", Action::Edit(ChildId(3))),
            ("delete", Action::Delete(ChildId(3))),
        ] {
            assert_eq!(read(id, &[("data-id", "3")]), Some(action));
            assert_eq!(read(id, &[]), None);
            assert_eq!(read(id, &[("data-id", "x")]), None);
        }
        assert_eq!(
            read("avatar", &[("data-avatar", "bufnita")]),
            Some(Action::Avatar("bufnita"))
        );
        // An unknown animal is the first one, as everywhere.
        assert_eq!(
            read("avatar", &[("data-avatar", "dragon")]),
            Some(Action::Avatar("vulpe"))
        );
        assert_eq!(
            read("speak", &[("data-section", "2")]),
            Some(Action::Speak(2))
        );
        // The game page's own "speak" has no section: not the help's.
        assert_eq!(read("speak", &[]), None);
        assert_eq!(read("speak-auto", &[]), None);
        assert_eq!(read("projector", &[]), None);
    }
}
