//! A link as a QR code, drawn as SVG (no image libraries): one path of the
//! dark modules, joined in horizontal runs, inside the standard 4-module
//! quiet zone. Encoded by `qrcodegen` at error-correction level M, which
//! survives a smudged tablet screen or a projector's glare.

use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};

use crate::html::{Elem, Html};
use std::fmt::Write;

/// The quiet zone around the code, in modules (the standard asks for 4).
pub const BORDER: i32 = 4;

/// A text encoded: the side of its square, quiet zone included, in
/// modules, the path of its dark modules (made of numbers only), and the
/// code's version (1–40: the bigger, the finer its modules).
pub struct Qr {
    side: u32,
    path: String,
    pub version: u8,
}

/// `text` as a QR code; `None` if it is too long for any QR code.
pub fn encode(text: &str) -> Option<Qr> {
    drawn(&QrCode::encode_text(text, QrCodeEcc::Medium).ok()?)
}

/// A link whose end is `code`, base-32 digits and capital letters
/// (`…#/clasa?predare=` then a hand-in's part): the link as bytes, its end
/// in the QR code's alphanumeric mode, 5.5 bits a digit instead of 8, so a
/// code holds a third more. `None` if it is too long for any QR code.
///
/// ```
/// use ui_model::qr::{encode, encode_link};
/// let code = "0123456789ABCDEFGHIJKLMNOPQRSTUV".repeat(10);
/// let mixed = encode_link("https://exemplu.ro/sah/#/clasa?predare=", &code).unwrap();
/// let plain = encode(&format!("https://exemplu.ro/sah/#/clasa?predare={code}")).unwrap();
/// assert!(mixed.version < plain.version);
/// ```
pub fn encode_link(link: &str, code: &str) -> Option<Qr> {
    let segments = [
        QrSegment::make_bytes(link.as_bytes()),
        QrSegment::make_alphanumeric(code),
    ];
    let code = QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Medium,
        Version::MIN,
        Version::MAX,
        None,
        true,
    )
    .ok()?;
    drawn(&code)
}

fn drawn(code: &QrCode) -> Option<Qr> {
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
        version: code.version().value(),
    })
}

impl Qr {
    /// The code as SVG with a Romanian label; `mark` is the attribute
    /// tests and teachers find it by (`data-qr` for the position's,
    /// `data-series-qr` for the series'; the enlarged copy has none).
    pub fn svg(&self, mark: Option<&'static str>) -> Html {
        let mut html = Html::new();
        self.draw(
            &mut html,
            &|svg| match mark {
                Some(mark) => svg.attr(mark, ""),
                None => svg,
            },
            words::editor::QR_LABEL,
        );
        html
    }

    /// Draws the code into `html`: `attrs` gives the `svg` its own
    /// attributes first, `label` is what a screen reader says.
    pub fn draw(&self, html: &mut Html, attrs: &dyn for<'h> Fn(Elem<'h>) -> Elem<'h>, label: &str) {
        let side = self.side;
        attrs(html.elem("svg"))
            .class("qr")
            .attr_with("viewBox", |v| {
                v.text("0 0 ").number(side).text(" ").number(side);
            })
            .attr("role", "img")
            .attr("aria-label", label)
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
    }
}

/// The SVG of `text` as a QR code, with `data-qr` and a Romanian label;
/// `None` if the text is too long for any QR code.
///
/// ```
/// use ui_model::qr::svg;
/// let code = svg("https://exemplu.ro/sah/#/rege").unwrap();
/// assert!(code.starts_with("<svg data-qr=\"\" class=\"qr\" viewBox=\"0 0 "));
/// assert!(svg(&"x".repeat(4000)).is_none());
/// ```
pub fn svg(text: &str) -> Option<Html> {
    Some(encode(text)?.svg(Some("data-qr")))
}
