//! The camera that reads the children's codes in `#/clasa`: the back camera
//! of a phone (or the camera chosen on a laptop) through `getUserMedia`,
//! asked for 1280×720 where it has it, a frame every [`FRAME_MS`] drawn
//! into a canvas (one of four [`view`]s of the picture in turn), and its
//! grey levels decoded by `rqrr`, in this lazily loaded wasm. The browser's own
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
/// The widest frame decoded (pixels): small enough to decode in a few
/// milliseconds. A code held at 30–50 cm fills only 15 % of a 1280 px wide
/// picture, about 3.5 pixels a module: the picture's centre is decoded at
/// that resolution or enlarged ([`view`]), the whole picture smaller.
const FRAME_WIDTH: u32 = 640;
/// The picture asked of the camera: only `ideal`, so a camera without it
/// gives its nearest (often 640×480) rather than failing.
const IDEAL_SIZE: (u32, u32) = (1280, 720);

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
    for (side, pixels) in [("width", IDEAL_SIZE.0), ("height", IDEAL_SIZE.1)] {
        let ideal = Object::new();
        let _ = Reflect::set(&ideal, &"ideal".into(), &pixels.into());
        let _ = Reflect::set(&video_wanted, &side.into(), &ideal);
    }
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
    let mut turn = 0u32;
    let tick = Closure::<dyn FnMut()>::new(move || {
        if *busy.borrow() {
            return;
        }
        *busy.borrow_mut() = true;
        if let Some(text) = read_frame(&video, &canvas, &context, turn) {
            events.code(text);
        }
        turn = turn.wrapping_add(1);
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

/// A part of the camera's picture (`sx`, `sy`, `sw`, `sh`, in the video's
/// pixels) and the size it is drawn at to be decoded (`dw` × `dh`).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct View {
    pub sx: f64,
    pub sy: f64,
    pub sw: f64,
    pub sh: f64,
    pub dw: u32,
    pub dh: u32,
}

/// What frame `turn` of a `w` × `h` picture decodes: four views in turn,
/// each at most 640 pixels wide and 480 high in a landscape picture (as a
/// frame was before the camera was asked for 1280×720), so no frame takes
/// longer to decode than before:
/// 0. the centre, where the teacher aims: a 4:3 part half as wide as the
///    picture's longer side (640×480 of 1280×720, at its own pixels), for
///    a far code;
/// 1. the middle of it, a third of the longer side enlarged 1.5 times
///    (427×320 of 1280×720): `rqrr` finds a code's corners to a pixel and
///    misses a still code of 3.5 pixels a module at some positions, which
///    enlarged it reads;
/// 2. the centre again, moved by half a decoded pixel: a still code missed
///    at one position of the pixels often reads at the other;
/// 3. the whole picture, at most [`FRAME_WIDTH`] on its longer side, for
///    a near code.
///
/// A held camera's code moves a little from frame to frame, so the centre
/// every other frame reads a far code in a frame or two (measured in
/// docs/measurements.md).
pub fn view(w: u32, h: u32, turn: u32) -> View {
    let (wf, hf) = (f64::from(w), f64::from(h));
    let frame = f64::from(FRAME_WIDTH);
    let (part, shift) = match turn % 4 {
        3 => {
            let scale = (frame / wf.max(hf)).min(1.0);
            return View {
                sx: 0.0,
                sy: 0.0,
                sw: wf,
                sh: hf,
                dw: (wf * scale).round() as u32,
                dh: (hf * scale).round() as u32,
            };
        }
        1 => (3.0, 0.0),
        2 => (2.0, 0.5),
        _ => (2.0, 0.0),
    };
    let sw = (wf.max(hf) / part).min(wf);
    let sh = (sw * 3.0 / 4.0).min(hf);
    let scale = frame / sw;
    let shift = shift / scale;
    View {
        sx: (wf - sw) / 2.0 + shift,
        sy: (hf - sh) / 2.0 + shift,
        sw,
        sh,
        dw: FRAME_WIDTH,
        dh: (sh * scale).round() as u32,
    }
}

/// The code in the video's current frame (seen as [`view`] `turn`), if
/// one reads. For the benchmark, the time the decoding took goes on the
/// video (`data-decode-tenths-ms`), and with the drawing and reading of
/// the frame before it (`data-frame-tenths-ms`).
fn read_frame(
    video: &HtmlVideoElement,
    canvas: &HtmlCanvasElement,
    context: &CanvasRenderingContext2d,
    turn: u32,
) -> Option<String> {
    let (w, h) = (video.video_width(), video.video_height());
    if w == 0 || h == 0 {
        return None;
    }
    let drawn = now();
    let v = view(w, h, turn);
    let (cw, ch) = (v.dw, v.dh);
    if canvas.width() != cw || canvas.height() != ch {
        canvas.set_width(cw);
        canvas.set_height(ch);
    }
    context
        .draw_image_with_html_video_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
            video,
            v.sx,
            v.sy,
            v.sw,
            v.sh,
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
    let done = now();
    let tenths = |from: f64| ((done - from) * 10.0) as u32;
    let _ = video.set_attribute("data-decode-tenths-ms", &tenths(started).to_string());
    let _ = video.set_attribute("data-frame-tenths-ms", &tenths(drawn).to_string());
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

    /// The dark modules of a code the app drew, and its side in modules
    /// (quiet zone included).
    fn modules(svg: &str) -> (Vec<bool>, usize) {
        let view = svg.split("viewBox=\"0 0 ").nth(1).unwrap();
        let side: usize = view.split(' ').next().unwrap().parse().unwrap();
        let mut dark = vec![false; side * side];
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
            dark[y * side + x..y * side + x + n].fill(true);
        }
        (dark, side)
    }

    /// How a camera sees a code on a tablet.
    struct Shot {
        /// The picture's size.
        w: usize,
        h: usize,
        /// The code's width in the picture, quiet zone included (pixels).
        px: f64,
        /// Its centre, and its turn (radians).
        at: (f64, f64),
        angle: f64,
        /// Its dark modules' grey, its light ones', and the grey around it.
        dark: u8,
        light: u8,
        around: u8,
    }

    /// The grey picture of `shot`: each pixel the mean of 3×3 points, as a
    /// camera's pixel sums the light on it.
    fn photo(code: &(Vec<bool>, usize), shot: &Shot) -> Vec<u8> {
        let (dark, side) = (&code.0, code.1 as f64);
        let mut grey = vec![shot.around; shot.w * shot.h];
        let (sin, cos) = shot.angle.sin_cos();
        let reach = shot.px * 0.75;
        let (x0, x1) = (
            (shot.at.0 - reach).max(0.0) as usize,
            ((shot.at.0 + reach) as usize).min(shot.w),
        );
        let (y0, y1) = (
            (shot.at.1 - reach).max(0.0) as usize,
            ((shot.at.1 + reach) as usize).min(shot.h),
        );
        for y in y0..y1 {
            for x in x0..x1 {
                let mut sum = 0u32;
                for k in 0..9 {
                    let fx = x as f64 + (f64::from(k % 3) + 0.5) / 3.0 - shot.at.0;
                    let fy = y as f64 + (f64::from(k / 3) + 0.5) / 3.0 - shot.at.1;
                    let u = ((fx * cos + fy * sin) / shot.px + 0.5) * side;
                    let v = ((fy * cos - fx * sin) / shot.px + 0.5) * side;
                    sum += u32::from(if u < 0.0 || v < 0.0 || u >= side || v >= side {
                        shot.around
                    } else if dark[v as usize * code.1 + u as usize] {
                        shot.dark
                    } else {
                        shot.light
                    });
                }
                grey[y * shot.w + x] = (sum / 9) as u8;
            }
        }
        grey
    }

    /// What the canvas holds after drawing `v` of the picture: each pixel
    /// between the picture's four nearest (bilinear, as a canvas draws a
    /// video), as RGBA.
    fn drawn(grey: &[u8], w: usize, h: usize, v: View) -> Vec<u8> {
        let (dw, dh) = (v.dw as usize, v.dh as usize);
        let mut rgba = Vec::with_capacity(dw * dh * 4);
        let at =
            |x: f64, y: f64| f64::from(grey[(y as usize).min(h - 1) * w + (x as usize).min(w - 1)]);
        for y in 0..dh {
            for x in 0..dw {
                let sx = (v.sx + (x as f64 + 0.5) * v.sw / dw as f64 - 0.5).max(0.0);
                let sy = (v.sy + (y as f64 + 0.5) * v.sh / dh as f64 - 0.5).max(0.0);
                let (fx, fy) = (sx.fract(), sy.fract());
                let (x0, y0) = (sx.floor(), sy.floor());
                let g = at(x0, y0) * (1.0 - fx) * (1.0 - fy)
                    + at(x0 + 1.0, y0) * fx * (1.0 - fy)
                    + at(x0, y0 + 1.0) * (1.0 - fx) * fy
                    + at(x0 + 1.0, y0 + 1.0) * fx * fy;
                let g = g.round() as u8;
                rgba.extend([g, g, g, 255]);
            }
        }
        rgba
    }

    /// A child's hand-in of a few games, as a tablet shows it.
    fn handed_in() -> (Vec<bool>, usize, String) {
        let mut h = HandIn {
            name: "Maria".into(),
            avatar: "pisica".into(),
            device: 123_456,
            minute: 29_000_000,
            ..HandIn::default()
        };
        h.games[1].puzzles = vec![3, 2, 1];
        h.games[3].summary.against_robot[0][0] = 3;
        let code = codes(&h, "https://scoala-exemplu.ro/sah/#/preda").remove(0);
        let (dark, side) = modules(&code.qr.svg(None).into_string());
        (dark, side, code.link)
    }

    #[test]
    fn four_views_of_a_picture_each_at_most_640_by_480_pixels() {
        let v = |w, h, turn| {
            let v = view(w, h, turn);
            let round = |x: f64| (x * 100.0).round() / 100.0;
            (
                round(v.sx),
                round(v.sy),
                round(v.sw),
                round(v.sh),
                v.dw,
                v.dh,
            )
        };
        // 1280×720: its centre at its own pixels, the middle of it enlarged
        // 1.5 times, the centre moved by half a pixel, the whole halved.
        assert_eq!(v(1280, 720, 0), (320.0, 120.0, 640.0, 480.0, 640, 480));
        assert_eq!(v(1280, 720, 1), (426.67, 200.0, 426.67, 320.0, 640, 480));
        assert_eq!(v(1280, 720, 2), (320.5, 120.5, 640.0, 480.0, 640, 480));
        assert_eq!(v(1280, 720, 3), (0.0, 0.0, 1280.0, 720.0, 640, 360));
        assert_eq!(v(1280, 720, 4), v(1280, 720, 0));
        // 640×480: the centres enlarged two and three times (moved by a
        // quarter of its pixel), the whole as it is.
        assert_eq!(v(640, 480, 0), (160.0, 120.0, 320.0, 240.0, 640, 480));
        assert_eq!(v(640, 480, 1), (213.33, 160.0, 213.33, 160.0, 640, 480));
        assert_eq!(v(640, 480, 2), (160.25, 120.25, 320.0, 240.0, 640, 480));
        assert_eq!(v(640, 480, 3), (0.0, 0.0, 640.0, 480.0, 640, 480));
        // A phone held upright, and a camera that gives more than asked.
        assert_eq!(v(720, 1280, 0), (40.0, 400.0, 640.0, 480.0, 640, 480));
        assert_eq!(v(720, 1280, 3), (0.0, 0.0, 720.0, 1280.0, 360, 640));
        assert_eq!(v(1920, 1080, 0), (480.0, 180.0, 960.0, 720.0, 640, 480));
        assert_eq!(v(1920, 1080, 3), (0.0, 0.0, 1920.0, 1080.0, 640, 360));
    }

    #[test]
    fn a_code_filling_15_percent_of_a_1280_picture_at_half_contrast_reads() {
        let (dark, side, link) = handed_in();
        let code = (dark, side);
        // Glare: dark modules at 64–96 on a light grey of 190, or the
        // contrast halved around mid-grey on a mid-grey tablet; the code
        // anywhere in the centre, turned by up to 2°, and moved by the hand
        // by a pixel or so from frame to frame.
        let mut slow = Vec::new();
        for (dark, light, around) in [(64, 190, 190), (96, 190, 190), (75, 180, 128)] {
            for (dx, dy, degrees) in [
                (0.3, 0.6, 0.0),
                (-90.2, 40.7, 2.0),
                (60.9, -50.4, -1.0),
                (17.5, 55.1, 1.5),
                (150.7, -20.2, 1.0),
                (-40.4, 110.3, -2.0),
            ] {
                let frame = |k: u32| {
                    let k = f64::from(k);
                    Shot {
                        w: 1280,
                        h: 720,
                        px: 0.15 * 1280.0,
                        at: (640.0 + dx + (k * 1.7).sin(), 360.0 + dy + (k * 2.3).cos()),
                        angle: f64::to_radians(degrees + 0.1 * k.sin()),
                        dark,
                        light,
                        around,
                    }
                };
                // Two rounds of the views: 1.2 s.
                let read = (0..8).find(|&turn| {
                    let shot = frame(turn);
                    let v = view(1280, 720, turn);
                    let rgba = drawn(&photo(&code, &shot), shot.w, shot.h, v);
                    decode(&rgba, v.dw as usize, v.dh as usize).as_deref() == Some(link.as_str())
                });
                if read.is_none() {
                    slow.push((dark, light, dx, dy, degrees));
                }
            }
        }
        assert_eq!(slow, []);
        // Near (almost half the picture), the whole picture reads it
        // within two rounds too.
        let near = |turn: u32| Shot {
            w: 1280,
            h: 720,
            px: 0.45 * 1280.0,
            at: (600.3 + f64::from(turn).sin(), 330.8),
            angle: f64::to_radians(0.5),
            dark: 80,
            light: 190,
            around: 190,
        };
        let read = (0..8).find(|&turn| {
            let v = view(1280, 720, turn);
            let rgba = drawn(&photo(&code, &near(turn)), 1280, 720, v);
            decode(&rgba, v.dw as usize, v.dh as usize).as_deref() == Some(link.as_str())
        });
        assert!(read.is_some());
    }

    /// For the measurements (docs/measurements.md; `cargo test --release
    /// -p sah-in-joaca-screens frames_to_read -- --ignored --nocapture`):
    /// how many frames a held camera takes to read a code. Each of 40 aims
    /// puts the code anywhere in the centre (view 0), turned by up to
    /// 3°; from frame to frame the hand moves it by up to a pixel and a
    /// tenth of a degree. Frames are read every [`FRAME_MS`].
    #[test]
    #[ignore]
    fn frames_to_read() {
        let (dark, side, link) = handed_in();
        let code = (dark, side);
        println!("modules a side, quiet zone included: {}", code.1);
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut random = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 10_000) as f64 / 10_000.0 - 0.5
        };
        println!(
            "picture   code  contrast     frames to read: median  p90  max  (unread after 40)"
        );
        // The scanner before issue 51 (a camera asked for nothing gives
        // 640×480, each frame the whole picture), then this one.
        let before = |w, h, _| view(w, h, 3);
        for (w, h, share, (dark, light, around)) in [
            (640, 480, 0.15, (64, 190, 190)),
            (640, 480, 0.2, (64, 190, 190)),
            (640, 480, 0.3, (64, 190, 190)),
        ] {
            print!("before: ");
            held(
                &code,
                &link,
                &mut random,
                before,
                w,
                h,
                share,
                (dark, light, around),
            );
        }
        let cases = [
            (1280, 720, 0.15, (64, 190, 190)),
            (1280, 720, 0.15, (96, 190, 190)),
            (1280, 720, 0.15, (75, 180, 128)),
            (1280, 720, 0.2, (64, 190, 190)),
            (1280, 720, 0.3, (64, 190, 190)),
            (1280, 720, 0.45, (64, 190, 190)),
            (640, 480, 0.15, (64, 190, 190)),
            (640, 480, 0.2, (64, 190, 190)),
            (640, 480, 0.3, (64, 190, 190)),
        ];
        for (w, h, share, (dark, light, around)) in cases {
            held(
                &code,
                &link,
                &mut random,
                view,
                w,
                h,
                share,
                (dark, light, around),
            );
        }
    }

    /// One line of [`frames_to_read`]: 40 aims of a code `share` of a
    /// `w` × `h` picture wide, read through `views`.
    #[allow(clippy::too_many_arguments)]
    fn held(
        code: &(Vec<bool>, usize),
        link: &str,
        random: &mut impl FnMut() -> f64,
        views: impl Fn(u32, u32, u32) -> View,
        w: u32,
        h: u32,
        share: f64,
        (dark, light, around): (u8, u8, u8),
    ) {
        let wider = view(w, h, 0);
        let px = share * f64::from(w);
        let mut frames = Vec::new();
        for _ in 0..40 {
            let mut shot = Shot {
                w: w as usize,
                h: h as usize,
                px,
                at: (
                    f64::from(w) / 2.0 + random() * (wider.sw - px * 1.1).max(0.0),
                    f64::from(h) / 2.0 + random() * (wider.sh - px * 1.1).max(0.0),
                ),
                angle: random() * f64::to_radians(6.0),
                dark,
                light,
                around,
            };
            let read = (0..40).find(|&turn| {
                shot.at.0 += random() * 2.0;
                shot.at.1 += random() * 2.0;
                shot.angle += random() * f64::to_radians(0.2);
                let v = views(w, h, turn);
                let rgba = drawn(&photo(code, &shot), shot.w, shot.h, v);
                decode(&rgba, v.dw as usize, v.dh as usize).as_deref() == Some(link)
            });
            frames.push(read.map_or(u32::MAX, |turn| turn + 1));
        }
        frames.sort_unstable();
        let at = |q: f64| frames[((frames.len() - 1) as f64 * q).round() as usize];
        let shown = |n: u32| {
            if n == u32::MAX {
                "-".to_string()
            } else {
                n.to_string()
            }
        };
        println!(
            "{w}×{h}  {:>3.0} %  {dark}/{light}/{around}  {:>6}  {:>4}  {:>4}  ({})",
            share * 100.0,
            shown(at(0.5)),
            shown(at(0.9)),
            shown(at(1.0)),
            frames.iter().filter(|&&n| n == u32::MAX).count()
        );
    }
}
