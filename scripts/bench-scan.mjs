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
import { y4mOfCode } from '../tests/y4m.mjs';

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
// The code as a phone held at about 40 cm sees a tablet's: 300 px wide.
writeFileSync(video, await y4mOfCode(page, png, 300));

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
