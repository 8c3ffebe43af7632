//! The app's other fixed sentences (labels are in [`crate::labels`]).

/// The menu's title (its `h1`) and the line under it.
pub const MENU_TITLE: &str = "Jocuri mici de șah din carte";
pub const MENU_INTRO: &str =
    "Alege unul, citește cum se joacă și joacă-l contra Robotului sau cu un prieten.";
/// Offered when an interrupted match of this game was kept.
pub const RESUME_QUESTION: &str = "Ai o partidă neterminată la acest joc. Vrei s-o continui?";
/// While the rules text is fetched.
pub const HELP_LOADING: &str = "Se încarcă regulile…";
/// When the rules text could not be fetched (a button to retry follows).
pub const HELP_FAILED: &str = "Regulile nu s-au putut încărca. Verifică legătura la internet și ";
/// The button that ends [`HELP_FAILED`]'s sentence.
pub const HELP_RETRY: &str = "încearcă din nou";
/// When the help's reader itself could not be fetched: closing the help
/// and opening it again tries again.
pub const HELP_FAILED_WHOLE: &str = "Regulile nu s-au putut încărca. Verifică legătura la internet, apoi închide și deschide din nou ajutorul.";
/// Above the choice of a promoted piece.
pub const PROMOTION_PROMPT: &str = "Pionul se transformă în:";

/// The lens's marks said to the child with the piece: the rules' advice.
pub const LENS_PIECE: &str = "Punct verde: pion apărat, nu-l lua! Colț roșu: pion neapărat, îl poți lua. Dungi roșii: acolo un pion îți ia piesa.";
/// The lens's marks said to the child with the pawns.
pub const LENS_OWN_PAWNS: &str = "Punct verde: pionul tău e apărat. Colț roșu: pionul tău nu e apărat, piesa îl poate lua. Dungi roșii: pătratele pe care le apără pionii tăi.";
/// What the lens's marks mean in the king hunt.
pub const LENS_HUNT: &str = "Dungi roșii: pătratele în care regele negru nu poate intra.";

/// The projector button's label, off and on.
pub const PROJECTOR_ON: &str = "Pe tot ecranul, pentru proiector";
/// The same button in projector mode: it leaves it (Escape too).
pub const PROJECTOR_OFF: &str = "Ieși din modul proiector (Escape)";
/// The button that reads the status aloud (its label; it shows 🗣️, apart
/// from the sounds' 🔊/🔇).
pub const SPEAK: &str = "🔊 Citește";
/// Said instead of reading when the device has no Romanian voice.
pub const NO_ROMANIAN_VOICE: &str =
    "Acest dispozitiv nu are o voce românească, așa că nu poate citi cu voce tare.";
/// After a match against the robot won mostly by hints (more hints than
/// half of the child's moves): why no new level is offered.
pub const MOSTLY_HINTS: &str = "Ai câștigat cu multe sfaturi. Meciul acesta nu te duce la nivelul următor: încearcă să câștigi mai mult singur!";
/// The help's switch that reads every new status by itself.
pub const SPEAK_AUTO: &str = "Citește automat fiecare mesaj al jocului";

/// Offered after two wins in a row against the robot at `done`.
///
/// ```
/// use engine::Level;
/// use words::page::level_offer;
/// assert_eq!(
///     level_offer(Level::Easy, Level::Medium),
///     "Ai câștigat de două ori la rând la nivelul Ușor. Încearcă nivelul Mediu!"
/// );
/// ```
pub fn level_offer(done: engine::rules::game::Level, next: engine::rules::game::Level) -> String {
    format!(
        "Ai câștigat de două ori la rând la nivelul {}. Încearcă nivelul {}!",
        done.name_ro(),
        next.name_ro()
    )
}

/// The button under [`level_offer`].
pub const fn level_offer_button(next: engine::rules::game::Level) -> &'static str {
    match next {
        engine::rules::game::Level::Easy => "▶ Nivelul Ușor",
        engine::rules::game::Level::Medium => "▶ Nivelul Mediu",
        engine::rules::game::Level::Hard => "▶ Nivelul Greu",
    }
}
