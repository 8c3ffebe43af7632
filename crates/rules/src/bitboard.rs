//! A set of squares as 64 bits, and the geometry of the board: the attack
//! patterns of every piece, from one square or from a whole set, for all the
//! games and robots (the one place they are written).

use super::square::{Color, Square};

/// A set of squares; bit `i` is `Square::from_index(i)`.
///
/// ```
/// use rules::{Bitboard, Square};
/// let sq = |s| Square::parse(s).unwrap();
/// let b = Bitboard::EMPTY.with(sq("a1")).with(sq("h8"));
/// assert_eq!(b.count(), 2);
/// assert_eq!(b.iter().collect::<Vec<_>>(), vec![sq("a1"), sq("h8")]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The set of no squares.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set of one square.
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// All squares of one rank (0-based).
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * rank))
    }

    /// All squares of one file (0 = a).
    ///
    /// ```
    /// use rules::{Bitboard, Square};
    /// let b = Bitboard::file(1);
    /// assert_eq!(b.count(), 8);
    /// assert!(b.contains(Square::parse("b5").unwrap()));
    /// ```
    pub const fn file(file: u8) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file)
    }

    /// Whether `sq` is in the set.
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    #[must_use]
    /// The set with `sq` added.
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    #[must_use]
    /// The set with `sq` taken out.
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// Whether the set has no square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set has.
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The squares of either set (also `|`).
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    /// The squares of both sets (also `&`).
    pub const fn intersect(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The lowest square, if any.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::from_index(self.0.trailing_zeros() as u8)
        }
    }

    /// The squares, lowest first.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let sq = Bitboard(bits).first()?;
            bits &= bits - 1;
            Some(sq)
        })
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        self.union(rhs)
    }
}

impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        self.intersect(rhs)
    }
}

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

const KNIGHT_DELTAS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
/// Ray directions: the first four increase the square index, the last four
/// decrease it; even ones (0, 2, 4, 6) are rook lines, odd ones bishop diagonals.
const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (-1, 1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (1, -1),
];

/// The squares along each direction from each square, to the edge.
const fn build_rays() -> [[u64; 64]; 8] {
    let mut rays = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut i = 0;
        while i < 64 {
            let mut bits = 0u64;
            let mut cur = Square::ALL[i].offset(DIRS[d].0, DIRS[d].1);
            while let Some(sq) = cur {
                bits |= 1 << sq.index();
                cur = sq.offset(DIRS[d].0, DIRS[d].1);
            }
            rays[d][i] = bits;
            i += 1;
        }
        d += 1;
    }
    rays
}

static RAYS: [[u64; 64]; 8] = build_rays();

const fn step_table(deltas: [(i8, i8); 8]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        let mut bits = 0u64;
        let mut d = 0;
        while d < 8 {
            if let Some(to) = sq.offset(deltas[d].0, deltas[d].1) {
                bits |= 1 << to.index();
            }
            d += 1;
        }
        table[i] = Bitboard(bits);
        i += 1;
    }
    table
}

static KNIGHT_ATTACKS: [Bitboard; 64] = step_table(KNIGHT_DELTAS);
static KING_ATTACKS: [Bitboard; 64] = step_table(KING_DELTAS);

/// Squares a knight on `sq` jumps to.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT_ATTACKS[sq.index()]
}

/// Squares a king on `sq` steps to.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING_ATTACKS[sq.index()]
}

/// Squares a pawn of `color` on `sq` captures on (diagonally forward).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    [-1, 1]
        .into_iter()
        .filter_map(|df| sq.offset(df, color.forward()))
        .collect()
}

/// The squares along direction `dir` from `sq`, up to and including the
/// first occupied one (a table lookup and one bit scan: the king hunt's
/// search calls this millions of times).
#[inline(always)]
fn slide(sq: usize, occupied: u64, dir: usize) -> u64 {
    let ray = RAYS[dir][sq];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if dir < 4 {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    } as usize;
    ray ^ RAYS[dir][first]
}

/// The same attacks on raw square indices and `u64` sets, for the king
/// hunt's search, which keeps its pieces that way and calls these millions
/// of times.
pub mod raw {
    use super::{KING_ATTACKS, KNIGHT_ATTACKS, slide};

    // The directions are literals, not a loop over an array: the browser
    // build optimises for size and would keep a loop (40 % slower hunts).

    /// Squares a rook on square index `sq` reaches (see [`super::rook_attacks`]).
    #[inline]
    pub fn rook(sq: usize, occ: u64) -> u64 {
        slide(sq, occ, 0) | slide(sq, occ, 2) | slide(sq, occ, 4) | slide(sq, occ, 6)
    }

    /// Squares a bishop on square index `sq` reaches (see [`super::bishop_attacks`]).
    #[inline]
    pub fn bishop(sq: usize, occ: u64) -> u64 {
        slide(sq, occ, 1) | slide(sq, occ, 3) | slide(sq, occ, 5) | slide(sq, occ, 7)
    }

    /// Squares a knight on square index `sq` jumps to.
    #[inline]
    pub fn knight(sq: usize) -> u64 {
        KNIGHT_ATTACKS[sq].0
    }

    /// Squares a king on square index `sq` steps to.
    #[inline]
    pub fn king(sq: usize) -> u64 {
        KING_ATTACKS[sq].0
    }

    /// The indices of the squares of `set`, lowest first.
    #[inline]
    pub fn squares(set: u64) -> impl Iterator<Item = usize> {
        let mut rest = set;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(i)
        })
    }
}

/// Squares a rook on `sq` reaches; the first occupied square in each direction is included.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(raw::rook(sq.index(), occupied.0))
}

/// Squares a bishop on `sq` reaches; the first occupied square in each direction is included.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(raw::bishop(sq.index(), occupied.0))
}

/// Squares a queen on `sq` reaches: a rook's and a bishop's.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

const NOT_A: u64 = !0x0101_0101_0101_0101;
const NOT_AB: u64 = !0x0303_0303_0303_0303;
const NOT_H: u64 = !0x8080_8080_8080_8080;
const NOT_GH: u64 = !0xc0c0_c0c0_c0c0_c0c0;

/// The squares a knight on any square of `from` jumps to.
///
/// ```
/// use rules::{Bitboard, Square};
/// use rules::bitboard::{knight_attacks, knight_attacks_of_set};
/// let b1 = Square::parse("b1").unwrap();
/// let h8 = Square::parse("h8").unwrap();
/// let both = Bitboard::EMPTY.with(b1).with(h8);
/// assert_eq!(knight_attacks_of_set(both), knight_attacks(b1) | knight_attacks(h8));
/// ```
#[inline]
pub const fn knight_attacks_of_set(from: Bitboard) -> Bitboard {
    let b = from.0;
    let one = ((b >> 1) & NOT_H) | ((b << 1) & NOT_A);
    let two = ((b >> 2) & NOT_GH) | ((b << 2) & NOT_AB);
    Bitboard((one << 16) | (one >> 16) | (two << 8) | (two >> 8))
}

/// Every square one king step from a square of `set`, `set` itself excluded.
///
/// ```
/// use rules::{Bitboard, Square};
/// use rules::bitboard::{king_attacks, king_attacks_of_set};
/// let e4 = Square::parse("e4").unwrap();
/// assert_eq!(king_attacks_of_set(Bitboard::from_square(e4)), king_attacks(e4));
/// ```
#[inline]
pub const fn king_attacks_of_set(set: Bitboard) -> Bitboard {
    let b = set.0;
    let side = ((b << 1) & NOT_A) | ((b >> 1) & NOT_H) | b;
    Bitboard((side | (side << 8) | (side >> 8)) & !b)
}

/// The squares pawns of `color` standing on `pawns` capture on.
///
/// ```
/// use rules::{Bitboard, Color, Square};
/// use rules::bitboard::{pawn_attacks, pawn_attacks_of_set};
/// let b4 = Square::parse("b4").unwrap();
/// let set = Bitboard::from_square(b4);
/// assert_eq!(pawn_attacks_of_set(Color::White, set), pawn_attacks(Color::White, b4));
/// assert_eq!(pawn_attacks_of_set(Color::Black, set), pawn_attacks(Color::Black, b4));
/// ```
#[inline]
pub const fn pawn_attacks_of_set(color: Color, pawns: Bitboard) -> Bitboard {
    let b = pawns.0;
    Bitboard(match color {
        Color::White => ((b << 7) & NOT_H) | ((b << 9) & NOT_A),
        Color::Black => ((b >> 9) & NOT_H) | ((b >> 7) & NOT_A),
    })
}

/// The squares from which a queen reaches a square of `targets` in one move,
/// every square on the way being in `empty` (a target itself may be taken).
///
/// ```
/// use rules::{Bitboard, Square};
/// use rules::bitboard::{queen_attacks, queen_reach_of_set};
/// let sq = |s| Square::parse(s).unwrap();
/// let pawns = Bitboard::EMPTY.with(sq("d4")).with(sq("f6"));
/// let from_d4 = queen_reach_of_set(Bitboard::from_square(sq("d4")), Bitboard(!pawns.0));
/// // Queen moves are symmetric: the squares that reach d4 are those d4 reaches.
/// assert_eq!(from_d4, queen_attacks(sq("d4"), pawns));
/// assert!(!from_d4.contains(sq("g7"))); // behind the pawn on f6
/// ```
pub const fn queen_reach_of_set(targets: Bitboard, empty: Bitboard) -> Bitboard {
    // (shift left?, amount, squares a step may not land on: the wrap-around)
    const STEPS: [(bool, u32, u64); 8] = [
        (true, 8, 0),
        (false, 8, 0),
        (true, 1, !NOT_A),
        (false, 1, !NOT_H),
        (true, 9, !NOT_A),
        (true, 7, !NOT_H),
        (false, 7, !NOT_A),
        (false, 9, !NOT_H),
    ];
    let mut reach = 0;
    let mut d = 0;
    while d < 8 {
        let (left, by, wrap) = STEPS[d];
        let mut ray = targets.0;
        let mut k = 0;
        while k < 7 {
            ray = (if left { ray << by } else { ray >> by }) & !wrap;
            reach |= ray;
            ray &= empty.0;
            k += 1;
        }
        d += 1;
    }
    Bitboard(reach)
}

/// The squares strictly between `a` and `b` if they share a line, else empty.
pub fn between(a: Square, b: Square) -> Bitboard {
    let df = (b.file() as i8 - a.file() as i8).signum();
    let dr = (b.rank() as i8 - a.rank() as i8).signum();
    let aligned = a.file() == b.file()
        || a.rank() == b.rank()
        || a.file().abs_diff(b.file()) == a.rank().abs_diff(b.rank());
    if a == b || !aligned {
        return Bitboard::EMPTY;
    }
    let mut result = Bitboard::EMPTY;
    let mut cur = a.offset(df, dr);
    while let Some(sq) = cur {
        if sq == b {
            break;
        }
        result = result.with(sq);
        cur = sq.offset(df, dr);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::sq;

    fn set(names: &str) -> Bitboard {
        names.split_whitespace().map(sq).collect()
    }

    #[test]
    fn knight_jumps_from_the_rules_text() {
        // "Tot de pe e8 poate ajunge pe f6, c7 sau g7" (and d6).
        assert_eq!(knight_attacks(sq("e8")), set("c7 d6 f6 g7"));
        // "Calul de pe g1 poate sări pe e2, f3 sau h3."
        assert_eq!(knight_attacks(sq("g1")), set("e2 f3 h3"));
    }

    #[test]
    fn sliders_stop_at_the_first_piece() {
        // "Nebunul de pe c8 poate merge pe diagonala a6–c8 … sau c8–h3".
        assert_eq!(
            bishop_attacks(sq("c8"), Bitboard::EMPTY),
            set("b7 a6 d7 e6 f5 g4 h3")
        );
        assert_eq!(bishop_attacks(sq("c8"), set("e6")), set("b7 a6 d7 e6"));
        assert_eq!(rook_attacks(sq("h8"), set("h5 f8")), set("g8 f8 h7 h6 h5"));
    }

    #[test]
    fn pawns_capture_diagonally_forward() {
        // "Pionul alb de pe b4 poate captura … a5 sau c5. Pionul negru de pe g7 … f6 sau h6."
        assert_eq!(pawn_attacks(Color::White, sq("b4")), set("a5 c5"));
        assert_eq!(pawn_attacks(Color::Black, sq("g7")), set("f6 h6"));
        assert_eq!(pawn_attacks(Color::White, sq("a2")), set("b3"));
    }

    /// The sliders by walking square by square, to check the ray tables.
    fn walked(sq: Square, occupied: Bitboard, dirs: &[(i8, i8)]) -> Bitboard {
        let mut result = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                result = result.with(next);
                if occupied.contains(next) {
                    break;
                }
                cur = next;
            }
        }
        result
    }

    #[test]
    fn ray_tables_agree_with_walking_the_board() {
        let mut rng = crate::game::Rng::new(3);
        for _ in 0..200 {
            let occ = Bitboard(rng.next_u64() & rng.next_u64());
            for sq in Square::ALL {
                let rook = walked(sq, occ, &[(0, 1), (1, 0), (0, -1), (-1, 0)]);
                let bishop = walked(sq, occ, &[(1, 1), (1, -1), (-1, -1), (-1, 1)]);
                assert_eq!(rook_attacks(sq, occ), rook, "{sq}");
                assert_eq!(bishop_attacks(sq, occ), bishop, "{sq}");
            }
        }
    }

    #[test]
    fn set_attacks_agree_with_single_squares() {
        let mut rng = crate::game::Rng::new(4);
        for _ in 0..200 {
            let set = Bitboard(rng.next_u64() & rng.next_u64() & rng.next_u64());
            let union = |f: &dyn Fn(Square) -> Bitboard| {
                set.iter().fold(Bitboard::EMPTY, |acc, sq| acc | f(sq))
            };
            assert_eq!(knight_attacks_of_set(set), union(&knight_attacks));
            assert_eq!(king_attacks_of_set(set), union(&king_attacks) & !set);
            for color in Color::BOTH {
                assert_eq!(
                    pawn_attacks_of_set(color, set),
                    union(&|sq| pawn_attacks(color, sq))
                );
            }
        }
    }

    #[test]
    fn between_squares() {
        assert_eq!(between(sq("d8"), sq("b8")), set("c8"));
        assert_eq!(between(sq("a1"), sq("d4")), set("b2 c3"));
        assert_eq!(between(sq("a1"), sq("b3")), Bitboard::EMPTY);
    }
}
