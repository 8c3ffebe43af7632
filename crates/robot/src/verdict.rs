//! What a robot can prove about one move: the verdict types of the review
//! ("🔍 Ce s-a întâmplat?"), owned here because every robot's
//! [`super::Robot::judge`] returns them; [`play::review`]
//! assembles them into a round's review.

use rules::game::Move;

/// What a move did to its mover's exact result (the page contract's
/// `data-verdict`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    /// It kept the mover's result (`bun`).
    Good,
    /// It kept the mover's exact result but was clearly worse than the best
    /// move (`slab`): it lost at least [`WEAK_MARGIN_PLIES`] plies faster,
    /// or won that much slower, or it let a pawn take the piece at once
    /// while another move did not (see [`PlyReview::weakness`]).
    Weak,
    /// It turned a won position into a lost one (`greseala`).
    Mistake,
    /// The app does not know (`necunoscut`).
    Unknown,
}

impl Verdict {
    /// The page contract's `data-verdict` value.
    pub const fn slug(self) -> &'static str {
        match self {
            Verdict::Good => "bun",
            Verdict::Weak => "slab",
            Verdict::Mistake => "greseala",
            Verdict::Unknown => "necunoscut",
        }
    }
}

/// How much faster a move must lose, or slower win, than the best move to
/// be [`Verdict::Weak`]: two moves of each side. A child who resists a
/// move less, or wins a move later, has not played badly; four plies is a
/// piece walked into a capture, or a defence given up.
pub const WEAK_MARGIN_PLIES: u8 = 4;

/// The review of one move (ply) of a round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlyReview {
    /// What the move did to its mover's result.
    pub verdict: Verdict,
    /// A best move in the position before this ply (the one the move was
    /// played from): with an exact table the fastest win, or the longest
    /// resistance when lost; in the queen game a proven win. `None` when
    /// the app does not know one.
    pub best: Option<Move>,
    /// The king hunt: a forced mate in this many of the mover's moves was
    /// there (`best` is its first move), and the move played did not keep
    /// it ("aici era mat în 2").
    pub missed_mate: Option<u8>,
    /// Why a [`Verdict::Weak`] move was weak.
    pub weakness: Option<Weakness>,
    /// The king hunt: the shortest forced mate in the position before this
    /// ply, in the hunter's moves, where the mate search proved it.
    pub mate_in: Option<u8>,
}

/// Why a move was [`Verdict::Weak`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Weakness {
    /// The piece went where a pawn takes it, with this capture ("cxd6"
    /// after "Txd6"): the book's „nu lua un pion apărat”.
    TakenBy(Move),
    /// A lost position: it lost at least [`WEAK_MARGIN_PLIES`] plies
    /// faster than the longest resistance.
    LostFaster,
    /// A won position: it won at least [`WEAK_MARGIN_PLIES`] plies slower
    /// than the fastest win.
    WonSlower,
}

impl PlyReview {
    /// Nothing known: `Unknown`, no best move.
    pub const UNKNOWN: PlyReview = PlyReview {
        verdict: Verdict::Unknown,
        best: None,
        missed_mate: None,
        weakness: None,
        mate_in: None,
    };

    /// A verdict and a best move, no missed mate.
    pub const fn new(verdict: Verdict, best: Option<Move>) -> PlyReview {
        PlyReview {
            verdict,
            best,
            missed_mate: None,
            weakness: None,
            mate_in: None,
        }
    }
}
