//! What the game page says about a match, as plain data: computed from the
//! match in one place (and tested natively), shown by a few closures.

use crate::action::GameAction;
use crate::board::Route;
use engine::play::matches::{Match, Mode, Phase, Player, mostly_hints, stars_after_hints};
use engine::play::review::PlyReview;
use engine::play::variant::Best;
use engine::{Color, Level, Summary};
use words::labels;

/// One player's line in the panel: "Tu — pionii".
#[derive(Clone, PartialEq, Debug)]
pub struct SideView {
    pub player: String,
    pub side: &'static str,
    pub color: Color,
    /// This player is to move.
    pub active: bool,
}

/// A button the panel offers now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// "💡 Sfat": point at a good move.
    Hint,
    /// "↶ Înapoi": take back the child's last move and the robot's reply.
    Undo,
    NextRound,
    PlayAgain,
    /// "◀": the review shows the position one move earlier.
    ReviewPrev,
    /// "▶": the review shows the position one move later.
    ReviewNext,
    /// "🔎": the review shows the position of the decisive mistake (or of
    /// the mate missed), its best move marked.
    ReviewKey,
    /// "🗺": the knight race's shortest route, drawn on the board or not.
    Route,
    /// After two wins in a row: a new match at this level.
    LevelUp(Level),
    /// A finished match the full storage keeps only for the session: the
    /// child's results file, downloaded at once.
    SaveResults,
    /// A teacher's series: on to its next position („Următoarea poziție ▶”).
    NextPosition,
    /// The goal can no longer be met: its position again („🔁 Încearcă din nou”).
    RetryGoal,
}

impl Action {
    pub fn label(self) -> &'static str {
        match self {
            Action::Hint => labels::HINT,
            Action::Undo => labels::UNDO,
            Action::NextRound => labels::NEXT_ROUND,
            Action::PlayAgain => labels::PLAY_AGAIN,
            Action::ReviewPrev => labels::REVIEW_PREV,
            Action::ReviewNext => labels::REVIEW_NEXT,
            Action::ReviewKey => labels::REVIEW_KEY,
            Action::Route => words::review::ROUTE_BUTTON,
            Action::LevelUp(level) => words::page::level_offer_button(level),
            Action::SaveResults => words::profiles::EXPORT,
            Action::NextPosition => words::series::NEXT_POSITION,
            Action::RetryGoal => words::goal::RETRY,
        }
    }

    pub fn class(self) -> &'static str {
        match self {
            Action::Hint => "hint-button",
            Action::Undo => "undo-button",
            Action::NextRound
            | Action::PlayAgain
            | Action::LevelUp(_)
            | Action::SaveResults
            | Action::NextPosition => "primary big",
            Action::RetryGoal => "primary",
            Action::ReviewPrev | Action::ReviewNext | Action::ReviewKey | Action::Route => {
                "step-button"
            }
        }
    }

    /// The page contract's `data-action` of its button.
    pub fn name(self) -> &'static str {
        GameAction::from(self).name()
    }
}

/// The button of each action, which writes its `data-action`.
impl From<Action> for GameAction {
    fn from(action: Action) -> GameAction {
        match action {
            Action::Hint => GameAction::Hint,
            Action::Undo => GameAction::Undo,
            Action::NextRound => GameAction::NextRound,
            Action::PlayAgain => GameAction::PlayAgain,
            Action::ReviewPrev => GameAction::ReviewPrev,
            Action::ReviewNext => GameAction::ReviewNext,
            Action::ReviewKey => GameAction::ReviewKey,
            Action::Route => GameAction::Route,
            Action::LevelUp(_) => GameAction::LevelUp,
            Action::SaveResults => GameAction::SaveResults,
            Action::NextPosition => GameAction::NextPosition,
            Action::RetryGoal => GameAction::RetryGoal,
        }
    }
}

/// One line of a list the page shows (counters, summaries, moves).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Line {
    pub text: String,
    /// A move of a finished round: its `data-ply` (1, 2, …).
    pub ply: Option<String>,
    /// A move of a finished round: its `data-verdict`, once judged.
    pub verdict: Option<&'static str>,
    /// The move that led to the position the review shows.
    pub current: bool,
}

impl Line {
    fn plain(text: String) -> Line {
        Line {
            text,
            ..Line::default()
        }
    }
}

/// The review of the finished round ("🔍 Ce s-a întâmplat?") as the page
/// holds it: computed a few moves at a time, then stepped through.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct ReviewState {
    /// Counts the reviews begun: a slice of an older one is dropped.
    pub generation: u32,
    /// The reviews of the round's moves computed so far, in order.
    pub plies: Vec<PlyReview>,
    /// The position shown while stepping: after this many moves (`None`:
    /// the round's last position, the game's own).
    pub step: Option<usize>,
    /// The routes drawn on the board (the knight race), or none.
    pub routes: Vec<Route>,
    /// Time spent computing the review, in milliseconds (for the benchmark).
    pub spent_ms: f64,
}

impl ReviewState {
    /// A new, empty review (the round is on, or has just ended).
    pub fn restart(&mut self) {
        *self = ReviewState {
            generation: self.generation.wrapping_add(1),
            ..ReviewState::default()
        };
    }

    /// The number of moves applied to the position shown, of `total`.
    pub fn shown(&self, total: usize) -> usize {
        self.step.map_or(total, |k| k.min(total))
    }

    /// "◀": one move earlier, down to the start.
    pub fn step_back(&mut self, total: usize) {
        let shown = self.shown(total);
        if shown > 0 {
            self.step = Some(shown - 1);
        }
    }

    /// The position before move `ply` (0-based): the one where it was
    /// played, its best move marked.
    pub fn show_before(&mut self, ply: usize) {
        self.step = Some(ply);
    }

    /// "▶": one move later; the last position is the game's own again.
    pub fn step_forward(&mut self, total: usize) {
        if let Some(k) = self.step {
            self.step = (k + 1 < total).then_some(k + 1);
        }
    }
}

/// Everything the page shows about the match besides the board.
#[derive(Clone, PartialEq, Debug)]
pub struct MatchView {
    /// The sentence of the `role="status"` region.
    pub status: String,
    /// `data-phase`: playing, round-over or match-over.
    pub phase: &'static str,
    /// `data-round-winner` of the last finished round: a colour or "egal".
    pub round_winner: Option<&'static str>,
    pub round_label: String,
    pub sides: Vec<SideView>,
    /// The game's counters ("Mutarea 12 din 50", captures left, …).
    pub progress: Vec<Line>,
    /// After a round, each human player's own line ("Ai terminat în …").
    pub summary: Vec<Line>,
    /// Between rounds: who plays which side next (empty otherwise).
    pub hand_over: String,
    /// The notation of every move of the round, with its verdict once the
    /// round is over.
    pub moves: Vec<Line>,
    pub actions: Vec<Action>,
    /// Once a round is over: the review's buttons that may be used now
    /// (each keeps its place: see the stylesheet).
    pub review_actions: Vec<Action>,
    /// The caption of the position the review shows.
    pub step_caption: String,
    /// The review's sentence (`[data-review]`), once every move is judged.
    pub review: String,
    /// `data-review-ms`: the time the review took, once done (benchmark).
    pub review_ms: String,
    /// A round a child won: the stars that fly over the board ("★★★"; in
    /// the king hunt against the robot, the stars earned), else empty.
    pub celebration: String,
}

impl MatchView {
    /// After two wins in a row at `done`: the sentence that offers `next`,
    /// and its button first among the next steps.
    pub fn offer_level(&mut self, done: Level, next: Level) {
        self.hand_over = words::page::level_offer(done, next);
        self.actions.insert(0, Action::LevelUp(next));
    }

    /// The page's view of `m`; `robot_busy` while the robot thinks.
    pub fn of(m: &Match, robot_busy: bool) -> MatchView {
        MatchView::reviewed(m, robot_busy, &ReviewState::default())
    }

    /// The page's view of `m` with the review of its finished round so far.
    pub fn reviewed(m: &Match, robot_busy: bool, review: &ReviewState) -> MatchView {
        let phase = m.phase();
        let game = m.game();
        let sides = [Player::One, Player::Two]
            .into_iter()
            .map(|p| {
                let color = m.color_of(p);
                SideView {
                    player: words::player_name(m.mode, p).to_string(),
                    side: words::side_name(m, color),
                    color,
                    active: phase == Phase::Playing && game.turn() == color,
                }
            })
            .collect();
        let mut actions = Vec::new();
        // "💡 Sfat" in every game, for whoever is to move (not the robot).
        if phase == Phase::Playing && !m.is_robot_turn() {
            actions.push(Action::Hint);
        }
        if m.can_take_back() && !robot_busy {
            actions.push(Action::Undo);
        }
        match phase {
            Phase::Playing => {}
            Phase::RoundOver => actions.push(Action::NextRound),
            Phase::MatchOver => actions.push(Action::PlayAgain),
        }
        let total = m.moves().len();
        let shown = review.shown(total);
        // The whole review, once every move is judged: its sentence, and the
        // move „🔎 Arată greșeala” shows (the one the sentence names).
        let all = (phase != Phase::Playing && review.plies.len() == total)
            .then(|| m.assemble_review(m.round(), review.plies.clone()))
            .flatten();
        let key = all.as_ref().and_then(|a| a.key_ply());
        let mut review_actions = Vec::new();
        let mut step_caption = String::new();
        if phase != Phase::Playing && total > 0 {
            if shown > 0 {
                review_actions.push(Action::ReviewPrev);
            }
            if shown < total {
                review_actions.push(Action::ReviewNext);
            }
            if m.variant.info().best == Best::FewestMoves {
                review_actions.push(Action::Route);
            }
            let at_key = key.filter(|&k| review.step == Some(k));
            step_caption = words::review::step_caption(m, m.round(), shown, &review.plies, at_key);
        }
        let (mut review_sentence, mut review_ms) = (String::new(), String::new());
        if phase != Phase::Playing {
            review_sentence = words::review::CHECKING.to_string();
            if let Some(all) = &all {
                review_sentence = words::review::decisive_sentence(m, m.round(), all);
                review_ms = (review.spent_ms as u64).to_string();
                // Offered at its own step too: the step buttons keep their
                // places under the finger.
                if key.is_some() {
                    review_actions.push(Action::ReviewKey);
                }
            }
        }
        MatchView {
            status: words::status(m, robot_busy),
            phase: phase.slug(),
            round_winner: round_winner_attr(m),
            round_label: words::round_label(m),
            sides,
            // While stepping through the review, the counters are the
            // position shown's, not the round's last.
            progress: match review.step.filter(|_| phase != Phase::Playing) {
                Some(_) => m
                    .replay_round(m.round(), shown)
                    .map_or_else(|| game.progress(), |g| g.progress()),
                None => game.progress(),
            }
            .into_iter()
            .map(|c| Line::plain(words::counter(c)))
            .collect(),
            summary: summaries(m).into_iter().map(Line::plain).collect(),
            hand_over: words::tap::hand_over(m),
            moves: move_list(m, review),
            actions,
            review_actions,
            step_caption,
            review: review_sentence,
            review_ms,
            celebration: "★".repeat(usize::from(celebration(m))),
        }
    }
}

/// The moves of the round for a two-column list (white, black): "…" fills
/// the column of a side that did not move, when black moved first (a `poz`
/// with black to move) or after a pass, so numbers and columns stay right.
///
/// Once the round is over, each move carries its number (`data-ply`) and
/// its verdict as far as the review has come.
fn move_list(m: &Match, review: &ReviewState) -> Vec<Line> {
    let over = m.phase() != Phase::Playing;
    let shown = review.shown(m.moves().len());
    let mut list = Vec::with_capacity(m.moves().len() + 1);
    let mut column = Color::White;
    for (i, played) in m.moves().iter().enumerate() {
        if played.color != column {
            list.push(Line::plain("…".to_string()));
        }
        list.push(Line {
            text: played.notation.clone(),
            ply: over.then(|| (i + 1).to_string()),
            verdict: review
                .plies
                .get(i)
                .filter(|_| over)
                .map(|p| p.verdict.slug()),
            current: review.step.is_some() && i + 1 == shown,
        });
        column = played.color.other();
    }
    list
}

/// After a round, each human player's line: one against the robot, two else.
fn summaries(m: &Match) -> Vec<String> {
    // A start that was already decided has nothing to sum up ("in 0 moves"):
    // the verdict says why it ended.
    let Some(r) = m
        .results()
        .last()
        .filter(|r| m.phase() != Phase::Playing && r.moves != [0, 0])
    else {
        return Vec::new();
    };
    let players: &[Player] = match m.mode {
        Mode::Robot => &[Player::One],
        Mode::TwoPlayers => &[Player::One, Player::Two],
    };
    // A match won mostly by hints says why no level is offered.
    let won_with_help = m.mode == Mode::Robot
        && m.result().is_some_and(|r| r.winner == Some(Player::One))
        && mostly_hints(
            m.results().iter().map(|r| r.hints).sum(),
            m.results().iter().map(|r| r.moves[0]).sum(),
        );
    players
        .iter()
        .filter_map(|&p| {
            let summary = match m.game().round_summary(r.color_of(p))? {
                // The stars said are the stars the hints left.
                Summary::Mated { moves, stars } if m.mode == Mode::Robot => Summary::Mated {
                    moves,
                    stars: stars_after_hints(stars, r.hints),
                },
                summary => summary,
            };
            Some(words::summary_line(m.mode, p, summary))
        })
        .chain(won_with_help.then(|| words::page::MOSTLY_HINTS.to_string()))
        .collect()
}

/// How many stars celebrate the round just over: a round a child won (the
/// child against the robot, either child between two), three stars, or in
/// the king hunt against the robot the stars its mate earned; against the
/// robot, each hint costs one of them ([`stars_after_hints`]); 0 otherwise.
pub fn celebration(m: &Match) -> u8 {
    let Some(r) = m.results().last().filter(|_| m.phase() != Phase::Playing) else {
        return 0;
    };
    match (r.winner, m.mode) {
        (Some(Player::One), Mode::Robot) if m.variant.info().best == Best::FastestMate => {
            stars_after_hints(engine::rules::king_hunt::stars_for(r.moves[0]), r.hints)
        }
        (Some(Player::One), Mode::Robot) => stars_after_hints(3, r.hints),
        (Some(_), Mode::TwoPlayers) => 3,
        _ => 0,
    }
}

/// The colour that won the last finished round, for `data-round-winner`.
fn round_winner_attr(m: &Match) -> Option<&'static str> {
    let r = m.results().last()?;
    Some(match r.winner {
        None => "egal",
        Some(p) => r.color_of(p).name_ro(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::rules::board::Setup;
    use engine::rules::testing::mv;
    use engine::{Level, Variant};

    /// A line compared by its words (the tests of sentences).
    impl PartialEq<&str> for Line {
        fn eq(&self, other: &&str) -> bool {
            self.text == *other
        }
    }

    fn robot_match(variant: Variant, start: Option<&str>) -> Match {
        let setup = start.map(|s| Setup::parse(s).unwrap());
        Match::of(variant)
            .custom_start(setup)
            .seed(7)
            .start()
            .unwrap()
    }

    #[test]
    fn a_decided_start_shows_its_verdict_and_the_next_round_only() {
        // The rules' pinned pawn: the pawns cannot move, the bishop has won.
        let m = robot_match(Variant::BishopVsPawns, Some("8/8/b7/P7/8/8/8/8 w"));
        let v = MatchView::of(&m, false);
        assert_eq!(v.phase, "round-over");
        assert_eq!(v.round_winner, Some("negru"));
        assert_eq!(
            v.status,
            "Repriza 1: a câștigat Robotul. Pionii nu mai au nicio mutare."
        );
        assert!(v.summary.is_empty(), "{:?}", v.summary);
        assert_eq!(v.actions, vec![Action::NextRound]);
    }

    #[test]
    fn the_hunt_against_the_robot_starts_with_the_child_to_move_and_a_hint() {
        let m = robot_match(Variant::KingHunt, None);
        let v = MatchView::of(&m, false);
        assert_eq!(v.phase, "playing");
        assert_eq!(v.round_label, "O singură vânătoare");
        assert_eq!(v.status, "Rândul tău — mută albul (vânătorul).");
        assert_eq!(v.actions, vec![Action::Hint]);
        assert_eq!(v.sides[0].player, "Tu");
        assert!(v.sides[0].active);
        assert_eq!(v.sides[1].player, "Robotul");
        assert!(!v.sides[1].active);
        assert!(v.moves.is_empty() && v.summary.is_empty());
        assert_eq!(v.round_winner, None);
    }

    #[test]
    fn two_players_race_in_two_rounds_and_take_turns() {
        let mut m = Match::of(Variant::KnightRace)
            .mode(Mode::TwoPlayers)
            .seed(7)
            .start()
            .unwrap();
        let v = MatchView::of(&m, false);
        assert_eq!(v.round_label, "Repriza 1 din 2");
        assert_eq!(v.actions, vec![Action::Hint], "a hint in every game");
        assert_eq!(v.status, "Jucătorul 1 la mutare, cu calul alb.");
        let first = m.game().legal_moves()[0];
        m.play(first).unwrap();
        let v = MatchView::of(&m, false);
        assert_eq!(v.moves.len(), 1);
        assert!(v.sides[1].active && !v.sides[0].active);
        assert_eq!(v.status, "Jucătorul 2 la mutare, cu calul negru.");
    }

    #[test]
    fn black_moving_first_starts_the_list_in_the_second_column() {
        let setup = Setup::parse("2b5/8/8/8/8/8/PPP5/8 b").unwrap();
        let mut m = Match::of(Variant::BishopVsPawns)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(setup))
            .seed(7)
            .start()
            .unwrap();
        m.play(mv("c8", "h3")).unwrap();
        m.play(mv("a2", "a4")).unwrap();
        let v = MatchView::of(&m, false);
        assert_eq!(v.moves.len(), 3);
        assert_eq!(v.moves[0], "…");
        assert_ne!(v.moves[1], "…");
        assert_ne!(v.moves[2], "…");
    }

    #[test]
    fn the_robot_thinking_is_said() {
        let mut m = robot_match(Variant::KingHunt, None);
        let first = m.game().legal_moves()[0];
        m.play(first).unwrap();
        let v = MatchView::of(&m, true);
        assert_eq!(v.status, "Robotul se gândește… (regele negru)");
        assert!(v.actions.is_empty(), "no hint on the robot's turn");
    }

    #[test]
    fn a_mate_ends_the_hunt_with_the_verdict_the_stars_and_play_again() {
        let mut m = robot_match(Variant::KingHunt, Some("7k/Q7/6K1/8/8/8/8/8 w -"));
        m.play(mv("a7", "g7")).unwrap();
        let v = MatchView::of(&m, false);
        assert_eq!(v.phase, "match-over");
        assert_eq!(v.round_winner, Some("alb"));
        assert_eq!(v.actions, vec![Action::PlayAgain]);
        assert_eq!(
            v.status,
            "Ai câștigat! Mat! Regele negru nu mai poate scăpa."
        );
        assert_eq!(v.summary, ["Ai dat mat în 1 mutare: ★★★."]);
    }

    /// The hunt of the browser test (tests/e2e/wording.spec.mjs): the queen
    /// mates on g7 at once, stalemates with g6, or mates in two (a7, g7).
    const HUNT: &str = "7k/8/5K2/8/8/8/8/6Q1 w";

    fn two_players(variant: Variant, start: &str) -> Match {
        let setup = Setup::parse(start).unwrap();
        Match::of(variant)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(setup))
            .seed(7)
            .start()
            .unwrap()
    }

    fn play(m: &mut Match, moves: &str) {
        for text in moves.split_whitespace() {
            m.play(mv(&text[..2], &text[2..])).unwrap();
        }
    }

    /// Round 1 of `HUNT`: player 1 mates at once; round 2 begins.
    fn hunt_after_round_one() -> Match {
        let mut m = two_players(Variant::KingHunt, HUNT);
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Jucătorul 1, ai grijă la pat: o mutare neatentă poate lăsa regele negru fără nicio \
             mutare. Înainte să muți, verifică dacă regele mai are unde merge. Jucătorul 1 la \
             mutare, cu albul (vânătorul)."
        );
        play(&mut m, "g1g7");
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Repriza 1: a câștigat Jucătorul 1. Mat! Regele negru nu mai poate scăpa."
        );
        assert_eq!(
            v.summary,
            [
                "Jucătorul 1 a dat mat în 1 mutare: ★★★.",
                "Regele Jucătorului 2 a primit mat după 1 mutare a albului."
            ]
        );
        m.next_round().unwrap();
        m
    }

    #[test]
    fn two_players_hear_their_names_and_whose_every_number_is() {
        // Only player 1 mates: player 2 stalemates.
        let mut m = hunt_after_round_one();
        play(&mut m, "g1g6");
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Repriza 2: a câștigat Jucătorul 1. Pat: regele negru nu mai are nicio mutare, dar nu \
             este în șah. Vânătoarea a eșuat. Jucătorul 1 a câștigat meciul! 🎉 Doar Jucătorul 1 \
             a dat mat, în 1 mutare."
        );
        assert_eq!(
            v.summary,
            [
                "Regele Jucătorului 1 a scăpat după 1 mutare a albului.",
                "Jucătorul 2 a dat pat în 1 mutare: 0 stele."
            ]
        );
        // Both mate, player 2 in two moves.
        let mut m = hunt_after_round_one();
        play(&mut m, "g1a7");
        assert_eq!(
            MatchView::of(&m, false).status,
            "Atenție: regele negru mai are o singură mutare! Jucătorul 1 la mutare, cu regele negru."
        );
        play(&mut m, "h8g8 a7g7");
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Repriza 2: a câștigat Jucătorul 2. Mat! Regele negru nu mai poate scăpa. Jucătorul 1 \
             a câștigat meciul! 🎉 Câștigă cine dă mat mai repede: Jucătorul 1 a dat mat în 1 mutare, iar \
             Jucătorul 2 în 2 mutări."
        );
        assert_eq!(
            v.summary,
            [
                "Regele Jucătorului 1 a primit mat după 2 mutări ale albului.",
                "Jucătorul 2 a dat mat în 2 mutări: ★★★."
            ]
        );
        // Both mate in one: a draw, said once.
        let mut m = hunt_after_round_one();
        play(&mut m, "g1g7");
        assert_eq!(
            MatchView::of(&m, false).status,
            "Repriza 2: a câștigat Jucătorul 2. Mat! Regele negru nu mai poate scăpa. Meciul s-a \
             terminat la egalitate. Jucătorul 1 și Jucătorul 2 au dat mat, fiecare în 1 mutare."
        );
    }

    #[test]
    fn a_one_all_pawn_match_names_both_players_and_says_draw_once() {
        // The pawn on a2 takes the bishop on b3 at once, in both rounds.
        let start = "8/8/8/8/8/1b6/P7/8 w";
        let mut m = two_players(Variant::BishopVsPawns, start);
        assert_eq!(
            MatchView::of(&m, false).status,
            "Jucătorul 1 la mutare, cu pionii."
        );
        play(&mut m, "a2b3");
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Repriza 1: a câștigat Jucătorul 1. Un pion a capturat nebunul."
        );
        assert_eq!(
            v.summary,
            [
                "Jucătorul 1 a câștigat repriza în 1 mutare.",
                "Jucătorul 2 a pierdut repriza fără să mute."
            ]
        );
        m.next_round().unwrap();
        assert_eq!(
            MatchView::of(&m, false).status,
            "Jucătorul 2 la mutare, cu pionii."
        );
        play(&mut m, "a2b3");
        assert_eq!(
            MatchView::of(&m, false).status,
            "Repriza 2: a câștigat Jucătorul 2. Un pion a capturat nebunul. Meciul s-a terminat la \
             egalitate. Câte o repriză pentru fiecare."
        );
        // Against the robot the child is "tu", the side in lower case.
        let mut m = robot_match(Variant::BishopVsPawns, Some(start));
        assert_eq!(MatchView::of(&m, false).status, "Rândul tău — mută pionii.");
        play(&mut m, "a2b3");
        assert_eq!(
            MatchView::of(&m, false).status,
            "Repriza 1: ai câștigat! Un pion a capturat nebunul."
        );
        m.next_round().unwrap();
        assert_eq!(MatchView::of(&m, false).status, "Mută Robotul (pionii).");
        play(&mut m, "a2b3");
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Repriza 2: a câștigat Robotul. Un pion a capturat nebunul. Meciul s-a terminat la \
             egalitate. Câte o repriză pentru fiecare."
        );
        assert_eq!(v.summary, ["Ai pierdut repriza fără să muți."]);
    }

    #[test]
    fn a_finished_round_is_reviewed_and_stepped_through() {
        let bishop_match = || {
            Match::of(Variant::BishopVsPawns)
                .mode(Mode::TwoPlayers)
                .level(Level::Hard)
                .start()
                .unwrap()
        };
        let mut m = bishop_match();
        while !m.prepare_robot(100_000) {}
        play(&mut m, "b2b4");
        let v = MatchView::of(&m, false);
        assert_eq!(v.moves[0].ply, None, "no verdicts while playing");
        assert!(v.review_actions.is_empty() && v.step_caption.is_empty());
        while m.phase() == Phase::Playing {
            let best = m.hint().unwrap();
            m.play(best).unwrap();
        }
        let total = m.moves().len();
        let mut review = ReviewState {
            plies: m.review_round(0).unwrap().plies,
            ..ReviewState::default()
        };
        let v = MatchView::reviewed(&m, false, &review);
        assert_eq!(v.moves[0].ply.as_deref(), Some("1"));
        assert_eq!(v.moves[0].verdict, Some("greseala"));
        assert_eq!(v.moves[1].verdict, Some("bun"));
        assert_eq!(v.moves[total - 1].ply, Some(total.to_string()));
        assert!(v.moves.iter().all(|l| !l.current));
        assert_eq!(v.review_actions, [Action::ReviewPrev, Action::ReviewKey]);
        assert!(v.step_caption.starts_with("Poziția de la final."));
        // "🔎" shows where b2-b4 was played, a2-a4 marked as the best move.
        let mut at_mistake = review.clone();
        at_mistake.show_before(0);
        let v = MatchView::reviewed(&m, false, &at_mistake);
        assert_eq!(v.review_actions, [Action::ReviewNext, Action::ReviewKey]);
        // The counters are the position shown's: the start's three pawns,
        // not the round's end.
        let lines = |v: &MatchView| {
            v.progress
                .iter()
                .map(|l| l.text.clone())
                .collect::<Vec<_>>()
        };
        let start = bishop_match();
        assert_eq!(lines(&v), lines(&MatchView::of(&start, false)));
        assert_ne!(lines(&v), lines(&MatchView::reviewed(&m, false, &review)));
        // At the move the review names, the caption names it.
        assert_eq!(
            v.step_caption,
            "Aici s-a jucat mutarea 1 a pionilor, b2-b4: greșeală. Cea mai bună mutare era a2-a4."
        );
        // ◀ down to the start, and no further.
        for _ in 0..total + 2 {
            review.step_back(total);
        }
        assert_eq!(review.step, Some(0));
        let v = MatchView::reviewed(&m, false, &review);
        assert_eq!(v.review_actions, [Action::ReviewNext, Action::ReviewKey]);
        // The start is where b2-b4, the move named, was played.
        assert_eq!(
            v.step_caption,
            "Aici s-a jucat mutarea 1 a pionilor, b2-b4: greșeală. Cea mai bună mutare era a2-a4."
        );
        review.step_forward(total);
        let v = MatchView::reviewed(&m, false, &review);
        assert!(v.moves[0].current && !v.moves[1].current);
        assert!(
            v.step_caption
                .starts_with("După mutarea 1 a pionilor, b2-b4: greșeală.")
        );
        // ▶ back to the last position, the game's own.
        for _ in 0..total {
            review.step_forward(total);
        }
        assert_eq!(review.step, None);
        // A new review forgets the steps and the plies.
        let generation = review.generation;
        review.restart();
        assert_eq!(review.generation, generation + 1);
        assert!(review.plies.is_empty() && review.step.is_none());
    }

    #[test]
    fn a_won_round_is_celebrated_with_its_stars() {
        // A mate in one against the robot: three stars.
        let mut hunt = robot_match(Variant::KingHunt, Some("7k/8/5K2/8/8/8/8/6Q1 w"));
        assert_eq!(MatchView::of(&hunt, false).celebration, "");
        hunt.play(mv("g1", "g7")).unwrap();
        assert_eq!(MatchView::of(&hunt, false).celebration, "★★★");
        // A stalemate is the robot's: nothing to celebrate.
        let mut stalemate = robot_match(Variant::KingHunt, Some("7k/8/8/5Q2/8/8/8/K7 w"));
        stalemate.play(mv("f5", "g6")).unwrap();
        assert_eq!(MatchView::of(&stalemate, false).celebration, "");
        // Between two children, the round's winner is celebrated.
        let mut two = Match::of(Variant::BishopVsPawns)
            .mode(Mode::TwoPlayers)
            .custom_start(Some(Setup::parse("8/8/8/8/8/b7/1P6/8 w").unwrap()))
            .start()
            .unwrap();
        two.play(mv("b2", "a3")).unwrap();
        assert_eq!(MatchView::of(&two, false).celebration, "★★★");
    }

    #[test]
    fn hints_cost_stars_and_a_win_mostly_by_hints_says_so() {
        // The mate in one, found by the hint: one star less, said in the
        // summary as on the page, and the win was all hints.
        let mut hunt = robot_match(Variant::KingHunt, Some("7k/8/5K2/8/8/8/8/6Q1 w"));
        let hint = hunt.hint().expect("a hint");
        hunt.play(hint).unwrap();
        let v = MatchView::of(&hunt, false);
        assert_eq!(v.celebration, "★★");
        assert_eq!(
            v.summary
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>(),
            [
                "Ai dat mat în 1 mutare: ★★.",
                "Ai câștigat cu multe sfaturi. Meciul acesta nu te duce la nivelul următor: încearcă să câștigi mai mult singur!"
            ]
        );
        // Without the hint: three stars and nothing more to say.
        let mut alone = robot_match(Variant::KingHunt, Some("7k/8/5K2/8/8/8/8/6Q1 w"));
        alone.play(mv("g1", "g7")).unwrap();
        let v = MatchView::of(&alone, false);
        assert_eq!(v.celebration, "★★★");
        assert_eq!(v.summary.len(), 1);
        // A pawn game's win: three stars less a star per hint, at least one.
        let mut bishop = robot_match(Variant::BishopVsPawns, Some("8/8/8/8/8/b7/1P6/8 w"));
        bishop.hint();
        bishop.play(mv("b2", "a3")).unwrap();
        assert_eq!(MatchView::of(&bishop, false).celebration, "★★");
    }

    #[test]
    fn the_race_offers_its_route() {
        let mut m = robot_match(Variant::KnightRace, None);
        while m.phase() == Phase::Playing {
            let mv = match m.robot_move() {
                Some(mv) => mv,
                None => m.hint().unwrap(),
            };
            m.play(mv).unwrap();
        }
        let v = MatchView::of(&m, false);
        assert_eq!(v.review_actions, [Action::ReviewPrev, Action::Route]);
        assert_eq!(Action::Route.name(), "route");
        assert_eq!(Action::Route.label(), "🗺 Drumul cel mai scurt");
    }
}
