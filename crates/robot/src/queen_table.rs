//! The exact result (win or loss, no draws) of positions of the queen game,
//! white pawns against the black queen:
//!
//! - [`QueenTable`], every position with up to eight pawns: 88 MiB and a
//!   few seconds natively, for the tests and benchmarks that check the
//!   browser's Greu queen (the browser never builds it);
//! - [`QueenEndings`], every position with up to [`ENDING_PAWNS`] pawns:
//!   14 MiB, built by the browser in slices for Greu, whose search reads it
//!   as soon as a line comes down to that many pawns.
//!
//! # Why it is small
//!
//! A pawn never leaves its file and two pawns never share one, so the pawns
//! are eight file states: no pawn, or a pawn on rank 2 … 7 (a pawn on rank 8
//! is the queen's grace move, solved on the spot from the position after
//! it). That is 7⁸ = 5 764 801 pawn configurations; for each, one 64-bit set
//! holds the queen squares where the pawns, to move, win, and one where the
//! queen, to move, wins. Whole sets are solved at once with bitboards.
//!
//! Every pawn move advances a pawn and every capture removes one, so with the
//! digits "rank 2 … 7 = 0 … 5, no pawn = 6", each move raises one digit:
//! configurations are solved from the highest index down, each after all
//! the positions it leads to.
//!
//! ```
//! use robot::queen_table::QueenTable;
//! use rules::{Bitboard, Color, Role, Square};
//! use rules::pawns::Position;
//! let sq = |s| Square::parse(s).unwrap();
//! let table = QueenTable::build();
//! // The rules' example: a lone pawn on a5, the queen on a6 in front of it,
//! // the pawn to move: it has no move, so the queen has won.
//! let pos = Position {
//!     pawns: Bitboard::from_square(sq("a5")),
//!     piece: sq("a6"),
//!     role: Role::Queen,
//!     pawn_color: Color::White,
//!     pawns_to_move: true,
//!     pending: None,
//! };
//! assert_eq!(table.mover_wins(&pos), Some(false));
//! ```

use rules::bitboard::{Bitboard, pawn_attacks_of_set, queen_attacks, queen_reach_of_set};
use rules::game::{Move, Rng};
use rules::pawns::{Position, Step, pawns_win};
use rules::square::{Color, Role, Square};

/// The digit of a file without a pawn.
const NO_PAWN: usize = 6;
/// Each file's digit of these pawns (rank 2 … 7 = 0 … 5, [`NO_PAWN`]), if
/// they are white pawns of the game: ranks 2 … 7, one per file at most.
fn file_digits(pawns: Bitboard) -> Option<[usize; 8]> {
    let mut digits = [NO_PAWN; 8];
    for sq in pawns.iter() {
        let file = sq.file() as usize;
        if digits[file] != NO_PAWN || !(1..=6).contains(&sq.rank()) {
            return None;
        }
        digits[file] = sq.rank() as usize - 1;
    }
    Some(digits)
}

/// Powers of 7: the weight of each file's digit.
const WEIGHT: [usize; 9] = powers(7);

/// `base`⁰ … `base`⁸.
const fn powers(base: usize) -> [usize; 9] {
    let mut w = [1; 9];
    let mut i = 1;
    while i < 9 {
        w[i] = w[i - 1] * base;
        i += 1;
    }
    w
}

/// The exact table of the queen game.
pub struct QueenTable {
    /// Per configuration: the queen squares where the pawns, to move, win.
    pawns_win: Vec<u64>,
    /// Per configuration: the queen squares where the queen, to move, wins.
    queen_wins: Vec<u64>,
}

impl QueenTable {
    /// The number of pawn configurations.
    pub const CONFIGS: usize = WEIGHT[8];

    /// Solves every position.
    pub fn build() -> QueenTable {
        let mut t = QueenTable {
            pawns_win: vec![0; Self::CONFIGS],
            queen_wins: vec![0; Self::CONFIGS],
        };
        for config in (0..Self::CONFIGS).rev() {
            let pawns = Self::pawns_of(config).0;
            let index = |after: u64| Self::config_of(Bitboard(after)).unwrap_or(0);
            let pawns_win = pawns_win_set_of(pawns, &|after| t.pawns_win[index(after)], &|after| {
                t.queen_wins[index(after)]
            });
            t.queen_wins[config] =
                queen_wins_set_of(pawns, pawns_win, &|after| t.pawns_win[index(after)]);
            t.pawns_win[config] = pawns_win;
        }
        t
    }

    /// The configuration of these pawns, if the table has it (white pawns on
    /// ranks 2 … 7, one per file at most).
    pub fn config_of(pawns: Bitboard) -> Option<usize> {
        let digits = file_digits(pawns)?;
        Some(digits.iter().zip(WEIGHT).map(|(d, w)| d * w).sum())
    }

    /// The pawns of a configuration.
    pub fn pawns_of(config: usize) -> Bitboard {
        let mut pawns = 0u64;
        for (file, weight) in WEIGHT[..8].iter().enumerate() {
            let digit = config / weight % 7;
            if digit != NO_PAWN {
                pawns |= 1 << ((digit + 1) * 8 + file);
            }
        }
        Bitboard(pawns)
    }

    /// The queen squares where the pawns of `config`, to move, win.
    pub fn pawns_win_set(&self, config: usize) -> Bitboard {
        Bitboard(self.pawns_win[config])
    }

    /// The queen squares where the queen, to move against `config`, wins.
    pub fn queen_wins_set(&self, config: usize) -> Bitboard {
        Bitboard(self.queen_wins[config])
    }

    /// Whether the side to move in `pos` (a position of play of the queen
    /// game, grace move included) wins with perfect play; `None` for a
    /// position the table does not cover.
    pub fn mover_wins(&self, pos: &Position) -> Option<bool> {
        if pos.role != Role::Queen || pos.pawn_color != Color::White {
            return None;
        }
        if pos.pending.is_some() {
            // The grace move: the queen wins only by taking that pawn safely.
            let moves = pos.legal_moves();
            let mut wins = false;
            for &mv in moves.as_slice() {
                wins |= self.move_wins(pos, mv)?;
            }
            return Some(wins);
        }
        let config = Self::config_of(pos.pawns)?;
        let set = if pos.pawns_to_move {
            self.pawns_win[config]
        } else {
            self.queen_wins[config]
        };
        Some(set & 1 << pos.piece.index() != 0)
    }

    /// Whether `mv`, a legal move in `pos`, wins for the side making it.
    pub fn move_wins(&self, pos: &Position, mv: Move) -> Option<bool> {
        match pos.play_unchecked(mv) {
            Step::Over(ending) => Some(pawns_win(ending) == pos.pawns_to_move),
            Step::Continue { position } => self.mover_wins(&position).map(|w| !w),
        }
    }

    /// The winning moves of the side to move in `pos`.
    pub fn winning_moves(&self, pos: &Position) -> Vec<Move> {
        let moves = pos.legal_moves();
        moves
            .as_slice()
            .iter()
            .copied()
            .filter(|&mv| self.move_wins(pos, mv) == Some(true))
            .collect()
    }

    /// The pawns' hardest answer for the queen in `pos` (pawns to move): a
    /// winning move if there is one, else a move after which the queen has
    /// the fewest winning moves (ties drawn by `rng`).
    pub fn strongest_defence(&self, pos: &Position, rng: &mut Rng) -> Option<Move> {
        let moves = pos.legal_moves();
        let mut best: Vec<Move> = Vec::new();
        let mut fewest = usize::MAX;
        for &mv in moves.as_slice() {
            let answers = match pos.play_unchecked(mv) {
                Step::Over(ending) if pawns_win(ending) => return Some(mv),
                Step::Over(_) => usize::MAX - 1,
                Step::Continue { position } => self.winning_moves(&position).len(),
            };
            if answers < fewest {
                fewest = answers;
                best.clear();
            }
            if answers == fewest {
                best.push(mv);
            }
        }
        best.get(rng.below(best.len().max(1))).copied()
    }

    /// `count` positions drawn at random, the queen to move and winning;
    /// with `narrow`, only those with a single winning queen move.
    pub fn sample_queen_wins(&self, count: usize, narrow: bool, seed: u64) -> Vec<Position> {
        let mut rng = Rng::new(seed);
        let mut found = Vec::new();
        while found.len() < count {
            let config = rng.below(Self::CONFIGS);
            let pawns = Self::pawns_of(config);
            let queen = Square::ALL[rng.below(64)];
            if pawns.is_empty()
                || pawns.contains(queen)
                || self.queen_wins[config] & 1 << queen.index() == 0
            {
                continue;
            }
            let pos = Position {
                pawns,
                piece: queen,
                role: Role::Queen,
                pawn_color: Color::White,
                pawns_to_move: false,
                pending: None,
            };
            if !narrow || self.winning_moves(&pos).len() == 1 {
                found.push(pos);
            }
        }
        found
    }

    /// Plays `queen`'s moves against the strongest defence from `start`, a
    /// queen win, to the end: the plies played, or the position where a
    /// queen move threw the win away, with what happened in words.
    pub fn play_against_strongest_defence(
        &self,
        start: Position,
        seed: u64,
        queen: impl Fn(&Position, u64) -> Option<Move>,
    ) -> Result<u32, (Position, String)> {
        let mut rng = Rng::new(seed);
        let mut pos = start;
        let mut plies = 0;
        loop {
            let mv = if pos.pawns_to_move {
                self.strongest_defence(&pos, &mut rng)
            } else {
                queen(&pos, rng.below(1 << 30) as u64)
            };
            let Some(mv) = mv else {
                return Err((pos, format!("no move from {pos:?}")));
            };
            if !pos.pawns_to_move && self.move_wins(&pos, mv) != Some(true) {
                let wins = self.winning_moves(&pos);
                let why = format!(
                    "from {start:?}: at {pos:?} the queen played {mv:?}, the win was {wins:?}"
                );
                return Err((pos, why));
            }
            plies += 1;
            match pos.play_unchecked(mv) {
                Step::Over(ending) if pawns_win(ending) => {
                    return Err((pos, format!("the pawns won from {start:?}")));
                }
                Step::Over(_) => return Ok(plies),
                Step::Continue { position } => pos = position,
            }
        }
    }
}

/// The queen squares where the pawns (white, ranks 2 … 7, one per file),
/// to move, win: a pawn takes the queen, or a pawn move leaves the queen
/// lost. `pawns_win_of` and `queen_wins_of` give the solved sets of the
/// configurations a pawn move leads to (one pawn further, or one fewer after
/// the queen's grace move). A queen square a pawn would step onto blocks
/// that step.
pub fn pawns_win_set_of(
    pawns: u64,
    pawns_win_of: &dyn Fn(u64) -> u64,
    queen_wins_of: &dyn Fn(u64) -> u64,
) -> u64 {
    if pawns == 0 {
        return 0; // never played: taking the last pawn ends the round
    }
    let mut pawns_win = pawn_attacks_of_set(Color::White, Bitboard(pawns)).0;
    for from in Bitboard(pawns).iter() {
        let (from_bit, one) = (1u64 << from.index(), from.index() + 8);
        let block = 1u64 << one;
        if pawns & block != 0 {
            continue; // blocked by a pawn
        }
        let queen_lost_after = if from.rank() == 6 {
            // To the last rank: the queen must take it there, and safely.
            let gone = pawns & !from_bit;
            let to = Square::new(from.file(), 7);
            if pawns_win_of(gone) & block == 0 {
                !queen_attacks(to, Bitboard(gone | block)).0
            } else {
                !0
            }
        } else {
            !queen_wins_of(pawns & !from_bit | block)
        };
        pawns_win |= queen_lost_after & !block;
        let block2 = block << 8;
        if from.rank() == 1 && pawns & block2 == 0 {
            pawns_win |= !queen_wins_of(pawns & !from_bit | block2) & !block & !block2;
        }
    }
    pawns_win & !pawns
}

/// The queen squares where the queen, to move against `pawns`, wins, from
/// the pawns' own set (`pawns_win`) and `pawns_win_of` the configurations
/// with one pawn fewer: it wins if it reaches a square where the pawns, to
/// move, lose, an empty one or a pawn it takes safely.
pub fn queen_wins_set_of(pawns: u64, pawns_win: u64, pawns_win_of: &dyn Fn(u64) -> u64) -> u64 {
    let empty = !pawns;
    let mut good = empty & !pawns_win;
    for at in Bitboard(pawns).iter() {
        let bit = 1u64 << at.index();
        if pawns_win_of(pawns & !bit) & bit == 0 {
            good |= bit;
        }
    }
    queen_reach_of_set(Bitboard(good), Bitboard(empty)).0 & empty
}

/// The most pawns of a position in [`QueenEndings`].
pub const ENDING_PAWNS: u32 = 6;

/// The exact result of every queen-game position with at most
/// [`ENDING_PAWNS`] pawns, filled a slice at a time.
///
/// Configurations are grouped by their set of pawn files, fewer pawns
/// first (a capture leads to a group already solved); inside a group the
/// pawns' ranks are base-6 digits, solved from the highest down (a pawn
/// move raises a digit). Only the pawns' sets are kept (8 bytes a
/// configuration): the queen's come from them when asked, and while
/// building, a pawn move needs those of its own group only.
///
/// ```
/// use robot::queen_table::{QueenEndings, QueenTable};
/// use rules::{Bitboard, Square};
/// let mut endings = QueenEndings::new();
/// while !endings.work(100_000) {}
/// let pawns = ["b4", "c3", "f5"].map(|s| Square::parse(s).unwrap());
/// let pawns = pawns.iter().fold(Bitboard::EMPTY, |b, &s| b.with(s));
/// // The same sets as the whole table's.
/// let table = QueenTable::build();
/// let config = QueenTable::config_of(pawns).unwrap();
/// assert_eq!(endings.pawns_win_set(pawns), Some(table.pawns_win_set(config)));
/// assert_eq!(endings.queen_wins_set(pawns), Some(table.queen_wins_set(config)));
/// ```
pub struct QueenEndings {
    /// Where each file set's configurations start (`usize::MAX`: too many pawns).
    offset: [usize; 256],
    /// File sets in solving order.
    groups: Vec<u8>,
    /// The group being solved, and the next configuration in it (counting down).
    group: usize,
    next: usize,
    /// Per configuration: the queen squares where the pawns, to move, win.
    pawns_win: Vec<u64>,
    /// The queen's sets of the group being solved.
    queen_wins: Vec<u64>,
}

impl Default for QueenEndings {
    fn default() -> Self {
        Self::new()
    }
}

impl QueenEndings {
    /// An empty table, ready to be filled by [`QueenEndings::work`].
    pub fn new() -> QueenEndings {
        // Fewer pawns first; a counting pass keeps std's generic sort out of the wasm.
        let mut groups = Vec::new();
        for k in 0..=ENDING_PAWNS {
            groups.extend((0..=255u8).filter(|m| m.count_ones() == k));
        }
        let mut offset = [usize::MAX; 256];
        let mut total = 0;
        for &m in &groups {
            offset[m as usize] = total;
            total += WEIGHT6[m.count_ones() as usize];
        }
        QueenEndings {
            offset,
            next: WEIGHT6[0],
            groups,
            group: 0,
            pawns_win: vec![0; total],
            queen_wins: vec![0; WEIGHT6[ENDING_PAWNS as usize]],
        }
    }

    /// Whether every position is solved.
    pub fn is_done(&self) -> bool {
        self.group >= self.groups.len()
    }

    /// Solves about `budget` configurations; returns whether all are solved.
    pub fn work(&mut self, budget: u32) -> bool {
        let mut done = 0;
        while !self.is_done() && done < budget {
            let mask = self.groups[self.group];
            if self.next == 0 {
                self.group += 1;
                if let Some(&m) = self.groups.get(self.group) {
                    self.next = WEIGHT6[m.count_ones() as usize];
                }
                continue;
            }
            self.next -= 1;
            let local = self.next;
            let pawns = Self::pawns_of(mask, local);
            // The digit of a file's pawn in this group's configurations.
            let weight = |changed: u64| {
                WEIGHT6
                    [(mask & ((1u8 << (changed.trailing_zeros() % 8)) - 1)).count_ones() as usize]
            };
            // The same configuration without one pawn: its digit taken out.
            let fewer = |after: u64| {
                let gone = pawns & !after;
                let w = weight(gone);
                let file = gone.trailing_zeros() % 8;
                let group = self.offset[(mask & !(1 << file)) as usize];
                self.pawns_win[group + local / (w * 6) * w + local % w]
            };
            // A pawn move stays in this group: its queen's set is in the scratch.
            let same_group = |after: u64| {
                let moved = pawns ^ after;
                let steps = (63 - moved.leading_zeros() - moved.trailing_zeros()) as usize / 8;
                self.queen_wins[local + steps * weight(moved)]
            };
            let pawns_win = pawns_win_set_of(pawns, &fewer, &same_group);
            let queen_wins = queen_wins_set_of(pawns, pawns_win, &fewer);
            self.pawns_win[self.offset[mask as usize] + local] = pawns_win;
            self.queen_wins[local] = queen_wins;
            done += 1;
        }
        self.is_done()
    }

    /// The pawns of configuration `local` of the file set `mask`.
    fn pawns_of(mask: u8, local: usize) -> u64 {
        let mut pawns = 0;
        let mut rest = local;
        for file in 0..8 {
            if mask & 1 << file != 0 {
                pawns |= 1 << ((rest % 6 + 1) * 8 + file);
                rest /= 6;
            }
        }
        pawns
    }

    /// The file set of these pawns and their configuration in its group.
    fn index(pawns: u64) -> Option<(u8, usize)> {
        let digits = file_digits(Bitboard(pawns))?;
        // The a-side file is the lowest digit, as in `pawns_of`.
        let (mut mask, mut local, mut weight) = (0u8, 0, 1);
        for (file, &digit) in digits.iter().enumerate() {
            if digit != NO_PAWN {
                mask |= 1 << file;
                local += digit * weight;
                weight *= 6;
            }
        }
        Some((mask, local))
    }

    fn pawns_win_of(&self, pawns: u64) -> u64 {
        self.pawns_win_set(Bitboard(pawns)).map_or(0, |b| b.0)
    }

    /// The queen squares where these pawns, to move, win; `None` for pawns
    /// the table does not hold.
    pub fn pawns_win_set(&self, pawns: Bitboard) -> Option<Bitboard> {
        let (mask, local) = Self::index(pawns.0)?;
        let start = self.offset[mask as usize];
        self.pawns_win
            .get(start.checked_add(local)?)
            .map(|&b| Bitboard(b))
    }

    /// The queen squares where the queen, to move against these pawns, wins.
    pub fn queen_wins_set(&self, pawns: Bitboard) -> Option<Bitboard> {
        let pawns_win = self.pawns_win_set(pawns)?;
        let fewer = |after| self.pawns_win_of(after);
        Some(Bitboard(queen_wins_set_of(pawns.0, pawns_win.0, &fewer)))
    }

    /// Whether the side to move wins the queen-game position `pos` with
    /// perfect play, if the table holds it. The grace move (a pawn on the
    /// last rank) is judged on the spot, whatever the number of pawns: the
    /// queen wins only by taking that pawn into a position the table holds
    /// as lost for the pawns, so a position of seven pawns with one on the
    /// last rank is known too.
    ///
    /// ```
    /// use robot::queen_table::QueenEndings;
    /// use rules::Setup;
    /// use rules::pawns::{PawnGame, Sides};
    /// let mut endings = QueenEndings::new();
    /// while !endings.work(100_000) {}
    /// // Seven pawns, one just on c8, the queen on d7: she takes it and wins.
    /// let taken = PawnGame::new(Sides::QUEEN, &Setup::parse("2P5/3q4/8/8/8/8/PP1PPPP1/8 b").unwrap()).unwrap();
    /// assert!(taken.position().pending.is_some());
    /// assert_eq!(endings.mover_wins(&taken.position()), Some(true));
    /// // The queen on d6 cannot reach c8: the pawns have won.
    /// let out_of_reach = PawnGame::new(Sides::QUEEN, &Setup::parse("2P5/8/3q4/8/8/8/PP1PPPP1/8 b").unwrap()).unwrap();
    /// assert_eq!(endings.mover_wins(&out_of_reach.position()), Some(false));
    /// ```
    pub fn mover_wins(&self, pos: &Position) -> Option<bool> {
        if pos.role != Role::Queen || pos.pawn_color != Color::White {
            return None;
        }
        if let Some(pending) = pos.pending {
            // Only taking the pawn on the last rank goes on; any other move loses.
            return match pos.play(Move::new(pos.piece, pending)) {
                None => Some(false),
                Some(Step::Over(ending)) => Some(!pawns_win(ending)),
                Some(Step::Continue { position }) => self.mover_wins(&position).map(|w| !w),
            };
        }
        let set = if pos.pawns_to_move {
            self.pawns_win_set(pos.pawns)?
        } else {
            self.queen_wins_set(pos.pawns)?
        };
        Some(set.contains(pos.piece))
    }
}

/// Powers of 6: configurations of a file set with that many pawns.
const WEIGHT6: [usize; 9] = powers(6);
