// Takes screenshots of every screen at phone, tablet and desktop sizes.
// Usage: node scripts/screenshots.mjs [base-url] [out-dir]
import { chromium } from '@playwright/test';
import { SLUGS } from '../tests/games.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
const out = process.argv[3] ?? 'screenshots';
const sizes = { phone: [375, 667], tablet: [768, 1024], desktop: [1366, 768] };
const pages = process.env.PAGES?.split(',') ?? ['#/', ...SLUGS.map((g) => `#/${g}`), '#/ajutor/nebun', '#/rezultate', '#/xyz'];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [name, [width, height]] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const hash of pages) {
    await page.goto(base + hash);
    await page.waitForSelector('main > *');
    await page.waitForTimeout(300);
    const slug = hash.replace(/[#/?=&]+/g, '_').replace(/^_|_$/g, '') || 'menu';
    await page.screenshot({ path: `${out}/${name}-${slug}.png`, fullPage: process.env.FULL === '1' });
  }
  await page.close();
}
await browser.close();
