//! The project's own fuzz of the engine and the match layer: seeded random
//! play through the public API, with invariants checked at every ply.
//!
//! Shared by `crates/tools/tests/fuzz.rs` (a small budget inside `make test`) and
//! `crates/tools/examples/fuzz.rs` (a long run with a time budget). Everything is
//! deterministic for a seed; a failure panics with a reproduction (variant,
//! start, moves, or the record text) that can be replayed by hand.

#![allow(dead_code)] // each of the two users calls a different part

use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

use engine::{Board, Color, Game, Level, Move, Piece, Rng, Role, Setup, Square, Variant};
use play::matches::{Match, Mode, Phase};
use robot::Round;
use storage::{self, MatchRecord, Store};
use words::{self, Worded};

#[path = "fuzz_garbage.rs"]
mod garbage;
use garbage::garbage_inputs;

#[path = "fuzz_handin.rs"]
mod handin;
pub use handin::{HandInSizes, HandInTally, handins};

/// How much one batch does, per variant.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    /// Random games from the book's start, every ply checked.
    pub games: u32,
    /// Games from random custom starts (through `new_game`).
    pub custom_starts: u32,
    /// Games where robots of random levels play both sides.
    pub robot_games: u32,
    /// Whole matches (both modes), resumed from their record after every ply.
    pub matches: u32,
    /// Garbage and mutated FENs through the `poz=` path, garbage routes and records.
    pub garbage: u32,
    /// Illegal moves tried per ply.
    pub illegal_per_ply: u32,
}

/// What a run covered, per variant (in `Variant::ALL` order).
#[derive(Clone, Copy, Default, Debug)]
pub struct Tally {
    pub games: u64,
    pub plies: u64,
    /// Positions whose every legal move was played and checked.
    pub positions: u64,
    pub illegal_refused: u64,
    pub robot_moves: u64,
    pub custom_starts: u64,
    pub custom_accepted: u64,
    pub matches: u64,
    pub resumes: u64,
    pub garbage: u64,
}

impl Tally {
    pub fn add(&mut self, o: &Tally) {
        self.games += o.games;
        self.plies += o.plies;
        self.positions += o.positions;
        self.illegal_refused += o.illegal_refused;
        self.robot_moves += o.robot_moves;
        self.custom_starts += o.custom_starts;
        self.custom_accepted += o.custom_accepted;
        self.matches += o.matches;
        self.resumes += o.resumes;
        self.garbage += o.garbage;
    }
}

/// A way to say what was being done when an invariant broke.
struct Trace {
    what: String,
    variant: Variant,
    start: String,
    moves: Vec<Move>,
    record: Option<String>,
}

impl std::fmt::Display for Trace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "  what:    {}", self.what)?;
        writeln!(
            f,
            "  variant: {:?} (#/{})",
            self.variant,
            self.variant.info().slug
        )?;
        writeln!(f, "  start:   {}", self.start)?;
        let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
        writeln!(f, "  moves:   {}", moves.join(" "))?;
        if let Some(r) = &self.record {
            writeln!(f, "  record:  {r:?}")?;
        }
        Ok(())
    }
}

/// Runs `body` with a trace; a panic inside becomes a panic with the reproduction.
fn traced(mut trace: Trace, body: impl FnOnce(&mut Trace)) {
    if let Err(e) = catch_unwind(AssertUnwindSafe(|| body(&mut trace))) {
        let message = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        panic!("FUZZ FAILURE: {message}\nreproduction:\n{trace}");
    }
}

fn setup_text(s: &Setup) -> String {
    let mut t = format!("{} {}", s.board.to_fen(), s.turn.letter());
    if let Some(c) = &s.castling {
        let _ = write!(t, " {c}");
    }
    t
}

fn random_square(rng: &mut Rng) -> Square {
    Square::ALL[rng.below(64)]
}

/// A move that may or may not be legal: random squares, sometimes a promotion.
fn random_move(rng: &mut Rng, near: &[Move]) -> Move {
    let from = match near.is_empty() || rng.below(2) == 0 {
        true => random_square(rng),
        false => near[rng.below(near.len())].from,
    };
    let mut mv = Move::new(from, random_square(rng));
    if rng.below(6) == 0 {
        mv.promotion = Some(Role::ALL[rng.below(6)]);
    }
    mv
}

/// What must hold in every position of every game. Returns the legal moves.
fn check_position(game: &dyn Game, rng: &mut Rng, illegal: u32, tally: &mut Tally) -> Vec<Move> {
    let moves = game.legal_moves();
    let outcome = game.outcome();
    assert_eq!(
        outcome.is_none(),
        !moves.is_empty(),
        "legal moves must exist exactly while the round is on ({} moves, outcome {outcome:?})",
        moves.len()
    );
    if let Some(o) = &outcome {
        assert!(
            !words::reason(o.ending).trim().is_empty(),
            "an ending without a reason"
        );
    }
    let board = game.board();
    assert_eq!(
        Board::from_fen(&board.to_fen()).as_ref(),
        Ok(board),
        "FEN round trip"
    );
    // The texts of the page never panic and say something.
    if let Some(n) = game.notice_text() {
        assert!(!n.is_empty());
    }
    for line in game.progress_text() {
        assert!(!line.is_empty());
    }
    let _ = game.highlights();
    for color in Color::BOTH {
        // Every player gets a summary once the round is over.
        let summary = game.summary_text(color);
        assert!(
            outcome.is_none() || summary.is_some(),
            "no summary for {color:?}"
        );
        let _ = game.moves_made(color);
    }
    let mover = game.turn();
    for (i, &mv) in moves.iter().enumerate() {
        assert!(!moves[..i].contains(&mv), "move {mv} listed twice");
        assert!(!game.notation(mv).is_empty(), "no notation for {mv}");
        let mut next = game.clone_box();
        assert_eq!(next.play(mv), Ok(()), "listed move {mv} does not play");
        let landed = next.board().piece_at(mv.to);
        assert_eq!(
            landed.map(|p| p.color),
            Some(mover),
            "after {mv} the mover's piece is not on {}",
            mv.to
        );
        if let Some(role) = mv.promotion {
            assert_eq!(landed.map(|p| p.role), Some(role), "promotion of {mv}");
        }
    }
    tally.positions += 1;
    // Illegal moves are refused and change nothing.
    for _ in 0..illegal {
        let mv = random_move(rng, &moves);
        if moves.contains(&mv) {
            continue;
        }
        let mut copy = game.clone_box();
        assert!(copy.play(mv).is_err(), "illegal move {mv} was played");
        assert_eq!(copy.board(), game.board(), "refused {mv} changed the board");
        assert_eq!(copy.outcome(), outcome, "refused {mv} changed the outcome");
        assert_eq!(copy.legal_moves(), moves, "refused {mv} changed the moves");
        if outcome.is_none() {
            assert_eq!(copy.turn(), mover, "refused {mv} changed the turn");
        }
        tally.illegal_refused += 1;
    }
    moves
}

/// Asks every robot level (and the hint) in this position: legal, never
/// `None` while playing, the same move for the same seed.
fn check_robots(game: &dyn Round, moves: &[Move], seed: u64, tally: &mut Tally) {
    for level in Level::ALL {
        let mv = game.robot_move(level, seed);
        match mv {
            Some(mv) => assert!(moves.contains(&mv), "{level:?} robot played {mv}"),
            None => assert!(
                moves.is_empty(),
                "{level:?} robot has no move while playing"
            ),
        }
        assert_eq!(
            game.robot_move(level, seed),
            mv,
            "{level:?} robot not deterministic"
        );
        tally.robot_moves += 1;
    }
    if let Some(h) = game.hint() {
        assert!(moves.contains(&h), "hint {h} is not legal");
    }
}

/// Plays `game` to its end: random moves, or robots of random levels when
/// `robots`; every ply checked.
fn play_out(
    mut game: Box<dyn Round>,
    rng: &mut Rng,
    sizes: &Sizes,
    robots: bool,
    trace: &mut Trace,
    tally: &mut Tally,
) {
    tally.games += 1;
    // Rules end every game; the cap only stops a broken engine from looping.
    for _ in 0..3000 {
        let moves = check_position(game.as_ref(), rng, sizes.illegal_per_ply, tally);
        if moves.is_empty() {
            return;
        }
        let seed = rng.next_u64();
        let mv = if robots {
            check_robots(game.as_ref(), &moves, seed, tally);
            let level = Level::ALL[rng.below(3)];
            game.robot_move(level, seed).expect("checked above")
        } else {
            moves[rng.below(moves.len())]
        };
        trace.moves.push(mv);
        game.play(mv).expect("checked above");
        tally.plies += 1;
    }
    panic!("the game did not end in 3000 plies");
}

/// A random position that may or may not be playable in `variant`: the
/// right kind of pieces most of the time, with the odd misplaced or extra one.
fn random_setup(variant: Variant, rng: &mut Rng) -> Setup {
    let mut board = Board::empty();
    let put = |board: &mut Board, piece: Piece, rng: &mut Rng| {
        let sq = random_square(rng);
        if board.piece_at(sq).is_none() {
            board.set(sq, piece);
        }
    };
    let pawn = |c| Piece::new(c, Role::Pawn);
    match variant {
        Variant::KingHunt => {
            put(&mut board, Piece::new(Color::White, Role::King), rng);
            put(&mut board, Piece::new(Color::Black, Role::King), rng);
            for _ in 0..rng.below(16) {
                let role = [
                    Role::Pawn,
                    Role::Knight,
                    Role::Bishop,
                    Role::Rook,
                    Role::Queen,
                ][rng.below(5)];
                put(&mut board, Piece::new(Color::White, role), rng);
            }
            // Often the usual home squares, so castling can happen.
            if rng.below(3) == 0 {
                for (sq, role) in [("e1", Role::King), ("a1", Role::Rook), ("h1", Role::Rook)] {
                    let sq = Square::parse(sq).expect("a square");
                    board.remove(sq);
                    board.set(sq, Piece::new(Color::White, role));
                }
            }
        }
        Variant::KnightRace => {
            // Each special knight in the other camp (white in ranks 5–8,
            // black in 1–4), mostly; a few targets for each.
            for color in Color::BOTH {
                let rank = rng.below(4) as u8 + if color == Color::White { 4 } else { 0 };
                let sq = Square::new(rng.below(8) as u8, rank);
                if rng.below(8) > 0 {
                    board.set(sq, Piece::new(color, Role::Knight));
                }
                for _ in 0..1 + rng.below(14) {
                    let role = Role::ALL[rng.below(6)];
                    put(&mut board, Piece::new(color, role), rng);
                }
            }
        }
        _ => {
            let start = variant.start_setup().board;
            let (_, piece) = start
                .pieces()
                .find(|(_, p)| p.role != Role::Pawn)
                .expect("the piece");
            let pawn_color = piece.color.other();
            put(&mut board, piece, rng);
            let max = start.by_role(Role::Pawn).count() as usize;
            let files: Vec<u8> = (0..8).collect();
            for _ in 0..1 + rng.below(max) {
                let file = files[rng.below(8)];
                // Mostly ranks 2–7, sometimes the back or last rank.
                let rank = if rng.below(8) == 0 {
                    rng.below(8) as u8
                } else {
                    1 + rng.below(6) as u8
                };
                let sq = Square::new(file, rank);
                if board.piece_at(sq).is_none() {
                    board.set(sq, pawn(pawn_color));
                }
            }
            if rng.below(20) == 0 {
                put(
                    &mut board,
                    Piece::new(Color::BOTH[rng.below(2)], Role::ALL[rng.below(6)]),
                    rng,
                );
            }
        }
    }
    let castling = match rng.below(5) {
        0 => Some("KQ".to_string()),
        1 => Some("-".to_string()),
        2 => Some("K".to_string()),
        _ => None,
    };
    Setup {
        board,
        turn: Color::BOTH[rng.below(2)],
        castling: castling.filter(|_| variant == Variant::KingHunt),
    }
}

/// The resumed match must be the same match in every way the page shows.
fn assert_same_match(a: &Match, b: &Match) {
    assert_eq!(a.phase(), b.phase(), "phase");
    assert_eq!(a.round(), b.round(), "round");
    assert_eq!(a.results(), b.results(), "round results");
    assert_eq!(a.moves(), b.moves(), "moves");
    assert_eq!(a.hints(), b.hints(), "hints");
    assert_eq!(a.game().board(), b.game().board(), "board");
    assert_eq!(a.game().turn(), b.game().turn(), "turn");
    assert_eq!(a.game().outcome(), b.game().outcome(), "outcome");
    assert_eq!(a.result(), b.result(), "match result");
    assert_eq!(
        (a.mode, a.level, a.player1_first, a.seed, &a.custom_start),
        (b.mode, b.level, b.player1_first, b.seed, &b.custom_start),
        "settings"
    );
    assert_eq!(a.to_record(), b.to_record(), "record");
}

/// What must hold of a match at any time.
fn check_match(m: &Match, tally: &mut Tally) {
    let resumed = Match::from_record(m.variant, &m.to_record()).expect("the record resumes");
    assert_same_match(m, &resumed);
    tally.resumes += 1;
    match m.phase() {
        Phase::Playing => {
            assert!(
                !m.game().legal_moves().is_empty(),
                "a match is playing without a legal move"
            );
            assert!(m.results().len() == m.round());
        }
        Phase::RoundOver => assert!(m.game().outcome().is_some()),
        Phase::MatchOver => {
            let result = m.result().expect("a verdict once the match is over");
            assert!(!words::explanation(&result).is_empty());
            if let Some(record) = MatchRecord::of(m, 1_764_400_000_000) {
                let stored = storage::StoredMatch::of(&record, 0);
                assert_eq!(stored.record(), Some(record));
            }
        }
    }
}

/// One whole match through the page's path: moves, hints, robot replies,
/// refused moves and "Repriza a doua", resumed from its record after each.
fn play_match(mut m: Match, rng: &mut Rng, trace: &mut Trace, tally: &mut Tally) {
    tally.matches += 1;
    check_match(&m, tally);
    for _ in 0..6000 {
        trace.record = Some(m.to_record());
        match m.phase() {
            Phase::MatchOver => {
                assert!(m.play(Move::new(Square::ALL[0], Square::ALL[1])).is_err());
                return;
            }
            Phase::RoundOver => {
                assert_eq!(m.robot_move(), None);
                m.next_round()
                    .expect("a round that is over leads to the next");
            }
            Phase::Playing if m.is_robot_turn() => {
                let mv = m.robot_move().expect("the robot always has a move");
                trace.moves.push(mv);
                m.play(mv).expect("the robot's move is legal");
                tally.robot_moves += 1;
                tally.plies += 1;
            }
            Phase::Playing => {
                assert_eq!(m.robot_move(), None, "robot asked out of turn");
                if rng.below(8) == 0 {
                    let before = m.hints();
                    let hint = m.hint();
                    if let Some(h) = hint {
                        assert!(m.game().legal_moves().contains(&h));
                        assert_eq!(m.hints(), before + 1);
                    }
                }
                let moves = m.game().legal_moves();
                let wrong = random_move(rng, &moves);
                if !moves.contains(&wrong) {
                    let before = m.to_record();
                    assert!(m.play(wrong).is_err());
                    assert_eq!(m.to_record(), before, "a refused move changed the match");
                }
                let mv = moves[rng.below(moves.len())];
                trace.moves.push(mv);
                m.play(mv).expect("a legal move plays");
                tally.plies += 1;
            }
        }
        check_match(&m, tally);
    }
    panic!("the match did not end");
}

/// One batch of every kind of check, for every variant, from `seed`.
pub fn batch(seed: u64, sizes: &Sizes, tallies: &mut [Tally; Variant::COUNT]) {
    let mut rng = Rng::new(seed);
    for (vi, variant) in Variant::ALL.into_iter().enumerate() {
        let tally = &mut tallies[vi];
        let start = variant.start_setup();
        for i in 0..sizes.games + sizes.robot_games {
            let robots = i >= sizes.games;
            let game = variant.new_game(&start).expect("the book's start");
            let game_seed = rng.next_u64();
            traced(
                Trace {
                    what: format!(
                        "{} game, seed {game_seed}",
                        if robots { "robot" } else { "random" }
                    ),
                    variant,
                    start: setup_text(&start),
                    moves: Vec::new(),
                    record: None,
                },
                |trace| {
                    let mut rng = Rng::new(game_seed);
                    play_out(game, &mut rng, sizes, robots, trace, tally)
                },
            );
        }
        for _ in 0..sizes.custom_starts {
            let setup = random_setup(variant, &mut rng);
            let game_seed = rng.next_u64();
            tally.custom_starts += 1;
            traced(
                Trace {
                    what: format!("custom start, seed {game_seed}"),
                    variant,
                    start: setup_text(&setup),
                    moves: Vec::new(),
                    record: None,
                },
                |trace| {
                    if let Ok(game) = variant.new_game(&setup) {
                        tally.custom_accepted += 1;
                        let mut rng = Rng::new(game_seed);
                        let robots = rng.below(4) == 0;
                        play_out(game, &mut rng, sizes, robots, trace, tally);
                    }
                },
            );
        }
        for i in 0..sizes.matches {
            let mode = [Mode::Robot, Mode::TwoPlayers][i as usize % 2];
            let level = Level::ALL[rng.below(3)];
            let player1 = Color::BOTH[rng.below(2)];
            let custom = (variant.accepts_custom_position() && rng.below(3) == 0)
                .then(|| random_setup(variant, &mut rng));
            let match_seed = rng.next_u64();
            let start = custom.as_ref().map(setup_text).unwrap_or_default();
            traced(
                Trace {
                    what: format!(
                        "match {mode:?} {level:?} player 1 {player1:?}, seed {match_seed}"
                    ),
                    variant,
                    start,
                    moves: Vec::new(),
                    record: None,
                },
                |trace| {
                    if let Ok(m) = Match::of(variant)
                        .mode(mode)
                        .level(level)
                        .player1_first(player1)
                        .custom_start(custom)
                        .seed(match_seed)
                        .start()
                    {
                        let mut rng = Rng::new(match_seed);
                        play_match(m, &mut rng, trace, tally);
                    }
                },
            );
        }
        for _ in 0..sizes.garbage {
            garbage_inputs(variant, &mut rng, tally);
        }
    }
}

/// The robots' exact tables for the book's starts, so the fuzz also checks
/// the robots as they play with a table (custom starts play without one).
pub fn prepare_tables() {
    for variant in Variant::ALL {
        let game = variant.new_game(&variant.start_setup()).expect("start");
        while !game.prepare_robot(Level::Hard, 1 << 20) {}
    }
}

/// A table of the tallies, one line per variant.
pub fn report(tallies: &[Tally; Variant::COUNT]) -> String {
    let mut out = String::from(
        "variant   games    plies  positions  illegal  robot-mv  custom(ok)      matches  resumes  garbage\n",
    );
    let row = |out: &mut String, name: &str, t: &Tally| {
        let _ = writeln!(
            out,
            "{name:<8}{:>7}{:>9}{:>11}{:>9}{:>10}{:>8}({:>6}){:>8}{:>9}{:>9}",
            t.games,
            t.plies,
            t.positions,
            t.illegal_refused,
            t.robot_moves,
            t.custom_starts,
            t.custom_accepted,
            t.matches,
            t.resumes,
            t.garbage
        );
    };
    let mut total = Tally::default();
    for (variant, t) in Variant::ALL.into_iter().zip(tallies) {
        total.add(t);
        row(&mut out, variant.info().slug, t);
    }
    row(&mut out, "total", &total);
    out
}

/// What the phase of two tabs did.
#[derive(Clone, Copy, Default, Debug)]
pub struct TabsTally {
    /// Operations run, matches finished and kept, matches refused for a
    /// child deleted meanwhile, children made and deleted.
    pub operations: u32,
    pub kept: u32,
    pub refused: u32,
    pub added: u32,
    pub deleted: u32,
}

/// Two tabs of one device (two [`storage::Device`]s over one store in
/// memory), each showing the child it loaded with or last followed, with
/// random operations interleaved: choosing, following another tab's
/// choice late or never, adding, renaming and deleting children, finishing
/// matches, leaving one interrupted, solving puzzles, loading a file.
/// After every operation each finished match must be with the child whose
/// tab finished it, nothing may be kept for a child who is gone, and no id
/// is ever given twice.
pub fn two_tabs(seed: u64, operations: u32) -> TabsTally {
    use std::collections::{BTreeMap, BTreeSet};
    use storage::{ChildId, Device, Memory, Saved};
    let store = Memory::default();
    let device = Device::new(&store);
    let mut rng = Rng::new(seed);
    let mut tally = TabsTally::default();
    let first = device.current_id();
    let mut shown = [first, first];
    // The model: every kept match's moment, per child; every id ever given.
    let mut expected: BTreeMap<ChildId, BTreeSet<u64>> = BTreeMap::from([(first, BTreeSet::new())]);
    let mut given: BTreeSet<ChildId> = BTreeSet::from([first]);
    let mut clock = 1_796_109_240_000u64;
    let mut log: Vec<String> = Vec::new();
    for _ in 0..operations {
        tally.operations += 1;
        let tab = rng.below(2);
        let alive: Vec<ChildId> = device.children().iter().map(|(id, _)| *id).collect();
        let pick = |rng: &mut Rng| alive[rng.below(alive.len())];
        let op = rng.below(10);
        let pinned = device.for_child(shown[tab]);
        match op {
            0 => {
                let id = pick(&mut rng);
                device.choose(id).unwrap();
                shown[tab] = id;
                log.push(format!("tab {tab} chooses {id:?}"));
            }
            1 => {
                // The storage event reaches a tab (late).
                shown[tab] = device.current_id();
                log.push(format!("tab {tab} follows to {:?}", shown[tab]));
            }
            2 if alive.len() < 6 => {
                let name = format!("Copil{}", rng.below(1000));
                if let Ok(id) = device.add_child(&name, "urs") {
                    assert!(
                        given.insert(id),
                        "id {id:?} given twice\n{}",
                        log.join("\n")
                    );
                    expected.insert(id, BTreeSet::new());
                    tally.added += 1;
                    log.push(format!("tab {tab} adds {id:?}"));
                }
            }
            3 if alive.len() > 1 => {
                let id = pick(&mut rng);
                device.delete_child(id);
                expected.remove(&id);
                tally.deleted += 1;
                log.push(format!("tab {tab} deletes {id:?}"));
            }
            4 => {
                // A stale tab renames the child it shows, maybe deleted.
                let before = device.children().len();
                let result =
                    device.rename_child(shown[tab], &format!("Nou{}", rng.below(99)), "leu");
                assert!(
                    device.children().len() == before,
                    "a rename made a child\n{}",
                    log.join("\n")
                );
                let _ = result;
            }
            5..=7 => {
                clock += 1 + rng.below(60_000) as u64;
                let mut r = storage::MatchRecord {
                    variant: Variant::ALL[rng.below(6)],
                    mode: Mode::Robot,
                    level: Level::Easy,
                    winner: None,
                    time_ms: clock,
                    stars: 0,
                    best_moves: None,
                    hints: 0,
                    undos: 0,
                    moves: 0,
                    start: storage::Start::Book,
                    goal: None,
                    text: String::new(),
                };
                r.text = format!("meci {clock}");
                let saved = pinned.save_record(r);
                match expected.get_mut(&shown[tab]) {
                    Some(times) => {
                        assert_eq!(saved, Saved::Kept, "{}", log.join("\n"));
                        times.insert(clock);
                        tally.kept += 1;
                    }
                    None => {
                        assert_eq!(saved, Saved::ChildGone, "{}", log.join("\n"));
                        tally.refused += 1;
                    }
                }
                log.push(format!("tab {tab} finishes {clock} for {:?}", shown[tab]));
            }
            8 => {
                let _ = pinned.record_puzzle("nebun/1", 1 + rng.below(3) as u8);
                pinned.set_lens_on(rng.below(2) == 0);
            }
            _ => {
                // A results file of a child of the device goes to that child.
                let (id, child) = device.children()[rng.below(alive.len())].clone();
                clock += 1;
                let file = storage::file::ChildResults {
                    name: child.nume,
                    avatar: child.avatar,
                    matches: vec![storage::MatchRecord {
                        time_ms: clock,
                        ..storage::MatchRecord {
                            variant: Variant::KingHunt,
                            mode: Mode::TwoPlayers,
                            level: Level::Easy,
                            winner: None,
                            time_ms: 0,
                            stars: 0,
                            best_moves: None,
                            hints: 0,
                            undos: 0,
                            moves: 0,
                            start: storage::Start::Book,
                            goal: None,
                            text: "fișier".into(),
                        }
                    }],
                    skipped: 0,
                    series: Vec::new(),
                    puzzles: Default::default(),
                    puzzles_skipped: false,
                    cut: 0,
                };
                let done = device.import(&file, clock).unwrap();
                assert_eq!(done.child, id);
                expected.get_mut(&id).unwrap().insert(clock);
                log.push(format!("file for {id:?} at {clock}"));
            }
        }
        for (id, times) in &expected {
            let kept: BTreeSet<u64> = device
                .load_of(*id)
                .unwrap()
                .iter()
                .map(|r| r.time_ms)
                .collect();
            assert_eq!(&kept, times, "the matches of {id:?}\n{}", log.join("\n"));
        }
        for key in store.keys("sah-in-joaca/v2/copil/").unwrap() {
            let id: u32 = key.split('/').nth(3).unwrap().parse().unwrap();
            assert!(
                expected.contains_key(&ChildId(id)),
                "{key} kept for a child who is gone\n{}",
                log.join("\n")
            );
        }
    }
    tally
}
