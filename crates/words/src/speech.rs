//! What „🗣️” and „Citește automat” read aloud: the sentences a page shows,
//! as a voice should say them.

/// The first word of the status while the hunted king is in check.
pub const CHECK: &str = "Șah!";

/// The texts `shown` on a page, in the order a child reads them (the
/// status, the answer over the board, the review's sentence …; empty ones
/// are left out), as one text to read aloud: stars in words („★★☆”: „două
/// stele din trei”), said once (the stars over the board repeat the
/// summary's), the pictures (🎉, 💡, ▶) left out, each text a sentence.
///
/// ```
/// use words::speech::spoken;
/// assert_eq!(spoken(&["Rezolvat! ★"]), "Rezolvat! O stea din trei.");
/// assert_eq!(
///     spoken(&["Ai câștigat meciul! 🎉", "", "💡 Sfat: mută calul de pe g1 pe f3."]),
///     "Ai câștigat meciul! Sfat: mută calul de pe g1 pe f3."
/// );
/// ```
pub fn spoken(shown: &[&str]) -> String {
    let mut said = String::new();
    let mut stars_said = false;
    for text in shown {
        if text.is_empty() || stars_said && text.chars().all(|c| matches!(c, '★' | '☆')) {
            continue;
        }
        // Whether a sentence begins here (each text is one or more), and
        // the stars of the run being read (how many are filled).
        let (start, mut starts) = (said.len(), true);
        let mut stars: Option<usize> = None;
        for c in text.chars().chain([' ']) {
            if matches!(c, '★' | '☆') {
                *stars.get_or_insert(0) += usize::from(c == '★');
                continue;
            }
            if let Some(n) = stars.take() {
                let at = said.len();
                said.push_str(["nicio stea", "o stea", "două stele", "trei stele"][n.min(3)]);
                said.push_str(" din trei");
                if starts {
                    said[at..=at].make_ascii_uppercase();
                }
                starts = false;
                stars_said = true;
            }
            // One space between words, none where a picture was.
            if c == ' ' && (said.is_empty() || said.ends_with(' ')) || is_picture(c) {
                continue;
            }
            // „Apasă pe „Repriza a doua ▶”” loses its arrow, and the space before it.
            if matches!(c, '”' | ')' | '.' | ',' | '!' | '?' | ':' | ';') && said.ends_with(' ') {
                said.pop();
            }
            said.push(c);
            if c != ' ' {
                starts = matches!(c, '.' | '!' | '?');
            }
        }
        if said.len() == start {
            continue;
        }
        said.pop();
        if !said.ends_with(['.', '!', '?', '…']) {
            said.push('.');
        }
        said.push(' ');
    }
    said.pop();
    said
}

/// Pictures and arrows a voice would name („petarde”, „triunghi”).
const fn is_picture(c: char) -> bool {
    matches!(c,
        '\u{1F000}'..='\u{1FAFF}' | '\u{2600}'..='\u{27BF}' | '\u{2B00}'..='\u{2BFF}'
        | '\u{2190}'..='\u{21FF}' | '\u{25A0}'..='\u{25FF}' | '\u{FE0F}' | '\u{200D}')
}

#[cfg(test)]
mod tests {
    use super::spoken;

    #[test]
    fn stars_are_said_in_words_as_a_sentence_or_inside_one() {
        assert_eq!(spoken(&["Rezolvat! ★★★"]), "Rezolvat! Trei stele din trei.");
        assert_eq!(spoken(&["Rezolvat! ★★"]), "Rezolvat! Două stele din trei.");
        assert_eq!(
            spoken(&[
                "Nu e bine. Așa câștigă adversarul. Ai pierdut o stea: acum poți lua cel mult ★★☆."
            ]),
            "Nu e bine. Așa câștigă adversarul. Ai pierdut o stea: acum poți lua cel mult două stele din trei."
        );
        assert_eq!(
            spoken(&["Ai dat mat în 18 mutări: ★."]),
            "Ai dat mat în 18 mutări: o stea din trei."
        );
        assert_eq!(spoken(&["cel mult ☆☆☆"]), "cel mult nicio stea din trei.");
    }

    #[test]
    fn the_stars_over_the_board_are_said_once() {
        // Two children: the summary has no stars, those over the board are said.
        assert_eq!(
            spoken(&[
                "Repriza 1: a câștigat Jucătorul 1. Mat!",
                "★★★",
                "Acum vânează Jucătorul 2."
            ]),
            "Repriza 1: a câștigat Jucătorul 1. Mat! Trei stele din trei. Acum vânează Jucătorul 2."
        );
        // The hunt against the robot: the summary says them already.
        assert_eq!(
            spoken(&["Ai câștigat! Mat!", "Ai dat mat în 18 mutări: ★★.", "★★"]),
            "Ai câștigat! Mat! Ai dat mat în 18 mutări: două stele din trei."
        );
    }

    #[test]
    fn pictures_are_left_out_and_every_text_is_a_sentence() {
        assert_eq!(
            spoken(&["  ", "Robotul se gândește… (pionii)", "🎉 Bravo! ▶ ◀ 🔎 🗣️"]),
            "Robotul se gândește… (pionii). Bravo!"
        );
        assert_eq!(
            spoken(&["Repriza s-a terminat. Apasă pe „Repriza a doua ▶” ca să continuați."]),
            "Repriza s-a terminat. Apasă pe „Repriza a doua” ca să continuați."
        );
        assert_eq!(spoken(&[]), "");
        assert_eq!(spoken(&["", "★"]), "O stea din trei.");
    }
}
