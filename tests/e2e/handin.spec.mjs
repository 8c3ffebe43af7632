// Handing results in with no file (#/preda → #/clasa): a child's play, its
// QR code read back as a camera would (jsQR, an independent decoder), the
// teacher's class opened from the code's link or read by the class page's
// own scanner through Chromium's fake camera fed a Y4M picture of the code
// the child's page drew.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { open, readQr, seedChildren as seed, wonMatch as won } from './helpers.mjs';

test.use({ serviceWorkers: 'block' });

const T = 1796109240000;

/** The hash of a code's link, opened on this test's server. */
const hashOf = (link) => link.slice(link.indexOf('#'));

test('a child solves a puzzle, hands it in by QR code, and the teacher’s phone opens it into the class', async ({ page, browser }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '#/probleme/rege/1');
  await expect(page.locator('html')).toHaveClass(/robot-ready/);
  await page.locator('[data-action="hint"]').click();
  const [, from, to] = (await page.getByRole('status').innerText()).match(/([a-h][1-8]) pe ([a-h][1-8])\.$/);
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
  await expect(page.locator('[data-puzzle-state="rezolvat"]')).toBeVisible();
  await open(page, '#/rezultate');
  await page.locator('[data-action="hand-in"]').click();
  await expect(page).toHaveURL(/#\/preda$/);
  const code = page.locator('svg[data-handin-qr]');
  await expect(code).toHaveCount(1);
  await expect(code).toHaveAttribute('data-part', '1/1');
  const child = await page.locator('[data-handin-child]').getAttribute('data-handin-child');
  const link = await readQr(page, 'svg[data-handin-qr]');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/clasa\?predare=[0-9A-V]+$/);
  // On the 768 px tablet the code is big: a phone reads it at 30–50 cm.
  expect((await code.boundingBox()).width).toBeGreaterThan(400);

  // The teacher: another browser, its own storage.
  const teacher = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
  const t = await teacher.newPage();
  await t.goto('/' + hashOf(link));
  const row = t.locator(`tr[data-child="${child}"]`);
  await expect(row).toBeVisible();
  await expect(row.locator('[data-variant="rege"][data-puzzles="1"]')).toHaveText('🧩 1');
  await expect(t.locator('[data-scan-log] li').first()).toHaveText(`${child}: am adăugat rezultatele.`);
  // Read once: the address forgets the code. Kept: a reload still has the
  // row; the same code again changes nothing.
  await expect(t).toHaveURL(/#\/clasa\?c=[0-9a-z]+$/);
  await t.reload();
  await expect(t.locator(`tr[data-child="${child}"]`)).toBeVisible();
  await expect(t.locator('[data-scan-log] li')).toHaveCount(0);
  await t.goto('/' + hashOf(link));
  await expect(t.locator('[data-scan-log] li').first()).toHaveText(`${child}: nimic nou.`);
  await expect(t.locator('tbody tr')).toHaveCount(1);
  // A new class, asked once, forgets it.
  t.once('dialog', (d) => d.accept());
  await t.locator('[data-action="new-class"]').click();
  await expect(t.locator('tbody tr')).toHaveCount(0);
  await t.reload();
  await expect(t.locator('.class-table .empty')).toBeVisible();
  await teacher.close();
});

test('#/preda?toti=1 hands in every child of the tablet, and a damaged or foreign code is refused with a sentence', async ({ page, browser }) => {
  await seed(page, [
    { nume: 'Ana', avatar: 'urs', stars: { 'nebun/1': 3, 'nebun/2': 2 }, wins: [[T, won('nebun', 2, T)]] },
    { nume: 'Ion', avatar: 'leu', stars: { 'cai/4': 1 } },
    { nume: 'Ștefan', avatar: 'vulpe', wins: [[T + 1, won('rege', 1, T + 1)]] },
  ]);
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/preda');
  await expect(page.locator('[data-handin-child]')).toHaveCount(1);
  await page.getByRole('link', { name: '📤 Toți copiii acestei tablete' }).click();
  await expect(page).toHaveURL(/#\/preda\?toti=1$/);
  // Children of no class: no chooser, the codes one after another, a
  // click anywhere for the next.
  const links = {};
  for (const [i, name] of ['Ana', 'Ion', 'Ștefan'].entries()) {
    await expect(page.locator('[data-walk-counter]')).toHaveText(`Copilul ${i + 1} din 3`);
    await expect(page.locator('[data-handin-child]')).toHaveCount(1);
    links[name] = await readQr(page, `[data-handin-child="${name}"] svg[data-handin-qr]`);
    await page.mouse.click(40, 700);
  }
  await expect(page.locator('[data-walk-done]')).toHaveText('Gata: ai arătat codurile tuturor celor 3 copii.');
  const teacher = await browser.newContext({ serviceWorkers: 'block' });
  const t = await teacher.newPage();
  for (const name of ['Ana', 'Ion', 'Ștefan']) {
    await t.goto('/' + hashOf(links[name]));
    await expect(t.locator('[data-scan-log] li').first()).toHaveText(`${name}: am adăugat rezultatele.`);
  }
  await expect(t.locator('tbody tr')).toHaveCount(3);
  await expect(t.locator('tr[data-child="Ana"] [data-variant="nebun"][data-puzzles="2"]')).toBeVisible();
  await expect(t.locator('tr[data-child="Ștefan"] [data-variant="rege"]')).toHaveAttribute('title', /U1 M0 G0/);
  // The table as a file a Romanian spreadsheet opens: BOM, „;”, diacritics.
  const download = t.waitForEvent('download');
  await t.locator('[data-action="export-csv"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clasa-Clasa-mea-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\ufeffCopilul;Cai: cel mai bun;')).toBe(true);
  const lines = csv.split('\r\n');
  expect(lines.map((l) => l.split(';')[0])).toEqual(['\ufeffCopilul', 'Ana', 'Ion', 'Ștefan', '']);
  expect(lines[1].split(';')).toHaveLength(lines[0].split(';').length);
  for (const [code, said] of [
    ['AD5020DB5K1KIRRE0LR7AR3GCK0000010830200000000001000000000000019P0C000000000000000009CL8', 'Codul nu s-a citit întreg. Mai încearcă o dată, cu tableta mai aproape de cameră.'],
    ['https://exemplu.ro', 'Acest cod nu este al aplicației „Șah în joacă”.'],
  ]) {
    await t.goto(`/#/clasa?predare=${encodeURIComponent(code)}`);
    await expect(t.locator('[data-scan-log] li').first()).toHaveText(said);
    await expect(t.locator('tbody tr')).toHaveCount(3);
  }
  await teacher.close();
});

test('without a camera the scan button says so in Romanian, and the files still work', async ({ page }) => {
  await open(page, '#/clasa');
  await page.locator('[data-action="scan"]').click();
  await expect(page.locator('[data-scan-log] li').first()).toHaveText(/^(Nu am găsit nicio cameră|Browserul nu a dat voie la cameră)/);
  await expect(page.locator('video[data-scanner]')).toBeHidden();
  await expect(page.locator('[data-action="import"]')).toBeVisible();
});

