//! The class table as a CSV file (`#/clasa`, „📊 Tabel pentru Excel”) that a
//! Romanian spreadsheet opens as it is: UTF-8 with its byte-order mark (so
//! „ș” and „ț” stay letters), `;` between fields (a Romanian spreadsheet
//! takes `,` for decimals), CRLF line ends, and a field quoted when it holds
//! `;`, `"` or a line break.

use ::words::profiles as words;
use engine::Variant;
use storage::SeriesResult;
use storage::class::ClassRow;
use storage::handin::{ExerciseCard, SeriesCard};
use storage::{LocalTime, local_time};

/// A class's file's name: `clasa-<nume>-<AAAA-LL-ZZ>.<extension>`.
///
/// ```
/// use ui_model::class_csv::file_name;
/// let day = storage::local_time(1_796_109_240_000, 120);
/// assert_eq!(file_name("2A", day, "csv"), "clasa-2A-2026-12-01.csv");
/// assert_eq!(file_name("a „b”/c", day, "json"), "clasa-a-b-c-2026-12-01.json");
/// assert_eq!(file_name("", day, "csv"), "clasa-2026-12-01.csv");
/// ```
pub fn file_name(class: &str, day: LocalTime, extension: &str) -> String {
    // The name as a file name takes it on any system: letters and digits,
    // every other run of characters one `-`.
    let mut name = String::new();
    for c in class.chars() {
        if c.is_alphanumeric() {
            name.push(c);
        } else if !name.is_empty() && !name.ends_with('-') {
            name.push('-');
        }
    }
    let name = name.trim_end_matches('-');
    let dash = if name.is_empty() { "" } else { "-" };
    format!(
        "clasa-{name}{dash}{:04}-{:02}-{:02}.{extension}",
        day.year, day.month, day.day
    )
}

/// A field, made inert and quoted when it must be. A spreadsheet takes a
/// field that begins with `=`, `+`, `-`, `@`, a tab or a carriage return
/// for a formula: a child's name (`=HYPERLINK(…)`), a series' title or a
/// move would become a link or a sum. Such a field gets a `'` first, as
/// OWASP advises: it shows as it was typed, as text.
///
/// ```
/// # use ui_model::class_csv::field;
/// assert_eq!(field("Ana"), "Ana");
/// assert_eq!(field("=HYPERLINK(\"x.ro\";\"Ana\")"), "\"'=HYPERLINK(\"\"x.ro\"\";\"\"Ana\"\")\"");
/// assert_eq!(field("-2"), "'-2");
/// ```
pub fn field(text: &str) -> String {
    let inert = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if inert.contains([';', '"', '\n', '\r']) {
        format!("\"{}\"", inert.replace('"', "\"\""))
    } else {
        inert
    }
}

/// The rows as the file's text, byte-order mark first.
pub fn csv(rows: &[ClassRow]) -> String {
    let mut head: Vec<String> = vec![words::CHILD_COLUMN.to_string()];
    for v in Variant::ALL {
        let name = v.info().short_name;
        for what in words::CSV_GAME_COLUMNS {
            head.push(format!("{name}: {what}"));
        }
    }
    head.extend(words::CSV_OTHER_COLUMNS.iter().map(|c| c.to_string()));
    let mut out = String::from("\u{feff}");
    let mut line = |fields: Vec<String>| {
        let cells: Vec<String> = fields.iter().map(|f| field(f)).collect();
        out.push_str(&cells.join(";"));
        out.push_str("\r\n");
    };
    line(head);
    for r in rows {
        let mut fields = vec![r.name.clone()];
        for (v, cell) in Variant::ALL.into_iter().zip(&r.games) {
            let s = &cell.summary;
            let top = if s.aided.beats(&s.unaided) {
                s.aided
            } else {
                s.unaided
            };
            let best = if cell.matches == 0 {
                String::new()
            } else {
                words::class_cell(v.info().best, top, cell.wins, cell.matches)[0].clone()
            };
            fields.push(best);
            fields.extend(cell.wins.iter().map(u32::to_string));
            fields.push(cell.matches.to_string());
            fields.push(cell.puzzles.solved.to_string());
            fields.push(cell.puzzles.stars.to_string());
        }
        fields.push(r.matches.to_string());
        fields.push(r.last_played.map_or_else(String::new, |t| {
            let d = local_time(t, storage::clock::utc_offset_minutes(t));
            format!("{:04}-{:02}-{:02}", d.year, d.month, d.day)
        }));
        let series: Vec<String> = r
            .series
            .iter()
            .map(series_line)
            .chain(r.exercises.iter().map(exercise_line))
            .collect();
        fields.push(series.join(" | "));
        let h = &r.help;
        fields.push(h.hints.to_string());
        fields.push(h.undos.to_string());
        fields.push(h.losses_in_a_row.to_string());
        let missed: Vec<String> = h
            .missed
            .iter()
            .map(|m| format!("{} {}", m.puzzle, m.first_wrong))
            .collect();
        fields.push(missed.join(", "));
        fields.push(if r.handed_in { "da" } else { "nu" }.to_string());
        line(fields);
    }
    out
}

/// A series in the class table and its CSV: positions won of all, then
/// the goals met („Seria de joi: 2 / 3 · 🎯 1 din 2”).
pub fn series_line(s: &SeriesCard) -> String {
    let won = s
        .positions
        .iter()
        .filter(|(r, _)| *r == SeriesResult::Won)
        .count() as u32;
    let goals = s.positions.iter().filter(|(_, g)| g.is_some()).count() as u32;
    let met = s.positions.iter().filter(|(_, g)| *g == Some(true)).count() as u32;
    ::words::series::class_line(&s.title, won, s.positions.len() as u32)
        + &::words::series::class_goals(met, goals)
}

/// An exercise in the class table and its CSV: its result, then whether
/// its goal was met („✏️ Rege: câștigat · 🎯 1 din 1”).
pub fn exercise_line(e: &ExerciseCard) -> String {
    ::words::series::class_exercise(e.variant.info().short_name, e.result.letter())
        + &::words::series::class_goals(
            u32::from(e.goal_met == Some(true)),
            u32::from(e.goal_met.is_some()),
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use storage::class::Class;
    use storage::handin::{HandIn, Miss};

    #[test]
    fn a_romanian_spreadsheet_reads_it_as_it_is() {
        let mut class = Class::default();
        let mut h = HandIn {
            name: "Ștefan; \"Țuțu\"".into(),
            ..HandIn::default()
        };
        h.games[5].summary.against_robot[2][0] = 2;
        h.games[5].puzzles = vec![3, 1];
        h.help.hints = 4;
        h.help.missed.push(Miss {
            puzzle: "nebun/3".into(),
            first_wrong: "g3f4".into(),
        });
        class.add(h);
        let text = csv(&class.rows(&|s| s.id.clone(), 0));
        assert!(text.starts_with("\u{feff}Copilul;Cai: cel mai bun;Cai: victorii Ușor;"));
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(lines.len(), 3, "head, one child, the end");
        assert_eq!(lines[2], "");
        let head: Vec<&str> = lines[0].split(';').collect();
        let child = lines[1];
        assert!(
            child.starts_with("\"Ștefan; \"\"Țuțu\"\"\";;0;0;0;0;0;0;"),
            "{child}"
        );
        // The king hunt's columns: 2 wins at Greu, 2 matches, 2 puzzles, 4 stars.
        let at = head
            .iter()
            .position(|h| *h == "Rege: victorii Greu")
            .unwrap();
        let cells: Vec<&str> = child.rsplit_once("\"").unwrap().1.split(';').collect();
        let shift = head.len() - cells.len();
        assert_eq!(&cells[at - shift..at - shift + 4], ["2", "2", "2", "4"]);
        assert!(child.ends_with(";4;0;0;nebun/3 g3f4;da"), "{child}");
        assert_eq!(head.len(), 1 + 6 * 7 + 8);
    }

    #[test]
    fn no_field_is_a_formula() {
        let mut class = Class::default();
        for (device, name) in [
            "=HYPERLINK(\"x.ro\";\"Ana\")",
            "+40 722",
            "-Ion",
            "@Maria",
            "\tTab",
        ]
        .into_iter()
        .enumerate()
        {
            let mut h = HandIn {
                name: name.into(),
                device: device as u32,
                ..HandIn::default()
            };
            h.series.push(storage::handin::SeriesCard {
                id: "1a2b3c4d".into(),
                title: "=1+1".into(),
                positions: vec![(SeriesResult::Won, None)],
            });
            class.add(h);
        }
        let text = csv(&class.rows(&|s| s.id.clone(), 0));
        let mut fields = 0;
        for line in text.trim_start_matches('\u{feff}').split("\r\n").skip(1) {
            // Fields split as a spreadsheet does: `;` outside quotes.
            let mut quoted = false;
            let mut start = true;
            for c in line.chars() {
                if start {
                    fields += 1;
                    let first = if c == '"' { None } else { Some(c) };
                    assert!(
                        !matches!(first, Some('=' | '+' | '-' | '@' | '\t' | '\r')),
                        "{line}"
                    );
                }
                start = false;
                match c {
                    '"' => quoted = !quoted,
                    ';' if !quoted => start = true,
                    _ => {}
                }
            }
        }
        assert!(fields > 5 * 40, "{fields}");
        // Inside quotes, the first letter is the quote's too.
        assert!(
            text.contains("\n\"'=HYPERLINK(\"\"x.ro\"\";\"\"Ana\"\")\";"),
            "{text}"
        );
        assert!(text.contains(";'=1+1: 1 / 1;"), "{text}");
        assert!(text.contains("\n'+40 722;"));
    }
}
