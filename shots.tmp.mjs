import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://127.0.0.1:8190/';
for (const [w,h,touch,tag] of [[768,1024,true,'tablet'],[375,667,true,'phone'],[1366,768,false,'desktop']]) {
  // A round ends: before any step, then after ◀.
  let page = await b.newPage({ viewport: { width: w, height: h }, hasTouch: touch });
  await page.goto(base + '#/nebun?mod=doi&poz=8/8/8/8/8/1b6/P7/8_w');
  await page.locator('[data-square="a2"]').click(); await page.locator('[data-square="b3"]').click();

  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/work/notes/shots/main/round-over-${tag}.png` });
  await page.locator('[data-action="review-prev"]').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/work/notes/shots/main/review-step-${tag}.png` });
  await page.close();
  // Full storage: the match's end offers the file.
  page = await b.newPage({ viewport: { width: w, height: h }, hasTouch: touch });
  await page.addInitScript(() => { Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }; });
  await page.goto(base + '#/rege?poz=7k/8/5K2/8/8/8/8/6Q1_w');
  await page.locator('[data-square="g1"]').click(); await page.locator('[data-square="g7"]').click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/work/notes/shots/main/full-storage-${tag}.png`, fullPage: true });
  await page.close();
}
await b.close();
