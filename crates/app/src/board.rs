//! The one board component, drawn from the board model
//! ([`ui_model::board`]). It holds no chess logic: it gets the pieces, the
//! legal moves of the side to move, highlights and orientation, and reports a
//! chosen move through a callback (tap-tap or drag; promotion asks).
//!
//! The squares are redrawn in place by one closure from the model's
//! [`SquareView`]s: one reactive path instead of one per attribute keeps the
//! wasm small.

use leptos::prelude::*;

use engine::{Board, Color, Move, Piece, Role, Square};
use ui_model::board::{
    BoardInput, Interaction, Key, Reply, SquareView, coordinates, preview_markup, square_views,
};

/// The piece artwork: a symbol of the sprite in `index.html`.
pub fn piece_icon(piece: Piece) -> impl IntoView {
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

fn square_cell(v: SquareView) -> impl IntoView {
    let name = v.square.to_string();
    let label = match v.piece {
        Some(p) => format!("{name}, {}", p.name_ro()),
        None => name.clone(),
    };
    let (piece_class, piece_style) = (v.piece_class, v.piece_style);
    view! {
        <div class=v.class data-square=name.clone() data-step=v.step id=format!("sq-{name}") aria-label=label role="button">
            {v.piece.map(|p| view! { <div class=piece_class style=piece_style>{piece_icon(p)}</div> })}
        </div>
    }
}

/// File or rank letters along the board, as the orientation shows them.
fn coordinates_view(input: Signal<BoardInput>, class: &'static str, files: bool) -> impl IntoView {
    view! {
        <div class=class aria-hidden="true">
            {move || {
                let (ranks, file_letters) = input.with(|i| coordinates(i.orientation));
                let letters = if files { file_letters } else { ranks };
                letters
                    .into_iter()
                    .map(|c| view! { <span>{char::from(c).to_string()}</span> })
                    .collect_view()
            }}
        </div>
    }
}

/// An 8×8 board with coordinates.
#[component]
pub fn ChessBoard(
    #[prop(into)] input: Signal<BoardInput>,
    on_move: Callback<Move>,
    /// A tap that started no move: the square, and whether a piece was picked.
    on_refused: Callback<(Square, bool)>,
) -> impl IntoView {
    let ui = RwSignal::new(<Interaction>::default());
    let board_ref = NodeRef::<leptos::html::Div>::new();

    // A new position (a move was made by anyone) clears the selection.
    Effect::new(move |seen: Option<Board>| {
        let board = input.with(|i| i.board.clone());
        if seen.is_some_and(|b| b != board) {
            ui.update(Interaction::new_position);
        }
        board
    });

    let square_at = move |x: i32, y: i32| -> Option<Square> {
        let el = board_ref.get_untracked()?;
        let rect = el.get_bounding_client_rect();
        let col = ((f64::from(x) - rect.left()) / rect.width() * 8.0).floor();
        let row = ((f64::from(y) - rect.top()) / rect.height() * 8.0).floor();
        if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        Some(match input.with_untracked(|i| i.orientation) {
            Color::White => Square::new(col, 7 - row),
            Color::Black => Square::new(7 - col, row),
        })
    };
    // Runs one transition and does what its reply asks.
    let answer = move |ev: &web_sys::Event, reply: Reply| match reply {
        Reply::Nothing => {}
        Reply::Handled | Reply::Picked => ev.prevent_default(),
        Reply::Play(mv) => {
            ev.prevent_default();
            on_move.run(mv);
        }
        Reply::Refused { square, picked } => on_refused.run((square, picked)),
    };

    let on_pointer_down = move |ev: leptos::ev::PointerEvent| {
        if !ev.is_primary() {
            return;
        }
        let at = (ev.client_x(), ev.client_y());
        let Some(sq) = square_at(at.0, at.1) else {
            return;
        };
        let reply = input.with_untracked(|i| ui.try_update(|u| u.press(i, sq, at)));
        let reply = reply.unwrap_or(Reply::Nothing);
        if reply == Reply::Picked
            && let Some(el) = board_ref.get_untracked()
        {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        answer(&ev, reply);
    };
    let on_pointer_move = move |ev: leptos::ev::PointerEvent| {
        // Hovering without a drag changes nothing, so it redraws nothing.
        if ui.with_untracked(|u| u.drag.is_some()) {
            ui.update(|u| {
                u.drag_to((ev.client_x(), ev.client_y()));
            });
        }
    };
    let on_pointer_up = move |ev: leptos::ev::PointerEvent| {
        if ui.with_untracked(|u| u.drag.is_none()) {
            return;
        }
        let target = square_at(ev.client_x(), ev.client_y());
        let reply = input.with_untracked(|i| ui.try_update(|u| u.release(i, target)));
        answer(&ev, reply.unwrap_or(Reply::Nothing));
    };
    let on_pointer_cancel = move |_| ui.update(Interaction::cancel);
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let Some(key) = Key::of(&ev.key()) else {
            return;
        };
        let reply = input.with_untracked(|i| ui.try_update(|u| u.key(i, key)));
        answer(&ev, reply.unwrap_or(Reply::Nothing));
    };

    view! {
        <div class="board-frame">
            {coordinates_view(input, "coords ranks", false)}
            <div
                class=move || if ui.with(|u| u.selected.is_some()) { "board has-selection" } else { "board" }
                node_ref=board_ref
                role="group"
                tabindex="0"
                aria-label=words::labels::BOARD
                aria-activedescendant=move || {
                    let orientation = input.with(|i| i.orientation);
                    format!("sq-{}", ui.with(|u| u.cursor_square(orientation)))
                }
                on:keydown=on_key
                on:pointerdown=on_pointer_down
                on:pointermove=on_pointer_move
                on:pointerup=on_pointer_up
                on:pointercancel=on_pointer_cancel
            >
                {move || {
                    input
                        .with(|i| ui.with(|u| square_views(i, u)))
                        .into_iter()
                        .map(square_cell)
                        .collect_view()
                }}
                {move || {
                    let options = ui.with(|u| u.promotion.clone());
                    // The colour of the promoting pawn, read off the board.
                    let color = options
                        .first()
                        .and_then(|m| input.with(|i| i.board.piece_at(m.from)))
                        .map(|p| p.color);
                    color.map(|color| promotion_chooser(options, color, ui, on_move))
                }}
            </div>
            {coordinates_view(input, "coords files", true)}
        </div>
    }
}

/// The promotion dialog: one button per piece the pawn may become.
fn promotion_chooser(
    options: Vec<Move>,
    color: Color,
    ui: RwSignal<Interaction>,
    on_move: Callback<Move>,
) -> impl IntoView {
    let close = move || ui.update(|u| u.promotion.clear());
    view! {
        <div class="promotion" role="dialog" aria-label=words::labels::PROMOTION>
            <p>{words::page::PROMOTION_PROMPT}</p>
            <div class="promotion-choices">
                {options
                    .into_iter()
                    .map(|mv| {
                        let role = mv.promotion.unwrap_or(Role::Queen);
                        view! {
                            <button
                                class="promotion-choice"
                                data-promotion=role.fen_letter().to_string()
                                aria-label=role.name_ro()
                                on:pointerdown=|ev| ev.stop_propagation()
                                on:click=move |_| {
                                    close();
                                    on_move.run(mv);
                                }
                            >
                                {piece_icon(Piece::new(color, role))}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            <button
                class="promotion-cancel"
                on:pointerdown=|ev| ev.stop_propagation()
                on:click=move |_| close()
            >
                {words::labels::CANCEL}
            </button>
        </div>
    }
}

/// A small static picture of a position (menu cards).
pub fn board_preview(board: &Board) -> impl IntoView + use<> {
    view! { <div class="board preview" aria-hidden="true" inner_html=preview_markup(board)></div> }
}
