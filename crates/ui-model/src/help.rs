//! The in-app help ("📖 Cum se joacă"): a game's rules text, formatted
//! into headings, paragraphs, examples and lists, each section with its
//! „🗣️”. The app draws the help's frame; the lazily loaded screens fetch
//! the text and draw it with this (`screens::help`), so a first load
//! carries none of it.

use crate::action::HelpAction;
use crate::html::Html;
use ::words::page;

/// One formatted piece of a rules text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HelpBlock {
    Heading(String),
    Paragraph(String),
    /// A worked example from the book ("Exemplu: …"), shown in a box.
    Example(String),
    List(Vec<String>),
}

/// Splits a rules text into headings, paragraphs, examples and lists.
/// The texts are plain lines: a short line without a final full stop is a
/// heading, lines starting with "- " form a list. Straight quotes become
/// Romanian ones ([`romanian_quotes`]).
pub fn help_blocks(text: &str) -> Vec<HelpBlock> {
    let mut blocks: Vec<HelpBlock> = Vec::new();
    let lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    for line in lines.map(romanian_quotes) {
        let line = line.as_str();
        if line.starts_with("📖") {
            continue; // the title; the page shows its own
        }
        if let Some(item) = line.strip_prefix("- ") {
            match blocks.last_mut() {
                Some(HelpBlock::List(items)) => items.push(item.to_string()),
                _ => blocks.push(HelpBlock::List(vec![item.to_string()])),
            }
        } else if is_heading(line) {
            blocks.push(HelpBlock::Heading(line.to_string()));
        } else if is_example(line) {
            blocks.push(HelpBlock::Example(line.to_string()));
        } else {
            blocks.push(HelpBlock::Paragraph(line.to_string()));
        }
    }
    blocks
}

/// The typographic pass of the help: a straight double quote that opens a
/// word becomes „ and any other one ”, so „țintui" reads „țintui”.
///
/// ```
/// use ui_model::help::romanian_quotes;
/// assert_eq!(romanian_quotes("poate „țintui\" pionii"), "poate „țintui” pionii");
/// assert_eq!(romanian_quotes("\"Sfat\" sau (\"Repriză\")"), "„Sfat” sau („Repriză”)");
/// ```
pub fn romanian_quotes(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 4);
    let mut open = false;
    let mut before = ' ';
    for c in line.chars() {
        let c = match c {
            '"' if !open && matches!(before, ' ' | '(' | '—' | '–') => '„',
            '"' => '”',
            c => c,
        };
        if let '„' | '”' = c {
            open = c == '„';
        }
        out.push(c);
        before = c;
    }
    out
}

fn is_heading(line: &str) -> bool {
    line.chars().count() <= 40 && !line.ends_with(['.', ':', '!', '…'])
}

fn is_example(line: &str) -> bool {
    ["Exemplu", "Un exemplu", "Alt exemplu"]
        .iter()
        .any(|p| line.starts_with(p))
}

/// The markup of a rules text's blocks. One string the browser parses:
/// far smaller in the wasm than a view per paragraph.
pub fn help_markup(text: &str) -> Html {
    let mut html = Html::new();
    let mut section = 0;
    for block in help_blocks(text) {
        // Each section's heading has its own "🗣️" (read aloud).
        if let HelpBlock::Heading(title) = &block {
            html.elem("button")
                .class("speak-section")
                .action(&HelpAction::Speak(section))
                .attr_with("aria-label", |v| {
                    v.text(page::SPEAK).text(": ").text(title);
                })
                .text("🗣️");
            section += 1;
        }
        match &block {
            HelpBlock::Heading(t) => html.elem("h3").text(t),
            HelpBlock::Paragraph(t) => html.elem("p").text(t),
            HelpBlock::Example(t) => html.elem("p").class("help-example").text(t),
            HelpBlock::List(items) => html.elem("ul").body(|h| {
                for item in items {
                    h.elem("li").text(item);
                }
            }),
        };
    }
    html
}

/// The help below its title: loading, failed (with a button that tries
/// again), or the rules text (`None`, `Some(None)`, `Some(Some(text))`).
pub fn body_markup(text: &Option<Option<String>>) -> Html {
    match text {
        None => {
            let mut html = Html::new();
            html.elem("p")
                .class("help-loading")
                .text(page::HELP_LOADING);
            html
        }
        Some(None) => {
            let mut html = Html::new();
            html.elem("p").class("help-error").body(|h| {
                h.text(page::HELP_FAILED);
                h.elem("button")
                    .action(&HelpAction::Retry)
                    .text(page::HELP_RETRY);
            });
            html
        }
        Some(Some(t)) => help_markup(t),
    }
}

/// The words of section `n` of a rules text (a heading and what follows it,
/// up to the next heading), to be read aloud.
pub fn section_words(text: &str, n: usize) -> String {
    let mut words = Vec::new();
    let mut section = None;
    for block in help_blocks(text) {
        if matches!(block, HelpBlock::Heading(_)) {
            section = Some(section.map_or(0, |s| s + 1));
        }
        if section != Some(n) {
            continue;
        }
        match block {
            HelpBlock::Heading(t) | HelpBlock::Paragraph(t) | HelpBlock::Example(t) => {
                words.push(t)
            }
            HelpBlock::List(items) => words.extend(items),
        }
    }
    words.join("\n")
}

/// The help of one game as an article; the text is loaded when it opens.
#[cfg(test)]
mod tests {
    use super::*;
    use engine::Variant;

    fn headings(v: Variant) -> Vec<String> {
        help_blocks(v.rules_text())
            .into_iter()
            .filter_map(|b| match b {
                HelpBlock::Heading(h) => Some(h),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_text_has_its_sections() {
        assert_eq!(
            headings(Variant::KnightRace),
            [
                "Cum arată tabla la început",
                "Care cal este al tău",
                "Cum sare calul",
                "Ce înseamnă „a captura”",
                "Pe rând",
                "Cine câștigă",
                "Reprizele",
                "Un sfat"
            ]
        );
        let pawns = headings(Variant::BishopVsPawns);
        assert!(pawns.contains(&"Regula ultimei linii".to_string()));
        assert!(pawns.contains(&"Cine câștigă?".to_string()));
        assert!(pawns.contains(&"Pioni țintuiți".to_string()));
        let hunt = headings(Variant::KingHunt);
        assert!(hunt.contains(&"Limita de 50 de mutări".to_string()));
        assert!(hunt.contains(&"Stelele".to_string()));
        assert!(
            headings(Variant::QueenVsPawns)
                .contains(&"Pioni apărați și pioni neapărați".to_string())
        );
    }

    #[test]
    fn lists_and_examples_are_recognised() {
        let blocks = help_blocks(Variant::RookVsPawns.rules_text());
        let list = blocks
            .iter()
            .find_map(|b| match b {
                HelpBlock::List(items) => Some(items.clone()),
                _ => None,
            })
            .expect("the three variants are a list");
        assert_eq!(list.len(), 3);
        assert!(list[2].starts_with("Turn contra 5 pioni"));
        let examples = blocks
            .iter()
            .filter(|b| matches!(b, HelpBlock::Example(_)))
            .count();
        assert_eq!(examples, 2);
    }

    #[test]
    fn the_help_shows_romanian_quotes_only() {
        let pinned = help_blocks(Variant::BishopVsPawns.rules_text())
            .into_iter()
            .find_map(|b| match b {
                HelpBlock::Paragraph(t) if t.contains("țintui") => Some(t),
                _ => None,
            })
            .expect("the pinned pawns paragraph");
        assert_eq!(
            pinned,
            "Cartea spune că nebunul poate „țintui” pionii: îi așază în așa fel încât orice \
             mutare a pionilor pierde un pion."
        );
        for v in Variant::ALL {
            for block in help_blocks(v.rules_text()) {
                let text = match block {
                    HelpBlock::Heading(t) | HelpBlock::Paragraph(t) | HelpBlock::Example(t) => t,
                    HelpBlock::List(items) => items.join(" "),
                };
                assert!(!text.contains(['"', '\'']), "{v:?}: {text}");
                assert_eq!(
                    text.matches('„').count(),
                    text.matches('”').count(),
                    "{text}"
                );
            }
        }
        assert_eq!(romanian_quotes("fără ghilimele"), "fără ghilimele");
        assert_eq!(romanian_quotes("\"a\" și \"b\""), "„a” și „b”");
    }

    #[test]
    fn a_rules_text_stays_text() {
        use crate::action::{HelpAction, read_first};
        use crate::html::check::{EVIL, assert_safe, escaped};
        for evil in EVIL {
            let text = format!("{evil}\nUn paragraf {evil}.\n- {evil}\nExemplu: {evil}.");
            let html = help_markup(&text);
            assert_safe(&html);
            // The quotes turned Romanian first, as the page shows them.
            let shown = escaped(&romanian_quotes(evil));
            assert_eq!(
                html.as_str(),
                format!(
                    "<button class=\"speak-section\" data-action=\"speak\" data-section=\"0\" \
                     aria-label=\"{}: {shown}\">🗣️</button><h3>{shown}</h3><p>Un paragraf {shown}.</p>\
                     <ul><li>{shown}</li></ul><p class=\"help-example\">Exemplu: {shown}.</p>",
                    escaped(page::SPEAK)
                )
            );
            assert_eq!(read_first(&html, "speak"), Some(HelpAction::Speak(0)));
        }
        assert_eq!(
            escaped(&romanian_quotes("\"><img src=x onerror=alert(1)>")),
            "„&gt;&lt;img src=x onerror=alert(1)&gt;"
        );
    }

    #[test]
    fn loading_and_failing_are_said_and_retry_reads_back() {
        use crate::action::{HelpAction, read_first};
        assert_eq!(
            body_markup(&None).as_str(),
            "<p class=\"help-loading\">Se încarcă regulile…</p>"
        );
        let failed = body_markup(&Some(None));
        assert_eq!(
            failed.as_str(),
            "<p class=\"help-error\">Regulile nu s-au putut încărca. Verifică legătura la internet și \
             <button data-action=\"help-retry\">încearcă din nou</button></p>"
        );
        assert_eq!(read_first(&failed, "help-retry"), Some(HelpAction::Retry));
        let text = Variant::KingHunt.rules_text().to_string();
        assert_eq!(body_markup(&Some(Some(text.clone()))), help_markup(&text));
    }

    #[test]
    fn no_text_is_lost() {
        for v in Variant::ALL {
            let text = v.rules_text();
            let kept: usize = help_blocks(text)
                .iter()
                .map(|b| match b {
                    HelpBlock::Heading(t) | HelpBlock::Paragraph(t) | HelpBlock::Example(t) => {
                        t.len()
                    }
                    HelpBlock::List(items) => items.iter().map(|i| i.len() + 2).sum(),
                })
                .sum();
            let original: usize = text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with("📖"))
                .map(|l| romanian_quotes(l).len())
                .sum();
            assert_eq!(kept, original, "{v:?}");
        }
    }
}
