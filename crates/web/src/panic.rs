//! What a child sees when a panic still happens.
//!
//! The release build aborts on a panic at once (`-Cpanic=immediate-abort`
//! on the pinned nightly: no Rust panic hook runs and no message is
//! formatted; on stable, `panic = "abort"` aborts after the default hook,
//! which writes nowhere in a browser). Either way the wasm that panicked
//! stops with a `WebAssembly.RuntimeError` (`unreachable`), which the
//! browser reports as an uncaught error or a rejected promise, and the page
//! no longer answers. The page's start script (`assets/start.js`) listens
//! for both and then shows, once, the sentence handed over here: a
//! `p.panic-note[role=alert]` with a button that reloads. That listener is
//! plain JavaScript, so nothing of the stopped wasm runs again.

/// Hands the start script the words to show if a wasm stops. The app calls
/// it as it starts; its listener is the page's, so it also hears the
/// screens' wasm (loaded only by the app's page, after the app started),
/// which therefore does not call it (it would cost that wasm bytes for
/// nothing: docs/measurements.md).
pub fn hook() {
    if let Some(say) = crate::glue::global("sahOnPanic") {
        let _ = say.call2(
            &wasm_bindgen::JsValue::NULL,
            &words::page::STOPPED.into(),
            &words::page::RELOAD.into(),
        );
    }
}
