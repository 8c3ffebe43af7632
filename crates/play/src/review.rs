//! The review of a round ("🔍 Ce s-a întâmplat?"): a verdict on every move
//! and the best move of every position, as far as the app knows them.
//!
//! A verdict compares the mover's exact result (win or loss; the pawn games
//! have no draws) before and after the move:
//! - [`Verdict::Mistake`]: the position was won for the mover, the move made
//!   it lost;
//! - [`Verdict::Good`]: the move kept the mover's result (a win stayed a
//!   win, or a lost position stayed lost: nothing better existed);
//! - [`Verdict::Weak`]: it kept the result but was clearly worse: it lost
//!   [`WEAK_MARGIN_PLIES`] plies faster or won that much slower than the
//!   best move, or walked the piece into a pawn's capture that another
//!   move avoided;
//! - [`Verdict::Unknown`]: the app cannot prove either. Never a false verdict.
//!
//! Where the verdicts come from is each game's robot
//! ([`robot::Robot::judge`]): the exact tables of the bishop,
//! knight and rook games (and of a teacher's `poz` with at most five pawn
//! files), once built; a short exhaustive look-ahead (three plies) for the
//! queen game and for a table not built yet; a bounded mate search for the
//! king hunt's hunter (a mate in 1 or 2 kept is `Good`, a proven mate
//! thrown into stalemate a `Mistake`, a mate missed is noted as
//! [`PlyReview::missed_mate`]); the next jump of a shortest route as the
//! best move of the knight race, whose verdicts stay `Unknown` (a race is
//! decided by both knights).
//!
//! ```
//! use play::matches::{Match, Mode};
//! use play::review::Verdict;
//! use rules::{Color, Level, Move, Square};
//! use play::Variant;
//! let sq = |s| Square::parse(s).unwrap();
//! let mut m = Match::of(Variant::BishopVsPawns).mode(Mode::TwoPlayers).start().unwrap();
//! while !m.prepare_robot(100_000) {}
//! let start = m.game().board().clone();
//! m.play(Move::new(sq("b2"), sq("b4"))).unwrap();
//! // No review while the round is played; its moves and boards are there.
//! assert!(m.review_round(0).is_none());
//! assert_eq!(m.round_played(0).len(), 1);
//! assert_eq!(m.round_board(0, 0), Some(start));
//! // The round ends when the bishop takes everything or a pawn queens.
//! while m.review_round(0).is_none() {
//!     let mv = m.game().legal_moves()[0];
//!     m.play(mv).unwrap();
//! }
//! let review = m.review_round(0).unwrap();
//! // b2-b4 threw the pawns' win away; a2-a4 kept it.
//! assert_eq!(review.plies[0].verdict.slug(), "greseala");
//! assert_eq!(review.plies[0].best, Some(Move::new(sq("a2"), sq("a4"))));
//! assert_eq!(Verdict::Good.slug(), "bun");
//! ```

use super::matches::Match;
pub use robot::verdict::{PlyReview, Verdict, WEAK_MARGIN_PLIES, Why};
use rules::board::Board;
use rules::game::Ending;
use rules::square::{Color, Square};

/// What the review's sentence is about: one move of the round, and why it
/// is the one. „🔎 Arată greșeala” steps to this same move, so the page
/// never shows one move while the sentence names another.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finding {
    /// The decisive mistake ([`RoundReview::decisive`]).
    Decisive(usize),
    /// The round's last move let a pawn on the last rank stay although the
    /// piece could take it (its best move), and nothing earlier is proven
    /// to have decided.
    LastRank(usize),
    /// The first move with which the hunter missed a mate it had.
    MissedMate(usize),
    /// The weakest move ([`RoundReview::weakest`]): a gift first.
    Weak(usize),
}

impl Finding {
    /// The index (0-based) of the move found.
    pub const fn ply(self) -> usize {
        match self {
            Finding::Decisive(i)
            | Finding::LastRank(i)
            | Finding::MissedMate(i)
            | Finding::Weak(i) => i,
        }
    }
}

/// The review of a finished round.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundReview {
    /// One review per move of the round, in the order played (index 0 is the
    /// first move, the page contract's `data-ply="1"`).
    pub plies: Vec<PlyReview>,
    /// The decisive mistake: the index (0-based) of the last
    /// [`Verdict::Mistake`] of the side that lost the round, when every
    /// move after it is judged (so nothing unknown can have given the win
    /// back and taken it again). Never a move of the winner.
    pub decisive: Option<usize>,
    /// The weakest move ([`Verdict::Weak`]): a gift of the loser's first
    /// (material given away for nothing), then any gift, then the loser's
    /// before the winner's; the earliest of each.
    pub weakest: Option<usize>,
    /// The king hunt: the shortest forced mate of the round's start, in
    /// the winner's moves, where the review's mate search proved it.
    pub shortest_mate: Option<u32>,
    /// The move the sentence names and „🔎 Arată greșeala” shows (set by
    /// [`Match::assemble_review`], which knows how the round ended; `of`
    /// finds the decisive, missed-mate and weak moves).
    pub finding: Option<Finding>,
}

impl RoundReview {
    /// The review made of these plies' reviews, the colour that played each
    /// (`movers`, as many) and the colour that lost the round (`None`: a
    /// draw, or not known).
    ///
    /// ```
    /// use play::review::{PlyReview, RoundReview, Verdict};
    /// use rules::Color::{Black, White};
    /// let [good, mistake, unknown] =
    ///     [Verdict::Good, Verdict::Mistake, Verdict::Unknown].map(|v| PlyReview::new(v, None));
    /// // Black threw the win away with move 2 and lost: that is the decisive move.
    /// let review = RoundReview::of(vec![good, mistake, good], &[White, Black, White], Some(Black));
    /// assert_eq!(review.decisive, Some(1));
    /// // A proven mistake of the winner is never the one that decided.
    /// let review = RoundReview::of(vec![good, mistake, unknown], &[White, Black, White], Some(White));
    /// assert_eq!(review.decisive, None);
    /// // After it, a move nobody judged could have given the win back.
    /// let review = RoundReview::of(vec![mistake, unknown, good], &[White, Black, White], Some(White));
    /// assert_eq!(review.decisive, None);
    /// ```
    pub fn of(plies: Vec<PlyReview>, movers: &[Color], loser: Option<Color>) -> RoundReview {
        let by_loser = |i: usize| loser.is_some() && movers.get(i).copied() == loser;
        let last_unknown = plies.iter().rposition(|p| !p.proven);
        let decisive = plies
            .iter()
            .rposition(|p| p.verdict == Verdict::Mistake)
            .filter(|&i| by_loser(i) && last_unknown.is_none_or(|u| u < i));
        let weak = |i: &usize| plies[*i].verdict == Verdict::Weak;
        let gift = |i: &usize| weak(i) && matches!(plies[*i].why, Some(Why::TakenBy(_)));
        let all = 0..plies.len();
        let weakest = all
            .clone()
            .filter(gift)
            .find(|&i| by_loser(i))
            .or_else(|| all.clone().find(gift))
            .or_else(|| all.clone().filter(weak).find(|&i| by_loser(i)))
            .or_else(|| all.clone().find(weak));
        let winner = loser.map(Color::other);
        let shortest_mate = movers
            .iter()
            .position(|&c| Some(c) == winner)
            .and_then(|i| plies.get(i)?.mate_in)
            .map(u32::from);
        let missed_mate = plies
            .iter()
            .position(|p| p.missed_mate.is_some() && p.best.is_some());
        let finding = decisive
            .map(Finding::Decisive)
            .or(missed_mate.map(Finding::MissedMate))
            .or(weakest.map(Finding::Weak));
        RoundReview {
            plies,
            decisive,
            weakest,
            shortest_mate,
            finding,
        }
    }

    /// The move the review points at ([`RoundReview::finding`]): the one
    /// its sentence names and „🔎 Arată greșeala” shows.
    pub fn key_ply(&self) -> Option<usize> {
        self.finding.map(Finding::ply)
    }

    /// Whether every move got a proven verdict ([`PlyReview::proven`]).
    pub fn is_complete(&self) -> bool {
        self.plies.iter().all(|p| p.proven)
    }
}

impl Match {
    /// The board of round `round` (0-based, finished or current) after its
    /// first `plies` moves (0: its start), to step through a review; `None`
    /// if there is no such round or it has fewer moves.
    pub fn round_board(&self, round: usize, plies: usize) -> Option<Board> {
        Some(self.replay_round(round, plies)?.board().clone())
    }

    /// The review of round `round` (0-based) once it is over: every move
    /// judged by the game's robot in the position it was played from;
    /// `None` while the round is being played or if it does not exist.
    ///
    /// Cost: one replay of the round and one look-up per move in an exact
    /// table (the tables are built by [`Match::prepare_robot`], the same
    /// preparation as the robot's and the hints'); in the queen game a
    /// three-ply look-ahead per move (about ten thousand positions).
    pub fn review_round(&self, round: usize) -> Option<RoundReview> {
        let plies = self.review_plies(round, 0, usize::MAX)?;
        self.assemble_review(round, plies)
    }

    /// The review of round `round` (0-based, over) made of the reviews of
    /// all its moves (the page gathers them a few at a time): who played
    /// each and who lost decide which mistake decided. `None` if the round
    /// is not over.
    pub fn assemble_review(&self, round: usize, plies: Vec<PlyReview>) -> Option<RoundReview> {
        let result = self.results().get(round)?;
        let played = self.round_played(round);
        let movers: Vec<Color> = played.iter().map(|p| p.color).collect();
        let loser = result.winner.map(|w| result.color_of(w).other());
        let mut review = RoundReview::of(plies, &movers, loser);
        // The last-rank moment: the round's last move left a pawn on the
        // last rank that the piece could take (its best move), and that
        // move is not known to have lost nothing.
        if review.decisive.is_none()
            && let Ending::LastRank(pawn) = result.ending
            && let Some(last) = played.len().checked_sub(1)
            && let Some(ply) = review.plies.get(last)
            && ply.best.is_some_and(|b| b.to == pawn)
            && !matches!(ply.verdict, Verdict::Good | Verdict::Weak)
        {
            review.finding = Some(Finding::LastRank(last));
        }
        Some(review)
    }

    /// The reviews of at most `count` moves of round `round` from its move
    /// `from` (0-based) on, once the round is over: the page reviews a long
    /// round a few moves at a time, so that it never freezes. `None` while
    /// the round is played or if it does not exist; empty past its end.
    pub fn review_plies(&self, round: usize, from: usize, count: usize) -> Option<Vec<PlyReview>> {
        if round > self.round() || self.results().len() <= round {
            return None;
        }
        let played = self.round_played(round);
        let mut game = self.replay_round(round, from.min(played.len()))?;
        let mut plies = Vec::new();
        for p in played.iter().skip(from).take(count) {
            plies.push(game.judge(p.mv));
            game.play(p.mv).ok()?;
        }
        Some(plies)
    }

    /// The shortest route of the knight of `color` from the start of round
    /// `round`, in the knight race: its start square, then each landing in
    /// order; empty in the other games or if no route takes every piece.
    pub fn best_route(&self, round: usize, color: Color) -> Vec<Square> {
        self.replay_round(round, 0)
            .map_or_else(Vec::new, |game| game.best_route(color))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matches::{Mode, Phase};
    use crate::variant::Variant;
    use rules::board::Setup;
    use rules::game::Level;

    use rules::testing::mv;

    fn bishop_match() -> Match {
        let m = Match::of(Variant::BishopVsPawns)
            .mode(Mode::TwoPlayers)
            .level(Level::Hard)
            .start()
            .unwrap();
        while !m.prepare_robot(100_000) {}
        m
    }

    #[test]
    fn slugs_are_the_page_contracts() {
        assert_eq!(Verdict::Good.slug(), "bun");
        assert_eq!(Verdict::Weak.slug(), "slab");
        assert_eq!(Verdict::Mistake.slug(), "greseala");
        assert_eq!(Verdict::Unknown.slug(), "necunoscut");
    }

    #[test]
    fn both_rounds_are_reviewed_and_their_boards_replayed() {
        let mut m = bishop_match();
        let start = m.game().board().clone();
        // b2-b4 throws the pawns' win away; then both sides play the
        // robot's best moves.
        m.play(mv("b2", "b4")).unwrap();
        assert_eq!(m.review_round(0), None, "not while the round is played");
        while m.phase() == Phase::Playing {
            let best = m.hint().unwrap();
            m.play(best).unwrap();
        }
        let first = m.round_played(0).to_vec();
        let review = m.review_round(0).expect("round 1 is over");
        assert_eq!(review.plies.len(), first.len());
        assert!(review.is_complete());
        assert_eq!(review.plies[0].verdict, Verdict::Mistake);
        assert_eq!(review.plies[0].best, Some(mv("a2", "a4")));
        assert_eq!(review.decisive, Some(0));
        assert_eq!(m.round_board(0, 0), Some(start.clone()));
        assert_eq!(
            m.round_board(0, first.len()).as_ref(),
            Some(m.game().board())
        );
        assert_eq!(m.round_board(0, first.len() + 1), None);
        assert_eq!(m.review_round(1), None, "no round 2 yet");
        m.next_round().unwrap();
        // Round 1 is kept after round 2 starts.
        assert_eq!(m.round_played(0), &first[..]);
        assert_eq!(m.review_round(0), Some(review));
        assert_eq!(m.round_board(1, 0), Some(start));
        assert!(m.round_played(1).is_empty());
        assert_eq!(m.review_round(1), None);
        assert_eq!(m.round_board(2, 0), None);
        assert!(m.round_played(2).is_empty());
    }

    #[test]
    fn the_hunt_judges_the_hunters_mate() {
        let start = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
        let mut m = Match::of(Variant::KingHunt)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(start))
            .start()
            .unwrap();
        m.play(mv("g1", "g7")).unwrap();
        let review = m.review_round(0).expect("mated at once");
        assert_eq!(
            review.plies,
            vec![PlyReview {
                mate_in: Some(1),
                as_good_as_best: true,
                ..PlyReview::new(Verdict::Good, Some(mv("g1", "g7")))
            }]
        );
        assert_eq!(review.decisive, None);
        assert_eq!(review.shortest_mate, Some(1));
        assert!(review.is_complete());
    }
}
