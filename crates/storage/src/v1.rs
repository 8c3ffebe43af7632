//! The line format of the app's first storage (`sah-in-joaca/v1/meciuri`),
//! still read to move a device's old results into its default child (see
//! [`super::Device::migrate`]). The app no longer writes it.
//!
//! The text held one match per line: the lines of the first format
//! (`slug|mode|level|winner|time|stars|best|text`) have no prefix, the later
//! ones start with `v2|`:
//! `v2|slug|mode|level|winner|time|stars|best|hints|undos|poz|text`, where
//! `poz` is empty for the book's start, `?` for an unknown exercise, and the
//! text comes last (it may hold `|`).

use super::record::{MatchRecord, Start};
use engine::play::matches::{Mode, Player};
use engine::{Level, Variant};

/// The key of the first storage's matches (read for the migration only).
pub const V1_KEY: &str = "sah-in-joaca/v1/meciuri";
/// The prefix of the lines of the second format.
const V2: &str = "v2|";

/// No king hunt from the book's start ends in mate in fewer white moves,
/// whatever black does (a test searches every line): a first-format record
/// of a faster mate was played from a teacher's position.
pub const FEWEST_MATE_MOVES_FROM_START: u32 = 4;

impl MatchRecord {
    /// Reads one line of either format; `None` for anything malformed (and
    /// for the lines of a later format, which this version cannot know).
    pub fn decode(line: &str) -> Option<MatchRecord> {
        let v2 = line.strip_prefix(V2);
        let mut f = v2
            .unwrap_or(line)
            .splitn(if v2.is_some() { 11 } else { 8 }, '|');
        let variant = Variant::from_slug(f.next()?)?;
        let mode = Mode::from_slug(f.next()?)?;
        let level = Level::from_number(f.next()?)?;
        let winner = match f.next()? {
            "1" => Some(Player::One),
            "2" => Some(Player::Two),
            "0" => None,
            _ => return None,
        };
        let time_ms = f.next()?.parse().ok()?;
        let stars = f.next()?.parse().ok().filter(|s| *s <= 3)?;
        let best_moves = match f.next()? {
            "" => None,
            n => Some(n.parse().ok()?),
        };
        let mut r = MatchRecord {
            variant,
            mode,
            level,
            winner,
            time_ms,
            stars,
            best_moves,
            hints: 0,
            undos: 0,
            moves: 0,
            start: Start::Book,
            goal: None,
            text: String::new(),
        };
        if v2.is_some() {
            r.hints = f.next()?.parse().ok()?;
            r.undos = f.next()?.parse().ok()?;
            r.start = Start::read(Some(f.next()?).filter(|poz| !poz.is_empty()))?;
        } else {
            r.mend_first_format();
        }
        r.text = f.next()?.to_string();
        Some(r)
    }

    /// What first-format lines got wrong, corrected where it is certain:
    /// - a hunt against the robot is one round, and a failed hunt is the
    ///   robot's win (the page said so); the old scoring saved a draw, which
    ///   a single hunt never is;
    /// - a mate faster than any from the book's start was a teacher's position.
    fn mend_first_format(&mut self) {
        if self.variant != Variant::KingHunt {
            return;
        }
        if self.mode == Mode::Robot && self.winner.is_none() {
            self.winner = Some(Player::Two);
        }
        if self
            .best_moves
            .is_some_and(|n| n < FEWEST_MATE_MOVES_FROM_START)
        {
            self.start = Start::Exercise(None);
        }
    }
}

/// Every readable record of a stored text, oldest first; bad lines are skipped.
pub fn decode_all(text: &str) -> Vec<MatchRecord> {
    text.lines().filter_map(MatchRecord::decode).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameSummary;
    use crate::record::tests::{helped_mate, record};
    use engine::play::variant::BestResult;
    use engine::{Color, Game, Setup};

    #[test]
    fn records_round_trip() {
        let mut r = helped_mate();
        r.text = "Mat în 18 mutări | bravo".to_string();
        // The lines the app wrote before the records became JSON.
        let line = |poz: &str| format!("v2|rege|robot|3|1|1764400000000|3|18|7|2|{poz}|{}", r.text);
        assert_eq!(MatchRecord::decode(&line("")), Some(r.clone()));
        r.start = Start::Exercise(Some(Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KQ").unwrap()));
        let exercise = line("4k3/8/8/8/8/8/8/R3K2R_w_KQ");
        assert_eq!(MatchRecord::decode(&exercise), Some(r.clone()));
        let unknown = line("?");
        r.start = Start::Exercise(None);
        assert_eq!(MatchRecord::decode(&unknown), Some(r));
        let d = record(Variant::BishopVsPawns, Mode::TwoPlayers, Level::Easy, None);
        assert_eq!(
            MatchRecord::decode("v2|nebun|doi|1|0|1764400000000|0||0|0||2–0 la reprize."),
            Some(d)
        );
    }

    #[test]
    fn lines_of_the_first_format_still_read() {
        // Written by the app before hints, exercises and dates were kept.
        let old = "\
cai|robot|2|1|1764412345678|0|21|1–1 la reprize; cursa cea mai scurtă decide: 21 de mutări contra 23.
nebun|doi|1|0|1764412400000|0||1–1 la reprize: egalitate.
rege|robot|3|1|1764412500000|3|18|Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.
rege|robot|1|0|1764412600000|0||Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat.
rege|robot|2|1|1764412700000|3|1|Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.
rege|doi|2|0|1764412800000|0||Niciun vânător n-a dat mat: egalitate.
dama|robot|3|2|1764412900000|0||0–2 la reprize.";
        let records = decode_all(old);
        assert_eq!(records.len(), 7);
        let race = &records[0];
        assert_eq!(
            (race.variant, race.mode, race.level, race.winner),
            (
                Variant::KnightRace,
                Mode::Robot,
                Level::Medium,
                Some(Player::One)
            )
        );
        assert_eq!(
            (race.time_ms, race.best_moves, race.hints, race.undos),
            (1_764_412_345_678, Some(21), 0, 0)
        );
        assert_eq!(race.start, Start::Book);
        assert_eq!(
            race.text,
            "1–1 la reprize; cursa cea mai scurtă decide: 21 de mutări contra 23."
        );
        assert_eq!(
            records[1].winner, None,
            "a drawn two-player match stays a draw"
        );
        assert_eq!((records[2].stars, records[2].best_moves), (3, Some(18)));
        assert_eq!(records[2].start, Start::Book);
        // The stalemate the page announced as the robot's win, saved as a draw.
        assert_eq!(records[3].winner, Some(Player::Two));
        // A mate in 1 cannot come from the book's start: a teacher's position.
        assert_eq!(records[4].start, Start::Exercise(None));
        // Two players: both hunts failed, a draw by the rules.
        assert_eq!(records[5].winner, None);
        assert_eq!(records[6].winner, Some(Player::Two));
        // They count as before, minus the exercise.
        let hunt = GameSummary::of(&records, Variant::KingHunt);
        assert_eq!(hunt.against_robot, [[0, 0, 1], [0, 0, 0], [1, 0, 0]]);
        assert_eq!(hunt.two_player_matches, 1);
        assert_eq!(
            hunt.unaided,
            BestResult {
                stars: 3,
                moves: Some(18)
            }
        );
    }

    #[test]
    fn no_hunt_from_the_books_start_mates_sooner() {
        // Every line of play, black helping white as much as it can.
        fn mate_within(g: &dyn Game, white_moves: u32) -> bool {
            g.legal_moves().into_iter().any(|mv| {
                let mut next = g.clone_box();
                next.play(mv).unwrap();
                match (g.turn(), next.outcome()) {
                    (_, Some(o)) => o.winner == Some(Color::White),
                    (Color::White, None) => {
                        white_moves > 1 && mate_within(next.as_ref(), white_moves - 1)
                    }
                    (Color::Black, None) => mate_within(next.as_ref(), white_moves),
                }
            })
        }
        let start = Variant::KingHunt
            .new_game(&Variant::KingHunt.start_setup())
            .unwrap();
        assert!(!mate_within(
            start.clone_box().as_ref(),
            FEWEST_MATE_MOVES_FROM_START - 1
        ));
    }

    #[test]
    fn bad_lines_are_skipped_and_never_cost_the_good_ones() {
        let mut good = record(
            Variant::RookVsPawns,
            Mode::Robot,
            Level::Medium,
            Some(Player::Two),
        );
        good.hints = 3;
        // A line as the app wrote it before the records became JSON.
        let line = "v2|turn|robot|2|2|1764400000000|0||3|0||2–0 la reprize.";
        assert_eq!(MatchRecord::decode(line), Some(good));
        let good = line;
        let text = format!(
            "{good}\n{{\"json\": true}}\nturn|robot|9|1|0|0||x\n\u{0}\u{1}garbage\nnebun|robot|1|1|abc|0||x\n\
             v2|rege|robot|3|1|1|3|5|x|0||bad hints\n\
             v2|rege|robot|3|1|1|3|5|1|0|9k/zz_w|bad position\n\
             v2|rege|robot|3|1|1|3|5|1|0\n\
             v3|rege|robot|3|1|1|3|5|1|0||a later format\n{good}"
        );
        let records = decode_all(&text);
        assert_eq!(records.len(), 2);
        assert!(records.iter().all(|r| r.hints == 3));
    }
}
