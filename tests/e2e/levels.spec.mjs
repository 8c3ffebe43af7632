// Choosing a level: a first visit plays at Ușor with the choice
// on screen before the first move; after two wins in a row at a level the
// next one is offered, and the choice is remembered per game.
import { test, expect } from '@playwright/test';
import { open, pieces, playHint } from './helpers.mjs';
import { pick } from '../games.mjs';

const game = (page) => page.locator('section.game');
const selectedLevel = (page) => page.locator('.segmented[aria-label="Nivelul Robotului"] a.selected');

test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test('a first visit plays at Ușor, and the mode and level are on screen before the first move', async ({ page }) => {
  for (const slug of pick('cai', 'nebun', 'dama', 'rege')) {
    await open(page, `#/${slug}`);
    await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Ușor');
    for (const group of ['Adversar', 'Nivelul Robotului']) {
      const box = await page.locator(`.segmented[aria-label="${group}"]`).boundingBox();
      expect(box.y + box.height, `${slug}: ${group}`).toBeLessThanOrEqual(1024);
    }
  }
  // A level chosen is kept for that game only.
  await open(page, '#/dama');
  await page.locator('.segmented[aria-label="Nivelul Robotului"] a', { hasText: 'Greu' }).tap();
  await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Greu');
  await open(page, '#/dama');
  await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Greu');
  await open(page, '#/turn');
  await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Ușor');
});

test('two wins in a row at Ușor offer Mediu, but not a win mostly by hints; the choice is remembered', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '#/rege');
  /** Keeps a win at Ușor made alone (a book match), `minutes` from now. */
  const keepWin = (minutes) => page.evaluate((m) => {
    const timp = Date.now() + m * 60_000;
    const won = {
      joc: 'rege', mod: 'robot', nivel: 1, rezultat: 'victorie', data: '2026-11-30T10:00',
      timp, stele: 3, mutari: 14, sfaturi: 0, mutari_proprii: 14, inapoi: 0, pozitie: null, text: 'Mat!',
    };
    localStorage.setItem(`sah-in-joaca/v2/copil/1/meci/${timp}`, JSON.stringify(won));
  }, minutes);
  await keepWin(-60);
  await open(page, '#/rege');
  await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Ușor');
  const offer = page.locator('[data-action="level-up"]');
  await expect(offer).toHaveCount(0);
  // The hunter follows "Sfat" for every move until the king is mated: a
  // win mostly by hints, which offers nothing and says why.
  for (let i = 0; i < 60; i++) {
    if ((await game(page).getAttribute('data-phase')) !== 'playing') break;
    await playHint(page);
  }
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(page.locator('.summaries')).toContainText(
    'Ai câștigat cu multe sfaturi. Meciul acesta nu te duce la nivelul următor: încearcă să câștigi mai mult singur!');
  await expect(offer).toHaveCount(0);
  // Another win made alone, then one where the child asked for few hints
  // (the kept match in progress forgets its hints every 3 moves, as if
  // the child had found those moves alone: at most 3 hints are left).
  await keepWin(0);
  await page.locator('[data-action="play-again"]').tap();
  for (let i = 0; i < 60; i++) {
    if ((await game(page).getAttribute('data-phase')) !== 'playing') break;
    await playHint(page);
    if (i % 3 === 2 && (await game(page).getAttribute('data-phase')) === 'playing') {
      await expect(game(page)).toHaveAttribute('data-busy', 'false');
      await page.evaluate(() => {
        for (const k of Object.keys(localStorage).filter((k) => k.includes('/partida/'))) {
          localStorage.setItem(k, localStorage.getItem(k).replace(/hints:\d+/g, 'hints:0'));
        }
      });
      await page.reload();
      await page.getByRole('button', { name: '▶ Continuă partida' }).tap();
    }
  }
  await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
  await expect(game(page)).toHaveAttribute('data-round-winner', 'alb');
  await expect(page.locator('.hand-over')).toHaveText('Ai câștigat de două ori la rând la nivelul Ușor. Încearcă nivelul Mediu!');
  await expect(offer).toHaveText('▶ Nivelul Mediu');
  await offer.tap();
  await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Mediu');
  await expect(offer).toHaveCount(0);
  await expect(page.locator('.hand-over')).not.toContainText('Încearcă');
  expect(Object.keys(await pieces(page))).toHaveLength(17);
  // Remembered: the game opens at Mediu next time.
  await open(page, '#/rege');
  await expect(selectedLevel(page)).toHaveAttribute('aria-label', 'Mediu');
});
