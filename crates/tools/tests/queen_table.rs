//! The exact table of the queen game (eight pawns), checked against two
//! independent methods: the byte table that solves the other pawn games
//! (on every position with pawns on five files), and a plain memoised
//! search over positions (near the end, with all eight files).

use std::collections::HashMap;
use std::sync::OnceLock;

use engine::{Bitboard, Color, Rng, Role, Square};
use robot::pawns::{TableBuilder, TableKey};
use robot::queen_table::{ENDING_PAWNS, QueenEndings, QueenTable};
use rules::pawns::{Position, Step, pawns_win};

fn table() -> &'static QueenTable {
    static TABLE: OnceLock<QueenTable> = OnceLock::new();
    TABLE.get_or_init(QueenTable::build)
}

fn position(pawns: Bitboard, queen: Square, pawns_to_move: bool) -> Position {
    Position {
        pawns,
        piece: queen,
        role: Role::Queen,
        pawn_color: Color::White,
        pawns_to_move,
        pending: None,
    }
}

use rules::testing::sq;
#[test]
fn configurations_round_trip() {
    let mut rng = Rng::new(7);
    for _ in 0..10_000 {
        let config = rng.below(QueenTable::CONFIGS);
        let pawns = QueenTable::pawns_of(config);
        assert_eq!(QueenTable::config_of(pawns), Some(config));
    }
    // Outside the table: a pawn on rank 1 or 8, two on one file.
    let two = Bitboard::EMPTY.with(sq("c3")).with(sq("c5"));
    for pawns in [
        Bitboard::from_square(sq("a1")),
        Bitboard::from_square(sq("a8")),
        two,
    ] {
        assert_eq!(QueenTable::config_of(pawns), None);
    }
}

/// Every position with pawns on the files of `files` (a pawn on rank 8
/// included, the queen's grace move): the same result in both tables.
fn agree_on(files: u8) {
    let key = TableKey {
        role: Role::Queen,
        pawn_color: Color::White,
        files,
    };
    let other = TableBuilder::new(key).finish();
    let mut compared = 0;
    for config in 0..QueenTable::CONFIGS {
        let pawns = QueenTable::pawns_of(config);
        if pawns.is_empty() || pawns.iter().any(|p| files & 1 << p.file() == 0) {
            continue;
        }
        for queen in Square::ALL {
            if pawns.contains(queen) {
                continue;
            }
            for pawns_to_move in [true, false] {
                let pos = position(pawns, queen, pawns_to_move);
                let theirs = other.value(&pos).expect("in the other table").win;
                assert_eq!(table().mover_wins(&pos), Some(theirs), "{pos:?}");
                compared += 1;
            }
        }
        // Each pawn on rank 7 stepping to rank 8: the grace move.
        for from in pawns.iter().filter(|p| p.rank() == 6) {
            let to = Square::new(from.file(), 7);
            for queen in Square::ALL {
                if pawns.contains(queen) || queen == to {
                    continue;
                }
                let pos = Position {
                    pawns: pawns.without(from).with(to),
                    pending: Some(to),
                    ..position(pawns, queen, false)
                };
                let theirs = other.value(&pos).expect("in the other table").win;
                assert_eq!(table().mover_wins(&pos), Some(theirs), "{pos:?}");
                compared += 1;
            }
        }
    }
    assert!(compared > 1_000_000, "only {compared} positions compared");
}

#[test]
fn agrees_with_the_byte_table_on_the_five_files_a_to_e() {
    agree_on(0b0001_1111);
}

#[test]
fn agrees_with_the_byte_table_on_five_files_apart() {
    // The edges and a gap: a, c, d, g, h.
    agree_on(0b1100_1101);
}

/// The result for the side to move by a plain search of every line.
fn searched(pos: &Position, memo: &mut HashMap<Position, bool>) -> bool {
    if let Some(&known) = memo.get(pos) {
        return known;
    }
    let moves = pos.legal_moves();
    let wins = moves
        .as_slice()
        .iter()
        .any(|&mv| match pos.play_unchecked(mv) {
            Step::Over(ending) => pawns_win(ending) == pos.pawns_to_move,
            Step::Continue { position } => !searched(&position, memo),
        });
    memo.insert(*pos, wins);
    wins
}

#[test]
fn agrees_with_a_plain_search_near_the_end_with_eight_files() {
    let mut rng = Rng::new(2026);
    let mut memo = HashMap::new();
    let mut wins = [0; 2];
    for _ in 0..400 {
        // A pawn on every file, on rank 5, 6 or 7: every line is short.
        let mut pawns = Bitboard::EMPTY;
        for file in 0..8 {
            pawns = pawns.with(Square::new(file, 4 + rng.below(3) as u8));
        }
        let free: Vec<Square> = Square::ALL
            .into_iter()
            .filter(|s| !pawns.contains(*s))
            .collect();
        let queen = free[rng.below(free.len())];
        let pos = position(pawns, queen, rng.below(2) == 0);
        let exact = searched(&pos, &mut memo);
        assert_eq!(table().mover_wins(&pos), Some(exact), "{pos:?}");
        wins[exact as usize] += 1;
    }
    // Both results are met, so the comparison tells something.
    assert!(wins[0] > 20 && wins[1] > 20, "{wins:?}");
}

#[test]
fn the_book_is_right_the_queen_wins_from_the_start() {
    let start = position(Bitboard::rank(1), sq("d8"), true);
    assert_eq!(table().mover_wins(&start), Some(false));
    // And the pawns' every first move loses.
    let moves = start.legal_moves();
    assert_eq!(moves.len(), 16);
    for &mv in moves.as_slice() {
        assert_eq!(table().move_wins(&start, mv), Some(false), "{mv:?}");
    }
}

#[test]
fn the_browsers_endings_are_the_whole_tables_on_every_configuration_they_hold() {
    let mut endings = QueenEndings::new();
    let mut slices = 0;
    while !endings.work(100_000) {
        slices += 1;
    }
    // Built a slice at a time: 1 845 697 configurations in all.
    assert_eq!(slices, 1_845_697 / 100_000);
    let mut compared = 0;
    for config in 0..QueenTable::CONFIGS {
        let pawns = QueenTable::pawns_of(config);
        let held = (endings.pawns_win_set(pawns), endings.queen_wins_set(pawns));
        if pawns.count() > ENDING_PAWNS {
            assert_eq!(held, (None, None));
            continue;
        }
        let whole = (
            table().pawns_win_set(config),
            table().queen_wins_set(config),
        );
        assert_eq!(held, (Some(whole.0), Some(whole.1)), "{pawns:?}");
        compared += 1;
    }
    assert_eq!(compared, 1_845_697);
}

/// The endings built once for the tests below (the review reads the shared cache).
fn endings() -> std::sync::Arc<QueenEndings> {
    use robot::pawns::TableCache;
    while !TableCache::shared().build_endings(1 << 20) {}
    TableCache::shared().endings().unwrap()
}

#[test]
fn the_endings_judge_the_last_rank_moment_as_the_whole_table_does() {
    let endings = endings();
    let mut rng = Rng::new(5);
    let (mut known, mut tried) = (0, 0);
    while tried < 200_000 {
        // A random position of the table, then one pawn moved to rank 8.
        let config = rng.below(QueenTable::CONFIGS);
        let pawns = QueenTable::pawns_of(config);
        let Some(pawn) = pawns.iter().nth(rng.below(pawns.count().max(1) as usize)) else {
            continue;
        };
        let last = Square::new(pawn.file(), 7);
        let queen = Square::ALL[rng.below(64)];
        let pawns = pawns.without(pawn).with(last);
        if pawns.contains(queen) {
            continue;
        }
        let pos = Position {
            pending: Some(last),
            ..position(pawns, queen, false)
        };
        tried += 1;
        let whole = table().mover_wins(&pos);
        match endings.mover_wins(&pos) {
            Some(w) => {
                known += 1;
                assert_eq!(Some(w), whole, "{pos:?}");
            }
            // Only a capture into more pawns than the endings hold is unknown.
            None => assert!(pawns.count() > ENDING_PAWNS + 1, "{pos:?}"),
        }
    }
    println!("{known} of {tried} last-rank moments known to the endings");
    assert!(known > tried / 3);
}

#[test]
fn every_queen_verdict_the_review_gives_is_the_whole_tables() {
    use engine::{Game, Level, Variant};
    use play::matches::{Match, Phase};
    use play::review::Verdict;
    use rules::pawns::{PawnGame, Sides};
    endings();
    let (mut known, mut total, mut mistakes) = (0, 0, 0);
    for seed in 0..24u64 {
        let level = [Level::Easy, Level::Medium, Level::Hard][seed as usize % 3];
        let mut m = Match::of(Variant::QueenVsPawns)
            .level(level)
            .seed(seed)
            .start()
            .unwrap();
        while !m.prepare_robot(1 << 20) {}
        let mut rng = Rng::new(seed);
        while m.phase() == Phase::Playing {
            let mv = match m.robot_move() {
                Some(mv) => mv,
                None => {
                    let legal = m.game().legal_moves();
                    legal[rng.below(legal.len())]
                }
            };
            m.play(mv).unwrap();
        }
        let review = m.review_round(0).unwrap();
        let mut game = PawnGame::new(Sides::QUEEN, &Variant::QueenVsPawns.start_setup()).unwrap();
        for (p, ply) in m.round_played(0).iter().zip(&review.plies) {
            let pos = game.position();
            let before = table().mover_wins(&pos).unwrap();
            let after = table().move_wins(&pos, p.mv).unwrap();
            total += 1;
            match ply.verdict {
                Verdict::Unknown => {}
                Verdict::Mistake => {
                    assert!(before && !after, "{pos:?} {}", p.mv);
                    mistakes += 1;
                }
                Verdict::Good | Verdict::Weak => assert_eq!(before, after, "{pos:?} {}", p.mv),
            }
            if ply.verdict != Verdict::Unknown {
                known += 1;
            }
            game.play(p.mv).unwrap();
        }
        let loser = m.results()[0]
            .winner
            .map(|w| m.results()[0].color_of(w).other());
        if let Some(i) = review.decisive {
            assert_eq!(Some(m.round_played(0)[i].color), loser);
        }
    }
    println!("queen: {known} of {total} verdicts known, {mistakes} mistakes, all exact");
    assert!(
        known * 2 > total && mistakes > 5,
        "{known} {total} {mistakes}"
    );
}
