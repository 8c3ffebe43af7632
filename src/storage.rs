//! The only code that touches localStorage: finished matches, one per line,
//! under a versioned key.
//!
//! A plain line format instead of JSON: every record stands alone, so one
//! corrupt line is skipped and never costs the others, and no JSON library
//! weighs on the first load. Each line says its own format: the lines of the
//! first format (`slug|mode|level|winner|time|stars|best|text`) have no
//! prefix and still read; lines written now start with `v2|` (see
//! [`MatchRecord::encode`] and the README).

use crate::engine::matches::{Match, Mode, Player};
use crate::engine::text::results::{BestResult, LocalTime};
use crate::engine::variant::Best;
use crate::engine::{Level, Setup, Variant, text};

/// The key of the current schema; older or newer keys are left untouched.
pub const KEY: &str = "sah-in-joaca/v1/meciuri";
/// How many matches are kept (the oldest go first).
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
    /// Moves taken back: always 0 until the app offers it; the format has its place.
    pub undos: u32,
    /// The book's start or a teacher's position.
    pub start: Start,
    /// The verdict in words, as the page showed it.
    pub text: String,
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
        // Stars are the robot hunt's ("Contra Robotului … primești stele").
        let stars = match (best, best_moves, m.mode) {
            (Best::FastestMate, Some(n), Mode::Robot) => stars_for_mate(n),
            _ => 0,
        };
        let (winner, text) = match m.results() {
            // A single round (the hunt against the robot) is the whole match:
            // its verdict is the round's, as the page says it ("A câștigat
            // Robotul" after a stalemate), and its own rule tells why. The
            // two-round scoring ("nobody mated: a draw") is not for it.
            [only] => (only.winner, text::reason(only.ending)),
            _ => (result.winner, text::explanation(&result)),
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

    /// One line:
    /// `v2|slug|mode|level|winner|time|stars|best|hints|undos|poz|text`.
    pub fn encode(&self) -> String {
        let winner = match self.winner {
            Some(Player::One) => "1",
            Some(Player::Two) => "2",
            None => "0",
        };
        let best = self.best_moves.map(|b| b.to_string()).unwrap_or_default();
        let poz = match &self.start {
            Start::Book => String::new(),
            Start::Exercise(Some(s)) => s.to_link(),
            Start::Exercise(None) => UNKNOWN_POSITION.to_string(),
        };
        // The text is last and may not hold line breaks.
        let text = self.text.replace(['\n', '\r'], " ");
        format!(
            "{V2}{}|{}|{}|{winner}|{}|{}|{best}|{}|{}|{poz}|{text}",
            self.variant.info().slug,
            self.mode.slug(),
            self.level.number(),
            self.time_ms,
            self.stars,
            self.hints,
            self.undos,
        )
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

pub use crate::engine::king_hunt::stars_for as stars_for_mate;

/// Every readable record of a stored text, oldest first; bad lines are skipped.
pub fn decode_all(text: &str) -> Vec<MatchRecord> {
    text.lines().filter_map(MatchRecord::decode).collect()
}

/// The stored text after adding `record`, keeping the newest `KEEP` lines and
/// every line as it was (even unreadable ones are not this code's to drop).
pub fn append(text: &str, record: &MatchRecord) -> String {
    let mut lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let new = record.encode();
    lines.push(&new);
    let skip = lines.len().saturating_sub(KEEP);
    lines[skip..].join("\n")
}

/// Which records a reset forgets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Forget {
    /// Everything, unreadable lines too.
    All,
    /// One game's book matches (its exercises stay).
    Game(Variant),
    /// The exercises of every game.
    Exercises,
}

/// The stored text without the records `forget` names; unreadable lines
/// stay unless everything goes.
pub fn without(text: &str, forget: Forget) -> String {
    text.lines()
        .filter(|l| match (forget, MatchRecord::decode(l)) {
            (Forget::All, _) => false,
            (_, None) => true,
            (Forget::Game(v), Some(r)) => r.variant != v || r.is_exercise(),
            (Forget::Exercises, Some(r)) => !r.is_exercise(),
        })
        .collect::<Vec<_>>()
        .join("\n")
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

/// When a record was saved, in the browser's local time (its zone's offset
/// at that moment, summer time included).
pub fn local_time_of(record: &MatchRecord) -> LocalTime {
    local_time(record.time_ms, browser::utc_offset_minutes(record.time_ms))
}

/// Why the browser would not store anything.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unavailable;

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::Unavailable;

    fn storage() -> Result<web_sys::Storage, Unavailable> {
        // Both the getter and the storage itself may throw (private mode,
        // sandboxed iframes): every failure means "not available".
        web_sys::window()
            .ok_or(Unavailable)?
            .local_storage()
            .map_err(|_| Unavailable)?
            .ok_or(Unavailable)
    }

    pub fn read(key: &str) -> Result<String, Unavailable> {
        Ok(storage()?
            .get_item(key)
            .map_err(|_| Unavailable)?
            .unwrap_or_default())
    }

    pub fn write(key: &str, text: &str) -> Result<(), Unavailable> {
        storage()?.set_item(key, text).map_err(|_| Unavailable)
    }

    pub fn remove(key: &str) -> Result<(), Unavailable> {
        storage()?.remove_item(key).map_err(|_| Unavailable)
    }

    /// Wall-clock milliseconds since 1970, from the page's clock.
    pub fn now_ms() -> u64 {
        web_sys::window()
            .and_then(|w| w.performance())
            .map(|p| p.time_origin() + p.now())
            .unwrap_or(0.0) as u64
    }

    // JavaScript's Date, for the one thing only it knows: the browser's time
    // zone at a given moment (wasm-bindgen alone; no js-sys for this).
    use wasm_bindgen::prelude::wasm_bindgen;
    #[wasm_bindgen]
    extern "C" {
        type Date;
        #[wasm_bindgen(constructor)]
        fn new(ms: f64) -> Date;
        #[wasm_bindgen(method, js_name = getTimezoneOffset)]
        fn get_timezone_offset(this: &Date) -> f64;
    }

    /// Minutes the browser's local time is ahead of UTC at `time_ms`.
    pub fn utc_offset_minutes(time_ms: u64) -> i32 {
        -(Date::new(time_ms as f64).get_timezone_offset() as i32)
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod browser {
    use super::Unavailable;
    pub fn read(_: &str) -> Result<String, Unavailable> {
        Err(Unavailable)
    }
    pub fn write(_: &str, _: &str) -> Result<(), Unavailable> {
        Err(Unavailable)
    }
    pub fn remove(_: &str) -> Result<(), Unavailable> {
        Err(Unavailable)
    }
    pub fn now_ms() -> u64 {
        0
    }
    pub fn utc_offset_minutes(_: u64) -> i32 {
        0
    }
}

/// Every readable stored record (an empty list when storage is unavailable).
pub fn load() -> Result<Vec<MatchRecord>, Unavailable> {
    browser::read(KEY).map(|t| decode_all(&t))
}

/// Saves a finished match.
pub fn save(m: &Match) -> Result<(), Unavailable> {
    let Some(record) = MatchRecord::of(m, browser::now_ms()) else {
        return Ok(());
    };
    let text = browser::read(KEY)?;
    browser::write(KEY, &append(&text, &record))
}

/// Forgets one game's records, the exercises, or everything.
pub fn reset(forget: Forget) -> Result<(), Unavailable> {
    let text = browser::read(KEY)?;
    browser::write(KEY, &without(&text, forget))
}

fn current_key(variant: Variant) -> String {
    format!("sah-in-joaca/v1/partida/{}", variant.info().slug)
}

/// Keeps the match in progress, after every move, so a reload loses nothing.
pub fn save_current(m: &Match) -> Result<(), Unavailable> {
    browser::write(&current_key(m.variant), &m.to_record())
}

/// The interrupted match of this game, if one with moves was kept and still reads.
pub fn load_current(variant: Variant) -> Option<Match> {
    let text = browser::read(&current_key(variant)).ok()?;
    Match::from_record(variant, &text)
        .filter(|m| m.phase() != crate::engine::matches::Phase::MatchOver)
        .filter(|m| m.round() > 0 || !m.moves().is_empty())
}

/// Forgets the match in progress (finished, or the child chose a new one).
pub fn clear_current(variant: Variant) {
    let _ = browser::remove(&current_key(variant));
}

/// Where the lens's switch is kept: one per device, for every game.
const LENS_KEY: &str = "sah-in-joaca/v1/ochelari";

/// Whether the lens ("👓") was left on on this device (off when unknown).
pub fn lens_on() -> bool {
    browser::read(LENS_KEY).is_ok_and(|v| v == "1")
}

/// Remembers the lens's switch; a refusing browser only forgets it.
pub fn set_lens_on(on: bool) {
    let _ = browser::write(LENS_KEY, if on { "1" } else { "0" });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::text::results as words;
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
        assert_eq!(MatchRecord::decode(&r.encode()), Some(r.clone()));
        r.start = Start::Exercise(Some(Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KQ").unwrap()));
        assert_eq!(
            r.encode(),
            "v2|rege|robot|3|1|1764400000000|3|18|7|2|4k3/8/8/8/8/8/8/R3K2R_w_KQ|Mat în 18 mutări | bravo"
        );
        assert_eq!(MatchRecord::decode(&r.encode()), Some(r.clone()));
        r.start = Start::Exercise(None);
        assert_eq!(MatchRecord::decode(&r.encode()), Some(r));
        let d = record(Variant::BishopVsPawns, Mode::TwoPlayers, Level::Easy, None);
        assert_eq!(
            d.encode(),
            "v2|nebun|doi|1|0|1764400000000|0||0|0||2–0 la reprize."
        );
        assert_eq!(MatchRecord::decode(&d.encode()), Some(d));
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
        // Appending a new line keeps the old ones as they were.
        let new = record(Variant::RookVsPawns, Mode::Robot, Level::Easy, None);
        let text = append(old, &new);
        assert!(text.starts_with(old));
        assert_eq!(decode_all(&text).len(), 8);
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
        let good = good.encode();
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
        // Appending keeps every old line, readable or not.
        let extra = record(Variant::QueenVsPawns, Mode::Robot, Level::Easy, None);
        let updated = append(&text, &extra);
        assert_eq!(decode_all(&updated).len(), 3);
        assert!(updated.contains("garbage"));
        assert!(updated.contains("a later format"));
    }

    #[test]
    fn only_the_newest_matches_are_kept() {
        let r = record(Variant::KnightRace, Mode::Robot, Level::Easy, None);
        let mut text = String::new();
        for i in 0..KEEP + 20 {
            let mut r = r.clone();
            r.time_ms = i as u64;
            text = append(&text, &r);
        }
        let records = decode_all(&text);
        assert_eq!(records.len(), KEEP);
        assert_eq!(records[0].time_ms, 20);
    }

    #[test]
    fn resets_forget_a_game_the_exercises_or_everything() {
        let mut exercise = record(Variant::KnightRace, Mode::Robot, Level::Easy, None);
        exercise.start = Start::Exercise(None);
        let mut text = String::new();
        for r in [
            record(Variant::KnightRace, Mode::Robot, Level::Easy, None),
            record(Variant::KingHunt, Mode::Robot, Level::Easy, None),
            exercise,
        ] {
            text = append(&text, &r);
        }
        text.push_str("\nunreadable");
        let left = without(&text, Forget::Game(Variant::KnightRace));
        let kept = decode_all(&left);
        assert_eq!(kept.len(), 2);
        assert_eq!(kept[0].variant, Variant::KingHunt);
        assert!(kept[1].is_exercise(), "a game's reset keeps its exercises");
        assert!(left.contains("unreadable"));
        let left = decode_all(&without(&text, Forget::Exercises));
        assert_eq!(left.len(), 2);
        assert!(left.iter().all(|r| !r.is_exercise()));
        assert_eq!(without(&text, Forget::All), "");
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
            words::at_a_glance(
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
            words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
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
            words::match_facts(
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
            words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Fără sfaturi: ★★☆ · cel mai rapid mat: 27 de mutări. Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
        );
        // The menu's best is the one played alone.
        assert_eq!(
            words::at_a_glance(Best::FastestMate, 2, 2, 0, s.unaided).unwrap(),
            "🏆 Ai câștigat de 2 ori contra Robotului. Cel mai bun mat: ★★☆ (27 de mutări)."
        );
        let s = GameSummary::of(&[helped], Variant::KingHunt);
        assert_eq!(
            words::best_line(Best::FastestMate, s.unaided, s.better_with_hints()).unwrap(),
            "Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări."
        );
        assert_eq!(
            words::at_a_glance(Best::FastestMate, 1, 1, 0, s.unaided).unwrap(),
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
        assert_eq!(MatchRecord::decode(&r.encode()), Some(r));
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
        let said = text::status(&stalemate, false);
        assert!(
            said.contains("Robotul") && !said.to_lowercase().contains("egal"),
            "{said}"
        );
        let r = MatchRecord::of(&stalemate, 0).unwrap();
        assert_eq!(r.winner, Some(Player::Two));
        assert_eq!(words::verdict(r.mode, r.winner), "A câștigat Robotul.");
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
                if m.phase() == crate::engine::matches::Phase::RoundOver {
                    m.next_round().unwrap();
                }
            }
            matches.push(m);
        }
        for m in &matches {
            let r = MatchRecord::of(m, 0).expect("finished");
            assert_eq!(r.winner, page_winner(m), "{}", text::status(m, false));
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
            words::match_facts(r.mode, r.level, r.stars, r.hints, r.undos),
            format!(
                "contra Robotului (Ușor) · {} · cu {}",
                text::stars_row(r.stars),
                text::count_ro(asked, "sfat", "sfaturi")
            )
        );
    }

    #[test]
    fn dates_are_the_browsers_local_calendar() {
        // 2026-12-01 07:14 UTC is 09:14 in Bucharest (UTC+2 in winter).
        let t = local_time(1_796_109_240_000, 120);
        assert_eq!(words::date_ro(t), "1 decembrie 2026, 09:14");
        assert_eq!(t.iso(), "2026-12-01T09:14");
        assert_eq!(words::date_ro(local_time(0, 0)), "1 ianuarie 1970, 00:00");
        // Across midnight and the year's end, both ways.
        assert_eq!(
            words::date_ro(local_time(1_798_761_540_000, 180)),
            "1 ianuarie 2027, 02:59"
        );
        assert_eq!(
            words::date_ro(local_time(1_798_761_600_000, -300)),
            "31 decembrie 2026, 19:00"
        );
        // A leap day.
        assert_eq!(
            words::date_ro(local_time(1_709_208_000_000, 0)),
            "29 februarie 2024, 12:00"
        );
    }
}
