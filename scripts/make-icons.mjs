// Renders the app icon (assets/icons/icon.svg, drawn for this project) to the
// PNG sizes browsers ask for. Run by hand when the icon changes; the PNGs are committed.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('assets/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const size of [180, 192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  await page.screenshot({ path: `assets/icons/icon-${size}.png`, omitBackground: true });
  await page.close();
}
await browser.close();
