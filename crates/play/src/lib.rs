//! The play layer: the six games as data ([`variant`]), a match of two
//! rounds ([`matches`]), the review of a round ([`review`]) and the answers
//! to a tap ([`tap`]). It pairs the rules with their robots and stands
//! below the sentences that word it ([`words`]).

pub mod goal;
pub mod goal_lost;
pub mod goal_met;
pub mod matches;
pub mod puzzles;
pub mod review;
pub mod tap;
pub mod value;
pub mod variant;
pub mod warning;

pub use variant::{LensLegend, Scoring, Variant, VariantInfo};
