//! The fuzz's garbage: random text through every parser a child or teacher
//! can reach (routes, `poz=`, stored results and stored matches), each
//! checked to end in a playable match or a clear refusal, never a panic.
//! Part of [`super`] (`support/fuzz.rs`), which runs it in every batch.

use std::fmt::Write as _;

use engine::{Level, Rng, Variant};
use play::matches::{Match, Mode};
use storage::{self, MatchRecord, Store};
use ui_model::route::{self, Page};

use super::{Tally, Trace, check_match, random_setup, setup_text, traced};

/// Text made to look like a FEN, or a real FEN with a few characters changed.
fn garbage_fen(variant: Variant, rng: &mut Rng) -> String {
    const ALPHABET: &[char] = &[
        'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '1', '2', '3', '4', '5', '6',
        '7', '8', '9', '0', '/', ' ', '_', '+', 'w', 'b', '-', '%', 'x', 'ș', '→', '\u{0}', '&',
        '=', '?', '#',
    ];
    let mut chars: Vec<char> = if rng.below(2) == 0 {
        setup_text(&random_setup(variant, rng)).chars().collect()
    } else {
        (0..rng.below(80))
            .map(|_| ALPHABET[rng.below(ALPHABET.len())])
            .collect()
    };
    for _ in 0..rng.below(4) {
        let c = ALPHABET[rng.below(ALPHABET.len())];
        let i = rng.below(chars.len() + 1);
        // Insert, replace or remove one character (the last two only
        // where there is one).
        let op = rng.below(3);
        if op == 0 {
            chars.insert(i, c);
        } else if i < chars.len() {
            if op == 1 {
                chars[i] = c;
            } else {
                chars.remove(i);
            }
        }
    }
    chars.into_iter().collect()
}

/// Percent-encodes some characters, as a browser or a teacher's editor might.
fn url_encode(text: &str, rng: &mut Rng) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if rng.below(4) == 0 || matches!(c, '&' | '#' | '%') && rng.below(2) == 0 {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                let _ = write!(out, "%{b:02X}");
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The page's path from a URL to a match: route parsing, then the match with
/// the position, or the book's start with the reason (as `game_page` does).
fn match_from_url(hash: &str, seed: u64) -> Option<Match> {
    let r = route::parse(hash);
    for n in &r.notices {
        assert!(!n.is_empty());
    }
    let Page::Game(variant) = r.page else {
        return None;
    };
    let p = &r.params;
    let player1 = p.player1.unwrap_or(variant.info().default_player1);
    match Match::of(variant)
        .mode(p.mode)
        .level(p.level)
        .player1_first(player1)
        .custom_start(p.position.clone())
        .seed(seed)
        .start()
    {
        Ok(m) => Some(m),
        Err(reason) => {
            assert!(
                !words::setup_error(reason).trim().is_empty(),
                "a refused position without a reason"
            );
            Some(
                Match::of(variant)
                    .mode(p.mode)
                    .level(p.level)
                    .player1_first(player1)
                    .seed(seed)
                    .start()
                    .expect("the book's start is always playable"),
            )
        }
    }
}

/// A link as a teacher may type it: the page's path from the URL to a
/// match never panics, and the match it gives is sound.
fn url_survives(variant: Variant, hash: &str, start: &str, rng: &mut Rng) {
    let trace = Trace {
        what: format!("garbage link {hash:?}"),
        variant,
        start: start.to_string(),
        moves: Vec::new(),
        record: None,
    };
    traced(trace, |_| {
        if let Some(m) = match_from_url(hash, rng.next_u64()) {
            check_match(&m, &mut Tally::default());
        }
    });
}

/// Garbage through every parser a child or teacher can reach: routes,
/// `poz=`, stored results and stored matches.
pub(super) fn garbage_inputs(variant: Variant, rng: &mut Rng, tally: &mut Tally) {
    let slug = variant.info().slug;
    let fen = garbage_fen(variant, rng);
    let hash = format!("#/{slug}?poz={}", url_encode(&fen, rng));
    url_survives(variant, &hash, &fen, rng);
    // Routes made of the characters URLs are made of.
    let url = [
        "#",
        "/",
        "?",
        "&",
        "=",
        "%",
        "%2",
        "%zz",
        "%C8%99",
        "+",
        "mod",
        "doi",
        "robot",
        "nivel",
        "3",
        "0",
        "rol",
        "alb",
        "negru",
        "poz",
        "embed",
        "1",
        "ajutor",
        "rezultate",
        slug,
        "ș",
        "\u{0}",
        " ",
    ];
    let hash: String = (0..rng.below(14))
        .map(|_| url[rng.below(url.len())])
        .collect();
    url_survives(variant, &hash, "", rng);
    // Stored results: garbage lines never cost the good ones.
    let good = MatchRecord {
        variant,
        mode: Mode::Robot,
        level: Level::ALL[rng.below(3)],
        winner: None,
        time_ms: rng.next_u64() >> 20,
        stars: rng.below(4) as u8,
        best_moves: (rng.below(2) == 0).then(|| rng.below(80) as u32),
        hints: rng.below(30) as u32,
        undos: rng.below(3) as u32,
        moves: rng.below(60) as u32,
        start: match rng.below(3) {
            0 => storage::Start::Book,
            1 => storage::Start::Exercise(None),
            _ => storage::Start::Exercise(Some(variant.start_setup())),
        },
        goal: match rng.below(3) {
            0 => None,
            _ => Some((
                engine::play::goal::Goal::WinWithin(1 + rng.below(99) as u8),
                rng.below(2) == 0,
            )),
        },
        text: garbage_fen(variant, rng).replace(['\n', '\r'], " "),
    };
    let junk = garbage_fen(variant, rng).replace('/', "|");
    // A line of the first storage (read only to move old results).
    let line = "v2|rege|robot|3|1|1764400000000|3|18|7|2||Mat în 18 mutări | bravo";
    let old = MatchRecord::decode(line).expect("a good line");
    let stored = format!("{junk}\n{line}\n{junk}");
    let read = storage::decode_all(&stored);
    assert!(
        read.contains(&old),
        "a bad line cost a good one: {stored:?}"
    );
    // The JSON records: a garbage record beside a good one never costs it.
    let json = storage::StoredMatch::of(&good, 0);
    let back: storage::StoredMatch =
        serde_json::from_str(&serde_json::to_string(&json).unwrap()).unwrap();
    assert_eq!(back.record(), Some(good.clone()));
    let device = storage::Device::new(storage::Memory::default());
    let prefix = "sah-in-joaca/v2/copil/1/meci/";
    device
        .add_records(device.current_id(), std::slice::from_ref(&good), u64::MAX)
        .unwrap();
    device
        .store()
        .seed(&format!("{prefix}{}", good.time_ms ^ 1), &junk);
    let other_game = storage::StoredMatch {
        joc: junk.clone(),
        ..json.clone()
    };
    device
        .store()
        .set(&format!("{prefix}x"), &other_game)
        .unwrap();
    let expected = if Variant::from_slug(&junk).is_some() {
        2
    } else {
        1
    };
    assert_eq!(device.load().unwrap().len(), expected, "{junk:?}");
    // A results file of garbage is refused with a reason, never a panic.
    let _ = storage::file::read(&junk);
    let _ = storage::file::read(&format!(
        "{{\"format\":\"sah-in-joaca/rezultate\",\"versiune\":1,\"jucator\":\"{}\",\"meciuri\":[{junk}]}}",
        junk.replace('"', "")
    ));
    // Stored matches: a damaged record is refused or resumes consistently.
    let record = format!(
        "{}|{}|w|{}|{}\n{}",
        ["robot", "doi", "x"][rng.below(3)],
        rng.below(4),
        rng.below(1000),
        garbage_fen(variant, rng),
        garbage_fen(variant, rng)
    );
    traced(
        Trace {
            what: "garbage match record".to_string(),
            variant,
            start: String::new(),
            moves: Vec::new(),
            record: Some(record.clone()),
        },
        |_| {
            let mut local = Tally::default();
            if let Some(m) = Match::from_record(variant, &record) {
                check_match(&m, &mut local);
            }
        },
    );
    tally.garbage += 4;
}
