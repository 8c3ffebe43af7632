// Trunk post-build hook, before make-sw.mjs: minifies wasm-bindgen's JS glue
// with esbuild (Trunk's own minifier cannot parse its `export default` and
// ships it as it is). The bytes saved, and how to remove it: docs/build.md.
// (index.html carries no integrity hashes to update: see its comment.)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2] ?? 'dist';
if (process.env.TRUNK_PROFILE && process.env.TRUNK_PROFILE !== 'release') process.exit(0);

const glue = readdirSync(dir).filter((n) => /^sah-in-joaca-[0-9a-f]+\.js$/.test(n));
if (glue.length !== 1) {
  console.error(`minify-glue: expected one JS glue file in ${dir}, found ${glue.length}`);
  process.exit(1);
}
const path = join(dir, glue[0]);
const before = readFileSync(path);
const after = transformSync(before.toString('utf8'), { minify: true, format: 'esm', target: 'es2020' }).code;
// Another Trunk that minifies the glue itself would leave this step
// nothing to do: then say so (remove the hook, docs/build.md).
if (after.length > 0.8 * before.length) {
  console.error(`minify-glue: ${glue[0]} was already minified (${before.length} → ${after.length} bytes): does Trunk minify it now? Then remove this hook`);
  process.exit(1);
}
writeFileSync(path, after);

console.log(`minify-glue: ${glue[0]} ${before.length} → ${after.length} bytes`);
