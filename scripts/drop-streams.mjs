// Trunk post-build hook, before minify-glue.mjs. Leptos always links
// server_fn's browser client, whose wasm-streams types (IntoUnderlyingSource,
// IntoUnderlyingSink, IntoUnderlyingByteSource) wasm-bindgen exports to JS.
// Exports are roots, so they keep in the wasm both the streams and the async
// executor they drive, although this app has no server and calls none of
// them. This drops those exports and their JS classes, lets wasm-opt remove
// what nothing reaches any more (the bytes saved: docs/build.md).
// index.html must carry no integrity hashes (see its comment): the files
// this hook and minify-glue.mjs change would no longer match them.
//
// It fails loudly if the glue no longer has the shape it removes (another
// wasm-bindgen version), rather than ship a half-edited glue.
import { readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { assemble, leb, readLeb, readName, sections } from './wasm-sections.mjs';
import { wasmOptFlags } from './wasm-opt-flags.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
if (process.env.TRUNK_PROFILE && process.env.TRUNK_PROFILE !== 'release') process.exit(0);
const fail = (why) => {
  console.error(`drop-streams: ${why}`);
  process.exit(1);
};
const UNUSED = /intounderlying/i;

const only = (re) => {
  const names = readdirSync(dir).filter((n) => re.test(n));
  if (names.length !== 1) fail(`expected one ${re} in ${dir}, found ${names.length}`);
  return join(dir, names[0]);
};
const wasmPath = only(/^sah-in-joaca-[0-9a-f]+_bg\.wasm$/);
const gluePath = only(/^sah-in-joaca-[0-9a-f]+\.js$/);

// --- The wasm: its export section without the streams' exports. ---
const wasm = readFileSync(wasmPath);
let dropped = 0;
const parts = sections(wasm).map(({ id, body }) => {
  if (id !== 7) return { id, body };
  let [count, j] = readLeb(body, 0);
  const kept = [];
  for (let e = 0; e < count; e++) {
    const from = j;
    const [name, kindAt] = readName(body, j);
    [, j] = readLeb(body, kindAt + 1); // the kind byte, then the index
    if (UNUSED.test(name)) dropped++;
    else kept.push(body.subarray(from, j));
  }
  return { id, body: Buffer.concat([leb(kept.length), ...kept]) };
});
if (dropped === 0) fail('the wasm exports no wasm-streams type (nothing to drop: remove this hook?)');
const trimmed = `${wasmPath}.trimmed`;
writeFileSync(trimmed, assemble(wasm.subarray(0, 8), parts));
// The same optimisation as Trunk's (index.html's data-wasm-opt, read by
// wasm-opt-flags.mjs): now it also removes what only those exports reached.
execFileSync('wasm-opt', [...wasmOptFlags(), trimmed, '-o', wasmPath], { stdio: 'inherit' });
rmSync(trimmed);
const wasmAfter = readFileSync(wasmPath);

// --- The glue: the three classes, their finalizers and their enum. ---
const glueBefore = readFileSync(gluePath);
let glue = glueBefore.toString('utf8');
const cut = (re, expected) => {
  const found = glue.match(re)?.length ?? 0;
  if (found !== expected) fail(`expected ${expected} × ${re} in the glue, found ${found}`);
  glue = glue.replace(re, '');
};
cut(/^export class IntoUnderlying\w+ \{\n[\s\S]*?\n\}\nif \(Symbol\.dispose\) IntoUnderlying\w+\.prototype\[Symbol\.dispose\] = IntoUnderlying\w+\.prototype\.free;\n/gm, 3);
cut(/^const IntoUnderlying\w+Finalization = \(typeof FinalizationRegistry === 'undefined'\)\n.*\n.*\n/gm, 3);
cut(/^const __wbindgen_enum_ReadableStreamType = \["bytes"\];\n/gm, 1);
if (UNUSED.test(glue)) fail('the glue still refers to a wasm-streams export');
writeFileSync(gluePath, glue);

// --- index.html: no hash that the changed files would contradict. ---
if (/\sintegrity=/.test(readFileSync(join(dir, 'index.html'), 'utf8'))) {
  fail('index.html carries integrity hashes, which these hooks would make stale: keep data-integrity="none"');
}
console.log(`drop-streams: ${dropped} exports dropped; wasm ${wasm.length} → ${wasmAfter.length} bytes`);
