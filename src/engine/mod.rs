//! Pure game logic: no leptos, web-sys or JavaScript here, so it is tested natively.
#![warn(missing_docs)]

pub mod children;
pub mod play;
pub mod robot;
pub mod rules;
pub mod words;

pub use play::variant::{Scoring, Variant, VariantInfo};
pub use rules::bitboard::Bitboard;
pub use rules::board::{Board, FenError, Setup};
pub use rules::game::{
    Counter, Ending, Game, Highlights, IllegalMove, Lens, Level, Move, Notice, Outcome, Rng,
    SetupError, Summary, sort_small_by, sort_small_by_key,
};
pub use rules::square::{Color, Piece, Role, Square};
pub use words::moves_ro;
