// A panic that still happens stops the wasm that had it (`RuntimeError:
// unreachable`); the page then says so in Romanian, once, with a button that
// reloads (index.html's hidden note, shown by assets/start.js).
//
// Nothing shipped can be asked to panic (no debug backdoor): the test makes
// the browser refuse to make one kind of element, which the app's renderer
// cannot do without (Leptos unwraps `document.createElement`), so the
// shipped code panics as it would on a fault of its own.
import { test, expect } from '@playwright/test';
import { open, violations } from './helpers.mjs';

const STOPPED = 'Ceva nu a mers. Reîncarcă pagina; rezultatele păstrate nu se pierd.';
const RELOAD = '🔄 Reîncarcă pagina';
/** The tag the browser refuses, kept across a reload (none: it refuses nothing). */
const REFUSED = 'sah-test-refused-tag';

/** In every load of `page`, `createElement` throws for the tag named in the
 * session's REFUSED (or `always`). */
async function refuseElements(page, always = null) {
  await page.addInitScript(([key, always]) => {
    const make = Document.prototype.createElement;
    Document.prototype.createElement = function (tag, ...rest) {
      if (tag === always || tag === sessionStorage.getItem(key)) throw new DOMException('refused by the test');
      return make.call(this, tag, ...rest);
    };
  }, [REFUSED, always]);
}

/** The page's uncaught errors, as the browser reports them. */
function errorsOf(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message)));
  return errors;
}

test('a panic while a page is drawn says so once, and its button reloads a working app', async ({ page }) => {
  await refuseElements(page);
  const errors = errorsOf(page);
  await open(page, '#/');
  await expect(page.locator('.cards')).toBeVisible();
  await expect(page.locator('.panic-note')).toBeHidden();
  // The game page's move list is an <ol>: drawing it panics.
  await page.evaluate((key) => sessionStorage.setItem(key, 'ol'), REFUSED);
  await page.evaluate(() => { location.hash = '#/rege'; });
  const note = page.getByRole('alert');
  await expect(note).toHaveText(`${STOPPED} ${RELOAD}`);
  await expect(note).toBeVisible();
  await expect(note).toHaveClass('panic-note');
  expect(errors.some((e) => /unreachable/.test(e))).toBe(true);
  // Said once, whatever else fails after.
  await page.evaluate(() => { location.hash = '#/cal'; });
  await page.evaluate(() => { location.hash = '#/rege'; });
  await expect(page.locator('.panic-note')).toHaveCount(1);
  // The button reloads; the fault gone, the page works.
  await page.evaluate((key) => sessionStorage.removeItem(key), REFUSED);
  await note.getByRole('button', { name: RELOAD }).click();
  await expect(page.locator('[data-square="e1"]')).toBeVisible();
  await expect(page.locator('.panic-note')).toBeHidden();
});

test('a panic while the app starts says so too', async ({ page }) => {
  await refuseElements(page, 'header');
  const errors = errorsOf(page);
  await page.goto('/#/');
  await expect(page.getByRole('alert')).toHaveText(`${STOPPED} ${RELOAD}`);
  expect(errors.some((e) => /unreachable/.test(e))).toBe(true);
  expect(await violations(page)).toEqual([]);
});
