// Reading aloud: "🗣️" beside the status speaks, with lang ro-RO, what a
// child must read: the status (a check said in it), the answer over the
// board (a hint, a refused tap), a round's end with its stars in words and
// the review's sentence; without a Romanian voice it says so and speaks
// nothing; the help reads a section; "citește automat" reads each of these
// as it appears, on game and puzzle pages. speechSynthesis is replaced by a
// recording stub.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const square = (page, name) => page.locator(`[data-square="${name}"]`);

function stub(page, voices) {
  return page.addInitScript((list) => {
    window.__spoken = [];
    window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
    const synth = {
      getVoices: () => list,
      cancel() {},
      speak(u) { window.__spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name }); },
    };
    Object.defineProperty(window, 'speechSynthesis', { get: () => synth });
  }, voices);
}

const spoken = (page) => page.evaluate(() => window.__spoken.splice(0));

// The hunt of two players: the queen mates on g7 at once, or checks on h1.
const HUNT = '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w&mod=doi';
const TURN = 'Jucătorul 1, ai grijă la pat: o mutare neatentă poate lăsa regele negru fără nicio mutare. '
  + 'Înainte să muți, verifică dacă regele mai are unde merge. Jucătorul 1 la mutare, cu albul (vânătorul).';
// After a hint: the verdict counts it.
const MATED = 'Repriza 1: a câștigat Jucătorul 1. Mat! Regele negru nu mai poate scăpa. S-a folosit un sfat. '
  + 'Jucătorul 1 a dat mat în 1 mutare: trei stele din trei. Regele Jucătorului 2 a primit mat după 1 mutare a albului. '
  + 'Schimbați locurile! În repriza a doua, Jucătorul 1 joacă cu regele negru, iar Jucătorul 2 cu albul (vânătorul).';
const IOANA = { lang: 'ro-RO', voice: 'Ioana' };

/** Presses „🗣️” and returns what it read. */
async function speak(page) {
  await page.locator('[data-action="speak"]').first().tap();
  await expect.poll(() => page.evaluate(() => window.__spoken.length)).toBeGreaterThan(0);
  return spoken(page);
}

/** The review's sentence once every move is judged (its words are the review's). */
async function review(page) {
  await expect(page.locator('[data-review-ms]')).not.toHaveAttribute('data-review-ms', '');
  return page.locator('[data-review]').innerText();
}

test('"🗣️" reads the status, the answer over the board, and a round\'s end with its stars in words and the review', async ({ page }) => {
  await stub(page, [{ lang: 'en-US', name: 'Samantha' }, { lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, HUNT);
  await expect(page.getByRole('status')).toHaveText(TURN);
  expect(await speak(page)).toEqual([{ text: TURN, ...IOANA }]);
  // A hint, then a refused tap: what is over the board now is read after the status.
  await page.locator('[data-action="hint"]').tap();
  await expect(page.locator('.tap-answer')).toHaveText('Sfat: mută dama de pe g1 pe g7.');
  expect(await speak(page)).toEqual([{ text: `${TURN} Sfat: mută dama de pe g1 pe g7.`, ...IOANA }]);
  await square(page, 'h8').tap();
  await expect(page.locator('.tap-answer')).toHaveText('Acum mută albul (vânătorul).');
  expect(await speak(page)).toEqual([{ text: `${TURN} Acum mută albul (vânătorul).`, ...IOANA }]);
  // The round's end: the verdict, the summary's ★★★ in words (the stars
  // over the board are the same three, said once), who plays what next,
  // and the review's sentence.
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'round-over');
  await expect(page.locator('.summaries li')).toHaveText([
    'Jucătorul 1 a dat mat în 1 mutare: ★★★.', 'Regele Jucătorului 2 a primit mat după 1 mutare a albului.']);
  await expect(page.locator('.celebration')).toHaveAttribute('data-stars', '3');
  const sentence = await review(page);
  expect(await speak(page)).toEqual([{ text: `${MATED} ${sentence}`, ...IOANA }]);
});

test('a check is said in the status, and "🗣️" reads it', async ({ page }) => {
  await stub(page, [{ lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, HUNT);
  await square(page, 'g1').tap();
  await square(page, 'h1').tap();
  await expect(square(page, 'h8')).toHaveClass(/is-check/);
  const check = 'Șah! Atenție: regele negru mai are o singură mutare! Jucătorul 2 la mutare, cu regele negru.';
  await expect(page.getByRole('status')).toHaveText(check);
  expect(await speak(page)).toEqual([{ text: check, ...IOANA }]);
});

test('against the robot, the stars of a mate are said in words, once', async ({ page }) => {
  await stub(page, [{ lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await expect(page.locator('.celebration')).toHaveText('★★★');
  const sentence = await review(page);
  expect(await speak(page)).toEqual([{
    text: `Ai câștigat! Mat! Regele negru nu mai poate scăpa. Ai dat mat în 1 mutare: trei stele din trei. ${sentence}`,
    ...IOANA,
  }]);
});

test('without a Romanian voice it says so, and speaks nothing', async ({ page }) => {
  await stub(page, [{ lang: 'en-US', name: 'Samantha' }]);
  await open(page, '#/nebun?mod=doi');
  await page.locator('[data-action="speak"]').tap();
  await expect(page.locator('.tap-answer')).toHaveText(
    'Acest dispozitiv nu are o voce românească, așa că nu poate citi cu voce tare.');
  expect(await spoken(page)).toEqual([]);
});

/** Opens the help of the game page and switches „Citește automat” on. */
async function readByItself(page) {
  await page.getByRole('button', { name: /Cum se joacă/ }).tap();
  const auto = page.getByRole('dialog').locator('[data-action="speak-auto"]');
  await expect(auto).toHaveAttribute('aria-pressed', 'false');
  await auto.tap();
  await expect(auto).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('dialog').getByRole('button', { name: 'Închide' }).tap();
}

/** Everything read so far, in order. */
const texts = (page) => page.evaluate(() => window.__spoken.map((u) => u.text));

test('the help reads a section aloud, and "citește automat" reads each new status', async ({ page }) => {
  await stub(page, [{ lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, '#/nebun?mod=doi');
  await page.getByRole('button', { name: /Cum se joacă/ }).tap();
  const dialog = page.getByRole('dialog');
  const first = dialog.locator('[data-section="0"]');
  await expect(first).toBeVisible();
  await first.tap();
  const [section] = await spoken(page);
  const heading = await dialog.locator('h3').first().innerText();
  expect(section.text.startsWith(heading)).toBe(true);
  expect(section.lang).toBe('ro-RO');
  await dialog.getByRole('button', { name: 'Închide' }).tap();
  await readByItself(page);
  await square(page, 'a2').tap();
  await square(page, 'a4').tap();
  await expect.poll(() => texts(page)).toEqual([await page.getByRole('status').innerText()]);
});

test('"citește automat" reads a hint, a check, a round\'s end and then the review\'s sentence as they appear', async ({ page }) => {
  await stub(page, [{ lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, HUNT);
  await readByItself(page);
  await page.locator('[data-action="hint"]').tap();
  await expect.poll(() => texts(page)).toEqual(['Sfat: mută dama de pe g1 pe g7.']);
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  const sentence = await review(page);
  await expect.poll(() => texts(page)).toEqual(['Sfat: mută dama de pe g1 pe g7.', MATED, sentence]);
  // A new match (the switch lasts for the visit), not the one kept.
  await open(page, '#/');
  await spoken(page);
  await open(page, HUNT);
  await page.getByRole('button', { name: 'Partidă nouă' }).tap();
  await square(page, 'g1').tap();
  await square(page, 'h1').tap();
  await expect.poll(() => texts(page)).toEqual(
    ['Șah! Atenție: regele negru mai are o singură mutare! Jucătorul 2 la mutare, cu regele negru.']);
});

test('a puzzle reads its task and each answer aloud, and says when it cannot', async ({ page }) => {
  await stub(page, [{ lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, '#/probleme/nebun/1');
  const status = page.locator('.puzzle-side .status');
  await expect(status).not.toBeEmpty();
  await page.locator('[data-action="speak"]').tap();
  expect(await spoken(page)).toEqual([{ text: await status.innerText(), lang: 'ro-RO', voice: 'Ioana' }]);
  await expect(page.locator('.no-voice')).toHaveCount(0);
});

test('a solved puzzle\'s stars are read in words, and "citește automat" reads each new status of a puzzle', async ({ page }) => {
  await stub(page, [{ lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, '#/nebun?mod=doi');
  await readByItself(page);
  await open(page, '#/probleme/rege/1');
  const status = page.locator('.puzzle-side .status');
  await expect(status).toHaveText('Albul mută și dă mat în 1 mutare.');
  await expect.poll(() => texts(page)).toEqual(['Albul mută și dă mat în 1 mutare.']);
  await spoken(page);
  await page.locator('[data-action="hint"]').tap();
  const hint = await status.innerText();
  const [, from, to] = hint.match(/^💡 Sfat: mută \S+ de pe ([a-h][1-8]) pe ([a-h][1-8])\.$/);
  // Read without its picture.
  await expect.poll(() => texts(page)).toEqual([hint.replace('💡 ', '')]);
  await square(page, from).tap();
  await square(page, to).tap();
  await expect(status).toHaveText('Rezolvat! ★★');
  await expect.poll(() => texts(page)).toEqual([hint.replace('💡 ', ''), 'Rezolvat! Două stele din trei.']);
  await spoken(page);
  expect(await speak(page)).toEqual([{ text: 'Rezolvat! Două stele din trei.', ...IOANA }]);
});

test('a puzzle without a Romanian voice says so under its task', async ({ page }) => {
  await stub(page, [{ lang: 'en-US', name: 'Samantha' }]);
  await open(page, '#/probleme/nebun/1');
  await page.locator('[data-action="speak"]').tap();
  await expect(page.locator('.no-voice')).toHaveText(
    'Acest dispozitiv nu are o voce românească, așa că nu poate citi cu voce tare.');
  expect(await spoken(page)).toEqual([]);
});
