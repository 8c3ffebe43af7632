//! The browser under both front ends, with no Leptos: script calls, files,
//! speech, the click delegate, sound, and the glue between the two wasms.

pub mod action;
pub mod files;
pub mod glue;
pub mod js;
pub mod sound;
pub mod speech;
