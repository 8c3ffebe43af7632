// The app shell: routes, start positions, help, menu links, notices, screenshots.
import { test, expect } from '@playwright/test';
import { open, pieces, layout, rulesText } from './helpers.mjs';
import { SLUGS, game as gameOf } from '../games.mjs';

const BACK_RANKS = 'wR:a1,h1 wB:c1,f1 wQ:d1 wN:g1 bR:a8,h8 bB:c8,f8 bQ:d8 bN:g8';
const START = {
  cai: layout(`${BACK_RANKS} bN:e1 wN:e8 wP:a2,b2,c2,d2,e2,f2,g2,h2 bP:a7,b7,c7,d7,e7,f7,g7,h7`),
  nebun: layout('wP:a2,b2,c2 bB:c8'),
  cal: layout('wN:g1 bP:f7,g7,h7'),
  turn: layout('wP:a2,b2,c2,d2,e2 bR:h8'),
  dama: layout('wP:a2,b2,c2,d2,e2,f2,g2,h2 bQ:d8'),
  rege: layout('wR:a1,h1 wN:b1,g1 wB:c1,f1 wQ:d1 wK:e1 wP:a2,b2,c2,d2,e2,f2,g2,h2 bK:e8'),
};

// Every game of the list (a game without a start here fails, not skips).
for (const slug of SLUGS) {
  const expected = START[slug];
  test(`#/${slug} shows exactly the start position`, async ({ page }) => {
    // Between two players: against the robot, the knight game's robot
    // moves first, 350 ms after the page opens, and the start would be a race.
    await open(page, `#/${slug}?mod=doi`);
    await expect(page.locator('[data-square]')).toHaveCount(64);
    expect(await pieces(page)).toEqual(expected);
    await expect(page.locator('[data-phase="playing"]')).toBeVisible();
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expect(page.locator('[data-notice]')).toHaveCount(0);
  });

  test(`#/${slug} opens its help with the rules text`, async ({ page }) => {
    await open(page, `#/${slug}`);
    await page.getByRole('button', { name: /Cum se joacă/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('h3').first()).toBeVisible();
    // Every line of the rules text is in the help (the first, the title, is
    // the heading), a straight closing quote shown as the Romanian ”.
    const lines = rulesText(gameOf(slug).rules).split('\n').map((l) => l.trim()).filter(Boolean).slice(1);
    const shown = await dialog.innerText();
    for (const line of lines) expect(shown).toContain(line.replace(/^- /, '').replace(/„([^"”]*)"/g, '„$1”'));
    await dialog.getByRole('button', { name: 'Închide' }).click();
    await expect(dialog).toHaveCount(0);
  });
}

test('the menu links reach every game and every help page', async ({ page }) => {
  await open(page, '#/');
  const cards = page.locator('.card');
  await expect(cards).toHaveCount(6);
  for (const slug of SLUGS) {
    await open(page, '#/');
    await page.locator(`.card[data-variant="${slug}"]`).getByRole('link', { name: 'Joacă', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/${slug}$`));
    await expect.poll(() => pieces(page)).toEqual(START[slug]);
    await open(page, '#/');
    await page.locator(`.card[data-variant="${slug}"]`).getByRole('link', { name: /Cum se joacă/ }).click();
    await expect(page.locator('.help h3').first()).toBeVisible();
    await expect(page.locator('.help')).toContainText(rulesText(gameOf(slug).rules).split('\n')[2].trim());
  }
});

test('a help text that does not load says so, and loads when asked again', async ({ page }) => {
  let refuse = true;
  await page.route('**/rules/*', (route) => (refuse ? route.abort() : route.continue()));
  await open(page, '#/ajutor/nebun');
  const help = page.locator('.help');
  await expect(help.locator('.help-error')).toHaveText('Regulile nu s-au putut încărca. Verifică legătura la internet și încearcă din nou');
  await expect(help).toHaveAttribute('aria-busy', 'false');
  refuse = false;
  await help.getByRole('button', { name: 'încearcă din nou' }).click();
  await expect(help.locator('h3').first()).toBeVisible();
  await expect(help.locator('.help-error')).toHaveCount(0);
  await expect(help).toContainText(rulesText(gameOf('nebun').rules).split('\n')[2].trim());
});

test('the help says so when its reader (the lazily loaded screens) cannot load, and reads once reopened', async ({ page }) => {
  let refuse = true;
  await page.route('**/screens/**', (route) => (refuse ? route.abort() : route.continue()));
  await open(page, '#/nebun');
  await page.locator('[data-action="help"]').click();
  const help = page.locator('.help');
  await expect(help.locator('.help-error')).toHaveText(
    'Regulile nu s-au putut încărca. Verifică legătura la internet, apoi închide și deschide din nou ajutorul.');
  await expect(help).toHaveAttribute('aria-busy', 'false');
  refuse = false;
  await page.getByRole('button', { name: 'Închide' }).click();
  await page.locator('[data-action="help"]').click();
  await expect(help.locator('h3').first()).toBeVisible();
  await expect(help).toContainText(rulesText(gameOf('nebun').rules).split('\n')[2].trim());
});

test('an unknown route shows a gentle notice and the menu', async ({ page }) => {
  await open(page, '#/sah-mare');
  await expect(page.locator('[data-notice]')).toContainText('nu există');
  await expect(page.locator('.card')).toHaveCount(6);
});

test('bad parameters are ignored with a notice and the start position', async ({ page }) => {
  await open(page, '#/nebun?nivel=9&mod=trei&poz=xyz');
  const notice = page.locator('[data-notice]');
  await expect(notice).toContainText('nivel=9');
  await expect(notice).toContainText('mod=trei');
  await expect(notice).toContainText('Poziția din adresă nu se poate citi');
  expect(await pieces(page)).toEqual(START.nebun);
  // Closing the notice keeps the game.
  await page.getByRole('button', { name: 'Închide mesajele' }).click();
  await expect(notice).toHaveCount(0);
  expect(await pieces(page)).toEqual(START.nebun);
});

test('embed=1 hides the app chrome', async ({ page }) => {
  await open(page, '#/dama?embed=1');
  await expect(page.locator('.app-header')).toHaveCount(0);
  expect(await pieces(page)).toEqual(START.dama);
  await open(page, '#/dama');
  await expect(page.locator('.app-header')).toBeVisible();
});

test('player 1 sits at the bottom of the board', async ({ page }) => {
  await open(page, '#/cal');
  // In the knight game the child has the black pawns by default: rank 1 at the top.
  const first = await page.locator('[data-square]').first().getAttribute('data-square');
  expect(first).toBe('h1');
  await open(page, '#/nebun');
  expect(await page.locator('[data-square]').first().getAttribute('data-square')).toBe('a8');
});

const SIZES = { phone: [375, 667], tablet: [768, 1024], desktop: [1366, 768] };
for (const [name, [width, height]] of Object.entries(SIZES)) {
  test(`screenshots at ${name} size keep board and status on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const hash of ['#/', '#/cai', '#/nebun', '#/rege', '#/ajutor/dama']) {
      await open(page, hash);
      await page.screenshot({ path: test.info().outputPath(`${name}-${hash.replace(/\W+/g, '_')}.png`) });
    }
    for (const slug of SLUGS) {
      await open(page, `#/${slug}`);
      const board = await page.locator('.board').boundingBox();
      const status = await page.getByRole('status').boundingBox();
      expect(board.x).toBeGreaterThanOrEqual(0);
      expect(board.x + board.width).toBeLessThanOrEqual(width + 1);
      expect(board.width).toBeGreaterThan(Math.min(width, height) * 0.55);
      if (name !== 'phone') {
        expect(board.y + board.height).toBeLessThanOrEqual(height + 1);
        expect(status.y + status.height).toBeLessThanOrEqual(height);
      }
    }
  });
}
