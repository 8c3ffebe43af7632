// The class page's camera reading a tablet's code from 30–50 cm (issue 51):
// the camera is asked for 1280×720, and Chromium's fake camera gives it (a
// 1280×720 Y4M) with the code a child's tablet drew (#/preda) filling only
// 15 % of the picture's width, at half contrast (glare: black at grey 80,
// white at 190). A file of its own: the camera's flags are the browser's,
// set at its launch.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, seedChildren as seed, wonMatch as won } from './helpers.mjs';
import { y4mOfCode } from '../y4m.mjs';

const T = 1796109240000;
const video = join(process.cwd(), 'test-results', 'scan-distance.y4m');

test.use({
  serviceWorkers: 'block',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`],
  },
});

test('a code 15 % of a 1280×720 picture wide, at half contrast, is read: the camera was asked for 1280×720', async ({ page, browser }) => {
  await seed(page, [{ nume: 'Maria', avatar: 'pisica', stars: { 'dama/3': 3, 'nebun/1': 2 }, wins: [[T, won('cal', 3, T)]] }]);
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/preda');
  const png = await page.locator('svg[data-handin-qr]').screenshot();
  mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
  writeFileSync(video, await y4mOfCode(page, png, Math.round(0.15 * 1280),
    { width: 1280, height: 720, dark: 80, light: 190, smooth: true }));

  const teacher = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
  // What the page asks the camera for, kept as it asks.
  await teacher.addInitScript(() => {
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    window.cameraAsked = [];
    navigator.mediaDevices.getUserMedia = (constraints) => {
      window.cameraAsked.push(JSON.parse(JSON.stringify(constraints)));
      return ask(constraints);
    };
  });
  const t = await teacher.newPage();
  await t.goto('/#/clasa');
  await t.locator('[data-action="scan"]').click();
  const scanner = t.locator('video[data-scanner]');
  await expect(scanner).toBeVisible();
  const started = Date.now();
  // Generous: a busy machine decodes the 1280×720 views slower; the
  // time is measured by scripts/bench-scan.mjs, not asserted here.
  await expect(t.locator('[data-child="Maria"]').first()).toBeVisible({ timeout: 30_000 });
  console.log(`code in view → row: ${Date.now() - started} ms, ${await scanner.getAttribute('data-frames')} frames decoded`);
  await expect(t.locator('[data-scan-log] li').first()).toHaveText('Maria: am adăugat rezultatele.');

  const asked = await t.evaluate(() => window.cameraAsked);
  expect(asked).toHaveLength(1);
  expect(asked[0].audio).toBe(false);
  // The back camera, as before, and 1280×720 only where it has it.
  expect(asked[0].video).toEqual({ facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } });
  expect(await scanner.evaluate((v) => [v.videoWidth, v.videoHeight])).toEqual([1280, 720]);
  await t.locator('[data-action="stop-scan"]').click();
  await expect(scanner).toBeHidden();
  await teacher.close();
});
