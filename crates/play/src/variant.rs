//! The six mini-games as data: names, start positions, help text, sides,
//! their [`GameKind`], and the one place that pairs each game's rules with
//! its robot ([`Variant::new_game`]).
//!
//! Adding a seventh game takes its rules (a [`Game`](rules::game::Game) in
//! the `rules` crate), its robot (a [`Robot`](robot::Robot) in `robot`), a
//! [`Variant`] with its row of [`Variant::info`] (route, names, short name,
//! icon, start, scoring, best result, rules text under `assets/rules/`,
//! editor palette, lens legend, the robot's level mixes) and its
//! [`GameKind`]: a new kind, unless it is a piece against pawns, a knight
//! race or a king hunt. Everything else follows the table or is a `match`
//! without a wildcard, so the compiler lists what is left: the words of its
//! endings, notices, counters and summaries (`words`), the simulated
//! children (`tools`), and the browser tests' list of games
//! (`tests/games.mjs`, checked against [`Variant::ALL`] by a native test).

use robot::Round;
use robot::levels::LevelMix;
use rules::board::Setup;
use rules::game::{Level, Move, SetupError};
use rules::king_hunt::KingHunt;
use rules::knight_race::KnightRace;
use rules::pawns::{PawnGame, Sides};
use rules::square::{Color, Piece, Role};

/// One playable mini-game (a route of the page contract).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Cai în tabăra dușmanului (`#/cai`).
    KnightRace,
    /// Nebun contra 3 pioni (`#/nebun`).
    BishopVsPawns,
    /// Cal contra 3 pioni (`#/cal`).
    KnightVsPawns,
    /// Turn contra 5 pioni (`#/turn`).
    RookVsPawns,
    /// Dama contra 8 pioni (`#/dama`).
    QueenVsPawns,
    /// Vânătoarea regelui (`#/rege`).
    KingHunt,
}

/// What kind of game a variant is: everything that plays, draws or words
/// the games differently tells them apart by this, never by a wildcard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameKind {
    /// One piece against pawns ([`PawnGame`]), with these sides.
    PieceVsPawns(Sides),
    /// Two knights racing through the enemy camp ([`KnightRace`]).
    KnightRace,
    /// The white army hunting the lone black king ([`KingHunt`]).
    KingHunt,
}

/// How the two rounds of a match are scored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scoring {
    /// More rounds won; 1–1 is a draw (the pawn games).
    RoundsWon,
    /// More rounds won; at 1–1 fewer moves to finish the race wins (knight race).
    RoundsThenFewerMoves,
    /// The faster mate, or the only mate, wins; otherwise a draw (king hunt).
    FasterMate,
}

/// What a child's best result in a game is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Best {
    /// Only wins count (the piece-against-pawns games).
    Wins,
    /// The fewest moves to finish a won round (the knight race).
    FewestMoves,
    /// The fewest white moves to mate, as the hunter (white), and the stars
    /// they earn (the king hunt).
    FastestMate,
}

impl Best {
    /// The colour whose won rounds count for the best result (`None`: any).
    pub const fn goal_color(self) -> Option<Color> {
        match self {
            Best::FastestMate => Some(Color::White),
            Best::Wins | Best::FewestMoves => None,
        }
    }

    /// Whether the best result is a number of moves.
    pub const fn counts_moves(self) -> bool {
        !matches!(self, Best::Wins)
    }
}

/// Everything the app shows or needs about a variant, besides its engine.
#[derive(Clone, Copy, Debug)]
pub struct VariantInfo {
    /// Route segment: `#/cai` …
    pub slug: &'static str,
    /// The game's name, as the book writes it.
    pub name: &'static str,
    /// One sentence for the menu.
    pub summary: &'static str,
    /// The start position as `placement turn`.
    pub start_fen: &'static str,
    /// What each side is called in this game ("Pionii", "Nebunul"), white first.
    pub side_names: [&'static str; 2],
    /// The same in the genitive, after "Mutarea 3 a …" ("pionilor",
    /// "nebunului"), white first.
    pub side_genitive: [&'static str; 2],
    /// Player 1's colour in round 1 when the URL does not say.
    pub default_player1: Color,
    /// How the two rounds of a match are scored.
    pub scoring: Scoring,
    /// Rounds of a match against the robot (two players always play two).
    pub robot_rounds: usize,
    /// The colour the child always has against the robot (`None`: as chosen).
    pub child_color_against_robot: Option<Color>,
    /// What the best result is.
    pub best: Best,
    /// The file under `assets/rules/` with the rules text shown as help
    /// (`📖 Cum se joacă`). The app fetches it when the help opens, so the
    /// texts do not weigh on the first load.
    pub rules_file: &'static str,
    /// The game's name in a narrow column (the class table's head).
    pub short_name: &'static str,
    /// The piece its icon shows (puzzle lists, journey).
    pub icon: Role,
    /// The pieces its positions are made of, in the editor's palette
    /// order; empty for a game that takes no `poz=` (the race).
    pub palette: &'static [Piece],
    /// What the lens („👓”) marks mean, if the game has one.
    pub lens: LensLegend,
    /// How the robot's levels mix their moves: see [`Variant::level_mix`].
    pub levels: LevelMixes,
}

/// What a game's lens marks, for the legend under the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LensLegend {
    /// No lens (the race).
    None,
    /// The pawns defended or not, and the squares they guard: said to the
    /// side the child plays (the pawns' or the piece's).
    Pawns,
    /// The squares the hunted king may not enter.
    KingsSquares,
}

/// A game's mixes at Ușor, and at Mediu when the robot has the pawns or
/// the piece (the race and the hunt have no pawns: the two are the same).
/// Greu never mixes.
#[derive(Clone, Copy, Debug)]
pub struct LevelMixes {
    pub easy: LevelMix,
    pub medium_pawns: LevelMix,
    pub medium_piece: LevelMix,
}

const fn mix(careless: u8, gifts: u8, hard: u8) -> LevelMix {
    LevelMix {
        careless,
        gifts,
        hard,
    }
}

const OWN: LevelMix = LevelMix::own();

const fn levels(easy: LevelMix, medium_pawns: LevelMix, medium_piece: LevelMix) -> LevelMixes {
    LevelMixes {
        easy,
        medium_pawns,
        medium_piece,
    }
}

/// A piece-against-pawns palette: the piece, then the pawns.
const fn piece_and_pawns(sides: Sides) -> [Piece; 2] {
    [
        Piece::new(sides.piece_color(), sides.role),
        Piece::new(sides.pawn_color, Role::Pawn),
    ]
}

const BISHOP_PALETTE: [Piece; 2] = piece_and_pawns(Sides::BISHOP);
const KNIGHT_PALETTE: [Piece; 2] = piece_and_pawns(Sides::KNIGHT);
const ROOK_PALETTE: [Piece; 2] = piece_and_pawns(Sides::ROOK);
const QUEEN_PALETTE: [Piece; 2] = piece_and_pawns(Sides::QUEEN);
/// The white army and the black king.
const HUNT_PALETTE: [Piece; 7] = [
    Piece::new(Color::White, Role::King),
    Piece::new(Color::White, Role::Queen),
    Piece::new(Color::White, Role::Rook),
    Piece::new(Color::White, Role::Bishop),
    Piece::new(Color::White, Role::Knight),
    Piece::new(Color::White, Role::Pawn),
    Piece::new(Color::Black, Role::King),
];

const PIECE_VS_PAWNS_RULES: &str = "piesa-contra-pionilor.txt";

// Each game's row of the table, in menu order.

const KNIGHT_RACE: VariantInfo = VariantInfo {
    slug: "cai",
    name: "Cai în tabăra dușmanului",
    summary: "Doi cai sar prin tabăra adversarului: câștigă cel care capturează primul toate cele 14 piese.",
    start_fen: "r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w",
    side_names: ["Calul alb", "Calul negru"],
    side_genitive: ["calului alb", "calului negru"],
    default_player1: Color::White,
    scoring: Scoring::RoundsThenFewerMoves,
    robot_rounds: 2,
    child_color_against_robot: None,
    best: Best::FewestMoves,
    rules_file: "cai-in-tabara-dusmanului.txt",
    short_name: "Cai",
    icon: Role::Knight,
    palette: &[],
    lens: LensLegend::None,
    // The racing knight wanders half the time at Ușor; Mediu
    // is its own search.
    levels: levels(mix(50, 0, 0), OWN, OWN),
};

const BISHOP_VS_PAWNS: VariantInfo = VariantInfo {
    slug: "nebun",
    name: "Nebun contra 3 pioni",
    summary: "Trei pioni albi încearcă să ajungă pe ultima linie; nebunul negru vrea să-i captureze pe toți.",
    start_fen: "2b5/8/8/8/8/8/PPP5/8 w",
    side_names: ["Pionii", "Nebunul"],
    side_genitive: ["pionilor", "nebunului"],
    default_player1: Color::White,
    scoring: Scoring::RoundsWon,
    robot_rounds: 2,
    child_color_against_robot: None,
    best: Best::Wins,
    rules_file: PIECE_VS_PAWNS_RULES,
    short_name: "Nebun",
    icon: Role::Bishop,
    palette: &BISHOP_PALETTE,
    lens: LensLegend::Pawns,
    // Ușor's pawns play for a beginner on their own (they look
    // ahead for the child's free pawns), and its piece is
    // beatable as it is.
    levels: levels(OWN, mix(20, 0, 0), mix(20, 0, 0)),
};

const KNIGHT_VS_PAWNS: VariantInfo = VariantInfo {
    slug: "cal",
    name: "Cal contra 3 pioni",
    summary: "Calul alb vânează trei pioni negri care coboară spre linia 1. În prima repriză tu joci cu pionii, iar calul mută primul.",
    start_fen: "8/5ppp/8/8/8/8/8/6N1 w",
    side_names: ["Calul", "Pionii"],
    side_genitive: ["calului", "pionilor"],
    default_player1: Color::Black,
    scoring: Scoring::RoundsWon,
    robot_rounds: 2,
    child_color_against_robot: None,
    best: Best::Wins,
    rules_file: PIECE_VS_PAWNS_RULES,
    short_name: "Cal",
    icon: Role::Knight,
    palette: &KNIGHT_PALETTE,
    lens: LensLegend::Pawns,
    levels: levels(OWN, mix(30, 0, 0), OWN),
};

const ROOK_VS_PAWNS: VariantInfo = VariantInfo {
    slug: "turn",
    name: "Turn contra 5 pioni",
    summary: "Cinci pioni albi pornesc spre linia 8; turnul negru îi oprește pe linii și coloane.",
    start_fen: "7r/8/8/8/8/8/PPPPP3/8 w",
    side_names: ["Pionii", "Turnul"],
    side_genitive: ["pionilor", "turnului"],
    default_player1: Color::White,
    scoring: Scoring::RoundsWon,
    robot_rounds: 2,
    child_color_against_robot: None,
    best: Best::Wins,
    rules_file: PIECE_VS_PAWNS_RULES,
    short_name: "Turn",
    icon: Role::Rook,
    palette: &ROOK_PALETTE,
    lens: LensLegend::Pawns,
    levels: levels(OWN, mix(40, 40, 0), mix(30, 0, 0)),
};

const QUEEN_VS_PAWNS: VariantInfo = VariantInfo {
    slug: "dama",
    name: "Dama contra 8 pioni",
    summary: "Opt pioni albi contra unei singure dame negre: dama ia numai pionii neapărați.",
    start_fen: "3q4/8/8/8/8/8/PPPPPPPP/8 w",
    side_names: ["Pionii", "Dama"],
    side_genitive: ["pionilor", "damei"],
    default_player1: Color::White,
    scoring: Scoring::RoundsWon,
    robot_rounds: 2,
    child_color_against_robot: None,
    best: Best::Wins,
    rules_file: "dama-contra-8-pioni.txt",
    short_name: "Dama",
    icon: Role::Queen,
    palette: &QUEEN_PALETTE,
    lens: LensLegend::Pawns,
    levels: levels(OWN, mix(0, 0, 80), mix(30, 0, 0)),
};

const KING_HUNT: VariantInfo = VariantInfo {
    slug: "rege",
    name: "Vânătoarea regelui",
    summary: "Toată armata albă vânează regele negru singur: dă mat în cel mult 50 de mutări.",
    start_fen: "4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ",
    side_names: ["Albul (vânătorul)", "Regele negru"],
    side_genitive: ["albului", "regelui negru"],
    default_player1: Color::White,
    scoring: Scoring::FasterMate,
    robot_rounds: 1,
    child_color_against_robot: Some(Color::White),
    best: Best::FastestMate,
    rules_file: "vanatoarea-regelui.txt",
    short_name: "Rege",
    icon: Role::King,
    palette: &HUNT_PALETTE,
    lens: LensLegend::KingsSquares,
    // The hunted king steps into a mate in one now and then,
    // more at Mediu than at Ușor, whose king is curious
    // besides: each level's mates come 25 % later than the one
    // below.
    levels: levels(mix(0, 40, 0), mix(0, 60, 0), mix(0, 60, 0)),
};

impl Variant {
    /// How many games there are: what per-game arrays are sized by.
    pub const COUNT: usize = 6;

    /// The six games, in menu order.
    pub const ALL: [Variant; Variant::COUNT] = [
        Variant::KnightRace,
        Variant::BishopVsPawns,
        Variant::KnightVsPawns,
        Variant::RookVsPawns,
        Variant::QueenVsPawns,
        Variant::KingHunt,
    ];

    /// Everything the app shows or needs about this game: a row of
    /// constant data, so reading a field is a load, not code that builds
    /// the whole row.
    pub const fn info(self) -> &'static VariantInfo {
        match self {
            Variant::KnightRace => &KNIGHT_RACE,
            Variant::BishopVsPawns => &BISHOP_VS_PAWNS,
            Variant::KnightVsPawns => &KNIGHT_VS_PAWNS,
            Variant::RookVsPawns => &ROOK_VS_PAWNS,
            Variant::QueenVsPawns => &QUEEN_VS_PAWNS,
            Variant::KingHunt => &KING_HUNT,
        }
    }

    /// The four piece-against-pawns games, in menu order.
    pub const PIECE_VS_PAWNS: [Variant; 4] = [
        Variant::BishopVsPawns,
        Variant::KnightVsPawns,
        Variant::RookVsPawns,
        Variant::QueenVsPawns,
    ];

    /// What kind of game this is.
    pub const fn kind(self) -> GameKind {
        match self {
            Variant::KnightRace => GameKind::KnightRace,
            Variant::BishopVsPawns => GameKind::PieceVsPawns(Sides::BISHOP),
            Variant::KnightVsPawns => GameKind::PieceVsPawns(Sides::KNIGHT),
            Variant::RookVsPawns => GameKind::PieceVsPawns(Sides::ROOK),
            Variant::QueenVsPawns => GameKind::PieceVsPawns(Sides::QUEEN),
            Variant::KingHunt => GameKind::KingHunt,
        }
    }

    /// The variant of a route segment (`"cai"` …).
    pub fn from_slug(slug: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.info().slug == slug)
    }

    /// The start position of round 1.
    pub fn start_setup(self) -> Setup {
        // Checked by the tests below; no `expect`, whose error formatting
        // would pull Unicode tables into the wasm.
        match Setup::parse(self.info().start_fen) {
            Ok(setup) => setup,
            Err(_) => unreachable!("start positions are valid FEN"),
        }
    }

    /// A new round of this game, with its robot, from `setup`; why not, if
    /// the position is not one this game can be played from.
    pub fn new_game(self, setup: &Setup) -> Result<Box<dyn Round>, SetupError> {
        Ok(match self.kind() {
            GameKind::PieceVsPawns(sides) => Box::new(PawnGame::new(sides, setup)?),
            GameKind::KnightRace => Box::new(KnightRace::new(setup)?),
            GameKind::KingHunt => Box::new(KingHunt::new(setup)?),
        })
    }

    /// How the robot's `level` plays `robot_color` in this game: see
    /// [`LevelMix`]. Measured with the simulated children of
    /// [`tools::children`] (`crates/tools/examples/ladder.rs`, the README's
    /// table): the beginner beats Ușor in most rounds, the book follower
    /// wins about half of them against Mediu, Greu never mixes.
    pub const fn level_mix(self, robot_color: Color, level: Level) -> LevelMix {
        let robot_has_pawns = match self.kind() {
            GameKind::PieceVsPawns(s) => s.pawn_color.index() == robot_color.index(),
            GameKind::KnightRace | GameKind::KingHunt => false,
        };
        let mixes = self.info().levels;
        match (level, robot_has_pawns) {
            (Level::Hard, _) => OWN,
            (Level::Easy, _) => mixes.easy,
            (Level::Medium, true) => mixes.medium_pawns,
            (Level::Medium, false) => mixes.medium_piece,
        }
    }

    /// The robot's move at `level` in `round` (a round of this game):
    /// [`Variant::level_mix`]'s share of careless moves and of the Greu
    /// robot's moves, the rest the level's own; deterministic for a seed.
    pub fn robot_move(self, round: &dyn Round, level: Level, seed: u64) -> Option<Move> {
        self.level_mix(round.turn(), level)
            .robot_move(round, level, seed)
    }

    /// The rules text itself, for the native tests of every crate (the app
    /// fetches the file, so the wasm does not carry it).
    #[doc(hidden)]
    pub fn rules_text(self) -> &'static str {
        match self {
            Variant::KnightRace => {
                include_str!("../../../assets/rules/cai-in-tabara-dusmanului.txt")
            }
            Variant::BishopVsPawns | Variant::KnightVsPawns | Variant::RookVsPawns => {
                include_str!("../../../assets/rules/piesa-contra-pionilor.txt")
            }
            Variant::QueenVsPawns => include_str!("../../../assets/rules/dama-contra-8-pioni.txt"),
            Variant::KingHunt => include_str!("../../../assets/rules/vanatoarea-regelui.txt"),
        }
    }

    /// Whether `poz=` may replace the start position (pawn games and king hunt).
    pub const fn accepts_custom_position(self) -> bool {
        !self.info().palette.is_empty()
    }

    /// The sides of a piece-against-pawns game, `None` for the other
    /// games (which are told apart by [`Variant::kind`]).
    ///
    /// ```
    /// use rules::{Color, Role};
    /// use play::Variant;
    /// use rules::pawns::Sides;
    /// let s = Variant::KnightVsPawns.sides().unwrap();
    /// assert_eq!((s.role, s.pawn_color, s.max_pawns), (Role::Knight, Color::Black, 3));
    /// assert!(Variant::KingHunt.sides().is_none());
    /// ```
    pub const fn sides(self) -> Option<Sides> {
        match self.kind() {
            GameKind::PieceVsPawns(sides) => Some(sides),
            GameKind::KnightRace | GameKind::KingHunt => None,
        }
    }
}

/// A game's best result: the fewest moves to the goal (the race finished,
/// the mate) and the most stars against the robot.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub struct BestResult {
    /// The most stars earned (0 when none).
    pub stars: u8,
    /// The fewest moves, if the goal was ever reached.
    pub moves: Option<u32>,
}

impl BestResult {
    /// Whether `self` is better than `other` in stars or in moves.
    pub fn beats(&self, other: &BestResult) -> bool {
        self.stars > other.stars
            || self
                .moves
                .is_some_and(|m| other.moves.is_none_or(|o| m < o))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::square::{Piece, Role, Square};

    fn pieces(v: Variant) -> Vec<String> {
        let mut list: Vec<String> = v
            .start_setup()
            .board
            .pieces()
            .map(|(sq, p)| format!("{}{sq}", p.fen_char()))
            .collect();
        list.sort();
        list
    }

    fn sorted(text: &str) -> Vec<String> {
        let mut list: Vec<String> = text.split_whitespace().map(String::from).collect();
        list.sort();
        list
    }

    #[test]
    fn knight_race_start_matches_the_text() {
        // "pătratul b1 este gol, iar pe e1 … stă un cal negru. La fel, pătratul b8
        // este gol, iar pe e8 … stă un cal alb." Kings removed.
        let setup = Variant::KnightRace.start_setup();
        let at = |s| setup.board.piece_at(Square::parse(s).unwrap());
        assert_eq!(at("e8"), Some(Piece::new(Color::White, Role::Knight)));
        assert_eq!(at("e1"), Some(Piece::new(Color::Black, Role::Knight)));
        assert_eq!(at("b1"), None);
        assert_eq!(at("b8"), None);
        assert!(setup.board.by_role(Role::King).is_empty());
        assert_eq!(setup.board.by_color(Color::White).count(), 15);
        assert_eq!(setup.board.by_color(Color::Black).count(), 15);
        assert_eq!(setup.turn, Color::White);
        // The other pieces stand as in a normal game.
        assert_eq!(at("g1"), Some(Piece::new(Color::White, Role::Knight)));
        assert_eq!(at("d8"), Some(Piece::new(Color::Black, Role::Queen)));
    }

    #[test]
    fn piece_against_pawns_starts_match_the_text() {
        // "pionii albi stau pe a2, b2 și c2. Nebunul negru stă pe c8. Încep pionii."
        assert_eq!(pieces(Variant::BishopVsPawns), sorted("Pa2 Pb2 Pc2 bc8"));
        assert_eq!(Variant::BishopVsPawns.start_setup().turn, Color::White);
        // "calul alb stă pe g1. Pionii negri stau pe f7, g7 și h7. Începe calul."
        assert_eq!(pieces(Variant::KnightVsPawns), sorted("Ng1 pf7 pg7 ph7"));
        assert_eq!(Variant::KnightVsPawns.start_setup().turn, Color::White);
        // "pionii albi stau pe a2, b2, c2, d2 și e2. Turnul negru stă pe h8."
        assert_eq!(
            pieces(Variant::RookVsPawns),
            sorted("Pa2 Pb2 Pc2 Pd2 Pe2 rh8")
        );
        // "Dama neagră stă pe d8 … pionii albi stau pe linia a doua".
        assert_eq!(
            pieces(Variant::QueenVsPawns),
            sorted("Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 qd8")
        );
    }

    #[test]
    fn king_hunt_start_matches_the_text() {
        // "Albul are toată armata … Negrul are un singur rege, pe e8."
        let setup = Variant::KingHunt.start_setup();
        assert_eq!(setup.board.by_color(Color::White).count(), 16);
        assert_eq!(
            setup.board.by_color(Color::Black),
            rules::bitboard::Bitboard::from_square(Square::parse("e8").unwrap())
        );
        assert_eq!(setup.board.to_fen(), "4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR");
        assert_eq!(setup.castling.as_deref(), Some("KQ"));
    }

    #[test]
    fn every_variant_starts_a_game_from_its_start_position() {
        for v in Variant::ALL {
            let game = v.new_game(&v.start_setup()).expect("start position");
            assert_eq!(game.board(), &v.start_setup().board);
            assert!(!game.legal_moves().is_empty(), "{v:?}");
            assert!(game.outcome().is_none());
        }
    }

    #[test]
    fn slugs_are_the_page_contract_routes() {
        let slugs: Vec<_> = Variant::ALL.iter().map(|v| v.info().slug).collect();
        assert_eq!(slugs, ["cai", "nebun", "cal", "turn", "dama", "rege"]);
        for v in Variant::ALL {
            assert_eq!(Variant::from_slug(v.info().slug), Some(v));
            assert!(v.rules_text().starts_with("📖 Cum se joacă"));
        }
        assert_eq!(Variant::from_slug("sah"), None);
    }

    #[test]
    fn default_player_one_has_the_pawns_or_white() {
        use Variant::*;
        for v in Variant::PIECE_VS_PAWNS {
            let board = v.start_setup().board;
            let pawns = board.by_role(Role::Pawn);
            let colour = v.info().default_player1;
            assert_eq!(board.by_color(colour) & pawns, board.by_color(colour));
        }
        assert_eq!(KnightRace.info().default_player1, Color::White);
        assert_eq!(KingHunt.info().default_player1, Color::White);
    }

    #[test]
    fn each_kind_starts_its_own_game() {
        use rules::game::Counter;
        for v in Variant::PIECE_VS_PAWNS {
            assert!(matches!(v.kind(), GameKind::PieceVsPawns(_)), "{v:?}");
        }
        for v in Variant::ALL {
            let game = v.new_game(&v.start_setup()).unwrap();
            let progress = game.progress();
            let hunt = progress.contains(&Counter::StarScale);
            let race = progress
                .iter()
                .any(|c| matches!(c, Counter::Captured { .. }));
            match v.kind() {
                GameKind::PieceVsPawns(sides) => {
                    assert!(Variant::PIECE_VS_PAWNS.contains(&v), "{v:?}");
                    assert_eq!(v.sides(), Some(sides));
                    assert!(!hunt && !race, "{v:?}");
                }
                GameKind::KnightRace => {
                    assert!(race && !hunt);
                    assert!(!v.accepts_custom_position());
                }
                GameKind::KingHunt => {
                    assert!(hunt && !race);
                    assert_eq!(v.info().best, Best::FastestMate);
                }
            }
        }
    }

    #[test]
    fn each_rules_text_is_its_rules_file() {
        for v in Variant::ALL {
            let path = format!(
                "{}/../../assets/rules/{}",
                env!("CARGO_MANIFEST_DIR"),
                v.info().rules_file
            );
            let file = std::fs::read_to_string(&path).unwrap();
            assert_eq!(v.rules_text(), file, "{path}");
        }
    }

    #[test]
    fn the_table_gives_each_game_its_icon_palette_and_lens() {
        let short: Vec<_> = Variant::ALL.map(|v| v.info().short_name).into();
        assert_eq!(short, ["Cai", "Nebun", "Cal", "Turn", "Dama", "Rege"]);
        for v in Variant::ALL {
            let info = v.info();
            match v.kind() {
                GameKind::PieceVsPawns(sides) => {
                    assert_eq!(info.icon, sides.role);
                    let palette: Vec<_> = info.palette.iter().map(|p| p.code()).collect();
                    let piece = Piece::new(sides.piece_color(), sides.role).code();
                    let pawn = Piece::new(sides.pawn_color, Role::Pawn).code();
                    assert_eq!(palette, [piece, pawn]);
                    assert_eq!(info.lens, LensLegend::Pawns);
                }
                GameKind::KnightRace => {
                    assert_eq!(info.icon, Role::Knight);
                    assert!(info.palette.is_empty());
                    assert_eq!(info.lens, LensLegend::None);
                }
                GameKind::KingHunt => {
                    assert_eq!(info.icon, Role::King);
                    let palette: Vec<_> = info.palette.iter().map(|p| p.code()).collect();
                    assert_eq!(palette, ["wK", "wQ", "wR", "wB", "wN", "wP", "bK"]);
                    assert_eq!(info.lens, LensLegend::KingsSquares);
                }
            }
        }
    }

    #[test]
    fn level_mixes_are_the_fitted_ones() {
        // (careless, gifts, hard) for the robot with the pawns (or white),
        // then with the piece (or black), at Ușor and Mediu; Greu never mixes.
        let expected = [
            (
                Variant::KnightRace,
                [(50, 0, 0), (0, 0, 0)],
                [(50, 0, 0), (0, 0, 0)],
            ),
            (
                Variant::BishopVsPawns,
                [(0, 0, 0), (20, 0, 0)],
                [(0, 0, 0), (20, 0, 0)],
            ),
            (
                Variant::KnightVsPawns,
                [(0, 0, 0), (30, 0, 0)],
                [(0, 0, 0), (0, 0, 0)],
            ),
            (
                Variant::RookVsPawns,
                [(0, 0, 0), (40, 40, 0)],
                [(0, 0, 0), (30, 0, 0)],
            ),
            (
                Variant::QueenVsPawns,
                [(0, 0, 0), (0, 0, 80)],
                [(0, 0, 0), (30, 0, 0)],
            ),
            (
                Variant::KingHunt,
                [(0, 40, 0), (0, 60, 0)],
                [(0, 40, 0), (0, 60, 0)],
            ),
        ];
        let found = |v: Variant, color: Color, level: Level| {
            let m = v.level_mix(color, level);
            (m.careless, m.gifts, m.hard)
        };
        for (v, with_pawns, with_piece) in expected {
            let pawns = v.sides().map_or(Color::White, |s| s.pawn_color);
            for (color, mixes) in [(pawns, with_pawns), (pawns.other(), with_piece)] {
                assert_eq!(found(v, color, Level::Easy), mixes[0], "{v:?} {color:?}");
                assert_eq!(found(v, color, Level::Medium), mixes[1], "{v:?} {color:?}");
                assert_eq!(found(v, color, Level::Hard), (0, 0, 0), "{v:?} {color:?}");
            }
        }
    }
}
