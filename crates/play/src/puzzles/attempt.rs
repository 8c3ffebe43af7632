//! Playing one puzzle: the solver's moves judged against the app's exact
//! knowledge, the opponent's replies, a wrong move's refutation with the
//! facts of why, hints, tries and stars.
//!
//! - Piece against pawns (and the queen game): the key is the only winning
//!   first move; after it the solver plays on against Greu until the win,
//!   and any move that throws the win away ends the try.
//! - King hunt: a move is good while a forced mate still comes within the
//!   moves left; every mating move counts. The king defends as long as it
//!   can.
//! - Knight race: the solver's knight alone jumps; a jump is good when the
//!   jumps made and the shortest route from there still add up to the goal.
//!
//! ```
//! use play::puzzles::PuzzleList;
//! use play::puzzles::attempt::{PuzzleAttempt, State, Step};
//! use rules::{Move, Square};
//! use play::Variant;
//! let sq = |s| Square::parse(s).unwrap();
//! let list = PuzzleList::parse("rege 1 1 7k/8/5K2/8/8/8/8/6Q1 w -").unwrap();
//! let mut attempt = PuzzleAttempt::new(list.get(Variant::KingHunt, 1).unwrap()).unwrap();
//! assert!(attempt.prepare(1));
//! assert_eq!(attempt.play(Move::new(sq("g1"), sq("g7"))), Step::Solved { stars: 3 });
//! assert_eq!(attempt.state().slug(), "rezolvat");
//! ```

use super::knowledge::{best_win, escapes, keeps_mate, mate_distance, mating_move, move_wins};
use super::{Goal, Puzzle, stars_for_solve};
use crate::variant::{GameKind, Variant};
use robot::king_hunt;
use robot::knight_race::Race;
use robot::pawns::{self as pawn_robot, TableCache, choose};
use rules::bitboard::Bitboard;
use rules::board::{Board, Setup};
use rules::game::{Ending, Game, Highlights, Level, Move, SetupError};
use rules::king_hunt::KingHunt;
use rules::pawns::{PawnGame, Position, Step as PawnStep, pawns_win};
use rules::square::{Color, Role, Square};

/// Where a try stands (the page contract's `data-puzzle-state`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum State {
    /// Solving (`rezolva`).
    Solving,
    /// A wrong move was made and refuted (`gresit`).
    Wrong,
    /// Solved (`rezolvat`).
    Solved,
}

impl State {
    /// The page contract's value.
    pub const fn slug(self) -> &'static str {
        match self {
            State::Solving => "rezolva",
            State::Wrong => "gresit",
            State::Solved => "rezolvat",
        }
    }
}

/// The verdict on one of the solver's moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// A good move; the opponent answers with `reply` (the page plays it
    /// after a beat with [`PuzzleAttempt::play_reply`]); `None` in the
    /// knight race, which has no opponent.
    Good {
        /// The opponent's answer, due.
        reply: Option<Move>,
    },
    /// A wrong move: the opponent's winning reply (due, as above; `None`
    /// when the move itself lost or there is no opponent) and why.
    Wrong {
        /// The opponent's winning answer.
        refutation: Option<Move>,
        /// The facts of why the move loses.
        why: Why,
    },
    /// The puzzle is solved, with these stars.
    Solved {
        /// ★ to ★★★.
        stars: u8,
    },
    /// Not a move the solver may make now (nothing changed).
    Refused,
}

/// Why a move was wrong: facts, worded by
/// [`words::puzzles::why`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Why {
    /// The pawn on `by` guarded `on`, where the piece was captured, after
    /// `moves` of the pawns' moves (1: at once).
    PieceCaptured {
        /// The piece.
        role: Role,
        /// The capturing pawn's square.
        by: Square,
        /// Where the piece stood.
        on: Square,
        /// The pawns' moves until then.
        moves: u8,
    },
    /// The pawn on `pawn` runs to the last rank and the piece cannot stop it.
    PawnRuns {
        /// The piece.
        role: Role,
        /// The pawn, where it stood before the refutation.
        pawn: Square,
    },
    /// The piece's grace move did not take the pawn on the last rank.
    PawnLeftOnLastRank {
        /// The piece.
        role: Role,
        /// The pawn on the last rank.
        pawn: Square,
    },
    /// The piece takes the last pawn, after `moves` of its moves.
    LastPawnTaken {
        /// The piece.
        role: Role,
        /// The piece's moves until then.
        moves: u8,
    },
    /// The piece leaves the pawns without a move, after `moves` of its moves.
    PawnsBlocked {
        /// The piece.
        role: Role,
        /// The piece's moves until then.
        moves: u8,
    },
    /// The opponent wins; the app could not follow how within its look-ahead.
    OpponentWins,
    /// King hunt: the move stalemated the king.
    Stalemate,
    /// King hunt: the king takes the undefended piece on `on`.
    KingTakes {
        /// The piece taken.
        role: Role,
        /// Its square.
        on: Square,
    },
    /// King hunt: the king escapes to `to` and the mate no longer comes in time.
    KingEscapes {
        /// Where it goes.
        to: Square,
    },
    /// Knight race: from here the route needs `more` jumps, `total` in
    /// all, while the puzzle's goal is `goal`.
    RouteTooLong {
        /// Jumps still needed from here.
        more: u32,
        /// Jumps in all.
        total: u32,
        /// The fewest possible.
        goal: u8,
    },
    /// Knight race: some piece can no longer be reached.
    RouteBlocked,
}

/// The game being played: its rules, and for the race the one knight.
#[derive(Clone, Debug)]
enum Play {
    Pawns(PawnGame),
    Hunt(KingHunt),
    Race { board: Board, race: Race },
}

impl Play {
    fn new(variant: Variant, setup: &Setup) -> Result<Play, SetupError> {
        Ok(match variant.kind() {
            GameKind::PieceVsPawns(sides) => Play::Pawns(PawnGame::new(sides, setup)?),
            GameKind::KingHunt => Play::Hunt(KingHunt::new(setup)?),
            GameKind::KnightRace => Play::Race {
                board: setup.board.clone(),
                race: race_of(setup)?,
            },
        })
    }

    fn board(&self) -> &Board {
        match self {
            Play::Pawns(g) => g.board(),
            Play::Hunt(g) => g.board(),
            Play::Race { board, .. } => board,
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        match self {
            Play::Pawns(g) => g.legal_moves(),
            Play::Hunt(g) => g.legal_moves(),
            Play::Race { race, .. } => race
                .jumps()
                .iter()
                .map(|to| Move::new(race.knight, to))
                .collect(),
        }
    }

    fn notation(&self, mv: Move) -> String {
        match self {
            Play::Pawns(g) => g.notation(mv),
            Play::Hunt(g) => g.notation(mv),
            Play::Race { board, .. } => {
                let x = if board.piece_at(mv.to).is_some() {
                    "x"
                } else {
                    ""
                };
                format!("C{x}{}", mv.to)
            }
        }
    }

    /// Plays a legal move (anything else is refused: `false`).
    fn play(&mut self, mv: Move) -> bool {
        if !self.legal_moves().contains(&mv) {
            return false;
        }
        match self {
            Play::Pawns(g) => g.play(mv).is_ok(),
            Play::Hunt(g) => g.play(mv).is_ok(),
            Play::Race { board, race } => {
                board.move_piece(mv.from, mv.to);
                *race = race.after(mv.to);
                true
            }
        }
    }

    /// Whether the solver has won.
    fn won_by(&self, solver: Color) -> bool {
        match self {
            Play::Pawns(g) => g.outcome().is_some_and(|o| o.winner == Some(solver)),
            Play::Hunt(g) => g.outcome().is_some_and(|o| o.winner == Some(solver)),
            Play::Race { race, .. } => race.targets.is_empty(),
        }
    }
}

/// The knight race of a puzzle: the side to move's one knight, and every
/// enemy piece to take (as the generator draws them).
fn race_of(setup: &Setup) -> Result<Race, SetupError> {
    let color = setup.turn;
    let board = &setup.board;
    let knights = board.by_color(color) & board.by_role(Role::Knight);
    let (Some(knight), 1) = (knights.first(), knights.count()) else {
        return Err(SetupError::SpecialKnightMissing(color));
    };
    Ok(Race {
        knight,
        targets: board.by_color(color.other()),
        own: board.by_color(color).without(knight),
        other: None,
    })
}

/// One child's attempt at a puzzle: every try until it is solved.
#[derive(Clone, Debug)]
pub struct PuzzleAttempt {
    variant: Variant,
    goal: Goal,
    solver: Color,
    start: Play,
    play: Play,
    /// The solver's moves in this try.
    made: u8,
    tries: u32,
    hints: u32,
    state: State,
    /// The opponent's answer the page is to play next.
    due: Option<Move>,
    why: Option<Why>,
    last: Option<Move>,
    /// The moves of this try in Romanian notation.
    line: Vec<String>,
    /// The hint shown in this position (counted once).
    hint: Option<Move>,
    stars: u8,
}

impl PuzzleAttempt {
    /// The first try at `puzzle`; an error if its position cannot be played.
    pub fn new(puzzle: &Puzzle) -> Result<PuzzleAttempt, SetupError> {
        let play = Play::new(puzzle.variant, &puzzle.setup)?;
        Ok(PuzzleAttempt {
            variant: puzzle.variant,
            goal: puzzle.goal,
            solver: puzzle.setup.turn,
            start: play.clone(),
            play,
            made: 0,
            tries: 1,
            hints: 0,
            state: State::Solving,
            due: None,
            why: None,
            last: None,
            line: Vec::new(),
            hint: None,
            stars: 0,
        })
    }

    /// Does a slice of the exact tables this puzzle needs (Greu's); `true`
    /// once they are ready. Only the pawn games need any.
    pub fn prepare(&self, work_budget: u32) -> bool {
        match &self.start {
            Play::Pawns(game) => pawn_robot::prepare(game, Level::Hard, work_budget),
            Play::Hunt(_) | Play::Race { .. } => true,
        }
    }

    /// The pieces as they stand.
    pub fn board(&self) -> &Board {
        self.play.board()
    }

    /// The solver's colour (the side to move at the start).
    pub const fn solver(&self) -> Color {
        self.solver
    }

    /// The puzzle's goal.
    pub const fn goal(&self) -> Goal {
        self.goal
    }

    /// The puzzle's game.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Where the try stands.
    pub const fn state(&self) -> State {
        self.state
    }

    /// Why the last try went wrong, once it has.
    pub const fn why(&self) -> Option<Why> {
        self.why
    }

    /// The try being played, from 1.
    pub const fn tries(&self) -> u32 {
        self.tries
    }

    /// Hints used so far.
    pub const fn hints(&self) -> u32 {
        self.hints
    }

    /// The stars, once solved (0 before).
    pub const fn stars(&self) -> u8 {
        self.stars
    }

    /// The solver's moves in this try.
    pub const fn moves_made(&self) -> u8 {
        self.made
    }

    /// The opponent's answer waiting to be played.
    pub const fn reply_due(&self) -> Option<Move> {
        self.due
    }

    /// The last move made, by anyone.
    pub const fn last_move(&self) -> Option<Move> {
        self.last
    }

    /// The hint shown in this position, if one was asked for.
    pub const fn hint_shown(&self) -> Option<Move> {
        self.hint
    }

    /// The moves of this try, in Romanian notation.
    pub fn line(&self) -> &[String] {
        &self.line
    }

    /// Check and last-rank squares to colour.
    pub fn highlights(&self) -> Highlights {
        match &self.play {
            Play::Pawns(g) => g.highlights(),
            Play::Hunt(g) => g.highlights(),
            Play::Race { .. } => Highlights::default(),
        }
    }

    /// The moves the solver may make now: none while an answer is due or
    /// once the try is over.
    pub fn moves(&self) -> Vec<Move> {
        if self.state != State::Solving || self.due.is_some() {
            return Vec::new();
        }
        self.play.legal_moves()
    }

    /// The solver's move: its verdict (see [`Step`]).
    pub fn play(&mut self, mv: Move) -> Step {
        if !self.moves().contains(&mv) {
            return Step::Refused;
        }
        let Some(good) = self.is_good(mv) else {
            return Step::Refused; // the tables are not ready: nothing is judged
        };
        let why = (!good).then(|| self.why_wrong(mv));
        self.make(mv);
        self.made += 1;
        if let Some((refutation, why)) = why {
            self.state = State::Wrong;
            self.why = Some(why);
            self.due = refutation;
            return Step::Wrong { refutation, why };
        }
        if self.play.won_by(self.solver) {
            return self.solved();
        }
        self.due = self.answer();
        Step::Good { reply: self.due }
    }

    /// Plays the opponent's answer that is due, if any; the try may be
    /// solved by it (the piece's last grace move failing).
    pub fn play_reply(&mut self) -> Option<Move> {
        let mv = self.due.take()?;
        self.make(mv);
        if self.state == State::Solving && self.play.won_by(self.solver) {
            self.solved();
        }
        Some(mv)
    }

    /// A good move for the solver now (the key first), shown as a hint:
    /// each position's hint costs a star, once.
    pub fn hint(&mut self) -> Option<Move> {
        if self.state != State::Solving || self.due.is_some() {
            return None;
        }
        if self.hint.is_some() {
            return self.hint;
        }
        let left = u32::from(self.goal.moves().saturating_sub(self.made));
        let found = match &self.play {
            Play::Pawns(g) => best_win(&g.position(), 0),
            Play::Hunt(g) => mating_move(g.position(), left),
            Play::Race { race, .. } => race
                .route()
                .and_then(|r| r.first().copied())
                .map(|to| Move::new(race.knight, to)),
        };
        if found.is_some() {
            self.hints += 1;
            self.hint = found;
        }
        found
    }

    /// Back to the start for another try.
    pub fn retry(&mut self) {
        if self.state == State::Solved {
            return;
        }
        self.play = self.start.clone();
        self.tries += 1;
        self.made = 0;
        self.state = State::Solving;
        self.due = None;
        self.why = None;
        self.last = None;
        self.line.clear();
        self.hint = None;
    }

    fn solved(&mut self) -> Step {
        self.state = State::Solved;
        self.stars = stars_for_solve(self.tries, self.hints);
        Step::Solved { stars: self.stars }
    }

    /// Plays `mv` (legal) on the board, with its notation.
    fn make(&mut self, mv: Move) {
        self.line.push(self.play.notation(mv));
        self.play.play(mv);
        self.last = Some(mv);
        self.hint = None;
    }

    /// Whether the solver's legal `mv` is good; `None` when the tables
    /// that would say are not ready.
    fn is_good(&self, mv: Move) -> Option<bool> {
        let left = u32::from(self.goal.moves().saturating_sub(self.made));
        match &self.play {
            Play::Pawns(g) => move_wins(&g.position(), mv),
            Play::Hunt(g) => Some(left > 0 && keeps_mate(g.position(), mv, left)),
            Play::Race { race, .. } => {
                let more = race.after(mv.to).route_length();
                let goal = u32::from(self.goal.moves());
                Some(more.is_some_and(|m| u32::from(self.made) + 1 + m == goal))
            }
        }
    }

    /// The opponent's answer to a good move: Greu's.
    fn answer(&self) -> Option<Move> {
        let seed = u64::from(self.made);
        match &self.play {
            Play::Pawns(g) => choose(&g.position(), Level::Hard, seed),
            Play::Hunt(g) => {
                let left = u32::from(self.goal.moves().saturating_sub(self.made));
                longest_defence(g, left, seed)
            }
            Play::Race { .. } => None,
        }
    }

    /// The refutation of the solver's wrong `mv` (not yet played), and why.
    fn why_wrong(&self, mv: Move) -> (Option<Move>, Why) {
        match &self.play {
            Play::Pawns(g) => pawn_refutation(&g.position(), mv),
            Play::Hunt(g) => {
                let left = u32::from(self.goal.moves().saturating_sub(self.made));
                hunt_refutation(g, mv, left)
            }
            Play::Race { race, .. } => {
                let why = match race.after(mv.to).route_length() {
                    Some(more) => Why::RouteTooLong {
                        more,
                        total: u32::from(self.made) + 1 + more,
                        goal: self.goal.moves(),
                    },
                    None => Why::RouteBlocked,
                };
                (None, why)
            }
        }
    }
}

/// The king's reply that puts the mate off longest (the Hard robot's
/// choice among those).
fn longest_defence(game: &KingHunt, left: u32, seed: u64) -> Option<Move> {
    let pos = game.position();
    let replies = pos.legal_moves();
    let distance = |r: &Move| mate_distance(&pos.after(*r), left).unwrap_or(u32::MAX);
    let longest = replies.iter().map(distance).max()?;
    let robot = king_hunt::robot_move(pos, game.moves_made(Color::White), Level::Hard, seed);
    robot
        .filter(|r| distance(r) == longest)
        .or_else(|| replies.iter().copied().find(|r| distance(r) == longest))
}

/// A wrong hunter's move: stalemate, or the king's escape (taking a
/// piece when it can).
fn hunt_refutation(game: &KingHunt, mv: Move, left: u32) -> (Option<Move>, Why) {
    let next = game.position().after(mv);
    if next.black_targets() == 0 {
        return (None, Why::Stalemate);
    }
    let escaping: Vec<Move> = next
        .legal_moves()
        .into_iter()
        .filter(|&r| escapes(&next, r, left.saturating_sub(1)))
        .collect();
    let board = {
        let mut b = game.board().clone();
        b.move_piece(mv.from, mv.to);
        b
    };
    if let Some(&take) = escaping.iter().find(|r| board.piece_at(r.to).is_some()) {
        let role = board.piece_at(take.to).map_or(Role::Pawn, |p| p.role);
        return (Some(take), Why::KingTakes { role, on: take.to });
    }
    let robot = king_hunt::robot_move(&next, game.moves_made(Color::White) + 1, Level::Hard, 0);
    let reply = robot
        .filter(|r| escaping.contains(r))
        .or_else(|| escaping.first().copied());
    match reply {
        Some(r) => (Some(r), Why::KingEscapes { to: r.to }),
        None => (None, Why::OpponentWins),
    }
}

/// The longest line the facts of a pawn game's refutation are looked for in.
const FACT_PLIES: usize = 128;

/// A wrong move in a pawn game (`pos` before it): the opponent's winning
/// reply, and how the round then ends with the winner hurrying and the
/// loser resisting.
fn pawn_refutation(pos: &Position, mv: Move) -> (Option<Move>, Why) {
    let role = pos.role;
    let after = match pos.play_unchecked(mv) {
        PawnStep::Over(Ending::LastRank(pawn)) => {
            return (None, Why::PawnLeftOnLastRank { role, pawn });
        }
        PawnStep::Over(_) => return (None, Why::OpponentWins),
        PawnStep::Continue { position } => position,
    };
    let winner_has_pawns = after.pawns_to_move;
    let refutation = best_win(&after, 0);
    let mut at = after;
    let mut winner_moves = 0u8;
    for ply in 0..FACT_PLIES {
        let winner_to_move = at.pawns_to_move == winner_has_pawns;
        let next = if ply == 0 {
            refutation
        } else if winner_to_move {
            best_win(&at, ply as u64)
        } else {
            resist(&at)
        };
        let Some(next) = next else { break };
        winner_moves += u8::from(winner_to_move);
        match at.play_unchecked(next) {
            PawnStep::Over(ending) if pawns_win(ending) == winner_has_pawns => {
                let why = match ending {
                    Ending::PieceCaptured => Why::PieceCaptured {
                        role,
                        by: next.from,
                        on: next.to,
                        moves: winner_moves,
                    },
                    Ending::LastRank(sq) => Why::PawnRuns {
                        role,
                        pawn: (after.pawns & Bitboard::file(sq.file()))
                            .first()
                            .unwrap_or(sq),
                    },
                    Ending::AllPawnsCaptured => Why::LastPawnTaken {
                        role,
                        moves: winner_moves,
                    },
                    _ => Why::PawnsBlocked {
                        role,
                        moves: winner_moves,
                    },
                };
                return (refutation, why);
            }
            PawnStep::Over(_) => break,
            PawnStep::Continue { position } => at = position,
        }
    }
    (refutation, Why::OpponentWins)
}

/// The loser's move in a refutation's line: the table's longest
/// resistance, or a move that does not lose at once.
fn resist(pos: &Position) -> Option<Move> {
    if let Some(table) = TableCache::shared().table(pos)
        && let Some(&(mv, _)) = table.ranked_moves(pos).first()
    {
        return Some(mv);
    }
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    let loses_now = |mv: Move| matches!(pos.play_unchecked(mv), PawnStep::Over(_));
    list.iter()
        .copied()
        .find(|&m| !loses_now(m))
        .or_else(|| list.first().copied())
}

#[cfg(test)]
mod tests;
