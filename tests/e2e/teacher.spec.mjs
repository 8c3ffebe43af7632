// The teacher's tools: projector mode, locked exercises and the
// Romanian page for teachers.
import { test, expect } from '@playwright/test';
import { open, pieces } from './helpers.mjs';

const game = (page) => page.locator('section.game');
const square = (page, name) => page.locator(`[data-square="${name}"]`);

for (const viewport of [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }]) {
  test(`projector mode at ${viewport.width}×${viewport.height}: the board fills the screen's height, the status is large`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, '#/nebun?mod=doi');
    await expect(page.locator('.app-header')).toBeVisible();
    const button = page.locator('[data-action="projector"]');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.app-header')).toBeHidden();
    // Two players: the mode's switch only, hidden with the rest.
    await expect(page.locator('.segmented')).toHaveCount(1);
    await expect(page.locator('.segmented').first()).toBeHidden();
    await expect(page.locator('[data-moves]')).toBeHidden();
    const board = await page.locator('.board').boundingBox();
    expect(board.height).toBeGreaterThanOrEqual(0.9 * viewport.height);
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(viewport.height);
    expect(board.x + board.width).toBeLessThanOrEqual(viewport.width);
    const px = (sel) => page.locator(sel).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await px('[role="status"]')).toBeGreaterThanOrEqual(32);
    // Coordinates readable from the back of a class: at least 2.5 % of the height.
    expect(await px('.coords span')).toBeGreaterThanOrEqual(0.025 * viewport.height);
    await expect(page.locator('.progress')).toBeVisible();
    await expect(page.locator('.progress')).toHaveText('Pioni rămași: 3 din 3');
    // The teacher plays by clicking, as usual; the last move is marked.
    await square(page, 'a2').click();
    await square(page, 'a4').click();
    expect((await pieces(page)).a4).toBe('wP');
    await expect(square(page, 'a4')).toHaveClass(/is-last-move/);
    // Escape leaves the mode.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.app-header')).toBeVisible();
  });
}

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('projector mode on a 4:3 projector (1024×768) and a portrait screen: the status has its column, big coordinates, dark dots, ✕ off the board', async ({ browser }) => {
  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await open(page, '#/nebun?mod=doi&proiector=1&poz=8/8/8/8/8/8/P7/2b5_w');
    const board = await page.locator('.board').boundingBox();
    for (const sel of ['[data-action="projector"]', '.edit-button']) {
      const box = await page.locator(sel).boundingBox();
      expect(overlap(box, board), `${sel} off the board at ${viewport.width}`).toBe(false);
    }
    const px = (sel) => page.locator(sel).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await px('.coords span')).toBeGreaterThanOrEqual(32);
    // The dots of a picked piece are dark enough to see on a wall.
    await square(page, 'a2').click();
    await expect(square(page, 'a3')).toHaveClass(/is-dest/);
    const dot = await square(page, 'a3').evaluate((e) => getComputedStyle(e, '::after').backgroundColor);
    expect(dot).toBe('rgba(16, 24, 21, 0.82)');
    await square(page, 'a3').click();
    await square(page, 'c1').click();
    await square(page, 'a3').click();
    await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
    if (viewport.width === 1024) {
      // The verdict in a column of its own, a few words a line.
      const status = page.getByRole('status');
      const box = await status.boundingBox();
      expect(box.width).toBeGreaterThanOrEqual(320);
      const lines = await status.evaluate((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)));
      expect(lines).toBeLessThanOrEqual(6);
    }
    await page.context().close();
  }
});

test('„🖥 Proiector” asks for the whole screen, ✕ gives it back; a link alone does not ask', async ({ page }) => {
  await page.addInitScript(() => {
    window.__screen = [];
    Element.prototype.requestFullscreen = function () {
      window.__screen.push('ask');
      Object.defineProperty(document, 'fullscreenElement', { value: this, configurable: true });
      return Promise.reject(new Error('refused by this browser'));
    };
    document.exitFullscreen = () => { window.__screen.push('leave'); return Promise.resolve(); };
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, '#/nebun?proiector=1');
  await expect(page.locator('.app-header')).toBeHidden();
  expect(await page.evaluate(() => window.__screen)).toEqual([]);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.locator('[data-action="projector"]').click();
  await expect(page.locator('.app-header')).toBeVisible();
  await page.locator('[data-action="projector"]').click();
  await expect(page.locator('.app-header')).toBeHidden();
  await page.locator('[data-action="projector"]').click();
  // Leaving a mode the link opened gives back nothing: the page had no whole screen.
  expect(await page.evaluate(() => window.__screen)).toEqual(['ask', 'leave']);
  // A refusal is no error on the page.
  expect(errors).toEqual([]);
});

test('from a puzzle to a projected game: the game is projected (the puzzle leaving takes nothing of it)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/nebun/1');
  await expect(page.locator('.puzzle-side .status')).not.toBeEmpty();
  await page.evaluate(() => { location.hash = '#/turn?mod=doi&proiector=1'; });
  await expect(page.locator('section.game')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/projector/);
  await expect(page.locator('.app-header')).toBeHidden();
  // And from a projected puzzle to the menu, nothing stays projected.
  await open(page, '#/probleme/nebun/1?proiector=1');
  await expect(page.locator('html')).toHaveClass(/projector/);
  await page.evaluate(() => { location.hash = '#/'; });
  await expect(page.locator('section.menu')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/projector/);
});

test('proiector=1 in the link opens the game in projector mode; leaving the page leaves it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, '#/rege?proiector=1');
  await expect(page.locator('.app-header')).toBeHidden();
  expect((await page.locator('.board').boundingBox()).height).toBeGreaterThanOrEqual(648);
  await page.locator('[data-action="projector"]').click();
  await expect(page.locator('.app-header')).toBeVisible();
  await page.locator('[data-action="projector"]').click();
  await page.goto('/#/');
  await expect(page.locator('.app-header')).toBeVisible();
});

test('a locked exercise hides the switches and keeps its position after "Joacă din nou"', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w&nivel=3&blocat=1');
  await expect(page.locator('.segmented')).toHaveCount(0);
  const start = await pieces(page);
  expect(start).toEqual({ h8: 'bK', f6: 'wK', g1: 'wQ' });
  await square(page, 'g1').click();
  await square(page, 'g7').click();
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await page.locator('[data-action="play-again"]').click();
  await expect(game(page)).toHaveAttribute('data-phase', 'playing');
  expect(await pieces(page)).toEqual(start);
  await expect(page.locator('.segmented')).toHaveCount(0);
  expect(page.url()).toContain('blocat=1');
});

test('a locked two-player exercise keeps its position in round 2 too', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  // The pawn takes the bishop at once: round 1 is the pawns'.
  await open(page, '#/nebun?mod=doi&poz=8/8/8/8/8/b7/1P6/8_w&blocat=1');
  await expect(page.locator('.segmented')).toHaveCount(0);
  await square(page, 'b2').click();
  await square(page, 'a3').click();
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await page.locator('[data-action="next-round"]').click();
  expect(await pieces(page)).toEqual({ b2: 'wP', a3: 'bB' });
  await expect(page.locator('.segmented')).toHaveCount(0);
});

test('the page for teachers, in Romanian, from the menu', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/');
  await page.getByRole('link', { name: /Pentru profesori/ }).click();
  await expect(page.locator('.teachers h1')).toHaveText('Pentru profesori');
  await expect(page.locator('.teachers h2')).toHaveText([
    'Legături către un joc', 'O poziție a ta', 'Ținta unui exercițiu', 'O serie de poziții', 'Probleme și Drumul', 'Pe site-ul clasei',
    'Pe proiector', 'Pe tabletele clasei, fără internet', 'Mai mulți copii pe o tabletă', 'Rezultatele clasei', 'Diploma',
  ]);
  // One form of address, as the screens use („tu”), and one word for a link.
  const text = await page.locator('.teachers').innerText();
  for (const formal of ['dumneavoastră', 'Deschideți', 'alegeți', 'Copiați', 'Linkuri', 'link-ul']) {
    expect(text, formal).not.toContain(formal);
  }
  expect(text).not.toContain('de sub tablă');
  expect(text).not.toContain('tipări pe o pagină A4');
  await expect(page.locator('.teachers pre')).toContainText('<iframe src=');
  // Its examples work: the locked mate in one opens without notices.
  await page.getByRole('link', { name: 'Mat într-o mutare, ca exercițiu blocat' }).click();
  // The game page is drawn after the click's navigation: wait for its board.
  await expect.poll(() => pieces(page)).toEqual({ h8: 'bK', f6: 'wK', g1: 'wQ' });
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  await expect(page.locator('.segmented')).toHaveCount(0);
});
