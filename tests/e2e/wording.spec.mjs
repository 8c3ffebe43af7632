// The sentences a child reads, checked whole: every number of a verdict says
// whose it is, two players are named (never "ai"/"tu"), no capital inside a
// sentence, no word said twice. Short real games from teachers' positions,
// played by touch on a phone and on a tablet.
import { test, expect } from '@playwright/test';
import { open } from './helpers.mjs';

const game = (page) => page.locator('section.game');
const status = (page) => page.getByRole('status');
const summaries = (page) => page.locator('.summaries li');

/** Plays "g1g7"-style moves by tapping the piece, then its target. */
async function play(page, moves) {
  for (const mv of moves.split(/\s+/).filter(Boolean)) {
    const [from, to] = [mv.slice(0, 2), mv.slice(2, 4)];
    await page.locator(`[data-square="${from}"]`).tap();
    await expect(page.locator(`[data-square="${to}"]`)).toHaveClass(/is-dest/);
    await page.locator(`[data-square="${to}"]`).tap();
    await expect(page.locator(`[data-square="${to}"] [data-piece]`)).toBeVisible();
  }
}

async function nextRound(page) {
  await page.locator('[data-action="next-round"]').tap();
  await expect(game(page)).toHaveAttribute('data-phase', 'playing');
}

// The hunt: the queen mates on g7 at once (Dg7#), stalemates with Dg6, or
// mates in two (Da7, Rg8, Dg7#).
const HUNT = '#/rege?mod=doi&poz=7k/8/5K2/8/8/8/8/6Q1_w';
const CAREFUL = (who) =>
  `${who}, ai grijă la pat: o mutare neatentă poate lăsa regele negru fără nicio mutare. ` +
  'Înainte să muți, verifică dacă regele mai are unde merge.';
const MATE_IN_ONE = 'Repriza 1: a câștigat Jucătorul 1. Mat! Regele negru nu mai poate scăpa.';

/** Round 1 of HUNT: player 1 mates in one; round 2 starts, player 2 hunts. */
async function huntRoundOne(page) {
  await open(page, HUNT);
  await expect(status(page)).toHaveText(`${CAREFUL('Jucătorul 1')} Jucătorul 1 la mutare, cu albul (vânătorul).`);
  await play(page, 'g1g7');
  await expect(game(page)).toHaveAttribute('data-phase', 'round-over');
  await expect(status(page)).toHaveText(MATE_IN_ONE);
  await expect(summaries(page)).toHaveText([
    'Jucătorul 1 a dat mat în 1 mutare: ★★★.',
    'Regele Jucătorului 2 a primit mat după 1 mutare a albului.',
  ]);
  await nextRound(page);
  await expect(status(page)).toHaveText(`${CAREFUL('Jucătorul 2')} Jucătorul 2 la mutare, cu albul (vânătorul).`);
}

for (const viewport of [{ width: 375, height: 667 }, { width: 768, height: 1024 }]) {
  test.describe(`${viewport.width}×${viewport.height}, touch`, () => {
    test.use({ viewport, hasTouch: true });

    test('king hunt between two: only one mate, and whose it is', async ({ page }) => {
      await huntRoundOne(page);
      await play(page, 'g1g6');
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      await expect(status(page)).toHaveText(
        'Repriza 2: a câștigat Jucătorul 1. Pat: regele negru nu mai are nicio mutare, dar nu este în șah. ' +
          'Vânătoarea a eșuat. Jucătorul 1 a câștigat meciul! 🎉 Doar Jucătorul 1 a dat mat, în 1 mutare.');
      await expect(summaries(page)).toHaveText([
        'Regele Jucătorului 1 a scăpat după 1 mutare a albului.',
        'Jucătorul 2 a dat pat în 1 mutare: 0 stele.',
      ]);
    });

    test('king hunt between two: the faster mate, both numbers with their players', async ({ page }) => {
      await huntRoundOne(page);
      await play(page, 'g1a7');
      await expect(status(page)).toHaveText(
        'Atenție: regele negru mai are o singură mutare! Jucătorul 1 la mutare, cu regele negru.');
      await play(page, 'h8g8 a7g7');
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      await expect(status(page)).toHaveText(
        'Repriza 2: a câștigat Jucătorul 2. Mat! Regele negru nu mai poate scăpa. Jucătorul 1 a câștigat meciul! 🎉 ' +
          'Câștigă cine dă mat mai repede: Jucătorul 1 a dat mat în 1 mutare, iar Jucătorul 2 în 2 mutări.');
      await expect(summaries(page)).toHaveText([
        'Regele Jucătorului 1 a primit mat după 2 mutări ale albului.',
        'Jucătorul 2 a dat mat în 2 mutări: ★★★.',
      ]);
    });

    test('king hunt between two: equal mates, a draw said once', async ({ page }) => {
      await huntRoundOne(page);
      await play(page, 'g1g7');
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      await expect(status(page)).toHaveText(
        'Repriza 2: a câștigat Jucătorul 2. Mat! Regele negru nu mai poate scăpa. ' +
          'Meciul s-a terminat la egalitate. Jucătorul 1 și Jucătorul 2 au dat mat, fiecare în 1 mutare.');
    });

    test('bishop game between two: one round each, the players named', async ({ page }) => {
      // The pawn on a2 takes the bishop on b3 at once, in both rounds.
      await open(page, '#/nebun?mod=doi&poz=8/8/8/8/8/1b6/P7/8_w');
      await expect(status(page)).toHaveText('Jucătorul 1 la mutare, cu pionii.');
      await play(page, 'a2b3');
      await expect(status(page)).toHaveText('Repriza 1: a câștigat Jucătorul 1. Un pion a capturat nebunul.');
      await expect(summaries(page)).toHaveText([
        'Jucătorul 1 a câștigat repriza în 1 mutare.',
        'Jucătorul 2 a pierdut repriza fără să mute.',
      ]);
      await nextRound(page);
      await expect(status(page)).toHaveText('Jucătorul 2 la mutare, cu pionii.');
      await play(page, 'a2b3');
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      await expect(status(page)).toHaveText(
        'Repriza 2: a câștigat Jucătorul 2. Un pion a capturat nebunul. ' +
          'Meciul s-a terminat la egalitate. Câte o repriză pentru fiecare.');
      await expect(summaries(page)).toHaveText([
        'Jucătorul 1 a pierdut repriza fără să mute.',
        'Jucătorul 2 a câștigat repriza în 1 mutare.',
      ]);
    });

    test('bishop game against the robot: "tu", and the side in lower case', async ({ page }) => {
      await open(page, '#/nebun?poz=8/8/8/8/8/1b6/P7/8_w');
      await expect(status(page)).toHaveText('Rândul tău — mută pionii.');
      await play(page, 'a2b3');
      await expect(status(page)).toHaveText('Repriza 1: ai câștigat! Un pion a capturat nebunul.');
      await expect(summaries(page)).toHaveText(['Ai câștigat repriza în 1 mutare.']);
      // Round 2: the robot has the pawns and takes the bishop at once.
      await page.locator('[data-action="next-round"]').tap();
      await expect(game(page)).toHaveAttribute('data-phase', 'match-over');
      await expect(status(page)).toHaveText(
        'Repriza 2: a câștigat Robotul. Un pion a capturat nebunul. ' +
          'Meciul s-a terminat la egalitate. Câte o repriză pentru fiecare.');
      await expect(summaries(page)).toHaveText(['Ai pierdut repriza fără să muți.']);
    });
  });
}

test('the help shows Romanian quotes, never a straight one', async ({ page }) => {
  await open(page, '#/nebun');
  await page.getByRole('button', { name: /Cum se joacă/ }).click();
  const help = page.getByRole('dialog').locator('.help');
  await expect(help).toContainText('nebunul poate „țintui” pionii');
  expect(await help.innerText()).not.toContain('"');
});

test('the knight game’s card says who the child plays first, and that the knight moves first', async ({ page }) => {
  await open(page, '#/');
  await expect(page.locator('.card[data-variant="cal"] .card-text > p').first()).toHaveText(
    'Calul alb vânează trei pioni negri care coboară spre linia 1. În prima repriză tu joci cu pionii, iar calul mută primul.');
});
