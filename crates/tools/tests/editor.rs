//! The teacher's position editor: what taps and drops do, every
//! reason a position is refused (the same sentences `poz=` gives), the link
//! it makes, and its QR code read back by a real decoder (rqrr).

use engine::{Color, Level, Piece, Role, Setup, Variant};
use play::matches::Mode;
use ui_model::editor::model::{Editor, Tool, games};
use ui_model::qr;
use ui_model::route::{self, Page, Params};

use rules::testing::sq;
fn editor_on(variant: Variant, poz: &str) -> Editor {
    let params = Params {
        position: Some(Setup::parse(poz).unwrap()),
        ..Params::default()
    };
    Editor::new(variant, &params)
}

#[test]
fn every_reason_a_position_is_refused() {
    let cases = [
        (
            Variant::BishopVsPawns,
            "8/8/8/8/8/8/8/8_w",
            "În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi.",
        ),
        (
            Variant::BishopVsPawns,
            "2b5/8/8/8/8/8/PPPP4/8_w",
            "În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi.",
        ),
        (
            Variant::BishopVsPawns,
            "2b5/8/8/8/8/8/PP6/2P5_w",
            "Un pion alb nu poate sta pe linia 1.",
        ),
        (
            Variant::KnightVsPawns,
            "p7/8/8/8/8/8/8/1N6_w",
            "Un pion negru nu poate sta pe linia 8.",
        ),
        (
            Variant::BishopVsPawns,
            "2b5/8/8/8/8/P7/P7/8_w",
            "Pe coloana a sunt doi pioni.",
        ),
        (
            Variant::RookVsPawns,
            "7r/P7/P7/P7/8/8/8/8_w",
            "Pe coloana a sunt 3 pioni.",
        ),
        (
            Variant::BishopVsPawns,
            "PP6/8/8/8/8/8/8/2b5_b",
            "Doi pioni nu pot fi în același timp pe ultima linie.",
        ),
        (
            Variant::BishopVsPawns,
            "P7/8/8/8/8/8/8/2b5_w",
            "Pionul de pe a8 este deja pe ultima linie, deci la mutare trebuie să fie nebunul.",
        ),
        (
            Variant::KingHunt,
            "8/8/8/8/8/8/8/4K3_w",
            "Negrul trebuie să aibă exact un rege și nicio altă piesă.",
        ),
        (
            Variant::KingHunt,
            "4k3/8/8/8/8/8/8/8_w",
            "Albul trebuie să aibă exact un rege.",
        ),
        (
            Variant::KingHunt,
            "4k3/8/8/8/8/P7/PPPPPPPP/4K3_w",
            "Albul nu poate avea mai mult de 8 pioni.",
        ),
        (
            Variant::KingHunt,
            "4k3/8/8/8/8/8/8/P3K3_w",
            "Un pion alb nu poate sta pe prima sau pe ultima linie.",
        ),
        (
            Variant::KingHunt,
            "4k3/8/8/8/8/QQ6/PPPPPPPP/4K3_w",
            "Albul are prea multe piese: ele nu pot apărea într-o partidă (8 pioni, plus piesele în care s-au transformat pionii).",
        ),
        (
            Variant::KingHunt,
            "8/8/8/8/8/8/3k4/4K3_w",
            "Cei doi regi nu pot sta unul lângă altul.",
        ),
        (
            Variant::KingHunt,
            "4k3/8/8/8/4R3/8/8/4K3_w",
            "Regele negru este în șah, dar la mutare este albul: poziția nu este posibilă.",
        ),
        (
            Variant::KingHunt,
            "4k3/4Q3/4K3/8/8/8/8/8_b",
            "Jocul s-ar termina înainte de prima mutare: Mat! Regele negru nu mai poate scăpa.",
        ),
        (
            Variant::KingHunt,
            "k7/8/1Q6/8/8/8/8/4K3_b",
            "Jocul s-ar termina înainte de prima mutare: Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat.",
        ),
    ];
    for (variant, poz, why) in cases {
        let e = editor_on(variant, poz);
        assert_eq!(
            e.problem().as_deref(),
            Some(format!("⚠️ {why}").as_str()),
            "{poz}"
        );
        // The game page refuses the same link with the same reason.
        if let Err(err) = variant.new_game(&e.setup()) {
            assert_eq!(
                words::link::unplayable_position(err),
                format!(
                    "Poziția din adresă nu se poate juca. {why} Jocul pornește de la poziția obișnuită."
                )
            );
        }
    }
    for v in games() {
        assert_eq!(Editor::new(v, &Params::default()).problem(), None, "{v:?}");
    }
}

#[test]
fn taps_build_a_position() {
    let mut e = Editor::new(Variant::KingHunt, &Params::default());
    assert_eq!(games().count(), 5);
    e.clear();
    assert!(e.problem().is_some());
    e.tool = Tool::Place(Piece::new(Color::White, Role::King));
    e.tap(sq("e1"));
    e.tap(sq("d1")); // the only white king moves
    e.tool = Tool::Place(Piece::new(Color::Black, Role::King));
    e.tap(sq("h8"));
    e.tool = Tool::Place(Piece::new(Color::White, Role::Rook));
    e.tap(sq("a1"));
    e.tap(sq("b2")); // rooks may be two
    e.tap(sq("b2")); // the same piece again: gone
    e.tool = Tool::Erase;
    e.tap(sq("h7")); // nothing there: nothing happens
    assert_eq!(e.setup().to_link(), "7k/8/8/8/8/8/8/R2K4_w");
    assert_eq!(e.problem(), None);
    e.turn = Color::Black;
    assert_eq!(e.problem(), None);
}

#[test]
fn drops_move_place_and_remove() {
    let mut e = Editor::new(Variant::BishopVsPawns, &Params::default());
    let bishop = Piece::new(Color::Black, Role::Bishop);
    let pawn = Piece::new(Color::White, Role::Pawn);
    e.drop_piece(bishop, Some(sq("c8")), Some(sq("f5")));
    e.drop_piece(pawn, Some(sq("a2")), None); // off the board
    e.drop_piece(pawn, None, Some(sq("h4"))); // from the palette
    e.drop_piece(pawn, Some(sq("d5")), Some(sq("d6"))); // nothing was there
    e.drop_piece(bishop, None, Some(sq("b1"))); // the only bishop moves
    assert_eq!(e.setup().to_link(), "8/8/8/8/7P/8/1PP5/1b6_w");
}

#[test]
fn the_link_opens_exactly_that_position() {
    let mut e = editor_on(Variant::RookVsPawns, "8/8/8/3r4/8/8/PPP2PP1/8_b");
    e.mode = Mode::TwoPlayers;
    e.locked = true;
    let link = e.link("https://scoala.ro/sah/index.html#/editor?joc=turn");
    assert_eq!(
        link,
        "https://scoala.ro/sah/index.html#/turn?mod=doi&poz=8/8/8/3r4/8/8/PPP2PP1/8_b&blocat=1"
    );
    let opened = route::parse(link.split_once('#').unwrap().1);
    assert_eq!(opened.page, Page::Game(Variant::RookVsPawns));
    assert!(opened.notices.is_empty());
    assert_eq!(opened.params.position, Some(e.setup()));
    assert!(opened.params.locked && opened.params.mode == Mode::TwoPlayers);
    assert!(!opened.params.level_chosen);
    e.mode = Mode::Robot;
    e.level = Some(Level::Hard);
    let opened = route::parse(&e.game_hash());
    assert!(opened.params.level_chosen && opened.params.level == Level::Hard);
    // The editor's own hash brings the same work back.
    let again = route::parse(&e.editor_hash());
    assert_eq!(again.page, Page::Editor(Variant::RookVsPawns));
    assert_eq!(
        Editor::new(Variant::RookVsPawns, &again.params),
        e_with_tool(&e)
    );
}

/// `e` as a fresh editor would hold it (the tool is the palette's first).
fn e_with_tool(e: &Editor) -> Editor {
    let mut fresh = e.clone();
    fresh.tool = Tool::Place(Piece::new(Color::Black, Role::Rook));
    fresh
}

#[test]
fn a_position_from_another_game_keeps_only_this_games_pieces() {
    let e = editor_on(
        Variant::BishopVsPawns,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w",
    );
    assert_eq!(e.setup().to_link(), "2b2b2/8/8/8/8/8/PPPPPPPP/8_w");
    assert!(e.problem().is_some());
}

/// Paints the SVG's dark runs (`M x,y h w v1 h-w z`) at `scale` pixels a
/// module and decodes the picture with rqrr.
fn decode(svg: &str, scale: usize) -> String {
    let side: usize = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    let path = svg
        .split(" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let mut dark = vec![false; side * side];
    for run in path.split('M').filter(|r| !r.is_empty()) {
        let (xy, rest) = run.split_once('h').unwrap();
        let (x, y) = xy.split_once(',').unwrap();
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        let w: usize = rest.split('v').next().unwrap().parse().unwrap();
        for i in x..x + w {
            dark[y * side + i] = true;
        }
    }
    let px = side * scale;
    let mut img = rqrr::PreparedImage::prepare_from_greyscale(px, px, |x, y| {
        if dark[(y / scale) * side + x / scale] {
            0
        } else {
            255
        }
    });
    let grids = img.detect_grids();
    assert_eq!(grids.len(), 1);
    grids[0].decode().unwrap().1
}

#[test]
fn the_qr_code_reads_back_as_the_link() {
    let mut links = vec![
        "http://127.0.0.1:8080/#/nebun?poz=2b5/8/8/8/8/8/PPP5/8_w".to_string(),
        "https://exemplu.ro/clasa-a-doua/sah/#/rege?mod=doi&nivel=3&blocat=1".to_string(),
    ];
    let hunt = Editor::new(
        Variant::KingHunt,
        &Params {
            locked: true,
            ..Params::default()
        },
    );
    links.push(
        hunt.link("https://o-scoala-cu-un-nume-foarte-lung.ro/resurse/sah-in-joaca/index.html"),
    );
    for link in links {
        let svg = qr::svg(&link).unwrap();
        assert!(svg.contains("data-qr=\"\""));
        assert_eq!(decode(&svg, 4), link);
    }
}
