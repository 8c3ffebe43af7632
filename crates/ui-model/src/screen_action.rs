//! The buttons of the results page, the class table and the diploma
//! (`data-action`), read by
//! the app's one delegate ([`web::action::clicked`]). The editor's
//! controls are its own ([`crate::editor::model::Control`]).

use crate::action::{FromButton, Written};
use engine::Variant;
use storage::Forget;
use storage::file::Column;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Prints the page.
    Print,
    /// Results and the class table: open the file chooser.
    Import,
    /// Results: every kept match, not only the newest.
    ShowAll,
    /// Results: save the current child's results file.
    Export,
    /// Results: forget some records (`data-forget`), once confirmed.
    Reset(Forget),
    /// Sorts the class table by a column (`data-sort`).
    Sort(Column),
}

impl FromButton for Action {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<Action> {
        Some(match name {
            "print" => Action::Print,
            "import" => Action::Import,
            "show-all" => Action::ShowAll,
            "export" => Action::Export,
            "reset" => Action::Reset(forget_of(&data("data-forget")?)?),
            "sort" => Action::Sort(Column::from_slug(&data("data-sort")?)?),
            _ => return None,
        })
    }

    fn write(&self) -> Written {
        match *self {
            Action::Print => Written::name("print"),
            Action::Import => Written::name("import"),
            Action::ShowAll => Written::name("show-all"),
            Action::Export => Written::name("export"),
            Action::Reset(forget) => Written::with("reset", "data-forget", forget_slug(forget)),
            Action::Sort(column) => Written::with("sort", "data-sort", column.slug()),
        }
    }
}

/// A reset's `data-forget`: `toate`, `exercitii` or a game's slug.
fn forget_slug(forget: Forget) -> &'static str {
    match forget {
        Forget::All => "toate",
        Forget::Exercises => "exercitii",
        Forget::Game(v) => v.info().slug,
    }
}

fn forget_of(slug: &str) -> Option<Forget> {
    match slug {
        "toate" => Some(Forget::All),
        "exercitii" => Some(Forget::Exercises),
        slug => Variant::from_slug(slug).map(Forget::Game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::read_back;

    #[test]
    fn every_action_is_read_back_as_it_is_written() {
        let games = Variant::ALL.into_iter();
        let forgets = [Forget::All, Forget::Exercises]
            .into_iter()
            .chain(games.clone().map(Forget::Game));
        let columns = [Column::Name, Column::Matches, Column::LastPlayed]
            .into_iter()
            .chain(games.map(Column::Game));
        let actions = [
            Action::Print,
            Action::Import,
            Action::ShowAll,
            Action::Export,
        ]
        .into_iter()
        .chain(forgets.map(Action::Reset))
        .chain(columns.map(Action::Sort));
        for action in actions {
            assert_eq!(read_back(&action), Some(action), "{:?}", action.write());
        }
    }

    #[test]
    fn every_action_reads() {
        let none = |_: &str| None;
        assert_eq!(Action::read("print", &none), Some(Action::Print));
        assert_eq!(Action::read("import", &none), Some(Action::Import));
        assert_eq!(Action::read("sort", &none), None);
        assert_eq!(Action::read("show-all", &none), Some(Action::ShowAll));
        assert_eq!(Action::read("export", &none), Some(Action::Export));
        let rege = |k: &str| (k == "data-sort").then(|| "rege".to_string());
        assert_eq!(
            Action::read("sort", &rege),
            Some(Action::Sort(Column::Game(Variant::KingHunt)))
        );
    }

    #[test]
    fn every_reset_reads_back() {
        let all = [Forget::All, Forget::Exercises]
            .into_iter()
            .chain(Variant::ALL.into_iter().map(Forget::Game));
        for forget in all {
            assert_eq!(
                Action::read("reset", &|k| (k == "data-forget")
                    .then(|| forget_slug(forget).to_string())),
                Some(Action::Reset(forget))
            );
        }
        assert_eq!(
            Action::read("reset", &|_| Some("altceva".to_string())),
            None
        );
        assert_eq!(Action::read("reset", &|_| None), None);
    }
}
