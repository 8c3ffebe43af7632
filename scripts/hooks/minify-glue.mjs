// wasm-bindgen's JS glue minified with esbuild (Trunk's own minifier cannot
// parse its `export default` and ships it as it is). The bytes saved, and how
// to remove it: docs/build.md.
import { transformSync } from 'esbuild';
import { failer } from './common.mjs';

const fail = failer('minify-glue');

/** The glue minified; fails on a glue that was minified already. */
export function minifyGlue(glue) {
  const after = transformSync(glue, { minify: true, format: 'esm', target: 'es2020' }).code;
  // Another Trunk that minifies the glue itself would leave this step
  // nothing to do: then say so (remove the step, docs/build.md).
  if (after.length > 0.8 * glue.length) {
    fail(`the glue was already minified (${glue.length} → ${after.length} bytes): does Trunk minify it now? Then remove this step`);
  }
  return after;
}
