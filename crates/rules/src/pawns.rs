//! Piece against pawns: the bishop, knight and rook against 3–5 pawns
//! (`rules/piesa-contra-pionilor.txt`) and the queen against 8 pawns
//! (`rules/dama-contra-8-pioni.txt`).
//!
//! The rules live in [`Position`], a small `Copy` value that the solver and
//! the robot search over; [`PawnGame`] wraps it with the board, the move
//! counters and the Romanian texts for the page.
//!
//! ```
//! use rules::{Counter, Game, Setup};
//! use rules::pawns::{PawnGame, Sides};
//! let book = Setup::parse("2b5/8/8/8/8/8/PPP5/8 w").unwrap();
//! let game = PawnGame::new(Sides::BISHOP, &book).unwrap();
//! // Three pawns on their start squares: one or two steps each.
//! assert_eq!(game.legal_moves().len(), 6);
//! assert_eq!(game.progress(), [Counter::PawnsLeft { left: 3, start: 3 }]);
//! ```

use super::bitboard::{self, Bitboard};
use super::board::{Board, Setup};
use super::game::{
    Counter, Ending, Game, Highlights, IllegalMove, Lens, Move, Notice, Outcome, SetupError,
    Summary,
};
use super::square::{Color, Piece, Role, Square};

/// Who plays in one of the four games: the piece's role, the pawns' colour
/// and how many pawns there may be.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Sides {
    /// The one piece (bishop, knight, rook or queen).
    pub role: Role,
    /// The colour of the pawns.
    pub pawn_color: Color,
    /// The most pawns a custom position may have.
    pub max_pawns: u8,
}

impl Sides {
    /// The bishop against 3 white pawns.
    pub const BISHOP: Sides = Sides::new(Role::Bishop, Color::White, 3);
    /// The white knight against 3 black pawns.
    pub const KNIGHT: Sides = Sides::new(Role::Knight, Color::Black, 3);
    /// The rook against 5 white pawns.
    pub const ROOK: Sides = Sides::new(Role::Rook, Color::White, 5);
    /// The queen against 8 white pawns.
    pub const QUEEN: Sides = Sides::new(Role::Queen, Color::White, 8);

    const fn new(role: Role, pawn_color: Color, max_pawns: u8) -> Sides {
        Sides {
            role,
            pawn_color,
            max_pawns,
        }
    }

    /// The colour of the piece.
    pub const fn piece_color(self) -> Color {
        self.pawn_color.other()
    }
}

/// The moves of one position, without allocating (at most 27 piece moves or
/// 8 pawns × 2 steps + 2 captures).
#[derive(Clone, Copy, Debug)]
pub struct MoveList {
    moves: [Move; 32],
    len: u8,
}

impl MoveList {
    const fn new() -> MoveList {
        let none = Move::new(Square::new(0, 0), Square::new(0, 0));
        MoveList {
            moves: [none; 32],
            len: 0,
        }
    }

    fn push(&mut self, mv: Move) {
        if (self.len as usize) < self.moves.len() {
            self.moves[self.len as usize] = mv;
            self.len += 1;
        }
    }

    /// The moves.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// How many moves.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no move.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Whether an ending of a piece-against-pawns round is the pawns' win.
pub const fn pawns_win(ending: Ending) -> bool {
    matches!(ending, Ending::PieceCaptured | Ending::LastRank(_))
}

/// What a move leads to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    /// Play goes on from `position`.
    Continue {
        /// The position after the move.
        position: Position,
    },
    /// The round is over.
    Over(Ending),
}

/// A position of a piece-against-pawns game: everything the rules need.
///
/// The piece is on the board as long as play goes on (its capture ends the
/// round). `pending` is the pawn that has just reached the last rank: the
/// piece is to move and has its one grace move.
///
/// ```
/// use rules::{Bitboard, Color, Move, Role, Square};
/// use rules::pawns::{Position, Step};
/// let sq = |s| Square::parse(s).unwrap();
/// // Exemplul din carte: pionul alb ajunge pe c8, nebunul negru stă pe f5.
/// let pos = Position {
///     pawns: Bitboard::from_square(sq("c7")),
///     piece: sq("f5"),
///     role: Role::Bishop,
///     pawn_color: Color::White,
///     pawns_to_move: true,
///     pending: None,
/// };
/// let Step::Continue { position, .. } = pos.play(Move::new(sq("c7"), sq("c8"))).unwrap() else {
///     panic!()
/// };
/// assert_eq!(position.pending, Some(sq("c8")));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The pawns on the board.
    pub pawns: Bitboard,
    /// The square of the piece.
    pub piece: Square,
    /// The piece (bishop, knight, rook or queen).
    pub role: Role,
    /// The colour of the pawns.
    pub pawn_color: Color,
    /// Whether the pawns are to move.
    pub pawns_to_move: bool,
    /// The pawn that has just reached the last rank (the piece's grace move).
    pub pending: Option<Square>,
}

impl Position {
    /// The colour of the piece.
    pub const fn piece_color(&self) -> Color {
        self.pawn_color.other()
    }

    /// The colour to move.
    pub const fn turn(&self) -> Color {
        if self.pawns_to_move {
            self.pawn_color
        } else {
            self.pawn_color.other()
        }
    }

    /// Every square with a pawn or the piece.
    pub fn occupied(&self) -> Bitboard {
        self.pawns.with(self.piece)
    }

    /// Squares the piece may move to (empty squares and pawns it captures).
    pub fn piece_targets(&self) -> Bitboard {
        let sq = self.piece;
        match self.role {
            Role::Knight => bitboard::knight_attacks(sq),
            Role::Bishop => bitboard::bishop_attacks(sq, self.pawns),
            Role::Rook => bitboard::rook_attacks(sq, self.pawns),
            Role::Queen => bitboard::queen_attacks(sq, self.pawns),
            Role::King => bitboard::king_attacks(sq),
            Role::Pawn => Bitboard::EMPTY,
        }
    }

    /// Whether some pawn could capture a piece standing on `sq`.
    pub fn attacked_by_pawns(&self, sq: Square) -> bool {
        !(bitboard::pawn_attacks(self.piece_color(), sq) & self.pawns).is_empty()
    }

    /// The squares the pawn on `from` may go to.
    pub fn pawn_targets(&self, from: Square) -> Bitboard {
        let color = self.pawn_color;
        let mut targets = bitboard::pawn_attacks(color, from) & Bitboard::from_square(self.piece);
        let occupied = self.occupied();
        if let Some(one) = from.offset(0, color.forward())
            && !occupied.contains(one)
        {
            targets = targets.with(one);
            if from.rank() == color.pawn_start_rank()
                && let Some(two) = one.offset(0, color.forward())
                && !occupied.contains(two)
            {
                targets = targets.with(two);
            }
        }
        targets
    }

    /// Every move of the side to move (during the grace move, every move of
    /// the piece: the child may miss the capture).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.pawns_to_move {
            for from in self.pawns.iter() {
                for to in self.pawn_targets(from).iter() {
                    list.push(Move::new(from, to));
                }
            }
        } else {
            for to in self.piece_targets().iter() {
                list.push(Move::new(self.piece, to));
            }
        }
        list
    }

    /// Whether `mv` is one of the legal moves.
    pub fn is_legal(&self, mv: Move) -> bool {
        mv.promotion.is_none() && self.legal_moves().as_slice().contains(&mv)
    }

    /// Plays `mv` if it is legal.
    pub fn play(&self, mv: Move) -> Option<Step> {
        self.is_legal(mv).then(|| self.play_unchecked(mv))
    }

    /// Plays a move known to come from [`Position::legal_moves`].
    pub fn play_unchecked(&self, mv: Move) -> Step {
        let mut next = *self;
        if self.pawns_to_move {
            if mv.to == self.piece {
                return Step::Over(Ending::PieceCaptured);
            }
            next.pawns = self.pawns.without(mv.from).with(mv.to);
            if mv.to.rank() == self.pawn_color.last_rank() {
                next.pending = Some(mv.to);
            }
            next.pawns_to_move = false;
        } else {
            if let Some(pending) = self.pending
                && mv.to != pending
            {
                return Step::Over(Ending::LastRank(pending));
            }
            next.pending = None;
            next.piece = mv.to;
            next.pawns = self.pawns.without(mv.to);
            if next.pawns.is_empty() {
                return Step::Over(Ending::AllPawnsCaptured);
            }
            next.pawns_to_move = true;
        }
        next.settle()
    }

    /// Applies the automatic rules to a position just reached: a piece with no
    /// move passes (or loses, during the grace move); pawns with no move lose.
    pub fn settle(self) -> Step {
        // The piece always has a move (it may capture any pawn next to it, see
        // the test `every_piece_always_has_a_move`), so the rules' "a piece
        // with no move passes" never happens.
        if self.pawns.is_empty() {
            return Step::Over(Ending::AllPawnsCaptured);
        }
        if self.pawns_to_move && self.legal_moves().is_empty() {
            return Step::Over(Ending::PawnsStuck);
        }
        Step::Continue { position: self }
    }
}

/// One round of a piece-against-pawns game.
///
/// ```
/// use rules::{Ending, Game, Move, SetupError, Setup, Square};
/// use rules::pawns::{PawnGame, Sides};
/// let sq = |s| Square::parse(s).unwrap();
/// let setup = Setup::parse("1P1q4/8/8/8/8/8/8/8 b").unwrap();
/// let mut game = PawnGame::new(Sides::QUEEN, &setup).unwrap();
/// assert_eq!(game.highlights().last_rank, Some(sq("b8")));
/// game.play(Move::new(sq("d8"), sq("b8"))).unwrap();
/// assert_eq!(game.outcome().unwrap().ending, Ending::AllPawnsCaptured);
/// assert_eq!(PawnGame::new(Sides::QUEEN, &Setup::parse("PP1q4/8/8/8/8/8/8/8 b").unwrap())
///     .unwrap_err(), SetupError::TwoPawnsOnLastRank);
/// ```
#[derive(Clone, Debug)]
pub struct PawnGame {
    sides: Sides,
    board: Board,
    position: Position,
    ending: Option<Ending>,
    moves: [u32; 2],
    pawns_at_start: u8,
    /// Files the pawns stood on at the start (bit 0 = a-file): the solver's table key.
    files: u8,
}

impl PawnGame {
    /// A round from a custom position, or why it cannot be played.
    pub fn new(sides: Sides, setup: &Setup) -> Result<PawnGame, SetupError> {
        let board = &setup.board;
        let pawn_color = sides.pawn_color;
        let material_error = || SetupError::WrongMaterial {
            piece: Piece::new(sides.piece_color(), sides.role),
            max_pawns: sides.max_pawns,
        };
        let mut piece = None;
        let mut pawns = Bitboard::EMPTY;
        for (sq, p) in board.pieces() {
            if p == Piece::new(pawn_color, Role::Pawn) {
                pawns = pawns.with(sq);
            } else if p == Piece::new(sides.piece_color(), sides.role) && piece.is_none() {
                piece = Some(sq);
            } else {
                return Err(material_error());
            }
        }
        let Some(piece) = piece else {
            return Err(material_error());
        };
        if pawns.is_empty() || pawns.count() > u32::from(sides.max_pawns) {
            return Err(material_error());
        }
        let back_rank = pawn_color.other().last_rank();
        if !(pawns & Bitboard::rank(back_rank)).is_empty() {
            return Err(SetupError::PawnOnRank {
                color: pawn_color,
                rank: back_rank,
            });
        }
        let mut files = 0u8;
        for file in 0..8u8 {
            match (pawns & Bitboard::file(file)).count() {
                0 => {}
                1 => files |= 1 << file,
                count => return Err(SetupError::PawnsOnFile { file, count }),
            }
        }
        let pawns_to_move = setup.turn == pawn_color;
        let on_last = pawns & Bitboard::rank(pawn_color.last_rank());
        let pending = on_last.first();
        if on_last.count() > 1 {
            return Err(SetupError::TwoPawnsOnLastRank);
        }
        if let Some(sq) = pending
            && pawns_to_move
        {
            return Err(SetupError::PieceMustMove {
                square: sq,
                role: sides.role,
            });
        }
        let position = Position {
            pawns,
            piece,
            role: sides.role,
            pawn_color,
            pawns_to_move,
            pending,
        };
        let mut game = PawnGame {
            sides,
            board: board.clone(),
            position,
            ending: None,
            moves: [0, 0],
            pawns_at_start: pawns.count() as u8,
            files,
        };
        match position.settle() {
            Step::Continue { position } => game.position = position,
            Step::Over(ending) => game.ending = Some(ending),
        }
        Ok(game)
    }

    /// Who plays in this game.
    pub const fn sides(&self) -> Sides {
        self.sides
    }

    /// The rules state (meaningless once the round is over).
    pub const fn position(&self) -> Position {
        self.position
    }

    /// How the round ended, once it is over.
    pub const fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The files the pawns stood on at the start of the round (bit 0 = a).
    pub const fn start_files(&self) -> u8 {
        self.files
    }

    /// Pawns still on the board.
    pub fn pawns_left(&self) -> u32 {
        self.board
            .by_piece(Piece::new(self.sides.pawn_color, Role::Pawn))
            .count()
    }
}

impl Game for PawnGame {
    fn board(&self) -> &Board {
        &self.board
    }

    /// The pawns on the board, not those of `position`: a round's last move
    /// (the last pawn or the piece taken, the pawns stuck) is not played
    /// into `position`, and its marks would stay on a pawn gone.
    fn lens(&self) -> Option<Lens> {
        let pawn_color = self.sides.pawn_color;
        let pawns = self.board.by_color(pawn_color);
        let attacked = bitboard::pawn_attacks_of_set(pawn_color, pawns);
        Some(Lens {
            defended: pawns & attacked,
            undefended: pawns & !attacked,
            attacked,
        })
    }

    fn turn(&self) -> Color {
        self.position.turn()
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.ending.is_some() {
            return Vec::new();
        }
        self.position.legal_moves().as_slice().to_vec()
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return Err(IllegalMove(mv));
        }
        let step = self.position.play(mv).ok_or(IllegalMove(mv))?;
        self.moves[self.position.turn().index()] += 1;
        self.board.move_piece(mv.from, mv.to);
        match step {
            Step::Continue { position } => self.position = position,
            Step::Over(ending) => self.ending = Some(ending),
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let ending = self.ending?;
        let winner = if pawns_win(ending) {
            self.sides.pawn_color
        } else {
            self.sides.piece_color()
        };
        Some(Outcome {
            winner: Some(winner),
            ending,
        })
    }

    fn highlights(&self) -> Highlights {
        let last_rank = match self.ending {
            Some(Ending::LastRank(sq)) => Some(sq),
            Some(_) => None,
            None => self.position.pending,
        };
        Highlights {
            check: None,
            last_rank,
        }
    }

    fn notices(&self) -> Vec<Notice> {
        match (self.ending, self.position.pending) {
            (None, Some(_)) => vec![Notice::LastRankGrace],
            _ => Vec::new(),
        }
    }

    fn progress(&self) -> Vec<Counter> {
        vec![Counter::PawnsLeft {
            left: self.pawns_left(),
            start: u32::from(self.pawns_at_start),
        }]
    }

    fn notation(&self, mv: Move) -> String {
        let Some(piece) = self.board.piece_at(mv.from) else {
            return mv.to.to_string();
        };
        let capture = self.board.piece_at(mv.to).is_some();
        if piece.role == Role::Pawn {
            if capture {
                format!("{}x{}", (b'a' + mv.from.file()) as char, mv.to)
            } else {
                mv.to.to_string()
            }
        } else {
            let x = if capture { "x" } else { "" };
            format!("{}{x}{}", piece.role.notation_ro(), mv.to)
        }
    }

    fn round_summary(&self, color: Color) -> Option<Summary> {
        let ending = self.ending?;
        Some(Summary::PieceVsPawns {
            won: pawns_win(ending) == (color == self.sides.pawn_color),
            moves: self.moves[color.index()],
        })
    }

    fn moves_made(&self, color: Color) -> u32 {
        self.moves[color.index()]
    }

    fn clone_box(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}
