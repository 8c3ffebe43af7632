// The teacher's classes (#/clase, #/clasa?c=): named classes, a roster
// whose children have rows from the start and say who has not handed in,
// two Marias who are two children, a row not on the roster joined or
// deleted, and the class file that carries a class to a fresh browser
// (read twice, counted once).
//
// The codes are made natively by crates/tools/examples/handin_codes.rs
// (fixtures/handin-codes.json): the Marias' carry class `c2a` and their
// roster ids, as a tablet that joined by the class's link hands them in.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';

test.use({ serviceWorkers: 'block' });

const CODES = JSON.parse(readFileSync(new URL('fixtures/handin-codes.json', import.meta.url), 'utf8'));
const link = (code, c = '') => `/#/clasa?${c ? `c=${c}&` : ''}predare=${code}`;
const log = (page) => page.locator('[data-scan-log] li').first();
const row = (page, name) => page.locator(`tbody tr[data-child='${name}']`);
const names = (page) => page.locator('tbody tr[data-child]').evaluateAll((rows) => rows.map((r) => r.dataset.child));

function pageErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A class file of class `c2a`, „2A”, as „💾 Salvează clasa” writes it. */
const CLASS_FILE = {
  name: 'clasa-2A-2026-12-07.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({
    format: 'sah-in-joaca/clasa', versiune: 1, id: 'c2a', nume: '2A', exportat: '2026-12-07T10:00',
    lista: [{ id: 1, nume: 'Maria P.' }, { id: 2, nume: 'Maria T.' }, { id: 3, nume: 'Andrei' }, { id: 4, nume: 'Bianca' }],
    urmatorul: 5, uniri: [], predari: [], fisiere: [],
  })),
};

async function openClassFile(page, file) {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-action="import-class"]').click();
  await (await chooser).setFiles(file);
}

test('#/clase: a class made by name, its roster refuses two names the app takes for one, and its join code', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/#/clase');
  await expect(page.locator('.classes-page .empty')).toHaveText('Nu ai încă nicio clasă. Fă una cu „➕ Clasă nouă”.');
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Cum se numește clasa nouă? (de exemplu, „2A”)');
    d.accept('  2A ');
  });
  await page.locator('[data-action="add-class"]').click();
  await expect(page.locator('[data-class-name]')).toHaveText('2A');
  await expect(page).toHaveURL(/#\/clasa\?c=[0-9a-z]+$/);
  // No roster yet: no join code.
  await expect(page.locator('svg[data-join-qr]')).toHaveCount(0);
  await page.locator('textarea[data-roster]').fill('Maria\nmaria\nAndrei');
  await page.locator('[data-action="save-roster"]').click();
  await expect(page.locator('[data-roster-said]')).toHaveText(
    '„Maria” și „maria” ar fi același copil pentru aplicație. Scrie-i altfel, de exemplu „Maria P.” și „Maria T.”. Lista nu a fost păstrată.');
  await expect(page.locator('tbody tr')).toHaveCount(0);
  await page.locator('textarea[data-roster]').fill('Maria P.\nMaria T.\n\nAndrei\n');
  await page.locator('[data-action="save-roster"]').click();
  await expect(page.locator('[data-roster-said]')).toHaveText('Am păstrat lista: 3 copii.');
  await expect.poll(() => names(page)).toEqual(['Andrei', 'Maria P.', 'Maria T.']);
  await expect(page.locator('tbody tr[data-handed-in="nu"]')).toHaveCount(3);
  await expect(page.locator('.handed-in-count')).toHaveText(
    'Nu a predat încă niciun copil din 3. Nu au predat încă: Andrei, Maria P., Maria T.');
  const join = page.locator('[data-join-link]');
  await expect(join).toHaveAttribute('href', /#\/intra\?clasa=[0-9A-V]+$/);
  await expect(page.locator('svg[data-join-qr]')).toBeVisible();
  // The list of classes names it, with its children; deleting asks once, naming it.
  await page.goto('/#/clase');
  await expect(page.locator('[data-class] .class-title')).toHaveText(['2A']);
  await expect(page.locator('[data-class] .class-summary')).toHaveText(['3 copii · nu au predat încă']);
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Ștergi clasa „2A”, cu 3 copii și toate rezultatele ei? Nu o mai poți aduce înapoi decât din fișierul ei salvat („💾 Salvează clasa”).');
    d.accept();
  });
  await page.locator('[data-action="delete-class"]').click();
  await expect(page.locator('.classes-said li')).toHaveText('Am șters clasa „2A”.');
  await expect(page.locator('[data-class]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('two Marias hand in from two tablets: two rows by their roster ids, a third tablet adds up, who has not handed in, a corrected name', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/#/clase');
  await openClassFile(page, CLASS_FILE);
  await expect(page.locator('[data-class="c2a"] .class-title')).toHaveText('2A');
  await page.goto('/#/clasa?c=c2a');
  await expect(page.locator('[data-class-name]')).toHaveText('2A');
  // Each tablet calls her „Maria”; the code's roster id files her.
  await page.goto(link(CODES.maria_p_tablet1.codes[0]));
  await expect(log(page)).toHaveText('Maria P.: am adăugat rezultatele.');
  await page.goto(link(CODES.maria_t_tablet4.codes[0]));
  await expect(log(page)).toHaveText('Maria T.: am adăugat rezultatele.');
  await page.goto(link(CODES.maria_p_tablet6.codes[0]));
  await expect(log(page)).toHaveText('Maria P.: am adăugat rezultatele noi.');
  await expect(row(page, 'Maria P.')).toHaveAttribute('data-handed-in', 'da');
  await expect(row(page, 'Maria P.').locator('td[data-variant="rege"]')).toHaveAttribute('title', /U5 M0 G0/);
  await expect(row(page, 'Maria T.').locator('td[data-variant="rege"]')).toHaveAttribute('title', /U1 M0 G0/);
  await expect(page.locator('.handed-in-count')).toHaveText('Au predat 2 din 4 copii. Nu au predat încă: Andrei, Bianca.');
  // Sorted by who handed in: those who have not come first.
  await page.locator('th button[data-sort="predat"]').click();
  await expect.poll(() => names(page)).toEqual(['Andrei', 'Bianca', 'Maria P.', 'Maria T.']);
  // „Bianka”, typed on a tablet: a row of its own, joined to Bianca once asked.
  await page.goto(link(CODES.bianka.codes[0]));
  await expect(log(page)).toHaveText('Bianka: am adăugat rezultatele. „Bianka” nu este pe lista clasei: are un rând al său, pe care îl poți uni cu un copil din listă sau șterge.');
  const bianka = row(page, 'Bianka');
  await expect(bianka).toHaveAttribute('data-roster', 'nu');
  await bianka.locator('select[data-join-to]').selectOption({ label: 'Bianca' });
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Unești rândul „Bianka” cu „Bianca” din listă? Rezultatele lor se adună într-un singur rând, și la codurile care vor veni.');
    d.accept();
  });
  await bianka.locator('[data-action="join-row"]').click();
  await expect(log(page)).toHaveText('Rândul „Bianka” este acum al lui „Bianca”.');
  await expect(row(page, 'Bianka')).toHaveCount(0);
  await expect(row(page, 'Bianca')).toHaveAttribute('data-handed-in', 'da');
  // A corrected name keeps the child's row and results.
  const id = await row(page, 'Maria T.').getAttribute('data-row');
  await page.locator('textarea[data-roster]').fill('Maria P.\nMaria Tudor\nAndrei\nBianca');
  await page.locator('[data-action="save-roster"]').click();
  await expect(row(page, 'Maria Tudor')).toHaveAttribute('data-row', id);
  await expect(row(page, 'Maria Tudor')).toHaveAttribute('data-handed-in', 'da');
  await page.reload();
  await expect(page.locator('.handed-in-count')).toHaveText('Au predat 3 din 4 copii. Nu au predat încă: Andrei.');
  expect(errors).toEqual([]);
});

test('without a roster, two codes named „Maria” from two tablets are two rows, and the log says so; a stale row is deleted once asked', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(link(CODES.maria_untagged_1.codes[0]));
  await expect(log(page)).toHaveText('Maria: am adăugat rezultatele.');
  await page.goto(link(CODES.maria_untagged_2.codes[0]));
  await expect(log(page)).toHaveText('maria: am adăugat rezultatele. Doi copii se numesc „maria”: rezultatele acestei tablete au un rând al lor. Dacă sunt ale aceluiași copil, scrie lista clasei și unește rândurile.');
  await expect.poll(() => names(page)).toEqual(['Maria', 'maria']);
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Ștergi rândul „maria”? Rezultatele lui nu mai apar în tabel (un cod citit din nou îl aduce înapoi).');
    d.accept();
  });
  await row(page, 'maria').locator('[data-action="delete-row"]').click();
  await expect.poll(() => names(page)).toEqual(['Maria']);
  expect(errors).toEqual([]);
});

test('the class file carries the class to a fresh browser; read twice, nothing counts twice', async ({ page, browser }) => {
  const errors = pageErrors(page);
  await page.goto('/#/clase');
  await openClassFile(page, CLASS_FILE);
  await expect(page.locator('[data-class="c2a"] .class-title')).toHaveText('2A');
  await page.goto(link(CODES.maria_p_tablet1.codes[0]));
  await expect(log(page)).toHaveText('Maria P.: am adăugat rezultatele.');
  await page.goto(link(CODES.maria_t_tablet4.codes[0]));
  await expect(log(page)).toHaveText('Maria T.: am adăugat rezultatele.');
  const download = page.waitForEvent('download');
  await page.locator('[data-action="export-class"]').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clasa-2A-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(readFileSync(await file.path(), 'utf8'));
  expect(saved.format).toBe('sah-in-joaca/clasa');
  expect(saved.id).toBe('c2a');
  expect(saved.nume).toBe('2A');
  expect(saved.lista.map((c) => c.nume)).toEqual(['Maria P.', 'Maria T.', 'Andrei', 'Bianca']);
  expect(saved.predari).toHaveLength(2);

  // The teacher's laptop: a browser that never saw the class.
  const laptop = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
  const laptopErrors = pageErrors(laptop);
  await laptop.goto('/#/clase');
  const buffer = readFileSync(await file.path());
  for (let i = 0; i < 2; i++) {
    await openClassFile(laptop, { name: file.suggestedFilename(), mimeType: 'application/json', buffer });
    await expect(laptop.locator('.classes-said li')).toHaveText('Am adăugat clasa „2A” din fișier. Nimic nu s-a numărat de două ori.');
  }
  await expect(laptop.locator('[data-class]')).toHaveCount(1);
  await expect(laptop.locator('[data-class="c2a"] .class-summary')).toHaveText('4 copii · au predat 2');
  await laptop.goto('/#/clasa?c=c2a');
  await expect(row(laptop, 'Maria P.').locator('td[data-variant="rege"]')).toHaveAttribute('title', /U2 M0 G0/);
  await expect(row(laptop, 'Maria T.').locator('td[data-variant="rege"]')).toHaveAttribute('title', /U1 M0 G0/);
  // Another file is refused by name.
  await openClassFile(laptop, { name: 'poza.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
  await expect(laptop.locator('.file-problems li')).toHaveText('„poza.json” nu este un fișier de clasă. Fișierul clasei se face cu „💾 Salvează clasa”; fișierele copiilor se încarcă în pagina clasei, cu „📂 Alege fișierele copiilor”.');
  expect([...errors, ...laptopErrors]).toEqual([]);
});
