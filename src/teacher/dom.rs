//! The few DOM calls the teacher's screens share.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{CssStyleSheet, Document, Element};

pub fn document() -> Option<Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Adds `css` to the page: rule by rule after the page's own stylesheet's
/// (`main.css`), through the CSSOM, which the page's CSP allows (a `<style>`
/// element it refuses: `style-src-elem 'self'`). The cascade is that of a
/// `<style>` after it.
pub fn add_style(css: &str) {
    let Some(sheet) = document()
        .and_then(|d| d.style_sheets().get(0))
        .and_then(|s| s.dyn_into::<CssStyleSheet>().ok())
    else {
        return;
    };
    for rule in rules(css) {
        let end = sheet.css_rules().map_or(0, |r| r.length());
        let _ = sheet.insert_rule_with_index(&rule, end);
    }
}

/// The top-level rules of a stylesheet (`@media` and `@page` ones whole),
/// without its comments. Braces inside strings are not looked for: the
/// teacher's stylesheets have none.
fn rules(css: &str) -> Vec<String> {
    let (mut out, mut rule, mut depth) = (Vec::new(), String::new(), 0u32);
    let mut rest = css;
    while let Some(c) = rest.chars().next() {
        if let Some(comment) = rest.strip_prefix("/*") {
            rest = comment.find("*/").map_or("", |end| &comment[end + 2..]);
            continue;
        }
        rest = &rest[c.len_utf8()..];
        rule.push(c);
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    out.push(rule.trim().to_string());
                    rule.clear();
                }
            }
            _ => {}
        }
    }
    out
}

/// Adds a listener for the life of the page (the closure is leaked on
/// purpose: the root element lives as long as the route).
pub fn listen<E: wasm_bindgen::convert::FromWasmAbi + 'static>(
    root: &Element,
    kind: &str,
    handler: impl FnMut(E) + 'static,
) {
    let closure = Closure::<dyn FnMut(E)>::new(handler);
    let _ = root.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    closure.forget();
}

/// The element an event started on.
pub fn target(event: &web_sys::Event) -> Option<Element> {
    event.target().and_then(|t| t.dyn_into::<Element>().ok())
}

/// `data-action="print"` prints the page.
pub fn print_if_asked(event: &web_sys::Event) -> bool {
    let asked = target(event)
        .and_then(|t| t.closest("[data-action=\"print\"]").ok().flatten())
        .is_some();
    if asked && let Some(w) = web_sys::window() {
        let _ = w.print();
    }
    asked
}

#[cfg(test)]
mod tests {
    use super::rules;

    #[test]
    fn a_stylesheet_splits_into_its_top_level_rules_without_comments() {
        let css = "/* a { */ .a { color: red; }\n@media print {\n  .b { x: y; } .c { z: w; }\n}\n/* } */\n@page { size: A4; }\n";
        assert_eq!(
            rules(css),
            [
                ".a { color: red; }",
                "@media print {\n  .b { x: y; } .c { z: w; }\n}",
                "@page { size: A4; }"
            ]
        );
    }

    #[test]
    fn the_teachers_stylesheet_is_whole_rules_only() {
        let all = rules(super::super::STYLE);
        assert!(all.len() > 40, "{} rules", all.len());
        for rule in &all {
            let opened = rule.matches('{').count();
            assert!(
                opened > 0 && opened == rule.matches('}').count() && rule.ends_with('}'),
                "{rule}"
            );
            assert!(!rule.contains("/*"), "{rule}");
        }
        // Nothing but comments and blanks is left out.
        let kept: usize = all.iter().map(|r| r.matches(';').count()).sum();
        let uncommented: String = super::super::STYLE
            .split("/*")
            .enumerate()
            .map(|(i, part)| match i {
                0 => part,
                _ => part.split_once("*/").map_or("", |(_, after)| after),
            })
            .collect();
        assert_eq!(kept, uncommented.matches(';').count());
    }
}
