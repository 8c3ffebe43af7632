//! Reading the page contract's hash routes and URL parameters.
//! Pure Rust (no web-sys) so it is tested natively.

use ::words::{editor, link, series as series_words};
use engine::play::goal::Goal;
use engine::play::matches::Mode;
use engine::{Color, Level, Setup, Variant};
use storage::SERIES_MAX;

/// Which screen to show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Page {
    Menu,
    Game(Variant),
    Help(Variant),
    Results,
    /// `#/jucatori`: the children of this device ("Cine joacă?").
    Players,
    /// `#/clasa`: the teacher's table of a class (`c=<id>`; else the last
    /// one shown): its roster, hand-ins and results files.
    Class,
    /// `#/clase`: the teacher's classes.
    Classes,
    /// `#/intra?clasa=<cod>`: a class's join link, opened on a tablet.
    Join,
    /// `#/diploma?joc=<slug>`: the current child's diploma in a game.
    Diploma(Variant),
    /// `#/profesori`: the teachers' page, in Romanian.
    Teachers,
    /// `#/editor?joc=<slug>`: the teacher's position editor (pawn games and
    /// king hunt), loaded lazily.
    Editor(Variant),
    /// `#/serie?…`: a teacher's series of positions, played in order.
    Series,
    /// `#/probleme`: every game's puzzles.
    Puzzles,
    /// `#/probleme/<joc>`: one game's puzzles, with the child's stars.
    PuzzleList(Variant),
    /// `#/probleme/<joc>/<n>`: puzzle `n` (from 1) of a game.
    Puzzle(Variant, u16),
    /// `#/drum`: the journey through the book's games („Drumul”).
    Journey,
    /// `#/preda`: the current child's results as QR codes for the teacher
    /// (`toti=1`: every child of the device).
    HandIn,
    /// `#/fisa?…`: a worksheet of puzzles or of a series, to print.
    Sheet,
}

impl Page {
    /// Whether the lazily loaded screens (`screens`) draw this page
    /// into `#screen-host`, rather than the app's own views.
    pub const fn is_lazy(self) -> bool {
        matches!(
            self,
            Page::Class
                | Page::Classes
                | Page::Join
                | Page::Results
                | Page::Diploma(_)
                | Page::Editor(_)
                | Page::Series
                | Page::Puzzles
                | Page::PuzzleList(_)
                | Page::Puzzle(..)
                | Page::Journey
                | Page::Players
                | Page::HandIn
                | Page::Sheet
        )
    }
}

/// Where a page's game is written in its route.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum GameIn {
    /// The page has no game.
    Nowhere,
    /// As a segment: `#/cai`, `#/probleme/cai`.
    Path,
    /// As `joc=`: `#/editor?joc=rege`; without it, `default`.
    Query { default: Variant },
}

/// How one kind of page is written: its first segment (empty for the
/// menu and the games), where its game goes, and whether a number follows.
struct RouteRow {
    segment: &'static str,
    game: GameIn,
    numbered: bool,
    page: fn(Variant, u16) -> Page,
}

const fn row(segment: &'static str, game: GameIn, page: fn(Variant, u16) -> Page) -> RouteRow {
    RouteRow {
        segment,
        game,
        numbered: false,
        page,
    }
}

/// The routes of the page contract: [`parse`] reads them and [`href`]
/// writes them from this one table.
static ROUTES: [RouteRow; 18] = [
    row("", GameIn::Nowhere, |_, _| Page::Menu),
    row("", GameIn::Path, |v, _| Page::Game(v)),
    row("ajutor", GameIn::Path, |v, _| Page::Help(v)),
    row("rezultate", GameIn::Nowhere, |_, _| Page::Results),
    row("jucatori", GameIn::Nowhere, |_, _| Page::Players),
    row("clasa", GameIn::Nowhere, |_, _| Page::Class),
    row("clase", GameIn::Nowhere, |_, _| Page::Classes),
    row("intra", GameIn::Nowhere, |_, _| Page::Join),
    row("profesori", GameIn::Nowhere, |_, _| Page::Teachers),
    // The game comes as `joc=`; without it, the results with a notice.
    row(
        "diploma",
        GameIn::Query {
            default: Variant::KingHunt,
        },
        |v, _| Page::Diploma(v),
    ),
    // The game comes as `joc=`; the bishop game if missing.
    row(
        "editor",
        GameIn::Query {
            default: Variant::BishopVsPawns,
        },
        |v, _| Page::Editor(v),
    ),
    row("serie", GameIn::Nowhere, |_, _| Page::Series),
    row("probleme", GameIn::Nowhere, |_, _| Page::Puzzles),
    row("probleme", GameIn::Path, |v, _| Page::PuzzleList(v)),
    // A number that is no puzzle's (`x`, `0`, `99`) opens the puzzle
    // page, which says so and links to the game's list.
    RouteRow {
        segment: "probleme",
        game: GameIn::Path,
        numbered: true,
        page: |v, n| Page::Puzzle(v, n),
    },
    row("drum", GameIn::Nowhere, |_, _| Page::Journey),
    row("preda", GameIn::Nowhere, |_, _| Page::HandIn),
    row("fisa", GameIn::Nowhere, |_, _| Page::Sheet),
];

impl Page {
    /// The page's game and number, the data its route carries besides
    /// its kind.
    const fn data(self) -> (Option<Variant>, u16) {
        match self {
            Page::Game(v)
            | Page::Help(v)
            | Page::Diploma(v)
            | Page::Editor(v)
            | Page::PuzzleList(v) => (Some(v), 0),
            Page::Puzzle(v, n) => (Some(v), n),
            Page::Menu
            | Page::Results
            | Page::Players
            | Page::Class
            | Page::Classes
            | Page::Join
            | Page::Teachers
            | Page::Series
            | Page::Puzzles
            | Page::Journey
            | Page::HandIn
            | Page::Sheet => (None, 0),
        }
    }

    /// The row of [`ROUTES`] that writes this page.
    fn route_row(self) -> &'static RouteRow {
        let (game, n) = self.data();
        let game = game.unwrap_or(Variant::KnightRace);
        match ROUTES.iter().find(|r| (r.page)(game, n) == self) {
            Some(r) => r,
            None => unreachable!("every page has its row in ROUTES"),
        }
    }
}

/// The page the path's `segments` name, by [`ROUTES`].
fn page_of(segments: &[&str]) -> Option<Page> {
    ROUTES.iter().find_map(|r| {
        let rest = match (r.segment, segments) {
            ("", rest) => rest,
            (segment, [first, rest @ ..]) if *first == segment => rest,
            _ => return None,
        };
        let (game, rest) = match (r.game, rest) {
            (GameIn::Path, [slug, rest @ ..]) => (Variant::from_slug(slug)?, rest),
            (GameIn::Path, []) => return None,
            (GameIn::Query { default }, rest) => (default, rest),
            (GameIn::Nowhere, rest) => (Variant::KnightRace, rest),
        };
        match (r.numbered, rest) {
            (false, []) => Some((r.page)(game, 0)),
            (true, [n]) => Some((r.page)(game, n.parse().unwrap_or(0))),
            _ => None,
        }
    })
}

/// The URL parameters after the route, with defaults applied.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Params {
    pub mode: Mode,
    pub level: Level,
    /// Whether the link chose the level (`nivel=`): otherwise the page
    /// plays at the level the child chose last in that game.
    pub level_chosen: bool,
    /// Player 1's colour in round 1, when the URL gives it.
    pub player1: Option<Color>,
    /// A custom start (`poz=`), already read as FEN; the game checks it.
    pub position: Option<Setup>,
    pub embed: bool,
    /// `blocat=1`: the mode and level switches are hidden (a teacher's
    /// exercise or embed keeps the teacher's choice).
    pub locked: bool,
    /// `proiector=1`: the board as large as the screen, for a class.
    pub projector: bool,
    /// A game page playing a series' position (`serie=<id>&pas=<n>`).
    pub step: Option<SeriesStep>,
    /// `#/preda?toti=1`: every child of the device hands in.
    pub all_children: bool,
    /// `#/clasa?predare=<cod>`: a code a phone's camera opened.
    pub hand_in: Option<String>,
    /// A teacher's class by its id: `#/clasa?c=<id>` shows it,
    /// `#/preda?toti=1&clasa=<id>` hands in its children only.
    pub class: Option<String>,
    /// `#/intra?clasa=<cod>`: a class's join code.
    pub invite: Option<String>,
    /// A teacher's goal for the position (`tinta=`).
    pub goal: Option<Goal>,
}

/// Which series, and which of its positions (from 1), a game page plays.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeriesStep {
    pub id: String,
    pub step: u8,
}

/// A parsed location: the screen, its parameters and gentle notices about
/// anything that was ignored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Route {
    pub page: Page,
    pub params: Params,
    pub notices: Vec<String>,
}

/// Reads `#/cai?mod=doi&nivel=3` (the leading `#` is optional).
///
/// ```
/// use ui_model::route::{parse, Page};
/// let r = parse("#/nebun?nivel=3");
/// assert!(matches!(r.page, Page::Game(_)));
/// assert!(r.notices.is_empty());
/// ```
pub fn parse(hash: &str) -> Route {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
    let mut notices = Vec::new();
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let page = page_of(&segments);
    let page = page.unwrap_or_else(|| {
        notices.push(link::unknown_page(&decode(path)));
        Page::Menu
    });

    let mut params = Params::default();
    // The game a diploma or the editor is for (`joc=`).
    let mut game_param = None;
    // The series page and the worksheet read their own links.
    let is_series = matches!(page, Page::Series | Page::Sheet);
    let (mut step_id, mut step_n) = (None, None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(raw);
        match key {
            // The series page reads its own link (`ui::series::SeriesLink`).
            _ if is_series && key != "embed" => {}
            "serie" if matches!(page, Page::Game(_)) => {
                let ok = (1..=16).contains(&value.len())
                    && value.bytes().all(|b| b.is_ascii_alphanumeric());
                step_id = Some(ok.then_some(value));
            }
            // A series opened back into the editor: the editor reads it
            // (`SeriesLink::in_editor_hash`); the class's diplomas, their page.
            "serie" if matches!(page, Page::Editor(_)) => {}
            "clasa" if matches!(page, Page::Diploma(_)) => {}
            "pas" if matches!(page, Page::Game(_)) => {
                step_n = Some(
                    value
                        .parse::<u8>()
                        .ok()
                        .filter(|n| (1..=SERIES_MAX).contains(&usize::from(*n))),
                );
            }
            "mod" => match Mode::from_slug(&value) {
                Some(mode) => params.mode = mode,
                None => notices.push(link::bad_mode(&value)),
            },
            "nivel" => match Level::from_number(&value) {
                Some(level) => {
                    params.level = level;
                    params.level_chosen = true;
                }
                None => notices.push(link::bad_level(&value)),
            },
            "rol" => match value.as_str() {
                "alb" => params.player1 = Some(Color::White),
                "negru" => params.player1 = Some(Color::Black),
                _ => notices.push(link::bad_role(&value)),
            },
            "poz" => match Setup::parse(&value) {
                Ok(setup) => params.position = Some(setup),
                Err(e) => notices.push(link::unreadable_position(&e)),
            },
            "tinta" if matches!(page, Page::Game(_) | Page::Editor(_)) => match Goal::parse(&value)
            {
                Some(goal) => params.goal = Some(goal),
                None => notices.push(::words::goal::refused(&value)),
            },
            "predare" if page == Page::Class => params.hand_in = Some(value),
            "c" if page == Page::Class => params.class = Some(value),
            "clasa" if page == Page::HandIn => params.class = Some(value),
            "clasa" if page == Page::Join => params.invite = Some(value),
            "embed" | "blocat" | "proiector" | "toti" if key != "toti" || page == Page::HandIn => {
                let flag = match key {
                    "embed" => &mut params.embed,
                    "blocat" => &mut params.locked,
                    "toti" => &mut params.all_children,
                    _ => &mut params.projector,
                };
                match value.as_str() {
                    "1" => *flag = true,
                    "0" => *flag = false,
                    _ => notices.push(link::bad_switch(key, &value)),
                }
            }
            "joc" if matches!(page, Page::Diploma(_)) => match Variant::from_slug(&value) {
                Some(v) => game_param = Some(v),
                None => notices.push(link::unknown_game(&value)),
            },
            "joc" if matches!(page, Page::Editor(_)) => match Variant::from_slug(&value) {
                Some(v) if v.accepts_custom_position() => game_param = Some(v),
                Some(_) => notices.push(editor::NO_RACE_EDITOR.to_string()),
                None => notices.push(editor::unknown_game(&value)),
            },
            _ => notices.push(link::unknown_parameter(&decode(key))),
        }
    }
    match (step_id, step_n) {
        (Some(Some(id)), Some(Some(step))) => params.step = Some(SeriesStep { id, step }),
        (None, None) => {}
        _ => notices.push(series_words::bad_step(&decode(
            query
                .split('&')
                .find(|p| p.starts_with("serie=") || p.starts_with("pas="))
                .unwrap_or_default(),
        ))),
    }
    let page = match page {
        Page::Editor(v) => Page::Editor(game_param.unwrap_or(v)),
        Page::Diploma(_) => match game_param {
            Some(v) => Page::Diploma(v),
            None => {
                if !query.split('&').any(|p| p.starts_with("joc=")) {
                    notices.push(link::unknown_game(""));
                }
                Page::Results
            }
        },
        page @ (Page::Menu
        | Page::Game(_)
        | Page::Help(_)
        | Page::Results
        | Page::Class
        | Page::Classes
        | Page::Join
        | Page::Series
        | Page::Puzzles
        | Page::PuzzleList(_)
        | Page::Puzzle(..)
        | Page::Players
        | Page::Teachers
        | Page::Journey
        | Page::HandIn
        | Page::Sheet) => page,
    };
    if let (Page::Game(v) | Page::Editor(v), Some(goal)) = (page, params.goal)
        && !goal.fits(v)
    {
        params.goal = None;
        notices.push(::words::goal::refused(&goal.slug()));
    }
    if let (Page::Game(v), Some(_)) = (page, &params.position)
        && !v.accepts_custom_position()
    {
        params.position = None;
        notices.push(link::POSITION_IGNORED.to_string());
    }
    Route {
        page,
        params,
        notices: link::fewer(notices),
    }
}

/// The hash of a page with parameters, for links (`#/cai?mod=doi`).
pub fn href(page: Page, params: &Params) -> String {
    let row = page.route_row();
    let (game, n) = page.data();
    let mut path = String::from("/");
    path.push_str(row.segment);
    if let (GameIn::Path, Some(v)) = (row.game, game) {
        if !row.segment.is_empty() {
            path.push('/');
        }
        path.push_str(v.info().slug);
    }
    if row.numbered {
        path.push_str(&format!("/{n}"));
    }
    if let (GameIn::Query { .. }, Some(v)) = (row.game, game) {
        path.push_str("?joc=");
        path.push_str(v.info().slug);
    }
    let mut query = Vec::new();
    if matches!(page, Page::Game(_) | Page::Editor(_)) {
        if params.mode != Mode::default() {
            query.push(format!("mod={}", params.mode.slug()));
        }
        if params.level_chosen || params.level != Level::default() {
            query.push(format!("nivel={}", params.level.number()));
        }
        if let Some(c) = params.player1 {
            query.push(format!("rol={}", c.name_ro()));
        }
        if let Some(setup) = &params.position {
            query.push(format!("poz={}", setup.to_link()));
        }
        if let Some(goal) = params.goal {
            query.push(format!("tinta={}", goal.slug()));
        }
        if params.locked {
            query.push("blocat=1".to_string());
        }
        if params.projector {
            query.push("proiector=1".to_string());
        }
        if let Some(s) = &params.step {
            query.push(format!("serie={}&pas={}", s.id, s.step));
        }
    }
    // A puzzle can be projected for the class too.
    if params.projector && matches!(page, Page::Puzzle(..)) {
        query.push("proiector=1".to_string());
    }
    if params.all_children && page == Page::HandIn {
        query.push("toti=1".to_string());
    }
    match (&params.class, page) {
        (Some(id), Page::Class) => query.push(format!("c={}", encode(id))),
        (Some(id), Page::HandIn) => query.push(format!("clasa={}", encode(id))),
        _ => {}
    }
    if let (Some(code), Page::Class) = (&params.hand_in, page) {
        query.push(format!("predare={}", encode(code)));
    }
    if let (Some(code), Page::Join) = (&params.invite, page) {
        query.push(format!("clasa={}", encode(code)));
    }
    if params.embed {
        query.push("embed=1".to_string());
    }
    let joiner = if path.contains('?') { '&' } else { '?' };
    if query.is_empty() {
        format!("#{path}")
    } else {
        format!("#{path}{joiner}{}", query.join("&"))
    }
}

/// Every byte but the unreserved ones as `%XX` (as `encodeURIComponent`).
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(b"0123456789ABCDEF"[usize::from(b >> 4)]));
            out.push(char::from(b"0123456789ABCDEF"[usize::from(b & 15)]));
        }
    }
    out
}

/// Percent-decoding as browsers encode URLs (`+` is a space); bad escapes stay as typed.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = bytes
            .get(i + 1..i + 3)
            .filter(|_| bytes[i] == b'%')
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (escaped, bytes[i]) {
            (Some(b), _) => {
                out.push(b);
                i += 3;
            }
            (None, b'+') => {
                out.push(b' ');
                i += 1;
            }
            (None, b) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_of_the_page_contract() {
        assert_eq!(parse("").page, Page::Menu);
        assert_eq!(parse("#/").page, Page::Menu);
        assert_eq!(parse("#/cai").page, Page::Game(Variant::KnightRace));
        assert_eq!(parse("#/nebun").page, Page::Game(Variant::BishopVsPawns));
        assert_eq!(parse("#/cal").page, Page::Game(Variant::KnightVsPawns));
        assert_eq!(parse("#/turn").page, Page::Game(Variant::RookVsPawns));
        assert_eq!(parse("#/dama").page, Page::Game(Variant::QueenVsPawns));
        assert_eq!(parse("#/rege").page, Page::Game(Variant::KingHunt));
        assert_eq!(parse("#/rezultate").page, Page::Results);
        assert_eq!(parse("#/jucatori").page, Page::Players);
        assert_eq!(parse("#/clasa").page, Page::Class);
        assert_eq!(
            parse("#/diploma?joc=rege").page,
            Page::Diploma(Variant::KingHunt)
        );
        assert_eq!(
            parse("#/diploma?joc=cal").page,
            Page::Diploma(Variant::KnightVsPawns)
        );
        assert_eq!(
            parse("#/ajutor/dama").page,
            Page::Help(Variant::QueenVsPawns)
        );
    }

    #[test]
    fn unknown_route_shows_the_menu_with_a_notice() {
        for hash in ["#/sah-mare", "#/ajutor/xyz", "#/cai/extra"] {
            let r = parse(hash);
            assert_eq!(r.page, Page::Menu);
            assert_eq!(r.notices.len(), 1);
            assert!(r.notices[0].contains("nu există"));
        }
    }

    #[test]
    fn parameters_are_read() {
        let r = parse("#/turn?mod=doi&nivel=3&rol=negru&embed=1");
        assert_eq!(r.params.mode, Mode::TwoPlayers);
        assert_eq!(r.params.level, Level::Hard);
        assert_eq!(r.params.player1, Some(Color::Black));
        assert!(r.params.embed);
        assert!(r.notices.is_empty());
    }

    #[test]
    fn bad_parameters_are_ignored_with_a_notice() {
        let r = parse("#/nebun?nivel=9&mod=trei&culoare=rosu&rol=verde");
        assert_eq!(r.page, Page::Game(Variant::BishopVsPawns));
        assert_eq!(r.params, Params::default());
        assert_eq!(r.notices.len(), 4);
        let r = parse("#/nebun?poz=xyz");
        assert_eq!(r.params.position, None);
        assert!(r.notices[0].contains("nu se poate citi"));
    }

    #[test]
    fn positions_survive_url_encoding() {
        let r = parse("#/nebun?poz=2b5%2F8%2F8%2F8%2F8%2F8%2FPPP5%2F8%20b");
        let setup = r.params.position.expect("position");
        assert_eq!(setup.turn, Color::Black);
        assert_eq!(setup.board.to_fen(), "2b5/8/8/8/8/8/PPP5/8");
        let r = parse("#/rege?poz=4k3/8/8/8/8/8/8/R3K2R+w+KQ");
        assert_eq!(r.params.position.unwrap().castling.as_deref(), Some("KQ"));
        // The knight race always starts as in the book.
        let r = parse("#/cai?poz=8/8/8/8/8/8/8/8");
        assert_eq!(r.params.position, None);
        assert_eq!(r.notices.len(), 1);
    }

    #[test]
    fn a_diploma_without_its_game_shows_the_results_with_a_notice() {
        for hash in ["#/diploma", "#/diploma?joc=sah"] {
            let r = parse(hash);
            assert_eq!(r.page, Page::Results, "{hash}");
            assert_eq!(r.notices.len(), 1, "{hash}");
        }
        let r = parse("#/diploma?joc=dama&embed=1");
        assert_eq!(href(r.page, &r.params), "#/diploma?joc=dama&embed=1");
        // `joc` belongs to the diploma and the editor only.
        assert_eq!(parse("#/nebun?joc=dama").notices.len(), 1);
    }

    #[test]
    fn locked_and_projector_links_round_trip() {
        let r = parse("#/nebun?poz=2b5/8/8/8/8/8/PPP5/8_w&blocat=1&proiector=1");
        assert!(r.params.locked && r.params.projector);
        assert!(r.notices.is_empty());
        assert_eq!(parse(&href(r.page, &r.params)), r);
        let bad = parse("#/nebun?blocat=da&proiector=2");
        assert!(!bad.params.locked && !bad.params.projector);
        assert_eq!(
            bad.notices,
            [
                "„blocat=da” nu se poate folosi (merge doar 1).",
                "„proiector=2” nu se poate folosi (merge doar 1)."
            ]
        );
        assert_eq!(parse("#/profesori").page, Page::Teachers);
    }

    #[test]
    fn editor_routes() {
        assert_eq!(parse("#/editor").page, Page::Editor(Variant::BishopVsPawns));
        let r = parse("#/editor?joc=rege&poz=4k3/8/8/8/8/8/8/4K3_w&mod=doi&blocat=1");
        assert_eq!(r.page, Page::Editor(Variant::KingHunt));
        assert!(r.notices.is_empty());
        assert!(r.params.position.is_some() && r.params.locked);
        assert_eq!(parse(&href(r.page, &r.params)), r);
        let race = parse("#/editor?joc=cai");
        assert_eq!(race.page, Page::Editor(Variant::BishopVsPawns));
        assert_eq!(race.notices, [editor::NO_RACE_EDITOR]);
        assert_eq!(
            parse("#/editor?joc=sah").notices,
            ["Jocul „sah” nu există; editorul a pornit cu „Nebun contra 3 pioni”."]
        );
    }

    #[test]
    fn a_level_in_the_link_is_the_childs_choice() {
        assert!(!parse("#/nebun").params.level_chosen);
        let r = parse("#/nebun?nivel=2");
        assert!(r.params.level_chosen);
        // Chosen, even at the default level: the link says it.
        assert_eq!(href(r.page, &r.params), "#/nebun?nivel=2");
    }

    #[test]
    fn decode_handles_bad_escapes() {
        assert_eq!(decode("a%20b+c"), "a b c");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz"), "%zz");
        assert_eq!(decode("%C8%99"), "ș");
    }

    /// Every page there is: each kind with every game, and puzzles by number.
    fn every_page() -> Vec<Page> {
        let mut pages = vec![
            Page::Menu,
            Page::Results,
            Page::Players,
            Page::Class,
            Page::Classes,
            Page::Join,
            Page::Teachers,
            Page::Series,
            Page::Puzzles,
            Page::Journey,
            Page::HandIn,
            Page::Sheet,
        ];
        for v in Variant::ALL {
            pages.extend([
                Page::Game(v),
                Page::Help(v),
                Page::Diploma(v),
                Page::PuzzleList(v),
                Page::Puzzle(v, 1),
                Page::Puzzle(v, 24),
            ]);
            if v.accepts_custom_position() {
                pages.push(Page::Editor(v));
            }
        }
        pages
    }

    #[test]
    fn every_page_is_read_back_from_its_link() {
        let pages = every_page();
        // Every row of the table is some page's.
        for (i, r) in ROUTES.iter().enumerate() {
            assert!(
                pages.iter().any(|p| std::ptr::eq(p.route_row(), r)),
                "row {i} ({:?})",
                r.segment
            );
        }
        for page in pages {
            for params in [
                Params::default(),
                Params {
                    embed: true,
                    ..Params::default()
                },
            ] {
                let link = href(page, &params);
                let back = parse(&link);
                assert_eq!(back.page, page, "{link}");
                assert_eq!(back.params, params, "{link}");
                assert!(back.notices.is_empty(), "{link}: {:?}", back.notices);
            }
        }
    }

    #[test]
    fn the_hand_in_and_its_codes_have_their_parameters() {
        let all = parse("#/preda?toti=1");
        assert_eq!((all.page, all.params.all_children), (Page::HandIn, true));
        assert_eq!(href(all.page, &all.params), "#/preda?toti=1");
        let join = parse("#/intra?clasa=AE1B");
        assert_eq!(join.params.invite.as_deref(), Some("AE1B"));
        assert_eq!(href(join.page, &join.params), "#/intra?clasa=AE1B");
        let shown = parse("#/clasa?c=18f3");
        assert_eq!(shown.params.class.as_deref(), Some("18f3"));
        assert_eq!(href(shown.page, &shown.params), "#/clasa?c=18f3");
        let one_class = parse("#/preda?toti=1&clasa=18f3");
        assert_eq!(one_class.params.class.as_deref(), Some("18f3"));
        assert_eq!(
            href(one_class.page, &one_class.params),
            "#/preda?toti=1&clasa=18f3"
        );
        let code = parse("#/clasa?predare=AD5020DB5K");
        assert_eq!(code.page, Page::Class);
        assert_eq!(code.params.hand_in.as_deref(), Some("AD5020DB5K"));
        assert_eq!(href(code.page, &code.params), "#/clasa?predare=AD5020DB5K");
        // Each only on its own page.
        let elsewhere = parse("#/rezultate?toti=1&predare=X");
        assert!(!elsewhere.params.all_children && elsewhere.params.hand_in.is_none());
        assert_eq!(elsewhere.notices.len(), 2);
        assert_eq!(parse("#/preda?toti=da").notices.len(), 1);
    }

    #[test]
    fn a_goal_is_read_for_its_game_and_written_back() {
        let hunt = parse("#/rege?poz=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2&blocat=1");
        assert_eq!(hunt.params.goal, Some(Goal::MateWithin(2)));
        assert!(hunt.notices.is_empty());
        assert_eq!(
            href(hunt.page, &hunt.params),
            "#/rege?poz=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2&blocat=1"
        );
        let race = parse("#/cai?tinta=sarituri20");
        assert_eq!(race.params.goal, Some(Goal::JumpsWithin(20)));
        let editor = parse("#/editor?joc=nebun&tinta=castiga3");
        assert_eq!(editor.params.goal, Some(Goal::WinWithin(3)));
        assert_eq!(
            href(editor.page, &editor.params),
            "#/editor?joc=nebun&tinta=castiga3"
        );
        // A mate outside the hunt: no goal, and the child is told so.
        let wrong = parse("#/nebun?tinta=mat2");
        assert_eq!(wrong.params.goal, None);
        assert_eq!(
            wrong.notices,
            ["„tinta=mat2” nu este o țintă a acestui joc: jocul nu are țintă."]
        );
        let bad = parse("#/rege?tinta=mat0");
        assert_eq!(bad.params.goal, None);
        assert_eq!(
            bad.notices,
            ["„tinta=mat0” nu este o țintă a acestui joc: jocul nu are țintă."]
        );
        // Only a game or the editor has a goal.
        assert_eq!(parse("#/rezultate?tinta=castiga").notices.len(), 1);
    }

    #[test]
    fn href_round_trips() {
        let r = parse("#/turn?mod=doi&nivel=3&rol=negru&embed=1");
        assert_eq!(
            href(r.page, &r.params),
            "#/turn?mod=doi&nivel=3&rol=negru&embed=1"
        );
        assert_eq!(href(Page::Menu, &Params::default()), "#/");
        // A teacher's position stays in the links made from it.
        let r = parse("#/rege?mod=doi&poz=4k3/8/8/8/8/8/8/R3K2R+w+KQ");
        assert_eq!(
            href(r.page, &r.params),
            "#/rege?mod=doi&poz=4k3/8/8/8/8/8/8/R3K2R_w_KQ"
        );
        assert_eq!(parse(&href(r.page, &r.params)), r);
    }

    #[test]
    fn a_projected_puzzle_keeps_proiector_in_its_links() {
        let r = parse("#/probleme/nebun/3?proiector=1&embed=1");
        assert_eq!(r.page, Page::Puzzle(Variant::BishopVsPawns, 3));
        assert!(r.notices.is_empty() && r.params.projector && r.params.embed);
        assert_eq!(
            href(r.page, &r.params),
            "#/probleme/nebun/3?proiector=1&embed=1"
        );
        assert_eq!(parse(&href(r.page, &r.params)), r);
        // Lists are not projected.
        assert_eq!(
            href(Page::PuzzleList(Variant::BishopVsPawns), &r.params),
            "#/probleme/nebun?embed=1"
        );
    }

    #[test]
    fn a_game_page_of_a_series_knows_its_step() {
        let r = parse("#/nebun?poz=2b5/8/8/8/8/8/PPP5/8_w&nivel=2&blocat=1&serie=a1b2c3d4&pas=3");
        assert!(r.notices.is_empty());
        assert_eq!(
            r.params.step,
            Some(SeriesStep {
                id: "a1b2c3d4".to_string(),
                step: 3
            })
        );
        assert_eq!(parse(&href(r.page, &r.params)), r);
        for bad in [
            "serie=a1b2&pas=0",
            "serie=a1b2&pas=x",
            "serie=%3Cb%3E&pas=1",
            "pas=2",
            "serie=a1b2",
        ] {
            let r = parse(&format!("#/rege?{bad}"));
            assert_eq!(r.page, Page::Game(Variant::KingHunt), "{bad}");
            assert_eq!(r.params.step, None, "{bad}");
            assert_eq!(r.notices.len(), 1, "{bad}");
            assert!(
                r.notices[0].ends_with("nu se poate folosi: poziția se joacă în afara seriei.")
            );
        }
        // Only game pages have a step.
        assert_eq!(parse("#/rezultate?serie=a1b2&pas=1").notices.len(), 2);
    }
}
