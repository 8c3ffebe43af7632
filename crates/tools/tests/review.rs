//! The round review ("🔍 Ce s-a întâmplat?"): verdicts checked against an
//! independent solver, the book's bishop start, hints among the best moves,
//! and what the review of a long round says.

use std::collections::HashMap;

use engine::{Color, Game, Level, Move, Rng, Setup, Variant};
use play::matches::{Match, Mode, Phase};
use play::review::{RoundReview, Verdict, WEAK_MARGIN_PLIES, Why};
use robot::Robot;
use robot::pawns::{TableCache, judge};
use rules::pawns::{PawnGame, Position, Step, pawns_win};
use words::review::decisive_sentence;

use rules::testing::sq;
fn mv(from: &str, to: &str) -> Move {
    Move::new(sq(from), sq(to))
}

// ---------------------------------------------------------------------
// An independent solver: plain memoised recursion over the rules'
// `Position`, nothing from the tables.
// ---------------------------------------------------------------------

/// Whether the side to move in `pos` (a position of play) wins with
/// perfect play (the pawn games have no draws).
fn wins(pos: &Position, memo: &mut HashMap<Position, bool>) -> bool {
    if let Some(&w) = memo.get(pos) {
        return w;
    }
    let w = pos
        .legal_moves()
        .as_slice()
        .iter()
        .any(|&m| mover_wins_after(pos, m, memo));
    memo.insert(*pos, w);
    w
}

/// Whether the mover of `m` in `pos` wins after it, with perfect play.
fn mover_wins_after(pos: &Position, m: Move, memo: &mut HashMap<Position, bool>) -> bool {
    match pos.play_unchecked(m) {
        Step::Over(ending) => pawns_win(ending) == pos.pawns_to_move,
        Step::Continue { position } => !wins(&position, memo),
    }
}

/// The exact value of `pos` for the side to move: whether it wins, and in
/// how many plies the round ends with perfect play (the winner hurries,
/// the loser resists).
fn value(pos: &Position, memo: &mut HashMap<Position, (bool, u8)>) -> (bool, u8) {
    if let Some(&v) = memo.get(pos) {
        return v;
    }
    let mut best: Option<(bool, u8)> = None;
    for &m in pos.legal_moves().as_slice() {
        let v = value_after(pos, m, memo);
        let better = match best {
            None => true,
            Some((w, p)) => (v.0 && !w) || (v.0 == w && if w { v.1 < p } else { v.1 > p }),
        };
        if better {
            best = Some(v);
        }
    }
    let v = best.expect("a position of play has a move");
    memo.insert(*pos, v);
    v
}

/// The mover's value after `m` in `pos`, the move itself counted.
fn value_after(pos: &Position, m: Move, memo: &mut HashMap<Position, (bool, u8)>) -> (bool, u8) {
    match pos.play_unchecked(m) {
        Step::Over(ending) => (pawns_win(ending) == pos.pawns_to_move, 1),
        Step::Continue { position } => {
            let (w, p) = value(&position, memo);
            (!w, p + 1)
        }
    }
}

/// Whether the side to move in `pos` (not `me`) can take one of `me`'s
/// units for nothing: the pawns take the piece, or the piece takes a pawn
/// no pawn can take back (or the last one); the first such capture, in the
/// order of the legal moves.
fn free_capture(pos: &Position) -> Option<Move> {
    let moves = pos.legal_moves();
    moves.as_slice().iter().copied().find(|&reply| {
        if pos.pawns_to_move {
            return reply.to == pos.piece;
        }
        if !pos.pawns.contains(reply.to) {
            return false;
        }
        match pos.play_unchecked(reply) {
            Step::Over(ending) => !pawns_win(ending),
            Step::Continue { position } => !position.attacked_by_pawns(reply.to),
        }
    })
}

/// Whether after `m` the mover loses something at once: the round ends
/// with the opponent winning, or the opponent has a free capture or a move
/// that wins on the spot.
fn loses_something(pos: &Position, m: Move) -> bool {
    match pos.play_unchecked(m) {
        Step::Over(ending) => pawns_win(ending) != pos.pawns_to_move,
        Step::Continue { position } => {
            free_capture(&position).is_some()
                || position.legal_moves().as_slice().iter().any(|&r| {
                    matches!(position.play_unchecked(r),
                        Step::Over(e) if pawns_win(e) == position.pawns_to_move)
                })
        }
    }
}

/// A gift: the free capture `m` allows, where another move loses nothing.
fn gift(pos: &Position, m: Move) -> Option<Move> {
    let Step::Continue { position } = pos.play_unchecked(m) else {
        return None;
    };
    let capture = free_capture(&position)?;
    pos.legal_moves()
        .as_slice()
        .iter()
        .any(|&o| o != m && !loses_something(pos, o))
        .then_some(capture)
}

/// The verdict a move must get, from the exact values alone.
fn expected_verdict(
    pos: &Position,
    m: Move,
    memo: &mut HashMap<Position, (bool, u8)>,
) -> (Verdict, Option<Why>) {
    let before = value(pos, memo);
    let after = value_after(pos, m, memo);
    let gift = gift(pos, m).map(Why::TakenBy);
    if before.0 && !after.0 {
        return (Verdict::Mistake, gift);
    }
    assert_eq!(
        before.0, after.0,
        "a move better than perfect play: {pos:?} {m}"
    );
    // A gift is weak, unless the move is as good as the best (a sacrifice).
    if after != before && gift.is_some() {
        return (Verdict::Weak, gift);
    }
    let (plies, best) = (after.1, before.1);
    if before.0 && plies >= best + WEAK_MARGIN_PLIES {
        return (Verdict::Weak, Some(Why::WonSlower { plies, best }));
    }
    if !before.0 && plies + WEAK_MARGIN_PLIES <= best {
        return (Verdict::Weak, Some(Why::LostFaster { plies, best }));
    }
    (Verdict::Good, None)
}

fn new_match(variant: Variant, mode: Mode, start: Option<&str>, seed: u64) -> Match {
    let setup = start.map(|s| Setup::parse(s).unwrap());
    let m = Match::of(variant)
        .mode(mode)
        .level(Level::Hard)
        .custom_start(setup)
        .seed(seed)
        .start()
        .unwrap();
    let mut calls = 0;
    while !m.prepare_robot(100_000) {
        calls += 1;
        assert!(calls < 1_000, "the table never finishes");
    }
    m
}

/// Plays the current round out: the robot's move on its turn; else a
/// random move with probability `random_percent`, or the hint (best play).
fn play_round(m: &mut Match, rng: &mut Rng, random_percent: usize) {
    while m.phase() == Phase::Playing {
        let legal = m.game().legal_moves();
        let mv = if let Some(robot) = m.robot_move() {
            robot
        } else if rng.below(100) < random_percent {
            legal[rng.below(legal.len())]
        } else {
            m.hint().unwrap()
        };
        m.play(mv).unwrap();
    }
}

/// The start of the rounds of `m` as a rules position.
fn start_game(m: &Match) -> PawnGame {
    let setup = m
        .custom_start
        .clone()
        .unwrap_or_else(|| m.variant.start_setup());
    PawnGame::new(m.variant.sides().unwrap(), &setup).unwrap()
}

/// Checks the review of `round` of `m` move by move against the solver;
/// returns how many mistakes and weak moves it found.
fn check_review(
    m: &Match,
    round: usize,
    review: &RoundReview,
    memo: &mut HashMap<Position, bool>,
    values: &mut HashMap<Position, (bool, u8)>,
) -> (usize, usize) {
    let played = m.round_played(round);
    assert_eq!(review.plies.len(), played.len());
    let mut game = start_game(m);
    let mut mistakes = Vec::new();
    let mut weak = 0;
    for (i, (p, ply)) in played.iter().zip(&review.plies).enumerate() {
        let pos = game.position();
        let before = wins(&pos, memo);
        let (expected, why) = expected_verdict(&pos, p.mv, values);
        assert_eq!(before, value(&pos, values).0, "the two solvers agree");
        assert_eq!(
            (ply.verdict, ply.why),
            (expected, why),
            "ply {i} {} in {pos:?}",
            p.mv
        );
        if expected == Verdict::Mistake {
            mistakes.push(i);
        }
        weak += usize::from(expected == Verdict::Weak);
        // The best move keeps the mover's result.
        let best = ply.best.expect("a best move with a table");
        assert!(pos.is_legal(best), "{best} in {pos:?}");
        assert_eq!(mover_wins_after(&pos, best, memo), before, "{pos:?} {best}");
        assert_eq!(
            m.round_board(round, i).as_ref(),
            Some(game.board()),
            "board before ply {i}"
        );
        game.play(p.mv).unwrap();
    }
    // The decisive mistake is the last one of the side that lost (every
    // verdict is known with a table).
    let loser = m.results()[round]
        .winner
        .map(|w| m.results()[round].color_of(w).other());
    let last_of_loser = mistakes
        .iter()
        .rev()
        .find(|&&i| Some(played[i].color) == loser);
    assert_eq!(review.decisive, last_of_loser.copied());
    (mistakes.len(), weak)
}

// ---------------------------------------------------------------------
// (1) Verdicts on random rounds against the independent solver.
// ---------------------------------------------------------------------

#[test]
fn verdicts_agree_with_an_independent_solver_on_random_rounds() {
    let mut memo = HashMap::new();
    let mut values = HashMap::new();
    let mut checked = 0;
    let mut mistakes = 0;
    let mut weak = 0;
    for (variant, start) in [
        (Variant::BishopVsPawns, None),
        (Variant::KnightVsPawns, None),
        (Variant::BishopVsPawns, Some("8/8/8/2b5/8/8/5PPP/8 w")),
        (Variant::KnightVsPawns, Some("8/p2p4/8/8/4N3/8/8/8 b")),
    ] {
        for seed in 0..60u64 {
            let mut m = new_match(variant, Mode::TwoPlayers, start, seed);
            let mut rng = Rng::new(seed * 7919 + 1);
            let random_percent = [15, 40, 70, 100][seed as usize % 4];
            for round in 0..2 {
                play_round(&mut m, &mut rng, random_percent);
                let review = m.review_round(round).expect("round over");
                assert!(review.is_complete(), "every verdict known with a table");
                let (found, weak_found) = check_review(&m, round, &review, &mut memo, &mut values);
                mistakes += found;
                weak += weak_found;
                checked += review.plies.len();
                if round == 0 {
                    m.next_round().unwrap();
                }
            }
            assert_eq!(m.phase(), Phase::MatchOver);
            // Round 1's review is the same after round 2.
            assert!(m.review_round(0).is_some());
        }
    }
    println!("{checked} moves checked, {mistakes} mistakes and {weak} weak moves among them");
    assert!(
        checked > 2_000 && mistakes > 50 && weak > 50,
        "{checked} {mistakes} {weak}"
    );
}

// ---------------------------------------------------------------------
// (2) The book's bishop start: only a2-a4 wins for the pawns.
// ---------------------------------------------------------------------

#[test]
fn from_the_bishop_start_only_a2_a4_keeps_the_pawns_win() {
    let m = new_match(Variant::BishopVsPawns, Mode::TwoPlayers, None, 1);
    let game = start_game(&m);
    let pos = game.position();
    let mut memo = HashMap::new();
    assert!(wins(&pos, &mut memo), "the pawns win from the start");
    let mut good = Vec::new();
    for &first in pos.legal_moves().as_slice() {
        let independent = mover_wins_after(&pos, first, &mut memo);
        let review = judge(&pos, first);
        let expected = if independent {
            Verdict::Good
        } else {
            Verdict::Mistake
        };
        assert_eq!(review.verdict, expected, "{first}");
        assert_eq!(review.best, Some(mv("a2", "a4")));
        if independent {
            good.push(first);
        }
    }
    assert_eq!(good, [mv("a2", "a4")]);
    assert_eq!(judge(&pos, mv("b2", "b4")).verdict, Verdict::Mistake);
}

#[test]
fn the_sentence_names_move_one_b2_b4() {
    for (mode, sentence) in [
        (
            Mode::TwoPlayers,
            "Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. \
             Jucătorul 1 câștiga cu a2-a4.",
        ),
        (
            Mode::Robot,
            "Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. \
             Câștigai cu a2-a4.",
        ),
    ] {
        let mut m = new_match(Variant::BishopVsPawns, mode, None, 3);
        m.play(mv("b2", "b4")).unwrap();
        // Then the bishop plays perfectly; the pawns anything.
        let mut rng = Rng::new(5);
        while m.phase() == Phase::Playing {
            let next = if let Some(robot) = m.robot_move() {
                robot
            } else if m.game().turn() == Color::Black {
                m.hint().unwrap()
            } else {
                let legal = m.game().legal_moves();
                legal[rng.below(legal.len())]
            };
            m.play(next).unwrap();
        }
        let review = m.review_round(0).unwrap();
        assert_eq!(review.decisive, Some(0));
        assert_eq!(review.plies[0].verdict.slug(), "greseala");
        assert!(review.plies[1..].iter().all(|p| p.verdict == Verdict::Good));
        assert_eq!(decisive_sentence(&m, 0, &review), sentence);
    }
    // The robot's mistake in round 2 of a match against it (the robot has
    // the pawns): "Robotul câștiga cu …". Round 1: the child's pawns win.
    let mut m = new_match(Variant::BishopVsPawns, Mode::Robot, None, 3);
    play_round(&mut m, &mut Rng::new(1), 0);
    m.next_round().unwrap();
    assert!(m.is_robot_turn());
    m.play(mv("b2", "b4")).unwrap();
    play_round(&mut m, &mut Rng::new(1), 0);
    let review = m.review_round(1).unwrap();
    assert_eq!(
        decisive_sentence(&m, 1, &review),
        "Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. \
         Robotul câștiga cu a2-a4."
    );
}

// ---------------------------------------------------------------------
// (3) A hint is always among the best moves of a tabled position.
// ---------------------------------------------------------------------

#[test]
fn hints_are_always_among_the_best_moves() {
    let mut positions = 0;
    for (variant, start) in [
        (Variant::BishopVsPawns, None),
        (Variant::KnightVsPawns, None),
        (Variant::BishopVsPawns, Some("8/8/8/2b5/8/8/5PPP/8 w")),
        (Variant::KnightVsPawns, Some("8/p2p4/8/8/4N3/8/8/8 b")),
    ] {
        for seed in 0..40u64 {
            let mut m = new_match(variant, Mode::TwoPlayers, start, seed);
            let mut game = start_game(&m);
            let mut rng = Rng::new(seed + 100);
            while m.phase() == Phase::Playing {
                let pos = game.position();
                let table = TableCache::shared().table(&pos).expect("table ready");
                let best = table.ranked_moves(&pos)[0].1;
                assert_eq!(table.value(&pos), Some(best));
                let hint = m.hint().unwrap();
                assert_eq!(game.hint(), Some(hint), "the match's hint is the game's");
                assert_eq!(table.move_value(&pos, hint), Some(best), "{pos:?} {hint}");
                // The review's best move is the hint.
                assert_eq!(judge(&pos, hint).best, Some(hint));
                positions += 1;
                let legal = m.game().legal_moves();
                let next = if rng.below(2) == 0 {
                    hint
                } else {
                    legal[rng.below(legal.len())]
                };
                m.play(next).unwrap();
                game.play(next).unwrap();
            }
        }
    }
    println!("{positions} positions");
    assert!(positions > 1_000);
}

// ---------------------------------------------------------------------
// (4) Time: long rounds (no timed assertion; printed).
// ---------------------------------------------------------------------

/// Plays `m`'s current round slowly: the pawn furthest behind steps one
/// square; the piece takes a pawn on the last rank, otherwise goes where no
/// pawn takes it without capturing, so the round lasts; random otherwise.
fn play_long(m: &mut Match, rng: &mut Rng) {
    use engine::Role;
    while m.phase() == Phase::Playing {
        let legal = m.game().legal_moves();
        let board = m.game().board();
        let is_pawn = |mv: &Move| {
            board
                .piece_at(mv.from)
                .is_some_and(|p| p.role == Role::Pawn)
        };
        let pool: Vec<Move> = if legal.iter().any(is_pawn) {
            let color = board.piece_at(legal[0].from).unwrap().color;
            let progress = |mv: &Move| match color {
                Color::White => mv.from.rank(),
                Color::Black => 7 - mv.from.rank(),
            };
            let singles: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|mv| {
                    mv.from.file() == mv.to.file() && mv.from.rank().abs_diff(mv.to.rank()) == 1
                })
                .collect();
            let behind = singles.iter().map(progress).min();
            singles
                .into_iter()
                .filter(|mv| Some(progress(mv)) == behind)
                .collect()
        } else {
            let last_rank = |mv: &Move| {
                board.piece_at(mv.to).is_some() && (mv.to.rank() == 0 || mv.to.rank() == 7)
            };
            let grace: Vec<Move> = legal.iter().copied().filter(last_rank).collect();
            if grace.is_empty() {
                let calm: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|mv| board.piece_at(mv.to).is_none() && !legal_after_attacks(m, *mv))
                    .collect();
                // On the pawns' last rank it waits for them there.
                let waiting: Vec<Move> = calm
                    .iter()
                    .copied()
                    .filter(|mv| mv.to.rank() == 0 || mv.to.rank() == 7)
                    .collect();
                if waiting.is_empty() { calm } else { waiting }
            } else {
                grace
            }
        };
        let pool = if pool.is_empty() { &legal } else { &pool };
        m.play(pool[rng.below(pool.len())]).unwrap();
    }
}

/// Whether some pawn could take the piece after the piece's move `mv`.
fn legal_after_attacks(m: &Match, mv: Move) -> bool {
    let mut copy = m.clone();
    copy.play(mv).unwrap();
    copy.phase() == Phase::Playing && copy.game().legal_moves().iter().any(|r| r.to == mv.to)
}

/// The verdicts of a review, one letter a ply: `b` good, `s` weak, `g` mistake,
/// `?` unknown.
fn verdict_letters(review: &RoundReview) -> String {
    review
        .plies
        .iter()
        .map(|p| match p.verdict {
            Verdict::Good => 'b',
            Verdict::Weak => 's',
            Verdict::Mistake => 'g',
            Verdict::Unknown => '?',
        })
        .collect()
}

/// The longest of the long rounds these seeds play in `variant`, reviewed.
fn longest_review(variant: Variant, seeds: std::ops::Range<u64>) -> RoundReview {
    let mut longest: Option<RoundReview> = None;
    for seed in seeds {
        let mut m = new_match(variant, Mode::TwoPlayers, None, seed);
        play_long(&mut m, &mut Rng::new(seed));
        let review = m.review_round(0).unwrap();
        if longest
            .as_ref()
            .is_none_or(|l| review.plies.len() > l.plies.len())
        {
            longest = Some(review);
        }
    }
    longest.unwrap()
}

// How fast a review runs depends on the machine; what it finds does not. The
// longest rounds' verdicts, exactly (the seeds make the rounds the same on
// every run), so a change to the review that changes what it says shows here.
#[test]
fn a_long_rounds_review_gives_these_verdicts() {
    // Tabled: the rook game (five pawns, up to 60 plies); every verdict known.
    let rook = longest_review(Variant::RookVsPawns, 0..40);
    assert!(rook.is_complete());
    assert_eq!(
        verdict_letters(&rook),
        "bggggggggsbbbgbbbbbbsbbbbbbbsbbbbbsbbbbbbbbbsbbbbbbbbbbbgbbb"
    );
    // The queen game: the three-ply look-ahead, exact endings at six pawns or fewer.
    let queen = longest_review(Variant::QueenVsPawns, 0..10);
    assert_eq!(
        verdict_letters(&queen),
        "??????s?s???s?s???????s?????s?s???????s???s????????????????????????bsbsb?bsbbbbbbbbbbbbbbbbbgbbb"
    );
}

// ---------------------------------------------------------------------
// The queen game's verdicts: only proven ones, never contradicted by a search.
// ---------------------------------------------------------------------

/// The side to move's forced result within `plies` plies, if any.
fn forced(pos: &Position, plies: u32) -> Option<bool> {
    if plies == 0 {
        return None;
    }
    let mut all_lose = true;
    for &m in pos.legal_moves().as_slice() {
        let r = match pos.play_unchecked(m) {
            Step::Over(e) => Some(pawns_win(e) == pos.pawns_to_move),
            Step::Continue { position } => forced(&position, plies - 1).map(|w| !w),
        };
        match r {
            Some(true) => return Some(true),
            Some(false) => {}
            None => all_lose = false,
        }
    }
    all_lose.then_some(false)
}

#[test]
fn queen_verdicts_are_never_contradicted_by_a_deeper_search() {
    let mut known = 0;
    let mut total = 0;
    for seed in 0..12u64 {
        let mut m = new_match(Variant::QueenVsPawns, Mode::TwoPlayers, None, seed);
        let mut rng = Rng::new(seed + 9);
        while m.phase() == Phase::Playing {
            let legal = m.game().legal_moves();
            m.play(legal[rng.below(legal.len())]).unwrap();
        }
        let review = m.review_round(0).unwrap();
        let mut game = start_game(&m);
        for (p, ply) in m.round_played(0).iter().zip(&review.plies) {
            let pos = game.position();
            total += 1;
            if ply.verdict != Verdict::Unknown {
                known += 1;
                // A deeper search may prove more, never the opposite.
                let before = forced(&pos, 4);
                let after = match pos.play_unchecked(p.mv) {
                    Step::Over(e) => Some(pawns_win(e) == pos.pawns_to_move),
                    Step::Continue { position } => forced(&position, 3).map(|w| !w),
                };
                // With few pawns left the verdicts are exact (the endings)
                // and may know more than this search; never the opposite.
                match ply.verdict {
                    Verdict::Mistake => {
                        assert_ne!(before, Some(false), "{pos:?}");
                        assert_ne!(after, Some(true), "{pos:?}");
                    }
                    _ => assert!(
                        before.is_none() || after.is_none() || before == after,
                        "{pos:?} {}",
                        p.mv
                    ),
                }
            }
            if ply.verdict == Verdict::Mistake {
                let best = ply.best.expect("a proven win");
                assert_ne!(forced(&pos, 3), Some(false));
                assert!(pos.is_legal(best));
            }
            game.play(p.mv).unwrap();
        }
    }
    println!("queen: {known} of {total} verdicts known");
    assert!(known > 0);
}

// ---------------------------------------------------------------------
// The king hunt: the hunter's verdicts and missed mates against a plain
// mate search over the `Game` trait (every legal move, no ordering, no
// budget).
// ---------------------------------------------------------------------

use engine::Ending;
use play::review::PlyReview;
use rules::king_hunt::KingHunt;
use rules::knight_race::{KnightRace, shortest_route};

fn after(game: &KingHunt, m: Move) -> KingHunt {
    let mut next = game.clone();
    next.play(m).unwrap();
    next
}

/// White (to move) mates within `n` of its moves, whatever the king does.
fn mates_within(game: &KingHunt, n: u32) -> bool {
    n > 0
        && game
            .legal_moves()
            .into_iter()
            .any(|m| keeps_mate(&after(game, m), n))
}

/// After a white move: the king is mated, or every reply of the king
/// leaves white a mate within `n - 1` more moves.
fn keeps_mate(next: &KingHunt, n: u32) -> bool {
    match next.outcome() {
        Some(o) => o.ending == Ending::Mate,
        None => {
            n > 1
                && next
                    .legal_moves()
                    .into_iter()
                    .all(|r| mates_within(&after(next, r), n - 1))
        }
    }
}

fn is_stalemate(game: &KingHunt) -> bool {
    game.outcome()
        .is_some_and(|o| o.ending == Ending::Stalemate)
}

/// Whether the black king can take a white piece in `next` (black to
/// move): a king only ever takes what nothing defends.
fn king_can_take(next: &KingHunt) -> bool {
    next.outcome().is_none()
        && next
            .legal_moves()
            .into_iter()
            .any(|r| next.board().piece_at(r.to).is_some())
}

/// A gift of the hunter's: after `m` the king takes a piece, and another
/// move leaves nothing to take and does not end the hunt lost.
fn hunter_gift(game: &KingHunt, m: Move) -> bool {
    king_can_take(&after(game, m))
        && game.legal_moves().into_iter().any(|o| {
            let next = after(game, o);
            o != m
                && next
                    .outcome()
                    .is_none_or(|out| out.winner == Some(Color::White))
                && !king_can_take(&next)
        })
}

/// Checks the review of every hunter move against [`mates_within`].
fn check_hunter_review(game: &KingHunt, m: Move, review: PlyReview) -> &'static str {
    let fastest = (1..=2).find(|&n| mates_within(game, n));
    let next = after(game, m);
    let kept = fastest.is_some_and(|n| keeps_mate(&next, n));
    // A piece given for nothing is weak, unless the move keeps the
    // fastest mate (a sacrifice).
    let gift = hunter_gift(game, m) && !kept;
    assert_eq!(
        review.verdict == Verdict::Weak,
        gift,
        "{m}: gift {gift}, {review:?}"
    );
    if let Some(best) = review.best {
        let n = fastest.expect("a best move only with a proven mate");
        assert!(
            keeps_mate(&after(game, best), n),
            "{best} is no mate in {n}"
        );
    }
    match (review.verdict, review.missed_mate) {
        (Verdict::Good, None) => {
            let n = fastest.expect("good only with a proven mate");
            assert!(keeps_mate(&next, n), "{m} does not keep the mate in {n}");
            "good"
        }
        (Verdict::Mistake, None) => {
            assert!(fastest.is_some() && is_stalemate(&next), "{m}");
            assert_eq!(review.why, Some(Why::Stalemate));
            "mistake"
        }
        (Verdict::Weak, missed) => {
            let Some(Why::TakenBy(capture)) = review.why else {
                panic!("a gift without its capture: {review:?}");
            };
            assert!(next.board().piece_at(capture.to).is_some(), "{capture}");
            if let Some(n) = missed {
                assert_eq!(
                    fastest,
                    Some(u32::from(n)),
                    "the mate missed is the fastest"
                );
            }
            "gift"
        }
        (Verdict::Unknown, Some(n)) => {
            assert_eq!(
                fastest,
                Some(u32::from(n)),
                "the mate missed is the fastest"
            );
            assert!(!keeps_mate(&next, u32::from(n)), "{m} kept the mate in {n}");
            "missed"
        }
        (Verdict::Unknown, None) => {
            // Mates in one are always found within the search's budget.
            assert!(!mates_within(game, 1), "a mate in 1 not seen before {m}");
            "unknown"
        }
        other => panic!("no such review: {other:?}"),
    }
}

#[test]
fn king_hunt_verdicts_and_missed_mates_agree_with_a_plain_mate_search() {
    let starts = [
        "7k/8/5K2/8/8/8/8/6Q1 w -",
        "4k3/8/8/8/8/8/8/R3K3 w -",
        "6k1/8/6K1/8/8/8/8/1R5R w -",
        "k7/8/1K6/8/8/8/8/2Q5 w -",
        "3k4/8/3K4/8/8/8/8/R7 w -",
    ];
    let mut seen = HashMap::new();
    let mut rng = Rng::new(11);
    for start in starts {
        for _ in 0..12 {
            let mut game = KingHunt::new(&Setup::parse(start).unwrap()).unwrap();
            while game.outcome().is_none() && game.moves_made(Color::White) < 12 {
                let moves = game.legal_moves();
                let m = moves[rng.below(moves.len())];
                if game.turn() == Color::White {
                    let kind = check_hunter_review(&game, m, game.judge(m));
                    *seen.entry(kind).or_insert(0) += 1;
                } else {
                    assert_eq!(
                        game.judge(m),
                        PlyReview::UNKNOWN,
                        "the king's moves are not judged"
                    );
                }
                game.play(m).unwrap();
            }
        }
    }
    println!("hunter reviews: {seen:?}");
    // Random hunting meets every kind of review.
    for kind in ["good", "mistake", "missed", "unknown", "gift"] {
        assert!(
            seen.get(kind).is_some_and(|&n| n > 0),
            "no {kind} in {seen:?}"
        );
    }
}

// ---------------------------------------------------------------------
// The knight race: the route drawn on the board is a real route, as short
// as the independent breadth-first search over captured sets says.
// ---------------------------------------------------------------------

#[test]
fn the_route_drawn_is_a_shortest_route_of_legal_jumps() {
    let mut rng = Rng::new(5);
    for round in 0..40 {
        // The book's start, then positions after some random jumps.
        let mut race = KnightRace::new(&Variant::KnightRace.start_setup()).unwrap();
        for _ in 0..(round % 10) * 2 {
            let moves = race.legal_moves();
            if race.outcome().is_some() || moves.is_empty() {
                break;
            }
            race.play(moves[rng.below(moves.len())]).unwrap();
        }
        if race.outcome().is_some() {
            continue;
        }
        for color in Color::BOTH {
            let knight = race.knight(color);
            let targets = race.targets(color);
            let blocked = race.own_pieces(color).with(race.knight(color.other()));
            let route = race.best_route(color);
            let Some(shortest) = shortest_route(knight, targets, blocked) else {
                assert!(route.is_empty());
                continue;
            };
            assert_eq!(route.len() as u32, shortest + 1, "round {round}, {color:?}");
            assert_eq!(route[0], knight, "the route starts where the knight stands");
            let mut at = knight;
            let mut left = targets;
            for &to in &route[1..] {
                assert!(
                    rules::bitboard::knight_attacks(at).contains(to),
                    "{at}-{to} is no knight jump"
                );
                assert!(!blocked.contains(to), "lands on {to}");
                left = left.without(to);
                at = to;
            }
            assert!(left.is_empty(), "{left:?} left");
        }
    }
    // From the book's start: 19 jumps for each knight.
    let race = KnightRace::new(&Variant::KnightRace.start_setup()).unwrap();
    assert_eq!(race.best_route(Color::White).len(), 1 + 19);
    assert_eq!(race.best_route(Color::Black).len(), 1 + 19);
}
