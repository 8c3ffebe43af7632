//! The robot of the piece-against-pawns games: an exact solver for the
//! bishop, knight and rook games, a bounded search for the queen game, and
//! the three levels.
//!
//! # The solver
//!
//! Pawns never leave their file, so a position is: for each pawn file a
//! state (0 = captured, 1 = start rank … 7 = last rank), the piece's square
//! and the side to move (a pawn on the last rank means the piece's grace
//! move). Every pawn turn advances a pawn and every capture removes one, so
//! with the potential "captured pawns × 8 + steps of the others" every pawn
//! configuration only leads to configurations of higher potential. The
//! table is therefore filled configuration by configuration, highest
//! potential first (pawns-to-move positions first, then the piece's, which
//! depend on them): no recursion, and the work can stop after any
//! configuration and resume on the next call of [`prepare`].
//!
//! ```
//! use sah_in_joaca::engine::{Level, Variant};
//! use sah_in_joaca::engine::rules::pawns::{PawnGame, Sides};
//! use sah_in_joaca::engine::robot::Robot;
//! use sah_in_joaca::engine::robot::pawns::{solve, Value};
//! let game = PawnGame::new(Sides::KNIGHT, &Variant::KnightVsPawns.start_setup()).unwrap();
//! while !game.prepare_robot(Level::Hard, 100_000) {}
//! // The knight moves first, yet with perfect play the pawns win in 24 plies.
//! let Some(Value { win, plies }) = solve(&game.position()) else { panic!() };
//! assert!(!win && plies == 24);
//! ```

use super::Robot;
use std::cmp::Reverse;
use std::sync::{Arc, Mutex, MutexGuard};

use super::verdict::{PlyReview, Verdict};
use crate::engine::robot::queen_table::{ENDING_PAWNS, QueenEndings};
use crate::engine::rules::bitboard::{self, Bitboard};
use crate::engine::rules::game::{Level, Move, Rng};
use crate::engine::rules::pawns::{PawnGame, Position, Step, pawns_win};
use crate::engine::rules::square::{Color, Role, Square};

/// The most pawn files a table is built for (8^5 × 128 = 4 Mi positions).
pub const MAX_TABLE_FILES: u32 = 5;

/// The exact value of a position for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Value {
    /// Whether the side to move wins with perfect play (there are no draws).
    pub win: bool,
    /// Plies to the end of the round with perfect play (the winner hurries,
    /// the loser resists).
    pub plies: u8,
}

impl Value {
    const fn encode(self) -> u8 {
        let plies = if self.plies > 126 { 126 } else { self.plies };
        1 + plies * 2 + self.win as u8
    }

    const fn decode(code: u8) -> Option<Value> {
        if code == 0 {
            None
        } else {
            Some(Value {
                win: (code - 1) & 1 == 1,
                plies: (code - 1) / 2,
            })
        }
    }

    /// The value for the player who moves into a position of value `self`.
    const fn before(self) -> Value {
        Value {
            win: !self.win,
            plies: self.plies.saturating_add(1),
        }
    }

    /// Whether `self` is better than `other` for the side to move.
    const fn better_than(self, other: Value) -> bool {
        match (self.win, other.win) {
            (true, false) => true,
            (false, true) => false,
            (true, true) => self.plies < other.plies,
            (false, false) => self.plies > other.plies,
        }
    }
}

/// Which games a table solves: the piece, the pawns' colour and their files.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TableKey {
    /// The piece of the table's games.
    pub role: Role,
    /// The colour of their pawns.
    pub pawn_color: Color,
    /// Bit `f` set: a pawn may stand on file `f`.
    pub files: u8,
}

impl TableKey {
    /// The key of the table that solves `pos` (its pawns' files), if small enough.
    pub fn of(pos: &Position, files: u8) -> Option<TableKey> {
        let files = files | pawn_files(pos.pawns);
        (files.count_ones() <= MAX_TABLE_FILES && pos.role != Role::Pawn).then_some(TableKey {
            role: pos.role,
            pawn_color: pos.pawn_color,
            files,
        })
    }

    const fn covers(self, role: Role, pawn_color: Color, files: u8) -> bool {
        self.role as u8 == role as u8
            && self.pawn_color as u8 == pawn_color as u8
            && files & !self.files == 0
    }

    /// How many positions the table has (valid or not).
    pub const fn size(self) -> usize {
        (1usize << (3 * self.files.count_ones())) * 128
    }
}

fn pawn_files(pawns: Bitboard) -> u8 {
    pawns.iter().fold(0, |acc, sq| acc | 1 << sq.file())
}

/// A solved table: the exact value of every position of one key.
#[derive(Debug)]
pub struct Table {
    key: TableKey,
    /// Slot of each file (255: no pawn may stand there).
    slot_of_file: [u8; 8],
    values: Vec<u8>,
}

/// Layout shared by the table and its builder.
#[derive(Clone, Copy, Debug)]
struct Layout {
    key: TableKey,
    /// Files of the slots, a-side first.
    files: [u8; 8],
    slots: usize,
    slot_of_file: [u8; 8],
}

impl Layout {
    fn new(key: TableKey) -> Layout {
        let mut files = [0; 8];
        let mut slot_of_file = [u8::MAX; 8];
        let mut slots = 0;
        for f in 0..8u8 {
            if key.files & 1 << f != 0 {
                files[slots] = f;
                slot_of_file[f as usize] = slots as u8;
                slots += 1;
            }
        }
        Layout {
            key,
            files,
            slots,
            slot_of_file,
        }
    }

    /// The rank index of a pawn in `state` (1..=7).
    const fn rank(&self, state: u8) -> u8 {
        match self.key.pawn_color {
            Color::White => state,
            Color::Black => 7 - state,
        }
    }
}

const fn index(config: usize, piece: usize, pawns_to_move: bool) -> usize {
    (config * 64 + piece) * 2 + pawns_to_move as usize
}

fn position_index(layout_slot_of_file: &[u8; 8], key: TableKey, pos: &Position) -> Option<usize> {
    if !key.covers(pos.role, pos.pawn_color, pawn_files(pos.pawns)) {
        return None;
    }
    let mut config = 0usize;
    for sq in pos.pawns.iter() {
        let slot = layout_slot_of_file[sq.file() as usize];
        let state = sq.relative_rank(key.pawn_color);
        if state == 0 {
            return None;
        }
        config += (state as usize) << (3 * slot as usize);
    }
    Some(index(config, pos.piece.index(), pos.pawns_to_move))
}

impl Table {
    /// Which positions the table solves.
    pub const fn key(&self) -> TableKey {
        self.key
    }

    /// Number of positions stored (including impossible ones).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the table has no entry.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Number of legal positions (those that got a value).
    pub fn solved_positions(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// The exact value of a position of play (a `Step::Continue` position).
    pub fn value(&self, pos: &Position) -> Option<Value> {
        let i = position_index(&self.slot_of_file, self.key, pos)?;
        Value::decode(*self.values.get(i)?)
    }

    /// The value of a move for the side to move in `pos`.
    pub fn move_value(&self, pos: &Position, mv: Move) -> Option<Value> {
        match pos.play_unchecked(mv) {
            Step::Over(ending) => Some(Value {
                win: pawns_win(ending) == pos.pawns_to_move,
                plies: 1,
            }),
            Step::Continue { position, .. } => self.value(&position).map(Value::before),
        }
    }

    /// Every legal move with its value, best first.
    pub fn ranked_moves(&self, pos: &Position) -> Vec<(Move, Value)> {
        let mut list: Vec<(Move, Value)> = pos
            .legal_moves()
            .as_slice()
            .iter()
            .filter_map(|&mv| Some((mv, self.move_value(pos, mv)?)))
            .collect();
        crate::engine::rules::game::sort_small_by(&mut list, |a, b| a.1.better_than(b.1));
        list
    }
}

/// A table being filled, a slice of configurations at a time.
#[derive(Debug)]
pub struct TableBuilder {
    layout: Layout,
    /// Configurations, highest potential first.
    order: Vec<u32>,
    next: usize,
    values: Vec<u8>,
}

impl TableBuilder {
    /// A builder that has solved nothing yet.
    pub fn new(key: TableKey) -> TableBuilder {
        let layout = Layout::new(key);
        let configs = 1usize << (3 * layout.slots);
        let potential = |c: usize| -> u32 {
            (0..layout.slots)
                .map(|i| match (c >> (3 * i)) & 7 {
                    0 => 8,
                    s => s as u32,
                })
                .sum()
        };
        // Highest potential first, by buckets: the potential is a small
        // number, and a counting sort keeps std's generic sort out of the wasm.
        let potentials: Vec<u32> = (0..configs).map(potential).collect();
        let highest = potentials.iter().copied().max().unwrap_or(0) as usize;
        // starts[k]: where configurations of potential `highest - k` begin.
        let mut starts = vec![0usize; highest + 2];
        for &p in &potentials {
            starts[highest - p as usize + 1] += 1;
        }
        for k in 1..starts.len() {
            starts[k] += starts[k - 1];
        }
        let mut order = vec![0u32; configs];
        for (c, &p) in potentials.iter().enumerate() {
            let slot = &mut starts[highest - p as usize];
            order[*slot] = c as u32;
            *slot += 1;
        }
        TableBuilder {
            layout,
            order,
            next: 0,
            values: vec![0; configs * 128],
        }
    }

    /// Whether every position is solved.
    pub fn is_done(&self) -> bool {
        self.next >= self.order.len()
    }

    /// Solves configurations until about `budget` positions are done; returns
    /// whether the table is complete.
    pub fn work(&mut self, budget: u32) -> bool {
        let mut done = 0u32;
        while !self.is_done() {
            let config = self.order[self.next] as usize;
            self.solve_config(config);
            self.next += 1;
            done = done.saturating_add(128);
            if done >= budget {
                break;
            }
        }
        self.is_done()
    }

    /// The table, once [`TableBuilder::is_done`].
    pub fn finish(mut self) -> Table {
        while !self.work(u32::MAX) {}
        Table {
            key: self.layout.key,
            slot_of_file: self.layout.slot_of_file,
            values: self.values,
        }
    }

    fn get(&self, config: usize, piece: usize, pawns_to_move: bool) -> Value {
        let code = self.values[index(config, piece, pawns_to_move)];
        debug_assert!(code != 0, "child not solved yet");
        Value::decode(code).unwrap_or(Value {
            win: false,
            plies: 0,
        })
    }

    fn solve_config(&mut self, config: usize) {
        let layout = self.layout;
        let mut states = [0u8; 8];
        let mut squares = [None::<Square>; 8];
        let mut pawns = Bitboard::EMPTY;
        let mut on_last = 0;
        let mut pending_slot = None;
        for slot in 0..layout.slots {
            let s = ((config >> (3 * slot)) & 7) as u8;
            states[slot] = s;
            if s != 0 {
                let sq = Square::new(layout.files[slot], layout.rank(s));
                squares[slot] = Some(sq);
                pawns = pawns.with(sq);
                if s == 7 {
                    on_last += 1;
                    pending_slot = Some(slot);
                }
            }
        }
        if on_last > 1 {
            return;
        }
        let color = layout.key.pawn_color;
        let piece_color = color.other();
        let forward = color.forward();
        // Pawns to move (impossible with a pawn on the last rank).
        if pending_slot.is_none() {
            for piece in Square::ALL {
                if pawns.contains(piece) {
                    continue;
                }
                let mut best: Option<Value> = None;
                let capture = !(bitboard::pawn_attacks(piece_color, piece) & pawns).is_empty();
                if capture {
                    best = Some(Value {
                        win: true,
                        plies: 1,
                    });
                } else {
                    for slot in 0..layout.slots {
                        let Some(sq) = squares[slot] else { continue };
                        let Some(one) = sq.offset(0, forward) else {
                            continue;
                        };
                        if one == piece {
                            continue;
                        }
                        let mut steps = 1;
                        if states[slot] == 1
                            && let Some(two) = one.offset(0, forward)
                            && two != piece
                        {
                            steps = 2;
                        }
                        for step in 1..=steps {
                            let child = config + (step << (3 * slot));
                            let v = self.get(child, piece.index(), false).before();
                            if best.is_none_or(|b| v.better_than(b)) {
                                best = Some(v);
                            }
                        }
                    }
                }
                let v = best.unwrap_or(Value {
                    win: false,
                    plies: 0,
                });
                self.values[index(config, piece.index(), true)] = v.encode();
            }
        }
        // The piece to move.
        for piece in Square::ALL {
            if pawns.contains(piece) {
                continue;
            }
            let targets = match layout.key.role {
                Role::Knight => bitboard::knight_attacks(piece),
                Role::Bishop => bitboard::bishop_attacks(piece, pawns),
                Role::Rook => bitboard::rook_attacks(piece, pawns),
                Role::Queen => bitboard::queen_attacks(piece, pawns),
                Role::King => bitboard::king_attacks(piece),
                Role::Pawn => Bitboard::EMPTY,
            };
            let mut best: Option<Value> = None;
            for to in targets.iter() {
                let v = if let Some(p) = pending_slot
                    && squares[p] != Some(to)
                {
                    // Any move but capturing the pawn on the last rank loses.
                    Value {
                        win: false,
                        plies: 1,
                    }
                } else if pawns.contains(to) {
                    let slot = layout.slot_of_file[to.file() as usize] as usize;
                    let child = config - ((states[slot] as usize) << (3 * slot));
                    if pawns.without(to).is_empty() {
                        Value {
                            win: true,
                            plies: 1,
                        }
                    } else {
                        self.get(child, to.index(), true).before()
                    }
                } else {
                    self.get(config, to.index(), true).before()
                };
                if best.is_none_or(|b| v.better_than(b)) {
                    best = Some(v);
                }
            }
            let v = match best {
                Some(v) => v,
                // No move: lost during the grace move, else a pass.
                None if pending_slot.is_some() => Value {
                    win: false,
                    plies: 0,
                },
                None => {
                    let after = self.get(config, piece.index(), true);
                    Value {
                        win: !after.win,
                        plies: after.plies,
                    }
                }
            };
            self.values[index(config, piece.index(), false)] = v.encode();
        }
    }
}

enum Slot {
    Building(Box<TableBuilder>),
    Ready(Arc<Table>),
}

/// Tables of this page's lifetime, built once per key.
static TABLES: Mutex<Vec<(TableKey, Slot)>> = Mutex::new(Vec::new());

fn tables() -> MutexGuard<'static, Vec<(TableKey, Slot)>> {
    TABLES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A finished table that solves `pos`, if one has been built.
pub fn ready_table(pos: &Position) -> Option<Arc<Table>> {
    let files = pawn_files(pos.pawns);
    tables().iter().find_map(|(key, slot)| match slot {
        Slot::Ready(t) if key.covers(pos.role, pos.pawn_color, files) => Some(Arc::clone(t)),
        _ => None,
    })
}

/// Builds (a slice of) the table for `key`; returns whether it is ready.
pub fn build_table(key: TableKey, work_budget: u32) -> bool {
    let mut all = tables();
    if all
        .iter()
        .any(|(k, s)| matches!(s, Slot::Ready(_)) && k.covers(key.role, key.pawn_color, key.files))
    {
        return true;
    }
    let i = match all.iter().position(|(k, _)| *k == key) {
        Some(i) => i,
        None => {
            all.push((key, Slot::Building(Box::new(TableBuilder::new(key)))));
            all.len() - 1
        }
    };
    let done = match &mut all[i].1 {
        Slot::Ready(_) => return true,
        Slot::Building(b) => b.work(work_budget.max(1)),
    };
    if done {
        let (k, slot) = all.swap_remove(i);
        if let Slot::Building(b) = slot {
            all.push((k, Slot::Ready(Arc::new(b.finish()))));
        }
    }
    done
}

/// The queen game's endings ([`QueenEndings`]), built once per page lifetime.
enum Endings {
    Building(Box<QueenEndings>),
    Ready(Arc<QueenEndings>),
}

static ENDINGS: Mutex<Option<Endings>> = Mutex::new(None);

fn endings_slot() -> MutexGuard<'static, Option<Endings>> {
    ENDINGS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The queen game's endings, if they are built.
pub fn ready_endings() -> Option<Arc<QueenEndings>> {
    match &*endings_slot() {
        Some(Endings::Ready(e)) => Some(Arc::clone(e)),
        _ => None,
    }
}

/// Builds a slice of the queen game's endings (the page does it for Greu);
/// returns whether they are ready.
pub fn build_endings(work_budget: u32) -> bool {
    let mut slot = endings_slot();
    let mut building = match slot.take() {
        Some(Endings::Ready(e)) => {
            *slot = Some(Endings::Ready(e));
            return true;
        }
        Some(Endings::Building(b)) => b,
        None => Box::new(QueenEndings::new()),
    };
    // A configuration is about 4 of the byte tables' positions of work.
    let done = building.work((work_budget / 4).max(1));
    *slot = Some(if done {
        Endings::Ready(Arc::from(building))
    } else {
        Endings::Building(building)
    });
    done
}

/// The exact value of `pos` if its table is ready.
pub fn solve(pos: &Position) -> Option<Value> {
    ready_table(pos)?.value(pos)
}

/// Does a slice of the robot's preparation for `game`: the exact table of
/// the bishop, knight and rook games (and of custom positions with at most
/// five pawn files). The queen game needs none. Easy needs no table.
///
/// `work_budget` counts positions solved in this call (rounded up to whole
/// pawn configurations of 128 positions). Measured in Node (wasm, release):
/// about 4–5 thousand positions per millisecond, so 50 000 is a slice of
/// roughly 10–15 ms. The bishop and knight tables (65 536 positions) take
/// one slice; the rook table (4 194 304 positions) about 0.85 s in all.
/// A table is built once per page lifetime and shared by every game.
pub fn prepare(game: &PawnGame, level: Level, work_budget: u32) -> bool {
    if level == Level::Easy || game.ending().is_some() {
        return true;
    }
    let pos = game.position();
    match TableKey::of(&pos, game.start_files()) {
        Some(key) => build_table(key, work_budget),
        None if is_queen_game(&pos) => build_endings(work_budget),
        None => true,
    }
}

/// Whether the search should read the endings from `pos`: where they keep
/// a win. A side that is lost by them (or, with more pawns, the pawns, who
/// usually are) searches without them: every line would look equally lost,
/// and its own evaluation keeps setting the traps a child can fall into.
fn endings_help(endings: &QueenEndings, pos: &Position) -> bool {
    match endings.mover_wins(pos) {
        Some(wins) => wins,
        None => !pos.pawns_to_move,
    }
}

/// Whether `pos` is of the queen game (white pawns), which [`QueenEndings`] solves.
fn is_queen_game(pos: &Position) -> bool {
    pos.role == Role::Queen && pos.pawn_color == Color::White
}

/// Node budgets of the bounded search.
const HARD_NODES: u64 = 40_000;
const MEDIUM_NODES: u64 = 6_000;

impl Robot for PawnGame {
    fn robot_move(&self, level: Level, seed: u64) -> Option<Move> {
        if self.ending().is_some() {
            return None;
        }
        choose(&self.position(), level, seed)
    }

    /// The Hard robot's choice: from the exact table where there is one.
    fn hint(&self) -> Option<Move> {
        self.robot_move(Level::Hard, 0)
    }

    fn prepare_robot(&self, level: Level, work_budget: u32) -> bool {
        prepare(self, level, work_budget)
    }

    /// The queen game's endings matter once few pawns are left: until then
    /// the robot plays while they are built (about a second of slices).
    fn may_move_unprepared(&self) -> bool {
        let pos = self.position();
        is_queen_game(&pos) && pos.pawns.count() > ENDING_PAWNS + 1
    }

    fn judge(&self, mv: Move) -> PlyReview {
        if self.ending().is_some() {
            return PlyReview::UNKNOWN;
        }
        judge(&self.position(), mv)
    }
}

/// The review of `mv` in a position of play (see [`crate::engine::play::review`]).
///
/// With a ready exact table: the verdict compares the mover's exact result
/// before and after the move, and the best move is the hint's (the Hard
/// robot's choice: the fastest win, or the longest resistance). The queen
/// game's endings ([`QueenEndings`]) do the same once few pawns are left.
/// Otherwise (the queen game with more pawns, or a table still being
/// built): only what an exhaustive look-ahead of [`PROOF_PLIES`] plies
/// proves, else `Unknown`.
///
/// ```
/// use sah_in_joaca::engine::{Level, Move, Square, Variant};
/// use sah_in_joaca::engine::rules::pawns::{PawnGame, Sides};
/// use sah_in_joaca::engine::play::review::Verdict;
/// use sah_in_joaca::engine::robot::Robot;
/// use sah_in_joaca::engine::robot::pawns::judge;
/// let sq = |s| Square::parse(s).unwrap();
/// let game = PawnGame::new(Sides::BISHOP, &Variant::BishopVsPawns.start_setup()).unwrap();
/// while !game.prepare_robot(Level::Hard, 100_000) {}
/// let b4 = judge(&game.position(), Move::new(sq("b2"), sq("b4")));
/// assert_eq!(b4.verdict, Verdict::Mistake);
/// assert_eq!(b4.best, Some(Move::new(sq("a2"), sq("a4"))));
/// ```
pub fn judge(pos: &Position, mv: Move) -> PlyReview {
    if !pos.is_legal(mv) {
        return PlyReview::UNKNOWN;
    }
    if let Some(table) = ready_table(pos)
        && let Some(before) = table.value(pos)
    {
        let verdict = exact_verdict(before.win, table.move_value(pos, mv).map(|v| v.win));
        return PlyReview::new(verdict, choose(pos, Level::Hard, 0));
    }
    // The queen game with few pawns left: its exact endings.
    if let Some(endings) = ready_endings()
        && let Some(before) = endings.mover_wins(pos)
    {
        let after = match pos.play_unchecked(mv) {
            Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
            Step::Continue { position } => endings.mover_wins(&position).map(|w| !w),
        };
        return PlyReview::new(exact_verdict(before, after), choose(pos, Level::Hard, 0));
    }
    judge_by_look_ahead(pos, mv)
}

/// The verdict of a move from exact results: whether the mover won before
/// it, and after it (`None`: not known).
fn exact_verdict(before: bool, after: Option<bool>) -> Verdict {
    match after {
        Some(a) if a == before => Verdict::Good,
        Some(_) if before => Verdict::Mistake,
        // An exact table never finds a move better than the position.
        _ => Verdict::Unknown,
    }
}

/// Plies of the exhaustive look-ahead that proves verdicts where there is
/// no exact table: the mover's move, the reply, the mover's next move. In
/// the queen game that is at most about 27 × 16 × 27 ≈ 12 000 positions
/// per move judged (fewer: a proven win ends a branch).
pub const PROOF_PLIES: u32 = 3;

/// The verdict of `mv` from what [`PROOF_PLIES`] plies prove: a move that
/// lets the opponent win by force within two plies, in a position where
/// the mover could force a win within three, is a proven mistake.
fn judge_by_look_ahead(pos: &Position, mv: Move) -> PlyReview {
    let moves = pos.legal_moves();
    let results: Vec<(Move, Option<bool>)> = moves
        .as_slice()
        .iter()
        .map(|&m| (m, mover_result(pos, m, PROOF_PLIES - 1)))
        .collect();
    let before = if results.iter().any(|&(_, r)| r == Some(true)) {
        Some(true)
    } else if !results.is_empty() && results.iter().all(|&(_, r)| r == Some(false)) {
        Some(false)
    } else {
        None
    };
    let after = results
        .iter()
        .find(|&&(m, _)| m == mv)
        .and_then(|&(_, r)| r);
    let verdict = match (before, after) {
        (Some(true), Some(false)) => Verdict::Mistake,
        (Some(b), Some(a)) if a == b => Verdict::Good,
        _ => Verdict::Unknown,
    };
    // A proven win, one that ends the round at once first.
    let at_once = |m: Move| matches!(pos.play_unchecked(m), Step::Over(_));
    let winning = || results.iter().filter(|&&(_, r)| r == Some(true));
    let best = winning()
        .find(|&&(m, _)| at_once(m))
        .or_else(|| winning().next())
        .map(|&(m, _)| m);
    PlyReview::new(verdict, best)
}

/// The mover's proven result after `mv` (`Some(true)`: a forced win), the
/// opponent's answer looked at for `plies` more plies.
fn mover_result(pos: &Position, mv: Move, plies: u32) -> Option<bool> {
    match pos.play_unchecked(mv) {
        Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
        Step::Continue { position } => proven(&position, plies).map(|win| !win),
    }
}

/// Whether the side to move wins (`Some(true)`) or loses (`Some(false)`)
/// by force within `plies` plies; `None` if that is not proven.
fn proven(pos: &Position, plies: u32) -> Option<bool> {
    if plies == 0 {
        return None;
    }
    let moves = pos.legal_moves();
    let mut all_lose = !moves.is_empty();
    for &mv in moves.as_slice() {
        match mover_result(pos, mv, plies - 1) {
            Some(true) => return Some(true),
            Some(false) => {}
            None => all_lose = false,
        }
    }
    all_lose.then_some(false)
}

/// The robot's move in a position of play; deterministic for a given seed.
pub fn choose(pos: &Position, level: Level, seed: u64) -> Option<Move> {
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    if list.len() <= 1 {
        return list.first().copied();
    }
    let mut rng = Rng::new(seed);
    // A win on the spot is never missed, at any level.
    if let Some(&mv) = list.iter().find(
        |&&mv| matches!(pos.play_unchecked(mv), Step::Over(e) if pawns_win(e) == pos.pawns_to_move),
    ) {
        return Some(mv);
    }
    match level {
        Level::Hard => {
            if let Some(table) = ready_table(pos) {
                let ranked = table.ranked_moves(pos);
                if let Some(&(_, best)) = ranked.first() {
                    let equal: Vec<Move> = ranked
                        .iter()
                        .take_while(|(_, v)| *v == best)
                        .map(|(m, _)| *m)
                        .collect();
                    return Some(equal[rng.below(equal.len())]);
                }
            }
            let mut search = Search::new(HARD_NODES);
            search.endings = ready_endings().filter(|e| is_queen_game(pos) && endings_help(e, pos));
            Some(search.best_move(pos, 64, &mut rng))
        }
        Level::Medium => {
            let mut search = Search::new(MEDIUM_NODES);
            Some(search.noisy_move(pos, 4, 40, &mut rng))
        }
        Level::Easy => {
            if pos.pawns_to_move {
                return for_a_beginner(pos, &mut rng);
            }
            let mut search = Search::new(MEDIUM_NODES);
            // The piece's moves. Now and then it falls into the book's
            // trap and takes a defended pawn.
            if pos.pending.is_none() && rng.below(100) < 12 {
                let trap = list.iter().copied().find(|mv| {
                    pos.pawns.contains(mv.to)
                        && Position {
                            pawns: pos.pawns.without(mv.to),
                            ..*pos
                        }
                        .attacked_by_pawns(mv.to)
                });
                if trap.is_some() {
                    return trap;
                }
            }
            if rng.below(100) < 30 {
                // A random move that does not lose on the spot.
                let safe: Vec<Move> = list
                    .iter()
                    .copied()
                    .filter(|&mv| !loses_at_once(pos, mv))
                    .collect();
                if !safe.is_empty() {
                    return Some(safe[rng.below(safe.len())]);
                }
            }
            Some(search.noisy_move(pos, 2, 60, &mut rng))
        }
    }
}

/// Ușor's pawns play for the child: the move after which a beginner (who
/// takes a free pawn when there is one and otherwise moves anywhere safe)
/// does best two moves ahead, with the pawns kept many and back so that
/// none runs off alone. Among equals, the pawn furthest back steps once, in
/// a file order of the seed's. With more than five pawns (the queen game's
/// start) one move ahead: two would be too slow.
fn for_a_beginner(pos: &Position, rng: &mut Rng) -> Option<Move> {
    let order = rng.below(8) as u8;
    let plies = if pos.pawns.count() > 5 { 1 } else { 3 };
    pos.legal_moves()
        .as_slice()
        .iter()
        .copied()
        .max_by_key(|&mv| {
            let steps = mv.from.distance(mv.to) + mv.from.relative_rank(pos.pawn_color);
            (
                beginner_chances(pos, mv, plies),
                Reverse(steps),
                Reverse(order ^ mv.from.file()),
            )
        })
}

/// How well a beginner does after the pawns' `mv` (higher is better for
/// the child): ±2²⁰ for a round over, else 1024 × (two points a pawn left,
/// less each pawn's steps and the furthest pawn's again), taken after the
/// beginner's reply (`plies` 1) or after the reply, the pawns' best next
/// move and the reply to that (`plies` 3). The beginner's replies count
/// each as likely as the others of their kind.
fn beginner_chances(pos: &Position, mv: Move, plies: u8) -> i32 {
    const OVER: i32 = 1 << 20;
    let position = match pos.play_unchecked(mv) {
        Step::Over(e) if pawns_win(e) => return -OVER,
        Step::Over(_) => return OVER,
        Step::Continue { position } => position,
    };
    let moves = position.legal_moves();
    let list = moves.as_slice();
    if !position.pawns_to_move {
        // The beginner's moves by what they offer it: 3 a win, 2 a free pawn,
        // 1 any other safe move; it plays one of the best kind at random.
        let mut kinds = [0u8; 32];
        for (kind, &m) in kinds.iter_mut().zip(list) {
            *kind = match position.play_unchecked(m) {
                Step::Over(e) => 3 * u8::from(!pawns_win(e)),
                _ if loses_at_once(&position, m) => 0,
                _ => 1 + u8::from(position.pawns.contains(m.to)),
            };
        }
        let best = kinds.iter().copied().max().unwrap_or(0);
        if best == 3 {
            return OVER;
        }
        let (mut sum, mut count) = (0, 0);
        for (&kind, &m) in kinds.iter().zip(list) {
            if kind == best {
                sum += beginner_chances(&position, m, plies);
                count += 1;
            }
        }
        return sum / count.max(1);
    }
    if plies <= 1 {
        let (mut score, mut furthest) = (0, 0);
        for sq in position.pawns.iter() {
            let rank = i32::from(sq.relative_rank(position.pawn_color));
            score += 2 - rank;
            furthest = furthest.max(rank);
        }
        return (score - furthest) * 1024;
    }
    list.iter()
        .map(|&m| beginner_chances(&position, m, plies - 2))
        .max()
        .unwrap_or(-OVER)
}

/// Whether after `mv` the opponent wins with their very next move (or at once).
fn loses_at_once(pos: &Position, mv: Move) -> bool {
    match pos.play_unchecked(mv) {
        Step::Over(e) => pawns_win(e) != pos.pawns_to_move,
        Step::Continue { position, .. } => {
            // The piece hanging on an empty square, or pawns letting the piece
            // take the last pawn … anything the opponent wins with at once.
            position.legal_moves().as_slice().iter().any(|&reply| {
                matches!(position.play_unchecked(reply), Step::Over(e)
                    if pawns_win(e) == position.pawns_to_move)
            })
        }
    }
}

const WIN: i32 = 30_000;
const WIN_BOUND: i32 = WIN - 1_000;

/// Bonus for the pawns per state (1 = start rank … 7 = last rank).
const ADVANCE: [i32; 8] = [0, 0, 6, 14, 26, 44, 75, 120];

/// Static score from the piece's point of view.
fn eval_piece(pos: &Position) -> i32 {
    let color = pos.pawn_color;
    let mut score = 0;
    for sq in pos.pawns.iter() {
        let state = sq.relative_rank(color) as usize;
        score -= 100 + ADVANCE[state.min(7)];
        // Defended by a neighbour behind it.
        if !(bitboard::pawn_attacks(color.other(), sq) & pos.pawns).is_empty() {
            score -= 12;
        }
        // Blocked by the piece: good for the piece.
        if sq.offset(0, color.forward()) == Some(pos.piece) {
            score += 10;
        }
    }
    score + 2 * pos.piece_targets().count() as i32
}

fn eval(pos: &Position) -> i32 {
    let s = eval_piece(pos);
    if pos.pawns_to_move { -s } else { s }
}

fn hash(pos: &Position) -> u64 {
    let mut h = pos.pawns.0 ^ (pos.piece.index() as u64) << 56;
    h ^= (pos.pawns_to_move as u64) << 62;
    h ^= (pos.role as u64) << 59;
    // splitmix64 finaliser
    h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: i8,
    bound: u8,
    score: i32,
    from: Square,
    to: Square,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const TT_SIZE: usize = 1 << 14;

/// Iterative-deepening alpha-beta with a transposition table and a node
/// budget (never a clock: `Instant` panics on wasm).
struct Search {
    nodes: u64,
    budget: u64,
    stopped: bool,
    tt: Vec<Entry>,
    /// The queen game's exact endings, read where a line has few pawns left.
    endings: Option<Arc<QueenEndings>>,
}

/// The score of a position [`QueenEndings`] decides: below every win the
/// search itself proves (their length is known), above any evaluation.
const ENDING_WIN: i32 = WIN_BOUND + 500;

/// The score of a move that ends the round, for the side that made it.
fn score_after(pos: &Position, step: Step, ply: i32) -> i32 {
    match step {
        Step::Over(e) if pawns_win(e) == pos.pawns_to_move => WIN - ply - 1,
        Step::Over(_) => -WIN + ply + 1,
        Step::Continue { .. } => 0,
    }
}

impl Search {
    fn new(budget: u64) -> Search {
        Search {
            nodes: 0,
            budget,
            stopped: false,
            tt: vec![
                Entry {
                    key: 0,
                    depth: 0,
                    bound: 0,
                    score: 0,
                    from: Square::new(0, 0),
                    to: Square::new(0, 0),
                };
                TT_SIZE
            ],
            endings: None,
        }
    }

    /// Moves in search order: the table move, then captures and pushes.
    fn ordered(pos: &Position, tt_move: Option<Move>) -> ([Move; 32], usize) {
        let list = pos.legal_moves();
        let slice = list.as_slice();
        let mut keyed: [(i32, Move); 32] = [(0, Move::new(pos.piece, pos.piece)); 32];
        let n = slice.len();
        for (i, &mv) in slice.iter().enumerate() {
            let mut k = 0;
            if tt_move == Some(mv) {
                k += 100_000;
            }
            if pos.pawns_to_move {
                if mv.to == pos.piece {
                    k += 50_000;
                }
                k += mv.to.rank().abs_diff(mv.from.rank()) as i32;
                let state = mv.to.relative_rank(pos.pawn_color);
                k += 10 * state as i32;
            } else {
                if pos.pending == Some(mv.to) {
                    k += 60_000;
                }
                if pos.pawns.contains(mv.to) {
                    k += 1_000;
                    let after = Position {
                        pawns: pos.pawns.without(mv.to),
                        ..*pos
                    };
                    if after.attacked_by_pawns(mv.to) {
                        k -= 2_000;
                    }
                } else if pos.attacked_by_pawns(mv.to) {
                    k -= 3_000;
                }
            }
            keyed[i] = (k, mv);
        }
        crate::engine::rules::game::sort_small_by_key(&mut keyed[..n], |&(k, _)| {
            std::cmp::Reverse(k)
        });
        let mut out = [Move::new(pos.piece, pos.piece); 32];
        for i in 0..n {
            out[i] = keyed[i].1;
        }
        (out, n)
    }

    fn negamax(&mut self, pos: &Position, depth: i32, ply: i32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget {
            self.stopped = true;
        }
        if pos.pawns_to_move && pos.attacked_by_pawns(pos.piece) {
            return WIN - ply - 1;
        }
        if let Some(win) = self.endings.as_ref().and_then(|e| e.mover_wins(pos)) {
            // Fewer pawns left is nearer the end: the queen hurries to take
            // them rather than wandering between won squares.
            let v = ENDING_WIN - ply - 16 * pos.pawns.count() as i32;
            return if win { v } else { -v };
        }
        // The grace move is forced: search it even at the horizon.
        if depth <= 0 && pos.pending.is_none() {
            return eval(pos);
        }
        let h = hash(pos);
        let slot = (h as usize) & (TT_SIZE - 1);
        let entry = self.tt[slot];
        let mut tt_move = None;
        if entry.key == h && entry.bound != 0 {
            tt_move = Some(Move::new(entry.from, entry.to));
            if entry.depth as i32 >= depth {
                let s = from_tt(entry.score, ply);
                match entry.bound {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let original_alpha = alpha;
        let (moves, n) = Search::ordered(pos, tt_move);
        let mut best = -WIN;
        let mut best_mv = moves[0];
        for &mv in &moves[..n] {
            let step = pos.play_unchecked(mv);
            let score = match step {
                Step::Over(_) => score_after(pos, step, ply),
                Step::Continue { position, .. } => {
                    -self.negamax(&position, depth - 1, ply + 1, -beta, -alpha)
                }
            };
            if self.stopped {
                return best.max(score);
            }
            if score > best {
                best = score;
                best_mv = mv;
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= original_alpha {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.tt[slot] = Entry {
            key: h,
            depth: depth.clamp(0, 127) as i8,
            bound,
            score: to_tt(best, ply),
            from: best_mv.from,
            to: best_mv.to,
        };
        best
    }

    /// Scores the root moves at `depth`; a move that cannot come within
    /// `margin` of the best gets only an upper bound (it is never chosen).
    fn root_scores(
        &mut self,
        pos: &Position,
        depth: i32,
        margin: i32,
        first: Option<Move>,
    ) -> Vec<(Move, i32)> {
        let (moves, n) = Search::ordered(pos, first);
        let mut out = Vec::with_capacity(n);
        let mut best = -WIN;
        for &mv in &moves[..n] {
            let step = pos.play_unchecked(mv);
            let score = match step {
                Step::Over(_) => score_after(pos, step, 0),
                Step::Continue { position, .. } => {
                    let alpha = best.saturating_sub(margin + 1).max(-WIN);
                    -self.negamax(&position, depth - 1, 1, -WIN, -alpha)
                }
            };
            best = best.max(score);
            out.push((mv, score));
            if self.stopped {
                break;
            }
        }
        crate::engine::rules::game::sort_small_by_key(&mut out, |&(_, s)| std::cmp::Reverse(s));
        out
    }

    /// Iterative deepening until the budget runs out; ties broken by `rng`.
    fn best_move(&mut self, pos: &Position, max_depth: i32, rng: &mut Rng) -> Move {
        let mut best: Vec<(Move, i32)> = Vec::new();
        for depth in 1..=max_depth {
            self.stopped = false;
            let first = best.first().map(|&(m, _)| m);
            let scores = self.root_scores(pos, depth, 0, first);
            if self.stopped && !best.is_empty() {
                break;
            }
            let decided = scores.first().is_some_and(|&(_, s)| s.abs() >= WIN_BOUND);
            best = scores;
            // Stop when decided, out of budget, or when the next iteration
            // (about three times this one) could not finish.
            if decided || self.stopped || self.nodes.saturating_mul(3) > self.budget {
                break;
            }
        }
        pick_top(&best, 0, rng).unwrap_or(Move::new(pos.piece, pos.piece))
    }

    /// A fixed-depth search whose choice among moves within `noise` of the
    /// best is random (never a move that loses by force when another does not).
    fn noisy_move(&mut self, pos: &Position, depth: i32, noise: i32, rng: &mut Rng) -> Move {
        let scores = self.root_scores(pos, depth, noise, None);
        pick_top(&scores, noise, rng).unwrap_or(Move::new(pos.piece, pos.piece))
    }
}

/// A random move among those within `noise` of the best (sorted) score;
/// forced wins and losses are never blurred.
fn pick_top(scores: &[(Move, i32)], noise: i32, rng: &mut Rng) -> Option<Move> {
    let &(_, top) = scores.first()?;
    let close: Vec<Move> = scores
        .iter()
        .take_while(|&&(_, s)| {
            if top.abs() >= WIN_BOUND || s <= -WIN_BOUND {
                s == top
            } else {
                s >= top - noise
            }
        })
        .map(|&(m, _)| m)
        .collect();
    close.get(rng.below(close.len().max(1))).copied()
}

const fn to_tt(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score + ply
    } else if score <= -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

const fn from_tt(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score - ply
    } else if score <= -WIN_BOUND {
        score + ply
    } else {
        score
    }
}
