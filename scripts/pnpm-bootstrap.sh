# Sourced by the scripts that need pnpm: the pinned version when it is
# installed, otherwise the same version through npx (cached after the first use),
# run on Node.js 22.12+ (scripts/node-bootstrap.sh).
source scripts/node-bootstrap.sh
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  pnpm() { command pnpm "$@"; }
else
  pnpm() { npx --yes "pnpm@$PNPM_VERSION" "$@"; }
fi
