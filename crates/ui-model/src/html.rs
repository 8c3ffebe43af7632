//! Markup built by type. The pages written as markup strings (results,
//! players, help, and the teacher's screens) build an [`Html`], which can
//! only grow by elements that close what they open ([`Html::elem`]), by
//! text and attribute values that escape themselves, by static artwork the
//! compiler has checked to be balanced ([`markup!`](crate::markup)), or by
//! another [`Html`]. So a child's name or a file's line can never become a
//! tag or leave an attribute, and no fragment closes a tag another opened.
//!
//! ```
//! use ui_model::html::Html;
//! let mut h = Html::new();
//! h.elem("p").class("notice").body(|h| {
//!     h.text("Ana & Ion ");
//!     h.elem("b").text("<3");
//! });
//! assert_eq!(h.as_str(), "<p class=\"notice\">Ana &amp; Ion <b>&lt;3</b></p>");
//! ```

/// Markup, safe to hand to the browser's parser.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Html(String);

/// A static fragment of markup that the compiler has checked closes every
/// tag it opens and closes none it did not: made only by
/// [`markup!`](crate::markup).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Markup(&'static str);

/// Read-only, the markup is a `str` (tests look into it).
impl std::ops::Deref for Markup {
    type Target = str;
    fn deref(&self) -> &'static str {
        self.0
    }
}

impl Markup {
    /// For [`markup!`](crate::markup) only, after its compile-time check.
    #[doc(hidden)]
    pub const fn checked(markup: &'static str) -> Markup {
        Markup(markup)
    }

    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

/// A static fragment of markup, refused at compile time unless it closes
/// every tag it opens (artwork, a fixed button): `markup!("<b>✓</b>")`.
///
/// ```compile_fail
/// let half = ui_model::markup!("</p><p>");
/// ```
#[macro_export]
macro_rules! markup {
    ($text:expr) => {{
        const CHECKED: $crate::html::Markup = {
            assert!(
                $crate::html::balanced($text),
                "markup! fragments close what they open, and nothing else"
            );
            $crate::html::Markup::checked($text)
        };
        CHECKED
    }};
}

/// Elements that have no end tag.
const VOID: [&str; 6] = ["br", "hr", "img", "input", "meta", "wbr"];

const fn same(
    a: &[u8],
    a_start: usize,
    a_end: usize,
    b: &[u8],
    b_start: usize,
    b_end: usize,
) -> bool {
    if a_end - a_start != b_end - b_start {
        return false;
    }
    let mut i = 0;
    while i < a_end - a_start {
        if a[a_start + i] != b[b_start + i] {
            return false;
        }
        i += 1;
    }
    true
}

const fn is_void(s: &[u8], start: usize, end: usize) -> bool {
    let mut i = 0;
    while i < VOID.len() {
        let v = VOID[i].as_bytes();
        if same(s, start, end, v, 0, v.len()) {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether `markup` closes, in order, every tag it opens and no other
/// (void elements and `/>` need no end tag). Run by [`markup!`](crate::markup)
/// at compile time.
#[doc(hidden)]
pub const fn balanced(markup: &str) -> bool {
    let s = markup.as_bytes();
    // The open elements: where each name starts and ends.
    let mut open = [(0usize, 0usize); 24];
    let mut depth = 0;
    let mut i = 0;
    while i < s.len() {
        if s[i] != b'<' {
            i += 1;
            continue;
        }
        let closing = i + 1 < s.len() && s[i + 1] == b'/';
        let start = if closing { i + 2 } else { i + 1 };
        let mut end = start;
        while end < s.len() && !matches!(s[end], b' ' | b'>' | b'/' | b'\n' | b'\t') {
            end += 1;
        }
        // The tag's end, and whether it closes itself (`<path … />`).
        let mut close = end;
        while close < s.len() && s[close] != b'>' {
            close += 1;
        }
        if close == s.len() || end == start {
            return false;
        }
        let self_closing = s[close - 1] == b'/';
        if closing {
            if depth == 0 {
                return false;
            }
            depth -= 1;
            if !same(s, open[depth].0, open[depth].1, s, start, end) {
                return false;
            }
        } else if !self_closing && !is_void(s, start, end) {
            if depth == open.len() {
                return false;
            }
            open[depth] = (start, end);
            depth += 1;
        }
        i = close + 1;
    }
    depth == 0
}

impl Html {
    pub const fn new() -> Html {
        Html(String::new())
    }

    /// An empty builder with room for `bytes` (a page drawn again and
    /// again, such as the editor, allocates once).
    pub fn with_capacity(bytes: usize) -> Html {
        Html(String::with_capacity(bytes))
    }

    /// Opens the element `<name`: give it attributes, then its content,
    /// which writes its end tag.
    pub fn elem(&mut self, name: &'static str) -> Elem<'_> {
        self.0.push('<');
        self.0.push_str(name);
        Elem { html: self, name }
    }

    /// Static markup the compiler checked: see [`markup!`](crate::markup).
    pub fn markup(&mut self, markup: Markup) -> &mut Html {
        self.0.push_str(markup.0);
        self
    }

    /// Text, escaped: safe both as an element's content and inside a
    /// quoted attribute value.
    pub fn text(&mut self, text: &str) -> &mut Html {
        escape_into(&mut self.0, text);
        self
    }

    /// A number (digits need no escaping).
    pub fn number(&mut self, n: impl Into<u64>) -> &mut Html {
        use std::fmt::Write;
        let _ = write!(self.0, "{}", n.into());
        self
    }

    /// Markup built elsewhere.
    pub fn html(&mut self, markup: &Html) -> &mut Html {
        self.0.push_str(&markup.0);
        self
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The markup, for `inner_html` or `set_inner_html`.
    pub fn into_string(self) -> String {
        self.0
    }
}

/// An open tag waiting for its attributes and content; it is written out
/// only by the call that gives the content and closes the element.
#[must_use = "an element ends only with its content: `body`, `text`, `empty` or `void`"]
pub struct Elem<'a> {
    html: &'a mut Html,
    name: &'static str,
}

impl<'a> Elem<'a> {
    /// ` name="value"`, the value escaped.
    pub fn attr(self, name: &'static str, value: &str) -> Self {
        self.attr_with(name, |v| {
            v.text(value);
        })
    }

    /// ` name="…"`, the value written by `value` from escaped pieces
    /// (`class="piece piece-" + role` without an allocation).
    pub fn attr_with(self, name: &'static str, value: impl FnOnce(&mut AttrValue)) -> Self {
        let out = &mut self.html.0;
        out.push(' ');
        out.push_str(name);
        out.push_str("=\"");
        value(&mut AttrValue(out));
        out.push('"');
        self
    }

    /// ` name="n"`.
    pub fn number(self, name: &'static str, n: impl Into<u64>) -> Self {
        let n = n.into();
        self.attr_with(name, |v| {
            v.number(n);
        })
    }

    /// ` class="value"`.
    pub fn class(self, value: &str) -> Self {
        self.attr("class", value)
    }

    /// ` name="value"` only when `on`.
    pub fn attr_if(self, on: bool, name: &'static str, value: &str) -> Self {
        if on { self.attr(name, value) } else { self }
    }

    /// A boolean attribute (` hidden`, ` disabled`), only when `on`.
    pub fn flag(self, name: &'static str, on: bool) -> Self {
        if on {
            self.html.0.push(' ');
            self.html.0.push_str(name);
        }
        self
    }

    /// The content, written by `content`, then the end tag.
    pub fn body(self, content: impl FnOnce(&mut Html)) -> &'a mut Html {
        self.html.0.push('>');
        content(self.html);
        self.end()
    }

    /// Escaped text as the only content, then the end tag.
    pub fn text(self, text: &str) -> &'a mut Html {
        self.html.0.push('>');
        self.html.text(text);
        self.end()
    }

    /// No content: `<name …></name>`.
    pub fn empty(self) -> &'a mut Html {
        self.html.0.push('>');
        self.end()
    }

    /// A void element (`<input …>`, `<br>`), which has no end tag.
    pub fn void(self) -> &'a mut Html {
        debug_assert!(
            VOID.contains(&self.name),
            "<{}> is not a void element",
            self.name
        );
        self.html.0.push('>');
        self.html
    }

    fn end(self) -> &'a mut Html {
        let out = &mut self.html.0;
        out.push_str("</");
        out.push_str(self.name);
        out.push('>');
        self.html
    }
}

/// An attribute value being written: escaped text and numbers only.
pub struct AttrValue<'a>(&'a mut String);

impl AttrValue<'_> {
    pub fn text(&mut self, text: &str) -> &mut Self {
        escape_into(self.0, text);
        self
    }

    pub fn number(&mut self, n: impl Into<u64>) -> &mut Self {
        use std::fmt::Write;
        let _ = write!(self.0, "{}", n.into());
        self
    }
}

/// Read-only, the markup is a `str` (tests look into it).
impl std::ops::Deref for Html {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

/// Appends `text` with the five characters that can start markup or end
/// an attribute value (`& < > " '`) written as character references.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

/// Test helpers of every crate that writes markup: what a markup
/// function's output must look like whatever name it was given.
#[doc(hidden)]
pub mod check {
    /// Names that try to leave the text or the attribute they are put in.
    pub const EVIL: [&str; 4] = [
        "\"><img src=x onerror=alert(1)>",
        "' onmouseover='x",
        "</li><script>alert(1)</script>",
        "a&b<c>d\"e'f",
    ];

    /// `text` as [`super::Html::text`] writes it.
    pub fn escaped(text: &str) -> String {
        let mut out = String::new();
        super::escape_into(&mut out, text);
        out
    }

    /// One tag: its name (`/li` for an end tag) and its attributes.
    #[derive(Debug)]
    pub struct Tag<'a> {
        pub name: &'a str,
        pub attrs: Vec<(&'a str, &'a str)>,
    }

    /// The tags of `markup`, read as a browser would (attributes quoted
    /// with `"`, as this program writes them all).
    pub fn tags(markup: &str) -> Vec<Tag<'_>> {
        let mut out = Vec::new();
        let mut rest = markup;
        while let Some(start) = rest.find('<') {
            rest = &rest[start + 1..];
            let name_end = rest
                .find(|c: char| c.is_whitespace() || c == '>')
                .unwrap_or(rest.len());
            let name = &rest[..name_end];
            rest = &rest[name_end..];
            let mut attrs = Vec::new();
            loop {
                rest = rest.trim_start();
                if let Some(after) = rest.strip_prefix('>') {
                    rest = after;
                    break;
                }
                if rest.is_empty() {
                    break;
                }
                let key_end = rest
                    .find(|c: char| c == '=' || c == '>' || c.is_whitespace())
                    .unwrap_or(rest.len());
                let key = &rest[..key_end];
                rest = &rest[key_end..];
                let value = if let Some(after) = rest.strip_prefix("=\"") {
                    let end = after.find('"').expect("an attribute value is closed");
                    rest = &after[end + 1..];
                    &after[..end]
                } else {
                    ""
                };
                attrs.push((key, value));
            }
            out.push(Tag { name, attrs });
        }
        out
    }

    /// Fails if `markup` has a tag or an attribute outside the ones
    /// expected: `<img>`, `<script>`, `on…=` handlers, or a stray `'` or
    /// `>` in an attribute value (what a name would leave behind).
    pub fn assert_safe(markup: &str) {
        for tag in tags(markup) {
            let name = tag.name.trim_start_matches('/');
            assert!(
                !["img", "script", "iframe", "object", "embed"].contains(&name),
                "<{}> in {markup}",
                tag.name
            );
            for (key, value) in &tag.attrs {
                assert!(
                    !key.starts_with("on") && !key.contains(['\'', '"', '<']),
                    "attribute {key:?} in <{}>: {markup}",
                    tag.name
                );
                assert!(
                    !value.contains(['<', '>', '\'']),
                    "{key}={value:?} in <{}>",
                    tag.name
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::check::{EVIL, assert_safe, escaped, tags};
    use super::*;

    #[test]
    fn text_and_attributes_escape_the_five_characters() {
        let mut h = Html::new();
        h.elem("p")
            .attr("title", "a&b<c>d\"e'f")
            .text("a&b<c>d\"e'f");
        assert_eq!(
            h.as_str(),
            "<p title=\"a&amp;b&lt;c&gt;d&quot;e&#39;f\">a&amp;b&lt;c&gt;d&quot;e&#39;f</p>"
        );
        assert_eq!(escaped("Ana-Maria Țăran"), "Ana-Maria Țăran");
        assert_eq!(escaped(""), "");
        assert_eq!(escaped("&&"), "&amp;&amp;");
    }

    #[test]
    fn a_name_stays_text_wherever_it_goes() {
        for evil in EVIL {
            let mut h = Html::new();
            h.elem("li").attr("data-player", evil).text(evil);
            assert_safe(h.as_str());
            let t = tags(h.as_str());
            assert_eq!(t.len(), 2, "{}", h.as_str());
            assert_eq!(t[0].attrs, [("data-player", escaped(evil).as_str())]);
        }
    }

    #[test]
    fn numbers_and_built_markup_join() {
        let mut inner = Html::new();
        inner.elem("b").body(|h| {
            h.number(42u32);
        });
        let mut h = Html::with_capacity(64);
        h.html(&inner).number(7u8);
        assert_eq!(h.into_string(), "<b>42</b>7");
    }

    #[test]
    fn elements_close_what_they_open_with_their_attributes() {
        let mut h = Html::new();
        h.elem("ol")
            .class("list")
            .number("start", 3u8)
            .attr_if(false, "hidden", "")
            .attr_if(true, "data-x", "")
            .flag("disabled", true)
            .flag("open", false)
            .body(|h| {
                h.elem("li")
                    .attr_with("class", |v| {
                        v.text("piece piece-").text("knight").number(2u8);
                    })
                    .empty();
                h.elem("input").attr("value", "a\"b").void();
            })
            .text("!");
        assert_eq!(
            h.as_str(),
            "<ol class=\"list\" start=\"3\" data-x=\"\" disabled>\
             <li class=\"piece piece-knight2\"></li><input value=\"a&quot;b\"></ol>!"
        );
        assert!(balanced(h.as_str()));
    }

    #[test]
    fn static_markup_must_close_what_it_opens() {
        for good in [
            "",
            "plain text",
            "<b>✓</b>",
            "<svg viewBox=\"0 0 10 10\"><path d=\"M0 0\"/><g><circle r=\"1\"></circle></g></svg>",
            "<p>a<br>b</p><input type=\"text\">",
        ] {
            assert!(balanced(good), "{good}");
        }
        for bad in [
            "</p>",
            "<p>",
            "<p></b>",
            "<b><i></b></i>",
            "</p><p>",
            "<p",
            "a</li>b<li>",
        ] {
            assert!(!balanced(bad), "{bad}");
        }
        assert_eq!(crate::markup!("<b>✓</b>").as_str(), "<b>✓</b>");
    }
}
