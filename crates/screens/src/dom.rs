//! The few DOM calls the teacher's screens share.

use std::cell::RefCell;

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

/// A listener on a screen's root, owned here: dropped, it leaves the root.
struct Listener {
    root: Element,
    kind: String,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        // The root may be gone from the page already: nothing to report.
        let _ = self
            .root
            .remove_event_listener_with_callback(&self.kind, self.closure.as_ref().unchecked_ref());
    }
}

thread_local! {
    /// The listeners of the screen drawn now (each screen draws into a new root).
    static SCREEN: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
}

/// Adds a listener to a screen's root for as long as the screen is the one
/// drawn: the first listener of the next screen's root drops the previous
/// screen's listeners, with everything their handlers hold.
pub fn listen<E: JsCast + 'static>(
    root: &Element,
    kind: &str,
    mut handler: impl FnMut(E) + 'static,
) {
    keep(
        root,
        kind,
        Closure::new(move |event: web_sys::Event| handler(event.unchecked_into())),
    );
}

/// [`listen`]'s work, once for every handler (not generic).
fn keep(root: &Element, kind: &str, closure: Closure<dyn FnMut(web_sys::Event)>) {
    let added = root.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    SCREEN.with(|screen| {
        let mut screen = screen.borrow_mut();
        screen.retain(|l| l.root == *root);
        if added.is_ok() {
            screen.push(Listener {
                root: root.clone(),
                kind: kind.to_string(),
                closure,
            });
        }
    });
}

/// The element an event started on.
pub fn target(event: &web_sys::Event) -> Option<Element> {
    event.target().and_then(|t| t.dyn_into::<Element>().ok())
}

/// Prints the page (`data-action="print"`).
pub fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
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
