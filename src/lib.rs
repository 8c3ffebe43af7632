//! Șah în joacă: the chess mini-games of a Romanian chess book for children.

pub mod engine;
pub mod screens;
pub mod storage;
pub mod ui;
