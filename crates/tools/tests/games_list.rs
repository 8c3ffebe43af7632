//! The browser tests, the benchmarks and the screenshots take their games
//! from one list, `tests/games.mjs`. It is JavaScript, so this test reads it
//! as text and checks it against the app's own table: every game, in menu
//! order, with its route, name, kind and rules file.

use engine::Variant;
use engine::play::variant::GameKind;

/// `key: 'value'` of one line of the list.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let start = line.find(&format!("{key}: '"))? + key.len() + 3;
    let len = line[start..].find('\'')?;
    Some(&line[start..start + len])
}

#[test]
fn the_browser_tests_list_every_game_as_the_app_does() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/games.mjs");
    let text = std::fs::read_to_string(path).unwrap();
    let rows: Vec<_> = text
        .lines()
        .filter(|l| l.trim_start().starts_with("{ slug: '"))
        .collect();
    assert_eq!(rows.len(), Variant::COUNT, "{path}");
    for (line, v) in rows.iter().zip(Variant::ALL) {
        let info = v.info();
        let kind = match v.kind() {
            GameKind::KnightRace => "race",
            GameKind::PieceVsPawns(_) => "pawns",
            GameKind::KingHunt => "hunt",
        };
        assert_eq!(field(line, "slug"), Some(info.slug), "{line}");
        assert_eq!(field(line, "name"), Some(info.name), "{line}");
        assert_eq!(field(line, "kind"), Some(kind), "{line}");
        assert_eq!(field(line, "rules"), Some(info.rules_file), "{line}");
    }
}
