//! The browser under both front ends, with no Leptos: script calls, files,
//! speech, the click delegate, sound, the glue between the two wasms, and
//! what a panic shows.

pub mod action;
pub mod files;
pub mod glue;
pub mod js;
pub mod panic;
pub mod sound;
pub mod speech;
