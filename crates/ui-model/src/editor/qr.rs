//! A link as a QR code, drawn as SVG (no image libraries): one path of the
//! dark modules, joined in horizontal runs, inside the standard 4-module
//! quiet zone. Encoded by `qrcodegen` at error-correction level M, which
//! survives a smudged tablet screen or a projector's glare.

use qrcodegen::{QrCode, QrCodeEcc};

use crate::html::Html;
use std::fmt::Write;

/// The quiet zone around the code, in modules (the standard asks for 4).
pub const BORDER: i32 = 4;

/// A text encoded: the side of its square, quiet zone included, in
/// modules, and the path of its dark modules (made of numbers only).
pub struct Qr {
    side: u32,
    path: String,
}

/// `text` as a QR code; `None` if it is too long for any QR code.
pub fn encode(text: &str) -> Option<Qr> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let n = code.size();
    let mut path = String::with_capacity(8 * 1024);
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
            let run = (x - start) as u32;
            let _ = write!(path, "M{},{}h{run}v1h-{run}z", start + BORDER, y + BORDER);
        }
    }
    Some(Qr {
        side: (n + 2 * BORDER) as u32,
        path,
    })
}

impl Qr {
    /// The code as SVG with a Romanian label; `mark` is the attribute
    /// tests and teachers find it by (`data-qr` for the position's,
    /// `data-series-qr` for the series'; the enlarged copy has none).
    pub fn svg(&self, mark: Option<&'static str>) -> Html {
        let side = self.side;
        let mut html = Html::new();
        let svg = html.elem("svg");
        let svg = match mark {
            Some(mark) => svg.attr(mark, ""),
            None => svg,
        };
        svg.class("qr")
            .attr_with("viewBox", |v| {
                v.text("0 0 ").number(side).text(" ").number(side);
            })
            .attr("role", "img")
            .attr("aria-label", words::editor::QR_LABEL)
            .attr("shape-rendering", "crispEdges")
            .body(|h| {
                h.elem("rect")
                    .number("width", side)
                    .number("height", side)
                    .attr("fill", "#fff")
                    .empty();
                h.elem("path")
                    .attr_with("d", |v| {
                        v.text(&self.path);
                    })
                    .attr("fill", "#000")
                    .empty();
            });
        html
    }
}

/// The SVG of `text` as a QR code, with `data-qr` and a Romanian label;
/// `None` if the text is too long for any QR code.
///
/// ```
/// use ui_model::editor::qr::svg;
/// let code = svg("https://exemplu.ro/sah/#/rege").unwrap();
/// assert!(code.starts_with("<svg data-qr=\"\" class=\"qr\" viewBox=\"0 0 "));
/// assert!(svg(&"x".repeat(4000)).is_none());
/// ```
pub fn svg(text: &str) -> Option<Html> {
    Some(encode(text)?.svg(Some("data-qr")))
}
