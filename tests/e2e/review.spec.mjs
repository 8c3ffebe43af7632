// The review of a finished round ("🔍 Ce s-a întâmplat?"), on a tablet by
// touch: verdicts on the move list, the sentence naming the decisive
// mistake, stepping through the round with the best move marked, the king
// hunt's missed mate and the knight race's shortest route.
import { test, expect } from '@playwright/test';
import { open, pieces, playHint } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const square = (page, name) => page.locator(`[data-square="${name}"]`);
const game = (page) => page.locator('section.game');

test('b2-b4 from the bishop start is named as the decisive mistake, and the review steps to it', async ({ page }) => {
  await open(page, '#/nebun?mod=doi');
  await expect(page.locator('html')).toHaveClass(/robot-ready/); // the exact table is built
  await square(page, 'b2').tap();
  await square(page, 'b4').tap();
  // Then both players follow "Sfat" until the bishop has won.
  for (let i = 0; i < 40; i++) {
    if ((await game(page).getAttribute('data-phase')) !== 'playing') break;
    await playHint(page);
  }
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'negru');
  await expect(page.locator('[data-review]')).toHaveText(
    'Mutarea 1 a pionilor, b2-b4, a pierdut: după ea, nebunul a luat toți pionii. Jucătorul 1 câștiga cu a2-a4.');
  await expect(page.locator('.review-legend')).toHaveText(
    '✓ bună: n-a stricat nimic și n-a dat nimic degeaba. ⚠ slabă: a dat ceva degeaba sau a grăbit pierderea. ✗ greșeală: a pierdut câștigul.');
  await expect(page.locator('.review h2')).toHaveText('🔍 Ce s-a întâmplat?');
  // Every move has its number and verdict; only the first is a mistake.
  const plies = page.locator('[data-moves] li[data-ply]');
  const count = await plies.count();
  expect(count).toBeGreaterThan(5);
  await expect(page.locator('[data-ply="1"]')).toHaveAttribute('data-verdict', 'greseala');
  await expect(page.locator('[data-ply="1"]')).toHaveText('b4');
  await expect(page.locator('[data-verdict="greseala"]')).toHaveCount(1);
  await expect(page.locator('[data-verdict="bun"]')).toHaveCount(count - 1);
  const final = await pieces(page);
  await expect(page.locator('.step-caption')).toHaveText(
    'Poziția de la final. Apasă ◀ ca să revezi repriza mutare cu mutare.');
  // "🔎" shows the position where b2-b4 was played, a2-a4 marked.
  await expect(page.locator('[data-action="review-next"]')).toHaveCount(0);
  await page.locator('[data-action="review-key"]').tap();
  await expect(page.locator('.step-caption')).toHaveText(
    'Aici s-a jucat mutarea 1 a pionilor, b2-b4: greșeală. Cea mai bună mutare era a2-a4.');
  await expect(page.locator('.is-hint')).toHaveCount(2);
  await expect(square(page, 'a2')).toHaveClass(/is-hint/);
  await expect(square(page, 'a4')).toHaveClass(/is-hint/);
  await expect(square(page, 'b2')).toHaveClass(/is-played/);
  await expect(square(page, 'b4')).toHaveClass(/is-played/);
  expect(await pieces(page)).toEqual({ a2: 'wP', b2: 'wP', c2: 'wP', c8: 'bB' });
  await expect(page.locator('[data-action="review-prev"]')).toHaveCount(0);
  // ▶ plays b2-b4 again: the move is marked on the list and on the board.
  await page.locator('[data-action="review-next"]').tap();
  await expect(page.locator('.step-caption')).toContainText('După mutarea 1 a pionilor, b2-b4: greșeală.');
  await expect(page.locator('[data-ply="1"]')).toHaveAttribute('aria-current', 'step');
  await expect(square(page, 'b4')).toHaveClass(/is-last-move/);
  expect((await pieces(page)).b4).toBe('wP');
  // No move can be made on a reviewed position.
  await square(page, 'a2').tap();
  await expect(page.locator('.is-dest')).toHaveCount(0);
  // ▶ to the end: the round's last position again.
  for (let i = 1; i < count; i++) await page.locator('[data-action="review-next"]').tap();
  await expect(page.locator('[data-action="review-next"]')).toHaveCount(0);
  expect(await pieces(page)).toEqual(final);
  // The next round starts clean.
  await page.locator('[data-action="next-round"]').tap();
  await expect(page.locator('.review')).toBeHidden();
  await expect(page.locator('[data-moves] li')).toHaveCount(0);
});

test('the hunt\'s review says where a mate was missed', async ({ page }) => {
  await open(page, '#/rege?mod=doi&poz=7k/8/5K2/8/8/8/8/6Q1_w');
  for (const [from, to] of [['g1', 'a7'], ['h8', 'g8'], ['a7', 'g7']]) {
    await square(page, from).tap();
    await square(page, to).tap();
  }
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(page.locator('[data-review]')).toHaveText(
    'Mutarea 1 a albului, Dg1-a7: aici era mat într-o mutare, cu Dg1-g7.');
  await expect(page.locator('[data-ply="3"]')).toHaveAttribute('data-verdict', 'bun');
  await expect(page.locator('[data-ply="1"]')).toHaveAttribute('data-verdict', 'necunoscut');
  await page.locator('[data-action="review-key"]').tap();
  await expect(page.locator('.step-caption')).toHaveText(
    'Aici s-a jucat mutarea 1 a albului, Dg1-a7. Era mat într-o mutare, cu Dg1-g7.');
  await expect(square(page, 'g7')).toHaveClass(/is-hint/);
});

test('the queen taken by a defended pawn is named, and „Arată greșeala” shows that move', async ({ page }) => {
  await open(page, '#/dama?mod=doi&poz=3q4/8/8/8/8/3P4/PPP1PPPP/8_b');
  await square(page, 'd8').tap();
  await square(page, 'd3').tap();
  await square(page, 'c2').tap();
  await square(page, 'd3').tap();
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(page.locator('[data-review]')).toHaveText('Pionul de pe c2 apăra d3: după Dxd3, cxd3 a luat dama.');
  await expect(page.locator('[data-ply="1"]')).toHaveAttribute('data-verdict', 'slab');
  await page.locator('[data-action="review-key"]').tap();
  await expect(page.locator('.step-caption')).toHaveText('Aici s-a jucat mutarea 1 a damei, Dd8xd3: slabă.');
  expect((await pieces(page)).d8).toBe('bQ');
  // The move named is marked on the board, where it was played.
  await expect(page.locator('.is-played')).toHaveCount(2);
  await expect(square(page, 'd8')).toHaveClass(/is-played/);
  await expect(square(page, 'd3')).toHaveClass(/is-played/);
  await page.locator('[data-action="review-next"]').tap();
  await expect(page.locator('.is-played')).toHaveCount(0);
});

test('a stalemate is called „pat”, with the mate in one it threw away', async ({ page }) => {
  await open(page, '#/rege?mod=doi&poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await square(page, 'g1').tap();
  await square(page, 'g6').tap();
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(page.locator('[data-review]')).toHaveText(
    'Mutarea 1 a albului, Dg1-g6, a dat pat: regele negru nu mai avea nicio mutare, dar nu era în șah. Cu Dg1-g7 Jucătorul 1 dădea mat într-o mutare.');
  await expect(page.locator('[data-ply="1"]')).toHaveAttribute('data-verdict', 'greseala');
});

test('after a race the shortest route is drawn on the board, numbered', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '#/cai?nivel=1');
  for (let i = 0; i < 60; i++) {
    if ((await game(page).getAttribute('data-phase')) !== 'playing') break;
    await expect(game(page)).toHaveAttribute('data-busy', 'false');
    if ((await game(page).getAttribute('data-phase')) !== 'playing') break;
    if (await page.locator('[data-action="hint"]').count() === 0) {
      // The robot's turn: until the child's hint is back, or the round is over.
      await page.waitForFunction(() => document.querySelector('[data-action="hint"]')
        || document.querySelector('section.game').dataset.phase !== 'playing');
      continue;
    }
    await playHint(page);
  }
  await expect(game(page)).not.toHaveAttribute('data-phase', 'playing');
  await expect(page.locator('[data-review]')).toHaveText(
    'Într-o cursă nu decide o singură mutare, ci tot drumul. Apasă „🗺 Drumul cel mai scurt” ca să-l vezi pe tablă, numerotat.');
  const route = page.locator('[data-action="route"]');
  await expect(route).toHaveText('🗺 Drumul cel mai scurt');
  await route.tap();
  // The white knight's 19 jumps from e8, numbered 1 to 19.
  const steps = page.locator('[data-square][data-step]');
  await expect(steps).toHaveCount(19);
  const numbers = await steps.evaluateAll((els) => els.map((e) => Number(e.dataset.step)).sort((a, b) => a - b));
  expect(numbers).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
  await expect(page.locator('.is-route.route-b')).toHaveCount(0);
  await route.tap();
  await expect(steps).toHaveCount(0);
});

/** Whether the move being reviewed lies wholly inside the move list's view. */
const currentMoveInView = (page) => page.evaluate(() => {
  const list = document.querySelector('[data-moves]').getBoundingClientRect();
  const item = document.querySelector('[data-moves] li[aria-current="step"]');
  if (!item) return false;
  const box = item.getBoundingClientRect();
  return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
});

for (const [width, height] of [[375, 667], [768, 1024]]) {
  test(`at ${width}×${height} the move being reviewed stays in view, and the counters are its position's`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await open(page, '#/turn?mod=doi');
    await expect(page.locator('html')).toHaveClass(/robot-ready/);
    const startCounters = await page.locator('.progress').innerText();
    // Both players follow „💡 Sfat”: a long round, more moves than the list shows at once.
    for (let i = 0; i < 80; i++) {
      if ((await game(page).getAttribute('data-phase')) !== 'playing') break;
      await playHint(page);
    }
    await expect(game(page)).not.toHaveAttribute('data-phase', 'playing');
    const count = await page.locator('[data-moves] li[data-ply]').count();
    expect(count).toBeGreaterThan(16);
    // The last move is in the list's view at the round's end.
    const last = page.locator(`[data-ply="${count}"]`);
    await expect.poll(() => last.evaluate((el) => {
      const list = el.parentElement.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
    })).toBe(true);
    // Stepping back move by move, the move shown is always in view.
    for (let i = count; i > 1; i--) {
      await page.locator('[data-action="review-prev"]').tap();
      await expect(page.locator(`[data-ply="${i - 1}"]`)).toHaveAttribute('aria-current', 'step');
      await expect.poll(() => currentMoveInView(page)).toBe(true);
    }
    // At the first move, the counters are those of the start's position after it.
    await page.locator('[data-action="review-prev"]').tap();
    await expect(page.locator('.step-caption')).toContainText('Poziția de la început.');
    await expect(page.locator('.progress')).toHaveText(startCounters);
    // And ▶ again walks forward with the list.
    for (let i = 1; i <= 12; i++) {
      await page.locator('[data-action="review-next"]').tap();
      await expect(page.locator(`[data-ply="${i}"]`)).toHaveAttribute('aria-current', 'step');
      await expect.poll(() => currentMoveInView(page)).toBe(true);
    }
  });
}
