//! Piece placement and FEN reading/writing.

use super::bitboard::Bitboard;
use super::square::{Color, Piece, Role, Square};

/// Which piece stands where. Holds no rules: every game adds its own.
#[derive(Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct Board {
    by_color: [Bitboard; 2],
    by_role: [Bitboard; 6],
}

/// Why a FEN could not be read ([`words::fen_error`] words it).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Not 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank does not describe exactly 8 squares (rank number 8 … 1).
    RankLength(u8),
    /// A character that is neither a piece letter nor a digit 1–8.
    BadChar(char),
    /// The side to move is not `w` or `b`.
    BadTurn(String),
    /// The castling field is not `-` or a subset of `KQkq`.
    BadCastling(String),
    /// Nothing was given.
    Empty,
}

impl Board {
    /// A board with no piece.
    pub const fn empty() -> Board {
        Board {
            by_color: [Bitboard::EMPTY; 2],
            by_role: [Bitboard::EMPTY; 6],
        }
    }

    /// Reads the piece-placement field of a FEN.
    ///
    /// ```
    /// use rules::{Board, Square};
    /// let board = Board::from_fen("8/8/8/8/8/8/PPP5/8").unwrap();
    /// assert_eq!(board.occupied().count(), 3);
    /// assert_eq!(board.to_fen(), "8/8/8/8/8/8/PPP5/8");
    /// assert!(Board::from_fen("8/8/8").is_err());
    /// ```
    pub fn from_fen(placement: &str) -> Result<Board, FenError> {
        let placement = placement.trim();
        if placement.is_empty() {
            return Err(FenError::Empty);
        }
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::RankCount(ranks.len()));
        }
        let mut board = Board::empty();
        for (i, text) in ranks.iter().enumerate() {
            let rank = 7 - i as u8;
            let mut file = 0u8;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    file += d as u8;
                } else {
                    let piece = Piece::from_fen_char(c).ok_or(FenError::BadChar(c))?;
                    if file >= 8 {
                        return Err(FenError::RankLength(rank + 1));
                    }
                    board.set(Square::new(file, rank), piece);
                    file += 1;
                }
                if file > 8 {
                    return Err(FenError::RankLength(rank + 1));
                }
            }
            if file != 8 {
                return Err(FenError::RankLength(rank + 1));
            }
        }
        Ok(board)
    }

    /// The piece-placement field of a FEN.
    pub fn to_fen(&self) -> String {
        let mut out = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(Square::new(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.fen_char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = Color::BOTH
            .into_iter()
            .find(|c| self.by_color[c.index()].contains(sq))?;
        let role = Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))?;
        Some(Piece::new(color, role))
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.by_color[piece.color.index()] = self.by_color[piece.color.index()].with(sq);
        self.by_role[piece.role.index()] = self.by_role[piece.role.index()].with(sq);
    }

    /// Empties `sq`, returning what stood there.
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.by_color[piece.color.index()] = self.by_color[piece.color.index()].without(sq);
        self.by_role[piece.role.index()] = self.by_role[piece.role.index()].without(sq);
        Some(piece)
    }

    /// Moves whatever stands on `from` to `to` (capturing what was there).
    pub fn move_piece(&mut self, from: Square, to: Square) -> Option<Piece> {
        let piece = self.remove(from)?;
        let captured = self.remove(to);
        self.set(to, piece);
        captured
    }

    /// Every square with a piece.
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The squares of the pieces of `color`.
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of the pieces of `role`, of either colour.
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// The squares of exactly this piece.
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color(piece.color) & self.by_role(piece.role)
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .iter()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}

/// A start position as a URL parameter gives it: placement, side to move and
/// (for the king hunt) castling rights. Fields may be separated by spaces,
/// `+` or `_` because URLs mangle spaces.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// The pieces.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Castling rights as in FEN (`"KQ"`, `"-"` when none); `None` when not given.
    pub castling: Option<String>,
}

impl Setup {
    /// ```
    /// use rules::{Color, Setup};
    /// let s = Setup::parse("8/8/8/8/8/8/PPP5/2b5_b").unwrap();
    /// assert_eq!(s.turn, Color::Black);
    /// assert!(Setup::parse("8/8/8/8/8/8/PPP5/2b5 x").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Setup, FenError> {
        let mut fields = text.split([' ', '+', '_']).filter(|f| !f.is_empty());
        let board = Board::from_fen(fields.next().ok_or(FenError::Empty)?)?;
        let turn = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => return Err(FenError::BadTurn(other.to_string())),
        };
        let castling = match fields.next() {
            None => None,
            Some("-") => Some("-".to_string()),
            Some(c) if c.bytes().all(|b| matches!(b, b'K' | b'Q' | b'k' | b'q')) => {
                Some(c.to_string())
            }
            Some(c) => return Err(FenError::BadCastling(c.to_string())),
        };
        Ok(Setup {
            board,
            turn,
            castling,
        })
    }

    /// The setup as a link's `poz` value, fields joined by `_` (nothing to
    /// escape in a URL); [`Setup::parse`] reads it back.
    ///
    /// ```
    /// use rules::Setup;
    /// let s = Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KQ").unwrap();
    /// assert_eq!(s.to_link(), "4k3/8/8/8/8/8/8/R3K2R_w_KQ");
    /// assert_eq!(Setup::parse(&s.to_link()), Ok(s));
    /// ```
    pub fn to_link(&self) -> String {
        let mut text = format!("{}_{}", self.board.to_fen(), self.turn.letter());
        if let Some(castling) = &self.castling {
            text.push('_');
            text.push_str(castling);
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_round_trips() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
            "3q4/8/8/8/8/8/PPPPPPPP/8",
            "8/8/8/8/8/8/8/8",
            "k7/8/8/3p4/8/8/8/7K",
        ];
        for fen in fens {
            assert_eq!(Board::from_fen(fen).unwrap().to_fen(), fen);
        }
    }

    #[test]
    fn fen_errors_are_specific() {
        assert_eq!(Board::from_fen(""), Err(FenError::Empty));
        assert_eq!(Board::from_fen("8/8"), Err(FenError::RankCount(2)));
        assert_eq!(
            Board::from_fen("9/8/8/8/8/8/8/8"),
            Err(FenError::BadChar('9'))
        );
        assert_eq!(
            Board::from_fen("ppppppppp/8/8/8/8/8/8/8"),
            Err(FenError::RankLength(8))
        );
        assert_eq!(
            Board::from_fen("8/8/8/8/8/8/8/7"),
            Err(FenError::RankLength(1))
        );
        assert_eq!(
            Board::from_fen("8/8/8/8/8/8/8/x7"),
            Err(FenError::BadChar('x'))
        );
    }

    #[test]
    fn setup_reads_turn_and_castling() {
        let s = Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KQ").unwrap();
        assert_eq!(s.turn, Color::White);
        assert_eq!(s.castling.as_deref(), Some("KQ"));
        assert!(Setup::parse("4k3/8/8/8/8/8/8/R3K2R w KX").is_err());
        assert!(Setup::parse("   ").is_err());
    }

    #[test]
    fn moving_captures() {
        let mut b = Board::from_fen("8/8/8/8/8/8/1p6/N7").unwrap();
        let a1 = Square::parse("a1").unwrap();
        let b3 = Square::parse("b3").unwrap();
        assert_eq!(b.move_piece(a1, b3), None);
        assert_eq!(b.to_fen(), "8/8/8/8/8/1N6/1p6/8");
    }
}
