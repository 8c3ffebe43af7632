// The teacher's series: positions of two games collected in
// the editor with the mouse, one link and its QR code (read back by a real
// decoder), played in order by a child on a tablet by taps, each result
// kept, „Următoarea poziție ▶” leading on, the series in the results file
// and in the class table; the series page on a phone.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { open, readQr } from './helpers.mjs';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT || 8090}/`;
const HUNT = '7k/8/5K2/8/8/8/8/6Q1_w';
const PAWNS = '8/P7/8/8/8/8/7b/8_w';
const HUNT2 = 'k7/8/2K5/8/8/8/8/1Q6_w';
const SERIES = `#/serie?titlu=Seria+de+joi&nivel=1&rege=${HUNT}&nebun=${PAWNS}&rege=${HUNT2}`;

/** Places pieces on an empty editor board: { f6: 'wK', … }. */
async function place(page, pieces) {
  await page.getByRole('button', { name: '🧹 Tablă goală' }).click();
  for (const [sq, code] of Object.entries(pieces)) {
    await page.locator(`[data-ed="tool"][data-value="${code}"]`).click();
    await page.locator(`.editor-board [data-square="${sq}"]`).click();
  }
  await expect(page.locator('[data-check]')).toHaveAttribute('data-check', 'ok');
}

/** A child's move by two taps, once the board offers it. */
async function move(page, from, to) {
  await expect(page.locator(`[data-square="${from}"].is-movable`)).toBeVisible();
  await page.locator(`[data-square="${from}"]`).tap();
  await page.locator(`[data-square="${to}"]`).tap();
}

test('the teacher builds a series with the mouse; its link and QR code carry it', async ({ page: first, context }) => {
  let page = first;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/editor?joc=rege');
  await expect(page.locator('.ed-series-empty')).toHaveText('Seria nu are încă nicio poziție.');
  await place(page, { f6: 'wK', g1: 'wQ', h8: 'bK' });
  // „➕ Adaugă în serie” is on the first screen, beside „▶ Joacă poziția”.
  await expect(page.locator('[data-action="add-to-series"]')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.locator('[data-action="add-to-series"]').click();
  // The same position twice: said, not added.
  await page.locator('[data-action="add-to-series"]').click();
  await expect(page.locator('.ed-series-said')).toHaveText('Această poziție este deja în serie: este poziția 1.');
  await expect(page.locator('[data-series-item]')).toHaveCount(1);
  // The default title is asked to be changed.
  await expect(page.locator('.ed-name-it')).toHaveText('Dă-i seriei un titlu: așa o recunosc copiii, și o vezi după el în tabelul clasei.');
  // Another game: the series stays.
  await page.locator('[data-ed="game"][data-value="nebun"]').click();
  await place(page, { h2: 'bB', a7: 'wP' });
  await page.locator('[data-action="add-to-series"]').click();
  await page.locator('[data-ed="game"][data-value="rege"]').click();
  await place(page, { c6: 'wK', b1: 'wQ', a8: 'bK' });
  await page.locator('[data-action="add-to-series"]').click();
  await page.locator('[data-ed="level"][data-value="1"]').click();
  await page.locator('[data-series-title]').fill('Seria de joi');
  await page.locator('[data-ed="level"][data-value="1"]').click();
  await expect(page.locator('.ed-name-it')).toHaveCount(0);
  await expect(page.locator('[data-series-item]')).toHaveText([
    /^1?\.?\s*Vânătoarea regelui · la mutare: Albul/,
    /Nebun contra 3 pioni · la mutare: Pionii/,
    /Vânătoarea regelui · la mutare: Albul/,
  ]);
  const link = page.locator('[data-series-link]');
  await expect(link).toHaveText(BASE + SERIES);
  await expect(link).toHaveAttribute('href', BASE + SERIES);
  expect(await readQr(page, 'svg[data-series-qr]')).toBe(BASE + SERIES);
  // „📋 Copiază” and „🔍 Mărește” for the series too.
  await page.locator('[data-ed="copy-series"]').click();
  await expect(page.locator('.ed-series-out .ed-copied')).toHaveText('✅ Am copiat legătura seriei.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BASE + SERIES);
  await page.locator('[data-ed="series-qr-big"]').click();
  await expect(page.locator('.ed-qr-overlay')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ed-qr-overlay')).toHaveCount(0);
  // Reordered and taken out, then back: the link follows.
  await page.locator('[data-ed="series-up"][data-value="1"]').click();
  await expect(link).toHaveText(BASE + `#/serie?titlu=Seria+de+joi&nivel=1&nebun=${PAWNS}&rege=${HUNT}&rege=${HUNT2}`);
  await page.locator('[data-ed="series-up"][data-value="1"]').click();
  await expect(link).toHaveText(BASE + SERIES);
  // A reload, or the browser closed and opened again, keeps the draft.
  await page.reload();
  await expect(page.locator('[data-series-item]')).toHaveCount(3);
  await expect(page.locator('[data-series-title]')).toHaveValue('Seria de joi');
  await page.close();
  page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/editor?joc=rege');
  await expect(page.locator('[data-series-item]')).toHaveCount(3);
  await page.locator('[data-ed="series-remove"][data-value="2"]').click();
  await expect(page.locator('[data-series-item]')).toHaveCount(2);
});

test.describe('a child on a tablet 768×1024 by touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('plays the series in order; results kept, in the file and in the class table', async ({ page }) => {
    await open(page, SERIES);
    await expect(page.locator('.series h1')).toHaveText('📚 Seria de joi');
    await expect(page.locator('.series-list li')).toHaveCount(3);
    await expect(page.locator('.series-list li').first()).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('.series-list li em')).toHaveText(['⏳ Nejucată', '⏳ Nejucată', '⏳ Nejucată']);
    await expect(page.locator('.series-list li strong')).toHaveText(['Poziția 1 din 3', 'Poziția 2 din 3', 'Poziția 3 din 3']);
    await page.locator('[data-series-next]').tap();
    await expect(page).toHaveURL(/#\/rege\?nivel=1&poz=7k\/8\/5K2\/8\/8\/8\/8\/6Q1_w&blocat=1&serie=[0-9a-f]{8}&pas=1$/);

    // Position 1: mate in one.
    await move(page, 'g1', 'g7');
    await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
    const next = page.locator('[data-action="next-position"]');
    await expect(next).toHaveText('Următoarea poziție ▶');
    await next.tap();
    await expect(page).toHaveURL(/#\/nebun\?nivel=1&poz=8\/P7\/8\/8\/8\/8\/7b\/8_w&blocat=1&serie=[0-9a-f]{8}&pas=2$/);

    // Position 2: the pawn goes through (round 1), then the robot's does (round 2): a draw.
    await move(page, 'a7', 'a8');
    await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'round-over');
    await page.locator('[data-action="next-round"]').tap();
    await expect(page.locator('[data-square="a8"] [data-piece="wP"]')).toBeVisible();
    await move(page, 'h2', 'g1');
    await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
    await next.tap();
    await expect(page).toHaveURL(/#\/rege\?.*&pas=3$/);

    // Back on the series page: won, drawn, next.
    await open(page, SERIES);
    await expect(page.locator('.series-list li em')).toHaveText(['✅ Ai câștigat', '🤝 Egal', '⏳ Nejucată']);
    await expect(page.locator('.series-list li').nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('[data-series-next]')).toHaveText('▶ Joacă poziția 3');
    await page.locator('[data-series-next]').tap();
    await move(page, 'b1', 'b7');
    await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
    // After the last position: back to the series, which is done.
    await page.locator('[data-action="next-position"]').tap();
    await expect(page.locator('.series-done')).toHaveText('Seria „Seria de joi” e gata: ai câștigat 2 din 3.');
    await expect(page.locator('[data-series-next]')).toHaveText('▶ Joacă poziția 2');

    // The results file carries the series.
    await page.goto('/#/rezultate');
    const download = page.waitForEvent('download');
    await page.locator('[data-action="export"]').tap();
    const file = await download;
    const json = JSON.parse(readFileSync(await file.path(), 'utf8'));
    expect(json.versiune).toBe(2);
    expect(json.serii).toHaveLength(1);
    expect(json.serii[0]).toMatch(new RegExp(`^[0-9a-f]{8} vev ${SERIES.slice('#/serie?'.length).replace(/[+?.*()[\]]/g, '\\$&')}$`));

    // The class table shows it.
    await page.goto('/#/clasa');
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.class-page [data-action="import"]').tap();
    await (await chooser).setFiles(await file.path());
    await expect(page.locator('[data-child="Copilul 1"] td[data-series]')).toHaveText('Seria de joi: 2 / 3');
  });
});

test.describe('phone 375×667 by touch', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('the series page fits and plays, and a bad link says so', async ({ page }) => {
    await open(page, SERIES);
    await expect(page.locator('[data-series-next]')).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);
    await open(page, '#/serie?titlu=X&rege=xyz');
    await expect(page.locator('.notices')).toContainText('Poziția 1 a seriei („rege=xyz”) nu se poate citi și a fost sărită.');
    await expect(page.locator('.notices')).toContainText('Legătura seriei nu are nicio poziție care să se poată citi.');
    await expect(page.locator('.series h1')).toHaveText('📚 X');
    await page.getByRole('button', { name: 'Închide mesajele' }).tap();
    await expect(page.locator('.notices')).toHaveCount(0);
    await expect(page.locator('.series h1')).toHaveText('📚 X');
  });
});

test('the series page on a school PC 1366×768', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, SERIES);
  await expect(page.locator('.series-list li')).toHaveCount(3);
});

test('a series opens back into the editor, to change it and give a new link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, `${SERIES}&tinta=mat2`);
  const edit = page.locator('[data-action="edit-series"]');
  await expect(edit).toHaveText('✏️ Editează seria (pentru profesori)');
  await edit.click();
  await expect(page.locator('[data-series-item]')).toHaveCount(3);
  await expect(page.locator('#ed-series-title')).toHaveValue('Seria de joi');
  await expect(page.locator('.ed-series-said')).toHaveText(
    'Seria „Seria de joi” este deschisă aici: schimb-o și dă copiilor noua ei legătură.');
  // Its level is the editor's, each position keeps its goal, and the page's
  // address no longer carries the series: a reload keeps the changes.
  await expect(page.locator('#ed-level-1')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-series-item]').last()).toContainText('🎯 Mat în 2 mutări');
  expect(page.url()).not.toContain('serie=');
  await page.locator('[data-series-item]').first().getByRole('button', { name: 'Scoate din serie' }).click();
  await page.reload();
  await expect(page.locator('[data-series-item]')).toHaveCount(2);
  await expect(page.locator('[data-series-link]')).toContainText('titlu=Seria+de+joi&nivel=1&nebun=');
  // On the class website a child sees no such button.
  await open(page, `${SERIES}&embed=1`);
  await expect(page.locator('.series-list li')).toHaveCount(3);
  await expect(page.locator('[data-action="edit-series"]')).toHaveCount(0);
});
