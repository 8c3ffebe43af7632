//! The game page's behaviour as a plain type, on the model of Leptos's
//! todomvc example: the page holds one [`Controller`], hands it every
//! [`Event`] it sees (a move on the board, a button, a timer firing) and
//! carries out the [`Command`]s it answers with (a sound, a timer, a write
//! to the storage, a scroll). No Leptos and no browser here: it is tested
//! natively, like the engine.

mod view;

pub use view::{PageView, Reading};

use crate::action::GameAction;
use crate::after_move::{AfterMove, Keep};
use crate::board::Route;
use crate::match_view::{Action, ReviewState, celebration};
use crate::route::{Page, Params, href};
use crate::sound::Sound;
use engine::play::matches::{Match, Mode, Phase, Player};
use engine::play::tap::TapRefusal;
use engine::play::warning::{piece_given, wheels_on};
use engine::{Color, Level, Move, Square, Variant};
use storage::{self, Device, Preferences, Saved, SeriesResult, Store, clock};

/// What the page sees happen.
#[derive(Clone, PartialEq, Debug)]
pub enum Event {
    /// The page opened (its first event).
    Start,
    /// The board offers a move of the child's.
    Move(Move),
    /// A tap on this square started no move (`true`: a piece was picked up).
    Refused(Square, bool),
    /// One of the match's buttons (its next steps and the review's).
    Act(Action),
    /// "🖥 Proiector" / "✕".
    Projector,
    /// The Escape key: it answers Ușor's question „Nu”, else leaves
    /// projector mode.
    Escape,
    /// 🔊/🔇.
    Sound,
    /// "👓 Ochelari".
    Lens,
    /// 🗣️: what the page shows a child, read aloud now.
    Speak,
    /// The device had no Romanian voice to read with.
    NoVoice,
    /// „Da”: the move Ușor asked about is played after all.
    MoveAnyway,
    /// „Nu”: it is not played.
    DontMove,
    /// "▶ Continuă partida".
    Resume,
    /// "Partidă nouă" instead of the interrupted match.
    StartFresh,
    /// The robot's timer fired: it prepares a slice, or moves.
    RobotTurn,
    /// A slice of the robot's preparation is due.
    Prepare,
    /// A slice of the review of review generation `n` is due.
    ReviewSlice(u32),
    /// The tap answer of this serial has been shown long enough.
    AnswerExpired(u32),
    /// The round's next step may come into view, unless a button was
    /// pressed since (the count of presses then).
    RevealDue(u32),
    /// A finished match was saved ([`Command::Keep`] of [`Keep::Record`]):
    /// where it went, and the level to offer next.
    Recorded(Saved, Option<Level>),
    /// The storage refused to keep the match in progress.
    StorageRefused,
    /// The results file was downloaded: what to say.
    Exported(String),
    /// The match was not kept: its child was deleted in another tab. Their name.
    ChildGone(String),
}

/// What the page must do.
#[derive(Clone, PartialEq, Debug)]
pub enum Command {
    Sound(Sound),
    /// New words on the page, read aloud after what is being read if the
    /// child asked for it ("Citește automat"): [`PageView::to_read`].
    Read(Reading),
    /// 🗣️: everything the page shows a child to read, read now
    /// ([`PageView::to_read`]); [`Event::NoVoice`] if the device cannot.
    Speak,
    /// The keyboard's focus to the first element this selector finds, once
    /// drawn: a question that appears ([`QUESTION`]), the board
    /// ([`BOARD`]) when the button pressed goes away with what it did.
    Focus(&'static str),
    /// Hands the page this event after so many milliseconds.
    After(u64, Event),
    /// Writes the match to the storage ([`Controller::keep`]).
    Keep(Keep),
    /// What the next game pages of this visit must know.
    Visit(Visit),
    /// Projector mode on or off (a class on the document).
    Projector(bool),
    /// The teacher pressed „🖥 Proiector” or its ✕: the whole screen is
    /// asked for, or given back, where the browser allows it (only a press
    /// may ask).
    FullScreen(bool),
    /// The robot's preparation is done (class `robot-ready` on the
    /// document, which the browser tests wait for).
    RobotReady,
    /// Scrolls the round's next step into view.
    Reveal,
    /// Back to the top of the page (a round starts).
    ScrollTop,
    /// The board's top into view (the review's steps).
    ShowBoard,
    /// Goes to this link.
    Go(String),
    /// Downloads the child's results file.
    Export,
}

/// What lasts from one game page to the next during a visit.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Visit {
    /// Set by "Continuă partida" before going to the page of the match's
    /// own mode and level, which then resumes it without asking again.
    pub resume_on_arrival: bool,
    /// The refusing storage was told once already (said once per visit).
    pub storage_warned: bool,
}

/// The first button of the question shown over the page ([`Command::Focus`]).
pub const QUESTION: &str = ".resume-dialog button";
/// The board ([`Command::Focus`]).
pub const BOARD: &str = ".game .board";

/// How long the robot waits before answering, so its move is seen arriving.
pub const ROBOT_PAUSE_MS: u64 = 350;
/// Positions the robot's preparation may solve in one slice: about 10–15 ms
/// of a table build (see `engine::robot::pawns::prepare`), short enough never to
/// freeze the page.
const PREPARE_SLICE: u32 = 40_000;
/// The pause between two slices of the preparation.
const PREPARE_PAUSE_MS: u64 = 30;
/// Longest a slice of the review may run before the page gets a frame.
const REVIEW_SLICE_MS: f64 = 12.0;
/// How long after a round's last move its verdict scrolls into view.
pub const REVEAL_DELAY_MS: u64 = 400;
/// How long a tap's answer stays over the board: time to read a short
/// sentence slowly.
pub const TAP_ANSWER_MS: u64 = 3200;

/// The short answer to a refused tap, shown over the board for a while.
#[derive(Clone, Default, PartialEq, Debug)]
struct Answer {
    words: String,
    /// Counts the answers: a timer only hides the one it was set for.
    serial: u32,
}

/// What the last change of the match left: the round, its phase and its
/// moves, and whether the match was found over (and so recorded).
#[derive(Clone, Copy, PartialEq, Debug)]
struct Seen {
    at: (usize, Phase),
    moves: usize,
    recorded: bool,
}

/// The game page's state and behaviour.
pub struct Controller {
    variant: Variant,
    /// The link's choices, the level replaced by the one remembered.
    params: Params,
    game: Match,
    /// A link's position that could not be played, worded.
    position_error: Option<String>,
    robot_busy: bool,
    think_ms: f64,
    /// The hint shown; any move clears it.
    hint: Option<Move>,
    /// A goal said lost was read aloud once („Citește automat”); cleared
    /// when it is no longer lost (taken back, retried).
    lost_goal_read: bool,
    /// The review of the finished round: computed in the background, then
    /// stepped through (◀ ▶), the board showing the position reviewed.
    review: ReviewState,
    prefs: Preferences,
    /// Projector mode: the whole page is the board, the status and the
    /// move counter. Escape or the "✕" button leaves it.
    projector: bool,
    /// The next level, offered once a match ends after two wins in a row.
    level_offer: Option<Level>,
    /// A finished match kept only for the session (a full storage): the
    /// adult is told, and the results file is offered at once.
    unsaved: bool,
    storage_refused: bool,
    visit: Visit,
    /// An interrupted match of this game (a reload, a closed tab), offered back.
    interrupted: Option<Match>,
    answer: Answer,
    /// Counts the match's buttons pressed: a reveal that a press has
    /// overtaken is dropped, so the page never scrolls under a finger
    /// already acting.
    presses: u32,
    seen: Option<Seen>,
    /// A teacher's series' position: where „Următoarea poziție ▶” leads.
    series_next: Option<String>,
    /// Ușor's question before a move that gives the piece away: the move,
    /// and the question („Atenție: pionul de pe b3 apără c4. Muți totuși?”).
    asking: Option<(Move, String)>,
    /// The lens was switched off on this page: Ușor's training wheels no
    /// longer switch it on.
    lens_dismissed: bool,
}

impl Controller {
    /// The page of `variant` opened with `params`; `stored` are the child's
    /// preferences, `kept` the interrupted match of this game, if any.
    pub fn new(
        variant: Variant,
        mut params: Params,
        stored: Preferences,
        visit: Visit,
        kept: Option<Match>,
    ) -> Controller {
        // The level the link chose is the child's choice, kept for this
        // game; without one, the level chosen last.
        let mut prefs = stored;
        if params.level_chosen {
            prefs.level = Some(params.level);
        } else if let Some(level) = stored.level {
            params.level = level;
        }
        let (game, position_error) = new_match(variant, &params);
        Controller {
            variant,
            projector: params.projector,
            params,
            game,
            position_error,
            robot_busy: false,
            think_ms: 0.0,
            hint: None,
            lost_goal_read: false,
            review: ReviewState::default(),
            prefs,
            level_offer: None,
            unsaved: false,
            storage_refused: false,
            visit,
            interrupted: kept,
            answer: Answer::default(),
            presses: 0,
            seen: None,
            series_next: None,
            asking: None,
            lens_dismissed: false,
        }
    }

    /// Matches of earlier pages are kept in memory only (a full quota): the
    /// note stays until they are written.
    pub fn note_unsaved(&mut self, unsaved: bool) {
        self.unsaved = unsaved;
    }

    /// A position of a teacher's series (`serie=…&pas=…`) that this child
    /// opened: the match's end leads on to the next one.
    pub fn follow_series<S: Store>(&mut self, device: &Device<S>) {
        self.series_next = self
            .params
            .step
            .as_ref()
            .and_then(|s| crate::series::next_link(device, &s.id, s.step));
    }

    /// The match shown.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// Whether the page plays a match in progress (begun, not over): it
    /// stays the match of the child who began it, whatever another tab
    /// chooses (`crate::device`).
    pub fn playing(&self) -> bool {
        let m = &self.game;
        m.phase() != Phase::MatchOver && (m.round() > 0 || !m.moves().is_empty())
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The link's choices as the page plays them.
    pub fn params(&self) -> &Params {
        &self.params
    }

    /// The preferences to keep (saved whenever they change).
    pub fn prefs(&self) -> Preferences {
        self.prefs
    }

    /// A bad link's notices, said below the board (the board must not move
    /// when they are closed), beginning with what the child plays now.
    pub fn notices(&mut self, mut from_link: Vec<String>) -> Vec<String> {
        if let Some(error) = self.position_error.take() {
            from_link.push(error);
            if self.params.step.is_some() {
                from_link.push(words::series::STEP_UNPLAYABLE.to_string());
            }
        }
        if !from_link.is_empty() {
            let lead = if self.game.custom_start.is_some() {
                words::link::PLAYING_THE_LINK
            } else {
                words::link::PLAYING_THE_BOOK
            };
            from_link.insert(0, lead.to_string());
        }
        from_link
    }

    /// The event of a button of the page; `None` for the help's dialog
    /// (the view opens and closes it) and for „Nivelul următor” when no
    /// level is offered.
    pub fn event_of(&self, action: GameAction) -> Option<Event> {
        Some(match action {
            GameAction::Hint => Event::Act(Action::Hint),
            GameAction::Undo => Event::Act(Action::Undo),
            GameAction::NextRound => Event::Act(Action::NextRound),
            GameAction::PlayAgain => Event::Act(Action::PlayAgain),
            GameAction::ReviewPrev => Event::Act(Action::ReviewPrev),
            GameAction::ReviewNext => Event::Act(Action::ReviewNext),
            GameAction::ReviewKey => Event::Act(Action::ReviewKey),
            GameAction::Route => Event::Act(Action::Route),
            GameAction::LevelUp => Event::Act(Action::LevelUp(self.level_offer?)),
            GameAction::SaveResults => Event::Act(Action::SaveResults),
            GameAction::NextPosition => Event::Act(Action::NextPosition),
            GameAction::RetryGoal => Event::Act(Action::RetryGoal),
            GameAction::Projector => Event::Projector,
            GameAction::Speak => Event::Speak,
            GameAction::Sound => Event::Sound,
            GameAction::Lens => Event::Lens,
            GameAction::Resume => Event::Resume,
            GameAction::StartFresh => Event::StartFresh,
            GameAction::MoveAnyway => Event::MoveAnyway,
            GameAction::DontMove => Event::DontMove,
            GameAction::Help | GameAction::CloseHelp | GameAction::InsideHelp => return None,
        })
    }

    /// Whether the lens shows: the child's choice, or at Ușor while the
    /// child has the piece (the training wheels), unless switched off here.
    pub fn lens_on(&self) -> bool {
        self.prefs.lens || (wheels_on(&self.game) && !self.lens_dismissed)
    }

    /// Does what `event` asks and says what the page must do.
    pub fn apply(&mut self, event: Event) -> Vec<Command> {
        let mut todo = Vec::new();
        match event {
            Event::Start => {
                todo.push(Command::Projector(self.projector));
                if self.visit.resume_on_arrival {
                    self.visit.resume_on_arrival = false;
                    todo.push(Command::Visit(self.visit));
                    let params = &self.params;
                    if let Some(m) = self.interrupted.take_if(|m| same_choices(m, params)) {
                        self.game = m;
                        self.game.goal = params.goal;
                    }
                }
                if self.interrupted.is_some() {
                    todo.push(Command::Focus(QUESTION));
                }
                // Exact tables (e.g. the rook game's) are built in slices
                // from the start, so the robot and the hints are ready by
                // the time they are asked.
                todo.push(Command::After(PREPARE_PAUSE_MS, Event::Prepare));
            }
            Event::Move(mv) => {
                if self.robot_busy || self.asking.is_some() {
                    return todo; // input during the robot's move is ignored
                }
                // Ușor's training wheels: a move that gives the piece away
                // is asked about once before it is played.
                if let Some(given) = piece_given(&self.game, mv) {
                    let question = words::tap::piece_given(given);
                    todo.push(Command::Read(Reading::Words(question.clone())));
                    todo.push(Command::Focus(QUESTION));
                    self.asking = Some((mv, question));
                    self.sound(Sound::Refused, &mut todo);
                    return todo;
                }
                play_offered(&mut self.game, mv);
                // A hint or a refusal was about the board before.
                self.answer.words.clear();
            }
            Event::MoveAnyway => {
                if let Some((mv, _)) = self.asking.take() {
                    play_offered(&mut self.game, mv);
                    self.answer.words.clear();
                    todo.push(Command::Focus(BOARD));
                }
            }
            Event::DontMove => self.dont_move(&mut todo),
            Event::Refused(square, picked) => {
                if let Some(why) = TapRefusal::of(&self.game, self.robot_busy, square, picked) {
                    self.sound(Sound::Refused, &mut todo);
                    self.say(words::tap::refusal(&self.game, why), &mut todo);
                }
            }
            Event::Act(action) => self.act(action, &mut todo),
            Event::Projector => {
                self.projector = !self.projector;
                todo.push(Command::Projector(self.projector));
                todo.push(Command::FullScreen(self.projector));
            }
            Event::Escape if self.asking.is_some() => self.dont_move(&mut todo),
            Event::Escape => {
                if self.projector {
                    self.projector = false;
                    todo.push(Command::Projector(false));
                    todo.push(Command::FullScreen(false));
                }
            }
            Event::Sound => self.prefs.sound = !self.prefs.sound,
            Event::Lens => {
                if self.lens_on() {
                    self.prefs.lens = false;
                    self.lens_dismissed = true;
                } else {
                    self.prefs.lens = true;
                }
            }
            Event::Speak => todo.push(Command::Speak),
            Event::NoVoice => self.say(words::page::NO_ROMANIAN_VOICE.to_string(), &mut todo),
            Event::Resume => {
                let Some(m) = self.interrupted.take() else {
                    return todo;
                };
                todo.push(Command::Focus(BOARD));
                if same_choices(&m, &self.params) {
                    self.game = m;
                    self.game.goal = self.params.goal;
                } else {
                    // What the page shows is the match played: the page of
                    // the match's own mode, level and position resumes it
                    // on arrival.
                    self.visit.resume_on_arrival = true;
                    todo.push(Command::Visit(self.visit));
                    todo.push(Command::Go(href(
                        Page::Game(self.variant),
                        &params_of(&m, &self.params),
                    )));
                    self.interrupted = Some(m);
                }
            }
            Event::StartFresh => {
                self.interrupted = None;
                todo.push(Command::Focus(BOARD));
                todo.push(Command::Keep(Keep::Forget));
            }
            Event::RobotTurn => self.robot_turn(&mut todo),
            Event::Prepare => {
                if self.game.prepare_robot(PREPARE_SLICE) {
                    todo.push(Command::RobotReady);
                } else {
                    todo.push(Command::After(PREPARE_PAUSE_MS, Event::Prepare));
                }
            }
            Event::ReviewSlice(generation) => self.review_slice(generation, &mut todo),
            Event::AnswerExpired(serial) => {
                if self.answer.serial == serial {
                    self.answer.words.clear();
                }
            }
            Event::RevealDue(presses) => {
                if self.presses == presses {
                    todo.push(Command::Reveal);
                }
            }
            Event::Recorded(saved, next) => {
                // Kept now, the earlier ones kept in memory only were written too.
                self.unsaved = saved == Saved::ForSession;
                // Two wins in a row at a level: the next one is offered
                // (not in a teacher's locked exercise).
                if !self.params.locked {
                    self.level_offer = next;
                }
                if saved != Saved::Kept {
                    self.warn(&mut todo);
                }
            }
            Event::StorageRefused => self.warn(&mut todo),
            Event::Exported(done) => self.say(done, &mut todo),
            Event::ChildGone(name) => self.say(words::storage::child_gone(&name), &mut todo),
        }
        self.settle(&mut todo);
        todo
    }

    /// A button of the match.
    fn act(&mut self, action: Action, todo: &mut Vec<Command>) {
        self.presses = self.presses.wrapping_add(1);
        let m = &mut self.game;
        let total = m.moves().len();
        match action {
            Action::Hint => {
                let mv = m.hint();
                self.hint = mv;
                let said = words::tap::hint(m, mv);
                self.say(said, todo);
            }
            Action::Undo => {
                if !self.robot_busy && m.take_back() {
                    let taken = total - m.moves().len();
                    self.say(words::tap::taken_back(taken).to_string(), todo);
                }
            }
            // The button pressed goes: the keys go on from the board.
            Action::NextRound => {
                let started = m.next_round();
                debug_assert!(started.is_ok(), "'next round' offered mid-round");
                todo.push(Command::Focus(BOARD));
            }
            Action::LevelUp(level) => {
                let mut p = self.params.clone();
                p.level = level;
                p.level_chosen = true;
                todo.push(Command::Go(href(Page::Game(self.variant), &p)));
            }
            Action::SaveResults => todo.push(Command::Export),
            Action::NextPosition => todo.extend(self.series_next.clone().map(Command::Go)),
            // A retried goal's match, given up, is not offered back after a
            // reload (a match played again was recorded already).
            Action::PlayAgain | Action::RetryGoal => {
                self.game = new_match(self.variant, &self.params).0;
                todo.push(Command::Keep(Keep::Forget));
                todo.push(Command::Focus(BOARD));
            }
            // Stepping through the review: the position shown comes into view.
            Action::ReviewPrev => {
                todo.push(Command::ShowBoard);
                self.review.step_back(total);
            }
            Action::ReviewNext => {
                todo.push(Command::ShowBoard);
                self.review.step_forward(total);
            }
            Action::ReviewKey => {
                todo.push(Command::ShowBoard);
                if let Some(ply) = m
                    .assemble_review(m.round(), self.review.plies.clone())
                    .and_then(|r| r.key_ply())
                {
                    self.review.show_before(ply);
                }
            }
            Action::Route => {
                self.review.routes = if self.review.routes.is_empty() {
                    routes_of(m)
                } else {
                    Vec::new()
                };
            }
        }
    }

    /// The robot prepares a slice, or plays its move.
    fn robot_turn(&mut self, todo: &mut Vec<Command>) {
        let m = &mut self.game;
        if !(m.prepare_robot(PREPARE_SLICE) || m.robot_may_move_unprepared()) {
            todo.push(Command::After(0, Event::RobotTurn));
            return;
        }
        let started = clock::now_ms();
        let mv = m.robot_move();
        // Exposed as `data-robot-us` (microseconds) for the reply-time benchmark.
        self.think_ms = clock::now_ms() - started;
        self.robot_busy = false;
        if let Some(mv) = mv {
            play_offered(m, mv);
        }
    }

    /// Reviews the finished round a move at a time, for at most
    /// [`REVIEW_SLICE_MS`]. A newer review or a round that is no longer
    /// over stops it.
    fn review_slice(&mut self, generation: u32, todo: &mut Vec<Command>) {
        if self.review.generation != generation {
            return;
        }
        let m = &self.game;
        let started = clock::now_ms();
        let done_before = self.review.plies.len();
        let mut plies = Vec::new();
        let mut finished = false;
        if m.prepare_robot(PREPARE_SLICE) {
            while clock::now_ms() - started < REVIEW_SLICE_MS {
                let next = done_before + plies.len();
                match m.review_plies(m.round(), next, 1) {
                    None => return, // the round is no longer over
                    Some(more) if more.is_empty() => {
                        finished = true;
                        break;
                    }
                    Some(more) => plies.extend(more),
                }
            }
        }
        self.review.plies.extend(plies);
        self.review.spent_ms += clock::now_ms() - started;
        if finished {
            // "Citește automat": the review's sentence, once it is there.
            todo.push(Command::Read(Reading::Review));
        } else {
            todo.push(Command::After(0, Event::ReviewSlice(generation)));
        }
    }

    /// After every move, and when a round starts or ends: the hint goes, and
    /// the page does what [`AfterMove`] decides (the robot answers, after a
    /// short pause so its move is seen arriving; the match is kept, or
    /// recorded once). When a round ends, its review begins and its verdict
    /// and next step come into view; when one starts, the page goes back
    /// to the top.
    fn settle(&mut self, todo: &mut Vec<Command>) {
        let m = &self.game;
        let (round, phase) = (m.round(), m.phase());
        let now = (round, phase);
        let moves = m.moves().len();
        let before = self.seen;
        if before.is_some_and(|b| b.at == now && b.moves == moves) {
            return;
        }
        if let Some(b) = before {
            for sound in sounds_after(m, b.at, b.moves) {
                self.sound(sound, todo);
            }
            // "Citește automat": the new status (and a round's end), read
            // by itself; a goal just lost, once.
            todo.push(Command::Read(Reading::News));
            let lost = words::goal::lost(m, false);
            if let Some(lost) = lost.clone().filter(|_| !self.lost_goal_read) {
                todo.push(Command::Read(Reading::Words(lost)));
            }
            self.lost_goal_read = lost.is_some();
        }
        self.hint = None;
        let recorded = before.is_some_and(|b| b.recorded);
        let after = AfterMove::of(&self.game, self.robot_busy, recorded);
        if after.ask_robot {
            self.robot_busy = true;
            todo.push(Command::After(ROBOT_PAUSE_MS, Event::RobotTurn));
        }
        if after.keep != Keep::Nothing {
            todo.push(Command::Keep(after.keep));
        }
        if phase != Phase::MatchOver {
            self.level_offer = None;
        }
        // At the first change only a start that was already decided moves
        // the page: its verdict and next step must be seen.
        if before.map_or(phase != Phase::Playing, |b| b.at != now) {
            self.review.restart();
            if phase == Phase::Playing {
                todo.push(Command::ScrollTop);
            } else {
                todo.push(Command::After(
                    0,
                    Event::ReviewSlice(self.review.generation),
                ));
                // After the tap that ended the round has landed: scrolled
                // at once, its click would fall on the button that then
                // lies under the finger ("Repriza a doua") and skip the
                // hand-over.
                todo.push(Command::After(
                    REVEAL_DELAY_MS,
                    Event::RevealDue(self.presses),
                ));
            }
        }
        self.seen = Some(Seen {
            at: now,
            moves,
            recorded: matches!(after.keep, Keep::Record | Keep::Forget),
        });
    }

    /// Carries out [`Command::Keep`] on `device`; what the page must hear back.
    pub fn keep<S: Store>(&self, device: &Device<S>, keep: Keep) -> Option<Event> {
        let m = &self.game;
        match keep {
            Keep::Nothing => None,
            Keep::InProgress => device.save_current(m).err().map(|_| Event::StorageRefused),
            Keep::Forget => {
                device.clear_current(self.variant);
                None
            }
            Keep::Record => {
                device.clear_current(self.variant);
                let saved = device.save(m);
                if saved == Saved::ChildGone {
                    return Some(Event::ChildGone(device.current().1.nume));
                }
                // Only a match played from the series' position counts
                // for it (not the book's start its game fell back to).
                let from_step = m.custom_start.is_some() && m.custom_start == self.params.position;
                if let (Some(step), Some(result), true) = (&self.params.step, m.result(), from_step)
                {
                    let letter = match result.winner {
                        Some(Player::One) => SeriesResult::Won,
                        None => SeriesResult::Drawn,
                        Some(Player::Two) => SeriesResult::Lost,
                    };
                    // Refused, the series page shows it not played.
                    let met = m.goal_met() == Some(true);
                    let _ = device.record_series(&step.id, step.step, letter, met);
                }
                let records = device.load().unwrap_or_default();
                Some(Event::Recorded(
                    saved,
                    storage::level_to_try(&records, self.variant),
                ))
            }
        }
    }

    fn sound(&self, sound: Sound, todo: &mut Vec<Command>) {
        if self.prefs.sound {
            todo.push(Command::Sound(sound));
        }
    }

    /// „Nu” (or Escape) to Ușor's question: the move is not played.
    fn dont_move(&mut self, todo: &mut Vec<Command>) {
        self.asking = None;
        todo.push(Command::Focus(BOARD));
    }

    /// Shows `words` over the board for a while („Citește automat” reads them).
    fn say(&mut self, words: String, todo: &mut Vec<Command>) {
        todo.push(Command::Read(Reading::Words(words.clone())));
        let serial = self.answer.serial.wrapping_add(1);
        self.answer = Answer { words, serial };
        todo.push(Command::After(TAP_ANSWER_MS, Event::AnswerExpired(serial)));
    }

    /// Tells once per visit that results cannot be kept here. Said beside
    /// the board, not above it: the board must not move under a finger.
    fn warn(&mut self, todo: &mut Vec<Command>) {
        if !self.visit.storage_warned {
            self.visit.storage_warned = true;
            self.storage_refused = true;
            todo.push(Command::Visit(self.visit));
        }
    }
}

/// The sounds of what the last change did: a move (a capture, a check, the
/// robot's), or a round's end (won by a child, or not), then the match's.
/// `seen` and `moves_before` are the round, phase and moves before it; a
/// take-back (fewer moves) or a new round makes no sound.
fn sounds_after(m: &Match, seen: (usize, Phase), moves_before: usize) -> Vec<Sound> {
    let phase = m.phase();
    if seen.1 == Phase::Playing && phase != Phase::Playing {
        let mut tunes = vec![if celebration(m) > 0 {
            Sound::RoundWon
        } else {
            Sound::RoundLost
        }];
        if phase == Phase::MatchOver {
            tunes.push(Sound::MatchOver);
        }
        return tunes;
    }
    let Some(last) = m.moves().last() else {
        return Vec::new();
    };
    if seen.0 != m.round() || m.moves().len() != moves_before + 1 {
        return Vec::new();
    }
    let robot = m.mode == Mode::Robot && last.color == m.color_of(Player::Two);
    vec![if last.check {
        Sound::Check
    } else if last.capture {
        Sound::Capture
    } else if robot {
        Sound::RobotMove
    } else {
        Sound::Move
    }]
}

/// The match `params` ask for, or the book's start with the reason the
/// link's position cannot be played.
fn new_match(variant: Variant, params: &Params) -> (Match, Option<String>) {
    // A seed for the robot's choices: different from visit to visit (the
    // page clock in microseconds), replayable once chosen (it is kept with
    // the match).
    let seed = (clock::now_ms() * 1000.0) as u64;
    let player1 = params.player1.unwrap_or(variant.info().default_player1);
    let new = |position| {
        Match::of(variant)
            .mode(params.mode)
            .level(params.level)
            .player1_first(player1)
            .custom_start(position)
            .seed(seed)
            .start()
    };
    match new(params.position.clone()) {
        Ok(mut m) => {
            m.goal = params.goal;
            (m, None)
        }
        Err(reason) => {
            let Ok(fallback) = new(None) else {
                unreachable!("the book's start position is always valid")
            };
            (fallback, Some(words::link::unplayable_position(reason)))
        }
    }
}

/// Plays a move the board or the robot offered. Both offer only legal moves,
/// so a refusal is a bug: loud in debug builds, harmless for the child.
fn play_offered(m: &mut Match, mv: Move) {
    let played = m.play(mv);
    debug_assert!(played.is_ok(), "an offered move was refused: {played:?}");
}

/// The knight race's shortest routes from the finished round's start: the
/// child's knight against the robot, both knights between two players.
fn routes_of(m: &Match) -> Vec<Route> {
    let colors: &[Color] = match m.mode {
        Mode::Robot => &[m.color_of(Player::One)],
        Mode::TwoPlayers => &Color::BOTH,
    };
    colors
        .iter()
        .map(|&color| Route {
            color,
            squares: m.best_route(m.round(), color),
        })
        .filter(|r| !r.squares.is_empty())
        .collect()
}

/// Whether `m` was started with the mode, level and position of `params`.
fn same_choices(m: &Match, params: &Params) -> bool {
    m.mode == params.mode && m.level == params.level && m.custom_start == params.position
}

/// The link parameters of match `m`: its mode, level and start, with the
/// rest (the colour asked for, embedding) as the page was opened.
fn params_of(m: &Match, opened: &Params) -> Params {
    Params {
        mode: m.mode,
        level: m.level,
        level_chosen: true,
        position: m.custom_start.clone(),
        ..opened.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Setup;
    use engine::rules::testing::{mv, sq};
    use storage::Memory;

    /// A mate in one for the hunter (g1–g7).
    const MATE_IN_ONE: &str = "7k/8/5K2/8/8/8/8/6Q1 w";

    fn prefs() -> Preferences {
        Preferences {
            lens: false,
            sound: true,
            level: None,
        }
    }

    fn params(mode: Mode, position: Option<&str>) -> Params {
        Params {
            mode,
            position: position.map(|p| Setup::parse(p).unwrap()),
            ..Params::default()
        }
    }

    /// The controller of a page opened with `params`, the default preferences
    /// and nothing interrupted.
    fn controller(variant: Variant, params: Params, visit: Visit) -> Controller {
        Controller::new(variant, params, prefs(), visit, None)
    }

    /// A page as the component runs it, on a storage in memory: the
    /// storage's commands are carried out and what they answer is heard.
    struct Page {
        c: Controller,
        device: Device<Memory>,
        /// Every command of the page's life.
        log: Vec<Command>,
    }

    impl Page {
        fn open(variant: Variant, params: Params) -> Page {
            let c = controller(variant, params, Visit::default());
            let mut page = Page {
                c,
                device: Device::new(Memory::default()),
                log: Vec::new(),
            };
            page.send(Event::Start);
            page
        }

        /// The page of a series' position opened with `params`, on `device`
        /// (which keeps the series).
        fn of_series(params: Params, device: Device<Memory>) -> Page {
            let mut page = Page {
                c: controller(Variant::KingHunt, params, Visit::default()),
                device,
                log: Vec::new(),
            };
            page.c.follow_series(&page.device);
            page.send(Event::Start);
            page
        }

        /// What `event` made the page do (and what it heard back made it do).
        fn send(&mut self, event: Event) -> Vec<Command> {
            let mut todo = self.c.apply(event);
            let mut i = 0;
            while i < todo.len() {
                if let Command::Keep(keep) = todo[i]
                    && let Some(heard) = self.c.keep(&self.device, keep)
                {
                    let more = self.c.apply(heard);
                    todo.extend(more);
                }
                i += 1;
            }
            self.log.extend(todo.iter().cloned());
            todo
        }

        /// How many times the page was told to record the match.
        fn recorded(&self) -> usize {
            let record = Command::Keep(Keep::Record);
            self.log.iter().filter(|c| **c == record).count()
        }

        /// Fires every timer due, as the browser would, until none is left
        /// but the preparation's (the robot answers, the review finishes).
        fn settle_timers(&mut self, mut todo: Vec<Command>) {
            let due = |c: &Command| matches!(c, Command::After(_, e) if *e != Event::Prepare);
            while let Some(i) = todo.iter().position(due) {
                if let Command::After(_, event) = todo.remove(i) {
                    todo.extend(self.send(event));
                }
            }
        }
    }

    fn sounds(todo: &[Command]) -> Vec<Sound> {
        todo.iter()
            .filter_map(|c| match c {
                Command::Sound(s) => Some(*s),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_robot_is_asked_after_the_childs_move_after_its_pause_and_a_tap_meanwhile_is_refused() {
        let mut page = Page::open(Variant::KingHunt, params(Mode::Robot, Some(MATE_IN_ONE)));
        let todo = page.send(Event::Move(mv("g1", "g2")));
        assert!(todo.contains(&Command::After(ROBOT_PAUSE_MS, Event::RobotTurn)));
        assert!(todo.contains(&Command::Keep(Keep::InProgress)));
        assert_eq!(sounds(&todo), [Sound::Move]);
        assert!(page.c.view().busy);
        assert!(
            page.c.board().moves.is_empty(),
            "no moves offered while it thinks"
        );

        // A tap meanwhile: refused, with its sound and its sentence.
        let todo = page.send(Event::Refused(sq("g2"), false));
        assert_eq!(sounds(&todo), [Sound::Refused]);
        assert!(todo.contains(&Command::After(TAP_ANSWER_MS, Event::AnswerExpired(1))));
        assert_eq!(page.c.view().answer, "Așteaptă puțin: acum mută Robotul.");
        assert_eq!(page.c.view().answer_class, "tap-answer shown again");
        // A move offered meanwhile is ignored.
        assert!(page.send(Event::Move(mv("g2", "g3"))).is_empty());
        assert_eq!(page.c.game().moves().len(), 1);

        // The robot's timer: it moves, with its own sound, and waits.
        let todo = page.send(Event::RobotTurn);
        assert_eq!(page.c.game().moves().len(), 2);
        assert_eq!(sounds(&todo), [Sound::RobotMove]);
        assert!(
            !todo
                .iter()
                .any(|c| matches!(c, Command::After(_, Event::RobotTurn)))
        );
        assert!(!page.c.view().busy);
        // The answer goes when its time is up (an older timer hides nothing).
        page.send(Event::AnswerExpired(0));
        assert_ne!(page.c.view().answer, "");
        page.send(Event::AnswerExpired(1));
        assert_eq!(page.c.view().answer, "");
        assert_eq!(page.c.view().answer_class, "tap-answer");
    }

    /// What `todo` reads aloud by itself („Citește automat”), read from
    /// the page as it is then.
    fn read(c: &Controller, todo: &[Command]) -> Vec<String> {
        todo.iter()
            .filter_map(|command| match command {
                Command::Read(reading) => {
                    Some(words::speech::spoken(&c.view().to_read(Some(reading))))
                }
                _ => None,
            })
            .collect()
    }

    /// What „🗣️” reads of the page now.
    fn speak(page: &mut Page) -> String {
        assert_eq!(page.send(Event::Speak), [Command::Speak]);
        words::speech::spoken(&page.c.view().to_read(None))
    }

    #[test]
    fn speak_reads_what_the_page_shows_and_auto_reading_each_new_sentence() {
        let mut page = Page::open(
            Variant::KingHunt,
            params(Mode::TwoPlayers, Some(MATE_IN_ONE)),
        );
        // A check is said in the status.
        let todo = page.send(Event::Move(mv("g1", "h1")));
        let check = "Șah! Atenție: regele negru mai are o singură mutare! Jucătorul 2 la mutare, \
                     cu regele negru.";
        assert_eq!(page.c.view().game.status, check);
        assert_eq!(read(&page.c, &todo), [check]);
        page.send(Event::Move(mv("h8", "g8")));
        // A hint is read when it appears, and with the status by „🗣️”.
        let todo = page.send(Event::Act(Action::Hint));
        assert_eq!(read(&page.c, &todo), ["Sfat: mută dama de pe h1 pe h2."]);
        assert_eq!(page.c.view().answer, "Sfat: mută dama de pe h1 pe h2.");
        assert_eq!(
            speak(&mut page),
            "Jucătorul 1, ai grijă la pat: o mutare neatentă poate lăsa regele negru fără nicio \
             mutare. Înainte să muți, verifică dacă regele mai are unde merge. Jucătorul 1 la \
             mutare, cu albul (vânătorul). Sfat: mută dama de pe h1 pe h2."
        );
        // The round's end, with its stars in words, then the review's
        // sentence once it is there.
        let mut page = Page::open(
            Variant::KingHunt,
            params(Mode::TwoPlayers, Some(MATE_IN_ONE)),
        );
        let todo = page.send(Event::Move(mv("g1", "g7")));
        let verdict = "Repriza 1: a câștigat Jucătorul 1. Mat! Regele negru nu mai poate scăpa. \
                       Jucătorul 1 a dat mat în 1 mutare: trei stele din trei. Regele Jucătorului 2 \
                       a primit mat după 1 mutare a albului. Schimbați locurile! În repriza a doua, \
                       Jucătorul 1 joacă cu regele negru, iar Jucătorul 2 cu albul (vânătorul).";
        assert_eq!(
            page.c.view().game.summary[0],
            "Jucătorul 1 a dat mat în 1 mutare: ★★★."
        );
        assert_eq!(page.c.view().game.celebration, "★★★", "said once");
        assert_eq!(read(&page.c, &todo), [verdict]);
        let mut later = Vec::new();
        for command in todo {
            if let Command::After(_, event @ Event::ReviewSlice(_)) = command {
                later.extend(page.send(event));
            }
        }
        // (The review's words are `words::review`'s: read as shown.)
        let review = page.c.view().game.review;
        assert!(!review.is_empty() && review != words::review::CHECKING);
        assert_eq!(read(&page.c, &later), [review.as_str()]);
        assert_eq!(speak(&mut page), format!("{verdict} {review}"));
    }

    #[test]
    fn a_finished_match_is_recorded_exactly_once() {
        let mut page = Page::open(Variant::KingHunt, params(Mode::Robot, Some(MATE_IN_ONE)));
        let todo = page.send(Event::Move(mv("g1", "g7")));
        assert_eq!(page.c.game().phase(), Phase::MatchOver);
        page.settle_timers(todo);
        // Everything after the end: the review's steps, a hint asked,
        // the reveal, a refused tap.
        for event in [
            Event::Act(Action::ReviewPrev),
            Event::Act(Action::ReviewNext),
            Event::RevealDue(0),
            Event::Refused(sq("a1"), false),
            Event::Prepare,
        ] {
            page.send(event);
        }
        assert_eq!(page.recorded(), 1);
        assert_eq!(page.device.load().unwrap().len(), 1);
        assert!(page.device.load_current(Variant::KingHunt).is_none());
        // The review was computed to the end in the background.
        assert_eq!(page.c.view().game.review_ms, "0");
        // A new match records its own end once more.
        page.send(Event::Act(Action::PlayAgain));
        assert_eq!(page.c.game().phase(), Phase::Playing);
        page.send(Event::Move(mv("g1", "g7")));
        assert_eq!(page.recorded(), 2);
    }

    #[test]
    fn sounds_tell_a_quiet_move_a_capture_a_check_and_a_win_apart() {
        let bishop = params(Mode::TwoPlayers, Some("8/8/8/8/2b5/8/1P1P4/8 w"));
        let mut page = Page::open(Variant::BishopVsPawns, bishop.clone());
        assert_eq!(sounds(&page.log), [], "none before the first move");
        assert_eq!(
            sounds(&page.send(Event::Move(mv("d2", "d3")))),
            [Sound::Move]
        );
        assert_eq!(
            sounds(&page.send(Event::Move(mv("c4", "d3")))),
            [Sound::Capture]
        );

        let mut hunt = Page::open(
            Variant::KingHunt,
            params(Mode::TwoPlayers, Some(MATE_IN_ONE)),
        );
        assert_eq!(
            sounds(&hunt.send(Event::Move(mv("g1", "h1")))),
            [Sound::Check]
        );
        let mut won = Page::open(Variant::KingHunt, params(Mode::Robot, Some(MATE_IN_ONE)));
        assert_eq!(
            sounds(&won.send(Event::Move(mv("g1", "g7")))),
            [Sound::RoundWon, Sound::MatchOver]
        );

        // 🔇: nothing at all, and the choice is a preference to keep.
        let mut quiet = Page::open(Variant::BishopVsPawns, bishop);
        quiet.send(Event::Sound);
        assert!(!quiet.c.prefs().sound);
        quiet.send(Event::Move(mv("d2", "d3")));
        quiet.send(Event::Refused(sq("h1"), false));
        assert_eq!(sounds(&quiet.log), []);
    }

    #[test]
    fn at_usor_the_piece_is_not_given_away_unasked_and_the_lens_is_on() {
        // The rules' example, the child with the bishop: b3 defends c4.
        let at = |level: Level| Params {
            level,
            player1: Some(Color::Black),
            ..params(Mode::Robot, Some("8/8/8/8/2P5/1P6/8/5b2_b"))
        };
        let mut c = controller(Variant::BishopVsPawns, at(Level::Easy), Visit::default());
        assert_eq!(c.game().color_of(Player::One), Color::Black);
        assert!(
            c.view().lens && c.board().lens.is_some(),
            "the lens starts on"
        );
        c.apply(Event::Move(mv("f1", "c4")));
        assert_eq!(
            c.view().asking,
            "Atenție: pionul de pe b3 apără c4. Muți totuși?"
        );
        assert_eq!(c.game().moves().len(), 0, "not played yet");
        // A tap meanwhile plays nothing; „Nu” keeps the piece.
        c.apply(Event::Move(mv("f1", "h3")));
        assert_eq!(c.game().moves().len(), 0);
        c.apply(c.event_of(GameAction::DontMove).unwrap());
        assert_eq!(c.view().asking, "");
        assert_eq!(c.game().moves().len(), 0);
        // Asked again, „Da” plays it.
        c.apply(Event::Move(mv("f1", "c4")));
        c.apply(c.event_of(GameAction::MoveAnyway).unwrap());
        assert_eq!(c.game().moves().len(), 1);
        assert_eq!(c.view().asking, "");
        // A safe move is never asked about.
        let mut safe = controller(Variant::BishopVsPawns, at(Level::Easy), Visit::default());
        safe.apply(Event::Move(mv("f1", "h3")));
        assert_eq!(
            (safe.view().asking.as_str(), safe.game().moves().len()),
            ("", 1)
        );
        // Switched off, the lens stays off.
        safe.apply(Event::Lens);
        assert!(!safe.view().lens);
        // At Mediu nothing is asked and the lens is the child's choice.
        let mut mediu = controller(Variant::BishopVsPawns, at(Level::Medium), Visit::default());
        assert!(!mediu.view().lens);
        mediu.apply(Event::Move(mv("f1", "c4")));
        assert_eq!(
            (mediu.view().asking.as_str(), mediu.game().moves().len()),
            ("", 1)
        );
    }

    #[test]
    fn a_question_takes_the_keys_escape_answers_no_and_the_board_gets_them_back() {
        let at_usor = Params {
            level: Level::Easy,
            player1: Some(Color::Black),
            ..params(Mode::Robot, Some("8/8/8/8/2P5/1P6/8/5b2_b"))
        };
        let mut c = controller(Variant::BishopVsPawns, at_usor, Visit::default());
        let todo = c.apply(Event::Move(mv("f1", "c4")));
        assert!(todo.contains(&Command::Focus(QUESTION)));
        assert_eq!(
            read(&c, &todo),
            ["Atenție: pionul de pe b3 apără c4. Muți totuși?"]
        );
        assert_eq!(c.apply(Event::Escape), [Command::Focus(BOARD)]);
        assert_eq!((c.view().asking.as_str(), c.game().moves().len()), ("", 0));
        c.apply(Event::Move(mv("f1", "c4")));
        let todo = c.apply(Event::MoveAnyway);
        assert!(todo.contains(&Command::Focus(BOARD)));
        assert_eq!(c.game().moves().len(), 1);
        // The next round's and a new match's buttons go once pressed.
        let mut page = Page::open(
            Variant::KingHunt,
            params(Mode::TwoPlayers, Some(MATE_IN_ONE)),
        );
        page.send(Event::Move(mv("g1", "g7")));
        assert!(
            page.send(Event::Act(Action::NextRound))
                .contains(&Command::Focus(BOARD))
        );
        page.send(Event::Move(mv("g1", "g7")));
        assert_eq!(page.c.game().phase(), Phase::MatchOver);
        assert!(
            page.send(Event::Act(Action::PlayAgain))
                .contains(&Command::Focus(BOARD))
        );
    }

    #[test]
    fn the_level_chosen_is_remembered_and_used_when_a_link_has_none() {
        let stored = Preferences {
            level: Some(Level::Hard),
            ..prefs()
        };
        let plain = Controller::new(
            Variant::RookVsPawns,
            Params::default(),
            stored,
            Visit::default(),
            None,
        );
        assert_eq!(plain.game().level, Level::Hard);
        assert_eq!(plain.prefs(), stored, "nothing new to keep");

        let chosen = Params {
            level: Level::Medium,
            level_chosen: true,
            ..Params::default()
        };
        let linked = Controller::new(Variant::RookVsPawns, chosen, stored, Visit::default(), None);
        assert_eq!(linked.game().level, Level::Medium);
        assert_eq!(linked.prefs().level, Some(Level::Medium));
        // The level choices of the page link to themselves with `nivel`.
        assert_eq!(linked.params().level, Level::Medium);
    }

    #[test]
    fn preferences_changed_on_the_page_come_back_on_the_next_one() {
        let device = Device::new(Memory::default());
        let mut c = Controller::new(
            Variant::QueenVsPawns,
            Params::default(),
            device.preferences(Variant::QueenVsPawns),
            Visit::default(),
            None,
        );
        assert_eq!(c.prefs(), prefs());
        c.apply(Event::Lens);
        c.apply(Event::Sound);
        // Said to the side the child plays: here the pawns (white).
        assert_eq!(c.game().color_of(Player::One), Color::White);
        assert_eq!(c.view().lens_legend, words::page::LENS_OWN_PAWNS);
        assert!(!words::page::LENS_OWN_PAWNS.contains("nu-l lua"));
        assert!(c.board().lens.is_some());
        device.save_preferences(Variant::QueenVsPawns, &c.prefs());
        let again = device.preferences(Variant::QueenVsPawns);
        assert_eq!(
            again,
            Preferences {
                lens: true,
                sound: false,
                level: None
            }
        );
    }

    #[test]
    fn projector_mode_follows_the_link_the_button_and_escape() {
        let on = Params {
            projector: true,
            ..Params::default()
        };
        let mut c = controller(Variant::KingHunt, on, Visit::default());
        let started = c.apply(Event::Start);
        assert!(started.contains(&Command::Projector(true)));
        // A link cannot ask for the whole screen: only a press may.
        assert!(!started.iter().any(|c| matches!(c, Command::FullScreen(_))));
        assert!(c.apply(Event::Escape).contains(&Command::Projector(false)));
        assert!(!c.view().projector);
        assert!(c.apply(Event::Escape).is_empty(), "nothing to leave");
        assert!(
            c.apply(Event::Projector)
                .ends_with(&[Command::Projector(true), Command::FullScreen(true)])
        );
        assert!(
            c.apply(Event::Projector)
                .contains(&Command::Projector(false))
        );
    }

    #[test]
    fn an_interrupted_match_of_other_choices_is_resumed_on_its_own_page() {
        let two = params(Mode::TwoPlayers, None);
        let mut kept = controller(Variant::BishopVsPawns, two, Visit::default())
            .game()
            .clone();
        kept.play(mv("a2", "a4")).unwrap();
        let mut here = Controller::new(
            Variant::BishopVsPawns,
            Params::default(),
            prefs(),
            Visit::default(),
            Some(kept.clone()),
        );
        assert!(here.apply(Event::Start).contains(&Command::Focus(QUESTION)));
        assert!(here.view().resume_offered);
        let todo = here.apply(Event::Resume);
        let visit = Visit {
            resume_on_arrival: true,
            storage_warned: false,
        };
        assert!(todo.contains(&Command::Visit(visit)));
        assert!(todo.contains(&Command::Go("#/nebun?mod=doi&nivel=1".to_string())));

        // The page of its choices takes it up at once, and says so once.
        let there = Params {
            mode: Mode::TwoPlayers,
            level_chosen: true,
            ..Params::default()
        };
        let mut c = Controller::new(Variant::BishopVsPawns, there, prefs(), visit, Some(kept));
        let todo = c.apply(Event::Start);
        assert!(todo.contains(&Command::Visit(Visit::default())));
        assert!(todo.contains(&Command::Keep(Keep::InProgress)));
        assert_eq!(c.game().moves().len(), 1);
        assert!(!c.view().resume_offered);
    }

    #[test]
    fn a_refusing_storage_is_told_once_per_visit() {
        let mut c = controller(Variant::KingHunt, Params::default(), Visit::default());
        let todo = c.apply(Event::StorageRefused);
        let warned = Visit {
            storage_warned: true,
            ..Visit::default()
        };
        assert_eq!(todo, [Command::Visit(warned)]);
        assert_eq!(c.view().storage_note, words::STORAGE_REFUSED);
        assert!(c.apply(Event::StorageRefused).is_empty());
        // The next page of the visit says nothing more.
        let mut next = controller(Variant::KingHunt, Params::default(), warned);
        next.apply(Event::Recorded(Saved::Refused, None));
        assert_eq!(next.view().storage_note, "");
        // A match kept only for the session is said, with its file offered.
        let mut full = controller(
            Variant::KingHunt,
            params(Mode::Robot, Some(MATE_IN_ONE)),
            warned,
        );
        full.apply(Event::Move(mv("g1", "g7")));
        full.apply(Event::Recorded(Saved::ForSession, None));
        assert_eq!(full.view().storage_note, words::KEPT_FOR_SESSION);
        assert_eq!(full.view().game.actions[0], Action::SaveResults);
    }

    #[test]
    fn a_button_pressed_before_the_reveal_keeps_the_page_still() {
        let mut c = controller(
            Variant::KingHunt,
            params(Mode::Robot, Some(MATE_IN_ONE)),
            Visit::default(),
        );
        c.apply(Event::Start);
        let todo = c.apply(Event::Move(mv("g1", "g7")));
        assert!(todo.contains(&Command::After(REVEAL_DELAY_MS, Event::RevealDue(0))));
        assert_eq!(c.apply(Event::RevealDue(0)), [Command::Reveal]);
        c.apply(Event::Act(Action::ReviewPrev));
        assert!(c.apply(Event::RevealDue(0)).is_empty());
    }

    #[test]
    fn every_button_of_the_page_is_its_event() {
        use crate::action::{FromButton, read_back};
        let mut c = controller(Variant::KingHunt, Params::default(), Visit::default());
        for action in GameAction::ALL {
            assert_eq!(read_back(&action), Some(action));
            let event = c.event_of(action);
            if let Some(Event::Act(act)) = event {
                assert_eq!(GameAction::from(act), action);
            }
            // "level-up" only once a level is offered; the help's dialog is the view's.
            let none = matches!(
                action,
                GameAction::LevelUp
                    | GameAction::Help
                    | GameAction::CloseHelp
                    | GameAction::InsideHelp
            );
            assert_eq!(event.is_none(), none, "{action:?}");
        }
        assert_eq!(c.event_of(GameAction::Sound), Some(Event::Sound));
        assert_eq!(c.event_of(GameAction::StartFresh), Some(Event::StartFresh));
        // The help's dialog is the view's; the help's own buttons are not
        // the page's.
        assert_eq!(c.event_of(GameAction::Help), None);
        assert_eq!(c.event_of(GameAction::InsideHelp), None);
        let no_data = |_: &str| None;
        assert_eq!(GameAction::read("speak-auto", &no_data), None);
        assert_eq!(GameAction::read("help-retry", &no_data), None);
        c.level_offer = Some(Level::Medium);
        assert_eq!(
            c.event_of(GameAction::LevelUp),
            Some(Event::Act(Action::LevelUp(Level::Medium)))
        );
    }

    #[test]
    fn a_series_position_keeps_its_result_and_leads_to_the_next_one() {
        use crate::route::{Page as Route, parse};
        use crate::series::SeriesLink;
        use storage::SeriesProgress;
        let (link, _) = SeriesLink::parse(&format!(
            "titlu=Seria+mea&nivel=1&rege={}&nebun=2b5/8/8/8/8/8/PPP5/8_w",
            MATE_IN_ONE.replace(' ', "_")
        ));
        let device = Device::new(Memory::default());
        let opened = device.open_series(SeriesProgress::new(&link.query(), 2));
        let first = link.step_link(&opened.id, 1, false);
        let opened_as = parse(&first);
        let mut page = Page::of_series(opened_as.params.clone(), device);
        assert!(!page.c.view().game.actions.contains(&Action::NextPosition));
        assert_eq!(
            page.c.event_of(GameAction::NextPosition),
            Some(Event::Act(Action::NextPosition))
        );
        page.send(Event::Move(mv("g1", "g7")));
        assert_eq!(page.c.view().game.actions[0], Action::NextPosition);
        assert_eq!(Action::NextPosition.label(), "Următoarea poziție ▶");
        assert_eq!(page.device.series()[0].rezultate, "v-");
        let todo = page.send(Event::Act(Action::NextPosition));
        let Some(Command::Go(next)) = todo.iter().find(|c| matches!(c, Command::Go(_))) else {
            panic!("no next position: {todo:?}");
        };
        let next = parse(next);
        assert_eq!(next.page, Route::Game(Variant::BishopVsPawns));
        assert_eq!(next.params.step.as_ref().unwrap().step, 2);
        assert!(next.params.locked && next.params.level_chosen);

        // Without the series kept for this child: no next step, nothing kept.
        let mut alone = Page::open(Variant::KingHunt, opened_as.params);
        alone.c.follow_series(&alone.device);
        alone.send(Event::Move(mv("g1", "g7")));
        assert!(!alone.c.view().game.actions.contains(&Action::NextPosition));
        assert!(alone.device.series().is_empty());
    }

    #[test]
    fn a_series_position_its_game_refuses_is_said_and_records_nothing() {
        use crate::route::parse;
        use engine::SetupError;
        use storage::SeriesProgress;
        // The two kings side by side: the king hunt refuses it. (A link's
        // series page leaves it out; a file's or an older series has it.)
        let refused = "6Kk/8/8/8/8/8/8/8_w";
        let query = format!("titlu=A&rege={refused}&rege=7k/8/5K2/8/8/8/8/6Q1_w");
        let device = Device::new(Memory::default());
        let opened = device.open_series(SeriesProgress::new(&query, 2));
        let link = format!("#/rege?poz={refused}&blocat=1&serie={}&pas=1", opened.id);
        let opened_as = parse(&link);
        let mut page = Page::of_series(opened_as.params, device);
        assert_eq!(
            page.c.notices(opened_as.notices),
            [
                "Legătura are o greșeală, așa că jucăm poziția din carte.".to_string(),
                words::link::unplayable_position(SetupError::KingsTouch),
                "Această poziție a seriei nu se poate juca, așa că rezultatul partidei nu intră în serie."
                    .to_string(),
            ]
        );
        // The book's hunt, played to its end: the match is the child's,
        // the series' step stays not played, and the series leads on.
        while page.c.game().phase() != Phase::MatchOver {
            let next = page.c.game().game().legal_moves()[0];
            let todo = page.send(Event::Move(next));
            page.settle_timers(todo);
        }
        assert_eq!(page.recorded(), 1);
        assert_eq!(page.device.load().unwrap().len(), 1);
        assert_eq!(page.device.series()[0].rezultate, "--");
        assert_eq!(page.c.view().game.actions[0], Action::NextPosition);
    }

    /// „mat2” played badly: the goal line says so after the second move
    /// that does not mate, the status read aloud says it too, and
    /// „🔁 Încearcă din nou” starts the same position with the same goal.
    #[test]
    fn a_goal_that_can_no_longer_be_met_is_said_at_once_and_retried() {
        use engine::play::goal::Goal;
        let hunt = Params {
            goal: Some(Goal::MateWithin(2)),
            ..params(Mode::Robot, Some("7k/8/5K2/8/8/8/8/R7 w"))
        };
        let mut page = Page::open(Variant::KingHunt, hunt);
        let goal = "🎯 Ținta: dă mat în cel mult 2 mutări.";
        assert_eq!(page.c.view().goal, goal);
        let todo = page.send(Event::Move(mv("a1", "a2")));
        page.settle_timers(todo);
        assert_eq!(page.c.view().goal, goal, "a mate in 1 is still there");
        let lost = "Ținta nu mai poate fi atinsă: ai făcut deja 2 mutări fără să dai mat, \
                    iar ținta era mat în cel mult 2 mutări.";
        let todo = page.send(Event::Move(mv("a2", "a3")));
        let v = page.c.view();
        assert_eq!(v.goal, format!("🎯 {lost}"));
        assert_eq!(v.game.actions.last(), Some(&Action::RetryGoal));
        assert_eq!(Action::RetryGoal.label(), "🔁 Încearcă din nou");
        assert_eq!(Action::RetryGoal.name(), "retry-goal");
        // „Citește automat” reads it once, after the status; 🗣️ reads it
        // with the rest.
        let read: Vec<&Reading> = todo
            .iter()
            .filter_map(|c| match c {
                Command::Read(r) => Some(r),
                _ => None,
            })
            .collect();
        assert_eq!(read, [&Reading::News, &Reading::Words(lost.to_string())]);
        let spoken = v.to_read(None).join(" ");
        assert!(spoken.starts_with(&format!("🎯 {lost} ")), "{spoken}");
        page.settle_timers(todo);
        // The same position and goal again; the match given up is forgotten.
        let retry = page.c.event_of(GameAction::RetryGoal).unwrap();
        let todo = page.send(retry);
        assert!(todo.contains(&Command::Keep(Keep::Forget)));
        assert!(page.c.game().moves().is_empty());
        assert_eq!(page.c.game().goal, Some(Goal::MateWithin(2)));
        let v = page.c.view();
        assert_eq!(v.goal, goal);
        assert!(!v.game.actions.contains(&Action::RetryGoal));
        // Met in time: never said lost, and judged at the end as before.
        for (from, to) in [("f6", "f7"), ("a1", "h1")] {
            let todo = page.send(Event::Move(mv(from, to)));
            assert!(!page.c.view().game.actions.contains(&Action::RetryGoal));
            page.settle_timers(todo);
        }
        assert_eq!(page.c.view().goal_met, Some("da"));
    }

    /// A series position's goal failing early says so too, and the retry
    /// keeps the series' position.
    #[test]
    fn a_series_positions_goal_failing_early_is_said_and_retried_in_the_series() {
        use crate::route::parse;
        use crate::series::SeriesLink;
        use storage::SeriesProgress;
        let (link, _) = SeriesLink::parse("titlu=A&nivel=1&rege=7k/8/5K2/8/8/8/8/R7_w&tinta=mat1");
        let device = Device::new(Memory::default());
        let opened = device.open_series(SeriesProgress::new(&link.query(), 1));
        let opened_as = parse(&link.step_link(&opened.id, 1, false));
        let mut page = Page::of_series(opened_as.params, device);
        page.send(Event::Move(mv("a1", "a2")));
        assert_eq!(
            page.c.view().goal,
            "🎯 Ținta nu mai poate fi atinsă: ai făcut deja 1 mutare fără să dai mat, \
             iar ținta era mat în cel mult 1 mutare."
        );
        page.send(Event::Act(Action::RetryGoal));
        assert_eq!(
            page.c.game().custom_start,
            page.c.params().position,
            "the series' position"
        );
        assert!(page.c.params().step.is_some());
        assert!(page.c.params().locked);
        assert_eq!(page.c.view().goal, "🎯 Ținta: dă mat în cel mult 1 mutare.");
    }
}
