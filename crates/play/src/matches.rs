//! A match: two rounds ("reprize") with the roles swapped, against the robot
//! or between two players on one device, and the scoring rules of each game.

use super::variant::{Best, Scoring, Variant};
use robot::Round;
use rules::board::Setup;
use rules::game::{Ending, Game, IllegalMove, Level, Move, SetupError};
use rules::king_hunt::stars_for;
use rules::square::Color;

/// Who plays player 2.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Mode {
    /// Player 2 is the robot (`mod=robot`).
    #[default]
    Robot,
    /// Two children on one device (`mod=doi`).
    TwoPlayers,
}

impl Mode {
    /// The page contract's value.
    pub const fn slug(self) -> &'static str {
        match self {
            Mode::Robot => "robot",
            Mode::TwoPlayers => "doi",
        }
    }

    /// The mode of the page contract's `mod=robot|doi`.
    pub fn from_slug(text: &str) -> Option<Mode> {
        [Mode::Robot, Mode::TwoPlayers]
            .into_iter()
            .find(|m| m.slug() == text)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
/// One of the two players of a match (player 2 may be the robot).
pub enum Player {
    /// The child (or the first of two children).
    One,
    /// The robot, or the second child.
    Two,
}

/// How a finished round went, as the match scoring needs it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RoundResult {
    /// `None` for a drawn round.
    pub winner: Option<Player>,
    /// The colour player 1 had in this round.
    pub player1_color: Color,
    /// Moves each player made in the round (player 1, player 2).
    pub moves: [u32; 2],
    /// Which rule decided the round.
    pub ending: Ending,
    /// Hints ("Sfat") asked for during the round.
    pub hints: u32,
    /// Moves taken back ("Înapoi") during the round.
    pub undos: u32,
}

impl RoundResult {
    /// The colour `player` had in this round.
    pub fn color_of(&self, player: Player) -> Color {
        match player {
            Player::One => self.player1_color,
            Player::Two => self.player1_color.other(),
        }
    }
}

/// The verdict on a whole match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MatchResult {
    /// `None` is a draw.
    pub winner: Option<Player>,
    /// Against the robot or between two players: how the players are named
    /// ("tu" and "Robotul", or "Jucătorul 1" and "Jucătorul 2").
    pub mode: Mode,
    /// Why (worded by [`words::explanation`]).
    pub explanation: Explanation,
}

/// Why a match went the way it did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Explanation {
    /// The rounds won (player 1's, player 2's) decide, or tie.
    Rounds {
        /// Rounds won by player 1 and player 2.
        won: [usize; 2],
    },
    /// Knight race, rounds tied: the shorter race decides.
    ShorterRace {
        /// Rounds won by player 1 and player 2.
        won: [usize; 2],
        /// Player 1's and player 2's race.
        moves: [u32; 2],
    },
    /// Knight race, rounds tied and both races equally long: a draw.
    EqualRaces {
        /// Rounds won by player 1 and player 2.
        won: [usize; 2],
        /// The length of both races.
        moves: u32,
    },
    /// King hunt: the faster mate decides (player 1's, player 2's).
    FasterMate {
        /// Player 1's and player 2's mate.
        moves: [u32; 2],
    },
    /// King hunt: both mated in as many moves: a draw.
    EqualMates {
        /// The moves of both mates.
        moves: u32,
    },
    /// King hunt: only `player` mated.
    OnlyMate {
        /// The one who mated.
        player: Player,
        /// In how many moves.
        moves: u32,
    },
    /// King hunt: nobody mated: a draw.
    NoMate,
}

/// `next_round` was asked while the round was still being played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoundNotOver;

/// The phase of the page contract's `data-phase`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Phase {
    /// A round is being played.
    Playing,
    /// A round is over and the next one is not started yet.
    RoundOver,
    /// Every round is played.
    MatchOver,
}

impl Phase {
    /// The page contract's `data-phase` value.
    pub const fn slug(self) -> &'static str {
        match self {
            Phase::Playing => "playing",
            Phase::RoundOver => "round-over",
            Phase::MatchOver => "match-over",
        }
    }
}

/// A recorded move: the move and its Romanian notation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Its Romanian notation, written before it was played.
    pub notation: String,
    /// The colour that played it.
    pub color: Color,
    /// It captured a piece (the page's sound says so).
    pub capture: bool,
    /// It gave check.
    pub check: bool,
}

/// In a record, the token that counts a round's hints (`hints:2`).
const HINTS_TAG: &str = "hints:";
/// In a record, the token that counts a round's take-backs (`undos:1`).
const UNDOS_TAG: &str = "undos:";

/// A match in progress. The page only reads it and calls its methods.
#[derive(Clone)]
pub struct Match {
    /// The game.
    pub variant: Variant,
    /// Against the robot or between two players.
    pub mode: Mode,
    /// The robot's level.
    pub level: Level,
    /// Player 1's colour in round 1.
    pub player1_first: Color,
    /// The custom start of round 1 (`poz=`), if any.
    pub custom_start: Option<Setup>,
    /// The teacher's goal (`tinta=`), judged by [`Match::goal_met`]; not
    /// part of the match's record: the link gives it again.
    pub goal: Option<crate::goal::Goal>,
    /// The robot's seed: its choices replay the same after a reload.
    pub seed: u64,
    round: usize,
    results: Vec<RoundResult>,
    game: Box<dyn Round>,
    moves: Vec<PlayedMove>,
    /// The moves of the rounds already finished (for resuming).
    round_moves: Vec<Vec<PlayedMove>>,
    hints: u32,
    /// Whether this position's hint was counted (a second tap shows the
    /// same hint and must not count again).
    hinted: bool,
    undos: u32,
}

/// A match to start, built by naming only what differs from the usual:
/// against the robot, at Ușor, player 1 with white, from the game's own
/// start, seed 1.
///
/// ```
/// use play::matches::{Match, Mode};
/// use rules::{Color, Level};
/// use play::Variant;
/// let m = Match::of(Variant::KnightRace)
///     .mode(Mode::TwoPlayers)
///     .level(Level::Hard)
///     .seed(7)
///     .start()
///     .unwrap();
/// assert_eq!((m.mode, m.level, m.seed), (Mode::TwoPlayers, Level::Hard, 7));
/// assert_eq!(m.player1_first, Color::White);
/// ```
#[derive(Clone, Debug)]
#[must_use = "a builder starts nothing until `start`"]
pub struct MatchBuilder {
    variant: Variant,
    mode: Mode,
    level: Level,
    player1_first: Color,
    custom_start: Option<Setup>,
    seed: u64,
}

impl MatchBuilder {
    /// Against the robot or between two children.
    pub fn mode(mut self, mode: Mode) -> Self {
        self.mode = mode;
        self
    }

    /// The robot's level.
    pub fn level(mut self, level: Level) -> Self {
        self.level = level;
        self
    }

    /// Player 1's colour in the first round (where the game leaves it free).
    pub fn player1_first(mut self, color: Color) -> Self {
        self.player1_first = color;
        self
    }

    /// A position to start from instead of the game's own start.
    pub fn custom_start(mut self, setup: Option<Setup>) -> Self {
        self.custom_start = setup;
        self
    }

    /// The seed of the robot's choices.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The match; the [`SetupError`] if the custom start is not a valid
    /// position for this game (the text layer words it).
    pub fn start(self) -> Result<Match, SetupError> {
        Match::new(
            self.variant,
            self.mode,
            self.level,
            self.player1_first,
            self.custom_start,
            self.seed,
        )
    }
}

impl Match {
    /// A match of `variant` to build ([`MatchBuilder`]).
    pub fn of(variant: Variant) -> MatchBuilder {
        MatchBuilder {
            variant,
            mode: Mode::Robot,
            level: Level::Easy,
            player1_first: Color::White,
            custom_start: None,
            seed: 1,
        }
    }

    /// A new match ([`Match::of`] names only what differs from the usual).
    fn new(
        variant: Variant,
        mode: Mode,
        level: Level,
        player1_first: Color,
        custom_start: Option<Setup>,
        seed: u64,
    ) -> Result<Match, SetupError> {
        let setup = custom_start
            .clone()
            .unwrap_or_else(|| variant.start_setup());
        let game = variant.new_game(&setup)?;
        let mut m = Match {
            variant,
            mode,
            level,
            player1_first: Self::fixed_colour(variant, mode).unwrap_or(player1_first),
            custom_start,
            goal: None,
            seed,
            round: 0,
            results: Vec::new(),
            game,
            moves: Vec::new(),
            round_moves: Vec::new(),
            hints: 0,
            hinted: false,
            undos: 0,
        };
        // A start that is already decided (pawns with no move, a mate …)
        // ends the round at once, so no match is ever playing without a move.
        m.close_round_if_over();
        Ok(m)
    }

    /// The colour the child always has against the robot in some games
    /// (the king hunter is white).
    fn fixed_colour(variant: Variant, mode: Mode) -> Option<Color> {
        match mode {
            Mode::Robot => variant.info().child_color_against_robot,
            Mode::TwoPlayers => None,
        }
    }

    /// How many rounds this match has (one hunt against the robot, else two).
    pub fn rounds_total(&self) -> usize {
        match self.mode {
            Mode::Robot => self.variant.info().robot_rounds,
            Mode::TwoPlayers => 2,
        }
    }

    /// 0 for round 1, 1 for round 2.
    pub fn round(&self) -> usize {
        self.round
    }

    /// The round being played (or the last one, once over).
    pub fn game(&self) -> &dyn Game {
        self.game.as_ref()
    }

    /// The round being played, with its robot (for the play layer's look
    /// ahead: [`super::warning`]).
    pub fn round_game(&self) -> &dyn Round {
        self.game.as_ref()
    }

    /// Does a slice of the preparation of the robot and of the hints for this
    /// round (see [`robot::Robot::prepare_robot`]); `true` once
    /// ready. Hints come from the exact tables in every mode and at every
    /// level, so the strongest robot's preparation is done.
    pub fn prepare_robot(&self, work_budget: u32) -> bool {
        self.game.prepare_robot(Level::Hard, work_budget)
    }

    /// Whether the robot may move before its preparation is finished (see
    /// [`robot::Robot::may_move_unprepared`]).
    pub fn robot_may_move_unprepared(&self) -> bool {
        self.game.may_move_unprepared()
    }

    /// The moves of the current round.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The moves of round `round` (0-based): a finished round's, or the
    /// current round's so far; empty for a round not started.
    pub fn round_played(&self, round: usize) -> &[PlayedMove] {
        match round.cmp(&self.round) {
            std::cmp::Ordering::Less => self.round_moves.get(round).map_or(&[], |m| m.as_slice()),
            std::cmp::Ordering::Equal => &self.moves,
            std::cmp::Ordering::Greater => &[],
        }
    }

    /// The results of the rounds played so far.
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }

    /// The colour `player` has in the current round.
    pub fn color_of(&self, player: Player) -> Color {
        let p1 = if self.round == 0 {
            self.player1_first
        } else {
            self.player1_first.other()
        };
        match player {
            Player::One => p1,
            Player::Two => p1.other(),
        }
    }

    /// The player who has `color` in the current round.
    pub fn player_of(&self, color: Color) -> Player {
        if self.color_of(Player::One) == color {
            Player::One
        } else {
            Player::Two
        }
    }

    /// Where the match stands (the page contract's `data-phase`).
    pub fn phase(&self) -> Phase {
        if self.results.len() == self.rounds_total() {
            Phase::MatchOver
        } else if self.results.len() > self.round {
            Phase::RoundOver
        } else {
            Phase::Playing
        }
    }

    /// Whether the side to move is the robot's.
    pub fn is_robot_turn(&self) -> bool {
        self.mode == Mode::Robot
            && self.phase() == Phase::Playing
            && self.player_of(self.game.turn()) == Player::Two
    }

    /// Plays a move of the side to move and closes the round if it ended.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.phase() != Phase::Playing {
            return Err(IllegalMove(mv));
        }
        let color = self.game.turn();
        let notation = self.game.notation(mv);
        let capture = self.game.board().piece_at(mv.to).is_some();
        self.game.play(mv)?;
        self.hinted = false;
        self.moves.push(PlayedMove {
            mv,
            notation,
            color,
            capture,
            check: self.game.highlights().check.is_some(),
        });
        self.close_round_if_over();
        Ok(())
    }

    /// Records the round's result once its game is over (after a move, or at
    /// once for a start that is already decided).
    fn close_round_if_over(&mut self) {
        if self.results.len() > self.round {
            return;
        }
        if let Some(outcome) = self.game.outcome() {
            let p1 = self.color_of(Player::One);
            self.results.push(RoundResult {
                winner: outcome.winner.map(|c| self.player_of(c)),
                player1_color: p1,
                moves: [self.game.moves_made(p1), self.game.moves_made(p1.other())],
                ending: outcome.ending,
                hints: self.hints,
                undos: self.undos,
            });
        }
    }

    /// Hints asked for in the current round so far.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Moves taken back in the current round so far.
    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Whether "Înapoi" may take a move back now: against the robot, while
    /// the round is on, on the child's turn, after a move of the child's.
    pub fn can_take_back(&self) -> bool {
        let child = self.color_of(Player::One);
        self.mode == Mode::Robot
            && self.phase() == Phase::Playing
            && !self.is_robot_turn()
            && self.moves.iter().any(|p| p.color == child)
    }

    /// Takes back the child's last move together with the robot's reply
    /// (the round is replayed from its start without them), counted as an
    /// undo; `false` when there is nothing to take back.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() {
            return false;
        }
        let child = self.color_of(Player::One);
        let Some(last) = self.moves.iter().rposition(|p| p.color == child) else {
            return false;
        };
        let Some(game) = self.replay_round(self.round, last) else {
            return false;
        };
        self.game = game;
        self.moves.truncate(last);
        self.hinted = false;
        self.undos += 1;
        true
    }

    /// The robot's move in the current position (`None` if it is not its turn).
    pub fn robot_move(&self) -> Option<Move> {
        if !self.is_robot_turn() {
            return None;
        }
        let seed = self.seed ^ ((self.round as u64) << 32) ^ self.moves.len() as u64;
        self.variant
            .robot_move(self.game.as_ref(), self.level, seed)
    }

    /// A good move for the side to move, counted as a hint used.
    pub fn hint(&mut self) -> Option<Move> {
        if self.phase() != Phase::Playing || self.is_robot_turn() {
            return None;
        }
        let mv = self.game.hint()?;
        self.hints += u32::from(!self.hinted);
        self.hinted = true;
        Some(mv)
    }

    /// The position both rounds start from: the teacher's (`poz`) or the book's.
    pub fn round_start(&self) -> Setup {
        self.custom_start
            .clone()
            .unwrap_or_else(|| self.variant.start_setup())
    }

    /// Round `round` (0-based) replayed from its start through its first
    /// `plies` moves; `None` if there is no such round or so many moves.
    pub fn replay_round(&self, round: usize, plies: usize) -> Option<Box<dyn Round>> {
        if round > self.round() {
            return None;
        }
        let moves = self.round_played(round).get(..plies)?;
        let mut game = self.variant.new_game(&self.round_start()).ok()?;
        for played in moves {
            game.play(played.mv).ok()?;
        }
        Some(game)
    }

    /// Starts round 2, roles swapped, from the same start as round 1: the
    /// book's, or the teacher's position (`poz`), which is the exercise.
    pub fn next_round(&mut self) -> Result<(), RoundNotOver> {
        if self.phase() != Phase::RoundOver {
            return Err(RoundNotOver);
        }
        let Ok(game) = self.variant.new_game(&self.round_start()) else {
            unreachable!("round 1 started from this position, so it is playable")
        };
        self.game = game;
        self.round += 1;
        self.round_moves.push(std::mem::take(&mut self.moves));
        self.hints = 0;
        self.hinted = false;
        self.undos = 0;
        self.close_round_if_over();
        Ok(())
    }

    /// The match as text, to resume it after a reload: a header line
    /// (`mode|level|colour|seed|start`) and one line per round played: its
    /// moves (`e2e4`), then `hints:N` and `undos:N` when there were any.
    pub fn to_record(&self) -> String {
        let start = self
            .custom_start
            .as_ref()
            .map(|s| {
                let mut t = format!("{} {}", s.board.to_fen(), s.turn.letter());
                if let Some(c) = &s.castling {
                    t = format!("{t} {c}");
                }
                t
            })
            .unwrap_or_default();
        let mut out = format!(
            "{}|{}|{}|{}|{start}",
            self.mode.slug(),
            self.level.number(),
            self.player1_first.letter(),
            self.seed
        );
        let finished = self.results.iter().map(|r| [r.hints, r.undos]);
        let rounds = self.round_moves.iter().zip(finished);
        let now = (&self.moves, [self.hints, self.undos]);
        for (moves, counts) in rounds.chain(std::iter::once(now)) {
            out.push('\n');
            let mut line: Vec<String> = moves.iter().map(|p| p.mv.to_string()).collect();
            for (tag, n) in [HINTS_TAG, UNDOS_TAG].into_iter().zip(counts) {
                if n > 0 {
                    line.push(format!("{tag}{n}"));
                }
            }
            out.push_str(&line.join(" "));
        }
        out
    }

    /// Rebuilds a match from [`Match::to_record`] by replaying its moves;
    /// `None` if anything in it does not fit (then it is simply not offered).
    pub fn from_record(variant: Variant, text: &str) -> Option<Match> {
        // Not `lines()`: it drops the empty last line of a round 2 that has
        // no move yet, and the match would resume in round 1.
        let mut lines = text.split('\n');
        let mut head = lines.next()?.splitn(5, '|');
        let mode = Mode::from_slug(head.next()?)?;
        let level = Level::from_number(head.next()?)?;
        let colour = match head.next()? {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return None,
        };
        let seed = head.next()?.parse().ok()?;
        let start = match head.next()? {
            "" => None,
            fen => Some(Setup::parse(fen).ok()?),
        };
        let mut m = Match::of(variant)
            .mode(mode)
            .level(level)
            .player1_first(colour)
            .custom_start(start)
            .seed(seed)
            .start()
            .ok()?;
        for (i, line) in lines.enumerate() {
            if i > 0 {
                m.next_round().ok()?;
            }
            // The counters first: the last move may end the round, whose
            // result takes them.
            let (counts, moves): (Vec<&str>, Vec<&str>) = line
                .split_whitespace()
                .partition(|t| t.starts_with(HINTS_TAG) || t.starts_with(UNDOS_TAG));
            // Each counter at most once: two of one kind mean a damaged record.
            for (tag, count) in [(HINTS_TAG, &mut m.hints), (UNDOS_TAG, &mut m.undos)] {
                match counts
                    .iter()
                    .filter_map(|t| t.strip_prefix(tag))
                    .collect::<Vec<_>>()[..]
                {
                    [] => {}
                    [n] => *count = n.parse().ok()?,
                    _ => return None,
                }
            }
            for token in moves {
                m.play(Move::parse(token)?).ok()?;
            }
        }
        Some(m)
    }

    /// The match verdict once every round is played.
    pub fn result(&self) -> Option<MatchResult> {
        (self.phase() == Phase::MatchOver).then(|| {
            let mut result = score(self.variant.info().scoring, self.mode, &self.results);
            // A single round (the hunt against the robot) is won by its
            // winner: a failed hunt is the robot's, not a draw.
            if let [only] = self.results.as_slice() {
                result.winner = only.winner;
            }
            result
        })
    }
}

/// The stars a mate after `white_moves` of the hunter's moves earns the
/// child in a game whose best result is `best`, played in `mode`: only the
/// king hunt ([`Best::FastestMate`]) against the robot gives them ("Contra
/// Robotului … primești stele"), by [`stars_for`]. The one rule that the
/// results and the page read.
pub const fn stars_for_mate(best: Best, mode: Mode, white_moves: u32) -> u8 {
    match (best, mode) {
        (Best::FastestMate, Mode::Robot) => stars_for(white_moves),
        (Best::FastestMate, Mode::TwoPlayers) | (Best::Wins | Best::FewestMoves, _) => 0,
    }
}

/// The stars a round earns once its hints are paid for, as in the
/// puzzles: each „💡 Sfat” the child asked for costs one star, and a round
/// won keeps at least one. Only against the robot, where every hint is
/// the child's (between two children, hints are either's).
///
/// ```
/// use play::matches::stars_after_hints;
/// assert_eq!(stars_after_hints(3, 0), 3);
/// assert_eq!(stars_after_hints(3, 1), 2);
/// assert_eq!(stars_after_hints(3, 8), 1);
/// assert_eq!(stars_after_hints(0, 2), 0);
/// ```
pub const fn stars_after_hints(stars: u8, hints: u32) -> u8 {
    if stars == 0 {
        return 0;
    }
    // At most all the stars but one.
    let most = stars - 1;
    stars
        - if hints < most as u32 {
            hints as u8
        } else {
            most
        }
}

/// Whether a match was won mostly by hints: more hints than half of the
/// child's own moves. Such a win does not count towards „două victorii la
/// rând” (the level offer).
///
/// ```
/// use play::matches::mostly_hints;
/// assert!(!mostly_hints(0, 0));
/// assert!(!mostly_hints(5, 10));
/// assert!(mostly_hints(6, 10));
/// assert!(mostly_hints(8, 8));
/// ```
pub const fn mostly_hints(hints: u32, own_moves: u32) -> bool {
    hints.saturating_mul(2) > own_moves
}

/// Scores finished rounds by the rules of the game.
pub fn score(scoring: Scoring, mode: Mode, rounds: &[RoundResult]) -> MatchResult {
    let won = |p: Player| rounds.iter().filter(|r| r.winner == Some(p)).count();
    let tally = [won(Player::One), won(Player::Two)];
    let by_rounds = match tally[0].cmp(&tally[1]) {
        std::cmp::Ordering::Greater => Some(Player::One),
        std::cmp::Ordering::Less => Some(Player::Two),
        std::cmp::Ordering::Equal => None,
    };
    let fewer = |a: u32, b: u32| if a < b { Player::One } else { Player::Two };
    // The moves of `player` in the rounds that count for them, fewest first.
    let best = |player: Player, counts: &dyn Fn(&RoundResult) -> bool| {
        let i = (player == Player::Two) as usize;
        rounds
            .iter()
            .filter(|r| r.winner == Some(player) && counts(r))
            .map(|r| r.moves[i])
            .min()
    };
    let (winner, explanation) = match scoring {
        Scoring::RoundsWon => (by_rounds, Explanation::Rounds { won: tally }),
        Scoring::RoundsThenFewerMoves => {
            // At 1–1 each winner finished their own race; compare those races.
            let any = |_: &RoundResult| true;
            match (by_rounds, best(Player::One, &any), best(Player::Two, &any)) {
                (Some(w), _, _) => (Some(w), Explanation::Rounds { won: tally }),
                (None, Some(a), Some(b)) if a != b => (
                    Some(fewer(a, b)),
                    Explanation::ShorterRace {
                        won: tally,
                        moves: [a, b],
                    },
                ),
                (None, Some(a), Some(_)) => (
                    None,
                    Explanation::EqualRaces {
                        won: tally,
                        moves: a,
                    },
                ),
                _ => (None, Explanation::Rounds { won: tally }),
            }
        }
        Scoring::FasterMate => {
            // A player mated when they won a round in which they were the white hunter.
            let mate = |p: Player| best(p, &|r: &RoundResult| r.color_of(p) == Color::White);
            match (mate(Player::One), mate(Player::Two)) {
                (Some(a), Some(b)) if a != b => {
                    (Some(fewer(a, b)), Explanation::FasterMate { moves: [a, b] })
                }
                (Some(a), Some(_)) => (None, Explanation::EqualMates { moves: a }),
                (Some(a), None) => (
                    Some(Player::One),
                    Explanation::OnlyMate {
                        player: Player::One,
                        moves: a,
                    },
                ),
                (None, Some(b)) => (
                    Some(Player::Two),
                    Explanation::OnlyMate {
                        player: Player::Two,
                        moves: b,
                    },
                ),
                (None, None) => (None, Explanation::NoMate),
            }
        }
    };
    MatchResult {
        winner,
        mode,
        explanation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(winner: Option<Player>, p1: Color, moves: [u32; 2]) -> RoundResult {
        RoundResult {
            winner,
            player1_color: p1,
            moves,
            ending: Ending::KnightsStuck,
            hints: 0,
            undos: 0,
        }
    }

    #[test]
    fn king_hunt_faster_mate_wins() {
        // Round 1: player 1 hunts (white) and mates in 18; round 2 player 2 mates in 25.
        let r = [
            round(Some(Player::One), Color::White, [18, 17]),
            round(Some(Player::Two), Color::Black, [24, 25]),
        ];
        let verdict = score(Scoring::FasterMate, Mode::TwoPlayers, &r);
        assert_eq!(verdict.winner, Some(Player::One));
        // Only player 2 mated (player 1's hunt failed: the king, player 2, won round 1).
        let r = [
            round(Some(Player::Two), Color::White, [50, 49]),
            round(Some(Player::Two), Color::Black, [30, 30]),
        ];
        assert_eq!(
            score(Scoring::FasterMate, Mode::TwoPlayers, &r).winner,
            Some(Player::Two)
        );
        // Both hunts failed: a draw, even though each king "won" a round.
        let r = [
            round(Some(Player::Two), Color::White, [50, 50]),
            round(Some(Player::One), Color::Black, [50, 50]),
        ];
        assert_eq!(
            score(Scoring::FasterMate, Mode::TwoPlayers, &r).winner,
            None
        );
    }

    #[test]
    fn a_match_resumes_from_its_record() {
        use rules::square::Square;
        let sq = |s| Square::parse(s).unwrap();
        let mut m = Match::of(Variant::BishopVsPawns)
            .mode(Mode::TwoPlayers)
            .seed(42)
            .start()
            .unwrap();
        for (a, b) in [
            ("a2", "a3"),
            ("c8", "f5"),
            ("a3", "a4"),
            ("f5", "d3"),
            ("c2", "d3"),
        ] {
            m.play(Move::new(sq(a), sq(b))).unwrap();
        }
        assert_eq!(m.phase(), Phase::RoundOver);
        m.next_round().unwrap();
        m.play(Move::new(sq("b2"), sq("b4"))).unwrap();
        let text = m.to_record();
        let back = Match::from_record(Variant::BishopVsPawns, &text).expect("resumes");
        assert_eq!(back.round(), 1);
        assert_eq!(back.results(), m.results());
        assert_eq!(back.moves(), m.moves());
        assert_eq!(back.game().board(), m.game().board());
        assert_eq!(
            (back.mode, back.level, back.seed),
            (Mode::TwoPlayers, Level::Easy, 42)
        );
        assert_eq!(back.to_record(), text);
        // A custom start with castling survives too.
        let setup = Setup::parse("4k3/8/8/8/8/8/PPPPPPPP/R3K2R w KQ").unwrap();
        let mut hunt = Match::of(Variant::KingHunt)
            .level(Level::Hard)
            .custom_start(Some(setup))
            .seed(7)
            .start()
            .unwrap();
        hunt.play(Move::new(sq("e1"), sq("g1"))).unwrap();
        let back = Match::from_record(Variant::KingHunt, &hunt.to_record()).unwrap();
        assert_eq!(back.game().board(), hunt.game().board());
    }

    #[test]
    fn a_damaged_record_is_not_resumed() {
        for text in [
            "",
            "robot|3|w|1|",
            "robot|9|w|1|\ne2e4",
            "doi|1|w|x|\na2a3",
            "doi|1|w|1|\na2a5",
            "doi|1|w|1|8/8/8/8/8/8/PPPP4/2b5 w\na2a3",
            "doi|1|w|1|\nzz",
        ] {
            let m = Match::from_record(Variant::BishopVsPawns, text);
            if text == "robot|3|w|1|" {
                // A header without moves is a fresh match: harmless.
                assert!(m.is_some());
            } else {
                assert!(m.is_none(), "{text:?}");
            }
        }
    }

    #[test]
    fn modes_read_the_url_values() {
        assert_eq!(Mode::from_slug("doi"), Some(Mode::TwoPlayers));
        assert_eq!(Mode::from_slug("robot"), Some(Mode::Robot));
        assert_eq!(Mode::from_slug("trei"), None);
    }

    #[test]
    fn both_rounds_of_a_teachers_position_start_from_it_with_roles_swapped() {
        let start = Setup::parse("8/8/8/8/2b5/8/PPP5/8 w").unwrap();
        let mut m = Match::of(Variant::BishopVsPawns)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(start.clone()))
            .seed(3)
            .start()
            .unwrap();
        let first = m.game().board().clone();
        while m.phase() == Phase::Playing {
            let any = m.game().legal_moves()[0];
            m.play(any).unwrap();
        }
        m.next_round().unwrap();
        assert_eq!(
            m.game().board(),
            &first,
            "round 2 starts from the teacher's position"
        );
        assert_eq!(m.game().turn(), Color::White);
        assert_eq!(m.color_of(Player::One), Color::Black, "roles swapped");
        // A resumed match replays round 2 from the same position.
        let back = Match::from_record(Variant::BishopVsPawns, &m.to_record()).unwrap();
        assert_eq!(back.round(), 1);
        assert_eq!(back.game().board(), &first);
    }

    #[test]
    fn taking_back_restores_the_position_before_the_childs_move_and_counts() {
        let mut m = Match::of(Variant::BishopVsPawns)
            .level(Level::Hard)
            .seed(5)
            .start()
            .unwrap();
        assert!(!m.can_take_back(), "nothing to take back yet");
        let start_board = m.game().board().clone();
        let start_progress = m.game().progress();
        let first = m.game().legal_moves()[0];
        m.play(first).unwrap();
        assert!(!m.can_take_back(), "not while the robot is to move");
        let reply = m.robot_move().unwrap();
        m.play(reply).unwrap();
        let after_one = (m.game().board().clone(), m.game().progress());
        let second = m.game().legal_moves()[0];
        m.play(second).unwrap();
        m.play(m.robot_move().unwrap()).unwrap();
        // Once: back to after the first exchange, counters included.
        assert!(m.take_back());
        assert_eq!((m.game().board().clone(), m.game().progress()), after_one);
        assert_eq!(m.moves().len(), 2);
        // Twice: back to the start; then nothing is left to take back.
        assert!(m.take_back());
        assert_eq!(m.game().board(), &start_board);
        assert_eq!(m.game().progress(), start_progress);
        assert!(m.moves().is_empty() && !m.take_back());
        assert_eq!(m.undos(), 2);
        // Kept through a reload.
        let back = Match::from_record(Variant::BishopVsPawns, &m.to_record()).unwrap();
        assert_eq!(back.undos(), 2);
        // Never between two players.
        let mut two = Match::of(Variant::BishopVsPawns)
            .mode(Mode::TwoPlayers)
            .seed(5)
            .start()
            .unwrap();
        let any = two.game().legal_moves()[0];
        two.play(any).unwrap();
        assert!(!two.can_take_back() && !two.take_back());
    }

    #[test]
    fn undos_are_counted_in_the_round_result() {
        let start = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
        let mut m = Match::of(Variant::KingHunt)
            .custom_start(Some(start))
            .start()
            .unwrap();
        let quiet = m
            .game()
            .legal_moves()
            .into_iter()
            .find(|mv| mv.to.to_string() == "g2")
            .unwrap();
        m.play(quiet).unwrap();
        m.play(m.robot_move().unwrap()).unwrap();
        assert!(m.take_back());
        let mate = rules::testing::mv("g1", "g7");
        m.play(mate).unwrap();
        assert_eq!(m.phase(), Phase::MatchOver);
        assert_eq!(m.results()[0].undos, 1);
        assert!(!m.can_take_back(), "not once the match is over");
    }

    #[test]
    fn a_hint_asked_twice_in_one_position_counts_once() {
        let start = Setup::parse("7k/8/5K2/8/8/8/8/6Q1 w").unwrap();
        let mut m = Match::of(Variant::KingHunt)
            .custom_start(Some(start))
            .start()
            .unwrap();
        let first = m.hint().unwrap();
        assert_eq!(m.hint(), Some(first), "the same hint, shown again");
        assert_eq!(m.hints(), 1, "a double tap is one hint");
        let quiet = rules::testing::mv("g1", "g2");
        m.play(quiet).unwrap();
        m.play(m.robot_move().unwrap()).unwrap();
        m.hint().unwrap();
        assert_eq!(m.hints(), 2, "the next position's hint counts again");
        assert!(m.take_back());
        m.hint().unwrap();
        assert_eq!(m.hints(), 3, "after a take-back the position is another");
    }
    #[test]
    fn only_the_hunt_against_the_robot_earns_stars() {
        let hunt = Variant::KingHunt.info().best;
        let by_moves: Vec<u8> = [1, 20, 21, 35, 36, 50, 51]
            .into_iter()
            .map(|n| stars_for_mate(hunt, Mode::Robot, n))
            .collect();
        assert_eq!(by_moves, [3, 3, 2, 2, 1, 1, 0]);
        assert_eq!(stars_for_mate(hunt, Mode::TwoPlayers, 1), 0);
        for v in Variant::ALL.into_iter().filter(|&v| v != Variant::KingHunt) {
            for mode in [Mode::Robot, Mode::TwoPlayers] {
                assert_eq!(stars_for_mate(v.info().best, mode, 1), 0, "{v:?} {mode:?}");
            }
        }
    }

    #[test]
    fn a_played_moves_facts_are_what_its_notation_writes() {
        // Random play of every game: "x" marks the captures, "+" and "#"
        // the checks; the page's sounds read the facts, not the text.
        let (mut captures, mut checks) = (0, 0);
        for variant in Variant::ALL {
            let mut rng = rules::Rng::new(29);
            for _ in 0..8 {
                let mut m = Match::of(variant).mode(Mode::TwoPlayers).start().unwrap();
                while m.phase() == Phase::Playing && m.moves().len() < 200 {
                    let moves = m.game().legal_moves();
                    m.play(moves[rng.below(moves.len())]).unwrap();
                }
                for p in m.moves() {
                    assert_eq!(p.capture, p.notation.contains('x'), "{variant:?} {p:?}");
                    assert_eq!(
                        p.check,
                        p.notation.contains(['+', '#']),
                        "{variant:?} {p:?}"
                    );
                    captures += usize::from(p.capture);
                    checks += usize::from(p.check);
                }
            }
        }
        assert!(
            captures > 0 && checks > 0,
            "{captures} captures, {checks} checks"
        );
    }
}
