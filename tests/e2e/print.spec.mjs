// Paper: what Chromium's print (`page.pdf`, A4, no background graphics, as
// a teacher's browser prints by default) makes of the class table, a
// puzzle and a game page. The PDFs are read with tests/pdf.mjs: pages,
// their size, the text runs each page draws, and the board's square fills.
import { test, expect } from '@playwright/test';
import { fills, pageCount, pageTexts } from '../pdf.mjs';
import { open, readQr } from './helpers.mjs';

const T = 1796109240000;
const DAY = 24 * 3600 * 1000;
const GAMES = ['cai', 'nebun', 'cal', 'turn', 'dama', 'rege'];
const DARK = '#b98b5e';

/** `n` children's results files, each with every game played. */
function classFiles(n) {
  return Array.from({ length: n }, (_, i) => ({
    name: `${i}.json`, mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({
      format: 'sah-in-joaca/rezultate', versiune: 1, jucator: `Copil ${String(i + 1).padStart(2, '0')} Popescu`,
      avatar: 'leu', exportat: '2026-12-01T09:14',
      meciuri: GAMES.map((joc, g) => ({
        joc, mod: 'robot', nivel: 1 + ((i + g) % 3), rezultat: 'victorie', data: '2026-12-01T09:14', timp: T - (i + g) * DAY,
        stele: joc === 'rege' ? 2 : 0, mutari: joc === 'rege' ? 20 + i : null, sfaturi: 3, inapoi: 1, pozitie: null, text: 'x',
      })),
    })),
  }));
}

async function classOf(page, n) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/clasa');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').click();
  await (await chooser).setFiles(classFiles(n));
  await expect(page.locator('tbody tr')).toHaveCount(n);
  return page.pdf({ preferCSSPageSize: true, printBackground: false });
}

test('the class table: 30 children on one A4 landscape page, with its title and date', async ({ page }) => {
  const pdf = await classOf(page, 30);
  expect(pageCount(pdf)).toBe(1);
  const [, width, height] = pdf.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/).map(Number);
  expect(Math.round(width)).toBe(842);
  expect(Math.round(height)).toBe(595);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.class-count .print-only')).toBeVisible();
  await expect(page.locator('.class-count .print-only')).toHaveText(/^\d{1,2} [a-z]+ \d{4}$/);
  // The screen's legend speaks of a mouse; the paper's does not.
  await expect(page.locator('.class-legend.print-only')).toHaveText(/Totul, pe larg, în tabelul pentru Excel\.$/);
  await expect(page.locator('.class-legend.no-print')).toBeHidden();
  await expect(page.locator('[data-action="scan"]')).toBeHidden();
});

test('a longer class repeats the head row, with its names, on every page, and never splits a row', async ({ page }) => {
  const pdf = await classOf(page, 45);
  expect(pageCount(pdf)).toBe(2);
  const [first, second] = pageTexts(pdf);
  // Page 2 begins with the head row as page 1 draws it (the same runs of
  // glyphs, in order): not with a child's row.
  const at = first.indexOf(second[0]);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(second.slice(0, 10)).toEqual(first.slice(at, at + 10));
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('tbody tr').first().evaluate((tr) => getComputedStyle(tr).breakInside)).toBe('avoid');
});

test('a puzzle page prints its position as a diagram with its task, without the screen’s controls', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/rege/5');
  await expect(page.locator('[data-puzzle-state="rezolva"]')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pageCount(pdf)).toBe(1);
  // The dark squares are painted although background graphics are off.
  expect(fills(pdf, DARK)).toBeGreaterThanOrEqual(28);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.status')).toHaveText('Albul mută și dă mat în 1 mutare.');
  for (const hidden of ['.puzzle button', '.puzzle .button', '.puzzle-back', '.moves']) {
    for (const el of await page.locator(hidden).all()) await expect(el).toBeHidden();
  }
});

test('a game page prints the board and the status, not its controls', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2');
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pageCount(pdf)).toBe(1);
  expect(fills(pdf, DARK)).toBeGreaterThanOrEqual(28);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-goal]')).toBeVisible();
  await expect(page.locator('.status')).toBeVisible();
  for (const hidden of ['.controls', '.speak-button', '.projector-button', '.help-button', '.moves']) {
    await expect(page.locator(hidden).first()).toBeHidden();
  }
});

test('the class’s diplomas in one game: one A4 page each, signed by the teacher, who types it once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/clasa');
  const file = (name, stele, mutari) => ({
    name: `${name}.json`, mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({
      format: 'sah-in-joaca/rezultate', versiune: 1, jucator: name, avatar: 'leu', exportat: '2026-12-01T09:14',
      meciuri: [{ joc: 'rege', mod: 'robot', nivel: 1, rezultat: mutari ? 'victorie' : 'infrangere', data: '2026-12-01T09:14', timp: T,
        stele, mutari, sfaturi: 0, inapoi: 0, pozitie: null, text: 'x' }],
    })),
  });
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').click();
  await (await chooser).setFiles([file('Ana', 3, 18), file('Ion', 2, 30), file('Maria', 0, null)]);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await page.locator('[data-class-diplomas="rege"]').click();
  const diplomas = page.locator('article.diploma');
  await expect(diplomas).toHaveCount(2);
  await expect(page.locator('[data-diploma-of]')).toHaveText([/Ana/, /Ion/]);
  await expect(diplomas.first().locator('.diploma-signature')).toHaveText('Șah în joacă');
  await page.locator('#semn-nume').fill('Ana Pop');
  await page.locator('#semn-scoala').fill('Școala nr. 5');
  await page.locator('#semn-clasa').fill('a II-a B');
  await expect(diplomas.nth(1).locator('.diploma-signature')).toHaveText('Prof. Ana PopȘcoala nr. 5 · Clasa a II-a B');
  // Typed once: kept in this browser for every diploma after.
  await page.reload();
  await expect(page.locator('#semn-nume')).toHaveValue('Ana Pop');
  await expect(page.locator('article.diploma').first().locator('.diploma-signature span')).toHaveText(['Prof. Ana Pop', 'Școala nr. 5 · Clasa a II-a B']);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pageCount(pdf)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.diploma-signer')).toBeHidden();
});

test('a worksheet of 24 puzzles: four A4 pages of six diagrams, codes that open each puzzle, and the answer key', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/nebun');
  await page.locator('[data-action="worksheet"]').click();
  await expect(page).toHaveURL(/#\/fisa\?joc=nebun&probleme=1-24$/);
  await expect(page.locator('[data-sheet-page]')).toHaveCount(4);
  await expect(page.locator('[data-diagram]')).toHaveCount(24);
  for (const sheet of await page.locator('[data-sheet-page]').all()) {
    await expect(sheet.locator('[data-diagram]')).toHaveCount(6);
    await expect(sheet.locator('.sheet-fields')).toContainText('Numele:');
  }
  const first = page.locator('[data-diagram="1"]');
  await expect(first.locator('figcaption')).toHaveText('1. Pionii mută și câștigă în 1 mutare.');
  // The diagram is one SVG: 64 squares (32 dark), its pieces and coordinates.
  await expect(first.locator('svg.diagram rect.dd')).toHaveCount(32);
  await expect(first.locator('svg.diagram text')).toHaveCount(16);
  // Its code opens the same puzzle.
  const link = await readQr(page, '[data-diagram="1"] svg[data-diagram-qr]');
  expect(link).toMatch(/#\/probleme\/nebun\/1$/);
  // The answer key: every puzzle's key move, worked out from the proofs.
  const key = page.locator('[data-answer-key]');
  await expect(key.locator('.sheet-key-list')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(key.locator('[data-key]')).toHaveCount(24);
  await expect(key.locator('li').first()).toHaveText(/^Cheia: \S+\./);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pageCount(pdf)).toBe(5);
  const opened = await page.context().newPage();
  await opened.goto(link);
  await expect(opened.locator('[data-puzzle="nebun/1"]')).toBeVisible();
  await opened.close();
});

test('a series as a worksheet: each position with its goal, and its code opens it as the series does', async ({ page }) => {
  await open(page, '#/serie?titlu=Joi&rege=7k/8/5K2/8/8/8/8/R7_w&tinta=mat2&nebun=2b5/8/8/8/8/8/PPP5/8_b');
  await page.locator('[data-action="worksheet"]').click();
  await expect(page.locator('[data-diagram]')).toHaveCount(2);
  await expect(page.locator('.sheet-head h1').first()).toHaveText('Joi');
  await expect(page.locator('[data-diagram="1"] figcaption')).toHaveText('1. Albul (vânătorul) mută: dă mat în cel mult 2 mutări.');
  await expect(page.locator('[data-diagram="2"] figcaption')).toHaveText('2. Nebunul mută: găsește cea mai bună mutare.');
  const link = await readQr(page, '[data-diagram="1"] svg[data-diagram-qr]');
  expect(link).toMatch(/#\/rege\?poz=7k\/8\/5K2\/8\/8\/8\/8\/R7_w&tinta=mat2&blocat=1$/);
  await expect(page.locator('[data-answer-key]')).toContainText('răspunsul se află jucându-le');
});
