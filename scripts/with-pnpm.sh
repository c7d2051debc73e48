#!/usr/bin/env bash
# Entry point of `npm test`, `npm run demo`, `npm run bench` and `npm run soak`
# on a machine that has only Node.js and npm: it finds (or fetches) Node.js
# 22.12+ and the pinned pnpm, installs from the lockfile when node_modules is missing or stale,
# builds, then runs the task.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/pnpm-bootstrap.sh

# Install when the lockfile is newer than the last install (or nothing is installed).
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile
fi
pnpm run build

case "${1:-}" in
  # Types first (fast, and the clearest failure), then every Jest suite, then lint.
  test)
    pnpm run typecheck
    # The public API of every package, against the reviewed report in api/.
    node scripts/api-report.mjs --check
    node scripts/check-import-cycles.mjs
    node scripts/check-function-length.mjs
    pnpm run docs --emit none --skipErrorChecking   # the reference from the TSDoc (docs/reference/ with `pnpm docs`): an undocumented export or a broken link fails
    pnpm run jest --json --outputFile=.jest-results.json
    # The size of the build for Workers and browsers, against its budget.
    node scripts/check-bundle-size.mjs
    # The conformance subset on every runtime (Node.js 22/24/26, Bun, Deno,
    # workerd, Chromium), each installed from the npm registry when missing.
    node conformance/runtimes/run.mjs
    # The README's first command: it opens every link it gets and fails if one does not work.
    node demo/dist/demo.js > /dev/null
    pnpm run lint
    # One plain closing line, as CI and people read it.
    node -e 'const r = require("./.jest-results.json"); console.log(`jest: ${r.numPassedTests} passed, ${r.numFailedTests} failed`)'
    ;;
  demo) node demo/dist/demo.js ;;
  bench) node bench/dist/bench.js && node bench/dist/cli-startup.js && node bench/dist/sync-cold-start.js && node bench/dist/request-count.js ;;
  soak) node --expose-gc bench/dist/soak.js ;;
  *) echo "usage: with-pnpm.sh test|demo|bench|soak" >&2; exit 64 ;;
esac
