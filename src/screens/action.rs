//! The buttons of the class table and the diploma (`data-action`), read by
//! the app's one delegate ([`crate::ui::action::clicked`]). The editor's
//! controls are its own ([`super::editor::model::Control`]).

use crate::storage::file::Column;
use crate::ui::action::FromButton;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// Prints the page.
    Print,
    /// Opens the file chooser.
    Import,
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
            "sort" => Action::Sort(Column::from_slug(&data("data-sort")?)?),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn every_action_reads() {
        let none = |_: &str| None;
        assert_eq!(Action::read("print", &none), Some(Action::Print));
        assert_eq!(Action::read("import", &none), Some(Action::Import));
        assert_eq!(Action::read("sort", &none), None);
        assert_eq!(Action::read("export", &none), None);
        let rege = |k: &str| (k == "data-sort").then(|| "rege".to_string());
        assert_eq!(
            Action::read("sort", &rege),
            Some(Action::Sort(Column::Game(Variant::KingHunt)))
        );
    }
}
