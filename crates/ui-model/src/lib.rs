//! The pages as plain Rust, below both front ends: routes, the markup
//! builder, the page controllers and the board model. No leptos and no
//! web-sys, so every page's logic is tested natively; the child's app draws
//! it with Leptos, the lazy screens as markup.

pub mod action;
pub mod after_move;
pub mod avatars;
pub mod board;
pub mod class_csv;
pub mod device;
pub mod editor;
pub mod game_page;
pub mod handin;
pub mod handin_walk;
pub mod help;
pub mod html;
pub mod match_view;
pub mod puzzle_page;
pub mod qr;
pub mod route;
pub mod screen_action;
pub mod series;
pub mod sound;
