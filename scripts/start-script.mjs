// Trunk post-build hook (every profile), after short-names.mjs and before
// make-sw.mjs: the page's CSP allows no inline script, so the two that
// index.html would carry go into one file, start-<hash>.js:
// - Trunk's own `<script type=module>` that imports the glue and starts the
//   wasm (Trunk 0.21 writes it inline and has no option not to);
// - assets/start.js, the service worker's registration and the press script.
// The file replaces Trunk's script in index.html as `<script type=module
// src=…>`. Its name carries a hash of its content, as Trunk's files do, so an
// updated build is never started by a cached older one. See docs/build.md.
//
// It fails the build, rather than ship a page that its own CSP stops, if
// Trunk's script is not the one it knows (another Trunk version) or if
// index.html keeps any other inline script or inline event handler.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

const fail = (why) => {
  console.error(`start-script: ${why}`);
  process.exit(1);
};
const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');

const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\ssrc=/i.test(attrs));
if (inline.length === 0) fail(`no inline script in ${htmlPath}: did this step run already, or does Trunk no longer write its own?`);
if (inline.length > 1) {
  fail(`${inline.length} inline scripts in ${htmlPath}, where only Trunk's is expected: the CSP would stop the others (trunk serve? use --no-autoreload)`);
}
const [tag, attrs, body] = inline[0];
// Trunk 0.21.14's script, blank lines aside.
const trunks = /^import init, \* as bindings from '\.\/([\w-]+\.js)';\nconst wasm = await init\(\{ module_or_path: '\.\/([\w-]+_bg\.wasm)' \}\);\n+window\.wasmBindings = bindings;\n+dispatchEvent\(new CustomEvent\("TrunkApplicationStarted", \{detail: \{wasm\}\}\)\);$/;
const found = body.trim().match(trunks);
if (!/^\s+type="?module"?\s*$/i.test(attrs) || !found) {
  fail(`Trunk's inline script is not the one this step knows (another Trunk version?); adapt scripts/start-script.mjs to it:\n${tag}`);
}
const [, glue, wasm] = found;
for (const f of [glue, wasm]) if (!existsSync(join(dir, f))) fail(`Trunk's script starts ${f}, which is not in ${dir}`);

// Nothing of the app reads Trunk's `window.wasmBindings` or its
// TrunkApplicationStarted event: the wasm is started, and that is all.
const source = `import init from './${glue}';
${readFileSync(join(root, 'assets/start.js'), 'utf8')}
init({ module_or_path: './${wasm}' });
`;
const code = transformSync(source, { minify: true, format: 'esm', target: 'es2020' }).code;
const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(dir, name), code);
html = html.replace(tag, `<script type=module src=./${name}></script>`);

if (/<script\b(?![^>]*\ssrc=)[^>]*>/i.test(html)) fail('index.html still has an inline script');
const handler = html.match(/<[^>]*\son[a-z]+\s*=[^>]*>/i);
if (handler) fail(`index.html has an inline event handler, which the CSP stops: ${handler[0]}`);
writeFileSync(htmlPath, html);
console.log(`start-script: ${name}, ${code.length} bytes (Trunk's loader and assets/start.js)`);
