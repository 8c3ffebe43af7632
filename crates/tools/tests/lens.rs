//! The lens ("👓"): the rules text's advice made visible, checked on the
//! rules' own examples.

use engine::{Bitboard, Setup, Square, Variant};

fn squares(names: &str) -> Bitboard {
    names
        .split_whitespace()
        .map(|n| Square::parse(n).unwrap())
        .collect()
}

fn lens(variant: Variant, fen: &str) -> engine::Lens {
    let game = variant.new_game(&Setup::parse(fen).unwrap()).unwrap();
    game.lens().expect("this game has a lens")
}

#[test]
fn a_pawn_on_b3_defends_c4_and_attacks_a4_and_c4() {
    // "pionul de pe b3 apără pătratele a4 și c4": the pawn on c4 is defended.
    let l = lens(Variant::BishopVsPawns, "8/8/8/8/2P5/1P6/8/2b5 b");
    assert_eq!(l.defended, squares("c4"));
    assert_eq!(l.undefended, squares("b3"));
    assert_eq!(l.attacked, squares("a4 c4 b5 d5"));
}

#[test]
fn black_pawns_attack_downwards() {
    // The knight game's pawns at the start: f7, g7, h7, none defended.
    let l = lens(Variant::KnightVsPawns, "8/5ppp/8/8/8/8/8/6N1 w");
    assert_eq!(l.defended, Bitboard::EMPTY);
    assert_eq!(l.undefended, squares("f7 g7 h7"));
    assert_eq!(l.attacked, squares("e6 f6 g6 h6"));
    // A pawn defends the squares diagonally in front of it: g7 defends f6
    // and h6, and nothing defends g7.
    let l = lens(Variant::KnightVsPawns, "8/6p1/5p1p/8/8/8/8/6N1 w");
    assert_eq!(l.defended, squares("f6 h6"));
    assert_eq!(l.undefended, squares("g7"));
}

#[test]
fn the_king_hunt_lens_is_the_black_kings_cage() {
    // Mate in one (Dg7#): before it, the queen on the g file and the king
    // on f6 shut g8 and g7; h7 is the king's only way out.
    let l = lens(Variant::KingHunt, "7k/8/5K2/8/8/8/8/6Q1 w");
    let cage = l.attacked;
    for sq in ["g8", "g7", "e7", "g5"] {
        assert!(cage.contains(Square::parse(sq).unwrap()), "{sq}");
    }
    assert!(!cage.contains(Square::parse("h7").unwrap()));
    assert!(
        !cage.contains(Square::parse("f6").unwrap()),
        "white's own squares are not marked"
    );
    assert_eq!(l.defended, Bitboard::EMPTY);
    assert!(
        Variant::KnightRace
            .new_game(&Variant::KnightRace.start_setup())
            .unwrap()
            .lens()
            .is_none()
    );
}

/// Plays `moves` ("e3f5 …") from `fen` and returns the lens after them.
fn lens_after(variant: Variant, fen: &str, moves: &str) -> engine::Lens {
    let mut game = variant.new_game(&Setup::parse(fen).unwrap()).unwrap();
    for m in moves.split_whitespace() {
        let sq = |s: &str| Square::parse(s).unwrap();
        game.play(engine::Move::new(sq(&m[..2]), sq(&m[2..])))
            .unwrap();
    }
    assert!(game.outcome().is_some(), "the round is over");
    game.lens().expect("this game has a lens")
}

#[test]
fn a_finished_round_shows_the_pawns_on_the_board() {
    // The knight takes the last pawn: f5's stripes on e4 and g4 go with it.
    assert_eq!(
        lens(Variant::KnightVsPawns, "8/8/8/5p2/8/4N3/8/8 w").attacked,
        squares("e4 g4")
    );
    assert_eq!(
        lens_after(Variant::KnightVsPawns, "8/8/8/5p2/8/4N3/8/8 w", "e3f5"),
        engine::Lens::default()
    );
    // A pawn takes the bishop on the last rank (dxc8): c8 and e8 were
    // attacked from d7; the pawn on c8 attacks nothing.
    let l = lens_after(Variant::BishopVsPawns, "2b5/3P4/8/8/8/8/8/8 w", "d7c8");
    assert_eq!(l.attacked, Bitboard::EMPTY);
    assert_eq!(l.undefended, squares("c8"));
    // The bishop blocks the last pawn, which has lost: its marks stay.
    let l = lens_after(Variant::BishopVsPawns, "8/8/8/8/8/8/P7/2b5 b", "c1a3");
    assert_eq!((l.undefended, l.attacked), (squares("a2"), squares("b3")));
}
