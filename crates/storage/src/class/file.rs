//! The class file (`clasa-<nume>-<AAAA-LL-ZZ>.json`): a whole class — its
//! name, roster and every hand-in and results file — to keep as a backup
//! or to carry to another browser (the teacher's laptop), where it is
//! added to the class of the same id without counting anything twice.
//!
//! ```json
//! { "format": "sah-in-joaca/clasa", "versiune": 1, "id": "18f3a2b4c5d",
//!   "nume": "2A", "exportat": "2026-12-07T10:00",
//!   "lista": [{ "id": 1, "nume": "Ana" }], "urmatorul": 2,
//!   "uniri": [{ "dispozitiv": "dead0001", "nume": "Anna", "copil": 1 }],
//!   "predari": ["<a hand-in's bytes in base 32>"],
//!   "fisiere": [{ "format": "sah-in-joaca/rezultate", … }] }
//! ```

use super::{Class, RowJoin};
use crate::file::{export, read};
use crate::handin::{HandIn, PUZZLES_MAX};
use crate::names::{name_rule, same_name};
use crate::roster::{ROSTER_MAX, RosterChild};
use crate::{LocalTime, local_time};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

/// The class file's `format`.
pub const CLASS_FILE_FORMAT: &str = "sah-in-joaca/clasa";
/// The class file's version written now; older ones are read too.
const CLASS_FILE_VERSION: u32 = 1;
/// The largest class file read: 300 children's files at most.
const MAX_CLASS_FILE_BYTES: usize = 40 * 1024 * 1024;

/// Why a class file was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClassFileError {
    /// Not a class file (another file, or no JSON).
    NotOurs,
    /// A class file of a newer version (its version).
    Newer(u32),
    /// A class file without an id, or damaged.
    Damaged,
    /// Larger than any class (its bytes).
    TooBig(usize),
}

#[derive(Serialize)]
struct FileOut<'a> {
    format: &'a str,
    versiune: u32,
    id: &'a str,
    nume: &'a str,
    exportat: String,
    lista: Vec<ChildOut<'a>>,
    urmatorul: u32,
    uniri: Vec<JoinOut<'a>>,
    predari: Vec<String>,
    fisiere: Vec<Box<RawValue>>,
}

#[derive(Serialize, Deserialize)]
struct ChildOut<'a> {
    id: u32,
    nume: &'a str,
}

#[derive(Serialize)]
struct JoinOut<'a> {
    dispozitiv: String,
    nume: &'a str,
    copil: u32,
}

#[derive(Deserialize)]
struct FileIn {
    format: String,
    versiune: u32,
    id: String,
    #[serde(default)]
    nume: String,
    #[serde(default)]
    lista: Vec<ChildIn>,
    #[serde(default)]
    urmatorul: u32,
    #[serde(default)]
    uniri: Vec<JoinIn>,
    #[serde(default)]
    predari: Vec<String>,
    #[serde(default)]
    fisiere: Vec<Box<RawValue>>,
}

#[derive(Deserialize)]
struct ChildIn {
    id: u32,
    nume: String,
}

#[derive(Deserialize)]
struct JoinIn {
    dispozitiv: String,
    nume: String,
    copil: u32,
}

impl Class {
    /// The class file's text, exported at `now`.
    pub fn to_file(&self, now: LocalTime) -> String {
        let files = self.files.iter().filter_map(|f| {
            let json = export(
                &f.name,
                &f.avatar,
                &f.matches,
                &f.series,
                &f.puzzles,
                local_time(0, 0),
            );
            RawValue::from_string(json).ok()
        });
        let out = FileOut {
            format: CLASS_FILE_FORMAT,
            versiune: CLASS_FILE_VERSION,
            id: &self.id,
            nume: &self.name,
            exportat: format!(
                "{:04}-{:02}-{:02}T{:02}:{:02}",
                now.year, now.month, now.day, now.hour, now.minute
            ),
            lista: self
                .roster
                .children
                .iter()
                .map(|c| ChildOut {
                    id: c.id,
                    nume: &c.name,
                })
                .collect(),
            urmatorul: self.roster.next_id,
            uniri: self
                .joins
                .iter()
                .map(|j| JoinOut {
                    dispozitiv: format!("{:08x}", j.device),
                    nume: &j.name,
                    copil: j.child,
                })
                .collect(),
            predari: self.handins.iter().map(HandIn::to_text).collect(),
            fisiere: files.collect(),
        };
        serde_json::to_string_pretty(&out).unwrap_or_default()
    }

    /// A class file read back, and how many of its parts did not read (a
    /// hand-in, a child's file or a roster line, each left out alone).
    pub fn from_file(text: &str) -> Result<(Class, usize), ClassFileError> {
        if text.len() > MAX_CLASS_FILE_BYTES {
            return Err(ClassFileError::TooBig(text.len()));
        }
        let file: FileIn = serde_json::from_str(text).map_err(|_| {
            if text.contains(CLASS_FILE_FORMAT) {
                ClassFileError::Damaged
            } else {
                ClassFileError::NotOurs
            }
        })?;
        if file.format != CLASS_FILE_FORMAT {
            return Err(ClassFileError::NotOurs);
        }
        if file.versiune > CLASS_FILE_VERSION {
            return Err(ClassFileError::Newer(file.versiune));
        }
        let id_ok =
            (1..=32).contains(&file.id.len()) && file.id.bytes().all(|b| b.is_ascii_alphanumeric());
        if !id_ok {
            return Err(ClassFileError::Damaged);
        }
        let mut skipped = 0;
        let mut class = Class {
            id: file.id,
            name: name_rule(&file.nume).unwrap_or_default(),
            ..Class::default()
        };
        for c in file.lista.into_iter().take(ROSTER_MAX) {
            let name = name_rule(&c.nume).ok();
            let children = &class.roster.children;
            match name {
                Some(name)
                    if !children
                        .iter()
                        .any(|k| k.id == c.id || same_name(&k.name, &name)) =>
                {
                    class.roster.children.push(RosterChild { id: c.id, name });
                }
                _ => skipped += 1,
            }
        }
        let top = class.roster.children.iter().map(|c| c.id + 1).max();
        class.roster.next_id = file.urmatorul.max(top.unwrap_or(0));
        for j in file.uniri {
            match u32::from_str_radix(&j.dispozitiv, 16) {
                Ok(device) => class.joins.push(RowJoin {
                    device,
                    name: j.nume,
                    child: j.copil,
                }),
                Err(_) => skipped += 1,
            }
        }
        for code in &file.predari {
            match HandIn::from_text(code).and_then(|h| h.checked_kept(&|_| PUZZLES_MAX).ok()) {
                Some(h) => {
                    class.add(h);
                }
                None => skipped += 1,
            }
        }
        for f in &file.fisiere {
            match read(f.get()) {
                Ok(f) => class.add_file(f),
                Err(_) => skipped += 1,
            }
        }
        Ok((class, skipped))
    }

    /// Adds what another copy of this class holds (its class file): the
    /// children its roster has and this one lacks, its joins, hand-ins and
    /// files; nothing is counted twice, since a hand-in merges with the
    /// same device's and a file's matches are added once.
    pub fn absorb(&mut self, other: Class) {
        if self.name.is_empty() {
            self.name = other.name;
        }
        self.roster.absorb(&other.roster);
        for j in other.joins {
            if !self.joins.contains(&j) {
                self.joins.push(j);
            }
        }
        for h in other.handins {
            self.add(h);
        }
        for f in other.files {
            self.add_file(f);
        }
    }
}
