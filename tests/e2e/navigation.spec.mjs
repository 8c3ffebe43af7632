// Every screen reachable from every screen: whatever the
// address says is what the page shows, the teacher's screens (their own
// lazily loaded wasm) included, by the header's links, by setting the hash,
// and by Back and Forward, before and after the teacher's wasm has loaded.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

/**
 * Each route of the contract: where its screen is, and its screen with what
 * only it holds. The second is also looked for everywhere, so that a screen
 * left behind inside another screen's element is caught too.
 */
const ROUTES = {
  '#/': ['main >', 'section.menu .cards'],
  '#/nebun': ['main >', 'section.game[data-game="nebun"] .board [data-square="a1"]'],
  '#/rezultate': ['#screen-host >', '.results-page section.results .results-title'],
  '#/jucatori': ['#screen-host >', '.players-page section.players .child-card'],
  '#/profesori': ['main >', 'article.teachers h1'],
  '#/clasa': ['#screen-host >', '.class-page .class-table'],
  '#/editor?joc=rege': ['#screen-host >', '.editor-page [data-check]'],
  '#/diploma?joc=rege': ['#screen-host >', '.diploma-page .diploma-missing'],
  '#/serie?titlu=A&rege=7k/8/5K2/8/8/8/8/6Q1_w': ['#screen-host >', '.series .series-list'],
  '#/probleme': ['#screen-host >', '.puzzles .puzzle-games'],
  '#/probleme/nebun': ['#screen-host >', '.puzzles .puzzle-grid [data-puzzle-link="nebun/1"]'],
  '#/probleme/nebun/1': ['#screen-host >', '.puzzle-page [data-puzzle="nebun/1"] [data-square="a1"]'],
  '#/drum': ['#screen-host >', '.journey-page .journey [data-stop]'],
};
const LAZY = new Set(['#/rezultate', '#/jucatori', '#/clasa', '#/editor?joc=rege', '#/diploma?joc=rege', '#/serie?titlu=A&rege=7k/8/5K2/8/8/8/8/6Q1_w',
  '#/probleme', '#/probleme/nebun', '#/probleme/nebun/1', '#/drum']);
const ALL = Object.keys(ROUTES);

/** Exactly the screen of `route` is on the page: its element and content, and no other screen's. */
async function shows(page, route) {
  const [where, what] = ROUTES[route];
  await expect(page.locator(`${where} ${what}`).first()).toBeVisible();
  for (const other of ALL.filter((r) => r !== route)) {
    await expect(page.locator(ROUTES[other][1])).toHaveCount(0);
  }
  // One screen in <main>: a page (beside the empty host), or the host alone.
  expect(await page.locator('main > :not(:empty)').count()).toBe(1);
}

const loaded = (page) => page.evaluate(() => typeof window.sahScreens === 'function');

for (const from of ALL) {
  test(`from ${from} to every route and back with Back, then Forward`, async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, from);
    await shows(page, from);
    // The child's screens first: they are crossed before the teacher's wasm
    // loads (when `from` is one of them), then again after it has.
    const order = [...ALL.filter((r) => !LAZY.has(r)), ...ALL.filter((r) => LAZY.has(r))];
    for (const pass of [1, 2]) {
      if (pass === 1) expect(await loaded(page)).toBe(LAZY.has(from));
      else expect(await loaded(page)).toBe(true);
      for (const to of order.filter((r) => r !== from)) {
        await page.evaluate((hash) => { location.hash = hash; }, to);
        await shows(page, to);
        await page.goBack();
        await shows(page, from);
        if (pass === 2) {
          await page.goForward();
          await shows(page, to);
          await page.goBack();
          await shows(page, from);
        }
      }
    }
  });
}

test('the header\'s links and logo leave every screen, the teacher\'s too', async ({ page }) => {
  test.setTimeout(120_000);
  for (const from of ALL) {
    for (const [name, to] of [['Jocuri', '#/'], ['Rezultate', '#/rezultate']]) {
      await open(page, from);
      await shows(page, from);
      await page.locator('.app-header nav').getByRole('link', { name, exact: true }).click();
      await shows(page, to);
    }
    await open(page, from);
    await shows(page, from);
    await page.locator('.app-header .brand').click();
    await shows(page, '#/');
  }
});

test('a child\'s way into the teacher\'s screens and out again: the key E, 🏅 Diploma, „Înapoi la rezultate”, „▶ Joacă poziția”', async ({ page }) => {
  // The key E on a game page opens the editor on the position shown…
  await open(page, '#/nebun?mod=doi');
  await page.keyboard.press('e');
  await expect(page.locator('.editor-page [data-check]')).toBeVisible();
  // …whose „▶ Joacă poziția” plays it: the game page, not the editor.
  await page.locator('#ed-play').click();
  await expect(page.locator('section.game[data-game="nebun"]')).toBeVisible();
  await expect(page.locator('#screen-host')).toBeHidden();
  await expect(page.locator('.editor-page')).toHaveCount(0);
  // Back returns to the editor, Back again to the first game page.
  await page.goBack();
  await expect(page.locator('.editor-page [data-check]')).toBeVisible();
  await expect(page.locator('section.game')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('section.game[data-game="nebun"]')).toBeVisible();
  await expect(page.locator('.editor-page')).toHaveCount(0);

  // A diploma with nothing won yet: its „Înapoi la rezultate” leads back.
  await open(page, '#/diploma?joc=rege');
  await expect(page.locator('.diploma-page')).toBeVisible();
  await page.getByRole('link', { name: 'Înapoi la rezultate' }).click();
  await shows(page, '#/rezultate');
  // Another diploma, then its game's link: the game, not the diploma.
  await page.evaluate(() => { location.hash = '#/diploma?joc=cal'; });
  await expect(page.locator('.diploma-page')).toBeVisible();
  await page.locator('.diploma-page').getByRole('link', { name: /^Joacă/ }).click();
  await expect(page.locator('section.game[data-game="cal"]')).toBeVisible();
  await expect(page.locator('.diploma-page')).toHaveCount(0);
});

test('a teacher\'s screen left behind listens no more: its listeners go with it', async ({ page }) => {
  await open(page, '#/clasa');
  await shows(page, '#/clasa');
  const old = await page.evaluateHandle(() => document.querySelector('.class-page'));
  // Each next screen is drawn into a new element: the class table's is gone.
  for (const next of ['#/editor?joc=rege', '#/diploma?joc=rege', '#/clasa']) {
    await open(page, next);
    await shows(page, next);
    // A sort button clicked in the old screen would draw it again.
    const redrawn = await old.evaluate((root) => {
      root.insertAdjacentHTML('beforeend', '<button data-sort="nume" data-left-behind>x</button>');
      root.querySelector('[data-left-behind]').click();
      return root.querySelector('[data-left-behind]') === null;
    });
    expect(redrawn, `after ${next}`).toBe(false);
  }
});
