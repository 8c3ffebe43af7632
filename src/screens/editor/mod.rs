//! The teacher's position editor (`#/editor`): the model and the QR code
//! are plain Rust, tested natively; `page` draws them with web-sys.

pub mod model;
pub mod page;
pub mod qr;
