// Two tabs of one tablet (and the class website's frame beside the app):
// each page writes for the child it showed, each tab follows another tab's
// choice of child and says so once, a match in progress stays the match of
// the child who began it, confirmations name the child, and a child's id is
// never given to another.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

const ROOT = 'sah-in-joaca/v2/';
const T = 1796109240000;
const FOLLOWED = 'Alt tab a schimbat copilul: acum joacă Ben.';
const MATE_IN_ONE = '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w';
// Ra7, the black king's only move Rg8, then Ra8 mates.
const MATE_IN_TWO = '7k/8/6K1/8/8/8/8/R7_w';
const KEPT = 'Meciul acesta se păstrează pentru Ana; în alt tab joacă acum Ben.';

/** A kept match of the king hunt at `t`, as the storage writes it. */
const stored = (t) => JSON.stringify({
  joc: 'rege', mod: 'robot', nivel: 1, rezultat: 'victorie', data: '2026-12-01T09:14',
  timp: t, stele: 3, mutari: 18, sfaturi: 0, inapoi: 0, pozitie: null, text: 'Mat!',
});

/** Ana (1, playing) and Ben (2, with 3 matches), then `hash` opened. */
async function seed(page, hash) {
  await open(page, '#/');
  await page.evaluate(([root, matches]) => {
    localStorage.clear();
    localStorage.setItem(`${root}profil/1`, JSON.stringify({ nume: 'Ana', avatar: 'urs' }));
    localStorage.setItem(`${root}profil/2`, JSON.stringify({ nume: 'Ben', avatar: 'leu' }));
    localStorage.setItem(`${root}curent`, '1');
    for (const [t, text] of matches) localStorage.setItem(`${root}copil/2/meci/${t}`, text);
  }, [ROOT, [T, T + 1, T + 2].map((t) => [t, stored(t)])]);
  // A new load, so that the app reads the children seeded.
  await page.goto('about:blank');
  await open(page, hash);
}

/** The keys of a child's kept matches. */
const matchKeys = (page, id) => page.evaluate(([root, id]) =>
  Object.keys(localStorage).filter((k) => k.startsWith(`${root}copil/${id}/meci/`)), [ROOT, id]);

/** Whether a child has an interrupted match of the king hunt kept. */
const interrupted = (page, id) => page.evaluate((k) => localStorage.getItem(k) !== null, `${ROOT}copil/${id}/partida/rege`);

/** Another tab's choice of child, as it reaches this one (a `storage` event). */
const chooseIn = (page, id) => page.evaluate(([root, id]) =>
  localStorage.setItem(`${root}curent`, String(id)), [ROOT, id]);

test('a tab follows another tab\'s child, says so once, and deletes only what it shows', async ({ context }) => {
  const a = await context.newPage();
  await seed(a, '#/rezultate');
  await expect(a.locator('.results-title')).toContainText('Rezultatele: Ana');
  const b = await context.newPage();
  await open(b, '#/jucatori');
  await chooseIn(b, 2);
  await expect(a.locator('[data-profile]')).toHaveText('Ben');
  await expect(a.locator('.results-title')).toContainText('Rezultatele: Ben');
  await expect(a.locator('.notice')).toHaveText([`ℹ️ ${FOLLOWED}`]);
  // „Șterge” names the child it deletes, and dismissed deletes nothing.
  const asked = [];
  a.on('dialog', (d) => { asked.push(d.message()); d.dismiss(); });
  await a.locator('[data-action="reset"][data-forget="toate"]').click();
  await expect.poll(() => asked).toEqual(['Ștergi toate rezultatele copilului „Ben”? Nu se mai pot recupera.']);
  expect(await matchKeys(a, 2)).toHaveLength(3);
  // Back to Ana in tab B: tab A follows again, one notice each time.
  await chooseIn(b, 1);
  await expect(a.locator('[data-profile]')).toHaveText('Ana');
  await expect(a.locator('.notice')).toHaveText(['ℹ️ Alt tab a schimbat copilul: acum joacă Ana.']);
});

test('a match finished before the tab heard of another choice is the child\'s it showed', async ({ context }) => {
  const a = await context.newPage();
  await seed(a, MATE_IN_ONE);
  await expect(a.locator('[data-profile]')).toHaveText('Ana');
  // Ben is chosen, and tab A has not heard yet (a tab gets no event of its own writes).
  await chooseIn(a, 2);
  await a.locator('[data-square="g1"]').click();
  await a.locator('[data-square="g7"]').click();
  await expect(a.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  await expect.poll(() => matchKeys(a, 1)).toHaveLength(1);
  expect(await matchKeys(a, 2)).toHaveLength(3);
  // Its results file is Ana's, as its header says.
  await a.goto('/#/rezultate');
  await expect(a.locator('.results-title')).toContainText('Rezultatele: Ana');
  const download = a.waitForEvent('download');
  await a.locator('[data-action="export"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sah-in-joaca-ana-\d{4}-\d\d-\d\d\.json$/);
  const json = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect([json.jucator, json.meciuri.length]).toEqual(['Ana', 1]);
});

test('an interrupted match stays its child\'s, and a deleted child\'s id goes to nobody', async ({ context }) => {
  const a = await context.newPage();
  await seed(a, '#/cal?mod=doi');
  await a.locator('[data-square="g1"]').click();
  await a.locator('[data-square="f3"]').click();
  await expect(a.locator('[data-moves]')).toContainText('Cf3');
  await expect.poll(() => a.evaluate((k) => localStorage.getItem(k) !== null, `${ROOT}copil/1/partida/cal`)).toBe(true);
  // Ana leaves her match for the menu: no match is in progress in tab A.
  await a.locator('nav a[href="#/"]').click();
  await expect(a.locator('section.menu')).toBeVisible();
  const b = await context.newPage();
  await open(b, '#/');
  await chooseIn(b, 2);
  // Tab A follows: Ben's page of the game, with no match of Ana's to continue.
  await expect(a.locator('[data-profile]')).toHaveText('Ben');
  await expect(a.locator('.notice')).toHaveText([`ℹ️ ${FOLLOWED}`]);
  await a.goto('/#/cal?mod=doi');
  await expect(a.locator('[data-moves]')).toBeVisible();
  await expect(a.locator('[data-moves]')).not.toContainText('Cf3');
  await expect(a.getByRole('button', { name: /Continuă partida/ })).toHaveCount(0);
  expect(await a.evaluate((k) => localStorage.getItem(k), `${ROOT}copil/2/partida/cal`)).toBeNull();

  // Tab B deletes Ben and adds Cara: Cara is a new id and has nothing.
  await open(b, '#/jucatori');
  b.on('dialog', (d) => d.accept());
  await b.locator('[data-action="delete"]').last().click();
  await expect(b.locator('.child-card:not(.add)')).toHaveCount(1);
  await expect(a.locator('[data-profile]')).toHaveText('Ana');
  await b.locator('[data-action="add"]').click();
  await b.locator('.child-form input').fill('Cara');
  await b.locator('.child-form button[type="submit"]').click();
  await expect(b.locator('.child-card.current')).toContainText('Cara');
  const ids = await b.evaluate((root) => Object.keys(localStorage)
    .filter((k) => k.startsWith(`${root}profil/`)).map((k) => k.split('/').pop()).sort(), ROOT);
  expect(ids).toEqual(['1', '3']);
  expect(await matchKeys(b, 3)).toEqual([]);
  // Ana's interrupted match is offered to Ana when she plays again.
  await chooseIn(b, 1);
  await a.goto('/#/cal?mod=doi');
  await expect(a.getByRole('button', { name: /Continuă partida/ })).toBeVisible();
});

test('a match in progress stays the match of the child who began it, whatever another tab chooses', async ({ context }) => {
  const a = await context.newPage();
  await seed(a, `#/rege?poz=${MATE_IN_TWO}`);
  await expect(a.locator('[data-profile]')).toHaveText('Ana');
  await a.locator('[data-square="a1"]').click();
  await a.locator('[data-square="a7"]').click();
  await expect(a.locator('[data-square="g8"] [data-piece="bK"]')).toBeVisible();
  await expect.poll(() => interrupted(a, 1)).toBe(true);
  // Tab B chooses Ben: tab A says once that the match stays Ana's.
  const b = await context.newPage();
  await open(b, '#/');
  await chooseIn(b, 2);
  await expect(a.locator('.notice')).toHaveText([`ℹ️ ${KEPT}`]);
  await expect(a.locator('[data-profile]')).toHaveText('Ana');
  await expect(a.locator('[data-moves] li')).toHaveCount(2);
  // Ben's profile written again (another tab gives him another animal):
  // once tab A has heard it, nothing more is said.
  await a.evaluate(() => { window.heard = new Promise((r) => addEventListener('storage', r, { once: true })); });
  await b.evaluate((k) => localStorage.setItem(k, JSON.stringify({ nume: 'Ben', avatar: 'vulpe' })), `${ROOT}profil/2`);
  await a.evaluate(() => window.heard.then(() => {}));
  await expect(a.locator('.notice')).toHaveText([`ℹ️ ${KEPT}`]);
  // Tab A finishes the match: it is Ana's; Ben keeps his three.
  await a.locator('[data-square="a7"]').click();
  await a.locator('[data-square="a8"]').click();
  await expect(a.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  await expect.poll(() => matchKeys(a, 1)).toHaveLength(1);
  expect(await matchKeys(a, 2)).toHaveLength(3);
  expect([await interrupted(a, 1), await interrupted(a, 2)]).toEqual([false, false]);
  await expect(a.locator('[data-profile]')).toHaveText('Ana');
  await expect(a.locator('.notice')).toHaveText([`ℹ️ ${KEPT}`]);
  // Leaving the finished match, tab A follows Ben (as it said): his results, without Ana's match.
  await a.locator('nav a[href="#/rezultate"]').click();
  await expect(a.locator('[data-profile]')).toHaveText('Ben');
  await expect(a.locator('.notice')).toHaveCount(0);
  await expect(a.locator('.results-title')).toContainText('Rezultatele: Ben');
  await expect(a.locator('.match')).toHaveCount(3);
  await expect(a.locator('.exercise')).toHaveCount(0);
  // Ana chosen again: her results hold the match she began.
  await chooseIn(b, 1);
  await expect(a.locator('.results-title')).toContainText('Rezultatele: Ana');
  await expect(a.locator('.exercise')).toHaveAttribute('data-position', MATE_IN_TWO);
});

test('the class website\'s frame follows the app\'s tab and saves for the child it shows', async ({ context, baseURL }) => {
  const app = await context.newPage();
  await seed(app, '#/');
  const site = await context.newPage();
  await site.goto(`${baseURL}manifest.webmanifest`).catch(() => {});
  await site.setContent(`<h1>Clasa a II-a</h1><iframe src="${baseURL}${MATE_IN_ONE}&embed=1" width="700" height="900"></iframe>`);
  const frame = site.frameLocator('iframe');
  await expect(frame.locator('[data-square="g1"]')).toBeVisible();
  await chooseIn(app, 2);
  await expect(frame.locator('.notice')).toHaveText([`ℹ️ ${FOLLOWED}`]);
  await frame.locator('[data-square="g1"]').click();
  await frame.locator('[data-square="g7"]').click();
  await expect(frame.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  await expect.poll(() => matchKeys(app, 2)).toHaveLength(4);
  expect(await matchKeys(app, 1)).toEqual([]);
});
