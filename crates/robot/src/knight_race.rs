//! The robot of the knight race.
//!
//! `Hard` follows a shortest route over the remaining targets, re-planned at
//! every move: knight distances from each target are found by breadth-first
//! search, then a Held–Karp table over the order of the targets gives the
//! exact fewest jumps still needed after each possible jump. `Medium` jumps
//! towards the nearest target with an occasional detour; `Easy` does the same
//! but wanders more and now and then ignores a capture.
//!
//! ```
//! use rules::{Color, Level, Rng, Setup, Square};
//! use rules::knight_race::KnightRace;
//! use robot::knight_race::Race;
//! let start = KnightRace::new(&Setup::parse("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w").unwrap()).unwrap();
//! let race = Race::of(&start, Color::White);
//! assert_eq!(race.knight, Square::parse("e8").unwrap());
//! let to = race.choose(Level::Hard, &mut Rng::new(1)).unwrap();
//! assert!(race.jumps().contains(to));
//! ```

use rules::bitboard::{Bitboard, knight_attacks};
use rules::game::Game;
use rules::game::{Level, Move, Rng};
use rules::knight_race::{KnightRace, MAX_TARGETS};
use rules::square::{Color, Square};

use super::Robot;
use super::verdict::PlyReview;

/// "Cannot get there" in distances and costs (small enough to add twice in `u32`).
const INF: u16 = u16::MAX / 4;

/// The most targets the exact planner takes on (2ⁿ·n table entries): the
/// race's own limit; beyond it the robot would fall back to the greedy walk.
const MAX_PLANNED: usize = MAX_TARGETS as usize;

/// What one special knight sees: where it stands, what it still has to
/// capture and where it may not land.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Race {
    /// Where the knight stands.
    pub knight: Square,
    /// Enemy pieces still to capture.
    pub targets: Bitboard,
    /// Its own pieces: never a landing square.
    pub own: Bitboard,
    /// The other special knight, where it stands now.
    pub other: Option<Square>,
}

/// Knight distances from each planned target, and the Held–Karp table:
/// `rest[s * k + i]` is the fewest jumps to capture every target in the set
/// `s`, starting on target `i` (not in `s`).
#[derive(Clone, Debug)]
struct Plan {
    targets: Vec<Square>,
    /// `dist[i][sq]`: jumps from `sq` to target `i`, landing only on free squares.
    dist: Vec<[u16; 64]>,
    rest: Vec<u16>,
}

/// Jumps from every square to `goal`, landing only on `landable` squares
/// (the start square itself need not be landable).
fn distances_to(goal: Square, landable: Bitboard) -> [u16; 64] {
    let mut dist = [INF; 64];
    dist[goal.index()] = 0;
    let mut queue = [goal; 64];
    let (mut head, mut tail) = (0, 1);
    while head < tail {
        let sq = queue[head];
        head += 1;
        let d = dist[sq.index()] + 1;
        for next in knight_attacks(sq).iter() {
            if dist[next.index()] == INF {
                dist[next.index()] = d;
                // Paths are reversed: only a landable square continues a route.
                if landable.contains(next) && tail < 64 {
                    queue[tail] = next;
                    tail += 1;
                }
            }
        }
    }
    dist
}

impl Plan {
    fn new(targets: Bitboard, landable: Bitboard) -> Plan {
        let targets: Vec<Square> = targets.iter().take(MAX_PLANNED).collect();
        let k = targets.len();
        let dist: Vec<[u16; 64]> = targets.iter().map(|&t| distances_to(t, landable)).collect();
        let mut rest = vec![INF; k << k];
        rest[..k].fill(0);
        for s in 1usize..(1 << k) {
            for i in 0..k {
                if s & (1 << i) != 0 {
                    continue;
                }
                let from = targets[i].index();
                let mut best = u32::from(INF);
                let mut left = s;
                while left != 0 {
                    let j = left.trailing_zeros() as usize;
                    left &= left - 1;
                    let cost = u32::from(dist[j][from]) + u32::from(rest[(s ^ (1 << j)) * k + j]);
                    best = best.min(cost);
                }
                rest[s * k + i] = best.min(u32::from(INF)) as u16;
            }
        }
        Plan {
            targets,
            dist,
            rest,
        }
    }

    /// The fewest further jumps to capture every planned target once the
    /// knight has landed on `sq`.
    fn cost_after(&self, sq: Square) -> u16 {
        let k = self.targets.len();
        if k == 0 {
            return 0;
        }
        let all = (1usize << k) - 1;
        if let Some(j) = self.targets.iter().position(|&t| t == sq) {
            return self.rest[(all ^ (1 << j)) * k + j];
        }
        let best = (0..k)
            .map(|j| {
                u32::from(self.dist[j][sq.index()]) + u32::from(self.rest[(all ^ (1 << j)) * k + j])
            })
            .min()
            .unwrap_or(0);
        best.min(u32::from(INF)) as u16
    }
}

/// Picks one of the squares with the lowest score, at random among ties.
fn pick_lowest(options: &[(Square, u16)], rng: &mut Rng) -> Option<Square> {
    let best = options.iter().map(|&(_, c)| c).min()?;
    let ties: Vec<Square> = options
        .iter()
        .filter(|&&(_, c)| c == best)
        .map(|&(sq, _)| sq)
        .collect();
    ties.get(rng.below(ties.len())).copied()
}

fn pick_any(squares: Bitboard, rng: &mut Rng) -> Option<Square> {
    let list: Vec<Square> = squares.iter().collect();
    if list.is_empty() {
        None
    } else {
        list.get(rng.below(list.len())).copied()
    }
}

impl Race {
    /// The race of the special knight of `color` in `game`.
    pub fn of(game: &KnightRace, color: Color) -> Race {
        Race {
            knight: game.knight(color),
            targets: game.targets(color),
            own: game.own_pieces(color),
            other: Some(game.knight(color.other())),
        }
    }

    /// The squares the knight may not land on now.
    pub fn blocked(&self) -> Bitboard {
        match self.other {
            Some(sq) => self.own.with(sq),
            None => self.own,
        }
    }

    /// The squares the knight may jump to now.
    pub fn jumps(&self) -> Bitboard {
        knight_attacks(self.knight) & !self.blocked() & !Bitboard::from_square(self.knight)
    }

    /// The race after the knight jumps to `to` (capturing what stands there).
    #[must_use]
    pub fn after(&self, to: Square) -> Race {
        Race {
            knight: to,
            targets: self.targets.without(to),
            ..*self
        }
    }

    /// The targets reachable when only `blocked` is in the way, and the
    /// plan over them.
    fn plan_avoiding(&self, blocked: Bitboard) -> (Bitboard, Plan) {
        let landable = !blocked;
        let jumps = self.jumps();
        let reachable: Bitboard = self
            .targets
            .iter()
            .filter(|&t| {
                let d = distances_to(t, landable);
                jumps.iter().any(|sq| d[sq.index()] < INF)
            })
            .collect();
        (reachable, Plan::new(reachable, landable))
    }

    /// The exact plan: around the other knight where it stands if every
    /// target can be reached so, else through its square (it will move), and
    /// over the reachable targets only when some are walled in.
    fn plan(&self) -> Plan {
        let strict = self.blocked();
        let (reach, plan) = self.plan_avoiding(strict);
        if reach == self.targets || strict == self.own {
            return plan;
        }
        let (relaxed_reach, relaxed) = self.plan_avoiding(self.own);
        if relaxed_reach.count() > reach.count() {
            relaxed
        } else {
            plan
        }
    }

    /// The fewest jumps that capture every target from here, with the
    /// obstacles standing as they are (Held–Karp; `None` if impossible).
    ///
    /// ```
    /// use rules::{Bitboard, Square};
    /// use robot::knight_race::Race;
    /// let sq = |s| Square::parse(s).unwrap();
    /// let race = Race {
    ///     knight: sq("b1"),
    ///     targets: Bitboard::EMPTY.with(sq("c3")).with(sq("e4")),
    ///     own: Bitboard::EMPTY,
    ///     other: None,
    /// };
    /// assert_eq!(race.route_length(), Some(2));
    /// ```
    pub fn route_length(&self) -> Option<u32> {
        if self.targets.is_empty() {
            return Some(0);
        }
        if self.targets.count() as usize > MAX_PLANNED {
            return None;
        }
        let plan = Plan::new(self.targets, !self.blocked());
        self.jumps()
            .iter()
            .map(|sq| plan.cost_after(sq))
            .min()
            .filter(|&c| c < INF)
            .map(|c| u32::from(c) + 1)
    }

    /// The squares, in jump order, of a shortest route that captures every
    /// target with the obstacles standing as they are (the route
    /// [`Race::route_length`] counts); `None` if some target cannot be
    /// reached or there are too many to plan.
    ///
    /// The Held–Karp table is built once: the knight goes to the next
    /// target of an optimal order along its distances, capturing whatever
    /// it lands on.
    ///
    /// ```
    /// use rules::{Bitboard, Square};
    /// use robot::knight_race::Race;
    /// let sq = |s| Square::parse(s).unwrap();
    /// let race = Race {
    ///     knight: sq("b1"),
    ///     targets: Bitboard::EMPTY.with(sq("c3")).with(sq("e4")),
    ///     own: Bitboard::EMPTY,
    ///     other: None,
    /// };
    /// assert_eq!(race.route(), Some(vec![sq("c3"), sq("e4")]));
    /// ```
    pub fn route(&self) -> Option<Vec<Square>> {
        if self.targets.count() as usize > MAX_PLANNED {
            return None;
        }
        let landable = !self.blocked();
        let plan = Plan::new(self.targets, landable);
        let k = plan.targets.len();
        let mut left = (1usize << k) - 1;
        let mut at = self.knight;
        let mut route = Vec::new();
        while left != 0 {
            // The next target of an optimal order over those left.
            let (cost, next) = (0..k)
                .filter(|&j| left & (1 << j) != 0)
                .map(|j| {
                    let rest = plan.rest[(left ^ (1 << j)) * k + j];
                    (u32::from(plan.dist[j][at.index()]) + u32::from(rest), j)
                })
                .min()?;
            if cost >= u32::from(INF) {
                return None;
            }
            let dist = &plan.dist[next];
            while at != plan.targets[next] {
                let here = dist[at.index()];
                at = knight_attacks(at)
                    .iter()
                    .find(|&sq| landable.contains(sq) && dist[sq.index()] + 1 == here)?;
                route.push(at);
                if let Some(j) = plan.targets.iter().position(|&t| t == at) {
                    left &= !(1 << j);
                }
            }
        }
        Some(route)
    }

    /// The robot's jump at `level`; `None` only when the knight cannot jump.
    pub fn choose(&self, level: Level, rng: &mut Rng) -> Option<Square> {
        let jumps = self.jumps();
        if jumps.is_empty() {
            return None;
        }
        let captures = jumps & self.targets;
        match level {
            Level::Hard => {
                if self.targets.count() as usize > MAX_PLANNED {
                    return self.greedy(rng);
                }
                let plan = self.plan();
                let scored: Vec<(Square, u16)> =
                    jumps.iter().map(|sq| (sq, plan.cost_after(sq))).collect();
                pick_lowest(&scored, rng)
            }
            Level::Medium => {
                if captures.is_empty() && rng.below(8) == 0 {
                    pick_any(jumps, rng)
                } else {
                    self.greedy(rng)
                }
            }
            Level::Easy => {
                if !captures.is_empty() && rng.below(5) != 0 {
                    pick_any(captures, rng)
                } else if rng.below(10) < 4 {
                    pick_any(jumps, rng)
                } else {
                    self.greedy(rng)
                }
            }
        }
    }

    /// A jump towards the nearest target (a capture when there is one);
    /// through the other knight's square if there is no other way.
    fn greedy(&self, rng: &mut Rng) -> Option<Square> {
        let nearest = |blocked: Bitboard| -> Vec<(Square, u16)> {
            let dist: Vec<[u16; 64]> = self
                .targets
                .iter()
                .map(|t| distances_to(t, !blocked))
                .collect();
            self.jumps()
                .iter()
                .map(|sq| (sq, dist.iter().map(|d| d[sq.index()]).min().unwrap_or(0)))
                .collect()
        };
        let mut scored = nearest(self.blocked());
        if scored.iter().all(|&(_, d)| d >= INF) {
            scored = nearest(self.own);
        }
        pick_lowest(&scored, rng)
    }
}

/// The robot's move for the side to move in `game`; deterministic for `seed`.
fn choose(game: &KnightRace, level: Level, seed: u64) -> Option<Move> {
    if game.outcome().is_some() {
        return None;
    }
    let color = game.turn();
    let made = u64::from(game.moves_made(Color::White) + game.moves_made(Color::Black));
    let mut rng = Rng::new(seed ^ made.wrapping_mul(0xD1B5_4A32_D192_ED03));
    let race = Race::of(game, color);
    race.choose(level, &mut rng)
        .map(|to| Move::new(race.knight, to))
}

impl Robot for KnightRace {
    fn robot_move(&self, level: Level, seed: u64) -> Option<Move> {
        choose(self, level, seed)
    }

    /// The next jump of a shortest route through the remaining pieces.
    fn hint(&self) -> Option<Move> {
        choose(self, Level::Hard, 0)
    }

    /// A race is decided by both knights: no verdict, and no best jump per
    /// move either (planning a route takes tens of milliseconds, and a
    /// random race has hundreds of moves: the review would hold the page).
    /// The review offers the shortest route from the start instead.
    fn judge(&self, _mv: Move) -> PlyReview {
        PlyReview::UNKNOWN
    }

    /// Around the other knight where it stands (from the round's start: as
    /// the shortest route from the start is counted).
    fn best_route(&self, color: Color) -> Vec<Square> {
        let race = Race::of(self, color);
        race.route()
            .map(|route| std::iter::once(race.knight).chain(route).collect())
            .unwrap_or_default()
    }
}
