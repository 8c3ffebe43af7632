// Playing a puzzle (#/probleme/<joc>/<n>): solved by taps in every game
// kind, a wrong move refuted and retried, hints, stars, the next puzzle, a
// bad number, and taps ignored while the robot answers. The puzzles are
// picked from the shipped list; their keys come from the page's own hint.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { open, pieces } from './helpers.mjs';

const shipped = readFileSync(new URL('../../assets/probleme.txt', import.meta.url), 'utf8')
  .split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

/** The shipped puzzles of a game: { n, goal, difficulty, turn }. */
function listOf(slug) {
  return shipped.filter((l) => l.startsWith(slug + ' ')).map((l, i) => {
    const [, goal, difficulty, , turn] = l.split(' ');
    return { n: i + 1, goal: Number(goal), difficulty, turn };
  });
}
/** The first puzzle of a game whose side to move is `turn`. */
const first = (slug, turn) => `${slug}/${listOf(slug).find((p) => !turn || p.turn === turn).n}`;

const puzzle = (page) => page.locator('[data-puzzle]');
const sq = (page, name) => page.locator(`[data-square="${name}"]`);

async function openPuzzle(page, id) {
  // A fresh page of the puzzle, also when it is already open.
  await open(page, '#/');
  await open(page, `#/probleme/${id}`);
  await expect(puzzle(page)).toHaveAttribute('data-puzzle', id);
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await expect(puzzle(page)).toHaveAttribute('data-busy', 'false');
}

/** Plays from→to by two taps, then waits for the robot's answer (if any). */
async function play(page, [from, to]) {
  await sq(page, from).tap();
  await sq(page, to).tap();
  await expect(puzzle(page)).toHaveAttribute('data-busy', 'false');
}

/** Asks for the hint and reads its squares from the sentence. */
async function hint(page) {
  await page.locator('[data-action="hint"]').tap();
  const said = await page.getByRole('status').innerText();
  const [, from, to] = said.match(/^💡 Sfat: mută (?:pionul|nebunul|calul|turnul|dama|regele) de pe ([a-h][1-8]) pe ([a-h][1-8])\.$/);
  await expect(page.locator('.is-hint')).toHaveCount(2);
  await expect(sq(page, from)).toHaveClass(/is-hint/);
  await expect(sq(page, to)).toHaveClass(/is-hint/);
  return [from, to];
}

/** Solves the puzzle by its hints; returns the solver's moves. */
async function learn(page, id) {
  await openPuzzle(page, id);
  const line = [];
  while (await puzzle(page).getAttribute('data-puzzle-state') === 'rezolva') {
    const mv = await hint(page);
    await play(page, mv);
    line.push(mv);
    expect(line.length).toBeLessThan(40);
  }
  await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolvat');
  return line;
}

/** Plays a learnt line (the robot answers the same way every time). */
async function replay(page, line) {
  for (const mv of line) {
    await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolva');
    await play(page, mv);
  }
  await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolvat');
}

/** A legal move of the solver other than `key`, found by tapping pieces. */
async function otherMove(page, key) {
  for (const from of await page.locator('.is-movable').evaluateAll((els) => els.map((e) => e.dataset.square))) {
    await sq(page, from).tap();
    const dests = await page.locator('.is-dest').evaluateAll((els) => els.map((e) => e.dataset.square));
    const to = dests.find((d) => from !== key[0] || d !== key[1]);
    await sq(page, from).tap(); // put it down again
    if (to) return [from, to];
  }
  throw new Error('no other move');
}

// A wrong try: „Nu e bine.”, then why, then the star it cost on a first try.
const WRONG = new RegExp('^Nu e bine\\. (' + [
  'Pionul de pe [a-h][1-8] apăra [a-h][1-8]: (nebunul|calul|turnul|dama) a fost capturat[ă]?\\.',
  'Acum pionii câștigă: după \\d+ mutări ale lor, un pion capturează (nebunul|calul|turnul|dama)\\.',
  'Pionul de pe [a-h][1-8] ajunge pe ultima linie și (nebunul|calul|turnul|dama) nu-l mai poate opri\\.',
  'Pionul de pe [a-h][1-8] a rămas pe ultima linie: (nebunul|calul|turnul|dama) trebuia să-l captureze\\.',
  '(Nebunul|Calul|Turnul|Dama) capturează ultimul pion\\.',
  'Acum (nebunul|calul|turnul|dama) câștigă: în \\d+ mutări capturează toți pionii\\.',
  '(Nebunul|Calul|Turnul|Dama) blochează pionii: nu mai au nicio mutare\\.',
  'Acum (nebunul|calul|turnul|dama) câștigă: în \\d+ mutări pionii rămân fără nicio mutare\\.',
  'Pat! Regele negru nu e în șah, dar nu mai are nicio mutare: vânătoarea s-a terminat\\.',
  'Regele negru capturează (calul|nebunul|turnul|dama|pionul) de pe [a-h][1-8], care nu era apărat\\.',
  'Regele negru fuge pe [a-h][1-8] și matul nu mai vine la timp\\.',
  'Pe acest drum îți trebuie \\d+ (de )?sărituri în total\\. Se poate din \\d+ (de )?sări(tură|turi)\\.',
  'De aici calul nu mai poate ajunge la toate piesele\\.',
].join('|') + ')( Ai pierdut o stea: acum poți lua cel mult [★☆]{3}\\.)?$');

for (const [name, viewport] of [['tablet', { width: 768, height: 1024 }], ['phone', { width: 375, height: 667 }]]) {
  test.describe(`puzzles on a ${name}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    for (const [kind, id] of [
      ['a pawn game, the piece to move', first('nebun', 'b')],
      ['a pawn game, the pawns to move', first('nebun', 'w')],
      ['the queen game', first('dama')],
      ['the knight race', first('cai')],
      ['the king hunt', first('rege')],
    ]) {
      test(`${kind} (${id}) is solved by taps: ★★★ without hints, ★★ with one, next puzzle`, async ({ page }) => {
        const line = await learn(page, id);
        // Solved again without a hint, on a fresh page: ★★★.
        await openPuzzle(page, id);
        const [slug, n] = id.split('/');
        const task = await page.getByRole('status').innerText();
        expect(task).toMatch(/^(Pionii|Nebunul|Calul|Turnul|Dama) mută și câștigă în \d+ mut(are|ări)\.$|^Albul mută și dă mat în \d+ mut(are|ări)\.$|^Ia toate piesele în \d+ sări(tură|turi)\.$/);
        expect(task).toContain(String(listOf(slug)[n - 1].goal));
        await expect(puzzle(page)).toHaveAttribute('data-difficulty', listOf(slug)[n - 1].difficulty);
        await replay(page, line);
        await expect(page.getByRole('status')).toHaveText('Rezolvat! ★★★');
        await expect(page.locator('[data-moves] li')).not.toHaveCount(0);
        // The stars are kept for the child.
        const kept = await page.evaluate(() => Object.keys(localStorage)
          .filter((k) => k.endsWith('/probleme')).map((k) => localStorage.getItem(k)).join(''));
        expect(kept).toContain(`"${id}"`);
        // One hint (the first move's): ★★.
        await openPuzzle(page, id);
        expect(await hint(page)).toEqual(line[0]);
        await replay(page, line);
        await expect(page.getByRole('status')).toHaveText('Rezolvat! ★★');
        // On to the next one.
        const next = page.locator('[data-action="next-puzzle"]');
        await expect(next).toHaveText('Următoarea problemă ▶');
        await next.tap();
        await expect(puzzle(page)).toHaveAttribute('data-puzzle', `${slug}/${Number(n) + 1}`);
        await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolva');
        await expect(page.getByRole('status')).not.toHaveText(/Rezolvat/);
      });
    }

    test('a wrong move is refuted on the board and explained; retry resets; stars fall with tries', async ({ page }) => {
      const id = first('nebun', 'b');
      const line = await learn(page, id);
      await openPuzzle(page, id);
      const start = await pieces(page);
      const wrong = await otherMove(page, line[0]);
      await sq(page, wrong[0]).tap();
      await sq(page, wrong[1]).tap();
      await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'gresit');
      await expect(page.getByRole('status')).toHaveText(WRONG);
      // The board shows the robot's reply after the wrong move.
      await expect(page.locator('.is-last-move')).toHaveCount(2);
      const last = await page.locator('.is-last-move').evaluateAll((els) => els.map((e) => e.dataset.square).sort());
      expect(last).not.toEqual([...wrong].sort()); // the last move is the reply
      await expect(page.locator('[data-moves] li')).toHaveCount(2);
      await expect(page.locator('.is-movable')).toHaveCount(0);
      // Retry: the start again.
      const retry = page.locator('[data-action="retry"]');
      await expect(retry).toHaveText('Încearcă din nou');
      // Stuck, the child may also go on: the next puzzle is a tap away.
      await expect(page.locator('[data-action="skip-puzzle"]')).toHaveText('Sari peste ▶');
      await retry.tap();
      await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolva');
      expect(await pieces(page)).toEqual(start);
      await expect(page.locator('[data-moves] li')).toHaveCount(0);
      // Third try: ★.
      await sq(page, wrong[0]).tap();
      await sq(page, wrong[1]).tap();
      await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'gresit');
      await retry.tap();
      await replay(page, line);
      await expect(page.getByRole('status')).toHaveText('Rezolvat! ★');
    });

    test('second try gives ★★, and a wrong jump in the race is explained at once', async ({ page }) => {
      const id = first('cai');
      const line = await learn(page, id);
      await openPuzzle(page, id);
      const wrong = await otherMove(page, line[0]);
      await play(page, wrong);
      await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'gresit');
      await expect(page.getByRole('status')).toHaveText(WRONG);
      await page.locator('[data-action="retry"]').tap();
      await replay(page, line);
      await expect(page.getByRole('status')).toHaveText('Rezolvat! ★★');
    });

    test('taps are ignored while the robot answers', async ({ page }) => {
      const id = `nebun/${listOf('nebun').find((p) => p.turn === 'w' && p.goal >= 2).n}`;
      const line = await learn(page, id);
      expect(line.length).toBeGreaterThan(1);
      await openPuzzle(page, id);
      await sq(page, line[0][0]).tap();
      await sq(page, line[0][1]).tap();
      {
        await expect(puzzle(page)).toHaveAttribute('data-busy', 'true');
        await expect(page.locator('.is-movable')).toHaveCount(0);
        // The tap and what it left, in one turn of the page while the robot is
        // still answering (a loaded machine may take longer than its beat
        // between separate steps).
        const [busy, picked] = await page.evaluate((square) => {
          const busy = document.querySelector('[data-puzzle]').dataset.busy;
          document.querySelector(`[data-square="${square}"]`).click();
          return [busy, document.querySelectorAll('.is-selected, .is-dest').length];
        }, line[1][0]);
        expect(busy).toBe('true');
        expect(picked).toBe(0);
        await expect(page.locator('.is-selected, .is-dest')).toHaveCount(0);
        await expect(puzzle(page)).toHaveAttribute('data-busy', 'false');
        await expect(page.getByRole('status')).toHaveText('Bună mutare! Robotul a răspuns; mută din nou.');
      }
    });

    test('a number past the list says so and links to the game\'s list', async ({ page }) => {
      const count = listOf('cal').length;
      await open(page, `#/probleme/cal/${count + 1}`);
      await expect(page.getByRole('alert')).toHaveText(
        `Problema ${count + 1} nu există: jocul „Cal contra 3 pioni” are ${count}${count >= 20 ? ' de' : ''} probleme.`);
      await expect(page.locator('a[href="#/probleme/cal"]').first()).toBeVisible();
    });
  });
}

test.describe('the last puzzle', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  test('leads back to the list, and the board shows within 300 ms once the tables are ready (measured)', async ({ page }) => {
    const list = listOf('cai');
    const id = `cai/${list.length}`;
    await learn(page, id);
    const back = page.locator('[data-action="next-puzzle"]');
    await expect(back).toHaveText('Înapoi la listă ▶');
    await expect(back).toHaveAttribute('href', '#/probleme/cai');
    // Benchmark: from one rook puzzle to the next, the tables built.
    await openPuzzle(page, 'turn/1');
    const times = [];
    for (const n of [2, 3, 4, 5]) {
      times.push(await page.evaluate((n) => new Promise((done) => {
        const t0 = performance.now();
        location.hash = `#/probleme/turn/${n}`;
        const check = () => {
          const ready = document.querySelector(`[data-puzzle="turn/${n}"] .is-movable`);
          if (ready && document.documentElement.classList.contains('robot-ready')) done(performance.now() - t0);
          else requestAnimationFrame(check);
        };
        check();
      }), n));
    }
    console.log(`puzzle board shown after ${times.map((t) => t.toFixed(0)).join(', ')} ms (tables ready)`);
  });
});

test('in an embed the puzzles, the journey and their links keep embed=1', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/probleme?embed=1');
  await expect(page.locator('.app')).toHaveClass(/embed/);
  await expect(page.locator('.app-header')).toHaveCount(0);
  await page.locator('[data-puzzle-game="nebun"]').click();
  await expect(page.locator('[data-puzzle-link="nebun/1"]')).toHaveAttribute('href', '#/probleme/nebun/1?embed=1');
  await page.locator('[data-puzzle-link="nebun/1"]').click();
  await expect(puzzle(page)).toHaveAttribute('data-puzzle', 'nebun/1');
  await expect(page.locator('.puzzle-back')).toHaveAttribute('href', '#/probleme/nebun?embed=1');
  await expect(page.locator('.app-header')).toHaveCount(0);
  await open(page, '#/drum?embed=1');
  await expect(page.locator('[data-stop="nebun"] a').first()).toHaveAttribute('href', '#/nebun?embed=1');
  // Outside an embed, no embed=1.
  await open(page, '#/probleme/nebun');
  await expect(page.locator('[data-puzzle-link="nebun/1"]')).toHaveAttribute('href', '#/probleme/nebun/1');
});

/** The centre of a square on screen. */
async function centre(page, name) {
  const b = await sq(page, name).boundingBox();
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

test('on a school PC a puzzle is solved by dragging the piece with the mouse', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/rege/1');
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await page.locator('[data-action="hint"]').click();
  const [, from, to] = (await page.getByRole('status').innerText()).match(/([a-h][1-8]) pe ([a-h][1-8])\.$/);
  // Let go off its targets: the piece stays picked up, its targets shown.
  const a = await centre(page, from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 3, a.y + 3, { steps: 2 });
  await page.mouse.up();
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  // The piece follows the pointer, as on the game page.
  const carried = sq(page, from).locator('.piece-slot');
  await expect(carried).toHaveAttribute('style', new RegExp(`translate\\(${Math.round(b.x) - Math.round(a.x)}px, ${Math.round(b.y) - Math.round(a.y)}px\\)`));
  await page.mouse.up();
  await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolvat');
});

test('a puzzle is solved with the keyboard: arrows, Enter, and Escape puts the piece down', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/rege/1');
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await page.locator('[data-action="hint"]').click();
  const [, from, to] = (await page.getByRole('status').innerText()).match(/([a-h][1-8]) pe ([a-h][1-8])\.$/);
  const board = page.locator('.puzzle .board');
  await board.focus();
  // Walks the cursor to a square by where it is on screen, as a child sees it.
  const walk = async (name) => {
    for (let i = 0; i < 16; i++) {
      const at = await board.getAttribute('aria-activedescendant');
      if (at === `sq-${name}`) return;
      const here = await page.locator(`#${at}`).boundingBox();
      const there = await sq(page, name).boundingBox();
      const key = there.x > here.x + 1 ? 'ArrowRight' : there.x < here.x - 1 ? 'ArrowLeft' : there.y < here.y ? 'ArrowUp' : 'ArrowDown';
      await page.keyboard.press(key);
    }
    throw new Error(`the cursor never reached ${name}`);
  };
  await walk(from);
  await page.keyboard.press('Enter');
  await expect(sq(page, from)).toHaveClass(/is-selected/);
  await expect(board).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.is-selected')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await walk(to);
  await page.keyboard.press('Enter');
  await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolvat');
});

test.describe('a finger dragging on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  test('plays the move it carries, and a drop off the targets keeps the piece picked up', async ({ page }) => {
    await open(page, '#/probleme/rege/1');
    await expect(page.locator('html')).toHaveClass(/robot-ready/);
    await page.locator('[data-action="hint"]').tap();
    const [, from, to] = (await page.getByRole('status').innerText()).match(/([a-h][1-8]) pe ([a-h][1-8])\.$/);
    const cdp = await page.context().newCDPSession(page);
    const drag = async (p, q) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [p] });
      for (let i = 1; i <= 6; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x + (q.x - p.x) * i / 6, y: p.y + (q.y - p.y) * i / 6 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const a = await centre(page, from);
    // A square the piece cannot go to, found by picking it up and putting it down.
    await sq(page, from).tap();
    const dests = await page.locator('.is-dest').evaluateAll((els) => els.map((e) => e.dataset.square));
    await sq(page, from).tap();
    await expect(page.locator('.is-selected')).toHaveCount(0);
    const off = ['a1', 'h1', 'a8', 'h8', 'd4', 'e5'].find((s) => s !== from && !dests.includes(s));
    await drag(a, await centre(page, off));
    await expect(sq(page, from)).toHaveClass(/is-selected/);
    await expect(page.locator('.is-dest')).toHaveCount(dests.length);
    await drag(a, await centre(page, to));
    await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolvat');
  });
});

test('a teacher projects a puzzle: the board fills the screen, the next puzzle stays projected, Escape leaves', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/rege/1?proiector=1');
  await expect(page.locator('html')).toHaveClass(/projector/);
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await expect(page.locator('.app-header')).toBeHidden();
  const board = await page.locator('.puzzle .board').boundingBox();
  expect(board.height).toBeGreaterThan(0.8 * 768);
  await expect(page.locator('.puzzle .board')).toBeInViewport({ ratio: 1 });
  expect(await page.locator('.puzzle-side .status').evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(32);
  await page.locator('[data-action="hint"]').click();
  const [, from, to] = (await page.getByRole('status').innerText()).match(/([a-h][1-8]) pe ([a-h][1-8])\.$/);
  await sq(page, from).click();
  await sq(page, to).click();
  await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolvat');
  await expect(page.locator('[data-action="next-puzzle"]')).toHaveAttribute('href', '#/probleme/rege/2?proiector=1');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/probleme\/rege\/1$/);
  await expect(page.locator('html')).not.toHaveClass(/projector/);
  await expect(page.locator('.app-header')).toBeVisible();
});

test.describe('a puzzle left unsolved', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('„Sari peste ▶” opens the next puzzle, and the skipped one stays unsolved', async ({ page }) => {
    await openPuzzle(page, 'rege/3');
    await page.locator('[data-action="skip-puzzle"]').tap();
    await expect(puzzle(page)).toHaveAttribute('data-puzzle', 'rege/4');
    await expect(puzzle(page)).toHaveAttribute('data-puzzle-state', 'rezolva');
    await expect(page.locator('[data-action="skip-puzzle"]')).toBeVisible();
    // The last puzzle of a game has none to skip to.
    await openPuzzle(page, 'rege/24');
    await expect(page.locator('[data-action="skip-puzzle"]')).toHaveCount(0);
  });
});

test('picking a piece up after the robot answered does not slide its piece in again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/probleme/nebun/5');
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await page.locator('[data-action="hint"]').click();
  const [, from, to] = (await page.getByRole('status').innerText()).match(/([a-h][1-8]) pe ([a-h][1-8])\.$/);
  await sq(page, from).click();
  await sq(page, to).click();
  await expect(puzzle(page)).toHaveAttribute('data-busy', 'false');
  await expect(page.locator('.is-movable').first()).toBeVisible();
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  await expect.poll(running).toBe(0);
  await page.locator('.is-movable').first().click();
  await expect(page.locator('.is-selected')).toHaveCount(1);
  expect(await running()).toBe(0);
});
