//! What the exact knowledge proves about a teacher's position, for the
//! editor: who wins with perfect play and, where it is known, in how many
//! of the winner's moves; and the goal (`tinta=`) that it proves.

use crate::goal::Goal;
use crate::puzzles::knowledge::mover_wins;
use crate::variant::{GameKind, Variant};
use robot::king_hunt::{SearchSpent, shortest_mate};
use robot::pawns::{self as pawn_robot, TableCache};
use rules::board::Setup;
use rules::game::Level;
use rules::king_hunt::Position as HuntPosition;
use rules::pawns::PawnGame;
use rules::square::Color;

/// The longest mate the editor looks for, in white's moves.
pub const MATE_SEARCH_MOVES: u32 = 3;
/// The mate search's nodes: enough for a mate in 3 among a few pieces, a
/// fraction of a second; a full army spends it and is „not known”.
pub const MATE_SEARCH_NODES: u32 = 300_000;

/// The value of a position with perfect play, as far as the app proves it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PositionValue {
    /// `winner` wins; in `moves` of its own moves when the fastest win is
    /// known (the pawn games' tables, the hunt's mate search).
    Wins { winner: Color, moves: Option<u8> },
    /// The king hunt: no forced mate within this many of white's moves
    /// (the hunt may still succeed later).
    NoQuickMate(u8),
    /// The app cannot say.
    Unknown,
}

/// Does a slice of the exact tables the value of `setup` needs; `true`
/// once they are ready (at once for the king hunt).
pub fn prepare(variant: Variant, setup: &Setup, work_budget: u32) -> bool {
    match (variant.kind(), setup_pawn_game(variant, setup)) {
        (GameKind::PieceVsPawns(_), Some(game)) => {
            pawn_robot::prepare(&game, Level::Hard, work_budget)
        }
        _ => true,
    }
}

fn setup_pawn_game(variant: Variant, setup: &Setup) -> Option<PawnGame> {
    match variant.kind() {
        GameKind::PieceVsPawns(sides) => PawnGame::new(sides, setup).ok(),
        GameKind::KingHunt | GameKind::KnightRace => None,
    }
}

/// The value of `setup` in `variant` (a position the game accepts and
/// that is not over), once [`prepare`] said ready.
///
/// ```
/// use play::value::{PositionValue, value};
/// use play::Variant;
/// use rules::{Color, Setup};
/// let hunt = Setup::parse("7k/8/5K2/8/8/8/8/R7_w").unwrap();
/// assert_eq!(
///     value(Variant::KingHunt, &hunt),
///     PositionValue::Wins { winner: Color::White, moves: Some(2) }
/// );
/// ```
pub fn value(variant: Variant, setup: &Setup) -> PositionValue {
    match variant.kind() {
        GameKind::PieceVsPawns(_) => pawn_value(variant, setup),
        GameKind::KingHunt => hunt_value(setup),
        GameKind::KnightRace => PositionValue::Unknown,
    }
}

fn pawn_value(variant: Variant, setup: &Setup) -> PositionValue {
    let Some(game) = setup_pawn_game(variant, setup).filter(|g| g.ending().is_none()) else {
        return PositionValue::Unknown;
    };
    let pos = game.position();
    let mover = setup.turn;
    if let Some(v) = TableCache::shared().table(&pos).and_then(|t| t.value(&pos)) {
        // The winner's own moves among the plies to the end: the mover
        // plays the first ply, and every other one.
        let moves = if v.win {
            v.plies.div_ceil(2)
        } else {
            v.plies / 2
        };
        let winner = if v.win { mover } else { mover.other() };
        return PositionValue::Wins {
            winner,
            moves: Some(moves.max(1)),
        };
    }
    match mover_wins(&pos) {
        Some(win) => PositionValue::Wins {
            winner: if win { mover } else { mover.other() },
            moves: None,
        },
        None => PositionValue::Unknown,
    }
}

fn hunt_value(setup: &Setup) -> PositionValue {
    let Ok(pos) = HuntPosition::from_setup(setup) else {
        return PositionValue::Unknown;
    };
    let mate = match pos.turn {
        Color::White => shortest_mate(&pos, MATE_SEARCH_MOVES, MATE_SEARCH_NODES),
        // The king moves first: the slowest mate after its replies.
        Color::Black => {
            let replies = pos.legal_moves();
            let mut slowest = Ok(Some(0));
            for reply in replies {
                let after = pos.after(reply);
                let mate = match after.white_can_mate() {
                    true => shortest_mate(&after, MATE_SEARCH_MOVES, MATE_SEARCH_NODES),
                    false => Ok(None),
                };
                slowest = match (slowest, mate) {
                    (Err(SearchSpent), _) | (_, Err(SearchSpent)) => Err(SearchSpent),
                    (Ok(None), _) | (_, Ok(None)) => Ok(None),
                    (Ok(Some(a)), Ok(Some(b))) => Ok(Some(a.max(b))),
                };
            }
            slowest
        }
    };
    match mate {
        Ok(Some(n)) => PositionValue::Wins {
            winner: Color::White,
            moves: Some(n as u8),
        },
        Ok(None) => PositionValue::NoQuickMate(MATE_SEARCH_MOVES as u8),
        Err(SearchSpent) => PositionValue::Unknown,
    }
}

impl PositionValue {
    /// The goal this value proves for the child who plays the winner: to
    /// win as fast as perfect play does (to mate, in the hunt), or to win.
    ///
    /// ```
    /// use play::goal::Goal;
    /// use play::value::PositionValue;
    /// use play::Variant;
    /// use rules::Color;
    /// let mate = PositionValue::Wins { winner: Color::White, moves: Some(2) };
    /// assert_eq!(mate.proposed_goal(Variant::KingHunt), Some(Goal::MateWithin(2)));
    /// assert_eq!(mate.proposed_goal(Variant::RookVsPawns), Some(Goal::WinWithin(2)));
    /// ```
    pub fn proposed_goal(self, variant: Variant) -> Option<Goal> {
        match self {
            PositionValue::Wins { moves: Some(n), .. } if variant.kind() == GameKind::KingHunt => {
                Some(Goal::MateWithin(n))
            }
            PositionValue::Wins { moves: Some(n), .. } => Some(Goal::WinWithin(n)),
            PositionValue::Wins { moves: None, .. } => Some(Goal::Win),
            PositionValue::NoQuickMate(_) | PositionValue::Unknown => None,
        }
    }
}
