// The page keeps working through what a classroom does to it: a server that
// comes back after failing, and every way of picking a file.
import { test, expect } from '@playwright/test';
import { open, serve } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** Every uncaught error and console error of `page`, as they come. */
function errorsOf(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  return errors;
}

test('a screen that could not be loaded loads on the next visit once the server is back', async ({ browser }) => {
  // No service worker: it would serve the screens from its cache.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let { port, server } = await serve('dist');
  try {
    await page.goto(`http://127.0.0.1:${port}/#/`);
    await expect(page.locator('main > *').first()).toBeVisible();
    const stopped = new Promise((resolve) => server.on('exit', resolve));
    server.kill();
    await stopped;
    await page.evaluate(() => { location.hash = '#/clasa'; });
    await expect(page.locator('#screen-host')).toHaveText(
      'Pagina nu s-a putut încărca. Verifică legătura la internet și reîncarcă pagina.');
    ({ server } = await serve('dist', port));
    // Away and back, without reloading the page.
    await page.evaluate(() => { location.hash = '#/'; });
    await expect(page.locator('#screen-host')).toBeEmpty();
    await page.evaluate(() => { location.hash = '#/clasa'; });
    await expect(page.locator('#screen-host h1')).toHaveText('Rezultatele clasei Clasa mea');
    await expect(page.locator('#screen-host [data-action="import"]')).toBeVisible();
  } finally {
    server.kill();
    await context.close();
  }
});

test('the results page, when its part cannot load, says so, and reads a file once the server is back', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 768, height: 1024 }, hasTouch: true });
  const page = await context.newPage();
  let { port, server } = await serve('dist');
  try {
    await page.goto(`http://127.0.0.1:${port}/#/`);
    await expect(page.locator('section.menu')).toBeVisible();
    const stopped = new Promise((resolve) => server.on('exit', resolve));
    server.kill();
    await stopped;
    await page.evaluate(() => { location.hash = '#/rezultate'; });
    await expect(page.locator('#screen-host')).toHaveText(
      'Pagina nu s-a putut încărca. Verifică legătura la internet și reîncarcă pagina.');
    ({ server } = await serve('dist', port));
    await page.evaluate(() => { location.hash = '#/'; });
    await page.evaluate(() => { location.hash = '#/rezultate'; });
    const chooser = page.waitForEvent('filechooser');
    await page.locator('[data-action="import"]').tap();
    await (await chooser).setFiles({ name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(emptyFile) });
    await expect(page.locator('.file-said li')).toHaveText(['Fișierul nu are niciun meci pentru Ana.']);
  } finally {
    server.kill();
    await context.close();
  }
});

const presses = {
  mouse: (button) => button.click(),
  touch: (button) => button.tap(),
  keyboard: async (button) => {
    await button.focus();
    await button.press('Enter');
  },
};

const emptyFile = JSON.stringify({
  format: 'sah-in-joaca/rezultate', versiune: 2, jucator: 'Ana', avatar: 'leu', exportat: '2026-12-01T09:14',
  meciuri: [], serii: [],
});

const pages = {
  '#/rezultate': async (page) => expect(page.locator('.file-said li')).toHaveText(['Fișierul nu are niciun meci pentru Ana.']),
  '#/clasa': async (page) => expect(page.locator('tbody th')).toHaveText(['Ana']),
};

for (const [route, said] of Object.entries(pages)) {
  for (const [how, press] of Object.entries(presses)) {
    test(`a file picked on ${route} by ${how} throws no error`, async ({ page }) => {
      const errors = errorsOf(page);
      await open(page, route);
      const button = page.locator('[data-action="import"]');
      await expect(button).toBeVisible();
      const chooser = page.waitForEvent('filechooser');
      await press(button);
      await (await chooser).setFiles({ name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(emptyFile) });
      await said(page);
      expect(errors).toEqual([]);
    });
  }
}
