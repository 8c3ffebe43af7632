//! The game page's controller: every event in, every command out.

pub mod controller;
