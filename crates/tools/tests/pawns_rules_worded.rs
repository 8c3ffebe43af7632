//! The tests of `rules::pawns` that word what they check (moved out of the
//! crate, which cannot see the words above it).
use rules::pawns::*;
use rules::testing::{mv, sq};
use rules::*;
use words::{self, Worded};

fn game(sides: Sides, fen: &str) -> PawnGame {
    PawnGame::new(sides, &Setup::parse(fen).unwrap()).unwrap()
}

fn error(sides: Sides, fen: &str) -> String {
    words::setup_error(PawnGame::new(sides, &Setup::parse(fen).unwrap()).unwrap_err())
}

fn targets(game: &PawnGame, from: &str) -> Vec<String> {
    let mut list: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == sq(from))
        .map(|m| m.to.to_string())
        .collect();
    list.sort();
    list
}

#[test]
fn pawn_steps_one_square_forward() {
    // "Pionul merge numai înainte, câte un pătrat. Pionii albi urcă spre
    // linia 8, pionii negri coboară spre linia 1."
    let g = game(Sides::BISHOP, "8/8/8/8/1P6/8/8/7b w");
    assert_eq!(targets(&g, "b4"), ["b5"]);
    let g = game(Sides::KNIGHT, "8/8/8/6p1/8/8/8/N7 b");
    assert_eq!(targets(&g, "g5"), ["g4"]);
}

#[test]
fn pawn_double_step_only_from_the_start_rank() {
    // "pionul de pe b2 poate merge pe b3 sau pe b4."
    let g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
    assert_eq!(targets(&g, "b2"), ["b3", "b4"]);
    let g = game(Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6N1 b");
    assert_eq!(targets(&g, "g7"), ["g5", "g6"]);
    // Not from rank 3.
    let g = game(Sides::BISHOP, "8/8/8/8/8/1P6/8/7b w");
    assert_eq!(targets(&g, "b3"), ["b4"]);
}

#[test]
fn double_step_needs_both_squares_empty() {
    // "Nici pasul dublu nu se poate face dacă unul dintre cele două pătrate este ocupat."
    let g = game(Sides::ROOK, "8/8/8/8/1r6/8/1P6/8 w");
    assert_eq!(targets(&g, "b2"), ["b3"]);
    let g = game(Sides::ROOK, "8/8/8/8/8/1r6/1P6/8 w");
    assert_eq!(targets(&g, "b2"), Vec::<String>::new());
}

#[test]
fn pawn_is_blocked_and_never_captures_straight() {
    // "dacă pe pătratul din fața lui stă piesa adversarului, pionul nu mai
    // poate merge înainte. El nu poate captura drept înainte."
    let g = game(Sides::QUEEN, "8/8/8/3q4/3P4/8/P7/8 w");
    assert_eq!(targets(&g, "d4"), Vec::<String>::new());
    assert_eq!(targets(&g, "a2"), ["a3", "a4"]);
}

#[test]
fn pawns_capture_only_the_piece_diagonally_and_win() {
    // "Pionul alb de pe b4 poate captura o piesă de pe a5 sau de pe c5."
    // "Pionii câștigă și dacă un pion capturează piesa."
    let mut g = game(Sides::BISHOP, "8/8/8/2b5/1P6/8/8/8 w");
    assert_eq!(targets(&g, "b4"), ["b5", "c5"]);
    assert_eq!(g.notation(mv("b4", "c5")), "bxc5");
    g.play(mv("b4", "c5")).unwrap();
    let out = g.outcome().unwrap();
    assert_eq!(out.winner, Some(Color::White));
    assert_eq!(words::reason(out.ending), "Un pion a capturat piesa.");
    assert!(g.legal_moves().is_empty());
    // Black pawns capture downwards: "g7 … f6 sau h6".
    let g = game(Sides::KNIGHT, "8/6p1/7N/8/8/8/8/8 b");
    assert_eq!(targets(&g, "g7"), ["g5", "g6", "h6"]);
}

#[test]
fn piece_moves_as_in_chess_and_sliders_do_not_jump() {
    // "Nebunul și turnul nu pot sări peste pioni. Dacă un pion le stă în
    // cale, îl pot captura, dar nu pot trece mai departe de el."
    let g = game(Sides::BISHOP, "2b5/8/4P3/8/8/8/8/8 b");
    assert_eq!(targets(&g, "c8"), ["a6", "b7", "d7", "e6"]);
    // "Calul de pe g1 poate sări pe e2, f3 sau h3."
    let g = game(Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6N1 w");
    assert_eq!(targets(&g, "g1"), ["e2", "f3", "h3"]);
    // "Turnul de pe h8 poate merge pe linia 8 … sau pe coloana h".
    let g = game(Sides::ROOK, "7r/8/8/8/8/8/PPPPP3/8 b");
    assert_eq!(targets(&g, "h8").len(), 14);
    let g = game(Sides::ROOK, "5P1r/8/8/8/8/8/8/8 b");
    assert!(!targets(&g, "h8").contains(&"e8".to_string()));
}

#[test]
fn piece_captures_a_pawn_by_landing_on_it() {
    // "Ca să capturezi cu dama, o pui exact pe pătratul pionului, iar pionul iese de pe tablă."
    let mut g = game(Sides::QUEEN, "3q4/8/8/8/8/3P4/P7/8 b");
    assert_eq!(g.notation(mv("d8", "d3")), "Dxd3");
    assert_eq!(g.notation(mv("d8", "d5")), "Dd5");
    g.play(mv("d8", "d3")).unwrap();
    assert_eq!(g.progress_text(), ["Pioni rămași: 1 din 2"]);
    assert_eq!(g.board().piece_at(sq("d3")).unwrap().role, Role::Queen);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.moves_made(Color::Black), 1);
    assert_eq!(g.moves_made(Color::White), 0);
}

#[test]
fn defended_pawn_taken_loses_the_piece() {
    // "pionii albi stau pe a2, b3 și c2 … Dacă dama îl capturează pe b3,
    // albul răspunde axb3 sau cxb3 și dama iese de pe tablă."
    let mut g = game(Sides::QUEEN, "1q6/8/8/8/8/1P6/P1P5/8 b");
    g.play(mv("b8", "b3")).unwrap();
    assert_eq!(targets(&g, "a2"), ["a3", "a4", "b3"]);
    assert_eq!(g.notation(mv("a2", "b3")), "axb3");
    g.play(mv("c2", "b3")).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
}

#[test]
fn no_promotion_and_no_en_passant() {
    // "În jocul nostru pionul rămâne pion. Nu se transformă în damă."
    let mut g = game(Sides::QUEEN, "8/1P6/8/8/8/8/8/7q w");
    g.play(mv("b7", "b8")).unwrap();
    assert_eq!(
        g.board().piece_at(sq("b8")),
        Some(Piece::new(Color::White, Role::Pawn))
    );
    let promo = Move {
        promotion: Some(Role::Queen),
        ..mv("b7", "b8")
    };
    let g2 = game(Sides::QUEEN, "8/1P6/8/8/8/8/8/7q w");
    assert!(!g2.position().is_legal(promo));
    // A pawn that passed by with a double step cannot be taken "en passant"
    // (only the piece is ever captured, and pawns never capture each other).
    let g = game(Sides::KNIGHT, "8/5p2/8/6N1/8/8/8/8 b");
    assert_eq!(targets(&g, "f7"), ["f5", "f6"]);
}

#[test]
fn last_rank_grace_capture_goes_on() {
    // "pionul alb ajunge pe c8. Nebunul negru stă pe f5, iar pătratele e6 și
    // d7 sunt libere. Nebunul … capturează pionul de pe c8. Jocul continuă."
    let mut g = game(Sides::BISHOP, "8/2P5/8/5b2/8/P7/8/8 w");
    g.play(mv("c7", "c8")).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.highlights().last_rank, Some(sq("c8")));
    assert_eq!(
        g.notice_text().as_deref(),
        Some("Pionul a ajuns pe ultima linie — piesa mai are o singură mutare!")
    );
    // Every bishop move is still offered: the child may blunder.
    assert_eq!(
        g.legal_moves().len(),
        Position::piece_targets(&g.position()).count() as usize
    );
    assert!(g.legal_moves().len() > 1);
    g.play(mv("f5", "c8")).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.highlights().last_rank, None);
    assert_eq!(g.notice_text(), None);
    assert_eq!(g.turn(), Color::White);
}

#[test]
fn last_rank_grace_other_move_loses() {
    // "Dacă nu îl capturează, câștigă pionii."
    let mut g = game(Sides::BISHOP, "8/2P5/8/5b2/8/P7/8/8 w");
    g.play(mv("c7", "c8")).unwrap();
    g.play(mv("f5", "e6")).unwrap();
    let out = g.outcome().unwrap();
    assert_eq!(out.winner, Some(Color::White));
    assert_eq!(
        words::reason(out.ending),
        "Pionul de pe c8 a ajuns pe ultima linie și piesa nu l-a capturat."
    );
    assert_eq!(g.highlights().last_rank, Some(sq("c8")));
}

#[test]
fn last_rank_bishop_on_h7_cannot_reach_c8() {
    // "Dacă nebunul ar fi stat pe h7, n-ar fi putut ajunge pe c8 dintr-o
    // mutare și ar fi câștigat pionii."
    let mut g = game(Sides::BISHOP, "8/2P4b/8/8/8/8/8/8 w");
    g.play(mv("c7", "c8")).unwrap();
    assert!(g.outcome().is_none());
    assert!(!targets(&g, "h7").contains(&"c8".to_string()));
    let any = g.legal_moves()[0];
    g.play(any).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
}

#[test]
fn the_c8_bishop_never_reaches_b8() {
    // "nebunul nu poate captura niciodată un pion pe b8."
    assert!(!sq("b8").is_light() && sq("c8").is_light());
    let mut g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
    let mut rng = rules::game::Rng::new(5);
    for _ in 0..2000 {
        if g.outcome().is_some() {
            g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
        }
        let moves = g.legal_moves();
        let m = moves[rng.below(moves.len())];
        if g.turn() == Color::Black {
            assert!(m.to.is_light());
        }
        g.play(m).unwrap();
    }
}

#[test]
fn queen_examples_on_b8() {
    // "un pion alb ajunge pe b8, iar dama neagră stă pe d8 … c8 este liber"
    let g = game(Sides::QUEEN, "1P1q4/8/8/8/8/8/P7/8 b");
    assert!(targets(&g, "d8").contains(&"b8".to_string()));
    let mut g2 = g.clone();
    g2.play(mv("d8", "b8")).unwrap();
    assert_eq!(g2.outcome(), None);
    // "Dacă pe c8 ar fi stat un alt pion alb … ar fi câștigat pionii."
    // (Two pawns cannot stand on rank 8 at once, so the c8 pawn arrives second.)
    let mut g = game(Sides::QUEEN, "3q4/1PP5/8/8/8/8/8/8 w");
    g.play(mv("b7", "b8")).unwrap();
    g.play(mv("d8", "d7")).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
    let mut g = game(Sides::QUEEN, "1P1q4/2P5/8/8/8/8/8/8 b");
    g.play(mv("d8", "b8")).unwrap();
    g.play(mv("c7", "c8")).unwrap();
    assert!(targets(&g, "b8").contains(&"c8".to_string()));
    // With the c8 pawn in the way the queen on d8 cannot reach b8.
    let blocked = Position {
        pawns: Bitboard::from_square(sq("b8")).with(sq("c8")),
        piece: sq("d8"),
        role: Role::Queen,
        pawn_color: Color::White,
        pawns_to_move: false,
        pending: Some(sq("b8")),
    };
    assert!(!blocked.piece_targets().contains(sq("b8")));
    for m in blocked.legal_moves().as_slice() {
        assert_eq!(
            blocked.play_unchecked(*m),
            Step::Over(Ending::LastRank(sq("b8")))
        );
    }
    // "pion alb pe b8, dama pe d7 … Câștigă pionii."
    let mut g = game(Sides::QUEEN, "1P6/3q4/8/8/8/8/P7/8 b");
    assert!(!targets(&g, "d7").contains(&"b8".to_string()));
    let any = g.legal_moves()[0];
    g.play(any).unwrap();
    assert_eq!(
        g.reason_text().unwrap(),
        "Pionul de pe b8 a ajuns pe ultima linie și piesa nu l-a capturat."
    );
}

#[test]
fn stuck_pawns_lose() {
    // "a mai rămas un singur pion alb, pe a5. Nebunul negru stă pe a6 …
    // Pionii nu au nicio mutare, deci câștigă nebunul."
    let g = game(Sides::BISHOP, "8/8/b7/P7/8/8/8/8 w");
    let out = g.outcome().unwrap();
    assert_eq!(out.winner, Some(Color::Black));
    assert_eq!(words::reason(out.ending), "Pionii nu mai au nicio mutare.");
    assert!(g.legal_moves().is_empty());
    // Reached by a move, too.
    let mut g = game(Sides::BISHOP, "8/1b6/8/P7/8/8/8/8 b");
    g.play(mv("b7", "a6")).unwrap();
    assert_eq!(g.reason_text().unwrap(), "Pionii nu mai au nicio mutare.");
}

#[test]
fn all_pawns_captured_wins_for_the_piece() {
    // "Piesa câștigă dacă a capturat toți pionii".
    let mut g = game(Sides::ROOK, "7r/8/8/8/8/8/7P/8 b");
    g.play(mv("h8", "h2")).unwrap();
    let out = g.outcome().unwrap();
    assert_eq!(out.winner, Some(Color::Black));
    assert_eq!(words::reason(out.ending), "Piesa a capturat toți pionii.");
    assert_eq!(g.progress_text(), ["Pioni rămași: 0 din 1"]);
}

#[test]
fn every_piece_always_has_a_move() {
    // "Dacă piesa este la mutare și nu are nicio mutare … ea sare rândul."
    // That never happens: wherever the piece stands, even with a pawn on
    // every other square, it can capture one next to it.
    for role in [Role::Bishop, Role::Knight, Role::Rook, Role::Queen] {
        for piece in Square::ALL {
            let pos = Position {
                pawns: Bitboard(u64::MAX).without(piece),
                piece,
                role,
                pawn_color: Color::White,
                pawns_to_move: false,
                pending: None,
            };
            assert!(!pos.piece_targets().is_empty(), "{role:?} on {piece}");
            assert!(!pos.legal_moves().is_empty(), "{role:?} on {piece}");
        }
    }
}

#[test]
fn custom_positions_are_checked() {
    assert_eq!(
        error(Sides::BISHOP, "2b5/8/8/8/8/1P6/1P6/8 w"),
        "Pe coloana b sunt doi pioni."
    );
    assert_eq!(
        error(Sides::BISHOP, "2b5/8/8/8/8/8/8/P7 w"),
        "Un pion alb nu poate sta pe linia 1."
    );
    assert_eq!(
        error(Sides::KNIGHT, "p7/8/8/8/8/8/8/6N1 w"),
        "Un pion negru nu poate sta pe linia 8."
    );
    assert_eq!(
        error(Sides::BISHOP, "2b5/8/8/8/8/8/PPPP4/8 w"),
        "În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi."
    );
    assert_eq!(
        error(Sides::BISHOP, "2bb4/8/8/8/8/8/PPP5/8 w"),
        "În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi."
    );
    assert_eq!(
        error(Sides::QUEEN, "8/8/8/8/8/8/PPPPPPPP/8 w"),
        "În acest joc trebuie să fie o singură damă neagră și cel mult 8 pioni albi."
    );
    assert_eq!(
        error(Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6n1 w"),
        "În acest joc trebuie să fie un singur cal alb și cel mult 3 pioni negri."
    );
    // A king or a pawn of the wrong colour is not allowed either; nor no pawns.
    assert!(error(Sides::ROOK, "4k2r/8/8/8/8/8/PPPPP3/8 w").starts_with("În acest joc"));
    assert!(error(Sides::ROOK, "7r/p7/8/8/8/8/PPPP4/8 w").starts_with("În acest joc"));
    assert!(error(Sides::ROOK, "7r/8/8/8/8/8/8/8 w").starts_with("În acest joc"));
    // A pawn already on its last rank: only with the piece to move.
    assert_eq!(
        error(Sides::BISHOP, "P7/8/8/8/8/8/8/7b w"),
        "Pionul de pe a8 este deja pe ultima linie, deci la mutare trebuie să fie nebunul."
    );
    let g = game(Sides::BISHOP, "P7/8/8/8/8/8/8/7b b");
    assert_eq!(g.highlights().last_rank, Some(sq("a8")));
    // Other files are fine, one pawn per file.
    let g = game(Sides::BISHOP, "2b5/8/8/8/8/8/5PPP/8 w");
    assert_eq!(g.start_files(), 0b1110_0000);
    assert!(g.outcome().is_none());
}

#[test]
fn start_positions() {
    for (v, fen, moves) in [
        (Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w", 6),
        (Sides::KNIGHT, "8/5ppp/8/8/8/8/8/6N1 w", 3),
        (Sides::ROOK, "7r/8/8/8/8/8/PPPPP3/8 w", 10),
        (Sides::QUEEN, "3q4/8/8/8/8/8/PPPPPPPP/8 w", 16),
    ] {
        let g = game(v, fen);
        assert_eq!(g.legal_moves().len(), moves, "{v:?}");
        assert_eq!(g.turn(), Color::White);
        assert!(g.outcome().is_none() && g.notice_text().is_none());
    }
}

#[test]
fn illegal_moves_are_refused_unchanged() {
    let mut g = game(Sides::BISHOP, "2b5/8/8/8/8/8/PPP5/8 w");
    let before = g.board().clone();
    assert!(g.play(mv("c8", "f5")).is_err());
    assert!(g.play(mv("b2", "b5")).is_err());
    assert_eq!(g.board(), &before);
    assert_eq!(g.moves_made(Color::White), 0);
}

#[test]
fn round_summary_counts_moves() {
    let mut g = game(Sides::ROOK, "7r/8/8/8/8/8/7P/8 b");
    g.play(mv("h8", "h2")).unwrap();
    assert_eq!(
        g.summary_text(Color::Black).as_deref(),
        Some("Ai câștigat repriza în 1 mutare.")
    );
    assert_eq!(
        g.summary_text(Color::White).as_deref(),
        Some("Ai pierdut repriza fără să muți.")
    );
}
