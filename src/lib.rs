//! Șah în joacă: the chess mini-games of a Romanian chess book for children.

pub mod engine;
pub mod storage;
pub mod teacher;
pub mod ui;
