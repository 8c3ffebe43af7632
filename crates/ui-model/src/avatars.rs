//! The children's avatars: eight animals drawn by the project (SVG), each a
//! round badge. Every drawing is a few flat shapes on a soft coloured circle,
//! in a 64×64 box, with the eyes and noses in the dark outline colour
//! `#1f2a37`: readable at 32 px (the header chip), neat at 120 px (the
//! diploma). No gradients, filters, text, ids or links, so a picture can be
//! inlined any number of times in one page, and each is kept small (it goes
//! into the first load).

use crate::html::{Html, Markup};
use crate::markup;

/// One avatar: its slug (stored in profiles and results files), its
/// Romanian name (the picture's label) and its SVG markup inside `<svg>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Avatar {
    pub slug: &'static str,
    pub name: &'static str,
    /// The shapes inside an `<svg viewBox="0 0 64 64">`, as markup.
    pub shapes: Markup,
}

/// Every avatar, in the order the picker shows them; the first is the default.
pub const AVATARS: [Avatar; 8] = [
    Avatar {
        slug: "vulpe",
        name: "Vulpea",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#cec"/><path d="M10 34 13 7l17 13zm44 0-20-14 17-13zM8 32q4-14 24-14t24 14q-6 16-24 26Q14 48 8 32z" fill="#e72"/><path d="M16 24l1-10 8 6zm32 0-1-10-8 6z" fill="#731"/><path d="M9 36q13 0 23 10 10-10 23-10-6 14-23 22Q15 50 9 36z" fill="#fff"/><g fill="#1f2a37"><circle cx="23" cy="32" r="3"/><circle cx="41" cy="32" r="3"/><circle cx="32" cy="54" r="3"/></g>"##
        ),
    },
    Avatar {
        slug: "urs",
        name: "Ursul",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#fd8"/><g fill="#ec9" stroke="#a64" stroke-width="4"><circle cx="16" cy="18" r="6"/><circle cx="48" cy="18" r="6"/></g><circle cx="32" cy="36" r="21" fill="#a64"/><ellipse cx="32" cy="44" rx="11" ry="9" fill="#ec9"/><g fill="#1f2a37"><circle cx="24" cy="32" r="3"/><circle cx="40" cy="32" r="3"/><ellipse cx="32" cy="40" rx="4" ry="3"/><path d="M31 42h2v4h-2zm-5 4q6 5 12 0q-6 3-12 0z"/></g>"##
        ),
    },
    Avatar {
        slug: "iepure",
        name: "Iepurele",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#fcd"/><g fill="#f8a" stroke="#fff" stroke-width="4"><ellipse cx="23" cy="17" rx="4" ry="13"/><ellipse cx="41" cy="17" rx="4" ry="13"/></g><circle cx="32" cy="41" r="17" fill="#fff"/><g fill="#f8a"><circle cx="22" cy="46" r="3"/><circle cx="42" cy="46" r="3"/></g><g fill="#1f2a37"><circle cx="25" cy="38" r="3"/><circle cx="39" cy="38" r="3"/><path d="M29 43h6l-3 3zm-3 4q3 4 6 0 3 4 6 0q-3 2-6 0-3 2-6 0z"/></g>"##
        ),
    },
    Avatar {
        slug: "pisica",
        name: "Pisica",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#dcf"/><path d="M10 38 12 10l18 10zm44 0-2-28-18 10z" fill="#89a"/><ellipse cx="32" cy="38" rx="22" ry="18" fill="#89a"/><path d="M15 24l1-9 8 5zm34 0-1-9-8 5z" fill="#f9b"/><g fill="#1f2a37"><ellipse cx="23" cy="36" rx="3" ry="4"/><ellipse cx="41" cy="36" rx="3" ry="4"/><path d="M29 42h6l-3 3zm-3 4q3 4 6 0 3 4 6 0q-3 2-6 0-3 2-6 0zM7 41l13 2v1zm0 7 13-3v1zm50-7-13 2v1zm0 7-13-3v1z"/></g>"##
        ),
    },
    Avatar {
        slug: "bufnita",
        name: "Bufnița",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#bdf"/><path d="M12 10l12 9h16l12-9-2 36q-2 14-18 14T14 46z" fill="#964"/><ellipse cx="32" cy="49" rx="11" ry="9" fill="#eca"/><g fill="#fff"><circle cx="23" cy="31" r="8"/><circle cx="41" cy="31" r="8"/></g><g fill="#1f2a37"><circle cx="23" cy="31" r="4"/><circle cx="41" cy="31" r="4"/></g><path d="M28 38h8l-4 7z" fill="#fa2"/>"##
        ),
    },
    Avatar {
        slug: "broasca",
        name: "Broasca",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#fdb"/><g fill="#fff" stroke="#5b5" stroke-width="4"><circle cx="20" cy="22" r="8"/><circle cx="44" cy="22" r="8"/></g><ellipse cx="32" cy="40" rx="25" ry="17" fill="#5b5"/><g fill="#f9b"><circle cx="15" cy="42" r="3"/><circle cx="49" cy="42" r="3"/></g><g fill="#1f2a37"><circle cx="20" cy="23" r="4"/><circle cx="44" cy="23" r="4"/><path d="M19 41q13 12 26 0q-13 8-26 0z"/></g>"##
        ),
    },
    Avatar {
        slug: "pinguin",
        name: "Pinguinul",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#cee"/><ellipse cx="32" cy="36" rx="22" ry="23" fill="#345"/><path d="M32 30q-4-8-11-8t-9 12q0 16 20 22 20-6 20-22 0-12-9-12t-11 8z" fill="#fff"/><g fill="#f9b"><circle cx="19" cy="43" r="3"/><circle cx="45" cy="43" r="3"/></g><g fill="#1f2a37"><circle cx="24" cy="35" r="3"/><circle cx="40" cy="35" r="3"/></g><path d="M26 41h12l-6 7z" fill="#fa2"/>"##
        ),
    },
    Avatar {
        slug: "leu",
        name: "Leul",
        shapes: markup!(
            r##"<circle cx="32" cy="32" r="32" fill="#dfa"/><path d="M32 6l6 7 9-3 1 9 9 3-4 8 6 7-8 5 1 9-9 0-3 8-8-5-8 5-3-8-9 0 1-9-8-5 6-7-4-8 9-3 1-9 9 3z" fill="#c62"/><g fill="#fc4"><circle cx="21" cy="22" r="5"/><circle cx="43" cy="22" r="5"/><circle cx="32" cy="35" r="15"/></g><circle cx="32" cy="42" r="7" fill="#feb"/><g fill="#1f2a37"><circle cx="26" cy="32" r="3"/><circle cx="38" cy="32" r="3"/><path d="M29 38h6l-3 3zm-2 5q5 4 10 0q-5 2-10 0z"/></g>"##
        ),
    },
];

impl Avatar {
    /// The avatar of `slug`, or the default one for an unknown slug.
    pub fn of(slug: &str) -> Avatar {
        AVATARS
            .iter()
            .copied()
            .find(|a| a.slug == slug)
            .unwrap_or(AVATARS[0])
    }

    /// Writes the whole `<svg>` element, labelled with the name
    /// (`role="img"`, `aria-label`), of class `avatar`.
    pub fn svg(&self, html: &mut Html) {
        html.elem("svg")
            .class("avatar")
            .attr("viewBox", "0 0 64 64")
            .attr("role", "img")
            .attr("aria-label", self.name)
            .body(|h| {
                h.markup(self.shapes);
            });
    }

    /// Writes the picture in its round box, as the header's chip, the
    /// children's cards, the results' title and the class table show it.
    pub fn boxed(&self, html: &mut Html) {
        html.elem("span").class("avatar-box").body(|h| self.svg(h));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The element names of `markup`'s tags, checking they nest properly;
    /// `Err` describes the first fault.
    fn check_tags(markup: &str) -> Result<Vec<&str>, String> {
        let mut open: Vec<&str> = Vec::new();
        let mut names = Vec::new();
        let mut rest = markup;
        while let Some(start) = rest.find('<') {
            if !rest[..start].trim().is_empty() {
                return Err(format!("text outside tags: {:?}", &rest[..start]));
            }
            let end = rest[start..]
                .find('>')
                .ok_or_else(|| "unclosed tag".to_string())?
                + start;
            let tag = &rest[start + 1..end];
            if tag.contains('<') {
                return Err(format!("'<' inside a tag: {tag:?}"));
            }
            if !tag.matches('"').count().is_multiple_of(2) {
                return Err(format!("unbalanced quotes: {tag:?}"));
            }
            if let Some(name) = tag.strip_prefix('/') {
                match open.pop() {
                    Some(o) if o == name => {}
                    other => return Err(format!("</{name}> closes {other:?}")),
                }
            } else {
                let self_closing = tag.ends_with('/');
                let name = tag
                    .trim_end_matches('/')
                    .split_whitespace()
                    .next()
                    .ok_or_else(|| "empty tag".to_string())?;
                names.push(name);
                if !self_closing {
                    open.push(name);
                }
            }
            rest = &rest[end + 1..];
        }
        if !rest.trim().is_empty() {
            return Err(format!("text after the last tag: {rest:?}"));
        }
        if let Some(o) = open.pop() {
            return Err(format!("<{o}> never closed"));
        }
        Ok(names)
    }

    #[test]
    fn slugs_are_unique_ascii_lowercase() {
        for (i, a) in AVATARS.iter().enumerate() {
            assert!(!a.slug.is_empty());
            assert!(
                a.slug.bytes().all(|b| b.is_ascii_lowercase()),
                "slug {:?}",
                a.slug
            );
            assert!(
                AVATARS[..i]
                    .iter()
                    .all(|b| b.slug != a.slug && b.name != a.name),
                "duplicate {:?}",
                a.slug
            );
        }
    }

    #[test]
    fn names_use_comma_below_diacritics() {
        assert_eq!(Avatar::of("bufnita").name, "Bufni\u{21b}a");
        for a in AVATARS {
            assert!(
                !a.name
                    .contains(['\u{15f}', '\u{163}', '\u{15e}', '\u{162}'])
            );
            assert!(!a.name.contains(['<', '>', '&', '"']));
        }
    }

    #[test]
    fn of_finds_the_slug_or_falls_back_to_the_first() {
        for a in AVATARS {
            assert_eq!(Avatar::of(a.slug), a);
        }
        assert_eq!(Avatar::of(""), AVATARS[0]);
        assert_eq!(Avatar::of("dragon"), AVATARS[0]);
        assert_eq!(Avatar::of("Vulpe"), AVATARS[0]);
        assert_eq!(AVATARS[0].slug, "vulpe");
    }

    #[test]
    fn shapes_are_small_plain_balanced_markup() {
        let allowed = ["circle", "ellipse", "path", "g"];
        for a in AVATARS {
            let s = a.shapes;
            assert!(s.len() < 600, "{}: {} bytes", a.slug, s.len());
            assert!(s.is_ascii(), "{}", a.slug);
            for banned in [
                "id=", "href", "url(", "gradient", "filter", "<text", "<svg", "<style", "<script",
                "'",
            ] {
                assert!(!s.contains(banned), "{} contains {banned:?}", a.slug);
            }
            let names = check_tags(&s).unwrap_or_else(|e| panic!("{}: {e}", a.slug));
            assert!(
                names.iter().all(|n| allowed.contains(n)),
                "{}: {names:?}",
                a.slug
            );
            // The round badge comes first, filling the whole box.
            assert!(
                s.starts_with(r##"<circle cx="32" cy="32" r="32" fill="#"##),
                "{}",
                a.slug
            );
            // Eyes and noses in the outline colour.
            assert!(s.contains(r##"fill="#1f2a37""##), "{}", a.slug);
        }
    }

    #[test]
    fn svg_wraps_the_shapes_with_a_label() {
        let a = Avatar::of("bufnita");
        let mut svg = Html::new();
        a.svg(&mut svg);
        assert!(svg.starts_with(
            "<svg class=\"avatar\" viewBox=\"0 0 64 64\" role=\"img\" aria-label=\"Bufni\u{21b}a\">"
        ));
        assert!(svg.ends_with("</svg>"));
        assert!(svg.contains(&*a.shapes));
        let mut boxed = Html::new();
        a.boxed(&mut boxed);
        assert_eq!(
            boxed.as_str(),
            format!("<span class=\"avatar-box\">{}</span>", svg.as_str())
        );
        for a in AVATARS {
            let mut svg = Html::new();
            a.svg(&mut svg);
            let names = check_tags(&svg).unwrap();
            assert_eq!(names[0], "svg");
            assert_eq!(names.iter().filter(|n| **n == "svg").count(), 1);
        }
    }
}
