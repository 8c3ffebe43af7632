#!/usr/bin/env bash
# Trunk post_build hook: the screens loaded only when opened (the teacher's
# position editor, class table and diploma; the puzzles, the journey and a
# teacher's series; crates/screens/) as their own wasm, in the build's screens/
# folder. The app loads it only when one of those routes opens, so a child's first load
# carries none of it (scripts/size-report.mjs reports it apart). It runs in
# Trunk's environment, so it is built on the same toolchain and flags as the
# app (scripts/build.sh), reusing its compiled library; the same
# wasm-bindgen and wasm-opt finish it, and the service worker caches it
# with the rest of the build for offline tablets.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${TRUNK_STAGING_DIR:-dist}/screens"
wasm=target/wasm32-unknown-unknown/release/sah-in-joaca-screens.wasm
cargo build --release --target wasm32-unknown-unknown --bin sah-in-joaca-screens
rm -rf "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name screens "$wasm"
# The app's wasm-opt flags (index.html's, as Trunk gives them to wasm-opt).
flags=$(node scripts/wasm-opt-flags.mjs)
# shellcheck disable=SC2086 # one word per flag
wasm-opt $flags "$out/screens_bg.wasm" -o "$out/screens_bg.wasm"
esbuild --minify --format=esm --log-level=warning --allow-overwrite "$out/screens.js" --outfile="$out/screens.js"
node scripts/short-names.mjs "$out/screens_bg.wasm" "$out/screens.js"
echo "screens loaded when opened: $(wc -c <"$out/screens_bg.wasm") B wasm, $(wc -c <"$out/screens.js") B glue"
