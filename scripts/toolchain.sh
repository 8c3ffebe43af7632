#!/usr/bin/env bash
# The toolchains of the release build, in one place: sourced by setup.sh,
# build.sh and size-report (through build.sh's note). Not run on its own.
#
# The release wasm is built on one pinned nightly (std rebuilt with panics
# that abort at once: 13 KB gzip less for the first load). It is the nightly
# this machine kind ships, installed as the toolchain "nightly"; it is found
# by its exact version, so a different nightly is never used by accident.
NIGHTLY_VERSION="rustc 1.97.0-nightly (e50aa6fba 2026-05-19)"
# rustup's dated name for that same build (checked: it installs 1.97.0-nightly
# e50aa6fba in about 20 s here); setup installs it when no such nightly is on the machine.
NIGHTLY_DATED=nightly-2026-05-20

# Prints the name of the installed toolchain that is the pinned nightly;
# fails when there is none. Never installs anything.
pinned_nightly() {
  local t
  for t in "$NIGHTLY_DATED" nightly; do
    if [ "$(RUSTUP_AUTO_INSTALL=0 rustc "+$t" --version 2>/dev/null)" = "$NIGHTLY_VERSION" ]; then
      echo "$t"
      return 0
    fi
  done
  return 1
}

# The manifest of std's own workspace in a toolchain's rust-src: the crates
# `-Z build-std` compiles come from its lockfile.
std_manifest() {
  echo "$(rustc "+$1" --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"
}

# Cargo's home (a throwaway one in scripts/check-fresh.sh) and its binaries.
CARGO_DIR="${CARGO_HOME:-$HOME/.cargo}"
export PATH="$PWD/node_modules/.bin:$CARGO_DIR/bin:$HOME/.cargo/bin:$PATH"
