//! The exact tables of the piece-against-pawns games: a position's value
//! for the side to move, and the builder that fills a table a slice of
//! pawn configurations at a time (the order is explained in the module
//! above).

use rules::bitboard::{self, Bitboard};
use rules::game::Move;
use rules::pawns::{Position, Step, pawns_win};
use rules::square::{Color, Role, Square};

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

    /// Whether the table of `self` solves positions of this piece, pawn
    /// colour and pawn files.
    pub(super) const fn covers(self, role: Role, pawn_color: Color, files: u8) -> bool {
        self.role as u8 == role as u8
            && self.pawn_color as u8 == pawn_color as u8
            && files & !self.files == 0
    }

    /// How many positions the table has (valid or not).
    pub const fn size(self) -> usize {
        (1usize << (3 * self.files.count_ones())) * 128
    }
}

/// Bit `f` set: a pawn stands on file `f`.
pub(super) fn pawn_files(pawns: Bitboard) -> u8 {
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
        rules::game::sort_small_by(&mut list, |a, b| a.1.better_than(b.1));
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
