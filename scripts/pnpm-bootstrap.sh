# Sourced by the scripts that need pnpm: makes the pinned pnpm the `pnpm` on
# the PATH, run on Node.js 22.12+ (scripts/node-bootstrap.sh). Where the
# machine has no pnpm of that version, it installs it from the npm registry
# into .tools/pnpm (gitignored; once, from npm's cache when it holds it)
# and puts it first on the PATH, so child processes (tests that pack the
# workspace) find the same pnpm.
source scripts/node-bootstrap.sh
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  pnpm_dir="$(pwd)/.tools/pnpm"
  if [ "$("$pnpm_dir/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "installing pnpm $PNPM_VERSION from the npm registry into .tools/pnpm" >&2
    mkdir -p "$pnpm_dir"
    npm install --prefix "$pnpm_dir" --prefer-offline --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$pnpm_dir/node_modules/.bin:$PATH"
  [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ] || { echo "could not run pnpm $PNPM_VERSION from $pnpm_dir" >&2; exit 1; }
fi
