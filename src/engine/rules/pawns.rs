//! Piece against pawns: the bishop, knight and rook against 3–5 pawns
//! (`rules/piesa-contra-pionilor.txt`) and the queen against 8 pawns
//! (`rules/dama-contra-8-pioni.txt`).
//!
//! The rules live in [`Position`], a small `Copy` value that the solver and
//! the robot search over; [`PawnGame`] wraps it with the board, the move
//! counters and the Romanian texts for the page.
//!
//! ```
//! use sah_in_joaca::engine::{Counter, Game, Variant};
//! use sah_in_joaca::engine::rules::pawns::{PawnGame, Sides};
//! let book = Variant::BishopVsPawns.start_setup();
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
/// use sah_in_joaca::engine::{Bitboard, Color, Move, Role, Square};
/// use sah_in_joaca::engine::rules::pawns::{Position, Step};
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
/// use sah_in_joaca::engine::{Game, Move, SetupError, Setup, Square};
/// use sah_in_joaca::engine::rules::pawns::{PawnGame, Sides};
/// use sah_in_joaca::engine::words::Worded;
/// let sq = |s| Square::parse(s).unwrap();
/// let setup = Setup::parse("1P1q4/8/8/8/8/8/8/8 b").unwrap();
/// let mut game = PawnGame::new(Sides::QUEEN, &setup).unwrap();
/// assert_eq!(game.highlights().last_rank, Some(sq("b8")));
/// game.play(Move::new(sq("d8"), sq("b8"))).unwrap();
/// assert_eq!(game.reason_text().unwrap(), "Piesa a capturat toți pionii.");
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::testing::{mv, sq};
    use crate::engine::words::{self, Worded};

    fn game(sides: Sides, fen: &str) -> PawnGame {
        PawnGame::new(sides, &Setup::parse(fen).unwrap()).unwrap()
    }

    fn error(sides: Sides, fen: &str) -> String {
        words::setup_error(PawnGame::new(sides, &Setup::parse(fen).unwrap()).unwrap_err())
    }

    fn targets(game: &PawnGame, from: &str) -> Vec<String> {
        let mut list: Vec<String> = game
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == sq(from))
            .map(|m| m.to.to_string())
            .collect();
        list.sort();
        list
    }

    #[test]
    fn pawn_steps_one_square_forward() {
        // "Pionul merge numai înainte, câte un pătrat. Pionii albi urcă spre
        // linia 8, pionii negri coboară spre linia 1."
        let g = game(Sides::BISHOP, "8/8/8/8/1P6/8/8/7b w");
        assert_eq!(targets(&g, "b4"), ["b5"]);
        let g = game(Sides::KNIGHT, "8/8/8/6p1/8/8/8/N7 b");
        assert_eq!(targets(&g, "g5"), ["g4"]);
    }

    #[test]
    fn pawn_double_step_only_from_the_start_rank() {
        // "pionul de pe b2 poate merge pe b3 sau pe b4."
        let g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
        assert_eq!(targets(&g, "b2"), ["b3", "b4"]);
        let g = game(Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6N1 b");
        assert_eq!(targets(&g, "g7"), ["g5", "g6"]);
        // Not from rank 3.
        let g = game(Sides::BISHOP, "8/8/8/8/8/1P6/8/7b w");
        assert_eq!(targets(&g, "b3"), ["b4"]);
    }

    #[test]
    fn double_step_needs_both_squares_empty() {
        // "Nici pasul dublu nu se poate face dacă unul dintre cele două pătrate este ocupat."
        let g = game(Sides::ROOK, "8/8/8/8/1r6/8/1P6/8 w");
        assert_eq!(targets(&g, "b2"), ["b3"]);
        let g = game(Sides::ROOK, "8/8/8/8/8/1r6/1P6/8 w");
        assert_eq!(targets(&g, "b2"), Vec::<String>::new());
    }

    #[test]
    fn pawn_is_blocked_and_never_captures_straight() {
        // "dacă pe pătratul din fața lui stă piesa adversarului, pionul nu mai
        // poate merge înainte. El nu poate captura drept înainte."
        let g = game(Sides::QUEEN, "8/8/8/3q4/3P4/8/P7/8 w");
        assert_eq!(targets(&g, "d4"), Vec::<String>::new());
        assert_eq!(targets(&g, "a2"), ["a3", "a4"]);
    }

    #[test]
    fn pawns_capture_only_the_piece_diagonally_and_win() {
        // "Pionul alb de pe b4 poate captura o piesă de pe a5 sau de pe c5."
        // "Pionii câștigă și dacă un pion capturează piesa."
        let mut g = game(Sides::BISHOP, "8/8/8/2b5/1P6/8/8/8 w");
        assert_eq!(targets(&g, "b4"), ["b5", "c5"]);
        assert_eq!(g.notation(mv("b4", "c5")), "bxc5");
        g.play(mv("b4", "c5")).unwrap();
        let out = g.outcome().unwrap();
        assert_eq!(out.winner, Some(Color::White));
        assert_eq!(words::reason(out.ending), "Un pion a capturat piesa.");
        assert!(g.legal_moves().is_empty());
        // Black pawns capture downwards: "g7 … f6 sau h6".
        let g = game(Sides::KNIGHT, "8/6p1/7N/8/8/8/8/8 b");
        assert_eq!(targets(&g, "g7"), ["g5", "g6", "h6"]);
    }

    #[test]
    fn piece_moves_as_in_chess_and_sliders_do_not_jump() {
        // "Nebunul și turnul nu pot sări peste pioni. Dacă un pion le stă în
        // cale, îl pot captura, dar nu pot trece mai departe de el."
        let g = game(Sides::BISHOP, "2b5/8/4P3/8/8/8/8/8 b");
        assert_eq!(targets(&g, "c8"), ["a6", "b7", "d7", "e6"]);
        // "Calul de pe g1 poate sări pe e2, f3 sau h3."
        let g = game(Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6N1 w");
        assert_eq!(targets(&g, "g1"), ["e2", "f3", "h3"]);
        // "Turnul de pe h8 poate merge pe linia 8 … sau pe coloana h".
        let g = game(Sides::ROOK, "7r/8/8/8/8/8/PPPPP3/8 b");
        assert_eq!(targets(&g, "h8").len(), 14);
        let g = game(Sides::ROOK, "5P1r/8/8/8/8/8/8/8 b");
        assert!(!targets(&g, "h8").contains(&"e8".to_string()));
    }

    #[test]
    fn piece_captures_a_pawn_by_landing_on_it() {
        // "Ca să capturezi cu dama, o pui exact pe pătratul pionului, iar pionul iese de pe tablă."
        let mut g = game(Sides::QUEEN, "3q4/8/8/8/8/3P4/P7/8 b");
        assert_eq!(g.notation(mv("d8", "d3")), "Dxd3");
        assert_eq!(g.notation(mv("d8", "d5")), "Dd5");
        g.play(mv("d8", "d3")).unwrap();
        assert_eq!(g.progress_text(), ["Pioni rămași: 1 din 2"]);
        assert_eq!(g.board().piece_at(sq("d3")).unwrap().role, Role::Queen);
        assert_eq!(g.turn(), Color::White);
        assert_eq!(g.moves_made(Color::Black), 1);
        assert_eq!(g.moves_made(Color::White), 0);
    }

    #[test]
    fn defended_pawn_taken_loses_the_piece() {
        // "pionii albi stau pe a2, b3 și c2 … Dacă dama îl capturează pe b3,
        // albul răspunde axb3 sau cxb3 și dama iese de pe tablă."
        let mut g = game(Sides::QUEEN, "1q6/8/8/8/8/1P6/P1P5/8 b");
        g.play(mv("b8", "b3")).unwrap();
        assert_eq!(targets(&g, "a2"), ["a3", "a4", "b3"]);
        assert_eq!(g.notation(mv("a2", "b3")), "axb3");
        g.play(mv("c2", "b3")).unwrap();
        assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
    }

    #[test]
    fn no_promotion_and_no_en_passant() {
        // "În jocul nostru pionul rămâne pion. Nu se transformă în damă."
        let mut g = game(Sides::QUEEN, "8/1P6/8/8/8/8/8/7q w");
        g.play(mv("b7", "b8")).unwrap();
        assert_eq!(
            g.board().piece_at(sq("b8")),
            Some(Piece::new(Color::White, Role::Pawn))
        );
        let promo = Move {
            promotion: Some(Role::Queen),
            ..mv("b7", "b8")
        };
        let g2 = game(Sides::QUEEN, "8/1P6/8/8/8/8/8/7q w");
        assert!(!g2.position().is_legal(promo));
        // A pawn that passed by with a double step cannot be taken "en passant"
        // (only the piece is ever captured, and pawns never capture each other).
        let g = game(Sides::KNIGHT, "8/5p2/8/6N1/8/8/8/8 b");
        assert_eq!(targets(&g, "f7"), ["f5", "f6"]);
    }

    #[test]
    fn last_rank_grace_capture_goes_on() {
        // "pionul alb ajunge pe c8. Nebunul negru stă pe f5, iar pătratele e6 și
        // d7 sunt libere. Nebunul … capturează pionul de pe c8. Jocul continuă."
        let mut g = game(Sides::BISHOP, "8/2P5/8/5b2/8/P7/8/8 w");
        g.play(mv("c7", "c8")).unwrap();
        assert_eq!(g.outcome(), None);
        assert_eq!(g.highlights().last_rank, Some(sq("c8")));
        assert_eq!(
            g.notice_text().as_deref(),
            Some("Pionul a ajuns pe ultima linie — piesa mai are o singură mutare!")
        );
        // Every bishop move is still offered: the child may blunder.
        assert_eq!(
            g.legal_moves().len(),
            Position::piece_targets(&g.position()).count() as usize
        );
        assert!(g.legal_moves().len() > 1);
        g.play(mv("f5", "c8")).unwrap();
        assert_eq!(g.outcome(), None);
        assert_eq!(g.highlights().last_rank, None);
        assert_eq!(g.notice_text(), None);
        assert_eq!(g.turn(), Color::White);
    }

    #[test]
    fn last_rank_grace_other_move_loses() {
        // "Dacă nu îl capturează, câștigă pionii."
        let mut g = game(Sides::BISHOP, "8/2P5/8/5b2/8/P7/8/8 w");
        g.play(mv("c7", "c8")).unwrap();
        g.play(mv("f5", "e6")).unwrap();
        let out = g.outcome().unwrap();
        assert_eq!(out.winner, Some(Color::White));
        assert_eq!(
            words::reason(out.ending),
            "Pionul de pe c8 a ajuns pe ultima linie și piesa nu l-a capturat."
        );
        assert_eq!(g.highlights().last_rank, Some(sq("c8")));
    }

    #[test]
    fn last_rank_bishop_on_h7_cannot_reach_c8() {
        // "Dacă nebunul ar fi stat pe h7, n-ar fi putut ajunge pe c8 dintr-o
        // mutare și ar fi câștigat pionii."
        let mut g = game(Sides::BISHOP, "8/2P4b/8/8/8/8/8/8 w");
        g.play(mv("c7", "c8")).unwrap();
        assert!(g.outcome().is_none());
        assert!(!targets(&g, "h7").contains(&"c8".to_string()));
        let any = g.legal_moves()[0];
        g.play(any).unwrap();
        assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
    }

    #[test]
    fn the_c8_bishop_never_reaches_b8() {
        // "nebunul nu poate captura niciodată un pion pe b8."
        assert!(!sq("b8").is_light() && sq("c8").is_light());
        let mut g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
        let mut rng = crate::engine::rules::game::Rng::new(5);
        for _ in 0..2000 {
            if g.outcome().is_some() {
                g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
            }
            let moves = g.legal_moves();
            let m = moves[rng.below(moves.len())];
            if g.turn() == Color::Black {
                assert!(m.to.is_light());
            }
            g.play(m).unwrap();
        }
    }

    #[test]
    fn queen_examples_on_b8() {
        // "un pion alb ajunge pe b8, iar dama neagră stă pe d8 … c8 este liber"
        let g = game(Sides::QUEEN, "1P1q4/8/8/8/8/8/P7/8 b");
        assert!(targets(&g, "d8").contains(&"b8".to_string()));
        let mut g2 = g.clone();
        g2.play(mv("d8", "b8")).unwrap();
        assert_eq!(g2.outcome(), None);
        // "Dacă pe c8 ar fi stat un alt pion alb … ar fi câștigat pionii."
        // (Two pawns cannot stand on rank 8 at once, so the c8 pawn arrives second.)
        let mut g = game(Sides::QUEEN, "3q4/1PP5/8/8/8/8/8/8 w");
        g.play(mv("b7", "b8")).unwrap();
        g.play(mv("d8", "d7")).unwrap();
        assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
        let mut g = game(Sides::QUEEN, "1P1q4/2P5/8/8/8/8/8/8 b");
        g.play(mv("d8", "b8")).unwrap();
        g.play(mv("c7", "c8")).unwrap();
        assert!(targets(&g, "b8").contains(&"c8".to_string()));
        // With the c8 pawn in the way the queen on d8 cannot reach b8.
        let blocked = Position {
            pawns: Bitboard::from_square(sq("b8")).with(sq("c8")),
            piece: sq("d8"),
            role: Role::Queen,
            pawn_color: Color::White,
            pawns_to_move: false,
            pending: Some(sq("b8")),
        };
        assert!(!blocked.piece_targets().contains(sq("b8")));
        for m in blocked.legal_moves().as_slice() {
            assert_eq!(
                blocked.play_unchecked(*m),
                Step::Over(Ending::LastRank(sq("b8")))
            );
        }
        // "pion alb pe b8, dama pe d7 … Câștigă pionii."
        let mut g = game(Sides::QUEEN, "1P6/3q4/8/8/8/8/P7/8 b");
        assert!(!targets(&g, "d7").contains(&"b8".to_string()));
        let any = g.legal_moves()[0];
        g.play(any).unwrap();
        assert_eq!(
            g.reason_text().unwrap(),
            "Pionul de pe b8 a ajuns pe ultima linie și piesa nu l-a capturat."
        );
    }

    #[test]
    fn stuck_pawns_lose() {
        // "a mai rămas un singur pion alb, pe a5. Nebunul negru stă pe a6 …
        // Pionii nu au nicio mutare, deci câștigă nebunul."
        let g = game(Sides::BISHOP, "8/8/b7/P7/8/8/8/8 w");
        let out = g.outcome().unwrap();
        assert_eq!(out.winner, Some(Color::Black));
        assert_eq!(words::reason(out.ending), "Pionii nu mai au nicio mutare.");
        assert!(g.legal_moves().is_empty());
        // Reached by a move, too.
        let mut g = game(Sides::BISHOP, "8/1b6/8/P7/8/8/8/8 b");
        g.play(mv("b7", "a6")).unwrap();
        assert_eq!(g.reason_text().unwrap(), "Pionii nu mai au nicio mutare.");
    }

    #[test]
    fn all_pawns_captured_wins_for_the_piece() {
        // "Piesa câștigă dacă a capturat toți pionii".
        let mut g = game(Sides::ROOK, "7r/8/8/8/8/8/7P/8 b");
        g.play(mv("h8", "h2")).unwrap();
        let out = g.outcome().unwrap();
        assert_eq!(out.winner, Some(Color::Black));
        assert_eq!(words::reason(out.ending), "Piesa a capturat toți pionii.");
        assert_eq!(g.progress_text(), ["Pioni rămași: 0 din 1"]);
    }

    #[test]
    fn every_piece_always_has_a_move() {
        // "Dacă piesa este la mutare și nu are nicio mutare … ea sare rândul."
        // That never happens: wherever the piece stands, even with a pawn on
        // every other square, it can capture one next to it.
        for role in [Role::Bishop, Role::Knight, Role::Rook, Role::Queen] {
            for piece in Square::ALL {
                let pos = Position {
                    pawns: Bitboard(u64::MAX).without(piece),
                    piece,
                    role,
                    pawn_color: Color::White,
                    pawns_to_move: false,
                    pending: None,
                };
                assert!(!pos.piece_targets().is_empty(), "{role:?} on {piece}");
                assert!(!pos.legal_moves().is_empty(), "{role:?} on {piece}");
            }
        }
    }

    #[test]
    fn custom_positions_are_checked() {
        assert_eq!(
            error(Sides::BISHOP, "2b5/8/8/8/8/1P6/1P6/8 w"),
            "Pe coloana b sunt doi pioni."
        );
        assert_eq!(
            error(Sides::BISHOP, "2b5/8/8/8/8/8/8/P7 w"),
            "Un pion alb nu poate sta pe linia 1."
        );
        assert_eq!(
            error(Sides::KNIGHT, "p7/8/8/8/8/8/8/6N1 w"),
            "Un pion negru nu poate sta pe linia 8."
        );
        assert_eq!(
            error(Sides::BISHOP, "2b5/8/8/8/8/8/PPPP4/8 w"),
            "În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi."
        );
        assert_eq!(
            error(Sides::BISHOP, "2bb4/8/8/8/8/8/PPP5/8 w"),
            "În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi."
        );
        assert_eq!(
            error(Sides::QUEEN, "8/8/8/8/8/8/PPPPPPPP/8 w"),
            "În acest joc trebuie să fie o singură damă neagră și cel mult 8 pioni albi."
        );
        assert_eq!(
            error(Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6n1 w"),
            "În acest joc trebuie să fie un singur cal alb și cel mult 3 pioni negri."
        );
        // A king or a pawn of the wrong colour is not allowed either; nor no pawns.
        assert!(error(Sides::ROOK, "4k2r/8/8/8/8/8/PPPPP3/8 w").starts_with("În acest joc"));
        assert!(error(Sides::ROOK, "7r/p7/8/8/8/8/PPPP4/8 w").starts_with("În acest joc"));
        assert!(error(Sides::ROOK, "7r/8/8/8/8/8/8/8 w").starts_with("În acest joc"));
        // A pawn already on its last rank: only with the piece to move.
        assert_eq!(
            error(Sides::BISHOP, "P7/8/8/8/8/8/8/7b w"),
            "Pionul de pe a8 este deja pe ultima linie, deci la mutare trebuie să fie nebunul."
        );
        let g = game(Sides::BISHOP, "P7/8/8/8/8/8/8/7b b");
        assert_eq!(g.highlights().last_rank, Some(sq("a8")));
        // Other files are fine, one pawn per file.
        let g = game(Sides::BISHOP, "2b5/8/8/8/8/8/5PPP/8 w");
        assert_eq!(g.start_files(), 0b1110_0000);
        assert!(g.outcome().is_none());
    }

    #[test]
    fn start_positions() {
        for (v, fen, moves) in [
            (Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w", 6),
            (Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6N1 w", 3),
            (Sides::ROOK, "7r/8/8/8/8/8/PPPPP3/8 w", 10),
            (Sides::QUEEN, "3q4/8/8/8/8/8/PPPPPPPP/8 w", 16),
        ] {
            let g = game(v, fen);
            assert_eq!(g.legal_moves().len(), moves, "{v:?}");
            assert_eq!(g.turn(), Color::White);
            assert!(g.outcome().is_none() && g.notice_text().is_none());
        }
    }

    #[test]
    fn illegal_moves_are_refused_unchanged() {
        let mut g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
        let before = g.board().clone();
        assert!(g.play(mv("c8", "f5")).is_err());
        assert!(g.play(mv("b2", "b5")).is_err());
        assert_eq!(g.board(), &before);
        assert_eq!(g.moves_made(Color::White), 0);
    }

    #[test]
    fn round_summary_counts_moves() {
        let mut g = game(Sides::ROOK, "7r/8/8/8/8/8/7P/8 b");
        g.play(mv("h8", "h2")).unwrap();
        assert_eq!(
            g.summary_text(Color::Black).as_deref(),
            Some("Ai câștigat repriza în 1 mutare.")
        );
        assert_eq!(
            g.summary_text(Color::White).as_deref(),
            Some("Ai pierdut repriza fără să muți.")
        );
    }
}
