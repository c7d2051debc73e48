// The version of each @screencap package that this release of create-bot
// goes with: a new project depends on `^` of these. scripts/sync-versions.mjs
// rewrites this file after `changeset version`; a test fails if it lags.
export const PACKAGE_VERSIONS: Readonly<Record<string, string>> = {
  '@screencap/core': '0.0.0',
  '@screencap/async': '0.0.0',
  '@screencap/sync': '0.0.0',
  '@screencap/cli': '0.0.0',
  '@screencap/fake-service': '0.0.0',
  '@screencap/mcp': '0.0.0',
  '@screencap/create-bot': '0.0.0',
};
