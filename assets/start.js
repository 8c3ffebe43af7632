// What the page runs before the app, in a file because the page's CSP
// allows no inline script. scripts/hooks/start-script.mjs puts it, minified, in
// the build's start-<hash>.js together with the import that starts the wasm
// (which Trunk writes inline into index.html); see docs/build.md.

// Offline on tablets: the service worker keeps this build's files.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => navigator.serviceWorker.register('sw.js').catch(() => {}));
}

// A panic stops the wasm that had it: the release build aborts at once, and
// the browser reports a `WebAssembly.RuntimeError` (`unreachable`) as an
// uncaught error or a rejected promise, whichever wasm it was. The page no
// longer answers, so it shows index.html's note (`.panic-note`, hidden
// until then; shown again it is still one note), whose button reloads.
// Plain JavaScript and words already in the page: nothing of the stopped
// wasm runs again, and a panic before the app's main says so too.
const note = document.querySelector('.panic-note');
note.lastChild.onclick = () => location.reload();
const panicked = (e) => {
  if ((e.error || e.reason) instanceof WebAssembly.RuntimeError) note.hidden = false;
};
addEventListener('error', panicked);
addEventListener('unhandledrejection', panicked);

// A child's slow press still presses. On touch, a press held longer than
// about a third of a second becomes a long press and the browser drops its
// click. So a touch that starts and ends on the same button or link clicks
// it here, once; the browser's own click of that touch, if it comes, is
// dropped (it may fall on whatever the first click put there). Mouse clicks
// are the browser's own.
const hit = (el) => el?.closest('button,a[href]');
let pressed;
let clickedAt = -1e4;
addEventListener('pointerdown', (e) => { pressed = e.pointerType != 'mouse' && hit(e.target); }, true);
addEventListener('pointercancel', () => { pressed = 0; }, true);
addEventListener('pointerup', (e) => {
  const el = pressed;
  pressed = 0;
  if (el && !el.disabled && hit(document.elementFromPoint(e.clientX, e.clientY)) == el) {
    clickedAt = e.timeStamp;
    el.click();
  }
});
addEventListener('click', (e) => {
  if (e.isTrusted && e.timeStamp - clickedAt < 800) {
    clickedAt = -1e4;
    e.preventDefault();
    e.stopImmediatePropagation();
  }
}, true);
// A finger held on a button or link opens no menu; a mouse's right click still does.
addEventListener('contextmenu', (e) => { if (pressed && hit(e.target)) e.preventDefault(); }, true);

// The screens loaded only when opened (the teacher's editor, class table and
// diploma; the puzzles, the journey, a teacher's series) are their own wasm,
// imported the first time one opens (src/ui/screen_host.rs, show_screen), once
// however often it is asked. Started, `sahScreens` draws the screen of the
// current address; if it could not be fetched, the host says `failed`, and
// the next screen opened tries again (the server may be back), under another
// address: the browser keeps a failed import of an address until it reloads.
let screens;
let tries = 0;
const load = () => (screens ??= import('./screens/screens.js?' + tries).then(async (m) => {
  await m.default();
  window.sahScreens = m.mount;
  return m;
}).catch((e) => {
  screens = null;
  tries++;
  throw e;
}));
window.sahLoadScreens = (host, failed, child, session) => load().then((m) => m.mount(child, session), () => {
  const notice = document.createElement('p');
  notice.className = 'notice';
  notice.textContent = failed;
  document.getElementById(host)?.replaceChildren(notice);
});
// A results file the game page offers is written by the screens' wasm too
// (src/ui/screen_host.rs, export_file).
window.sahExport = (child, session, done, failed) =>
  load().then((m) => done(m.export_results(child, session)), () => done(failed));
// The help's rules text is read and drawn by the screens' wasm too
// (src/web/glue.rs, show_help); if they cannot load, the help says so.
window.sahHelp = (failed) => load().then((m) => m.help(), () => {
  for (const text of document.querySelectorAll('.help-text[data-help]')) {
    const notice = document.createElement('p');
    notice.className = 'help-error';
    notice.textContent = failed;
    text.replaceChildren(notice);
    text.closest('.help')?.setAttribute('aria-busy', 'false');
  }
});
// The game page's „🗣️” and „Citește automat”: the screens' wasm words the
// texts shown and reads them (src/web/glue.rs, speak); `noVoice`, if given,
// hears that the device has no Romanian voice.
window.sahSpeak = (texts, now, noVoice) => load().then((m) => m.speak(texts, now) || noVoice?.(), () => {});
// „🖥 Proiector” asks for the whole screen, ✕ gives it back; a browser
// that refuses (or has no such thing) leaves the page as it is.
window.sahFullScreen = (on) => {
  const d = document;
  try {
    const done = on ? d.documentElement.requestFullscreen?.() : d.fullscreenElement && d.exitFullscreen();
    done?.catch?.(() => {});
  } catch {}
};
