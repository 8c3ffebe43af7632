//! The proof of the shipped puzzles: every line of `assets/probleme.txt`
//! is re-checked here, so a puzzle the app offers is a puzzle whose answer
//! is proved.
//!
//! - Piece against pawns (bishop, knight, rook from their exact tables; the
//!   queen from its exact endings): the position is one the game accepts
//!   and not over; exactly one legal move wins; the goal is the exact
//!   number of the solver's moves to the win with perfect play (the winner
//!   hurries, the loser resists), at most 7: the win comes within the goal
//!   and not within fewer. For the queen the distance comes from a bounded
//!   search on top of the endings' win/loss; the same search is checked
//!   against the bishop, knight and rook tables on their puzzles.
//! - Knight race: the goal is the fewest jumps, by the route planner and by
//!   an independent count over the orders of the targets.
//! - King hunt: mate in exactly the goal, by a plain minimax written here
//!   over the rules' own moves and verdicts (not the robot's search).
//! - Every puzzle's difficulty is the shared rule's
//!   (`engine::play::puzzles::difficulty`), recomputed from the position.
//!
//! `a_broken_puzzle_fails_the_proof` shows the checks can fail.

use engine::{Bitboard, Color, Ending, Game, Move, Role, Square, Variant};
use play::puzzles::attempt::{PuzzleAttempt, Why};
use play::puzzles::difficulty::{difficulty, pawn_game_difficulty, race_goal_and_difficulty};
use play::puzzles::distance::moves_to_win;
use play::puzzles::{Goal, MAX_GOAL, Puzzle, PuzzleList};
use play::variant::GameKind;
use robot::pawns::{TableCache, TableKey};
use rules::king_hunt::KingHunt;
use rules::knight_race::shortest_route;
use rules::pawns::{PawnGame, Position, Sides, Step, pawns_win};

const SHIPPED: &str = include_str!("../../../assets/probleme.txt");

fn shipped() -> PuzzleList {
    PuzzleList::parse(SHIPPED).expect("the shipped list reads")
}

/// Checks one puzzle; the error says what is wrong.
fn prove(puzzle: &Puzzle) -> Result<(), String> {
    if puzzle.difficulty == 0 || puzzle.difficulty > 3 {
        return Err("difficulty out of 1–3".into());
    }
    match puzzle.variant.kind() {
        GameKind::PieceVsPawns(sides) => prove_pawn_game(puzzle, sides),
        GameKind::KnightRace => prove_race(puzzle),
        GameKind::KingHunt => prove_hunt(puzzle),
    }
}

// ---------------------------------------------------------------------
// Piece against pawns.
// ---------------------------------------------------------------------

/// Who wins a position of play, from the exact tables or endings.
fn mover_wins(pos: &Position, files: u8) -> bool {
    if pos.role == Role::Queen {
        while !TableCache::shared().build_endings(u32::MAX) {}
        let endings = TableCache::shared().endings().expect("built");
        endings
            .mover_wins(pos)
            .expect("at most six pawns, no grace move")
    } else {
        let key = TableKey::of(pos, files).expect("a tabled game");
        while !TableCache::shared().build_table(key, u32::MAX) {}
        let table = TableCache::shared().table(pos).expect("built");
        table.value(pos).expect("a position of play").win
    }
}

/// Whether `mv` wins for the side making it.
fn move_wins(pos: &Position, mv: Move, files: u8) -> bool {
    match pos.play_unchecked(mv) {
        Step::Over(ending) => pawns_win(ending) == pos.pawns_to_move,
        // After a move to the last rank the piece has its grace move: it
        // wins only if one of its moves wins.
        Step::Continue { position } if position.pending.is_some() => !position
            .legal_moves()
            .as_slice()
            .iter()
            .any(|&grace| move_wins(&position, grace, files)),
        Step::Continue { position } => !mover_wins(&position, files),
    }
}

fn prove_pawn_game(puzzle: &Puzzle, sides: Sides) -> Result<(), String> {
    let game = PawnGame::new(sides, &puzzle.setup)
        .map_err(|e| format!("not a position of the game: {e:?}"))?;
    if game.outcome().is_some() {
        return Err("the round is already over".into());
    }
    let pos = game.position();
    if pos.pending.is_some() {
        return Err("a grace move is pending".into());
    }
    if sides == Sides::QUEEN && pos.pawns.count() > 6 {
        return Err("more than six pawns".into());
    }
    let files = game.start_files();
    let winning: Vec<Move> = game
        .legal_moves()
        .into_iter()
        .filter(|&mv| move_wins(&pos, mv, files))
        .collect();
    let [key] = winning[..] else {
        return Err(format!(
            "{} winning moves, not exactly one: {winning:?}",
            winning.len()
        ));
    };
    let oracle = |p: &Position| {
        if p.pending.is_some() {
            None
        } else {
            Some(mover_wins(p, files))
        }
    };
    let searched = moves_to_win(&pos, &oracle, MAX_GOAL);
    if sides != Sides::QUEEN {
        // The table's own count, and the bounded search must agree with it.
        let table = TableCache::shared().table(&pos).expect("built");
        let value = table.value(&pos).expect("a position of play");
        let exact = value.plies.div_ceil(2);
        let expected = (exact <= MAX_GOAL).then_some(exact);
        if searched != expected {
            return Err(format!(
                "the search says {searched:?} moves, the table {exact}"
            ));
        }
    }
    let Some(exact) = searched else {
        return Err(format!("the win takes more than {MAX_GOAL} moves"));
    };
    if puzzle.goal != Goal::WinWithin(exact) {
        return Err(format!(
            "goal {:?}, but the win takes exactly {exact} moves",
            puzzle.goal
        ));
    }
    let rule = pawn_game_difficulty(puzzle.variant, &pos, key, exact);
    if puzzle.difficulty != rule {
        return Err(format!(
            "difficulty {}, the rule says {rule}",
            puzzle.difficulty
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------
// Knight race.
// ---------------------------------------------------------------------

/// Knight jumps between two squares on an empty board (breadth-first).
fn knight_distance(from: Square, to: Square) -> u32 {
    let mut seen = Bitboard::from_square(from);
    let mut layer = seen;
    let mut jumps = 0;
    while !layer.contains(to) {
        let mut next = Bitboard::EMPTY;
        for sq in layer.iter() {
            for (df, dr) in [
                (1, 2),
                (2, 1),
                (2, -1),
                (1, -2),
                (-1, -2),
                (-2, -1),
                (-2, 1),
                (-1, 2),
            ] {
                if let Some(t) = sq.offset(df, dr)
                    && !seen.contains(t)
                {
                    next = next.with(t);
                    seen = seen.with(t);
                }
            }
        }
        layer = next;
        jumps += 1;
    }
    jumps
}

/// The fewest jumps that take every target, counted independently of the
/// route planner: the least, over every order of the targets, of the sum of
/// the plain knight distances from each to the next.
///
/// Why that is exact: nothing blocks the knight, so a route's legs between
/// the first landings on the targets, taken in that order, are each at
/// least the knight distance, and a route is at least that order's sum.
/// Conversely, for any order, shortest knight paths joined end to end take
/// every target: landing on a target on the way only takes it earlier, and
/// a taken square stays free to land on. So the best order's sum is a
/// route, and no route is shorter.
fn fewest_jumps_by_orders(knight: Square, targets: &[Square]) -> u32 {
    fn best(from: Square, left: &mut Vec<Square>) -> u32 {
        if left.is_empty() {
            return 0;
        }
        let mut least = u32::MAX;
        for i in 0..left.len() {
            let next = left.swap_remove(i);
            least = least.min(knight_distance(from, next) + best(next, left));
            left.push(next);
            let last = left.len() - 1;
            left.swap(i, last);
        }
        least
    }
    best(knight, &mut targets.to_vec())
}

fn prove_race(puzzle: &Puzzle) -> Result<(), String> {
    let board = &puzzle.setup.board;
    let white = board.by_color(Color::White);
    let knight = match (white.first(), white.count()) {
        (Some(sq), 1) if board.piece_at(sq).is_some_and(|p| p.role == Role::Knight) => sq,
        _ => return Err("not exactly one white piece, a knight".into()),
    };
    if puzzle.setup.turn != Color::White {
        return Err("white must be to move".into());
    }
    let targets = board.by_color(Color::Black);
    if !(3..=6).contains(&targets.count()) {
        return Err(format!("{} pieces to take, not 3–6", targets.count()));
    }
    for sq in targets.iter() {
        let role = board.piece_at(sq).map(|p| p.role);
        if role == Some(Role::King)
            || (role == Some(Role::Pawn) && (sq.rank() == 0 || sq.rank() == 7))
        {
            return Err(format!("no black king, no pawn on rank 1 or 8 ({sq})"));
        }
    }
    let planner = shortest_route(knight, targets, Bitboard::EMPTY).ok_or("unreachable")?;
    let list: Vec<Square> = targets.iter().collect();
    let by_orders = fewest_jumps_by_orders(knight, &list);
    if planner != by_orders {
        return Err(format!(
            "the planner says {planner} jumps, the orders {by_orders}"
        ));
    }
    if puzzle.goal != Goal::FewestJumps(by_orders as u8) {
        return Err(format!(
            "goal {:?}, but the fewest jumps are {by_orders}",
            puzzle.goal
        ));
    }
    let (_, rule) = race_goal_and_difficulty(knight, targets).ok_or("unreachable")?;
    if puzzle.difficulty != rule {
        return Err(format!(
            "difficulty {}, the rule says {rule}",
            puzzle.difficulty
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------
// King hunt: a plain minimax over the rules' moves and verdicts.
// ---------------------------------------------------------------------

/// Whether white, to move in `hunt`, mates within `n` of its moves against
/// every defence.
fn mates_within(hunt: &KingHunt, n: u32) -> bool {
    mates_within_playing(hunt, n, |_| true)
}

/// [`mates_within`], white playing only the moves `white_may` allows.
fn mates_within_playing(hunt: &KingHunt, n: u32, white_may: fn(&Move) -> bool) -> bool {
    hunt.legal_moves()
        .into_iter()
        .filter(white_may)
        .any(|mv| mates_after(hunt, mv, n, white_may))
}

/// Whether white's `mv` mates at once, or leaves a mate within `n - 1`
/// more moves after every reply (`mv` counts as one of the `n`).
fn mates_after(hunt: &KingHunt, mv: Move, n: u32, white_may: fn(&Move) -> bool) -> bool {
    let mut after = hunt.clone();
    after.play(mv).expect("a legal move");
    match after.outcome() {
        Some(o) => o.ending == Ending::Mate,
        None => {
            n > 1
                && after.legal_moves().into_iter().all(|reply| {
                    let mut next = after.clone();
                    next.play(reply).expect("a legal move");
                    next.outcome().is_none() && mates_within_playing(&next, n - 1, white_may)
                })
        }
    }
}

/// A move the puzzle page plays: a pawn's tap on the last rank makes a queen.
fn page_plays(mv: &Move) -> bool {
    matches!(mv.promotion, None | Some(Role::Queen))
}

fn prove_hunt(puzzle: &Puzzle) -> Result<(), String> {
    if puzzle.setup.turn != Color::White {
        return Err("white must be to move".into());
    }
    Variant::KingHunt
        .new_game(&puzzle.setup)
        .map_err(|e| format!("not a hunt position: {e:?}"))?;
    let hunt = KingHunt::new(&puzzle.setup).map_err(|e| format!("{e:?}"))?;
    if hunt.outcome().is_some() {
        return Err("the hunt is already over".into());
    }
    let Goal::MateIn(n) = puzzle.goal else {
        return Err("not a mate".into());
    };
    let n = u32::from(n);
    if !(1..=3).contains(&n) {
        return Err("mate in 1, 2 or 3 only".into());
    }
    if !mates_within(&hunt, n) {
        return Err(format!("no mate in {n}"));
    }
    if n > 1 && mates_within(&hunt, n - 1) {
        return Err(format!("a mate in {} exists, shorter than {n}", n - 1));
    }
    if !mates_within_playing(&hunt, n, page_plays) {
        return Err(format!(
            "the mate in {n} needs a pawn made into another piece than a queen, which the page's taps cannot play"
        ));
    }
    let rule = difficulty(Variant::KingHunt, n as u8, 0);
    if puzzle.difficulty != rule {
        return Err(format!(
            "difficulty {}, the rule says {rule}",
            puzzle.difficulty
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------------

fn proof_errors(list: &PuzzleList) -> Vec<String> {
    list.all()
        .iter()
        .filter_map(|p| prove(p).err().map(|e| format!("{}: {e}", p.id())))
        .collect()
}

#[test]
fn every_game_has_enough_puzzles_of_each_difficulty_and_side() {
    let list = shipped();
    for variant in Variant::ALL {
        let of = || list.of(variant);
        assert!(of().count() >= 24, "{variant:?}: {}", of().count());
        for d in 1..=3 {
            let n = of().filter(|p| p.difficulty == d).count();
            assert!(n >= 8, "{variant:?}, difficulty {d}: {n}");
        }
        // Ordered by difficulty: numbers grow with it.
        let ds: Vec<u8> = of().map(|p| p.difficulty).collect();
        assert!(ds.windows(2).all(|w| w[0] <= w[1]), "{variant:?}: {ds:?}");
        if let GameKind::PieceVsPawns(sides) = variant.kind() {
            // The pawns stand on the game's own start files, so the exact
            // table the game builds solves its puzzles too.
            let start = PawnGame::new(sides, &variant.start_setup()).expect("the book's start");
            for p in of() {
                let game = PawnGame::new(sides, &p.setup).expect("proved below");
                assert_eq!(
                    game.start_files() & !start.start_files(),
                    0,
                    "{}: a pawn off the game's start files",
                    p.id()
                );
            }
            for color in Color::BOTH {
                let n = of().filter(|p| p.setup.turn == color).count();
                assert!(
                    n * 3 >= of().count(),
                    "{variant:?}: {color:?} solves only {n}"
                );
            }
        }
    }
}

#[test]
fn every_shipped_puzzle_is_proved() {
    let list = shipped();
    let errors = proof_errors(&list);
    assert!(errors.is_empty(), "{errors:#?}");
}

#[test]
fn a_broken_puzzle_fails_the_proof() {
    let list = shipped();
    let first = |variant: Variant| list.of(variant).next().expect("a puzzle").clone();
    let with = |p: &Puzzle, goal: u8, difficulty: u8| {
        format!(
            "{} {goal} {difficulty} {}",
            p.variant.info().slug,
            p.setup.to_link().replace('_', " ")
        )
    };
    let rook = first(Variant::RookVsPawns);
    let queen = first(Variant::QueenVsPawns);
    let race = first(Variant::KnightRace);
    let mate_in_two = list
        .of(Variant::KingHunt)
        .find(|p| p.goal == Goal::MateIn(2))
        .expect("a mate in 2")
        .clone();
    let broken = [
        // The queen takes either undefended pawn, and more moves win besides.
        (
            "dama 1 1 8/8/8/3q4/8/8/P6P/8 b".to_string(),
            "winning moves, not exactly one",
        ),
        (
            with(&rook, rook.goal.moves() + 1, rook.difficulty),
            "but the win takes exactly",
        ),
        (
            with(&queen, queen.goal.moves() + 1, queen.difficulty),
            "but the win takes exactly",
        ),
        (
            with(&rook, rook.goal.moves(), rook.difficulty % 3 + 1),
            "the rule says",
        ),
        // A mate in 2 written as a mate in 1 (of difficulty 1, as the rule says).
        (with(&mate_in_two, 1, 1), "no mate in 1"),
        // Only g8=N mates: the page's tap makes a queen, so no child could solve it.
        (
            "rege 1 1 8/5QP1/7k/8/5K2/8/8/8 w".to_string(),
            "needs a pawn made into another piece than a queen",
        ),
        (
            with(&race, race.goal.moves() - 1, race.difficulty),
            "but the fewest jumps are",
        ),
    ];
    for (line, why) in broken {
        let list = PuzzleList::parse(&line).expect("reads");
        let errors = proof_errors(&list);
        assert!(
            errors.len() == 1 && errors[0].contains(why),
            "{line}: {errors:?} should say {why:?}"
        );
    }
}

/// A wrong move's sentence counts the winner's moves of the line the page
/// explains (`… în 3 mutări capturează toți pionii`): that count must be the
/// exact distance, as the tables or the search over the queen's endings say.
#[test]
fn every_refutation_counts_the_exact_distance() {
    let list = shipped();
    let mut checked = 0;
    for (variant, sides) in [
        (Variant::BishopVsPawns, Sides::BISHOP),
        (Variant::KnightVsPawns, Sides::KNIGHT),
        (Variant::RookVsPawns, Sides::ROOK),
        (Variant::QueenVsPawns, Sides::QUEEN),
    ] {
        for puzzle in list.of(variant) {
            let game = PawnGame::new(sides, &puzzle.setup).expect("proved");
            let pos = game.position();
            let files = game.start_files();
            let oracle = |p: &Position| p.pending.is_none().then(|| mover_wins(p, files));
            for mv in game.legal_moves() {
                if move_wins(&pos, mv, files) {
                    continue;
                }
                let mut attempt = PuzzleAttempt::new(puzzle).expect("playable");
                while !attempt.prepare(u32::MAX) {}
                attempt.play(mv);
                let said = match attempt.why() {
                    Some(
                        Why::PieceCaptured { moves, .. }
                        | Why::LastPawnTaken { moves, .. }
                        | Why::PawnsBlocked { moves, .. },
                    ) => moves,
                    _ => continue,
                };
                let Step::Continue { position } = pos.play_unchecked(mv) else {
                    continue;
                };
                let exact = moves_to_win(&position, &oracle, 2 * MAX_GOAL);
                assert_eq!(
                    exact,
                    Some(said),
                    "{} {mv:?}: the sentence says {said} moves",
                    puzzle.id()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} refutations counted");
}

/// The worksheets' answer key (`play::puzzles::key`) against this file's
/// own proofs: for the pawn games the one move that wins (by the exact
/// tables, as `prove_pawn_game`); for the hunt a move that mates in time
/// by the plain minimax here; for the race the first jump of a route of the
/// fewest jumps. The tempting wrong move, when there is one, is a move
/// these proofs say does not solve.
#[test]
fn every_answer_key_is_the_proved_key_move() {
    use play::puzzles::key::AnswerKey;
    let list = shipped();
    for puzzle in list.all() {
        let attempt = PuzzleAttempt::new(puzzle).unwrap();
        while !attempt.prepare(u32::MAX) {}
        let key = AnswerKey::of(puzzle).unwrap_or_else(|| panic!("{}: no key", puzzle.id()));
        let solves = |mv: Move| match puzzle.variant.kind() {
            GameKind::PieceVsPawns(sides) => {
                let game = PawnGame::new(sides, &puzzle.setup).unwrap();
                move_wins(&game.position(), mv, game.start_files()) && {
                    // Within the goal: the exact distance after it.
                    let mut a = PuzzleAttempt::new(puzzle).unwrap();
                    !matches!(a.play(mv), play::puzzles::attempt::Step::Wrong { .. })
                }
            }
            GameKind::KingHunt => {
                let hunt = KingHunt::new(&puzzle.setup).unwrap();
                mates_after(&hunt, mv, u32::from(puzzle.goal.moves()), |_| true)
            }
            GameKind::KnightRace => {
                let mut a = PuzzleAttempt::new(puzzle).unwrap();
                !matches!(a.play(mv), play::puzzles::attempt::Step::Wrong { .. })
            }
        };
        assert!(
            solves(key.key),
            "{}: the key {} does not solve",
            puzzle.id(),
            key.key_notation
        );
        assert!(!key.key_notation.is_empty());
    }
}
