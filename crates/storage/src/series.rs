//! Each child's teacher's series: what the child has played of each
//! series opened, under `sah-in-joaca/v2/copil/<id>/serii` as one small
//! list (the device's methods that keep it are in `mod.rs`). The same
//! objects travel in the results file's `"serii"`.

use engine::Variant;

/// The most positions a series has (a link, and a QR code, stay readable).
pub const SERIES_MAX: usize = 12;

/// A position's result for the child, kept as one letter of
/// [`SeriesProgress::rezultate`]. Ordered from worst to best: a better
/// result replaces a worse one.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum SeriesResult {
    /// Not played yet (`-`).
    NotPlayed,
    /// Lost (`p`).
    Lost,
    /// Drawn (`e`).
    Drawn,
    /// Won (`v`).
    Won,
}

impl SeriesResult {
    /// Every result, worst first.
    pub const ALL: [SeriesResult; 4] = [
        SeriesResult::NotPlayed,
        SeriesResult::Lost,
        SeriesResult::Drawn,
        SeriesResult::Won,
    ];

    /// Its letter in [`SeriesProgress::rezultate`] and in the page's
    /// `data-result`.
    pub const fn letter(self) -> char {
        match self {
            SeriesResult::NotPlayed => '-',
            SeriesResult::Lost => 'p',
            SeriesResult::Drawn => 'e',
            SeriesResult::Won => 'v',
        }
    }

    /// The result a letter stands for; `None` for any other character.
    pub fn of_letter(letter: char) -> Option<SeriesResult> {
        SeriesResult::ALL.into_iter().find(|r| r.letter() == letter)
    }
}

/// One series and the child's results in it. Kept, and written in the
/// results file, as one line of text, `<id> <rezultate> <legatura>`
/// (`1a2b3c4d vp-- titlu=Seria+mea&rege=…`): no serde type of its own,
/// which the child's first load would pay for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeriesProgress {
    /// A fingerprint of the link ([`series_id`]): the same on every device.
    pub id: String,
    /// One letter per position, in order: `v` won, `e` drawn, `p` lost,
    /// `-` not played yet.
    pub rezultate: String,
    /// The link's query (after `#/serie?`): title, level, positions.
    pub legatura: String,
}

/// The id of a series from its link's query: 8 hex digits of FNV-1a.
///
/// ```
/// use storage::series_id;
/// assert_eq!(series_id("titlu=A").len(), 8);
/// assert_ne!(series_id("titlu=A"), series_id("titlu=B"));
/// ```
pub fn series_id(query: &str) -> String {
    let h = query.bytes().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    // By hand: `format!("{:08x}")` costs the first load ~300 B.
    (0..8)
        .rev()
        .map(|i| char::from(b"0123456789abcdef"[((h >> (4 * i)) & 15) as usize]))
        .collect()
}

impl SeriesProgress {
    /// A series of `positions` positions, not played yet.
    pub fn new(query: &str, positions: usize) -> SeriesProgress {
        SeriesProgress {
            id: series_id(query),
            rezultate: SeriesResult::NotPlayed
                .letter()
                .to_string()
                .repeat(positions.min(SERIES_MAX)),
            legatura: query.to_string(),
        }
    }

    /// How many positions it has.
    pub fn positions(&self) -> usize {
        self.rezultate.len()
    }

    /// The result of position `i` (from 0).
    pub fn result(&self, i: usize) -> SeriesResult {
        // The letters are ASCII (`from_line` checks them).
        self.rezultate
            .as_bytes()
            .get(i)
            .and_then(|&b| SeriesResult::of_letter(char::from(b.to_ascii_lowercase())))
            .unwrap_or(SeriesResult::NotPlayed)
    }

    /// Whether position `i`'s goal was met: its letter is a capital
    /// (`V`: won, and the goal met). Files of older versions have none.
    pub fn goal_met(&self, i: usize) -> bool {
        self.rezultate
            .as_bytes()
            .get(i)
            .is_some_and(u8::is_ascii_uppercase)
    }

    /// Which positions of the link have a goal (`<joc>=<poz>&tinta=mat2`:
    /// a `tinta` belongs to the position before it).
    ///
    /// ```
    /// use storage::SeriesProgress;
    /// let s = SeriesProgress::new("titlu=A&rege=x&tinta=mat2&nebun=y", 2);
    /// assert_eq!(s.goals(), [true, false]);
    /// ```
    pub fn goals(&self) -> Vec<bool> {
        let mut goals = Vec::new();
        for pair in self.legatura.split('&') {
            match pair.split_once('=') {
                Some(("tinta", _)) => {
                    if let Some(last) = goals.last_mut() {
                        *last = true;
                    }
                }
                Some((key, _)) if Variant::from_slug(key).is_some() => goals.push(false),
                _ => {}
            }
        }
        goals.resize(self.positions(), false);
        goals
    }

    /// Positions won, and positions played.
    pub fn counts(&self) -> (u32, u32) {
        (0..self.positions()).fold((0, 0), |(w, p), i| {
            let r = self.result(i);
            (
                w + u32::from(r == SeriesResult::Won),
                p + u32::from(r != SeriesResult::NotPlayed),
            )
        })
    }

    /// Keeps `result` for position `i` if better than the one kept, and
    /// that its goal was met if it was (each the best so far); whether
    /// anything changed.
    pub fn improve(&mut self, i: usize, result: SeriesResult, goal_met: bool) -> bool {
        if i >= self.positions() {
            return false;
        }
        let best = (result.max(self.result(i)), goal_met || self.goal_met(i));
        if best == (self.result(i), self.goal_met(i)) {
            return false;
        }
        self.rezultate = (0..self.positions())
            .map(|k| {
                let (result, met) = if k == i {
                    best
                } else {
                    (self.result(k), self.goal_met(k))
                };
                let letter = result.letter();
                if met {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                }
            })
            .collect();
        true
    }

    /// The series as one line: `<id> <rezultate> <legatura>`.
    pub fn line(&self) -> String {
        format!("{} {} {}", self.id, self.rezultate, self.legatura)
    }

    /// A line back (`None` if it is not one: a damaged file, or a line
    /// break or other control character, which would make it two lines).
    pub fn from_line(line: &str) -> Option<SeriesProgress> {
        let mut parts = line.splitn(3, ' ');
        let (id, rezultate, legatura) = (parts.next()?, parts.next()?, parts.next()?);
        let ok = !line.chars().any(char::is_control)
            && id.len() == 8
            && id.bytes().all(|b| b.is_ascii_hexdigit())
            && (1..=SERIES_MAX).contains(&rezultate.len())
            && rezultate
                .chars()
                .all(|c| SeriesResult::of_letter(c.to_ascii_lowercase()).is_some());
        ok.then(|| SeriesProgress {
            id: id.to_string(),
            rezultate: rezultate.to_string(),
            legatura: legatura.to_string(),
        })
    }
}

/// The series kept as text, one line each.
pub fn series_of_text(text: &str) -> Vec<SeriesProgress> {
    text.lines().filter_map(SeriesProgress::from_line).collect()
}

/// The text they are kept as.
pub fn text_of_series(series: &[SeriesProgress]) -> String {
    series
        .iter()
        .map(SeriesProgress::line)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Adds `other`'s series (an imported file) to `kept`, each position's
/// best result kept; whether anything changed.
pub fn merge_series(kept: &mut Vec<SeriesProgress>, other: &[SeriesProgress]) -> bool {
    let mut changed = false;
    for s in other {
        match kept.iter_mut().find(|k| k.id == s.id) {
            Some(k) => {
                for i in 0..s.positions() {
                    changed |= k.improve(i, s.result(i), s.goal_met(i));
                }
            }
            None => {
                kept.push(s.clone());
                changed = true;
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Device, Memory};

    #[test]
    fn each_position_keeps_the_childs_best_result() {
        let mut s = SeriesProgress::new("titlu=Seria+mea&rege=x", 3);
        assert_eq!(s.rezultate, "---");
        assert!(s.improve(1, SeriesResult::Lost, false));
        assert!(s.improve(1, SeriesResult::Won, false));
        assert!(
            !s.improve(1, SeriesResult::Drawn, false),
            "a win stays a win"
        );
        assert!(
            !s.improve(3, SeriesResult::Won, false),
            "no fourth position"
        );
        assert!(s.improve(0, SeriesResult::Drawn, false));
        assert_eq!(s.rezultate, "ev-");
        assert_eq!(s.counts(), (1, 2));
    }

    #[test]
    fn a_met_goal_is_a_capital_that_stays() {
        let mut s = SeriesProgress::new("titlu=A&rege=x&tinta=mat2&nebun=y", 2);
        assert_eq!(s.goals(), [true, false]);
        assert!(s.improve(0, SeriesResult::Won, false));
        assert!(!s.goal_met(0));
        assert!(s.improve(0, SeriesResult::Won, true));
        assert_eq!(s.rezultate, "V-");
        // A later win that missed the goal keeps the goal met.
        assert!(!s.improve(0, SeriesResult::Won, false));
        assert!((s.goal_met(0), s.result(0)) == (true, SeriesResult::Won));
        // The line reads back; a lower-case file of an older version too.
        assert_eq!(SeriesProgress::from_line(&s.line()), Some(s.clone()));
        let mut merged = vec![SeriesProgress::new("titlu=A&rege=x&tinta=mat2&nebun=y", 2)];
        assert!(merge_series(&mut merged, &[s]));
        assert_eq!(merged[0].rezultate, "V-");
    }

    #[test]
    fn series_are_kept_per_child_and_merged_from_files() {
        let device = Device::new(Memory::default());
        let opened = device.open_series(SeriesProgress::new("q1", 2));
        assert_eq!(opened.rezultate, "--");
        let id = opened.id.clone();
        assert_eq!(
            device
                .record_series(&id, 2, SeriesResult::Won, false)
                .map(|s| s.rezultate),
            Ok("-v".to_string())
        );
        // Opened again (the link), its results stay.
        assert_eq!(
            device.open_series(SeriesProgress::new("q1", 2)).rezultate,
            "-v"
        );
        // An unknown series or position changes nothing.
        assert!(
            device
                .record_series("nimic", 1, SeriesResult::Won, false)
                .is_err()
        );
        assert!(
            device
                .record_series(&id, 3, SeriesResult::Won, false)
                .is_err()
        );
        assert_eq!(device.series().len(), 1);

        let other = device.add_child("Ana", "vulpe").unwrap();
        assert!(device.series_of(other).is_empty());
        let mut from_file = SeriesProgress::new("q1", 2);
        from_file.rezultate = "pe".to_string();
        let mut kept = device.series();
        assert!(merge_series(&mut kept, &[from_file.clone()]));
        assert_eq!(kept[0].rezultate, "pv");
        assert!(!merge_series(&mut kept, &[from_file]));
    }

    /// The device keeps its series one per line: a line break (or any
    /// control character) in a file's series line would make it two
    /// series, one of them invented.
    #[test]
    fn a_series_line_with_a_line_break_is_refused() {
        use crate::file;
        let real = "1a2b3c4d v titlu=A&rege=7k/8/5K2/8/8/8/8/6Q1_w";
        for bad in [
            "\\nffffffff vvv titlu=B",
            "\\r\\nffffffff vvv titlu=B",
            "\\u0000",
            "\\t",
        ] {
            let text = format!(
                "{{\"format\":\"sah-in-joaca/rezultate\",\"versiune\":2,\"jucator\":\"Ion\",\"meciuri\":[],\"serii\":[\"{real}{bad}\",\"{real}\"]}}"
            );
            let read = file::read(&text).unwrap();
            assert_eq!(
                read.series,
                [SeriesProgress::from_line(real).unwrap()],
                "{bad}"
            );
            let device = Device::new(Memory::default());
            let imported = device.import(&read, u64::MAX).unwrap();
            let kept = device.series_of(imported.child);
            assert_eq!(kept.len(), 1, "{bad}: {kept:?}");
            assert_eq!(kept[0].line(), real, "{bad}");
        }
        assert_eq!(SeriesProgress::from_line("1a2b3c4d v titlu=A\n"), None);
        assert_eq!(SeriesProgress::from_line("1a2b3c4d v titlu=A\u{85}B"), None);
    }

    #[test]
    fn series_travel_in_the_results_file_and_older_files_still_read() {
        use crate::class::class_rows;
        use crate::file;
        use crate::handin::SeriesCard;
        use crate::local_time;
        let mut s = SeriesProgress::new("titlu=Seria+%E2%80%9Emea&rege=7k/8/5K2/8/8/8/8/6Q1_w", 8);
        s.improve(0, SeriesResult::Won, false);
        s.improve(1, SeriesResult::Lost, false);
        let text = file::export(
            "Ana",
            "urs",
            &[],
            &[s.clone()],
            &Default::default(),
            local_time(0, 0),
        );
        assert!(text.contains("\"versiune\":2"));
        assert!(
            text.contains(&format!(
                "\"serii\":[\"{} vp------ titlu=Seria+%E2%80%9Emea&rege=7k/8/5K2/8/8/8/8/6Q1_w\"]",
                s.id
            )),
            "{text}"
        );
        let back = file::read(&text).unwrap();
        assert_eq!(back.series, [s.clone()]);

        // Imported: into the child of the file, merged with what is kept.
        let device = Device::new(Memory::default());
        let imported = device.import(&back, u64::MAX).unwrap();
        assert_eq!(device.series_of(imported.child), [s.clone()]);

        // The class table has each child's series.
        let rows = class_rows(&[back.clone(), back], &|s| s.legatura.clone(), u64::MAX);
        assert_eq!(
            rows[0].series,
            [SeriesCard {
                id: s.id.clone(),
                title: s.legatura.clone(),
                positions: (0..8).map(|i| (s.result(i), None)).collect(),
            }]
        );

        // A first-version file, without series, still reads.
        let old = "{\"format\":\"sah-in-joaca/rezultate\",\"versiune\":1,\"jucator\":\"Ion\",\"meciuri\":[]}";
        let old = file::read(old).unwrap();
        assert!(old.series.is_empty());
        // A series line that does not read is left out.
        for bad in [
            "vp------",
            "x vp titlu=A",
            "1234567z v titlu=A",
            "12345678 vx titlu=A",
        ] {
            let text = text.replace(&s.line(), bad);
            assert!(file::read(&text).unwrap().series.is_empty(), "{bad}");
        }
        assert_eq!(
            series_of_text(&text_of_series(&[s.clone(), s.clone()])),
            [s.clone(), s]
        );
    }
}
