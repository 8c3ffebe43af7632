// Prints the gzip size of every file the first page load fetches (the files
// dist/index.html references, and index.html itself) and fails above the budget.
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
// scripts/build.sh notes which toolchain built the wasm; a stable fallback
// (no pinned nightly) has its own, measured, budget.
const note = 'target/wasm-toolchain.txt';
const toolchain = existsSync(note)
  ? readFileSync(note, 'utf8').trim()
  : 'unknown (no target/wasm-toolchain.txt: dist/ was not built by scripts/build.sh)';
const budgets = JSON.parse(readFileSync('size-budget.json', 'utf8'));
const fallback = toolchain.includes('stable fallback');
const budget = fallback
  ? budgets.stable_fallback_first_load_gzip_bytes
  : budgets.first_load_gzip_bytes;
console.log(`wasm built with ${toolchain}`);
if (!Number.isInteger(budget)) {
  console.error('size report: no budget for this toolchain in size-budget.json');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const files = new Set(['index.html']);
// Attribute values may be unquoted: release builds minify index.html.
const linked = (text) => [...text.matchAll(/(?:href|src|module_or_path:|from)\s*=?\s*['"]?\.?\/?([^'"#?\s>]+\.(?:js|wasm|css|png|svg|webmanifest|json|ico))(?=['"\s>])/g)].map((m) => m[1]);
for (const f of linked(html)) files.add(f);
// And what the page's start script (scripts/hooks/start-script.mjs) imports and starts.
for (const f of [...files].filter((f) => /^start-[0-9a-f]+\.js$/.test(f))) {
  for (const g of linked(readFileSync(join(dist, f), 'utf8'))) files.add(g);
}
// Registered by the page once it has loaded.
if (existsSync(join(dist, 'sw.js'))) files.add('sw.js');
let total = 0;
const rows = [];
for (const f of files) {
  const path = join(dist, f);
  if (!existsSync(path)) continue;
  const raw = readFileSync(path);
  const gz = gzipSync(raw, { level: 9 }).length;
  total += gz;
  rows.push([f, raw.length, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
for (const [f, raw, gz] of rows) {
  console.log(`${String(gz).padStart(8)} B gzip  ${String(raw).padStart(8)} B raw  ${f}`);
}
console.log(`${String(total).padStart(8)} B gzip in all (${(total / 1024).toFixed(1)} KiB); budget ${budget} B (${(budget / 1024).toFixed(0)} KiB)${fallback ? ', the stable fallback\'s' : ''}`);
// After the first load the service worker also caches the rest of the build
// (help texts, icons) for offline use: reported, not budgeted.
const rest = [];
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else rest.push(path.slice(dist.length + 1));
  }
};
walk(dist);
const gz = (f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
const later = rest.filter((f) => !files.has(f)).reduce((sum, f) => sum + gz(f), 0);
const screens = rest.filter((f) => f.startsWith('screens/')).reduce((sum, f) => sum + gz(f), 0);
console.log(`${String(later).padStart(8)} B gzip more are cached by the service worker afterwards (help texts, icons, the screens loaded when opened)`);
// The teacher's editor, class table and diploma, the puzzles, the journey and
// a teacher's series: fetched when one of them opens.
console.log(`${String(screens).padStart(8)} B gzip of them are the screens loaded when one opens (screens/)`);
if (!screens) {
  console.error('size report: no screens/ in the build — did scripts/post-build.mjs run?');
  process.exit(1);
}
// A page that links no wasm, glue or stylesheet means the HTML was not read right.
for (const ext of ['.wasm', '.js', '.css']) {
  if (!rows.some(([f]) => f.endsWith(ext) && f !== 'sw.js')) {
    console.error(`size report: no ${ext} found in the first load — is dist/ a real build?`);
    process.exit(1);
  }
}
if (total > budget) {
  console.error(`size report: FAIL — ${total} B is over the budget of ${budget} B`);
  process.exit(1);
}
