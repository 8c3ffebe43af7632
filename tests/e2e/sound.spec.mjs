// Sounds: a move and a capture sound differently, a
// refused tap has its own, mute silences everything and is remembered.
// AudioContext is replaced by a recording stub: each oscillator's pitch.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const square = (page, name) => page.locator(`[data-square="${name}"]`);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__notes = [];
    class FakeContext {
      constructor() { this.currentTime = 0; this.destination = {}; window.__contexts = (window.__contexts ?? 0) + 1; }
      resume() { return Promise.resolve(); }
      createOscillator() {
        const frequency = { setValueAtTime: (v) => window.__notes.push(v), exponentialRampToValueAtTime() {} };
        return { type: 'sine', frequency, connect() {}, start() {}, stop() {} };
      }
      createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} }; }
    }
    window.AudioContext = FakeContext;
  });
});

/** The pitches played since the last call. */
async function played(page) {
  return page.evaluate(() => window.__notes.splice(0));
}

test('a move, a capture and a refused tap each have their own sound; none before the first tap', async ({ page }) => {
  await open(page, '#/nebun?mod=doi&poz=8/8/8/8/2b5/8/1P1P4/8_w');
  expect(await page.evaluate(() => window.__contexts ?? 0)).toBe(0);
  await square(page, 'd2').tap();
  await square(page, 'd3').tap();
  const move = await played(page);
  expect(move.length).toBeGreaterThan(0);
  // The bishop takes d3.
  await square(page, 'c4').tap();
  await square(page, 'd3').tap();
  const capture = await played(page);
  expect(capture.length).toBeGreaterThan(0);
  expect(capture).not.toEqual(move);
  // A tap on an empty square: the refusal's sound.
  await square(page, 'h1').tap();
  const refused = await played(page);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused).not.toEqual(move);
  expect(refused).not.toEqual(capture);
});

test('mute silences everything and is remembered after a reload', async ({ page }) => {
  await open(page, '#/nebun?mod=doi');
  const button = page.locator('[data-action="sound"]');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveText('🔇 Sunet');
  await square(page, 'a2').tap();
  await square(page, 'a4').tap();
  await square(page, 'h1').tap();
  expect(await played(page)).toEqual([]);
  await page.reload();
  await page.getByRole('button', { name: 'Partidă nouă' }).tap();
  await expect(page.locator('[data-action="sound"]')).toHaveAttribute('aria-pressed', 'false');
  await square(page, 'b2').tap();
  await square(page, 'b4').tap();
  expect(await played(page)).toEqual([]);
});

test('a won round plays its rising tune', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  // The round's rising tune, then the match's.
  const tune = await played(page);
  expect(tune.slice(0, 4)).toEqual([523, 659, 784, 1047]);
});

test('a device without audio plays silently, with no error', async ({ page }) => {
  await page.addInitScript(() => { window.AudioContext = undefined; });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, '#/nebun?mod=doi');
  await square(page, 'a2').tap();
  await square(page, 'a4').tap();
  await square(page, 'h1').tap();
  await expect(page.locator('[data-moves] li')).toHaveText(['a4']);
  expect(errors).toEqual([]);
});
