//! The one board component. It holds no chess logic: it gets the pieces, the
//! legal moves of the side to move, highlights and orientation, and reports a
//! chosen move through a callback (tap-tap or drag; promotion asks).

use leptos::prelude::*;

use crate::engine::{Board, Color, Highlights, Move, Piece, Role, Square};

/// The piece artwork: a symbol of the sprite in `index.html`.
#[component]
pub fn PieceIcon(piece: Piece) -> impl IntoView {
    view! {
        <svg
            class=format!("piece piece-{}", piece.color.letter())
            data-piece=piece.code()
            viewBox="0 0 100 100"
            role="img"
            aria-label=piece.name_ro()
        >
            <use_ href=format!("#piece-{}", piece.role.fen_letter())></use_>
        </svg>
    }
}

/// Square size fraction of the board: the from→to offset of the last move, in
/// squares as seen on screen, so the arriving piece slides in (200 ms).
fn slide_offset(mv: Move, orientation: Color) -> (i8, i8) {
    let df = mv.from.file() as i8 - mv.to.file() as i8;
    let dr = mv.to.rank() as i8 - mv.from.rank() as i8;
    match orientation {
        Color::White => (df, dr),
        Color::Black => (-df, -dr),
    }
}

/// Squares in screen order (top-left first) for an orientation.
fn screen_squares(orientation: Color) -> Vec<Square> {
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

#[derive(Clone, Copy, PartialEq, Debug)]
struct Drag {
    from: Square,
    start: (i32, i32),
    now: (i32, i32),
}

impl Drag {
    fn moved(&self) -> bool {
        (self.now.0 - self.start.0).abs() + (self.now.1 - self.start.1).abs() > 6
    }
}

/// An 8×8 board with coordinates.
///
/// `moves` are the legal moves the user may make now (empty when input is not
/// allowed: another player's or the robot's turn, or the round is over).
#[component]
pub fn ChessBoard(
    #[prop(into)] board: Signal<Board>,
    #[prop(into)] orientation: Signal<Color>,
    #[prop(into)] moves: Signal<Vec<Move>>,
    #[prop(into)] last_move: Signal<Option<Move>>,
    #[prop(into)] highlights: Signal<Highlights>,
    /// A suggested move to point at ("Sfat").
    #[prop(into)]
    hint: Signal<Option<Move>>,
    on_move: Callback<Move>,
) -> impl IntoView {
    let selected = RwSignal::new(None::<Square>);
    let drag = RwSignal::new(None::<Drag>);
    // Several legal moves between the same squares: a promotion to choose.
    let promotion = RwSignal::new(Vec::<Move>::new());
    let board_ref = NodeRef::<leptos::html::Div>::new();
    // Keyboard play: the square the arrow keys point at (`None` = bottom left).
    let cursor = RwSignal::new(None::<Square>);
    let cursor_square = move || {
        cursor.get().unwrap_or(match orientation.get() {
            Color::White => Square::new(0, 0),
            Color::Black => Square::new(7, 7),
        })
    };

    // A new position (a move was made by anyone) clears the selection.
    Effect::new(move |_| {
        board.track();
        selected.set(None);
        promotion.set(Vec::new());
    });

    let dests = Memo::new(move |_| {
        let from = selected.get();
        moves.with(|ms| {
            ms.iter()
                .filter(|m| Some(m.from) == from)
                .map(|m| m.to)
                .collect::<Vec<_>>()
        })
    });
    let movable =
        Memo::new(move |_| moves.with(|ms| ms.iter().map(|m| m.from).collect::<Vec<_>>()));

    let choose = move |from: Square, to: Square| {
        let options: Vec<Move> = moves.with_untracked(|ms| {
            ms.iter()
                .filter(|m| m.from == from && m.to == to)
                .copied()
                .collect()
        });
        match options.len() {
            0 => false,
            1 => {
                selected.set(None);
                on_move.run(options[0]);
                true
            }
            _ => {
                promotion.set(options);
                true
            }
        }
    };

    let square_at = move |x: i32, y: i32| -> Option<Square> {
        let el = board_ref.get_untracked()?;
        let rect = el.get_bounding_client_rect();
        let col = ((f64::from(x) - rect.left()) / rect.width() * 8.0).floor();
        let row = ((f64::from(y) - rect.top()) / rect.height() * 8.0).floor();
        if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        Some(match orientation.get_untracked() {
            Color::White => Square::new(col, 7 - row),
            Color::Black => Square::new(7 - col, row),
        })
    };

    let on_pointer_down = move |ev: leptos::ev::PointerEvent| {
        if !promotion.with_untracked(Vec::is_empty) || !ev.is_primary() {
            return;
        }
        let (x, y) = (ev.client_x(), ev.client_y());
        let Some(sq) = square_at(x, y) else { return };
        if selected
            .get_untracked()
            .is_some_and(|from| from != sq && choose(from, sq))
        {
            ev.prevent_default();
            return;
        }
        if movable.with_untracked(|m| m.contains(&sq)) {
            ev.prevent_default();
            selected.set(Some(sq));
            drag.set(Some(Drag {
                from: sq,
                start: (x, y),
                now: (x, y),
            }));
            if let Some(el) = board_ref.get_untracked() {
                let _ = el.set_pointer_capture(ev.pointer_id());
            }
        } else {
            selected.set(None);
        }
    };
    let on_pointer_move = move |ev: leptos::ev::PointerEvent| {
        if drag.with_untracked(Option::is_some) {
            let now = (ev.client_x(), ev.client_y());
            drag.update(|d| {
                if let Some(d) = d {
                    d.now = now;
                }
            });
        }
    };
    let on_pointer_up = move |ev: leptos::ev::PointerEvent| {
        let Some(d) = drag.get_untracked() else {
            return;
        };
        drag.set(None);
        let target = square_at(ev.client_x(), ev.client_y()).filter(|&to| to != d.from);
        if let (true, Some(to)) = (d.moved(), target) {
            choose(d.from, to);
        }
    };
    let on_pointer_cancel = move |_| drag.set(None);

    // One tab stop for the whole board: arrows move, Enter/Space pick and
    // play, Escape lets go.
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let at = cursor_square();
        let flip = if orientation.get_untracked() == Color::White {
            1
        } else {
            -1
        };
        let step = match ev.key().as_str() {
            "ArrowUp" => Some((0, flip)),
            "ArrowDown" => Some((0, -flip)),
            "ArrowLeft" => Some((-flip, 0)),
            "ArrowRight" => Some((flip, 0)),
            _ => None,
        };
        if let Some((df, dr)) = step {
            cursor.set(Some(at.offset(df, dr).unwrap_or(at)));
        } else if ev.key() == "Enter" || ev.key() == " " {
            let played = selected
                .get_untracked()
                .is_some_and(|from| from != at && choose(from, at));
            if !played {
                let can = movable.with_untracked(|m| m.contains(&at));
                selected.set(can.then_some(at));
            }
        } else if ev.key() == "Escape" {
            selected.set(None);
            promotion.set(Vec::new());
        } else {
            return;
        }
        ev.prevent_default();
    };

    let square_view = move |sq: Square| {
        let piece = Memo::new(move |_| board.with(|b| b.piece_at(sq)));
        let class = move || {
            let mut c = String::from(if sq.is_light() {
                "square light"
            } else {
                "square dark"
            });
            if selected.get() == Some(sq) {
                c.push_str(" is-selected");
            }
            if dests.with(|d| d.contains(&sq)) {
                c.push_str(if piece.with(Option::is_some) {
                    " is-dest is-capture"
                } else {
                    " is-dest"
                });
            }
            if last_move.with(|m| m.is_some_and(|m| m.from == sq || m.to == sq)) {
                c.push_str(" is-last-move");
            }
            let h = highlights.get();
            if h.check == Some(sq) {
                c.push_str(" is-check");
            }
            if h.last_rank == Some(sq) {
                c.push_str(" is-last-rank");
            }
            if movable.with(|m| m.contains(&sq)) {
                c.push_str(" is-movable");
            }
            if hint.with(|h| h.is_some_and(|h| h.from == sq || h.to == sq)) {
                c.push_str(" is-hint");
            }
            if cursor_square() == sq {
                c.push_str(" is-cursor");
            }
            c
        };
        let piece_style = move || {
            let dragging = drag.get().filter(|d| d.from == sq && d.moved());
            if let Some(d) = dragging {
                return format!(
                    "transform: translate({}px, {}px) scale(1.15); z-index: 5; pointer-events: none;",
                    d.now.0 - d.start.0,
                    d.now.1 - d.start.1
                );
            }
            match last_move.get().filter(|m| m.to == sq) {
                Some(m) => {
                    let (dx, dy) = slide_offset(m, orientation.get_untracked());
                    format!("--dx: {dx}; --dy: {dy};")
                }
                None => String::new(),
            }
        };
        let arriving = move || last_move.get().is_some_and(|m| m.to == sq);
        let label = move || match piece.get() {
            Some(p) => format!("{sq}, {}", p.name_ro()),
            None => sq.to_string(),
        };
        view! {
            <div class=class data-square=sq.to_string() id=format!("sq-{sq}") aria-label=label role="button">
                {move || {
                    piece
                        .get()
                        .map(|p| {
                            view! {
                                <div class="piece-slot" class:arrive=arriving style=piece_style>
                                    <PieceIcon piece=p />
                                </div>
                            }
                        })
                }}
            </div>
        }
    };

    let files = move || {
        let mut f: Vec<char> = "abcdefgh".chars().collect();
        if orientation.get() == Color::Black {
            f.reverse();
        }
        f
    };
    let ranks = move || {
        let mut r: Vec<char> = "87654321".chars().collect();
        if orientation.get() == Color::Black {
            r.reverse();
        }
        r
    };

    view! {
        <div class="board-frame">
            <div class="coords ranks" aria-hidden="true">
                {move || ranks().into_iter().map(|r| view! { <span>{r.to_string()}</span> }).collect_view()}
            </div>
            <div
                class="board"
                class:has-selection=move || selected.get().is_some()
                node_ref=board_ref
                role="group"
                tabindex="0"
                aria-label="Tabla de șah: săgețile aleg pătratul, Enter mută, Escape renunță"
                aria-activedescendant=move || format!("sq-{}", cursor_square())
                on:keydown=on_key
                on:pointerdown=on_pointer_down
                on:pointermove=on_pointer_move
                on:pointerup=on_pointer_up
                on:pointercancel=on_pointer_cancel
            >
                {move || screen_squares(orientation.get()).into_iter().map(square_view).collect_view()}
                <Show when=move || !promotion.with(Vec::is_empty)>
                    <PromotionChooser promotion on_move />
                </Show>
            </div>
            <div class="coords files" aria-hidden="true">
                {move || files().into_iter().map(|f| view! { <span>{f.to_string()}</span> }).collect_view()}
            </div>
        </div>
    }
}

/// The promotion dialog: one button per piece the pawn may become.
#[component]
fn PromotionChooser(promotion: RwSignal<Vec<Move>>, on_move: Callback<Move>) -> impl IntoView {
    let options = move || promotion.get();
    view! {
        <div class="promotion" role="dialog" aria-label="Alege piesa în care se transformă pionul">
            <p>"Pionul se transformă în:"</p>
            <div class="promotion-choices">
                {move || {
                    options()
                        .into_iter()
                        .map(|mv| {
                            let role = mv.promotion.unwrap_or(Role::Queen);
                            let piece = Piece::new(
                                if mv.to.rank() == 7 { Color::White } else { Color::Black },
                                role,
                            );
                            view! {
                                <button
                                    class="promotion-choice"
                                    data-promotion=role.fen_letter().to_string()
                                    aria-label=role.name_ro()
                                    on:pointerdown=|ev| ev.stop_propagation()
                                    on:click=move |_| {
                                        promotion.set(Vec::new());
                                        on_move.run(mv);
                                    }
                                >
                                    <PieceIcon piece />
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <button
                class="promotion-cancel"
                on:pointerdown=|ev| ev.stop_propagation()
                on:click=move |_| promotion.set(Vec::new())
            >
                "Renunță"
            </button>
        </div>
    }
}

/// A small static picture of a position (menu cards): no contract attributes.
#[component]
pub fn BoardPreview(board: Board) -> impl IntoView {
    view! {
        <div class="board preview" aria-hidden="true">
            {screen_squares(Color::White)
                .into_iter()
                .map(|sq| {
                    let class = if sq.is_light() { "square light" } else { "square dark" };
                    view! {
                        <div class=class>
                            {board.piece_at(sq).map(|p| view! {
                                <svg class=format!("piece piece-{}", p.color.letter()) viewBox="0 0 100 100">
                                    <use_ href=format!("#piece-{}", p.role.fen_letter())></use_>
                                </svg>
                            })}
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_order_puts_player_one_at_the_bottom() {
        let white = screen_squares(Color::White);
        assert_eq!(white[0].to_string(), "a8");
        assert_eq!(white[63].to_string(), "h1");
        let black = screen_squares(Color::Black);
        assert_eq!(black[0].to_string(), "h1");
        assert_eq!(black[63].to_string(), "a8");
    }

    #[test]
    fn slide_offsets_follow_the_orientation() {
        let mv = Move::new(Square::parse("e2").unwrap(), Square::parse("e4").unwrap());
        assert_eq!(slide_offset(mv, Color::White), (0, 2));
        assert_eq!(slide_offset(mv, Color::Black), (0, -2));
    }
}
