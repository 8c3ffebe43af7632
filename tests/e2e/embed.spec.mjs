// Embedding in a class website, and the promise that no request leaves the origin.
import { test, expect } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { open, readQr, serve } from './helpers.mjs';

// The class website: another server on another port, hence another origin.
// One server per file run: its tests go one after the other in one worker.
test.describe.configure({ mode: 'serial' });
// A free port the server chose: two checkouts' tests may run side by side.
let sitePort;
const site = mkdtempSync(join(tmpdir(), 'clasa-'));
let server;
test.beforeAll(async () => {
  ({ port: sitePort, server } = await serve(site));
});
test.afterAll(() => server?.kill());

const parent = (src, sandbox = '') => `<!doctype html><html lang="ro"><body>
  <h1>Site-ul clasei</h1>
  <iframe src="${src}" width="900" height="720" ${sandbox} title="Șah în joacă"></iframe>
</body></html>`;

/** A parent page of the class website (another origin) holding the app. */
async function openInIframe(page, baseURL, hash, sandbox) {
  const name = `pagina-${Math.random().toString(36).slice(2)}.html`;
  writeFileSync(join(site, name), parent(baseURL + hash, sandbox));
  await page.goto(`http://127.0.0.1:${sitePort}/${name}`);
  return page.frameLocator('iframe');
}

async function playBishopRound(frame, phase = 'round-over') {
  for (const [from, to] of [['a2', 'a3'], ['c8', 'f5'], ['a3', 'a4'], ['f5', 'd3'], ['c2', 'd3']]) {
    await frame.locator(`[data-square="${from}"]`).click();
    await frame.locator(`[data-square="${to}"]`).click();
  }
  await expect(frame.locator('section.game')).toHaveAttribute('data-phase', phase);
}

test('embed=1 works inside a cross-origin iframe', async ({ page, baseURL }) => {
  const frame = await openInIframe(page, baseURL, '#/nebun?embed=1&mod=doi');
  await expect(frame.locator('[data-square]')).toHaveCount(64);
  await expect(frame.locator('.app-header')).toHaveCount(0);
  await playBishopRound(frame);
});

test('an iframe whose storage is blocked still plays a whole match', async ({ page, baseURL }) => {
  // As browsers do for third-party frames under strict privacy settings:
  // inside the frame, touching localStorage throws.
  await page.addInitScript(() => {
    if (window !== window.top) {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    }
  });
  const frame = await openInIframe(page, baseURL, '#/nebun?embed=1&mod=doi',
    'sandbox="allow-scripts allow-same-origin"');
  await expect(frame.locator('[data-square]')).toHaveCount(64);
  await playBishopRound(frame);
  await frame.getByRole('button', { name: /Repriza a doua/ }).click();
  await playBishopRound(frame, 'match-over');
  await expect(frame.locator('[data-notice]')).toContainText('nu lasă aplicația să păstreze rezultatele');
});

test('a class website whose browser keeps nothing: the match is handed in by QR code, under the name the child types', async ({ page, baseURL, browser }) => {
  await page.addInitScript(() => {
    if (window !== window.top) {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
    }
  });
  const frame = await openInIframe(page, baseURL, '#/nebun?embed=1&mod=doi',
    'sandbox="allow-scripts allow-same-origin"');
  await playBishopRound(frame);
  const handIn = frame.locator('[data-action="hand-in"]');
  await expect(handIn).toBeHidden();
  await frame.getByRole('button', { name: /Repriza a doua/ }).click();
  await playBishopRound(frame, 'match-over');
  await expect(handIn).toHaveText('📤 Predă profesorului');
  await handIn.click();
  await expect(frame.locator('.handin-page .notice')).toHaveText(
    'Pe site-ul clasei, acest browser nu păstrează nimic: codul are doar meciurile din această vizită și dispare când închizi pagina. Predă-l acum.');
  await expect(frame.locator('.handin-name-first')).toHaveText(
    'Scrie-ți numele, ca profesorul să știe ale cui sunt rezultatele. Apoi apare codul.');
  await expect(frame.locator('svg[data-handin-qr]')).toHaveCount(0);
  await frame.locator('#handin-name').fill('Ana');
  const qr = '[data-handin-child="Ana"] svg[data-handin-qr]';
  await expect(frame.locator(qr)).toHaveCount(1);
  const link = await readQr({ locator: (s) => frame.locator(s), context: () => page.context() }, qr);
  expect(link).toContain('#/clasa?predare=');
  // The teacher's phone opens it: Ana's row, with the match of this visit.
  const teacher = await browser.newPage();
  await teacher.goto(link);
  const row = teacher.locator('tr[data-child="Ana"]');
  await expect(row).toBeVisible();
  await expect(row.locator('td[data-variant="nebun"]')).toHaveAttribute('title', /un meci/);
  await teacher.close();
});

test('on a phone, the match end of a class website keeps both ways on in the bar, clear of the review’s buttons', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await open(page, '#/nebun?embed=1&mod=doi');
  await playBishopRound(page);
  await page.getByRole('button', { name: /Repriza a doua/ }).click();
  await playBishopRound(page, 'match-over');
  const again = page.locator('.controls > .primary').first();
  const handIn = page.locator('[data-action="hand-in"]');
  const back = page.locator('[data-action="review-prev"]');
  await expect(handIn).toBeInViewport();
  await expect(again).toBeInViewport();
  const [a, h, b] = [await again.boundingBox(), await handIn.boundingBox(), await back.boundingBox()];
  const apart = (p, q) => p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y;
  expect(apart(a, h)).toBe(true);
  expect(apart(a, b) && apart(h, b)).toBe(true);
  // Each is the element under its own centre: nothing covers it.
  for (const [locator, box] of [[again, a], [handIn, h], [back, b]]) {
    const centre = [box.x + box.width / 2, box.y + box.height / 2];
    expect(await locator.evaluate((el, [x, y]) => document.elementFromPoint(x, y)?.closest('a, button') === el, centre)).toBe(true);
  }
});

test('the app never asks another origin for anything', async ({ page, baseURL }) => {
  const origin = new URL(baseURL).origin;
  const foreign = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || new URL(url).origin === origin) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  for (const hash of ['#/', '#/cai', '#/nebun', '#/cal', '#/turn', '#/dama', '#/rege', '#/rezultate']) {
    await open(page, hash);
  }
  await open(page, '#/rege');
  await page.getByRole('button', { name: /Cum se joacă/ }).click();
  await expect(page.getByRole('dialog').locator('h3').first()).toBeVisible();
  expect(foreign).toEqual([]);
});

test('the README’s iframe holds the whole embedded page, switches or not, from a small tablet’s width to a desktop’s', async ({ page }) => {
  for (const hash of ['#/nebun?embed=1&nivel=1', '#/nebun?embed=1&nivel=1&blocat=1', '#/rege?embed=1', '#/cai?embed=1']) {
    for (const [width, height] of [[600, 720], [768, 720], [900, 720], [1200, 720], [768, 900]]) {
      await page.setViewportSize({ width, height });
      await open(page, hash);
      await expect(page.locator('section.game')).toBeVisible();
      const taller = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      expect(taller, `${hash} at ${width}×${height}`).toBeLessThanOrEqual(0);
    }
  }
});
