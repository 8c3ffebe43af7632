// Gives the names that join a wasm and its JS glue one or two letters (both
// wasms: scripts/post-build.mjs). wasm-bindgen names each
// import after its JS function plus a 16-digit hash
// (`__wbg_addEventListener_847fd86b8c33ec43`), repeats the module's name
// `./sah-in-joaca_bg.js` in every import, and names some exports after their
// whole Rust type path; both files carry every name, and the hashes do not
// compress. Only names, never code, change (the bytes saved: docs/build.md).
// It fails loudly if a name is used in the glue in a way it does not expect
// (another wasm-bindgen version), rather than ship a half-renamed pair.
import { assemble, leb, name, readLeb, readName, sections } from './wasm.mjs';
import { failer } from './common.mjs';

const fail = failer('short-names');

/** `wasm` and `glue` with short names between them, and how many were renamed. */
export function shortNames(wasm, glue) {
  const renamed = { imports: 0, exports: 0 };
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const count = (re) => glue.match(re)?.length ?? 0;
  // Short names, skipping any the glue already uses as a property or a key.
  let next = 0;
  const shortName = () => {
    for (;;) {
      const s = next.toString(36).replace(/^\d/, (d) => 'abcdefghij'[d]);
      next++;
      if (!new RegExp(`[.{,]${s}\\b|\\b${s}:`).test(glue)) return s;
    }
  };
  // Renames `from` to `to` in the glue, where every use of the name must have
  // the shape `re` (a regex source with `N` for the name).
  const rename = (from, to, re, what) => {
    const bounded = `(?<![\\w$])${escape(from)}(?![\\w$])`;
    const shaped = new RegExp(re.replace('N', bounded), 'g');
    const uses = count(new RegExp(bounded, 'g'));
    // An export the glue never reads (there are some) is renamed all the same.
    if ((uses === 0 && what !== 'export') || uses !== count(shaped)) fail(`${what} ${from}: ${uses} uses in the glue, ${count(shaped)} of the expected shape`);
    glue = glue.replace(shaped, (m) => m.replace(from, to));
  };

  const parts = sections(wasm).map(({ id, body }) => {
    if (id === 2) {
      // Imports: module, field, then a description that depends on its kind.
      let [n, j] = readLeb(body, 0);
      const out = [leb(n)];
      const modules = new Map();
      for (let e = 0; e < n; e++) {
        const [module, fieldAt] = readName(body, j);
        const [field, kindAt] = readName(body, fieldAt);
        const kind = body[kindAt];
        let end = kindAt + 1;
        if (kind === 0) [, end] = readLeb(body, end); // a function: its type
        else if (kind === 1 || kind === 2) {
          // a table (element type, then limits) or a memory (limits)
          if (kind === 1) end++;
          const flags = body[end++];
          [, end] = readLeb(body, end);
          if (flags & 1) [, end] = readLeb(body, end);
        } else if (kind === 3) end += 2; // a global: its type and mutability
        else fail(`import ${module}.${field} of unknown kind ${kind}`);
        if (!modules.has(module)) {
          const to = shortName();
          // The glue's import object keys the module, quoted.
          rename(module, to, `"N"(?=:)`, 'import module');
          glue = glue.replace(`"${to}":`, `${to}:`);
          modules.set(module, to);
        }
        let newField = field;
        if (kind === 0 && /^__wbg/.test(field)) {
          newField = shortName();
          rename(field, newField, `N(?=:)`, 'import');
          renamed.imports++;
        }
        out.push(name(modules.get(module)), name(newField), body.subarray(kindAt, end));
        j = end;
      }
      return { id, body: Buffer.concat(out) };
    }
    if (id === 7) {
      // Exports: name, kind, index. The glue reads them as properties.
      let [n, j] = readLeb(body, 0);
      const out = [leb(n)];
      for (let e = 0; e < n; e++) {
        const [exported, kindAt] = readName(body, j);
        const [, end] = readLeb(body, kindAt + 1);
        let to = exported;
        if (/^(__wbindgen_|__wbg_|wasm_bindgen_)/.test(exported)) {
          to = shortName();
          rename(exported, to, `(?<=\\.)N`, 'export');
          renamed.exports++;
        }
        out.push(name(to), body.subarray(kindAt, end));
        j = end;
      }
      return { id, body: Buffer.concat(out) };
    }
    return { id, body };
  });
  // Nothing of the names it knows: another wasm-bindgen, which names them
  // otherwise. Fail rather than ship long names unnoticed (docs/build.md).
  if (!renamed.imports || !renamed.exports) {
    fail(`renamed ${renamed.imports} imports (__wbg_…) and ${renamed.exports} exports (__wbindgen_…, __wbg_…, wasm_bindgen_…): the names are not the ones this step knows`);
  }
  return { wasm: assemble(wasm.subarray(0, 8), parts), glue, renamed };
}
