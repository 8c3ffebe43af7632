//! The Greu queen keeps every win. The exact table of the queen
//! game (crates/tools/tests/queen_table.rs checks it) plays the strongest pawn defence it
//! knows, and the browser's Greu robot plays the queen, from the start and
//! from a thousand random positions the table marks as queen wins: it must
//! win every one, and never make a move the table marks as throwing the win
//! away. `cargo run -p sah-tools --release --example greu_queen` measures more.

use std::sync::OnceLock;

use engine::{Bitboard, Color, Level, Role, Square};
use robot::pawns::{TableCache, choose};
use robot::queen_table::QueenTable;
use rules::pawns::Position;

/// The whole exact table, once the browser's Greu has its endings too.
fn table() -> &'static QueenTable {
    static TABLE: OnceLock<QueenTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        while !TableCache::shared().build_endings(1 << 20) {}
        QueenTable::build()
    })
}

fn greu(pos: &Position, seed: u64) -> Option<engine::Move> {
    choose(pos, Level::Hard, seed)
}

/// Plays out every position; the games lost, by the pawns left at the move
/// that threw the win away, and one of them in words.
fn lost_games(positions: &[Position]) -> ([u32; 9], Option<String>) {
    let mut by_pawns = [0; 9];
    let mut example = None;
    for (i, &pos) in positions.iter().enumerate() {
        if let Err((at, why)) = table().play_against_strongest_defence(pos, i as u64, greu) {
            by_pawns[at.pawns.count() as usize] += 1;
            example.get_or_insert(why);
        }
    }
    (by_pawns, example)
}

#[test]
fn greu_wins_from_the_start_against_the_strongest_defence() {
    let start = Position {
        pawns: Bitboard::rank(1),
        piece: Square::parse("d8").unwrap(),
        role: Role::Queen,
        pawn_color: Color::White,
        pawns_to_move: true,
        pending: None,
    };
    for seed in 0..20 {
        if let Err((_, why)) = table().play_against_strongest_defence(start, seed, greu) {
            panic!("{why}");
        }
    }
}

#[test]
fn greu_keeps_every_win_of_a_thousand_positions() {
    let (lost, example) = lost_games(&table().sample_queen_wins(1000, false, 19));
    assert_eq!(lost, [0; 9], "{example:?}");
}

/// The hardest kind: a single winning queen move. Where six pawns or fewer
/// are left the endings make Greu exact; with seven or eight, its search
/// misses about one win in three hundred (measured: 3 of these 1000, all
/// with eight pawns). This keeps it from getting worse.
#[test]
fn greu_keeps_almost_every_win_that_hangs_on_a_single_move() {
    let (lost, example) = lost_games(&table().sample_queen_wins(1000, true, 20));
    println!("lost by pawns left: {lost:?}, e.g. {example:?}");
    assert_eq!(lost[..7], [0; 7], "{example:?}");
    assert!(lost[7] + lost[8] <= 3, "{lost:?}: {example:?}");
}
