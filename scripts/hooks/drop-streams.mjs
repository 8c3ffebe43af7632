// Leptos always links server_fn's browser client, whose wasm-streams types
// (IntoUnderlyingSource, IntoUnderlyingSink, IntoUnderlyingByteSource)
// wasm-bindgen exports to JS. Exports are roots, so they keep in the wasm
// both the streams and the async executor they drive, although this app has
// no server and calls none of them. This drops those exports and their JS
// classes; wasm-opt then removes what nothing reaches any more (the bytes
// saved: docs/build.md). The screens' wasm links no Leptos: it must export
// none of them (scripts/post-build.mjs checks).
//
// It fails loudly if the glue no longer has the shape it removes (another
// wasm-bindgen version), rather than ship a half-edited glue.
import { assemble, leb, readLeb, readName, sections } from './wasm.mjs';
import { failer } from './common.mjs';

const fail = failer('drop-streams');
const UNUSED = /intounderlying/i;

/** How many of `wasm`'s exports are wasm-streams types. */
export const streamExports = (wasm) => exportNames(wasm).filter((n) => UNUSED.test(n)).length;

/** The names `wasm` exports. */
export const exportNames = (wasm) => {
  const section = sections(wasm).find(({ id }) => id === 7);
  if (!section) return [];
  const { body } = section;
  let [count, j] = readLeb(body, 0);
  const names = [];
  for (let e = 0; e < count; e++) {
    const [name, kindAt] = readName(body, j);
    [, j] = readLeb(body, kindAt + 1);
    names.push(name);
  }
  return names;
};

/** `wasm` without its wasm-streams exports, and how many went. */
export function dropStreamExports(wasm) {
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
  if (dropped === 0) fail('the wasm exports no wasm-streams type (nothing to drop: remove this step?)');
  return { wasm: assemble(wasm.subarray(0, 8), parts), dropped };
}

/** The glue without the three classes, their finalizers and their enum. */
export function dropStreamClasses(glue) {
  const cut = (re, expected) => {
    const found = glue.match(re)?.length ?? 0;
    if (found !== expected) fail(`expected ${expected} × ${re} in the glue, found ${found}`);
    glue = glue.replace(re, '');
  };
  cut(/^export class IntoUnderlying\w+ \{\n[\s\S]*?\n\}\nif \(Symbol\.dispose\) IntoUnderlying\w+\.prototype\[Symbol\.dispose\] = IntoUnderlying\w+\.prototype\.free;\n/gm, 3);
  cut(/^const IntoUnderlying\w+Finalization = \(typeof FinalizationRegistry === 'undefined'\)\n.*\n.*\n/gm, 3);
  cut(/^const __wbindgen_enum_ReadableStreamType = \["bytes"\];\n/gm, 1);
  if (UNUSED.test(glue)) fail('the glue still refers to a wasm-streams export');
  return glue;
}
