//! The links of a teacher's series (`#/serie?…`): each position opens the
//! game page as a locked exercise with the series' mark
//! (`serie=<id>&pas=<n>`); the game page keeps its result for the child and
//! leads on („Următoarea poziție ▶”). The series' own page is drawn by the
//! lazily loaded screens ([`crate::teacher::series`]), so a child's first
//! load does not carry it.

use super::route::{Page, Params, SeriesStep, href, parse};
use crate::engine::{Setup, Variant};
use crate::storage::{self, Store};

/// The game page's link of position `step` (from 1) of the series.
pub fn step_link(params: &Params, id: &str, step: usize, start: &(Variant, Setup)) -> String {
    let game = Params {
        level: params.level,
        level_chosen: params.level_chosen,
        position: Some(start.1.clone()),
        locked: true,
        embed: params.embed,
        step: Some(SeriesStep {
            id: id.to_string(),
            step: step as u8,
        }),
        ..Params::default()
    };
    href(Page::Game(start.0), &game)
}

/// Where „Următoarea poziție ▶” leads from position `step` of the stored
/// series `id`: the next position, or the series page after the last;
/// `None` for a series this child never opened.
pub fn next_link<S: Store>(device: &storage::Device<S>, id: &str, step: u8) -> Option<String> {
    let kept = device.series().into_iter().find(|s| s.id == id)?;
    let route = parse(&format!("#/serie?{}", kept.legatura));
    let positions = route.params.series.as_ref()?.positions.clone();
    Some(match positions.get(usize::from(step)) {
        Some(next) => step_link(&route.params, id, usize::from(step) + 1, next),
        None => format!("#/serie?{}", kept.legatura),
    })
}
