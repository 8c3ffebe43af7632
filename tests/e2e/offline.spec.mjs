// Offline on tablets: after one visit the service worker serves the whole app.
import { test, expect } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { open, pieces, serve, tap } from './helpers.mjs';

test('after one visit the app loads and plays a round offline', async ({ page, context }) => {
  await open(page, '#/');
  // The worker is active once it has cached the whole build; the next load is
  // controlled by it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto('/#/nebun?mod=doi');
  await page.reload();
  await expect(page.locator('[data-square]')).toHaveCount(64);
  expect(await pieces(page)).toEqual({ a2: 'wP', b2: 'wP', c2: 'wP', c8: 'bB' });
  for (const [from, to] of [['a2', 'a3'], ['c8', 'f5'], ['a3', 'a4'], ['f5', 'd3'], ['c2', 'd3']]) {
    await tap(page, from);
    await tap(page, to);
  }
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'round-over');
  // The help text comes from the cache too.
  await page.getByRole('button', { name: /Cum se joacă/ }).click();
  await expect(page.getByRole('dialog').locator('h3').first()).toHaveText('Despre ce este jocul');
});

test('the manifest describes an installable app that works from any folder', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Șah în joacă');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('./');
  expect(manifest.scope).toBe('./');
  const sizes = manifest.icons.map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get('/' + icon.src)).ok()).toBe(true);
  // The worker caches exactly this build's files.
  const sw = await (await request.get('/sw.js')).text();
  // (Minified: `BUILD="…",…,FILES=[…]`.)
  const files = JSON.parse(sw.match(/\bFILES ?= ?(\[[^\]]*\])/)[1]);
  // The page's files: those index.html links (its attributes may be
  // unquoted) and those its start script imports and starts.
  const linked = (text) => [...text.matchAll(/(?:href|src|module_or_path:|from)\s*=?\s*['"]?\.\/([^'"\s>]+\.(?:wasm|js|css))/g)].map((m) => m[1]);
  const assets = linked(await (await request.get('/index.html')).text());
  const start = assets.find((f) => /^start-[0-9a-f]+\.js$/.test(f));
  expect(start, 'index.html loads a start script').toBeTruthy();
  assets.push(...linked(await (await request.get('/' + start)).text()));
  for (const ext of ['_bg.wasm', '.js', '.css']) expect(assets.some((f) => f.endsWith(ext) && f !== start)).toBe(true);
  for (const asset of assets) expect(files).toContain(asset);
});

test('two copies of the app on one site keep their own offline files', async ({ browser }) => {
  // The build served twice by a server of this test: at /clasa/ and, as a
  // newer build would be, at /proba/ (its worker's build renamed).
  const root = mkdtempSync(join(tmpdir(), 'doua-copii-'));
  cpSync('dist', join(root, 'clasa'), { recursive: true });
  cpSync('dist', join(root, 'proba'), { recursive: true });
  const sw = join(root, 'proba', 'sw.js');
  const worker = readFileSync(sw, 'utf8');
  const renamed = worker.replace(/\bBUILD ?= ?"[0-9a-f]{12}"/, 'BUILD="000000000000"');
  expect(renamed, 'the worker names its build').not.toBe(worker);
  writeFileSync(sw, renamed);
  const { port, server } = await serve(root);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const visit = async (folder) => {
      await page.goto(`http://127.0.0.1:${port}/${folder}/#/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await expect.poll(() => page.evaluate(() => caches.keys())).toContainEqual(expect.stringContaining(`/${folder}/`));
    };
    await visit('clasa');
    await visit('proba');
    const kept = await page.evaluate(() => caches.keys());
    expect(kept).toHaveLength(2);
    expect(kept).toContainEqual(expect.stringMatching(/^sah-in-joaca http:\/\/127\.0\.0\.1:\d+\/clasa\/ [0-9a-f]{12}$/));
    // The first copy still opens offline.
    await page.goto(`http://127.0.0.1:${port}/clasa/#/`);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.goto(`http://127.0.0.1:${port}/clasa/#/nebun`);
    await expect(page.locator('[data-square]')).toHaveCount(64);
    await context.close();
  } finally {
    server.kill();
    rmSync(root, { recursive: true, force: true });
  }
});

test('opened from a folder (file://) the page says in Romanian what to do; a normal load never shows it', async ({ page }) => {
  await open(page, '#/');
  await expect(page.locator('.app')).toBeVisible();
  await expect(page.locator('.boot-note')).toBeHidden();
  await page.goto(`file://${process.cwd()}/dist/index.html`);
  const note = page.locator('.boot-note');
  await expect(note).toBeVisible({ timeout: 15_000 });
  await expect(note).toHaveText('Aplicația nu a pornit: deschisă dintr-un dosar sau de pe un stick, nu poate porni. Deschide-o de la adresa ei (https://…) sau de pe un server web; apoi merge și fără internet.');
});
