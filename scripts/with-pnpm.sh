#!/usr/bin/env bash
# Entry point of `npm test`, `pnpm test:fast`, `npm run demo`, `npm run bench` and `npm run soak`
# on a machine that has only Node.js and npm: it finds (or fetches) Node.js
# 22.12+ and the pinned pnpm, installs from the lockfile when node_modules is missing or stale,
# builds, then runs the task.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/pnpm-bootstrap.sh

# A clock for the stage times `test` prints (bash 5's EPOCHREALTIME; whole seconds on older bash).
now() { echo "${EPOCHREALTIME:-$SECONDS}"; }

# Install when the lockfile is newer than the last install (or nothing is installed).
install_start=$(now)
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile
fi
build_start=$(now)
pnpm run build
build_end=$(now)
timed=(--timed "install=$install_start..$build_start" --timed "build=$build_start..$build_end")

case "${1:-}" in
  # After the build, side by side (scripts/run-stages.mjs): Jest's suites
  # from the start, beside its end-to-end suites and, in turn, the type
  # checks, the API report against api/, the import cycles, function lengths,
  # the TSDoc reference, the size budget, the README's demo and lint; then the
  # runtimes suite. Each stage's time is printed at the end.
  test)
    node scripts/run-stages.mjs test "${timed[@]}"
    # One plain closing line, as CI and people read it.
    node -e 'const r = require("./.jest-results.json"); console.log(`jest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`)'
    ;;
  # The unit and conformance suites (Jest) alone: no type checks, lint,
  # runtimes, or end-to-end suites (they pack the packages).
  test:fast) node scripts/run-stages.mjs fast "${timed[@]}" ;;
  demo) node demo/dist/demo.js ;;
  bench) node bench/dist/bench.js && node bench/dist/cli-startup.js && node bench/dist/sync-cold-start.js && node bench/dist/request-count.js ;;
  soak) node --expose-gc bench/dist/soak.js ;;
  *) echo "usage: with-pnpm.sh test|test:fast|demo|bench|soak" >&2; exit 64 ;;
esac
