//! The only code that touches localStorage: finished matches, one per line,
//! under a versioned key.
//!
//! A plain line format instead of JSON: every record stands alone, so one
//! corrupt line is skipped and never costs the others, and no JSON library
//! weighs on the first load.

use crate::engine::matches::{Match, Mode, Player};
use crate::engine::variant::Best;
use crate::engine::{Level, Variant, text};

/// The key of the current schema; older or newer keys are left untouched.
pub const KEY: &str = "sah-in-joaca/v1/meciuri";
/// How many matches are kept (the oldest go first).
pub const KEEP: usize = 300;

/// One finished match, as stored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MatchRecord {
    pub variant: Variant,
    pub mode: Mode,
    pub level: Level,
    /// `None` is a draw.
    pub winner: Option<Player>,
    /// Milliseconds since 1970 (the browser clock).
    pub time_ms: u64,
    /// King hunt against the robot: stars earned (0–3).
    pub stars: u8,
    /// Fewest moves player 1 needed to reach the goal (race finished, mate), if reached.
    pub best_moves: Option<u32>,
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
        let stars = match (best, best_moves) {
            (Best::FastestMate, Some(n)) => stars_for_mate(n),
            _ => 0,
        };
        Some(MatchRecord {
            variant: m.variant,
            mode: m.mode,
            level: m.level,
            winner: result.winner,
            time_ms,
            stars,
            best_moves,
            // A single round (the hunt against the robot) is best told by its own rule.
            text: match m.results() {
                [only] => text::reason(only.ending),
                _ => text::explanation(&result),
            },
        })
    }

    /// One line: `slug|mode|level|winner|time|stars|best|text`.
    pub fn encode(&self) -> String {
        let winner = match self.winner {
            Some(Player::One) => "1",
            Some(Player::Two) => "2",
            None => "0",
        };
        let best = self.best_moves.map(|b| b.to_string()).unwrap_or_default();
        // The text is last and may not hold line breaks.
        let text = self.text.replace(['\n', '\r'], " ");
        format!(
            "{}|{}|{}|{winner}|{}|{}|{best}|{text}",
            self.variant.info().slug,
            self.mode.slug(),
            self.level.number(),
            self.time_ms,
            self.stars,
        )
    }

    /// Reads one line; `None` for anything malformed.
    pub fn decode(line: &str) -> Option<MatchRecord> {
        let mut f = line.splitn(8, '|');
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
        let text = f.next()?.to_string();
        Some(MatchRecord {
            variant,
            mode,
            level,
            winner,
            time_ms,
            stars,
            best_moves,
            text,
        })
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

/// The stored text without the records of `variant` (all of them when `None`).
pub fn without(text: &str, variant: Option<Variant>) -> String {
    text.lines()
        .filter(|l| match (variant, MatchRecord::decode(l)) {
            (None, _) => false,
            (Some(v), Some(r)) => r.variant != v,
            (Some(_), None) => true,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What one game's records add up to.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct GameSummary {
    /// Against the robot, per level (Ușor, Mediu, Greu): wins, draws, losses.
    pub against_robot: [[u32; 3]; 3],
    pub two_player_matches: u32,
    pub best_stars: u8,
    pub best_moves: Option<u32>,
}

impl GameSummary {
    pub fn of(records: &[MatchRecord], variant: Variant) -> GameSummary {
        let mut s = GameSummary::default();
        for r in records.iter().filter(|r| r.variant == variant) {
            match r.mode {
                Mode::Robot => {
                    let column = match r.winner {
                        Some(Player::One) => 0,
                        None => 1,
                        Some(Player::Two) => 2,
                    };
                    s.against_robot[r.level.number() as usize - 1][column] += 1;
                    s.best_stars = s.best_stars.max(r.stars);
                }
                Mode::TwoPlayers => s.two_player_matches += 1,
            }
            if let Some(b) = r.best_moves {
                s.best_moves = Some(s.best_moves.map_or(b, |old| old.min(b)));
            }
        }
        s
    }

    pub fn robot_wins(&self) -> u32 {
        self.against_robot.iter().map(|l| l[0]).sum()
    }

    pub fn is_empty(&self) -> bool {
        *self == GameSummary::default()
    }
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

/// Forgets one game's records, or all of them.
pub fn reset(variant: Option<Variant>) -> Result<(), Unavailable> {
    let text = browser::read(KEY)?;
    browser::write(KEY, &without(&text, variant))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn record(variant: Variant, mode: Mode, level: Level, winner: Option<Player>) -> MatchRecord {
        MatchRecord {
            variant,
            mode,
            level,
            winner,
            time_ms: 1_764_400_000_000,
            stars: 0,
            best_moves: None,
            text: "2–0 la reprize.".to_string(),
        }
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
        r.text = "Mat în 18 mutări | bravo".to_string();
        assert_eq!(MatchRecord::decode(&r.encode()), Some(r));
        let d = record(Variant::BishopVsPawns, Mode::TwoPlayers, Level::Easy, None);
        assert_eq!(MatchRecord::decode(&d.encode()), Some(d));
    }

    #[test]
    fn bad_lines_are_skipped_and_never_cost_the_good_ones() {
        let good = record(
            Variant::RookVsPawns,
            Mode::Robot,
            Level::Medium,
            Some(Player::Two),
        )
        .encode();
        let text = format!(
            "{good}\n{{\"json\": true}}\nturn|robot|9|1|0|0||x\n\u{0}\u{1}garbage\nnebun|robot|1|1|abc|0||x\n{good}"
        );
        let records = decode_all(&text);
        assert_eq!(records.len(), 2);
        // Appending keeps every old line, readable or not.
        let extra = record(Variant::QueenVsPawns, Mode::Robot, Level::Easy, None);
        let updated = append(&text, &extra);
        assert_eq!(decode_all(&updated).len(), 3);
        assert!(updated.contains("garbage"));
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
    fn reset_of_one_game_keeps_the_others() {
        let mut text = String::new();
        text = append(
            &text,
            &record(Variant::KnightRace, Mode::Robot, Level::Easy, None),
        );
        text = append(
            &text,
            &record(Variant::KingHunt, Mode::Robot, Level::Easy, None),
        );
        let left = decode_all(&without(&text, Some(Variant::KnightRace)));
        assert_eq!(left.len(), 1);
        assert_eq!(left[0].variant, Variant::KingHunt);
        assert!(decode_all(&without(&text, None)).is_empty());
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
        assert_eq!(s.best_stars, 3);
        assert_eq!(s.best_moves, Some(19));
        assert_eq!(s.robot_wins(), 2);
        assert!(GameSummary::of(&records, Variant::QueenVsPawns).is_empty());
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
        use crate::engine::{Color, Move, Setup, Square};
        let setup = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
        let mut m = Match::new(
            Variant::KingHunt,
            Mode::Robot,
            Level::Hard,
            Color::White,
            Some(setup),
            1,
        )
        .unwrap();
        assert!(MatchRecord::of(&m, 0).is_none());
        let sq = |s| Square::parse(s).unwrap();
        m.play(Move::new(sq("g1"), sq("g7"))).unwrap();
        let r = MatchRecord::of(&m, 5).expect("the hunt is over");
        assert_eq!(r.winner, Some(Player::One));
        assert_eq!(r.best_moves, Some(1));
        assert_eq!(r.stars, 3);
    }
}
