//! Cai în tabăra dușmanului: the knight race.
//!
//! Two "special" knights stand in the enemy camp (the white one on e8, the
//! black one on e1). They are the only pieces that move; every other piece is
//! a static target. Each knight races to capture the 14 enemy pieces (all but
//! the enemy's special knight). White moves first; when white completes, black
//! gets one last move to draw.
//!
//! ```
//! use sah_in_joaca::engine::{Game, Move, Square, Variant};
//! use sah_in_joaca::engine::rules::knight_race::KnightRace;
//! use sah_in_joaca::engine::words::Worded;
//! let sq = |s| Square::parse(s).unwrap();
//! let mut race = KnightRace::new(&Variant::KnightRace.start_setup()).unwrap();
//! assert_eq!(race.notation(Move::new(sq("e8"), sq("c7"))), "Cxc7");
//! race.play(Move::new(sq("e8"), sq("c7"))).unwrap();
//! assert_eq!(race.progress_text()[0], "Calul alb: capturate 1 / 14, 1 mutare");
//! ```

use std::sync::OnceLock;

use super::bitboard::{Bitboard, knight_attacks, knight_attacks_of_set};
use super::board::{Board, Setup};
use super::game::{Counter, Ending, Game, IllegalMove, Move, Notice, Outcome, SetupError, Summary};
use super::square::{Color, Role, Square};

/// The most pieces one knight may have to capture: the 14 of the book's
/// start. The exact route search and the robot's planner grow as 2ⁿ, and are
/// built for no more than this.
pub const MAX_TARGETS: u32 = 14;

/// One round of the knight race.
#[derive(Clone, Debug)]
pub struct KnightRace {
    board: Board,
    /// The special knight of each colour, indexed by `Color::index`.
    knights: [Square; 2],
    start_board: Board,
    start_knights: [Square; 2],
    /// Targets each knight had at the start of the round.
    totals: [u32; 2],
    captured: [u32; 2],
    moves: [u32; 2],
    turn: Color,
    /// Who moved first: when it completes, the other side gets one last move.
    first: Color,
    /// The side now playing its one last move, if any.
    last_move_for: Option<Color>,
    outcome: Option<Outcome>,
    /// What to announce after the last move (a pass, the last move to equalise).
    notices: Vec<Notice>,
    shortest: OnceLock<[Option<u32>; 2]>,
}

/// The fewest jumps for a knight on `knight` to capture every square of
/// `targets`, never landing on `blocked` (its own pieces and the other
/// knight). Captured squares become empty and usable. Exact: a breadth-first
/// search over (square, set of captured targets), one layer of jumps at a
/// time, the squares reached with each captured set kept as a bitboard.
///
/// `None` when some target cannot be reached, or when there are more than
/// [`MAX_TARGETS`] targets (too many to search exactly).
///
/// ```
/// use sah_in_joaca::engine::{Bitboard, Square};
/// use sah_in_joaca::engine::rules::knight_race::shortest_route;
/// let sq = |s| Square::parse(s).unwrap();
/// let targets = Bitboard::EMPTY.with(sq("c3")).with(sq("e4"));
/// assert_eq!(shortest_route(sq("b1"), targets, Bitboard::EMPTY), Some(2));
/// assert_eq!(shortest_route(sq("b1"), Bitboard::EMPTY, Bitboard::EMPTY), Some(0));
/// let walled = Bitboard::EMPTY.with(sq("b6")).with(sq("c7"));
/// assert_eq!(shortest_route(sq("b1"), Bitboard::from_square(sq("a8")), walled), None);
/// ```
pub fn shortest_route(knight: Square, targets: Bitboard, blocked: Bitboard) -> Option<u32> {
    let targets = targets.without(knight);
    let list: Vec<Square> = targets.iter().collect();
    if list.len() > MAX_TARGETS as usize || !(targets & blocked).is_empty() {
        return None;
    }
    let sets = 1usize << list.len();
    let full = sets - 1;
    // The target squares of each captured set.
    let mut squares_of = vec![Bitboard::EMPTY; sets];
    for set in 1..sets {
        let low = set.trailing_zeros() as usize;
        squares_of[set] = squares_of[set & (set - 1)].with(list[low]);
    }
    let landable = !blocked;
    let mut reached = vec![Bitboard::EMPTY; sets];
    let mut frontier = vec![Bitboard::EMPTY; sets];
    reached[0] = Bitboard::from_square(knight);
    frontier[0] = reached[0];
    let mut depth = 0;
    loop {
        if !frontier[full].is_empty() {
            return Some(depth);
        }
        let mut next = vec![Bitboard::EMPTY; sets];
        for set in 0..sets {
            if frontier[set].is_empty() {
                continue;
            }
            let to = knight_attacks_of_set(frontier[set]) & landable;
            let left = targets & !squares_of[set];
            next[set] = next[set] | (to & !left);
            for (i, &t) in list.iter().enumerate() {
                if to.contains(t) && left.contains(t) {
                    let grown = set | (1 << i);
                    next[grown] = next[grown].with(t);
                }
            }
        }
        let mut any = false;
        for set in 0..sets {
            next[set] = next[set] & !reached[set];
            reached[set] = reached[set] | next[set];
            any |= !next[set].is_empty();
        }
        if !any {
            return None;
        }
        frontier = next;
        depth += 1;
    }
}

impl KnightRace {
    /// A round from `setup`. The special knights are the white knight standing
    /// in black's half (ranks 5–8, e8 at the start) and the black knight in
    /// white's half (ranks 1–4, e1 at the start): exactly one of each. Each
    /// must have between 1 and 14 pieces to capture. The side to move in
    /// `setup` moves first.
    ///
    /// ```
    /// use sah_in_joaca::engine::{Color, Setup, SetupError};
    /// use sah_in_joaca::engine::rules::knight_race::KnightRace;
    /// let race = Setup::parse("4N3/5p2/8/8/8/8/2P5/4n3 w").unwrap();
    /// assert!(KnightRace::new(&race).is_ok());
    /// let normal = Setup::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w").unwrap();
    /// assert_eq!(
    ///     KnightRace::new(&normal).unwrap_err(),
    ///     SetupError::SpecialKnightMissing(Color::White)
    /// );
    /// ```
    pub fn new(setup: &Setup) -> Result<KnightRace, SetupError> {
        let board = setup.board.clone();
        let mut knights = [Square::ALL[0]; 2];
        for color in Color::BOTH {
            let camp = match color {
                Color::White => Bitboard(0xffff_ffff_0000_0000),
                Color::Black => Bitboard(0x0000_0000_ffff_ffff),
            };
            let candidates = board.by_color(color) & board.by_role(Role::Knight) & camp;
            knights[color.index()] = match (candidates.first(), candidates.count()) {
                (Some(sq), 1) => sq,
                (None, _) => return Err(SetupError::SpecialKnightMissing(color)),
                (Some(_), count) => {
                    return Err(SetupError::SpecialKnightsTooMany { color, count });
                }
            };
        }
        let mut totals = [0; 2];
        for color in Color::BOTH {
            let other = color.other();
            let targets = board.by_color(other).without(knights[other.index()]);
            let n = targets.count();
            if n == 0 || n > MAX_TARGETS {
                return Err(SetupError::TargetCount {
                    knight: color,
                    count: n,
                    max: MAX_TARGETS,
                });
            }
            totals[color.index()] = n;
        }
        let mut race = KnightRace {
            start_board: board.clone(),
            board,
            knights,
            start_knights: knights,
            totals,
            captured: [0; 2],
            moves: [0; 2],
            turn: setup.turn,
            first: setup.turn,
            last_move_for: None,
            outcome: None,
            notices: Vec::new(),
            shortest: OnceLock::new(),
        };
        race.settle();
        Ok(race)
    }

    /// Where the special knight of `color` stands.
    pub const fn knight(&self, color: Color) -> Square {
        self.knights[color.index()]
    }

    /// The pieces the knight of `color` still has to capture.
    pub fn targets(&self, color: Color) -> Bitboard {
        let other = color.other();
        self.board
            .by_color(other)
            .without(self.knights[other.index()])
    }

    /// The pieces of `color` other than its special knight: it may never land there.
    pub fn own_pieces(&self, color: Color) -> Bitboard {
        self.board
            .by_color(color)
            .without(self.knights[color.index()])
    }

    /// The squares the knight of `color` may jump to now (whoever's turn it is).
    pub fn jumps(&self, color: Color) -> Bitboard {
        let blocked = self
            .board
            .by_color(color)
            .with(self.knights[color.other().index()]);
        knight_attacks(self.knights[color.index()]) & !blocked
    }

    /// How many pieces the knight of `color` has captured.
    pub const fn captured(&self, color: Color) -> u32 {
        self.captured[color.index()]
    }

    /// How many pieces the knight of `color` had to capture at the start of the round.
    pub const fn total(&self, color: Color) -> u32 {
        self.totals[color.index()]
    }

    /// Whether the knight of `color` has captured all its targets.
    pub const fn finished(&self, color: Color) -> bool {
        self.captured[color.index()] == self.totals[color.index()]
    }

    /// The side that moved first in this round (white in the book).
    pub const fn first_mover(&self) -> Color {
        self.first
    }

    /// The fewest jumps the knight of `color` needed from the round's start
    /// position (its own pieces and the other knight's start square as
    /// obstacles); computed exactly once, then remembered.
    pub fn shortest_from_start(&self, color: Color) -> Option<u32> {
        self.shortest.get_or_init(|| {
            Color::BOTH.map(|c| {
                let other = c.other();
                let targets = self
                    .start_board
                    .by_color(other)
                    .without(self.start_knights[other.index()]);
                let blocked = self
                    .start_board
                    .by_color(c)
                    .without(self.start_knights[c.index()])
                    .with(self.start_knights[other.index()]);
                shortest_route(self.start_knights[c.index()], targets, blocked)
            })
        })[color.index()]
    }

    /// Passes for a knight with no jump, ends the round when neither can jump
    /// or when the last move cannot be played.
    fn settle(&mut self) {
        if self.outcome.is_some() || !self.jumps(self.turn).is_empty() {
            return;
        }
        let stuck = self.turn;
        let other = stuck.other();
        if self.last_move_for == Some(stuck) {
            self.outcome = Some(Outcome {
                winner: Some(other),
                ending: Ending::LastMoveImpossible {
                    winner: other,
                    targets: self.total(other),
                },
            });
        } else if self.jumps(other).is_empty() {
            self.outcome = Some(Outcome {
                winner: None,
                ending: Ending::KnightsStuck,
            });
        } else {
            self.notices.push(Notice::KnightPasses(stuck));
            self.turn = other;
        }
    }
}

impl Game for KnightRace {
    fn board(&self) -> &Board {
        &self.board
    }

    fn pieces_in_play(&self, color: Color) -> Bitboard {
        Bitboard::from_square(self.knights[color.index()])
    }

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let from = self.knight(self.turn);
        self.jumps(self.turn)
            .iter()
            .map(|to| Move::new(from, to))
            .collect()
    }

    fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let color = self.turn;
        let legal = self.outcome.is_none()
            && mv.promotion.is_none()
            && mv.from == self.knight(color)
            && self.jumps(color).contains(mv.to);
        if !legal {
            return Err(IllegalMove(mv));
        }
        let captured = self.board.move_piece(mv.from, mv.to).is_some();
        let i = color.index();
        self.knights[i] = mv.to;
        self.moves[i] += 1;
        if captured {
            self.captured[i] += 1;
        }
        self.notices.clear();
        let other = color.other();
        if self.last_move_for == Some(color) {
            // The equalising last move has been played.
            self.outcome = Some(if self.finished(color) {
                Outcome {
                    winner: None,
                    ending: Ending::Equalised {
                        color,
                        targets: self.total(color),
                    },
                }
            } else {
                Outcome {
                    winner: Some(other),
                    ending: Ending::LastMoveFailed {
                        winner: other,
                        targets: self.total(other),
                    },
                }
            });
            return Ok(());
        }
        if self.finished(color) {
            if color == self.first {
                self.last_move_for = Some(other);
                self.notices.push(Notice::LastMoveToEqualise {
                    finisher: color,
                    targets: self.total(color),
                });
            } else {
                self.outcome = Some(Outcome {
                    winner: Some(color),
                    ending: Ending::RaceWon {
                        winner: color,
                        targets: self.total(color),
                    },
                });
                return Ok(());
            }
        }
        self.turn = other;
        self.settle();
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn notices(&self) -> Vec<Notice> {
        self.notices.clone()
    }

    fn progress(&self) -> Vec<Counter> {
        Color::BOTH
            .iter()
            .map(|&c| Counter::Captured {
                knight: c,
                captured: self.captured(c),
                total: self.total(c),
                moves: self.moves_made(c),
            })
            .collect()
    }

    fn notation(&self, mv: Move) -> String {
        let capture = self.board.occupied().contains(mv.to);
        format!("C{}{}", if capture { "x" } else { "" }, mv.to)
    }

    fn round_summary(&self, color: Color) -> Option<Summary> {
        let shortest = self.shortest_from_start(color);
        Some(if self.finished(color) {
            Summary::RaceFinished {
                moves: self.moves_made(color),
                shortest,
            }
        } else {
            Summary::RaceUnfinished {
                captured: self.captured(color),
                total: self.total(color),
                shortest,
            }
        })
    }

    fn moves_made(&self, color: Color) -> u32 {
        self.moves[color.index()]
    }

    fn clone_box(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::square::Piece;
    use crate::engine::rules::testing::{mv, sq};
    use crate::engine::words::{self, Worded, moves_ro};

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
        let race = KnightRace::start();
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
        let mut race = KnightRace::start();
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
        let mut race = KnightRace::start();
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
        let mut rng = crate::engine::rules::game::Rng::new(9);
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
        let race = KnightRace::start();
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
        let race = KnightRace::start();
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
}
