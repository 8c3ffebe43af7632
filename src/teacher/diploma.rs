//! `#/diploma?joc=<slug>`: the current child's printable diploma in a game.

use web_sys::Element;

use super::dom::{self, listen};
use crate::engine::Variant;
use crate::engine::words::profiles as words;
use crate::engine::words::results::day_ro;
use crate::storage::{Browser, Device, Diploma, clock, local_time};
use crate::ui::avatars::Avatar;
use crate::ui::results::escaped;
use crate::ui::route::{Page, Params, href};

/// Draws the diploma into `root`.
pub fn mount(root: &Element, variant: Variant, device: &Device<Browser>) {
    let _ = root.set_attribute("class", "diploma-page");
    root.set_inner_html(&diploma_markup(variant, device));
    listen(root, "click", |event: web_sys::Event| {
        dom::print_if_asked(&event);
    });
}

/// The diploma of the current child in `variant`, or the sentence that
/// there is none yet, as markup.
fn diploma_markup(variant: Variant, device: &Device<Browser>) -> String {
    let (_, child) = device.current();
    let records = device.load().unwrap_or_default();
    let info = variant.info();
    let back = href(Page::Results, &Params::default());
    let Some(d) = Diploma::of(&records, variant) else {
        return format!(
            "<div class=\"diploma-missing\"><p class=\"notice\">{}</p><p><a class=\"button primary\" href=\"{}\">Joacă: {}</a> \
             <a class=\"button\" href=\"{back}\">{}</a></p></div>",
            words::no_diploma_yet(info.name),
            href(Page::Game(variant), &Params::default()),
            info.name,
            words::BACK_TO_RESULTS
        );
    };
    let when = local_time(d.time_ms, clock::utc_offset_minutes(d.time_ms));
    let stars = d
        .stars
        .map(|s| {
            let label = words::stars_label(s.matches('★').count() as u32);
            format!("<p class=\"diploma-stars\" aria-label=\"{label}\">{s}</p>")
        })
        .unwrap_or_default();
    format!(
        "<p class=\"diploma-tools no-print\"><button class=\"primary\" data-action=\"print\">{}</button> \
         <a class=\"button\" href=\"{back}\">{}</a></p>\
         <article class=\"diploma\" data-variant=\"{}\" aria-label=\"{}\"><div class=\"diploma-frame\">\
         <svg class=\"diploma-knight\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-N\"></use></svg>\
         <h1>{}</h1><p class=\"diploma-for\">{}</p><div class=\"diploma-avatar\">{}</div>\
         <p class=\"diploma-name\">{}</p>{stars}<p class=\"diploma-reason\">{}</p>\
         <p class=\"diploma-date\"><time datetime=\"{}\">{}</time></p><p class=\"diploma-signature\">{}</p></div></article>",
        words::DIPLOMA_PRINT,
        words::BACK_TO_RESULTS,
        info.slug,
        words::DIPLOMA_TITLE,
        words::DIPLOMA_TITLE,
        words::DIPLOMA_FOR,
        Avatar::of(&child.avatar).svg(),
        escaped(&child.nume),
        d.reason,
        when.iso(),
        day_ro(when),
        words::DIPLOMA_SIGNATURE,
    )
}
