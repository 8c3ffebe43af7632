//! The device's storage: children, their own matches and
//! preferences, the first storage moved into the default child, the
//! results file and the class table. Natively, on a store in memory.

use engine::{Level, Move, Setup, Variant};
use play::matches::{Match, Mode, Player};
use storage::class::{self, Column};
use storage::file::{self, ChildResults, FileError};
use storage::{
    Added, ChildId, Device, Forget, KEEP, MatchRecord, Memory, NameError, Saved, Start, Store,
    V1_KEY, local_time,
};

fn record(variant: Variant, level: Level, winner: Option<Player>, time_ms: u64) -> MatchRecord {
    MatchRecord {
        variant,
        mode: Mode::Robot,
        level,
        winner,
        time_ms,
        stars: 0,
        best_moves: None,
        hints: 0,
        undos: 0,
        moves: 14,
        start: Start::Book,
        goal: None,
        text: "2–0 la reprize.".to_string(),
    }
}

/// "Now" for the imports of these tests: no match of theirs is dated after it.
const NOW: u64 = u64::MAX;

fn device() -> Device<Memory> {
    Device::new(Memory::default())
}

/// A hunt won against the robot from a teacher's mate in one.
fn mated_hunt() -> Match {
    let setup = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
    let mut m = Match::of(Variant::KingHunt)
        .level(Level::Hard)
        .custom_start(Some(setup))
        .start()
        .unwrap();
    m.play(Move::parse("g1g7").unwrap()).unwrap();
    m
}

/// What the app wrote before profiles, as a device may hold it today: lines
/// of both line formats, an unreadable line, an interrupted match, the lens.
const V1_LINES: &str = "\
cai|robot|2|1|1764412345678|0|21|1–1 la reprize; cursa cea mai scurtă decide: 21 de mutări contra 23.
nebun|doi|1|0|1764412400000|0||1–1 la reprize: egalitate.
rege|robot|3|1|1764412500000|3|18|Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.
rege|robot|1|0|1764412600000|0||Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat.
o linie stricată|||
v2|turn|robot|3|2|1764500000000|0||2|1||0–2 la reprize.
v2|rege|robot|2|1|1764600000000|3|1|0|0|7k/8/5K2/8/8/8/8/6Q1_w|Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.";

/// A bishop game against the robot, interrupted after a2-a4.
fn bishop_game_after_a2a4(seed: u64) -> Match {
    let mut m = Match::of(Variant::BishopVsPawns)
        .seed(seed)
        .start()
        .unwrap();
    m.play(Move::parse("a2a4").unwrap()).unwrap();
    m
}

fn seeded_v1() -> Memory {
    let store = Memory::default();
    store.seed(V1_KEY, V1_LINES);
    // An interrupted bishop match: two pawn moves and the bishop's reply.
    store.seed(
        "sah-in-joaca/v1/partida/nebun",
        "robot|2|w|7|\na2a4 c8d7 b2b3",
    );
    store.seed("sah-in-joaca/v1/ochelari", "1");
    store
}

#[test]
fn a_first_visit_plays_at_once_as_a_default_child() {
    let d = device();
    let (id, child) = d.current();
    assert_eq!(child.nume, "Copilul 1");
    assert_eq!(d.children(), vec![(id, child)]);
    assert_eq!(d.load().unwrap(), vec![]);
}

#[test]
fn each_child_has_their_own_matches_lens_level_and_interrupted_match() {
    let d = device();
    let first = d.current_id();
    let ana = d.add_child("Ana", "urs").unwrap();
    assert_eq!(
        d.current_id(),
        first,
        "adding a child does not switch to them"
    );
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    d.set_lens_on(true);
    d.set_level(Variant::BishopVsPawns, Level::Hard);
    let playing = bishop_game_after_a2a4(3);
    d.save_current(&playing).unwrap();

    d.choose(ana).unwrap();
    assert_eq!(d.current().1.nume, "Ana");
    assert_eq!(
        d.load().unwrap(),
        vec![],
        "Ana sees none of the first child's matches"
    );
    assert!(!d.lens_on());
    assert_eq!(d.level(Variant::BishopVsPawns), None);
    assert!(d.load_current(Variant::BishopVsPawns).is_none());
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    assert_eq!(d.load().unwrap().len(), 1);

    d.choose(first).unwrap();
    assert_eq!(d.load().unwrap().len(), 1);
    assert!(d.lens_on());
    assert_eq!(d.level(Variant::BishopVsPawns), Some(Level::Hard));
    assert_eq!(
        d.load_current(Variant::BishopVsPawns)
            .unwrap()
            .moves()
            .len(),
        1
    );
}

#[test]
fn names_are_checked_and_a_rename_keeps_the_results() {
    let d = device();
    let ana = d.add_child("  Ana   Maria ", "urs").unwrap();
    assert_eq!(d.children()[1].1.nume, "Ana Maria");
    assert_eq!(d.add_child("   ", "urs"), Err(NameError::Empty));
    assert_eq!(
        d.add_child(&"a".repeat(25), "urs"),
        Err(NameError::TooLong(25))
    );
    assert_eq!(
        d.add_child("ana maria", "leu"),
        Err(NameError::Taken("Ana Maria".to_string()))
    );
    assert_eq!(d.add_child("ȘTEFAN", "leu").map(|_| ()), Ok(()));
    assert_eq!(
        d.add_child("Ștefan", "leu"),
        Err(NameError::Taken("ȘTEFAN".to_string()))
    );
    d.choose(ana).unwrap();
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    // A child may keep their own name in another case.
    d.rename_child(ana, "ANA MARIA", "vulpe").unwrap();
    d.rename_child(ana, "Ioana", "vulpe").unwrap();
    assert_eq!(d.current().1.nume, "Ioana");
    assert_eq!(d.current().1.avatar, "vulpe");
    assert_eq!(d.load().unwrap().len(), 1);
}

#[test]
fn deleting_a_child_keeps_the_others_data() {
    let d = device();
    let first = d.current_id();
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    d.set_lens_on(true);
    let ana = d.add_child("Ana", "urs").unwrap();
    d.choose(ana).unwrap();
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    d.set_lens_on(true);
    d.store().seed("sah-in-joaca/v2/copil/2/meci/9", "{stricat");
    d.store().seed("altceva/al-altcuiva", "x");
    d.delete_child(ana);
    assert_eq!(d.current_id(), first, "the first child left plays next");
    assert_eq!(d.children().len(), 1);
    assert_eq!(d.load().unwrap().len(), 1);
    assert!(d.lens_on());
    let keys = d.store().keys("").unwrap();
    assert!(
        keys.iter()
            .all(|k| !k.contains("/copil/2/") && !k.ends_with("profil/2")),
        "{keys:?}"
    );
    assert!(keys.contains(&"altceva/al-altcuiva".to_string()));
    // The last child deleted: a new default child plays.
    d.delete_child(first);
    assert_eq!(d.current().1.nume, "Copilul 1");
    assert_eq!(d.load().unwrap(), vec![]);
}

#[test]
fn the_first_storage_moves_into_the_default_child_with_nothing_lost() {
    let store = seeded_v1();
    store.seed("sah-in-joaca/v0/meciuri", "vechi|format");
    store.seed("sah-in-joaca/v3/meciuri", "{\"din\":\"viitor\"}");
    let d = Device::new(store);
    d.migrate();
    let moved = d.load().unwrap();
    // Every readable line, with what the lines of the first format got wrong mended.
    let expected: Vec<MatchRecord> = storage::decode_all(V1_LINES);
    assert_eq!(expected.len(), 6);
    assert_eq!(moved, expected);
    assert_eq!(
        moved[3].winner,
        Some(Player::Two),
        "a robot hunt's stalemate is the robot's"
    );
    assert_eq!((moved[4].hints, moved[4].undos), (2, 1));
    assert!(moved[5].is_exercise());
    assert_eq!(d.current().1.nume, "Copilul 1");
    assert!(d.lens_on());
    let resumed = d
        .load_current(Variant::BishopVsPawns)
        .expect("the interrupted match");
    assert_eq!(resumed.moves().len(), 3);
    // The old keys, and others' keys, stay as they were.
    assert_eq!(d.store().raw(V1_KEY).as_deref(), Some(V1_LINES));
    assert_eq!(
        d.store().raw("sah-in-joaca/v0/meciuri").as_deref(),
        Some("vechi|format")
    );
    assert_eq!(
        d.store().raw("sah-in-joaca/v3/meciuri").as_deref(),
        Some("{\"din\":\"viitor\"}")
    );
    // Moving again adds nothing; a line the old app adds later moves too.
    d.migrate();
    assert_eq!(d.load().unwrap().len(), 6);
    d.store().seed(
        V1_KEY,
        &format!("{V1_LINES}\ndama|robot|1|1|1764700000000|0||2–0 la reprize."),
    );
    d.migrate();
    assert_eq!(d.load().unwrap().len(), 7);
}

#[test]
fn the_move_goes_to_the_default_child_not_the_current_one() {
    let store = seeded_v1();
    let d = Device::new(store);
    let first = d.current_id();
    let ana = d.add_child("Ana", "urs").unwrap();
    d.choose(ana).unwrap();
    d.migrate();
    assert_eq!(d.load().unwrap(), vec![]);
    assert_eq!(d.load_of(first).unwrap().len(), 6);
}

#[test]
fn a_full_quota_loses_nothing_kept_and_a_blocked_storage_plays() {
    let d = device();
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    d.store().full.set(true);
    assert_eq!(
        d.add_records(
            d.current_id(),
            &[record(Variant::RookVsPawns, Level::Easy, None, 5)],
            NOW
        )
        .map(|a| a.refused),
        Ok(1)
    );
    assert_eq!(d.load().unwrap().len(), 1);
    // The migration of a full device is tried again later, nothing lost.
    let full = seeded_v1();
    full.full.set(true);
    let d = Device::new(full);
    d.migrate();
    d.store().full.set(false);
    d.migrate();
    assert_eq!(d.load().unwrap().len(), 6);

    let blocked = Device::new(Memory {
        blocked: true,
        ..Memory::default()
    });
    assert!(!blocked.is_available());
    assert_eq!(blocked.current().1.nume, "Copilul 1");
    assert!(blocked.load().is_err());
    assert_eq!(blocked.save(&mated_hunt()), Saved::Refused);
    assert!(!blocked.lens_on());
    blocked.set_lens_on(true);
    blocked.migrate();
}

#[test]
fn one_bad_record_never_costs_the_others_and_stays_until_everything_goes() {
    let d = device();
    let id = d.current_id();
    d.add_records(
        id,
        &[record(Variant::RookVsPawns, Level::Easy, None, 10)],
        NOW,
    )
    .unwrap();
    d.store()
        .seed("sah-in-joaca/v2/copil/1/meci/11", "{\"joc\":\"turn\"");
    d.store().seed(
        "sah-in-joaca/v2/copil/1/meci/12",
        "{\"joc\":\"sah\",\"mod\":\"robot\"}",
    );
    d.add_records(
        id,
        &[record(Variant::RookVsPawns, Level::Easy, None, 13)],
        NOW,
    )
    .unwrap();
    assert_eq!(d.load().unwrap().len(), 2);
    // Another match of the same millisecond as an unreadable one gets its own key.
    d.add_records(id, &[record(Variant::KingHunt, Level::Easy, None, 11)], NOW)
        .unwrap();
    assert_eq!(d.load().unwrap().len(), 3);
    assert_eq!(
        d.store().raw("sah-in-joaca/v2/copil/1/meci/11").as_deref(),
        Some("{\"joc\":\"turn\"")
    );
    d.reset(Forget::Game(Variant::RookVsPawns)).unwrap();
    assert_eq!(d.load().unwrap().len(), 1);
    assert!(d.store().raw("sah-in-joaca/v2/copil/1/meci/12").is_some());
    d.reset(Forget::All).unwrap();
    assert_eq!(
        d.store().keys("sah-in-joaca/v2/copil/1/meci/").unwrap(),
        Vec::<String>::new()
    );
}

#[test]
fn only_the_newest_matches_are_kept_per_child() {
    let d = device();
    let id = d.current_id();
    let many: Vec<MatchRecord> = (0..KEEP as u64 + 20)
        .map(|t| record(Variant::KnightRace, Level::Easy, None, 1000 + t))
        .collect();
    assert_eq!(
        d.add_records(id, &many, NOW).unwrap(),
        Added {
            added: KEEP,
            already: 0,
            dropped: 20,
            ..Added::default()
        }
    );
    let kept = d.load().unwrap();
    assert_eq!(kept.len(), KEEP);
    assert_eq!(kept[0].time_ms, 1020);
}

#[test]
fn a_results_file_round_trips_and_loads_without_duplicates() {
    let d = device();
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    let id = d.current_id();
    d.add_records(id, &storage::decode_all(V1_LINES), NOW)
        .unwrap();
    let mine = d.load().unwrap();
    assert_eq!(mine.len(), 7);
    let text = file::export(
        "Ana",
        "urs",
        &mine,
        &[],
        &Default::default(),
        local_time(1_796_109_240_000, 120),
    );
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["format"], "sah-in-joaca/rezultate");
    assert_eq!(json["versiune"], 2);
    assert_eq!(json["jucator"], "Ana");
    assert_eq!(json["exportat"], "2026-12-01T09:14");
    assert_eq!(json["meciuri"].as_array().unwrap().len(), 7);
    // Oldest first: the hunt saved natively at the clock's 0, then the old lines.
    assert_eq!(json["meciuri"][0]["joc"], "rege");
    assert_eq!(json["meciuri"][1]["joc"], "cai");
    assert_eq!(json["meciuri"][1]["rezultat"], "victorie");
    let back = file::read(&text).unwrap();
    assert_eq!(back.name, "Ana");
    assert_eq!(back.avatar, "urs");
    assert_eq!(back.matches, mine);
    assert_eq!(back.skipped, 0);
    // Into a new device: everything; a second time: nothing new.
    let tablet = device();
    let imported = tablet.import(&back, NOW).unwrap();
    assert_eq!((imported.added.added, imported.added.already), (7, 0));
    assert_eq!(imported.name, "Ana");
    assert_eq!(
        tablet.current().1.nume,
        "Copilul 1",
        "who plays does not change, not even an untouched default child"
    );
    assert_eq!(tablet.load_of(imported.child).unwrap(), mine);
    let again = tablet.import(&back, NOW).unwrap();
    assert_eq!((again.added.added, again.added.already), (0, 7));
    assert_eq!(tablet.children().len(), 2);
    // Another child's file on the same tablet makes that child.
    let ion = ChildResults {
        name: "Ion".into(),
        ..back.clone()
    };
    let ion_in = tablet.import(&ion, NOW).unwrap();
    assert_eq!(ion_in.added.added, 7);
    assert_eq!(tablet.children().len(), 3);
    assert_eq!(tablet.current().1.nume, "Copilul 1");
}

#[test]
fn damaged_foreign_and_future_files_are_named_and_skipped() {
    let good = file::export(
        "Ana",
        "urs",
        &[record(Variant::KingHunt, Level::Hard, Some(Player::One), 5)],
        &[],
        &Default::default(),
        local_time(0, 0),
    );
    assert!(file::read(&good).is_ok());
    let cut = &good[..good.len() / 2];
    assert_eq!(file::read(cut), Err(FileError::Damaged));
    assert_eq!(file::read("{\"nume\": \"poze\"}"), Err(FileError::NotOurs));
    assert_eq!(file::read("PNG\u{1}\u{0}"), Err(FileError::NotOurs));
    assert_eq!(file::read("[1, 2, 3]"), Err(FileError::NotOurs));
    assert_eq!(
        file::read(&good.replace("\"versiune\":2", "\"versiune\":3")),
        Err(FileError::Future(3))
    );
    assert_eq!(
        file::read(&good.replace("\"jucator\":\"Ana\",", "")),
        Err(FileError::Damaged)
    );
    assert_eq!(
        file::read(&good.replace("\"versiune\":2,", "")),
        Err(FileError::Damaged)
    );
    // One match that does not read is skipped and counted; the others load.
    let one_bad = good.replace("\"nivel\":3", "\"nivel\":\"trei\"");
    let two = format!(
        "{{\"format\":\"sah-in-joaca/rezultate\",\"versiune\":1,\"jucator\":\"Ion\",\"meciuri\":[{},{}]}}",
        serde_json::to_string(&storage::StoredMatch::of(
            &record(Variant::KnightRace, Level::Easy, None, 9),
            0
        ))
        .unwrap(),
        "{\"joc\":\"zar\"}"
    );
    assert_eq!(
        file::read(&one_bad).map(|f| (f.matches.len(), f.skipped)),
        Ok((0, 1))
    );
    let ion = file::read(&two).unwrap();
    assert_eq!(
        (ion.matches.len(), ion.skipped, ion.avatar.as_str()),
        (1, 1, "")
    );
}

#[test]
fn the_class_table_has_a_row_per_child_and_sorts_by_any_column() {
    // Days apart: the table knows the day a child last played.
    const D: u64 = 86_400_000;
    let hunt = |stars, moves, t| MatchRecord {
        stars,
        best_moves: Some(moves),
        ..record(Variant::KingHunt, Level::Hard, Some(Player::One), t)
    };
    let child = |name: &str, matches: Vec<MatchRecord>| ChildResults {
        name: name.to_string(),
        avatar: String::new(),
        matches,
        skipped: 0,
        series: Vec::new(),
        puzzles: Default::default(),
        puzzles_skipped: false,
        cut: 0,
    };
    let files = vec![
        child(
            "Maria",
            vec![
                hunt(2, 30, 100 * D),
                record(
                    Variant::BishopVsPawns,
                    Level::Easy,
                    Some(Player::One),
                    300 * D,
                ),
            ],
        ),
        child("Andrei", vec![hunt(3, 19, 50 * D)]),
        child(
            "Ăsta",
            vec![record(
                Variant::BishopVsPawns,
                Level::Medium,
                Some(Player::Two),
                10 * D,
            )],
        ),
        // Maria's second tablet: one match more, one the same.
        child(
            "maria",
            vec![
                hunt(2, 30, 100 * D),
                record(
                    Variant::BishopVsPawns,
                    Level::Hard,
                    Some(Player::One),
                    400 * D,
                ),
            ],
        ),
    ];
    let mut rows = class::class_rows(&files, &|s| s.id.clone(), 1000 * D);
    assert_eq!(rows.len(), 3);
    let maria = &rows[0];
    assert_eq!(maria.matches, 3);
    assert_eq!(maria.last_played, Some(400 * D + D / 2));
    let bishop = Variant::ALL
        .iter()
        .position(|&v| v == Variant::BishopVsPawns)
        .unwrap();
    assert_eq!(maria.games[bishop].wins, [1, 0, 1]);
    assert_eq!(maria.games[bishop].matches, 2);
    let names =
        |rows: &[storage::class::ClassRow]| rows.iter().map(|r| r.name.clone()).collect::<Vec<_>>();
    class::sort_rows(&mut rows, Column::Name);
    assert_eq!(names(&rows), ["Andrei", "Ăsta", "Maria"]);
    class::sort_rows(&mut rows, Column::Game(Variant::KingHunt));
    assert_eq!(names(&rows), ["Andrei", "Maria", "Ăsta"]);
    class::sort_rows(&mut rows, Column::Game(Variant::BishopVsPawns));
    assert_eq!(names(&rows)[0], "Maria");
    class::sort_rows(&mut rows, Column::LastPlayed);
    assert_eq!(names(&rows), ["Maria", "Andrei", "Ăsta"]);
    class::sort_rows(&mut rows, Column::Matches);
    assert_eq!(names(&rows)[0], "Maria");
    for c in [
        Column::Name,
        Column::Matches,
        Column::LastPlayed,
        Column::Game(Variant::KingHunt),
    ] {
        assert_eq!(Column::from_slug(c.slug()), Some(c));
    }
}

// --- whose results, and nothing lost ---

/// A results file of `name` with `n` won races, a second apart from `from`.
fn file_of(name: &str, from: u64, n: u64) -> ChildResults {
    ChildResults {
        name: name.into(),
        avatar: "leu".into(),
        matches: (0..n)
            .map(|t| record(Variant::KnightRace, Level::Easy, None, from + 1000 * t))
            .collect(),
        skipped: 0,
        series: Vec::new(),
        puzzles: Default::default(),
        puzzles_skipped: false,
        cut: 0,
    }
}

#[test]
fn importing_never_changes_who_plays() {
    let d = device();
    let ioana = d.add_child("Ioana", "urs").unwrap();
    d.choose(ioana).unwrap();
    let done = d.import(&file_of("Ștefan", 1000, 3), NOW).unwrap();
    assert_eq!(d.current(), (ioana, d.children()[1].1.clone()));
    assert_eq!(done.name, "Ștefan");
    assert_eq!(
        done.added,
        Added {
            added: 3,
            already: 0,
            dropped: 0,
            ..Added::default()
        }
    );
    assert_eq!(d.load().unwrap(), vec![], "Ioana's results stay hers");
    assert_eq!(d.load_of(done.child).unwrap().len(), 3);
    // Ioana's next match is hers.
    assert_eq!(d.save(&mated_hunt()), Saved::Kept);
    assert_eq!(d.load().unwrap().len(), 1);
    assert_eq!(d.load_of(done.child).unwrap().len(), 3);
    // On a fresh device the default child keeps its name, and plays on.
    let fresh = device();
    let done = fresh.import(&file_of("Ana", 1000, 1), NOW).unwrap();
    assert_eq!(fresh.current().1.nume, "Copilul 1");
    assert_eq!(fresh.children().len(), 2);
    assert_eq!(fresh.load_of(done.child).unwrap().len(), 1);
}

#[test]
fn a_large_import_says_what_is_kept() {
    let d = device();
    let id = d.current_id();
    // Two matches kept before, older than the file's.
    d.add_records(
        id,
        &[
            record(Variant::KingHunt, Level::Easy, None, 1),
            record(Variant::KingHunt, Level::Easy, None, 2),
        ],
        NOW,
    )
    .unwrap();
    let big = file_of("Copilul 1", 10_000, 5000);
    let done = d.import(&big, NOW).unwrap();
    assert_eq!(
        done.added,
        Added {
            added: KEEP,
            already: 0,
            dropped: 5002 - KEEP,
            ..Added::default()
        }
    );
    let kept = d.load().unwrap();
    assert_eq!(kept.len(), KEEP);
    assert_eq!(kept, big.matches[5000 - KEEP..].to_vec(), "the newest 300");
    // Loaded again: nothing new, and the same older ones are not kept.
    let again = d.import(&big, NOW).unwrap();
    assert_eq!(
        again.added,
        Added {
            added: 0,
            already: KEEP,
            dropped: 5000 - KEEP,
            ..Added::default()
        }
    );
    assert_eq!(d.load().unwrap().len(), KEEP);
}

#[test]
fn one_name_rule_for_the_form_the_import_and_the_class_table() {
    use storage::{clean_name, name_rule, same_name};
    let long = "Maria-Alexandra Constantinescu";
    let d = device();
    assert_eq!(d.add_child(long, "urs"), Err(NameError::TooLong(30)));
    assert_eq!(name_rule(long), Err(NameError::TooLong(30)));
    // A file of that name is refused by name (the import and the class table read it alike).
    let text = file::export(long, "urs", &[], &[], &Default::default(), local_time(0, 0));
    assert_eq!(
        file::read(&text),
        Err(FileError::NameTooLong(long.to_string(), 30))
    );
    // Marks that reverse text are dropped, in the form and in a file.
    assert_eq!(
        clean_name("\u{202e}Ana\u{202c} \u{2067}Pop\u{2069}\u{200f}"),
        "Ana Pop"
    );
    let reversed = file::export(
        "\u{202e}anaI",
        "urs",
        &[],
        &[],
        &Default::default(),
        local_time(0, 0),
    );
    assert_eq!(file::read(&reversed).unwrap().name, "anaI");
    let ana = d.add_child("\u{202e}Ana", "urs").unwrap();
    assert_eq!(
        d.children()
            .iter()
            .find(|(id, _)| *id == ana)
            .unwrap()
            .1
            .nume,
        "Ana"
    );
    // „Ștefan” and „Stefan” are one name: one child, one file name.
    assert!(same_name("Ștefan", "Stefan"));
    assert!(same_name("Ana Maria", "ana-maria"));
    assert!(!same_name("Ana", "Ioana"));
    d.add_child("Ștefan", "leu").unwrap();
    assert_eq!(
        d.add_child("Stefan", "leu"),
        Err(NameError::Taken("Ștefan".to_string()))
    );
    let day = local_time(0, 0);
    assert_eq!(
        file::file_name("Ștefan", day),
        file::file_name("Stefan", day)
    );
    let done = d.import(&file_of("Stefan", 5, 1), NOW).unwrap();
    assert_eq!(done.name, "Ștefan", "Stefan's file goes to Ștefan");
    assert_eq!(d.children().len(), 3);
}

/// Ana's and the first child's interrupted bishop games; the first child plays.
fn two_interrupted(store: Memory) -> (Device<Memory>, ChildId) {
    let d = Device::new(store);
    let first = d.current_id();
    let ana = d.add_child("Ana", "urs").unwrap();
    let started = bishop_game_after_a2a4(1);
    d.choose(ana).unwrap();
    d.save_current(&started).unwrap();
    d.choose(first).unwrap();
    d.save_current(&started).unwrap();
    (d, ana)
}

fn total(d: &Device<Memory>) -> usize {
    d.store().values.borrow().values().map(String::len).sum()
}

#[test]
fn a_full_storage_drops_interrupted_matches_first_then_keeps_the_match_for_the_session() {
    let won = |t| record(Variant::QueenVsPawns, Level::Hard, Some(Player::One), t);
    // How much room the match takes, measured on a device with room.
    let (roomy, _) = two_interrupted(Memory::default());
    let before = total(&roomy);
    assert_eq!(roomy.save_record(won(7)), Saved::Kept);
    let needed = total(&roomy) - before;
    let (d, ana) = two_interrupted(Memory::default());
    let theirs = "sah-in-joaca/v2/copil/2/partida/nebun";
    let mine = "sah-in-joaca/v2/copil/1/partida/nebun";
    assert!(d.store().raw(theirs).is_some() && d.store().raw(mine).is_some());
    // Room for it once one interrupted match is gone.
    let theirs_len = d.store().raw(theirs).unwrap().len();
    d.store().limit.set(Some(before + needed - theirs_len));
    assert_eq!(d.save_record(won(7)), Saved::Kept);
    let left = [theirs, mine].map(|k| d.store().raw(k).is_some());
    assert_eq!(
        left.iter().filter(|&&l| l).count(),
        1,
        "one interrupted match went, only one"
    );
    assert_eq!(d.load().unwrap().len(), 1);
    // No room at all: every interrupted match goes, never a finished one,
    // and the match is kept for the session: the results and the file have it.
    d.store().full.set(true);
    assert_eq!(d.save_record(won(8)), Saved::ForSession);
    assert!(d.store().raw(mine).is_none() && d.store().raw(theirs).is_none());
    assert_eq!(
        d.load()
            .unwrap()
            .iter()
            .map(|r| r.time_ms)
            .collect::<Vec<_>>(),
        vec![7, 8]
    );
    let text = file::export(
        "Copilul 1",
        "",
        &d.load().unwrap(),
        &[],
        &Default::default(),
        local_time(0, 0),
    );
    assert_eq!(file::read(&text).unwrap().matches.len(), 2);
    // The other child's results are untouched.
    assert_eq!(d.load_of(ana).unwrap(), vec![]);
}

#[test]
fn a_storage_full_from_the_first_visit_keeps_the_match_for_the_session() {
    // Full from the first visit: the default child is never written, yet it plays.
    let store = Memory::default();
    store.full.set(true);
    let d = Device::new(store);
    assert_eq!(d.children(), vec![]);
    assert_eq!(d.current().1.nume, "Copilul 1");
    assert_eq!(
        d.save_record(record(Variant::KingHunt, Level::Easy, None, 3)),
        Saved::ForSession
    );
    assert_eq!(d.load().unwrap().len(), 1);
}

#[test]
fn a_refused_choice_says_so_and_keeps_who_plays() {
    let d = device();
    let first = d.current_id();
    let ana = d.add_child("Ana", "urs").unwrap();
    d.store().full.set(true);
    assert!(d.choose(ana).is_err());
    assert_eq!(d.current_id(), first);
    d.store().full.set(false);
    assert_eq!(d.choose(ana), Ok(()));
    assert_eq!(d.current_id(), ana);
}

#[test]
fn a_first_storage_move_refused_in_part_is_undone_and_tried_again() {
    const INTERRUPTED: &str = "sah-in-joaca/v2/copil/1/partida/nebun";
    const LENS: &str = "sah-in-joaca/v2/copil/1/ochelari";
    const MARK: &str = "sah-in-joaca/v2/din-v1";
    // What the whole move writes, measured on a device with room for it.
    let roomy = Device::new(seeded_v1());
    roomy.migrate();
    let size = |key: &str| roomy.store().values.borrow()[key].len();
    let all = total(&roomy);
    // No room for the interrupted match, then none for the mark alone.
    for limit in [all - size(LENS) - size(MARK) - 1, all - 1] {
        let d = Device::new(seeded_v1());
        d.store().limit.set(Some(limit));
        d.migrate();
        // The results moved (never twice), nothing else: a match copied
        // without the mark would be copied again after it was finished.
        assert_eq!(d.load().unwrap().len(), 6, "limit {limit}");
        assert!(d.load_current(Variant::BishopVsPawns).is_none());
        assert_eq!(d.store().raw(MARK), None);
        // The next start, with room, moves the rest.
        d.store().limit.set(None);
        d.migrate();
        assert_eq!(d.load().unwrap().len(), 6);
        assert!(d.load_current(Variant::BishopVsPawns).is_some());
        assert!(d.lens_on());
        assert_eq!(d.store().raw(MARK), roomy.store().raw(MARK));
        assert!(d.store().raw(INTERRUPTED).is_some());
    }
}
