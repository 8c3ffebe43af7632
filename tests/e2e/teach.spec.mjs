// The app teaches: a hint in every game, and the lens that shows which pawns
// defend each other (on a tablet, by touch).
import { test, expect } from '@playwright/test';
import { open, pieces } from './helpers.mjs';
import { SLUGS } from '../games.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const square = (page, name) => page.locator(`[data-square="${name}"]`);

test('"Sfat" in the bishop game points at the only winning first move, in words', async ({ page }) => {
  // From the book's start only a2-a4 wins for the pawns (the exact table).
  await open(page, '#/nebun?mod=doi');
  await expect(page.locator('html')).toHaveClass(/robot-ready/); // the exact table is built
  await page.locator('[data-action="hint"]').tap();
  await expect(page.locator('.is-hint')).toHaveCount(2);
  await expect(square(page, 'a2')).toHaveClass(/is-hint/);
  await expect(square(page, 'a4')).toHaveClass(/is-hint/);
  await expect(page.locator('.tap-answer')).toHaveText('Sfat: mută pionul de pe a2 pe a4.');
  // Playing it takes the hint away at once (it stays 3.2 s otherwise): it
  // spoke of the board before.
  await square(page, 'a2').tap();
  await square(page, 'a4').tap();
  await expect(square(page, 'a4').locator('[data-piece="wP"]')).toHaveCount(1);
  await expect(page.locator('.tap-answer')).toBeHidden({ timeout: 1500 });
});

test('every game offers "Sfat" to the child, and the knight race hints a jump of the racing knight', async ({ page }) => {
  for (const slug of SLUGS) {
    await open(page, `#/${slug}?mod=doi`);
    await expect(page.locator('[data-action="hint"]'), slug).toBeVisible();
  }
  await open(page, '#/cai');
  await page.locator('[data-action="hint"]').tap();
  await expect(square(page, 'e8')).toHaveClass(/is-hint/);
  // Against the robot a hint costs a star, and says so.
  await expect(page.locator('.tap-answer')).toHaveText(/^Sfat: mută calul de pe e8 pe [a-h][1-8]\. Un sfat costă o stea\.$/);
});

test('the lens marks defended and undefended pawns and the squares they attack, and is remembered', async ({ page }) => {
  // The rules' example: the pawn on b3 defends c4.
  await open(page, '#/nebun?mod=doi&poz=8/8/8/8/2P5/1P6/8/2b5_b');
  const lens = page.locator('[data-action="lens"]');
  await expect(lens).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.is-defended, .is-undefended, .is-attacked')).toHaveCount(0);
  await lens.tap();
  await expect(lens).toHaveAttribute('aria-pressed', 'true');
  const marked = (cls) => page.locator(`.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  expect(await marked('is-defended')).toEqual(['c4']);
  expect(await marked('is-undefended')).toEqual(['b3']);
  expect(await marked('is-attacked')).toEqual(['a4', 'b5', 'c4', 'd5']);
  // Said to the side to move between two children: here the bishop's.
  await expect(page.locator('.lens-legend')).toHaveText(
    'Punct verde: pion apărat, nu-l lua! Colț roșu: pion neapărat, îl poți lua. Dungi roșii: acolo un pion îți ia piesa.');
  // The legal-move dots still show with the lens on.
  await square(page, 'c1').tap();
  await expect(page.locator('.is-dest')).not.toHaveCount(0);
  // Remembered on this device.
  await page.reload();
  await expect(page.locator('[data-action="lens"]')).toHaveAttribute('aria-pressed', 'true');
  expect(await marked('is-defended')).toEqual(['c4']);
  // The king hunt's lens is the black king's cage.
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  expect(await marked('is-attacked')).toContain('g8');
  expect(await marked('is-attacked')).not.toContain('h7');
  await expect(page.locator('.lens-legend')).toHaveText('Dungi roșii: pătratele în care regele negru nu poate intra.');
  // The knight race has none.
  await open(page, '#/cai');
  await expect(page.locator('[data-action="lens"]')).toHaveCount(0);
});

test('"Înapoi" takes back the child\'s move with the robot\'s reply, twice, then the hunt is finished', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w&nivel=1');
  const start = await pieces(page);
  await expect(page.locator('[data-action="undo"]')).toHaveCount(0);
  const moves = page.locator('[data-moves] li');
  for (const [from, to, count] of [['g1', 'g2', 2], ['g2', 'g3', 4]]) {
    await square(page, from).tap();
    await square(page, to).tap();
    await expect(moves).toHaveCount(count);
    await expect(page.locator('section.game')).toHaveAttribute('data-busy', 'false');
  }
  const undo = page.locator('[data-action="undo"]');
  await expect(undo).toHaveText('↶ Înapoi');
  await undo.tap();
  await expect(moves).toHaveCount(2);
  await undo.tap();
  await expect(moves).toHaveCount(0);
  expect(await pieces(page)).toEqual(start);
  await expect(undo).toHaveCount(0);
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  await expect(page.locator('[data-action="undo"]')).toHaveCount(0);
  // Kept with the match, and said in the results.
  await open(page, '#/rezultate');
  await expect(page.locator('.results')).toContainText('contra Robotului (Ușor) · ★★★ · 2 mutări luate înapoi');
  // Between two players there is no take-back.
  await open(page, '#/rege?mod=doi&poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await square(page, 'g1').tap();
  await square(page, 'g2').tap();
  await expect(page.locator('[data-action="undo"]')).toHaveCount(0);
});

test('the lens shows the position on the board: after the last capture or a pawn taking the piece, no marks of a pawn gone', async ({ page }) => {
  const marked = (cls) => page.locator(`.${cls}`).evaluateAll((els) => els.map((e) => e.dataset.square).sort());
  const marks = page.locator('.is-defended, .is-undefended, .is-attacked');
  const over = () => expect(page.locator('section.game')).not.toHaveAttribute('data-phase', 'playing');
  // The knight takes the last pawn (Cxf5).
  await open(page, '#/cal?mod=doi&poz=8/8/8/5p2/8/4N3/8/8_w');
  await page.locator('[data-action="lens"]').tap();
  expect(await marked('is-attacked')).toEqual(['e4', 'g4']);
  await square(page, 'e3').tap();
  await square(page, 'f5').tap();
  await over();
  await expect(marks).toHaveCount(0);
  // Stepping back in the review shows that position, with its lens.
  await page.locator('[data-action="review-prev"]').tap();
  await expect(square(page, 'f5').locator('[data-piece="bP"]')).toHaveCount(1);
  expect(await marked('is-attacked')).toEqual(['e4', 'g4']);
  await page.locator('[data-action="review-next"]').tap();
  await expect(marks).toHaveCount(0);
  // A pawn takes the piece on the last rank (dxc8): the pawn on c8 is
  // there, and attacks nothing.
  await open(page, '#/nebun?mod=doi&poz=2b5/3P4/8/8/8/8/8/8_w');
  expect(await marked('is-attacked')).toEqual(['c8', 'e8']);
  await square(page, 'd7').tap();
  await square(page, 'c8').tap();
  await over();
  await expect(page.locator('.is-attacked')).toHaveCount(0);
  expect(await marked('is-undefended')).toEqual(['c8']);
  // The king hunt's cage is the mated king's (h7 was its way out).
  await open(page, '#/rege?mod=doi&poz=7k/8/5K2/8/8/8/8/6Q1_w');
  expect(await marked('is-attacked')).not.toContain('h7');
  await square(page, 'g1').tap();
  await square(page, 'g7').tap();
  await over();
  expect(await marked('is-attacked')).toContain('h7');
});

test('"Înapoi" says what it took back, over the board', async ({ page }) => {
  await open(page, '#/nebun?nivel=1');
  await square(page, 'a2').tap();
  await square(page, 'a3').tap();
  await expect(page.locator('[data-moves] li')).toHaveCount(2);
  await expect(page.locator('section.game')).toHaveAttribute('data-busy', 'false');
  await page.locator('[data-action="undo"]').tap();
  await expect(page.locator('[data-moves] li')).toHaveCount(0);
  await expect(page.locator('.tap-answer')).toHaveText('Am luat înapoi mutarea ta și a Robotului.');
  await expect(page.locator('.tap-answer')).toBeVisible();
});

test('at Ușor the board asks before the piece is given away, and the lens starts on while the child has the piece', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/nebun?poz=8/8/8/8/2P5/1P6/8/5b2_b&rol=negru&nivel=1');
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await expect(page.locator('[data-action="lens"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(square(page, 'c4')).toHaveClass(/is-defended/);
  await square(page, 'f1').tap();
  await square(page, 'c4').tap();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Atenție: pionul de pe b3 apără c4. Muți totuși?');
  // „Nu”: the bishop stays, nothing was played.
  await dialog.getByRole('button', { name: 'Nu' }).tap();
  await expect(dialog).toHaveCount(0);
  expect((await pieces(page)).f1).toBe('bB');
  // Asked again, „Da” plays it (and the pawn takes the bishop).
  await square(page, 'f1').tap();
  await square(page, 'c4').tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Da' }).tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'round-over');
  // At Mediu the same move is played unasked.
  await page.evaluate(() => localStorage.clear());
  await open(page, '#/nebun?poz=8/8/8/8/2P5/1P6/8/5b2_b&rol=negru&nivel=2');
  await expect(page.locator('[data-action="lens"]')).toHaveAttribute('aria-pressed', 'false');
  await square(page, 'f1').tap();
  await square(page, 'c4').tap();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await pieces(page)).c4).toBe('bB');
});
