//! `#/diploma?joc=<slug>`: the current child's printable diploma in a game.

use web_sys::Element;

use crate::dom::{self, listen};
use ::words::profiles as words;
use engine::Variant;
use storage::{Browser, Device, Diploma, Store, clock, local_time};
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::Action;
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
        html.raw("<div class=\"diploma-missing\"><p class=\"notice\">")
            .text(&words::no_diploma_yet(info.name))
            .raw("</p><p><a class=\"button primary\"")
            .attr("href", &href(Page::Game(variant), &Params::default()))
            .raw(">Joacă: ")
            .text(info.name)
            .raw("</a> <a class=\"button\"")
            .attr("href", &back)
            .raw(">")
            .text(words::BACK_TO_RESULTS)
            .raw("</a></p></div>");
        return html;
    };
    let when = local_time(d.time_ms, clock::utc_offset_minutes(d.time_ms));
    html.raw("<p class=\"diploma-tools no-print\"><button class=\"primary\" data-action=\"print\">")
        .text(words::DIPLOMA_PRINT)
        .raw("</button> <a class=\"button\"")
        .attr("href", &back)
        .raw(">")
        .text(words::BACK_TO_RESULTS)
        .raw("</a></p><article class=\"diploma\"")
        .attr("data-variant", info.slug)
        .attr("aria-label", words::DIPLOMA_TITLE)
        .raw(
            "><div class=\"diploma-frame\">\
             <svg class=\"diploma-knight\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-N\"></use></svg><h1>",
        )
        .text(words::DIPLOMA_TITLE)
        .raw("</h1><p class=\"diploma-for\">")
        .text(words::DIPLOMA_FOR)
        .raw("</p><div class=\"diploma-avatar\">");
    Avatar::of(&child.avatar).svg(&mut html);
    html.raw("</div><p class=\"diploma-name\">")
        .text(&child.nume)
        .raw("</p>");
    if let Some(s) = words::diploma_stars(info.best, d.top) {
        let label = words::stars_label(u32::from(d.top.stars));
        html.raw("<p class=\"diploma-stars\"")
            .attr("aria-label", &label)
            .raw(">")
            .text(&s)
            .raw("</p>");
    }
    let reason = words::diploma_reason(info.best, info.name, d.top, d.robot_wins, d.helped);
    html.raw("<p class=\"diploma-reason\">")
        .text(&reason.unwrap_or_default())
        .raw("</p><p class=\"diploma-date\"><time")
        .attr("datetime", &when.iso())
        .raw(">")
        .text(&when.day_said())
        .raw("</time></p><p class=\"diploma-signature\">")
        .text(words::DIPLOMA_SIGNATURE)
        .raw("</p></div></article>");
    html
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
