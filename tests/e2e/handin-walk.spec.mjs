// The teacher's walk-round (#/preda?toti=1): a tablet with children of two
// classes asks which class hands in, then shows that class's children one
// code at a time across the whole screen, the next with a tap anywhere.
// Each code is read back as a camera would (jsQR) and its bytes checked:
// the child's name, the class's id and the child's id on its roster, and
// the last day anything was done (a puzzle's day, later than the matches').
import { test, expect } from '@playwright/test';
import { readQr, violations, wonMatch as won } from './helpers.mjs';

test.use({ serviceWorkers: 'block' });

const T = 1796109240000;
const DAY = Math.floor(T / 86_400_000);
// A profile's class as storage keeps it: "<class id> <roster id> <class name>".
const A2 = (copil) => `18c2 ${copil} 2A`;
const B3 = (copil) => `19d3 ${copil} 3B`;
// A long title: five series of them make a hand-in of two codes.
const series = [1, 2, 3, 4, 5].map((n) =>
  `${String(n).repeat(8)} vv titlu=Seria+de+recapitulare+a+jocurilor+cu+pioni+partea+${n}`).join('\n');

/** The tablet: Bogdan, Dana and Ana of 2A (roster ids 1, 2, 3, not the
 * tablet's order), Radu of 3B, Ion of no class. */
async function seedTablet(context) {
  const kids = [
    { nume: 'Ana', avatar: 'urs', clasa: A2(3) },
    { nume: 'Radu', avatar: 'leu', clasa: B3(1) },
    { nume: 'Bogdan', avatar: 'vulpe', clasa: A2(1) },
    { nume: 'Ion', avatar: 'bufnita' },
    { nume: 'Dana', avatar: 'pisica', clasa: A2(2) },
  ];
  await context.addInitScript(([kids, T, DAY, series, win]) => {
    if (localStorage.getItem('sah-in-joaca/v2/curent')) return;
    kids.forEach((k, i) => localStorage.setItem(`sah-in-joaca/v2/profil/${i + 1}`, JSON.stringify(k)));
    localStorage.setItem('sah-in-joaca/v2/copil/1/probleme', JSON.stringify({ 'nebun/1': 3 }));
    localStorage.setItem(`sah-in-joaca/v2/copil/3/meci/${T}`, win);
    localStorage.setItem('sah-in-joaca/v2/copil/3/serii', JSON.stringify(series));
    // Bogdan solved a puzzle three days after his match.
    localStorage.setItem('sah-in-joaca/v2/copil/3/activ', String(DAY + 3));
    localStorage.setItem('sah-in-joaca/v2/ultimul-copil', '5');
    localStorage.setItem('sah-in-joaca/v2/curent', '1');
  }, [kids, T, DAY, series, won('nebun', 2, T)]);
}

/** Opens a route of the hand-in page and waits until it is drawn (the walk
 * is fixed over the page: the host it is in has no height). */
async function open(page, hash) {
  await page.goto('/' + hash);
  await expect(page.locator('.handin-page > *').first()).toBeVisible();
}

const B32 = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** The hand-in a code's links carry (parts in order), as far as this test
 * needs it: the name at its start, and version 2's last three fields at
 * its end (class id, roster id, last day active + 1). */
function handInOf(links) {
  let body = [];
  let version;
  for (const link of links) {
    const code = link.slice(link.indexOf('predare=') + 8);
    const bytes = [];
    let acc = 0;
    let bits = 0;
    for (const c of code) {
      acc = ((acc << 5) | B32.indexOf(c)) & 0xffff;
      bits += 5;
      if (bits >= 8) {
        bits -= 8;
        bytes.push((acc >> bits) & 0xff);
      }
    }
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('SJ');
    version = bytes[2];
    body = body.concat(bytes.slice(6, -2));
  }
  const text = (at) => [new TextDecoder().decode(new Uint8Array(body.slice(at + 1, at + 1 + body[at]))), at + 1 + body[at]];
  // Backwards: a LEB128 number ends with the one byte below 128.
  let end = body.length;
  const lastNumber = () => {
    let start = end - 1;
    while (start > 0 && body[start - 1] >= 128) start--;
    const n = body.slice(start, end).reduceRight((acc, b) => acc * 128 + (b & 127), 0);
    end = start;
    return n;
  };
  const active = lastNumber();
  const child = lastNumber();
  return { version, name: text(0)[0], active: active - 1, child, tail: body.slice(0, end) };
}

/** Whether the bytes before the roster id end with the class's id as a text. */
const endsWithClass = (tail, id) => {
  const want = [id.length, ...new TextEncoder().encode(id)];
  return JSON.stringify(tail.slice(-want.length)) === JSON.stringify(want);
};

test('two classes on one tablet: the chooser, then one class’s codes one at a time, each carrying the class', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  await seedTablet(context);
  const page = await context.newPage();
  await open(page, '#/preda?toti=1');
  await expect(page.locator('h1')).toHaveText('📤 Toți copiii acestei tablete');
  await expect(page.locator('.handin-page > .intro')).toHaveText('Pe această tabletă sunt copii din mai multe clase. Alege clasa care predă acum.');
  const choices = page.locator('.handin-class-choice');
  await expect(choices).toHaveCount(3);
  for (const [i, [id, name, count]] of [['18c2', '2A', '3 copii'], ['19d3', '3B', '1 copil'], ['', 'Alți copii', '1 copil']].entries()) {
    await expect(choices.nth(i)).toHaveAttribute('data-handin-class', id);
    await expect(choices.nth(i).locator('.choice-name')).toHaveText(name);
    await expect(choices.nth(i).locator('.choice-count')).toHaveText(count);
    expect((await choices.nth(i).boundingBox()).height).toBeGreaterThanOrEqual(96);
  }
  await expect(page.locator('[data-handin-qr]')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // A class no child of this tablet is in: said, and the chooser.
  await open(page, '#/preda?toti=1&clasa=7e57');
  await expect(page.locator('.handin-page > .notice')).toHaveText('Niciun copil de pe această tabletă nu este în clasa din legătură. Alege clasa care predă acum.');
  await expect(choices).toHaveCount(3);

  await choices.first().tap();
  await expect(page).toHaveURL(/#\/preda\?toti=1&clasa=18c2$/);
  const counter = page.locator('[data-walk-counter]');
  const hint = page.locator('.walk-hint');
  const qr = page.locator('svg[data-handin-qr]');
  // Bogdan first (roster order): two codes.
  await expect(counter).toHaveText('2A · Copilul 1 din 3 · codul 1 din 2');
  await expect(page.locator('[data-handin-child="Bogdan"] h1')).toHaveText('Bogdan');
  await expect(qr).toHaveAttribute('data-part', '1/2');
  await expect(hint).toHaveText('Atinge ecranul pentru codul următor.');
  await expect(page.locator('[data-action="back"]')).toBeDisabled();
  expect(await violations(page)).toEqual([]);
  const bogdan = [await readQr(page, 'svg[data-handin-qr]')];
  // A tap anywhere (here on the name) shows the next code.
  await page.locator('.walk-name').tap();
  await expect(counter).toHaveText('2A · Copilul 1 din 3 · codul 2 din 2');
  await expect(qr).toHaveAttribute('data-part', '2/2');
  await expect(hint).toHaveText('Atinge ecranul pentru copilul următor.');
  bogdan.push(await readQr(page, 'svg[data-handin-qr]'));
  const b = handInOf(bogdan);
  expect([b.version, b.name, b.child, b.active]).toEqual([2, 'Bogdan', 1, DAY + 3]);
  expect(endsWithClass(b.tail, '18c2')).toBe(true);

  await page.touchscreen.tap(30, 1000);
  await expect(counter).toHaveText('2A · Copilul 2 din 3');
  await expect(page.locator('[data-handin-child="Dana"] h1')).toHaveText('Dana');
  // „◀ Înapoi”, then the laptop's keys.
  await page.locator('[data-action="back"]').tap();
  await expect(counter).toHaveText('2A · Copilul 1 din 3 · codul 2 din 2');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2A · Copilul 2 din 3');
  const dana = handInOf([await readQr(page, 'svg[data-handin-qr]')]);
  expect([dana.name, dana.child, dana.active]).toEqual(['Dana', 2, -1]);
  expect(endsWithClass(dana.tail, '18c2')).toBe(true);
  await page.keyboard.press('Space');
  await expect(counter).toHaveText('2A · Copilul 3 din 3');
  await expect(page.locator('[data-handin-child="Ana"] h1')).toHaveText('Ana');
  await expect(hint).toHaveText('Atinge ecranul ca să termini.');
  const ana = handInOf([await readQr(page, 'svg[data-handin-qr]')]);
  expect([ana.name, ana.child]).toEqual(['Ana', 3]);
  expect(endsWithClass(ana.tail, '18c2')).toBe(true);
  await page.locator('.walk-code').tap();
  await expect(page.locator('[data-walk-done]')).toHaveText('Gata: ai arătat codurile tuturor celor 3 copii.');
  await expect(counter).toHaveText('2A');
  // A tap at the end changes nothing; „↺” starts again.
  await page.locator('[data-walk-done]').tap();
  await expect(page.locator('[data-walk-done]')).toBeVisible();
  await page.getByRole('button', { name: '↺ Arată din nou de la început' }).tap();
  await expect(counter).toHaveText('2A · Copilul 1 din 3 · codul 1 din 2');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2A · Copilul 1 din 3 · codul 1 din 2');

  // The teacher's page reads both of Bogdan's codes.
  const teacher = await browser.newContext({ serviceWorkers: 'block' });
  const t = await teacher.newPage();
  const log = t.locator('[data-scan-log] li').first();
  await t.goto('/' + bogdan[0].slice(bogdan[0].indexOf('#')));
  await expect(log).toHaveText('Am citit codul 1 din 2. Mai arată codul 2.');
  await t.goto('/' + bogdan[1].slice(bogdan[1].indexOf('#')));
  await expect(log).toHaveText('Bogdan: am adăugat rezultatele.');
  await teacher.close();

  // The children of no class, from the chooser: their own walk, no class name.
  await open(page, '#/preda?toti=1');
  await page.locator('[data-handin-class=""]').tap();
  await expect(page).toHaveURL(/#\/preda\?toti=1&clasa=$/);
  await expect(counter).toHaveText('Copilul 1 din 1');
  const ion = handInOf([await readQr(page, '[data-handin-child="Ion"] svg[data-handin-qr]')]);
  expect([ion.name, ion.child]).toEqual(['Ion', 0]);
  expect(endsWithClass(ion.tail, '')).toBe(true);
  await page.touchscreen.tap(300, 900);
  await expect(page.locator('[data-walk-done]')).toHaveText('Gata: ai arătat toate codurile copilului.');
  await page.getByRole('link', { name: 'Altă clasă' }).tap();
  await expect(choices).toHaveCount(3);
  await context.close();
});

for (const [width, height] of [[768, 1024], [1024, 768]]) {
  test(`the walk-round fits a ${width}×${height} tablet without scrolling, the code as large as it leaves`, async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width, height }, hasTouch: width < height });
    await seedTablet(context);
    const page = await context.newPage();
    await open(page, '#/preda?toti=1&clasa=18c2');
    for (let step = 0; step < 4; step++) {
      const box = await page.locator('svg[data-handin-qr]').boundingBox();
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(Math.min(box.width, box.height)).toBeGreaterThan(Math.min(width, height) * 0.6);
      const hint = await page.locator('.walk-hint').boundingBox();
      expect(hint.y + hint.height).toBeLessThanOrEqual(height);
      const { scroll, client } = await page.locator('.handin-walk').evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
      expect(scroll).toBeLessThanOrEqual(client);
      await page.keyboard.press('ArrowRight');
    }
    await context.close();
  });
}
