//! `#/diploma?joc=<slug>`: the current child's printable diploma in a game;
//! `#/diploma?joc=<slug>&clasa=1`: every diploma of the teacher's class in
//! that game, one A4 page each, in one print. Both carry the teacher's
//! signature, typed once above them and kept in this browser.

use web_sys::Element;

use crate::dom::{self, listen};
use ::words::profiles as words;
use engine::Variant;
use storage::{Browser, Device, Diploma, Signature, Store, clock, local_time};
use ui_model::avatars::Avatar;
use ui_model::html::Html;
use ui_model::markup;
use ui_model::route::{Page, Params, href};
use ui_model::screen_action::DiplomaAction as Action;
use web::action::clicked;

/// Draws the diploma, or with `class` the class's diplomas, into `root`.
pub fn mount(root: &Element, variant: Variant, device: &Device<Browser>, class: bool) {
    let _ = root.set_attribute("class", "diploma-page");
    let signature = device.signature();
    let html = if class {
        let mut html = signature_form(&signature);
        html.html(&class_markup(
            device,
            variant,
            &signature,
            clock::now_ms() as u64,
        ));
        html
    } else {
        diploma_markup(device, variant, &signature)
    };
    root.set_inner_html(html.as_str());
    listen(root, "click", |event: web_sys::Event| {
        if let Some((Action::Print, _)) = clicked(&event) {
            dom::print();
        }
    });
    let (root_in, device) = (root.clone(), *device);
    listen(root, "input", move |_: web_sys::Event| {
        let field = |id: &str| {
            root_in
                .query_selector(&format!("#{id}"))
                .ok()
                .flatten()
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(e).ok())
                .map(|i| i.value())
                .unwrap_or_default()
        };
        let signature = Signature {
            nume: field("semn-nume"),
            scoala: field("semn-scoala"),
            clasa: field("semn-clasa"),
        };
        // Refused, it still signs what is printed now.
        let _ = device.keep_signature(&signature);
        let mut html = Html::new();
        signature_markup(&mut html, &signature);
        if let Ok(lines) = root_in.query_selector_all(".diploma-signature") {
            for i in 0..lines.length() {
                if let Some(line) = lines
                    .item(i)
                    .and_then(|n| wasm_bindgen::JsCast::dyn_into::<Element>(n).ok())
                {
                    line.set_inner_html(html.as_str());
                }
            }
        }
    });
}

/// The teacher's name, school and class, above the diplomas (not printed).
fn signature_form(s: &Signature) -> Html {
    let mut html = Html::new();
    html.elem("fieldset")
        .class("diploma-signer no-print")
        .body(|h| {
            h.elem("legend").text(words::SIGNATURE_TITLE);
            for (id, label, value) in [
                ("semn-nume", words::SIGNATURE_NAME, &s.nume),
                ("semn-scoala", words::SIGNATURE_SCHOOL, &s.scoala),
                ("semn-clasa", words::SIGNATURE_CLASS, &s.clasa),
            ] {
                h.elem("label").body(|h| {
                    h.elem("span").text(label);
                    h.elem("input")
                        .attr("id", id)
                        .attr("type", "text")
                        .attr("autocomplete", "off")
                        .attr("maxlength", "60")
                        .attr("value", value)
                        .void();
                });
            }
        });
    html
}

/// The signature's lines.
fn signature_markup(html: &mut Html, s: &Signature) {
    let [first, second] = words::diploma_signature(&s.nume, &s.scoala, &s.clasa);
    html.elem("span").text(&first);
    if !second.is_empty() {
        html.elem("span").text(&second);
    }
}

/// Every diploma of the class kept in this browser (`#/clasa`) in
/// `variant`, dated `now_ms`, one page each; or that there is none.
fn class_markup<S: Store>(
    device: &Device<S>,
    variant: Variant,
    signature: &Signature,
    now_ms: u64,
) -> Html {
    let (class, _) = device.last_class().unwrap_or_default();
    let info = variant.info();
    let column = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
    let rows = class.rows(
        &|p| ui_model::series::SeriesLink::parse(&p.legatura).0.title,
        now_ms,
    );
    let diplomas: Vec<(String, String, Diploma)> = rows
        .iter()
        .filter_map(|r| {
            let d = Diploma::of_summary(&r.games.get(column)?.summary, variant, now_ms)?;
            Some((r.name.clone(), r.avatar.clone(), d))
        })
        .collect();
    let back = href(Page::Class, &Params::default());
    let mut html = Html::new();
    html.elem("p").class("diploma-tools no-print").body(|h| {
        h.elem("strong")
            .text(&words::class_diplomas_title(
                info.name,
                diplomas.len() as u32,
            ))
            .text(" ");
        let print = (!diplomas.is_empty()).then_some(words::DIPLOMAS_PRINT);
        print_and_back(h, print, &back, words::BACK_TO_CLASS);
    });
    if diplomas.is_empty() {
        html.elem("p")
            .class("notice")
            .text(&words::no_class_diploma(info.name));
    }
    for (name, avatar, d) in &diplomas {
        article(&mut html, variant, name, avatar, d, signature);
    }
    html
}

/// The print button (when there is something to print) and the way back.
fn print_and_back(html: &mut Html, print: Option<&str>, back: &str, back_label: &str) {
    if let Some(label) = print {
        html.elem("button")
            .class("primary")
            .action(&Action::Print)
            .text(label)
            .text(" ");
    }
    html.elem("a")
        .class("button")
        .attr("href", back)
        .text(back_label);
}

/// One diploma, an A4 page when printed.
fn article(
    html: &mut Html,
    variant: Variant,
    name: &str,
    avatar: &str,
    d: &Diploma,
    signature: &Signature,
) {
    html.elem("article")
        .class("diploma")
        .attr("data-variant", variant.info().slug)
        .attr("data-diploma-of", name)
        .attr("aria-label", words::DIPLOMA_TITLE)
        .body(|h| {
            h.elem("div").class("diploma-frame").body(|html| {
                // The knight, the title, the child's avatar and name, the
                // stars, why, the day and the signature.
                let info = variant.info();
                let when = local_time(d.time_ms, clock::utc_offset_minutes(d.time_ms));
                html.markup(markup!(
                    "<svg class=\"diploma-knight\" viewBox=\"0 0 100 100\" aria-hidden=\"true\"><use href=\"#piece-N\"></use></svg>"
                ));
                html.elem("h1").text(words::DIPLOMA_TITLE);
                html.elem("p").class("diploma-for").text(words::DIPLOMA_FOR);
                html.elem("div").class("diploma-avatar").body(|h| {
                    Avatar::of(avatar).svg(h);
                });
                html.elem("p").class("diploma-name").text(name);
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
                    .body(|h| signature_markup(h, signature));
            });
        });
}

/// The diploma of the current child in `variant`, or the sentence that
/// there is none yet, as markup.
fn diploma_markup<S: Store>(device: &Device<S>, variant: Variant, signature: &Signature) -> Html {
    let (_, child) = device.current();
    let records = device.load().unwrap_or_default();
    let back = href(Page::Results, &Params::default());
    let mut html = Html::new();
    // A child with no diploma yet has nothing to sign.
    let Some(d) = Diploma::of(&records, variant) else {
        missing(&mut html, variant, &back);
        return html;
    };
    html.html(&signature_form(signature));
    html.elem("p").class("diploma-tools no-print").body(|h| {
        print_and_back(h, Some(words::DIPLOMA_PRINT), &back, words::BACK_TO_RESULTS);
    });
    article(
        &mut html,
        variant,
        &child.nume,
        &child.avatar,
        &d,
        signature,
    );
    html
}

/// That there is no diploma in `variant` yet, a link that plays it and one
/// `back` to the results.
fn missing(html: &mut Html, variant: Variant, back: &str) {
    let info = variant.info();
    html.elem("div").class("diploma-missing").body(|h| {
        h.elem("h1").text(&words::diploma_heading(info.name));
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
            let html = diploma_markup(&device_of(evil), Variant::KingHunt, &Signature::default());
            assert_safe(&html);
            assert!(
                html.contains(&format!("<p class=\"diploma-name\">{}</p>", escaped(evil))),
                "{}",
                html.as_str()
            );
            assert!(html.contains("<p class=\"diploma-stars\" aria-label=\"3 stele\">★★★</p>"));
            assert_eq!(read_first(&html, "print"), Some(Action::Print));
            // Without a teacher's signature, the app's name.
            assert!(html.contains("<p class=\"diploma-signature\"><span>Șah în joacă</span></p>"));
        }
    }

    #[test]
    fn the_teachers_signature_and_the_class_diplomas() {
        let teacher = Signature {
            nume: "Ana <Pop>".into(),
            scoala: "Școala nr. 5".into(),
            clasa: "a II-a B".into(),
        };
        let html = diploma_markup(&device_of("Ion"), Variant::KingHunt, &teacher);
        assert_safe(&html);
        assert!(html.contains(
            "<p class=\"diploma-signature\"><span>Prof. Ana &lt;Pop&gt;</span><span>Școala nr. 5 · Clasa a II-a B</span></p>"
        ));
        let form = signature_form(&teacher).into_string();
        assert_safe(&form);
        assert!(form.contains("id=\"semn-scoala\" type=\"text\" autocomplete=\"off\" maxlength=\"60\" value=\"Școala nr. 5\""));
        // The class: Ana's and Ion's files, Ion with a mate, Ana with none.
        let device = Device::new(Memory::default());
        let mut class = storage::class::Class::default();
        for (name, stars) in [("Ana", 0), ("Ion", 3)] {
            let mut r = won(Variant::KingHunt, 1_700_000_000_000, Start::Book, name);
            r.stars = stars;
            if stars == 0 {
                r.best_moves = None;
                r.winner = None;
            }
            class.add_file(storage::file::ChildResults {
                name: name.into(),
                avatar: "urs".into(),
                matches: vec![r],
                skipped: 0,
                series: Vec::new(),
                puzzles: Default::default(),
                puzzles_skipped: false,
                cut: 0,
            });
        }
        let kept = device.add_class("2A", 1).unwrap();
        device.change_class(&kept, |c| c.absorb(class)).unwrap();
        let html = class_markup(&device, Variant::KingHunt, &teacher, 1_800_000_000_000);
        assert_safe(&html);
        assert_eq!(html.matches("<article class=\"diploma\"").count(), 1);
        assert!(html.contains("data-diploma-of=\"Ion\""));
        assert!(html.contains("Diplomele clasei la „Vânătoarea regelui”: 1 diplomă"));
        let none = class_markup(&device, Variant::KnightRace, &teacher, 1_800_000_000_000);
        assert!(none.contains(&escaped(&words::no_class_diploma(
            "Cai în tabăra dușmanului"
        ))));
    }

    #[test]
    fn no_diploma_yet_is_said() {
        let html = diploma_markup(
            &device_of("Ana"),
            Variant::KnightRace,
            &Signature::default(),
        );
        assert_safe(&html);
        assert!(html.starts_with(&format!(
            "<div class=\"diploma-missing\"><h1>Diplomă: Cai în tabăra dușmanului</h1><p class=\"notice\">{}</p>",
            escaped(&words::no_diploma_yet(Variant::KnightRace.info().name))
        )));
        assert!(!html.contains("diploma-signer"), "nothing to sign");
    }
}
