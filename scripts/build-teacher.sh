#!/usr/bin/env bash
# Trunk post_build hook: the teacher's screens (position editor, class
# table, diploma) as their own wasm, in the build's teacher/ folder. The app
# loads it only when one of those routes opens, so a child's first load
# carries none of it (scripts/size-report.mjs reports it apart). It runs in
# Trunk's environment, so it is built on the same toolchain and flags as the
# app (scripts/build.sh), reusing its compiled library; the same
# wasm-bindgen and wasm-opt finish it, and the service worker caches it
# with the rest of the build for offline tablets.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${TRUNK_STAGING_DIR:-dist}/teacher"
wasm=target/wasm32-unknown-unknown/release/sah-in-joaca-teacher.wasm
cargo build --release --target wasm32-unknown-unknown --bin sah-in-joaca-teacher
rm -rf "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name teacher "$wasm"
# The app's wasm-opt flags (index.html's, as Trunk gives them to wasm-opt).
flags=$(node scripts/wasm-opt-flags.mjs)
# shellcheck disable=SC2086 # one word per flag
wasm-opt $flags "$out/teacher_bg.wasm" -o "$out/teacher_bg.wasm"
esbuild --minify --format=esm --log-level=warning --allow-overwrite "$out/teacher.js" --outfile="$out/teacher.js"
node scripts/short-names.mjs "$out/teacher_bg.wasm" "$out/teacher.js"
echo "teacher screens: $(wc -c <"$out/teacher_bg.wasm") B wasm, $(wc -c <"$out/teacher.js") B glue"
