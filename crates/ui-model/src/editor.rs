//! The teacher's position editor: its model and its QR code.

pub mod model;
