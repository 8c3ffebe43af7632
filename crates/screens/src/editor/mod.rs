//! The teacher's position editor (`#/editor`): the model and the QR code
//! are plain Rust, tested natively; `page` draws them with web-sys.

pub mod page;

pub use ui_model::editor::model;
pub use ui_model::qr;
