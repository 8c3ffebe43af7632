//! A puzzle's difficulty, 1 (easy) to 3 (hard): one rule that the generator
//! (`crates/tools/examples/puzzles.rs`) applies and the proof (`crates/tools/tests/puzzles.rs`)
//! recomputes from each shipped position.
//!
//! A puzzle is harder the longer its win and the more of its wrong first
//! moves *look* right. What looks right is what a child reaches for first:
//!
//! - **piece against pawns, the piece to move:** taking a pawn, or standing
//!   right in front of one (the book's two pieces of advice: „capturează”,
//!   „pune piesa în fața lor”);
//! - **piece against pawns, the pawns to move:** a pawn move that attacks
//!   the piece, or that brings a pawn to the rank before the last, or onto
//!   the last (racing to the end);
//! - **knight race:** a first jump that captures at once.
//!
//! In the pawn games exactly one first move wins, so every tempting move
//! but the key loses: those are counted. In the knight race the count is of
//! the tempting first jumps that start no shortest route. The score is the
//! goal (the solver's moves) plus that count, at most [`MAX_TEMPTING`]:
//!
//! | game | difficulty 1 | 2 | 3 |
//! |---|---|---|---|
//! | pawn games, queen | score ≤ 3 | 4–5 | ≥ 6 |
//! | knight race | score ≤ 6 | 7–9 | ≥ 10 |
//! | king hunt | mate in 1 | mate in 2 | mate in 3 |
//!
//! The king hunt accepts every mating move, so nothing there is a trap that
//! loses: its difficulty is the mate's length.
//!
//! ```
//! use play::Variant;
//! use play::puzzles::difficulty::difficulty;
//! assert_eq!(difficulty(Variant::BishopVsPawns, 2, 1), 1);
//! assert_eq!(difficulty(Variant::BishopVsPawns, 3, 2), 2);
//! assert_eq!(difficulty(Variant::RookVsPawns, 5, 9), 3);
//! assert_eq!(difficulty(Variant::KnightRace, 6, 0), 1);
//! assert_eq!(difficulty(Variant::KingHunt, 2, 5), 2);
//! ```

use crate::variant::{GameKind, Variant};
use rules::bitboard::{Bitboard, knight_attacks, pawn_attacks};
use rules::game::Move;
use rules::knight_race::shortest_route;
use rules::pawns::Position;
use rules::square::Square;

/// The most tempting wrong moves the score counts.
pub const MAX_TEMPTING: u32 = 3;

/// The difficulty of a puzzle of `variant` whose goal is `goal` of the
/// solver's moves and which has `tempting` tempting wrong first moves.
pub const fn difficulty(variant: Variant, goal: u8, tempting: u32) -> u8 {
    let capped = if tempting > MAX_TEMPTING {
        MAX_TEMPTING
    } else {
        tempting
    };
    let score = goal as u32 + capped;
    let (easy, medium) = match variant.kind() {
        GameKind::PieceVsPawns(_) => (3, 5),
        GameKind::KnightRace => (6, 9),
        GameKind::KingHunt => {
            return match goal {
                0 | 1 => 1,
                2 => 2,
                _ => 3,
            };
        }
    };
    if score <= easy {
        1
    } else if score <= medium {
        2
    } else {
        3
    }
}

/// Whether `mv`, a legal move in `pos`, looks right to a child (see the
/// module's list).
pub fn tempting_pawn_game_move(pos: &Position, mv: Move) -> bool {
    if pos.pawns_to_move {
        let color = pos.pawn_color;
        let threatens = pawn_attacks(color, mv.to).contains(pos.piece);
        threatens || mv.to.relative_rank(color) >= 6
    } else {
        let in_front_of_a_pawn = mv
            .to
            .offset(0, -pos.pawn_color.forward())
            .is_some_and(|behind| pos.pawns.contains(behind));
        pos.pawns.contains(mv.to) || in_front_of_a_pawn
    }
}

/// The difficulty of a pawn-game puzzle: `pos` with its only winning move
/// `key`, won in `goal` of the solver's moves.
pub fn pawn_game_difficulty(variant: Variant, pos: &Position, key: Move, goal: u8) -> u8 {
    let tempting = pos
        .legal_moves()
        .as_slice()
        .iter()
        .filter(|&&mv| mv != key && tempting_pawn_game_move(pos, mv))
        .count() as u32;
    difficulty(variant, goal, tempting)
}

/// A knight race puzzle's fewest jumps and difficulty: the white knight on
/// `knight`, the pieces to take on `targets`, nothing in the way. `None`
/// when some target cannot be reached.
pub fn race_goal_and_difficulty(knight: Square, targets: Bitboard) -> Option<(u8, u8)> {
    let goal = shortest_route(knight, targets, Bitboard::EMPTY)?;
    let tempting = (knight_attacks(knight) & targets)
        .iter()
        .filter(|&to| {
            shortest_route(to, targets.without(to), Bitboard::EMPTY)
                .is_none_or(|rest| rest + 1 != goal)
        })
        .count() as u32;
    let goal = u8::try_from(goal).ok()?;
    Some((goal, difficulty(Variant::KnightRace, goal, tempting)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::square::{Color, Role};

    use rules::testing::sq;
    #[test]
    fn captures_and_blocks_tempt_the_piece() {
        let pos = Position {
            pawns: Bitboard::from_square(sq("b3")).with(sq("c2")),
            piece: sq("d5"),
            role: Role::Queen,
            pawn_color: Color::White,
            pawns_to_move: false,
            pending: None,
        };
        let tempting = |to: &str| tempting_pawn_game_move(&pos, Move::new(sq("d5"), sq(to)));
        assert!(tempting("b3"), "a capture");
        assert!(tempting("b4") && tempting("c3"), "in front of a pawn");
        assert!(!tempting("d8") && !tempting("a5"));
    }

    #[test]
    fn threats_and_races_tempt_the_pawns() {
        let pos = Position {
            pawns: Bitboard::from_square(sq("b3")).with(sq("g5")),
            piece: sq("c5"),
            role: Role::Bishop,
            pawn_color: Color::White,
            pawns_to_move: true,
            pending: None,
        };
        let tempting =
            |from: &str, to: &str| tempting_pawn_game_move(&pos, Move::new(sq(from), sq(to)));
        assert!(tempting("b3", "b4"), "attacks the bishop");
        assert!(!tempting("g5", "g6"), "neither a threat nor near the end");
        let black = Position {
            pawns: Bitboard::from_square(sq("f3")),
            piece: sq("a8"),
            role: Role::Knight,
            pawn_color: Color::Black,
            pawns_to_move: true,
            pending: None,
        };
        assert!(
            tempting_pawn_game_move(&black, Move::new(sq("f3"), sq("f2"))),
            "to the rank before the last"
        );
    }

    #[test]
    fn a_capture_off_every_shortest_route_is_a_trap() {
        // From a1 the knight takes c2 or b3 at once; the shortest route (4
        // jumps) starts with c2: taking b3 first costs a jump more.
        let targets = Bitboard::from_square(sq("c1"))
            .with(sq("c2"))
            .with(sq("b3"));
        let rest = |first: &str| {
            shortest_route(sq(first), targets.without(sq(first)), Bitboard::EMPTY).unwrap()
        };
        assert_eq!((rest("c2"), rest("b3")), (3, 4));
        // Goal 4, one trap: score 5, difficulty 1.
        assert_eq!(race_goal_and_difficulty(sq("a1"), targets), Some((4, 1)));
        assert_eq!(difficulty(Variant::KnightRace, 4, 0), 1);
        assert_eq!(difficulty(Variant::KnightRace, 4, 3), 2);
        assert_eq!(
            race_goal_and_difficulty(sq("a1"), Bitboard::EMPTY),
            Some((0, 1))
        );
    }

    #[test]
    fn the_score_is_capped_and_bounded() {
        assert_eq!(difficulty(Variant::QueenVsPawns, 3, 0), 1);
        assert_eq!(difficulty(Variant::QueenVsPawns, 3, 1), 2);
        assert_eq!(difficulty(Variant::QueenVsPawns, 5, 0), 2);
        assert_eq!(difficulty(Variant::QueenVsPawns, 2, 9), 2);
        assert_eq!(difficulty(Variant::QueenVsPawns, 6, 0), 3);
        assert_eq!(difficulty(Variant::KingHunt, 3, 0), 3);
    }
}
