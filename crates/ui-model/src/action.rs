//! What a button of a page written as markup does. Such a page has one
//! click listener; `web::action::clicked`, the one delegate, finds the button a click
//! landed in and reads its action attribute, with the `data-*` beside it,
//! into a typed action: each kind of page has an enum, read in one place by
//! one match, and the page matches on the enum, never on strings. Each
//! enum also writes its buttons ([`FromButton::write`], through
//! [`Elem::action`] in markup), beside its reader, and a test writes and
//! reads back every action.

use crate::avatars::Avatar;
use crate::html::Elem;
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

    /// What the button of this action carries, for [`read`](Self::read) to
    /// read back: the value of [`ATTR`](Self::ATTR), and the one `data-*`
    /// attribute beside it that some actions need.
    fn write(&self) -> Written;
}

/// An action as its button carries it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Written {
    /// The value of the enum's attribute (`data-action="play"`).
    pub name: &'static str,
    /// The attribute the action needs beside it (`data-id="3"`).
    pub data: Option<(&'static str, Value)>,
}

/// The value of the attribute an action needs beside its name.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Value {
    /// A number (a child's id, a section): written as digits.
    Number(u64),
    /// A word (a slug, a square, a piece's code).
    Text(String),
}

impl Value {
    /// The attribute's text, as the button carries it.
    pub fn into_string(self) -> String {
        match self {
            Value::Number(n) => n.to_string(),
            Value::Text(text) => text,
        }
    }
}

impl Written {
    /// An action that is its name alone.
    pub const fn name(name: &'static str) -> Written {
        Written { name, data: None }
    }

    /// An action with one word beside its name.
    pub fn with(name: &'static str, key: &'static str, value: impl ToString) -> Written {
        Written {
            name,
            data: Some((key, Value::Text(value.to_string()))),
        }
    }

    /// An action with one number beside its name.
    pub fn number(name: &'static str, key: &'static str, n: impl Into<u64>) -> Written {
        Written {
            name,
            data: Some((key, Value::Number(n.into()))),
        }
    }
}

impl Elem<'_> {
    /// The attributes of `action`'s button, as its enum writes them
    /// ([`FromButton::write`]): `data-action="play" data-id="3"`. Always
    /// inlined: where the action is known, what it writes is folded to the
    /// attribute calls themselves (no [`Written`] is built).
    #[inline(always)]
    pub fn action<A: FromButton>(self, action: &A) -> Self {
        let Written { name, data } = action.write();
        let elem = self.attr(A::ATTR, name);
        match data {
            Some((key, Value::Number(n))) => elem.number(key, n),
            Some((key, Value::Text(text))) => elem.attr(key, &text),
            None => elem,
        }
    }
}

/// Test helper: `action` written by its enum and read back as the delegate
/// reads its button.
#[doc(hidden)]
pub fn read_back<A: FromButton>(action: &A) -> Option<A> {
    let Written { name, data } = action.write();
    A::read(name, &|key| {
        data.as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v.clone().into_string())
    })
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

    fn write(&self) -> Written {
        match *self {
            PlayersAction::Play(id) => Written::number("play", "data-id", id.0),
            PlayersAction::Add => Written::name("add"),
            PlayersAction::Edit(id) => Written::number("edit", "data-id", id.0),
            PlayersAction::Delete(id) => Written::number("delete", "data-id", id.0),
            PlayersAction::Avatar(slug) => Written::with("avatar", "data-avatar", slug),
            PlayersAction::Cancel => Written::name("cancel"),
        }
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

    fn write(&self) -> Written {
        match *self {
            HelpAction::Speak(section) => Written::number("speak", "data-section", section as u64),
            HelpAction::Retry => Written::name("help-retry"),
        }
    }
}

/// The buttons of a puzzle's page (`#/probleme/<joc>/<n>`); its squares
/// are read by the board model.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PuzzleAction {
    /// „💡 Sfat”, which costs a star.
    Hint,
    /// Another try after a wrong move.
    Retry,
    /// „🗣️” reads the status aloud.
    Speak,
    /// „Sari peste ▶”: a link to the next puzzle, while this one is unsolved.
    Skip,
    /// The next puzzle, or the list after the last: a link.
    Next,
}

impl PuzzleAction {
    const ALL: [PuzzleAction; 5] = [
        PuzzleAction::Hint,
        PuzzleAction::Retry,
        PuzzleAction::Speak,
        PuzzleAction::Skip,
        PuzzleAction::Next,
    ];

    const fn name(self) -> &'static str {
        match self {
            PuzzleAction::Hint => "hint",
            PuzzleAction::Retry => "retry",
            PuzzleAction::Speak => "speak",
            PuzzleAction::Skip => "skip-puzzle",
            PuzzleAction::Next => "next-puzzle",
        }
    }
}

impl FromButton for PuzzleAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, _: &dyn Fn(&str) -> Option<String>) -> Option<PuzzleAction> {
        PuzzleAction::ALL.into_iter().find(|a| a.name() == name)
    }

    fn write(&self) -> Written {
        Written::name(self.name())
    }
}

/// The buttons of the game page: the match panel's
/// ([`crate::match_view::Action`], without the level of „Nivelul
/// următor”: the page offers one at a time), the page's switches, the
/// training wheels' question, the offer to go on with an interrupted match,
/// and the help's dialog. The help's own buttons ([`HelpAction`]) never
/// reach the page: the help stops their clicks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameAction {
    /// „💡 Sfat”.
    Hint,
    /// „↶ Înapoi”.
    Undo,
    NextRound,
    PlayAgain,
    ReviewPrev,
    ReviewNext,
    ReviewKey,
    /// „🗺” the knight race's route.
    Route,
    /// „Nivelul următor”, the level the page offers.
    LevelUp,
    /// „💾” the results file of a match kept only for the session.
    SaveResults,
    /// A teacher's series: its next position.
    NextPosition,
    /// „🔁 Încearcă din nou”: the goal can no longer be met, so the
    /// position starts again, goal and all.
    RetryGoal,
    /// „📽” the projector's view, on or off.
    Projector,
    /// „🗣️” reads the status aloud.
    Speak,
    /// „🔊” the sounds, on or off.
    Sound,
    /// „👓” the lens, on or off.
    Lens,
    /// Goes on with the interrupted match.
    Resume,
    /// Starts afresh instead.
    StartFresh,
    /// The training wheels' question: the move is played all the same.
    MoveAnyway,
    /// The training wheels' question: the move is not played.
    DontMove,
    /// „📖 Cum se joacă” opens the help.
    Help,
    /// The help closes (its „✕”, or the overlay around it).
    CloseHelp,
    /// A click inside the help's dialog, off its buttons: it stays open.
    InsideHelp,
}

impl GameAction {
    /// Every action of the page, in declaration order.
    pub const ALL: [GameAction; 23] = [
        GameAction::Hint,
        GameAction::Undo,
        GameAction::NextRound,
        GameAction::PlayAgain,
        GameAction::ReviewPrev,
        GameAction::ReviewNext,
        GameAction::ReviewKey,
        GameAction::Route,
        GameAction::LevelUp,
        GameAction::SaveResults,
        GameAction::NextPosition,
        GameAction::RetryGoal,
        GameAction::Projector,
        GameAction::Speak,
        GameAction::Sound,
        GameAction::Lens,
        GameAction::Resume,
        GameAction::StartFresh,
        GameAction::MoveAnyway,
        GameAction::DontMove,
        GameAction::Help,
        GameAction::CloseHelp,
        GameAction::InsideHelp,
    ];

    /// The page contract's `data-action` of each, in [`ALL`](Self::ALL)'s order.
    const NAMES: [&'static str; 23] = [
        "hint",
        "undo",
        "next-round",
        "play-again",
        "review-prev",
        "review-next",
        "review-key",
        "route",
        "level-up",
        "export",
        "next-position",
        "retry-goal",
        "projector",
        "speak",
        "sound",
        "lens",
        "resume",
        "fresh",
        "move-anyway",
        "dont-move",
        "help",
        "close-help",
        "help-dialog",
    ];

    /// The page contract's `data-action` of the button (the game page is a
    /// Leptos view: it writes this name itself).
    pub const fn name(self) -> &'static str {
        GameAction::NAMES[self as usize]
    }
}

impl FromButton for GameAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, _: &dyn Fn(&str) -> Option<String>) -> Option<GameAction> {
        let at = GameAction::NAMES.iter().position(|n| *n == name)?;
        Some(GameAction::ALL[at])
    }

    fn write(&self) -> Written {
        Written::name(self.name())
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
    fn every_action_is_read_back_as_it_is_written() {
        let players = [
            PlayersAction::Play(ChildId(3)),
            PlayersAction::Add,
            PlayersAction::Edit(ChildId(0)),
            PlayersAction::Delete(ChildId(41)),
            PlayersAction::Cancel,
        ]
        .into_iter()
        .chain(crate::avatars::AVATARS.map(|a| PlayersAction::Avatar(a.slug)));
        for action in players {
            assert_eq!(read_back(&action), Some(action));
        }
        for action in [
            HelpAction::Speak(0),
            HelpAction::Speak(7),
            HelpAction::Retry,
        ] {
            assert_eq!(read_back(&action), Some(action));
        }
        for action in PuzzleAction::ALL {
            assert_eq!(read_back(&action), Some(action));
        }
        let mut names = Vec::new();
        for (i, action) in GameAction::ALL.into_iter().enumerate() {
            assert_eq!(
                action as usize, i,
                "{action:?}: ALL is in declaration order"
            );
            assert_eq!(read_back(&action), Some(action));
            names.push(action.name());
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), GameAction::ALL.len(), "one name each");
    }

    #[test]
    fn an_elements_action_is_its_enums_writing() {
        let mut h = crate::html::Html::new();
        h.elem("button")
            .action(&PlayersAction::Delete(ChildId(4)))
            .text("x");
        h.elem("button").action(&HelpAction::Retry).empty();
        assert_eq!(
            h.as_str(),
            "<button data-action=\"delete\" data-id=\"4\">x</button><button data-action=\"help-retry\"></button>"
        );
        assert_eq!(
            read_first::<PlayersAction>(&h, "delete"),
            Some(PlayersAction::Delete(ChildId(4)))
        );
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
