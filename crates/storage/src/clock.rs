//! The page's clock and time zone.

#[cfg(target_arch = "wasm32")]
mod browser {
    // JavaScript's Date, for the one thing only it knows: the browser's
    // time zone at a given moment (wasm-bindgen alone; no js-sys for this).
    use wasm_bindgen::prelude::wasm_bindgen;
    #[wasm_bindgen]
    extern "C" {
        type Date;
        #[wasm_bindgen(constructor)]
        fn new(ms: f64) -> Date;
        #[wasm_bindgen(method, js_name = getTimezoneOffset)]
        fn get_timezone_offset(this: &Date) -> f64;
    }

    #[allow(clippy::disallowed_methods)] // the one place that reads the clock
    pub fn now_ms() -> f64 {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.time_origin() + p.now())
    }

    pub fn utc_offset_minutes(time_ms: u64) -> i32 {
        -(Date::new(time_ms as f64).get_timezone_offset() as i32)
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod browser {
    pub fn now_ms() -> f64 {
        0.0
    }
    pub fn utc_offset_minutes(_: u64) -> i32 {
        0
    }
}

/// Wall-clock milliseconds since 1970, from the page's clock, with the
/// fraction it gives (the robot's reply is timed in microseconds); 0
/// natively. Also the pages' clock for durations.
pub fn now_ms() -> f64 {
    browser::now_ms()
}

/// Minutes the browser's local time is ahead of UTC at `time_ms` (0 natively).
pub fn utc_offset_minutes(time_ms: u64) -> i32 {
    browser::utc_offset_minutes(time_ms)
}
