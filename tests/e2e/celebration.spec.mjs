// A won round is celebrated: stars fly over the board,
// never over the next step; with reduced motion they stay still.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const square = (page, name) => page.locator(`[data-square="${name}"]`);

async function mateInOne(page) {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await expect(page.locator('.celebration')).toBeHidden();
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
}

test('a mate against the robot: three stars fly over the board, clear of the next step', async ({ page }) => {
  await mateInOne(page);
  const stars = page.locator('.celebration');
  await expect(stars).toHaveText('★★★');
  await expect(stars).toHaveAttribute('data-stars', '3');
  expect(await stars.evaluate((e) => getComputedStyle(e).animationName)).toBe('stars-fly');
  const a = await stars.boundingBox();
  const b = await page.locator('[data-action="play-again"]').boundingBox();
  expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
});

test('with reduced motion the stars stay still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await mateInOne(page);
  const stars = page.locator('.celebration');
  await expect(stars).toHaveText('★★★');
  expect(await stars.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
  await expect(stars).toBeVisible();
});

test('a lost round is not celebrated', async ({ page }) => {
  // A careless move stalemates: the hunt fails, the robot wins.
  await open(page, '#/rege?poz=7k/8/8/5Q2/8/8/8/K7_w');
  await square(page, 'f5').tap();
  await square(page, 'g6').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  await expect(page.locator('.celebration')).toBeHidden();
});
