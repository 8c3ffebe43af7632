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
    /// It kept the mover's exact result, or nothing is known of it, but it
    /// was clearly worse than the best move (`slab`): it gave material away
    /// for nothing (a capture another move avoided), or it lost at least
    /// [`WEAK_MARGIN_PLIES`] plies faster, or won that much slower (see
    /// [`PlyReview::why`]).
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
    /// Why a [`Verdict::Weak`] move was weak, or what a
    /// [`Verdict::Mistake`] did (a piece given away, a stalemate), where the
    /// app can say it.
    pub why: Option<Why>,
    /// The move is proven as good as the best one: a fastest win or a
    /// longest resistance by an exact table, a forced win kept by the
    /// look-ahead, a shortest mate kept. Such a move gives nothing away for
    /// nothing, even when it lets a unit be taken (a sacrifice).
    pub as_good_as_best: bool,
    /// The king hunt: the shortest forced mate in the position before this
    /// ply, in the hunter's moves, where the mate search proved it.
    pub mate_in: Option<u8>,
    /// The verdict rests on the mover's proven result before and after the
    /// move (false for `Unknown`, and for a gift marked `Weak` on a move
    /// whose result nobody knows): only then may the review say who had
    /// the win, or that nothing after a mistake gave it back.
    pub proven: bool,
}

/// Why a move was [`Verdict::Weak`], or what a [`Verdict::Mistake`] did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Why {
    /// A gift: after the move the opponent takes one of the mover's units
    /// for nothing with this capture ("cxd6" after "Txd6": the book's „nu
    /// lua un pion apărat”; "Cxg4" after "g5-g4"), and another move would
    /// have left nothing to take. See [`crate::gifts::gift`].
    TakenBy(Move),
    /// A lost position: it lost at least [`WEAK_MARGIN_PLIES`] plies
    /// faster than the longest resistance. The plies are counted from the
    /// position the move was played from, the move included, to the
    /// round's end with perfect play: `plies` with this move, `best` with
    /// the best one.
    LostFaster {
        /// Plies to the loss with the move played.
        plies: u8,
        /// Plies to the loss with the longest resistance.
        best: u8,
    },
    /// A won position: it won at least [`WEAK_MARGIN_PLIES`] plies slower
    /// than the fastest win (plies counted as in [`Why::LostFaster`]).
    WonSlower {
        /// Plies to the win with the move played.
        plies: u8,
        /// Plies to the win with the fastest move.
        best: u8,
    },
    /// The king hunt: the move stalemated the king (the hunt is lost).
    Stalemate,
}

impl PlyReview {
    /// Nothing known: `Unknown`, no best move.
    pub const UNKNOWN: PlyReview = PlyReview {
        verdict: Verdict::Unknown,
        best: None,
        missed_mate: None,
        why: None,
        mate_in: None,
        as_good_as_best: false,
        proven: false,
    };

    /// A verdict and a best move, no missed mate; proven unless `Unknown`.
    pub const fn new(verdict: Verdict, best: Option<Move>) -> PlyReview {
        PlyReview {
            verdict,
            best,
            missed_mate: None,
            why: None,
            mate_in: None,
            as_good_as_best: false,
            proven: !matches!(verdict, Verdict::Unknown),
        }
    }
}
