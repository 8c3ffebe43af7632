#!/usr/bin/env bash
# The release build of the app into dist/ (used by `make serve` and `make test`).
#
# The wasm is built on the pinned nightly (scripts/toolchain.sh), which
# rebuilds std with panics that abort at once, without panic messages and
# their formatting code: 13 KB gzip off the first load. A panic was already an
# abort (panic = "abort"), so children see no difference. Formatting, clippy
# and the tests stay on stable. If the pinned nightly is missing or its build
# fails for any reason, the app is built on stable instead, and this says so.
#
# Trunk runs without `--offline`: setup has fetched every crate, and should
# one still be missing cargo fetches it rather than failing. Trunk downloads
# no tools because the right wasm-bindgen and wasm-opt are on PATH (checked
# here first) and `--skip-version-check` stops its update check.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
say() { printf '\033[1m[build]\033[0m %s\n' "$*"; }

WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WB_VERSION\$" \
  || [ "$(command -v wasm-opt)" != "$PWD/node_modules/.bin/wasm-opt" ]; then
  say "wasm-bindgen $WB_VERSION or the npm wasm-opt is missing: run 'make setup' first"
  exit 1
fi
mkdir -p target
note=target/wasm-toolchain.txt

if nightly=$(pinned_nightly) && (
  export RUSTUP_TOOLCHAIN="$nightly"
  export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  # std's own smaller code paths (−0.7 KB gzip); the engines use none of them in their hot loops.
  export CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
  # RUSTFLAGS replaces .cargo/config.toml's flags, so erase_components is repeated.
  # cross-crate-inline-threshold=always: every function of the workspace's
  # crates may be inlined by rustc into another crate, as it could when the
  # layers were modules of one crate (without it the first load is 4.9 KB
  # gzip larger; measured in docs/measurements.md).
  export RUSTFLAGS="--cfg erase_components -Zunstable-options -Cpanic=immediate-abort -Zcross-crate-inline-threshold=always"
  trunk build --release --skip-version-check "$@"
); then
  echo "$NIGHTLY_VERSION, std rebuilt with immediate-abort panics" >"$note"
else
  if [ -z "${nightly:-}" ]; then why="the pinned nightly ($NIGHTLY_VERSION) is not installed"
  else why="the build on the pinned nightly failed (see above)"; fi
  say "FALLBACK: $why; building on stable instead (the wasm is about 13 KB gzip larger)"
  RUSTUP_TOOLCHAIN=stable trunk build --release --skip-version-check "$@"
  echo "$(rustc +stable --version) (stable fallback)" >"$note"
fi
say "wasm built with $(cat "$note")"
