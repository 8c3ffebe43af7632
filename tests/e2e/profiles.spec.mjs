// Shared tablets: children on one device, each with their own
// results; the results file out and back in; the teacher's class table; the
// first storage's data moved into the default child; the diploma. On a
// tablet held in portrait, by touch.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { open } from './helpers.mjs';

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const square = (page, name) => page.locator(`[data-square="${name}"]`);
const game = (page) => page.locator('section.game');
const MATE_IN_ONE = '7k/8/5K2/8/8/8/8/6Q1_w';
const OTHER_MATE = '7k/Q7/6K1/8/8/8/8/8_w';
// 1 December 2026, 07:14 UTC.
const T = 1796109240000;
const DAY = 24 * 3600 * 1000;
const MATE = 'Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.';

/** Plays a mate in one from a teacher's position: a finished match. */
async function mate(page, position, from, to) {
  await open(page, `#/rege?poz=${position}`);
  await square(page, from).tap();
  await square(page, to).tap();
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
}

/** Adds a child on "Cine joacă?" by touch: a name typed, an animal tapped. */
async function addChild(page, name, avatar) {
  await page.locator('.profile-chip').tap();
  await expect(page.locator('h1')).toHaveText('Cine joacă?');
  await page.getByRole('button', { name: /Copil nou/ }).tap();
  await page.getByRole('textbox', { name: 'Cum te cheamă?' }).fill(name);
  await page.locator(`[data-avatar="${avatar}"]`).tap();
  await expect(page.locator(`[data-avatar="${avatar}"]`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Gata' }).tap();
  await expect(page.locator(`[data-player="${name}"]`)).toBeVisible();
}

/** Makes `name` the child playing, by one tap on their card. */
async function choose(page, name) {
  await page.locator('.profile-chip').tap();
  await page.locator(`[data-player="${name}"] .child-play`).tap();
  await expect(page.locator('[data-profile]')).toHaveText(name);
}

test('two children on one tablet each finish a match and see only their own results', async ({ page }) => {
  await open(page, '#/');
  // A first visit plays at once, as the default child.
  await expect(page.locator('[data-profile]')).toHaveText('Copilul 1');
  await mate(page, MATE_IN_ONE, 'g1', 'g7');
  await addChild(page, 'Ana', 'urs');
  // A name already taken is refused, in words.
  await page.getByRole('button', { name: /Copil nou/ }).tap();
  await page.getByRole('textbox', { name: 'Cum te cheamă?' }).fill('ana');
  await page.getByRole('button', { name: 'Gata' }).tap();
  await expect(page.locator('.form-error')).toHaveText('Există deja un copil cu numele „Ana”. Alege alt nume.');
  await page.getByRole('button', { name: 'Renunță' }).tap();
  await choose(page, 'Ana');
  await mate(page, OTHER_MATE, 'a7', 'g7');
  await page.goto('/#/rezultate');
  await expect(page.locator('.results-title')).toHaveText('Rezultatele: Ana');
  await expect(page.locator('.exercise')).toHaveCount(1);
  await expect(page.locator('.exercise')).toHaveAttribute('data-position', OTHER_MATE);
  await choose(page, 'Copilul 1');
  await page.goto('/#/rezultate');
  await expect(page.locator('.exercise')).toHaveCount(1);
  await expect(page.locator('.exercise')).toHaveAttribute('data-position', MATE_IN_ONE);
  // A rename is asked first and keeps the results; so is a deletion, which
  // keeps the other child's.
  await page.locator('.profile-chip').tap();
  await page.locator('[data-player="Ana"]').getByRole('button', { name: /Schimbă/ }).tap();
  await page.getByRole('textbox', { name: 'Cum te cheamă?' }).fill('Ioana');
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Schimbi numele „Ana” în „Ioana”? Rezultatele rămân ale ei sau ale lui.');
    d.accept();
  });
  await page.getByRole('button', { name: 'Salvează' }).tap();
  await expect(page.locator('[data-player="Ioana"] .child-count')).toHaveText('Un meci');
  page.once('dialog', (d) => {
    expect(d.message()).toContain('Ștergi copilul „Copilul 1”');
    d.accept();
  });
  await page.locator('[data-player="Copilul 1"]').getByRole('button', { name: /Șterge/ }).tap();
  await expect(page.locator('[data-player]')).toHaveCount(1);
  await expect(page.locator('[data-profile]')).toHaveText('Ioana');
  await page.goto('/#/rezultate');
  await expect(page.locator('.exercise')).toHaveAttribute('data-position', OTHER_MATE);
});

test('a results file saved on one tablet loads on a fresh one with the same results', async ({ page, browser }) => {
  // A book hunt and a race, as the first storage kept them, then an exercise.
  await page.addInitScript(([t, day, mateText]) => {
    if (!localStorage.getItem('sah-in-joaca/v1/meciuri')) {
      localStorage.setItem('sah-in-joaca/v1/meciuri', [
        `cai|robot|2|1|${t - 2 * day}|0|21|1–1 la reprize; cursa cea mai scurtă decide: 21 de mutări contra 23.`,
        `v2|rege|robot|3|1|${t - day}|3|18|0|0||${mateText}`,
      ].join('\n'));
    }
  }, [T, DAY, MATE]);
  await open(page, '#/');
  await mate(page, MATE_IN_ONE, 'g1', 'g7');
  await page.goto('/#/rezultate');
  // The results page is one of the lazily loaded screens: wait for it.
  await expect(page.locator('.match')).toHaveCount(3);
  const before = await page.locator('.match').allInnerTexts();
  const download = page.waitForEvent('download');
  await page.locator('[data-action="export"]').tap();
  const file = await download;
  const day = new Date().toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`sah-in-joaca-copilul-1-${day}.json`);
  await expect(page.locator('.file-said')).toHaveText(`Rezultatele au fost salvate în fișierul „sah-in-joaca-copilul-1-${day}.json”.`);
  const path = await file.path();
  const json = JSON.parse(readFileSync(path, 'utf8'));
  expect(json.format).toBe('sah-in-joaca/rezultate');
  expect(json.versiune).toBe(2);
  expect(json.jucator).toBe('Copilul 1');
  expect(json.meciuri.map((m) => m.joc)).toEqual(['cai', 'rege', 'rege']);
  expect(json.meciuri[0]).toMatchObject({ mod: 'robot', nivel: 2, rezultat: 'victorie', mutari: 21, pozitie: null });

  // A new browser profile: nothing kept; the file brings everything.
  const fresh = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const tablet = await fresh.newPage();
  await open(tablet, '#/rezultate');
  await expect(tablet.locator('.match')).toHaveCount(0);
  const chooser = tablet.waitForEvent('filechooser');
  await tablet.locator('[data-action="import"]').tap();
  await (await chooser).setFiles(path);
  await expect(tablet.locator('.file-said')).toHaveText('Am adăugat 3 meciuri la Copilul 1.');
  expect(await tablet.locator('.match').allInnerTexts()).toEqual(before);
  // Loading it again adds nothing.
  const again = tablet.waitForEvent('filechooser');
  await tablet.locator('[data-action="import"]').tap();
  await (await again).setFiles(path);
  await expect(tablet.locator('.file-said')).toHaveText('Toate cele 3 meciuri din fișier erau deja la Copilul 1.');
  await expect(tablet.locator('.match')).toHaveCount(3);
  await fresh.close();
});

/** A results file of a child, as the app writes it. */
function resultsFile(name, matches) {
  return JSON.stringify({
    format: 'sah-in-joaca/rezultate', versiune: 1, jucator: name, avatar: 'leu', exportat: '2026-12-01T09:14',
    meciuri: matches.map(([joc, nivel, rezultat, timp, stele, mutari]) => ({
      joc, mod: 'robot', nivel, rezultat, data: '2026-12-01T09:14', timp, stele, mutari, sfaturi: 0, inapoi: 0,
      pozitie: null, text: '2–0 la reprize.',
    })),
  });
}

test('the class table reads three files, names the damaged one, and sorts by a column', async ({ page }) => {
  await open(page, '#/clasa');
  await expect(page.locator('h1')).toHaveText('Rezultatele clasei Clasa mea');
  const ana = resultsFile('Ana', [['rege', 3, 'victorie', T, 3, 18], ['nebun', 1, 'victorie', T - DAY, 0, null]]);
  const ion = resultsFile('Ion', [['rege', 2, 'victorie', T - 3 * DAY, 2, 30], ['nebun', 2, 'infrangere', T - 2 * DAY, 0, null],
    ['nebun', 3, 'victorie', T - 2 * DAY + 5, 0, null]]);
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await chooser).setFiles([
    { name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(ana) },
    { name: 'stricat.json', mimeType: 'application/json', buffer: Buffer.from(ion.slice(0, 90)) },
    { name: 'ion.json', mimeType: 'application/json', buffer: Buffer.from(ion) },
  ]);
  await expect(page.locator('.file-problems li')).toHaveText(['„stricat.json” este deteriorat (lipsesc părți din el) și a fost sărit.']);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  const row = (name) => page.locator(`[data-child="${name}"]`);
  // One line per cell (the best result, else the wins); all of it in the title.
  await expect(row('Ana').locator('td[data-variant="rege"]')).toHaveText('★★★ 18');
  await expect(row('Ana').locator('td[data-variant="rege"]')).toHaveAttribute('title', '★★★ · 18 mutări · U0 M0 G1 · un meci');
  await expect(row('Ion').locator('td[data-variant="nebun"]')).toHaveText('U0 M0 G1');
  await expect(row('Ion').locator('td[data-variant="nebun"]')).toHaveAttribute('title', 'U0 M0 G1 · 2 meciuri');
  await expect(row('Ion').locator('td[data-variant="cai"]')).toHaveCount(0);
  // The six games, then every match, then the last day.
  await expect(row('Ion').locator('td').nth(6)).toHaveText('3');
  await expect(row('Ion').locator('td').nth(7)).toHaveText('29 noiembrie 2026');
  // By name first; then by the bishop game (Ion and Ana have one win each:
  // the tie keeps its order), then by matches: Ion first.
  expect(await page.locator('tbody th').allInnerTexts()).toEqual(['Ana', 'Ion']);
  await expect(page.locator('th[aria-sort="ascending"] [data-sort="nume"]')).toHaveCount(1);
  await page.locator('[data-sort="nume"]').tap();
  expect(await page.locator('tbody th').allInnerTexts()).toEqual(['Ion', 'Ana']);
  await expect(page.locator('th[aria-sort="descending"] [data-sort="nume"]')).toHaveCount(1);
  await page.locator('[data-sort="meciuri"]').tap();
  expect(await page.locator('tbody th').allInnerTexts()).toEqual(['Ion', 'Ana']);
  await expect(page.locator('th[aria-sort]')).toHaveCount(1);
  await expect(page.locator('th[aria-sort="descending"] [data-sort="meciuri"]')).toHaveCount(1);
  await page.locator('[data-sort="rege"]').tap();
  expect(await page.locator('tbody th').allInnerTexts()).toEqual(['Ana', 'Ion']);
  // A file that is not ours, and one from a later version, are named too.
  const more = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await more).setFiles([
    { name: 'poza.json', mimeType: 'application/json', buffer: Buffer.from('{"latime": 3}') },
    { name: 'viitor.json', mimeType: 'application/json', buffer: Buffer.from(ana.replace('"versiune":1', '"versiune":3')) },
  ]);
  await expect(page.locator('.file-problems li')).toHaveText([
    '„poza.json” nu este un fișier de rezultate Șah în joacă și a fost sărit.',
    '„viitor.json” vine de la o versiune mai nouă a aplicației (formatul 3) și a fost sărit. Deschide aplicația din nou, ca să se actualizeze, apoi încearcă iar.',
  ]);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  // Printed on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.locator('.file-tools')).toBeHidden();
});

test('results kept before profiles are all there after the first load, with the diploma', async ({ page }) => {
  await page.addInitScript(([t, day, mateText]) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sah-in-joaca/v1/meciuri', [
        `cai|robot|2|1|${t - 3 * day}|0|21|1–1 la reprize; cursa cea mai scurtă decide: 21 de mutări contra 23.`,
        `rege|robot|1|0|${t - 2 * day}|0||Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat.`,
        'o linie stricată|||',
        `v2|rege|robot|3|1|${t - day}|3|18|0|0||${mateText}`,
        `v2|rege|robot|2|1|${t}|3|1|0|0|7k/8/5K2/8/8/8/8/6Q1_w|${mateText}`,
      ].join('\n'));
      localStorage.setItem('sah-in-joaca/v1/partida/nebun', 'robot|2|w|7|\na2a4 c8d7 b2b3');
      localStorage.setItem('sah-in-joaca/v1/ochelari', '1');
    }
  }, [T, DAY, MATE]);
  await open(page, '#/rezultate');
  await expect(page.locator('[data-profile]')).toHaveText('Copilul 1');
  await expect(page.locator('[data-list="meciuri"] > .match')).toHaveCount(3);
  await expect(page.locator('.exercise')).toHaveCount(1);
  await expect(page.locator('.result-game[data-variant="rege"]')).toContainText('★★★');
  // The old data stays where it was; the results are the child's now.
  expect(await page.evaluate(() => localStorage.getItem('sah-in-joaca/v1/meciuri'))).toContain('o linie stricată');
  // The interrupted match and the lens moved too.
  await open(page, '#/nebun');
  await page.getByRole('button', { name: /Continuă partida/ }).tap();
  await expect(page.locator('[data-moves] li')).toHaveText(['a4', 'Nd7', 'b3']);
  await expect(page.locator('[data-action="lens"]')).toHaveAttribute('aria-pressed', 'true');
  // The diploma of the best mate, from the results page.
  await page.goto('/#/rezultate');
  await page.locator('.result-game[data-variant="rege"] .diploma-link').tap();
  await expect(page.locator('.diploma-name')).toHaveText('Copilul 1');
  await expect(page.locator('.diploma-stars')).toHaveText('★★★');
  await expect(page.locator('.diploma-reason')).toHaveText('care a dat mat în 18 mutări la „Vânătoarea regelui” și a câștigat ★★★.');
  await expect(page.locator('.diploma-date')).toHaveText('30 noiembrie 2026');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.locator('.diploma-tools')).toBeHidden();
  await expect(page.locator('.diploma')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  // A game without a win has no diploma yet, and says so.
  await open(page, '#/diploma?joc=dama');
  await expect(page.locator('.diploma-missing .notice')).toHaveText(
    'Încă nu există o diplomă la „Dama contra 8 pioni”. Câștigă un meci contra Robotului și vino înapoi!');
});

test('a blocked storage plays as one child, and says why', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
  });
  await open(page, '#/jucatori');
  await expect(page.locator('[data-profile]')).toHaveText('Copilul 1');
  await expect(page.locator('.players .intro')).toHaveText(
    'Acest browser nu lasă aplicația să păstreze nimic, așa că aici se poate juca doar cu un singur nume.');
  await expect(page.getByRole('button', { name: /Copil nou/ })).toHaveCount(0);
  await mate(page, MATE_IN_ONE, 'g1', 'g7');
  await expect(page.locator('[data-notice]')).toContainText('nu lasă aplicația să păstreze rezultatele');
});

// Whose results, and nothing lost.

test('importing a file keeps who plays and says where the matches went', async ({ page }) => {
  await open(page, '#/');
  await addChild(page, 'Ioana', 'urs');
  await choose(page, 'Ioana');
  await page.goto('/#/rezultate');
  const stefan = resultsFile('Ștefan', [['rege', 3, 'victorie', T, 3, 18], ['nebun', 1, 'victorie', T - DAY, 0, null],
    ['nebun', 2, 'victorie', T - 2 * DAY, 0, null]]);
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await chooser).setFiles({ name: 'stefan.json', mimeType: 'application/json', buffer: Buffer.from(stefan) });
  await expect(page.locator('.file-said')).toHaveText('Am adăugat 3 meciuri la Ștefan.');
  await expect(page.locator('[data-profile]')).toHaveText('Ioana');
  await expect(page.locator('.results-title')).toHaveText('Rezultatele: Ioana');
  await expect(page.locator('.match')).toHaveCount(0);
  // Ioana's next match is hers; Ștefan keeps his three.
  await mate(page, MATE_IN_ONE, 'g1', 'g7');
  await page.locator('.profile-chip').tap();
  await expect(page.locator('[data-player="Ioana"] .child-count')).toHaveText('Un meci');
  await expect(page.locator('[data-player="Ștefan"] .child-count')).toHaveText('3 meciuri');
  await expect(page.locator('.child-card.current')).toHaveAttribute('data-player', 'Ioana');
  // „Stefan” (no diacritics) is the same child: his file goes to Ștefan.
  await page.goto('/#/rezultate');
  const again = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await again).setFiles({ name: 'stefan2.json', mimeType: 'application/json',
    buffer: Buffer.from(resultsFile('Stefan', [['cai', 1, 'victorie', T + 5, 0, 30]])) });
  await expect(page.locator('.file-said')).toHaveText('Am adăugat un meci la Ștefan.');
  await expect(page.locator('[data-profile]')).toHaveText('Ioana');
});

test('a large file says how many matches are kept', async ({ page }) => {
  await open(page, '#/rezultate');
  const many = [];
  for (let i = 0; i < 5000; i++) many.push(['dama', 1, 'infrangere', T - i * 60000, 0, null]);
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await chooser).setFiles({ name: 'mare.json', mimeType: 'application/json', buffer: Buffer.from(resultsFile('Copilul 1', many)) });
  await expect(page.locator('.file-said')).toHaveText(
    'Am adăugat 300 de meciuri la Copilul 1. Un copil păstrează cel mult 300 de meciuri, cele mai noi: 700 de meciuri mai vechi nu au fost păstrate. '
    + 'Fișierul are prea multe meciuri: am citit doar ultimele 1000 de meciuri.');
  await expect(page.locator('[data-action="show-all"]')).toHaveText('Arată toate cele 300 de meciuri');
});

test('one name rule: a long name is refused with its count in the form, the import and the class table', async ({ page }) => {
  const long = 'Maria-Alexandra Constantinescu';
  await open(page, '#/jucatori');
  await page.getByRole('button', { name: /Copil nou/ }).tap();
  const input = page.getByRole('textbox', { name: 'Cum te cheamă?' });
  await input.fill(long);
  // Never cut silently while typing.
  await expect(input).toHaveValue(long);
  await page.getByRole('button', { name: 'Gata' }).tap();
  await expect(page.locator('.form-error')).toHaveText('Numele are 30 de litere, dar poate avea cel mult 24. Scrie un nume mai scurt.');
  // Marks that would show a name reversed are dropped.
  await input.fill('\u202eAna');
  await page.getByRole('button', { name: 'Gata' }).tap();
  await expect(page.locator('[data-player="Ana"] .child-name')).toHaveText('Ana');
  const file = { name: 'lung.json', mimeType: 'application/json', buffer: Buffer.from(resultsFile(long, [['rege', 3, 'victorie', T, 3, 18]])) };
  const said = `„lung.json” a fost sărit: numele „${long}” are 30 de litere, dar poate avea cel mult 24.`;
  await page.goto('/#/rezultate');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await chooser).setFiles(file);
  await expect(page.locator('.file-said')).toHaveText(said);
  await open(page, '#/clasa');
  const more = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').tap();
  await (await more).setFiles(file);
  await expect(page.locator('.file-problems li')).toHaveText([said]);
  await expect(page.locator('tbody tr')).toHaveCount(0);
});

test('a storage whose getItem throws plays as one child, and says why', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    Storage.prototype.getItem = function () { throw new DOMException('blocked', 'SecurityError'); };
  });
  await open(page, '#/jucatori');
  await expect(page.locator('[data-profile]')).toHaveText('Copilul 1');
  await expect(page.locator('.players .intro')).toHaveText(
    'Acest browser nu lasă aplicația să păstreze nimic, așa că aici se poate juca doar cu un singur nume.');
  await expect(page.locator('[data-player="Copilul 1"]')).toContainText('● acum joacă');
  await expect(page.getByRole('button', { name: /Copil nou/ })).toHaveCount(0);
  await mate(page, MATE_IN_ONE, 'g1', 'g7');
  await expect(page.locator('[data-notice]')).toHaveText(
    'Acest browser nu lasă aplicația să păstreze rezultatele (memoria lui e blocată sau plină). Poți juca mai departe, dar rezultatele nu se salvează.');
  expect(errors).toEqual([]);
});

test('a choice of who plays that the browser refuses says so, and the same child plays on', async ({ page }) => {
  await open(page, '#/');
  await addChild(page, 'Ana', 'urs');
  await expect(page.locator('[data-profile]')).toHaveText('Ana');
  // The screen marks the new child as the one who plays, as the chip does.
  await expect(page.locator('[data-player="Ana"] .child-now')).toHaveText('● acum joacă');
  await expect(page.locator('[data-player="Copilul 1"] .child-now')).toHaveCount(0);
  // From now on the browser refuses to write who plays (a full memory).
  await page.evaluate(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'sah-in-joaca/v2/curent') throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  });
  await page.locator('[data-player="Copilul 1"] .child-play').tap();
  await expect(page.locator('.players [role="alert"]')).toHaveText(
    'Jucătorul nu s-a schimbat: browserul nu lasă aplicația să țină minte cine joacă.');
  await expect(page.locator('h1')).toHaveText('Cine joacă?');
  await expect(page.locator('[data-profile]')).toHaveText('Ana');
  await expect(page.locator('[data-player="Ana"]')).toContainText('● acum joacă');
  // The child who plays still goes to the games: nothing needs keeping.
  await page.locator('[data-player="Ana"] .child-play').tap();
  await expect(page.locator('.card[data-variant="rege"]')).toBeVisible();
  await expect(page.locator('[data-profile]')).toHaveText('Ana');
});

// What the screens looked like at other sizes (found on screenshots).

test('the class table shows every column on a school PC 1366×768, the names kept while it scrolls narrower', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/clasa');
  const ana = JSON.parse(resultsFile('Ana Maria Popescu', [['rege', 3, 'victorie', T, 3, 18], ['cai', 2, 'victorie', T, 0, 21]]));
  ana.versiune = 2;
  ana.serii = ['a1b2c3d4 vv- titlu=Seria+de+joi&rege=7k/8/5K2/8/8/8/8/6Q1_w&nebun=2b5/8/8/8/8/8/PPP5/8_w&rege=k7/8/2K5/8/8/8/8/1Q6_w'];
  ana.probleme = { 'nebun/1': 3 };
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').click();
  await (await chooser).setFiles([{ name: 'ana.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(ana)) }]);
  await expect(page.locator('[data-series]')).toHaveText('Seria de joi: 2 / 3');
  const table = page.locator('.class-table');
  const fits = () => table.evaluate((t) => t.scrollWidth <= t.clientWidth);
  expect(await fits()).toBe(true);
  await expect(page.locator('.class-table thead th').last()).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await fits()).toBe(false);
  await table.evaluate((t) => { t.scrollLeft = t.scrollWidth; });
  await expect(page.locator('[data-child="Ana Maria Popescu"] th')).toBeInViewport({ ratio: 1 });
});

test.describe('phone 375×667 by touch', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('the diploma grows with its text inside its frame, and the header fits down to 320 px', async ({ page }) => {
    await page.addInitScript(([t, mateText]) => {
      localStorage.setItem('sah-in-joaca/v1/meciuri', `v2|rege|robot|3|1|${t}|3|18|0|0||${mateText}`);
    }, [T, MATE]);
    await open(page, '#/diploma?joc=rege');
    await expect(page.locator('.diploma-name')).toHaveText('Copilul 1');
    const frame = await page.locator('.diploma-frame').boundingBox();
    for (const part of ['.diploma h1', '.diploma-signature']) {
      const box = await page.locator(part).boundingBox();
      expect(box.y, part).toBeGreaterThanOrEqual(frame.y);
      expect(box.y + box.height, part).toBeLessThanOrEqual(frame.y + frame.height);
    }
    for (const width of [375, 360, 320]) {
      await page.setViewportSize({ width, height: 667 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      await expect(page.locator('.app-header a', { hasText: 'Rezultate' })).toBeInViewport({ ratio: 1 });
    }
  });
});

test('25 children: one line each at 1366 px, two screens in all, no sideways scroll at 1024', async ({ page }) => {
  const names = ['Ana', 'Andrei', 'Bianca', 'Cezar', 'Daria', 'David', 'Elena', 'Eric', 'Filip', 'Gabriela', 'Ioana', 'Ion',
    'Irina', 'Luca', 'Maria', 'Matei', 'Mihai', 'Natalia', 'Ovidiu', 'Paula', 'Radu', 'Sara', 'Ștefan', 'Teodora', 'Tudor'];
  const games = ['cai', 'nebun', 'cal', 'turn', 'dama', 'rege'];
  // Every child played every game, won and lost, with a best result where
  // the game has one: the widest cells a class makes.
  const files = names.map((name, i) => ({
    name: `${name}.json`, mimeType: 'application/json',
    buffer: Buffer.from(resultsFile(name, games.flatMap((joc, g) => [
      [joc, 1 + ((i + g) % 3), 'victorie', T - (i + g) * DAY, joc === 'rege' ? 1 + (i % 3) : 0, joc === 'rege' ? 15 + i : (joc === 'cai' ? 20 + i : null)],
      [joc, 2, 'infrangere', T - (i + g) * DAY - 5, 0, null],
    ]))),
  }));
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#/clasa');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import"]').click();
  await (await chooser).setFiles(files);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeLessThanOrEqual(44);
  const table = page.locator('.class-table table');
  const box = await table.boundingBox();
  expect(box.width).toBeLessThanOrEqual(1366);
  // The table itself fits in two screens of 768 px.
  expect(box.height).toBeLessThanOrEqual(2 * 768);
  await expect(page.locator('tr[data-child="Ana"] td[data-variant="rege"]')).toHaveText('★☆☆ 15');
  await expect(page.locator('tr[data-child="Ana"] td[data-variant="cai"]')).toHaveText('🏁 20');
  // At 1024 the page does not scroll sideways: the table's own box does.
  await page.setViewportSize({ width: 1024, height: 768 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});
