//! The menu `#/`: the book's games, one card each with a picture of its start.

use leptos::prelude::*;

use ::words::{journey, page, profiles};

use crate::board::board_preview;
use ::words::results as result_words;
use engine::Variant;
use storage::GameSummary;
use ui_model::route::{Page, Params, href};

#[component]
pub fn Menu(params: Params) -> impl IntoView {
    // A blocked or corrupt storage simply shows no summaries.
    let records = ui_model::device::use_device().load().unwrap_or_default();
    view! {
        <section class="menu">
            <h1>{page::MENU_TITLE}</h1>
            <p class="intro">
                {page::MENU_INTRO}
            </p>
            // The child's ways beyond single games: the book's journey and the
            // puzzles (drawn by the lazily loaded screens).
            <p class="menu-ways">
                <a class="button big primary" href="#/drum">{journey::JOURNEY}</a>
                <a class="button big" href="#/probleme">{journey::PUZZLES}</a>
            </p>
            <ul class="cards">
                {Variant::ALL
                    .into_iter()
                    .map(|v| {
                        let info = v.info();
                        let play = href(Page::Game(v), &params);
                        let help = href(Page::Help(v), &params);
                        let glance = at_a_glance(v, &GameSummary::of(&records, v));
                        view! {
                            <li class="card" data-variant=info.slug>
                                <a class="card-picture" href=play.clone() tabindex="-1" aria-hidden="true">
                                    {board_preview(&v.start_setup().board)}
                                </a>
                                <div class="card-text">
                                    <h2><a href=play.clone()>{info.name}</a></h2>
                                    <p>{info.summary}</p>
                                    {glance.map(|g| view! { <p class="glance">{g}</p> })}
                                    <div class="card-actions">
                                        <a class="button primary" href=play>{words::labels::PLAY}</a>
                                        <a class="button" href=help>{words::labels::HELP}</a>
                                    </div>
                                </div>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <p class="menu-footer">
                <a href=href(Page::Teachers, &Params::default())>{profiles::FOR_TEACHERS}</a>
                <a href=href(Page::Class, &Params::default())>{profiles::CLASS_LINK}</a>
            </p>
        </section>
    }
}

/// A few words on a game's results for the menu card, if anything was played.
pub fn at_a_glance(variant: Variant, s: &GameSummary) -> Option<String> {
    result_words::at_a_glance(
        variant.info().best,
        s.robot_matches(),
        s.robot_wins(),
        s.two_player_matches,
        s.unaided,
    )
}
