// The results page tells what the game told: one verdict, the hints beside
// the stars, the teacher's positions kept apart as exercises, a date on every
// match and every kept match reachable; lines saved by earlier versions
// still read. On a phone and a tablet, by touch, in Bucharest's time zone.
import { test, expect } from '@playwright/test';
import { open, pieces, violations } from './helpers.mjs';

const KEY = 'sah-in-joaca/v1/meciuri';
const SIZES = {
  phone: { width: 375, height: 667 },
  tablet: { width: 768, height: 1024 },
};
// 1 December 2026, 07:14 UTC: 09:14 in Bucharest.
const T = 1796109240000;
const DAY = 24 * 3600 * 1000;
const MATE = 'Mat! Regele negru nu mai poate scăpa. Albul a câștigat vânătoarea.';
const STALEMATE = 'Pat: regele negru nu mai are nicio mutare, dar nu este în șah. Vânătoarea a eșuat.';

/** Lines of both formats, oldest first, with a corrupt one among them. */
const SAVED = [
  // Saved before hints, exercises and dates were kept (the first format).
  `cai|robot|2|1|${T - 5 * DAY}|0|52|1–1 la reprize; cursa cea mai scurtă decide: 52 de mutări contra 60.`,
  // A stalemated hunt the game page called the robot's win, saved as a draw.
  `rege|robot|1|0|${T - 4 * DAY}|0||${STALEMATE}`,
  // A teacher's mate in one, saved as a real win.
  `rege|robot|3|1|${T - 3 * DAY}|3|1|${MATE}`,
  '{"stricat": true}|||',
  // The current format: a book hunt mated with 7 hints, an exercise, a draw.
  `v2|rege|robot|3|1|${T - 2 * DAY}|3|18|7|0||${MATE}`,
  `v2|rege|robot|2|1|${T - 1 * DAY}|3|1|0|0|7k/Q7/6K1/8/8/8/8/8_w|${MATE}`,
  `v2|nebun|doi|2|0|${T}|0||0|0||1–1 la reprize: egalitate.`,
];

/** Puts `lines` in the results' storage, then opens `hash`. */
async function seed(page, lines, hash) {
  await open(page, '#/');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, lines.join('\n')]);
  await open(page, hash);
}

const square = (page, name) => page.locator(`[data-square="${name}"]`);

/** Plays a move by two taps of the finger. */
async function touchMove(page, from, to) {
  await square(page, from).tap();
  await expect(square(page, to)).toHaveClass(/is-dest/);
  await square(page, to).tap();
}

/** The page scrolls only downwards, never sideways, and its buttons are finger-sized. */
async function expectPhoneFriendly(page) {
  const width = page.viewportSize().width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const small = await page.locator('.results button, .results a.button').evaluateAll((els) =>
    els.filter((e) => e.getBoundingClientRect().height < 44).map((e) => e.textContent));
  expect(small).toEqual([]);
}

for (const [name, viewport] of Object.entries(SIZES)) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, timezoneId: 'Europe/Bucharest' });

    test('a stalemated hunt is the robot’s win in the results, as on the game page', async ({ page }) => {
      await open(page, '#/rege?poz=7k/8/8/5Q2/8/8/8/K7_w');
      await touchMove(page, 'f5', 'g6');
      const game = page.locator('section.game');
      await expect(game).toHaveAttribute('data-phase', 'match-over');
      await expect(game).toHaveAttribute('data-round-winner', 'negru');
      await expect(page.getByRole('status')).toContainText('Robotul');
      await open(page, '#/rezultate');
      // A teacher's position: an exercise, not a game's record.
      await expect(page.locator('.result-game')).toHaveCount(0);
      const exercise = page.locator('.exercise[data-variant="rege"]');
      await expect(exercise).toHaveAttribute('data-position', '7k/8/8/5Q2/8/8/8/K7_w');
      const match = exercise.locator('.match');
      await expect(match).toHaveCount(1);
      await expect(match).toHaveAttribute('data-winner', '2');
      await expect(match.locator('.match-verdict strong')).toHaveText('A câștigat Robotul.');
      await expect(match.locator('.match-facts')).toHaveText('contra Robotului (Ușor)');
      await expect(match.locator('time')).toHaveText(/^\d{1,2} [a-z]+ \d{4}, \d\d:\d\d$/);
      await expectPhoneFriendly(page);
      // Nor is it counted on the menu.
      await open(page, '#/');
      await expect(page.locator('.card[data-variant="rege"] .glance')).toHaveCount(0);
    });

    test('a mate with a hint keeps the hint beside its stars; the exercise can be played again', async ({ page }) => {
      await open(page, '#/rege?poz=7k/Q7/6K1/8/8/8/8/8_w');
      await page.locator('[data-action="hint"]').tap();
      const hinted = await page.locator('.is-hint').evaluateAll((els) => els.map((e) => e.dataset.square));
      expect(hinted).toHaveLength(2);
      const board = await pieces(page);
      const from = hinted.find((sq) => board[sq]);
      await touchMove(page, from, hinted.find((sq) => sq !== from));
      await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
      await open(page, '#/rezultate');
      const exercise = page.locator('.exercise[data-variant="rege"]');
      await expect(exercise.locator('h3')).toHaveText('Vânătoarea regelui');
      // The hint cost one of the mate's three stars.
      await expect(exercise.locator('.match-facts')).toHaveText('contra Robotului (Ușor) · ★★☆ · cu un sfat');
      await expect(exercise.locator('.match-verdict strong')).toHaveText('Ai câștigat.');
      // "Joacă din nou" opens the same position; this time without a hint.
      const again = exercise.getByRole('link', { name: '▶ Joacă din nou' });
      await expect(again).toHaveAttribute('href', '#/rege?poz=7k/Q7/6K1/8/8/8/8/8_w');
      await again.tap();
      await touchMove(page, 'a7', 'g7');
      await expect(page.locator('section.game')).toHaveAttribute('data-phase', 'match-over');
      await open(page, '#/rezultate');
      await expect(exercise.locator('.exercise-head p')).toHaveText('2 meciuri');
      await expect(exercise.locator('.match-facts')).toHaveText([
        'contra Robotului (Ușor) · ★★★',
        'contra Robotului (Ușor) · ★★☆ · cu un sfat',
      ]);
      await expect(page.locator('.result-game')).toHaveCount(0);
      await expectPhoneFriendly(page);
    });

    test('saved lines of both formats: one verdict, hints, exercises apart, dates', async ({ page }) => {
      await seed(page, SAVED, '#/rezultate');
      // Per game: the book matches only.
      const rows = (slug) => page.locator(`.result-game[data-variant="${slug}"] tbody tr`);
      await expect(rows('rege')).toHaveText(['Ușor001', 'Mediu000', 'Greu100']);
      await expect(page.locator('.result-game[data-variant="rege"] .result-extra'))
        .toHaveText('Cu sfaturi: ★★★ · cel mai rapid mat: 18 mutări.');
      await expect(page.locator('.result-game[data-variant="cai"] .result-extra'))
        .toHaveText('Cea mai scurtă cursă: 52 de mutări.');
      // Two players only: no table of the robot's levels.
      await expect(rows('nebun')).toHaveCount(0);
      await expect(page.locator('.result-game[data-variant="nebun"] .result-extra')).toHaveText('Meciuri în doi: 1.');
      // Every book match, newest first, with its local date.
      const list = page.locator('[data-list="meciuri"] > .match');
      await expect(list).toHaveCount(4);
      await expect(list.locator('time')).toHaveText([
        '1 decembrie 2026, 09:14',
        '29 noiembrie 2026, 09:14',
        '27 noiembrie 2026, 09:14',
        '26 noiembrie 2026, 09:14',
      ]);
      await expect(list.first().locator('time')).toHaveAttribute('datetime', '2026-12-01T09:14');
      await expect(list.locator('.match-verdict strong')).toHaveText([
        'Egalitate.', 'Ai câștigat.', 'A câștigat Robotul.', 'Ai câștigat.',
      ]);
      await expect(list.nth(2).locator('.match-verdict')).toHaveText(`A câștigat Robotul. ${STALEMATE}`);
      await expect(list.locator('.match-facts')).toHaveText([
        'doi jucători',
        'contra Robotului (Greu) · ★★★ · cu 7 sfaturi',
        'contra Robotului (Ușor)',
        'contra Robotului (Mediu)',
      ]);
      // The exercises: the known position, then the old mate in one.
      const groups = page.locator('.exercise');
      await expect(groups).toHaveCount(2);
      await expect(groups.first()).toHaveAttribute('data-position', '7k/Q7/6K1/8/8/8/8/8_w');
      await expect(groups.nth(1).locator('.exercise-head p'))
        .toHaveText('Un meci. Poziția nu a fost păstrată.');
      await expect(groups.nth(1).locator('time')).toHaveText('28 noiembrie 2026, 09:14');
      await expect(page.locator('.exercises-intro')).toHaveText(
        'Meciurile începute dintr-o poziție pregătită de profesor. Ele nu intră în victoriile, stelele și recordurile jocurilor.');
      await expectPhoneFriendly(page);
      expect(await violations(page)).toEqual([]);
      // The menu: no zero counts, no exercise, the best without hints.
      await open(page, '#/');
      const glance = (slug) => page.locator(`.card[data-variant="${slug}"] .glance`);
      await expect(glance('rege')).toHaveText('🏆 Ai câștigat o dată contra Robotului.');
      await expect(glance('cai')).toHaveText('🏆 Ai câștigat o dată contra Robotului. Cea mai scurtă cursă: 52 de mutări.');
      await expect(glance('nebun')).toHaveText('Ați jucat un meci în doi.');
      await expect(glance('dama')).toHaveCount(0);
      await expect(page.locator('.cards')).not.toContainText(': 0');
    });

    test('every kept match is reachable, newest first', async ({ page }) => {
      const lines = [];
      for (let i = 24; i >= 1; i--) lines.push(`v2|dama|robot|1|2|${T - i * 3600 * 1000}|0||0|0||0–2 la reprize.`);
      // A line changed by hand: its text is shown as text, never as markup.
      lines.push(`v2|dama|robot|1|2|${T}|0||0|0||<b>0–2</b> & "<img src=x>"`);
      // Saved last under a clock set back: its date puts it last.
      lines.push(`v2|dama|robot|1|2|${T - 30 * 3600 * 1000}|0||0|0||0–2 la reprize.`);
      await seed(page, lines, '#/rezultate');
      const list = page.locator('[data-list="meciuri"] > .match');
      await expect(list).toHaveCount(10);
      await expect(list.first().locator('time')).toHaveText('1 decembrie 2026, 09:14');
      await expect(list.first().locator('.match-verdict')).toHaveText('A câștigat Robotul. <b>0–2</b> & "<img src=x>"');
      await expect(page.locator('.results img, .match-verdict b')).toHaveCount(0);
      const more = page.locator('[data-action="show-all"]');
      await expect(more).toHaveText('Arată toate cele 26 de meciuri');
      await more.tap();
      await expect(list).toHaveCount(26);
      await expect(more).toHaveCount(0);
      await expect(list.last().locator('time')).toHaveText('30 noiembrie 2026, 03:14');
      const times = await list.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
      expect([...times].sort().reverse()).toEqual(times);
      await expect(page.locator('.result-game[data-variant="dama"] tbody tr').first()).toHaveText('Ușor0026');
      await expectPhoneFriendly(page);
      await open(page, '#/');
      await expect(page.locator('.card[data-variant="dama"] .glance')).toHaveText('Ai jucat 26 de meciuri contra Robotului.');
    });

    test('resets: a game’s results, then the exercises, each after a question', async ({ page }) => {
      await seed(page, SAVED, '#/rezultate');
      page.once('dialog', (d) => {
        expect(d.message()).toBe('Ștergi rezultatele copilului „Copilul 1” de la „Vânătoarea regelui”? Exercițiile rămân.');
        d.accept();
      });
      await page.locator('.result-game[data-variant="rege"] button').tap();
      await expect(page.locator('.result-game[data-variant="rege"]')).toHaveCount(0);
      await expect(page.locator('.exercise')).toHaveCount(2);
      page.once('dialog', (d) => {
        expect(d.message()).toBe('Ștergi toate exercițiile copilului „Copilul 1”? Rezultatele jocurilor rămân.');
        d.accept();
      });
      await page.getByRole('button', { name: 'Șterge exercițiile' }).tap();
      await expect(page.locator('.exercise')).toHaveCount(0);
      await expect(page.locator('[data-list="meciuri"] > .match')).toHaveCount(2);
      // The corrupt line is no game's: it stays until everything goes.
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toContain('stricat');
    });
  });
}

test.describe('a storage that refuses a reset', () => {
  test.use({ viewport: SIZES.tablet, hasTouch: true });

  test('a confirmed reset the browser refuses says so, and loses nothing', async ({ page }) => {
    await seed(page, SAVED, '#/rezultate');
    const hunt = page.locator('.result-game[data-variant="rege"]');
    await expect(hunt).toHaveCount(1);
    // From now on the browser refuses to list what it keeps (blocked meanwhile).
    await page.evaluate(() => {
      Object.defineProperty(Storage.prototype, 'length', {
        configurable: true,
        get() { throw new DOMException('blocked', 'SecurityError'); },
      });
    });
    page.once('dialog', (d) => d.accept());
    await hunt.locator('button').tap();
    await expect(page.locator('.file-said')).toHaveText(
      'Nu s-a șters nimic: browserul nu lasă aplicația să schimbe rezultatele.');
    await page.reload();
    await expect(hunt).toHaveCount(1);
  });
});

test('a child who solved puzzles and opened a series sees them, in „Cine joacă?” and on the results page', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('sah-in-joaca/v2/profil/1', JSON.stringify({ nume: 'Ana', avatar: 'urs' }));
    localStorage.setItem('sah-in-joaca/v2/curent', '1');
    localStorage.setItem('sah-in-joaca/v2/copil/1/probleme', JSON.stringify({ 'nebun/1': 3, 'nebun/2': 2, 'rege/1': 1 }));
  });
  await open(page, '#/jucatori');
  await expect(page.locator('[data-player="Ana"] .child-count')).toHaveText('3 probleme rezolvate');
  // A teacher's series, opened: it is kept, not played yet.
  await open(page, '#/serie?titlu=Seria+Anei&rege=7k/8/5K2/8/8/8/8/6Q1_w&rege=k7/8/2K5/8/8/8/8/1Q6_w');
  await expect(page.locator('.series-list')).toBeVisible();
  await open(page, '#/rezultate');
  await expect(page.locator('.results .empty')).toHaveText(
    'Încă nu ai terminat niciun meci. Alege un joc din meniu și joacă o partidă!');
  const puzzles = page.locator('[data-list="probleme"] li');
  // In the games' order, each as the puzzles' list says it.
  await expect(puzzles).toHaveText(["Nebun contra 3 pioni 🧩 2 / 24 ★ 5", "Vânătoarea regelui 🧩 1 / 24 ★ 1"]);
  await expect(page.locator('[data-list="serii"] li')).toHaveText(['Seria Anei ⏳⏳ ai câștigat 0 din 2 poziții']);
  // Each leads on: to the game's puzzles, and back into the series.
  await page.locator('[data-list="probleme"] li[data-variant="nebun"] a').click();
  await expect(page.locator('.puzzles .puzzle-grid [data-puzzle-link="nebun/1"]')).toBeVisible();
  await page.goBack();
  expect(await violations(page)).toEqual([]);
  await page.locator('[data-list="serii"] li a').click();
  await expect(page.locator('.series .series-list')).toBeVisible();
});
