//! Pure game logic under one name: the rules, the robot and play, each its
//! own crate below this one. No leptos, web-sys or JavaScript here, so it is
//! tested natively. The layers above (words, storage, the pages) name the
//! engine through this crate.
#![warn(missing_docs)]

pub use ::play;
pub use ::robot;
pub use ::rules;

pub use play::{LensLegend, Scoring, Variant, VariantInfo};
pub use rules::{
    Bitboard, Board, Color, Counter, Ending, FenError, Game, Highlights, IllegalMove, Lens, Level,
    Move, Notice, Outcome, Piece, Rng, Role, Setup, SetupError, Square, Summary, sort_small_by,
    sort_small_by_key,
};
