//! The join codes of two classes that the join link's browser tests open
//! (`tests/e2e/join.spec.mjs`), printed as the JSON of
//! `tests/e2e/fixtures/join-codes.json`:
//!
//! `cargo run -q -p sah-tools --example join_codes > tests/e2e/fixtures/join-codes.json`
//!
//! Deterministic: each class's roster is typed as a teacher would
//! ([`Roster::edited`]) and made into its join code ([`Invite::to_code`]).

use serde_json::{Value, json};
use storage::roster::{Invite, Roster};

/// A class's join code, with what the tests check against.
fn class(id: &str, name: &str, lines: &str) -> Value {
    let roster = Roster::default()
        .edited(lines)
        .expect("a roster the app takes");
    let invite = Invite {
        class: id.into(),
        name: name.into(),
        children: roster.children,
    };
    let code = invite.to_code();
    assert_eq!(Invite::from_code(&code).as_ref(), Some(&invite));
    let names: Vec<&str> = invite.children.iter().map(|c| &*c.name).collect();
    json!({ "id": id, "name": name, "children": names, "code": code })
}

fn main() {
    let a = class("18f3a2", "2A", "Maria P.\nMaria T.\nAndrei");
    let b = class("18f3b7", "3B", "Andrei");
    // A whole class, for the screenshots: 25 names, one as long as a name may be.
    let c = class(
        "18f3c1",
        "Educație prin șah 4C",
        "Ana\nAndrei\nBianca\nCezar\nDaria\nDavid\nElena\nEric\nFilip\nGabriela\n\
         Ioana\nIon\nIrina\nLuca\nMaria\nMatei\nMihai\nNatalia\nOvidiu\nPaula\n\
         Radu\nSara\nȘtefan\nTeodora\nAlexandru-Constantin P.",
    );
    // One letter of 2A's code changed: its checksum refuses it.
    let mut damaged: Vec<char> = a["code"].as_str().unwrap().chars().collect();
    let i = damaged.len() / 2;
    damaged[i] = if damaged[i] == 'A' { 'B' } else { 'A' };
    let damaged: String = damaged.into_iter().collect();
    assert_eq!(Invite::from_code(&damaged), None);
    let out = json!({
        "note": "Made by `cargo run -q -p sah-tools --example join_codes > tests/e2e/fixtures/join-codes.json` (crates/tools/examples/join_codes.rs): run it again after a change to the join code.",
        "class_2a": a,
        "class_3b": b,
        "class_4c": c,
        "damaged": damaged,
    });
    println!("{}", serde_json::to_string_pretty(&out).unwrap());
}
