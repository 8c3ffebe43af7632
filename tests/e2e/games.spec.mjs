// Whole games played by clicks: two-player matches, robot rounds, special rules.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { open, pieces, tap, status } from './helpers.mjs';
import { PAWN_GAMES } from '../games.mjs';

const game = (page) => page.locator('section.game');

/** Plays the given moves ("c2c4") by tap-tap, checking each one lands. */
async function play(page, moves) {
  for (const mv of moves.split(/\s+/).filter(Boolean)) {
    const from = mv.slice(0, 2);
    const to = mv.slice(2, 4);
    await tap(page, from);
    await expect(page.locator(`[data-square="${to}"]`)).toHaveClass(/is-dest/);
    await tap(page, to);
    await expect(page.locator(`[data-square="${to}"] [data-piece]`)).toBeVisible();
  }
}

/** Knight jumps between two squares on an empty board (breadth-first). */
function knightDistance(a, b) {
  const xy = (s) => [s.charCodeAt(0) - 97, Number(s[1]) - 1];
  const [tx, ty] = xy(b);
  let frontier = [xy(a)];
  const seen = new Set([frontier[0].join()]);
  for (let d = 0; d < 8; d++) {
    const next = [];
    for (const [x, y] of frontier) {
      if (x === tx && y === ty) return d;
      for (const [dx, dy] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) {
        const n = [x + dx, y + dy];
        if (n[0] < 0 || n[0] > 7 || n[1] < 0 || n[1] > 7 || seen.has(n.join())) continue;
        seen.add(n.join());
        next.push(n);
      }
    }
    frontier = next;
  }
  return 8;
}

/** Knight race: the target nearest to `to` (the other special knight is no target). */
async function nearestTarget(page, from, to) {
  const board = await pieces(page);
  const mine = board[from][0];
  const lastMove = await page.locator('.is-last-move').evaluateAll((els) => els.map((e) => e.dataset.square));
  const otherKnight = lastMove.find((sq) => board[sq] && board[sq][0] !== mine) ?? (mine === 'w' ? 'e1' : 'e8');
  const targets = Object.keys(board).filter((sq) => board[sq][0] !== mine && sq !== otherKnight);
  return Math.min(...targets.map((t) => knightDistance(to, t)));
}

/**
 * Plays whatever the page allows until the round ends: picks a movable piece
 * and one of its targets (captures first when `captures` is set), waiting
 * while the robot thinks.
 */
async function playOut(page, { captures = true, nearest = false, detours = {}, maxMoves = 400 } = {}) {
  const made = { w: 0, b: 0 };
  for (let i = 0; i < maxMoves; i++) {
    const phase = await game(page).getAttribute('data-phase');
    if (phase !== 'playing') return i;
    const movable = await page.locator('.is-movable').evaluateAll((els) => els.map((e) => e.dataset.square));
    if (movable.length === 0) {
      // The robot's turn: until a piece may move, or the round is over.
      await page.waitForFunction(() => document.querySelector('.is-movable')
        || document.querySelector('section.game').dataset.phase !== 'playing');
      continue;
    }
    let chosen = null;
    for (const from of movable) {
      await tap(page, from);
      const dests = await page.locator('.is-dest').evaluateAll((els) =>
        els.map((e) => ({ sq: e.dataset.square, capture: e.classList.contains('is-capture') })));
      if (dests.length === 0) continue;
      let pick = (captures && dests.find((d) => d.capture)) || dests[(i * 7) % dests.length];
      const colour = (await pieces(page))[from][0];
      if (nearest && (made[colour] < (detours[colour] ?? 0) || !pick.capture)) {
        const scored = [];
        for (const d of dests) scored.push([await nearestTarget(page, from, d.sq), d]);
        scored.sort((a, b) => a[0] - b[0]);
        // A detour takes the target farthest away instead of the nearest.
        pick = made[colour] < (detours[colour] ?? 0) ? scored.at(-1)[1] : scored[0][1];
      }
      made[colour] += 1;
      chosen = [from, pick.sq];
      if (!captures || pick.capture) break;
    }
    if (!chosen) {
      // No target shown (a tap unselected the piece, or the robot took its turn):
      // again once the robot has answered.
      await expect(game(page)).toHaveAttribute('data-busy', 'false');
      continue;
    }
    if (!(await page.locator(`[data-square="${chosen[0]}"]`).getAttribute('class')).includes('is-selected')) {
      await tap(page, chosen[0]);
    }
    await tap(page, chosen[1]);
    const promotion = page.locator('.promotion-choice').first();
    if (await promotion.isVisible()) await promotion.click();
  }
  throw new Error('the round did not end');
}

test('bishop game: a two-player match by clicks ends 1–1, a draw', async ({ page }) => {
  await open(page, '#/nebun?mod=doi');
  // Round 1: player 1 has the pawns; the bishop walks onto d3 and c2 takes it.
  await expect(page.getByRole('status')).toContainText('Jucătorul 1');
  await play(page, 'a2a3 c8f5 a3a4 f5d3 c2d3');
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  expect(await status(page)).toContain('Un pion a capturat nebunul.');
  await expect(page.locator('[data-moves] li')).toHaveText(['a3', 'Nf5', 'a4', 'Nd3', 'cxd3']);
  await page.getByRole('button', { name: /Repriza a doua/ }).click();
  // Round 2: roles swapped, player 2 has the pawns and wins the same way.
  await expect(game(page)).toHaveAttribute('data-phase', 'playing');
  await expect(page.getByRole('status')).toContainText('Jucătorul 2');
  await play(page, 'a2a3 c8f5 a3a4 f5d3 c2d3');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  expect(await status(page)).toContain('Meciul s-a terminat la egalitate. Câte o repriză pentru fiecare.');
  await page.getByRole('button', { name: 'Joacă din nou' }).click();
  await expect(game(page)).toHaveAttribute('data-phase', 'playing');
  await expect(page.locator('[data-moves] li')).toHaveCount(0);
});

test('knight game: a two-player match by clicks, player 1 wins 2–0', async ({ page }) => {
  await open(page, '#/cal?mod=doi');
  // Round 1: player 1 has the black pawns; the knight lands where h6 takes it.
  await play(page, 'g1f3 h7h6 f3g5 h6g5');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'negru');
  await page.getByRole('button', { name: /Repriza a doua/ }).click();
  // Round 2: player 1 has the knight and captures every pawn.
  await play(page, 'g1f3 g7g5 f3g5 f7f5 g5h7 f5f4 h7g5 f4f3 g5f3');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  expect(await status(page)).toContain('Jucătorul 1 a câștigat meciul');
  expect(await status(page)).toContain('Ambele reprize au fost ale Jucătorului 1.');
  expect(await status(page)).toContain('toți pionii');
});

for (const slug of PAWN_GAMES) {
  test(`#/${slug}: a robot round played by clicks reaches its end`, async ({ page }) => {
    await open(page, `#/${slug}?nivel=3`);
    const moves = await playOut(page, { captures: true });
    expect(moves).toBeGreaterThan(0);
    await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
    await expect(game(page)).toHaveAttribute('data-round-winner', /alb|negru|egal/);
    expect(await status(page)).toMatch(/Repriza 1: .+\./);
    // The robot's moves are in the move list, alternating with ours.
    expect(await page.locator('[data-moves] li').count()).toBeGreaterThanOrEqual(2);
  });
}

test('last-rank rule: the piece captures the pawn and play goes on', async ({ page }) => {
  await open(page, '#/nebun?mod=doi&poz=8/2P5/8/5b2/8/8/PP6/8_w');
  await play(page, 'c7c8');
  await expect(page.locator('[data-square="c8"]')).toHaveClass(/is-last-rank/);
  await expect(page.getByRole('status')).toContainText('Pionul a ajuns pe ultima linie');
  await play(page, 'f5c8');
  await expect(game(page)).toHaveAttribute('data-phase', 'playing');
  await expect(page.locator('.is-last-rank')).toHaveCount(0);
  expect((await pieces(page)).c8).toBe('bB');
});

test('last-rank rule: the piece cannot reach the pawn and the pawns win', async ({ page }) => {
  await open(page, '#/nebun?mod=doi&poz=8/2P4b/8/8/8/8/PP6/8_w');
  await play(page, 'c7c8');
  await expect(page.locator('[data-square="c8"]')).toHaveClass(/is-last-rank/);
  await play(page, 'h7g6');
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  expect(await status(page)).toContain('ultima linie');
});

test('a position with black to move keeps the move list in its columns', async ({ page }) => {
  await open(page, '#/nebun?mod=doi&poz=2b5/8/8/8/8/8/PPP5/8_b');
  await play(page, 'c8h3 a2a4');
  // Black's move stands in the second column of move 1; white's starts move 2.
  await expect(page.locator('[data-moves] li')).toHaveText(['…', 'Nh3', 'a4']);
});

test('a start that is already decided ends the round at once, with its reason', async ({ page }) => {
  // The rules' own pinned pawn: no pawn can move, so the bishop has won.
  await open(page, '#/nebun?mod=doi&poz=8/8/b7/P7/8/8/8/8_w');
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'negru');
  await expect(page.getByRole('status')).toHaveText(
    'Repriza 1: a câștigat Jucătorul 2. Pionii nu mai au nicio mutare.');
  // Round 2 starts from the same position (the teacher's exercise): over too.
  await page.getByRole('button', { name: 'Repriza a doua ▶' }).click();
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  expect(await pieces(page)).toEqual({ a6: 'bB', a5: 'wP' });
  // Against the robot a hunt that starts in stalemate is over at once.
  await open(page, '#/rege?poz=7k/8/6Q1/8/8/8/8/K7_b');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'negru');
  await expect(page.getByRole('status')).toContainText('Pat');
  await expect(page.getByRole('button', { name: 'Joacă din nou' })).toBeVisible();
});

test('a position with the wrong material shows the notice and the normal start', async ({ page }) => {
  await open(page, '#/nebun?poz=8/8/8/8/8/8/PPPP4/2b5_w');
  await expect(page.locator('[data-notice]')).toContainText('Poziția din adresă nu se poate juca');
  expect(await pieces(page)).toEqual({ a2: 'wP', b2: 'wP', c2: 'wP', c8: 'bB' });
});

test('input during the robot move is ignored', async ({ page }) => {
  await open(page, '#/dama?nivel=3');
  await play(page, 'e2e4');
  // While the robot thinks, no piece can be selected.
  await expect(game(page)).toHaveAttribute('data-busy', 'true');
  await tap(page, 'd2');
  await expect(page.locator('.is-selected')).toHaveCount(0);
  await expect(game(page)).toHaveAttribute('data-busy', 'false');
  await expect(page.locator('[data-moves] li')).toHaveCount(2);
  await expect(page.locator('.is-last-move')).toHaveCount(2);
});

test('knight race: a robot round by clicks to its end, with the shortest route shown', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '#/cai?nivel=1');
  await expect(page.locator('.progress')).toContainText('14');
  await playOut(page, { nearest: true });
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(page.locator('.summary')).toContainText('drumul cel mai scurt');
});

test('knight race: a two-player match to its result with the tie-break on moves', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, '#/cai?mod=doi');
  // Round 1: player 2 (black) wastes moves on detours, player 1 (white) wins.
  await playOut(page, { nearest: true, detours: { b: 4 } });
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  await page.getByRole('button', { name: /Repriza a doua/ }).click();
  // Round 2: player 1 (now black) detours more than player 2 (white), who wins.
  await playOut(page, { nearest: true, detours: { w: 2, b: 6 } });
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  // 1–1: the race lengths decide, each with its player, and the shorter one wins.
  const text = await status(page);
  const m = text.match(new RegExp('Câte o repriză pentru fiecare, deci decide cursa mai scurtă: ' +
    'Jucătorul 1 a terminat în (\\d+) (?:de )?mutări, iar Jucătorul 2 în (\\d+) (?:de )?mutări\\.$'));
  expect(m, text).not.toBeNull();
  const [p1, p2] = [Number(m[1]), Number(m[2])];
  expect(p1).not.toBe(p2);
  expect(text).toContain(p1 < p2 ? 'Jucătorul 1 a câștigat meciul' : 'Jucătorul 2 a câștigat meciul');
});

test('king hunt: a mate by clicks earns three stars', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await play(page, 'g1g7');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  expect(await status(page)).toMatch(/[Mm]at/);
  await expect(page.locator('.summary')).toContainText('★★★');
  expect((await page.locator('[data-moves] li').allInnerTexts()).at(-1)).toBe('Dg7#');
});

test('king hunt: stalemate ends the hunt as failed', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/8/8/8/8/8/K5Q1_w');
  await play(page, 'g1g6');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'negru');
  expect(await status(page)).toContain('Pat');
});

test('king hunt: promotion through the dialog', async ({ page }) => {
  await open(page, '#/rege?mod=doi&poz=k7/4P3/8/8/8/8/8/4K3_w');
  await tap(page, 'e7');
  await tap(page, 'e8');
  const dialog = page.getByRole('dialog', { name: /transformă/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.promotion-choice')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'turn' }).click();
  expect((await pieces(page)).e8).toBe('wR');
  await expect(page.locator('[data-square="a8"]')).toHaveClass(/is-check/);
  expect((await page.locator('[data-moves] li').allInnerTexts())[0]).toBe('e8=T+');
});

test('king hunt: a two-player match goes to the only mate', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, '#/rege?mod=doi&poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await play(page, 'g1g7');
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await page.getByRole('button', { name: /Repriza a doua/ }).click();
  await playOut(page, { captures: false });
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  expect(await status(page)).toContain('Jucătorul 1 a câștigat meciul');
});

test('king hunt: "Sfat" points at a mate, and the result counts the hint', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await page.getByRole('button', { name: /Sfat/ }).click();
  const hinted = await page.locator('.is-hint').evaluateAll((els) => els.map((e) => e.dataset.square));
  expect(hinted).toHaveLength(2);
  const board = await pieces(page);
  const from = hinted.find((sq) => board[sq]);
  const to = hinted.find((sq) => sq !== from);
  await play(page, from + to);
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  expect(await status(page)).toContain('Ai folosit un sfat');
});

test('results: a teacher\'s position is kept as an exercise, apart from the game\'s records', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await play(page, 'g1g7');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await page.goto('/#/rezultate');
  await expect(page.locator('.result-game')).toHaveCount(0);
  const exercise = page.locator('.exercise[data-variant="rege"]');
  await expect(exercise.locator('.match-facts')).toHaveText('contra Robotului (Ușor) · ★★★');
  await page.goto('/#/');
  await expect(page.locator('.card[data-variant="rege"] .glance')).toHaveCount(0);
  // Forgetting the exercises asks first.
  page.once('dialog', (d) => d.accept());
  await page.goto('/#/rezultate');
  await page.getByRole('button', { name: 'Șterge exercițiile' }).click();
  await expect(page.locator('.exercise')).toHaveCount(0);
});

test('results: corrupt or blocked storage never breaks a game', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('blocked')) {
      Object.defineProperty(window, 'localStorage', { get() { throw new Error('blocked'); } });
    } else {
      localStorage.setItem('sah-in-joaca/v1/meciuri', '{"not":"lines"}\n\u0000garbage|||\nrege|robot|3|1|1|3|5|Mat.');
    }
  });
  await open(page, '#/rezultate');
  // The one good line survives the garbage around it.
  await expect(page.locator('.result-game[data-variant="rege"]')).toContainText('★★★');
  await page.evaluate(() => sessionStorage.setItem('blocked', '1'));
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await page.reload(); // a new document: now localStorage throws
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await play(page, 'g1g7');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(page.locator('[data-notice]')).toContainText('nu lasă aplicația să păstreze rezultatele');
  await open(page, '#/rezultate');
  await expect(page.locator('.results')).toContainText('nu lasă aplicația să păstreze rezultatele');
});

test('a pawn move by dragging, and a drop on an illegal square changes nothing', async ({ page }) => {
  await open(page, '#/turn?mod=doi');
  const box = async (sq) => page.locator(`[data-square="${sq}"]`).boundingBox();
  const drag = async (from, to) => {
    const a = await box(from);
    const b = await box(to);
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  await drag('e2', 'e5'); // three squares: not a legal pawn move
  expect((await pieces(page)).e2).toBe('wP');
  await drag('e2', 'e4');
  const now = await pieces(page);
  expect(now.e4).toBe('wP');
  expect(now.e2).toBeUndefined();
  await expect(page.locator('[data-moves] li')).toHaveText(['e4']);
});

test('a reload in the middle of a match offers to continue it, and it goes on to the end', async ({ page }) => {
  await open(page, '#/nebun?mod=doi');
  await play(page, 'a2a3 c8f5');
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Partidă neterminată' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Continuă partida/ }).click();
  await expect(dialog).toHaveCount(0);
  expect(await pieces(page)).toEqual({ a3: 'wP', b2: 'wP', c2: 'wP', f5: 'bB' });
  await expect(page.locator('[data-moves] li')).toHaveText(['a3', 'Nf5']);
  await play(page, 'a3a4 f5d3 c2d3');
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  // Reloading between rounds keeps round 1's result.
  await page.getByRole('button', { name: /Repriza a doua/ }).click();
  await play(page, 'b2b4');
  await page.reload();
  await page.getByRole('button', { name: /Continuă partida/ }).click();
  await expect(page.getByRole('status')).toHaveText('Jucătorul 1 la mutare, cu nebunul.');
  await play(page, 'c8a6 b4b5 a6b5');
  expect((await pieces(page)).b5).toBe('bB');
  // …and on to the end of the match: the bishop walks into a2's capture.
  await play(page, 'c2c3 b5a4 c3c4 a4b3 a2b3');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  expect(await status(page)).toContain('Câte o repriză pentru fiecare.');
  // A finished match is no longer offered, and it is in the results.
  await page.reload();
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/#/rezultate');
  await expect(page.locator('.result-game[data-variant="nebun"]')).toContainText('Meciuri în doi: 1');
});

test('"Partidă nouă" forgets the interrupted match', async ({ page }) => {
  await open(page, '#/cal?mod=doi');
  await play(page, 'g1f3');
  await page.reload();
  await page.getByRole('button', { name: 'Partidă nouă' }).click();
  expect(await pieces(page)).toEqual({ g1: 'wN', f7: 'bP', g7: 'bP', h7: 'bP' });
  await page.reload();
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('keyboard play: arrows, Enter and Escape move a pawn on the board', async ({ page }) => {
  await open(page, '#/nebun?mod=doi');
  await page.locator('.board').focus();
  await expect(page.locator('.is-cursor')).toHaveAttribute('data-square', 'a1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('.is-selected')).toHaveAttribute('data-square', 'a2');
  await page.keyboard.press('Escape');
  await expect(page.locator('.is-selected')).toHaveCount(0);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.is-cursor')).toHaveAttribute('data-square', 'a4');
  await page.keyboard.press('Enter');
  expect((await pieces(page)).a4).toBe('wP');
  await expect(page.locator('[data-moves] li')).toHaveText(['a4']);
  await expect(page.locator('.board')).toHaveAttribute('aria-activedescendant', 'sq-a4');
});

test('results: a full storage (quota exceeded) and other schema versions never break a game', async ({ page }) => {
  await page.addInitScript(() => {
    // Another version's data stays untouched; writes fail as when the quota is used up.
    localStorage.setItem('sah-in-joaca/v0/meciuri', 'vechi|format');
    localStorage.setItem('sah-in-joaca/v3/meciuri', '{"din":"viitor"}');
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await play(page, 'g1g7');
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  // The finished match is not lost: kept for the session, said in one line
  // for the adult, with the results file's button at once.
  const note = page.locator('.storage-note[data-notice]');
  await expect(note).toHaveText('Pentru un adult: memoria browserului e plină, așa că meciurile terminate acum rămân doar până se închide pagina. Salvați-le într-un fișier cu „💾 Salvează rezultatele” (aici, la sfârșitul meciului, sau în pagina „Rezultate”).');
  const download = page.waitForEvent('download');
  await page.locator('.controls [data-action="export"]').click();
  const file = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(file.meciuri.map((m) => m.joc)).toEqual(['rege']);
  await expect(page.locator('.tap-answer')).toContainText('Rezultatele au fost salvate în fișierul „sah-in-joaca-copilul-1-');
  // Said once: a second match does not repeat it (the button waits for its end).
  await page.getByRole('button', { name: 'Joacă din nou' }).click();
  await expect(game(page)).toHaveAttribute('data-phase', 'playing');
  await expect(page.locator('[data-notice]')).toHaveCount(1);
  await expect(page.locator('[data-action="export"]')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('sah-in-joaca/v0/meciuri'),
    localStorage.getItem('sah-in-joaca/v3/meciuri')])).toEqual(['vechi|format', '{"din":"viitor"}']);
  // In the app's own links (no reload), the results page and „Cine joacă?” have it.
  await page.locator('a[href="#/rezultate"]').click();
  await expect(page.locator('.exercise .match')).toHaveCount(1);
  await page.locator('.profile-chip').click();
  await expect(page.locator('[data-player="Copilul 1"] .child-count')).toHaveText('Un meci');
  await expect(page.locator('[data-player="Copilul 1"]')).toContainText('● acum joacă');
});
