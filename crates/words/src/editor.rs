//! The sentences of the teacher's position editor (`#/editor`).

use super::common::{count_ro, moves_ro};
use super::game::setup_error;
use engine::Variant;
use engine::play::goal::Goal;
use engine::play::value::PositionValue;
use engine::rules::game::SetupError;

/// The page's title.
pub const TITLE: &str = "✏️ Editorul de poziții";
/// Under the title.
pub const INTRO: &str = "Așază piesele, alege cine mută primul și dă copiilor legătura sau codul QR. \
Alege o piesă de lângă tablă, apoi pătratele unde vrei s-o pui: cu degetul, cu mouse-ul sau cu tastatura. \
Piesele se pot și trage; una trasă afară de pe tablă dispare.";
/// The game picker's label.
pub const GAME_LABEL: &str = "Jocul";
/// The palette's label.
pub const PIECES_LABEL: &str = "Piesele jocului";
/// The eraser in the palette.
pub const ERASER: &str = "Gumă";
/// The eraser's label for screen readers.
pub const ERASER_LABEL: &str = "Gumă: atinge o piesă de pe tablă ca s-o ștergi";
/// Puts back the book's start.
pub const BOOK_START: &str = "📖 Poziția din carte";
/// Empties the board.
pub const EMPTY_BOARD: &str = "🧹 Tablă goală";
/// The side-to-move picker's label.
pub const TURN_LABEL: &str = "Mută primul";
/// The mode picker's label.
pub const MODE_LABEL: &str = "Cum se joacă";
/// Against the robot.
pub const MODE_ROBOT: &str = "🤖 Contra Robotului";
/// Two children on one device.
pub const MODE_TWO: &str = "👥 Doi jucători";
/// The level picker's label.
pub const LEVEL_LABEL: &str = "Nivelul Robotului";
/// No level on the link.
pub const LEVEL_CHILD: &str = "Al copilului";
/// Why "Al copilului" is the default.
pub const LEVEL_CHILD_HINT: &str =
    "Cu „Al copilului”, fiecare copil joacă la nivelul ales ultima dată de el.";
/// The lock switch.
pub const LOCKED: &str = "🔒 Copiii nu pot schimba modul și nivelul";
/// A position that can be played.
pub const PLAYABLE: &str = "✅ Poziția se poate juca.";
/// In place of the link while the position cannot be played.
pub const FIX_FIRST: &str = "Corectează poziția ca să primești legătura și codul QR.";
/// Opens the position in this page.
pub const PLAY: &str = "▶ Joacă poziția";
/// The link's label.
pub const LINK_LABEL: &str = "Legătura pentru copii";
/// The copy button.
pub const COPY: &str = "📋 Copiază legătura";
/// Said once the link is copied.
pub const COPIED: &str = "✅ Am copiat legătura.";
/// When the browser refuses to copy.
pub const COPY_FAILED: &str =
    "Nu am putut copia legătura: selecteaz-o și copiaz-o tu (sau ține degetul pe ea).";
/// Under the QR code.
pub const QR_CAPTION: &str = "Copiii scanează codul cu camera tabletei și ajung direct la poziție.";
/// The QR code's label for screen readers.
pub const QR_LABEL: &str = "Codul QR al legăturii";
/// Shows the QR code as large as the screen.
pub const QR_BIG: &str = "🔍 Mărește codul QR";
/// Closes the large QR code.
pub const QR_CLOSE: &str = "✕ Închide";
/// The game page's button that opens the editor on the position shown.
pub const EDIT_POSITION: &str = "✏️ Editează poziția";
/// The same for screen readers.
pub const EDIT_POSITION_LABEL: &str = "Editează această poziție (pentru profesori)";

/// A position the game cannot start from, with the reason `poz=` gives.
///
/// ```
/// use engine::SetupError;
/// use words::editor::problem;
/// assert_eq!(
///     problem(SetupError::KingsTouch),
///     "⚠️ Cei doi regi nu pot sta unul lângă altul."
/// );
/// ```
pub fn problem(e: SetupError) -> String {
    format!("⚠️ {}", setup_error(e))
}

/// A position whose round would be over before the first move.
///
/// ```
/// use words::editor::already_over;
/// assert_eq!(
///     already_over("Regele negru este mat."),
///     "⚠️ Jocul s-ar termina înainte de prima mutare: Regele negru este mat."
/// );
/// ```
pub fn already_over(reason: &str) -> String {
    format!("⚠️ Jocul s-ar termina înainte de prima mutare: {reason}")
}

/// `#/editor?joc=` naming no game.
///
/// ```
/// use words::editor::unknown_game;
/// assert_eq!(
///     unknown_game("sah"),
///     "Jocul „sah” nu există; editorul a pornit cu „Nebun contra 3 pioni”."
/// );
/// ```
pub fn unknown_game(value: &str) -> String {
    let value = super::shown(value);
    format!("Jocul „{value}” nu există; editorul a pornit cu „Nebun contra 3 pioni”.")
}

/// `#/editor?joc=cai`: the knight race always starts from the book.
pub const NO_RACE_EDITOR: &str = "La „Cai în tabăra dușmanului” se pornește mereu de la poziția din carte, \
așa că editorul a pornit cu „Nebun contra 3 pioni”.";

/// The series' part of the editor: its heading.
pub const SERIES_HEADING: &str = "📚 Seria pentru copii";
/// Under it.
pub const SERIES_INTRO: &str = "Adaugă pozițiile una câte una, din orice joc: copiii le joacă în ordine, \
contra Robotului, la nivelul ales mai sus, dintr-o singură legătură.";
/// Adds the position on the board to the series.
pub const ADD_TO_SERIES: &str = "➕ Adaugă în serie";
/// The series has as many positions as it may.
pub const SERIES_FULL: &str = "Seria are deja 12 poziții, cât poate avea.";
/// The title's label.
pub const SERIES_NAME: &str = "Titlul seriei";
/// No position yet.
pub const SERIES_EMPTY: &str = "Seria nu are încă nicio poziție.";
/// The series link's label.
pub const SERIES_LINK: &str = "Legătura seriei";
/// Under the series' QR code.
pub const SERIES_QR_CAPTION: &str = "Copiii scanează codul și ajung la pagina seriei.";
/// Moves a position up.
pub const SERIES_UP: &str = "Mută mai sus";
/// Takes a position out.
pub const SERIES_REMOVE: &str = "Scoate din serie";
/// The series link's copy button, and its answers.
pub const COPY_SERIES: &str = "📋 Copiază legătura seriei";
pub const COPIED_SERIES: &str = "✅ Am copiat legătura seriei.";
/// Asked while the series still has the default title.
pub const SERIES_NAME_IT: &str =
    "Dă-i seriei un titlu: așa o recunosc copiii, și o vezi după el în tabelul clasei.";

/// The position on the board is in the series already.
///
/// ```
/// assert_eq!(words::editor::already_in_series(2), "Această poziție este deja în serie: este poziția 2.");
/// ```
pub fn already_in_series(n: usize) -> String {
    format!("Această poziție este deja în serie: este poziția {n}.")
}

/// A position of the series, as the editor lists it.
///
/// ```
/// use words::editor::series_item;
/// assert_eq!(series_item("Nebun contra 3 pioni", "Pionii"), "Nebun contra 3 pioni · la mutare: Pionii");
/// ```
pub fn series_item(game: &str, side: &str) -> String {
    format!("{game} · la mutare: {side}")
}

/// The goal picker's label.
pub const GOAL_LABEL: &str = "🎯 Ținta copilului";
/// No goal on the link.
pub const NO_GOAL: &str = "Fără țintă";
/// While the robot works out the position's value.
pub const VALUE_PENDING: &str = "⏳ Robotul socotește cine câștigă…";
/// Under the goal picker.
pub const GOAL_HINT: &str =
    "Ținta cu ✓ este cea pe care Robotul o dovedește pentru această poziție.";

/// A goal's button: „Câștigă”, „Câștigă în 5”, „Mat în 2”, „20 de sărituri”.
pub fn goal_button(goal: Goal) -> String {
    match goal {
        Goal::Win => "Câștigă".to_string(),
        Goal::WinWithin(n) => format!("Câștigă în {}", moves_ro(n.into())),
        Goal::MateWithin(n) => format!("Mat în {}", moves_ro(n.into())),
        Goal::JumpsWithin(n) => count_ro(n.into(), "săritură", "sărituri"),
    }
}

/// What the exact knowledge proves about the position on the board, for
/// the game `variant`: „Cu joc perfect, albul dă mat în 2 mutări.”,
/// „Cu joc perfect, pionii câștigă în 5 mutări.”
///
/// ```
/// use engine::play::value::PositionValue;
/// use engine::{Color, Variant};
/// use words::editor::value;
/// let mate = PositionValue::Wins { winner: Color::White, moves: Some(2) };
/// assert_eq!(value(Variant::KingHunt, mate), "Cu joc perfect, albul dă mat în 2 mutări.");
/// let pawns = PositionValue::Wins { winner: Color::White, moves: Some(5) };
/// assert_eq!(value(Variant::RookVsPawns, pawns), "Cu joc perfect, pionii câștigă în 5 mutări.");
/// let queen = PositionValue::Wins { winner: Color::Black, moves: None };
/// assert_eq!(value(Variant::QueenVsPawns, queen), "Cu joc perfect, dama câștigă.");
/// ```
pub fn value(variant: Variant, value: PositionValue) -> String {
    match value {
        PositionValue::Wins { moves: Some(n), .. } if variant == Variant::KingHunt => {
            format!("Cu joc perfect, albul dă mat în {}.", moves_ro(n.into()))
        }
        PositionValue::Wins { winner, moves } => {
            let side = variant.info().side_names[winner.index()];
            let mut side = side.to_string();
            if let Some(first) = side.get_mut(..1) {
                first.make_ascii_lowercase();
            }
            match moves {
                Some(n) => format!("Cu joc perfect, {side} câștigă în {}.", moves_ro(n.into())),
                None => format!("Cu joc perfect, {side} câștigă."),
            }
        }
        PositionValue::NoQuickMate(n) => format!(
            "Albul nu poate forța matul în cel mult {}; vânătoarea se poate câștiga și mai târziu.",
            moves_ro(n.into())
        ),
        PositionValue::Unknown => {
            "Robotul nu poate dovedi aici cine câștigă: alege ținta „Câștigă” sau niciuna."
                .to_string()
        }
    }
}

/// Said in the editor when a series link opened it: the series is the one
/// being built now.
///
/// ```
/// assert_eq!(
///     words::editor::series_opened("Joi"),
///     "Seria „Joi” este deschisă aici: schimb-o și dă copiilor noua ei legătură."
/// );
/// ```
pub fn series_opened(title: &str) -> String {
    format!("Seria „{title}” este deschisă aici: schimb-o și dă copiilor noua ei legătură.")
}
