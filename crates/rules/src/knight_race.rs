//! Cai în tabăra dușmanului: the knight race.
//!
//! Two "special" knights stand in the enemy camp (the white one on e8, the
//! black one on e1). They are the only pieces that move; every other piece is
//! a static target. Each knight races to capture the 14 enemy pieces (all but
//! the enemy's special knight). White moves first; when white completes, black
//! gets one last move to draw.
//!
//! ```
//! use rules::{Color, Counter, Game, Move, Setup, Square};
//! use rules::knight_race::KnightRace;
//! let sq = |s| Square::parse(s).unwrap();
//! let book = Setup::parse("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w").unwrap();
//! let mut race = KnightRace::new(&book).unwrap();
//! assert_eq!(race.notation(Move::new(sq("e8"), sq("c7"))), "Cxc7");
//! race.play(Move::new(sq("e8"), sq("c7"))).unwrap();
//! let white = Counter::Captured { knight: Color::White, captured: 1, total: 14, moves: 1 };
//! assert_eq!(race.progress()[0], white);
//! ```

use std::sync::OnceLock;

use super::bitboard::{Bitboard, knight_attacks, knight_attacks_of_set};
use super::board::{Board, Setup};
use super::game::{Counter, Ending, Game, IllegalMove, Move, Notice, Outcome, SetupError, Summary};
use super::square::{Color, Role, Square};

/// The most pieces one knight may have to capture: the 14 of the book's
/// start. The exact route search and the robot's planner grow as 2ⁿ, and are
/// built for no more than this.
pub const MAX_TARGETS: u32 = 14;

/// One round of the knight race.
#[derive(Clone, Debug)]
pub struct KnightRace {
    board: Board,
    /// The special knight of each colour, indexed by `Color::index`.
    knights: [Square; 2],
    start_board: Board,
    start_knights: [Square; 2],
    /// Targets each knight had at the start of the round.
    totals: [u32; 2],
    captured: [u32; 2],
    moves: [u32; 2],
    turn: Color,
    /// Who moved first: when it completes, the other side gets one last move.
    first: Color,
    /// The side now playing its one last move, if any.
    last_move_for: Option<Color>,
    outcome: Option<Outcome>,
    /// What to announce after the last move (a pass, the last move to equalise).
    notices: Vec<Notice>,
    shortest: OnceLock<[Option<u32>; 2]>,
}

/// The fewest jumps for a knight on `knight` to capture every square of
/// `targets`, never landing on `blocked` (its own pieces and the other
/// knight). Captured squares become empty and usable. Exact: a breadth-first
/// search over (square, set of captured targets), one layer of jumps at a
/// time, the squares reached with each captured set kept as a bitboard.
///
/// `None` when some target cannot be reached, or when there are more than
/// [`MAX_TARGETS`] targets (too many to search exactly).
///
/// ```
/// use rules::{Bitboard, Square};
/// use rules::knight_race::shortest_route;
/// let sq = |s| Square::parse(s).unwrap();
/// let targets = Bitboard::EMPTY.with(sq("c3")).with(sq("e4"));
/// assert_eq!(shortest_route(sq("b1"), targets, Bitboard::EMPTY), Some(2));
/// assert_eq!(shortest_route(sq("b1"), Bitboard::EMPTY, Bitboard::EMPTY), Some(0));
/// let walled = Bitboard::EMPTY.with(sq("b6")).with(sq("c7"));
/// assert_eq!(shortest_route(sq("b1"), Bitboard::from_square(sq("a8")), walled), None);
/// ```
pub fn shortest_route(knight: Square, targets: Bitboard, blocked: Bitboard) -> Option<u32> {
    let targets = targets.without(knight);
    let list: Vec<Square> = targets.iter().collect();
    if list.len() > MAX_TARGETS as usize || !(targets & blocked).is_empty() {
        return None;
    }
    let sets = 1usize << list.len();
    let full = sets - 1;
    // The target squares of each captured set.
    let mut squares_of = vec![Bitboard::EMPTY; sets];
    for set in 1..sets {
        let low = set.trailing_zeros() as usize;
        squares_of[set] = squares_of[set & (set - 1)].with(list[low]);
    }
    let landable = !blocked;
    let mut reached = vec![Bitboard::EMPTY; sets];
    let mut frontier = vec![Bitboard::EMPTY; sets];
    reached[0] = Bitboard::from_square(knight);
    frontier[0] = reached[0];
    let mut depth = 0;
    loop {
        if !frontier[full].is_empty() {
            return Some(depth);
        }
        let mut next = vec![Bitboard::EMPTY; sets];
        for set in 0..sets {
            if frontier[set].is_empty() {
                continue;
            }
            let to = knight_attacks_of_set(frontier[set]) & landable;
            let left = targets & !squares_of[set];
            next[set] = next[set] | (to & !left);
            for (i, &t) in list.iter().enumerate() {
                if to.contains(t) && left.contains(t) {
                    let grown = set | (1 << i);
                    next[grown] = next[grown].with(t);
                }
            }
        }
        let mut any = false;
        for set in 0..sets {
            next[set] = next[set] & !reached[set];
            reached[set] = reached[set] | next[set];
            any |= !next[set].is_empty();
        }
        if !any {
            return None;
        }
        frontier = next;
        depth += 1;
    }
}

impl KnightRace {
    /// A round from `setup`. The special knights are the white knight standing
    /// in black's half (ranks 5–8, e8 at the start) and the black knight in
    /// white's half (ranks 1–4, e1 at the start): exactly one of each. Each
    /// must have between 1 and 14 pieces to capture. The side to move in
    /// `setup` moves first.
    ///
    /// ```
    /// use rules::{Color, Setup, SetupError};
    /// use rules::knight_race::KnightRace;
    /// let race = Setup::parse("4N3/5p2/8/8/8/8/2P5/4n3 w").unwrap();
    /// assert!(KnightRace::new(&race).is_ok());
    /// let normal = Setup::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w").unwrap();
    /// assert_eq!(
    ///     KnightRace::new(&normal).unwrap_err(),
    ///     SetupError::SpecialKnightMissing(Color::White)
    /// );
    /// ```
    pub fn new(setup: &Setup) -> Result<KnightRace, SetupError> {
        let board = setup.board.clone();
        let mut knights = [Square::ALL[0]; 2];
        for color in Color::BOTH {
            let camp = match color {
                Color::White => Bitboard(0xffff_ffff_0000_0000),
                Color::Black => Bitboard(0x0000_0000_ffff_ffff),
            };
            let candidates = board.by_color(color) & board.by_role(Role::Knight) & camp;
            knights[color.index()] = match (candidates.first(), candidates.count()) {
                (Some(sq), 1) => sq,
                (None, _) => return Err(SetupError::SpecialKnightMissing(color)),
                (Some(_), count) => {
                    return Err(SetupError::SpecialKnightsTooMany { color, count });
                }
            };
        }
        let mut totals = [0; 2];
        for color in Color::BOTH {
            let other = color.other();
            let targets = board.by_color(other).without(knights[other.index()]);
            let n = targets.count();
            if n == 0 || n > MAX_TARGETS {
                return Err(SetupError::TargetCount {
                    knight: color,
                    count: n,
                    max: MAX_TARGETS,
                });
            }
            totals[color.index()] = n;
        }
        let mut race = KnightRace {
            start_board: board.clone(),
            board,
            knights,
            start_knights: knights,
            totals,
            captured: [0; 2],
            moves: [0; 2],
            turn: setup.turn,
            first: setup.turn,
            last_move_for: None,
            outcome: None,
            notices: Vec::new(),
            shortest: OnceLock::new(),
        };
        race.settle();
        Ok(race)
    }

    /// Where the special knight of `color` stands.
    pub const fn knight(&self, color: Color) -> Square {
        self.knights[color.index()]
    }

    /// The pieces the knight of `color` still has to capture.
    pub fn targets(&self, color: Color) -> Bitboard {
        let other = color.other();
        self.board
            .by_color(other)
            .without(self.knights[other.index()])
    }

    /// The pieces of `color` other than its special knight: it may never land there.
    pub fn own_pieces(&self, color: Color) -> Bitboard {
        self.board
            .by_color(color)
            .without(self.knights[color.index()])
    }

    /// The squares the knight of `color` may jump to now (whoever's turn it is).
    pub fn jumps(&self, color: Color) -> Bitboard {
        let blocked = self
            .board
            .by_color(color)
            .with(self.knights[color.other().index()]);
        knight_attacks(self.knights[color.index()]) & !blocked
    }

    /// How many pieces the knight of `color` has captured.
    pub const fn captured(&self, color: Color) -> u32 {
        self.captured[color.index()]
    }

    /// How many pieces the knight of `color` had to capture at the start of the round.
    pub const fn total(&self, color: Color) -> u32 {
        self.totals[color.index()]
    }

    /// Whether the knight of `color` has captured all its targets.
    pub const fn finished(&self, color: Color) -> bool {
        self.captured[color.index()] == self.totals[color.index()]
    }

    /// The side that moved first in this round (white in the book).
    pub const fn first_mover(&self) -> Color {
        self.first
    }

    /// The fewest jumps the knight of `color` needed from the round's start
    /// position (its own pieces and the other knight's start square as
    /// obstacles); computed exactly once, then remembered.
    pub fn shortest_from_start(&self, color: Color) -> Option<u32> {
        self.shortest.get_or_init(|| {
            Color::BOTH.map(|c| {
                let other = c.other();
                let targets = self
                    .start_board
                    .by_color(other)
                    .without(self.start_knights[other.index()]);
                let blocked = self
                    .start_board
                    .by_color(c)
                    .without(self.start_knights[c.index()])
                    .with(self.start_knights[other.index()]);
                shortest_route(self.start_knights[c.index()], targets, blocked)
            })
        })[color.index()]
    }

    /// Passes for a knight with no jump, ends the round when neither can jump
    /// or when the last move cannot be played.
    fn settle(&mut self) {
        if self.outcome.is_some() || !self.jumps(self.turn).is_empty() {
            return;
        }
        let stuck = self.turn;
        let other = stuck.other();
        if self.last_move_for == Some(stuck) {
            self.outcome = Some(Outcome {
                winner: Some(other),
                ending: Ending::LastMoveImpossible {
                    winner: other,
                    targets: self.total(other),
                },
            });
        } else if self.jumps(other).is_empty() {
            self.outcome = Some(Outcome {
                winner: None,
                ending: Ending::KnightsStuck,
            });
        } else {
            self.notices.push(Notice::KnightPasses(stuck));
            self.turn = other;
        }
    }
}

impl Game for KnightRace {
    fn board(&self) -> &Board {
        &self.board
    }

    fn pieces_in_play(&self, color: Color) -> Bitboard {
        Bitboard::from_square(self.knights[color.index()])
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let from = self.knight(self.turn);
        self.jumps(self.turn)
            .iter()
            .map(|to| Move::new(from, to))
            .collect()
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let color = self.turn;
        let legal = self.outcome.is_none()
            && mv.promotion.is_none()
            && mv.from == self.knight(color)
            && self.jumps(color).contains(mv.to);
        if !legal {
            return Err(IllegalMove(mv));
        }
        let captured = self.board.move_piece(mv.from, mv.to).is_some();
        let i = color.index();
        self.knights[i] = mv.to;
        self.moves[i] += 1;
        if captured {
            self.captured[i] += 1;
        }
        self.notices.clear();
        let other = color.other();
        if self.last_move_for == Some(color) {
            // The equalising last move has been played.
            self.outcome = Some(if self.finished(color) {
                Outcome {
                    winner: None,
                    ending: Ending::Equalised {
                        color,
                        targets: self.total(color),
                    },
                }
            } else {
                Outcome {
                    winner: Some(other),
                    ending: Ending::LastMoveFailed {
                        winner: other,
                        targets: self.total(other),
                    },
                }
            });
            return Ok(());
        }
        if self.finished(color) {
            if color == self.first {
                self.last_move_for = Some(other);
                self.notices.push(Notice::LastMoveToEqualise {
                    finisher: color,
                    targets: self.total(color),
                });
            } else {
                self.outcome = Some(Outcome {
                    winner: Some(color),
                    ending: Ending::RaceWon {
                        winner: color,
                        targets: self.total(color),
                    },
                });
                return Ok(());
            }
        }
        self.turn = other;
        self.settle();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn notices(&self) -> Vec<Notice> {
        self.notices.clone()
    }

    fn progress(&self) -> Vec<Counter> {
        Color::BOTH
            .iter()
            .map(|&c| Counter::Captured {
                knight: c,
                captured: self.captured(c),
                total: self.total(c),
                moves: self.moves_made(c),
            })
            .collect()
    }

    fn notation(&self, mv: Move) -> String {
        let capture = self.board.occupied().contains(mv.to);
        format!("C{}{}", if capture { "x" } else { "" }, mv.to)
    }

    fn round_summary(&self, color: Color) -> Option<Summary> {
        let shortest = self.shortest_from_start(color);
        Some(if self.finished(color) {
            Summary::RaceFinished {
                moves: self.moves_made(color),
                shortest,
            }
        } else {
            Summary::RaceUnfinished {
                captured: self.captured(color),
                total: self.total(color),
                shortest,
            }
        })
    }

    fn moves_made(&self, color: Color) -> u32 {
        self.moves[color.index()]
    }

    fn clone_box(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}
