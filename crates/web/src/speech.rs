//! Reading the app's sentences aloud, with the browser's speech
//! synthesis and a Romanian voice: where the device has none, nothing is
//! read in another language's voice (the caller says so instead).

use web_sys::{SpeechSynthesisUtterance, SpeechSynthesisVoice};

/// The device's Romanian voice, if it has one (`ro-RO` first, then any `ro`).
fn romanian_voice(voices: &[SpeechSynthesisVoice]) -> Option<SpeechSynthesisVoice> {
    let lang = |v: &SpeechSynthesisVoice| v.lang().to_ascii_lowercase().replace('_', "-");
    voices
        .iter()
        .find(|v| lang(v) == "ro-ro")
        .or_else(|| voices.iter().find(|v| lang(v).starts_with("ro")))
        .cloned()
}

/// Reads `text` aloud in Romanian: at once (`now`, „🗣️” pressed: what was
/// being read stops), or after what is being read („Citește automat”: each
/// new sentence in turn). Returns `false`, reading nothing, when the device
/// has no Romanian voice (or no speech synthesis at all).
pub fn speak(text: &str, now: bool) -> bool {
    let Some(synth) = web_sys::window().and_then(|w| w.speech_synthesis().ok()) else {
        return false;
    };
    let voices: Vec<SpeechSynthesisVoice> = synth
        .get_voices()
        .iter()
        .map(wasm_bindgen::JsCast::unchecked_into)
        .collect();
    let Some(voice) = romanian_voice(&voices) else {
        return false;
    };
    let Ok(utterance) = SpeechSynthesisUtterance::new_with_text(text) else {
        return false;
    };
    utterance.set_lang("ro-RO");
    utterance.set_voice(Some(&voice));
    // Slower than the default: some children read slowly, and listen so too.
    utterance.set_rate(0.9);
    if now {
        synth.cancel();
    }
    synth.speak(&utterance);
    true
}

/// The document's class while „Citește automat” is on: both wasms (the
/// game pages', the puzzles') read it, for the rest of the visit.
const AUTO: &str = "read-aloud";

/// Whether each new sentence of a page is read by itself („Citește automat”).
pub fn auto() -> bool {
    crate::js::has_document_class(AUTO)
}

/// Turns „Citește automat” on or off.
pub fn set_auto(on: bool) {
    crate::js::mark_document(AUTO, on);
}
