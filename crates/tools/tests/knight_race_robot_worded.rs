//! The tests of `robot::knight_race` that word what they check (moved out of the
//! crate, which cannot see the words above it).
use robot::Robot;
use robot::knight_race::*;
use rules::knight_race::shortest_route;
use rules::testing::sq;
use rules::*;
use words::{self, Worded};

/// Plays only the knight of `color` from the start (the other one stays
/// on its square, as if it passed); the jumps it needed, capped at 400.
fn solo(color: Color, level: Level, seed: u64) -> u32 {
    let mut race = Race::of(&rules::testing::knight_race_start(), color);
    let mut rng = Rng::new(seed);
    let mut jumps = 0;
    while !race.targets.is_empty() && jumps < 400 {
        let Some(to) = race.choose(level, &mut rng) else {
            break;
        };
        assert!(race.jumps().contains(to));
        race = race.after(to);
        jumps += 1;
    }
    jumps
}

#[test]
fn hard_unobstructed_follows_an_exact_shortest_route() {
    let start = rules::testing::knight_race_start();
    for color in Color::BOTH {
        let race = Race::of(&start, color);
        let best = shortest_route(race.knight, race.targets, race.blocked()).unwrap();
        assert_eq!(race.route_length(), Some(best));
        assert_eq!(start.shortest_from_start(color), Some(best));
        for seed in 0..3 {
            assert_eq!(
                solo(color, Level::Hard, seed),
                best,
                "{color:?} seed {seed}"
            );
        }
    }
}

#[test]
fn planner_agrees_with_the_exact_search_on_random_positions() {
    let mut rng = Rng::new(42);
    for _ in 0..60 {
        let mut targets = Bitboard::EMPTY;
        let mut own = Bitboard::EMPTY;
        let knight = Square::ALL[rng.below(64)];
        for _ in 0..7 {
            targets = targets.with(Square::ALL[rng.below(64)]);
        }
        for _ in 0..rng.below(16) {
            own = own.with(Square::ALL[rng.below(64)]);
        }
        let targets = targets.without(knight) & !own;
        let other = Square::ALL[rng.below(64)];
        let race = Race {
            knight,
            targets: targets.without(other),
            own: own.without(knight).without(other),
            other: (other != knight).then_some(other),
        };
        assert_eq!(
            race.route_length(),
            shortest_route(race.knight, race.targets, race.blocked()),
            "{race:?}"
        );
    }
}

#[test]
fn weaker_levels_take_longer_routes() {
    let mut average = [0.0; 3];
    for (i, level) in Level::ALL.into_iter().enumerate() {
        let mut total = 0;
        for seed in 0..12 {
            for color in Color::BOTH {
                let jumps = solo(color, level, seed);
                assert!(jumps < 400, "{level:?} never finished");
                total += jumps;
            }
        }
        average[i] = f64::from(total) / 24.0;
    }
    let [easy, medium, hard] = average;
    assert!(easy > medium + 1.0 && medium > hard + 1.0, "{average:?}");
}

#[test]
fn robots_finish_whole_rounds_at_every_level() {
    for white in Level::ALL {
        for black in Level::ALL {
            for seed in 0..2 {
                let mut game = rules::testing::knight_race_start();
                let mut plies = 0;
                while game.outcome().is_none() {
                    let level = match game.turn() {
                        Color::White => white,
                        Color::Black => black,
                    };
                    let mv = game.robot_move(level, seed * 1000 + plies).unwrap();
                    game.play(mv).unwrap();
                    plies += 1;
                    assert!(plies < 600, "{white:?} against {black:?} never ended");
                }
                assert!(game.robot_move(Level::Hard, 0).is_none());
                let outcome = game.outcome().unwrap();
                assert!(!words::reason(outcome.ending).is_empty());
            }
        }
    }
}

#[test]
fn white_completing_first_announces_the_last_move() {
    let mut game = rules::testing::knight_race_start();
    while game.outcome().is_none() {
        let level = match game.turn() {
            Color::White => Level::Hard,
            Color::Black => Level::Easy,
        };
        let mv = game.robot_move(level, 7).unwrap();
        game.play(mv).unwrap();
        if game.finished(Color::White) && game.outcome().is_none() {
            assert_eq!(
                game.notice_text().as_deref(),
                Some(
                    "Albul a capturat toate cele 14 piese! Negrul mai are o ultimă mutare pentru egalitate."
                )
            );
        }
    }
    assert_eq!(game.outcome().unwrap().winner, Some(Color::White));
    let summary = game.summary_text(Color::White).unwrap();
    assert!(summary.starts_with("Ai terminat cursa în "), "{summary}");
}

#[test]
fn robot_is_deterministic_and_plans_around_the_other_knight() {
    let game = rules::testing::knight_race_start();
    for level in Level::ALL {
        assert_eq!(game.robot_move(level, 5), game.robot_move(level, 5));
    }
    // No jump at all: no choice.
    let stuck = Race {
        knight: sq("a1"),
        targets: Bitboard::from_square(sq("h8")),
        own: Bitboard::EMPTY.with(sq("c2")),
        other: Some(sq("b3")),
    };
    assert!(stuck.jumps().is_empty());
    assert_eq!(stuck.choose(Level::Hard, &mut Rng::new(1)), None);
    // h8 reachable only through g6, where the other knight stands: no exact
    // route now, but the robot heads there (the other knight will move).
    let walled = Race {
        knight: sq("a1"),
        targets: Bitboard::from_square(sq("h8")),
        own: Bitboard::from_square(sq("f7")),
        other: Some(sq("g6")),
    };
    assert_eq!(walled.route_length(), None);
    let free = Race {
        other: None,
        ..walled
    };
    let to = walled.choose(Level::Hard, &mut Rng::new(1)).unwrap();
    assert_eq!(
        free.after(to).route_length(),
        Some(free.route_length().unwrap() - 1)
    );
}
