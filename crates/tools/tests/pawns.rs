//! Integration tests of the piece-against-pawns games: the exact tables
//! against an independent minimax, and the robot's levels.

#[path = "support/starts.rs"]
mod starts;
use starts::pawn_start;
use std::collections::HashMap;

use engine::{Color, Game, Level, Move, Rng, Role, Setup, Square, Variant};
use robot::Robot;
use robot::pawns::{TableCache, TableKey, Value, choose};
use rules::pawns::{PawnGame, Position, Sides, Step, pawns_win};

// ---------------------------------------------------------------------
// An independent, deliberately plain rules model: squares as (file, rank)
// pairs, its own move generation, a memoised recursive minimax.
// ---------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Mini {
    /// Bit `rank * 8 + file` for every pawn.
    pawns: u64,
    piece: (i8, i8),
    role: Role,
    up: i8,
    pawns_turn: bool,
    pending: Option<(i8, i8)>,
}

fn bit(sq: (i8, i8)) -> u64 {
    1u64 << (sq.1 * 8 + sq.0)
}

fn on_board(sq: (i8, i8)) -> bool {
    (0..8).contains(&sq.0) && (0..8).contains(&sq.1)
}

impl Mini {
    fn from_position(p: &Position) -> Mini {
        let mut pawns = 0;
        for sq in p.pawns.iter() {
            pawns |= bit((sq.file() as i8, sq.rank() as i8));
        }
        Mini {
            pawns,
            piece: (p.piece.file() as i8, p.piece.rank() as i8),
            role: p.role,
            up: if p.pawn_color == Color::White { 1 } else { -1 },
            pawns_turn: p.pawns_to_move,
            pending: p.pending.map(|sq| (sq.file() as i8, sq.rank() as i8)),
        }
    }

    fn pawn_list(&self) -> Vec<(i8, i8)> {
        (0..64)
            .filter(|i| self.pawns & (1u64 << i) != 0)
            .map(|i| ((i % 8) as i8, (i / 8) as i8))
            .collect()
    }

    fn piece_targets(&self) -> Vec<(i8, i8)> {
        let (f, r) = self.piece;
        let mut out = Vec::new();
        let knight = [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ];
        let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let dirs: Vec<(i8, i8)> = match self.role {
            Role::Bishop => diagonal.to_vec(),
            Role::Rook => straight.to_vec(),
            Role::Queen => diagonal.iter().chain(straight.iter()).copied().collect(),
            _ => Vec::new(),
        };
        if self.role == Role::Knight {
            for (df, dr) in knight {
                if on_board((f + df, r + dr)) {
                    out.push((f + df, r + dr));
                }
            }
        }
        for (df, dr) in dirs {
            let mut sq = (f + df, r + dr);
            while on_board(sq) {
                out.push(sq);
                if self.pawns & bit(sq) != 0 {
                    break;
                }
                sq = (sq.0 + df, sq.1 + dr);
            }
        }
        out
    }
}

/// (side to move wins, plies to the end).
fn minimax(pos: Mini, memo: &mut HashMap<Mini, (bool, u8)>) -> (bool, u8) {
    if let Some(&v) = memo.get(&pos) {
        return v;
    }
    let mut results: Vec<(bool, u8)> = Vec::new();
    let value = if pos.pawns_turn {
        let last = if pos.up == 1 { 7 } else { 0 };
        let start = if pos.up == 1 { 1 } else { 6 };
        let pawns = pos.pawn_list();
        if pawns
            .iter()
            .any(|&(f, r)| r + pos.up == pos.piece.1 && (f - pos.piece.0).abs() == 1)
        {
            (true, 1)
        } else {
            for &(f, r) in &pawns {
                let mut steps = vec![(f, r + pos.up)];
                if r == start {
                    steps.push((f, r + 2 * pos.up));
                }
                for to in steps {
                    // Both squares on the way must be free of the piece.
                    let path_blocked =
                        (1..=(to.1 - r).abs()).any(|k| (f, r + k * pos.up) == pos.piece);
                    if !on_board(to) || path_blocked {
                        continue;
                    }
                    let child = Mini {
                        pawns: pos.pawns & !bit((f, r)) | bit(to),
                        pawns_turn: false,
                        pending: (to.1 == last).then_some(to),
                        ..pos
                    };
                    let (w, p) = minimax(child, memo);
                    results.push((!w, p + 1));
                }
            }
            best(&results).unwrap_or((false, 0))
        }
    } else {
        for to in pos.piece_targets() {
            if let Some(pending) = pos.pending
                && to != pending
            {
                results.push((false, 1));
                continue;
            }
            let pawns = pos.pawns & !bit(to);
            if pawns == 0 {
                results.push((true, 1));
                continue;
            }
            let child = Mini {
                pawns,
                piece: to,
                pawns_turn: true,
                pending: None,
                ..pos
            };
            let (w, p) = minimax(child, memo);
            results.push((!w, p + 1));
        }
        match best(&results) {
            Some(v) => v,
            None if pos.pending.is_some() => (false, 0),
            None => {
                let (w, p) = minimax(
                    Mini {
                        pawns_turn: true,
                        ..pos
                    },
                    memo,
                );
                (!w, p)
            }
        }
    };
    memo.insert(pos, value);
    value
}

fn best(results: &[(bool, u8)]) -> Option<(bool, u8)> {
    let fastest_win = results.iter().filter(|r| r.0).map(|r| r.1).min();
    let slowest_loss = results.iter().map(|r| r.1).max();
    match fastest_win {
        Some(p) => Some((true, p)),
        None => slowest_loss.map(|p| (false, p)),
    }
}

fn prepared(game: &PawnGame) {
    let mut calls = 0;
    while !game.prepare_robot(Level::Hard, 300_000) {
        calls += 1;
        assert!(calls < 1_000, "the table never finishes");
    }
}

/// Positions met in random games from `game`, the start included.
fn random_positions(game: &PawnGame, games: u64, skip_plies: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut g = game.clone();
        let mut ply = 0;
        while g.outcome().is_none() {
            if ply >= skip_plies {
                out.push(g.position());
            }
            let moves = g.legal_moves();
            g.play(moves[rng.below(moves.len())]).unwrap();
            ply += 1;
        }
    }
    out
}

fn check_table_against_minimax(variant: Variant, games: u64, skip_plies: usize) {
    let start = pawn_start(variant);
    prepared(&start);
    let table = TableCache::shared()
        .table(&start.position())
        .expect("table ready");
    let mut memo = HashMap::new();
    let positions = random_positions(&start, games, skip_plies, 11);
    assert!(positions.len() > 100);
    for pos in &positions {
        let (win, plies) = minimax(Mini::from_position(pos), &mut memo);
        assert_eq!(
            table.value(pos),
            Some(Value { win, plies }),
            "{variant:?} {pos:?}"
        );
    }
}

#[test]
fn bishop_table_agrees_with_an_independent_minimax() {
    check_table_against_minimax(Variant::BishopVsPawns, 300, 0);
}

#[test]
fn knight_table_agrees_with_an_independent_minimax() {
    check_table_against_minimax(Variant::KnightVsPawns, 300, 0);
}

#[test]
fn rook_table_agrees_with_an_independent_minimax() {
    check_table_against_minimax(Variant::RookVsPawns, 150, 8);
}

#[test]
fn custom_position_tables_agree_too() {
    // Pawns on other files, fewer pawns, the piece to move, a grace move.
    for (variant, fen) in [
        (Variant::BishopVsPawns, "8/8/8/2b5/8/8/5PPP/8 w"),
        (Variant::KnightVsPawns, "8/p2p4/8/8/4N3/8/8/8 b"),
        (Variant::QueenVsPawns, "3q4/8/8/8/8/8/PP1P4/8 w"),
        (Variant::RookVsPawns, "P6r/8/8/8/8/8/1P1P4/8 b"),
    ] {
        let game = PawnGame::new(variant.sides().unwrap(), &Setup::parse(fen).unwrap()).unwrap();
        prepared(&game);
        let table = TableCache::shared()
            .table(&game.position())
            .expect("table ready");
        let mut memo = HashMap::new();
        for pos in random_positions(&game, 100, 0, 3) {
            let (win, plies) = minimax(Mini::from_position(&pos), &mut memo);
            assert_eq!(table.value(&pos), Some(Value { win, plies }), "{fen}");
        }
    }
}

#[test]
fn who_wins_from_the_start() {
    // "La nebun contra trei pioni, cu joc bun câștigă pionii."
    let mut found = Vec::new();
    for variant in [
        Variant::BishopVsPawns,
        Variant::KnightVsPawns,
        Variant::RookVsPawns,
    ] {
        let game = pawn_start(variant);
        prepared(&game);
        let v = TableCache::shared()
            .table(&game.position())
            .and_then(|t| t.value(&game.position()))
            .unwrap();
        let winner = if v.win {
            game.turn()
        } else {
            game.turn().other()
        };
        let pawns_win = winner == game.sides().pawn_color;
        found.push((variant, pawns_win, v.plies));
    }
    assert_eq!(
        found,
        [
            (Variant::BishopVsPawns, true, 26),
            (Variant::KnightVsPawns, true, 24),
            (Variant::RookVsPawns, false, 22),
        ]
    );
}

#[test]
fn hard_robot_plays_value_optimal_moves() {
    for variant in [
        Variant::BishopVsPawns,
        Variant::KnightVsPawns,
        Variant::RookVsPawns,
    ] {
        let start = pawn_start(variant);
        prepared(&start);
        let table = TableCache::shared().table(&start.position()).unwrap();
        for (i, pos) in random_positions(&start, 40, 0, 5).iter().enumerate() {
            let mv = choose(pos, Level::Hard, i as u64).unwrap();
            assert_eq!(
                table.move_value(pos, mv),
                table.value(pos),
                "{variant:?} {pos:?} {mv}"
            );
        }
        // Hard against Hard follows the table's value from the start.
        let mut game = start.clone();
        let v = table.value(&game.position()).unwrap();
        let first = game.turn();
        let mut plies = 0;
        while game.outcome().is_none() {
            let mv = game.robot_move(Level::Hard, plies).unwrap();
            game.play(mv).unwrap();
            plies += 1;
        }
        assert_eq!(plies, u64::from(v.plies), "{variant:?}");
        let winner = game.outcome().unwrap().winner.unwrap();
        assert_eq!(winner == first, v.win);
    }
}

#[test]
fn robot_is_deterministic_for_a_seed() {
    for variant in [Variant::BishopVsPawns, Variant::QueenVsPawns] {
        for level in Level::ALL {
            let g = pawn_start(variant);
            prepared(&g);
            assert_eq!(g.robot_move(level, 42), g.robot_move(level, 42));
        }
    }
}

// ---------------------------------------------------------------------
// Opponents for the level tests.
// ---------------------------------------------------------------------

fn defended(pos: &Position, sq: Square) -> bool {
    let behind = -pos.pawn_color.forward();
    [-1, 1]
        .into_iter()
        .any(|df| sq.offset(df, behind).is_some_and(|b| pos.pawns.contains(b)))
}

/// Whether `mv` ends the round at once in the mover's favour.
fn wins_at_once(pos: &Position, mv: Move) -> bool {
    matches!(pos.play_unchecked(mv), Step::Over(e) if pawns_win(e) == pos.pawns_to_move)
}

/// The book's advice for the pawns: capture the piece when it offers
/// itself, otherwise keep the pawns together (no pawn left for the piece to
/// take for free), the pawns that lag behind first.
fn book_pawns(pos: &Position, rng: &mut Rng) -> Move {
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    if let Some(&mv) = list.iter().find(|&&mv| wins_at_once(pos, mv)) {
        return mv;
    }
    let mut scored: Vec<(i32, Move)> = list
        .iter()
        .map(|&mv| {
            let after = Position {
                pawns: pos.pawns.without(mv.from).with(mv.to),
                pawns_to_move: false,
                ..*pos
            };
            let hanging = after
                .piece_targets()
                .iter()
                .filter(|&sq| after.pawns.contains(sq) && !defended(&after, sq))
                .count() as i32;
            let lag = match pos.pawn_color {
                Color::White => mv.from.rank() as i32,
                Color::Black => 7 - mv.from.rank() as i32,
            };
            (hanging * 100 + lag * 3 + rng.below(4) as i32, mv)
        })
        .collect();
    scored.sort_by_key(|&(s, _)| s);
    scored[0].1
}

/// The book's advice for the piece: take only undefended pawns, stand in
/// front of them, never step where a pawn captures.
fn book_piece(pos: &Position, rng: &mut Rng) -> Move {
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    if let Some(&mv) = list.iter().find(|&&mv| wins_at_once(pos, mv)) {
        return mv;
    }
    if let Some(p) = pos.pending
        && let Some(&mv) = list.iter().find(|&&mv| mv.to == p)
    {
        return mv;
    }
    // Safe: no pawn takes the piece, and no pawn reaches the last rank out
    // of the piece's reach on the next move.
    let safe = |mv: &&Move| match pos.play_unchecked(**mv) {
        Step::Over(e) => !pawns_win(e),
        Step::Continue { position, .. } => position.legal_moves().as_slice().iter().all(|&reply| {
            match position.play_unchecked(reply) {
                Step::Over(e) => !pawns_win(e),
                Step::Continue { position: p2, .. } => {
                    p2.pending.is_none_or(|sq| p2.piece_targets().contains(sq))
                }
            }
        }),
    };
    let takes: Vec<Move> = list
        .iter()
        .filter(|mv| pos.pawns.contains(mv.to))
        .filter(safe)
        .copied()
        .collect();
    if !takes.is_empty() {
        return takes[rng.below(takes.len())];
    }
    let blocks: Vec<Move> = list
        .iter()
        .filter(safe)
        .filter(|mv| {
            mv.to
                .offset(0, -pos.pawn_color.forward())
                .is_some_and(|b| pos.pawns.contains(b))
        })
        .copied()
        .collect();
    if !blocks.is_empty() {
        return blocks[rng.below(blocks.len())];
    }
    // Threaten an undefended pawn, the most advanced first.
    let threat = |mv: &Move| {
        let after = Position {
            piece: mv.to,
            ..*pos
        };
        after
            .piece_targets()
            .iter()
            .filter(|&sq| after.pawns.contains(sq) && !defended(&after, sq))
            .map(|sq| match pos.pawn_color {
                Color::White => sq.rank() as i32,
                Color::Black => 7 - sq.rank() as i32,
            })
            .max()
            .unwrap_or(-1)
    };
    let quiet: Vec<Move> = list.iter().filter(safe).copied().collect();
    let top = quiet.iter().map(threat).max().unwrap_or(-1);
    let quiet: Vec<Move> = quiet.into_iter().filter(|m| threat(m) == top).collect();
    if !quiet.is_empty() {
        return quiet[rng.below(quiet.len())];
    }
    list[rng.below(list.len())]
}

fn random_move(pos: &Position, rng: &mut Rng) -> Move {
    let moves = pos.legal_moves();
    moves.as_slice()[rng.below(moves.len())]
}

/// Greedy pawns: take the piece if possible, else push the most advanced pawn.
fn greedy_pawns(pos: &Position, rng: &mut Rng) -> Move {
    let moves = pos.legal_moves();
    let list = moves.as_slice();
    if let Some(&mv) = list.iter().find(|&&mv| wins_at_once(pos, mv)) {
        return mv;
    }
    let advance = |mv: &Move| match pos.pawn_color {
        Color::White => mv.to.rank() as i32,
        Color::Black => 7 - mv.to.rank() as i32,
    };
    let top = list.iter().map(advance).max().unwrap_or(0);
    let best: Vec<Move> = list.iter().filter(|m| advance(m) == top).copied().collect();
    best[rng.below(best.len())]
}

type Policy = fn(&Position, &mut Rng) -> Move;

/// Plays one round; returns whether the robot won.
fn robot_vs(
    variant: Variant,
    level: Level,
    robot_has_pawns: bool,
    opponent: Policy,
    seed: u64,
) -> bool {
    let mut game = pawn_start(variant);
    let pawn_color = game.sides().pawn_color;
    let robot = if robot_has_pawns {
        pawn_color
    } else {
        pawn_color.other()
    };
    let mut rng = Rng::new(seed);
    let mut ply = 0u64;
    while game.outcome().is_none() {
        let mv = if game.turn() == robot {
            // The level as the app plays it, mixed (`Variant::level_mix`).
            variant
                .robot_move(&game, level, seed.wrapping_mul(1_000).wrapping_add(ply))
                .unwrap()
        } else {
            opponent(&game.position(), &mut rng)
        };
        game.play(mv).unwrap();
        ply += 1;
        assert!(ply < 200);
    }
    game.outcome().unwrap().winner == Some(robot)
}

/// The Hard queen against random and greedy pawns, and (if `book`) pawns
/// following the book's advice; the game's seed is `seed`.
fn assert_hard_queen_wins(seed: u64, book: bool) {
    let hard_queen =
        |pawns: Policy| robot_vs(Variant::QueenVsPawns, Level::Hard, false, pawns, seed);
    assert!(hard_queen(random_move), "random {seed}");
    assert!(hard_queen(greedy_pawns), "greedy {seed}");
    if book {
        assert!(hard_queen(book_pawns), "book {seed}");
    }
}

#[test]
fn hard_queen_always_wins_against_random_and_greedy_pawns() {
    let games = if cfg!(debug_assertions) { 60 } else { 1_500 };
    for seed in 0..games {
        assert_hard_queen_wins(seed, seed % 5 == 0);
    }
}

#[test]
#[ignore = "long: run with --release -- --ignored"]
fn hard_queen_always_wins_many_games() {
    for seed in 0..3_000 {
        assert_hard_queen_wins(seed, true);
    }
}

fn win_rate(
    variant: Variant,
    level: Level,
    robot_has_pawns: bool,
    opponent: Policy,
    games: u64,
) -> f64 {
    let won = (0..games)
        .filter(|&s| robot_vs(variant, level, robot_has_pawns, opponent, s + 7))
        .count();
    won as f64 / games as f64
}

#[test]
fn a_child_following_the_book_can_beat_easy_and_medium() {
    // The winning side with perfect play: pawns in the bishop and knight
    // games, the piece in the rook and queen games. A child with the book's
    // advice on that side must beat Easy and Medium at least sometimes.
    for (variant, child_has_pawns) in [
        (Variant::BishopVsPawns, true),
        (Variant::KnightVsPawns, true),
        (Variant::RookVsPawns, false),
        (Variant::QueenVsPawns, false),
    ] {
        let child: Policy = if child_has_pawns {
            book_pawns
        } else {
            book_piece
        };
        for level in [Level::Easy, Level::Medium] {
            prepared(&pawn_start(variant));
            let robot = win_rate(variant, level, !child_has_pawns, child, 40);
            eprintln!("{variant:?} {level:?}: robot won {robot}");
            assert!(robot <= 0.75, "{variant:?} {level:?}: robot won {robot}");
        }
    }
}

#[test]
fn easy_and_medium_never_hang_the_piece_for_nothing() {
    for variant in Variant::PIECE_VS_PAWNS {
        let start = pawn_start(variant);
        let piece_positions: Vec<Position> = random_positions(&start, 30, 0, 9)
            .into_iter()
            .filter(|p| !p.pawns_to_move && p.pending.is_none())
            .collect();
        for (i, pos) in piece_positions.iter().enumerate() {
            let has_safe_quiet = pos
                .legal_moves()
                .as_slice()
                .iter()
                .any(|m| !pos.pawns.contains(m.to) && !pos.attacked_by_pawns(m.to));
            for level in [Level::Easy, Level::Medium] {
                let mv = choose(pos, level, i as u64).unwrap();
                let hangs = !pos.pawns.contains(mv.to) && pos.attacked_by_pawns(mv.to);
                assert!(
                    !(hangs && has_safe_quiet),
                    "{variant:?} {level:?} {pos:?} {mv}"
                );
            }
        }
    }
}

#[test]
fn levels_differ_in_strength() {
    // Against the same book-following child, Hard wins at least as often as Medium,
    // and Medium at least as often as Easy (queen: robot has the queen).
    let rate = |level| win_rate(Variant::QueenVsPawns, level, false, book_pawns, 20);
    let (easy, medium, hard) = (rate(Level::Easy), rate(Level::Medium), rate(Level::Hard));
    assert_eq!(hard, 1.0);
    assert!(hard >= medium && medium >= easy, "{easy} {medium} {hard}");
}

#[test]
fn table_keys_cover_subsets_of_files() {
    let game = pawn_start(Variant::BishopVsPawns);
    let key = TableKey::of(&game.position(), game.start_files()).unwrap();
    assert_eq!(key.size(), 8 * 8 * 8 * 128);
    assert!(TableCache::shared().build_table(key, u32::MAX));
    // A position with only the a and c pawns is solved by the same table.
    let g = PawnGame::new(
        Sides::BISHOP,
        &Setup::parse("2b5/8/8/8/8/8/P1P5/8 w").unwrap(),
    )
    .unwrap();
    assert!(TableCache::shared().table(&g.position()).is_some());
    // The queen game from the start is not tabulated.
    let q = pawn_start(Variant::QueenVsPawns);
    assert!(TableKey::of(&q.position(), q.start_files()).is_none());
    assert!(q.prepare_robot(Level::Hard, 1));
}

#[test]
fn robots_play_every_variant_to_the_end_without_panicking() {
    let positions = [
        (Variant::BishopVsPawns, None),
        (Variant::KnightVsPawns, None),
        (Variant::RookVsPawns, None),
        (Variant::QueenVsPawns, None),
        (Variant::BishopVsPawns, Some("8/8/2b5/8/8/8/5PPP/8 b")),
        (Variant::KnightVsPawns, Some("8/1p4p1/8/8/8/8/8/N7 w")),
        (Variant::QueenVsPawns, Some("3q4/8/8/8/8/8/P3P2P/8 w")),
        (Variant::RookVsPawns, Some("1P5r/8/8/8/8/8/P7/8 b")),
    ];
    for (variant, fen) in positions {
        let start = match fen {
            Some(f) => PawnGame::new(variant.sides().unwrap(), &Setup::parse(f).unwrap()).unwrap(),
            None => pawn_start(variant),
        };
        for level in Level::ALL {
            // Before and after the table is ready.
            for seed in 0..3 {
                let mut game = start.clone();
                let mut ply = 0;
                while game.outcome().is_none() {
                    let mv = game.robot_move(level, seed * 100 + ply).unwrap();
                    assert!(game.legal_moves().contains(&mv));
                    if ply % 7 == 0 {
                        assert!(game.hint().is_some());
                    }
                    game.play(mv).unwrap();
                    ply += 1;
                    assert!(ply < 200);
                }
                assert!(game.robot_move(level, 0).is_none());
                assert!(game.hint().is_none());
                assert!(game.legal_moves().is_empty());
                assert!(game.outcome().unwrap().winner.is_some());
            }
            prepared(&start);
        }
    }
}
