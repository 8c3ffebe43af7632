//! The hand-in's codes (`#/preda`): each part of a child's [`HandIn`] as a
//! link to the class page (`…#/clasa?predare=<part>`), drawn as a QR code.
//! A phone's own camera opens the link; the class page's scanner reads it.

use crate::qr::{Qr, encode_link};
use storage::Child;
use storage::handin::{ClassTag, HandIn};

/// The largest code a phone reads from a tablet's screen at 30–50 cm.
pub const MAX_VERSION: u8 = 15;

/// One code of a hand-in.
pub struct HandInCode {
    /// The whole link it carries.
    pub link: String,
    pub qr: Qr,
}

/// The class page's address on the app at `base` (the page's address
/// without its `#…`), before a code.
///
/// ```
/// use ui_model::handin::class_link;
/// assert_eq!(class_link("https://exemplu.ro/sah/#/preda"), "https://exemplu.ro/sah/#/clasa?predare=");
/// assert_eq!(class_link("https://exemplu.ro/sah/index.html"), "https://exemplu.ro/sah/index.html#/clasa?predare=");
/// ```
pub fn class_link(address: &str) -> String {
    let base = address.split('#').next().unwrap_or(address);
    format!("{base}#/clasa?predare=")
}

/// A class's join link on the app at `address`, and its QR code (its
/// join code in the compact alphanumeric mode).
///
/// ```
/// use storage::roster::{Invite, RosterChild};
/// let invite = Invite { class: "18f3".into(), name: "2A".into(), children: vec![] };
/// let (link, qr) = ui_model::handin::join_link(&invite, "https://exemplu.ro/sah/#/clasa").unwrap();
/// assert!(link.starts_with("https://exemplu.ro/sah/#/intra?clasa="));
/// assert!(qr.version <= 4);
/// ```
pub fn join_link(invite: &storage::roster::Invite, address: &str) -> Option<(String, Qr)> {
    let base = address.split('#').next().unwrap_or(address);
    let link = format!("{base}#/intra?clasa=");
    let code = invite.to_code();
    let qr = encode_link(&link, &code)?;
    Some((format!("{link}{code}"), qr))
}

/// `handin` as child `child` of the device hands it in: with the class
/// they joined ([`crate::handin_walk::class_of`]), so the teacher's table
/// files it under them whatever the tablet calls them, and with the last
/// day anything was done, the later of its matches' and `active` (the
/// day a puzzle or a series' position was last played).
pub fn tagged(handin: HandIn, child: &Child, active: Option<u32>) -> HandIn {
    HandIn {
        class: crate::handin_walk::class_of(child).map(|m| ClassTag {
            class: m.id.clone(),
            child: m.copil,
        }),
        last_active: handin.last_active.max(active),
        ..handin
    }
}

/// A hand-in's codes, in order, as links on the app at `address`.
pub fn codes(handin: &HandIn, address: &str) -> Vec<HandInCode> {
    let link = class_link(address);
    handin
        .codes()
        .into_iter()
        .filter_map(|part| {
            let qr = encode_link(&link, &part)?;
            Some(HandInCode {
                link: format!("{link}{part}"),
                qr,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Variant;
    use engine::play::variant::BestResult;
    use storage::SeriesResult;
    use storage::handin::{ExerciseCard, HelpSigns, Miss, Parts, Progress, SeriesCard};

    /// A child who did everything the format carries, as much as it keeps.
    fn busiest() -> HandIn {
        let mut h = HandIn {
            name: "Ana-Maria Ștefănescu-Popovici".into(),
            avatar: "vulpe".into(),
            device: u32::MAX,
            minute: u32::MAX,
            ..HandIn::default()
        };
        for g in &mut h.games {
            g.summary.against_robot = [[999; 3]; 3];
            g.summary.two_player_matches = 999;
            g.summary.unaided = BestResult {
                stars: 3,
                moves: Some(999),
            };
            g.summary.aided = g.summary.unaided;
            g.last_day = Some(30_000);
            g.puzzles = vec![3; 24];
        }
        h.exercises = (0..storage::handin::MAX_EXERCISES)
            .map(|i| ExerciseCard {
                variant: Variant::ALL[i % Variant::COUNT],
                position: format!("8/pppppppp/8/8/8/8/PPPPPPPP/{i}Q2K3_w"),
                result: SeriesResult::Won,
                goal_met: Some(true),
                day: 30_000,
            })
            .collect();
        h.series = (0..12)
            .map(|i| SeriesCard {
                id: format!("{i:08x}"),
                title: "Seria de recapitulare, prima parte".into(),
                positions: vec![(SeriesResult::Won, Some(true)); 12],
            })
            .collect();
        h.help = HelpSigns {
            hints: 99_999,
            undos: 99_999,
            losses_in_a_row: 300,
            missed: (1..=8)
                .map(|n| Miss {
                    puzzle: format!("dama/{n}"),
                    first_wrong: "d1d8".into(),
                })
                .collect(),
        };
        h
    }

    #[test]
    fn a_child_of_a_class_hands_in_its_tag_and_the_last_day_anything_was_done() {
        use storage::Membership;
        let played = HandIn {
            name: "Maria".into(),
            last_active: Some(20_400),
            ..HandIn::default()
        };
        let mut maria = Child {
            nume: "Maria".into(),
            avatar: "pisica".into(),
            clasa: Some(Membership {
                id: "18c2".into(),
                nume: "2A".into(),
                copil: 7,
            }),
        };
        let h = tagged(played.clone(), &maria, Some(20_410));
        assert_eq!(
            h.class,
            Some(ClassTag {
                class: "18c2".into(),
                child: 7
            })
        );
        assert_eq!(h.last_active, Some(20_410));
        // Read back from its code's link, as the teacher's page reads it.
        let c = codes(&h, "https://exemplu.ro/sah/#/preda?toti=1&clasa=18c2");
        assert_eq!(Parts::default().add(&c[0].link), Ok(Progress::Complete(h)));
        // A match later than the last puzzle; nothing but matches.
        assert_eq!(
            tagged(played.clone(), &maria, Some(20_000)).last_active,
            Some(20_400)
        );
        assert_eq!(
            tagged(played.clone(), &maria, None).last_active,
            Some(20_400)
        );
        let puzzles_only = HandIn {
            last_active: None,
            ..played.clone()
        };
        assert_eq!(
            tagged(puzzles_only, &maria, Some(20_401)).last_active,
            Some(20_401)
        );
        // No class, or a class without an id: no tag.
        maria.clasa.as_mut().unwrap().id.clear();
        assert_eq!(tagged(played.clone(), &maria, None).class, None);
        maria.clasa = None;
        assert_eq!(tagged(played, &maria, None).class, None);
    }

    #[test]
    fn every_code_reads_from_a_tablet_and_a_typical_child_needs_one() {
        // A long address: a school's site, the app in a folder.
        let address = "https://www.scoala-gimnaziala-nr-1-exemplu.ro/clase/a-treia-b/sah-in-joaca/index.html#/preda";
        let busiest = busiest();
        let codes = codes(&busiest, address);
        assert!(codes.len() > 1);
        for code in &codes {
            assert!(
                code.qr.version <= MAX_VERSION,
                "version {}",
                code.qr.version
            );
        }
        // Read back from the links, as a phone's camera opens them.
        let mut parts = Parts::default();
        let last = codes.iter().map(|c| parts.add(&c.link)).last().unwrap();
        assert_eq!(last, Ok(Progress::Complete(busiest)));
        // A child who played three games and solved some puzzles: one code.
        let mut typical = HandIn {
            name: "Ion".into(),
            ..HandIn::default()
        };
        for g in typical.games.iter_mut().take(3) {
            g.summary.against_robot = [[12, 3, 9], [4, 1, 6], [1, 0, 2]];
            g.summary.unaided = BestResult {
                stars: 2,
                moves: Some(14),
            };
            g.last_day = Some(20_400);
            g.puzzles = vec![3, 2, 1, 3, 3, 0, 2];
        }
        assert_eq!(self::codes(&typical, address).len(), 1);
    }

    #[test]
    fn the_largest_hand_in_fits_fifteen_codes_a_tablet_shows() {
        let address = "https://www.scoala-gimnaziala-nr-1-exemplu.ro/clase/a-treia-b/sah-in-joaca/index.html#/preda";
        for letter in ['ș', '€', '😀'] {
            let h = storage::handin::largest(letter);
            let fitted = h.fitted();
            let codes = codes(&h, address);
            assert_eq!(codes.len(), storage::handin::MAX_PARTS, "{letter}");
            for code in &codes {
                assert!(
                    code.qr.version <= MAX_VERSION,
                    "version {}",
                    code.qr.version
                );
            }
            // The newest series the parts hold, the rest whole.
            assert!(!fitted.series.is_empty() && fitted.series.len() < 64);
            assert_eq!(fitted.series.last(), h.series.last());
            assert_eq!((fitted.exercises.len(), fitted.help.missed.len()), (8, 8));
            let mut parts = Parts::default();
            let last = codes.iter().map(|c| parts.add(&c.link)).last().unwrap();
            assert_eq!(last, Ok(Progress::Complete(fitted)));
        }
    }
}
