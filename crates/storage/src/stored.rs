//! A kept match as it is written, in localStorage and in a results file
//! ([`StoredMatch`]): the documented form (see the README's "Results
//! file"), which older versions of the app read too.
//!
//! It stays a type of its own beside [`MatchRecord`] on purpose: its field
//! names are Romanian and its values words and numbers a spreadsheet reads
//! (`"rezultat": "victorie"`), and its `data` is the local time of the
//! device that wrote it, which the record does not hold.

use serde::{Deserialize, Serialize};

use super::calendar::local_time;
use super::record::{MatchRecord, Start};
use engine::play::goal::Goal;
use engine::play::matches::{Mode, Player};
use engine::{Level, Variant};

/// A kept match as it is written: plain fields with Romanian names, each
/// readable in a spreadsheet.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct StoredMatch {
    /// The game's slug (`nebun`, `rege`…).
    pub joc: String,
    /// `robot` or `doi`.
    #[serde(rename = "mod")]
    pub mode: String,
    /// The robot's level, 1 (Ușor) to 3 (Greu).
    pub nivel: u8,
    /// The match for the child (player 1): `victorie`, `egal` or `infrangere`.
    pub rezultat: String,
    /// When it ended, in the device's local time: `2026-12-01T09:14`.
    pub data: String,
    /// The same moment in milliseconds since 1970 (UTC).
    pub timp: u64,
    /// Stars earned (the king hunt against the robot), 0 to 3.
    pub stele: u8,
    /// Fewest moves the child needed to reach the goal (race, mate), if reached.
    pub mutari: Option<u32>,
    /// Hints asked for.
    pub sfaturi: u32,
    /// The child's own moves in the whole match (absent, 0, in matches kept
    /// before they were counted): with `sfaturi`, whether it was won mostly
    /// by hints.
    #[serde(default)]
    pub mutari_proprii: u32,
    /// Moves taken back.
    pub inapoi: u32,
    /// The teacher's position (`poz`) of an exercise, `"?"` if not known;
    /// `null` for the book's start.
    pub pozitie: Option<String>,
    /// The teacher's goal (as the page contract's `tinta=` writes it) and
    /// whether it was met: `"mat2 da"`, `"castiga nu"`; `null` without one.
    pub tinta: Option<String>,
    /// The verdict in words, as the page said it.
    pub text: String,
}

/// The level of a stored number (1 to 3), as `nivel` and the level
/// remembered per game keep it.
pub(super) fn level_of(number: u8) -> Option<Level> {
    Level::ALL.get(usize::from(number).wrapping_sub(1)).copied()
}

impl StoredMatch {
    /// The written form of `r`, its date in a zone `offset_minutes` ahead of UTC.
    pub fn of(r: &MatchRecord, offset_minutes: i32) -> StoredMatch {
        StoredMatch {
            joc: r.variant.info().slug.to_string(),
            mode: r.mode.slug().to_string(),
            nivel: r.level.number(),
            rezultat: match r.winner {
                Some(Player::One) => "victorie",
                Some(Player::Two) => "infrangere",
                None => "egal",
            }
            .to_string(),
            data: local_time(r.time_ms, offset_minutes).iso(),
            timp: r.time_ms,
            stele: r.stars,
            mutari: r.best_moves,
            sfaturi: r.hints,
            mutari_proprii: r.moves,
            inapoi: r.undos,
            pozitie: r.start.written(),
            tinta: r
                .goal
                .map(|(g, met)| g.slug() + if met { " da" } else { " nu" }),
            text: r.text.clone(),
        }
    }

    /// The match it describes; `None` when a field is out of its range (a
    /// file edited by hand, or written by a later version).
    pub fn record(&self) -> Option<MatchRecord> {
        Some(MatchRecord {
            variant: Variant::from_slug(&self.joc)?,
            mode: Mode::from_slug(&self.mode)?,
            level: level_of(self.nivel)?,
            winner: match self.rezultat.as_str() {
                "victorie" => Some(Player::One),
                "infrangere" => Some(Player::Two),
                "egal" => None,
                _ => return None,
            },
            time_ms: self.timp,
            stars: Some(self.stele).filter(|s| *s <= 3)?,
            best_moves: self.mutari,
            hints: self.sfaturi,
            moves: self.mutari_proprii,
            undos: self.inapoi,
            start: Start::read(self.pozitie.as_deref())?,
            // A goal this version does not know is left out, not the match.
            goal: self.tinta.as_deref().and_then(|t| {
                let (goal, met) = t.split_once(' ')?;
                Some((Goal::parse(goal)?, met == "da"))
            }),
            text: self.text.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::tests::{helped_mate, record};
    use engine::Setup;

    #[test]
    fn stored_matches_round_trip_as_json() {
        let mut r = helped_mate();
        r.text = "Mat în 18 mutări | „bravo”".to_string();
        r.goal = Some((Goal::MateWithin(20), true));
        for start in [
            Start::Book,
            Start::Exercise(None),
            Start::Exercise(Some(Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KQ").unwrap())),
        ] {
            r.start = start;
            let json = serde_json::to_string(&StoredMatch::of(&r, 120)).unwrap();
            let back: StoredMatch = serde_json::from_str(&json).unwrap();
            assert_eq!(back.record(), Some(r.clone()), "{json}");
        }
        // The fields a teacher reads in a spreadsheet.
        let json = serde_json::to_string(&StoredMatch::of(&r, 120)).unwrap();
        assert_eq!(
            json,
            "{\"joc\":\"rege\",\"mod\":\"robot\",\"nivel\":3,\"rezultat\":\"victorie\",\
             \"data\":\"2025-11-29T09:06\",\"timp\":1764400000000,\"stele\":3,\"mutari\":18,\
             \"sfaturi\":7,\"mutari_proprii\":0,\"inapoi\":2,\"pozitie\":\"4k3/8/8/8/8/8/8/R3K2R_w_KQ\",\
             \"tinta\":\"mat20 da\",\"text\":\"Mat în 18 mutări | „bravo”\"}"
        );
        let d = record(Variant::BishopVsPawns, Mode::TwoPlayers, Level::Easy, None);
        let json = serde_json::to_string(&StoredMatch::of(&d, 0)).unwrap();
        assert!(
            json.contains("\"rezultat\":\"egal\"") && json.contains("\"pozitie\":null"),
            "{json}"
        );
        assert!(json.contains("\"mutari\":null"), "{json}");
        // A file of an older version has no goal; one of a later version
        // may name a goal this one does not know: the match still reads.
        let old = json.replace(",\"tinta\":null", "");
        assert_ne!(old, json);
        let back: StoredMatch = serde_json::from_str(&old).unwrap();
        assert_eq!(back.record(), Some(d.clone()));
        let later = json.replace(
            "\"tinta\":null,\"tinta_atinsa\":null",
            "\"tinta\":\"zbor3\",\"tinta_atinsa\":true",
        );
        let back: StoredMatch = serde_json::from_str(&later).unwrap();
        assert_eq!(back.record(), Some(d));
    }

    #[test]
    fn levels_are_stored_by_their_number() {
        for level in Level::ALL {
            assert_eq!(level_of(level.number()), Some(level));
        }
        assert_eq!((level_of(0), level_of(4)), (None, None));
    }

    #[test]
    fn a_stored_match_out_of_range_does_not_read() {
        let good = StoredMatch::of(
            &record(Variant::KnightRace, Mode::Robot, Level::Easy, None),
            0,
        );
        let bad = [
            StoredMatch {
                joc: "sah".into(),
                ..good.clone()
            },
            StoredMatch {
                mode: "trei".into(),
                ..good.clone()
            },
            StoredMatch {
                nivel: 0,
                ..good.clone()
            },
            StoredMatch {
                nivel: 4,
                ..good.clone()
            },
            StoredMatch {
                rezultat: "castig".into(),
                ..good.clone()
            },
            StoredMatch {
                stele: 4,
                ..good.clone()
            },
            StoredMatch {
                pozitie: Some("9k/zz_w".into()),
                ..good.clone()
            },
        ];
        for b in bad {
            assert_eq!(b.record(), None, "{b:?}");
        }
        assert!(good.record().is_some());
        // Unknown fields (a later version's) are ignored; missing ones are not.
        let json = serde_json::to_string(&good).unwrap();
        let extra = json.replacen('{', "{\"culoare\":\"verde\",", 1);
        assert_eq!(serde_json::from_str::<StoredMatch>(&extra).unwrap(), good);
        let missing = json.replace("\"sfaturi\":0,", "");
        assert!(serde_json::from_str::<StoredMatch>(&missing).is_err());
    }
}
