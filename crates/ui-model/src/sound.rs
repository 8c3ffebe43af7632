//! The short sounds the game page asks for; the browser plays them
//! (`web::sound`).

/// What happened, each with its own tune.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sound {
    /// A child's move.
    Move,
    /// A capture.
    Capture,
    /// A check.
    Check,
    /// A tap that started no move.
    Refused,
    /// The robot's move.
    RobotMove,
    /// A round a child won.
    RoundWon,
    /// A round lost (or drawn).
    RoundLost,
    /// The match is over (after the round's own sound).
    MatchOver,
}
