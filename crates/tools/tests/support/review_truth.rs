//! The review tells the truth: over many finished rounds of every game,
//! played at random, by the hint and by the robot at every level, a named
//! decisive mistake is always a move of the side that lost the round, and
//! the review's sentence agrees with the round's winner and with the page's
//! `data-round-winner`; a move that gives material away for nothing
//! (checked here on its own, from the rules alone) is never ✓ `bun`; and
//! the move „🔎 Arată greșeala” shows is the one the sentence names. Shared by `crates/tools/tests/review_truth.rs` (a short run in
//! `make test`) and `crates/tools/examples/review_truth.rs` (the long run).

use engine::{Color, Level, Move, Rng, Variant};
use play::matches::{Match, Mode, Phase, Player};
use play::review::{Verdict, Why};
use play::variant::Best;
use robot::Round;
use ui_model::match_view::{MatchView, ReviewState};
use words::review::{decisive_sentence, move_from_to};

/// What the rounds of one game showed.
#[derive(Clone, Copy, Default, Debug)]
pub struct Tally {
    pub rounds: usize,
    pub plies: usize,
    pub known: usize,
    pub mistakes: usize,
    pub weak: usize,
    pub decisive: usize,
    /// Rounds whose sentence names no move and does not know.
    pub unsure: usize,
    /// Moves that gave material away for nothing (never ✓).
    pub gifts: usize,
}

/// The round after `mv`.
fn after(game: &dyn Round, mv: Move) -> Box<dyn Round> {
    let mut next = game.clone_round();
    next.play(mv).expect("a legal move");
    next
}

/// Whether, in `next`, the side to move (not `me`) can take a unit of
/// `me`'s that `me` cannot take back, or wins on the spot.
fn opponent_gains(next: &dyn Round, me: Color) -> bool {
    if let Some(o) = next.outcome() {
        return o.winner != Some(me);
    }
    next.turn() != me
        && next.legal_moves().into_iter().any(|reply| {
            let took = next
                .board()
                .piece_at(reply.to)
                .is_some_and(|p| p.color == me);
            let then = after(next, reply);
            match then.outcome() {
                Some(o) => o.winner != Some(me),
                None => {
                    took && (then.turn() != me
                        || then.legal_moves().into_iter().all(|b| b.to != reply.to))
                }
            }
        })
}

/// Whether `mv` gives a unit away for nothing: after it the opponent takes
/// one for free, and another move would have lost nothing at once.
fn gives_away(game: &dyn Round, mv: Move) -> bool {
    let me = game.turn();
    let next = after(game, mv);
    next.outcome().is_none()
        && next.turn() != me
        && next.legal_moves().into_iter().any(|reply| {
            next.board()
                .piece_at(reply.to)
                .is_some_and(|p| p.color == me)
                && {
                    let then = after(next.as_ref(), reply);
                    match then.outcome() {
                        Some(o) => o.winner != Some(me),
                        None => {
                            then.turn() != me
                                || then.legal_moves().into_iter().all(|b| b.to != reply.to)
                        }
                    }
                }
        })
        && game
            .legal_moves()
            .into_iter()
            .any(|other| other != mv && !opponent_gains(after(game, other).as_ref(), me))
}

/// Builds every robot's table once (the review reads them).
pub fn prepare_tables() {
    for variant in Variant::ALL {
        let m = Match::of(variant).level(Level::Hard).start().unwrap();
        while !m.prepare_robot(1 << 20) {}
    }
}

/// How the child's side plays a round: `random_percent` of its moves at
/// random, the others as the hint says.
fn child_move(m: &mut Match, rng: &mut Rng, random_percent: usize) -> engine::Move {
    let legal = m.game().legal_moves();
    if rng.below(100) < random_percent {
        return legal[rng.below(legal.len())];
    }
    m.hint().unwrap_or(legal[rng.below(legal.len())])
}

/// Plays `matches` matches of `variant` (two rounds each, seeded from
/// `seed`) and checks every round's review; panics with the round's moves
/// on the first untruth.
pub fn check(variant: Variant, matches: u64, seed: u64) -> Tally {
    let mut tally = Tally::default();
    let info = variant.info();
    for k in 0..matches {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(k);
        let mut rng = Rng::new(s);
        let mode = if k % 3 == 2 {
            Mode::TwoPlayers
        } else {
            Mode::Robot
        };
        let level = [Level::Easy, Level::Medium, Level::Hard][rng.below(3)];
        let player1 = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut m = Match::of(variant)
            .mode(mode)
            .level(level)
            .player1_first(player1)
            .seed(s)
            .start()
            .unwrap();
        while !m.prepare_robot(1 << 20) {}
        for round in 0..2 {
            let random_percent = [0, 10, 30, 60, 100][rng.below(5)];
            let mut plies = 0;
            while m.phase() == Phase::Playing {
                let mv = match m.robot_move() {
                    Some(mv) => mv,
                    None => child_move(&mut m, &mut rng, random_percent),
                };
                m.play(mv).unwrap();
                plies += 1;
                assert!(plies < 2_000, "a round that never ends");
            }
            check_round(&m, round, info.side_genitive, &mut tally);
            if m.phase() == Phase::MatchOver {
                break; // a match decided in its first round
            }
            m.next_round().unwrap();
        }
    }
    tally
}

/// Checks round `round` of `m`, just finished.
fn check_round(m: &Match, round: usize, side_genitive: [&str; 2], tally: &mut Tally) {
    let played = m.round_played(round);
    let review = m.review_round(round).expect("the round is over");
    let result = &m.results()[round];
    let winner = result.winner.map(|w| result.color_of(w));
    let loser = winner.map(Color::other);
    let moves: Vec<&str> = played.iter().map(|p| p.notation.as_str()).collect();
    let context = format!(
        "{:?} round {round} {:?} moves {moves:?}",
        m.variant, result.ending
    );
    tally.rounds += 1;
    tally.plies += played.len();
    tally.known += review
        .plies
        .iter()
        .filter(|p| p.verdict != Verdict::Unknown)
        .count();
    tally.mistakes += review
        .plies
        .iter()
        .filter(|p| p.verdict == Verdict::Mistake)
        .count();
    tally.weak += review
        .plies
        .iter()
        .filter(|p| p.verdict == Verdict::Weak)
        .count();

    // A gift is never ✓, unless proven as good as the best move (a
    // sacrifice); a move marked as a gift is one. (In the race taking is
    // the game: nothing is given.)
    if m.variant.info().best != Best::FewestMoves {
        let mut game = m.replay_round(round, 0).expect("the round replays");
        for (i, (p, ply)) in played.iter().zip(&review.plies).enumerate() {
            let gives = gives_away(game.as_ref(), p.mv);
            if gives && !ply.as_good_as_best {
                tally.gifts += 1;
                assert_ne!(
                    ply.verdict,
                    Verdict::Good,
                    "a gift marked ✓ at ply {i}: {context}"
                );
            }
            if matches!(ply.why, Some(Why::TakenBy(_))) {
                assert!(gives, "ply {i} marked as a gift is none: {context}");
            }
            game.play(p.mv).expect("the moves replay");
        }
    }

    // The decisive mistake is the loser's, and a mistake.
    if let Some(i) = review.decisive {
        tally.decisive += 1;
        assert_eq!(
            Some(played[i].color),
            loser,
            "decisive move {i} of the winner: {context}"
        );
        assert_eq!(review.plies[i].verdict, Verdict::Mistake, "{context}");
    }

    // The sentence: the page's, and true to the winner.
    let sentence = decisive_sentence(m, round, &review);
    if std::env::var_os("REVIEW_PRINT").is_some() {
        eprintln!("{:?} {:?}: {sentence}", m.variant, result.ending);
    }
    if round == m.round() {
        let state = ReviewState {
            plies: review.plies.clone(),
            ..ReviewState::default()
        };
        let view = MatchView::reviewed(m, false, &state);
        assert_eq!(view.review, sentence, "{context}");
        // „🔎 Arată greșeala” steps to the move the sentence names.
        if let Some(k) = review.key_ply() {
            let board = m.round_board(round, k).expect("the board before it");
            let from_to = move_from_to(&board, played[k].mv);
            let is_piece = board
                .piece_at(played[k].mv.from)
                .is_some_and(|p| p.role != engine::Role::Pawn);
            assert!(
                sentence.contains(&from_to) || (is_piece && sentence.contains(&played[k].notation)),
                "the sentence does not name move {k} ({from_to}): {sentence} {context}"
            );
            let at_key = ReviewState {
                step: Some(k),
                ..state.clone()
            };
            let caption = MatchView::reviewed(m, false, &at_key).step_caption;
            assert!(
                caption.starts_with("Aici s-a jucat") && caption.contains(&from_to),
                "the key shows another move: {caption} / {sentence} {context}"
            );
        }
        let attr = view
            .round_winner
            .expect("a finished round has a winner attribute");
        assert_eq!(attr, winner.map_or("egal", |c| c.name_ro()), "{context}");
    }
    let who = |color: Color| {
        let player = if color == result.player1_color {
            Player::One
        } else {
            Player::Two
        };
        match (m.mode, player) {
            (Mode::Robot, Player::One) => "ai ",
            (Mode::Robot, Player::Two) => "Robotul ",
            (Mode::TwoPlayers, Player::One) => "Jucătorul 1 ",
            (Mode::TwoPlayers, Player::Two) => "Jucătorul 2 ",
        }
    };
    if sentence.contains(", a pierdut") {
        // "Mutarea 3 a pionilor, …, a pierdut": the loser's move.
        let loser =
            loser.unwrap_or_else(|| panic!("a move lost a drawn round: {sentence} {context}"));
        let mover = format!(" a {},", side_genitive[loser.index()]);
        assert!(
            sentence.contains(&mover),
            "{sentence} — not the loser's move: {context}"
        );
    }
    if sentence.contains("câștigul de la început") {
        let winner = winner.unwrap_or_else(|| panic!("a winner in a draw: {sentence} {context}"));
        let named = who(winner).trim_end();
        assert!(
            sentence.to_lowercase().contains(&named.to_lowercase()),
            "{sentence} — not the winner {named}: {context}"
        );
    }
    if sentence.contains("dat mat") {
        assert_eq!(winner, Some(Color::White), "{sentence} {context}");
    }
    if sentence.starts_with("Nicio greșeală") {
        assert!(
            review.weakest.is_none() && review.decisive.is_none(),
            "{context}"
        );
    }
    if sentence.contains("nu știe sigur") {
        tally.unsure += 1;
    }
}

/// A table of the tallies, one line per game.
pub fn report(rows: &[(Variant, Tally)]) -> String {
    let mut out =
        String::from("game     rounds    plies  known  mistakes   weak  gifts  decisive  unsure\n");
    for (variant, t) in rows {
        out.push_str(&format!(
            "{:<8}{:>7}{:>9}{:>6}%{:>10}{:>7}{:>7}{:>10}{:>8}\n",
            variant.info().slug,
            t.rounds,
            t.plies,
            (t.known * 100).checked_div(t.plies).unwrap_or(0),
            t.mistakes,
            t.weak,
            t.gifts,
            t.decisive,
            t.unsure,
        ));
    }
    out
}
