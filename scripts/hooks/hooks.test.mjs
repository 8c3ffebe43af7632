// Each post-build step pinned on fixtures of the Trunk (0.21.14) and
// wasm-bindgen (0.2.130) output it rewrites: what it makes of them, exactly,
// and that a shape it does not know stops it. Run by `make test`
// (`node --test scripts/hooks/`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { assemble, leb, name, sections } from './wasm.mjs';
import { HookFailure, wasmOptFlags } from './common.mjs';
import { dropStreamClasses, dropStreamExports, exportNames, streamExports } from './drop-streams.mjs';
import { minifyGlue } from './minify-glue.mjs';
import { shortNames } from './short-names.mjs';
import { startScript } from './start-script.mjs';
import { serviceWorker } from './make-sw.mjs';

const fixture = (f) => readFileSync(new URL(`fixtures/${f}`, import.meta.url), 'utf8');
const HEADER = Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]);
const section = (id, ...items) => ({ id, body: Buffer.concat([leb(items.length), ...items]) });
/** A module of one function type, the given function imports and exports (of function 0). */
const wasmOf = (imports, exports) => assemble(HEADER, [
  section(1, Buffer.from([0x60, 0, 0])),
  section(2, ...imports.map(([m, f]) => Buffer.concat([name(m), name(f), Buffer.from([0, 0])]))),
  section(7, ...exports.map((e) => Buffer.concat([name(e), Buffer.from([0, 0])]))),
]);
const refuses = (f, step) => assert.throws(f, (e) => e instanceof HookFailure && e.message.startsWith(`${step}:`));

test('drop-streams drops exactly the wasm-streams exports', () => {
  const wasm = wasmOf([], ['memory_like', 'intounderlyingsource_pull', '__wbg_intounderlyingsink_free', 'main']);
  assert.equal(streamExports(wasm), 2);
  const { wasm: out, dropped } = dropStreamExports(wasm);
  assert.equal(dropped, 2);
  assert.deepEqual(exportNames(out), ['memory_like', 'main']);
  assert.deepEqual(sections(out).map((s) => s.id), [1, 2, 7]);
  refuses(() => dropStreamExports(out), 'drop-streams');
});

test('drop-streams cuts the three classes, their finalizers and their enum from the glue', () => {
  const glue = fixture('streams-glue.js');
  const out = dropStreamClasses(glue);
  // Only the fixture's marker between the two excerpts is left.
  assert.equal(out.trim(), '// …');
  // Another shape (two classes only) is refused, not half-edited.
  const two = glue.replace(/^export class IntoUnderlyingSink \{[\s\S]*?\.prototype\.free;\n/m, '');
  refuses(() => dropStreamClasses(two), 'drop-streams');
});

test('minify-glue minifies once and refuses a minified glue', () => {
  const glue = fixture('streams-glue.js');
  const out = minifyGlue(glue);
  assert.ok(out.length < 0.6 * glue.length, `${glue.length} → ${out.length}`);
  assert.match(out, /as IntoUnderlyingSource\}/);
  refuses(() => minifyGlue(out), 'minify-glue');
});

test('short-names renames the joining names in both files alike', () => {
  const wasm = wasmOf(
    [['./app_bg.js', '__wbg_log_0123456789abcdef'], ['./app_bg.js', '__wbg___wbindgen_throw_fedcba9876543210']],
    ['memory', '__wbindgen_malloc', 'main'],
  );
  const glue = [
    'function __wbg_get_imports() {',
    '    const import0 = {',
    '        __proto__: null,',
    '        __wbg_log_0123456789abcdef: function(arg0) { console.log(arg0); },',
    '        __wbg___wbindgen_throw_fedcba9876543210: function(arg0) { throw arg0; },',
    '    };',
    '    return {',
    '        __proto__: null,',
    '        "./app_bg.js": import0,',
    '    };',
    '}',
    'const ptr = wasm.__wbindgen_malloc(8, 1);',
    'wasm.main();',
  ].join('\n');
  const out = shortNames(wasm, glue);
  assert.deepEqual(out.renamed, { imports: 2, exports: 1 });
  assert.deepEqual(exportNames(out.wasm), ['memory', 'd', 'main']);
  assert.equal(out.glue, [
    'function __wbg_get_imports() {',
    '    const import0 = {',
    '        __proto__: null,',
    '        b: function(arg0) { console.log(arg0); },',
    '        c: function(arg0) { throw arg0; },',
    '    };',
    '    return {',
    '        __proto__: null,',
    '        a: import0,',
    '    };',
    '}',
    'const ptr = wasm.d(8, 1);',
    'wasm.main();',
  ].join('\n'));
  // A name used in a shape it does not know (here as a string) stops it.
  refuses(() => shortNames(wasm, `${glue}\nconsole.log("__wbg_log_0123456789abcdef");`), 'short-names');
});

const TRUNK_HTML = `<html><head><script type="module">
import init, * as bindings from './sah-in-joaca-0123456789abcdef.js';
const wasm = await init({ module_or_path: './sah-in-joaca-0123456789abcdef_bg.wasm' });


window.wasmBindings = bindings;


dispatchEvent(new CustomEvent("TrunkApplicationStarted", {detail: {wasm}}));

</script></head><body></body></html>`;

test("start-script moves Trunk's loader and start.js into one hashed file", () => {
  const made = startScript(TRUNK_HTML, 'console.log("start");', () => true);
  assert.match(made.name, /^start-[0-9a-f]{8}\.js$/);
  assert.equal(made.html, `<html><head><script type=module src=./${made.name}></script></head><body></body></html>`);
  assert.equal(made.code, 'import o from"./sah-in-joaca-0123456789abcdef.js";console.log("start"),o({module_or_path:"./sah-in-joaca-0123456789abcdef_bg.wasm"});\n');
  refuses(() => startScript(TRUNK_HTML.replace('window.wasmBindings', 'window.bindings'), '', () => true), 'start-script');
  refuses(() => startScript(TRUNK_HTML, '', () => false), 'start-script');
  refuses(() => startScript(`${TRUNK_HTML}<button onclick="x()">`, '', () => true), 'start-script');
});

test('make-sw lists the build and names its cache after the contents', () => {
  const files = ['index.html', 'a.wasm'];
  const sw = serviceWorker(files, (f) => Buffer.from(f));
  assert.match(sw, /const FILES = \["\.\/","index\.html","a\.wasm"\];/);
  const build = sw.match(/const BUILD = "([0-9a-f]{12})";/)[1];
  const other = serviceWorker(files, (f) => Buffer.from(`${f}!`)).match(/const BUILD = "([0-9a-f]{12})";/)[1];
  assert.notEqual(build, other);
});

test("wasm-opt gets index.html's flags", () => {
  assert.deepEqual(wasmOptFlags(), ['-Oz', '--converge', '--strip-producers']);
  refuses(() => wasmOptFlags('<link data-trunk rel="rust" data-wasm-opt="0">'), 'wasm-opt flags');
});
