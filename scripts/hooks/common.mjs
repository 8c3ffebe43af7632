// What the build's post-processing steps share (scripts/post-build.mjs runs
// them in order): how a step fails, where the build is, and the flags that
// wasm-opt gets wherever it runs.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A step's refusal: the build stops with it rather than ship a half-edited file. */
export class HookFailure extends Error {
  constructor(step, why) {
    super(`${step}: ${why}`);
    this.name = 'HookFailure';
  }
}

/** A failing function for `step`. */
export const failer = (step) => (why) => {
  throw new HookFailure(step, why);
};

/** The one file of `dir` whose name matches `re`. */
export const only = (dir, re, step) => {
  const names = readdirSync(dir).filter((n) => re.test(n));
  if (names.length !== 1) failer(step)(`expected one ${re} in ${dir}, found ${names.length}`);
  return join(dir, names[0]);
};

/**
 * The wasm-opt flags index.html gives Trunk (`data-wasm-opt`,
 * `data-wasm-opt-params`), for the other places that run wasm-opt: after
 * drop-streams, and on the screens' wasm.
 */
export function wasmOptFlags(html = readFileSync(join(root, 'index.html'), 'utf8')) {
  const fail = failer('wasm-opt flags');
  const links = html.match(/<link\b[^>]*\bdata-trunk\b[^>]*\brel="rust"[^>]*>/g) ?? [];
  if (links.length !== 1) fail(`expected one <link data-trunk rel="rust"> in index.html, found ${links.length}`);
  const attr = (name) => links[0].match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const level = attr('data-wasm-opt');
  if (!/^[0-4sz]$/.test(level ?? '')) fail(`index.html's rust link has no data-wasm-opt level (0–4, s or z): ${links[0]}`);
  if (level === '0') fail('index.html turns wasm-opt off (data-wasm-opt="0"): then the post-build steps should not run it either');
  return [
    `-O${level}`,
    ...(/\sdata-reference-types\b/.test(links[0]) ? ['--enable-reference-types'] : []),
    ...(attr('data-wasm-opt-params') ?? '').split(/\s+/).filter(Boolean),
  ];
}
