#!/usr/bin/env bash
# The fresh-machine check: does `make test` pass from a clean clone with an
# EMPTY cargo registry, as on a new machine of this kind?
#
# It clones the current commit (HEAD; uncommitted changes are not in it) into
# a temporary folder and runs `make test` there with a throwaway CARGO_HOME,
# so every crate — the project's, and std's own for the nightly build — must
# come through the README's command, not from a warm cache. Installed
# binaries (rustup's toolchains, trunk, wasm-bindgen, Chromium) stay, as they
# would after a first `make setup`; npm installs into the clone.
#
#   scripts/check-fresh.sh            # prints a summary and the time
#   KEEP=1 scripts/check-fresh.sh     # keeps the folder and its log
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git rev-parse HEAD)
work=$(mktemp -d /tmp/sah-fresh.XXXXXX)
log="$work/make-test.log"
cleanup() { [ -n "${KEEP:-}" ] || rm -rf "$work"; }
trap cleanup EXIT

git clone -q "$PWD" "$work/clone"
git -C "$work/clone" checkout -q "$commit"
mkdir "$work/cargo-home"
echo "[check-fresh] commit $(git log -1 --format='%h %s' "$commit" | cut -c1-90)"
echo "[check-fresh] clone in $work/clone, empty CARGO_HOME $work/cargo-home"
echo "[check-fresh] running 'make test' (log: $log)"
start=$(date +%s)
set +e
(cd "$work/clone" && CARGO_HOME="$work/cargo-home" make test) >"$log" 2>&1
status=$?
set -e
secs=$(( $(date +%s) - start ))
crates=$(find "$work/cargo-home/registry/cache" -name '*.crate' 2>/dev/null | wc -l)
echo "[check-fresh] crates fetched into the empty registry: $crates"
# The summary: what setup did, the toolchain, the size, the test counts.
sed 's/\x1b\[[0-9;]*m//g' "$log" \
  | grep -E '^\[setup\]|^\[build\]|B gzip in all|^test result|passed \(|failed|All checks|^error' \
  | grep -v '^\[setup\] ok:' | tail -n 40 || true
if [ "$status" -eq 0 ]; then
  echo "[check-fresh] PASS: make test from a clean clone and an empty registry in ${secs} s ($((secs / 60)) min $((secs % 60)) s)"
else
  echo "[check-fresh] FAIL (exit $status) after ${secs} s; the last lines of the log:"
  tail -n 30 "$log"
  KEEP=1
fi
exit "$status"
