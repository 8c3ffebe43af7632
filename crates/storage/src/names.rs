//! A child's name: how it is cleaned, the one rule it must follow, and when
//! two names are the same child's.

use words::invisible;

/// The longest name a child may have, in characters.
pub const NAME_MAX: usize = 24;

/// Why a name was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// More than [`NAME_MAX`] characters: how many it has.
    TooLong(usize),
    /// Another child of the device has it (ignoring case).
    Taken(String),
    /// The browser keeps nothing.
    Unavailable,
    /// The child is no longer on the device (deleted in another tab).
    Gone,
}

/// A name as it is kept: trimmed, inner runs of spaces made one, and the
/// characters that show nothing dropped ([`invisible`]: a name must not
/// show reversed, nor be an empty-looking Hangul filler).
pub fn clean_name(name: &str) -> String {
    name.split(|c: char| c.is_whitespace() || c.is_control())
        .map(|w| w.chars().filter(|c| !invisible(*c)).collect::<String>())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The one rule for a child's name, in the form, in an imported file and in
/// the class table: [`clean_name`], not empty, at most [`NAME_MAX`] letters.
///
/// ```
/// use storage::{NameError, name_rule};
/// assert_eq!(name_rule(" Ana \u{202e}"), Ok("Ana".to_string()));
/// assert_eq!(name_rule("\u{3164}"), Err(NameError::Empty));
/// assert_eq!(name_rule("Maria-Alexandra Constantinescu"), Err(NameError::TooLong(30)));
/// ```
pub fn name_rule(name: &str) -> Result<String, NameError> {
    let name = clean_name(name);
    match name.chars().count() {
        0 => Err(NameError::Empty),
        n if n > NAME_MAX => Err(NameError::TooLong(n)),
        _ => Ok(name),
    }
}

/// A name as the device tells children apart, and as the results file is
/// named ([`super::file::file_name`]): case and Romanian diacritics ignored, every
/// run of spaces and ASCII punctuation one `-`; other letters as they are.
pub(crate) fn folded_name(name: &str) -> String {
    let mut key = String::new();
    for c in name.chars() {
        let c = match c {
            'ă' | 'â' | 'Ă' | 'Â' => 'a',
            'î' | 'Î' => 'i',
            'ș' | 'ş' | 'Ș' | 'Ş' => 's',
            'ț' | 'ţ' | 'Ț' | 'Ţ' => 't',
            c if c.is_ascii() && !c.is_ascii_alphanumeric() => '-',
            c => c.to_ascii_lowercase(),
        };
        if c != '-' || !key.is_empty() && !key.ends_with('-') {
            key.push(c);
        }
    }
    key.trim_end_matches('-').to_string()
}

/// Whether two names are the same child's: "ana" is "Ana", "ȘTEFAN" and
/// "Stefan" are "Ștefan", "Ana Maria" is "Ana-Maria" (a tablet without
/// Romanian letters must not make a second child, and two children must
/// not share a file name).
pub fn same_name(a: &str, b: &str) -> bool {
    folded_name(a) == folded_name(b)
}
