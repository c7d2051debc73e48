#!/usr/bin/env bash
# Release checks of the published packages, run by CI after the tests:
# 1. publint and arethetypeswrong on each package's exports;
# 2. `pnpm pack` of each, installed from the tarballs into a scratch project,
#    used as a user would: both flavours (the sync worker file included), the
#    CLI bin and the fake service, and the shipped types type-checked;
# 3. every source map installed names only files its package ships.
# 4. the README's module section: require() of the packages from CommonJS,
#    and the TypeScript settings it lists, in an ES module and a CommonJS project;
# 5. the runtimes suite (conformance/runtimes/) on the installed tarballs: Node.js
#    22/24/26, Bun, Deno with the README's permissions, workerd and Chromium.
#    `npm test` runs it on the workspace's packages; this runs it on what users install.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
source scripts/pnpm-bootstrap.sh

PACKAGES=(core async-client sync-client cli fake-service mcp create-bot)

for package in "${PACKAGES[@]}"; do
  echo "== publint, attw: $package"
  (cd "packages/$package" && pnpm exec publint --strict && pnpm exec attw --pack . --profile esm-only --quiet)
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/tarballs" "$work/project"
for package in "${PACKAGES[@]}"; do
  (cd "packages/$package" && pnpm pack --pack-destination "$work/tarballs" >/dev/null)
done
ls "$work/tarballs"

cp scripts/package-smoke/* "$work/project/"
cd "$work/project"
npm install --no-audit --no-fund --loglevel=error "$work"/tarballs/*.tgz
echo "== the tarballs' types, as a TypeScript user compiles them"
# Node.js packages: their users compile with Node's types, as this project does.
node "$root/node_modules/typescript/bin/tsc" -p tsconfig.json --typeRoots "$root/node_modules/@types" --types node
echo "== the tarballs at run time"
# The CLI's disk cache in the scratch project, never the user's cache directory.
SCREENCAP_CACHE_DIR="$work/cli-cache" node usage.js
echo "== the tarballs' source maps"
node "$root/scripts/check-source-maps.mjs" node_modules/@screencap/*
echo "== require() and the README's TypeScript module settings"
node "$root/scripts/package-modules/check.mjs" "$work/project" "$root/node_modules/typescript/bin/tsc" "$root/node_modules/@types"
echo "== the runtimes suite on the tarballs"
node "$root/conformance/runtimes/run.mjs" --from "$work/project"
