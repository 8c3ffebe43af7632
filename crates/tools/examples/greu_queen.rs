//! How often the Greu queen keeps a win, against the strongest
//! defence the exact table knows, from random queen-win positions:
//! `cargo run -p sah-tools --release --example greu_queen [positions]`. Prints, for
//! positions of any kind and for those with a single winning queen move,
//! the games lost by the pawns left at the move that lost the win.

use engine::Level;
use robot::pawns::{TableCache, choose};
use robot::queen_table::QueenTable;

fn main() {
    let count: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3000);
    while !TableCache::shared().build_endings(1 << 20) {}
    let table = QueenTable::build();
    for narrow in [false, true] {
        let positions = table.sample_queen_wins(count, narrow, 2026);
        let mut lost = [0u32; 9];
        let mut plies = 0;
        for (i, &pos) in positions.iter().enumerate() {
            match table.play_against_strongest_defence(pos, i as u64, |p, seed| {
                choose(p, Level::Hard, seed)
            }) {
                Ok(n) => plies += n,
                Err((at, _)) => lost[at.pawns.count() as usize] += 1,
            }
        }
        let kind = if narrow {
            "a single winning move"
        } else {
            "any queen win"
        };
        let total: u32 = lost.iter().sum();
        println!(
            "{count} positions, {kind}: {total} lost (by pawns left 0..8: {lost:?}), {plies} plies in the games won"
        );
    }
}
