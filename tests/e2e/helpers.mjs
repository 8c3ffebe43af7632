// Shared helpers of the browser tests: reading the board through the page contract.
import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const jsqr = readFileSync(createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js'), 'utf8');

/** What a camera would read of the QR code `selector`: its screenshot,
 * decoded by jsQR in a blank page. */
export async function readQr(page, selector) {
  const png = (await page.locator(selector).screenshot()).toString('base64');
  const blank = await page.context().newPage();
  await blank.setContent('<canvas></canvas>');
  await blank.addScriptTag({ content: jsqr });
  const text = await blank.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.querySelector('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height);
    return window.jsQR(data, img.width, img.height)?.data ?? null;
  }, `data:image/png;base64,${png}`);
  await blank.close();
  return text;
}

/** Serves `dir` on a free port of 127.0.0.1 (another origin than the app's),
 * or on port `at` (a server started again): { port, server }; `server.kill()`
 * stops it. */
export async function serve(dir, at = 0) {
  const server = spawn('python3', ['-u', '-m', 'http.server', String(at), '--bind', '127.0.0.1', '--directory', dir],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => { const m = /port (\d+)/.exec(String(d)); if (m) resolve(m[1]); });
    server.on('exit', reject);
  });
  return { port, server };
}

/** Opens a route and waits until the app rendered it. */
export async function open(page, hash) {
  await page.goto('/' + hash);
  await expect(page.locator('main > *').first()).toBeVisible();
}

/** The pieces on the board as { e4: 'wN', … }, read from data-square/data-piece. */
export async function pieces(page) {
  return page.evaluate(() => {
    const out = {};
    for (const sq of document.querySelectorAll('[data-square]')) {
      const p = sq.querySelector('[data-piece]');
      if (p) out[sq.dataset.square] = p.dataset.piece;
    }
    return out;
  });
}

/** `{ a2: 'wP', … }` from a compact list such as "wP:a2,b2 bB:c8". */
export function layout(text) {
  const out = {};
  for (const group of text.trim().split(/\s+/)) {
    const [piece, squares] = group.split(':');
    for (const sq of squares.split(',')) out[sq] = piece;
  }
  return out;
}

/** The rules text of a game as shipped in the app. */
export function rulesText(file) {
  return readFileSync(new URL(`../../assets/rules/${file}`, import.meta.url), 'utf8');
}

/** Clicks a square (tap-tap moves are two of these). */
export async function tap(page, square) {
  await page.locator(`[data-square="${square}"]`).click();
}

/** Plays the move "Sfat" proposes, by two taps on the board, once the robot has answered. */
export async function playHint(page) {
  await expect(page.locator('section.game')).toHaveAttribute('data-busy', 'false');
  await page.locator('[data-action="hint"]').tap();
  const said = await page.locator('.tap-answer').innerText();
  const [, from, to] = said.match(/de pe ([a-h][1-8]) pe ([a-h][1-8])/);
  await page.locator(`[data-square="${from}"]`).tap();
  await page.locator(`[data-square="${to}"]`).tap();
}

export async function status(page) {
  return page.getByRole('status').innerText();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations of the current page, as readable
 * lines; `also`: rules whose every violation counts, whatever its impact
 * (a best practice such as `page-has-heading-one`, or an experimental rule
 * such as `label-content-name-mismatch`, which axe does not run unasked). */
export async function violations(page, also = []) {
  await page.evaluate(axeSource);
  const rules = Object.fromEntries(also.map((id) => [id, { enabled: true }]));
  const result = await page.evaluate((rules) => window.axe.run(document, { resultTypes: ['violations'], rules }), rules);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || also.includes(v.id))
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** A won match against the robot, as storage keeps it. */
export function wonMatch(joc, nivel, timp) {
  return JSON.stringify({ joc, mod: 'robot', nivel, rezultat: 'victorie', data: '2026-12-01T09:14', timp, stele: 0,
    mutari: null, sfaturi: 0, inapoi: 0, pozitie: null, text: 'Ai câștigat.' });
}

/** Seeds children on the device before the app starts (once per test):
 * [{ nume, avatar, stars: { 'nebun/1': 3 }, wins: [[time, wonMatch(…)]] }]. */
export async function seedChildren(page, children) {
  await page.addInitScript((kids) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    kids.forEach((k, i) => {
      const id = i + 1;
      localStorage.setItem(`sah-in-joaca/v2/profil/${id}`, JSON.stringify({ nume: k.nume, avatar: k.avatar }));
      localStorage.setItem(`sah-in-joaca/v2/copil/${id}/probleme`, JSON.stringify(k.stars ?? {}));
      for (const [key, value] of k.wins ?? []) localStorage.setItem(`sah-in-joaca/v2/copil/${id}/meci/${key}`, value);
    });
    localStorage.setItem('sah-in-joaca/v2/ultimul-copil', String(kids.length));
    localStorage.setItem('sah-in-joaca/v2/curent', '1');
  }, children);
}

