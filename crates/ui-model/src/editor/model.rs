//! The editor's state as plain Rust: which game, the pieces placed, who
//! moves first, the link's options, and what a tap or a drop does. The page
//! (`page.rs`) only draws it and forwards taps.

use crate::action::{FromButton, Written};
use crate::route::{Page, Params, href};
use crate::series::SeriesLink;
use ::words::{Worded, editor as words};
use engine::play::goal::Goal;
use engine::play::matches::Mode;
use engine::play::variant::GameKind;
use engine::{Board, Color, Level, Piece, Role, Setup, Square, Variant};
use storage::SERIES_MAX;

/// What a tap on a square does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    /// Puts this piece there (or takes it away if it is already there).
    Place(Piece),
    /// Takes away whatever stands there.
    Erase,
}

/// What a control of the editor's page does: its `data-ed`, with its
/// `data-value`, read by the app's one delegate
/// ([`web::action::clicked`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Control {
    /// A tap on a square (`sq`).
    Square(Square),
    /// A piece of the palette (`tool`, its code), or the eraser (`x`, or
    /// a piece this game does not have).
    Tool(Option<Piece>),
    /// Another game (`game`, its slug).
    Game(Variant),
    /// The book's start (`book`).
    BookStart,
    /// An empty board (`empty`).
    Empty,
    /// Who moves first (`turn`: `w` or `b`).
    Turn(Color),
    /// The link's `mod=` (`mode`).
    Mode(Mode),
    /// The link's `nivel=` (`level`; `0`: each child's own).
    Level(Option<Level>),
    /// The link's `blocat=1` (`locked`: a toggle).
    Locked,
    /// The big QR code opens (`qr-big`) or closes (`qr-close`).
    BigQr(bool),
    /// Copies the link (`copy`).
    Copy,
    /// Copies the series' link (`copy-series`).
    CopySeries,
    /// The series' big QR code opens (`series-qr-big`) or closes
    /// (`series-qr-close`).
    BigSeriesQr(bool),
    /// Adds the position to the series (`add-series`).
    AddToSeries,
    /// Moves the series' position `i` up (`series-up`).
    SeriesUp(usize),
    /// Takes the series' position `i` out (`series-remove`).
    SeriesRemove(usize),
    /// The link's `tinta=` (`goal`, its slug; `0`: no goal).
    Goal(Option<Goal>),
}

impl FromButton for Control {
    const ATTR: &'static str = "data-ed";
    const SELECTOR: &'static str = "[data-ed]";

    fn read(name: &str, data: &dyn Fn(&str) -> Option<String>) -> Option<Control> {
        let value = data("data-value").unwrap_or_default();
        Some(match name {
            "sq" => Control::Square(Square::parse(&value)?),
            "tool" => Control::Tool(piece_of(&value)),
            "game" => Control::Game(Variant::from_slug(&value)?),
            "book" => Control::BookStart,
            "empty" => Control::Empty,
            "turn" if value == "b" => Control::Turn(Color::Black),
            "turn" => Control::Turn(Color::White),
            "mode" => Control::Mode(Mode::from_slug(&value).unwrap_or_default()),
            "level" => Control::Level(Level::from_number(&value)),
            "locked" => Control::Locked,
            "qr-big" => Control::BigQr(true),
            "qr-close" => Control::BigQr(false),
            "copy" => Control::Copy,
            "copy-series" => Control::CopySeries,
            "series-qr-big" => Control::BigSeriesQr(true),
            "series-qr-close" => Control::BigSeriesQr(false),
            "add-series" => Control::AddToSeries,
            "series-up" => Control::SeriesUp(value.parse().ok()?),
            "series-remove" => Control::SeriesRemove(value.parse().ok()?),
            "goal" => Control::Goal(Goal::parse(&value)),
            _ => return None,
        })
    }

    fn write(&self) -> Written {
        const VALUE: &str = "data-value";
        match *self {
            Control::Square(square) => Written::with("sq", VALUE, square),
            Control::Tool(Some(piece)) => Written::with("tool", VALUE, piece.code()),
            Control::Tool(None) => Written::with("tool", VALUE, "x"),
            Control::Game(v) => Written::with("game", VALUE, v.info().slug),
            Control::BookStart => Written::name("book"),
            Control::Empty => Written::name("empty"),
            Control::Turn(Color::White) => Written::with("turn", VALUE, "w"),
            Control::Turn(Color::Black) => Written::with("turn", VALUE, "b"),
            Control::Mode(mode) => Written::with("mode", VALUE, mode.slug()),
            Control::Level(Some(level)) => Written::number("level", VALUE, level.number()),
            Control::Level(None) => Written::number("level", VALUE, 0u8),
            Control::Locked => Written::name("locked"),
            Control::BigQr(true) => Written::name("qr-big"),
            Control::BigQr(false) => Written::name("qr-close"),
            Control::Copy => Written::name("copy"),
            Control::CopySeries => Written::name("copy-series"),
            Control::BigSeriesQr(true) => Written::name("series-qr-big"),
            Control::BigSeriesQr(false) => Written::name("series-qr-close"),
            Control::AddToSeries => Written::name("add-series"),
            Control::SeriesUp(i) => Written::number("series-up", VALUE, i as u64),
            Control::SeriesRemove(i) => Written::number("series-remove", VALUE, i as u64),
            Control::Goal(Some(goal)) => Written::with("goal", VALUE, goal.slug()),
            Control::Goal(None) => Written::number("goal", VALUE, 0u8),
        }
    }
}

/// The piece of a `data-piece` code (`"wN"`).
fn piece_of(code: &str) -> Option<Piece> {
    [Color::White, Color::Black]
        .into_iter()
        .flat_map(|c| Role::ALL.map(|r| Piece::new(c, r)))
        .find(|p| p.code() == code)
}

/// The position being built and the options of its link.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Editor {
    /// The game the position is for (one that accepts `poz=`).
    pub variant: Variant,
    /// The pieces placed so far.
    pub board: Board,
    /// Who moves first.
    pub turn: Color,
    /// What a tap does.
    pub tool: Tool,
    /// The link's `mod=`.
    pub mode: Mode,
    /// The link's `nivel=`; `None`: each child's own level.
    pub level: Option<Level>,
    /// The link's `blocat=1`.
    pub locked: bool,
    /// The link's `tinta=`: the teacher's goal for the position.
    pub goal: Option<Goal>,
    /// The series being collected, kept across games (its `level` is not
    /// read: the series' level is the editor's, [`Editor::series_as_linked`]).
    pub series: SeriesLink,
}

/// What „➕ Adaugă în serie” did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeriesAdd {
    Added,
    /// The position is in the series already, at this place (from 1).
    Already(usize),
    /// The series has [`SERIES_MAX`] positions.
    Full,
    /// The position cannot be played.
    NotPlayable,
}

/// The games whose start a teacher may choose, in menu order.
pub fn games() -> impl Iterator<Item = Variant> {
    Variant::ALL
        .into_iter()
        .filter(|v| v.accepts_custom_position())
}

/// The pieces a game's positions are made of, in palette order: the
/// game's row of the table ([`engine::VariantInfo::palette`]).
///
/// ```
/// use ui_model::editor::model::palette;
/// use engine::{Piece, Variant};
/// let codes: Vec<String> = palette(Variant::BishopVsPawns).iter().map(|p| p.code()).collect();
/// assert_eq!(codes, ["bB", "wP"]);
/// assert_eq!(palette(Variant::KingHunt).len(), 7);
/// ```
pub fn palette(variant: Variant) -> &'static [Piece] {
    variant.info().palette
}

/// White's castling rights on `board`: `K`, `Q` or both for each rook on
/// its corner with the king on e1; `None` when there are none.
fn castling_of(board: &Board) -> Option<String> {
    let white = |role, name: &str| {
        Square::parse(name).and_then(|sq| board.piece_at(sq))
            == Some(Piece::new(Color::White, role))
    };
    if !white(Role::King, "e1") {
        return None;
    }
    let rights: String = [("h1", 'K'), ("a1", 'Q')]
        .into_iter()
        .filter(|(corner, _)| white(Role::Rook, corner))
        .map(|(_, right)| right)
        .collect();
    (!rights.is_empty()).then_some(rights)
}

/// Whether a game has at most one of `piece` (placing another moves it).
fn is_unique(variant: Variant, piece: Piece) -> bool {
    match variant.kind() {
        GameKind::PieceVsPawns(s) => piece.role == s.role,
        GameKind::KingHunt => piece.role == Role::King,
        GameKind::KnightRace => false,
    }
}

impl Editor {
    /// The editor on `variant`, from `params` (a `poz=` that parses is kept
    /// even when it cannot be played: the editor says why).
    pub fn new(variant: Variant, params: &Params) -> Editor {
        let setup = params
            .position
            .clone()
            .unwrap_or_else(|| variant.start_setup());
        let mut editor = Editor {
            variant,
            board: Board::empty(),
            turn: setup.turn,
            tool: Tool::Erase,
            mode: params.mode,
            level: params.level_chosen.then_some(params.level),
            locked: params.locked,
            goal: params.goal.filter(|g| g.fits(variant)),
            series: SeriesLink {
                title: ::words::series::DEFAULT_TITLE.to_string(),
                ..SeriesLink::default()
            },
        };
        editor.load(&setup);
        editor
    }

    /// Replaces the position, keeping only pieces of this game's palette,
    /// and picks the palette's first piece as the tool.
    fn load(&mut self, setup: &Setup) {
        let pieces = palette(self.variant);
        self.board = Board::empty();
        for (sq, p) in setup.board.pieces() {
            if pieces.contains(&p) {
                self.board.set(sq, p);
            }
        }
        self.turn = setup.turn;
        self.tool = pieces.first().map_or(Tool::Erase, |&p| Tool::Place(p));
    }

    /// Switches to another game, on its book position.
    pub fn choose_game(&mut self, variant: Variant) {
        if variant != self.variant && variant.accepts_custom_position() {
            self.variant = variant;
            self.goal = self.goal.filter(|g| g.fits(variant));
            self.book_start();
        }
    }

    /// The book's start of the game.
    pub fn book_start(&mut self) {
        self.load(&self.variant.start_setup());
    }

    /// No pieces at all (who moves first stays).
    pub fn clear(&mut self) {
        self.board = Board::empty();
    }

    /// Takes `piece` as the tool, or the eraser for none or a piece this
    /// game does not have.
    pub fn choose_tool(&mut self, piece: Option<Piece>) {
        self.tool = piece
            .filter(|p| palette(self.variant).contains(p))
            .map_or(Tool::Erase, Tool::Place);
    }

    /// A tap on `sq` with the current tool.
    ///
    /// ```
    /// use ui_model::editor::model::{Editor, Tool};
    /// use engine::{Square, Variant};
    /// use ui_model::route::Params;
    /// let mut e = Editor::new(Variant::BishopVsPawns, &Params::default());
    /// let d4 = Square::parse("d4").unwrap();
    /// e.tap(d4); // the bishop moves to d4: there is only one
    /// assert_eq!(e.board.piece_at(d4).unwrap().code(), "bB");
    /// assert_eq!(e.board.pieces().count(), 4);
    /// e.tap(d4); // the same piece again takes it away
    /// assert!(e.board.piece_at(d4).is_none());
    /// ```
    pub fn tap(&mut self, sq: Square) {
        match self.tool {
            Tool::Erase => {
                self.board.remove(sq);
            }
            Tool::Place(p) if self.board.piece_at(sq) == Some(p) => {
                self.board.remove(sq);
            }
            Tool::Place(p) => self.place(sq, p),
        }
    }

    /// Puts `piece` on `sq`; a game's only piece of its kind moves there.
    pub fn place(&mut self, sq: Square, piece: Piece) {
        if is_unique(self.variant, piece) {
            let others: Vec<Square> = self
                .board
                .pieces()
                .filter(|&(_, p)| p == piece)
                .map(|(s, _)| s)
                .collect();
            for s in others {
                self.board.remove(s);
            }
        }
        self.board.set(sq, piece);
    }

    /// A piece dragged from `from` (the board) or from the palette
    /// (`from: None`, `piece` given) and dropped on `to`, or off the board
    /// (`to: None`), which takes a board piece away.
    pub fn drop_piece(&mut self, piece: Piece, from: Option<Square>, to: Option<Square>) {
        if let Some(from) = from {
            if self.board.piece_at(from) != Some(piece) {
                return;
            }
            self.board.remove(from);
        }
        if let Some(to) = to {
            self.place(to, piece);
        }
    }

    /// The position as the link carries it. In the king hunt white may
    /// castle with each rook still on its corner beside the king on e1 (as
    /// in the book's start), so a position edited from a game keeps its
    /// castling (`…_w_KQ`).
    pub fn setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castling: (self.variant == Variant::KingHunt)
                .then(|| castling_of(&self.board))
                .flatten(),
        }
    }

    /// Why the game cannot start here, in the words `poz=` uses; `None`
    /// when it can.
    pub fn problem(&self) -> Option<String> {
        match self.variant.new_game(&self.setup()) {
            Err(e) => Some(words::problem(e)),
            Ok(round) => round.reason_text().map(|r| words::already_over(&r)),
        }
    }

    /// The link's parameters.
    pub fn params(&self) -> Params {
        Params {
            mode: self.mode,
            level: self.level.unwrap_or_default(),
            level_chosen: self.level.is_some(),
            position: Some(self.setup()),
            locked: self.locked,
            goal: self.goal,
            ..Params::default()
        }
    }

    /// The game page's hash that plays this position (`#/nebun?poz=…`).
    pub fn game_hash(&self) -> String {
        href(Page::Game(self.variant), &self.params())
    }

    /// This editor's own hash, so a reload keeps the work.
    pub fn editor_hash(&self) -> String {
        href(Page::Editor(self.variant), &self.params())
    }

    /// The absolute link for the children: the app's address (`base`,
    /// without its `#…`) and the game's hash.
    pub fn link(&self, base: &str) -> String {
        let base = base.split('#').next().unwrap_or(base);
        format!("{base}{}", self.game_hash())
    }

    /// Adds the position on the board, with its side to move, to the
    /// series: a playable one, not there yet, while there is room.
    pub fn add_to_series(&mut self) -> SeriesAdd {
        let here = (self.variant, self.setup(), self.goal);
        let same = |p: &&(Variant, Setup, Option<Goal>)| (p.0, &p.1) == (here.0, &here.1);
        if let Some(i) = self.series.positions.iter().position(|p| same(&p)) {
            return SeriesAdd::Already(i + 1);
        }
        if self.series.positions.len() >= SERIES_MAX {
            return SeriesAdd::Full;
        }
        if self.problem().is_some() {
            return SeriesAdd::NotPlayable;
        }
        self.series.positions.push(here);
        SeriesAdd::Added
    }

    /// Moves position `i` one place up (the first stays first).
    pub fn raise_in_series(&mut self, i: usize) {
        if (1..self.series.positions.len()).contains(&i) {
            self.series.positions.swap(i - 1, i);
        }
    }

    /// Takes position `i` out of the series.
    pub fn remove_from_series(&mut self, i: usize) {
        if i < self.series.positions.len() {
            self.series.positions.remove(i);
        }
    }

    /// The series as its link carries it: the positions collected, at the
    /// editor's level.
    pub fn series_as_linked(&self) -> SeriesLink {
        SeriesLink {
            level: self.level,
            ..self.series.clone()
        }
    }

    /// The absolute link of the series (`base` as for [`Editor::link`]).
    pub fn series_link(&self, base: &str) -> String {
        let base = base.split('#').next().unwrap_or(base);
        format!("{base}{}", self.series_as_linked().href())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::read_back;
    use crate::route::parse;

    #[test]
    fn a_king_hunt_edited_from_a_game_keeps_its_castling() {
        let start = Variant::KingHunt.start_setup();
        let params = Params {
            position: Some(start.clone()),
            ..Params::default()
        };
        let mut e = Editor::new(Variant::KingHunt, &params);
        assert!(e.game_hash().ends_with("_w_KQ"), "{}", e.game_hash());
        assert_eq!(e.setup().board, start.board);
        // A rook moved off its corner: that side's castling goes.
        e.drop_piece(
            Piece::new(Color::White, Role::Rook),
            Square::parse("a1"),
            Square::parse("a3"),
        );
        assert!(e.game_hash().ends_with("_w_K"), "{}", e.game_hash());
        e.choose_tool(None);
        e.tap(Square::parse("e1").unwrap());
        assert_eq!(e.setup().castling, None, "no king on e1: {}", e.game_hash());
        // The pawn games have no castling.
        let bishop = Editor::new(Variant::BishopVsPawns, &Params::default());
        assert_eq!(bishop.setup().castling, None);
    }

    #[test]
    fn every_control_is_read_back_as_it_is_written() {
        let pieces = [Color::White, Color::Black]
            .into_iter()
            .flat_map(|c| Role::ALL.map(|r| Control::Tool(Some(Piece::new(c, r)))));
        let squares = ["a1", "e4", "h8"].map(|s| Control::Square(Square::parse(s).unwrap()));
        let controls = [
            Control::Tool(None),
            Control::BookStart,
            Control::Empty,
            Control::Turn(Color::White),
            Control::Turn(Color::Black),
            Control::Mode(Mode::Robot),
            Control::Mode(Mode::TwoPlayers),
            Control::Level(None),
            Control::Level(Some(Level::Easy)),
            Control::Level(Some(Level::Medium)),
            Control::Level(Some(Level::Hard)),
            Control::Locked,
            Control::BigQr(true),
            Control::BigQr(false),
            Control::Copy,
            Control::CopySeries,
            Control::BigSeriesQr(true),
            Control::BigSeriesQr(false),
            Control::AddToSeries,
            Control::SeriesUp(0),
            Control::SeriesUp(12),
            Control::SeriesRemove(3),
            Control::Goal(None),
            Control::Goal(Some(Goal::Win)),
            Control::Goal(Some(Goal::WinWithin(7))),
            Control::Goal(Some(Goal::MateWithin(2))),
        ]
        .into_iter()
        .chain(pieces)
        .chain(squares)
        .chain(Variant::ALL.map(Control::Game));
        for control in controls {
            assert_eq!(read_back(&control), Some(control), "{:?}", control.write());
        }
    }

    #[test]
    fn a_series_collects_positions_of_any_game_and_its_link_reads_back() {
        let mut e = Editor::new(Variant::KingHunt, &Params::default());
        e.level = Some(Level::Medium);
        assert_eq!(e.add_to_series(), SeriesAdd::Added);
        e.choose_game(Variant::BishopVsPawns);
        e.turn = Color::Black;
        assert_eq!(e.add_to_series(), SeriesAdd::Added);
        assert_eq!(
            e.add_to_series(),
            SeriesAdd::Already(2),
            "the same position again"
        );
        e.choose_game(Variant::QueenVsPawns);
        assert_eq!(e.add_to_series(), SeriesAdd::Added);
        e.clear();
        assert_eq!(e.add_to_series(), SeriesAdd::NotPlayable);
        assert_eq!(e.series.positions.len(), 3, "an empty board is not added");
        e.raise_in_series(1);
        e.raise_in_series(0);
        assert_eq!(e.series.positions[0].0, Variant::BishopVsPawns);
        assert_eq!(e.series.positions[0].1.turn, Color::Black);
        e.remove_from_series(2);
        e.remove_from_series(7);
        e.series.title = "Clasa a II-a & șah".to_string();
        let link = e.series_link("https://scoala.exemplu.ro/sah/#/editor?joc=dama");
        assert!(link.starts_with(
            "https://scoala.exemplu.ro/sah/#/serie?titlu=Clasa+a+II-a+%26+%C8%99ah&nivel=2&nebun="
        ));
        let back = parse(link.split_once('#').unwrap().1);
        assert_eq!(back.page, Page::Series);
        assert!(back.notices.is_empty());
        let (series, notices) = SeriesLink::parse(link.split_once('?').unwrap().1);
        assert!(notices.is_empty());
        assert_eq!(series, e.series_as_linked());
        assert_eq!(series.level, Some(Level::Medium));
    }

    #[test]
    fn eight_positions_make_a_qr_code_a_tablet_reads() {
        let mut e = Editor::new(Variant::KingHunt, &Params::default());
        e.level = Some(Level::Hard);
        for v in [
            Variant::KingHunt,
            Variant::QueenVsPawns,
            Variant::RookVsPawns,
            Variant::KnightVsPawns,
            Variant::BishopVsPawns,
            Variant::QueenVsPawns,
            Variant::RookVsPawns,
            Variant::BishopVsPawns,
        ] {
            e.choose_game(v);
            // A game's book start a second time: with the other side to move.
            if e.add_to_series() != SeriesAdd::Added {
                e.turn = Color::Black;
                assert_eq!(e.add_to_series(), SeriesAdd::Added);
            }
        }
        assert_eq!(e.series.positions.len(), 8);
        assert_eq!(e.add_to_series(), SeriesAdd::Already(8));
        e.series.title = "Seria de joi, clasa a III-a".to_string();
        let link = e.series_link("https://scoala.exemplu.ro/sah/");
        // The book's starts, the king hunt's full army among them: a long
        // case (a teacher's positions usually have fewer pieces).
        assert!(link.len() <= 420, "{} characters", link.len());
        let code = qrcodegen::QrCode::encode_text(&link, qrcodegen::QrCodeEcc::Medium).unwrap();
        // Version 16 at most: 81 modules, read by a tablet's camera from
        // the projector or a printed page.
        assert!(
            code.version().value() <= 16,
            "version {}",
            code.version().value()
        );
        eprintln!(
            "8 positions: {} characters, QR version {} ({} modules)",
            link.len(),
            code.version().value(),
            code.size()
        );
    }
}
