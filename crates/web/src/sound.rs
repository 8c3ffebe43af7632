//! Short sounds for the child, synthesised with the Web Audio
//! API: no audio files, nothing fetched. The audio context is made at the
//! first sound, which always follows a tap (a move, a refused tap), as
//! browsers require; a device without audio plays nothing, without error.

use std::cell::RefCell;

use ui_model::sound::Sound;
use web_sys::{AudioContext, OscillatorType};

/// One note: its pitch (Hz), when it starts and how long it lasts (s).
type Note = (f32, f64, f64);

/// The notes of a sound and their timbre.
fn notes(sound: Sound) -> (OscillatorType, &'static [Note]) {
    use OscillatorType::{Sine, Square, Triangle};
    match sound {
        Sound::Move => (Triangle, &[(660.0, 0.0, 0.07)]),
        Sound::Capture => (Triangle, &[(520.0, 0.0, 0.06), (880.0, 0.06, 0.09)]),
        Sound::Check => (Square, &[(988.0, 0.0, 0.08), (988.0, 0.12, 0.08)]),
        Sound::Refused => (Sine, &[(196.0, 0.0, 0.14)]),
        Sound::RobotMove => (Sine, &[(440.0, 0.0, 0.08)]),
        Sound::RoundWon => (
            Triangle,
            &[
                (523.0, 0.0, 0.12),
                (659.0, 0.12, 0.12),
                (784.0, 0.24, 0.12),
                (1047.0, 0.36, 0.3),
            ],
        ),
        Sound::RoundLost => (
            Sine,
            &[(392.0, 0.0, 0.18), (330.0, 0.18, 0.18), (262.0, 0.36, 0.35)],
        ),
        Sound::MatchOver => (
            Triangle,
            &[(784.0, 0.75, 0.1), (784.0, 0.87, 0.1), (1047.0, 0.99, 0.45)],
        ),
    }
}

thread_local! {
    /// `Some(None)`: tried, and the device has no audio.
    static CONTEXT: RefCell<Option<Option<AudioContext>>> = const { RefCell::new(None) };
}

/// Plays a sound, unless the device has no audio (the game page asks for
/// none when the child chose 🔇).
pub fn play(sound: Sound) {
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        let ctx = c.get_or_insert_with(|| AudioContext::new().ok());
        if let Some(ctx) = ctx {
            // A context made before a tap starts suspended.
            let _ = ctx.resume();
            let _ = tune(ctx, sound);
        }
    });
}

/// Schedules the notes of `sound`: an oscillator each, through a gain that
/// fades it out (no click at the end).
fn tune(ctx: &AudioContext, sound: Sound) -> Result<(), wasm_bindgen::JsValue> {
    let (kind, notes) = notes(sound);
    let now = ctx.current_time();
    for &(pitch, start, length) in notes {
        let osc = ctx.create_oscillator()?;
        let gain = ctx.create_gain()?;
        osc.set_type(kind);
        osc.frequency().set_value_at_time(pitch, now + start)?;
        let volume = gain.gain();
        volume.set_value_at_time(0.0001, now + start)?;
        volume.exponential_ramp_to_value_at_time(0.25, now + start + 0.01)?;
        volume.exponential_ramp_to_value_at_time(0.0001, now + start + length)?;
        osc.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&ctx.destination())?;
        osc.start_with_when(now + start)?;
        osc.stop_with_when(now + start + length + 0.02)?;
    }
    Ok(())
}
