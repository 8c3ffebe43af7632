//! The camera that reads the children's codes in `#/clasa`: the back camera
//! of a phone (or the camera chosen on a laptop) through `getUserMedia`,
//! a frame every [`FRAME_MS`] drawn small into a canvas, and its grey
//! levels decoded by `rqrr`, in this lazily loaded wasm. The browser's own
//! `BarcodeDetector` is not used: Chrome has it on Android and macOS only,
//! not on the Windows and Linux laptops of a school, so one decoder, tested
//! in headless Chromium, reads everywhere.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys::{Array, Object, Reflect};
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaDeviceInfo, MediaStream,
    MediaStreamConstraints, MediaStreamTrack,
};

/// How often a frame is read.
pub const FRAME_MS: i32 = 150;
/// The widest frame decoded (pixels): wide enough for a code held at
/// 30–50 cm, small enough to decode in a few milliseconds.
const FRAME_WIDTH: u32 = 640;

/// Why the camera cannot be used.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CameraError {
    /// The page is not on https (nor localhost): no camera is allowed.
    NeedsHttps,
    /// The teacher or the browser refused it.
    Refused,
    /// There is none.
    NoCamera,
}

/// A camera chosen by the teacher (a laptop may have several).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Camera {
    pub id: String,
    pub label: String,
}

/// The camera while it reads: stopped (its light off) when dropped.
pub struct Scanner {
    stream: MediaStream,
    interval: i32,
    _tick: Closure<dyn FnMut()>,
}

impl Drop for Scanner {
    fn drop(&mut self) {
        for track in self.stream.get_tracks() {
            if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
                track.stop();
            }
        }
        if let Some(w) = web_sys::window() {
            w.clear_interval_with_handle(self.interval);
        }
    }
}

/// What the scanner says to the page.
pub trait ScanEvents {
    /// A code was read: its text.
    fn code(&self, text: String);
    /// The camera started (`Ok`, with the cameras to choose from) or
    /// cannot be used.
    fn started(&self, result: Result<(Scanner, Vec<Camera>), CameraError>);
}

/// Opens the camera (`camera`: the one chosen, else the back one) into
/// `video`; the answer comes to `events`.
pub fn start(video: &HtmlVideoElement, camera: Option<&str>, events: Rc<dyn ScanEvents>) {
    let Some(window) = web_sys::window() else {
        return events.started(Err(CameraError::NoCamera));
    };
    if !window.is_secure_context() {
        return events.started(Err(CameraError::NeedsHttps));
    }
    let Ok(devices) = window.navigator().media_devices() else {
        return events.started(Err(CameraError::NoCamera));
    };
    let video_wanted = Object::new();
    let _ = match camera {
        Some(id) => {
            let exact = Object::new();
            let _ = Reflect::set(&exact, &"exact".into(), &id.into());
            Reflect::set(&video_wanted, &"deviceId".into(), &exact)
        }
        None => Reflect::set(&video_wanted, &"facingMode".into(), &"environment".into()),
    };
    let constraints = MediaStreamConstraints::new();
    constraints.set_video(&video_wanted);
    constraints.set_audio(&JsValue::FALSE);
    let Ok(asked) = devices.get_user_media_with_constraints(&constraints) else {
        return events.started(Err(CameraError::NoCamera));
    };
    let (video, failed) = (video.clone(), events.clone());
    let on_stream = Closure::once(move |stream: JsValue| {
        let Ok(stream) = stream.dyn_into::<MediaStream>() else {
            return events.started(Err(CameraError::NoCamera));
        };
        video.set_src_object(Some(&stream));
        video.set_muted(true);
        let _ = video.play();
        let scanner = reading(&video, stream, events.clone());
        cameras(scanner, events);
    });
    let on_error = Closure::once(move |error: JsValue| {
        let name = Reflect::get(&error, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        failed.started(Err(match name.as_str() {
            "NotAllowedError" | "SecurityError" => CameraError::Refused,
            _ => CameraError::NoCamera,
        }));
    });
    let _ = asked.then2(&on_stream, &on_error);
    on_stream.forget();
    on_error.forget();
}

/// Reads a frame every [`FRAME_MS`] while the scanner lives.
fn reading(
    video: &HtmlVideoElement,
    stream: MediaStream,
    events: Rc<dyn ScanEvents>,
) -> Option<Scanner> {
    let document = web_sys::window()?.document()?;
    let canvas: HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    let context: CanvasRenderingContext2d = canvas
        .get_context_with_context_options("2d", &{
            let options = Object::new();
            let _ = Reflect::set(&options, &"willReadFrequently".into(), &JsValue::TRUE);
            options.into()
        })
        .ok()??
        .dyn_into()
        .ok()?;
    let video = video.clone();
    let busy = Rc::new(RefCell::new(false));
    let tick = Closure::<dyn FnMut()>::new(move || {
        if *busy.borrow() {
            return;
        }
        *busy.borrow_mut() = true;
        if let Some(text) = read_frame(&video, &canvas, &context) {
            events.code(text);
        }
        *busy.borrow_mut() = false;
    });
    let interval = web_sys::window()?
        .set_interval_with_callback_and_timeout_and_arguments_0(
            tick.as_ref().unchecked_ref(),
            FRAME_MS,
        )
        .ok()?;
    Some(Scanner {
        stream,
        interval,
        _tick: tick,
    })
}

/// The code in the video's current frame, if one reads; the time the
/// decoding took goes on the video (`data-decode-tenths-ms`) for the
/// benchmark.
fn read_frame(
    video: &HtmlVideoElement,
    canvas: &HtmlCanvasElement,
    context: &CanvasRenderingContext2d,
) -> Option<String> {
    let (w, h) = (video.video_width(), video.video_height());
    if w == 0 || h == 0 {
        return None;
    }
    let scale = f64::from(FRAME_WIDTH.min(w)) / f64::from(w);
    let (cw, ch) = (
        (f64::from(w) * scale).round() as u32,
        (f64::from(h) * scale).round() as u32,
    );
    if canvas.width() != cw || canvas.height() != ch {
        canvas.set_width(cw);
        canvas.set_height(ch);
    }
    context
        .draw_image_with_html_video_element_and_dw_and_dh(
            video,
            0.0,
            0.0,
            f64::from(cw),
            f64::from(ch),
        )
        .ok()?;
    let pixels = context
        .get_image_data(0.0, 0.0, f64::from(cw), f64::from(ch))
        .ok()?
        .data();
    let started = now();
    let text = decode(&pixels, cw as usize, ch as usize);
    // In tenths of a millisecond: a float's formatting would weigh on the wasm.
    let tenths = ((now() - started) * 10.0) as u32;
    let _ = video.set_attribute("data-decode-tenths-ms", &tenths.to_string());
    // Frames decoded so far: a test waits for frames, not for time.
    let frames = video
        .get_attribute("data-frames")
        .and_then(|n| n.parse::<u32>().ok())
        .unwrap_or(0);
    let _ = video.set_attribute("data-frames", &(frames + 1).to_string());
    text
}

fn now() -> f64 {
    storage::clock::now_ms()
}

/// The text of the first QR code in an RGBA picture of `w` × `h` pixels.
pub fn decode(rgba: &[u8], w: usize, h: usize) -> Option<String> {
    if rgba.len() < w * h * 4 {
        return None;
    }
    let grey = |x: usize, y: usize| {
        let i = (y * w + x) * 4;
        // Luma from green and red (blue adds little and costs a multiply).
        ((u16::from(rgba[i]) * 3 + u16::from(rgba[i + 1]) * 5) / 8) as u8
    };
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(w, h, grey);
    image
        .detect_grids()
        .into_iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

/// Lists the cameras once the first one is allowed (their names are
/// hidden before), then tells the page.
fn cameras(scanner: Option<Scanner>, events: Rc<dyn ScanEvents>) {
    let Some(scanner) = scanner else {
        return events.started(Err(CameraError::NoCamera));
    };
    let listing = web_sys::window()
        .and_then(|w| w.navigator().media_devices().ok())
        .and_then(|d| d.enumerate_devices().ok());
    let Some(listing) = listing else {
        return events.started(Ok((scanner, Vec::new())));
    };
    let slot = Rc::new(RefCell::new(Some(scanner)));
    let (on_list, on_fail) = (slot.clone(), events.clone());
    let listed = Closure::once(move |list: JsValue| {
        let found = Array::from(&list)
            .iter()
            .filter_map(|d| d.dyn_into::<MediaDeviceInfo>().ok())
            .filter(|d| d.kind() == web_sys::MediaDeviceKind::Videoinput)
            .map(|d| Camera {
                id: d.device_id(),
                label: d.label(),
            })
            .collect();
        if let Some(scanner) = on_list.borrow_mut().take() {
            events.started(Ok((scanner, found)));
        }
    });
    let failed = Closure::once(move |_: JsValue| {
        if let Some(scanner) = slot.borrow_mut().take() {
            on_fail.started(Ok((scanner, Vec::new())));
        }
    });
    let _ = listing.then2(&listed, &failed);
    listed.forget();
    failed.forget();
}

#[cfg(test)]
mod tests {
    use super::*;
    use storage::handin::{HandIn, Parts, Progress};
    use ui_model::handin::codes;

    /// A code drawn as a camera might see it: `scale` pixels a module, on
    /// a grey background, as RGBA.
    fn picture(svg: &str, scale: usize) -> (Vec<u8>, usize) {
        let view = svg.split("viewBox=\"0 0 ").nth(1).unwrap();
        let side: usize = view.split(' ').next().unwrap().parse().unwrap();
        let margin = 20;
        let w = side * scale + 2 * margin;
        let mut grey = vec![235u8; w * w];
        let path = svg
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        for run in path.split('M').filter(|r| !r.is_empty()) {
            let (x, rest) = run.split_once(',').unwrap();
            let (y, rest) = rest.split_once('h').unwrap();
            let n: usize = rest.split('v').next().unwrap().parse().unwrap();
            let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
            for py in y * scale..(y + 1) * scale {
                for px in x * scale..(x + n) * scale {
                    grey[(py + margin) * w + px + margin] = 20;
                }
            }
        }
        // The quiet zone is white, as the code's own rectangle.
        let rgba = grey.iter().flat_map(|&g| [g, g, g, 255]).collect();
        (rgba, w)
    }

    #[test]
    fn a_hand_in_drawn_by_the_app_is_read_back_from_its_picture() {
        let h = HandIn {
            name: "Ana".into(),
            ..HandIn::default()
        };
        let code = codes(&h, "https://exemplu.ro/sah/#/preda").remove(0);
        let svg = code.qr.svg(None).into_string();
        let (rgba, w) = picture(&svg, 4);
        let text = decode(&rgba, w, w).expect("read");
        assert_eq!(text, code.link);
        assert_eq!(Parts::default().add(&text), Ok(Progress::Complete(h)));
        // Nothing to read: nothing.
        assert_eq!(decode(&vec![200; 64 * 64 * 4], 64, 64), None);
        assert_eq!(decode(&[0; 10], 64, 64), None);
    }
}
