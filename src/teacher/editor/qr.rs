//! A link as a QR code, drawn as SVG (no image libraries): one path of the
//! dark modules, joined in horizontal runs, inside the standard 4-module
//! quiet zone. Encoded by `qrcodegen` at error-correction level M, which
//! survives a smudged tablet screen or a projector's glare.

use qrcodegen::{QrCode, QrCodeEcc};
use std::fmt::Write;

/// The quiet zone around the code, in modules (the standard asks for 4).
pub const BORDER: i32 = 4;

/// The SVG of `text` as a QR code, with `data-qr` and a Romanian label;
/// `None` if the text is too long for any QR code.
///
/// ```
/// use sah_in_joaca::teacher::editor::qr::svg;
/// let code = svg("https://exemplu.ro/sah/#/rege").unwrap();
/// assert!(code.starts_with("<svg data-qr=\"\" class=\"qr\" viewBox=\"0 0 "));
/// assert!(svg(&"x".repeat(4000)).is_none());
/// ```
pub fn svg(text: &str) -> Option<String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let n = code.size();
    let side = n + 2 * BORDER;
    let mut path = String::new();
    for y in 0..n {
        let mut x = 0;
        while x < n {
            if !code.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < n && code.get_module(x, y) {
                x += 1;
            }
            let _ = write!(
                path,
                "M{},{}h{}v1h-{}z",
                start + BORDER,
                y + BORDER,
                x - start,
                x - start
            );
        }
    }
    Some(format!(
        "<svg data-qr=\"\" class=\"qr\" viewBox=\"0 0 {side} {side}\" role=\"img\" aria-label=\"{}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>",
        crate::engine::words::editor::QR_LABEL
    ))
}
