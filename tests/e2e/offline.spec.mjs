// Offline on tablets: after one visit the service worker serves the whole app.
import { test, expect } from '@playwright/test';
import { open, pieces, tap } from './helpers.mjs';

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
  const files = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  const html = await (await request.get('/index.html')).text();
  for (const asset of html.matchAll(/(?:href|module_or_path:)\s*=?\s*['"]\.\/([^'"]+\.(?:wasm|js|css))['"]/g)) {
    expect(files).toContain(asset[1]);
  }
});
