//! The simulated children of the level ladder (issue 19): every move they
//! choose is legal, in every game and on every side, and a seed replays a
//! round exactly.

use sah_in_joaca::engine::children::{Child, child_move, play_round};
use sah_in_joaca::engine::{Color, Level, Rng, Variant};

#[test]
fn every_childs_move_is_legal_until_the_round_ends() {
    for variant in Variant::ALL {
        for child in Child::ALL {
            for seed in 0..3u64 {
                let mut game = variant.new_game(&variant.start_setup()).unwrap();
                let mut rng = Rng::new(seed);
                let mut plies = 0;
                // Both sides played by the child: every kind of position is met.
                while game.outcome().is_none() {
                    let mv = child_move(variant, child, game.as_ref(), &mut rng)
                        .expect("a move while the round is on");
                    assert!(
                        game.legal_moves().contains(&mv),
                        "{variant:?} {child:?}: {mv:?}"
                    );
                    game.play(mv).unwrap();
                    plies += 1;
                    assert!(plies < 1_000, "{variant:?} {child:?} never ends");
                }
            }
        }
    }
}

#[test]
fn a_seed_replays_a_round_and_no_child_misses_a_win_on_the_spot() {
    for variant in [
        Variant::KnightRace,
        Variant::QueenVsPawns,
        Variant::KingHunt,
    ] {
        let a = play_round(variant, Child::BookFollower, Color::White, Level::Medium, 3);
        assert_eq!(
            a,
            play_round(variant, Child::BookFollower, Color::White, Level::Medium, 3)
        );
        assert!(a.child_moves > 0);
    }
    // A win on the spot (the last pawn taken) is never missed.
    let setup = sah_in_joaca::engine::Setup::parse("8/8/8/8/8/8/3p4/1N6_w").unwrap();
    let game = Variant::KnightVsPawns.new_game(&setup).unwrap();
    let mv = child_move(
        Variant::KnightVsPawns,
        Child::Beginner,
        game.as_ref(),
        &mut Rng::new(1),
    )
    .unwrap();
    assert_eq!(mv.to.to_string(), "d2");
}

#[test]
fn the_levels_mix_legal_moves_greu_never_and_no_level_misses_a_win_on_the_spot() {
    use sah_in_joaca::engine::variant::LevelMix;
    for variant in Variant::ALL {
        for color in Color::BOTH {
            assert_eq!(
                variant.level_mix(color, Level::Hard),
                LevelMix::own(),
                "{variant:?}"
            );
        }
    }
    // The pawn on d2 takes the knight: even a wholly careless level sees it.
    let setup = sah_in_joaca::engine::Setup::parse("8/8/8/8/8/8/3p4/2N5_b").unwrap();
    let game = Variant::KnightVsPawns.new_game(&setup).unwrap();
    let careless = LevelMix {
        careless: 100,
        gifts: 0,
        hard: 0,
    };
    for seed in 0..20 {
        let mv = careless
            .robot_move(game.as_ref(), Level::Easy, seed)
            .unwrap();
        assert_eq!(mv.to.to_string(), "c1");
    }
    // Every mixed move of every level is legal, all round long.
    for variant in Variant::ALL {
        let mut game = variant.new_game(&variant.start_setup()).unwrap();
        let mut ply = 0u64;
        while game.outcome().is_none() && ply < 300 {
            let level = Level::ALL[(ply % 3) as usize];
            let mv = variant.robot_move(game.as_ref(), level, ply).unwrap();
            assert!(
                game.legal_moves().contains(&mv),
                "{variant:?} {level:?} {mv:?}"
            );
            game.play(mv).unwrap();
            ply += 1;
        }
    }
}
