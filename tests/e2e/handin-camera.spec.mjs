// The class page's own camera (#/clasa, „📷”): Chromium's fake camera fed a
// Y4M picture of the QR code a child's tablet drew (#/preda). A file of its
// own: the camera's flags are the browser's, set at its launch.
import { test, expect } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { open, seedChildren as seed, wonMatch as won } from './helpers.mjs';
import { y4mOfCode } from '../y4m.mjs';

const T = 1796109240000;
const video = join(process.cwd(), 'test-results', 'handin-camera.y4m');

test.use({
  serviceWorkers: 'block',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`],
  },
});


test('reads the code a child’s tablet shows: the row appears, the log says it once', async ({ page, browser }) => {
  await seed(page, [{ nume: 'Maria', avatar: 'pisica', stars: { 'dama/3': 3 }, wins: [[T, won('cal', 3, T)]] }]);
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/preda');
  const png = await page.locator('svg[data-handin-qr]').screenshot();
  mkdirSync(join(process.cwd(), 'test-results'), { recursive: true });
  writeFileSync(video, await y4mOfCode(page, png, 400));

  const teacher = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
  const t = await teacher.newPage();
  await t.goto('/#/clasa');
  await t.locator('[data-action="scan"]').click();
  await expect(t.locator('video[data-scanner]')).toBeVisible();
  await expect(t.locator('[data-action="stop-scan"]')).toBeVisible();
  const started = Date.now();
  await expect(t.locator('tr[data-child="Maria"]')).toBeVisible();
  console.log(`code in view → row: ${Date.now() - started} ms`);
  await expect(t.locator('tr[data-child="Maria"] [data-variant="dama"][data-puzzles="1"]')).toBeVisible();
  await expect(t.locator('[data-scan-log] li').first()).toHaveText('Maria: am adăugat rezultatele.');
  // A camera without the 1280×720 asked for (this one has only 640×480)
  // gives what it has.
  expect(await t.locator('video[data-scanner]').evaluate((v) => [v.videoWidth, v.videoHeight])).toEqual([640, 480]);
  // The code stays in view: five frames more are decoded, and it is not
  // read again.
  const frames = async () => Number(await t.locator('video[data-scanner]').getAttribute('data-frames'));
  const seen = await frames();
  await expect.poll(frames).toBeGreaterThanOrEqual(seen + 5);
  await expect(t.locator('[data-scan-log] li')).toHaveCount(1);
  await t.locator('[data-action="stop-scan"]').click();
  await expect(t.locator('video[data-scanner]')).toBeHidden();
  await teacher.close();
});
