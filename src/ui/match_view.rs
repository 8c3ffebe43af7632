//! What the game page says about a match, as plain data: computed from the
//! match in one place (and tested natively), shown by a few closures.

use crate::engine::matches::{Match, Mode, Phase, Player};
use crate::engine::{Color, text};

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
}

impl Action {
    pub fn label(self) -> &'static str {
        match self {
            Action::Hint => "💡 Sfat",
            Action::Undo => "↶ Înapoi",
            Action::NextRound => "Repriza a doua ▶",
            Action::PlayAgain => "Joacă din nou",
        }
    }

    pub fn class(self) -> &'static str {
        match self {
            Action::Hint => "hint-button",
            Action::Undo => "undo-button",
            Action::NextRound | Action::PlayAgain => "primary big",
        }
    }

    /// The page contract's `data-action` of its button.
    pub fn name(self) -> &'static str {
        match self {
            Action::Hint => "hint",
            Action::Undo => "undo",
            Action::NextRound => "next-round",
            Action::PlayAgain => "play-again",
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
    pub progress: Vec<String>,
    /// After a round, each human player's own line ("Ai terminat în …").
    pub summary: Vec<String>,
    /// Between rounds: who plays which side next (empty otherwise).
    pub hand_over: String,
    /// The notation of every move of the match.
    pub moves: Vec<String>,
    pub actions: Vec<Action>,
}

impl MatchView {
    /// The page's view of `m`; `robot_busy` while the robot thinks.
    pub fn of(m: &Match, robot_busy: bool) -> MatchView {
        let phase = m.phase();
        let game = m.game();
        let sides = [Player::One, Player::Two]
            .into_iter()
            .map(|p| {
                let color = m.color_of(p);
                SideView {
                    player: text::player_name(m.mode, p).to_string(),
                    side: text::side_name(m, color),
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
        MatchView {
            status: text::status(m, robot_busy),
            phase: phase.slug(),
            round_winner: round_winner_attr(m),
            round_label: text::round_label(m),
            sides,
            progress: game.progress().into_iter().map(text::counter).collect(),
            summary: summaries(m),
            hand_over: text::tap::hand_over(m),
            moves: move_list(m),
            actions,
        }
    }
}

/// The moves of the round for a two-column list (white, black): "…" fills
/// the column of a side that did not move, when black moved first (a `poz`
/// with black to move) or after a pass, so numbers and columns stay right.
fn move_list(m: &Match) -> Vec<String> {
    let mut list = Vec::with_capacity(m.moves().len() + 1);
    let mut column = Color::White;
    for played in m.moves() {
        if played.color != column {
            list.push("…".to_string());
        }
        list.push(played.notation.clone());
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
    players
        .iter()
        .filter_map(|&p| {
            let summary = m.game().round_summary(r.color_of(p))?;
            Some(text::summary_line(m.mode, p, summary))
        })
        .collect()
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
    use crate::engine::board::Setup;
    use crate::engine::testing::mv;
    use crate::engine::{Level, Variant};

    fn robot_match(variant: Variant, start: Option<&str>) -> Match {
        let setup = start.map(|s| Setup::parse(s).unwrap());
        Match::new(variant, Mode::Robot, Level::Easy, Color::White, setup, 7).unwrap()
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
        let mut m = Match::new(
            Variant::KnightRace,
            Mode::TwoPlayers,
            Level::Easy,
            Color::White,
            None,
            7,
        )
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
        let mut m = Match::new(
            Variant::BishopVsPawns,
            Mode::TwoPlayers,
            Level::Easy,
            Color::White,
            Some(setup),
            7,
        )
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
        Match::new(
            variant,
            Mode::TwoPlayers,
            Level::Easy,
            Color::White,
            Some(setup),
            7,
        )
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
             a câștigat meciul! 🎉 Decide matul mai rapid: Jucătorul 1 a dat mat în 1 mutare, iar \
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
            "Repriza 1: a câștigat Jucătorul 1. Un pion a capturat piesa."
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
            "Repriza 2: a câștigat Jucătorul 2. Un pion a capturat piesa. Meciul s-a terminat la \
             egalitate. Câte o repriză pentru fiecare."
        );
        // Against the robot the child is "tu", the side in lower case.
        let mut m = robot_match(Variant::BishopVsPawns, Some(start));
        assert_eq!(MatchView::of(&m, false).status, "Rândul tău — mută pionii.");
        play(&mut m, "a2b3");
        assert_eq!(
            MatchView::of(&m, false).status,
            "Repriza 1: ai câștigat! Un pion a capturat piesa."
        );
        m.next_round().unwrap();
        assert_eq!(MatchView::of(&m, false).status, "Mută Robotul (pionii).");
        play(&mut m, "a2b3");
        let v = MatchView::of(&m, false);
        assert_eq!(
            v.status,
            "Repriza 2: a câștigat Robotul. Un pion a capturat piesa. Meciul s-a terminat la \
             egalitate. Câte o repriză pentru fiecare."
        );
        assert_eq!(v.summary, ["Ai pierdut repriza fără să muți."]);
    }
}
