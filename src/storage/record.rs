//! A finished match as the app keeps it ([`MatchRecord`]), what a game's
//! matches add up to ([`GameSummary`]), and the line format of the app's
//! first storage (`sah-in-joaca/v1/meciuri`), still read to move a device's
//! old results into its default child (see [`super::migrate`]).
//!
//! The v1 text held one match per line: the lines of the first format
//! (`slug|mode|level|winner|time|stars|best|text`) have no prefix, the later
//! ones start with `v2|`:
//! `v2|slug|mode|level|winner|time|stars|best|hints|undos|poz|text`, where
//! `poz` is empty for the book's start, `?` for an unknown exercise, and the
//! text comes last (it may hold `|`). The app no longer writes them.

use serde::{Deserialize, Serialize};

use crate::engine::play::matches::{Match, Mode, Player, stars_for_mate};
use crate::engine::words::results::{BestResult, LocalTime};
use crate::engine::{Level, Setup, Variant, words};

/// The key of the first storage's matches (read for the migration only).
pub const V1_KEY: &str = "sah-in-joaca/v1/meciuri";
/// How many matches are kept per child (the oldest go first).
pub const KEEP: usize = 300;
/// The prefix of the lines of the second format.
const V2: &str = "v2|";
/// In a `v2` line, an exercise whose position is not known.
const UNKNOWN_POSITION: &str = "?";

/// No king hunt from the book's start ends in mate in fewer white moves,
/// whatever black does (a test searches every line): a first-format record
/// of a faster mate was played from a teacher's position.
pub const FEWEST_MATE_MOVES_FROM_START: u32 = 4;

/// Where a kept match started.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Start {
    /// The book's start: the match counts in the game's records.
    Book,
    /// A teacher's position (`poz=`): an exercise, kept apart. `None` when the
    /// position is not known (a first-format line).
    Exercise(Option<Setup>),
}

/// One finished match, as stored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatchRecord {
    pub variant: Variant,
    pub mode: Mode,
    pub level: Level,
    /// `None` is a draw. The same verdict as the game page's.
    pub winner: Option<Player>,
    /// Milliseconds since 1970 (the browser clock).
    pub time_ms: u64,
    /// King hunt against the robot: stars earned (0–3).
    pub stars: u8,
    /// Fewest moves player 1 needed to reach the goal (race finished, mate), if reached.
    pub best_moves: Option<u32>,
    /// Hints ("💡 Sfat") asked for in the whole match (0 in first-format lines).
    pub hints: u32,
    /// Moves taken back ("↶ Înapoi") in the whole match.
    pub undos: u32,
    /// The book's start or a teacher's position.
    pub start: Start,
    /// The verdict in words, as the page showed it.
    pub text: String,
}

/// The level to offer a child after two wins in a row against the robot in
/// `variant` (book starts, the latest two matches, at the same level;
/// `records` oldest first, as [`crate::storage::Device::load`] gives them):
/// the next one up, or `None`.
///
/// ```
/// use sah_in_joaca::engine::play::matches::{Mode, Player};
/// use sah_in_joaca::engine::{Level, Variant};
/// use sah_in_joaca::storage::{MatchRecord, Start, level_to_try};
/// let won = |level, time_ms| MatchRecord {
///     variant: Variant::KnightRace, mode: Mode::Robot, level, winner: Some(Player::One),
///     time_ms, stars: 0, best_moves: None, hints: 0, undos: 0, start: Start::Book,
///     text: String::new(),
/// };
/// let one = [won(Level::Easy, 1)];
/// assert_eq!(level_to_try(&one, Variant::KnightRace), None);
/// let two = [won(Level::Easy, 1), won(Level::Easy, 2)];
/// assert_eq!(level_to_try(&two, Variant::KnightRace), Some(Level::Medium));
/// assert_eq!(level_to_try(&two, Variant::KingHunt), None);
/// let hard = [won(Level::Hard, 1), won(Level::Hard, 2)];
/// assert_eq!(level_to_try(&hard, Variant::KnightRace), None);
/// ```
pub fn level_to_try(records: &[MatchRecord], variant: Variant) -> Option<Level> {
    // Kept matches load oldest first.
    let mut latest = records
        .iter()
        .rev()
        .filter(|r| r.variant == variant && r.mode == Mode::Robot && r.start == Start::Book);
    match (latest.next(), latest.next()) {
        (Some(a), Some(b))
            if a.level == b.level && [a, b].iter().all(|r| r.winner == Some(Player::One)) =>
        {
            match a.level {
                Level::Easy => Some(Level::Medium),
                Level::Medium => Some(Level::Hard),
                Level::Hard => None,
            }
        }
        _ => None,
    }
}

impl MatchRecord {
    /// The record of a finished match (`None` while it is still on).
    pub fn of(m: &Match, time_ms: u64) -> Option<MatchRecord> {
        let result = m.result()?;
        // A start that was already decided, with no move played, is no result.
        if m.results().iter().all(|r| r.moves == [0, 0]) {
            return None;
        }
        // Player 1's goal is reached when they won a round in which finishing
        // (the race) or mating (as white) is what winning means.
        let best = m.variant.info().best;
        let best_moves = m
            .results()
            .iter()
            .filter(|r| r.winner == Some(Player::One))
            .filter(|r| best.goal_color().is_none_or(|c| r.player1_color == c))
            .map(|r| r.moves[0])
            .min()
            .filter(|_| best.counts_moves());
        let stars = best_moves.map_or(0, |n| stars_for_mate(best, m.mode, n));
        let (winner, text) = match m.results() {
            // A single round (the hunt against the robot) is the whole match:
            // its verdict is the round's, as the page says it ("A câștigat
            // Robotul" after a stalemate), and its own rule tells why. The
            // two-round scoring ("nobody mated: a draw") is not for it.
            [only] => (only.winner, words::reason(only.ending)),
            _ => (result.winner, words::explanation(&result)),
        };
        Some(MatchRecord {
            variant: m.variant,
            mode: m.mode,
            level: m.level,
            winner,
            time_ms,
            stars,
            best_moves,
            hints: m.results().iter().map(|r| r.hints).sum(),
            undos: m.results().iter().map(|r| r.undos).sum(),
            start: match &m.custom_start {
                Some(s) => Start::Exercise(Some(s.clone())),
                None => Start::Book,
            },
            text,
        })
    }

    /// Whether the match started from a teacher's position.
    pub fn is_exercise(&self) -> bool {
        matches!(self.start, Start::Exercise(_))
    }

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
            start: Start::Book,
            text: String::new(),
        };
        if v2.is_some() {
            r.hints = f.next()?.parse().ok()?;
            r.undos = f.next()?.parse().ok()?;
            r.start = match f.next()? {
                "" => Start::Book,
                UNKNOWN_POSITION => Start::Exercise(None),
                poz => Start::Exercise(Some(Setup::parse(poz).ok()?)),
            };
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

/// Which records a reset forgets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Forget {
    /// Everything, unreadable records too.
    All,
    /// One game's book matches (its exercises stay).
    Game(Variant),
    /// The exercises of every game.
    Exercises,
}

impl Forget {
    /// Whether this reset forgets a kept match (`None`: one that does not
    /// read, which only a reset of everything forgets).
    pub fn forgets(self, record: Option<&MatchRecord>) -> bool {
        match (self, record) {
            (Forget::All, _) => true,
            (_, None) => false,
            (Forget::Game(v), Some(r)) => r.variant == v && !r.is_exercise(),
            (Forget::Exercises, Some(r)) => r.is_exercise(),
        }
    }
}

/// A kept match as it is written, in localStorage and in a results file:
/// plain fields with Romanian names, each readable in a spreadsheet (see
/// the README's "Results file").
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
    /// Moves taken back.
    pub inapoi: u32,
    /// The teacher's position (`poz`) of an exercise, `"?"` if not known;
    /// `null` for the book's start.
    pub pozitie: Option<String>,
    /// The verdict in words, as the page said it.
    pub text: String,
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
            inapoi: r.undos,
            pozitie: match &r.start {
                Start::Book => None,
                Start::Exercise(Some(s)) => Some(s.to_link()),
                Start::Exercise(None) => Some(UNKNOWN_POSITION.to_string()),
            },
            text: r.text.clone(),
        }
    }

    /// The match it describes; `None` when a field is out of its range (a
    /// file edited by hand, or written by a later version).
    pub fn record(&self) -> Option<MatchRecord> {
        Some(MatchRecord {
            variant: Variant::from_slug(&self.joc)?,
            mode: Mode::from_slug(&self.mode)?,
            level: *Level::ALL.get(usize::from(self.nivel).checked_sub(1)?)?,
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
            undos: self.inapoi,
            start: match self.pozitie.as_deref() {
                None => Start::Book,
                Some(UNKNOWN_POSITION) => Start::Exercise(None),
                Some(poz) => Start::Exercise(Some(Setup::parse(poz).ok()?)),
            },
            text: self.text.clone(),
        })
    }
}

/// What one game's book matches add up to (exercises never count).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct GameSummary {
    /// Against the robot, per level (Ușor, Mediu, Greu): wins, draws, losses.
    pub against_robot: [[u32; 3]; 3],
    pub two_player_matches: u32,
    /// The best result reached without hints.
    pub unaided: BestResult,
    /// The best result reached with hints.
    pub aided: BestResult,
}

impl GameSummary {
    pub fn of(records: &[MatchRecord], variant: Variant) -> GameSummary {
        let mut s = GameSummary::default();
        for r in records
            .iter()
            .filter(|r| r.variant == variant && !r.is_exercise())
        {
            match r.mode {
                Mode::Robot => {
                    let column = match r.winner {
                        Some(Player::One) => 0,
                        None => 1,
                        Some(Player::Two) => 2,
                    };
                    s.against_robot[r.level.number() as usize - 1][column] += 1;
                }
                Mode::TwoPlayers => s.two_player_matches += 1,
            }
            let top = if r.hints == 0 && r.undos == 0 {
                &mut s.unaided
            } else {
                &mut s.aided
            };
            // Stars are earned against the robot only.
            if r.mode == Mode::Robot {
                top.stars = top.stars.max(r.stars);
            }
            if let Some(b) = r.best_moves {
                top.moves = Some(top.moves.map_or(b, |old| old.min(b)));
            }
        }
        s
    }

    pub fn robot_wins(&self) -> u32 {
        self.against_robot.iter().map(|l| l[0]).sum()
    }

    pub fn robot_matches(&self) -> u32 {
        self.against_robot.iter().flatten().sum()
    }

    /// The best result with hints, when it is better than the one without.
    pub fn better_with_hints(&self) -> Option<BestResult> {
        self.aided.beats(&self.unaided).then_some(self.aided)
    }

    pub fn is_empty(&self) -> bool {
        *self == GameSummary::default()
    }
}

/// What a diploma celebrates in one game: the child's best result, and
/// when it was reached.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diploma {
    /// "care a dat mat în 18 mutări la „Vânătoarea regelui” și a câștigat ★★★."
    pub reason: String,
    /// The stars of the king hunt's best mate ("★★★"), if any.
    pub stars: Option<String>,
    /// When the best result was reached (for wins: the last win).
    pub time_ms: u64,
}

impl Diploma {
    /// The diploma of `variant` from a child's matches (exercises never
    /// count), or `None` when there is nothing to celebrate yet: no best
    /// result and no win against the robot. A best reached only with hints
    /// or take-backs says so.
    pub fn of(records: &[MatchRecord], variant: Variant) -> Option<Diploma> {
        let info = variant.info();
        let s = GameSummary::of(records, variant);
        let (top, helped) = if s.unaided.moves.is_some() {
            (s.unaided, false)
        } else if s.aided.moves.is_some() {
            (s.aided, true)
        } else {
            (BestResult::default(), false)
        };
        let reason =
            words::profiles::diploma_reason(info.best, info.name, top, s.robot_wins(), helped)?;
        let book = records
            .iter()
            .filter(|r| r.variant == variant && !r.is_exercise());
        let when = match top.moves {
            // The first match that reached the best result.
            Some(n) => book
                .filter(|r| r.best_moves == Some(n))
                .map(|r| r.time_ms)
                .min(),
            None => book
                .filter(|r| r.mode == Mode::Robot && r.winner == Some(Player::One))
                .map(|r| r.time_ms)
                .max(),
        };
        Some(Diploma {
            reason,
            stars: words::profiles::diploma_stars(info.best, top),
            time_ms: when.unwrap_or(0),
        })
    }
}

/// The calendar date and time of `time_ms` (UTC milliseconds) in a zone
/// `offset_minutes` ahead of UTC (120 in Bucharest in winter).
pub fn local_time(time_ms: u64, offset_minutes: i32) -> LocalTime {
    let minutes = (time_ms / 60_000) as i64 + i64::from(offset_minutes);
    let days = minutes.div_euclid(24 * 60);
    let in_day = minutes.rem_euclid(24 * 60);
    // Days since 1970-01-01 to a proleptic Gregorian date (H. Hinnant's
    // civil_from_days).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    LocalTime {
        year: year as i32,
        month: month as u8,
        day: day as u8,
        hour: (in_day / 60) as u8,
        minute: (in_day % 60) as u8,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::play::variant::Best;
    // The rules' own count of stars (shadows the match rule of the same name).
    use crate::engine::rules::king_hunt::stars_for as stars_for_mate;
    use crate::engine::words::results as result_words;
    use crate::engine::{Color, Game, Move, Square};

    fn record(variant: Variant, mode: Mode, level: Level, winner: Option<Player>) -> MatchRecord {
        MatchRecord {
            variant,
            mode,
            level,
            winner,
            time_ms: 1_764_400_000_000,
            stars: 0,
            best_moves: None,
            hints: 0,
            undos: 0,
            start: Start::Book,
            text: "2–0 la reprize.".to_string(),
        }
    }

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    /// A hunt from `fen` against the robot (Greu) after white's `moves`.
    fn hunt(fen: &str, mode: Mode, moves: &[&str]) -> Match {
        let setup = Setup::parse(fen).unwrap();
        let mut m = Match::new(
            Variant::KingHunt,
            mode,
            Level::Hard,
            Color::White,
            Some(setup),
            1,
        )
        .unwrap();
        for mv in moves {
            m.play(Move::parse(mv).unwrap()).unwrap();
        }
        m
    }

    #[test]
    fn records_round_trip() {
        let mut r = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        r.stars = 3;
        r.best_moves = Some(18);
        r.hints = 7;
        r.undos = 2;
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

    #[test]
    fn stored_matches_round_trip_as_json() {
        let mut r = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        r.stars = 3;
        r.best_moves = Some(18);
        r.hints = 7;
        r.undos = 2;
        r.text = "Mat în 18 mutări | „bravo”".to_string();
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
             \"sfaturi\":7,\"inapoi\":2,\"pozitie\":\"4k3/8/8/8/8/8/8/R3K2R_w_KQ\",\
             \"text\":\"Mat în 18 mutări | „bravo”\"}"
        );
        let d = record(Variant::BishopVsPawns, Mode::TwoPlayers, Level::Easy, None);
        let json = serde_json::to_string(&StoredMatch::of(&d, 0)).unwrap();
        assert!(
            json.contains("\"rezultat\":\"egal\"") && json.contains("\"pozitie\":null"),
            "{json}"
        );
        assert!(json.contains("\"mutari\":null"), "{json}");
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

    #[test]
    fn resets_forget_a_game_the_exercises_or_everything() {
        let race = record(Variant::KnightRace, Mode::Robot, Level::Easy, None);
        let mut exercise = race.clone();
        exercise.start = Start::Exercise(None);
        let hunt = record(Variant::KingHunt, Mode::Robot, Level::Easy, None);
        let game = Forget::Game(Variant::KnightRace);
        assert!(game.forgets(Some(&race)));
        assert!(
            !game.forgets(Some(&exercise)),
            "a game's reset keeps its exercises"
        );
        assert!(!game.forgets(Some(&hunt)));
        assert!(!game.forgets(None), "an unreadable record is not a game's");
        assert!(Forget::Exercises.forgets(Some(&exercise)));
        assert!(!Forget::Exercises.forgets(Some(&race)) && !Forget::Exercises.forgets(None));
        assert!(
            [Some(&race), Some(&exercise), None]
                .into_iter()
                .all(|r| Forget::All.forgets(r))
        );
    }

    #[test]
    fn summaries_count_wins_draws_losses_per_level() {
        let mut hunt = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        hunt.stars = 2;
        hunt.best_moves = Some(30);
        let mut faster = hunt.clone();
        faster.stars = 3;
        faster.best_moves = Some(19);
        let records = vec![
            hunt,
            faster,
            record(
                Variant::KingHunt,
                Mode::Robot,
                Level::Easy,
                Some(Player::Two),
            ),
            record(Variant::KingHunt, Mode::TwoPlayers, Level::Easy, None),
            record(
                Variant::KnightRace,
                Mode::Robot,
                Level::Easy,
                Some(Player::One),
            ),
        ];
        let s = GameSummary::of(&records, Variant::KingHunt);
        assert_eq!(s.against_robot[2], [2, 0, 0]);
        assert_eq!(s.against_robot[0], [0, 0, 1]);
        assert_eq!(s.two_player_matches, 1);
        assert_eq!(
            s.unaided,
            BestResult {
                stars: 3,
                moves: Some(19)
            }
        );
        assert_eq!(s.better_with_hints(), None);
        assert_eq!((s.robot_wins(), s.robot_matches()), (2, 3));
        assert!(GameSummary::of(&records, Variant::QueenVsPawns).is_empty());
    }

    #[test]
    fn exercises_count_in_no_record_best_star_or_glance() {
        let mut mate_in_one = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        mate_in_one.stars = 3;
        mate_in_one.best_moves = Some(1);
        mate_in_one.start = Start::Exercise(Some(Setup::parse("7k/Q7/6K1/8/8/8/8/8 w").unwrap()));
        let mut slow = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Easy,
            Some(Player::One),
        );
        slow.stars = 1;
        slow.best_moves = Some(44);
        let only_exercise = GameSummary::of(std::slice::from_ref(&mate_in_one), Variant::KingHunt);
        assert!(only_exercise.is_empty());
        let s = GameSummary::of(&[mate_in_one, slow], Variant::KingHunt);
        assert_eq!(s.against_robot, [[1, 0, 0], [0, 0, 0], [0, 0, 0]]);
        assert_eq!(
            result_words::at_a_glance(
                Best::FastestMate,
                s.robot_matches(),
                s.robot_wins(),
                s.two_player_matches,
                s.unaided
            )
            .unwrap(),
            "🏆 Ai câștigat o dată contra Robotului. Cel mai bun mat: ★☆☆ (44 de mutări)."
        );
        assert_eq!(
            result_words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Fără sfaturi: ★☆☆ · cel mai rapid mat: 44 de mutări."
        );
    }

    #[test]
    fn a_mate_with_hints_keeps_its_stars_but_is_no_plain_best() {
        let mut helped = record(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Some(Player::One),
        );
        helped.stars = 3;
        helped.best_moves = Some(18);
        helped.hints = 7;
        let mut alone = helped.clone();
        alone.stars = 2;
        alone.best_moves = Some(27);
        alone.hints = 0;
        assert_eq!(
            result_words::match_facts(
                helped.mode,
                helped.level,
                helped.stars,
                helped.hints,
                helped.undos
            ),
            "contra Robotului (Greu) · ★★★ · cu 7 sfaturi"
        );
        let s = GameSummary::of(&[helped.clone(), alone], Variant::KingHunt);
        assert_eq!(
            result_words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Fără sfaturi: ★★☆ · cel mai rapid mat: 27 de mutări. Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
        );
        // The menu's best is the one played alone.
        assert_eq!(
            result_words::at_a_glance(Best::FastestMate, 2, 2, 0, s.unaided).unwrap(),
            "🏆 Ai câștigat de 2 ori contra Robotului. Cel mai bun mat: ★★☆ (27 de mutări)."
        );
        let s = GameSummary::of(&[helped], Variant::KingHunt);
        assert_eq!(
            result_words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
        );
        assert_eq!(
            result_words::at_a_glance(Best::FastestMate, 1, 1, 0, s.unaided).unwrap(),
            "🏆 Ai câștigat o dată contra Robotului."
        );
    }

    #[test]
    fn stars_follow_the_rules_text() {
        // "⭐⭐⭐ mat în cel mult 20 de mutări · ⭐⭐ în cel mult 35 · ⭐ în cel mult 50."
        assert_eq!(stars_for_mate(20), 3);
        assert_eq!(stars_for_mate(21), 2);
        assert_eq!(stars_for_mate(35), 2);
        assert_eq!(stars_for_mate(50), 1);
        assert_eq!(stars_for_mate(51), 0);
    }

    #[test]
    fn a_finished_match_makes_a_record() {
        let mut m = hunt("7k/8/5K2/8/8/8/8/6Q1 w", Mode::Robot, &[]);
        assert!(MatchRecord::of(&m, 0).is_none());
        assert!(m.hint().is_some());
        m.play(Move::new(sq("g1"), sq("g7"))).unwrap();
        let r = MatchRecord::of(&m, 5).expect("the hunt is over");
        assert_eq!(r.winner, Some(Player::One));
        assert_eq!(r.best_moves, Some(1));
        assert_eq!(r.stars, 3);
        assert_eq!(r.hints, 1);
        assert_eq!(
            r.start,
            Start::Exercise(Some(Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap()))
        );
        let json = StoredMatch::of(&r, 0);
        assert_eq!(json.record(), Some(r));
    }

    /// Who the game page says won: a single round's verdict is the round's
    /// (its status names the round's winner, `data-round-winner` shows it),
    /// a match of two rounds has its own verdict sentence.
    fn page_winner(m: &Match) -> Option<Player> {
        match m.results() {
            [only] => only.winner,
            _ => m.result().unwrap().winner,
        }
    }

    #[test]
    fn the_record_says_what_the_game_page_said() {
        // A hunt against the robot, stalemated: the page says the robot won.
        let stalemate = hunt("7k/8/8/5Q2/8/8/8/K7 w", Mode::Robot, &["f5g6"]);
        let said = words::status(&stalemate, false);
        assert!(
            said.contains("Robotul") && !said.to_lowercase().contains("egal"),
            "{said}"
        );
        let r = MatchRecord::of(&stalemate, 0).unwrap();
        assert_eq!(r.winner, Some(Player::Two));
        assert_eq!(
            result_words::verdict(r.mode, r.winner),
            "A câștigat Robotul."
        );
        assert_eq!(
            r.text,
            "Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat."
        );
        assert_eq!(r.stars, 0);
        // …and every other ending, both modes, both rounds.
        let mut matches = vec![
            stalemate,
            hunt("7k/8/5K2/8/8/8/8/6Q1 w", Mode::Robot, &["g1g7"]),
        ];
        // Two players: round 1 stalemated; in round 2 player 2 hunts, with
        // hints, and mates (or stalemates at once: both hunts failed).
        let mut two = hunt("7k/8/8/5Q2/8/8/R7/K7 w", Mode::TwoPlayers, &["f5g6"]);
        two.next_round().unwrap();
        let mut both_failed = two.clone();
        both_failed.play(Move::parse("f5g6").unwrap()).unwrap();
        matches.push(both_failed);
        while two.result().is_none() {
            let mv = match two.game().turn() {
                Color::White => two.hint().unwrap(),
                Color::Black => two.game().legal_moves()[0],
            };
            two.play(mv).unwrap();
        }
        assert_eq!(
            two.results()[1].winner,
            Some(Player::Two),
            "player 2 mated: {:?}",
            two.results()[1].ending
        );
        matches.push(two);
        // Book games against the robot and between two players.
        for (variant, mode) in [
            (Variant::BishopVsPawns, Mode::Robot),
            (Variant::KnightVsPawns, Mode::TwoPlayers),
            (Variant::KnightRace, Mode::Robot),
            (Variant::KingHunt, Mode::Robot),
        ] {
            let mut m = Match::new(variant, mode, Level::Easy, Color::White, None, 9).unwrap();
            while m.result().is_none() {
                let mv = m.robot_move().unwrap_or_else(|| m.game().legal_moves()[0]);
                m.play(mv).unwrap();
                if m.phase() == crate::engine::play::matches::Phase::RoundOver {
                    m.next_round().unwrap();
                }
            }
            matches.push(m);
        }
        for m in &matches {
            let r = MatchRecord::of(m, 0).expect("finished");
            assert_eq!(r.winner, page_winner(m), "{}", words::status(m, false));
        }
    }

    #[test]
    fn a_book_hunt_mated_with_hints_saves_them() {
        let mut m = Match::new(
            Variant::KingHunt,
            Mode::Robot,
            Level::Easy,
            Color::White,
            None,
            3,
        )
        .unwrap();
        let mut asked = 0;
        while m.result().is_none() {
            let mv = match m.robot_move() {
                Some(mv) => mv,
                None => {
                    asked += 1;
                    m.hint().expect("a hint for the hunter")
                }
            };
            m.play(mv).unwrap();
        }
        let r = MatchRecord::of(&m, 0).unwrap();
        assert_eq!(r.winner, Some(Player::One), "{}", r.text);
        assert_eq!((r.hints, r.start.clone()), (asked, Start::Book));
        assert!(r.stars > 0);
        let s = GameSummary::of(std::slice::from_ref(&r), Variant::KingHunt);
        assert_eq!(s.unaided, BestResult::default(), "no best without hints");
        assert_eq!(
            s.better_with_hints(),
            Some(BestResult {
                stars: r.stars,
                moves: r.best_moves
            })
        );
        assert_eq!(
            result_words::match_facts(r.mode, r.level, r.stars, r.hints, r.undos),
            format!(
                "contra Robotului (Ușor) · {} · cu {}",
                words::stars_row(r.stars),
                words::count_ro(asked, "sfat", "sfaturi")
            )
        );
    }

    #[test]
    fn dates_are_the_browsers_local_calendar() {
        // 2026-12-01 07:14 UTC is 09:14 in Bucharest (UTC+2 in winter).
        let t = local_time(1_796_109_240_000, 120);
        assert_eq!(result_words::date_ro(t), "1 decembrie 2026, 09:14");
        assert_eq!(t.iso(), "2026-12-01T09:14");
        assert_eq!(
            result_words::date_ro(local_time(0, 0)),
            "1 ianuarie 1970, 00:00"
        );
        // Across midnight and the year's end, both ways.
        assert_eq!(
            result_words::date_ro(local_time(1_798_761_540_000, 180)),
            "1 ianuarie 2027, 02:59"
        );
        assert_eq!(
            result_words::date_ro(local_time(1_798_761_600_000, -300)),
            "31 decembrie 2026, 19:00"
        );
        // A leap day.
        assert_eq!(
            result_words::date_ro(local_time(1_709_208_000_000, 0)),
            "29 februarie 2024, 12:00"
        );
    }
}
