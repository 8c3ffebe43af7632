//! What the page shows of the controller's state: the board's input and
//! the rest of the page, as plain data (the component only reads them).

use super::Controller;
use crate::board::BoardInput;
use crate::match_view::{Action, MatchView};
use crate::route::{Page, Params, href};
use engine::play::matches::{Mode, Phase, Player};
use engine::{Color, Game, LensLegend, Setup};
use storage::Preferences;

/// Everything the page shows besides the board.
#[derive(Clone, PartialEq, Debug)]
pub struct PageView {
    pub game: MatchView,
    /// The robot is thinking (`data-busy`).
    pub busy: bool,
    /// The robot's last reply, in microseconds (`data-robot-us`).
    pub robot_us: u64,
    pub projector: bool,
    pub prefs: Preferences,
    /// Whether the lens shows ([`Controller::lens_on`]).
    pub lens: bool,
    /// What the lens's marks mean, while it is on (else empty).
    pub lens_legend: &'static str,
    /// The short answer over the board to a tap that started no move.
    pub answer: String,
    /// Its class: a new answer alternates two, so its pop-in restarts.
    pub answer_class: &'static str,
    /// An interrupted match is offered back.
    pub resume_offered: bool,
    /// Ușor's question before a move that gives the piece away (else empty).
    pub asking: String,
    /// The storage refused (`data-notice` of the note beside the board).
    pub storage_refused: bool,
    pub storage_note: &'static str,
    /// The teacher's link from the position on the board to the editor.
    pub edit_link: String,
    /// The teacher's goal and, once a round is over, whether it was met;
    /// or why it can no longer be met in the round being played (empty
    /// without a goal).
    pub goal: String,
    /// `data-goal-met`: `da` or `nu` once a round is over.
    pub goal_met: Option<&'static str>,
}

/// What „Citește automat” reads when it shows ([`PageView::to_read`]).
#[derive(Clone, PartialEq, Debug)]
pub enum Reading {
    /// The new status, with a round's result, its stars and who plays what next.
    News,
    /// The review's sentence, once every move is judged.
    Review,
    /// A sentence shown over the board, or asked.
    Words(String),
}

impl PageView {
    /// The texts of `reading`, to be read aloud as `words::speech::spoken`
    /// says them; without one („🗣️”), everything the page shows a child to
    /// read: the teacher's goal, the status, a round's result and stars,
    /// who plays what next, the answer over the board (a hint, a refused
    /// tap) and the review's sentence once it is there.
    pub fn to_read<'a>(&'a self, reading: Option<&'a Reading>) -> Vec<&'a str> {
        let g = &self.game;
        let review = if g.review_ms.is_empty() {
            ""
        } else {
            &g.review
        };
        let mut shown = Vec::new();
        match reading {
            Some(Reading::Words(words)) => shown.push(words.as_str()),
            Some(Reading::Review) => shown.push(review),
            Some(Reading::News) | None => {
                if reading.is_none() {
                    shown.push(&self.goal);
                }
                shown.push(&g.status);
                for line in &g.summary {
                    shown.push(&line.text);
                }
                shown.push(&g.celebration);
                shown.push(&g.hand_over);
                if reading.is_none() {
                    shown.push(&self.answer);
                    shown.push(review);
                }
            }
        }
        shown
    }
}

impl Controller {
    /// What the board shows.
    pub fn board(&self) -> BoardInput {
        let m = &self.game;
        let r = &self.review;
        let can_move = m.phase() == Phase::Playing && !m.is_robot_turn() && !self.robot_busy;
        let step = r.step.filter(|_| m.phase() != Phase::Playing);
        let replayed = step.and_then(|k| m.replay_round(m.round(), k));
        let game: &dyn Game = match &replayed {
            Some(g) => g.as_ref(),
            None => m.game(),
        };
        let shown = r.shown(m.moves().len());
        BoardInput {
            board: game.board().clone(),
            // Against the robot the child sits at the bottom; two players
            // keep player 1's first colour at the bottom for the whole match.
            orientation: if m.mode == Mode::Robot {
                m.color_of(Player::One)
            } else {
                m.player1_first
            },
            moves: if can_move {
                m.game().legal_moves()
            } else {
                Vec::new()
            },
            last_move: shown
                .checked_sub(1)
                .and_then(|i| m.moves().get(i))
                .map(|p| p.mv),
            highlights: game.highlights(),
            // While stepping: the best move of the position shown.
            hint: match step {
                Some(_) => r.plies.get(shown).and_then(|p| p.best),
                None => self.hint,
            },
            // Where the move the review names was played: that move too.
            played: step
                .filter(|&k| {
                    m.assemble_review(m.round(), r.plies.clone())
                        .and_then(|all| all.key_ply())
                        == Some(k)
                })
                .and_then(|k| m.moves().get(k))
                .map(|p| p.mv),
            lens: if self.lens_on() { game.lens() } else { None },
            routes: r.routes.clone(),
        }
    }

    /// Everything else the page shows.
    pub fn view(&self) -> PageView {
        let m = &self.game;
        let mut game = MatchView::reviewed(m, self.robot_busy, &self.review);
        if let Some(next) = self.level_offer {
            game.offer_level(m.level, next);
        }
        if self.series_next.is_some() && game.phase == "match-over" {
            game.actions.insert(0, Action::NextPosition);
        }
        let lost = words::goal::lost(m, true);
        if lost.is_some() {
            game.actions.push(Action::RetryGoal);
        }
        if self.unsaved && game.phase == "match-over" {
            game.actions.insert(0, Action::SaveResults);
        }
        let a = &self.answer;
        PageView {
            game,
            busy: self.robot_busy,
            robot_us: (self.think_ms * 1000.0) as u64,
            projector: self.projector,
            prefs: self.prefs,
            lens_legend: match self.variant.info().lens {
                _ if !self.lens_on() || !self.has_lens() => "",
                LensLegend::None => "",
                LensLegend::KingsSquares => words::page::LENS_HUNT,
                // Said to the side the child plays: against the robot the
                // child's, between two children the side to move (the
                // pawns are white).
                LensLegend::Pawns => match (self.game.mode, self.game.game().turn()) {
                    (Mode::Robot, _) if self.game.color_of(Player::One) == Color::White => {
                        words::page::LENS_OWN_PAWNS
                    }
                    (Mode::Robot, _) => words::page::LENS_PIECE,
                    (Mode::TwoPlayers, Color::White) => words::page::LENS_OWN_PAWNS,
                    (Mode::TwoPlayers, Color::Black) => words::page::LENS_PIECE,
                },
            },
            answer: a.words.clone(),
            // Each new answer alternates two class names, so its pop-in
            // animation restarts even when the same words come twice.
            answer_class: match (a.words.is_empty(), a.serial % 2) {
                (true, _) => "tap-answer",
                (false, 0) => "tap-answer shown",
                (false, _) => "tap-answer shown again",
            },
            lens: self.lens_on(),
            resume_offered: self.interrupted.is_some(),
            asking: self
                .asking
                .as_ref()
                .map(|(_, q)| q.clone())
                .unwrap_or_default(),
            storage_refused: self.storage_refused,
            storage_note: match (self.unsaved, self.storage_refused) {
                (true, _) => words::KEPT_FOR_SESSION,
                (_, true) => words::STORAGE_REFUSED,
                _ => "",
            },
            edit_link: self.edit_link().unwrap_or_default(),
            goal: match (m.goal, lost) {
                (_, Some(lost)) => lost,
                (Some(g), None) => words::goal::line(g, m.goal_met()),
                (None, None) => String::new(),
            },
            goal_met: m.goal_met().map(|met| if met { "da" } else { "nu" }),
        }
    }

    /// Whether the game has a lens ("👓") to offer.
    pub fn has_lens(&self) -> bool {
        self.game.game().lens().is_some()
    }

    /// The teacher's one tap from the position on the board to the editor
    /// (not in an embed or a locked exercise, where children play).
    pub fn edit_link(&self) -> Option<String> {
        let p = &self.params;
        if !self.variant.accepts_custom_position() || p.embed || p.locked {
            return None;
        }
        let game = self.game.game();
        let params = Params {
            position: Some(Setup {
                board: game.board().clone(),
                turn: game.turn(),
                castling: None,
            }),
            ..p.clone()
        };
        Some(href(Page::Editor(self.variant), &params))
    }
}
