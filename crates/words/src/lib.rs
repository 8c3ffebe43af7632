//! The Romanian sentences the engine's typed facts turn into. Games, matches
//! and storage speak in types ([`Ending`], [`Notice`], [`Counter`],
//! [`Summary`], [`SetupError`] …); this module words them, so every plural,
//! star and name is written once.
//!
//! The pieces every sentence shares (counts, names, whom a sentence is
//! about) are in `common.rs`; a round's facts are worded in `game.rs`, a match's in
//! `matches.rs`, and each page's own sentences in the modules below.
//!
//! [`Ending`]: engine::rules::game::Ending
//! [`Notice`]: engine::rules::game::Notice
//! [`Counter`]: engine::rules::game::Counter
//! [`Summary`]: engine::rules::game::Summary
//! [`SetupError`]: engine::rules::game::SetupError

mod common;
mod game;
mod matches;

pub use common::*;

pub use game::{
    Worded, counter, fen_error, notice, notice_to, notices, reason, reason_naming, setup_error,
    summary, summary_line, summary_of,
};
pub use matches::{explanation, hints_used_in, round_label, round_verdict, status};

pub mod classes;
pub mod editor;
pub mod goal;
pub mod handin;
pub mod join;
pub mod journey;
pub mod labels;
pub mod link;
pub mod page;
pub mod profiles;
pub mod puzzles;
pub mod results;
pub mod review;
pub mod series;
pub mod sheet;
pub mod speech;
pub mod storage;
pub mod tap;
