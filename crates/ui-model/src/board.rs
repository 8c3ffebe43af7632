//! The one board model: what the board is given ([`BoardInput`]), the
//! user's gestures as plain transitions ([`Interaction`]: tap, drag, keys,
//! promotion), and what each square shows ([`SquareView`]), computed by one
//! function. No DOM here, so every path is tested natively; the app draws it
//! with Leptos (`app::board`) and the menu's previews from [`preview_markup`].

use crate::html::{Elem, Html};
use engine::{Bitboard, Board, Color, Highlights, Lens, Move, Piece, Role, Square};

/// Everything the board is given to show.
#[derive(Clone, PartialEq, Debug)]
pub struct BoardInput {
    pub board: Board,
    /// The colour at the bottom of the screen.
    pub orientation: Color,
    /// The legal moves the user may make now; empty when input is not allowed
    /// (another player's or the robot's turn, or the round is over).
    pub moves: Vec<Move>,
    pub last_move: Option<Move>,
    pub highlights: Highlights,
    /// A suggested move to point at ("Sfat").
    pub hint: Option<Move>,
    /// While the review shows where the move its sentence names was played
    /// („🔎 Arată greșeala”): that move, marked beside the better one.
    pub played: Option<Move>,
    /// The lens's marks, when it is on ("👓").
    pub lens: Option<Lens>,
    /// Routes drawn over the board, their squares numbered.
    pub routes: Vec<Route>,
}

/// The route of a piece drawn on the board: where it starts, then the
/// squares it lands on, in order, each numbered (`data-step`).
#[derive(Clone, PartialEq, Debug)]
pub struct Route {
    pub color: Color,
    pub squares: Vec<Square>,
}

impl BoardInput {
    /// The squares the user may move a piece from.
    pub fn movable(&self) -> Bitboard {
        self.moves.iter().map(|m| m.from).collect()
    }

    /// Where the piece on `from` may go.
    pub fn destinations(&self, from: Square) -> Bitboard {
        self.moves
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    /// The legal moves from `from` to `to`: several when a pawn promotes.
    pub fn moves_between(&self, from: Square, to: Square) -> Vec<Move> {
        self.moves
            .iter()
            .filter(|m| m.from == from && m.to == to)
            .copied()
            .collect()
    }
}

/// Square size fraction of the board: the from→to offset of the last move, in
/// squares as seen on screen, so the arriving piece slides in (200 ms).
pub fn slide_offset(mv: Move, orientation: Color) -> (i8, i8) {
    let df = mv.from.file() as i8 - mv.to.file() as i8;
    let dr = mv.to.rank() as i8 - mv.from.rank() as i8;
    match orientation {
        Color::White => (df, dr),
        Color::Black => (-df, -dr),
    }
}

/// Squares in screen order (top-left first) for an orientation.
pub fn screen_squares(orientation: Color) -> Vec<Square> {
    let mut squares = Vec::with_capacity(64);
    for row in 0..8u8 {
        for col in 0..8u8 {
            let (file, rank) = match orientation {
                Color::White => (col, 7 - row),
                Color::Black => (7 - col, row),
            };
            squares.push(Square::new(file, rank));
        }
    }
    squares
}

/// One press of a finger or the mouse, from down to up, carrying `from`
/// (a square, or the editor's piece): a tap until the pointer travelled past
/// the one threshold ([`travelled`]), a drag from then on, even if it comes
/// back. Every board's gestures start here (the game's, the puzzle's, the
/// editor's), so a drag feels the same on each screen.
///
/// ```
/// use ui_model::board::Drag;
/// let mut press = Drag::new("♘", (10, 10));
/// assert!(!press.follow((13, 12)), "a shaky tap");
/// assert!(press.follow((30, 10)), "now a drag");
/// assert!(!press.follow((10, 10)) && press.moved(), "and it stays one");
/// assert_eq!(press.offset(), (0, 0));
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Drag<T = Square> {
    pub from: T,
    pub start: (i32, i32),
    pub now: (i32, i32),
    dragging: bool,
}

/// How far (in CSS pixels, across plus down) a pointer must travel before a
/// press becomes a drag: less is a tap, even from an unsteady finger.
pub const DRAG_THRESHOLD_PX: i32 = 6;

impl<T> Drag<T> {
    /// A press at screen point `at`.
    pub const fn new(from: T, at: (i32, i32)) -> Drag<T> {
        Drag {
            from,
            start: at,
            now: at,
            dragging: false,
        }
    }

    /// The pointer is at `at` now: `true` when this move made the press a
    /// drag (the moment to capture the pointer and lift the piece).
    pub fn follow(&mut self, at: (i32, i32)) -> bool {
        self.now = at;
        let starts = !self.dragging && travelled(self.start, at);
        self.dragging |= starts;
        starts
    }

    /// Whether the press became a drag.
    pub const fn moved(&self) -> bool {
        self.dragging
    }

    /// How far the pointer is from where it went down.
    pub const fn offset(&self) -> (i32, i32) {
        (self.now.0 - self.start.0, self.now.1 - self.start.1)
    }
}

/// The style of a piece carried by a drag: it follows the pointer, a little
/// bigger, above the other squares, and lets the pointer find the square
/// under it.
pub fn carried_style<T>(drag: &Drag<T>) -> String {
    let (dx, dy) = drag.offset();
    format!("transform: translate({dx}px, {dy}px) scale(1.15); z-index: 5; pointer-events: none;")
}

/// Whether a pointer pressed at `start` and now at `now` (CSS pixels) has
/// travelled far enough for the press to be a drag: the one threshold of
/// every board (the game's, the puzzle's, the editor's).
///
/// ```
/// use ui_model::board::travelled;
/// assert!(!travelled((10, 10), (13, 13)), "an unsteady tap");
/// assert!(travelled((10, 10), (14, 13)));
/// ```
pub fn travelled(start: (i32, i32), now: (i32, i32)) -> bool {
    (now.0 - start.0).abs() + (now.1 - start.1).abs() > DRAG_THRESHOLD_PX
}

/// Where two boards of the one model differ by design, as constants, so
/// each board's code keeps only its own branch. The game page
/// ([`GameManners`]) keeps a piece picked when it is tapped again and asks
/// which piece a pawn becomes; a puzzle ([`PuzzleManners`]) puts the piece
/// down at a second tap and promotes to a queen at once, since a puzzle's
/// key move never turns on the choice and one tap should play it.
pub trait Manners: Copy + Default + PartialEq + std::fmt::Debug {
    /// A tap on the picked piece puts it down.
    const SECOND_TAP_PUTS_DOWN: bool;
    /// Several moves between the same squares (a promotion): the queen.
    const QUEEN_AT_ONCE: bool;
    /// The board is drawn whole at every change (markup), so the last
    /// move's piece slides in only at the first drawing (see
    /// [`Interaction::slid`]); Leptos keeps its elements, and needs no such
    /// care.
    const DRAWN_WHOLE: bool;
}

/// The game page's board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct GameManners;

impl Manners for GameManners {
    const SECOND_TAP_PUTS_DOWN: bool = false;
    const QUEEN_AT_ONCE: bool = false;
    const DRAWN_WHOLE: bool = false;
}

/// A puzzle's board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PuzzleManners;

impl Manners for PuzzleManners {
    const SECOND_TAP_PUTS_DOWN: bool = true;
    const QUEEN_AT_ONCE: bool = true;
    const DRAWN_WHOLE: bool = true;
}

/// What an input event asks of the component after a transition.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reply {
    /// Not the board's business: the browser may do its default.
    Nothing,
    /// The board's state changed; the browser's default is prevented.
    Handled,
    /// A piece was picked up by the pointer: capture the pointer too.
    Picked,
    /// The user chose this move: report it.
    Play(Move),
    /// A tap (or a drop) that starts no move: report it, so the page can say
    /// why. `picked` tells whether a piece was picked up before.
    Refused { square: Square, picked: bool },
}

/// A key the board understands (one tab stop: arrows, Enter/Space, Escape).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    Up,
    Down,
    Left,
    Right,
    Pick,
    Escape,
}

impl Key {
    pub fn of(name: &str) -> Option<Key> {
        Some(match name {
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "Enter" | " " => Key::Pick,
            "Escape" => Key::Escape,
            _ => return None,
        })
    }
}

/// What the user is doing with the board: the board's own state.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Interaction<M: Manners = GameManners> {
    pub selected: Option<Square>,
    pub drag: Option<Drag>,
    /// Several legal moves between the same squares: a promotion to choose.
    pub promotion: Vec<Move>,
    /// Keyboard play: the square the arrow keys point at (`None` = bottom left).
    pub cursor: Option<Square>,
    /// Flips at every new position, so that a piece arriving where the last
    /// one arrived slides in again (another animation name restarts it).
    pub flip: bool,
    /// The last move's arrival was drawn already: a renderer that draws the
    /// whole board again at every change (the puzzle's markup) says so, and
    /// the piece does not slide in again when a piece is picked up.
    pub slid: bool,
    /// The board's own habits.
    pub manners: M,
    /// The press now going on began on the piece already picked.
    pressed_picked: bool,
}

/// The user's gestures as plain transitions of [`Interaction`]: no DOM here,
/// so every path is tested natively.
impl<M: Manners> Interaction<M> {
    /// Lets go of everything the user was doing (the page is busy, or
    /// asked something else of the child), without a new position.
    pub fn let_go(&mut self) {
        self.selected = None;
        self.drag = None;
        self.promotion.clear();
    }

    pub fn cursor_square(&self, orientation: Color) -> Square {
        self.cursor.unwrap_or(match orientation {
            Color::White => Square::new(0, 0),
            Color::Black => Square::new(7, 7),
        })
    }

    /// Another position arrived (anyone moved): let go of the selection.
    pub fn new_position(&mut self) {
        self.selected = None;
        self.promotion.clear();
        self.flip = !self.flip;
        if M::DRAWN_WHOLE {
            self.slid = false;
        }
    }

    /// The selected piece to `to`: a move, a promotion to choose, or `None`
    /// when that is not a legal move.
    pub fn choose(&mut self, input: &BoardInput, to: Square) -> Option<Reply> {
        let from = self.selected.filter(|&from| from != to)?;
        let mut options = input.moves_between(from, to);
        if M::QUEEN_AT_ONCE && options.len() > 1 {
            let queen = options
                .iter()
                .position(|m| m.promotion == Some(Role::Queen));
            options.swap(0, queen.unwrap_or(0));
            options.truncate(1);
        }
        match options.len() {
            0 => None,
            1 => {
                self.selected = None;
                options.pop().map(Reply::Play)
            }
            _ => {
                self.promotion = options;
                Some(Reply::Handled)
            }
        }
    }

    /// A finger or the mouse goes down on `sq` (at screen point `at`): play
    /// the selected piece there, or pick up a piece that may move, or let go.
    pub fn press(&mut self, input: &BoardInput, sq: Square, at: (i32, i32)) -> Reply {
        if !self.promotion.is_empty() {
            return Reply::Nothing;
        }
        if let Some(reply) = self.choose(input, sq) {
            return reply;
        }
        if input.movable().contains(sq) {
            self.pressed_picked = M::SECOND_TAP_PUTS_DOWN && self.selected == Some(sq);
            self.selected = Some(sq);
            self.drag = Some(Drag::new(sq, at));
            Reply::Picked
        } else {
            // The picked piece stays picked: the child sees its targets again
            // beside the answer, and may try another square.
            Reply::Refused {
                square: sq,
                picked: self.selected.is_some(),
            }
        }
    }

    /// The pointer moves; only a drag follows it.
    pub fn drag_to(&mut self, at: (i32, i32)) -> Reply {
        match &mut self.drag {
            Some(d) => {
                d.follow(at);
                Reply::Handled
            }
            None => Reply::Nothing,
        }
    }

    /// The pointer goes up over `target` (`None`: off the board). A drag
    /// that travelled plays there; a tap leaves the piece selected (or, with
    /// [`Manners::SECOND_TAP_PUTS_DOWN`], puts down the piece it picked
    /// again).
    pub fn release(&mut self, input: &BoardInput, target: Option<Square>) -> Reply {
        let Some(d) = self.drag.take() else {
            return Reply::Nothing;
        };
        match target {
            Some(to) if d.moved() && to != d.from => {
                self.choose(input, to).unwrap_or(Reply::Refused {
                    square: to,
                    picked: true,
                })
            }
            _ if M::SECOND_TAP_PUTS_DOWN && !d.moved() && self.pressed_picked => {
                self.selected = None;
                Reply::Handled
            }
            _ => Reply::Handled,
        }
    }

    /// The pointer was taken away (a scroll, a system gesture).
    pub fn cancel(&mut self) {
        self.drag = None;
    }

    /// A key: arrows move the cursor (as the board is turned), Enter/Space
    /// pick the piece under it or play the selected one there, Escape lets go.
    pub fn key(&mut self, input: &BoardInput, key: Key) -> Reply {
        let at = self.cursor_square(input.orientation);
        let ahead = if input.orientation == Color::White {
            1
        } else {
            -1
        };
        let step = match key {
            Key::Up => (0, ahead),
            Key::Down => (0, -ahead),
            Key::Left => (-ahead, 0),
            Key::Right => (ahead, 0),
            Key::Pick => {
                if let Some(reply) = self.choose(input, at) {
                    return reply;
                }
                if input.movable().contains(at) {
                    let again = M::SECOND_TAP_PUTS_DOWN && self.selected == Some(at);
                    self.selected = (!again).then_some(at);
                    return Reply::Handled;
                }
                return Reply::Refused {
                    square: at,
                    picked: self.selected.is_some(),
                };
            }
            Key::Escape => {
                self.selected = None;
                self.promotion.clear();
                return Reply::Handled;
            }
        };
        self.cursor = Some(at.offset(step.0, step.1).unwrap_or(at));
        Reply::Handled
    }
}

/// How one square looks.
#[derive(Clone, PartialEq, Debug)]
pub struct SquareView {
    pub square: Square,
    pub class: String,
    pub piece: Option<Piece>,
    pub piece_class: &'static str,
    pub piece_style: String,
    /// The number of a route's landing here (`data-step`).
    pub step: Option<String>,
}

/// The looks of the 64 squares in screen order.
pub fn square_views<M: Manners>(input: &BoardInput, ui: &Interaction<M>) -> Vec<SquareView> {
    let movable = input.movable();
    let dests = ui
        .selected
        .map_or(Bitboard::EMPTY, |from| input.destinations(from));
    let touches = |mv: Option<Move>, sq: Square| mv.is_some_and(|m| m.from == sq || m.to == sq);
    let cursor = ui.cursor_square(input.orientation);
    let lens = input.lens.unwrap_or_default();
    screen_squares(input.orientation)
        .into_iter()
        .map(|sq| {
            let piece = input.board.piece_at(sq);
            let mut class = String::from(if sq.is_light() {
                "square light"
            } else {
                "square dark"
            });
            let flags = [
                (ui.selected == Some(sq), " is-selected"),
                (dests.contains(sq), " is-dest"),
                (dests.contains(sq) && piece.is_some(), " is-capture"),
                (touches(input.last_move, sq), " is-last-move"),
                (input.highlights.check == Some(sq), " is-check"),
                (input.highlights.last_rank == Some(sq), " is-last-rank"),
                (movable.contains(sq), " is-movable"),
                (touches(input.hint, sq), " is-hint"),
                (touches(input.played, sq), " is-played"),
                (lens.defended.contains(sq), " is-defended"),
                (lens.undefended.contains(sq), " is-undefended"),
                (lens.attacked.contains(sq), " is-attacked"),
                (cursor == sq, " is-cursor"),
            ];
            for (on, name) in flags {
                if on {
                    class.push_str(name);
                }
            }
            let dragged = ui.drag.filter(|d| d.from == sq && d.moved());
            let arriving = input
                .last_move
                .filter(|m| m.to == sq && !(M::DRAWN_WHOLE && ui.slid));
            let (piece_class, piece_style) = match (dragged, arriving) {
                (Some(d), _) => ("piece-slot", carried_style(&d)),
                (None, Some(m)) => {
                    let (dx, dy) = slide_offset(m, input.orientation);
                    let class = if ui.flip {
                        "piece-slot arrive again"
                    } else {
                        "piece-slot arrive"
                    };
                    (class, format!("--dx: {dx}; --dy: {dy};"))
                }
                (None, None) => ("piece-slot", String::new()),
            };
            // The last landing of a route here is numbered (a route
            // rarely comes back to a square).
            let mut step = None;
            for route in &input.routes {
                if let Some(i) = route.squares.iter().skip(1).rposition(|&s| s == sq) {
                    class.push_str(if route.color == Color::White {
                        " is-route route-w"
                    } else {
                        " is-route route-b"
                    });
                    step = Some((i + 1).to_string());
                }
            }
            SquareView {
                square: sq,
                class,
                piece,
                piece_class,
                piece_style,
                step,
            }
        })
        .collect()
}

/// The coordinates along the board as the orientation shows them: the
/// ranks top to bottom, the files left to right.
///
/// ```
/// use engine::Color;
/// use ui_model::board::coordinates;
/// assert_eq!(coordinates(Color::White), (*b"87654321", *b"abcdefgh"));
/// assert_eq!(coordinates(Color::Black), (*b"12345678", *b"hgfedcba"));
/// ```
pub fn coordinates(orientation: Color) -> ([u8; 8], [u8; 8]) {
    let (mut ranks, mut files) = (*b"87654321", *b"abcdefgh");
    if orientation == Color::Black {
        ranks.reverse();
        files.reverse();
    }
    (ranks, files)
}

/// One line of coordinates, as markup (the puzzle board's and the
/// editor's, which the screens draw).
pub fn coordinates_markup(html: &mut Html, class: &'static str, letters: [u8; 8]) {
    html.elem("div")
        .class(class)
        .attr("aria-hidden", "true")
        .body(|h| {
            for l in letters {
                h.elem("span").text(char::from(l).encode_utf8(&mut [0; 4]));
            }
        });
}

/// A piece's picture: a symbol of the sprite in `index.html` (the square
/// that holds it names it). `data-piece` only where the screen's tests and
/// taps need it (not in the menu's previews).
fn piece_svg(html: &mut Html, piece: Piece, named: bool) {
    piece_svg_placed(html, piece, named, &|svg| svg);
}

/// [`piece_svg`], with `place` adding its own attributes (where a diagram
/// puts it).
fn piece_svg_placed(
    html: &mut Html,
    piece: Piece,
    named: bool,
    place: &dyn for<'h> Fn(Elem<'h>) -> Elem<'h>,
) {
    let (color, role) = (piece.color.letter(), piece.role.fen_letter());
    let svg = place(html.elem("svg").attr_with("class", |v| {
        v.text("piece piece-").text(color.encode_utf8(&mut [0; 4]));
    }));
    let svg = if named {
        svg.attr("data-piece", &piece.code())
    } else {
        svg
    };
    svg.attr("viewBox", "0 0 100 100")
        .attr_if(named, "aria-hidden", "true")
        .body(|h| {
            h.elem("use")
                .attr_with("href", |v| {
                    v.text("#piece-").text(role.encode_utf8(&mut [0; 4]));
                })
                .empty();
        });
}

/// A piece's picture, named by `data-piece`: see [`piece_svg`].
pub fn piece_markup(html: &mut Html, piece: Piece) {
    piece_svg(html, piece, true);
}

/// The board as markup, for the screens written as markup: the same
/// squares, classes and coordinates as the app's board, from the same
/// [`square_views`]. `board` gives the board element its own attributes;
/// `square` gives each square its own, after its class and `data-square`.
pub fn board_markup(
    html: &mut Html,
    input: &BoardInput,
    ui: &Interaction<impl Manners>,
    board: &dyn for<'h> Fn(Elem<'h>) -> Elem<'h>,
    square: &dyn for<'h> Fn(Elem<'h>, &SquareView) -> Elem<'h>,
) {
    let (ranks, files) = coordinates(input.orientation);
    html.elem("div").class("board-frame").body(|html| {
        coordinates_markup(html, "coords ranks", ranks);
        board(html.elem("div")).body(|html| {
            for v in square_views(input, ui) {
                let name = v.square.to_string();
                let cell = html
                    .elem("div")
                    .attr("class", &v.class)
                    .attr("data-square", &name);
                let cell = match &v.step {
                    Some(step) => cell.attr("data-step", step),
                    None => cell,
                };
                let cell = square(cell, &v);
                match v.piece {
                    None => {
                        cell.attr("aria-label", &name).empty();
                    }
                    Some(piece) => {
                        cell.attr("aria-label", &format!("{name}, {}", piece.name_ro()))
                            .body(|h| {
                                h.elem("div")
                                    .attr("class", v.piece_class)
                                    .attr_if(!v.piece_style.is_empty(), "style", &v.piece_style)
                                    .body(|h| piece_markup(h, piece));
                            });
                    }
                }
            }
        });
        coordinates_markup(html, "coords files", files);
    });
}

/// The markup of a small static picture of a position (menu cards): no
/// contract attributes, nothing to click. One string the browser parses is
/// faster and far smaller in the wasm than 64 views per card.
pub fn preview_markup(board: &Board) -> String {
    let mut html = Html::with_capacity(4 * 1024);
    for sq in screen_squares(Color::White) {
        html.elem("div")
            .class(if sq.is_light() {
                "square light"
            } else {
                "square dark"
            })
            .body(|h| {
                if let Some(p) = board.piece_at(sq) {
                    piece_svg(h, p, false);
                }
            });
    }
    html.into_string()
}

/// A position as a printed diagram: one SVG (it prints without background
/// graphics, in black and white too) of the board model's squares in its
/// order for `orientation`, with the coordinates and the project's pieces.
/// `label` names it for screen readers.
pub fn diagram_markup(html: &mut Html, board: &Board, orientation: Color, label: &str) {
    const CELL: u32 = 20;
    const EDGE: u32 = 12;
    let size = EDGE + 8 * CELL + 2;
    let (ranks, files) = coordinates(orientation);
    html.elem("svg")
        .class("diagram")
        .attr_with("viewBox", |v| {
            v.text("0 0 ")
                .number(u64::from(size))
                .text(" ")
                .number(u64::from(size));
        })
        .attr("role", "img")
        .attr("aria-label", label)
        .body(|h| {
            for (i, sq) in screen_squares(orientation).into_iter().enumerate() {
                let (col, row) = (i as u32 % 8, i as u32 / 8);
                let (x, y) = (EDGE + col * CELL, row * CELL);
                h.elem("rect")
                    .number("x", u64::from(x))
                    .number("y", u64::from(y))
                    .number("width", u64::from(CELL))
                    .number("height", u64::from(CELL))
                    .attr("class", if sq.is_light() { "dl" } else { "dd" })
                    .empty();
                if let Some(p) = board.piece_at(sq) {
                    piece_svg_placed(h, p, false, &|svg| {
                        svg.number("x", u64::from(x + 1))
                            .number("y", u64::from(y + 1))
                            .number("width", u64::from(CELL - 2))
                            .number("height", u64::from(CELL - 2))
                    });
                }
            }
            h.elem("rect")
                .number("x", u64::from(EDGE))
                .number("y", 0u8)
                .number("width", u64::from(8 * CELL))
                .number("height", u64::from(8 * CELL))
                .attr("class", "dframe")
                .empty();
            for (i, r) in ranks.iter().enumerate() {
                h.elem("text")
                    .number("x", 4u8)
                    .number("y", u64::from(i as u32 * CELL + 14))
                    .text(char::from(*r).encode_utf8(&mut [0; 4]));
            }
            for (i, f) in files.iter().enumerate() {
                h.elem("text")
                    .number("x", u64::from(EDGE + i as u32 * CELL + 7))
                    .number("y", u64::from(8 * CELL + 11))
                    .text(char::from(*f).encode_utf8(&mut [0; 4]));
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::rules::testing::sq;

    #[test]
    fn screen_order_puts_player_one_at_the_bottom() {
        let white = screen_squares(Color::White);
        assert_eq!(white[0].to_string(), "a8");
        assert_eq!(white[63].to_string(), "h1");
        let black = screen_squares(Color::Black);
        assert_eq!(black[0].to_string(), "h1");
        assert_eq!(black[63].to_string(), "a8");
    }

    /// A knight on b1 that can go to a3, c3 or take on d2.
    fn knight_input() -> BoardInput {
        BoardInput {
            board: Board::from_fen("8/8/8/8/8/8/3p4/1N6").unwrap(),
            orientation: Color::White,
            moves: ["a3", "c3", "d2"]
                .into_iter()
                .map(|to| Move::new(sq("b1"), sq(to)))
                .collect(),
            last_move: None,
            highlights: Highlights::default(),
            hint: None,
            played: None,
            lens: None,
            routes: Vec::new(),
        }
    }

    fn class_of(views: &[SquareView], name: &str) -> String {
        views
            .iter()
            .find(|v| v.square == sq(name))
            .unwrap()
            .class
            .clone()
    }

    #[test]
    fn a_selected_piece_shows_its_destinations_and_captures() {
        let input = knight_input();
        let idle = square_views(&input, &<Interaction>::default());
        assert_eq!(class_of(&idle, "b1"), "square light is-movable");
        assert_eq!(class_of(&idle, "c3"), "square dark");
        let ui = Interaction {
            selected: Some(sq("b1")),
            ..<Interaction>::default()
        };
        let views = square_views(&input, &ui);
        assert_eq!(
            class_of(&views, "b1"),
            "square light is-selected is-movable"
        );
        assert_eq!(class_of(&views, "c3"), "square dark is-dest");
        assert_eq!(class_of(&views, "a3"), "square dark is-dest");
        assert_eq!(class_of(&views, "d2"), "square dark is-dest is-capture");
        assert_eq!(class_of(&views, "d3"), "square light");
        // The keyboard cursor starts bottom left.
        assert_eq!(class_of(&views, "a1"), "square dark is-cursor");
    }

    #[test]
    fn last_move_hint_and_highlights_are_marked() {
        let mut input = knight_input();
        input.last_move = Some(Move::new(sq("d4"), sq("d2")));
        input.hint = Some(Move::new(sq("b1"), sq("c3")));
        input.highlights = Highlights {
            check: Some(sq("h8")),
            last_rank: Some(sq("a8")),
        };
        let views = square_views(&input, &<Interaction>::default());
        assert!(class_of(&views, "d4").ends_with(" is-last-move"));
        assert!(class_of(&views, "d2").ends_with(" is-last-move"));
        assert!(class_of(&views, "b1").ends_with(" is-hint"));
        assert!(class_of(&views, "c3").ends_with(" is-hint"));
        assert!(class_of(&views, "h8").ends_with(" is-check"));
        assert!(class_of(&views, "a8").ends_with(" is-last-rank"));
        input.played = Some(Move::new(sq("e5"), sq("f6")));
        let views = square_views(&input, &<Interaction>::default());
        assert_eq!(class_of(&views, "e5"), "square dark is-played");
        assert_eq!(class_of(&views, "f6"), "square dark is-played");
        input.played = None;
        input.lens = Some(Lens {
            defended: Bitboard::from_square(sq("c4")),
            undefended: Bitboard::from_square(sq("b3")),
            attacked: Bitboard::from_square(sq("d5")),
        });
        let lensed = square_views(&input, &<Interaction>::default());
        assert_eq!(class_of(&lensed, "c4"), "square light is-defended");
        assert_eq!(class_of(&lensed, "b3"), "square light is-undefended");
        assert_eq!(class_of(&lensed, "d5"), "square light is-attacked");
        // The arriving piece slides in from two squares up, and slides again
        // (another animation) when the next move lands on the same square.
        let arriving = views.iter().find(|v| v.square == sq("d2")).unwrap();
        assert_eq!(arriving.piece_class, "piece-slot arrive");
        assert_eq!(arriving.piece_style, "--dx: 0; --dy: -2;");
        let flipped = Interaction {
            flip: true,
            ..<Interaction>::default()
        };
        let again = square_views(&input, &flipped);
        let arriving = again.iter().find(|v| v.square == sq("d2")).unwrap();
        assert_eq!(arriving.piece_class, "piece-slot arrive again");
        // Drawn whole once, it does not slide in again until the next
        // position; the game page's board keeps its elements instead.
        assert_eq!(
            square_views(
                &input,
                &Interaction {
                    slid: true,
                    ..flipped.clone()
                }
            ),
            again
        );
        let drawn = Interaction::<PuzzleManners> {
            slid: true,
            ..Interaction::default()
        };
        let views = square_views(&input, &drawn);
        let arriving = views.iter().find(|v| v.square == sq("d2")).unwrap();
        assert_eq!(
            (arriving.piece_class, arriving.piece_style.as_str()),
            ("piece-slot", "")
        );
    }

    #[test]
    fn a_dragged_piece_follows_the_pointer_once_it_moved() {
        let input = knight_input();
        let mut drag = Drag::new(sq("b1"), (100, 100));
        drag.follow((103, 102));
        let ui = |drag| Interaction {
            selected: Some(sq("b1")),
            drag: Some(drag),
            ..<Interaction>::default()
        };
        let still = square_views(&input, &ui(drag));
        assert_eq!(
            still
                .iter()
                .find(|v| v.square == sq("b1"))
                .unwrap()
                .piece_style,
            ""
        );
        drag.follow((140, 60));
        let moved = square_views(&input, &ui(drag));
        assert_eq!(
            moved
                .iter()
                .find(|v| v.square == sq("b1"))
                .unwrap()
                .piece_style,
            "transform: translate(40px, -40px) scale(1.15); z-index: 5; pointer-events: none;"
        );
    }

    #[test]
    fn black_at_the_bottom_turns_the_board_and_the_cursor() {
        let mut input = knight_input();
        input.orientation = Color::Black;
        let views = square_views(&input, &<Interaction>::default());
        assert_eq!(views[0].square, sq("h1"));
        assert_eq!(views[0].piece, None);
        assert_eq!(views[62].square, sq("b8"));
        assert!(class_of(&views, "h8").ends_with(" is-cursor"));
        assert_eq!(
            views.iter().filter_map(|v| v.piece).count(),
            2,
            "the knight and the pawn"
        );
    }

    #[test]
    fn the_preview_draws_every_square_and_piece() {
        let board = Board::from_fen("8/8/8/8/8/8/3p4/1N6").unwrap();
        let html = preview_markup(&board);
        assert_eq!(html.matches("<div class=\"square ").count(), 64);
        assert!(
            html.starts_with("<div class=\"square light\"></div>"),
            "a8 is light"
        );
        assert_eq!(html.matches("<svg").count(), 2);
        assert!(html.contains("<svg class=\"piece piece-w\" viewBox=\"0 0 100 100\"><use href=\"#piece-N\"></use></svg>"));
        assert!(html.contains("piece-b\" viewBox=\"0 0 100 100\"><use href=\"#piece-P\">"));
    }

    #[test]
    fn tap_tap_plays_and_a_tap_elsewhere_lets_go() {
        let input = knight_input();
        let mut ui = <Interaction>::default();
        assert_eq!(ui.press(&input, sq("b1"), (10, 10)), Reply::Picked);
        // A tap: the finger goes up where it went down; the knight stays picked.
        assert_eq!(ui.release(&input, Some(sq("b1"))), Reply::Handled);
        assert_eq!(ui.selected, Some(sq("b1")));
        assert_eq!(
            ui.press(&input, sq("c3"), (50, 50)),
            Reply::Play(Move::new(sq("b1"), sq("c3")))
        );
        assert_eq!(ui.selected, None);
        // A square it cannot reach: reported, and the knight stays picked.
        ui.press(&input, sq("b1"), (10, 10));
        ui.release(&input, Some(sq("b1")));
        assert_eq!(
            ui.press(&input, sq("h8"), (90, 90)),
            Reply::Refused {
                square: sq("h8"),
                picked: true
            }
        );
        assert_eq!(ui.selected, Some(sq("b1")));
        // A piece that cannot move now (the pawn) is not picked: reported.
        ui.new_position();
        assert_eq!(
            ui.press(&input, sq("d2"), (40, 60)),
            Reply::Refused {
                square: sq("d2"),
                picked: false
            }
        );
        assert_eq!(ui.selected, None);
    }

    #[test]
    fn a_drag_plays_only_once_the_pointer_travelled() {
        let input = knight_input();
        let mut ui = <Interaction>::default();
        ui.press(&input, sq("b1"), (100, 100));
        ui.drag_to((103, 102));
        // Released over c3 after 5 px: a shaky tap, not a move.
        assert_eq!(ui.release(&input, Some(sq("c3"))), Reply::Handled);
        assert_eq!(ui.selected, Some(sq("b1")));
        ui.press(&input, sq("b1"), (100, 100));
        ui.drag_to((160, 40));
        assert_eq!(
            ui.release(&input, Some(sq("c3"))),
            Reply::Play(Move::new(sq("b1"), sq("c3")))
        );
        // Dropped on an unreachable square: reported; off the board: nothing.
        ui.press(&input, sq("b1"), (100, 100));
        ui.drag_to((160, 10));
        assert_eq!(
            ui.release(&input, Some(sq("e4"))),
            Reply::Refused {
                square: sq("e4"),
                picked: true
            }
        );
        ui.press(&input, sq("b1"), (100, 100));
        ui.drag_to((400, 400));
        assert_eq!(ui.release(&input, None), Reply::Handled);
        assert_eq!(ui.drag, None);
        assert_eq!(ui.release(&input, None), Reply::Nothing);
        ui.press(&input, sq("b1"), (100, 100));
        ui.cancel();
        assert_eq!(ui.drag, None);
        assert_eq!(ui.drag_to((1, 1)), Reply::Nothing);
    }

    #[test]
    fn a_promotion_asks_and_blocks_other_input() {
        let promotions: Vec<Move> = [Role::Queen, Role::Knight]
            .into_iter()
            .map(|r| Move {
                promotion: Some(r),
                ..Move::new(sq("a7"), sq("a8"))
            })
            .collect();
        let input = BoardInput {
            board: Board::from_fen("8/P7/8/8/8/8/8/8").unwrap(),
            moves: promotions.clone(),
            ..knight_input()
        };
        let mut ui = <Interaction>::default();
        ui.press(&input, sq("a7"), (0, 0));
        ui.release(&input, Some(sq("a7")));
        assert_eq!(ui.press(&input, sq("a8"), (0, 0)), Reply::Handled);
        assert_eq!(ui.promotion, promotions);
        assert_eq!(ui.press(&input, sq("a7"), (0, 0)), Reply::Nothing);
        assert_eq!(ui.key(&input, Key::Escape), Reply::Handled);
        assert!(ui.promotion.is_empty() && ui.selected.is_none());
    }

    #[test]
    fn a_puzzle_board_puts_down_at_a_second_tap_and_promotes_to_a_queen() {
        let input = knight_input();
        let mut ui = Interaction::<PuzzleManners>::default();
        ui.press(&input, sq("b1"), (10, 10));
        ui.release(&input, Some(sq("b1")));
        assert_eq!(ui.selected, Some(sq("b1")), "the first tap picks");
        assert_eq!(ui.press(&input, sq("b1"), (11, 10)), Reply::Picked);
        assert_eq!(ui.release(&input, Some(sq("b1"))), Reply::Handled);
        assert_eq!(ui.selected, None, "the second puts down");
        // The picked piece carried away is a move, not a second tap.
        ui.press(&input, sq("b1"), (10, 10));
        ui.release(&input, Some(sq("b1")));
        ui.press(&input, sq("b1"), (10, 10));
        ui.drag_to((60, -40));
        assert_eq!(
            ui.release(&input, Some(sq("c3"))),
            Reply::Play(Move::new(sq("b1"), sq("c3")))
        );
        // Keys as taps.
        ui.cursor = Some(sq("b1"));
        ui.key(&input, Key::Pick);
        assert_eq!(ui.selected, Some(sq("b1")));
        ui.key(&input, Key::Pick);
        assert_eq!(ui.selected, None);
        // The game page keeps the piece picked at a second tap.
        let mut game = <Interaction>::default();
        for _ in 0..2 {
            game.press(&input, sq("b1"), (10, 10));
            game.release(&input, Some(sq("b1")));
        }
        assert_eq!(game.selected, Some(sq("b1")));
        // A promotion is played at once, as a queen.
        let input = BoardInput {
            board: Board::from_fen("8/P7/8/8/8/8/8/8").unwrap(),
            moves: [Role::Knight, Role::Queen, Role::Rook]
                .into_iter()
                .map(|r| Move {
                    promotion: Some(r),
                    ..Move::new(sq("a7"), sq("a8"))
                })
                .collect(),
            ..knight_input()
        };
        ui.press(&input, sq("a7"), (0, 0));
        let queen = Move {
            promotion: Some(Role::Queen),
            ..Move::new(sq("a7"), sq("a8"))
        };
        assert_eq!(ui.press(&input, sq("a8"), (0, 0)), Reply::Play(queen));
        assert!(ui.promotion.is_empty());
        // Letting go forgets the press too.
        ui.press(&input, sq("a7"), (0, 0));
        ui.let_go();
        assert_eq!((ui.selected, ui.drag), (None, None));
    }

    #[test]
    fn keys_move_the_cursor_as_the_board_is_turned_and_play() {
        let mut input = knight_input();
        let mut ui = <Interaction>::default();
        assert_eq!(ui.key(&input, Key::Right), Reply::Handled);
        assert_eq!(ui.cursor, Some(sq("b1")));
        // The edge holds the cursor.
        ui.key(&input, Key::Down);
        assert_eq!(ui.cursor, Some(sq("b1")));
        ui.key(&input, Key::Pick);
        assert_eq!(ui.selected, Some(sq("b1")));
        ui.key(&input, Key::Up);
        ui.key(&input, Key::Up);
        ui.key(&input, Key::Right);
        assert_eq!(
            ui.key(&input, Key::Pick),
            Reply::Play(Move::new(sq("b1"), sq("c3")))
        );
        // Picking where nothing can move selects nothing, and says so.
        assert_eq!(
            ui.key(&input, Key::Pick),
            Reply::Refused {
                square: sq("c3"),
                picked: false
            }
        );
        assert_eq!(ui.selected, None);
        assert_eq!(Key::of("Tab"), None);
        assert_eq!(Key::of(" "), Some(Key::Pick));
        // With black at the bottom, "up" goes down the ranks.
        input.orientation = Color::Black;
        let mut ui = <Interaction>::default();
        ui.key(&input, Key::Up);
        assert_eq!(ui.cursor, Some(sq("h7")));
        ui.key(&input, Key::Right);
        assert_eq!(ui.cursor, Some(sq("g7")));
    }

    #[test]
    fn a_new_position_lets_go_and_slides_again() {
        let input = knight_input();
        let mut ui = <Interaction>::default();
        ui.press(&input, sq("b1"), (0, 0));
        ui.new_position();
        assert_eq!(ui.selected, None);
        assert!(ui.flip);
    }

    #[test]
    fn slide_offsets_follow_the_orientation() {
        let mv = Move::new(Square::parse("e2").unwrap(), Square::parse("e4").unwrap());
        assert_eq!(slide_offset(mv, Color::White), (0, 2));
        assert_eq!(slide_offset(mv, Color::Black), (0, -2));
    }
}
