//! The tests of `rules::knight_race` that word what they check (moved out of the
//! crate, which cannot see the words above it).
use rules::bitboard::knight_attacks;
use rules::knight_race::*;
use rules::square::Piece;
use rules::testing::{mv, sq};
use rules::*;
use words::{self, Worded, moves_ro};

/// A race from a list such as `"Nh8 na1 pf7 Pc2"` (upper case white).
fn race(pieces: &str, turn: Color) -> Result<KnightRace, String> {
    race_setup(pieces, turn).map_err(words::setup_error)
}

fn race_setup(pieces: &str, turn: Color) -> Result<KnightRace, SetupError> {
    let mut board = Board::empty();
    for item in pieces.split_whitespace() {
        let mut chars = item.chars();
        let piece = Piece::from_fen_char(chars.next().unwrap()).unwrap();
        board.set(sq(chars.as_str()), piece);
    }
    KnightRace::new(&Setup {
        board,
        turn,
        castling: None,
    })
}

fn destinations(race: &KnightRace) -> Vec<String> {
    let mut list: Vec<String> = race
        .legal_moves()
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    list.sort();
    list
}

#[test]
fn start_matches_the_rules() {
    // "Cine joacă cu albul mută calul alb de pe e8. Cine joacă cu negrul mută calul negru de pe e1."
    let race = rules::testing::knight_race_start();
    assert_eq!(race.knight(Color::White), sq("e8"));
    assert_eq!(race.knight(Color::Black), sq("e1"));
    // "Fiecare are de capturat 14 piese".
    assert_eq!(race.total(Color::White), 14);
    assert_eq!(race.total(Color::Black), 14);
    assert!(!race.targets(Color::White).contains(sq("e1")));
    assert!(race.targets(Color::White).contains(sq("g8")));
    // "Tot de pe e8 poate ajunge pe f6, c7 sau g7" (and d6).
    assert_eq!(destinations(&race), ["c7", "d6", "f6", "g7"]);
    assert_eq!(race.outcome(), None);
    assert_eq!(race.notice_text(), None);
}

#[test]
fn white_moves_first() {
    // "Albul mută primul."
    let mut race = rules::testing::knight_race_start();
    assert_eq!(race.turn(), Color::White);
    assert_eq!(race.play(mv("e1", "d3")), Err(IllegalMove(mv("e1", "d3"))));
    race.play(mv("e8", "d6")).unwrap();
    assert_eq!(race.turn(), Color::Black);
    assert!(race.play(mv("d6", "b5")).is_err());
    race.play(mv("e1", "c2")).unwrap();
    assert_eq!(race.turn(), Color::White);
    assert_eq!(race.moves_made(Color::White), 1);
    assert_eq!(race.moves_made(Color::Black), 1);
    assert_eq!(race.captured(Color::Black), 1);
}

#[test]
fn no_landing_on_own_pieces_nor_on_the_other_knight() {
    // "Nu poți sări pe o piesă de culoarea ta. Cei doi cai nu se pot captura
    // unul pe altul și nu pot sta pe același pătrat."
    let mut race = race("Nd5 ne3 Pc3 pf6", Color::White).unwrap();
    assert_eq!(destinations(&race), ["b4", "b6", "c7", "e7", "f4", "f6"]);
    assert!(race.play(mv("d5", "c3")).is_err());
    assert!(race.play(mv("d5", "e3")).is_err());
    // Nor a move by a piece other than the special knight.
    assert!(race.play(mv("c3", "c4")).is_err());
    race.play(mv("d5", "b4")).unwrap();
    // The black knight on e3: d5 is free now, f5/g4/g2/f1/d1/c2/c4 empty.
    assert!(!destinations(&race).contains(&"b4".to_string()));
    assert!(destinations(&race).contains(&"d5".to_string()));
}

#[test]
fn a_knight_without_a_jump_passes() {
    // "Dacă un cal nu are nicio săritură posibilă … el pierde rândul și mută celălalt cal."
    let mut race = race("Nh8 Ph1 na1 pb3 pc2", Color::White).unwrap();
    race.play(mv("h8", "g6")).unwrap();
    assert_eq!(race.turn(), Color::White);
    assert_eq!(
        race.notice_text().as_deref(),
        Some("Calul negru nu are nicio săritură și pierde rândul.")
    );
    assert_eq!(race.moves_made(Color::Black), 0);
    assert_eq!(race.outcome(), None);
    race.play(mv("g6", "h8")).unwrap();
    assert_eq!(race.turn(), Color::White);
}

#[test]
fn both_knights_stuck_is_a_draw() {
    // "Dacă niciunul nu poate sări, repriza se termină la egalitate."
    let race = race("Nh8 Pf7 Pg6 na1 pb3 pc2", Color::White).unwrap();
    let outcome = race.outcome().unwrap();
    assert_eq!(outcome.winner, None);
    assert!(words::reason(outcome.ending).contains("Niciun cal"));
    assert!(race.legal_moves().is_empty());
}

#[test]
fn black_gets_one_last_move_and_draws_by_completing() {
    // "când albul capturează ultima piesă neagră, negrul mai primește o ultimă
    // mutare … Dacă negrul capturează și el ultima piesă albă cu această
    // mutare, repriza se termină la egalitate. Dacă nu, câștigă albul."
    let mut race = race("Nh8 Pc2 Pe1 na1 pf7 pd8", Color::White).unwrap();
    race.play(mv("h8", "f7")).unwrap();
    race.play(mv("a1", "c2")).unwrap();
    race.play(mv("f7", "d8")).unwrap();
    assert!(race.finished(Color::White));
    assert_eq!(race.outcome(), None);
    assert_eq!(race.turn(), Color::Black);
    assert_eq!(
        race.notice_text().as_deref(),
        Some(
            "Albul a capturat toate cele 2 piese! Negrul mai are o ultimă mutare pentru egalitate."
        )
    );
    let mut lost = race.clone();
    race.play(mv("c2", "e1")).unwrap();
    let outcome = race.outcome().unwrap();
    assert_eq!(outcome.winner, None);
    assert_eq!(
        words::reason(outcome.ending),
        "Calul negru a capturat și el, cu ultima mutare, toate cele 2 piese albe."
    );
    assert_eq!(race.moves_made(Color::White), race.moves_made(Color::Black));
    assert!(race.legal_moves().is_empty());
    // Any other last move: white wins.
    lost.play(mv("c2", "a3")).unwrap();
    let outcome = lost.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::White));
    assert!(
        words::reason(outcome.ending).contains("nu a mai putut termina"),
        "{}",
        words::reason(outcome.ending)
    );
    assert!(lost.legal_moves().is_empty());
}

#[test]
fn black_completing_first_wins_at_once() {
    // "Dacă negrul termină primul, câștigă negrul."
    let mut race = race("Nh8 Pc2 na1 pf7 pa7", Color::White).unwrap();
    race.play(mv("h8", "f7")).unwrap();
    race.play(mv("a1", "c2")).unwrap();
    let outcome = race.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Color::Black));
    assert_eq!(
        words::reason(outcome.ending),
        "Calul negru a capturat primul singura piesă albă."
    );
    assert!(race.legal_moves().is_empty());
    assert!(race.play(mv("f7", "d8")).is_err());
}

#[test]
fn notation_progress_and_summary_speak_romanian() {
    let mut race = rules::testing::knight_race_start();
    assert_eq!(race.notation(mv("e8", "d6")), "Cd6");
    assert_eq!(race.notation(mv("e8", "g7")), "Cxg7");
    race.play(mv("e8", "g7")).unwrap();
    assert_eq!(
        race.progress_text(),
        [
            "Calul alb: capturate 1 / 14, 1 mutare",
            "Calul negru: capturate 0 / 14, 0 mutări"
        ]
    );
    let best = race.shortest_from_start(Color::Black).unwrap();
    assert_eq!(
        race.summary_text(Color::Black).unwrap(),
        format!(
            "Ai capturat 0 din 14 piese; drumul cel mai scurt posibil are {}.",
            moves_ro(best)
        )
    );
    assert_eq!(moves_ro(0), "0 mutări");
    assert_eq!(moves_ro(20), "20 de mutări");
    assert_eq!(moves_ro(100), "100 de mutări");
}

#[test]
fn setups_without_special_knights_are_refused() {
    let normal = Setup::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w").unwrap();
    let err = words::setup_error(KnightRace::new(&normal).unwrap_err());
    assert!(err.contains("Calul alb special lipsește"), "{err}");
    assert!(
        race("Nh8 Nh7 na1 pf7 Pc2", Color::White)
            .unwrap_err()
            .contains("unul singur")
    );
    assert!(
        race("Nh8 na1 Pc2", Color::White)
            .unwrap_err()
            .contains("între 1 și 14")
    );
    // Black may start a custom round; then white gets the last move.
    let mut race = race("Nh8 Pc2 na1 pf7", Color::Black).unwrap();
    race.play(mv("a1", "c2")).unwrap();
    assert_eq!(race.outcome(), None);
    assert!(
        race.notice_text()
            .unwrap()
            .starts_with("Negrul a capturat singura piesă!")
    );
    race.play(mv("h8", "f7")).unwrap();
    assert_eq!(race.outcome().unwrap().winner, None);
}

/// The plain breadth-first search over (square, captured set), one state
/// at a time: a cross-check of the layered one.
fn plain_shortest_route(knight: Square, targets: Bitboard, blocked: Bitboard) -> Option<u32> {
    let list: Vec<Square> = targets.iter().collect();
    let full = (1usize << list.len()) - 1;
    let bit = |sq: Square| list.iter().position(|&t| t == sq).map_or(0, |i| 1 << i);
    let mut seen = vec![false; 64 << list.len()];
    let mut queue = std::collections::VecDeque::from([(knight, 0usize, 0u32)]);
    seen[knight.index()] = true;
    while let Some((sq, set, depth)) = queue.pop_front() {
        if set == full {
            return Some(depth);
        }
        for to in (knight_attacks(sq) & !blocked).iter() {
            let grown = set | bit(to);
            if !seen[(grown << 6) | to.index()] {
                seen[(grown << 6) | to.index()] = true;
                queue.push_back((to, grown, depth + 1));
            }
        }
    }
    None
}

#[test]
fn layered_search_agrees_with_the_plain_search() {
    let mut rng = rules::game::Rng::new(9);
    for _ in 0..200 {
        let knight = Square::ALL[rng.below(64)];
        let mut targets = Bitboard::EMPTY;
        let mut blocked = Bitboard::EMPTY;
        for _ in 0..rng.below(8) {
            targets = targets.with(Square::ALL[rng.below(64)]);
        }
        for _ in 0..rng.below(20) {
            blocked = blocked.with(Square::ALL[rng.below(64)]);
        }
        let targets = targets.without(knight) & !blocked;
        let blocked = blocked.without(knight);
        assert_eq!(
            shortest_route(knight, targets, blocked),
            plain_shortest_route(knight, targets, blocked),
            "{knight} {targets:?} {blocked:?}"
        );
    }
    let race = rules::testing::knight_race_start();
    let targets = race.targets(Color::White);
    let blocked = race
        .own_pieces(Color::White)
        .with(race.knight(Color::Black));
    assert_eq!(
        plain_shortest_route(race.knight(Color::White), targets, blocked),
        race.shortest_from_start(Color::White)
    );
}

#[test]
fn exact_shortest_routes_from_the_start() {
    let race = rules::testing::knight_race_start();
    let white = race.shortest_from_start(Color::White).unwrap();
    let black = race.shortest_from_start(Color::Black).unwrap();
    // The position is symmetric (mirror ranks, colours swapped), and the
    // independent breadth-first search above finds the same 19 jumps.
    assert_eq!(white, black);
    assert_eq!(white, 19);
    let blocked = race
        .own_pieces(Color::White)
        .with(race.knight(Color::Black));
    let targets = race.targets(Color::White);
    assert_eq!(
        plain_shortest_route(race.knight(Color::White), targets, blocked),
        Some(19)
    );
}
