//! `#/diploma?joc=<slug>`: the current child's printable diploma in a game.

use web_sys::Element;

use crate::dom::{self, listen};
use ::words::profiles as words;
use engine::Variant;
use storage::{Browser, Child, Device, Diploma, Store, clock, local_time};
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::markup;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::DiplomaAction as Action;
use web::action::clicked;

/// Draws the diploma into `root`.
pub fn mount(root: &Element, variant: Variant, device: &Device<Browser>) {
    let _ = root.set_attribute("class", "diploma-page");
    root.set_inner_html(diploma_markup(device, variant).as_str());
    listen(root, "click", |event: web_sys::Event| {
        if let Some((Action::Print, _)) = clicked(&event) {
            dom::print();
        }
    });
}

/// The diploma of the current child in `variant`, or the sentence that
/// there is none yet, as markup.
fn diploma_markup<S: Store>(device: &Device<S>, variant: Variant) -> Html {
    let (_, child) = device.current();
    let records = device.load().unwrap_or_default();
    let info = variant.info();
    let back = href(Page::Results, &Params::default());
    let mut html = Html::new();
    let Some(d) = Diploma::of(&records, variant) else {
        missing(&mut html, variant, &back);
        return html;
    };
    html.elem("p").class("diploma-tools no-print").body(|h| {
        h.elem("button")
            .class("primary")
            .action(&Action::Print)
            .text(words::DIPLOMA_PRINT)
            .text(" ");
        h.elem("a")
            .class("button")
            .attr("href", &back)
            .text(words::BACK_TO_RESULTS);
    });
    html.elem("article")
        .class("diploma")
        .attr("data-variant", info.slug)
        .attr("aria-label", words::DIPLOMA_TITLE)
        .body(|h| {
            h.elem("div")
                .class("diploma-frame")
                .body(|h| frame(h, variant, &child, &d));
        });
    html
}

/// That there is no diploma in `variant` yet, a link that plays it and one
/// `back` to the results.
fn missing(html: &mut Html, variant: Variant, back: &str) {
    let info = variant.info();
    html.elem("div").class("diploma-missing").body(|h| {
        h.elem("p")
            .class("notice")
            .text(&words::no_diploma_yet(info.name));
        h.elem("p").body(|h| {
            h.elem("a")
                .class("button primary")
                .attr("href", &href(Page::Game(variant), &Params::default()))
                .body(|h| {
                    h.text("Joacă: ").text(info.name);
                })
                .text(" ");
            h.elem("a")
                .class("button")
                .attr("href", back)
                .text(words::BACK_TO_RESULTS);
        });
    });
}

/// What the diploma's frame says: the knight, the title, the child's
/// avatar and name, the stars, why, the day and the signature.
fn frame(html: &mut Html, variant: Variant, child: &Child, d: &Diploma) {
    let info = variant.info();
    let when = local_time(d.time_ms, clock::utc_offset_minutes(d.time_ms));
    html.markup(markup!(
        "<svg class=\"diploma-knight\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-N\"></use></svg>"
    ));
    html.elem("h1").text(words::DIPLOMA_TITLE);
    html.elem("p").class("diploma-for").text(words::DIPLOMA_FOR);
    html.elem("div").class("diploma-avatar").body(|h| {
        Avatar::of(&child.avatar).svg(h);
    });
    html.elem("p").class("diploma-name").text(&child.nume);
    if let Some(s) = words::diploma_stars(info.best, d.top) {
        let label = words::stars_label(u32::from(d.top.stars));
        html.elem("p")
            .class("diploma-stars")
            .attr("aria-label", &label)
            .text(&s);
    }
    let reason = words::diploma_reason(info.best, info.name, d.top, d.robot_wins, d.helped);
    html.elem("p")
        .class("diploma-reason")
        .text(&reason.unwrap_or_default());
    html.elem("p").class("diploma-date").body(|h| {
        h.elem("time")
            .attr("datetime", &when.iso())
            .text(&when.day_said());
    });
    html.elem("p")
        .class("diploma-signature")
        .text(words::DIPLOMA_SIGNATURE);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::won;
    use storage::{MatchRecord, Memory, Start};
    use ui_model::action::read_first;
    use ui_model::html::check::{assert_safe, escaped};

    /// A device whose current child is `name`, with a win in the king hunt.
    fn device_of(name: &str) -> Device<Memory> {
        let d = Device::new(Memory::default());
        let id = d.add_child(name, "leu").unwrap();
        d.choose(id).unwrap();
        d.save_record(MatchRecord {
            stars: 3,
            ..won(Variant::KingHunt, 1_700_000_000_000, Start::Book, name)
        });
        d
    }

    #[test]
    fn the_childs_name_stays_text() {
        for evil in [
            "\"><img src onerror=a()>",
            "' onmouseover='x",
            "</p><b>&amp;",
        ] {
            let html = diploma_markup(&device_of(evil), Variant::KingHunt);
            assert_safe(&html);
            assert!(
                html.contains(&format!("<p class=\"diploma-name\">{}</p>", escaped(evil))),
                "{}",
                html.as_str()
            );
            assert!(html.contains("<p class=\"diploma-stars\" aria-label=\"3 stele\">★★★</p>"));
            assert_eq!(read_first(&html, "print"), Some(Action::Print));
        }
    }

    #[test]
    fn no_diploma_yet_is_said() {
        let html = diploma_markup(&device_of("Ana"), Variant::KnightRace);
        assert_safe(&html);
        assert!(html.starts_with(&format!(
            "<div class=\"diploma-missing\"><p class=\"notice\">{}</p>",
            escaped(&words::no_diploma_yet(Variant::KnightRace.info().name))
        )));
    }
}
