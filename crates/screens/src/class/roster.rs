//! The class's roster and join link, under its table: the names one a
//! line (`textarea[data-roster]`), and the code that brings them onto the
//! tablets (`[data-join-link]`, `svg[data-join-qr]`), as large as the
//! screen for a projector.

use ::words::classes as class_words;
use storage::class::Class;
use ui_model::handin::join_link;
use ui_model::html::Html;
use ui_model::screen_action::ClassAction as Action;

/// The roster's and the join link's section. `said`: what saving the
/// roster said (and whether it was kept); `projected`: the join code as
/// large as the screen; `address`: the page's, for the link.
pub(super) fn section(
    class: &Class,
    said: Option<&(bool, String)>,
    projected: bool,
    address: &str,
) -> Html {
    let mut html = Html::new();
    html.elem("section")
        .class("roster-box")
        .attr("aria-labelledby", "roster-title")
        .body(|h| {
            h.elem("h2")
                .attr("id", "roster-title")
                .text(class_words::ROSTER_TITLE);
            h.elem("p").text(class_words::ROSTER_INTRO);
            h.elem("label")
                .attr("for", "roster-names")
                .text(class_words::ROSTER_LABEL);
            let lines = class.roster.children.len().clamp(6, 30) as u32;
            h.elem("textarea")
                .attr("id", "roster-names")
                .attr("data-roster", "")
                .number("rows", lines)
                .attr("spellcheck", "false")
                .attr("autocomplete", "off")
                .text(&class.roster.to_lines());
            h.elem("p").class("roster-tools").body(|h| {
                h.elem("button")
                    .class("primary")
                    .action(&Action::SaveRoster)
                    .text(class_words::SAVE_ROSTER);
            });
            if let Some((kept, line)) = said {
                h.elem("p")
                    .class(if *kept {
                        "roster-said"
                    } else {
                        "roster-said refused"
                    })
                    .attr("data-roster-said", if *kept { "da" } else { "nu" })
                    .attr("role", if *kept { "status" } else { "alert" })
                    .text(line);
            }
        });
    html.elem("section")
        .class(if projected {
            "join-box projected"
        } else {
            "join-box"
        })
        .attr("aria-labelledby", "join-title")
        .body(|h| {
            h.elem("h2")
                .attr("id", "join-title")
                .text(class_words::JOIN_TITLE);
            let joined = (!class.roster.is_empty())
                .then(|| join_link(&class.invite(), address))
                .flatten();
            let Some((link, qr)) = joined else {
                h.elem("p").text(class_words::JOIN_NEEDS_ROSTER);
                return;
            };
            if projected {
                h.elem("p").class("join-class-name").text(&class.name);
            }
            h.elem("p").text(class_words::JOIN_INTRO);
            qr.draw(
                h,
                &|svg| svg.attr("data-join-qr", ""),
                class_words::JOIN_QR_LABEL,
            );
            h.elem("p").class("join-link").body(|h| {
                h.text(class_words::JOIN_LINK_LABEL).text(" ");
                h.elem("a")
                    .attr("href", &link)
                    .attr("data-join-link", "")
                    .text(&link);
            });
            h.elem("p").body(|h| {
                if projected {
                    h.elem("button")
                        .class("primary")
                        .action(&Action::ProjectJoin(false))
                        .text(class_words::UNPROJECT_JOIN);
                } else {
                    h.elem("button")
                        .action(&Action::ProjectJoin(true))
                        .text(class_words::PROJECT_JOIN);
                }
            });
        });
    html
}
