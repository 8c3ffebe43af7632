//! Input a child, a link or a file supplies that would flood or fool the
//! page: a value repeated in a sentence is cut and cleaned, a link with
//! thousands of mistakes says a few of them, a name that shows nothing is
//! refused, and a name edited by hand in the storage is read by the rule.

use storage::file::{self, FileError};
use storage::{Device, Memory, NAME_MAX, NameError, Store, name_rule};
use ui_model::route;
use words::{self, profiles};

#[test]
fn a_huge_hash_gives_one_short_notice() {
    let hash = format!("#/{}", "x".repeat(100_000));
    let r = route::parse(&hash);
    assert_eq!(
        r.notices,
        [format!(
            "Pagina „#/{}…” nu există. Alege un joc din meniu.",
            "x".repeat(words::SHOWN_MAX - 1)
        )]
    );
}

#[test]
fn thousands_of_bad_parameters_give_five_notices() {
    let query: Vec<String> = (0..3000).map(|i| format!("p{i}=1")).collect();
    let r = route::parse(&format!("#/rege?{}", query.join("&")));
    assert_eq!(
        r.notices,
        [
            "Parametrul „p0” nu este cunoscut și a fost ignorat.",
            "Parametrul „p1” nu este cunoscut și a fost ignorat.",
            "Parametrul „p2” nu este cunoscut și a fost ignorat.",
            "Parametrul „p3” nu este cunoscut și a fost ignorat.",
            "Legătura mai are 2996 de greșeli.",
        ]
    );
    let long_value = route::parse(&format!("#/rege?mod={}", "a".repeat(5000)));
    assert_eq!(
        long_value.notices,
        [format!(
            "„mod={}…” nu se poate folosi (merge „robot” sau „doi”): joci contra Robotului.",
            "a".repeat(words::SHOWN_MAX)
        )]
    );
}

#[test]
fn a_series_link_with_many_mistakes_says_a_few() {
    let query: Vec<String> = (0..500).map(|i| format!("x{i}=1")).collect();
    let (series, notices) = ui_model::series::SeriesLink::parse(&query.join("&"));
    assert!(series.positions.is_empty());
    assert_eq!(notices.len(), 6, "{notices:?}");
    assert_eq!(notices[4], "Legătura mai are 496 de greșeli.");
}

#[test]
fn a_file_name_cannot_turn_its_sentence_around() {
    let said = profiles::not_ours("poza\u{202e}gnp.json");
    assert_eq!(
        said,
        "„pozagnp.json” nu este un fișier de rezultate Șah în joacă și a fost sărit."
    );
}

#[test]
fn a_file_with_a_huge_name_is_told_in_a_short_sentence() {
    let huge = "A".repeat(100_000);
    let text = format!(
        r#"{{"format":"sah-in-joaca/rezultate","versiune":2,"jucator":"{huge}","meciuri":[]}}"#
    );
    let Err(FileError::NameTooLong(name, n)) = file::read(&text) else {
        panic!("a 100,000-letter name breaks the name rule");
    };
    assert_eq!(n, 100_000);
    let said = profiles::file_name_too_long("a.json", &name, n, NAME_MAX);
    assert_eq!(
        said,
        format!(
            "„a.json” a fost sărit: numele „{}…” are 100000 de litere, dar poate avea cel mult 24.",
            "A".repeat(words::SHOWN_MAX)
        )
    );
}

#[test]
fn a_name_that_shows_nothing_is_refused() {
    for invisible in [
        "\u{3164}",
        "\u{115f}\u{1160}",
        "\u{ffa0}",
        "\u{200b}\u{2060}",
        " \u{3164} ",
    ] {
        assert_eq!(name_rule(invisible), Err(NameError::Empty), "{invisible:?}");
    }
    assert_eq!(name_rule("An\u{3164}a"), Ok("Ana".to_string()));
    let device = Device::new(Memory::default());
    assert_eq!(device.add_child("\u{3164}", "leu"), Err(NameError::Empty));
}

#[test]
fn a_name_edited_by_hand_is_read_by_the_name_rule() {
    let store = Memory::default();
    let device = Device::new(&store);
    let (id, _) = device.current();
    let key = format!("sah-in-joaca/v2/profil/{}", id.0);
    let long = format!(" {}\u{202e} ", "Ana".repeat(35_000));
    store
        .set(&key, &serde_json::json!({ "nume": long, "avatar": "leu" }))
        .unwrap();
    let (_, child) = device.current();
    assert_eq!(child.nume, "Ana".repeat(8));
    assert_eq!(child.nume.chars().count(), NAME_MAX);
    store
        .set(
            &key,
            &serde_json::json!({ "nume": "\u{3164}", "avatar": "leu" }),
        )
        .unwrap();
    assert_eq!(device.children()[0].1.nume, format!("Copilul {}", id.0));
}
