//! The teacher's walk-round of `#/preda?toti=1`: the tablet's children in
//! groups (one per class, and those of no class), which group hands in,
//! and the sequence itself, one code of one child at a time, moved on by
//! a tap anywhere or a key.

use crate::action::{FromButton, Written};
use engine::sort_small_by;
use storage::{Child, ChildId, Membership};

/// The children of the tablet in one class, or in none.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Group {
    /// The class's id; `None` for the children of no class.
    pub class: Option<String>,
    /// The class's name („2A”); empty for no class.
    pub name: String,
    /// In the class's roster order (by the child's id there), or, for no
    /// class, in the tablet's.
    pub children: Vec<ChildId>,
}

/// The class a child joined, if any (an empty id is none: a hand-in could
/// not carry it).
pub fn class_of(child: &Child) -> Option<&Membership> {
    child.clasa.as_ref().filter(|m| !m.id.is_empty())
}

/// The tablet's children (in its order) in groups: the classes by name,
/// then the children of no class.
///
/// ```
/// use storage::{Child, ChildId, Membership};
/// use ui_model::handin_walk::groups;
/// let of = |nume: &str, class: Option<(&str, u32)>| Child {
///     nume: nume.into(),
///     avatar: "urs".into(),
///     clasa: class.map(|(id, copil)| Membership { id: id.into(), nume: id.to_uppercase(), copil }),
/// };
/// let tablet = [
///     (ChildId(1), of("Ana", Some(("3b", 2)))),
///     (ChildId(2), of("Ion", None)),
///     (ChildId(3), of("Dan", Some(("2a", 1)))),
///     (ChildId(4), of("Eva", Some(("3b", 1)))),
/// ];
/// let g = groups(&tablet);
/// assert_eq!(g.iter().map(|g| g.name.as_str()).collect::<Vec<_>>(), ["2A", "3B", ""]);
/// assert_eq!(g[1].children, [ChildId(4), ChildId(1)]);
/// assert_eq!((g[2].class.as_deref(), g[2].children.as_slice()), (None, &[ChildId(2)][..]));
/// ```
pub fn groups(children: &[(ChildId, Child)]) -> Vec<Group> {
    let mut classes: Vec<(Group, Vec<u32>)> = Vec::new();
    let mut others = Vec::new();
    for (id, child) in children {
        let Some(m) = class_of(child) else {
            others.push(*id);
            continue;
        };
        match classes
            .iter_mut()
            .find(|(g, _)| g.class.as_deref() == Some(&m.id))
        {
            Some((g, places)) => {
                g.children.push(*id);
                places.push(m.copil);
            }
            None => classes.push((
                Group {
                    class: Some(m.id.clone()),
                    name: m.nume.clone(),
                    children: vec![*id],
                },
                vec![m.copil],
            )),
        }
    }
    let mut groups: Vec<Group> = classes
        .into_iter()
        .map(|(mut g, places)| {
            let mut both: Vec<(u32, ChildId)> = places.into_iter().zip(g.children).collect();
            sort_small_by(&mut both, |a, b| a < b);
            g.children = both.into_iter().map(|(_, id)| id).collect();
            g
        })
        .collect();
    sort_small_by(&mut groups, |a, b| {
        (&a.name, &a.class) < (&b.name, &b.class)
    });
    if !others.is_empty() {
        groups.push(Group {
            class: None,
            name: String::new(),
            children: others,
        });
    }
    groups
}

/// What `#/preda?toti=1` shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Shown<'g> {
    /// The sequence of one group's children.
    Walk(&'g Group),
    /// Which class hands in? `unknown`: the link named a class no child
    /// of the tablet is in.
    Choose { unknown: bool },
}

/// What `#/preda?toti=1` shows for the link's `clasa=` (`wanted`; an
/// empty one asks for the children of no class): that group's sequence,
/// or, with several groups and none asked for, the chooser.
///
/// ```
/// use storage::ChildId;
/// use ui_model::handin_walk::{Group, Shown, shown};
/// let group = |class: Option<&str>| Group { class: class.map(Into::into), name: String::new(), children: vec![ChildId(1)] };
/// let one = [group(Some("2a"))];
/// assert_eq!(shown(&one, None), Shown::Walk(&one[0]));
/// let two = [group(Some("2a")), group(None)];
/// assert_eq!(shown(&two, None), Shown::Choose { unknown: false });
/// assert_eq!(shown(&two, Some("")), Shown::Walk(&two[1]));
/// assert_eq!(shown(&two, Some("9z")), Shown::Choose { unknown: true });
/// ```
pub fn shown<'g>(groups: &'g [Group], wanted: Option<&str>) -> Shown<'g> {
    match wanted {
        Some(wanted) => groups
            .iter()
            .find(|g| g.class.as_deref().unwrap_or_default() == wanted)
            .map_or(Shown::Choose { unknown: true }, Shown::Walk),
        None => match groups {
            [one] => Shown::Walk(one),
            _ => Shown::Choose { unknown: false },
        },
    }
}

/// Where the sequence is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// Code `code` of child `child` (both from 0).
    Code { child: usize, code: usize },
    /// Every code was shown.
    End,
}

/// What moves the sequence: a tap anywhere, a key or a button.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WalkAction {
    /// The next code, or the next child's first (`next`; a tap anywhere).
    Next,
    /// One code back (`back`).
    Back,
    /// From the first child again (`restart`).
    Restart,
}

impl WalkAction {
    /// What a key does (`KeyboardEvent.key`), for a laptop's keyboard or
    /// a presenter's remote.
    ///
    /// ```
    /// use ui_model::handin_walk::WalkAction;
    /// assert_eq!(WalkAction::of_key(" "), Some(WalkAction::Next));
    /// assert_eq!(WalkAction::of_key("ArrowLeft"), Some(WalkAction::Back));
    /// assert_eq!(WalkAction::of_key("Enter"), None);
    /// ```
    pub fn of_key(key: &str) -> Option<WalkAction> {
        match key {
            " " | "ArrowRight" | "PageDown" => Some(WalkAction::Next),
            "ArrowLeft" | "PageUp" => Some(WalkAction::Back),
            _ => None,
        }
    }
}

impl FromButton for WalkAction {
    const ATTR: &'static str = "data-action";
    const SELECTOR: &'static str = "[data-action]";

    fn read(name: &str, _: &dyn Fn(&str) -> Option<String>) -> Option<WalkAction> {
        Some(match name {
            "next" => WalkAction::Next,
            "back" => WalkAction::Back,
            "restart" => WalkAction::Restart,
            _ => return None,
        })
    }

    fn write(&self) -> Written {
        Written::name(match self {
            WalkAction::Next => "next",
            WalkAction::Back => "back",
            WalkAction::Restart => "restart",
        })
    }
}

/// The sequence of a group's codes: how many codes each child has, and
/// the step shown. A child without a code is passed over.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Walk {
    codes: Vec<usize>,
    step: Step,
}

impl Walk {
    /// At the first code; `codes[i]`: how many codes child `i` has.
    pub fn new(codes: Vec<usize>) -> Walk {
        let mut walk = Walk {
            codes,
            step: Step::End,
        };
        walk.update(WalkAction::Restart);
        walk
    }

    pub fn step(&self) -> Step {
        self.step
    }

    /// How many children the sequence has.
    pub fn children(&self) -> usize {
        self.codes.len()
    }

    /// How many codes child `child` has.
    pub fn codes_of(&self, child: usize) -> usize {
        self.codes.get(child).copied().unwrap_or(0)
    }

    /// Whether a step comes before this one (the end has the last code).
    pub fn can_go_back(&self) -> bool {
        self.before(self.step).is_some()
    }

    /// What the step after this one is: another code of the same child,
    /// the next child, or the end.
    pub fn next_is(&self) -> Next {
        match (self.step, self.after(self.step)) {
            (Step::Code { child: a, .. }, Step::Code { child: b, .. }) if a == b => Next::Code,
            (_, Step::Code { .. }) => Next::Child,
            (_, Step::End) => Next::End,
        }
    }

    /// Moves the sequence; at the end, `Next` stays there.
    pub fn update(&mut self, action: WalkAction) {
        self.step = match action {
            WalkAction::Next => self.after(self.step),
            WalkAction::Back => self.before(self.step).unwrap_or(self.step),
            WalkAction::Restart => self.first_from(0),
        };
    }

    /// The first code of the first child from `child` on who has one.
    fn first_from(&self, child: usize) -> Step {
        (child..self.codes.len())
            .find(|&c| self.codes[c] > 0)
            .map_or(Step::End, |child| Step::Code { child, code: 0 })
    }

    fn after(&self, step: Step) -> Step {
        match step {
            Step::Code { child, code } if code + 1 < self.codes_of(child) => Step::Code {
                child,
                code: code + 1,
            },
            Step::Code { child, .. } => self.first_from(child + 1),
            Step::End => Step::End,
        }
    }

    fn before(&self, step: Step) -> Option<Step> {
        let child = match step {
            Step::Code { child, code } if code > 0 => {
                return Some(Step::Code {
                    child,
                    code: code - 1,
                });
            }
            Step::Code { child, .. } => child,
            Step::End => self.codes.len(),
        };
        (0..child)
            .rev()
            .find(|&c| self.codes[c] > 0)
            .map(|child| Step::Code {
                child,
                code: self.codes[child] - 1,
            })
    }
}

/// What a tap brings after the step shown (said under the code).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Next {
    /// The same child's next code.
    Code,
    /// The next child.
    Child,
    /// The end.
    End,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::read_back;

    fn at(child: usize, code: usize) -> Step {
        Step::Code { child, code }
    }

    #[test]
    fn a_tap_shows_each_code_of_each_child_in_turn_then_the_end() {
        let mut walk = Walk::new(vec![1, 2, 0, 1]);
        assert_eq!((walk.step(), walk.children()), (at(0, 0), 4));
        assert!(!walk.can_go_back());
        let mut seen = vec![walk.step()];
        let mut said = vec![walk.next_is()];
        while walk.step() != Step::End {
            walk.update(WalkAction::Next);
            seen.push(walk.step());
            said.push(walk.next_is());
        }
        // The child without a code is passed over.
        assert_eq!(seen, [at(0, 0), at(1, 0), at(1, 1), at(3, 0), Step::End]);
        assert_eq!(
            said,
            [Next::Child, Next::Code, Next::Child, Next::End, Next::End]
        );
        // A tap at the end changes nothing; back is the last code.
        walk.update(WalkAction::Next);
        assert_eq!(walk.step(), Step::End);
        assert!(walk.can_go_back());
        walk.update(WalkAction::Back);
        assert_eq!(walk.step(), at(3, 0));
        walk.update(WalkAction::Back);
        assert_eq!(walk.step(), at(1, 1));
        for _ in 0..5 {
            walk.update(WalkAction::Back);
        }
        assert_eq!(walk.step(), at(0, 0));
        walk.update(WalkAction::Next);
        walk.update(WalkAction::Restart);
        assert_eq!(walk.step(), at(0, 0));
    }

    #[test]
    fn a_walk_without_codes_is_at_its_end() {
        let mut walk = Walk::new(vec![0, 0]);
        assert_eq!(walk.step(), Step::End);
        assert!(!walk.can_go_back());
        walk.update(WalkAction::Back);
        assert_eq!(walk.step(), Step::End);
        assert_eq!(Walk::new(Vec::new()).step(), Step::End);
    }

    #[test]
    fn the_actions_read_back() {
        for a in [WalkAction::Next, WalkAction::Back, WalkAction::Restart] {
            assert_eq!(read_back(&a), Some(a));
        }
        assert_eq!(WalkAction::read("hand-in", &|_| None), None);
    }

    #[test]
    fn a_class_s_children_in_roster_order_and_an_empty_class_id_is_none() {
        let of = |nume: &str, id: &str, copil: u32| Child {
            nume: nume.into(),
            avatar: String::new(),
            clasa: Some(Membership {
                id: id.into(),
                nume: "2A".into(),
                copil,
            }),
        };
        let tablet = [
            (ChildId(1), of("Ana", "2a", 7)),
            (ChildId(2), of("Bogdan", "2a", 3)),
            (ChildId(5), of("Cristi", "", 1)),
            (ChildId(6), of("Dana", "2a", 5)),
        ];
        let g = groups(&tablet);
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].children, [ChildId(2), ChildId(6), ChildId(1)]);
        assert_eq!(
            (g[1].class.clone(), g[1].children.clone()),
            (None, vec![ChildId(5)])
        );
        assert_eq!(shown(&g, Some("2a")), Shown::Walk(&g[0]));
        assert_eq!(groups(&[]), Vec::new());
        assert_eq!(shown(&[], None), Shown::Choose { unknown: false });
    }
}
