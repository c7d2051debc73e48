# Sourced by the scripts behind `npm test`, `npm run demo`, `.ci/run`: makes
# sure the `node` on the PATH is Node.js 22.12 or newer (the oldest line the
# packages support: `require()` of ES modules without a flag, Node's own
# compile cache). Where the machine's node is older, it installs the pinned
# Node.js below from the npm registry's binary package for this platform
# (`node-<platform>-<arch>`, a few seconds, nothing downloaded from
# elsewhere) into .tools/node and puts it first on the PATH, so npm, pnpm
# and every child process run on it.
PINNED_NODE_VERSION=24.21.0

node_is_supported() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)' 2>/dev/null
}

if ! node_is_supported; then
  tools_dir="$(pwd)/.tools/node"
  node_package="node-$(node -p 'process.platform + "-" + process.arch')"
  node_bin="$tools_dir/node_modules/$node_package/bin"
  if [ ! -x "$node_bin/node" ] || [ "$("$node_bin/node" --version)" != "v$PINNED_NODE_VERSION" ]; then
    echo "node $(node --version) is older than 22.12: installing Node.js $PINNED_NODE_VERSION ($node_package) from the npm registry into .tools/node" >&2
    mkdir -p "$tools_dir"
    npm install --prefix "$tools_dir" --no-save --no-audit --no-fund --loglevel=error "$node_package@$PINNED_NODE_VERSION" >&2
  fi
  export PATH="$node_bin:$PATH"
  node_is_supported || { echo "could not run Node.js $PINNED_NODE_VERSION from $node_bin" >&2; exit 1; }
fi
