// A strict Content-Security-Policy: the page runs no inline
// script and takes no <style> element, so one forgotten escape of a child's
// name or of a teacher's file cannot become script or restyle the page. The
// policy says so, and on every route of the page
// contract (the teacher's screens, with their own wasm, included; in an
// iframe; offline from the service worker) the browser reports no
// violation of it and no error.
import { test, expect } from '@playwright/test';
import { SLUGS } from '../games.mjs';

/** Each route, and what only its screen holds (as in navigation.spec.mjs). */
const ROUTES = {
  '#/': 'section.menu .cards',
  // Every game's page (tests/games.mjs).
  ...Object.fromEntries(SLUGS.map((g) => [`#/${g}`, `section.game[data-game="${g}"] [data-square="a1"]`])),
  '#/nebun?nivel=3&poz=8/8/8/3b4/8/1P6/P6P/8_b&blocat=1': 'section.game[data-game="nebun"] [data-square="h2"] [data-piece="wP"]',
  '#/serie?titlu=A&rege=7k/8/5K2/8/8/8/8/6Q1_w': '#screen-host > .series .series-list',
  '#/probleme': '#screen-host > .puzzles .puzzle-games',
  '#/probleme/nebun': '#screen-host > .puzzles .puzzle-grid [data-puzzle-link="nebun/1"]',
  '#/drum': '#screen-host > .journey-page .journey [data-stop]',
  '#/rezultate': 'section.results .results-title',
  '#/jucatori': 'section.players .child-card',
  '#/profesori': 'article.teachers h1',
  '#/clasa': '#screen-host .class-page .class-table',
  '#/editor?joc=rege': '#screen-host .editor-page [data-check]',
  '#/diploma?joc=rege': '#screen-host .diploma-page .diploma-missing',
  '#/probleme/nebun/1': '#screen-host .puzzle-page [data-puzzle="nebun/1"] [data-square="a1"]',
};

/**
 * Records, from before the page's first script, every CSP violation of the
 * page and of its frames, every console error and every uncaught error.
 */
async function watch(page) {
  const seen = [];
  await page.exposeFunction('cspViolation', (text) => seen.push(text));
  await page.addInitScript(() => {
    addEventListener('securitypolicyviolation', (e) => {
      window.cspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} «${e.sample}»`);
    }, true);
  });
  page.on('console', (m) => { if (m.type() === 'error') seen.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => seen.push(`error: ${e.message}`));
  return seen;
}

/** Waits for `what`; then there must have been no violation and no error. */
async function clean(page, seen, route, what, where = page) {
  // A blocked script shows nothing: then the violations say why (and the
  // test does not wait for its own time-out to say so).
  const shown = await where.locator(what).first().waitFor({ timeout: 20_000 }).then(() => true, () => false);
  expect(seen, `violations or errors on ${route}`).toEqual([]);
  expect(shown, `${route} shows its screen`).toBe(true);
  // Nothing inline was added while the page ran (the teacher's loader, say).
  expect(await where.locator('script:not([src])').count(), `inline scripts on ${route}`).toBe(0);
}

/** Presses the mouse on `from` and moves it over `to`, not letting go; where it is. */
async function dragHalfway(page, from, to) {
  const box = async (sq) => page.locator(`[data-square="${sq}"]`).boundingBox();
  const [a, b] = [await box(from), await box(to)];
  const at = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x, at.y, { steps: 5 });
  return at;
}

test('the policy allows no inline script, and the page carries none', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const csp = html.match(/<meta[^>]*http-equiv="?Content-Security-Policy"?[^>]*>/i)?.[0]
    .match(/content="([^"]*)"/)[1];
  expect(csp, 'index.html has a CSP').toBeTruthy();
  const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  // No <style> element either (the teacher's stylesheet goes in through the
  // CSSOM). Style attributes stay allowed: the board's pieces move by them.
  expect(directives['style-src-elem']).toEqual(["'self'"]);
  expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(directives['default-src']).toEqual(["'self'"]);
  // Every script is a file of the app's own.
  expect(html.match(/<script\b[^>]*>/g)?.filter((s) => !/\ssrc=/.test(s)) ?? []).toEqual([]);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
  expect(html).not.toMatch(/<[^>]*\sstyle=/i);
  expect(html).not.toMatch(/<style\b/i);
});

for (const [route, what] of Object.entries(ROUTES)) {
  test(`no violation of the policy on ${route}`, async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/' + route);
    await clean(page, seen, route, what);
  });
}

test('no violation while pieces slide in and are dragged, on the board and in the editor', async ({ page }) => {
  const seen = await watch(page);
  // Two players: nothing moves but what the test moves. A piece played
  // slides in; a piece dragged follows the pointer.
  await page.goto('/#/nebun?mod=doi');
  await clean(page, seen, '#/nebun?mod=doi', ROUTES['#/nebun']);
  await page.locator('[data-square="a2"]').click();
  await page.locator('[data-square="a3"]').click();
  await expect(page.locator('[data-square="a3"] .arrive')).toHaveCSS('--dy', '1');
  await dragHalfway(page, 'c8', 'f5');
  await expect(page.locator('[data-square="c8"] .piece-slot')).not.toHaveCSS('transform', 'none');
  await page.mouse.up();
  await clean(page, seen, '#/nebun?mod=doi', '[data-square="f5"] [data-piece="bB"]');
  // The editor: its stylesheet applies, and the piece dragged follows the pointer.
  await page.goto('/#/editor?joc=rege');
  await clean(page, seen, '#/editor?joc=rege', ROUTES['#/editor?joc=rege']);
  await expect(page.locator('.ed-palette')).toHaveCSS('touch-action', 'none');
  const to = await dragHalfway(page, 'e1', 'e4');
  const ghost = await page.locator('.editor-ghost').boundingBox();
  expect(Math.abs(ghost.x + ghost.width / 2 - to.x) + Math.abs(ghost.y + ghost.height / 2 - to.y)).toBeLessThan(40);
  await page.mouse.up();
  await clean(page, seen, '#/editor?joc=rege', '[data-square="e4"] [data-piece="wK"]');
});

test('no violation when one page crosses every route, the teacher\'s screens and back', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/#/');
  await clean(page, seen, '#/', ROUTES['#/']);
  const routes = Object.keys(ROUTES);
  for (const route of [...routes.slice(1), ...routes]) {
    await page.evaluate((hash) => { location.hash = hash; }, route);
    await clean(page, seen, route, ROUTES[route]);
  }
  expect(await page.evaluate(() => typeof window.sahScreens)).toBe('function');
});

test('no violation inside a class website\'s iframe, the editor included', async ({ page, baseURL }) => {
  const seen = await watch(page);
  for (const route of ['#/nebun?embed=1', '#/editor?joc=rege']) {
    await page.setContent(`<iframe src="${baseURL}${route}" width="900" height="720" title="Șah în joacă"></iframe>`);
    await clean(page, seen, `${route} in an iframe`, ROUTES[route.replace(/\?embed=1$/, '')], page.frameLocator('iframe'));
  }
});

test('no violation offline, from the service worker, the teacher\'s screens included', async ({ page, context }) => {
  const seen = await watch(page);
  await page.goto('/#/');
  await clean(page, seen, '#/', ROUTES['#/']);
  // The worker the start script registers caches the whole build.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  for (const route of ['#/rege', '#/editor?joc=rege', '#/clasa']) {
    await page.goto('/' + route);
    await page.reload();
    await clean(page, seen, `${route} offline`, ROUTES[route]);
  }
});

for (const blocked of ['screens/screens.js', 'screens/screens_bg.wasm']) {
  test(`when ${blocked} cannot be fetched, the teacher's screen says so, on a later try too`, async ({ page }) => {
    // Its address and any query (a later try asks under another one).
    await page.route(`**/${blocked}*`, (route) => route.abort());
    await page.goto('/#/clasa');
    const failed = 'Pagina nu s-a putut încărca. Verifică legătura la internet și reîncarcă pagina.';
    await expect(page.locator('#screen-host .notice')).toHaveText(failed);
    // Another screen, then a teacher's one again: it tries again and, still
    // refused, says so again, rather than „Se încarcă pagina…” for ever.
    await page.evaluate(() => { location.hash = '#/'; });
    await expect(page.locator(ROUTES['#/'])).toBeVisible();
    await page.evaluate(() => { location.hash = '#/editor?joc=rege'; });
    await expect(page.locator('#screen-host .notice')).toHaveText(failed);
    expect(await page.evaluate(() => typeof window.sahScreens)).toBe('undefined');
  });
}
