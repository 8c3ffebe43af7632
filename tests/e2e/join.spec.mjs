// A class's join link on a tablet (#/intra?clasa=<code>): the class's
// children become the tablet's, each with an animal, without typing; a
// child already there by name is joined, not doubled; „Cine joacă?” groups
// the children by class; two classes may each have an Andrei; a damaged
// link changes nothing. On a tablet held in portrait, by touch.
//
// The codes are made natively by crates/tools/examples/join_codes.rs and
// kept in fixtures/join-codes.json (its "note" says how to make them again).
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { open, violations } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, serviceWorkers: 'block' });

const CODES = JSON.parse(readFileSync(new URL('fixtures/join-codes.json', import.meta.url), 'utf8'));
const A = CODES.class_2a;
const B = CODES.class_3b;
/** A whole class of 25, with a long name. */
const C = CODES.class_4c;
const link = (code) => `/#/intra?clasa=${code}`;

/** Every uncaught error of `page`, as they come. */
function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Counts the page's calls of `navigator.storage.persist()` (in `window.persisted`). */
async function countPersist(page) {
  await page.addInitScript(() => {
    window.persisted = 0;
    if (window.StorageManager) {
      StorageManager.prototype.persist = function persist() {
        window.persisted += 1;
        return Promise.resolve(true);
      };
    }
  });
}
const persisted = (page) => page.evaluate(() => window.persisted);

const said = (page) => page.locator('[data-join-said]');
const names = (locator) => locator.evaluateAll((cards) => cards.map((c) => c.dataset.player));

/** Opens a join link and waits for its sentence. */
async function join(page, code, sentence) {
  await page.goto(link(code));
  await expect(said(page)).toHaveText(sentence);
}

/** Adds a child on „Cine joacă?” by touch. */
async function addChild(page, name, avatar) {
  await open(page, '#/jucatori');
  await page.getByRole('button', { name: /Copil nou/ }).tap();
  await page.getByRole('textbox', { name: 'Cum te cheamă?' }).fill(name);
  await page.locator(`[data-avatar="${avatar}"]`).tap();
  await page.getByRole('button', { name: 'Gata' }).tap();
  await expect(page.locator(`[data-player="${name}"]`)).toBeVisible();
}

test('a class joins a tablet once: its Andrei is the one already there, another class has its own', async ({ page }) => {
  const errors = pageErrors(page);
  await countPersist(page);
  await addChild(page, 'andrei', 'leu');

  await join(page, A.code, 'Am adăugat 2 copii din clasa „2A” pe această tabletă. Un copil era deja aici.');
  // The link is read once: the address keeps no code.
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/intra');
  expect(await persisted(page)).toBe(1);
  const group = page.locator(`[data-class-group="${A.id}"]`);
  await expect(group.locator('h2')).toHaveText('2A');
  expect(await names(group.locator('[data-player]'))).toEqual(['Maria P.', 'Maria T.', 'Andrei']);
  // Each child has an animal to recognise, the one already there keeps his.
  const animals = await group.locator('.avatar').evaluateAll((s) => s.map((a) => a.getAttribute('aria-label')));
  expect(animals).toEqual(['Vulpea', 'Ursul', 'Leul']);
  // The screens' stylesheet reaches the page at a tablet's width (an
  // unclosed block above it once kept these rules to phones).
  expect(await group.locator('.join-child').first().evaluate((b) => getComputedStyle(b).minHeight)).toBe('72px');
  for (const button of await group.locator('.join-child').all()) {
    const box = await button.boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }

  // One tap: Maria T. plays, on the menu.
  await group.locator('[data-player="Maria T."] button').tap();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/');
  await expect(page.locator('[data-profile]')).toHaveText('Maria T.');

  // „Cine joacă?”: the class under its name, in the roster's order;
  // „Copilul 1”, who never played, made room; Andrei once.
  await page.locator('.profile-chip').tap();
  const players = page.locator(`.players [data-class-group="${A.id}"]`);
  await expect(players.locator('h2')).toHaveText('2A');
  expect(await names(players.locator('[data-player]'))).toEqual(['Maria P.', 'Maria T.', 'Andrei']);
  await expect(page.locator('.players [data-player]')).toHaveCount(3);
  await expect(page.locator('.other-children')).toHaveCount(0);
  await expect(players.locator('.child-card.current')).toHaveAttribute('data-player', 'Maria T.');

  // Reloaded, the page has no code: it says how a class comes, and shows
  // the classes already here.
  await open(page, '#/intra');
  await expect(said(page)).toHaveText('Copiii unei clase ajung pe această tabletă cu legătura sau codul QR al clasei, primit de la profesor.');
  await expect(page.locator(`[data-class-group="${A.id}"] [data-player]`)).toHaveCount(3);

  // The same link again adds nothing.
  await join(page, A.code, 'Toți cei 3 copii ai clasei „2A” erau deja pe această tabletă.');
  await expect(page.locator('.join-child')).toHaveCount(3);

  // 3B on the same tablet: its own Andrei.
  await join(page, B.code, 'Am adăugat un copil din clasa „3B” pe această tabletă.');
  await expect(page.locator(`[data-class-group="${B.id}"] [data-player]`)).toHaveCount(1);
  await expect(page.locator(`[data-class-group="${A.id}"]`)).toHaveCount(0);
  await open(page, '#/jucatori');
  const groups = await page.locator('.players [data-class-group]').evaluateAll((g) => g.map((s) => s.dataset.classGroup));
  expect(groups).toEqual([A.id, B.id]);
  await expect(page.locator(`[data-class-group="${B.id}"] h2`)).toHaveText('3B');
  await expect(page.locator('.players [data-player="Andrei"]')).toHaveCount(2);
  await expect(page.locator('.players [data-player]')).toHaveCount(4);

  // A damaged link: said, and nothing changes (nor is the storage asked
  // to be kept: the page's calls so far are counted, a hash apart).
  const asked = await persisted(page);
  await page.goto(link(CODES.damaged));
  await expect(said(page)).toHaveText('Legătura clasei are o greșeală (poate i s-a pierdut o parte la copiere), așa că nu am adăugat niciun copil. Deschide din nou legătura sau codul QR primit de la profesor.');
  await expect(page.locator('.join-child')).toHaveCount(0);
  expect(await persisted(page)).toBe(asked);
  await open(page, '#/jucatori');
  await expect(page.locator('.players [data-player]')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('a child of no class who played stays, under „Alți copii”, after the classes', async ({ page }) => {
  const errors = pageErrors(page);
  // „Copilul 1” finishes a match: the tablet keeps them.
  await open(page, '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await page.locator('[data-square="g1"]').tap();
  await page.locator('[data-square="g7"]').tap();
  await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
  await join(page, B.code, 'Am adăugat un copil din clasa „3B” pe această tabletă.');
  await open(page, '#/jucatori');
  await expect(page.locator('.players h2')).toHaveText(['3B', 'Alți copii']);
  await expect(page.locator('.players ul.children').nth(1).locator('[data-player]')).toHaveCount(1);
  await expect(page.locator('.players ul.children').nth(1).locator('[data-player]')).toHaveAttribute('data-player', 'Copilul 1');
  // Still the child playing until another is chosen.
  await expect(page.locator('[data-profile]')).toHaveText('Copilul 1');
  expect(errors).toEqual([]);
});

test('a full storage: the link says nothing was kept, and nothing changed', async ({ page }) => {
  const errors = pageErrors(page);
  await countPersist(page);
  await open(page, '#/jucatori');
  await expect(page.locator('.players [data-player]')).toHaveCount(1);
  // Other data fills the browser's storage to the last few bytes.
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const value = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`junk/${n}`, value);
          n += 1;
        } catch {
          break;
        }
      }
    }
  });
  await join(page, A.code, 'Acest browser nu lasă aplicația să păstreze copiii clasei „2A” (memoria lui e plină sau blocată), așa că nu s-a schimbat nimic pe această tabletă.');
  expect(await persisted(page)).toBe(0);
  await expect(page.locator('.join-child')).toHaveCount(0);
  await open(page, '#/jucatori');
  await expect(page.locator('.players [data-player]')).toHaveCount(1);
  await expect(page.locator('.players [data-class-group]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// The pages as they look: into /tmp/shots-join/ (or $SHOTS_DIR), to look at.
for (const [label, size, touch] of [
  ['tablet-768x1024', { width: 768, height: 1024 }, true],
  ['phone-375x667', { width: 375, height: 667 }, true],
  ['desktop-1366x768', { width: 1366, height: 768 }, false],
]) {
  test.describe(label, () => {
    test.use({ viewport: size, hasTouch: touch });
    test(`the join page and „Cine joacă?” with a class of 25 and another fit at ${label}`, async ({ page }) => {
      const dir = process.env.SHOTS_DIR || '/tmp/shots-join';
      mkdirSync(dir, { recursive: true });
      await join(page, B.code, 'Am adăugat un copil din clasa „3B” pe această tabletă.');
      await join(page, C.code, 'Am adăugat 25 de copii din clasa „Educație prin șah 4C” pe această tabletă.');
      await page.screenshot({ path: `${dir}/intra-${label}.png`, fullPage: true });
      await page.screenshot({ path: `${dir}/intra-${label}-screen.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(await violations(page)).toEqual([]);
      await open(page, '#/jucatori');
      await expect(page.locator('.players [data-player]')).toHaveCount(26);
      await page.screenshot({ path: `${dir}/jucatori-${label}.png`, fullPage: true });
      await page.screenshot({ path: `${dir}/jucatori-${label}-screen.png` });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(await violations(page)).toEqual([]);
    });
  });
}
