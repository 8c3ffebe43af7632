//! The puzzle page's controller.

pub mod controller;
