// Accessibility: axe-core on every screen, touch play, tablet layouts.
import { test, expect } from '@playwright/test';
import { open, pieces, violations } from './helpers.mjs';
import { pick, SLUGS } from '../games.mjs';
import { readFileSync } from 'node:fs';

// Every page of the route table (crates/ui-model/src/route.rs), with
// representative parameters and bad ones; `page` names its `Page` variant.
const ROUTES = [
  { page: 'Menu', hash: '#/' },
  ...SLUGS.map((slug) => ({ page: 'Game', hash: `#/${slug}` })),
  { page: 'Game', hash: '#/rege?mod=doi&proiector=1' },
  { page: 'Game', hash: '#/nebun?embed=1&tinta=castiga' },
  { page: 'Help', hash: '#/ajutor/nebun' },
  { page: 'Help', hash: '#/ajutor/rege' },
  { page: 'Results', hash: '#/rezultate' },
  { page: 'Players', hash: '#/jucatori' },
  { page: 'Class', hash: '#/clasa' },
  { page: 'Classes', hash: '#/clase' },
  { page: 'Join', hash: '#/intra?clasa=nu-e-un-cod' },
  { page: 'Join', hash: '#/intra' },
  { page: 'Diploma', hash: '#/diploma?joc=rege' },
  { page: 'Teachers', hash: '#/profesori' },
  { page: 'Editor', hash: '#/editor?joc=rege' },
  { page: 'Editor', hash: '#/editor?joc=nebun&poz=8/8/8/8/8/8/8/8_w' },
  { page: 'Series', hash: '#/serie?titlu=A&rege=7k/8/5K2/8/8/8/8/6Q1_w&nebun=2b5/8/8/8/8/8/PPP5/8_w' },
  { page: 'Puzzles', hash: '#/probleme' },
  { page: 'PuzzleList', hash: '#/probleme/nebun' },
  { page: 'Puzzle', hash: '#/probleme/nebun/1' },
  { page: 'Puzzle', hash: '#/probleme/cai/99' },
  { page: 'Journey', hash: '#/drum' },
  { page: 'HandIn', hash: '#/preda' },
  { page: 'Sheet', hash: '#/fisa?joc=nebun&probleme=1-4' },
];

/** Rules axe leaves out or calls minor that every page must pass too: a
 * page's title as its `h1`, and a visible label its accessible name
 * begins with (WCAG 2.5.3, label in name). */
const EVERY_PAGE = ['page-has-heading-one', 'label-content-name-mismatch', 'scrollable-region-focusable'];

test('the accessibility checks cover every page of the route table', () => {
  const source = readFileSync(new URL('../../crates/ui-model/src/route.rs', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('pub enum Page {'));
  const pages = [...table.slice(0, table.indexOf('\n}')).matchAll(/^ {4}([A-Z]\w*)/gm)].map((m) => m[1]);
  expect(pages.length).toBeGreaterThan(15);
  expect(pages.filter((p) => !ROUTES.some((r) => r.page === p))).toEqual([]);
});

for (const { hash } of ROUTES) {
  test(`no serious accessibility problem on ${hash}`, async ({ page }) => {
    await open(page, hash);
    await settled(page);
    expect(await violations(page, EVERY_PAGE)).toEqual([]);
  });
}

/** Waits until the page is drawn: the help's text, a lazily loaded screen
 * (not its loading line), the editor's check, the hand-in's codes. */
async function settled(page) {
  await page.waitForFunction(() => {
    const screen = document.querySelector('#screen-host > *');
    if (screen) return screen.className && !screen.matches('.help-loading') && !/Se încarcă/.test(screen.textContent);
    return !document.querySelector('.help-loading') && document.querySelector('main > :not(#screen-host)');
  });
  if (await page.locator('.help').count()) await expect(page.locator('.help h3').first()).toBeVisible();
  if (await page.locator('.editor-page').count()) await expect(page.locator('[data-check]')).toBeVisible();
  if (await page.locator('.handin-page').count()) await expect(page.locator('svg[data-handin-qr]').first()).toBeVisible();
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

test('a question takes the keys, Escape answers „Nu”, and the board has them back after a round', async ({ page }) => {
  // Ușor, the child with the bishop: c4 gives it to the pawn on b3.
  await open(page, '#/nebun?nivel=1&rol=negru&poz=8/8/8/8/2P5/1P6/8/5b2_b');
  const board = page.locator('.game .board');
  await page.locator('[data-square="f1"]').click();
  await page.locator('[data-square="c4"]').click();
  const question = page.getByRole('alertdialog');
  await expect(question.locator('p')).toHaveText('Atenție: pionul de pe b3 apără c4. Muți totuși?');
  await expect(question.getByRole('button', { name: 'Nu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Da' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  expect((await pieces(page)).f1).toBe('bB');
  await expect(board).toBeFocused();
  // Asked again, „Da” from the keyboard plays the move; the keys stay on the board.
  await page.locator('[data-square="f1"]').click();
  await page.locator('[data-square="c4"]').click();
  await expect(question.getByRole('button', { name: 'Nu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  expect((await pieces(page)).c4).toBe('bB');
  await expect(board).toBeFocused();

  // „Repriza a doua ▶” and „Joacă din nou”, pressed from the keyboard, go
  // with what they did: the next keys are the board's.
  await open(page, '#/');
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w&mod=doi');
  for (const action of ['next-round', 'play-again']) {
    await page.locator('[data-square="g1"]').click();
    await page.locator('[data-square="g7"]').click();
    await page.locator(`[data-action="${action}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'playing');
    await expect(board).toBeFocused();
  }
  // Escape closes the help too.
  await page.getByRole('button', { name: /Cum se joacă/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await board.focus();
  // The board's keys move at once: the cursor to a1 (the edges hold it), on
  // to g1, Enter, up to g7, Enter.
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
  }
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'round-over');
});

test('the move list can be reached and scrolled from the keyboard, by its name', async ({ page }) => {
  await open(page, '#/cai?mod=doi');
  const moves = page.locator('[data-moves]');
  for (let i = 0; i < 20; i++) {
    await expect(page.locator('section.game')).toHaveAttribute('data-busy', 'false');
    await page.locator('[data-action="hint"]').click();
    const [, from, to] = (await page.locator('.tap-answer').innerText()).match(/de pe ([a-h][1-8]) pe ([a-h][1-8])/);
    await page.locator(`[data-square="${from}"]`).click();
    await page.locator(`[data-square="${to}"]`).click();
    await expect(moves.locator('li')).toHaveCount(i + 1);
  }
  expect(await moves.evaluate((m) => m.scrollHeight > m.clientHeight)).toBe(true);
  await expect(moves).toHaveAccessibleName('Mutările');
  expect(await violations(page, EVERY_PAGE)).toEqual([]);
  await moves.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => moves.evaluate((m) => m.scrollTop)).toBe(0);
  await page.keyboard.press('End');
  await expect.poll(() => moves.evaluate((m) => m.scrollTop)).toBeGreaterThan(0);
});

test('„🔊 Sunet” is named by the word it shows, and says by aria-pressed whether sounds are on', async ({ page }) => {
  await open(page, '#/nebun');
  const sound = page.locator('[data-action="sound"]');
  await expect(sound).toHaveText('🔊 Sunet');
  await expect(sound).toHaveAccessibleName('Sunet');
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await sound.click();
  await expect(sound).toHaveText('🔇 Sunet');
  await expect(sound).toHaveAccessibleName('Sunet');
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  // The menu and the help have their titles.
  await open(page, '#/');
  await expect(page.locator('h1')).toHaveText('Jocuri mici de șah din carte');
  await open(page, '#/ajutor/rege');
  await expect(page.locator('h1')).toHaveText('📖 Cum se joacă — Vânătoarea regelui');
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
