//! What a button of a page written as markup does. Such a page has one
//! click listener; `web::action::clicked`, the one delegate, finds the button a click
//! landed in and reads its action attribute, with the `data-*` beside it,
//! into a typed action: each kind of page has an enum, read in one place by
//! one match, and the page matches on the enum, never on strings.

use crate::avatars::Avatar;
use storage::ChildId;

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

/// The buttons of the players' page („Cine joacă?”).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayersAction {
    /// This child plays now (`data-id`).
    Play(ChildId),
    /// The form of a new child.
    Add,
    /// The form renaming a child.
    Edit(ChildId),
    /// Delete a child, once confirmed.
    Delete(ChildId),
    /// The form: this animal (`data-avatar`).
    Avatar(&'static str),
    /// The form: close it.
    Cancel,
}

impl FromButton for PlayersAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<PlayersAction> {
        let id = || data("data-id")?.parse().ok().map(ChildId);
        Some(match name {
            "play" => PlayersAction::Play(id()?),
            "add" => PlayersAction::Add,
            "edit" => PlayersAction::Edit(id()?),
            "delete" => PlayersAction::Delete(id()?),
            "avatar" => {
                PlayersAction::Avatar(Avatar::of(&data("data-avatar").unwrap_or_default()).slug)
            }
            "cancel" => PlayersAction::Cancel,
            _ => return None,
        })
    }
}

/// The buttons of a game's help („📖 Cum se joacă”).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HelpAction {
    /// Read section `data-section` aloud.
    Speak(usize),
    /// Fetch the rules text again.
    Retry,
}

impl FromButton for HelpAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<HelpAction> {
        Some(match name {
            "speak" => HelpAction::Speak(data("data-section")?.parse().ok()?),
            "help-retry" => HelpAction::Retry,
            _ => return None,
        })
    }
}

/// Test helper: the action of the first button in `markup` with `ATTR`
/// and an attribute value holding `containing`, read as the delegate reads
/// it.
#[doc(hidden)]
pub fn read_first<A: FromButton>(markup: &str, containing: &str) -> Option<A> {
    let tag = crate::html::check::tags(markup).into_iter().find(|t| {
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

    fn read<A: FromButton>(name: &str, attrs: &[(&str, &str)]) -> Option<A> {
        A::read(name, &|key| {
            attrs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn every_action_reads_with_its_data() {
        assert_eq!(
            read::<PlayersAction>("show-all", &[]),
            None,
            "the results' own"
        );
        assert_eq!(read("add", &[]), Some(PlayersAction::Add));
        assert_eq!(read("cancel", &[]), Some(PlayersAction::Cancel));
        assert_eq!(read("help-retry", &[]), Some(HelpAction::Retry));
        for (id, action) in [
            ("play", PlayersAction::Play(ChildId(3))),
            ("edit", PlayersAction::Edit(ChildId(3))),
            ("delete", PlayersAction::Delete(ChildId(3))),
        ] {
            assert_eq!(read(id, &[("data-id", "3")]), Some(action));
            assert_eq!(read::<PlayersAction>(id, &[]), None);
            assert_eq!(read::<PlayersAction>(id, &[("data-id", "x")]), None);
        }
        assert_eq!(
            read("avatar", &[("data-avatar", "bufnita")]),
            Some(PlayersAction::Avatar("bufnita"))
        );
        // An unknown animal is the first one, as everywhere.
        assert_eq!(
            read("avatar", &[("data-avatar", "dragon")]),
            Some(PlayersAction::Avatar("vulpe"))
        );
        assert_eq!(
            read("speak", &[("data-section", "2")]),
            Some(HelpAction::Speak(2))
        );
        // The game page's own "speak" has no section: not the help's.
        assert_eq!(read::<HelpAction>("speak", &[]), None);
        assert_eq!(read::<HelpAction>("speak-auto", &[]), None);
        assert_eq!(read::<HelpAction>("projector", &[]), None);
        // Each page reads only its own buttons.
        assert_eq!(read::<HelpAction>("add", &[]), None);
        assert_eq!(
            read::<PlayersAction>("speak", &[("data-section", "2")]),
            None
        );
    }
}
