#!/usr/bin/env bash
# Installs only what is missing to build and test the app, and says what it installs.
# Idempotent: a second run prints "ok" lines and installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# 1. The WebAssembly target of the machine's Rust toolchain.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "installing Rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
else
  say "ok: wasm32-unknown-unknown"
fi

# 1b. The release wasm is built on the pinned nightly with std rebuilt from
#     source (scripts/toolchain.sh, scripts/build.sh): that nightly, its std
#     sources and its wasm32 std. Without it the build falls back to stable.
if nightly=$(pinned_nightly); then
  say "ok: pinned nightly ($NIGHTLY_VERSION) is the toolchain '$nightly'"
else
  say "installing the pinned nightly $NIGHTLY_DATED ($NIGHTLY_VERSION)"
  if timeout 600 rustup toolchain install "$NIGHTLY_DATED" --profile minimal \
      --component rust-src --target wasm32-unknown-unknown && nightly=$(pinned_nightly); then
    say "ok: pinned nightly installed"
  else
    nightly=""
    say "WARNING: the pinned nightly cannot be installed; the release wasm will be built on stable (about 13 KB gzip larger)"
  fi
fi
if [ -n "$nightly" ]; then
  if ! rustup component list --toolchain "$nightly" --installed | grep -q '^rust-src'; then
    say "installing rust-src for $nightly"
    rustup component add rust-src --toolchain "$nightly"
  fi
  if ! rustup target list --toolchain "$nightly" --installed | grep -qx wasm32-unknown-unknown; then
    say "installing Rust target wasm32-unknown-unknown for $nightly"
    rustup target add wasm32-unknown-unknown --toolchain "$nightly"
  fi
fi

# 1c. Every crate the builds need, fetched now from the registry, so that no
#     later step depends on what an earlier project left in the cargo cache:
#     the project's (all targets, from Cargo.lock) and, for the nightly build,
#     std's own workspace dependencies (its rust-src lockfile).
say "fetching the project's crates (Cargo.lock)"
cargo fetch --locked -q
if [ -n "$nightly" ]; then
  say "fetching the crates std needs to be rebuilt (build-std, $nightly's library/Cargo.lock)"
  cargo "+$nightly" fetch --locked -q --manifest-path "$(std_manifest "$nightly")"
fi

# 2. Trunk. 0.22 needs a newer rustc than the machine's stable, 0.21.14 builds on it.
TRUNK_VERSION=0.21.14
if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (compiles from source, about 5-9 minutes)"
  cargo install "trunk@$TRUNK_VERSION" --locked
else
  say "ok: trunk $TRUNK_VERSION"
fi

# 3. wasm-bindgen-cli equal to the wasm-bindgen of Cargo.lock.
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WB_VERSION\$"; then
  say "installing wasm-bindgen-cli $WB_VERSION (from its crate source, about 4 minutes)"
  work=$(mktemp -d)
  # Fetch the crate source through cargo (the registry is the only reachable host).
  (cd "$work" && cargo init -q --name fetch_wasm_bindgen_cli \
    && cargo add -q "wasm-bindgen-cli@=$WB_VERSION" && cargo fetch -q)
  crate=$(ls "$CARGO_DIR"/registry/cache/*/"wasm-bindgen-cli-$WB_VERSION.crate" | head -n1)
  tar xzf "$crate" -C "$work"
  src="$work/wasm-bindgen-cli-$WB_VERSION"
  # Its lockfile names webpki-roots 1.0.11, which the registry lacks; 1.0.10 works.
  if ! (cd "$src" && cargo install --path . --locked); then
    say "retrying wasm-bindgen-cli with webpki-roots 1.0.10"
    (cd "$src" && cargo update -q -p webpki-roots --precise 1.0.10 && cargo install --path . --locked)
  fi
  rm -rf "$work"
else
  say "ok: wasm-bindgen-cli $WB_VERSION"
fi

# 4. Chromium from Debian for the browser tests and screenshots, and an emoji
#    font so screenshots show the app's 📖 🤖 👥 as children's devices do.
if [ ! -x /usr/bin/chromium ] || [ ! -d /usr/share/fonts/truetype/noto ]; then
  say "installing chromium and fonts-noto-color-emoji from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q chromium fonts-noto-color-emoji \
    || { apt-get update -q && apt-get install -y -q chromium fonts-noto-color-emoji; }
else
  say "ok: chromium"
fi

# 5. npm packages pinned in package-lock.json: Playwright (driving Debian's
#    Chromium, never its own download), binaryen's wasm-opt (never Debian's
#    108), esbuild (minifies the JS glue, scripts/hooks/minify-glue.mjs) and jsQR
#    (the browser tests read the editor's QR code back).
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/@playwright/test ] \
  || [ ! -x node_modules/.bin/esbuild ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages from package-lock.json"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
else
  say "ok: npm packages"
fi
say "wasm-opt: $(node_modules/.bin/wasm-opt --version)"
