//! The puzzle page's behaviour, without the browser: events in, commands
//! out (tested natively, as the game page's controller is).

use crate::board::{BoardInput, Interaction, Key, PuzzleManners, Reply};
use ::words::puzzles as words;
use engine::play::puzzles::Puzzle;
use engine::play::puzzles::attempt::{PuzzleAttempt, State, Step, Why};
use engine::play::puzzles::stars_for_solve;
use engine::rules::game::Move;
use engine::rules::square::Square;

/// What happens to the page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// Time for a slice of the tables (or they are ready).
    Prepare,
    /// A finger or the mouse goes down on a square, at a screen point. The
    /// gestures are the one board model's ([`Interaction`], with the
    /// puzzle's [`PuzzleManners`]): a tap picks a piece up, plays the picked one,
    /// or puts it down when it is tapped again; a drag carries it, and let
    /// go off its targets it stays picked up, its targets shown.
    Press(Square, (i32, i32)),
    /// The pointer moves (only a press going on follows it).
    DragTo((i32, i32)),
    /// The pointer goes up over a square (`None`: off the board).
    Release(Option<Square>),
    /// The pointer was taken away (a scroll, a system gesture).
    Cancel,
    /// A key on the board (arrows, Enter/Space, Escape).
    Key(Key),
    /// The child's move on the board.
    Move(Move),
    /// The robot's beat is over: its answer is played.
    Reply,
    /// „💡 Sfat”.
    Hint,
    /// „Încearcă din nou”.
    Retry,
}

/// What the page is asked to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// Send the event after so many milliseconds.
    After(u64, Event),
    /// The tables are ready: `robot-ready` on the document.
    RobotReady,
    /// Keep the child's stars for this puzzle.
    Record(String, u8),
    /// Keep the wrong move of this try (`g3f4`): the teacher sees it.
    Missed(String, String),
}

/// How long the robot waits before answering, so its move is seen arriving.
pub const REPLY_MS: u64 = 350;
/// Positions a slice of the tables solves (about 10 ms, as the game page).
const PREPARE_SLICE: u32 = 40_000;
const PREPARE_PAUSE_MS: u64 = 30;

/// One puzzle being played.
#[derive(Clone, Debug)]
pub struct Controller {
    attempt: PuzzleAttempt,
    id: String,
    ready: bool,
    status: String,
    /// What the child is doing with the board.
    ui: Interaction<PuzzleManners>,
}

impl Controller {
    /// The page of `puzzle`; `None` if its position cannot be played.
    pub fn new(puzzle: &Puzzle) -> Option<Controller> {
        let attempt = PuzzleAttempt::new(puzzle).ok()?;
        Some(Controller {
            attempt,
            id: puzzle.id(),
            ready: false,
            status: words::PREPARING.to_string(),
            ui: Interaction::default(),
        })
    }

    /// The attempt, for the view.
    pub const fn attempt(&self) -> &PuzzleAttempt {
        &self.attempt
    }

    /// The sentence of the status line.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The status as „🗣️” and „Citește automat” read it (the stars in words).
    pub fn spoken(&self) -> String {
        ::words::speech::spoken(&[&self.status])
    }

    /// „Bună mutare! …” after the child's move, „Șah!” first when it gives check.
    fn good_move(&self) -> String {
        match self.attempt.highlights().check {
            Some(_) => format!("{} {}", ::words::speech::CHECK, words::GOOD_MOVE),
            None => words::GOOD_MOVE.to_string(),
        }
    }

    /// The page contract's `data-puzzle-state`: a wrong move counts once
    /// its refutation is on the board.
    pub fn state(&self) -> State {
        match self.attempt.reply_due() {
            Some(_) => State::Solving,
            None => self.attempt.state(),
        }
    }

    /// Whether the page waits (tables, or the robot's answer): taps are ignored.
    pub const fn busy(&self) -> bool {
        !self.ready || self.attempt.reply_due().is_some()
    }

    /// A wrong try's sentence: wrong, why, and the star it cost if it did
    /// (the next try earns fewer).
    fn wrong(&self, why: Why) -> String {
        let a = &self.attempt;
        let now = stars_for_solve(a.tries(), a.hints());
        let next = stars_for_solve(a.tries() + 1, a.hints());
        words::wrong(&words::why(why), (next < now).then_some(next))
    }

    fn task(&self) -> String {
        let a = &self.attempt;
        words::task(a.variant(), a.solver(), a.goal())
    }

    /// Hands the controller an event; returns what the page must do.
    pub fn apply(&mut self, event: Event) -> Vec<Command> {
        let gesture = match event {
            Event::Press(..) | Event::DragTo(_) | Event::Release(_) | Event::Key(_)
                if self.busy() =>
            {
                // During the robot's beat nothing is picked up.
                self.ui.let_go();
                return Vec::new();
            }
            Event::Press(sq, at) => {
                let input = self.board();
                self.ui.press(&input, sq, at)
            }
            Event::DragTo(at) => self.ui.drag_to(at),
            Event::Release(target) => {
                let input = self.board();
                self.ui.release(&input, target)
            }
            Event::Key(key) => {
                let input = self.board();
                self.ui.key(&input, key)
            }
            Event::Cancel => {
                self.ui.cancel();
                Reply::Handled
            }
            _ => Reply::Nothing,
        };
        if let Reply::Play(mv) = gesture {
            return self.apply(Event::Move(mv));
        }
        match event {
            Event::Press(..)
            | Event::DragTo(_)
            | Event::Release(_)
            | Event::Cancel
            | Event::Key(_) => Vec::new(),
            Event::Prepare => {
                if self.ready {
                    return Vec::new();
                }
                if !self.attempt.prepare(PREPARE_SLICE) {
                    return vec![Command::After(PREPARE_PAUSE_MS, Event::Prepare)];
                }
                self.ready = true;
                self.status = self.task();
                vec![Command::RobotReady]
            }
            Event::Move(mv) if !self.busy() => match self.played(mv) {
                Step::Good { reply: Some(_) } => {
                    self.status = self.good_move();
                    vec![Command::After(REPLY_MS, Event::Reply)]
                }
                // Said wrong once its refutation is on the board.
                Step::Wrong {
                    refutation: Some(_),
                    ..
                } => {
                    self.status = self.good_move();
                    vec![Command::After(REPLY_MS, Event::Reply), self.missed(mv)]
                }
                Step::Good { reply: None } => {
                    let left = self.attempt.board().by_color(self.attempt.solver().other());
                    self.status = words::good_jump(left.count());
                    Vec::new()
                }
                Step::Wrong { why, .. } => {
                    self.status = self.wrong(why);
                    vec![self.missed(mv)]
                }
                Step::Solved { .. } => self.solved(),
                Step::Refused => Vec::new(),
            },
            Event::Move(_) => Vec::new(),
            Event::Reply => {
                self.ui.new_position();
                if self.attempt.play_reply().is_none() {
                    return Vec::new();
                }
                match self.attempt.state() {
                    State::Solved => self.solved(),
                    State::Wrong => {
                        self.status = self
                            .attempt
                            .why()
                            .map(|w| self.wrong(w))
                            .unwrap_or_default();
                        Vec::new()
                    }
                    State::Solving => {
                        self.status = words::YOUR_MOVE.to_string();
                        Vec::new()
                    }
                }
            }
            Event::Hint => {
                self.ui.let_go();
                if !self.busy()
                    && let Some(mv) = self.attempt.hint()
                {
                    let role = self.attempt.board().piece_at(mv.from).map(|p| p.role);
                    self.status = words::hint(role, &mv.from.to_string(), &mv.to.to_string());
                }
                Vec::new()
            }
            Event::Retry => {
                self.ui.let_go();
                if self.attempt.reply_due().is_none() && self.attempt.state() == State::Wrong {
                    self.attempt.retry();
                    self.status = self.task();
                }
                Vec::new()
            }
        }
    }

    /// The wrong move of this try, to keep.
    fn missed(&self, mv: Move) -> Command {
        Command::Missed(self.id.clone(), format!("{}{}", mv.from, mv.to))
    }

    /// The child's move, played: the board lets go and slides it in.
    fn played(&mut self, mv: Move) -> Step {
        self.ui.new_position();
        self.attempt.play(mv)
    }

    fn solved(&mut self) -> Vec<Command> {
        let stars = self.attempt.stars();
        self.status = words::solved(stars);
        vec![Command::Record(self.id.clone(), stars)]
    }

    /// What the child is doing with the board (the piece picked up, a
    /// drag, the keyboard's cursor), for the view.
    pub const fn interaction(&self) -> &Interaction<PuzzleManners> {
        &self.ui
    }

    /// The board was drawn: the last move's piece has slid in, and does
    /// not slide again at the next drawing of the same position.
    pub const fn drawn(&mut self) {
        self.ui.slid = true;
    }

    /// The piece picked up.
    pub const fn selected(&self) -> Option<Square> {
        self.ui.selected
    }

    /// What the board shows: the solver at the bottom, moves only when the
    /// child may move.
    pub fn board(&self) -> BoardInput {
        let a = &self.attempt;
        BoardInput {
            board: a.board().clone(),
            orientation: a.solver(),
            moves: if self.busy() { Vec::new() } else { a.moves() },
            last_move: a.last_move(),
            highlights: a.highlights(),
            hint: a.hint_shown(),
            played: None,
            lens: None,
            routes: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::puzzles::PuzzleList;
    use engine::rules::testing::{mv, sq};

    /// A tap: down and up on the same square.
    fn tap(c: &mut Controller, at: Square) -> Vec<Command> {
        let mut commands = c.apply(Event::Press(at, (10, 10)));
        commands.extend(c.apply(Event::Release(Some(at))));
        commands
    }

    /// A drag from one square, let go on another.
    fn drop(c: &mut Controller, from: Square, to: Square) -> Vec<Command> {
        let mut commands = c.apply(Event::Press(from, (10, 10)));
        commands.extend(c.apply(Event::DragTo((70, 70))));
        commands.extend(c.apply(Event::Release(Some(to))));
        commands
    }

    fn page(line: &str) -> Controller {
        let list = PuzzleList::parse(line).unwrap();
        let mut c = Controller::new(&list.all()[0]).unwrap();
        while c.apply(Event::Prepare) != [Command::RobotReady] {}
        c
    }

    #[test]
    fn taps_wait_for_the_tables_and_for_the_reply() {
        let list = PuzzleList::parse("nebun 4 2 8/8/2P5/8/8/4P1b1/7P/8 b").unwrap();
        let mut c = Controller::new(&list.all()[0]).unwrap();
        assert_eq!(c.status(), "Robotul se pregătește…");
        assert!(c.board().moves.is_empty());
        assert_eq!(c.apply(Event::Move(mv("g3", "h2"))), []);
        while c.apply(Event::Prepare) != [Command::RobotReady] {}
        assert_eq!(c.status(), "Nebunul mută și câștigă în 4 mutări.");
        assert_eq!(
            c.apply(Event::Move(mv("g3", "h2"))),
            [Command::After(REPLY_MS, Event::Reply)]
        );
        assert_eq!(c.status(), "Bună mutare! Acum mută Robotul.");
        assert!(c.busy() && c.board().moves.is_empty());
        let before = c.board().board;
        assert_eq!(
            c.apply(Event::Move(mv("h2", "g1"))),
            [],
            "a tap during the reply"
        );
        assert_eq!(c.apply(Event::Hint), []);
        assert_eq!(c.board().board, before);
        assert_eq!(c.apply(Event::Reply), []);
        assert_eq!(c.status(), "Bună mutare! Robotul a răspuns; mută din nou.");
        assert!(!c.board().moves.is_empty());
    }

    #[test]
    fn a_wrong_move_shows_its_refutation_then_retry_resets() {
        let mut c = page("nebun 4 2 8/8/2P5/8/8/4P1b1/7P/8 b");
        let start = c.board().board;
        assert_eq!(
            c.apply(Event::Move(mv("g3", "f4"))),
            [
                Command::After(REPLY_MS, Event::Reply),
                Command::Missed("nebun/1".into(), "g3f4".into())
            ]
        );
        assert_eq!(c.state(), State::Solving, "not before the reply is seen");
        c.apply(Event::Reply);
        assert_eq!(c.state(), State::Wrong);
        assert_eq!(
            c.status(),
            "Nu e bine. Pionul de pe e3 apăra f4: nebunul a fost capturat. Ai pierdut o stea: \
             acum poți lua cel mult ★★☆."
        );
        assert_eq!(c.board().last_move, Some(mv("e3", "f4")));
        assert!(c.board().moves.is_empty());
        c.apply(Event::Retry);
        assert_eq!(c.state(), State::Solving);
        assert_eq!(c.board().board, start);
        assert_eq!(c.status(), "Nebunul mută și câștigă în 4 mutări.");
    }

    #[test]
    fn solving_records_the_stars() {
        let mut c = page("cai 2 1 8/8/8/8/4p3/2p5/8/1N6 w");
        assert_eq!(c.status(), "Ia toate piesele în 2 sărituri.");
        c.apply(Event::Hint);
        assert_eq!(c.status(), "💡 Sfat: mută calul de pe b1 pe c3.");
        assert_eq!(c.board().hint, Some(mv("b1", "c3")));
        assert_eq!(c.apply(Event::Move(mv("b1", "c3"))), []);
        assert_eq!(c.status(), "Bună săritură! Mai ai de luat 1 piesă.");
        assert_eq!(
            c.apply(Event::Move(mv("c3", "e4"))),
            [Command::Record("cai/1".to_string(), 2)]
        );
        assert_eq!((c.state(), c.status()), (State::Solved, "Rezolvat! ★★"));
    }

    #[test]
    fn a_tap_picks_a_piece_and_a_second_tap_plays_it() {
        let mut c = page("nebun 4 2 8/8/2P5/8/8/4P1b1/7P/8 b");
        assert_eq!(tap(&mut c, sq("c6")), [], "not the solver's piece");
        assert_eq!(c.selected(), None);
        tap(&mut c, sq("g3"));
        assert_eq!(c.selected(), Some(sq("g3")));
        tap(&mut c, sq("g3"));
        assert_eq!(c.selected(), None, "the same square puts it down");
        tap(&mut c, sq("g3"));
        assert_eq!(
            tap(&mut c, sq("h2")),
            [Command::After(REPLY_MS, Event::Reply)]
        );
        assert_eq!(c.selected(), None);
        // During the robot's beat a tap picks nothing up.
        tap(&mut c, sq("h2"));
        assert_eq!(c.selected(), None);
    }

    #[test]
    fn a_piece_dragged_plays_as_two_taps() {
        let mut c = page("nebun 4 2 8/8/2P5/8/8/4P1b1/7P/8 b");
        assert_eq!(
            drop(&mut c, sq("c6"), sq("c7")),
            [],
            "not the solver's piece"
        );
        assert_eq!(c.selected(), None);
        assert_eq!(drop(&mut c, sq("g3"), sq("g4")), [], "no bishop move");
        assert_eq!(
            c.selected(),
            Some(sq("g3")),
            "let go off its targets: still picked up"
        );
        assert_eq!(
            drop(&mut c, sq("g3"), sq("h2")),
            [Command::After(REPLY_MS, Event::Reply)]
        );
        assert_eq!(c.selected(), None);
        // During the robot's beat nothing is picked up.
        assert_eq!(drop(&mut c, sq("h2"), sq("g1")), []);
        assert_eq!(c.selected(), None);
    }

    #[test]
    fn a_check_is_said_and_stars_are_read_as_words() {
        let mut c = page("rege 2 2 8/2Q5/6K1/1k6/8/8/3R4/8 w");
        c.apply(Event::Move(mv("d2", "b2")));
        assert_eq!(c.status(), "Șah! Bună mutare! Acum mută Robotul.");
        assert_eq!(c.spoken(), c.status());
        c.apply(Event::Reply);
        assert_eq!(c.status(), "Bună mutare! Robotul a răspuns; mută din nou.");
        let mut c = page("cai 2 1 8/8/8/8/4p3/2p5/8/1N6 w");
        c.apply(Event::Move(mv("b1", "c3")));
        c.apply(Event::Move(mv("c3", "e4")));
        assert_eq!(c.status(), "Rezolvat! ★★★");
        assert_eq!(c.spoken(), "Rezolvat! Trei stele din trei.");
    }

    #[test]
    fn a_wrong_jump_is_told_at_once() {
        let mut c = page("cai 2 1 8/8/8/8/4p3/2p5/8/1N6 w");
        // The wrong move is kept for the teacher.
        assert_eq!(
            c.apply(Event::Move(mv("b1", "a3"))),
            [Command::Missed("cai/1".into(), "b1a3".into())]
        );
        assert_eq!(c.state(), State::Wrong);
        assert_eq!(
            c.status(),
            "Nu e bine. Pe acest drum îți trebuie 4 sărituri în total. Se poate din 2 sărituri. Ai \
             pierdut o stea: acum poți lua cel mult ★★☆."
        );
    }
}
