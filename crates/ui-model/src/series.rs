//! The links of a teacher's series (`#/serie?…`): each position opens the
//! game page as a locked exercise with the series' mark
//! (`serie=<id>&pas=<n>`); the game page keeps its result for the child and
//! leads on („Următoarea poziție ▶”). The series' own page is drawn by the
//! lazily loaded screens ([`screens::series`]), and only they read a
//! series link ([`SeriesLink::parse`]): the app's router leaves the link's
//! parameters to them, so a child's first load carries neither the page nor
//! the reading of its positions.

use crate::route::{Page, Params, SeriesStep, decode, href};
use ::words::{link, series as words};
use engine::play::goal::Goal;
use engine::{Level, Setup, Variant};
use storage::{self, SERIES_MAX, Store};

/// A teacher's series as its link carries it:
/// `#/serie?titlu=Seria+mea&nivel=2&nebun=<FEN>&rege=<FEN>&tinta=mat2…`,
/// one `<joc>=<poz>` per position, in order, each followed by its goal
/// (`tinta=`) when it has one.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SeriesLink {
    pub title: String,
    /// The robot's level the teacher chose (`nivel=`); without it, each
    /// child plays at their own level.
    pub level: Option<Level>,
    /// Each position: its game, its start and its goal.
    pub positions: Vec<(Variant, Setup, Option<Goal>)>,
}

impl SeriesLink {
    /// Reads a series link's query (after `#/serie?`): what reads is kept,
    /// and each part skipped has a notice. `embed` is the router's.
    ///
    /// ```
    /// use ui_model::series::SeriesLink;
    /// let (series, notices) = SeriesLink::parse("titlu=Joi&rege=7k/8/5K2/8/8/8/8/6Q1_w&rege=x");
    /// assert_eq!((series.title.as_str(), series.positions.len()), ("Joi", 1));
    /// assert_eq!(notices.len(), 1);
    /// ```
    pub fn parse(query: &str) -> (SeriesLink, Vec<String>) {
        let mut series = SeriesLink::default();
        let mut notices = Vec::new();
        let mut read_positions = 0;
        // Whether the last position read was kept (its `tinta` follows it).
        let mut last_kept = false;
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(raw);
            match key {
                // Cut, then trimmed: a title never ends in a space, which
                // the link's `+` would not give back.
                "titlu" => {
                    let cut: String = value.trim_start().chars().take(40).collect();
                    series.title = cut.trim_end().to_string();
                }
                "nivel" => match Level::from_number(&value) {
                    Some(level) => series.level = Some(level),
                    None => notices.push(link::bad_level(&value)),
                },
                "embed" => {}
                // The goal of the position just read; after a position
                // that was skipped (or none), nothing to attach it to.
                "tinta" => {
                    let last = series.positions.last_mut().filter(|_| last_kept);
                    match (Goal::parse(&value), last) {
                        (Some(goal), Some((v, _, slot))) if goal.fits(*v) => *slot = Some(goal),
                        (Some(_), Some(_)) => notices.push(::words::goal::refused(&value)),
                        (None, _) => notices.push(::words::goal::refused(&value)),
                        (Some(_), None) => {}
                    }
                }
                _ if Variant::from_slug(key).is_some() => {
                    read_positions += 1;
                    last_kept = false;
                    let position = Variant::from_slug(key)
                        .filter(|v| v.accepts_custom_position())
                        .zip(Setup::parse(&value).ok());
                    match position {
                        _ if read_positions > SERIES_MAX => {
                            if read_positions == SERIES_MAX + 1 {
                                notices.push(words::too_many(SERIES_MAX as u32));
                            }
                        }
                        // Read, but refused by its game (which would
                        // open its book's start instead).
                        Some((v, setup)) => match v.new_game(&setup) {
                            Ok(_) => {
                                series.positions.push((v, setup, None));
                                last_kept = true;
                            }
                            Err(e) => notices.push(words::unplayable_position(
                                read_positions as u32,
                                &decode(pair),
                                e,
                            )),
                        },
                        None => {
                            notices.push(words::bad_position(read_positions as u32, &decode(pair)))
                        }
                    }
                }
                _ => notices.push(link::unknown_parameter(&decode(key))),
            }
        }
        let mut notices = link::fewer(notices);
        if series.positions.is_empty() {
            notices.push(words::NO_POSITIONS.to_string());
        }
        if series.title.is_empty() {
            series.title = words::DEFAULT_TITLE.to_string();
        }
        (series, notices)
    }

    /// The link's query (after `#/serie?`): title, level, positions. The
    /// series' id is made of it, so it leaves `embed` out.
    pub fn query(&self) -> String {
        let mut query = format!("titlu={}", encode(&self.title));
        if let Some(level) = self.level {
            query.push_str(&format!("&nivel={}", level.number()));
        }
        for (v, setup, goal) in &self.positions {
            query.push_str(&format!("&{}={}", v.info().slug, setup.to_link()));
            if let Some(goal) = goal {
                query.push_str(&format!("&tinta={}", goal.slug()));
            }
        }
        query
    }

    /// The series page's hash (`#/serie?…`).
    pub fn href(&self) -> String {
        format!("#/serie?{}", self.query())
    }

    /// The editor opened on this series to change it
    /// (`#/editor?joc=<its first game>&serie=<its query>`): the editor makes
    /// it the series being built ([`SeriesLink::in_editor_hash`]).
    pub fn editor_href(&self) -> String {
        let game = self.positions.first().map_or("nebun", |p| p.0.info().slug);
        format!(
            "#/editor?joc={game}&serie={}",
            crate::route::encode(&self.query())
        )
    }

    /// The series an editor's hash carries (`serie=`, as
    /// [`SeriesLink::editor_href`] writes it), if any.
    pub fn in_editor_hash(hash: &str) -> Option<SeriesLink> {
        let query = hash.split_once('?')?.1;
        let value = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("serie="))?;
        let (series, _) = SeriesLink::parse(&decode(value));
        (!series.positions.is_empty()).then_some(series)
    }

    /// The game page's link of position `step` (from 1) of the series
    /// kept as `id`.
    pub fn step_link(&self, id: &str, step: usize, embed: bool) -> String {
        let (variant, start, goal) = &self.positions[step - 1];
        let game = Params {
            goal: *goal,
            level: self.level.unwrap_or_default(),
            level_chosen: self.level.is_some(),
            position: Some(start.clone()),
            locked: true,
            embed,
            step: Some(SeriesStep {
                id: id.to_string(),
                step: step as u8,
            }),
            ..Params::default()
        };
        href(Page::Game(*variant), &game)
    }
}

/// Where „Următoarea poziție ▶” leads from position `step` of the stored
/// series `id`: the next position, or the series page after the last;
/// `None` for a series this child never opened.
///
/// The stored query was written by [`SeriesLink::query`], so its parts
/// are taken as they are, not read as positions: the game page they open
/// reads them anyway, and the child's first load keeps no FEN reader for
/// series. The link is [`SeriesLink::step_link`]'s (a test holds them
/// equal).
pub fn next_link<S: Store>(device: &storage::Device<S>, id: &str, step: u8) -> Option<String> {
    let kept = device.series().into_iter().find(|s| s.id == id)?;
    let mut level = None;
    let mut positions = 0;
    let mut pairs = kept.legatura.split('&').peekable();
    while let Some(pair) = pairs.next() {
        match pair.split_once('=') {
            Some(("titlu" | "tinta", _)) | None => {}
            Some(("nivel", n)) => level = Some(n),
            Some((slug, position)) if positions == step => {
                let level = level.map(|n| format!("nivel={n}&")).unwrap_or_default();
                let goal = pairs
                    .next_if(|p| p.starts_with("tinta="))
                    .map(|p| format!("&{p}"))
                    .unwrap_or_default();
                let next = step + 1;
                return Some(format!(
                    "#/{slug}?{level}poz={position}{goal}&blocat=1&serie={id}&pas={next}"
                ));
            }
            Some(_) => positions += 1,
        }
    }
    Some(format!("#/serie?{}", kept.legatura))
}

/// Percent-encoding of a text a teacher typed, a space as `+` (shorter in
/// a link and its QR code).
fn encode(text: &str) -> String {
    crate::route::encode(text).replace("%20", "+")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::parse;
    use engine::Color;
    use storage::{Device, Memory, SeriesProgress};

    #[test]
    fn a_series_link_reads_in_order_and_round_trips() {
        let (s, notices) = SeriesLink::parse(
            "titlu=Clasa+a+II-a+%C8%99ah&nivel=2&rege=7k/8/5K2/8/8/8/8/6Q1_w&nebun=2b5/8/8/8/8/8/PPP5/8_b&embed=1",
        );
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.title, "Clasa a II-a șah");
        assert_eq!(s.level, Some(Level::Medium));
        assert_eq!(s.positions.len(), 2);
        assert_eq!(s.positions[0].0, Variant::KingHunt);
        assert_eq!(s.positions[1].0, Variant::BishopVsPawns);
        assert_eq!(s.positions[1].1.turn, Color::Black);
        assert_eq!(s.positions[0].2, None);
        assert_eq!(SeriesLink::parse(&s.query()), (s.clone(), vec![]));
        // The router leaves the series' parameters to its page.
        let routed = parse(&s.href());
        assert_eq!(routed.page, Page::Series);
        assert!(routed.notices.is_empty());
        // Without a title, the default one; without a level, the child's.
        let (s, _) = SeriesLink::parse("rege=7k/8/5K2/8/8/8/8/6Q1_w");
        assert_eq!(s.title, "Seria mea");
        assert_eq!(s.level, None);
    }

    #[test]
    fn each_position_keeps_its_goal_into_its_game_link() {
        let query = "titlu=A&rege=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2&nebun=2b5/8/8/8/8/8/PPP5/8_b&rege=7k/8/5K2/8/8/8/8/6Q1_w&tinta=castiga";
        let (s, notices) = SeriesLink::parse(query);
        assert!(notices.is_empty(), "{notices:?}");
        let goals: Vec<_> = s.positions.iter().map(|p| p.2).collect();
        assert_eq!(goals, [Some(Goal::MateWithin(2)), None, Some(Goal::Win)]);
        assert_eq!(s.query(), query);
        assert_eq!(
            s.step_link("1a2b3c4d", 1, false),
            "#/rege?poz=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2&blocat=1&serie=1a2b3c4d&pas=1"
        );
        // „Următoarea poziție ▶” carries the same goal as the series page's link.
        let device = Device::new(Memory::default());
        device.add_child("Ana", "urs").unwrap();
        let opened = device.open_series(SeriesProgress::new(&s.query(), s.positions.len()));
        assert_eq!(opened.goals(), [true, false, true]);
        for step in 1..3u8 {
            assert_eq!(
                next_link(&device, &opened.id, step).unwrap(),
                s.step_link(&opened.id, usize::from(step) + 1, false)
            );
        }
        // A goal of another game, a goal that does not read, or one after a
        // position skipped: said, or dropped with that position.
        let (s, notices) = SeriesLink::parse(
            "nebun=2b5/8/8/8/8/8/PPP5/8_b&tinta=mat2&rege=x&tinta=castiga&rege=7k/8/5K2/8/8/8/8/6Q1_w&tinta=mat",
        );
        assert!(s.positions.iter().all(|p| p.2.is_none()));
        assert_eq!(notices.len(), 3, "{notices:?}");
    }

    #[test]
    fn a_series_opens_back_into_the_editor() {
        let (s, _) = SeriesLink::parse(
            "titlu=Joi+%26+vineri&nivel=2&nebun=2b5/8/8/8/8/8/PPP5/8_b&rege=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2",
        );
        let hash = s.editor_href();
        assert!(
            hash.starts_with("#/editor?joc=nebun&serie=titlu%3DJoi%2B%2526"),
            "{hash}"
        );
        assert_eq!(SeriesLink::in_editor_hash(&hash), Some(s));
        // The router takes the editor's own parameter without a notice.
        let routed = parse(&hash);
        assert_eq!(routed.page, Page::Editor(Variant::BishopVsPawns));
        assert!(routed.notices.is_empty(), "{:?}", routed.notices);
        assert_eq!(SeriesLink::in_editor_hash("#/editor?joc=rege"), None);
        assert_eq!(SeriesLink::in_editor_hash("#/editor?serie=titlu%3DA"), None);
    }

    #[test]
    fn a_bad_series_link_keeps_what_reads_with_a_notice() {
        let (s, notices) = SeriesLink::parse(
            "titlu=A&cai=8/8/8/8/8/8/8/8_w&rege=xyz&nivel=7&turn=8/8/8/8/8/8/PPPPP3/7r_w&culoare=1",
        );
        assert_eq!(s.positions.len(), 1);
        assert_eq!(
            notices,
            [
                "Poziția 1 a seriei („cai=8/8/8/8/8/8/8/8_w”) nu se poate citi și a fost sărită.",
                "Poziția 2 a seriei („rege=xyz”) nu se poate citi și a fost sărită.",
                "„nivel=7” nu se poate folosi (merge 1, 2 sau 3): Robotul joacă la nivelul mediu.",
                "Parametrul „culoare” nu este cunoscut și a fost ignorat.",
            ]
        );
        let (empty, notices) = SeriesLink::parse("");
        assert!(empty.positions.is_empty());
        assert_eq!(notices, [words::NO_POSITIONS]);
        let many = ["rege=7k/8/5K2/8/8/8/8/6Q1_w"; 14].join("&");
        let (s, notices) = SeriesLink::parse(&many);
        assert_eq!(s.positions.len(), SERIES_MAX);
        assert_eq!(notices, [words::too_many(12)]);
        // A title is text, whatever it holds.
        let (s, _) = SeriesLink::parse("titlu=%3Cb%3E%26x%3D1&rege=7k/8/5K2/8/8/8/8/6Q1_w");
        assert_eq!(s.title, "<b>&x=1");
        assert_eq!(SeriesLink::parse(&s.query()).0, s);
    }

    /// Whatever a link holds, the series it gives is written and read
    /// again as the same series: its „Următoarea poziție ▶” and its id
    /// stay those of the series the child opened.
    #[test]
    fn any_link_gives_a_series_that_reads_back_the_same() {
        // 39 letters, a space at letter 40: the title must not end in it.
        let link = format!("titlu={}+b&rege=7k/8/5K2/8/8/8/8/6Q1_w", "a".repeat(39));
        let (s, _) = SeriesLink::parse(&link);
        assert_eq!(s.title, "a".repeat(39));
        assert_eq!(SeriesLink::parse(&s.query()), (s, vec![]));

        const KEYS: [&str; 10] = [
            "titlu", "titlu", "titlu", "nivel", "embed", "rege", "nebun", "cai", "dama", "x",
        ];
        const BITS: [&str; 16] = [
            "a",
            "a",
            "ș",
            " ",
            "+",
            "%20",
            "%2B",
            "%",
            "%C8",
            "%0A",
            "\t",
            "„",
            "=",
            "1",
            "7k/8/5K2/8/8/8/8/6Q1_w",
            "2b5/8/8/8/8/8/PPP5/8_b",
        ];
        let mut rng = engine::Rng::new(36);
        for _ in 0..20_000 {
            let mut query = String::new();
            for _ in 0..rng.below(5) {
                if rng.below(8) == 0 {
                    query.push('&');
                    continue;
                }
                query.push_str(&format!("&{}=", KEYS[rng.below(KEYS.len())]));
                for _ in 0..rng.below(60) {
                    query.push_str(BITS[rng.below(BITS.len())]);
                }
            }
            let (s, _) = SeriesLink::parse(&query);
            let (again, notices) = SeriesLink::parse(&s.query());
            assert_eq!(again, s, "{query:?}");
            assert_eq!(again.query(), s.query(), "{query:?}");
            assert!(
                s.positions.is_empty() || notices.is_empty(),
                "{query:?}: {notices:?}"
            );
        }
    }

    #[test]
    fn a_position_its_game_refuses_is_left_out_with_its_reason() {
        // The kings side by side, a king hunt's position for the bishop.
        let (s, notices) = SeriesLink::parse(
            "titlu=A&rege=6Kk/8/8/8/8/8/8/8_w&nebun=7k/8/5K2/8/8/8/8/6Q1_w&rege=7k/8/5K2/8/8/8/8/6Q1_w",
        );
        assert_eq!(s.positions.len(), 1);
        assert_eq!(s.positions[0].0, Variant::KingHunt);
        assert_eq!(
            notices,
            [
                "Poziția 1 a seriei („rege=6Kk/8/8/8/8/8/8/8_w”) nu se poate juca și a fost sărită. \
                 Cei doi regi nu pot sta unul lângă altul.",
                "Poziția 2 a seriei („nebun=7k/8/5K2/8/8/8/8/6Q1_w”) nu se poate juca și a fost sărită. \
                 În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi.",
            ]
        );
    }

    #[test]
    fn the_next_link_is_the_step_link_of_the_next_position() {
        for level in [None, Some(Level::Hard)] {
            let series = SeriesLink {
                title: "Joi & vineri".to_string(),
                level,
                positions: vec![
                    (
                        Variant::KingHunt,
                        Setup::parse("7k/8/5K2/8/8/8/8/6Q1_w").unwrap(),
                        Some(Goal::MateWithin(1)),
                    ),
                    (
                        Variant::BishopVsPawns,
                        Setup::parse("2b5/8/8/8/8/8/PPP5/8_b").unwrap(),
                        None,
                    ),
                    (
                        Variant::QueenVsPawns,
                        Setup::parse("3q4/8/8/8/8/8/PPPP4/8_w").unwrap(),
                        Some(Goal::Win),
                    ),
                ],
            };
            let device = Device::new(Memory::default());
            let kept = device.open_series(SeriesProgress::new(&series.query(), 3));
            for step in 1..=2 {
                let next = next_link(&device, &kept.id, step).unwrap();
                assert_eq!(
                    next,
                    series.step_link(&kept.id, usize::from(step) + 1, false)
                );
                let opened = parse(&next);
                assert!(opened.notices.is_empty(), "{:?}", opened.notices);
                assert_eq!(opened.params.step.unwrap().step, step + 1);
                assert_eq!(opened.params.level_chosen, level.is_some());
            }
            assert_eq!(next_link(&device, &kept.id, 3).unwrap(), series.href());
            assert_eq!(next_link(&device, "ffffffff", 1), None);
        }
    }
}
