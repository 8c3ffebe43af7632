//! Markup built by type. The pages written as markup strings (results,
//! players, help, and the teacher's screens) build an [`Html`], which can
//! only grow by trusted markup (a literal of this program: `&'static str`),
//! by text and attribute values that escape themselves, or by another
//! [`Html`]. So a child's name or a file's line can never become a tag or
//! leave an attribute: it is escaped by the only door it can come in by.

/// Markup, safe to hand to the browser's parser.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Html(String);

impl Html {
    pub const fn new() -> Html {
        Html(String::new())
    }

    /// An empty builder with room for `bytes` (a page drawn again and
    /// again, such as the editor, allocates once).
    pub fn with_capacity(bytes: usize) -> Html {
        Html(String::with_capacity(bytes))
    }

    /// Trusted markup: a literal of this program, never data.
    pub fn raw(&mut self, markup: &'static str) -> &mut Html {
        self.0.push_str(markup);
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

    /// ` name="value"`, the value escaped; written inside an open tag.
    pub fn attr(&mut self, name: &'static str, value: &str) -> &mut Html {
        self.0.push(' ');
        self.0.push_str(name);
        self.0.push_str("=\"");
        self.text(value).raw("\"")
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
        h.raw("<p").attr("title", "a&b<c>d\"e'f").raw(">");
        h.text("a&b<c>d\"e'f").raw("</p>");
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
            h.raw("<li").attr("data-player", evil).raw(">");
            h.text(evil).raw("</li>");
            assert_safe(h.as_str());
            let t = tags(h.as_str());
            assert_eq!(t.len(), 2, "{}", h.as_str());
            assert_eq!(t[0].attrs, [("data-player", escaped(evil).as_str())]);
        }
    }

    #[test]
    fn numbers_and_built_markup_join() {
        let mut inner = Html::new();
        inner.raw("<b>").number(42u32).raw("</b>");
        let mut h = Html::with_capacity(64);
        h.html(&inner).number(7u8);
        assert_eq!(h.into_string(), "<b>42</b>7");
    }
}
