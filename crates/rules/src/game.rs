//! The one trait every mini-game implements, and the small types it speaks in.

use super::bitboard::Bitboard;
use super::board::Board;
use super::square::{Color, Piece, Role, Square};

/// A move of one piece. Castling is the king's two-square move; a pass is
/// never a move (the engines pass automatically and say so in `notice`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it lands on.
    pub to: Square,
    /// The piece a pawn becomes on the last rank (king hunt only).
    pub promotion: Option<Role>,
}

impl Move {
    /// A move without promotion.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// Reads the compact form `e2e4` / `e7e8q` (as saved in storage).
    pub fn parse(text: &str) -> Option<Move> {
        let from = Square::parse(text.get(0..2)?)?;
        let to = Square::parse(text.get(2..4)?)?;
        let promotion = match text.get(4..) {
            None | Some("") => None,
            Some(p) => Some(
                p.chars()
                    .next()
                    .and_then(Role::from_fen_letter)
                    .filter(|r| !matches!(r, Role::Pawn | Role::King))?,
            ),
        };
        Some(Move {
            from,
            to,
            promotion,
        })
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.fen_letter().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

/// How a round ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// `None` is a draw.
    pub winner: Option<Color>,
    /// Which rule decided it (worded by [`words::reason`]).
    pub ending: Ending,
}

/// The ways a round can end, in every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// Piece against pawns: a pawn captured the piece.
    PieceCaptured,
    /// Piece against pawns: the pawn on this square reached the last rank
    /// and the piece's one grace move did not capture it.
    LastRank(Square),
    /// Piece against pawns: the piece captured every pawn.
    AllPawnsCaptured,
    /// Piece against pawns: the pawns were to move and had no move.
    PawnsStuck,
    /// King hunt: the black king is mated.
    Mate,
    /// King hunt: the black king has no move and is not in check.
    Stalemate,
    /// King hunt: white made its 50 moves without mate.
    MoveLimit,
    /// King hunt: white no longer has the pieces to mate.
    NoMatingMaterial,
    /// King hunt: white has no move at all.
    HunterStuck,
    /// Knight race: `winner`'s knight captured all its `targets` first.
    RaceWon {
        /// The side whose knight finished first.
        winner: Color,
        /// How many pieces it captured.
        targets: u32,
    },
    /// Knight race: `winner` finished first and the other knight's last
    /// move did not finish its race.
    LastMoveFailed {
        /// The side whose knight finished first.
        winner: Color,
        /// How many pieces it captured.
        targets: u32,
    },
    /// Knight race: `winner` finished first and the other knight had no
    /// jump for its last move.
    LastMoveImpossible {
        /// The side whose knight finished first.
        winner: Color,
        /// How many pieces it captured.
        targets: u32,
    },
    /// Knight race: the knight of `color` finished its `targets` with the
    /// last move: a draw.
    Equalised {
        /// The side whose knight equalised.
        color: Color,
        /// How many pieces it captured.
        targets: u32,
    },
    /// Knight race: neither knight can jump: a draw.
    KnightsStuck,
}

/// A situation worth announcing now (worded by [`words::notices`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Notice {
    /// Piece against pawns: a pawn reached the last rank; the piece has one move.
    LastRankGrace,
    /// Knight race: the knight of this colour has no jump and loses its turn.
    KnightPasses(Color),
    /// Knight race: `finisher` captured all its `targets` first; the other
    /// knight has one last move to equalise.
    LastMoveToEqualise {
        /// The side that finished first.
        finisher: Color,
        /// How many pieces it captured.
        targets: u32,
    },
    /// King hunt: the black king has a single move left.
    KingHasOneMove,
    /// King hunt: some white move would stalemate the king.
    StalemateDanger,
}

/// A counter shown beside the board (worded by [`words::counter`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Counter {
    /// Piece against pawns: pawns still on the board, of those at the start.
    PawnsLeft {
        /// Pawns on the board.
        left: u32,
        /// Pawns at the start of the round.
        start: u32,
    },
    /// Knight race: one knight's captures and moves.
    Captured {
        /// Whose knight.
        knight: Color,
        /// Pieces captured so far.
        captured: u32,
        /// Pieces to capture in all.
        total: u32,
        /// Moves made.
        moves: u32,
    },
    /// King hunt: white's moves so far, of the limit.
    HuntMove {
        /// White moves made (at most the limit).
        made: u32,
        /// The move limit.
        limit: u32,
    },
    /// King hunt: how many moves earn how many stars.
    StarScale,
}

/// One player's result of a finished round (worded by
/// [`words::summary`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Summary {
    /// Piece against pawns: won or lost, after this many moves.
    PieceVsPawns {
        /// Whether this player won the round.
        won: bool,
        /// Moves this player made.
        moves: u32,
    },
    /// Knight race: finished after `moves`; the shortest route from the start.
    RaceFinished {
        /// Moves this knight made.
        moves: u32,
        /// The shortest route from the start, if one exists.
        shortest: Option<u32>,
    },
    /// Knight race: not finished.
    RaceUnfinished {
        /// Pieces captured.
        captured: u32,
        /// Pieces to capture in all.
        total: u32,
        /// The shortest route from the start, if one exists.
        shortest: Option<u32>,
    },
    /// King hunt, the hunter: mate after `moves`, earning `stars`.
    Mated {
        /// White moves to mate.
        moves: u32,
        /// Stars earned (0–3).
        stars: u8,
    },
    /// King hunt, the hunter: no mate after `moves`.
    HuntFailed {
        /// Whether it ended in stalemate.
        stalemate: bool,
        /// White moves made.
        moves: u32,
    },
    /// King hunt, the king: mated after `white_moves`.
    KingMated {
        /// White moves to mate.
        white_moves: u32,
    },
    /// King hunt, the king: escaped after `white_moves`.
    KingEscaped {
        /// White moves made.
        white_moves: u32,
    },
}

/// Why a position cannot start a round of a game (worded by
/// [`words::setup_error`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SetupError {
    /// Piece against pawns: not exactly this one piece and 1 to `max_pawns`
    /// pawns of the other colour.
    WrongMaterial {
        /// The one piece of the game.
        piece: Piece,
        /// The most pawns allowed.
        max_pawns: u8,
    },
    /// A pawn of `color` stands on `rank` (0-based), where it cannot be.
    PawnOnRank {
        /// The pawn's colour.
        color: Color,
        /// The rank, 0 for rank 1.
        rank: u8,
    },
    /// King hunt: a white pawn on rank 1 or 8.
    PawnOnEdgeRank,
    /// Piece against pawns: `count` pawns on one file (at most one per file).
    PawnsOnFile {
        /// The file, 0 for a.
        file: u8,
        /// How many pawns stand on it.
        count: u32,
    },
    /// Piece against pawns: two pawns on the last rank at once.
    TwoPawnsOnLastRank,
    /// Piece against pawns: a pawn is on the last rank, so the piece
    /// (`role`) must be to move.
    PieceMustMove {
        /// The pawn on the last rank.
        square: Square,
        /// The piece of the game.
        role: Role,
    },
    /// Knight race: the special knight of `color` is missing from the other camp.
    SpecialKnightMissing(Color),
    /// Knight race: `count` knights of `color` in the other camp.
    SpecialKnightsTooMany {
        /// Whose knights.
        color: Color,
        /// How many stand there.
        count: u32,
    },
    /// Knight race: the knight of `knight` has `count` pieces to capture,
    /// not 1 to `max`.
    TargetCount {
        /// Whose knight.
        knight: Color,
        /// Pieces it would have to capture.
        count: u32,
        /// The most allowed.
        max: u32,
    },
    /// King hunt: black must have exactly one king and nothing else.
    BlackNotALoneKing,
    /// King hunt: white must have exactly one king.
    WhiteKingCount,
    /// King hunt: more than 8 white pawns.
    TooManyWhitePawns,
    /// King hunt: more white pieces than a game can produce.
    TooManyWhitePieces,
    /// King hunt: the kings touch.
    KingsTouch,
    /// King hunt: black is in check with white to move.
    CheckWithWhiteToMove,
}

/// What the board should colour besides selection and last move.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct Highlights {
    /// A king in check (red).
    pub check: Option<Square>,
    /// A pawn that reached the last rank (orange).
    pub last_rank: Option<Square>,
}

/// What the lens ("👓") shows: the book's advice made visible.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct Lens {
    /// Pawns defended by a pawn of their side (`is-defended`): not to be taken.
    pub defended: Bitboard,
    /// Pawns no pawn defends (`is-undefended`).
    pub undefended: Bitboard,
    /// Squares the pawns attack or, in the king hunt, the squares the black
    /// king may not enter (`is-attacked`).
    pub attacked: Bitboard,
}

/// Robot strength; `Hard` plays exactly where the game is solvable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Level {
    /// "Ușor": plays for a beginner to beat; a child's first visit starts here.
    #[default]
    Easy,
    /// "Mediu": for a child who follows the book's advice.
    Medium,
    /// "Greu": exact where a table exists.
    Hard,
}

impl Level {
    /// The three levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The page contract's `nivel=1|2|3`.
    pub const fn number(self) -> u8 {
        match self {
            Level::Easy => 1,
            Level::Medium => 2,
            Level::Hard => 3,
        }
    }

    /// The level of the page contract's `nivel=1|2|3`.
    pub fn from_number(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| text.as_bytes() == [b'0' + l.number()])
    }

    /// "Ușor", "Mediu", "Greu".
    pub const fn name_ro(self) -> &'static str {
        match self {
            Level::Easy => "Ușor",
            Level::Medium => "Mediu",
            Level::Hard => "Greu",
        }
    }
}

/// One round of one mini-game: its rules and its state (its robot is in
/// `robot/`, behind [`robot::Robot`]).
///
/// Components only read these methods and call `play`; no chess logic lives
/// in the UI.
pub trait Game: Send + Sync {
    /// The pieces as they stand.
    fn board(&self) -> &Board;

    /// Whose move it is (meaningless once `outcome` is `Some`).
    fn turn(&self) -> Color;

    /// Every legal move of the side to move; empty once the round is over.
    fn legal_moves(&self) -> Vec<Move>;

    /// Plays a move from `legal_moves`; anything else is refused unchanged.
    fn play(&mut self, mv: Move) -> Result<(), IllegalMove>;

    /// `Some` once the round is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Squares to colour for check and for the last-rank rule.
    fn highlights(&self) -> Highlights {
        Highlights::default()
    }

    /// The squares of `color`'s pieces that take part in the play: all of
    /// them, except in the knight race, where only the racing knight moves
    /// and the other pieces are only targets.
    fn pieces_in_play(&self, color: Color) -> Bitboard {
        self.board().by_color(color)
    }

    /// What the lens shows in this position (`None`: the game has no lens).
    fn lens(&self) -> Option<Lens> {
        None
    }

    /// Situations worth announcing now (last-rank grace move, a pass …).
    fn notices(&self) -> Vec<Notice> {
        Vec::new()
    }

    /// Game-specific counters to show (pawns left, captures …).
    fn progress(&self) -> Vec<Counter>;

    /// The move in Romanian notation, as it would be written if played now.
    fn notation(&self, mv: Move) -> String;

    /// The round's result for the player who had `color`, once it is over.
    fn round_summary(&self, color: Color) -> Option<Summary>;

    /// How many moves `color` has made this round.
    fn moves_made(&self, color: Color) -> u32;

    /// A copy of the round behind a box (rounds are cloned with their match).
    fn clone_box(&self) -> Box<dyn Game>;
}

impl Clone for Box<dyn Game> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A move that is not legal in the current position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IllegalMove(pub Move);

impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "mutarea {} nu este permisă", self.0)
    }
}

/// A small deterministic random generator (xorshift64*) for robot choices.
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator that always gives the same numbers for the same seed.
    /// The seed is mixed first (SplitMix64's finaliser): consecutive seeds
    /// (a round's plies, a benchmark's rounds) would otherwise start with
    /// related numbers, which skewed the level ladder by seed range.
    pub fn new(seed: u64) -> Rng {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Rng((z ^ (z >> 31)) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Sorts a short list (moves, candidates) by a key, stably, smallest first.
///
/// An insertion sort on purpose: the lists are a few dozen items long, and the
/// standard library's sort costs several KB of WebAssembly per call site.
///
/// ```
/// let mut v = [3, 1, 2];
/// rules::sort_small_by_key(&mut v, |&x| x);
/// assert_eq!(v, [1, 2, 3]);
/// ```
pub fn sort_small_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_small_by(items, |a, b| key(a) < key(b));
}

/// Like [`sort_small_by_key`], with `before(a, b)` telling whether `a` must
/// come before `b`; items that are not ordered keep their order.
pub fn sort_small_by<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_round_trip_through_text() {
        for text in ["e2e4", "a7a8q", "h2h1n"] {
            assert_eq!(Move::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(Move::parse("e2"), None);
        assert_eq!(Move::parse("e2e9"), None);
        assert_eq!(Move::parse("a7a8k"), None);
    }

    #[test]
    fn levels_read_the_url_numbers() {
        assert_eq!(Level::from_number("3"), Some(Level::Hard));
        assert_eq!(Level::from_number("4"), None);
        assert_eq!(Level::from_number(""), None);
    }

    #[test]
    fn small_sort_is_stable() {
        let mut v = [(2, 'a'), (1, 'b'), (2, 'c'), (0, 'd'), (1, 'e')];
        sort_small_by_key(&mut v, |p| p.0);
        assert_eq!(v, [(0, 'd'), (1, 'b'), (1, 'e'), (2, 'a'), (2, 'c')]);
    }

    #[test]
    fn rng_is_deterministic_and_bounded() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            let x = a.below(10);
            assert_eq!(x, b.below(10));
            assert!(x < 10);
        }
    }
}
