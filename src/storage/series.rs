//! Each child's teacher's series: what the child has played of each
//! series opened, under `sah-in-joaca/v2/copil/<id>/serii` as one small
//! list (the device's methods that keep it are in `mod.rs`). The same
//! objects travel in the results file's `"serii"`.

use serde::{Deserialize, Serialize};

/// The most positions a series has (a link, and a QR code, stay readable).
pub const SERIES_MAX: usize = 12;

/// A position's result for the child, as one letter of
/// [`SeriesProgress::rezultate`]: won, drawn, lost, not played yet.
pub const WON: char = 'v';
pub const DRAWN: char = 'e';
pub const LOST: char = 'p';
pub const NOT_PLAYED: char = '-';

/// One series and the child's results in it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SeriesProgress {
    /// A fingerprint of the link ([`series_id`]): the same on every device.
    pub id: String,
    /// The title the teacher typed.
    pub titlu: String,
    /// The link's query (after `#/serie?`), to play the series again.
    pub legatura: String,
    /// How many positions it has.
    pub pozitii: u8,
    /// One letter per position, in order: `v` won, `e` drawn, `p` lost,
    /// `-` not played yet.
    pub rezultate: String,
}

/// The id of a series from its link's query: 8 hex digits of FNV-1a.
///
/// ```
/// use sah_in_joaca::storage::series_id;
/// assert_eq!(series_id("titlu=A").len(), 8);
/// assert_ne!(series_id("titlu=A"), series_id("titlu=B"));
/// ```
pub fn series_id(query: &str) -> String {
    let h = query.bytes().fold(0x811c_9dc5_u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    format!("{h:08x}")
}

/// How good a result letter is: a better one replaces a worse one.
fn rank(c: char) -> u8 {
    match c {
        WON => 3,
        DRAWN => 2,
        LOST => 1,
        _ => 0,
    }
}

impl SeriesProgress {
    /// A series not played yet.
    pub fn new(title: &str, query: &str, positions: usize) -> SeriesProgress {
        let n = positions.min(SERIES_MAX);
        SeriesProgress {
            id: series_id(query),
            titlu: title.to_string(),
            legatura: query.to_string(),
            pozitii: n as u8,
            rezultate: NOT_PLAYED.to_string().repeat(n),
        }
    }

    /// The result of position `i` (from 0).
    pub fn result(&self, i: usize) -> char {
        self.rezultate.chars().nth(i).unwrap_or(NOT_PLAYED)
    }

    /// Positions won, and positions played.
    pub fn counts(&self) -> (u32, u32) {
        let all = (0..usize::from(self.pozitii)).map(|i| self.result(i));
        all.fold((0, 0), |(w, p), c| {
            (w + u32::from(c == WON), p + u32::from(c != NOT_PLAYED))
        })
    }

    /// Keeps `result` for position `i` if better than the one kept;
    /// whether it was.
    pub fn improve(&mut self, i: usize, result: char) -> bool {
        if i >= usize::from(self.pozitii) || rank(result) <= rank(self.result(i)) {
            return false;
        }
        self.rezultate = (0..usize::from(self.pozitii))
            .map(|k| if k == i { result } else { self.result(k) })
            .collect();
        true
    }
}

/// Adds `other`'s series (an imported file) to `kept`, each position's
/// best result kept; whether anything changed.
pub fn merge_series(kept: &mut Vec<SeriesProgress>, other: &[SeriesProgress]) -> bool {
    let mut changed = false;
    for s in other {
        match kept.iter_mut().find(|k| k.id == s.id) {
            Some(k) => {
                for i in 0..usize::from(s.pozitii) {
                    changed |= k.improve(i, s.result(i));
                }
            }
            None => {
                let mut fresh = SeriesProgress::new(&s.titlu, &s.legatura, s.pozitii.into());
                fresh.id.clone_from(&s.id);
                for i in 0..usize::from(s.pozitii) {
                    fresh.improve(i, s.result(i));
                }
                kept.push(fresh);
                changed = true;
            }
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::{Device, Memory};

    #[test]
    fn each_position_keeps_the_childs_best_result() {
        let mut s = SeriesProgress::new("Seria mea", "titlu=Seria+mea&rege=x", 3);
        assert_eq!(s.rezultate, "---");
        assert!(s.improve(1, LOST));
        assert!(s.improve(1, WON));
        assert!(!s.improve(1, DRAWN), "a win stays a win");
        assert!(!s.improve(3, WON), "no fourth position");
        assert!(s.improve(0, DRAWN));
        assert_eq!(s.rezultate, "ev-");
        assert_eq!(s.counts(), (1, 2));
    }

    #[test]
    fn series_are_kept_per_child_and_merged_from_files() {
        let device = Device::new(Memory::default());
        let opened = device.open_series(SeriesProgress::new("Seria mea", "q1", 2));
        assert_eq!(opened.rezultate, "--");
        let id = opened.id.clone();
        assert_eq!(
            device.record_series(&id, 2, WON).map(|s| s.rezultate),
            Ok("-v".to_string())
        );
        // Opened again (the link), its results stay.
        assert_eq!(
            device
                .open_series(SeriesProgress::new("Seria mea", "q1", 2))
                .rezultate,
            "-v"
        );
        // An unknown series or position changes nothing.
        assert!(device.record_series("nimic", 1, WON).is_err());
        assert!(device.record_series(&id, 3, WON).is_err());
        assert_eq!(device.series().len(), 1);

        let other = device.add_child("Ana", "vulpe").unwrap();
        assert!(device.series_of(other).is_empty());
        let mut from_file = SeriesProgress::new("Seria mea", "q1", 2);
        from_file.rezultate = "pe".to_string();
        let mut kept = device.series();
        assert!(merge_series(&mut kept, &[from_file.clone()]));
        assert_eq!(kept[0].rezultate, "pv");
        assert!(!merge_series(&mut kept, &[from_file]));
    }

    #[test]
    fn series_travel_in_the_results_file_and_older_files_still_read() {
        use crate::storage::file::{self, class_rows};
        use crate::storage::local_time;
        let mut s = SeriesProgress::new("Seria „mea”", "titlu=x&rege=7k/8/5K2/8/8/8/8/6Q1_w", 8);
        s.improve(0, WON);
        s.improve(1, LOST);
        let text = file::export("Ana", "urs", &[], &[s.clone()], local_time(0, 0));
        assert!(text.contains("\"versiune\":2"));
        assert!(text.contains(&format!(
            "\"serii\":[{{\"id\":\"{}\",\"titlu\":\"Seria „mea”\",\"legatura\":\"titlu=x&rege=7k/8/5K2/8/8/8/8/6Q1_w\",\"pozitii\":8,\"rezultate\":\"vp------\"}}]",
            s.id
        )), "{text}");
        let back = file::read(&text).unwrap();
        assert_eq!(back.series, [s.clone()]);

        // Imported: into the child of the file, merged with what is kept.
        let device = Device::new(Memory::default());
        let imported = device.import(&back).unwrap();
        assert_eq!(device.series_of(imported.child), [s.clone()]);

        // The class table has each child's series.
        let rows = class_rows(&[back.clone(), back]);
        assert_eq!(rows[0].series, [s]);

        // A first-version file, without series, still reads.
        let old = "{\"format\":\"sah-in-joaca/rezultate\",\"versiune\":1,\"jucator\":\"Ion\",\"meciuri\":[]}";
        let old = file::read(old).unwrap();
        assert!(old.series.is_empty());
        // A series that does not read, or is too long, is left out.
        let bad = text
            .replace("\"pozitii\":8", "\"pozitii\":99")
            .replace("\"versiune\":2", "\"versiune\":2,\"x\":0");
        assert!(file::read(&bad).unwrap().series.is_empty());
    }
}
