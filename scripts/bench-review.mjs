// The review of a finished round ("🔍 Ce s-a întâmplat?") in headless
// Chromium: plays rounds between two players at random in every game, and
// at each round's end reads `data-review-ms` (the time the review's slices
// took in all) and the number of moves. Prints p50/p95/max per game. A
// benchmark, not a test.
// Usage: node scripts/bench-review.mjs [base-url] [rounds]
import { chromium } from '@playwright/test';
import { SLUGS, pick } from '../tests/games.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
const rounds = Number(process.argv[3] ?? 10);
const games = process.env.GAMES ? pick(...process.env.GAMES.split(',')) : SLUGS;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
page.on('pageerror', (e) => console.error('page error:', e.message));
page.on('crash', () => console.error('page crashed'));
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log('game   rounds  plies (max)   p50 ms   p95 ms   max ms');
for (const slug of games) {
  const times = [];
  let most = 0;
  for (let r = 0; r < rounds; r++) {
    await page.goto(`${base}#/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}#/${slug}?mod=doi`);
    await page.waitForSelector('[data-square]');
    await page.waitForTimeout(300); // the exact tables' first slices
    for (let ply = 0; ply < 400; ply++) {
      const movable = await page.$$eval('.is-movable', (els) => els.map((e) => e.dataset.square));
      const phase = await page.$eval('section.game', (g) => g.dataset.phase);
      if (phase !== 'playing' || movable.length === 0) break;
      // A random race rarely ends: the knights follow "Sfat" there.
      if (slug === 'cai') {
        await page.click('[data-action="hint"]');
        const said = await page.locator('.tap-answer').innerText();
        const [, from, to] = said.match(/de pe ([a-h][1-8]) pe ([a-h][1-8])/);
        await page.click(`[data-square="${from}"]`);
        await page.click(`[data-square="${to}"]`);
        continue;
      }
      await page.click(`[data-square="${movable[(ply * 7 + r) % movable.length]}"]`);
      const dests = await page.$$eval('.is-dest', (els) => els.map((e) => e.dataset.square));
      if (dests.length === 0) continue;
      await page.click(`[data-square="${dests[(ply * 3 + r) % dests.length]}"]`);
      const promo = await page.$('.promotion-choice');
      if (promo) await promo.click();
    }
    const done = await page.waitForFunction(() => document.querySelector('.review')?.dataset.reviewMs, null, { timeout: 30000 })
      .then(() => true).catch(() => false);
    if (!done) continue;
    const { ms, plies } = await page.evaluate(() => ({
      ms: Number(document.querySelector('.review').dataset.reviewMs),
      plies: document.querySelectorAll('[data-moves] li[data-ply]').length,
    }));
    times.push(ms);
    most = Math.max(most, plies);
  }
  times.sort((a, b) => a - b);
  if (times.length) {
    console.log(`${slug.padEnd(6)} ${String(times.length).padStart(6)} ${String(most).padStart(12)} ${pct(times, 0.5).toFixed(1).padStart(8)} ${pct(times, 0.95).toFixed(1).padStart(8)} ${times.at(-1).toFixed(1).padStart(8)}`);
  }
}
await browser.close();
