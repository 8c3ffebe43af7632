//! The labels of buttons, links and regions a child reads or hears (the
//! screen reader's `aria-label`s too). The rule: every label lives in
//! `words`, in the module of the page it belongs to (`words::editor`,
//! `words::puzzles` …); the app's shell and the game page, which every game
//! shares, keep theirs here. An action enum's `label()` only picks one.

/// The app's name, in the header.
pub const APP_NAME: &str = "Șah în joacă";
/// The header's logo, which leads to the games.
pub const APP_HOME: &str = "Șah în joacă: jocurile";
/// The header's links.
pub const NAV_GAMES: &str = "Jocuri";
pub const NAV_RESULTS: &str = "Rezultate";

/// A game on the menu, and its help.
pub const PLAY: &str = "Joacă";
pub const HELP: &str = "📖 Cum se joacă";
/// The help's title, before the game's name.
pub const HELP_TITLE: &str = "📖 Cum se joacă — ";
/// The help page's way to its game, before the game's name.
pub const PLAY_GAME: &str = "Joacă: ";
pub const BACK_TO_GAMES: &str = "Înapoi la jocuri";

/// The help of a game, for a screen reader.
pub fn help_of(game: &str) -> String {
    format!("Cum se joacă: {game}")
}

/// The match panel's buttons.
pub const HINT: &str = "💡 Sfat";
pub const UNDO: &str = "↶ Înapoi";
pub const NEXT_ROUND: &str = "Repriza a doua ▶";
pub const PLAY_AGAIN: &str = "Joacă din nou";
/// The review's steps, and its way to the decisive mistake.
pub const REVIEW_PREV: &str = "◀ Înapoi";
pub const REVIEW_NEXT: &str = "Înainte ▶";
pub const REVIEW_KEY: &str = "🔎 Arată greșeala";

/// The game page's header: the projector's button, off and on.
pub const PROJECTOR: &str = "🖥 Proiector";
pub const PROJECTOR_LEAVE: &str = "✕";
/// The teacher's way to the editor on the position shown.
pub const EDIT: &str = "✏️ Editează";
/// The sound's button: its icon, on and off, before its word („🔊 Sunet”).
pub const SOUND_ICON_ON: &str = "🔊";
pub const SOUND_ICON_OFF: &str = "🔇";
pub const SOUND: &str = "Sunet";
/// The lens's button.
pub const LENS: &str = "👓 Ochelari";
pub const LENS_LABEL: &str = "Ochelari";
/// The choice of opponent, and each: its icon, short and long names.
pub const OPPONENT: &str = "Adversar";
pub const VS_ROBOT: (&str, &str, &str) = ("🤖", "Robot", "Contra Robotului");
pub const TWO_PLAYERS: (&str, &str, &str) = ("👥", "Doi", "Doi jucători");
/// The choice of the robot's level.
pub const ROBOT_LEVEL: &str = "Nivelul Robotului";
/// Above the list of a round's moves.
pub const MOVES: &str = "Mutările";
/// The training wheels' question, for a screen reader.
pub const WARNING: &str = "Atenție";
/// The offer to go on with an interrupted match.
pub const UNFINISHED: &str = "Partidă neterminată";
pub const RESUME: &str = "▶ Continuă partida";
pub const START_FRESH: &str = "Partidă nouă";
/// A dialog's close button, and its symbol.
pub const CLOSE: &str = "Închide";
pub const CLOSE_SIGN: &str = "✕";
/// The notices' close button.
pub const CLOSE_NOTICES: &str = "Închide mesajele";

/// The board, for a screen reader and the keyboard.
pub const BOARD: &str = "Tabla de șah: săgețile aleg pătratul, Enter mută, Escape renunță";
/// The choice of a promoted piece, and its way out.
pub const PROMOTION: &str = "Alege piesa în care se transformă pionul";
pub const CANCEL: &str = "Renunță";

/// Beside the side to move, on the game page. The stylesheet draws it
/// (`.side.active::after`), which costs the first load less than a text
/// node; `tools/tests/css_words.rs` checks it says exactly this.
pub const TO_MOVE: &str = "● la mutare";
/// The move list before the first move, drawn by the stylesheet too
/// (`.moves:empty::after`).
pub const NO_MOVES_YET: &str = "Încă nicio mutare.";

/// Every text the stylesheets draw with `content:`: the one place they
/// may take their words from.
pub const STYLESHEET_TEXTS: &[&str] = &[TO_MOVE, NO_MOVES_YET];
