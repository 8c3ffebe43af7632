// A scripted class collected by scanning, as a teacher would: 25 children on
// 8 tablets (3 or 4 each, each with a few matches and puzzles), each tablet
// showing „📤 Toți copiii acestei tablete” (#/preda?toti=1, one code at a
// time, a tap for the next), and the teacher's
// #/clasa reading every code with its camera (Chromium's fake camera, fed each
// code in turn as a Y4M picture; the camera is started again for each code,
// as the teacher holds up the next tablet). Prints the time per code and the
// rows the class ends with. A rehearsal, not a test.
// Usage: node scripts/rehearse-class.mjs [base-url] [children=25] [tablets=8]
import { chromium } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { y4mOfCode } from '../tests/y4m.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
const children = Number(process.argv[3] ?? 25);
const tablets = Number(process.argv[4] ?? 8);
const video = join(mkdtempSync(join(tmpdir(), 'class-')), 'code.y4m');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`],
});
const NAMES = ['Ana', 'Andrei', 'Bianca', 'Cezar', 'Daria', 'David', 'Elena', 'Eric', 'Filip', 'Gabriela', 'Ioana',
  'Ion', 'Irina', 'Luca', 'Maria', 'Matei', 'Mihai', 'Natalia', 'Ovidiu', 'Paula', 'Radu', 'Sara', 'Ștefan', 'Teodora', 'Tudor'];
const GAMES = ['cai', 'nebun', 'cal', 'turn', 'dama', 'rege'];
const T = 1796109240000;


const teacher = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
const t = await teacher.newPage();
await t.goto(`${base}#/clasa`);
const started = Date.now();
const perCode = [];
let next = 0;
for (let tablet = 0; tablet < tablets; tablet++) {
  const kids = [];
  const count = Math.floor(children / tablets) + (tablet < children % tablets ? 1 : 0);
  for (let k = 0; k < count; k++) kids.push(NAMES[next++ % NAMES.length] + (next > NAMES.length ? ` ${next}` : ''));
  const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 768, height: 1024 } });
  await ctx.addInitScript(([kids, games, t0]) => {
    if (localStorage.getItem('sah-in-joaca/v2/curent')) return;
    kids.forEach((name, i) => {
      const id = i + 1;
      localStorage.setItem(`sah-in-joaca/v2/profil/${id}`, JSON.stringify({ nume: name, avatar: 'urs' }));
      localStorage.setItem(`sah-in-joaca/v2/copil/${id}/probleme`, JSON.stringify({ [`${games[i % 6]}/1`]: 3, [`${games[(i + 2) % 6]}/2`]: 2 }));
      for (let m = 0; m < 4; m++) {
        localStorage.setItem(`sah-in-joaca/v2/copil/${id}/meci/${t0 + m}`, JSON.stringify({ joc: games[(i + m) % 6], mod: 'robot', nivel: 1 + (m % 3),
          rezultat: m % 3 ? 'victorie' : 'infrangere', data: '2026-12-01T09:14', timp: t0 + m, stele: 0, mutari: null, sfaturi: m, inapoi: 0, pozitie: null, text: '' }));
      }
    });
    localStorage.setItem('sah-in-joaca/v2/ultimul-copil', String(kids.length));
    localStorage.setItem('sah-in-joaca/v2/curent', '1');
  }, [kids, GAMES, T]);
  const p = await ctx.newPage();
  await p.goto(`${base}#/preda?toti=1`);
  // One code at a time across the tablet's screen; a tap shows the next.
  for (const name of kids) {
    const code = p.locator(`[data-handin-child="${name}"] svg[data-handin-qr]`);
    await code.waitFor();
    const n = Number((await code.getAttribute('data-part')).split('/')[1]);
    for (let c = 0; c < n; c++) {
      if (c > 0) await p.locator(`svg[data-handin-qr][data-part="${c + 1}/${n}"]`).waitFor();
      writeFileSync(video, await y4mOfCode(p, await p.locator('svg[data-handin-qr]').screenshot(), 300));
      const shown = Date.now();
      await t.locator('[data-action="scan"]').click();
      await t.locator('[data-scan-log] li').first().filter({ hasText: name }).waitFor();
      perCode.push(Date.now() - shown);
      await t.locator('[data-action="stop-scan"]').click();
      await p.locator('.walk-hint').click();
    }
  }
  await ctx.close();
}
const rows = await t.locator('tbody tr').count();
const sorted = [...perCode].sort((a, b) => a - b);
console.log(`${children} children on ${tablets} tablets: ${perCode.length} codes, ${rows} rows in the class`);
console.log(`per code (camera started → row): median ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms; all: ${((Date.now() - started) / 1000).toFixed(1)} s`);
await browser.close();
