//! The words of a round's review ("🔍 Ce s-a întâmplat?"): the one sentence
//! that names the decisive mistake, and moves written from square to square.
//!
//! Moves are numbered by their mover's own count: "Mutarea 3 a pionilor" is
//! the pawns' third move, whoever moved first. A child counts their own
//! moves, and in the book's starts (no side ever passes in these games) it
//! is also the row of the two-column move list beside the board.

use super::common::{Who, capitalised, moves_ro, piece_the_lower_ro};
use engine::play::matches::{Match, Player};
use engine::play::review::{Finding, PlyReview, RoundReview, Verdict, Why};
use engine::play::variant::Best;
use engine::rules::board::Board;
use engine::rules::game::Ending;
use engine::rules::game::Move;
use engine::rules::square::Role;

/// A move as the book writes it, from its square to its square: "c2-c4",
/// a capture with "x" ("b4xc5"), a piece with its Romanian letter
/// ("Nc8-f5", "Cg1xf3"). `board` is the position the move is played from.
///
/// ```
/// use engine::{Move, Square, Variant};
/// use words::review::move_from_to;
/// let sq = |s| Square::parse(s).unwrap();
/// let board = Variant::BishopVsPawns.start_setup().board;
/// assert_eq!(move_from_to(&board, Move::new(sq("c2"), sq("c4"))), "c2-c4");
/// assert_eq!(move_from_to(&board, Move::new(sq("c8"), sq("f5"))), "Nc8-f5");
/// ```
pub fn move_from_to(board: &Board, mv: Move) -> String {
    let letter = board
        .piece_at(mv.from)
        .map_or("", |piece| piece.role.notation_ro());
    let sign = if board.piece_at(mv.to).is_some() {
        "x"
    } else {
        "-"
    };
    format!("{letter}{}{sign}{}", mv.from, mv.to)
}

/// "Mutarea 3 a pionilor, c2-c4" (`word` "Mutarea" or "mutarea"): the move
/// `i` (0-based) of round `round`, numbered by its mover's own count and
/// written from square to square.
fn numbered_move(m: &Match, round: usize, i: usize, word: &str) -> Option<String> {
    let played = m.round_played(round);
    let p = played.get(i)?;
    let board = m.round_board(round, i)?;
    let number = played[..=i].iter().filter(|q| q.color == p.color).count();
    Some(format!(
        "{word} {number} a {}, {}",
        m.variant.info().side_genitive[p.color.index()],
        move_from_to(&board, p.mv)
    ))
}

/// The best move of the position before move `i` of round `round`, from
/// square to square.
fn best_from_to(m: &Match, round: usize, i: usize, review: &[PlyReview]) -> Option<String> {
    let best = review.get(i)?.best?;
    Some(move_from_to(&m.round_board(round, i)?, best))
}

/// The review's sentence for round `round` (0-based) of `m`, from its
/// [`RoundReview`] (see [`Match::review_round`]): it names the move of the
/// review's [`Finding`] (the one „🔎 Arată greșeala” shows) and says why, in
/// words a child of 7 follows. It only ever blames the side that lost the
/// round for the decisive move:
///
/// - a decisive mistake: "Mutarea 3 a turnului, Tf1-f3, a pierdut: după ea,
///   pionul de pe coloana b a ajuns pe ultimul rând. Câștigai cu Tf1-b1."
///   — what followed it, then the move that won ("câștigai" against the
///   robot, else "Robotul câștiga", "Jucătorul 1 câștiga"); a gift says
///   what was left undefended: "Pionul de pe c2 apăra d3: după Dxd3, cxd3 a
///   luat dama. Câștigai cu …"; a stalemate is called one: "Mutarea 20 a
///   albului, Nc1-d2, a dat pat: regele negru nu mai avea nicio mutare, dar
///   nu era în șah. Cu g2-g4 dădeai mat într-o mutare.";
/// - the last-rank moment: "Mutarea 15 a damei, Dd1-h1, a pierdut pe loc:
///   dama putea lua pionul de pe c8 cu Dd1xc8.";
/// - the first mate the hunter missed: "Mutarea 4 a albului, Ta1-a7: aici
///   era mat într-o mutare, cu Ta1-a8.";
/// - the weakest move ([`Verdict::Weak`]), a gift first: "Pionul de pe c5
///   apăra d6: după Txd6, cxd6 a luat turnul.", "Pionul de pe g4 a fost
///   luat degeaba de cal, după g5-g4: nimic nu-l apăra.", or "Mutarea 5 a
///   turnului, Th8-h1, a grăbit pierderea: după ea, Robotul câștiga în 2
///   mutări; cu Th8-h4 rezistai 5 mutări.", after "Robotul a avut câștigul
///   de la început." when every move is judged;
/// - every move judged and none a mistake or weak: "Nicio greșeală: ai
///   avut câștigul de la început și l-ai păstrat până la capăt." (or
///   "Robotul a avut …", "Jucătorul 2 a avut …", for the round's winner);
/// - a round that ended before its first move: "Repriza s-a terminat
///   înainte de prima mutare.";
/// - a race, where no single move is proven to decide: its shortest route
///   is offered instead (every race of the book's start has one);
/// - a hunt won by mate: its length ("Ai dat mat în 2, cea mai scurtă
///   cale." where a mate search proves none shorter);
/// - otherwise (some verdict unknown, nothing found): the winner, and
///   that the app cannot say more: "Robotul a câștigat repriza. Aplicația
///   nu știe sigur care mutare a decis-o."
///
/// Empty if round `round` is not over.
///
/// ```
/// use engine::play::matches::{Match, Mode};
/// use words::review::decisive_sentence;
/// use engine::{Color, Level, Move, Square, Variant};
/// let sq = |s| Square::parse(s).unwrap();
/// let mut m = Match::of(Variant::BishopVsPawns).level(Level::Hard).start().unwrap();
/// while !m.prepare_robot(100_000) {}
/// m.play(Move::new(sq("b2"), sq("b4"))).unwrap();
/// while m.review_round(0).is_none() {
///     let mv = match m.robot_move() {
///         Some(mv) => mv,
///         None => m.hint().unwrap(),
///     };
///     m.play(mv).unwrap();
/// }
/// let review = m.review_round(0).unwrap();
/// assert_eq!(
///     decisive_sentence(&m, 0, &review),
///     "Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. \
///      Câștigai cu a2-a4."
/// );
/// ```
pub fn decisive_sentence(m: &Match, round: usize, review: &RoundReview) -> String {
    let Some(result) = m.results().get(round) else {
        return String::new();
    };
    let played = m.round_played(round);
    let who_moved = |i: usize| {
        let color = played[i].color;
        let player = if color == result.player1_color {
            Player::One
        } else {
            Player::Two
        };
        Who::of(m.mode, player)
    };
    let found = review
        .finding
        .filter(|f| f.ply() < played.len())
        .and_then(|f| found_sentence(m, round, f, who_moved(f.ply()), review));
    if let Some((finding, sentence)) = found {
        let judged = review.is_complete() && review.plies.len() == played.len();
        return match (finding, result.winner) {
            // A weak move of a round decided from its start: who had the
            // win, then the weak move.
            (Finding::Weak(_), Some(winner)) if judged => format!(
                "{} câștigul de la început. {sentence}",
                capitalised(&Who::of(m.mode, winner).did("avut", false))
            ),
            _ => sentence,
        };
    }
    if played.is_empty() {
        return "Repriza s-a terminat înainte de prima mutare.".to_string();
    }
    let judged = review.is_complete() && review.plies.len() == played.len();
    match result.winner {
        Some(winner) if judged => {
            let who = Who::of(m.mode, winner);
            format!(
                "Nicio greșeală: {} câștigul de la început și {} păstrat până la capăt.",
                who.did("avut", false),
                who.pick("l-ai", "l-a")
            )
        }
        _ if m.variant.info().best == Best::FewestMoves => {
            format!("Într-o cursă nu decide o singură mutare, ci tot drumul. {ROUTE_INVITATION}")
        }
        Some(winner) if matches!(result.ending, Ending::Mate) => {
            let who = Who::of(m.mode, winner);
            let moves = result.moves[usize::from(winner == Player::Two)];
            mate_sentence(who, moves, review.shortest_mate)
        }
        Some(winner) => {
            let who = Who::of(m.mode, winner);
            format!(
                "{} repriza. Aplicația nu știe sigur care mutare a decis-o.",
                capitalised(&who.did("câștigat", false))
            )
        }
        None => "Aplicația nu știe sigur care mutare a decis repriza.".to_string(),
    }
}

/// The sentence of the review's finding `f`, a move played by `who`; `None`
/// if the app cannot word it (then the round's summary is said instead).
fn found_sentence(
    m: &Match,
    round: usize,
    f: Finding,
    who: Who,
    review: &RoundReview,
) -> Option<(Finding, String)> {
    let i = f.ply();
    let ply = review.plies.get(i)?;
    let sentence = match f {
        Finding::Decisive(_) => decisive_mistake(m, round, i, who, review)?,
        Finding::LastRank(_) => last_rank_missed(m, round, i, review)?,
        Finding::MissedMate(_) => {
            let head = numbered_move(m, round, i, "Mutarea")?;
            let best = best_from_to(m, round, i, &review.plies)?;
            let n = ply.missed_mate?;
            format!(
                "{head}: aici era mat {}, cu {best}.",
                in_moves(u32::from(n))
            )
        }
        Finding::Weak(_) => weak_sentence(m, round, i, who, review)?,
    };
    Some((f, sentence))
}

/// "într-o mutare", "în 2 mutări", "în 25 de mutări".
fn in_moves(n: u32) -> String {
    if n == 1 {
        "într-o mutare".to_string()
    } else {
        format!("în {}", moves_ro(n))
    }
}

/// The decisive mistake `i` of round `round`, played by `who`: what it
/// did, and the move that won.
fn decisive_mistake(
    m: &Match,
    round: usize,
    i: usize,
    who: Who,
    review: &RoundReview,
) -> Option<String> {
    let head = numbered_move(m, round, i, "Mutarea")?;
    let ply = review.plies.get(i)?;
    let best = best_from_to(m, round, i, &review.plies);
    let wins = match who {
        Who::You => "câștigai".to_string(),
        Who::Named(name, _) => format!("{name} câștiga"),
    };
    let won_with = |best: &str| format!("{} cu {best}.", capitalised(&wins));
    match ply.why {
        Some(Why::TakenBy(capture)) => {
            let gift = gift_sentence(m, round, i, capture)?;
            Some(match best {
                Some(best) => format!("{gift} {}", won_with(&best)),
                None => gift,
            })
        }
        Some(Why::Stalemate) => {
            let mate = match (best, ply.mate_in) {
                (Some(best), Some(n)) => format!(
                    " Cu {best} {} mat {}.",
                    match who {
                        Who::You => "dădeai".to_string(),
                        Who::Named(name, _) => format!("{name} dădea"),
                    },
                    in_moves(u32::from(n))
                ),
                _ => String::new(),
            };
            Some(format!(
                "{head}, a dat pat: regele negru nu mai avea nicio mutare, dar nu era în șah.{mate}"
            ))
        }
        _ => {
            let after = what_followed(m, round, i)
                .map(|text| format!(" după ea, {text}."))
                .unwrap_or_default();
            Some(match best {
                Some(best) if after.is_empty() => format!("{head}, a pierdut: {wins} cu {best}."),
                Some(best) => format!("{head}, a pierdut:{after} {}", won_with(&best)),
                None => format!("{head}, a pierdut: înainte de ea, {wins}."),
            })
        }
    }
}

/// How round `round` of a pawn game ended, as what followed its decisive
/// mistake: "pionul de pe coloana b a ajuns pe ultimul rând", "nebunul a
/// luat toți pionii"; `None` in the other games.
fn what_followed(m: &Match, round: usize, i: usize) -> Option<String> {
    let result = m.results().get(round)?;
    let board = m.round_board(round, i)?;
    let piece = board.pieces().find(|p| p.1.role != Role::Pawn)?.1;
    let the_piece = piece_the_lower_ro(piece.role);
    Some(match result.ending {
        // Already there when the move was played: it stayed.
        Ending::LastRank(square) if board.piece_at(square).is_some() => {
            format!("pionul de pe {square} a rămas pe ultimul rând")
        }
        Ending::LastRank(square) => format!(
            "pionul de pe coloana {} a ajuns pe ultimul rând",
            char::from(b'a' + square.file())
        ),
        Ending::PieceCaptured => format!("pionii au prins {the_piece}"),
        Ending::AllPawnsCaptured => format!("{the_piece} a luat toți pionii"),
        Ending::PawnsStuck => "pionii au rămas fără mutări".to_string(),
        _ => return None,
    })
}

/// A hunt won by mate: "Ai dat mat în 2, cea mai scurtă cale." when the
/// round's start had no shorter forced mate (`shortest`, proven by the
/// review's mate search), else "Ai dat mat în 9 mutări." (a later mate
/// against a king that defended less well than it could is no mistake).
fn mate_sentence(who: Who, moves: u32, shortest: Option<u32>) -> String {
    let mated = capitalised(&who.did("dat mat", false));
    match shortest {
        Some(n) if n == moves => format!("{mated} în {moves}, cea mai scurtă cale."),
        _ => format!("{mated} în {}.", moves_ro(moves)),
    }
}

/// The last-rank moment ([`Finding::LastRank`]): the round's last move `i`
/// let a pawn on the last rank stay although the piece could take it.
fn last_rank_missed(m: &Match, round: usize, i: usize, review: &RoundReview) -> Option<String> {
    let result = m.results().get(round)?;
    let Ending::LastRank(pawn) = result.ending else {
        return None;
    };
    let best = review.plies.get(i)?.best.filter(|b| b.to == pawn)?;
    let board = m.round_board(round, i)?;
    let piece = board.piece_at(best.from)?;
    let head = numbered_move(m, round, i, "Mutarea")?;
    Some(format!(
        "{head}, a pierdut pe loc: {} putea lua pionul de pe {pawn} cu {}.",
        piece_the_lower_ro(piece.role),
        move_from_to(&board, best)
    ))
}

/// A gift: after move `i` of round `round`, `capture` takes one of its
/// mover's units for nothing. A piece walked into a pawn's capture is said
/// in the book's words ("Pionul de pe c5 apăra d6: după Txd6, cxd6 a luat
/// turnul."); a unit left where nothing defends it: "Pionul de pe g4 a fost
/// luat degeaba de cal, după g5-g4: nimic nu-l apăra." ("putea fi luat"
/// where the opponent did not take it).
fn gift_sentence(m: &Match, round: usize, i: usize, capture: Move) -> Option<String> {
    let played = m.round_played(round);
    let p = played.get(i)?;
    // The unit was taken, maybe by another capture than the one found
    // first (c2xd3 rather than e2xd3): the sentence says the one played.
    let taken_by = played
        .get(i + 1)
        .map(|q| q.mv)
        .filter(|q| q.to == capture.to);
    let taken_now = taken_by.is_some();
    let capture = taken_by.unwrap_or(capture);
    let after = m.round_board(round, i + 1)?;
    let given = after.piece_at(capture.to)?;
    let taker = after.piece_at(capture.from)?;
    if taker.role == Role::Pawn && given.role != Role::Pawn {
        let board = m.round_board(round, i)?;
        let answer = m.replay_round(round, i + 1)?.notation(capture);
        let guarded = if board.piece_at(capture.to).is_some() {
            format!("apăra {}", capture.to)
        } else {
            format!("păzea pătratul {}", capture.to)
        };
        let took = if taken_now { "a luat" } else { "putea lua" };
        return Some(format!(
            "Pionul de pe {} {guarded}: după {}, {answer} {took} {}.",
            capture.from,
            p.notation,
            piece_the_lower_ro(given.role)
        ));
    }
    let feminine = given.role == Role::Queen;
    let taken = match (taken_now, feminine) {
        (true, false) => "a fost luat",
        (true, true) => "a fost luată",
        (false, false) => "putea fi luat",
        (false, true) => "putea fi luată",
    };
    let taker = match taker.role {
        Role::King => "regele negru",
        role => piece_noun_ro(role),
    };
    let unprotected = if feminine {
        "nimic nu o apăra"
    } else {
        "nimic nu-l apăra"
    };
    let board = m.round_board(round, i)?;
    Some(format!(
        "{} de pe {} {taken} degeaba de {taker}, după {}: {unprotected}.",
        capitalised(piece_the_lower_ro(given.role)),
        capture.to,
        move_from_to(&board, p.mv)
    ))
}

/// "cal", "nebun", "turn", "damă", "pion": a piece after "de" ("luat de
/// cal").
const fn piece_noun_ro(role: Role) -> &'static str {
    match role {
        Role::Knight => "cal",
        Role::Bishop => "nebun",
        Role::Rook => "turn",
        Role::Queen => "damă",
        Role::King => "rege",
        Role::Pawn => "pion",
    }
}

/// The sentence of the weak move `i` (0-based) of round `round`, played by
/// `who`.
fn weak_sentence(
    m: &Match,
    round: usize,
    i: usize,
    who: Who,
    review: &RoundReview,
) -> Option<String> {
    let ply = review.plies.get(i)?;
    let (plies, best_plies, lost) = match ply.why? {
        Why::TakenBy(capture) => return gift_sentence(m, round, i, capture),
        Why::Stalemate => return None,
        Why::LostFaster { plies, best } => (plies, best, true),
        Why::WonSlower { plies, best } => (plies, best, false),
    };
    let head = numbered_move(m, round, i, "Mutarea")?;
    let best = best_from_to(m, round, i, &review.plies)?;
    if lost {
        // The plies count the move itself: the winner's moves are half.
        let winner = other_who(m, round, i);
        let wins = match winner {
            Who::You => "câștigai".to_string(),
            Who::Named(name, _) => format!("{name} câștiga"),
        };
        let subject = match who {
            Who::You => String::new(),
            Who::Named(name, _) => format!("{name} "),
        };
        let soon = match plies / 2 {
            0 => "pe loc".to_string(),
            n => in_moves(u32::from(n)),
        };
        Some(format!(
            "{head}, a grăbit pierderea: după ea, {wins} {soon}; cu {best} {subject}{} {}.",
            who.pick("rezistai", "rezista"),
            moves_ro(u32::from(best_plies / 2))
        ))
    } else {
        let (mover, with) = match who {
            Who::You => ("câștigai".to_string(), "câștigai"),
            Who::Named(name, _) => (format!("{name} câștiga"), "câștiga"),
        };
        Some(format!(
            "{head}, a întârziat câștigul: cu ea {mover} {}, cu {best} {with} {}.",
            in_moves(u32::from(plies.div_ceil(2))),
            in_moves(u32::from(best_plies.div_ceil(2)))
        ))
    }
}

/// The opponent of the mover of move `i` of round `round`.
fn other_who(m: &Match, round: usize, i: usize) -> Who {
    let result = &m.results()[round];
    let color = m.round_played(round)[i].color.other();
    let player = if color == result.player1_color {
        Player::One
    } else {
        Player::Two
    };
    Who::of(m.mode, player)
}

/// The review's title, over its sentence.
pub const TITLE: &str = "🔍 Ce s-a întâmplat?";

/// Said while the review is being computed (a long hunt takes a moment).
pub const CHECKING: &str = "Se verifică mutările…";

/// Where the knight race's review points: the route button.
const ROUTE_INVITATION: &str = "Apasă „🗺 Drumul cel mai scurt” ca să-l vezi pe tablă, numerotat.";

/// The label of the knight race's route button (`data-action="route"`).
pub const ROUTE_BUTTON: &str = "🗺 Drumul cel mai scurt";

/// The caption of the position shown while stepping through round `round`
/// (◀ ▶) after its first `shown` moves, from the reviews known so far:
///
/// - the start: "Poziția de la început. Cea mai bună mutare: a2-a4.";
/// - after a move: "După mutarea 3 a pionilor, c2-c4: greșeală. Cea mai
///   bună mutare acum: …" (": bună", or nothing where the verdict is
///   unknown); a missed mate: "Aici era mat într-o mutare, cu Dg1-g7.";
/// - the position of the review's finding (`key`, where „🔎 Arată
///   greșeala” steps): the move played there, its verdict and the best
///   move: "Aici s-a jucat mutarea 1 a pionilor, b2-b4: greșeală. Cea mai
///   bună mutare era a2-a4.";
/// - the end: "Poziția de la final. Apasă ◀ ca să revezi repriza mutare cu
///   mutare."
pub fn step_caption(
    m: &Match,
    round: usize,
    shown: usize,
    review: &[PlyReview],
    key: Option<usize>,
) -> String {
    let total = m.round_played(round).len();
    if shown >= total {
        return "Poziția de la final. Apasă ◀ ca să revezi repriza mutare cu mutare.".to_string();
    }
    if key == Some(shown)
        && let Some(head) = numbered_move(m, round, shown, "mutarea")
    {
        let verdict = verdict_word(review.get(shown).map(|p| p.verdict));
        let mut caption = format!("Aici s-a jucat {head}{verdict}.");
        if let Some(best) = best_from_to(m, round, shown, review) {
            match review[shown].missed_mate {
                Some(n) => {
                    caption.push_str(&format!(" Era mat {}, cu {best}.", in_moves(u32::from(n))))
                }
                None => caption.push_str(&format!(" Cea mai bună mutare era {best}.")),
            }
        }
        return caption;
    }
    let before = shown.checked_sub(1);
    let mut caption = match before.and_then(|i| Some((i, numbered_move(m, round, i, "mutarea")?))) {
        None => "Poziția de la început.".to_string(),
        Some((i, head)) => {
            let verdict = verdict_word(review.get(i).map(|p| p.verdict));
            format!("După {head}{verdict}.")
        }
    };
    if let Some(best) = best_from_to(m, round, shown, review) {
        match review[shown].missed_mate {
            Some(n) => caption.push_str(&format!(
                " Aici era mat {}, cu {best}.",
                in_moves(u32::from(n))
            )),
            None if shown == 0 => caption.push_str(&format!(" Cea mai bună mutare: {best}.")),
            None => caption.push_str(&format!(" Cea mai bună mutare acum: {best}.")),
        }
    }
    caption
}

/// ": bună", ": slabă", ": greșeală" after a move, or nothing where the
/// verdict is not known.
fn verdict_word(verdict: Option<Verdict>) -> &'static str {
    match verdict {
        Some(Verdict::Good) => ": bună",
        Some(Verdict::Mistake) => ": greșeală",
        Some(Verdict::Weak) => ": slabă",
        Some(Verdict::Unknown) | None => "",
    }
}

/// What the marks of the move list mean, under the review's sentence: ✓
/// is a move that spoiled nothing and gave nothing away for nothing.
pub const LEGEND: &str = "✓ bună: n-a stricat nimic și n-a dat nimic degeaba. ⚠ slabă: a dat ceva degeaba sau a grăbit pierderea. ✗ greșeală: a pierdut câștigul.";

#[cfg(test)]
mod tests {
    use super::*;
    use engine::play::matches::{Mode, Phase};
    use engine::play::variant::Variant;
    use engine::rules::board::Setup;
    use engine::rules::game::Level;
    use engine::rules::square::Color;
    use engine::rules::testing::mv;

    fn prepared(variant: Variant, mode: Mode, player1: Color, start: Option<&str>) -> Match {
        let setup = start.map(|s| Setup::parse(s).unwrap());
        let m = Match::of(variant)
            .mode(mode)
            .level(Level::Hard)
            .player1_first(player1)
            .custom_start(setup)
            .start()
            .unwrap();
        while !m.prepare_robot(100_000) {}
        m
    }

    /// Plays the round out with the best moves (the robot's, or the hint).
    fn finish_round(m: &mut Match) {
        while m.phase() == Phase::Playing {
            let mv = match m.robot_move() {
                Some(mv) => mv,
                None => m.hint().unwrap(),
            };
            m.play(mv).unwrap();
        }
    }

    #[test]
    fn the_decisive_mistake_is_named_with_its_mover() {
        // Between two players: the pawns (player 1) throw the win away.
        let mut m = prepared(Variant::BishopVsPawns, Mode::TwoPlayers, Color::White, None);
        m.play(mv("b2", "b4")).unwrap();
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. \
             Jucătorul 1 câștiga cu a2-a4."
        );
        // Round 2: player 2 has the pawns.
        m.next_round().unwrap();
        assert_eq!(m.color_of(Player::Two), Color::White);
        m.play(mv("b2", "b4")).unwrap();
        finish_round(&mut m);
        let review = m.review_round(1).unwrap();
        assert_eq!(
            decisive_sentence(&m, 1, &review),
            "Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. \
             Jucătorul 2 câștiga cu a2-a4."
        );
    }

    #[test]
    fn a_piece_move_is_numbered_by_its_own_count() {
        // The knight moves first and loses with best play on both sides.
        let mut m = prepared(Variant::KnightVsPawns, Mode::Robot, Color::Black, None);
        // Player 1 (the child) has the pawns; the robot the knight.
        assert_eq!(m.color_of(Player::One), Color::Black);
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        assert!(review.is_complete());
        // With best play on both sides nothing is a mistake: the pawns win.
        assert_eq!(review.decisive, None);
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Nicio greșeală: ai avut câștigul de la început și l-ai păstrat până la capăt."
        );
        // A hand-made review: the knight's second move (ply 3) a mistake.
        let played = m.round_played(0);
        let board = m.round_board(0, 2).unwrap();
        let mut plies = vec![PlyReview::new(Verdict::Good, None); played.len()];
        plies[2] = PlyReview::new(Verdict::Mistake, Some(played[2].mv));
        let fake = m.assemble_review(0, plies).unwrap();
        assert_eq!(fake.decisive, Some(2));
        let written = move_from_to(&board, played[2].mv);
        assert!(written.starts_with('C'), "{written}");
        assert_eq!(
            decisive_sentence(&m, 0, &fake),
            format!(
                "Mutarea 2 a calului, {written}, a pierdut: după ea, pionii au prins calul. Robotul câștiga cu {written}."
            )
        );
    }

    #[test]
    fn other_sentences() {
        // A start already decided: no move.
        let m = prepared(
            Variant::BishopVsPawns,
            Mode::Robot,
            Color::White,
            Some("8/8/b7/P7/8/8/8/8 w"),
        );
        let review = m.review_round(0).unwrap();
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Repriza s-a terminat înainte de prima mutare."
        );
        // The robot won without a mistake by anyone.
        let mut m = prepared(Variant::KnightVsPawns, Mode::Robot, Color::White, None);
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Nicio greșeală: Robotul a avut câștigul de la început și l-a păstrat până la capăt."
        );
        // Unknown verdicts and no mistake: the app says it does not know.
        let unknown = m
            .assemble_review(0, vec![PlyReview::UNKNOWN; review.plies.len()])
            .unwrap();
        assert_eq!(
            decisive_sentence(&m, 0, &unknown),
            "Robotul a câștigat repriza. Aplicația nu știe sigur care mutare a decis-o."
        );
        // A mistake without a known best move.
        let mut plies = review.plies.clone();
        plies[0] = PlyReview::new(Verdict::Mistake, None);
        let no_best = m.assemble_review(0, plies).unwrap();
        assert_eq!(no_best.decisive, Some(0));
        assert_eq!(
            decisive_sentence(&m, 0, &no_best),
            format!(
                "Mutarea 1 a calului, {}, a pierdut: înainte de ea, câștigai.",
                move_from_to(&m.round_board(0, 0).unwrap(), m.round_played(0)[0].mv)
            )
        );
        // A round not over: nothing.
        let playing = prepared(Variant::BishopVsPawns, Mode::Robot, Color::White, None);
        assert_eq!(decisive_sentence(&playing, 0, &unknown), "");
    }

    #[test]
    fn stepping_captions_say_the_move_its_verdict_and_the_best_move() {
        let mut m = prepared(Variant::BishopVsPawns, Mode::TwoPlayers, Color::White, None);
        m.play(mv("b2", "b4")).unwrap();
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        let n = m.round_played(0).len();
        assert_eq!(
            step_caption(&m, 0, 0, &review.plies, None),
            "Poziția de la început. Cea mai bună mutare: a2-a4."
        );
        let best = move_from_to(&m.round_board(0, 1).unwrap(), review.plies[1].best.unwrap());
        assert_eq!(
            step_caption(&m, 0, 1, &review.plies, None),
            format!(
                "După mutarea 1 a pionilor, b2-b4: greșeală. Cea mai bună mutare acum: {best}."
            )
        );
        let second = move_from_to(&m.round_board(0, 1).unwrap(), m.round_played(0)[1].mv);
        assert!(second.starts_with('N'), "{second}");
        let caption = step_caption(&m, 0, 2, &review.plies, None);
        assert!(
            caption.starts_with(&format!(
                "După mutarea 1 a nebunului, {second}: bună. Cea mai bună mutare acum: "
            )),
            "{caption}"
        );
        // Verdicts not known yet (the review is computed in slices).
        assert_eq!(
            step_caption(&m, 0, 1, &[], None),
            "După mutarea 1 a pionilor, b2-b4."
        );
        assert_eq!(
            step_caption(&m, 0, n, &review.plies, None),
            "Poziția de la final. Apasă ◀ ca să revezi repriza mutare cu mutare."
        );
    }

    #[test]
    fn a_missed_mate_is_named_in_the_hunt() {
        // Da7 instead of Dg7: the mate in 1 is missed, then given.
        let mut m = prepared(
            Variant::KingHunt,
            Mode::Robot,
            Color::White,
            Some("7k/8/5K2/8/8/8/8/6Q1 w -"),
        );
        m.play(mv("g1", "a7")).unwrap();
        m.play(mv("h8", "g8")).unwrap();
        m.play(mv("a7", "g7")).unwrap();
        let review = m.review_round(0).unwrap();
        assert_eq!(review.plies[0].missed_mate, Some(1));
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Mutarea 1 a albului, Dg1-a7: aici era mat într-o mutare, cu Dg1-g7."
        );
        assert_eq!(
            step_caption(&m, 0, 0, &review.plies, None),
            "Poziția de la început. Aici era mat într-o mutare, cu Dg1-g7."
        );
        assert_eq!(
            step_caption(&m, 0, 1, &review.plies, None),
            "După mutarea 1 a albului, Dg1-a7."
        );
        assert_eq!(
            step_caption(&m, 0, 2, &review.plies, None),
            "După mutarea 1 a regelui negru, Rh8-g8. Cea mai bună mutare acum: Da7-g7."
        );
    }

    /// Plays `moves` ("g1f3") in a fresh match of `variant` (the child
    /// white, against the robot) from `start`, then the rest of the round
    /// by the robot and the hint; the review's sentence.
    fn sentence_after(variant: Variant, start: Option<&str>, moves: &[&str]) -> String {
        let mut m = prepared(variant, Mode::Robot, Color::White, start);
        for text in moves {
            let (from, to) = text.split_at(2);
            m.play(mv(from, to)).unwrap();
        }
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        decisive_sentence(&m, 0, &review)
    }

    #[test]
    fn a_weak_move_is_named_in_the_books_words() {
        // The knight walks into the f6 pawn's capture; it was lost anyway.
        assert_eq!(
            sentence_after(Variant::KnightVsPawns, None, &["g1f3", "f7f6", "f3g5"]),
            "Robotul a avut câștigul de la început. Pionul de pe f6 păzea pătratul g5: după Cg5, \
             fxg5 a luat calul."
        );
        // The bishop, lost after a2-a4, resists less than it could.
        assert_eq!(
            sentence_after(Variant::BishopVsPawns, None, &["a2a4", "c8a6"]),
            "Ai avut câștigul de la început. Mutarea 1 a nebunului, Nc8-a6, a grăbit pierderea: \
             după ea, câștigai în 10 mutări; cu Nc8-e6 Robotul rezista 12 mutări."
        );
    }

    #[test]
    fn a_stalemate_is_called_pat_and_the_mate_missed_said() {
        assert_eq!(
            sentence_after(
                Variant::KingHunt,
                Some("7k/8/5K2/8/8/8/8/6Q1 w -"),
                &["g1g6"]
            ),
            "Mutarea 1 a albului, Dg1-g6, a dat pat: regele negru nu mai avea nicio mutare, dar \
             nu era în șah. Cu Dg1-g7 dădeai mat într-o mutare."
        );
    }

    #[test]
    fn a_gift_is_named_in_the_queen_game_and_for_pawns() {
        // The book's lesson: the queen takes a defended pawn and is taken.
        let mut m = prepared(
            Variant::QueenVsPawns,
            Mode::TwoPlayers,
            Color::White,
            Some("3q4/8/8/8/8/3P4/PPP1PPPP/8 b"),
        );
        m.play(mv("d8", "d3")).unwrap();
        m.play(mv("c2", "d3")).unwrap();
        let review = m.review_round(0).unwrap();
        assert_eq!(review.plies[0].verdict, Verdict::Weak);
        assert_eq!(review.key_ply(), Some(0));
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Pionul de pe c2 apăra d3: după Dxd3, cxd3 a luat dama."
        );
        assert_eq!(
            step_caption(&m, 0, 0, &review.plies, review.key_ply()),
            "Aici s-a jucat mutarea 1 a damei, Dd8xd3: slabă."
        );
        // The last pawn walks where the knight takes it for nothing.
        let mut m = prepared(
            Variant::KnightVsPawns,
            Mode::Robot,
            Color::Black,
            Some("8/3p4/8/8/4N3/8/8/8 b"),
        );
        m.play(mv("d7", "d6")).unwrap();
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        assert_eq!(review.plies[0].verdict, Verdict::Weak);
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Robotul a avut câștigul de la început. Pionul de pe d6 a fost luat degeaba de cal, \
             după d7-d6: nimic nu-l apăra."
        );
    }

    #[test]
    fn the_last_rank_moment_is_named() {
        // Seven pawns: the queen could take c8 and was winning (the endings).
        assert_eq!(
            sentence_after(
                Variant::QueenVsPawns,
                Some("2P5/3q4/8/8/8/8/PP1PPPP1/8 b"),
                &["d7d6"]
            ),
            "Mutarea 1 a damei, Dd7-d6, a pierdut: după ea, pionul de pe c8 a rămas pe ultimul \
             rând. Robotul câștiga cu Dd7xc8."
        );
        // Eight pawns: what follows the capture is not proven, the moment is.
        assert_eq!(
            sentence_after(
                Variant::QueenVsPawns,
                Some("2P5/3q4/8/8/8/8/PP1PPPPP/8 b"),
                &["d7d6"]
            ),
            "Mutarea 1 a damei, Dd7-d6, a pierdut pe loc: dama putea lua pionul de pe c8 cu Dd7xc8."
        );
        // Out of the queen's reach: nothing better existed.
        assert_eq!(
            sentence_after(
                Variant::QueenVsPawns,
                Some("2P5/8/3q4/8/8/8/PP1PPPP1/8 b"),
                &["d6d5"]
            ),
            "Nicio greșeală: ai avut câștigul de la început și l-ai păstrat până la capăt."
        );
    }

    #[test]
    fn a_clean_mate_is_praised_with_its_length() {
        // Mate in 2 and none in 1: the shortest way.
        let start = Some("7k/8/5K2/8/8/8/8/Q7 w -");
        assert_eq!(
            sentence_after(Variant::KingHunt, start, &["a1a7", "h8g8", "a7g7"]),
            "Ai dat mat în 2, cea mai scurtă cale."
        );
        assert_eq!(mate_sentence(Who::You, 9, None), "Ai dat mat în 9 mutări.");
        assert_eq!(
            mate_sentence(Who::Named("Jucătorul 2", "Jucătorului 2"), 3, Some(2)),
            "Jucătorul 2 a dat mat în 3 mutări."
        );
    }

    #[test]
    fn a_race_points_at_its_route() {
        let mut m = prepared(Variant::KnightRace, Mode::Robot, Color::White, None);
        finish_round(&mut m);
        let review = m.review_round(0).unwrap();
        assert_eq!(
            decisive_sentence(&m, 0, &review),
            "Într-o cursă nu decide o singură mutare, ci tot drumul. Apasă „🗺 Drumul cel mai \
             scurt” ca să-l vezi pe tablă, numerotat."
        );
        assert_eq!(m.best_route(0, Color::White).len(), 1 + 19);
    }
}
