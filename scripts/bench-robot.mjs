// Robot reply time in headless Chromium: plays robot rounds in every game and
// level (our side moves at random), reads `data-robot-us` after each robot
// move and prints p50/p95/max per game and level. A benchmark, not a test.
// Usage: node scripts/bench-robot.mjs [base-url] [rounds]
// (GAMES=dama,rege picks games; EXTRA='&rol=negru' adds link parameters, e.g.
// our side the queen, the robot the pawns.)
import { chromium } from '@playwright/test';
import { SLUGS, pick } from '../tests/games.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
const rounds = Number(process.argv[3] ?? 2);
const games = process.env.GAMES ? pick(...process.env.GAMES.split(',')) : SLUGS;
const extra = process.env.EXTRA ?? '';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log('game   level  replies   p50 ms   p95 ms   max ms');
for (const slug of games) {
  for (const level of [1, 2, 3]) {
    const times = [];
    for (let r = 0; r < rounds; r++) {
      // A fresh load with nothing kept, so every round is a new match and
      // no "continue?" question covers the board (the app keeps an
      // interrupted match in memory across its own pages too).
      await page.goto(`${base}#/`);
      await page.evaluate(() => localStorage.clear());
      await page.goto('about:blank');
      await page.goto(`${base}#/${slug}?nivel=${level}${extra}`);
      await page.waitForSelector('[data-square]');
      const fresh = page.locator('[data-action="fresh"]');
      if (await fresh.isVisible()) await fresh.click();
      let lastMoves = 0;
      for (let ply = 0; ply < 120; ply++) {
        const state = await page.evaluate(() => {
          const g = document.querySelector('section.game');
          return { phase: g.dataset.phase, busy: g.dataset.busy, us: Number(g.dataset.robotUs),
            moves: document.querySelectorAll('[data-moves] li').length,
            movable: [...document.querySelectorAll('.is-movable')].map((e) => e.dataset.square) };
        });
        if (state.phase !== 'playing') break;
        lastMoves = state.moves;
        if (state.busy === 'true' || state.movable.length === 0) { await page.waitForTimeout(40); continue; }
        const from = state.movable[(ply * 5) % state.movable.length];
        await page.click(`[data-square="${from}"]`);
        const dests = await page.$$eval('.is-dest', (els) => els.map((e) => e.dataset.square));
        if (dests.length === 0) continue;
        await page.click(`[data-square="${dests[(ply * 3) % dests.length]}"]`);
        const promo = await page.$('.promotion-choice');
        if (promo) await promo.click();
        await page.waitForFunction(() => document.querySelector('section.game').dataset.busy === 'false'
          || document.querySelector('section.game').dataset.phase !== 'playing', null, { timeout: 10000 }).catch(() => {});
        await page.waitForTimeout(420);
        const after = await page.evaluate(() => ({ us: Number(document.querySelector('section.game').dataset.robotUs),
          moves: document.querySelectorAll('[data-moves] li').length }));
        if (after.moves >= lastMoves + 2) times.push(after.us / 1000);
        lastMoves = after.moves;
      }
    }
    times.sort((a, b) => a - b);
    if (times.length) {
      console.log(`${slug.padEnd(6)} ${String(level).padEnd(6)} ${String(times.length).padStart(7)} ${pct(times, 0.5).toFixed(2).padStart(8)} ${pct(times, 0.95).toFixed(2).padStart(8)} ${times.at(-1).toFixed(2).padStart(8)}`);
    }
  }
}
await browser.close();
