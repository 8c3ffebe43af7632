// The class page's scanner in headless Chromium: a child's hand-in code
// (#/preda) fed to Chromium's fake camera as a Y4M picture, read by the
// class page (#/clasa, „📷”). A benchmark, not a test.
//
// Pictures: 640×480 (a camera without the 1280×720 the scanner asks for)
// and 1280×720, each with the code as a tablet held at 30–50 cm shows it
// (15 % of the picture's width, at half contrast: black at grey 80, white
// at 190, as under glare), and, for comparison with the earlier numbers, a
// 640×480 picture with a 300 px code at full contrast. For each, at CPU ×1
// and ×4 (CDP throttling), it prints the time per frame (over 40 frames)
// the page writes on the video: `data-decode-tenths-ms`, the decoding
// alone, and `data-frame-tenths-ms`, drawing the view into the canvas,
// reading its pixels and decoding; median, p90 and max. Frames cycle
// through four views of the picture (crates/screens/src/scanner.rs), so the
// numbers mix them. Also the time from the camera's picture showing to the
// child's row: a still picture, so it says whether some view reads this
// picture, not how long a held camera takes (the frames a held camera needs
// are measured by the scanner's `frames_to_read`, see docs/measurements.md).
// Usage: node scripts/bench-scan.mjs [base-url] [frames=40]
import { chromium } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { y4mOfCode } from '../tests/y4m.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
const wanted = Number(process.argv[3] ?? 40);
const video = join(mkdtempSync(join(tmpdir(), 'scan-')), 'code.y4m');
const args = ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });

// A child with a few games played: one code.
const child = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 768, height: 1024 } });
await child.addInitScript(() => {
  localStorage.setItem('sah-in-joaca/v2/profil/1', JSON.stringify({ nume: 'Ana', avatar: 'urs' }));
  localStorage.setItem('sah-in-joaca/v2/curent', '1');
  localStorage.setItem('sah-in-joaca/v2/copil/1/probleme', JSON.stringify({ 'nebun/1': 3, 'nebun/2': 2, 'rege/4': 1, 'cai/7': 3 }));
});
const page = await child.newPage();
await page.goto(`${base}#/preda`);
const png = await page.locator('svg[data-handin-qr]').screenshot();
const glare = { dark: 80, light: 190, smooth: true };
const pictures = [
  { name: '640×480, code 300 px, full contrast', y4m: await y4mOfCode(page, png, 300) },
  { name: '640×480, code 15 %, half contrast', y4m: await y4mOfCode(page, png, 96, { ...glare }) },
  { name: '1280×720, code 15 %, half contrast', y4m: await y4mOfCode(page, png, 192, { width: 1280, height: 720, ...glare }) },
];

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const ms = (x) => x.toFixed(1).padStart(6);
console.log('picture                               cpu   decode p50    p90    max   frame p50    p90    max   picture → row');
for (const { name, y4m } of pictures) {
  // The fake camera reads its file each time it starts.
  writeFileSync(video, y4m);
  for (const rate of [1, 4]) {
    const teacher = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
    const t = await teacher.newPage();
    const cdp = await teacher.newCDPSession(t);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await t.goto(`${base}#/clasa`);
    await t.locator('[data-action="scan"]').click();
    const scanner = t.locator('video[data-scanner]');
    await scanner.waitFor({ state: 'visible' });
    const first = Date.now();
    const row = await t.locator('[data-child="Ana"]').first().waitFor({ timeout: 15_000 })
      .then(() => `${Date.now() - first} ms`, () => 'not read in 15 s');
    const decode = [];
    const frame = [];
    let last = null;
    while (decode.length < wanted) {
      const [frames, d, f] = await scanner.evaluate((v) => [v.dataset.frames, v.dataset.decodeTenthsMs, v.dataset.frameTenthsMs]);
      if (frames !== last) {
        last = frames;
        decode.push(Number(d) / 10);
        frame.push(Number(f) / 10);
      }
      await t.waitForTimeout(20);
    }
    decode.sort((a, b) => a - b);
    frame.sort((a, b) => a - b);
    console.log(`${name.padEnd(37)} ×${rate}   ${ms(pct(decode, 0.5))} ${ms(pct(decode, 0.9))} ${ms(decode.at(-1))}   ${ms(pct(frame, 0.5))} ${ms(pct(frame, 0.9))} ${ms(frame.at(-1))}   ${row}`);
    await teacher.close();
  }
}
await browser.close();
