// The page's CSP allows no inline script, so the two that index.html would
// carry go into one file, start-<hash>.js:
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
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { failer } from './common.mjs';

const fail = failer('start-script');

/** Trunk 0.21's inline loader: the glue and the wasm it starts. */
const TRUNKS = /^import init, \* as bindings from '\.\/([\w-]+\.js)';\nconst wasm = await init\(\{ module_or_path: '\.\/([\w-]+_bg\.wasm)' \}\);\n+window\.wasmBindings = bindings;\n+dispatchEvent\(new CustomEvent\("TrunkApplicationStarted", \{detail: \{wasm\}\}\)\);$/;

/**
 * index.html with Trunk's inline script replaced by `start-<hash>.js`, and
 * that file: `start` is assets/start.js, `exists(file)` whether the build
 * has a file.
 */
export function startScript(html, start, exists) {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\ssrc=/i.test(attrs));
  if (inline.length === 0) fail('no inline script in index.html: did this step run already, or does Trunk no longer write its own?');
  if (inline.length > 1) {
    fail(`${inline.length} inline scripts in index.html, where only Trunk's is expected: the CSP would stop the others (trunk serve? use --no-autoreload)`);
  }
  const [tag, attrs, body] = inline[0];
  const found = body.trim().match(TRUNKS);
  if (!/^\s+type="?module"?\s*$/i.test(attrs) || !found) {
    fail(`Trunk's inline script is not the one this step knows (another Trunk version?); adapt scripts/hooks/start-script.mjs to it:\n${tag}`);
  }
  const [, glue, wasm] = found;
  for (const f of [glue, wasm]) if (!exists(f)) fail(`Trunk's script starts ${f}, which is not in the build`);

  const source = `import init from './${glue}';\n${start}\ninit({ module_or_path: './${wasm}' });\n`;
  const code = transformSync(source, { minify: true, format: 'esm', target: 'es2020' }).code;
  const name = `start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  const page = html.replace(tag, `<script type=module src=./${name}></script>`);

  if (/<script\b(?![^>]*\ssrc=)[^>]*>/i.test(page)) fail('index.html still has an inline script');
  const handler = page.match(/<[^>]*\son[a-z]+\s*=[^>]*>/i);
  if (handler) fail(`index.html has an inline event handler, which the CSP stops: ${handler[0]}`);
  return { html: page, name, code };
}
