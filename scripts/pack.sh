#!/usr/bin/env bash
# Packs every published package into tarballs/, as the registry would get
# them, so they can be installed before the first release, then prints for
# each package the one install line that names every tarball it needs
# (npm would look the others up in the registry, and fail with a 404):
#   npm install <clone>/tarballs/screencap-core-0.0.0.tgz <clone>/tarballs/screencap-async-0.0.0.tgz
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm-bootstrap.sh
if [ ! -f node_modules/.modules.yaml ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  pnpm install --frozen-lockfile
fi
pnpm run build
rm -rf tarballs && mkdir tarballs
for package in core async-client sync-client cli fake-service mcp create-bot; do
  (cd "packages/$package" && pnpm pack --pack-destination ../../tarballs >/dev/null)
done
ls -1 "$(pwd)"/tarballs/*.tgz
echo
echo "Install lines, each with every tarball its package needs:"
node scripts/install-lines.mjs tarballs
