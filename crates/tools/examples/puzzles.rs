//! Writes the puzzle list, `assets/probleme.txt`:
//! `cargo run -p sah-tools --release --example puzzles` (about a minute on the shared
//! two-core machine, 30 s of CPU: the queen's bounded searches most of it,
//! then the king hunt's mate searches; the rook table takes 1–2 s).
//!
//! Deterministic: the same code writes the same file on every run, so the
//! puzzles' numbers stay put; the file is committed and the proof
//! (`crates/tools/tests/puzzles.rs`) re-checks every line of it. For each game, 8
//! puzzles of each difficulty (rule: `engine::play::puzzles::difficulty`),
//! ordered by difficulty, then goal, then position:
//!
//! - bishop, knight, rook: every position of the game's exact table with
//!   its pawns on the game's own start files (at least two pawns), where
//!   the side to move wins, exactly one move wins, and the win takes at most
//!   7 of the solver's moves; half with the piece to move, half with the
//!   pawns where there are enough (the bishop stays on light squares, as in
//!   the game);
//! - queen: positions of 2–6 pawns drawn at random, judged by the queen
//!   game's endings (who wins) and a bounded search (how fast);
//! - knight race: a white knight and 3–6 black pieces drawn at random,
//!   taken in at most 10 jumps;
//! - king hunt: a white king with one to three pieces and the lone black
//!   king drawn at random; mate in exactly 1, 2 and 3, found by a plain
//!   search over the rules' moves, with at most two mating first moves.

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use engine::{Bitboard, Board, Color, Piece, Rng, Role, Setup, Square, Variant};
use play::puzzles::difficulty::{pawn_game_difficulty, race_goal_and_difficulty};
use play::puzzles::distance::{move_wins, moves_to_win, queen_oracle};
use play::puzzles::{MAX_GOAL, PuzzleList};
use play::variant::GameKind;
use robot::pawns::{TableCache, TableKey};
use robot::queen_table::ENDING_PAWNS;
use rules::king_hunt::Position as HuntPosition;
use rules::pawns::{PawnGame, Position, Sides, Step};

/// Puzzles of each difficulty per game.
const PER_DIFFICULTY: usize = 8;
/// The most jumps a knight race puzzle asks for.
const MAX_JUMPS: u8 = 10;

const HEADER: &str = "# Șah în joacă: problemele. Scris de `cargo run -p sah-tools --release --example puzzles`; nu se schimbă de mână.\n\
# <joc> <mutări> <dificultate> <poziția FEN: piesele, cine mută[, rocade]>\n";

/// A candidate puzzle.
#[derive(Clone, Debug)]
struct Line {
    variant: Variant,
    goal: u8,
    difficulty: u8,
    /// The FEN fields after the numbers.
    fen: String,
    /// The solver's colour (both sides share a game's list).
    solver: Color,
    /// Candidates of the same family (same pawns, same targets …) are not
    /// both taken: the list should not repeat itself.
    family: u64,
}

impl Line {
    fn text(&self) -> String {
        format!(
            "{} {} {} {}",
            self.variant.info().slug,
            self.goal,
            self.difficulty,
            self.fen
        )
    }
}

fn main() {
    let started = Instant::now();
    let mut out = String::from(HEADER);
    for variant in Variant::ALL {
        let t = Instant::now();
        let candidates = match variant.kind() {
            GameKind::PieceVsPawns(sides) if sides == Sides::QUEEN => queen_candidates(),
            GameKind::PieceVsPawns(sides) => table_candidates(variant, sides),
            GameKind::KnightRace => race_candidates(),
            GameKind::KingHunt => hunt_candidates(),
        };
        let chosen = choose(candidates, 0x5a_4a + variant as u64);
        eprintln!(
            "{}: {} puzzles in {:.1} s",
            variant.info().slug,
            chosen.len(),
            t.elapsed().as_secs_f64()
        );
        for line in &chosen {
            out.push_str(&line.text());
            out.push('\n');
        }
    }
    // What the app will read back.
    let list = PuzzleList::parse(&out).expect("the list reads back");
    for p in list.all() {
        if !matches!(p.variant.kind(), GameKind::KnightRace) {
            assert!(p.variant.new_game(&p.setup).is_ok(), "{}", p.id());
        }
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/probleme.txt");
    std::fs::write(path, &out).expect("assets/probleme.txt is writable");
    eprintln!(
        "wrote {} puzzles, {} bytes, in {:.1} s",
        list.all().len(),
        out.len(),
        started.elapsed().as_secs_f64()
    );
}

/// Takes [`PER_DIFFICULTY`] puzzles of each difficulty, the solver's sides
/// in turn, each family once, in an order drawn from `seed`; then sorts them.
fn choose(candidates: Vec<Line>, seed: u64) -> Vec<Line> {
    let mut rng = Rng::new(seed);
    let mut groups: BTreeMap<(u8, usize), Vec<Line>> = BTreeMap::new();
    for line in candidates {
        groups
            .entry((line.difficulty, line.solver.index()))
            .or_default()
            .push(line);
    }
    for group in groups.values_mut() {
        // Fisher–Yates with the engine's deterministic generator.
        for i in (1..group.len()).rev() {
            group.swap(i, rng.below(i + 1));
        }
    }
    let mut families = HashSet::new();
    let mut chosen = Vec::new();
    for difficulty in 1..=3u8 {
        let mut taken = 0;
        let mut cursors = [0usize; 2];
        while taken < PER_DIFFICULTY {
            let mut progressed = false;
            for (side, cursor) in cursors.iter_mut().enumerate() {
                if taken == PER_DIFFICULTY {
                    break;
                }
                let Some(group) = groups.get(&(difficulty, side)) else {
                    continue;
                };
                while let Some(line) = group.get(*cursor) {
                    *cursor += 1;
                    if families.insert((line.variant, line.family)) {
                        chosen.push(line.clone());
                        taken += 1;
                        progressed = true;
                        break;
                    }
                }
            }
            assert!(progressed, "too few candidates of difficulty {difficulty}");
        }
    }
    chosen.sort_by(|a, b| (a.difficulty, a.goal, &a.fen).cmp(&(b.difficulty, b.goal, &b.fen)));
    chosen
}

/// The FEN fields of a piece-against-pawns position.
fn pawn_fen(pos: &Position) -> String {
    let mut board = Board::empty();
    for sq in pos.pawns.iter() {
        board.set(sq, Piece::new(pos.pawn_color, Role::Pawn));
    }
    board.set(pos.piece, Piece::new(pos.piece_color(), pos.role));
    format!("{} {}", board.to_fen(), pos.turn().letter())
}

/// The puzzles of the bishop, knight or rook game, from its exact table.
fn table_candidates(variant: Variant, sides: Sides) -> Vec<Line> {
    let start = PawnGame::new(sides, &variant.start_setup()).expect("the book's start");
    let files = start.start_files();
    let key = TableKey::of(&start.position(), files).expect("a tabled game");
    while !TableCache::shared().build_table(key, u32::MAX) {}
    let table = TableCache::shared()
        .table(&start.position())
        .expect("just built");
    let file_list: Vec<u8> = (0..8).filter(|f| files & 1 << f != 0).collect();
    let color = sides.pawn_color;
    let mut out = Vec::new();
    // Each start file: no pawn (0) or a pawn 1 … 6 ranks from its colour's back rank.
    let configs = 7usize.pow(file_list.len() as u32);
    for config in 0..configs {
        let mut pawns = Bitboard::EMPTY;
        let mut rest = config;
        for &file in &file_list {
            let state = (rest % 7) as u8;
            rest /= 7;
            if state != 0 {
                let rank = match color {
                    Color::White => state,
                    Color::Black => 7 - state,
                };
                pawns = pawns.with(Square::new(file, rank));
            }
        }
        if pawns.count() < 2 {
            continue;
        }
        for piece in Square::ALL {
            if pawns.contains(piece) || (sides.role == Role::Bishop && !piece.is_light()) {
                continue;
            }
            for pawns_to_move in [false, true] {
                let pos = Position {
                    pawns,
                    piece,
                    role: sides.role,
                    pawn_color: color,
                    pawns_to_move,
                    pending: None,
                };
                if pos.settle() != (Step::Continue { position: pos }) {
                    continue;
                }
                let Some(value) = table.value(&pos) else {
                    continue;
                };
                let goal = value.plies.div_ceil(2);
                if !value.win || goal > MAX_GOAL {
                    continue;
                }
                let winning: Vec<_> = table
                    .ranked_moves(&pos)
                    .into_iter()
                    .filter(|(_, v)| v.win)
                    .collect();
                let [(key, _)] = winning[..] else {
                    continue;
                };
                out.push(Line {
                    variant,
                    goal,
                    difficulty: pawn_game_difficulty(variant, &pos, key, goal),
                    fen: pawn_fen(&pos),
                    solver: pos.turn(),
                    family: pawns.0,
                });
            }
        }
    }
    out
}

/// The queen game's puzzles: random positions of 2 … 6 pawns judged by the
/// endings and the bounded search.
fn queen_candidates() -> Vec<Line> {
    while !TableCache::shared().build_endings(u32::MAX) {}
    let endings = TableCache::shared().endings().expect("just built");
    let oracle = |p: &Position| queen_oracle(&endings, p);
    let variant = Variant::QueenVsPawns;
    let mut rng = Rng::new(0xda_7a);
    let mut out = Vec::new();
    let mut counts: BTreeMap<(u8, usize), usize> = BTreeMap::new();
    let enough = |counts: &BTreeMap<(u8, usize), usize>| {
        (1..=3).all(|d| {
            (0..2).all(|s| counts.get(&(d, s)).copied().unwrap_or(0) >= 4 * PER_DIFFICULTY)
        })
    };
    let mut tries = 0u32;
    while !enough(&counts) && tries < 3_000_000 {
        tries += 1;
        let count = 2 + rng.below(ENDING_PAWNS as usize - 1);
        let mut pawns = Bitboard::EMPTY;
        let mut files = [0u8, 1, 2, 3, 4, 5, 6, 7];
        for i in (1..8).rev() {
            files.swap(i, rng.below(i + 1));
        }
        for &file in &files[..count] {
            pawns = pawns.with(Square::new(file, 1 + rng.below(6) as u8));
        }
        let piece = Square::ALL[rng.below(64)];
        if pawns.contains(piece) {
            continue;
        }
        let pos = Position {
            pawns,
            piece,
            role: Role::Queen,
            pawn_color: Color::White,
            pawns_to_move: rng.below(2) == 0,
            pending: None,
        };
        if pos.settle() != (Step::Continue { position: pos }) || oracle(&pos) != Some(true) {
            continue;
        }
        let moves = pos.legal_moves();
        let winning: Vec<_> = moves
            .as_slice()
            .iter()
            .filter(|&&mv| move_wins(&pos, mv, &oracle) == Some(true))
            .collect();
        let [&key] = winning[..] else {
            continue;
        };
        let Some(goal) = moves_to_win(&pos, &oracle, MAX_GOAL) else {
            continue;
        };
        let difficulty = pawn_game_difficulty(variant, &pos, key, goal);
        let slot = counts.entry((difficulty, pos.turn().index())).or_default();
        if *slot >= 4 * PER_DIFFICULTY {
            continue;
        }
        *slot += 1;
        out.push(Line {
            variant,
            goal,
            difficulty,
            fen: pawn_fen(&pos),
            solver: pos.turn(),
            family: pawns.0,
        });
    }
    out
}

/// The knight race's puzzles: a white knight and 3 … 6 black pieces.
fn race_candidates() -> Vec<Line> {
    let mut rng = Rng::new(0xca1);
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];
    let mut out = Vec::new();
    for _ in 0..4000 {
        let knight = Square::ALL[rng.below(64)];
        let count = 3 + rng.below(4);
        let mut board = Board::empty();
        board.set(knight, Piece::new(Color::White, Role::Knight));
        let mut targets = Bitboard::EMPTY;
        while targets.count() < count as u32 {
            let sq = Square::ALL[rng.below(64)];
            let role = roles[rng.below(roles.len())];
            // A black pawn never stands on rank 1 or 8.
            if sq == knight
                || targets.contains(sq)
                || (role == Role::Pawn && (sq.rank() == 0 || sq.rank() == 7))
            {
                continue;
            }
            targets = targets.with(sq);
            board.set(sq, Piece::new(Color::Black, role));
        }
        let Some((goal, difficulty)) = race_goal_and_difficulty(knight, targets) else {
            continue;
        };
        if goal > MAX_JUMPS {
            continue;
        }
        out.push(Line {
            variant: Variant::KnightRace,
            goal,
            difficulty,
            fen: format!("{} w", board.to_fen()),
            solver: Color::White,
            family: targets.0,
        });
    }
    out
}

/// The king hunt's puzzles: mates in exactly 1, 2 and 3.
fn hunt_candidates() -> Vec<Line> {
    use Role::{Bishop, Knight, Pawn, Queen, Rook};
    let armies: [&[Role]; 12] = [
        &[Queen],
        &[Rook],
        &[Rook, Rook],
        &[Queen, Rook],
        &[Rook, Bishop],
        &[Rook, Knight],
        &[Queen, Knight],
        &[Queen, Bishop],
        &[Rook, Pawn],
        &[Queen, Pawn, Pawn],
        &[Bishop, Bishop, Knight],
        &[Rook, Bishop, Knight],
    ];
    let mut rng = Rng::new(0x4e6e);
    let mut out = Vec::new();
    let mut counts = [0usize; 4];
    let mut tries = 0u32;
    while counts[1..].iter().any(|&c| c < 4 * PER_DIFFICULTY) && tries < 200_000 {
        tries += 1;
        let army = armies[rng.below(armies.len())];
        let mut board = Board::empty();
        // The hunted king near an edge, where short mates live.
        let edge = rng.below(8) as u8;
        let depth = rng.below(3) as u8;
        let bk = match rng.below(4) {
            0 => Square::new(edge, 7 - depth),
            1 => Square::new(edge, depth),
            2 => Square::new(depth, edge),
            _ => Square::new(7 - depth, edge),
        };
        board.set(bk, Piece::new(Color::Black, Role::King));
        let mut place = |role: Role, rng: &mut Rng| loop {
            let sq = Square::ALL[rng.below(64)];
            if board.piece_at(sq).is_none() && !(role == Pawn && (sq.rank() == 0 || sq.rank() == 7))
            {
                board.set(sq, Piece::new(Color::White, role));
                break;
            }
        };
        place(Role::King, &mut rng);
        for &role in army {
            place(role, &mut rng);
        }
        let fen = format!("{} w -", board.to_fen());
        let Ok(setup) = Setup::parse(&fen) else {
            continue;
        };
        let Ok(pos) = HuntPosition::from_setup(&setup) else {
            continue;
        };
        match Variant::KingHunt.new_game(&setup) {
            Ok(game) if game.outcome().is_none() => {}
            _ => continue,
        }
        let Some(n) = (1..=3).find(|&n| mate_in(&pos, n)) else {
            continue;
        };
        let keys = pos
            .legal_moves()
            .into_iter()
            .filter(|&mv| {
                pos.play(mv)
                    .is_some_and(|after| mated_or_mate_in(&after, n))
            })
            .count();
        // Few mating first moves make a puzzle; many make a formality.
        if keys > 2 || counts[n as usize] >= 4 * PER_DIFFICULTY {
            continue;
        }
        counts[n as usize] += 1;
        let goal = n as u8;
        out.push(Line {
            variant: Variant::KingHunt,
            goal,
            difficulty: play::puzzles::difficulty::difficulty(Variant::KingHunt, goal, 0),
            fen,
            solver: Color::White,
            family: board.occupied().0,
        });
    }
    out
}

/// Whether white, to move in `pos`, mates within `n` of its moves.
fn mate_in(pos: &HuntPosition, n: u32) -> bool {
    pos.legal_moves().into_iter().any(|mv| {
        pos.play(mv)
            .is_some_and(|after| mated_or_mate_in(&after, n))
    })
}

/// Whether `after` (black to move, white having just moved with `n` moves
/// to spend, that one included) is mate, or every black reply leaves a mate
/// in `n - 1`.
fn mated_or_mate_in(after: &HuntPosition, n: u32) -> bool {
    let replies = after.legal_moves();
    if replies.is_empty() {
        return after.is_check();
    }
    n > 1
        && replies.into_iter().all(|r| {
            after
                .play(r)
                .is_some_and(|next| next.white_can_mate() && mate_in(&next, n - 1))
        })
}
