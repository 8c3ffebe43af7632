// A child's finger on a tablet: a slow press still presses, and only once; a
// press that slides off a button presses nothing; a long press opens no menu;
// and the page never scrolls under a finger that is already acting.
import { test, expect } from '@playwright/test';
import { open, pieces, playHint } from './helpers.mjs';

const game = (page) => page.locator('section.game');

/**
 * A finger on the middle of `locator` for `ms` milliseconds, lifted where it
 * is or after sliding `slide` pixels down (raw touch events, as a tablet
 * sends them: Playwright's own tap lifts the finger at once).
 */
async function press(page, locator, ms, slide = 0) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  for (let step = 1; step <= 4 && slide; step++) {
    await cdp.send('Input.dispatchTouchEvent',
      { type: 'touchMove', touchPoints: [{ x: at.x, y: at.y + (slide * step) / 4 }] });
  }
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Proves that nothing more happens, by the test's clock rather than a sleep:
 * the page handles input in order, so once a marker sent after the press
 * has arrived, every click the press made has been handled; then the
 * page's timers due within `ms` run at once on the faked clock.
 */
async function settled(page, ms = 1000) {
  await page.evaluate(() => {
    window.markerSeen = false;
    addEventListener('pointermove', () => { window.markerSeen = true; }, { once: true });
  });
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => window.markerSeen);
  await page.clock.runFor(ms);
}

test.describe('a tablet by touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  // The page's timers run on a clock the test can run forward (time flows
  // as usual until then).
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Two moves of the child against the robot, with the position after each exchange. */
  async function twoExchanges(page) {
    await open(page, '#/nebun?nivel=1');
    const after = [];
    for (let i = 0; i < 2; i++) {
      await playHint(page);
      await expect(game(page)).toHaveAttribute('data-busy', 'false');
      await expect(page.locator('[data-action="undo"]')).toBeEnabled();
      after.push(await pieces(page));
    }
    return after;
  }

  test('a press held for a second presses the button, once', async ({ page }) => {
    const [first, second] = await twoExchanges(page);
    expect(second).not.toEqual(first);
    await press(page, page.locator('[data-action="undo"]'), 1000);
    // One take-back (the child's move and the robot's reply), not two.
    await expect.poll(() => pieces(page)).toEqual(first);
    await settled(page);
    expect(await pieces(page)).toEqual(first);
  });

  test('a quick tap presses once too', async ({ page }) => {
    const [first] = await twoExchanges(page);
    await press(page, page.locator('[data-action="undo"]'), 30);
    await expect.poll(() => pieces(page)).toEqual(first);
    await settled(page);
    expect(await pieces(page)).toEqual(first);
  });

  test('a press that slides off the button presses nothing', async ({ page }) => {
    const [, second] = await twoExchanges(page);
    await press(page, page.locator('[data-action="undo"]'), 300, 150);
    await settled(page);
    expect(await pieces(page)).toEqual(second);
  });

  test('a finger held on a button or a link opens no menu and selects no text', async ({ page }) => {
    /** Whether a menu would open on `locator` while a finger is held on it. */
    const menuOpensUnderFinger = async (locator) => {
      const box = await locator.boundingBox();
      const cdp = await page.context().newCDPSession(page);
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      const opens = await locator.evaluate((el) =>
        el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
      // Slid away before lifting: the press presses nothing.
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 2, y: 2 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      return opens;
    };
    const menuOpensForMouse = (locator) => locator.evaluate((el) =>
      el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
    await open(page, '#/');
    const link = page.getByRole('link', { name: 'Nebun contra 3 pioni' });
    expect(await menuOpensUnderFinger(link)).toBe(false);
    // A teacher's right click (no finger down) still gets the browser's menu.
    expect(await menuOpensForMouse(link)).toBe(true);
    await open(page, '#/nebun');
    const hint = page.locator('[data-action="hint"]');
    expect(await menuOpensUnderFinger(hint)).toBe(false);
    expect(await hint.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
    // The page's text keeps the browser's own long press.
    expect(await menuOpensUnderFinger(page.getByRole('status'))).toBe(true);
  });
});

for (const [name, viewport] of [['tablet', { width: 768, height: 1024 }], ['phone', { width: 375, height: 667 }]]) {
  test.describe(`a ${name} by touch, when a round is decided`, () => {
    test.use({ viewport, hasTouch: true });
    // The rules' pinned pawn: the round is decided at once, and its next step
    // comes into view a moment later (if it is not on screen already).
    const decided = '#/nebun?mod=doi&poz=8/8/b7/P7/8/8/8/8_w';
    // The page's timers wait for the test (the reveal is due 0.4 s after the end).
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date('2026-09-15T08:00:00') });
      await page.clock.pauseAt(new Date('2026-09-15T08:00:01'));
    });

    test('its next step scrolls into view', async ({ page }) => {
      await open(page, decided);
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      const next = page.locator('[data-action="next-round"]');
      // It is on screen at once: the last row of the review's bar at the
      // screen's foot (both are portrait, 820 px wide or less).
      await expect(next).toBeInViewport({ ratio: 1 });
      await page.clock.runFor(1000);
      await expect(next).toBeInViewport({ ratio: 1 });
      // The words above it come into view too, above it.
      const words = page.locator('.hand-over');
      await expect(words).toBeInViewport({ ratio: 1 });
      const seen = await words.boundingBox();
      expect(seen.y + seen.height).toBeLessThanOrEqual((await next.boundingBox()).y);
    });

    test('but a button on screen never moves under the finger going for it', async ({ page }) => {
      await open(page, decided);
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
      // "Repriza a doua" pressed before the reveal: the second round is
      // decided at once too, and its "Joacă din nou" appears where the
      // finger was (the bar's last row) and stays there.
      await page.locator('[data-action="next-round"]').tap();
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      const again = page.locator('[data-action="play-again"]');
      await expect(again).toBeInViewport({ ratio: 1 });
      const before = await again.boundingBox();
      await page.clock.runFor(1000);
      expect(await again.boundingBox()).toEqual(before);
      const pressed = await page.locator('[data-action="next-round"]').count();
      expect(pressed).toBe(0);
      await again.tap();
      await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
    });
  });
}
