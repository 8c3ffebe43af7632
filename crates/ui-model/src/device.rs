//! The device's storage, for every page, as this tab's child sees it.
//!
//! Several tabs (or the class website's frame) may show the app at once,
//! each with the child it loaded with. A page writes for the child this tab
//! shows ([`Device::for_child`]), never for whoever another tab chose since.
//! The tab follows another tab's choice when the browser tells it
//! ([`follow`], on a `storage` event), except while its page plays a match
//! in progress ([`playing`], [`kept`]): that match stays the match of the
//! child who began it, and the tab follows when its page is left
//! ([`leave_page`]).

use std::cell::Cell;

use storage::{Browser, Child, ChildId, Device, Store};

/// What a tab knows of who plays: the child it shows, and whether its page
/// holds that child's match in progress. Each a `Cell` of its own, so the
/// app's calls (one `thread_local`, `TAB`) read and write only the part
/// they need, not the whole (smaller wasm).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tab {
    /// The child this tab shows; `None` until the app has read it.
    shown: Cell<Option<ChildId>>,
    /// The page plays a match in progress (begun and not over).
    playing: Cell<bool>,
    /// The child another tab chose while the page played: followed when
    /// the page is left (the tab was told once).
    waiting: Cell<Option<ChildId>>,
}

/// What a tab whose page may keep its match does when another tab chose.
/// No data: the app names the children itself (a `Vec<String>` here cost
/// the first load more wasm).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kept {
    /// Nothing to keep: the tab follows ([`Tab::follow`]).
    No,
    /// The page keeps its match, and says so already.
    Quiet,
    /// The page keeps its match and says so above the page, once
    /// (`words::storage::match_kept`: „Meciul acesta se păstrează pentru
    /// Ana; în alt tab joacă acum Ben.”).
    Say,
    /// The tab's own child was chosen again: the sentence goes.
    Unsay,
}

impl Tab {
    /// The device's storage, writing for the child this tab shows.
    pub fn device<S: Store + Copy>(&self, device: Device<S>) -> Device<S> {
        match self.shown.get() {
            Some(id) => device.for_child(id),
            None => device,
        }
    }

    /// Reads again who plays on the device: this tab now shows that child;
    /// whether that is another child than before.
    pub fn follow<S: Store>(&self, device: &Device<S>) -> (bool, Child) {
        let (id, child) = device.current();
        self.waiting.set(None);
        (self.shown.replace(Some(id)) != Some(id), child)
    }

    /// Whether the page plays a match in progress, which keeps its child.
    pub fn set_playing(&self, on: bool) {
        self.playing.set(on);
    }

    /// Another tab may have chosen another child, `now` the one who plays
    /// on the device: while the page plays a match in progress, that match
    /// stays the match of the child who began it, and the tab says so once
    /// instead of following.
    pub fn kept(&self, now: ChildId) -> Kept {
        match self.shown.get() {
            Some(shown) if self.playing.get() && shown != now => {
                if self.waiting.replace(Some(now)) == Some(now) {
                    Kept::Quiet
                } else {
                    Kept::Say
                }
            }
            Some(shown) if shown == now && self.waiting.take().is_some() => Kept::Unsay,
            _ => Kept::No,
        }
    }

    /// The page is left (a new address): its match, if any, is no longer
    /// in progress. Whether a child another tab chose meanwhile waits to be
    /// followed now (the tab said so when it kept the match).
    pub fn leave(&self) -> bool {
        self.playing.set(false);
        self.waiting.get().is_some()
    }
}

thread_local! {
    /// This tab's.
    static TAB: Tab = const {
        Tab {
            shown: Cell::new(None),
            playing: Cell::new(false),
            waiting: Cell::new(None),
        }
    };
}

/// The device's storage, writing for the child this tab shows.
pub fn use_device() -> Device<Browser> {
    TAB.with(|tab| tab.device(Device::new(Browser)))
}

/// Reads again who plays on the device: this tab now shows that child;
/// whether that is another child than before.
pub fn follow() -> (bool, Child) {
    TAB.with(|tab| tab.follow(&Device::new(Browser)))
}

/// Another tab may have chosen another child, `now` the one who plays on
/// the device ([`Tab::kept`]).
pub fn kept(now: ChildId) -> Kept {
    TAB.with(|tab| tab.kept(now))
}

/// The game page plays a match in progress, or no longer does.
pub fn playing(on: bool) {
    TAB.with(|tab| tab.set_playing(on));
}

/// The page is left ([`Tab::leave`]): whether a child waits to be followed.
pub fn leave_page() -> bool {
    TAB.with(Tab::leave)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_page::controller::{Command, Controller, Event, Visit};
    use crate::route::Params;
    use engine::Variant;
    use engine::play::matches::{Mode, Phase};
    use engine::rules::testing::mv;
    use storage::{Memory, Preferences};

    const KEPT: &str = "Meciul acesta se păstrează pentru Ana; în alt tab joacă acum Ben.";

    /// Ana (playing) and Ben on one device, and a tab that loaded with Ana.
    fn two_children() -> (Device<&'static Memory>, ChildId, ChildId, Tab) {
        let device = Device::new(&*Box::leak(Box::default()));
        let ana = device.add_child("Ana", "urs").unwrap();
        let ben = device.add_child("Ben", "leu").unwrap();
        device.choose(ana).unwrap();
        let tab = Tab::default();
        assert_eq!(tab.follow(&device).1.nume, "Ana");
        (device, ana, ben, tab)
    }

    /// The page keeps its match and says this (`None`: nothing new; `[]`
    /// takes the sentence away), or the tab follows (whether to another
    /// child, and who).
    type Heard = Result<Option<Vec<String>>, (bool, String)>;

    /// What the app does on a `storage` event (crates/app/src/main.rs),
    /// naming the child the tab shows and the one who plays now.
    fn hear<S: Store + Copy>(tab: &Tab, device: &Device<S>) -> Heard {
        let (now, child) = device.current();
        match tab.kept(now) {
            Kept::No => Err(tab.follow(device)).map_err(|(changed, c)| (changed, c.nume)),
            Kept::Quiet => Ok(None),
            Kept::Say => {
                let began = tab.device(*device).current().1;
                Ok(Some(vec![words::storage::match_kept(
                    &began.nume,
                    &child.nume,
                )]))
            }
            Kept::Unsay => Ok(Some(Vec::new())),
        }
    }

    fn said(sentence: &str) -> Heard {
        Ok(Some(vec![sentence.to_string()]))
    }

    /// The game page of the king hunt from `7k/8/6K1/8/8/8/8/R7 w` (Ra7
    /// Rg8 Ra8 mates), writing on the device it is given as the page does.
    struct Page(Controller);

    impl Page {
        fn open(mode: Mode) -> Page {
            let params = Params {
                mode,
                position: Some(engine::Setup::parse("7k/8/6K1/8/8/8/8/R7 w").unwrap()),
                ..Params::default()
            };
            let prefs = Preferences {
                lens: false,
                sound: false,
                level: None,
            };
            let mut c = Controller::new(Variant::KingHunt, params, prefs, Visit::default(), None);
            c.apply(Event::Start);
            Page(c)
        }

        /// Sends `event` and what follows from it (the robot's timer, the
        /// storage's answers), writing on `device`; tells `tab` whether a
        /// match is in progress after each, as the page does.
        fn send<S: Store>(&mut self, event: Event, device: &Device<S>, tab: &Tab) {
            let mut todo = vec![Command::After(0, event)];
            let mut i = 0;
            while let Some(command) = todo.get(i).cloned() {
                i += 1;
                match command {
                    Command::After(_, Event::Prepare) => {}
                    Command::After(_, event) => todo.extend(self.0.apply(event)),
                    Command::Keep(keep) => todo.extend(
                        self.0
                            .keep(device, keep)
                            .map(|heard| Command::After(0, heard)),
                    ),
                    _ => {}
                }
                tab.set_playing(self.0.playing());
            }
        }
    }

    #[test]
    fn with_no_match_in_progress_a_tab_follows_another_tabs_choice() {
        let (device, _, ben, tab) = two_children();
        device.choose(ben).unwrap();
        assert_eq!(hear(&tab, &device), Err((true, "Ben".into())));
        assert_eq!(tab.device(device).current_id(), ben);
        // Heard again (a rename, another key): the same child.
        assert_eq!(hear(&tab, &device), Err((false, "Ben".into())));
        // A page left with nothing waiting follows no one.
        assert!(!tab.leave());
    }

    #[test]
    fn a_match_in_progress_stays_the_match_of_the_child_who_began_it() {
        let (device, ana, ben, tab) = two_children();
        let mut page = Page::open(Mode::Robot);
        assert!(!page.0.playing(), "not begun before its first move");
        page.send(Event::Move(mv("a1", "a7")), &tab.device(device), &tab);
        assert_eq!(page.0.game().moves().len(), 2, "the robot answered Rg8");
        assert!(page.0.playing());
        assert!(tab.device(device).load_current(Variant::KingHunt).is_some());

        // Another tab chooses Ben: the tab says so once and keeps Ana's match.
        device.choose(ben).unwrap();
        assert_eq!(hear(&tab, &device), said(KEPT));
        assert_eq!(hear(&tab, &device), Ok(None));
        assert_eq!(tab.device(device).current_id(), ana);

        // The match ends: it is Ana's, and Ben has none.
        page.send(Event::Move(mv("a7", "a8")), &tab.device(device), &tab);
        assert_eq!(page.0.game().phase(), Phase::MatchOver);
        assert!(!page.0.playing());
        assert_eq!(device.load_of(ana).unwrap().len(), 1);
        assert_eq!(device.load_of(ben).unwrap(), []);
        assert!(
            device
                .for_child(ana)
                .load_current(Variant::KingHunt)
                .is_none()
        );
        assert!(
            device
                .for_child(ben)
                .load_current(Variant::KingHunt)
                .is_none()
        );
        // The page stays Ana's until it is left; then the tab follows Ben.
        assert_eq!(tab.device(device).current_id(), ana);
        assert!(tab.leave());
        assert_eq!(tab.follow(&device), (true, device.current().1));
        assert_eq!(tab.device(device).current_id(), ben);
        assert!(!tab.leave());
    }

    #[test]
    fn the_interrupted_match_is_kept_for_its_child_after_another_choice() {
        let (device, ana, ben, tab) = two_children();
        let mut page = Page::open(Mode::TwoPlayers);
        page.send(Event::Move(mv("a1", "a7")), &tab.device(device), &tab);
        device.choose(ben).unwrap();
        assert_eq!(hear(&tab, &device), said(KEPT));
        // The next move is kept as Ana's: a reload offers it to her.
        page.send(Event::Move(mv("h8", "g8")), &tab.device(device), &tab);
        let kept = device.for_child(ana).load_current(Variant::KingHunt);
        assert_eq!(kept.map(|m| m.moves().len()), Some(2));
        assert!(
            device
                .for_child(ben)
                .load_current(Variant::KingHunt)
                .is_none()
        );
        assert!(page.0.playing());
    }

    #[test]
    fn the_tabs_own_child_chosen_again_ends_the_wait() {
        let (device, ana, ben, tab) = two_children();
        tab.set_playing(true);
        device.choose(ben).unwrap();
        assert_eq!(hear(&tab, &device), said(KEPT));
        // Ana chosen again: the sentence goes, nothing waits.
        device.choose(ana).unwrap();
        assert_eq!(hear(&tab, &device), Ok(Some(Vec::new())));
        assert!(!tab.leave());
        // Once the match is over, another choice is followed at once.
        device.choose(ben).unwrap();
        assert_eq!(hear(&tab, &device), Err((true, "Ben".into())));
    }
}
