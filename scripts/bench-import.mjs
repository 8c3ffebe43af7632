// Times a results-file import on #/rezultate, in the page, from the file
// input's change to the sentence that says what was loaded: files of 1,000
// to 60,000 matches. Serve dist/ first (make serve), then:
//   node scripts/bench-import.mjs [http://127.0.0.1:8080/]
import { chromium } from 'playwright-core';
const base = process.argv[2] || 'http://127.0.0.1:8080/';
function file(n, pad = 0) {
  const meciuri = [];
  for (let i = 0; i < n; i++) meciuri.push({ joc: 'rege', mod: 'robot', nivel: 1, rezultat: 'victorie',
    data: '2026-12-01T09:14', timp: 1796109240000 - i * 60000, stele: 3, mutari: 18, sfaturi: 0, inapoi: 0,
    pozitie: null, text: 'Mat!' + 'x'.repeat(pad) });
  return Buffer.from(JSON.stringify({ format: 'sah-in-joaca/rezultate', versiune: 2, jucator: 'Ana', avatar: 'leu',
    exportat: '2026-12-01T09:14', meciuri }));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [label, buf] of [['1,000 matches (180 KB)', file(1000)], ['5,500 matches (1 MB)', file(5400)],
  ['20,000 matches (3.6 MB)', file(20000)], ['60,000 matches (10.9 MB)', file(60000)]]) {
  const times = [];
  for (let r = 0; r < 3; r++) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(base + '#/rezultate');
    await page.waitForSelector('[data-action="import"]');
    const chooser = page.waitForEvent('filechooser');
    await page.click('[data-action="import"]');
    const c = await chooser;
    // Timed in the page: from the input's change event to the sentence.
    await page.evaluate(() => {
      window.importTimes = {};
      document.addEventListener('change', () => { window.importTimes.start = performance.now(); }, true);
      new MutationObserver(() => {
        if (!window.importTimes.end && document.querySelector('.file-said')) window.importTimes.end = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await c.setFiles({ name: 'ana.json', mimeType: 'application/json', buffer: buf });
    await page.waitForSelector('.file-said', { timeout: 120000 });
    const t = await page.evaluate(() => window.importTimes);
    times.push(Math.round(t.end - t.start));
    if (r === 0) console.log('  said:', (await page.locator('.file-said').innerText()).replace(/\n/g, ' | '));
    await page.context().close();
  }
  console.log(`${label}: ${buf.length} B, ${times.join(', ')} ms from the file chosen to the sentence`);
}
await browser.close();
