// The class page's scanner in headless Chromium: a child's hand-in code
// (#/preda) fed to Chromium's fake camera as a Y4M picture, read by the
// class page (#/clasa, „📷”). Prints the decode time per frame (the page's
// `data-decode-tenths-ms`, p50/p95/max over 40 frames) and the time from
// the camera's first frame to the child's row, at CPU ×1 and ×4 (CDP
// throttling). A benchmark, not a test.
// Usage: node scripts/bench-scan.mjs [base-url]
import { chromium } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
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
const grey = await page.evaluate(async (src) => {
  const img = new Image();
  img.src = src;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 640, 480);
  // The code as a phone held at about 40 cm sees a tablet's: 300 px wide.
  ctx.drawImage(img, 170, 90, 300, 300);
  const { data } = ctx.getImageData(0, 0, 640, 480);
  return Array.from({ length: 640 * 480 }, (_, i) => Math.round(0.299 * data[4 * i] + 0.587 * data[4 * i + 1] + 0.114 * data[4 * i + 2]));
}, `data:image/png;base64,${png.toString('base64')}`);
writeFileSync(video, Buffer.concat([Buffer.from('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\nFRAME\n'),
  Buffer.from(grey), Buffer.alloc(2 * 320 * 240, 128)]));

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log('cpu   decode p50 ms   p95 ms   max ms   first frame → row ms');
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
  await t.locator('tr[data-child="Ana"]').waitFor();
  const toRow = Date.now() - first;
  const times = [];
  let last = null;
  while (times.length < 40) {
    const [frames, tenths] = await scanner.evaluate((v) => [v.dataset.frames, v.dataset.decodeTenthsMs]);
    if (frames !== last) {
      last = frames;
      times.push(Number(tenths) / 10);
    }
    await t.waitForTimeout(20);
  }
  times.sort((a, b) => a - b);
  console.log(`×${rate}    ${pct(times, 0.5).toFixed(1).padStart(8)}   ${pct(times, 0.95).toFixed(1).padStart(6)}   ${times.at(-1).toFixed(1).padStart(6)}   ${String(toRow).padStart(8)}`);
  await teacher.close();
}
await browser.close();
