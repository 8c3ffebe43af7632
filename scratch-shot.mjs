import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8098/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const tag = process.argv[2] || 'before';
for (const [w, h] of [[1024, 768], [1366, 768], [768, 1024]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + '#/nebun?mod=doi&proiector=1');
  await page.waitForSelector('html.robot-ready');
  await page.click('[data-square="c2"]');
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/work/notes/shots/i37b/proj-${tag}-${w}x${h}.png` });
  // A finished round: the verdict.
  await page.goto(base + '#/nebun?mod=doi&proiector=1&poz=8/8/8/8/8/8/P7/2b5_w');
  await page.reload();
  await page.waitForSelector('html.robot-ready');
  for (const s of ['a2', 'a3', 'c1', 'a3']) await page.click(`[data-square="${s}"]`);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/work/notes/shots/i37b/projover-${tag}-${w}x${h}.png` });
  await ctx.close();
}
await browser.close();
