use super::*;
use crate::puzzles::PuzzleList;
use rules::testing::{mv, sq};

/// The first puzzle of a one-line list, its tables ready.
fn attempt(line: &str) -> PuzzleAttempt {
    let list = PuzzleList::parse(line).unwrap();
    let mut a = PuzzleAttempt::new(&list.all()[0]).unwrap();
    while !a.prepare(1_000_000) {}
    a.hint = None;
    a
}

/// Plays the solver's good moves from the hint, and the replies, to the end.
fn solve_by_hints(a: &mut PuzzleAttempt) -> u32 {
    let mut moves = 0;
    while a.state() == State::Solving {
        let key = a.hint().expect("a hint while solving");
        assert!(matches!(
            a.play(key),
            Step::Good { .. } | Step::Solved { .. }
        ));
        a.play_reply();
        moves += 1;
        assert!(moves < 60, "the win never came");
    }
    moves
}

#[test]
fn bishop_to_move_the_key_wins_and_a_defended_pawn_loses_the_bishop() {
    // Pionii albi c6, e3, h2; nebunul negru g3 mută: numai Nxh2 câștigă.
    let line = "nebun 4 2 8/8/2P5/8/8/4P1b1/7P/8 b";
    let mut a = attempt(line);
    assert_eq!(a.solver(), Color::Black);
    assert!(a.moves().contains(&mv("g3", "h2")));
    // Nf4 is taken by the pawn on e3, which guarded f4.
    let step = a.play(mv("g3", "f4"));
    let why = Why::PieceCaptured {
        role: Role::Bishop,
        by: sq("e3"),
        on: sq("f4"),
        moves: 1,
    };
    assert_eq!(
        step,
        Step::Wrong {
            refutation: Some(mv("e3", "f4")),
            why
        }
    );
    assert_eq!(a.state(), State::Wrong);
    assert!(a.moves().is_empty(), "no move after a wrong one");
    assert_eq!(a.play_reply(), Some(mv("e3", "f4")));
    assert_eq!(
        a.board().piece_at(sq("f4")).map(|p| p.role),
        Some(Role::Pawn)
    );
    // Another try: the key, then on against Greu to the win.
    a.retry();
    assert_eq!(
        (a.tries(), a.state(), a.moves_made()),
        (2, State::Solving, 0)
    );
    assert_eq!(
        a.board(),
        &Setup::parse("8/8/2P5/8/8/4P1b1/7P/8 b").unwrap().board
    );
    let Step::Good { reply: Some(reply) } = a.play(mv("g3", "h2")) else {
        panic!("the key is good and Greu answers");
    };
    assert_eq!(a.reply_due(), Some(reply));
    assert!(a.moves().is_empty(), "taps wait for the reply");
    assert_eq!(a.play_reply(), Some(reply));
    solve_by_hints(&mut a);
    assert_eq!(a.state(), State::Solved);
    // Second try, one hint per position used after the key: ★ at least.
    assert_eq!(a.stars(), stars_for_solve(2, a.hints()));
    assert!(a.hints() > 0);
}

#[test]
fn a_pawn_that_runs_is_named_where_it_stood() {
    // Pionii albi e6, f5, g2; nebunul d4. Pionii mută: numai e7 câștigă.
    let mut a = attempt("nebun 2 1 8/8/4P3/5P2/3b4/8/6P1/8 w");
    assert_eq!(a.solver(), Color::White);
    let hint = a.hint();
    assert_eq!(hint, Some(mv("e6", "e7")));
    assert_eq!(a.hint(), hint, "the same hint is not paid twice");
    assert_eq!(a.hints(), 1);
    assert_eq!(solve_by_hints(&mut a), 2);
    assert_eq!(a.hints(), 2, "a hint in each position");
    assert_eq!(a.stars(), 1, "first try with two hints");
    assert_eq!(a.retry_after_solve_is_ignored(), State::Solved);
}

#[test]
fn the_pawns_wrong_move_lets_the_bishop_win() {
    let mut a = attempt("nebun 2 1 8/8/4P3/5P2/3b4/8/6P1/8 w");
    let Step::Wrong { refutation, why } = a.play(mv("g2", "g3")) else {
        panic!("g3 loses");
    };
    assert!(refutation.is_some());
    assert!(
        matches!(
            why,
            Why::LastPawnTaken {
                role: Role::Bishop,
                ..
            } | Why::PawnsBlocked {
                role: Role::Bishop,
                ..
            }
        ),
        "{why:?}"
    );
}

#[test]
fn the_piece_that_lets_a_pawn_through_is_told_which() {
    // Pionii albi e6, f5, g2, nebunul d4, mută pionii: f6? lasă nebunul să
    // oprească e-ul; dar după e7 nebunul nu mai ajunge: e7 e cheia. Aici
    // joacă nebunul după e7 și pierde dacă nu oprește pionul.
    let mut a = attempt("nebun 2 1 8/4P3/8/5P2/3b4/8/6P1/8 b");
    // The bishop on d4 must stop e8; a move away lets it run.
    let bad = a
        .moves()
        .into_iter()
        .find(|&m| {
            let mut b = a.clone();
            matches!(
                b.play(m),
                Step::Wrong {
                    why: Why::PawnRuns { .. },
                    ..
                }
            )
        })
        .expect("some bishop move lets the e-pawn run");
    let Step::Wrong { why, .. } = a.play(bad) else {
        unreachable!()
    };
    assert_eq!(
        why,
        Why::PawnRuns {
            role: Role::Bishop,
            pawn: sq("e7")
        }
    );
}

#[test]
fn knight_rook_and_queen_puzzles_are_solved_by_their_keys() {
    for (line, key) in [
        ("cal 4 1 8/8/8/8/5p2/2p1p3/6N1/8 w", mv("g2", "f4")),
        ("turn 2 1 8/4P3/6P1/1P6/3Pr3/8/8/8 w", mv("g6", "g7")),
        ("dama 2 1 8/8/P7/7P/4P3/8/1P5q/8 w", mv("a6", "a7")),
        ("dama 4 1 8/P7/1P6/2P5/8/q4P2/8/8 b", mv("a3", "f3")),
    ] {
        let mut a = attempt(line);
        for wrong in a.moves().into_iter().filter(|&m| m != key) {
            let mut b = a.clone();
            assert!(
                matches!(b.play(wrong), Step::Wrong { .. }),
                "{line}: {wrong} should lose"
            );
            assert_ne!(b.why(), Some(Why::OpponentWins), "{line}: {wrong}");
        }
        assert_eq!(a.hint(), Some(key), "{line}");
        a.hint = None;
        a.hints = 0;
        solve_by_hints(&mut a);
        assert_eq!(a.state(), State::Solved, "{line}");
    }
}

#[test]
fn king_hunt_accepts_every_mate_and_refutes_stalemate_and_escapes() {
    // Regele alb c6, turnul h1, regele negru a8: mat în 2.
    let line = "rege 2 1 k7/8/2K5/8/8/8/8/7R w -";
    let mut a = attempt(line);
    // Dg6 stalemates the king in the corner (the rules' own example).
    assert_eq!(
        attempt("rege 1 1 7k/8/5K2/8/8/8/8/6Q1 w -").play(mv("g1", "g6")),
        Step::Wrong {
            refutation: None,
            why: Why::Stalemate
        }
    );
    // A rook move far from the king lets it out.
    let mut b = a.clone();
    let Step::Wrong {
        refutation: Some(r),
        why: Why::KingEscapes { to },
    } = b.play(mv("h1", "h2"))
    else {
        panic!("Th2 lets the king escape");
    };
    assert_eq!(r.to, to);
    // Every mating first move is accepted, and the king defends.
    let good: Vec<Move> = a
        .moves()
        .into_iter()
        .filter(|&m| matches!(a.clone().play(m), Step::Good { .. }))
        .collect();
    assert!(!good.is_empty());
    for m in good {
        let mut c = a.clone();
        let Step::Good { reply: Some(_) } = c.play(m) else {
            panic!()
        };
        c.play_reply();
        // Now a mate in one: every mating move solves it.
        let mates: Vec<Move> = c
            .moves()
            .into_iter()
            .filter(|&m| matches!(c.clone().play(m), Step::Solved { .. }))
            .collect();
        assert!(!mates.is_empty(), "after {m}");
    }
    assert_eq!(solve_by_hints(&mut a), 2);
    assert_eq!(a.stars(), 1, "two hints on the first try");
}

#[test]
fn the_king_takes_an_undefended_piece() {
    // Regele negru h8, dama albă g1, calul alb f6, regele alb a1: mat în 1
    // (Dg7? nu: f6 apără g8 și h7; Dg8 e apărată de cal? nu). Ng8?? lasă
    // calul neapărat lângă rege.
    let mut a = attempt("rege 1 1 7k/8/5N2/8/8/8/8/K5Q1 w -");
    let taken = a
        .moves()
        .into_iter()
        .find(|&m| {
            matches!(
                a.clone().play(m),
                Step::Wrong {
                    why: Why::KingTakes { .. },
                    ..
                }
            )
        })
        .expect("some move leaves a piece to take");
    let Step::Wrong {
        refutation: Some(r),
        why: Why::KingTakes { role, on },
    } = a.play(taken)
    else {
        unreachable!()
    };
    assert_eq!(
        (r.to, Some(role)),
        (on, a.board().piece_at(on).map(|p| p.role))
    );
}

#[test]
fn knight_race_counts_the_route() {
    // Calul alb b1, de luat c3 și e4: două sărituri.
    let mut a = attempt("cai 2 1 8/8/8/8/4p3/2p5/8/1N6 w");
    assert_eq!(a.moves().len(), 3);
    let mut wrong = a.clone();
    assert_eq!(
        wrong.play(mv("b1", "a3")),
        Step::Wrong {
            refutation: None,
            why: Why::RouteTooLong {
                more: 3,
                total: 4,
                goal: 2
            }
        }
    );
    assert_eq!(wrong.reply_due(), None);
    wrong.retry();
    assert_eq!(wrong.tries(), 2);
    assert_eq!(a.play(mv("b1", "c3")), Step::Good { reply: None });
    assert_eq!(a.line(), ["Cxc3"]);
    assert_eq!(a.play(mv("c3", "e4")), Step::Solved { stars: 3 });
    assert_eq!(wrong.play(mv("b1", "c3")), Step::Good { reply: None });
    assert_eq!(wrong.play(mv("c3", "e4")), Step::Solved { stars: 2 });
}

#[test]
fn knight_race_takes_every_enemy_piece_knights_too() {
    // As the generator draws them: the black knights are targets.
    let mut a = attempt("cai 2 1 8/8/8/8/8/8/3n4/1N3n2 w");
    assert_eq!(a.play(mv("b1", "d2")), Step::Good { reply: None });
    assert_eq!(a.play(mv("d2", "f1")), Step::Solved { stars: 3 });
}

#[test]
fn every_shipped_puzzle_starts() {
    let list = PuzzleList::parse(include_str!("../../../../../assets/probleme.txt")).unwrap();
    for p in list.all() {
        let a = PuzzleAttempt::new(p).unwrap_or_else(|e| panic!("{}: {e:?}", p.id()));
        assert!(!a.moves().is_empty(), "{}", p.id());
        assert_eq!(a.solver(), p.setup.turn);
    }
}

#[test]
fn stars_fall_with_tries_and_hints() {
    let solve_on = |tries: u32, hints: bool| {
        let mut a = attempt("cai 2 1 8/8/8/8/4p3/2p5/8/1N6 w");
        for _ in 1..tries {
            a.play(mv("b1", "a3"));
            a.retry();
        }
        if hints {
            a.hint();
        }
        a.play(mv("b1", "c3"));
        a.play(mv("c3", "e4"));
        a.stars()
    };
    assert_eq!(solve_on(1, false), 3);
    assert_eq!(solve_on(2, false), 2);
    assert_eq!(solve_on(3, false), 1);
    assert_eq!(solve_on(1, true), 2);
    assert_eq!(solve_on(3, true), 1);
}

#[test]
fn state_slugs_are_the_page_contract() {
    assert_eq!(
        [State::Solving, State::Wrong, State::Solved].map(State::slug),
        ["rezolva", "gresit", "rezolvat"]
    );
}

impl PuzzleAttempt {
    fn retry_after_solve_is_ignored(&mut self) -> State {
        self.retry();
        self.state()
    }
}

#[test]
fn the_first_shipped_puzzle_of_each_game_is_solved_by_its_hints() {
    let list = PuzzleList::parse(include_str!("../../../../../assets/probleme.txt")).unwrap();
    for variant in Variant::ALL {
        let Some(p) = list.get(variant, 1) else {
            continue;
        };
        let mut a = PuzzleAttempt::new(p).unwrap();
        while !a.prepare(1_000_000) {}
        let moves = solve_by_hints(&mut a);
        assert_eq!(a.state(), State::Solved, "{}", p.id());
        assert!(
            moves <= u32::from(p.goal.moves())
                || !matches!(p.goal, Goal::MateIn(_) | Goal::FewestJumps(_)),
            "{}",
            p.id()
        );
    }
}
