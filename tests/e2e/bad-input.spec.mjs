// Input that would flood or fool the page: a huge link, thousands of bad
// parameters, a file with a huge name or a name that reads backwards, a
// double tap on „💡 Sfat”, a puzzle number that is none, a name that shows
// nothing, and a name edited by hand in the storage.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

const ROOT = 'sah-in-joaca/v2/';

/** Whether the page scrolls sideways. */
const widened = (page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);

/** A results file of `name` with one match, as the app writes it. */
function resultsFile(name) {
  return JSON.stringify({
    format: 'sah-in-joaca/rezultate', versiune: 1, jucator: name, avatar: 'leu', exportat: '2026-12-01T09:14',
    meciuri: [{
      joc: 'rege', mod: 'robot', nivel: 1, rezultat: 'victorie', data: '2026-12-01T09:14', timp: 1796109240000,
      stele: 3, mutari: 18, sfaturi: 0, inapoi: 0, pozitie: null, text: 'Mat!',
    }],
  });
}

async function load(page, file) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await chooser).setFiles(file);
}

test('a 100 KB link gives one short notice and the page keeps its width', async ({ page }) => {
  await open(page, '#/' + 'x'.repeat(100_000));
  await expect(page.locator('.notice')).toHaveText([
    `ℹ️ Pagina „#/${'x'.repeat(39)}…” nu există. Alege un joc din meniu.`,
  ]);
  expect(await widened(page)).toBe(false);
});

test('3000 bad parameters give five notices, the last counting the rest', async ({ page }) => {
  const query = Array.from({ length: 3000 }, (_, i) => `p${i}=1`).join('&');
  await open(page, `#/rege?${query}`);
  const notices = page.locator('.notice');
  await expect(notices).toHaveCount(6);
  await expect(notices.nth(0)).toHaveText('ℹ️ Legătura are o greșeală, așa că jucăm poziția din carte.');
  await expect(notices.nth(1)).toHaveText('ℹ️ Parametrul „p0” nu este cunoscut și a fost ignorat.');
  await expect(notices.nth(5)).toHaveText('ℹ️ Legătura mai are 2996 de greșeli.');
  expect(await widened(page)).toBe(false);
});

test('a long unbroken word in a link wraps on a phone', async ({ page }) => {
  await open(page, `#/rege?mod=${'a'.repeat(39)}`);
  await expect(page.locator('.notice').nth(1)).toHaveText(
    `ℹ️ „mod=${'a'.repeat(39)}” nu se poate folosi (merge „robot” sau „doi”): joci contra Robotului.`);
  expect(await widened(page)).toBe(false);
});

test('a file with a 100,000-letter name is named in a short sentence', async ({ page }) => {
  await open(page, '#/rezultate');
  const huge = 'A'.repeat(100_000);
  await load(page, { name: 'lung.json', mimeType: 'application/json', buffer: Buffer.from(resultsFile(huge)) });
  await expect(page.locator('.file-said')).toHaveText(
    `„lung.json” a fost sărit: numele „${'A'.repeat(40)}…” are 100000 de litere, dar poate avea cel mult 24.`);
  expect(await widened(page)).toBe(false);
});

test('a 20 MB file is refused at once from its start, and the file beside it is read', async ({ page }) => {
  await open(page, '#/rezultate');
  // „ă” is two bytes: one of them straddles the 1 MB limit, so the start
  // read is cut inside a letter and must still count as over it.
  const big = Buffer.from('{"x":"' + 'ă'.repeat(10_000_000) + '"}');
  const started = Date.now();
  await load(page, [
    { name: 'mare.json', mimeType: 'application/json', buffer: big },
    { name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(resultsFile('Ana')) },
  ]);
  await expect(page.locator('.file-said li')).toHaveText([
    '„mare.json” este mai mare de 1 MB, cât poate avea un fișier de rezultate, și a fost sărit.',
    'Am adăugat un meci la Ana.',
  ]);
  console.log(`20 MB file refused in ${Date.now() - started} ms (with the file transfer)`);
});

test('a file of just 1 MB is read, not refused', async ({ page }) => {
  await open(page, '#/rezultate');
  const text = resultsFile('Ana');
  const padded = Buffer.from(text.slice(0, -1) + ' '.repeat(1_000_000 - Buffer.byteLength(text)) + '}');
  expect(padded.length).toBe(1_000_000);
  await load(page, { name: 'ana.json', mimeType: 'application/json', buffer: padded });
  await expect(page.locator('.file-said')).toHaveText('Am adăugat un meci la Ana.');
});

test('a file name that turns text around is said as it reads', async ({ page }) => {
  await open(page, '#/rezultate');
  await load(page, { name: 'poza\u202egnp.json', mimeType: 'application/json', buffer: Buffer.from('{"nu":1}') });
  await expect(page.locator('.file-said')).toHaveText(
    '„pozagnp.json” nu este un fișier de rezultate Șah în joacă și a fost sărit.');
});

test('a double tap on „💡 Sfat” counts one hint', async ({ page }) => {
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  const hint = page.locator('[data-action="hint"]');
  await hint.tap();
  await hint.tap();
  await expect(page.locator('.is-hint')).toHaveCount(2);
  await page.locator('[data-square="g1"]').tap();
  await page.locator('[data-square="g7"]').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  const said = await page.getByRole('status').innerText();
  expect(said).toContain('Ai folosit un sfat.');
});

for (const typed of ['99999', '-1', 'abc']) {
  test(`a puzzle number that is none (${typed}) is said back as typed`, async ({ page }) => {
    await open(page, `#/probleme/nebun/${typed}`);
    await expect(page.locator('.puzzle-note')).toHaveText(
      new RegExp(`^Problema ${typed} nu există: jocul „Nebun contra 3 pioni” are \\d+ (de )?probleme\\.$`));
  });
}

test('a name of Hangul fillers only is refused', async ({ page }) => {
  await open(page, '#/jucatori');
  await page.getByRole('button', { name: /Copil nou/ }).tap();
  await page.getByRole('textbox', { name: 'Cum te cheamă?' }).fill('\u3164\u3164');
  await page.getByRole('button', { name: 'Gata' }).tap();
  await expect(page.locator('.form-error')).toHaveText('Scrie un nume.');
});

test('a 100 KB name edited by hand in the storage keeps the header in place', async ({ page }) => {
  await open(page, '#/');
  await page.evaluate((root) => {
    localStorage.clear();
    localStorage.setItem(`${root}profil/1`, JSON.stringify({ nume: 'Ana'.repeat(35000), avatar: 'urs' }));
    localStorage.setItem(`${root}curent`, '1');
  }, ROOT);
  await page.reload();
  await expect(page.locator('.profile-chip')).toContainText('AnaAnaAnaAnaAnaAnaAnaAna');
  await expect(page.locator('.profile-chip')).not.toContainText('AnaAnaAnaAnaAnaAnaAnaAnaA');
  expect(await widened(page)).toBe(false);
});
