// Trunk's post-build hook (Trunk.toml): the build's own steps, in the one
// order they must run, on the staging folder Trunk gives (or `dist/`):
//
//   1. the screens' wasm: built with the app's toolchain and flags,
//      wasm-bindgen, wasm-opt with the app's flags (index.html); and their
//      stylesheet (style/screens.css, minified), which they link when one
//      first opens;
//   2. drop-streams: the app's wasm-streams exports dropped, then wasm-opt
//      again; the screens' wasm must have none;
//   3. minify-glue: both glues minified;
//   4. short-names: both pairs' joining names shortened;
//   5. start-script: Trunk's inline loader and assets/start.js as one file;
//   6. make-sw: the service worker of exactly this build's files (last: it
//      hashes every file the steps above wrote), minified in a release build.
//
// What each step does, why, how it fails and how to remove it:
// docs/build.md. Each step is a module of scripts/hooks/ with a fixture test
// (scripts/hooks/hooks.test.mjs). A step that meets a shape it does not
// know (another Trunk or wasm-bindgen) stops the build with a sentence.
import { execFileSync } from 'node:child_process';
import { transformSync } from 'esbuild';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HookFailure, failer, only, root, wasmOptFlags } from './hooks/common.mjs';
import { dropStreamClasses, dropStreamExports, streamExports } from './hooks/drop-streams.mjs';
import { minifyGlue } from './hooks/minify-glue.mjs';
import { shortNames } from './hooks/short-names.mjs';
import { startScript } from './hooks/start-script.mjs';
import { serviceWorker } from './hooks/make-sw.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
const release = !process.env.TRUNK_PROFILE || process.env.TRUNK_PROFILE === 'release';
const size = (path) => statSync(path).size;
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit', cwd: root });

/** wasm-opt with the app's flags, in place. */
const optimise = (wasmPath) => {
  const raw = `${wasmPath}.raw`;
  writeFileSync(raw, readFileSync(wasmPath));
  run('wasm-opt', [...wasmOptFlags(), raw, '-o', wasmPath]);
  rmSync(raw);
};

/** 1. The screens loaded when one opens, in the build's screens/ folder. */
function buildScreens() {
  const out = join(dir, 'screens');
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'sah-in-joaca-screens']);
  rmSync(out, { recursive: true, force: true });
  const wasm = join(root, 'target/wasm32-unknown-unknown/release/sah-in-joaca-screens.wasm');
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, '--out-name', 'screens', wasm]);
  const pair = { name: 'screens', wasm: join(out, 'screens_bg.wasm'), glue: join(out, 'screens.js') };
  optimise(pair.wasm);
  const css = readFileSync(join(root, 'style/screens.css'), 'utf8');
  writeFileSync(join(out, 'screens.css'), release ? transformSync(css, { loader: 'css', minify: true }).code : css);
  return pair;
}

/** 2. The app's unused wasm-streams exports; none in the screens'. */
function dropStreams(app, screens) {
  const before = size(app.wasm);
  const { wasm, dropped } = dropStreamExports(readFileSync(app.wasm));
  writeFileSync(app.wasm, wasm);
  optimise(app.wasm);
  writeFileSync(app.glue, dropStreamClasses(readFileSync(app.glue, 'utf8')));
  const left = streamExports(readFileSync(screens.wasm));
  if (left) failer('drop-streams')(`the screens' wasm exports ${left} wasm-streams types: does it link Leptos now?`);
  if (/\sintegrity=/.test(readFileSync(join(dir, 'index.html'), 'utf8'))) {
    failer('drop-streams')('index.html carries integrity hashes, which these steps would make stale: keep data-integrity="none"');
  }
  console.log(`drop-streams: ${dropped} exports dropped; wasm ${before} → ${size(app.wasm)} bytes`);
}

/** 3 and 4, on one pair. */
function minifyAndShorten(pair) {
  const glue = minifyGlue(readFileSync(pair.glue, 'utf8'));
  const wasmBefore = size(pair.wasm);
  const short = shortNames(readFileSync(pair.wasm), glue);
  writeFileSync(pair.wasm, short.wasm);
  writeFileSync(pair.glue, short.glue);
  console.log(`minify-glue, short-names (${pair.name}): glue → ${short.glue.length} bytes, wasm ${wasmBefore} → ${short.wasm.length} bytes`);
}

/** 5. */
function writeStartScript() {
  const htmlPath = join(dir, 'index.html');
  const start = readFileSync(join(root, 'assets/start.js'), 'utf8');
  const made = startScript(readFileSync(htmlPath, 'utf8'), start, (f) => existsSync(join(dir, f)));
  writeFileSync(join(dir, made.name), made.code);
  writeFileSync(htmlPath, made.html);
  console.log(`start-script: ${made.name}, ${made.code.length} bytes (Trunk's loader and assets/start.js)`);
}

/** 6. */
function writeServiceWorker() {
  const files = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name !== 'sw.js') files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  const worker = serviceWorker(files, (f) => readFileSync(join(dir, f)));
  // Part of the first load: minified in a release build (−0.2 KB gzip).
  writeFileSync(join(dir, 'sw.js'), release ? transformSync(worker, { minify: true }).code : worker);
  console.log(`sw.js: ${files.length} files`);
}

try {
  const screens = buildScreens();
  if (release) {
    const app = {
      name: 'app',
      wasm: only(dir, /^sah-in-joaca-[0-9a-f]+_bg\.wasm$/, 'post-build'),
      glue: only(dir, /^sah-in-joaca-[0-9a-f]+\.js$/, 'post-build'),
    };
    dropStreams(app, screens);
    minifyAndShorten(app);
    minifyAndShorten(screens);
  }
  writeStartScript();
  writeServiceWorker();
} catch (e) {
  if (!(e instanceof HookFailure)) throw e;
  console.error(e.message);
  process.exit(1);
}
