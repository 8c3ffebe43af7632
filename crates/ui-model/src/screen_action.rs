//! The buttons of the results page, the class table and the diploma
//! (`data-action`): an enum per page, each read by the one delegate
//! ([`web::action::clicked`]) and written beside its reader. The import
//! button of the results and the class is written by `web::files`, for
//! whichever page's `Import` it is given. The editor's controls are its own
//! ([`crate::editor::model::Control`]).

use crate::action::{FromButton, Written};
use engine::Variant;
use storage::Forget;
use storage::class::Column;

/// The buttons of a child's results (`#/rezultate`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ResultsAction {
    /// Every kept match, not only the newest.
    ShowAll,
    /// Save the current child's results file.
    Export,
    /// Open the file chooser.
    Import,
    /// Forget some records (`data-forget`), once confirmed.
    Reset(Forget),
    /// The link to „📤 Predă profesorului” (`hand-in`): the address changes.
    HandIn,
}

/// The buttons of the class table (`#/clasa`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClassAction {
    /// Prints the table.
    Print,
    /// Open the file chooser.
    Import,
    /// Sorts by a column (`data-sort`).
    Sort(Column),
    /// Opens the camera to read the children's codes (`scan`).
    Scan,
    /// Closes it (`stop-scan`).
    StopScan,
    /// Forgets the class, once asked (`new-class`).
    NewClass,
    /// Downloads the table as a CSV file (`export-csv`).
    ExportCsv,
    /// Keeps the roster typed in `textarea[data-roster]` (`save-roster`).
    SaveRoster,
    /// Downloads the class file (`export-class`).
    ExportClass,
    /// Opens the file chooser for a class file (`import-class`).
    ImportClass,
    /// Joins the row of the button's `data-row` to the roster child its
    /// row's `select[data-join-to]` names, once asked (`join-row`).
    JoinRow,
    /// Deletes the row of the button's `data-row`, once asked (`delete-row`).
    DeleteRow,
    /// Asks the class's new name (`rename-class`).
    RenameClass,
    /// Shows the join code as large as the screen, for a projector
    /// (`project-join`), or back (`unproject-join`).
    ProjectJoin(bool),
}

/// The buttons of the teacher's classes (`#/clase`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ClassesAction {
    /// Asks a name and makes a class (`add-class`).
    AddClass,
    /// Deletes the class of the button's `data-class-id`, once asked
    /// (`delete-class`).
    DeleteClass,
    /// Opens the file chooser for a class file (`import-class`).
    ImportClass,
}

/// The buttons of the diploma (`#/diploma`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DiplomaAction {
    /// Prints the diploma.
    Print,
}

impl FromButton for ResultsAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<ResultsAction> {
        Some(match name {
            "show-all" => ResultsAction::ShowAll,
            "export" => ResultsAction::Export,
            "import" => ResultsAction::Import,
            "reset" => ResultsAction::Reset(forget_of(&data("data-forget")?)?),
            "hand-in" => ResultsAction::HandIn,
            _ => return None,
        })
    }

    fn write(&self) -> Written {
        match *self {
            ResultsAction::ShowAll => Written::name("show-all"),
            ResultsAction::Export => Written::name("export"),
            ResultsAction::Import => Written::name("import"),
            ResultsAction::Reset(forget) => {
                Written::with("reset", "data-forget", forget_slug(forget))
            }
            ResultsAction::HandIn => Written::name("hand-in"),
        }
    }
}

impl FromButton for ClassAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<ClassAction> {
        Some(match name {
            "print" => ClassAction::Print,
            "import" => ClassAction::Import,
            "sort" => ClassAction::Sort(Column::from_slug(&data("data-sort")?)?),
            "scan" => ClassAction::Scan,
            "stop-scan" => ClassAction::StopScan,
            "new-class" => ClassAction::NewClass,
            "export-csv" => ClassAction::ExportCsv,
            "save-roster" => ClassAction::SaveRoster,
            "export-class" => ClassAction::ExportClass,
            "import-class" => ClassAction::ImportClass,
            "join-row" => ClassAction::JoinRow,
            "delete-row" => ClassAction::DeleteRow,
            "rename-class" => ClassAction::RenameClass,
            "project-join" => ClassAction::ProjectJoin(true),
            "unproject-join" => ClassAction::ProjectJoin(false),
            _ => return None,
        })
    }

    fn write(&self) -> Written {
        match *self {
            ClassAction::Print => Written::name("print"),
            ClassAction::Import => Written::name("import"),
            ClassAction::Sort(column) => Written::with("sort", "data-sort", column.slug()),
            ClassAction::Scan => Written::name("scan"),
            ClassAction::StopScan => Written::name("stop-scan"),
            ClassAction::NewClass => Written::name("new-class"),
            ClassAction::ExportCsv => Written::name("export-csv"),
            ClassAction::SaveRoster => Written::name("save-roster"),
            ClassAction::ExportClass => Written::name("export-class"),
            ClassAction::ImportClass => Written::name("import-class"),
            ClassAction::JoinRow => Written::name("join-row"),
            ClassAction::DeleteRow => Written::name("delete-row"),
            ClassAction::RenameClass => Written::name("rename-class"),
            ClassAction::ProjectJoin(true) => Written::name("project-join"),
            ClassAction::ProjectJoin(false) => Written::name("unproject-join"),
        }
    }
}

impl FromButton for ClassesAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, _: &dyn Fn(&str) -> Option<String>) -> Option<ClassesAction> {
        Some(match name {
            "add-class" => ClassesAction::AddClass,
            "delete-class" => ClassesAction::DeleteClass,
            "import-class" => ClassesAction::ImportClass,
            _ => return None,
        })
    }

    fn write(&self) -> Written {
        match self {
            ClassesAction::AddClass => Written::name("add-class"),
            ClassesAction::DeleteClass => Written::name("delete-class"),
            ClassesAction::ImportClass => Written::name("import-class"),
        }
    }
}

impl FromButton for DiplomaAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, _: &dyn Fn(&str) -> Option<String>) -> Option<DiplomaAction> {
        (name == "print").then_some(DiplomaAction::Print)
    }

    fn write(&self) -> Written {
        match self {
            DiplomaAction::Print => Written::name("print"),
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

    fn forgets() -> impl Iterator<Item = Forget> {
        [Forget::All, Forget::Exercises]
            .into_iter()
            .chain(Variant::ALL.map(Forget::Game))
    }

    #[test]
    fn every_action_is_read_back_as_it_is_written() {
        let results = [
            ResultsAction::ShowAll,
            ResultsAction::Export,
            ResultsAction::Import,
            ResultsAction::HandIn,
        ]
        .into_iter()
        .chain(forgets().map(ResultsAction::Reset));
        for action in results {
            assert_eq!(read_back(&action), Some(action), "{:?}", action.write());
        }
        let columns = [
            Column::Name,
            Column::Matches,
            Column::LastPlayed,
            Column::Help,
            Column::HandedIn,
        ]
        .into_iter()
        .chain(Variant::ALL.map(Column::Game));
        let class = [
            ClassAction::Print,
            ClassAction::Import,
            ClassAction::Scan,
            ClassAction::StopScan,
            ClassAction::NewClass,
            ClassAction::ExportCsv,
            ClassAction::SaveRoster,
            ClassAction::ExportClass,
            ClassAction::ImportClass,
            ClassAction::JoinRow,
            ClassAction::DeleteRow,
            ClassAction::RenameClass,
            ClassAction::ProjectJoin(true),
            ClassAction::ProjectJoin(false),
        ]
        .into_iter()
        .chain(columns.map(ClassAction::Sort));
        for action in class {
            assert_eq!(read_back(&action), Some(action), "{:?}", action.write());
        }
        assert_eq!(read_back(&DiplomaAction::Print), Some(DiplomaAction::Print));
        for action in [
            ClassesAction::AddClass,
            ClassesAction::DeleteClass,
            ClassesAction::ImportClass,
        ] {
            assert_eq!(read_back(&action), Some(action));
        }
    }

    #[test]
    fn each_page_reads_only_its_own_buttons() {
        let none = |_: &str| None;
        let rege = |k: &str| (k == "data-sort").then(|| "rege".to_string());
        let all = |k: &str| (k == "data-forget").then(|| "toate".to_string());
        assert_eq!(ResultsAction::read("print", &none), None);
        assert_eq!(ResultsAction::read("sort", &rege), None);
        assert_eq!(ClassAction::read("show-all", &none), None);
        assert_eq!(ClassAction::read("reset", &all), None);
        assert_eq!(DiplomaAction::read("import", &none), None);
        assert_eq!(
            ClassAction::read("sort", &rege),
            Some(ClassAction::Sort(Column::Game(Variant::KingHunt)))
        );
        assert_eq!(ClassAction::read("sort", &none), None);
    }

    #[test]
    fn a_reset_of_nothing_known_is_no_reset() {
        for forget in forgets() {
            let slug = |k: &str| (k == "data-forget").then(|| forget_slug(forget).to_string());
            assert_eq!(
                ResultsAction::read("reset", &slug),
                Some(ResultsAction::Reset(forget))
            );
        }
        let other = |_: &str| Some("altceva".to_string());
        assert_eq!(ResultsAction::read("reset", &other), None);
        assert_eq!(ResultsAction::read("reset", &|_| None), None);
    }
}
