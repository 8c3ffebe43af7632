#!/usr/bin/env bash
# The release build of the app into dist/ (used by `make serve` and `make test`).
#
# Only this build uses the nightly toolchain: it rebuilds std with panics that
# abort at once, without panic messages and their formatting code, which takes
# 13 KB gzip off the first load. A panic was already an abort (panic = "abort"),
# so children see no difference. Formatting, clippy and the tests stay on stable.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export RUSTUP_TOOLCHAIN=nightly
export CARGO_UNSTABLE_BUILD_STD=std,panic_abort
# RUSTFLAGS replaces .cargo/config.toml's flags, so erase_components is repeated.
export RUSTFLAGS="--cfg erase_components -Zunstable-options -Cpanic=immediate-abort"
exec trunk build --release --offline --skip-version-check "$@"
