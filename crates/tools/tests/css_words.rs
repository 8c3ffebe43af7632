//! The stylesheets draw two labels themselves (`content: "…"`), since a
//! text node in the first load costs more. Their words still come from the
//! `words` layer: every text with a word in a `content:` of `style/*.css`
//! must be one of [`words::labels::STYLESHEET_TEXTS`], and each of those
//! must be drawn, so neither side changes alone.

use std::fs;
use std::path::Path;

/// The quoted texts of every `content:` in a stylesheet.
fn contents(css: &str) -> Vec<String> {
    css.split("content:")
        .skip(1)
        .filter_map(|rest| {
            let rest = rest.trim_start().strip_prefix('"')?;
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

/// The text without its CSS escapes (`\FE0E` is a character, not a word).
fn without_escapes(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            while chars.next_if(char::is_ascii_hexdigit).is_some() {}
        } else {
            out.push(c);
        }
    }
    out
}

/// A letter of a word (not a symbol such as „ℹ”, which Unicode files
/// among the letters).
fn is_romanian_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || "ăâîșțĂÂÎȘȚ".contains(c)
}

#[test]
fn the_stylesheets_words_are_the_words_layers() {
    let style = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../style");
    let mut drawn = Vec::new();
    for entry in fs::read_dir(&style).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "css") {
            drawn.extend(contents(&fs::read_to_string(&path).unwrap()));
        }
    }
    let worded: Vec<&String> = drawn
        .iter()
        .filter(|text| without_escapes(text).chars().any(is_romanian_letter))
        .collect();
    for text in &worded {
        assert!(
            words::labels::STYLESHEET_TEXTS.contains(&text.as_str()),
            "the stylesheet says „{text}”, which is not in words::labels::STYLESHEET_TEXTS"
        );
    }
    for text in words::labels::STYLESHEET_TEXTS {
        assert!(
            worded.iter().any(|t| t == text),
            "words::labels says „{text}” for the stylesheet, which never draws it"
        );
    }
}

#[test]
fn contents_are_read_with_their_quotes_only() {
    let css = r#".a::after { content: "● la mutare"; } .b::before { content: ""; } .c { content: attr(x); }"#;
    assert_eq!(contents(css), ["● la mutare", ""]);
    assert_eq!(without_escapes(" ⚠\\FE0E"), " ⚠");
}
