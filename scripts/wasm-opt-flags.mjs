// The wasm-opt flags of the app, read from the one place that sets them:
// index.html's `<link data-trunk rel="rust" data-wasm-opt=… data-wasm-opt-params=…>`,
// which Trunk turns into `-O<level> [--enable-reference-types] <params>`.
// drop-streams.mjs (which optimises the app's wasm again) and
// build-screens.sh (the lazily loaded screens' wasm) use the same ones. See docs/build.md.
//
// `node scripts/wasm-opt-flags.mjs` prints them, space-separated.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function wasmOptFlags() {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const links = html.match(/<link\b[^>]*\bdata-trunk\b[^>]*\brel="rust"[^>]*>/g) ?? [];
  const fail = (why) => {
    console.error(`wasm-opt-flags: ${why}`);
    process.exit(1);
  };
  if (links.length !== 1) fail(`expected one <link data-trunk rel="rust"> in index.html, found ${links.length}`);
  const attr = (name) => links[0].match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const level = attr('data-wasm-opt');
  if (!/^[0-4sz]$/.test(level ?? '')) fail(`index.html's rust link has no data-wasm-opt level (0–4, s or z): ${links[0]}`);
  if (level === '0') fail('index.html turns wasm-opt off (data-wasm-opt="0"): then drop-streams.mjs and build-screens.sh should not run it either');
  return [
    `-O${level}`,
    ...(/\sdata-reference-types\b/.test(links[0]) ? ['--enable-reference-types'] : []),
    ...(attr('data-wasm-opt-params') ?? '').split(/\s+/).filter(Boolean),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(wasmOptFlags().join(' '));
