//! Șah în joacă, the child's app: Leptos components over the page models of
//! `ui_model`. They read engine types and call their methods; no game rules
//! live here.

mod board;
mod game_page;
mod help;
mod menu;
mod notices;
mod profile;
mod teacher;

use leptos::prelude::*;

use engine::Variant;
use help::HelpText;
use notices::NoticeList;
use storage::Device;
use ui_model::device::{self, Kept};
use ui_model::route::{self, Page, Params, Route, href};
use web::glue as screen_host;
use web::js;
use words::labels;

fn main() {
    mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    let device = Device::browser();
    provide_context(StoredValue::new(
        ui_model::game_page::controller::Visit::default(),
    ));
    let route = RwSignal::new(route::parse(&js::current_hash()));
    // The child playing now (the first storage's data moved on first run):
    // this tab's, whose pages write for them.
    let profile = profile::Profile(RwSignal::new(device::follow().1));
    // Said once when another tab chose another child, above the page (not
    // among the link's notices: it is not the link's).
    let followed = RwSignal::new(Vec::<String>::new());
    let _listener = window_event_listener(leptos::ev::hashchange, move |_| {
        // Data an older copy of the app wrote meanwhile, in another tab,
        // moves in before the next page reads.
        device.migrate();
        followed.set(Vec::new());
        // A child another tab chose while the page played a match (the tab
        // said so then) is followed now, by the next page.
        if device::leave_page() {
            profile.refresh();
        }
        route.set(route::parse(&js::current_hash()));
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    // Notices of the current route, plus any the page adds (e.g. a bad `poz`).
    let notices = RwSignal::new(Vec::<String>::new());
    let _other_tabs = window_event_listener(leptos::ev::storage, move |ev| {
        // Only who plays and the children's names matter here (every move
        // another tab keeps is an event too); `None` is a cleared storage.
        let key = ev.key().unwrap_or_default();
        if !(key.is_empty() || key.ends_with("/curent") || key.contains("/profil/")) {
            return;
        }
        // Who plays now, borrowed where it lies (moving its `Child` out
        // cost the first load 35 B of wasm).
        let now = device.current();
        let said = match device::kept(now.0) {
            // A match in progress stays the match of the child who began it:
            // the one this tab shows (read again: less wasm than the header's
            // signal).
            Kept::Say => {
                words::storage::match_kept(&device::use_device().current().1.nume, &now.1.nume)
            }
            Kept::Unsay => {
                followed.set(Vec::new());
                return;
            }
            Kept::Quiet => return,
            Kept::No => {
                let Some(name) = profile.refresh() else {
                    return;
                };
                // The page is drawn anew for the child this tab now shows, as
                // when its address changes (which also closes older notices).
                if let (Some(w), Ok(again)) = (web_sys::window(), web_sys::Event::new("hashchange"))
                {
                    let _ = w.dispatch_event(&again);
                }
                words::storage::other_tab_chose(&name)
            }
        };
        followed.set(vec![said]);
    });

    // A screen (`#/jucatori`) chose, added, renamed or deleted a child.
    let _chosen = window_event_listener_untyped(screen_host::CHILD_CHANGED, move |_| {
        profile.refresh();
    });

    move || {
        let Route {
            page,
            params,
            notices: found,
        } = route.get();
        notices.set(found);
        let embed = params.embed;
        let lazy = page.is_lazy();
        // The lazily loaded screens are drawn by their own wasm into the host
        // below, which this view owns but never fills: what another wasm
        // drew is never mistaken for one of this app's pages (Leptos may
        // reuse a page's element for the next page of the same shape).
        if lazy {
            request_animation_frame(screen_host::show_screen);
        } else {
            screen_host::leave_screen();
        }
        let content = match page {
            Page::Menu => view! { <menu::Menu params=params.clone() /> }.into_any(),
            Page::Game(v) => {
                view! { <game_page::GamePage variant=v params=params.clone() notices /> }.into_any()
            }
            Page::Help(v) => view! { <HelpPage variant=v params=params.clone() /> }.into_any(),
            Page::Teachers => view! { <teacher::TeachersPage /> }.into_any(),
            // `Page::is_lazy`: the lazily loaded screens draw it in the host.
            Page::Results
            | Page::Class
            | Page::Classes
            | Page::Join
            | Page::Diploma(_)
            | Page::Editor(_)
            | Page::Series
            | Page::Puzzles
            | Page::PuzzleList(_)
            | Page::Puzzle(..)
            | Page::Journey
            | Page::Players
            | Page::HandIn
            | Page::Sheet => ().into_any(),
        };
        view! {
            <div class="app" class:embed=embed>
                {(!embed).then(|| view! {
                    <header class="app-header">
                        <a class="brand" href=href(Page::Menu, &Params::default()) aria-label=labels::APP_HOME>
                            <svg class="brand-icon" viewBox="0 0 100 100" aria-hidden="true">
                                <use href="#piece-N"></use>
                            </svg>
                            <span class="brand-name">{labels::APP_NAME}</span>
                        </a>
                        <profile::ProfileChip profile />
                        <nav>
                            <a href="#/">{labels::NAV_GAMES}</a>
                            <a href="#/rezultate">{labels::NAV_RESULTS}</a>
                        </nav>
                    </header>
                })}
                <NoticeList notices=followed />
                <NoticeList notices />
                <main>
                    {content}
                    <div id=screen_host::HOST_ID></div>
                </main>
            </div>
        }
    }
}

#[component]
fn HelpPage(variant: Variant, params: Params) -> impl IntoView {
    view! {
        <section class="help-page">
            <HelpText variant />
            <p class="help-actions">
                <a class="button primary" href=href(Page::Game(variant), &params)>
                    {labels::PLAY_GAME}{variant.info().name}
                </a>
                <a class="button" href=href(Page::Menu, &params)>{labels::BACK_TO_GAMES}</a>
            </p>
        </section>
    }
}
