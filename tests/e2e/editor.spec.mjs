// The teacher's position editor: a position built by taps only
// on a tablet, its link opening exactly that position, its QR code read back
// by a real decoder (jsQR) from a screenshot, every refusal in Romanian,
// dragging, copying, and the one tap from a game page.
import { test, expect } from '@playwright/test';
import { open, pieces, readQr, status } from './helpers.mjs';

const editorSquare = (page, name) => page.locator(`.editor-board [data-square="${name}"]`);
const check = (page) => page.locator('[data-check]');
const BASE = `http://127.0.0.1:${process.env.E2E_PORT || 8090}/`;

/** Opens the editor and waits for its own wasm to have drawn it. */
async function openEditor(page, hash) {
  await open(page, hash);
  await expect(check(page)).toBeVisible();
}

test.describe('tablet 768×1024 by touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('a position built by taps only opens in a new page, and its QR code reads back as the link', async ({ page, context }) => {
    await openEditor(page, '#/editor?joc=nebun');
    await expect(page.locator('.editor h1')).toHaveText('✏️ Editorul de poziții');
    expect(await pieces(page)).toEqual({ c8: 'bB', a2: 'wP', b2: 'wP', c2: 'wP' });
    await page.getByRole('button', { name: '🧹 Tablă goală' }).tap();
    expect(await pieces(page)).toEqual({});
    await expect(check(page)).toHaveText('⚠️ În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi.');
    await expect(page.locator('[data-link]')).toHaveCount(0);
    await expect(page.locator('.ed-fix')).toHaveText('Corectează poziția ca să primești legătura și codul QR.');
    // The palette's first piece (the bishop) is the tool: d5; then the pawn.
    await expect(page.locator('[data-ed="tool"][aria-pressed="true"]')).toHaveAttribute('aria-label', 'nebun negru');
    await editorSquare(page, 'd5').tap();
    await page.locator('[data-ed="tool"][data-value="wP"]').tap();
    for (const sq of ['a2', 'b3', 'h2']) await editorSquare(page, sq).tap();
    await page.getByRole('button', { name: 'Nebunul', exact: true }).tap();
    await page.getByRole('button', { name: 'Greu' }).tap();
    await page.locator('#ed-locked').tap();
    await expect(check(page)).toHaveText('✅ Poziția se poate juca.');
    const expected = `${BASE}#/nebun?nivel=3&poz=8/8/8/3b4/8/1P6/P6P/8_b&blocat=1`;
    await expect(page.locator('[data-link]')).toHaveText(expected);
    await expect(page.locator('[data-link]')).toHaveAttribute('href', expected);
    // The editor's own address keeps the work (a reload brings it back).
    expect(page.url()).toBe(`${BASE}#/editor?joc=nebun&nivel=3&poz=8/8/8/3b4/8/1P6/P6P/8_b&blocat=1`);
    // Large enough to scan from the back of a class, and exactly the link.
    const box = await page.locator('svg[data-qr]').boundingBox();
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(await readQr(page, 'svg[data-qr]')).toBe(expected);

    const child = await context.newPage();
    await child.goto(expected);
    await expect(child.locator('section.game')).toBeVisible();
    // The position of the link; the robot's bishop moves first (after 350 ms,
    // which a loaded machine may reach before this read): d5 or one diagonal
    // move from it, the pawns where they were put.
    const { a2, b3, h2, ...bishop } = await pieces(child);
    expect({ a2, b3, h2 }).toEqual({ a2: 'wP', b3: 'wP', h2: 'wP' });
    expect(Object.values(bishop)).toEqual(['bB']);
    const [at] = Object.keys(bishop);
    const df = Math.abs(at.charCodeAt(0) - 'd'.charCodeAt(0));
    const dr = Math.abs(Number(at[1]) - 5);
    expect(df === dr).toBe(true);
    await expect(child.locator('.segmented')).toHaveCount(0);
    await expect(child.locator('.notice')).toHaveCount(0);
    // Black (the bishop, the robot's side here) moves first.
    await expect(child.locator('[role="status"]')).not.toHaveText('');
    expect(await status(child)).not.toContain('Tu muți');

    // The large code for the class, closed by its button.
    await page.getByRole('button', { name: '🔍 Mărește codul QR' }).tap();
    await expect(page.locator('.ed-qr-overlay .qr')).toBeVisible();
    await expect(page.locator('svg[data-qr]')).toHaveCount(1);
    await page.getByRole('button', { name: '✕ Închide' }).tap();
    await expect(page.locator('.ed-qr-overlay')).toHaveCount(0);
  });

  test('every refusal names what to fix, in the words poz= uses', async ({ page }) => {
    const cases = [
      ['nebun', '2b5/8/8/8/8/8/PPPP4/8_w', 'În acest joc trebuie să fie un singur nebun negru și cel mult 3 pioni albi.'],
      ['nebun', '2b5/8/8/8/8/8/PP6/2P5_w', 'Un pion alb nu poate sta pe linia 1.'],
      ['cal', 'p7/8/8/8/8/8/8/1N6_w', 'Un pion negru nu poate sta pe linia 8.'],
      ['nebun', '2b5/8/8/8/8/P7/P7/8_w', 'Pe coloana a sunt doi pioni.'],
      ['nebun', 'PP6/8/8/8/8/8/8/2b5_b', 'Doi pioni nu pot fi în același timp pe ultima linie.'],
      ['nebun', 'P7/8/8/8/8/8/8/2b5_w', 'Pionul de pe a8 este deja pe ultima linie, deci la mutare trebuie să fie nebunul.'],
      ['rege', '8/8/8/8/8/8/8/4K3_w', 'Negrul trebuie să aibă exact un rege și nicio altă piesă.'],
      ['rege', '4k3/8/8/8/8/8/8/8_w', 'Albul trebuie să aibă exact un rege.'],
      ['rege', '4k3/8/8/8/8/P7/PPPPPPPP/4K3_w', 'Albul nu poate avea mai mult de 8 pioni.'],
      ['rege', '4k3/8/8/8/8/8/8/P3K3_w', 'Un pion alb nu poate sta pe prima sau pe ultima linie.'],
      ['rege', '4k3/8/8/8/8/QQ6/PPPPPPPP/4K3_w', 'Albul are prea multe piese: ele nu pot apărea într-o partidă (8 pioni, plus piesele în care s-au transformat pionii).'],
      ['rege', '8/8/8/8/8/8/3k4/4K3_w', 'Cei doi regi nu pot sta unul lângă altul.'],
      ['rege', '4k3/8/8/8/4R3/8/8/4K3_w', 'Regele negru este în șah, dar la mutare este albul: poziția nu este posibilă.'],
      ['rege', '4k3/4Q3/4K3/8/8/8/8/8_b', 'Jocul s-ar termina înainte de prima mutare: Mat! Regele negru nu mai poate scăpa.'],
    ];
    for (const [game, poz, why] of cases) {
      await page.goto(`/#/editor?joc=${game}&poz=${poz}`);
      await expect(check(page), poz).toHaveText(`⚠️ ${why}`);
      await expect(check(page)).toHaveAttribute('data-check', 'bad');
      await expect(page.locator('[data-link], svg[data-qr]')).toHaveCount(0);
      // The game page gives the same reason for the same link (a round
      // over before it starts is the editor's own warning).
      if (why.startsWith('Jocul s-ar termina')) continue;
      await page.goto(`/#/${game}?poz=${poz}`);
      await expect(page.locator('.notice').last()).toHaveText(
        `ℹ️ Poziția din adresă nu se poate juca. ${why} Jocul pornește de la poziția obișnuită.`);
    }
    // Fixed by taps: the king hunt's kings apart again.
    await page.goto('/#/editor?joc=rege&poz=8/8/8/8/8/8/3k4/4KQ2_w');
    await page.locator('[data-ed="tool"][data-value="bK"]').tap();
    await editorSquare(page, 'h8').tap();
    await expect(check(page)).toHaveText('✅ Poziția se poate juca.');
    expect(await pieces(page)).toEqual({ e1: 'wK', f1: 'wQ', h8: 'bK' });
    // The eraser takes a piece away.
    await page.locator('[data-ed="tool"][data-value="x"]').tap();
    await editorSquare(page, 'e1').tap();
    await expect(check(page)).toHaveText('⚠️ Albul trebuie să aibă exact un rege.');
  });

  test('a piece dragged with the finger from the palette and across the board', async ({ page }) => {
    await openEditor(page, '#/editor?joc=turn');
    const drag = async (from, to) => {
      const a = await from.boundingBox();
      const b = to ? await to.boundingBox() : { x: 2, y: 2, width: 0, height: 0 };
      const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
      const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
      const cdp = await page.context().newCDPSession(page);
      const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
        type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y }],
      });
      await touch('touchStart', start);
      for (let i = 1; i <= 8; i++) {
        await touch('touchMove', { x: start.x + (end.x - start.x) * i / 8, y: start.y + (end.y - start.y) * i / 8 });
      }
      await touch('touchEnd', end);
    };
    const before = await pieces(page);
    await drag(page.locator('[data-ed="tool"][data-value="wP"]'), editorSquare(page, 'h3'));
    await expect.poll(() => pieces(page)).toEqual({ ...before, h3: 'wP' });
    const rook = Object.keys(before).find((sq) => before[sq] === 'bR');
    await drag(editorSquare(page, rook), editorSquare(page, 'd5'));
    const moved = { ...before, h3: 'wP', d5: 'bR' };
    delete moved[rook];
    await expect.poll(() => pieces(page)).toEqual(moved);
    // Dragged off the board: gone.
    await drag(editorSquare(page, 'h3'), null);
    delete moved.h3;
    await expect.poll(() => pieces(page)).toEqual(moved);
  });
});

test('the copy button copies the link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEditor(page, '#/editor?joc=rege&mod=doi');
  const link = await page.locator('[data-link]').innerText();
  expect(link).toBe(`${BASE}#/rege?mod=doi&poz=4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQ`);
  await page.locator('[data-action="copy-link"]').click();
  await expect(page.locator('.ed-copied')).toHaveText('✅ Am copiat legătura.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // Any change forgets the answer: the link is another one now.
  await page.getByRole('button', { name: '🤖 Contra Robotului' }).click();
  await expect(page.locator('.ed-copied')).toHaveText('');
});

test('the teacher opens the editor on the position shown: the key E, or ✏️ beside ✕ when projecting; a child never meets ✏️', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, '#/cal?mod=doi');
  await page.locator('[data-square="g1"]').click();
  await page.locator('[data-square="f3"]').click();
  await expect(page.locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wN');
  const position = await pieces(page);
  // Not in the child's header.
  await expect(page.locator('.edit-button')).toBeHidden();
  await page.keyboard.press('e');
  await expect(page.locator('.editor h1')).toBeVisible();
  expect(await pieces(page)).toEqual(position);
  await expect(page.getByRole('button', { name: 'Pionii', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '👥 Doi jucători' })).toHaveAttribute('aria-pressed', 'true');
  // Projecting, ✏️ sits beside ✕, off the board.
  await open(page, '#/nebun?mod=doi');
  const start = await pieces(page);
  await page.locator('[data-action="projector"]').click();
  const edit = page.getByRole('link', { name: 'Editează această poziție (pentru profesori)' });
  await expect(edit).toBeVisible();
  const [e, board] = [await edit.boundingBox(), await page.locator('.board').boundingBox()];
  expect(e.x >= board.x + board.width || e.y + e.height <= board.y, 'off the board').toBe(true);
  await edit.click();
  await expect(page.locator('.editor h1')).toBeVisible();
  expect(await pieces(page)).toEqual(start);
  // A key typed with Ctrl (copying) is no way to the editor.
  await open(page, '#/cal?mod=doi');
  await page.keyboard.press('Control+e');
  await page.waitForTimeout(100);
  await expect(page.locator('section.game')).toBeVisible();
  // Not in a locked exercise, an embed, or the knight race.
  for (const hash of ['#/cal?blocat=1', '#/cal?embed=1', '#/cai']) {
    await open(page, hash);
    await expect(page.locator('section.game')).toBeVisible();
    await expect(page.locator('.edit-button')).toHaveCount(0);
  }
});

test('„✏️ Editează” from a king hunt keeps white’s castling in the link', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, '#/rege?mod=doi');
  await expect(page.locator('section.game')).toBeVisible();
  await page.keyboard.press('e');
  await expect(page.locator('.editor h1')).toBeVisible();
  await expect(page.locator('[data-link]')).toHaveText(/\/#\/rege\?mod=doi&poz=4k3\/8\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR_w_KQ$/);
});

test('the teacher screens are not part of a child\'s first load, and a bad game is named', async ({ page }) => {
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await open(page, '#/nebun');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((p) => p.startsWith('/screens/'))).toEqual([]);
  await page.goto('/#/editor?joc=sah');
  await expect(page.locator('.notice').first()).toHaveText('ℹ️ Jocul „sah” nu există; editorul a pornit cu „Nebun contra 3 pioni”.');
  await expect(page.getByRole('button', { name: 'Nebun contra 3 pioni' })).toHaveAttribute('aria-pressed', 'true');
  expect(fetched).toContain('/screens/screens_bg.wasm');
  await page.goto('/#/editor?joc=cai');
  await expect(page.locator('.notice').first()).toHaveText(
    'ℹ️ La „Cai în tabăra dușmanului” se pornește mereu de la poziția din carte, așa că editorul a pornit cu „Nebun contra 3 pioni”.');
  // The teachers' page points to the editor.
  await open(page, '#/profesori');
  await page.getByRole('link', { name: /editorul de poziții/i }).first().click();
  await expect(page.locator('.editor h1')).toBeVisible();
});

// The same work by mouse, by touch and by keyboard: a palette
// piece chosen by a press is placed by a press on a square, replaces the
// piece there, the eraser takes one away, a game's only king moves.
const INPUTS = {
  mouse: { use: { viewport: { width: 1366, height: 768 } }, press: (l) => l.click() },
  touch: { use: { viewport: { width: 768, height: 1024 }, hasTouch: true }, press: (l) => l.tap() },
  keyboard: {
    use: { viewport: { width: 1024, height: 768 } },
    press: async (l, page, key) => {
      await l.focus();
      await page.keyboard.press(key);
    },
  },
};
for (const [name, input] of Object.entries(INPUTS)) {
  test.describe(`the editor by ${name}`, () => {
    test.use(input.use);
    test('choose a piece, place it, replace it, erase it, move the king', async ({ page }) => {
      let presses = 0;
      // The keyboard alternates Enter and Space, the two keys that press a button.
      const press = (l) => input.press(l, page, presses++ % 2 ? 'Space' : 'Enter');
      const tool = (code) => page.locator(`[data-ed="tool"][data-value="${code}"]`);
      await openEditor(page, '#/editor?joc=rege&poz=4k3/8/8/8/8/8/8/4K3_w');
      await press(tool('wQ'));
      await expect(tool('wQ')).toHaveAttribute('aria-pressed', 'true');
      await expect(tool('wK')).toHaveAttribute('aria-pressed', 'false');
      await press(editorSquare(page, 'd4'));
      expect(await pieces(page)).toEqual({ e8: 'bK', e1: 'wK', d4: 'wQ' });
      await expect(check(page)).toHaveText('✅ Poziția se poate juca.');
      if (name === 'keyboard') {
        // Redrawn, the board keeps the keyboard's place.
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('ed-sq-d4');
      }
      // A press on an occupied square puts the chosen piece there instead.
      await press(tool('wR'));
      await press(editorSquare(page, 'd4'));
      expect(await pieces(page)).toEqual({ e8: 'bK', e1: 'wK', d4: 'wR' });
      await press(tool('x'));
      await expect(tool('x')).toHaveAttribute('aria-pressed', 'true');
      await press(editorSquare(page, 'd4'));
      expect(await pieces(page)).toEqual({ e8: 'bK', e1: 'wK' });
      // The only white king goes where it is placed.
      await press(tool('wK'));
      await press(editorSquare(page, 'a1'));
      expect(await pieces(page)).toEqual({ e8: 'bK', a1: 'wK' });
      await expect(page.locator('.notice')).toHaveCount(0);
    });
  });
}

test('a piece dragged with the mouse from the palette and across the board', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openEditor(page, '#/editor?joc=rege&poz=4k3/8/8/8/8/8/8/4K3_w');
  const drag = async (from, to) => {
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  await drag(page.locator('[data-ed="tool"][data-value="wN"]'), editorSquare(page, 'c3'));
  await expect.poll(() => pieces(page)).toEqual({ e8: 'bK', e1: 'wK', c3: 'wN' });
  await drag(editorSquare(page, 'c3'), editorSquare(page, 'f5'));
  await expect.poll(() => pieces(page)).toEqual({ e8: 'bK', e1: 'wK', f5: 'wN' });
  // The drag chose no tool: a click on a square still places the king (the palette's first).
  await expect(page.locator('[data-ed="tool"][data-value="wK"]')).toHaveAttribute('aria-pressed', 'true');
});
