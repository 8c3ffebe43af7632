//! "Vânătoarea regelui": the whole white army hunts a lone black king.
//!
//! White plays full chess (castling, promotion to any piece); black has only
//! its king, which may never step onto an attacked square nor capture a
//! defended piece. White wins by checkmate; the hunt fails on stalemate, after
//! white's 50th move without mate, or when white can no longer mate at all.
//!
//! ```
//! use rules::king_hunt::KingHunt;
//! use rules::{Color, Game, Move, Setup, Square};
//! let book = Setup::parse("4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ").unwrap();
//! let mut game = KingHunt::new(&book).unwrap();
//! assert_eq!(game.legal_moves().len(), 20);
//! let e4 = Move::new(Square::parse("e2").unwrap(), Square::parse("e4").unwrap());
//! assert_eq!(game.notation(e4), "e4");
//! game.play(e4).unwrap();
//! assert_eq!(game.turn(), Color::Black);
//! assert_eq!(game.moves_made(Color::White), 1);
//! ```

use super::bitboard::raw::{self, squares};
use super::bitboard::{Bitboard, king_attacks, pawn_attacks_of_set};
use super::board::{Board, Setup};
use super::game::{
    Counter, Ending, Game, Highlights, IllegalMove, Lens, Move, Notice, Outcome, SetupError,
    Summary,
};
use super::square::{Color, Piece, Role, Square};

/// White's move limit: after this many white moves without mate, black wins.
pub const MOVE_LIMIT: u32 = 50;

const CASTLE_SHORT: u8 = 1;
const CASTLE_LONG: u8 = 2;
const E1: usize = 4;
const G1: usize = 6;
const C1: usize = 2;
const A1: usize = 0;
const H1: usize = 7;

const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

// ---------------------------------------------------------------------------

/// A king-hunt position in compact form: the white army by role, the black
/// king, the side to move and white's castling rights.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// White pieces as raw bit sets, indexed by `Role::index()`.
    pub white: [u64; 6],
    pub black_king: Square,
    pub turn: Color,
    /// Bit 1: short castling (king side), bit 2: long castling.
    pub castling: u8,
}

impl Position {
    /// The white king's square (a valid position always has one).
    pub fn white_king(&self) -> Square {
        Square::ALL[(self.white[Role::King.index()].trailing_zeros() & 63) as usize]
    }

    /// The square of the black king.
    pub const fn black_king(&self) -> Square {
        self.black_king
    }

    /// The side to move.
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// All white pieces.
    pub const fn white_occ(&self) -> u64 {
        self.white[0]
            | self.white[1]
            | self.white[2]
            | self.white[3]
            | self.white[4]
            | self.white[5]
    }

    pub const fn occ(&self) -> u64 {
        self.white_occ() | (1 << self.black_king.index())
    }

    /// The white role on square index `sq`, if any.
    pub fn white_role_at(&self, sq: usize) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.white[r.index()] & (1 << sq) != 0)
    }

    /// Every square a white piece attacks (or defends), sliders seeing through
    /// `occ`. Pass the occupancy without the black king to see "behind" it.
    pub fn white_attacks_with(&self, occ: u64) -> u64 {
        let w = &self.white;
        let mut att = pawn_attacks_of_set(Color::White, Bitboard(w[Role::Pawn.index()])).0;
        for sq in squares(w[Role::Knight.index()]) {
            att |= raw::knight(sq);
        }
        for sq in squares(w[Role::Bishop.index()] | w[Role::Queen.index()]) {
            att |= raw::bishop(sq, occ);
        }
        for sq in squares(w[Role::Rook.index()] | w[Role::Queen.index()]) {
            att |= raw::rook(sq, occ);
        }
        for sq in squares(w[Role::King.index()]) {
            att |= raw::king(sq);
        }
        att
    }

    /// Squares the black king may not enter: attacked with the king itself
    /// lifted off the board, so a checking line also covers the square behind it.
    pub fn black_forbidden(&self) -> u64 {
        let bk = 1u64 << self.black_king.index();
        self.white_attacks_with(self.occ() & !bk)
    }

    /// The squares the black king can legally move to (captures of undefended
    /// pieces included).
    pub fn black_targets(&self) -> u64 {
        king_attacks(self.black_king).0 & !self.black_forbidden()
    }

    /// Is the black king attacked?
    pub fn is_check(&self) -> bool {
        self.black_forbidden() & (1 << self.black_king.index()) != 0
    }

    /// The squares the black king may not enter, its legal targets and
    /// whether it is in check, from one attack computation (lifting the king
    /// off the board does not change whether its own square is attacked).
    pub fn black_status(&self) -> (u64, u64, bool) {
        let forbidden = self.black_forbidden();
        let targets = king_attacks(self.black_king).0 & !forbidden;
        let check = forbidden & (1 << self.black_king.index()) != 0;
        (forbidden, targets, check)
    }

    /// Appends every legal white move.
    pub fn white_moves_into(&self, out: &mut Vec<Move>) {
        let w = &self.white;
        let own = self.white_occ();
        let occ = self.occ();
        let bk = 1u64 << self.black_king.index();
        let free = !own & !bk;
        let push = |out: &mut Vec<Move>, from: usize, targets: u64| {
            for to in squares(targets) {
                out.push(Move::new(Square::ALL[from], Square::ALL[to]));
            }
        };
        for from in squares(w[Role::Pawn.index()]) {
            let one = from + 8;
            if one < 64 && occ & (1 << one) == 0 {
                if one >= 56 {
                    for role in PROMOTIONS {
                        out.push(Move {
                            from: Square::ALL[from],
                            to: Square::ALL[one],
                            promotion: Some(role),
                        });
                    }
                } else {
                    out.push(Move::new(Square::ALL[from], Square::ALL[one]));
                    let two = one + 8;
                    if (8..16).contains(&from) && occ & (1 << two) == 0 {
                        out.push(Move::new(Square::ALL[from], Square::ALL[two]));
                    }
                }
            }
            // Pawns never capture: the only black piece is the king.
        }
        for from in squares(w[Role::Knight.index()]) {
            push(out, from, raw::knight(from) & free);
        }
        for from in squares(w[Role::Bishop.index()]) {
            push(out, from, raw::bishop(from, occ) & free);
        }
        for from in squares(w[Role::Rook.index()]) {
            push(out, from, raw::rook(from, occ) & free);
        }
        for from in squares(w[Role::Queen.index()]) {
            push(
                out,
                from,
                (raw::rook(from, occ) | raw::bishop(from, occ)) & free,
            );
        }
        let black_reach = king_attacks(self.black_king).0;
        for from in squares(w[Role::King.index()]) {
            push(out, from, raw::king(from) & free & !black_reach);
            if from == E1 {
                let empty = |mask: u64| occ & mask == 0;
                let safe = |mask: u64| black_reach & mask == 0;
                if self.castling & CASTLE_SHORT != 0
                    && w[Role::Rook.index()] & (1 << H1) != 0
                    && empty(0x60)
                    && safe(0x70)
                {
                    out.push(Move::new(Square::ALL[E1], Square::ALL[G1]));
                }
                if self.castling & CASTLE_LONG != 0
                    && w[Role::Rook.index()] & (1 << A1) != 0
                    && empty(0x0e)
                    && safe(0x1c)
                {
                    out.push(Move::new(Square::ALL[E1], Square::ALL[C1]));
                }
            }
        }
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(48);
        match self.turn {
            Color::White => self.white_moves_into(&mut out),
            Color::Black => {
                let from = self.black_king;
                out.extend(
                    squares(self.black_targets()).map(|to| Move::new(from, Square::ALL[to])),
                );
            }
        }
        out
    }

    /// Plays a move assumed legal (from `legal_moves`).
    pub fn play_unchecked(&mut self, mv: Move) {
        let from = mv.from.index();
        let to = mv.to.index();
        match self.turn {
            Color::Black => {
                for set in &mut self.white {
                    *set &= !(1 << to);
                }
                self.black_king = mv.to;
            }
            Color::White => {
                let Some(role) = self.white_role_at(from) else {
                    return;
                };
                let w = &mut self.white;
                w[role.index()] &= !(1 << from);
                let placed = mv.promotion.filter(|_| role == Role::Pawn).unwrap_or(role);
                w[placed.index()] |= 1 << to;
                if role == Role::King {
                    if from == E1 && to == G1 {
                        w[Role::Rook.index()] = (w[Role::Rook.index()] & !(1 << H1)) | (1 << 5);
                    } else if from == E1 && to == C1 {
                        w[Role::Rook.index()] = (w[Role::Rook.index()] & !(1 << A1)) | (1 << 3);
                    }
                    self.castling = 0;
                }
                if from == H1 {
                    self.castling &= !CASTLE_SHORT;
                }
                if from == A1 {
                    self.castling &= !CASTLE_LONG;
                }
            }
        }
        if self.white[Role::Rook.index()] & (1 << H1) == 0 {
            self.castling &= !CASTLE_SHORT;
        }
        if self.white[Role::Rook.index()] & (1 << A1) == 0 {
            self.castling &= !CASTLE_LONG;
        }
        self.turn = self.turn.other();
    }

    /// The position after `mv`, if `mv` is legal here (game-end rules aside).
    pub fn play(&self, mv: Move) -> Option<Position> {
        self.legal_moves().contains(&mv).then(|| self.after(mv))
    }

    /// The position after `mv` (assumed legal).
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// Can white still mate at all? Only a bare king, king and one knight, or
    /// king and bishops all on squares of one colour cannot.
    pub fn white_can_mate(&self) -> bool {
        let w = &self.white;
        if w[Role::Pawn.index()] | w[Role::Rook.index()] | w[Role::Queen.index()] != 0 {
            return true;
        }
        let knights = w[Role::Knight.index()].count_ones();
        let bishops = w[Role::Bishop.index()];
        const LIGHT: u64 = 0x55aa_55aa_55aa_55aa;
        match (knights, bishops) {
            (0, 0) | (1, 0) => false,
            (0, b) => b & LIGHT != 0 && b & !LIGHT != 0,
            _ => true,
        }
    }

    /// The piece-placement board.
    pub fn to_board(&self) -> Board {
        let mut board = Board::empty();
        for role in Role::ALL {
            for sq in squares(self.white[role.index()]) {
                board.set(Square::ALL[sq], Piece::new(Color::White, role));
            }
        }
        board.set(self.black_king, Piece::new(Color::Black, Role::King));
        board
    }

    /// The castling field of a FEN ("KQ", "K", "Q" or "-").
    pub fn castling_fen(&self) -> String {
        let mut s = String::new();
        if self.castling & CASTLE_SHORT != 0 {
            s.push('K');
        }
        if self.castling & CASTLE_LONG != 0 {
            s.push('Q');
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }

    /// A full FEN (no en passant, clocks 0 and 1).
    pub fn to_fen(&self) -> String {
        format!(
            "{} {} {} - 0 1",
            self.to_board().to_fen(),
            self.turn.letter(),
            self.castling_fen()
        )
    }

    /// Reads and checks a position; the error is a Romanian sentence.
    ///
    /// Castling rights that do not fit the king and rook squares are dropped
    /// silently (and black's `kq` always: black has no rooks). When the setup
    /// gives no castling field at all, the rights are read from the placement:
    /// a king on e1 with a rook on h1 (a1) may castle short (long).
    ///
    /// ```
    /// use rules::king_hunt::Position;
    /// use rules::Setup;
    /// let ok = Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KQ").unwrap();
    /// assert!(Position::from_setup(&ok).is_ok());
    /// let kings_touch = Setup::parse("8/8/8/8/8/8/3k4/4K3 w").unwrap();
    /// assert!(Position::from_setup(&kings_touch).is_err());
    /// ```
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let board = &setup.board;
        let black = board.by_color(Color::Black);
        let black_kings = board.by_piece(Piece::new(Color::Black, Role::King));
        if black_kings.count() != 1 || black != black_kings {
            return Err(SetupError::BlackNotALoneKing);
        }
        let mut white = [0u64; 6];
        for role in Role::ALL {
            white[role.index()] = board.by_piece(Piece::new(Color::White, role)).0;
        }
        let count = |r: Role| white[r.index()].count_ones();
        if count(Role::King) != 1 {
            return Err(SetupError::WhiteKingCount);
        }
        if count(Role::Pawn) > 8 {
            return Err(SetupError::TooManyWhitePawns);
        }
        if white[Role::Pawn.index()] & (Bitboard::rank(0) | Bitboard::rank(7)).0 != 0 {
            return Err(SetupError::PawnOnEdgeRank);
        }
        let promoted = count(Role::Queen).saturating_sub(1)
            + count(Role::Rook).saturating_sub(2)
            + count(Role::Bishop).saturating_sub(2)
            + count(Role::Knight).saturating_sub(2);
        if count(Role::Pawn) + promoted > 8 {
            return Err(SetupError::TooManyWhitePieces);
        }
        let Some(black_king) = black_kings.first() else {
            return Err(SetupError::BlackNotALoneKing);
        };
        let mut pos = Position {
            white,
            black_king,
            turn: setup.turn,
            castling: 0,
        };
        if pos.white_king().distance(black_king) <= 1 {
            return Err(SetupError::KingsTouch);
        }
        if setup.turn == Color::White && pos.is_check() {
            return Err(SetupError::CheckWithWhiteToMove);
        }
        let king_home = pos.white_king().index() == E1;
        let rook = |sq: usize| white[Role::Rook.index()] & (1 << sq) != 0;
        let (short, long) = match setup.castling.as_deref() {
            None => (true, true),
            Some(text) => (
                text.bytes().any(|b| b == b'K'),
                text.bytes().any(|b| b == b'Q'),
            ),
        };
        if short && king_home && rook(H1) {
            pos.castling |= CASTLE_SHORT;
        }
        if long && king_home && rook(A1) {
            pos.castling |= CASTLE_LONG;
        }
        Ok(pos)
    }
}

/// Stars for a mate after `white_moves` white moves: ≤ 20 three, ≤ 35 two, ≤ 50 one.
pub const fn stars_for(white_moves: u32) -> u8 {
    match white_moves {
        0..=20 => 3,
        21..=35 => 2,
        36..=MOVE_LIMIT => 1,
        _ => 0,
    }
}

/// One king hunt: its position, its counters and its result.
#[derive(Clone, Debug)]
pub struct KingHunt {
    pos: Position,
    board: Board,
    white_moves: u32,
    black_moves: u32,
    outcome: Option<Outcome>,
}

impl KingHunt {
    /// A hunt from any valid position (see [`Position::from_setup`]).
    pub fn new(setup: &Setup) -> Result<KingHunt, SetupError> {
        Position::from_setup(setup).map(KingHunt::from_position)
    }

    /// A hunt from an already checked position.
    pub fn from_position(pos: Position) -> KingHunt {
        let mut game = KingHunt {
            pos,
            board: pos.to_board(),
            white_moves: 0,
            black_moves: 0,
            outcome: None,
        };
        game.outcome = game.decide();
        game
    }

    /// A hunt resumed from `pos` after `white_moves` and `black_moves` moves
    /// (for saved games and tests: the move limit counts from the real start).
    pub fn resume(pos: Position, white_moves: u32, black_moves: u32) -> KingHunt {
        let mut game = KingHunt::from_position(pos);
        game.white_moves = white_moves;
        game.black_moves = black_moves;
        game.outcome = game.decide();
        game
    }

    /// The rules state of the hunt.
    pub const fn position(&self) -> &Position {
        &self.pos
    }

    /// Stars earned: 3 for mate in ≤ 20 white moves, 2 for ≤ 35, 1 for ≤ 50, else 0.
    pub fn stars(&self) -> u8 {
        if self.is_mate() {
            stars_for(self.white_moves)
        } else {
            0
        }
    }

    fn is_mate(&self) -> bool {
        self.outcome
            .as_ref()
            .is_some_and(|o| o.winner == Some(Color::White))
    }

    /// The result the rules give for the current position, if the hunt is over.
    fn decide(&self) -> Option<Outcome> {
        let black_wins = |ending| {
            Some(Outcome {
                winner: Some(Color::Black),
                ending,
            })
        };
        match self.pos.turn {
            Color::Black => {
                if self.pos.black_targets() == 0 {
                    return if self.pos.is_check() {
                        Some(Outcome {
                            winner: Some(Color::White),
                            ending: Ending::Mate,
                        })
                    } else {
                        black_wins(Ending::Stalemate)
                    };
                }
                if self.white_moves >= MOVE_LIMIT {
                    return black_wins(Ending::MoveLimit);
                }
            }
            Color::White => {
                if self.white_moves >= MOVE_LIMIT {
                    return black_wins(Ending::MoveLimit);
                }
                let mut moves = Vec::new();
                self.pos.white_moves_into(&mut moves);
                if moves.is_empty() {
                    return black_wins(Ending::HunterStuck);
                }
            }
        }
        if !self.pos.white_can_mate() {
            return black_wins(Ending::NoMatingMaterial);
        }
        None
    }

    /// Does some legal white move stalemate the black king right now?
    pub fn stalemate_is_one_move_away(&self) -> bool {
        if self.pos.turn != Color::White || self.outcome.is_some() {
            return false;
        }
        let mut moves = Vec::new();
        self.pos.white_moves_into(&mut moves);
        moves.into_iter().any(|mv| {
            let next = self.pos.after(mv);
            next.black_targets() == 0 && !next.is_check()
        })
    }
}

impl Game for KingHunt {
    fn board(&self) -> &Board {
        &self.board
    }

    /// The black king's cage: the empty or black squares it may not enter.
    fn lens(&self) -> Option<Lens> {
        let white = self.board.by_color(Color::White);
        Some(Lens {
            attacked: Bitboard(self.pos.black_forbidden()) & !white,
            ..Lens::default()
        })
    }

    fn turn(&self) -> Color {
        self.pos.turn
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.pos.legal_moves()
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if !self.legal_moves().contains(&mv) {
            return Err(IllegalMove(mv));
        }
        match self.pos.turn {
            Color::White => self.white_moves += 1,
            Color::Black => self.black_moves += 1,
        }
        self.pos.play_unchecked(mv);
        self.board = self.pos.to_board();
        self.outcome = self.decide();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn highlights(&self) -> Highlights {
        Highlights {
            check: self.pos.is_check().then_some(self.pos.black_king),
            last_rank: None,
        }
    }

    fn notices(&self) -> Vec<Notice> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        match self.pos.turn {
            Color::Black if self.pos.black_targets().count_ones() == 1 => {
                vec![Notice::KingHasOneMove]
            }
            Color::White if self.stalemate_is_one_move_away() => vec![Notice::StalemateDanger],
            _ => Vec::new(),
        }
    }

    fn progress(&self) -> Vec<Counter> {
        vec![
            Counter::HuntMove {
                made: self.white_moves.min(MOVE_LIMIT),
                limit: MOVE_LIMIT,
            },
            Counter::StarScale,
        ]
    }

    fn notation(&self, mv: Move) -> String {
        notation(&self.pos, mv)
    }

    fn round_summary(&self, color: Color) -> Option<Summary> {
        let outcome = self.outcome.as_ref()?;
        let moves = self.white_moves;
        Some(match (self.is_mate(), color) {
            (true, Color::White) => Summary::Mated {
                moves,
                stars: self.stars(),
            },
            (true, Color::Black) => Summary::KingMated { white_moves: moves },
            (false, Color::White) => Summary::HuntFailed {
                stalemate: outcome.ending == Ending::Stalemate,
                moves,
            },
            (false, Color::Black) => Summary::KingEscaped { white_moves: moves },
        })
    }

    fn moves_made(&self, color: Color) -> u32 {
        match color {
            Color::White => self.white_moves,
            Color::Black => self.black_moves,
        }
    }

    fn clone_box(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

/// The Romanian notation of `mv` in `pos`: R rege, D damă, T turn, N nebun,
/// C cal; pawns by square, "x" for captures, "=D" promotions, "+" / "#",
/// "0-0" / "0-0-0". An illegal move is written in its compact form.
///
/// ```
/// use rules::king_hunt::{notation, Position};
/// use rules::{Move, Setup, Square};
/// let pos = Position::from_setup(&Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w -").unwrap()).unwrap();
/// let mv = Move::new(Square::parse("g1").unwrap(), Square::parse("g7").unwrap());
/// assert_eq!(notation(&pos, mv), "Dg7#");
/// ```
pub fn notation(pos: &Position, mv: Move) -> String {
    let legal = pos.legal_moves();
    if !legal.contains(&mv) {
        return mv.to_string();
    }
    let mut text = String::new();
    let (role, capture) = match pos.turn {
        Color::Black => (Role::King, pos.white_occ() & (1 << mv.to.index()) != 0),
        Color::White => (
            pos.white_role_at(mv.from.index()).unwrap_or(Role::Pawn),
            false,
        ),
    };
    let castle = pos.turn == Color::White
        && role == Role::King
        && mv.from.index() == E1
        && (mv.to.index() == G1 || mv.to.index() == C1);
    if castle {
        text.push_str(if mv.to.index() == G1 { "0-0" } else { "0-0-0" });
    } else {
        text.push_str(role.notation_ro());
        if role != Role::Pawn && role != Role::King {
            let rivals: Vec<Square> = legal
                .iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && pos.white_role_at(m.from.index()) == Some(role)
                })
                .map(|m| m.from)
                .collect();
            if !rivals.is_empty() {
                let file = (b'a' + mv.from.file()) as char;
                let rank = (b'1' + mv.from.rank()) as char;
                if rivals.iter().all(|r| r.file() != mv.from.file()) {
                    text.push(file);
                } else if rivals.iter().all(|r| r.rank() != mv.from.rank()) {
                    text.push(rank);
                } else {
                    text.push(file);
                    text.push(rank);
                }
            }
        }
        if capture {
            text.push('x');
        }
        text.push_str(&mv.to.to_string());
        if let Some(p) = mv.promotion {
            text.push('=');
            text.push_str(p.notation_ro());
        }
    }
    let next = pos.after(mv);
    if next.turn == Color::Black && next.is_check() {
        text.push(if next.black_targets() == 0 { '#' } else { '+' });
    }
    text
}
