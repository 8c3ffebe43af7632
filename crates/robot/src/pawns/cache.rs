//! The exact tables and the queen game's endings, built once and kept for
//! the page's lifetime.
//!
//! Building one takes from a millisecond (bishop, knight) to about a second
//! (rook, the queen's endings), in slices between which the page stays
//! responsive; every later round, match and hint of the page reads it. The
//! robot is asked through a `PawnGame` (a rules value that knows nothing of
//! robots) and every match clones its round for each move, so no game can
//! own the cache: [`TableCache::shared`] is the one process-wide cache, and
//! the only state the robot keeps between calls.

use std::sync::{Arc, Mutex, MutexGuard};

use super::table::{Table, TableBuilder, TableKey, pawn_files};
use crate::queen_table::QueenEndings;
use rules::pawns::Position;

/// A table being built, or built.
enum Slot {
    Building(Box<TableBuilder>),
    Ready(Arc<Table>),
}

/// The queen game's endings ([`QueenEndings`]), being built or built.
enum Endings {
    Building(Box<QueenEndings>),
    Ready(Arc<QueenEndings>),
}

/// Tables built once per key, and the queen game's endings.
///
/// The two are locked apart, so native tests that build both in parallel
/// threads do not wait for each other (the page has one thread).
pub struct TableCache {
    tables: Mutex<Vec<(TableKey, Slot)>>,
    endings: Mutex<Option<Endings>>,
}

/// A lock, also after a panic elsewhere (the data stays consistent: every
/// change is one assignment).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl TableCache {
    /// An empty cache.
    pub const fn new() -> TableCache {
        TableCache {
            tables: Mutex::new(Vec::new()),
            endings: Mutex::new(None),
        }
    }

    /// The cache of this page (process): what the robot and the review read.
    pub fn shared() -> &'static TableCache {
        static SHARED: TableCache = TableCache::new();
        &SHARED
    }

    /// A finished table that solves `pos`, if one has been built.
    pub fn table(&self, pos: &Position) -> Option<Arc<Table>> {
        let files = pawn_files(pos.pawns);
        lock(&self.tables)
            .iter()
            .find_map(|(key, slot)| match slot {
                Slot::Ready(t) if key.covers(pos.role, pos.pawn_color, files) => {
                    Some(Arc::clone(t))
                }
                _ => None,
            })
    }

    /// Builds (a slice of) the table for `key`; returns whether it is ready.
    pub fn build_table(&self, key: TableKey, work_budget: u32) -> bool {
        let mut all = lock(&self.tables);
        if all.iter().any(|(k, s)| {
            matches!(s, Slot::Ready(_)) && k.covers(key.role, key.pawn_color, key.files)
        }) {
            return true;
        }
        let i = match all.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                all.push((key, Slot::Building(Box::new(TableBuilder::new(key)))));
                all.len() - 1
            }
        };
        let done = match &mut all[i].1 {
            Slot::Ready(_) => return true,
            Slot::Building(b) => b.work(work_budget.max(1)),
        };
        if done {
            let (k, slot) = all.swap_remove(i);
            if let Slot::Building(b) = slot {
                all.push((k, Slot::Ready(Arc::new(b.finish()))));
            }
        }
        done
    }

    /// The queen game's endings, if they are built.
    pub fn endings(&self) -> Option<Arc<QueenEndings>> {
        match &*lock(&self.endings) {
            Some(Endings::Ready(e)) => Some(Arc::clone(e)),
            _ => None,
        }
    }

    /// Builds a slice of the queen game's endings (the page does it for
    /// Greu); returns whether they are ready.
    pub fn build_endings(&self, work_budget: u32) -> bool {
        let mut slot = lock(&self.endings);
        let mut building = match slot.take() {
            Some(Endings::Ready(e)) => {
                *slot = Some(Endings::Ready(e));
                return true;
            }
            Some(Endings::Building(b)) => b,
            None => Box::new(QueenEndings::new()),
        };
        // A configuration is about 4 of the byte tables' positions of work.
        let done = building.work((work_budget / 4).max(1));
        *slot = Some(if done {
            Endings::Ready(Arc::from(building))
        } else {
            Endings::Building(building)
        });
        done
    }
}

impl Default for TableCache {
    fn default() -> TableCache {
        TableCache::new()
    }
}

/// Whether `pos` is of the queen game (white pawns), which
/// [`QueenEndings`](crate::queen_table::QueenEndings) solves.
pub(super) fn is_queen_game(pos: &Position) -> bool {
    pos.role == rules::square::Role::Queen && pos.pawn_color == rules::square::Color::White
}
