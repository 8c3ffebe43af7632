// Accessibility: axe-core on every screen, touch play, tablet layouts.
import { test, expect } from '@playwright/test';
import { open, pieces, violations } from './helpers.mjs';
import { pick } from '../games.mjs';

const SCREENS = ['#/', '#/cai', '#/nebun', '#/cal', '#/turn', '#/dama', '#/rege', '#/ajutor/nebun', '#/rezultate',
  '#/editor?joc=rege', '#/editor?joc=nebun&poz=8/8/8/8/8/8/8/8_w', '#/clasa', '#/profesori', '#/preda'];
for (const hash of SCREENS) {
  test(`no serious accessibility problem on ${hash}`, async ({ page }) => {
    await open(page, hash);
    if (hash.startsWith('#/ajutor')) await expect(page.locator('.help h3').first()).toBeVisible();
    // The teacher's screens load their own wasm first.
    if (hash.startsWith('#/editor')) await expect(page.locator('[data-check]')).toBeVisible();
    if (hash.startsWith('#/clasa')) await expect(page.locator('.class-page h1')).toBeVisible();
    if (hash.startsWith('#/profesori')) await expect(page.locator('.teachers h2').first()).toBeVisible();
    if (hash.startsWith('#/preda')) await expect(page.locator('svg[data-handin-qr]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('no serious accessibility problem in the help dialog and after a move', async ({ page }) => {
  await open(page, '#/dama?mod=doi');
  await page.locator('[data-square="e2"]').click();
  await page.locator('[data-square="e4"]').click();
  await page.locator('[data-square="d8"]').click(); // a selection with its targets shown
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: /Cum se joacă/ }).click();
  await expect(page.getByRole('dialog').locator('h3').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('on a touch tablet', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 768, height: 1024 } });

  test('tap-tap moves and the page does not scroll while playing', async ({ page }) => {
    await open(page, '#/nebun?mod=doi');
    await page.locator('[data-square="b2"]').tap();
    await expect(page.locator('[data-square="b4"]')).toHaveClass(/is-dest/);
    await page.locator('[data-square="b4"]').tap();
    expect((await pieces(page)).b4).toBe('wP');
    expect(await page.locator('.board').evaluate((b) => getComputedStyle(b).touchAction)).toBe('none');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Every button shown is a comfortable touch target (a hidden one, such
    // as the panic note's, is no target).
    const small = await page.locator('button, .segmented a').evaluateAll((els) =>
      els.filter((e) => e.getClientRects().length && e.getBoundingClientRect().height < 44)
        .map((e) => e.textContent));
    expect(small).toEqual([]);
  });
});

for (const [width, height] of [[768, 1024], [1024, 768]]) {
  test(`at ${width}×${height} the whole board and the status are visible`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const slug of pick('cai', 'nebun', 'dama', 'rege')) {
      await open(page, `#/${slug}`);
      const board = await page.locator('.board').boundingBox();
      const status = await page.getByRole('status').boundingBox();
      expect(board.y).toBeGreaterThanOrEqual(0);
      expect(board.y + board.height).toBeLessThanOrEqual(height);
      expect(board.x + board.width).toBeLessThanOrEqual(width);
      expect(status.y + status.height).toBeLessThanOrEqual(height);
    }
  });
}
