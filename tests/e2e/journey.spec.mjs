// The journey „Drumul” (#/drum) and the puzzle
// lists (#/probleme, #/probleme/<joc>), drawn by the lazily loaded screens
// inside #screen-host from the list built into that wasm (24 puzzles per
// game; the bishop's are difficulty 1 for 1–8, 2 for 9–16, 3 for 17–24),
// with the current child's progress seeded in storage; the menu's and the
// match's ways there; the stars in the results file and the class table.
// Playing a puzzle is another page's test: only the links are checked here.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { open } from './helpers.mjs';
import { SLUGS as GAMES } from '../games.mjs';

test.use({ serviceWorkers: 'block' });

const STARS_KEY = 'sah-in-joaca/v2/copil/1/probleme';
const T = 1796109240000;

/** A won match against the robot, as storage keeps it. */
function won(joc, nivel, timp) {
  return JSON.stringify({ joc, mod: 'robot', nivel, rezultat: 'victorie', data: '2026-12-01T09:14', timp, stele: 0,
    mutari: null, sfaturi: 0, inapoi: 0, pozitie: null, text: 'Ai câștigat.' });
}

/** Stars 3 for puzzles 1…n of a game. */
function solved(game, n, stars = {}) {
  for (let i = 1; i <= n; i++) stars[`${game}/${i}`] = 3;
  return stars;
}

/** Seeds the first child's storage before the app starts (once per test). */
async function seed(page, { stars = {}, wins = [] } = {}) {
  await page.addInitScript(([key, s, w]) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('sah-in-joaca/v2/profil/1', JSON.stringify({ nume: 'Ana', avatar: 'urs' }));
    localStorage.setItem('sah-in-joaca/v2/curent', '1');
    localStorage.setItem(key, JSON.stringify(s));
    for (const [key2, value] of w) localStorage.setItem(key2, value);
  }, [STARS_KEY, stars, wins.map(([joc, nivel], i) => [`sah-in-joaca/v2/copil/1/meci/${T + i}`, won(joc, nivel, T + i)])]);
}

const current = (page) => page.locator('#screen-host [data-stop][aria-current="step"]');

for (const [label, use] of [
  ['768×1024 touch', { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true }],
  ['375×667 touch', { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true }],
]) {
  test.describe(label, () => {
    test.use(use);

    test('the menu leads to the journey: six stops in the book\'s order, the next one marked', async ({ page }) => {
      await seed(page, { stars: solved('cai', 12), wins: [['cai', 2]] });
      await open(page, '#/');
      await page.locator('.menu-ways a', { hasText: 'Drumul' }).tap();
      await expect(page).toHaveURL(/#\/drum$/);
      const journey = page.locator('#screen-host > .journey-page');
      await expect(journey.locator('h1')).toHaveText('🗺 Drumul');
      await expect(journey.locator('[data-stop]')).toHaveCount(6);
      expect(await journey.locator('[data-stop]').evaluateAll((l) => l.map((e) => e.dataset.stop))).toEqual(GAMES);
      // The race is won and half its puzzles solved: the bishop is next.
      await expect(current(page)).toHaveCount(1);
      await expect(current(page)).toHaveAttribute('data-stop', 'nebun');
      const race = journey.locator('[data-stop="cai"]');
      await expect(race).toHaveClass(/is-done/);
      await expect(race.locator('.stop-robot')).toHaveText('🏆 Ai învins Robotul la nivelul Mediu.');
      await expect(race.locator('.stop-puzzles')).toHaveText('🧩 12 / 24 ★ 36');
      await expect(journey.locator('[data-stop="nebun"] .stop-robot')).toHaveText('🤖 Robotul te așteaptă.');
      await expect(current(page).locator('.stop-next')).toHaveText('👉 Pasul tău următor');
      // Every stop's links are big enough for a finger.
      for (const box of await journey.locator('.stop-links a').evaluateAll((l) => l.map((a) => a.getBoundingClientRect().toJSON()))) {
        expect(box.height).toBeGreaterThanOrEqual(48);
        expect(box.width).toBeGreaterThanOrEqual(48);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize().width);
      // A stop's puzzles link opens that game's list.
      await journey.locator('[data-stop="nebun"] a[href="#/probleme/nebun"]').tap();
      await expect(page.locator('#screen-host > .puzzles [data-puzzle-link]')).toHaveCount(24);
    });

    test('the lists show every game and each puzzle with its difficulty and the child\'s stars', async ({ page }) => {
      await seed(page, { stars: { 'nebun/2': 2, 'nebun/17': 3, 'rege/1': 1 } });
      await open(page, '#/');
      await page.locator('.menu-ways a', { hasText: 'Probleme' }).tap();
      await expect(page).toHaveURL(/#\/probleme$/);
      const lists = page.locator('#screen-host > .puzzles');
      // The lazily loaded screens draw the list a moment after the route changes.
      await expect(lists.locator('[data-puzzle-game]')).toHaveCount(6);
      expect(await lists.locator('[data-puzzle-game]').evaluateAll((l) => l.map((e) => e.dataset.puzzleGame))).toEqual(GAMES);
      await expect(lists.locator('[data-puzzle-game="nebun"] .solved')).toHaveText('🧩 2 / 24');
      await expect(lists.locator('[data-puzzle-game="nebun"] .star-total')).toHaveText('★ 5');
      await expect(lists.locator('[data-puzzle-game="cal"] .solved')).toHaveText('🧩 0 / 24');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize().width);
      await lists.locator('[data-puzzle-game="nebun"]').tap();
      await expect(page).toHaveURL(/#\/probleme\/nebun$/);
      await expect(lists.locator('h1')).toHaveText('🧩 Probleme: Nebun contra 3 pioni');
      const tiles = lists.locator('[data-puzzle-link]');
      await expect(tiles).toHaveCount(24);
      const read = await tiles.evaluateAll((l) => l.map((a) => [a.dataset.puzzleLink, a.dataset.difficulty, a.dataset.stars, a.getAttribute('href')]));
      expect(read).toEqual(Array.from({ length: 24 }, (_, i) => [
        `nebun/${i + 1}`, String(1 + Math.floor(i / 8)), { 1: '2', 16: '3' }[i] ?? '0', `#/probleme/nebun/${i + 1}`]));
      await expect(tiles.nth(1)).toHaveText('2●○○ ușoară★★☆');
      await expect(tiles.nth(1)).toHaveAttribute('aria-label', 'Problema 2, ușoară, rezolvată: 2 stele');
      await expect(tiles.nth(16)).toHaveText('17●●● grea★★★');
      await expect(tiles.nth(8)).toHaveAttribute('aria-label', 'Problema 9, medie, nerezolvată');
      for (const box of await tiles.evaluateAll((l) => l.map((a) => a.getBoundingClientRect().toJSON()))) {
        expect(box.height).toBeGreaterThanOrEqual(48);
        expect(box.width).toBeGreaterThanOrEqual(48);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize().width);
      await lists.locator('.crumbs a').tap();
      await expect(page).toHaveURL(/#\/probleme$/);
      await expect(lists.locator('[data-puzzle-game]')).toHaveCount(6);
    });
  });
}

test.describe('768×1024 touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('aria-current="step" moves on as the child wins and solves', async ({ page }) => {
    await seed(page);
    await open(page, '#/drum');
    await expect(current(page)).toHaveAttribute('data-stop', 'cai');
    await expect(current(page).locator('[data-left]')).toHaveText(
      'Mai câștigă un meci cu Robotul și rezolvă 12 probleme ca să treci mai departe.');
    // A win alone is not enough: half the race's puzzles are missing, and the stop says so.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), ['sah-in-joaca/v2/copil/1/meci/1', won('cai', 1, T)]);
    await page.reload();
    await expect(current(page)).toHaveAttribute('data-stop', 'cai');
    await expect(current(page).locator('[data-left]')).toHaveText('Mai rezolvă 12 probleme ca să treci mai departe.');
    await page.evaluate(([k, s]) => localStorage.setItem(k, JSON.stringify(s)), [STARS_KEY, solved('cai', 11)]);
    await page.reload();
    await expect(current(page)).toHaveAttribute('data-stop', 'cai');
    await expect(current(page).locator('[data-left]')).toHaveText('Mai rezolvă o problemă ca să treci mai departe.');
    await page.evaluate(([k, s]) => localStorage.setItem(k, JSON.stringify(s)), [STARS_KEY, solved('cai', 12)]);
    await page.reload();
    await expect(current(page)).toHaveAttribute('data-stop', 'nebun');
    await expect(page.locator('#screen-host [data-stop="cai"]')).toHaveClass(/is-done/);
    await expect(page.locator('#screen-host [data-stop="cai"] [data-left]')).toHaveText('✅ Gata! Poți trece mai departe.');
    // Everything done: nothing suggested, and the page says so.
    const all = {};
    for (const g of GAMES) solved(g, 12, all);
    await page.evaluate(([key, stars, games, t, matches]) => {
      games.forEach((g, i) => localStorage.setItem(`sah-in-joaca/v2/copil/1/meci/${t + i + 10}`, matches[i]));
      localStorage.setItem(key, JSON.stringify(stars));
    }, [STARS_KEY, all, GAMES, T, GAMES.map((g, i) => won(g, 3, T + i + 10))]);
    await page.reload();
    await expect(page.locator('#screen-host [data-stop]')).toHaveCount(6);
    await expect(current(page)).toHaveCount(0);
    await expect(page.locator('#screen-host .journey-done')).toHaveText('🎉 Ai parcurs tot drumul! Joacă mai departe orice joc, la nivelul Greu.');
  });

  test('after a match, „🗺 Drumul” leads to the journey', async ({ page }) => {
    await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
    await expect(page.locator('.journey-link')).toBeHidden();
    await page.locator('[data-square="g1"]').tap();
    await page.locator('[data-square="g7"]').tap();
    await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
    await page.locator('.journey-link').tap();
    await expect(page).toHaveURL(/#\/drum$/);
    await expect(current(page)).toHaveAttribute('data-stop', 'cai');
  });

  test('the stars travel in the results file (versiune 2) to a fresh tablet and into the class table', async ({ page, browser }) => {
    await seed(page, { stars: { 'nebun/1': 3, 'nebun/2': 2, 'rege/1': 1 }, wins: [['rege', 3]] });
    await open(page, '#/rezultate');
    const download = page.waitForEvent('download');
    await page.locator('[data-action="export"]').tap();
    const path = await (await download).path();
    const text = readFileSync(path, 'utf8');
    const json = JSON.parse(text);
    expect(json.versiune).toBe(2);
    expect(json.serii).toEqual([]);
    expect(json.probleme).toEqual({ 'nebun/1': 3, 'nebun/2': 2, 'rege/1': 1 });

    const fresh = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'block' });
    const tablet = await fresh.newPage();
    // The fresh tablet's Ana already solved one better, and one the file does not have.
    await tablet.addInitScript(([key]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sah-in-joaca/v2/profil/1', JSON.stringify({ nume: 'Ana', avatar: 'urs' }));
      localStorage.setItem('sah-in-joaca/v2/curent', '1');
      localStorage.setItem(key, JSON.stringify({ 'rege/1': 3, 'cal/1': 2 }));
    }, [STARS_KEY]);
    await open(tablet, '#/rezultate');
    const chooser = tablet.waitForEvent('filechooser');
    await tablet.locator('[data-action="import"]').tap();
    await (await chooser).setFiles(path);
    await expect(tablet.locator('.file-said')).toHaveText('Am adăugat un meci la Ana. Am adăugat și stelele problemelor rezolvate din fișier.');
    await open(tablet, '#/probleme/nebun');
    await expect(tablet.locator('#screen-host [data-puzzle-link]')).toHaveCount(24);
    expect(await tablet.locator('#screen-host [data-puzzle-link]').evaluateAll((l) => l.slice(0, 4).map((a) => a.dataset.stars))).toEqual(['3', '2', '0', '0']);
    await open(tablet, '#/probleme');
    await expect(tablet.locator('#screen-host [data-puzzle-game="rege"] .star-total')).toHaveText('★ 3');
    await expect(tablet.locator('#screen-host [data-puzzle-game="cal"] .star-total')).toHaveText('★ 2');
    // A damaged „probleme” costs only the stars, and is said.
    const broken = text.replace(/"probleme":\{[^}]*\}/, '"probleme":"multe"');
    await open(tablet, '#/rezultate');
    const again = tablet.waitForEvent('filechooser');
    await tablet.locator('[data-action="import"]').tap();
    await (await again).setFiles({ name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
    await expect(tablet.locator('.file-said')).toHaveText('Meciul din fișier era deja la Ana. Unele probleme rezolvate din fișier nu s-au putut citi și au fost sărite.');
    await fresh.close();

    // The teacher's table, per child and game.
    await open(page, '#/clasa');
    const files = page.waitForEvent('filechooser');
    await page.locator('[data-action="import"]').tap();
    await (await files).setFiles([{ name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(text) }]);
    const row = page.locator('[data-child="Ana"]');
    // One line per cell; all of it in the title.
    await expect(row.locator('td[data-variant="nebun"]')).toHaveText('🧩 2');
    await expect(row.locator('td[data-variant="nebun"]')).toHaveAttribute('title', '🧩\u00a02\u00a0· ★\u00a05');
    await expect(row.locator('td[data-variant="nebun"]')).toHaveAttribute('data-puzzle-stars', '5');
    await expect(row.locator('td[data-variant="rege"]')).toHaveText('U0 M0 G1 · 🧩 1');
    await expect(row.locator('td[data-variant="rege"]')).toHaveAttribute('title', 'U0 M0 G1 · un meci · 🧩\u00a01\u00a0· ★\u00a01');
    await expect(row.locator('td[data-variant="cal"]')).toHaveCount(0);
  });
});
