// A teacher's goal (`tinta=`): shown to the child on the game page
// (`[data-goal]`) and judged once the round is over (`data-goal-met`); the
// editor says what the exact knowledge proves and proposes that goal; a
// series keeps each position's goal into its game link and its results; a
// goal that can no longer be met is said at once and can be tried again.
import { test, expect } from '@playwright/test';
import { open, tap } from './helpers.mjs';

// Kf6, Ta1 against Kh8: Rf7 (the king's only square is h7), then Th1#.
const MATE_IN_2 = '7k/8/5K2/8/8/8/8/R7_w';

/** The child's move by two taps, once the board offers it. */
async function move(page, from, to) {
  await expect(page.locator(`[data-square="${from}"].is-movable`)).toBeVisible();
  await tap(page, from);
  await tap(page, to);
}

/** Mates in 2 from MATE_IN_2: the robot's king has one square. */
async function mateIn2(page) {
  await move(page, 'f6', 'f7');
  await expect(page.locator('[data-square="h7"] [data-piece="bK"]')).toHaveCount(1);
  await move(page, 'a1', 'h1');
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
}

test('a mate in 2 meets „mat2” and the page says so', async ({ page }) => {
  await open(page, `#/rege?poz=${MATE_IN_2}&tinta=mat2&blocat=1`);
  const goal = page.locator('[data-goal]');
  await expect(goal).toHaveAttribute('data-goal', 'mat2');
  await expect(goal).toHaveText('🎯 Ținta: dă mat în cel mult 2 mutări.');
  await expect(page.locator('section.game')).not.toHaveAttribute('data-goal-met', /./);
  await mateIn2(page);
  await expect(page.locator('section.game')).toHaveAttribute('data-goal-met', 'da');
  await expect(goal).toHaveText('🎯 Ținta: dă mat în cel mult 2 mutări. ✅ Reușit!');
});

test('the same mate misses „mat1”: the goal is judged, not the win', async ({ page }) => {
  await open(page, `#/rege?poz=${MATE_IN_2}&tinta=mat1`);
  await mateIn2(page);
  await expect(page.locator('section.game')).toHaveAttribute('data-goal-met', 'nu');
  await expect(page.locator('[data-goal]')).toHaveText('🎯 Ținta: dă mat în cel mult 1 mutare. ❌ Nereușit.');
  // The results file keeps the goal with the match.
  const kept = await page.evaluate(() => Object.keys(localStorage)
    .filter((k) => k.includes('/meci/'))
    .map((k) => localStorage.getItem(k)).join('\n'));
  expect(kept).toContain('"tinta":"mat1 nu"');
});

test('a goal of another game, or one that does not read, is said and left out', async ({ page }) => {
  await open(page, '#/nebun?tinta=mat2');
  await expect(page.locator('[data-notice]')).toContainText('„tinta=mat2” nu este o țintă a acestui joc: jocul nu are țintă.');
  await expect(page.locator('[data-goal]')).toHaveCount(0);
  await open(page, '#/rege?tinta=zbor');
  await expect(page.locator('[data-notice]')).toContainText('„tinta=zbor” nu este o țintă a acestui joc: jocul nu are țintă.');
  await expect(page.locator('[data-goal]')).toHaveCount(0);
});

test('the editor says what perfect play gives and proposes that goal for the link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, `#/editor?joc=rege&poz=${MATE_IN_2}`);
  const value = page.locator('.ed-value');
  await expect(value).toHaveText('Cu joc perfect, albul dă mat în 2 mutări.');
  await expect(value).toHaveAttribute('data-proposed-goal', 'mat2');
  await page.getByRole('button', { name: 'Mat în 2 mutări ✓' }).click();
  await expect(page.getByRole('button', { name: 'Mat în 2 mutări ✓' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#ed-play')).toHaveAttribute('href', `#/rege?poz=${MATE_IN_2}&tinta=mat2`);
  await expect(page).toHaveURL(/#\/editor\?joc=rege&poz=.*&tinta=mat2$/);
  // A pawn game: its exact table, worked out in slices.
  await open(page, '#/editor?joc=nebun&poz=8/2P5/8/8/8/8/8/b7_b');
  await expect(page.locator('.ed-value')).toHaveText('Cu joc perfect, pionii câștigă în 1 mutare.');
  await expect(page.locator('.ed-value')).toHaveAttribute('data-proposed-goal', 'castiga1');
  // The book's rook game: its table takes a moment; the page says so meanwhile.
  await open(page, '#/editor?joc=turn');
  await expect(page.locator('.ed-value')).toHaveText(/^Cu joc perfect, (pionii|turnul) câștigă în \d+ (mutări|de mutări)\.$/, { timeout: 30_000 });
});

test('a series keeps each position goal: its game link, its page and the child’s result', async ({ page }) => {
  await open(page, `#/serie?titlu=Mat&nivel=1&rege=${MATE_IN_2}&tinta=mat2`);
  const item = page.locator('[data-step="1"]');
  await expect(item.locator('.series-goal')).toHaveText('🎯 Ținta: dă mat în cel mult 2 mutări.');
  await item.locator('a').click();
  await expect(page).toHaveURL(/#\/rege\?nivel=1&poz=.*&tinta=mat2&blocat=1&serie=[0-9a-f]{8}&pas=1$/);
  await mateIn2(page);
  await expect(page.locator('section.game')).toHaveAttribute('data-goal-met', 'da');
  await open(page, `#/serie?titlu=Mat&nivel=1&rege=${MATE_IN_2}&tinta=mat2`);
  await expect(item).toHaveAttribute('data-goal-met', 'da');
  await expect(item).toHaveAttribute('data-result', 'v');
  await expect(item.locator('.series-goal')).toHaveText('🎯 Ținta: dă mat în cel mult 2 mutări. ✅ Reușit!');
});

/** speechSynthesis replaced by a recording stub with a Romanian voice. */
function recordSpeech(page) {
  return page.addInitScript(() => {
    window.__spoken = [];
    window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
    const synth = {
      getVoices: () => [{ lang: 'ro-RO', name: 'Ioana' }],
      cancel() {},
      speak(u) { window.__spoken.push(u.text); },
    };
    Object.defineProperty(window, 'speechSynthesis', { get: () => synth });
  });
}

test('„mat2” played badly is said lost at once, read aloud, and tried again', async ({ page }) => {
  await recordSpeech(page);
  await open(page, `#/rege?poz=${MATE_IN_2}&tinta=mat2`);
  const goal = page.locator('[data-goal]');
  const retry = page.locator('[data-action="retry-goal"]');
  await move(page, 'a1', 'a2');
  // One move left: a mate is still there, nothing is said.
  await expect(page.locator('[data-square="a2"].is-movable')).toBeVisible();
  await expect(goal).toHaveText('🎯 Ținta: dă mat în cel mult 2 mutări.');
  await expect(retry).toHaveCount(0);
  // The second move that does not mate: the goal can no longer be met.
  await move(page, 'a2', 'a3');
  const lost = 'Ținta nu mai poate fi atinsă: ai făcut deja 2 mutări fără să dai mat, ' +
    'iar ținta era mat în cel mult 2 mutări.';
  await expect(goal).toHaveText(`🎯 ${lost}`);
  await expect(goal).toHaveAttribute('aria-live', 'polite');
  await expect(retry).toHaveText('🔁 Încearcă din nou');
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'playing');
  // 🗣️ reads the goal's sentence, then the status (as the page shows them).
  await expect(page.locator('[data-square="a3"].is-movable')).toHaveCount(1);
  await page.evaluate(() => window.__spoken.splice(0));
  await page.locator('[data-action="speak"]').click();
  const status = await page.getByRole('status').innerText();
  await expect.poll(() => page.evaluate(() => window.__spoken)).toEqual([`${lost} ${status}`]);
  // „Încearcă din nou”: the same position and goal, and a mate in time meets it.
  await retry.click();
  await expect(page.locator('[data-moves] li')).toHaveCount(0);
  await expect(page.locator('[data-square="a1"] [data-piece="wR"]')).toHaveCount(1);
  await expect(goal).toHaveText('🎯 Ținta: dă mat în cel mult 2 mutări.');
  await expect(retry).toHaveCount(0);
  await expect(page).toHaveURL(/tinta=mat2/);
  await mateIn2(page);
  await expect(page.locator('section.game')).toHaveAttribute('data-goal-met', 'da');
});

test('against Greu, a pawn move that loses is said at once: the exact table proves it', async ({ page }) => {
  // a7 and a8 win in 2 (the bishop on e7 never reaches a8); b3 loses.
  await open(page, '#/nebun?poz=8/4b3/P7/8/8/8/1P6/8_w&tinta=castiga2&nivel=3');
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  const goal = page.locator('[data-goal]');
  await expect(goal).toHaveText('🎯 Ținta: câștigă în cel mult 2 mutări.');
  await move(page, 'b2', 'b3');
  await expect(goal).toHaveText('🎯 Ținta nu mai poate fi atinsă în repriza aceasta: ' +
    'de aici Robotul câștigă orice ai muta.');
  await page.locator('[data-action="retry-goal"]').click();
  await expect(goal).toHaveText('🎯 Ținta: câștigă în cel mult 2 mutări.');
  await move(page, 'a6', 'a7');
  await expect(goal).toHaveText('🎯 Ținta: câștigă în cel mult 2 mutări.');
  await move(page, 'a7', 'a8');
  await expect(page.locator('section.game')).toHaveAttribute('data-goal-met', 'da');
  await expect(goal).toHaveText('🎯 Ținta: câștigă în cel mult 2 mutări. ✅ Reușit!');
});
