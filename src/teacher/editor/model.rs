//! The editor's state as plain Rust: which game, the pieces placed, who
//! moves first, the link's options, and what a tap or a drop does. The page
//! (`page.rs`) only draws it and forwards taps.

use crate::engine::play::matches::Mode;
use crate::engine::play::variant::GameKind;
use crate::engine::words::{Worded, editor as words};
use crate::engine::{Board, Color, Level, Piece, Role, Setup, Square, Variant};
use crate::ui::action::FromButton;
use crate::ui::route::{Page, Params, href};

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
/// ([`crate::ui::action::clicked`]).
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
            _ => return None,
        })
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
}

/// The games whose start a teacher may choose, in menu order.
pub fn games() -> impl Iterator<Item = Variant> {
    Variant::ALL
        .into_iter()
        .filter(|v| v.accepts_custom_position())
}

/// The pieces a game's positions are made of, in palette order.
///
/// ```
/// use sah_in_joaca::teacher::editor::model::palette;
/// use sah_in_joaca::engine::{Piece, Variant};
/// let codes: Vec<String> = palette(Variant::BishopVsPawns).iter().map(|p| p.code()).collect();
/// assert_eq!(codes, ["bB", "wP"]);
/// assert_eq!(palette(Variant::KingHunt).len(), 7);
/// ```
pub fn palette(variant: Variant) -> Vec<Piece> {
    match variant.kind() {
        GameKind::PieceVsPawns(s) => vec![
            Piece::new(s.piece_color(), s.role),
            Piece::new(s.pawn_color, Role::Pawn),
        ],
        // Never asked: the race takes no `poz=` (see `games`).
        GameKind::KnightRace => Vec::new(),
        GameKind::KingHunt => {
            let mut pieces: Vec<Piece> = [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Pawn,
            ]
            .into_iter()
            .map(|r| Piece::new(Color::White, r))
            .collect();
            pieces.push(Piece::new(Color::Black, Role::King));
            pieces
        }
    }
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
    /// use sah_in_joaca::teacher::editor::model::{Editor, Tool};
    /// use sah_in_joaca::engine::{Square, Variant};
    /// use sah_in_joaca::ui::route::Params;
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

    /// The position as the link carries it.
    pub fn setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castling: None,
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
}
