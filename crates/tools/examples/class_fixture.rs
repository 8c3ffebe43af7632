//! A scripted class for screenshots and the teacher's timing: `n` children
//! (default 25) on 8 tablets, each with a few games, puzzles, a series and
//! signs of needing help, handed in; prints the class as the teacher's
//! browser keeps it (`sah-in-joaca/v2/clasa`).
//!
//! `cargo run -p sah-tools --example class_fixture -- 25 > class.txt`

use engine::Variant;
use engine::play::variant::BestResult;
use storage::SeriesResult;
use storage::class::Class;
use storage::handin::{HandIn, Miss, SeriesCard};

const NAMES: [&str; 30] = [
    "Ana", "Andrei", "Bianca", "Cezar", "Daria", "David", "Elena", "Eric", "Filip", "Gabriela",
    "Ioana", "Ion", "Irina", "Luca", "Maria", "Matei", "Mihai", "Natalia", "Ovidiu", "Paula",
    "Radu", "Sara", "Ștefan", "Teodora", "Tudor", "Ursula", "Victor", "Vlad", "Zoe", "Ilinca",
];
const AVATARS: [&str; 8] = [
    "vulpe", "urs", "iepure", "pisica", "bufnita", "broasca", "pinguin", "leu",
];

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(25);
    let mut class = Class::default();
    for (i, name) in NAMES.iter().cycle().take(n).enumerate() {
        let seed = i as u32 * 7 + 3;
        let mut h = HandIn {
            name: (*name).to_string(),
            avatar: AVATARS[i % AVATARS.len()].to_string(),
            device: (i % 8) as u32 + 1,
            minute: 29_400_000 + i as u32,
            ..HandIn::default()
        };
        for (g, card) in h.games.iter_mut().enumerate() {
            if (seed as usize + g).is_multiple_of(3) {
                continue;
            }
            let w = (seed + g as u32) % 5;
            card.summary.against_robot = [[w + 1, 0, 2], [w / 2, 1, 1], [w / 4, 0, 1]];
            card.last_day = Some(20_420 + (seed + g as u32) % 9);
            if Variant::ALL[g] == Variant::KingHunt {
                card.summary.unaided = BestResult {
                    stars: (seed % 3 + 1) as u8,
                    moves: Some(14 + seed % 20),
                };
            }
            if Variant::ALL[g] == Variant::KnightRace {
                card.summary.unaided = BestResult {
                    stars: 0,
                    moves: Some(19 + seed % 9),
                };
            }
            card.puzzles = (0..(seed + g as u32) % 9)
                .map(|k| (k % 3 + 1) as u8)
                .collect();
        }
        if i.is_multiple_of(3) {
            h.series.push(SeriesCard {
                id: "5e71a2b3".into(),
                title: "Seria de joi".into(),
                positions: vec![
                    (SeriesResult::Won, None),
                    (
                        if i % 2 == 0 {
                            SeriesResult::Won
                        } else {
                            SeriesResult::Lost
                        },
                        None,
                    ),
                    (SeriesResult::NotPlayed, None),
                ],
            });
        }
        h.help.hints = seed % 17;
        h.help.undos = seed % 4;
        h.help.losses_in_a_row = if i % 7 == 2 { 4 } else { seed % 2 };
        if i % 5 == 1 {
            h.help.missed.push(Miss {
                puzzle: format!("nebun/{}", seed % 24 + 1),
                first_wrong: "g3f4".into(),
            });
        }
        class.add(h);
    }
    print!("{}", class.to_text());
}
