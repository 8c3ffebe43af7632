// Reading aloud: "🔊" beside the status speaks exactly
// the status with lang ro-RO; without a Romanian voice it says so and
// speaks nothing; the help reads a section; "citește automat" reads each
// new status. speechSynthesis is replaced by a recording stub.
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

test('"🔊" speaks exactly the status, in Romanian', async ({ page }) => {
  await stub(page, [{ lang: 'en-US', name: 'Samantha' }, { lang: 'ro-RO', name: 'Ioana' }]);
  await open(page, '#/nebun?mod=doi');
  const status = await page.getByRole('status').innerText();
  await page.locator('[data-action="speak"]').tap();
  expect(await spoken(page)).toEqual([{ text: status, lang: 'ro-RO', voice: 'Ioana' }]);
  // The verdict of a round, too.
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w&mod=doi');
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'round-over');
  await page.locator('[data-action="speak"]').first().tap();
  const [said] = await spoken(page);
  expect(said.text).toBe(await page.getByRole('status').innerText());
  expect(said.text).toContain('Mat');
});

test('without a Romanian voice it says so, and speaks nothing', async ({ page }) => {
  await stub(page, [{ lang: 'en-US', name: 'Samantha' }]);
  await open(page, '#/nebun?mod=doi');
  await page.locator('[data-action="speak"]').tap();
  await expect(page.locator('.tap-answer')).toHaveText(
    'Acest dispozitiv nu are o voce românească, așa că nu poate citi cu voce tare.');
  expect(await spoken(page)).toEqual([]);
});

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
  const auto = dialog.locator('[data-action="speak-auto"]');
  await expect(auto).toHaveAttribute('aria-pressed', 'false');
  await auto.tap();
  await expect(auto).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Închide' }).tap();
  await square(page, 'a2').tap();
  await square(page, 'a4').tap();
  await expect.poll(async () => (await page.evaluate(() => window.__spoken.map((u) => u.text)))).toContain(
    await page.getByRole('status').innerText());
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

test('a puzzle without a Romanian voice says so under its task', async ({ page }) => {
  await stub(page, [{ lang: 'en-US', name: 'Samantha' }]);
  await open(page, '#/probleme/nebun/1');
  await page.locator('[data-action="speak"]').tap();
  await expect(page.locator('.no-voice')).toHaveText(
    'Acest dispozitiv nu are o voce românească, așa că nu poate citi cu voce tare.');
  expect(await spoken(page)).toEqual([]);
});
