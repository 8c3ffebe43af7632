//! What a classroom does to the storage, natively on a store in memory:
//! two tabs (or a tab and the class website's frame) writing to one device,
//! a tablet whose clock is wrong, a quota that fills and frees again, and
//! files too large or too many for it. Nothing a child finished may be lost
//! or given to another child.

use engine::Level;
use engine::Variant;
use play::matches::{Mode, Player};
use storage::file::{self, ChildResults, FileError};
use storage::{
    Device, FUTURE_MARGIN_MS, Forget, KEEP, MatchRecord, Memory, NameError, Saved, SeriesProgress,
    SeriesResult, Start, Store,
};

/// 1 December 2026, 09:14 UTC: "now" in these tests.
const NOW: u64 = 1_796_109_240_000;
const DAY: u64 = 24 * 60 * 60 * 1000;

fn record(variant: Variant, time_ms: u64) -> MatchRecord {
    MatchRecord {
        variant,
        mode: Mode::Robot,
        level: Level::Easy,
        winner: Some(Player::One),
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

fn file_of(name: &str, matches: Vec<MatchRecord>) -> ChildResults {
    ChildResults {
        name: name.into(),
        avatar: "leu".into(),
        matches,
        skipped: 0,
        series: Vec::new(),
        puzzles: Default::default(),
        puzzles_skipped: false,
        cut: 0,
    }
}

fn times(d: &Device<&Memory>) -> Vec<u64> {
    d.load().unwrap().iter().map(|r| r.time_ms).collect()
}

#[test]
fn a_tab_writes_for_the_child_it_showed_whoever_another_tab_chose() {
    let store = Memory::default();
    let device = Device::new(&store);
    let ana = device.add_child("Ana", "urs").unwrap();
    let ben = device.add_child("Ben", "leu").unwrap();
    device.choose(ana).unwrap();
    // Tab A opens with Ana; tab B then switches to Ben, who has 3 matches.
    let tab_a = device.for_current();
    let tab_b = device;
    tab_b.choose(ben).unwrap();
    for t in 0..3 {
        assert_eq!(
            tab_b.save_record(record(Variant::RookVsPawns, NOW + t)),
            Saved::Kept
        );
    }
    assert_eq!(tab_a.current().1.nume, "Ana", "the page shows Ana");
    // Tab A finishes a match: it is Ana's.
    assert_eq!(
        tab_a.save_record(record(Variant::KingHunt, NOW + 10)),
        Saved::Kept
    );
    assert_eq!(device.load_of(ana).unwrap().len(), 1);
    assert_eq!(device.load_of(ben).unwrap().len(), 3);
    // Ana's interrupted match is hers, and Ben is not offered it.
    let m = play::matches::Match::of(Variant::KnightRace)
        .player1_first(engine::Color::White)
        .start()
        .unwrap();
    let mut m = m;
    let first = m.game().legal_moves()[0];
    m.play(first).unwrap();
    tab_a.save_current(&m).unwrap();
    assert!(tab_b.load_current(Variant::KnightRace).is_none());
    assert!(tab_a.load_current(Variant::KnightRace).is_some());
    // Puzzle stars and a series' result go to Ana.
    assert_eq!(tab_a.record_puzzle("nebun/3", 3), Ok(true));
    assert_eq!(tab_b.puzzle_stars(), Default::default());
    let opened = tab_a.open_series(SeriesProgress::new(
        "titlu=A&nebun=8/8/8/8/8/8/PPP5/2b5_w",
        1,
    ));
    assert_eq!(
        tab_a
            .record_series(&opened.id, 1, SeriesResult::Won, false)
            .unwrap()
            .rezultate,
        "v"
    );
    assert!(tab_b.series().is_empty());
    // „Șterge” in tab A forgets Ana's results only.
    tab_a.reset(Forget::All).unwrap();
    assert!(device.load_of(ana).unwrap().is_empty());
    assert_eq!(device.load_of(ben).unwrap().len(), 3);
    // The results file of tab A is Ana's.
    assert_eq!(tab_a.current().1.nume, "Ana");
    // Preferences too.
    tab_a.set_lens_on(true);
    assert!(!tab_b.lens_on());
}

#[test]
fn ids_are_never_reused_and_a_deleted_child_gets_nothing() {
    let store = Memory::default();
    let device = Device::new(&store);
    let ben = device.add_child("Ben", "leu").unwrap();
    device.choose(ben).unwrap();
    let stale = device.for_current();
    // Tab B deletes Ben and makes Cara.
    device.delete_child(ben);
    let cara = device.add_child("Cara", "vulpe").unwrap();
    assert_ne!(cara, ben, "Cara must not get Ben's id");
    // A device of an older version, which kept no highest id: still a new one.
    store.delete("sah-in-joaca/v2/ultimul-copil");
    // Deleting the newest child and adding again still gives a new id.
    device.delete_child(cara);
    let dan = device.add_child("Dan", "urs").unwrap();
    assert!(dan > cara);
    // The stale tab still shows Ben: its writes are refused, Dan gets nothing.
    assert!(!stale.child_exists());
    assert_eq!(
        stale.save_record(record(Variant::KingHunt, NOW)),
        Saved::ChildGone
    );
    assert!(stale.record_puzzle("rege/1", 3).is_err());
    stale.set_lens_on(true);
    assert!(device.load_of(dan).unwrap().is_empty());
    let keys = store.keys("sah-in-joaca/v2/copil/").unwrap();
    assert!(
        keys.is_empty(),
        "nothing written for a deleted child: {keys:?}"
    );
    // Renaming Ben in the stale tab does not bring him back.
    assert_eq!(device.rename_child(ben, "Ben", "leu"), Err(NameError::Gone));
    assert!(device.children().iter().all(|(id, _)| *id != ben));
}

#[test]
fn a_wrong_clock_never_costs_a_real_match() {
    let store = Memory::default();
    let d = Device::new(&store);
    let id = d.current_id();
    for t in 0..3 {
        d.save_record(record(Variant::BishopVsPawns, NOW - DAY + t));
    }
    // A file of 300 matches dated a year ahead: refused, the real ones stay.
    let future: Vec<MatchRecord> = (0..300)
        .map(|t| record(Variant::KnightRace, NOW + 365 * DAY + t))
        .collect();
    let done = d
        .import(&file_of("Copilul 1", future.clone()), NOW)
        .unwrap();
    assert_eq!((done.added.added, done.added.future), (0, 300));
    assert_eq!(d.load().unwrap().len(), 3);
    // Within the margin a match is kept (time zones, a clock a little off).
    let soon = record(Variant::KnightRace, NOW + FUTURE_MARGIN_MS - 1);
    let done = d.import(&file_of("Copilul 1", vec![soon]), NOW).unwrap();
    assert_eq!((done.added.added, done.added.future), (1, 0));
    // u64::MAX is no date either.
    let done = d
        .import(
            &file_of("Copilul 1", vec![record(Variant::KingHunt, u64::MAX)]),
            NOW,
        )
        .unwrap();
    assert_eq!(done.added.future, 1);

    // Future matches kept before (an older app took them): a finished match
    // is never the one dropped, and they go first.
    d.add_records(id, &future[..KEEP - 5], u64::MAX).unwrap();
    assert_eq!(d.load().unwrap().len(), KEEP - 1);
    d.save_record(record(Variant::RookVsPawns, NOW + 4));
    let just_now = record(Variant::RookVsPawns, NOW + 5);
    assert_eq!(d.save_record(just_now.clone()), Saved::Kept);
    let kept = d.load().unwrap();
    assert_eq!(kept.len(), KEEP);
    assert!(kept.contains(&just_now), "the match just finished is kept");
    let real = kept.iter().filter(|r| r.time_ms < NOW + DAY).count();
    assert_eq!(real, 6, "every real match is kept: {:?}", times(&d));
}

#[test]
fn a_match_kept_in_memory_is_written_when_there_is_room_again() {
    let store = Memory::default();
    let d = Device::new(&store);
    assert_eq!(d.save_record(record(Variant::KingHunt, NOW)), Saved::Kept);
    store.full.set(true);
    assert_eq!(
        d.save_record(record(Variant::KingHunt, NOW + 1)),
        Saved::ForSession
    );
    assert!(d.unsaved());
    // Still full: the note stays, for both.
    assert_eq!(
        d.save_record(record(Variant::KingHunt, NOW + 2)),
        Saved::ForSession
    );
    assert!(d.unsaved());
    store.full.set(false);
    // Room again: the next match writes the ones kept in memory first.
    assert_eq!(
        d.save_record(record(Variant::KingHunt, NOW + 3)),
        Saved::Kept
    );
    assert!(!d.unsaved());
    assert!(store.session.borrow().is_empty());
    let stored = store
        .values
        .borrow()
        .keys()
        .filter(|k| k.contains("/meci/"))
        .count();
    assert_eq!(stored, 4, "every match is in the storage, not in memory");
}

#[test]
fn an_import_that_runs_out_of_room_says_what_it_kept_and_leaves_no_empty_child() {
    let store = Memory::default();
    let d = Device::new(&store);
    d.current();
    // Room for about half of a file of 300 long matches.
    let long = |t: u64| MatchRecord {
        text: "x".repeat(file::TEXT_MAX),
        ..record(Variant::KnightRace, NOW - DAY + t)
    };
    let matches: Vec<MatchRecord> = (0..300).map(long).collect();
    let one = serde_json::to_string(&storage::StoredMatch::of(&matches[0], 0))
        .unwrap()
        .len();
    store.limit.set(Some(150 * one + 500));
    let done = d.import(&file_of("Ion", matches.clone()), NOW).unwrap();
    assert!(done.full);
    let ion = d.child_named("Ion").unwrap();
    let kept = d.load_of(ion).unwrap().len();
    assert!(kept > 100 && kept < 300, "{kept}");
    assert_eq!((done.added.added, done.added.refused), (kept, 300 - kept));
    // The newest went in first.
    assert_eq!(d.load_of(ion).unwrap().last(), matches.last());

    // No room at all: no child is left behind.
    let before = d.children().len();
    assert!(d.import(&file_of("Maria", matches), NOW).is_err());
    assert_eq!(d.children().len(), before);
    assert!(d.child_named("Maria").is_none());
}

#[test]
fn what_a_file_gives_is_capped_and_its_duplicates_found_by_moment() {
    // Larger than a results file can be: refused by its size.
    let huge = format!(
        "{{\"format\":\"sah-in-joaca/rezultate\",\"versiune\":2,\"jucator\":\"Ana\",\"meciuri\":[],\"x\":\"{}\"}}",
        "a".repeat(file::MAX_FILE_BYTES)
    );
    assert_eq!(file::read(&huge).err(), Some(FileError::TooBig(huge.len())));
    // Many matches: the last ones are read, a long text is cut.
    let mut many: Vec<MatchRecord> = (0..2500)
        .map(|t| record(Variant::KnightRace, NOW - DAY + t))
        .collect();
    many[2499].text = "ă".repeat(1000);
    let text = file::export(
        "Ana",
        "urs",
        &many,
        &[],
        &Default::default(),
        storage::local_time(NOW, 0),
    );
    assert!(text.len() < file::MAX_FILE_BYTES);
    let read = file::read(&text).unwrap();
    assert_eq!(read.matches.len(), file::MATCHES_READ);
    assert!(read.cut > 0);
    let last = read.matches.last().unwrap();
    assert_eq!(last.text.chars().count(), file::TEXT_MAX + 1);
    assert!(last.text.ends_with('…'));

    // Duplicates: the same file twice adds nothing; by moment, quickly.
    let store = Memory::default();
    let d = Device::new(&store);
    let twice: Vec<MatchRecord> = many[..1000]
        .iter()
        .chain(many[..1000].iter())
        .cloned()
        .collect();
    let started = std::time::Instant::now();
    let done = d.import(&file_of("Copilul 1", twice), NOW).unwrap();
    let again = d
        .import(&file_of("Copilul 1", many[..1000].to_vec()), NOW)
        .unwrap();
    println!(
        "two imports of 2,000 and 1,000 matches: {:?}",
        started.elapsed()
    );
    assert_eq!((done.added.added, done.added.already), (KEEP, 1000));
    assert_eq!(again.added.added, 0);
    assert_eq!(d.load().unwrap().len(), KEEP);
}
