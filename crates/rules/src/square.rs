//! The shared vocabulary of every game: squares, colours, roles and pieces.

use std::fmt;

/// A square of the board, `a1` = 0 … `h8` = 63 (file-major inside a rank).
///
/// ```
/// use rules::Square;
/// let e4 = Square::parse("e4").unwrap();
/// assert_eq!((e4.file(), e4.rank()), (4, 3));
/// assert_eq!(e4.to_string(), "e4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The 64 squares, a1 first, h8 last.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square at `file` (0 = a) and `rank` (0 = rank 1); both must be < 8.
    pub const fn new(file: u8, rank: u8) -> Square {
        debug_assert!(file < 8 && rank < 8);
        Square(rank * 8 + file)
    }

    /// The square with this index (0..64), if any.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// 0 for a1 … 63 for h8.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for the a-file … 7 for the h-file.
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// 0 for rank 1 … 7 for rank 8.
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The rank as seen from `color`'s side: 0 for its first rank … 7 for
    /// its last (a white pawn on e2 and a black one on e7 are both on 1).
    ///
    /// ```
    /// use rules::{Color, Square};
    /// let e7 = Square::parse("e7").unwrap();
    /// assert_eq!(e7.relative_rank(Color::White), 6);
    /// assert_eq!(e7.relative_rank(Color::Black), 1);
    /// ```
    pub const fn relative_rank(self, color: Color) -> u8 {
        match color {
            Color::White => self.rank(),
            Color::Black => 7 - self.rank(),
        }
    }

    /// Light squares (a8, c8, b1 …) versus dark ones (a1, b8 …).
    pub const fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square::new(f as u8, r as u8))
        } else {
            None
        }
    }

    /// Reads a name such as `"e4"`.
    pub fn parse(name: &str) -> Option<Square> {
        match name.as_bytes() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some(Square::new(f - b'a', r - b'1')),
            _ => None,
        }
    }

    /// Chebyshev distance (king steps) between two squares.
    pub const fn distance(self, other: Square) -> u8 {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        if df > dr { df } else { dr }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// The two sides. White always moves up the board (towards rank 8).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Color {
    /// White ("alb").
    White,
    /// Black ("negru").
    Black,
}

impl Color {
    /// White, then black.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The opponent's colour.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for white, 1 for black (for arrays indexed by colour).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"w"` or `"b"`, as in FEN and in `data-piece`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// The direction pawns of this colour move in (+1 up, -1 down).
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// Rank (0-based) on which pawns of this colour start.
    pub const fn pawn_start_rank(self) -> u8 {
        match self {
            Color::White => 1,
            Color::Black => 6,
        }
    }

    /// Rank (0-based) that pawns of this colour want to reach.
    pub const fn last_rank(self) -> u8 {
        match self {
            Color::White => 7,
            Color::Black => 0,
        }
    }

    /// Romanian name as used in the page contract: `"alb"` / `"negru"`.
    pub const fn name_ro(self) -> &'static str {
        match self {
            Color::White => "alb",
            Color::Black => "negru",
        }
    }
}

/// What kind of piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    /// Pawn ("pion").
    Pawn,
    /// Knight ("cal").
    Knight,
    /// Bishop ("nebun").
    Bishop,
    /// Rook ("turn").
    Rook,
    /// Queen ("damă").
    Queen,
    /// King ("rege").
    King,
}

impl Role {
    /// The six roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// 0 for the pawn … 5 for the king (for arrays indexed by role).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case FEN letter (`P N B R Q K`).
    pub const fn fen_letter(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// The role of a FEN letter of either case (`"n"` or `"N"` is a knight).
    pub fn from_fen_letter(c: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.fen_letter() == c.to_ascii_uppercase())
    }

    /// Romanian notation letter (R rege, D damă, T turn, N nebun, C cal); empty for pawns.
    pub const fn notation_ro(self) -> &'static str {
        match self {
            Role::Pawn => "",
            Role::Knight => "C",
            Role::Bishop => "N",
            Role::Rook => "T",
            Role::Queen => "D",
            Role::King => "R",
        }
    }

    /// Romanian noun, without article: "pion", "cal" …
    pub const fn name_ro(self) -> &'static str {
        match self {
            Role::Pawn => "pion",
            Role::Knight => "cal",
            Role::Bishop => "nebun",
            Role::Rook => "turn",
            Role::Queen => "damă",
            Role::King => "rege",
        }
    }
}

/// A coloured piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Its colour.
    pub color: Color,
    /// Its role.
    pub role: Role,
}

impl Piece {
    /// The piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN character: upper case for white, lower case for black.
    pub fn fen_char(self) -> char {
        match self.color {
            Color::White => self.role.fen_letter(),
            Color::Black => self.role.fen_letter().to_ascii_lowercase(),
        }
    }

    /// The piece of a FEN letter: upper case white, lower case black.
    pub fn from_fen_char(c: char) -> Option<Piece> {
        let role = Role::from_fen_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece::new(color, role))
    }

    /// The page contract's `data-piece` code: `"wN"`, `"bP"` …
    pub fn code(self) -> String {
        format!("{}{}", self.color.letter(), self.role.fen_letter())
    }

    /// Romanian label: "cal alb", "damă neagră" …
    pub fn name_ro(self) -> String {
        let feminine = self.role == Role::Queen;
        let color = match (self.color, feminine) {
            (Color::White, false) => "alb",
            (Color::White, true) => "albă",
            (Color::Black, false) => "negru",
            (Color::Black, true) => "neagră",
        };
        format!("{} {}", self.role.name_ro(), color)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("e"), None);
    }

    #[test]
    fn square_colours_match_the_board() {
        // "Pătratele a8 și c8 sunt albe, dar b8 este negru."
        assert!(Square::parse("a8").unwrap().is_light());
        assert!(Square::parse("c8").unwrap().is_light());
        assert!(!Square::parse("b8").unwrap().is_light());
        assert!(!Square::parse("a1").unwrap().is_light());
    }

    #[test]
    fn piece_codes_and_names() {
        let p = Piece::from_fen_char('n').unwrap();
        assert_eq!(p, Piece::new(Color::Black, Role::Knight));
        assert_eq!(p.code(), "bN");
        assert_eq!(p.name_ro(), "cal negru");
        assert_eq!(Piece::new(Color::White, Role::Queen).name_ro(), "damă albă");
        assert_eq!(Piece::from_fen_char('x'), None);
    }
}
