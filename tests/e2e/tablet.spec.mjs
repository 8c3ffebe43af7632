// Where children really play: a tablet held in portrait and a phone, by
// touch. Everything needed is on screen, every tap gets an answer, a round's
// end and the hand-over are seen, and teachers' links keep their position.
import { test, expect } from '@playwright/test';
import { open, pieces, status } from './helpers.mjs';

const SIZES = {
  phone: { width: 375, height: 667 },
  tablet: { width: 768, height: 1024 },
  'tablet landscape': { width: 1024, height: 768 },
  desktop: { width: 1366, height: 768 },
};
const TOUCH = ['phone', 'tablet'];

const game = (page) => page.locator('section.game');
const square = (page, name) => page.locator(`[data-square="${name}"]`);

/** The element's box in the viewport, and whether all of it is visible. */
async function onScreen(locator) {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  expect(box, 'the element is rendered').not.toBeNull();
  return box.y >= -0.5 && box.x >= -0.5
    && box.y + box.height <= size.height + 0.5 && box.x + box.width <= size.width + 0.5;
}

/** Waits until the element is wholly on screen (the page may be scrolling). */
async function expectOnScreen(locator, what) {
  await expect.poll(() => onScreen(locator), { message: `${what} on screen` }).toBe(true);
}

/** The element's top in page coordinates (scrolling does not change it). */
const pageTop = (locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

/** A tap with the finger (touch contexts) on a square. */
const touch = (page, name) => square(page, name).tap();

for (const [name, viewport] of Object.entries(SIZES)) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: TOUCH.includes(name) });

    test('before the first move: board, status, mode and level are all on screen', async ({ page }) => {
      for (const hash of ['#/nebun', '#/cai', '#/rege', '#/dama?nivel=3']) {
        await open(page, hash);
        await expectOnScreen(page.locator('.board'), `${hash}: the board`);
        await expectOnScreen(page.getByRole('status'), `${hash}: the status`);
        const choices = page.locator('.segmented a');
        await expect(choices).toHaveCount(5);
        for (let i = 0; i < 5; i++) {
          await expectOnScreen(choices.nth(i), `${hash}: choice ${await choices.nth(i).getAttribute('aria-label')}`);
        }
        // The board is the largest thing: at least 80 % of the narrow side
        // on portrait screens, 75 % of the height on landscape ones.
        const box = await page.locator('.board').boundingBox();
        const room = viewport.width < viewport.height ? viewport.width * 0.8 : viewport.height * 0.75;
        expect(box.width, `${hash}: board width`).toBeGreaterThanOrEqual(room);
      }
    });
  });
}

for (const name of TOUCH) {
  const viewport = SIZES[name];
  test.describe(`${name} by touch`, () => {
    test.use({ viewport, hasTouch: true });

    test('a round that ends shows its verdict and next step; the next round brings the board back', async ({ page }) => {
      // The bishop to move takes the last pawn: the round ends at once.
      await open(page, '#/nebun?mod=doi&poz=8/8/8/8/8/8/1P6/2b5_b');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await touch(page, 'c1');
      await touch(page, 'b2');
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      const next = page.locator('[data-action="next-round"]');
      await expect(next).toHaveText('Repriza a doua ▶');
      await expectOnScreen(page.getByRole('status'), 'the verdict');
      await expectOnScreen(next, 'the next-round button');
      // A child who scrolled down to read the moves taps the button there.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await next.tap();
      await expect(game(page)).toHaveAttribute('data-phase', 'playing');
      await expect(page.locator('.round-label')).toHaveText('Repriza 2 din 2');
      await expectOnScreen(page.getByRole('status'), 'the new status');
      for (const sq of ['a8', 'h8', 'a1']) await expectOnScreen(square(page, sq), `square ${sq}`);
      // Round 2 starts from the teacher's position again, roles swapped:
      // the bishop, to move, is now player 1's.
      expect(await pieces(page)).toEqual({ b2: 'wP', c1: 'bB' });
      expect(await status(page)).toContain('Jucătorul 1');
      await expect(page.locator('.side.active')).toContainText('Jucătorul 1');
    });

    test('the board never moves when a text changes', async ({ page }) => {
      // White to move, and a careless move stalemates: the warning is long.
      await open(page, '#/rege?mod=doi&poz=7k/8/6Q1/8/8/8/8/K7_w');
      await expect(page.getByRole('status')).toContainText('pat');
      const board = page.locator('.board');
      const before = await pageTop(board);
      await touch(page, 'a1');
      await touch(page, 'a2');
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      expect(await pageTop(board)).toBe(before);
    });

    test('the pieces that can move are marked, and a wrong tap gets an answer', async ({ page }) => {
      await open(page, '#/cai');
      await expect(square(page, 'e8')).toHaveClass(/is-movable/);
      await expect(page.locator('.is-movable')).toHaveCount(1);
      await expect(square(page, 'g1')).not.toHaveClass(/is-movable/);
      const answer = page.locator('.tap-answer');
      await expect(answer).toHaveAttribute('aria-live', 'assertive');
      await touch(page, 'g1');
      await expect(answer).toHaveText('Acest cal nu joacă în cursă. Mută calul de pe e8.');
      await expect(answer).toBeVisible();
      await touch(page, 'e1');
      await expect(answer).toHaveText('Acest cal este al Robotului. Tu muți calul alb.');
      await touch(page, 'e8');
      await expect(square(page, 'e8')).toHaveClass(/is-selected/);
      await touch(page, 'e4');
      await expect(answer).toHaveText('Aici nu se poate muta.');
      // The knight stays picked: its targets still show.
      await expect(square(page, 'e8')).toHaveClass(/is-selected/);
      await expect(page.locator('.is-dest')).not.toHaveCount(0);
      // The answer goes away by itself.
      await expect(answer).toBeHidden({ timeout: 6000 });
      await touch(page, 'e5');
      await expect(answer).toHaveText('Aici nu se poate muta.');
    });

    test('between two players, the round-over screen says who plays which side next', async ({ page }) => {
      // The rules' pinned pawn: no pawn move, the bishop has won at once.
      await open(page, '#/nebun?mod=doi&poz=8/8/b7/P7/8/8/8/8_w');
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      const handOver = page.locator('.hand-over');
      await expect(handOver).toHaveText(
        'Schimbați locurile! În repriza a doua, Jucătorul 1 joacă cu nebunul, iar Jucătorul 2 cu pionii.');
      await expectOnScreen(handOver, 'the hand-over');
      await page.locator('[data-action="next-round"]').tap();
      // Round 2 starts at once, from the same position: decided again.
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      await expect(handOver).toBeHidden();
      await expectOnScreen(page.locator('[data-action="play-again"]'), 'the play-again button');
      // "Joacă din nou" keeps the teacher's position.
      await page.locator('[data-action="play-again"]').tap();
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      expect(await pieces(page)).toEqual({ a6: 'bB', a5: 'wP' });
    });
  });
}

test.describe('teachers’ links and embeds', () => {
  test.use({ viewport: SIZES.phone, hasTouch: true });

  test('an embed uses the phone layout: one column, a board as wide as the frame', async ({ page }) => {
    await open(page, '#/nebun?embed=1');
    expect((await page.locator('.board').boundingBox()).width).toBeGreaterThan(330);
    await page.setViewportSize({ width: 600, height: 800 });
    // As large as the frame's height allows once the status, the choices
    // and the moves below it fit in the frame too (no scroll bar inside it).
    await expect.poll(async () => (await page.locator('.board').boundingBox()).width).toBeGreaterThan(350);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800);
    const board = await page.locator('.board').boundingBox();
    const status = await page.getByRole('status').boundingBox();
    expect(status.y).toBeGreaterThan(board.y + board.height);
  });

  test('the mode and level choices keep the teacher’s position', async ({ page }) => {
    const poz = '8/8/8/8/2b5/8/PPP5/8_w';
    await open(page, `#/nebun?poz=${poz}`);
    for (const link of await page.locator('.segmented a').all()) {
      expect(await link.getAttribute('href')).toContain(`poz=${poz}`);
    }
    await page.locator('.segmented a[aria-label="Doi jucători"]').tap();
    await expect(page.locator('.segmented a[aria-label="Doi jucători"]')).toHaveClass(/selected/);
    expect(await pieces(page)).toEqual({ c4: 'bB', a2: 'wP', b2: 'wP', c2: 'wP' });
  });

  test('a resumed match shows its own mode and level, whatever was tapped before', async ({ page }) => {
    await open(page, '#/nebun?nivel=1');
    await touch(page, 'a2');
    await touch(page, 'a3');
    await expect(page.locator('[data-moves] li')).toHaveCount(2);
    await page.locator('.segmented a[aria-label="Doi jucători"]').tap();
    await page.getByRole('button', { name: '▶ Continuă partida' }).tap();
    await expect(page.locator('[data-moves] li')).toHaveCount(2);
    await expect(page.locator('.segmented a.selected')).toHaveCount(2);
    await expect(page.locator('.segmented a[aria-label="Contra Robotului"]')).toHaveClass(/selected/);
    await expect(page.locator('.segmented a[aria-label="Ușor"]')).toHaveClass(/selected/);
    expect(await page.evaluate(() => location.hash)).toBe('#/nebun?nivel=1');
    await expect(page.locator('.side').first()).toContainText('Tu');
  });
});

// What a child must see, at the sizes where it
// was missed.
for (const name of TOUCH) {
  const viewport = SIZES[name];
  test.describe(`${name} by touch`, () => {
    test.use({ viewport, hasTouch: true });

    test('while reviewing, the position shown, its caption and both step buttons are on screen together', async ({ page }) => {
      // Two moves: a2-a3, then the bishop takes it; the review can step.
      await open(page, '#/nebun?mod=doi&poz=8/8/8/8/8/8/P7/2b5_w');
      await touch(page, 'a2');
      await touch(page, 'a3');
      await touch(page, 'c1');
      await touch(page, 'a3');
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      const prev = page.locator('[data-action="review-prev"]');
      const next = page.locator('[data-action="review-next"]');
      const caption = page.locator('.step-caption');
      await prev.tap();
      await expect(caption).toContainText('După mutarea 1 a pionilor, a2-a3');
      expect(await pieces(page)).toEqual({ a3: 'wP', c1: 'bB' });
      const together = async () => {
        const seen = [];
        for (const el of [page.locator('.board'), caption, prev, next]) seen.push(await onScreen(el));
        return seen;
      };
      await expect.poll(together, { message: 'board, caption, ◀ and ▶ on screen' }).toEqual([true, true, true, true]);
      // ▶ stays under the finger while stepping.
      const at = await next.boundingBox();
      await prev.tap();
      // The start is where a2-a3, the pawn given away, was played.
      await expect(caption).toContainText('Aici s-a jucat mutarea 1 a pionilor, a2-a3: slabă.');
      expect(await next.boundingBox()).toEqual(at);
      await expect.poll(async () => [await onScreen(page.locator('.board')), await onScreen(caption), await onScreen(next)])
        .toEqual([true, true, true]);
      // The way on, „Repriza a doua ▶”, is on screen too, and nothing covers it.
      const nextRound = page.locator('[data-action="next-round"]');
      await expectOnScreen(nextRound, 'the next-round button');
      expect(await nextRound.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('[data-action]') === b;
      })).toBe(true);
      await nextRound.tap();
      await expect(game(page)).toHaveAttribute('data-phase', 'playing');
    });

    test('a bad link’s notice is below the board, worded for a child, and closing it moves nothing', async ({ page }) => {
      await open(page, '#/nebun?rol=verde');
      const notices = page.locator('.notices');
      await expect(notices.locator('.notice')).toHaveText([
        'ℹ️ Legătura are o greșeală, așa că jucăm poziția din carte.',
        'ℹ️ „rol=verde” nu se poate folosi (merge „alb” sau „negru”): culorile sunt cele obișnuite.']);
      await expectOnScreen(page.getByRole('status'), 'the status');
      const board = page.locator('.board');
      const boardBox = await board.boundingBox();
      expect((await notices.boundingBox()).y).toBeGreaterThan(boardBox.y + boardBox.height);
      const top = await pageTop(board);
      await page.getByRole('button', { name: 'Închide mesajele' }).tap();
      await expect(notices).toHaveCount(0);
      expect(await pageTop(board)).toBe(top);
      // The teacher's own position is kept when another part is wrong.
      await open(page, '#/nebun?nivel=9&poz=8/8/8/8/2b5/8/PPP5/8_w');
      await expect(page.locator('.notice')).toHaveText([
        'ℹ️ Legătura are o greșeală, dar poziția ei se poate juca.',
        'ℹ️ „nivel=9” nu se poate folosi (merge 1, 2 sau 3): Robotul joacă la nivelul mediu.']);
    });

    test('every icon button also says what it does in a word, and its name holds that word', async ({ page }) => {
      await open(page, '#/nebun');
      const words = async (selector) => (await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim();
      const buttons = [
        ['[data-action="sound"]', '🔊 Sunet', 'Sunet'],
        ['[data-action="lens"]', '👓 Ochelari', 'Ochelari'],
      ];
      // The teacher's 🖥 is not on phones (teachers project on bigger
      // screens); ✏️ is nowhere a child plays (only beside ✕, projecting).
      await expect(page.locator('.edit-button')).toHaveCount(1);
      await expect(page.locator('.edit-button')).toBeHidden();
      if (name === 'tablet') {
        buttons.push(['[data-action="projector"]', '🖥 Proiector', 'Pe tot ecranul, pentru proiector']);
      } else {
        await expect(page.locator('[data-action="projector"]')).toHaveCount(1);
        await expect(page.locator('[data-action="projector"]')).toBeHidden();
      }
      for (const [selector, said, label] of buttons) {
        expect(await words(selector), selector).toBe(said);
        await expect(page.locator(selector)).toHaveAccessibleName(label);
        await expectOnScreen(page.locator(selector), selector);
      }
      await page.locator('[data-action="sound"]').tap();
      expect(await words('[data-action="sound"]')).toBe('🔇 Sunet');
      await expect(page.locator('[data-action="sound"]')).toHaveAccessibleName('Sunet');
      await expect(page.locator('[data-action="sound"]')).toHaveAttribute('aria-pressed', 'false');
    });
  });
}

test.describe('tablet 768×1024: the start', () => {
  test.use({ viewport: SIZES.tablet, hasTouch: true });

  test('at the start, the round and who plays which side are on screen with the board and the choices', async ({ page }) => {
    for (const hash of ['#/nebun', '#/cal', '#/cai', '#/rege', '#/dama?nivel=3', '#/turn?mod=doi']) {
      await open(page, hash);
      await expectOnScreen(page.locator('.round-label'), `${hash}: the round`);
      const sides = page.locator('.side');
      await expect(sides).toHaveCount(2);
      for (let i = 0; i < 2; i++) await expectOnScreen(sides.nth(i), `${hash}: side ${i + 1}`);
      await expectOnScreen(page.locator('.board'), `${hash}: the board`);
      await expectOnScreen(page.locator('.segmented').last(), `${hash}: the last choices`);
    }
    await open(page, '#/nebun');
    await expect(page.locator('.round-label')).toHaveText('Repriza 1 din 2');
    await expect(page.locator('.side').first()).toContainText('Tu — Pionii');
  });
});
