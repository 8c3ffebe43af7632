//! The shipped puzzle list (`probleme.txt`), fetched the first time a
//! puzzle page needs it and kept for the page's lifetime: the child's first
//! load does not carry it, and the service worker keeps it offline.

use std::cell::RefCell;
use std::sync::Arc;

use leptos::prelude::*;

use crate::engine::play::puzzles::PuzzleList;

/// The list as a page sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// Still being fetched.
    Loading,
    /// Read.
    Ready(Arc<PuzzleList>),
    /// Could not be fetched or read (offline before the first visit, or a
    /// broken file): the page says so and offers to try again.
    Failed,
}

thread_local! {
    static LIST: RefCell<Option<Arc<PuzzleList>>> = const { RefCell::new(None) };
}

/// The list, fetched once: the returned signal turns `Ready` or `Failed`.
/// Calling it again after `Failed` fetches again.
pub fn puzzle_list() -> ReadSignal<Loaded> {
    if let Some(list) = LIST.with(|l| l.borrow().clone()) {
        return signal(Loaded::Ready(list)).0;
    }
    let (loaded, set_loaded) = signal(Loaded::Loading);
    super::js::fetch_text("probleme.txt", move |text| {
        let list = text.and_then(|t| PuzzleList::parse(&t).ok()).map(Arc::new);
        if let Some(list) = &list {
            LIST.with(|l| *l.borrow_mut() = Some(list.clone()));
        }
        set_loaded.try_set(list.map_or(Loaded::Failed, Loaded::Ready));
    });
    loaded
}
