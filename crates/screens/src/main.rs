//! The screens loaded only when opened, as a second wasm: the teacher's position editor (`#/editor`), the
//! class table (`#/clasa`) and the printable diploma (`#/diploma`); and the
//! children's screens beyond the games, which a child's first load need not
//! carry: their results (`#/rezultate`), the puzzles (`#/probleme…`), the
//! journey (`#/drum`), the page of a teacher's series (`#/serie`) and who
//! plays on a shared device (`#/jucatori`), with the join link of a
//! teacher's class that brings its children onto it (`#/intra`). The main
//! app shows an empty host (`#screen-host`, [`web::glue`]) on these routes
//! ([`Page::is_lazy`]) and loads this wasm the first time one opens, so none
//! of it weighs on a child's first load; [`mount`] reads the route and draws
//! the right screen into it.
//!
//! Written as markup with one listener per event kind on the root, like
//! the app's static pages: no second reactive runtime beside the app's.

pub mod class;
pub mod classes;
pub mod diploma;
mod dom;
pub mod editor;
pub mod handin;
pub mod help;
pub mod join;
pub mod journey;
pub mod players;
pub mod puzzle_list;
pub mod puzzle_lists;
pub mod puzzle_page;
pub mod results;
mod scanner;
pub mod series;
pub mod sheet;

use storage::Device;
use ui_model::route::{self, Page};

/// Draws the screen of the location's route into a new element in the
/// app's host (`#screen-host`): the previous screen, with its listeners,
/// goes. Any other route draws nothing (the app left these screens
/// while this wasm was loading). `child`: the child the app's tab shows
/// (the results are theirs); `session`: what the main wasm kept only for
/// its session ([`storage::Browser::session_values`]).
fn mount_screen(child: u32, session: &str) {
    storage::Browser::adopt_session(session);
    let Some(document) = dom::document() else {
        return;
    };
    let (Some(host), Ok(root)) = (
        document.get_element_by_id(web::glue::HOST_ID),
        document.create_element("div"),
    ) else {
        return;
    };
    let hash = web::js::current_hash();
    let parsed = route::parse(&hash);
    if !parsed.page.is_lazy() {
        return;
    }
    dom::link_stylesheet(&host);
    host.set_inner_html("");
    let _ = host.append_child(&root);
    // What the children's screens' links keep: an embed's `embed=1`, and
    // a projector's `proiector=1` (only a puzzle shows it).
    let links = route::Params {
        embed: parsed.params.embed,
        projector: parsed.params.projector,
        ..route::Params::default()
    };
    match parsed.page {
        Page::Editor(v) => editor::page::mount(&root, v, &parsed.params),
        Page::Class => class::mount(
            &root,
            parsed.params.class.as_deref(),
            parsed.params.hand_in.as_deref(),
        ),
        Page::Classes => classes::mount(&root),
        Page::Join => join::mount(&root, parsed.params.invite.as_deref()),
        Page::Diploma(v) => {
            let class = hash.contains("clasa=1");
            diploma::mount(&root, v, &Device::browser(), class)
        }
        Page::Series => {
            let query = hash.split_once('?').map_or("", |(_, q)| q);
            series::mount(&root, query, &parsed.params);
        }
        Page::Puzzles => puzzle_lists::mount_all(&root, &links),
        Page::PuzzleList(v) => puzzle_lists::mount_game(&root, v, &links),
        Page::Puzzle(v, n) => {
            // The number as typed, said back when it is no puzzle's (`99999`,
            // `-1` and `abc` are all 0 to the route).
            let path = hash.split('?').next().unwrap_or_default();
            let typed = route::decode(path.rsplit('/').find(|s| !s.is_empty()).unwrap_or_default());
            puzzle_page::mount(&root, v, n, &typed, &links)
        }
        Page::Journey => journey::mount(&root, &links),
        Page::Results => {
            let device = Device::browser().for_child(storage::ChildId(child));
            results::mount(&root, device)
        }
        Page::Players => {
            let device = Device::browser().for_child(storage::ChildId(child));
            players::mount(&root, device)
        }
        Page::Sheet => {
            let query = hash.split_once('?').map_or("", |(_, q)| q);
            sheet::mount(&root, query);
        }
        Page::HandIn => {
            let device = Device::browser().for_child(storage::ChildId(child));
            let (all, class) = (parsed.params.all_children, parsed.params.class.as_deref());
            handin::mount(&root, &device, all, class, &links)
        }
        // The app's own pages (`Page::is_lazy` is false): nothing to draw.
        Page::Menu | Page::Game(_) | Page::Help(_) | Page::Teachers => {}
    }
}

/// The results file of child `child`, downloaded, with the values the main
/// wasm kept only for its session (`session`, as
/// [`storage::Browser::session_values`] writes it); what was done
/// (empty if the browser refused). Run here so that writing the file is no
/// part of a child's first load (the game page's „💾” when a match could be
/// kept only for the session).
fn export_results_of(child: u32, session: &str) -> String {
    storage::Browser::adopt_session(session);
    let device = Device::browser().for_child(storage::ChildId(child));
    results::export_results(&device).unwrap_or_default()
}

use wasm_bindgen::prelude::wasm_bindgen;

/// Draws the screen of the current route into `#screen-host`, for the
/// child `child` the app's tab shows, with what the app kept only for its
/// session (see `ui::screen_host::show_screen`).
#[wasm_bindgen]
pub fn mount(child: u32, session: String) {
    mount_screen(child, &session);
}

/// Downloads the results file of child `child`; what was done, or nothing
/// (see `ui::screen_host::export_file`).
#[wasm_bindgen]
pub fn export_results(child: u32, session: String) -> String {
    export_results_of(child, &session)
}

fn main() {}

/// Reads aloud, in Romanian, the texts a game page shows (as
/// `words::speech::spoken` says them): at once (`now`), or after what is
/// being read. `false` when the device has no Romanian voice (see
/// `web::glue::speak`: the reader is no part of a child's first load).
#[wasm_bindgen]
pub fn speak(texts: Vec<String>, now: bool) -> bool {
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    web::speech::speak(&::words::speech::spoken(&texts), now)
}

/// Draws the rules text into the help the app shows (`screens::help`).
#[wasm_bindgen]
pub fn help() {
    help::show();
}
