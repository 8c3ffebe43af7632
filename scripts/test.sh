#!/usr/bin/env bash
# Every check of the project, in order; stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
start=$(date +%s)

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (native and wasm32, warnings denied)"
cargo clippy --all-targets -- -D warnings
cargo clippy --target wasm32-unknown-unknown -- -D warnings

step "cargo test (engine, solvers, state)"
cargo test

step "the build's post-processing steps on their fixtures"
node --test scripts/hooks/

step "release build (trunk; pinned nightly with std rebuilt, else stable: see scripts/build.sh)"
scripts/build.sh

step "size report (gzip bytes of the first load)"
node scripts/size-report.mjs

step "browser tests (headless Chromium)"
npx playwright test

echo
echo "All checks passed in $(( $(date +%s) - start )) s."
