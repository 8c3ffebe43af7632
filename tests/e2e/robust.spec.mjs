// The page keeps working through what a classroom does to it: every way of
// picking a file.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** Every uncaught error and console error of `page`, as they come. */
function errorsOf(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  return errors;
}

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
