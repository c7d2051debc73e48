#!/usr/bin/env bash
# Packs every published package into tarballs/, as the registry would get
# them, so they can be installed before the first release:
#   npm install /path/to/clone/tarballs/screencap-core-*.tgz /path/to/clone/tarballs/screencap-async-*.tgz
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm-bootstrap.sh
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile
fi
pnpm run build
rm -rf tarballs && mkdir tarballs
for package in core async-client sync-client cli fake-service mcp; do
  (cd "packages/$package" && pnpm pack --pack-destination ../../tarballs >/dev/null)
done
ls -1 "$(pwd)"/tarballs/*.tgz
