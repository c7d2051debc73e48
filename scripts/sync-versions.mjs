// After `changeset version` bumps the package.json versions, writes each
// client package's src/version.ts to match, so the User-Agent (and the MCP
// server's reported version) never lies.
// (A test in each package fails if the two ever disagree.) Then create-bot's
// table of every package's version, for the ranges new projects name.
import { readFileSync, writeFileSync } from 'node:fs';

for (const folder of ['async-client', 'sync-client', 'mcp']) {
  const { version } = JSON.parse(readFileSync(`packages/${folder}/package.json`, 'utf8'));
  const file = `packages/${folder}/src/version.ts`;
  const source = readFileSync(file, 'utf8').replace(/VERSION = '[^']*'/, `VERSION = '${version}'`);
  writeFileSync(file, source);
  console.log(`${file}: ${version}`);
}

// create-bot writes `^` ranges of every package's version into new projects.
const names = { core: 'core', 'async-client': 'async', 'sync-client': 'sync', cli: 'cli', 'fake-service': 'fake-service', mcp: 'mcp', 'create-bot': 'create-bot' };
const versionsFile = 'packages/create-bot/src/versions.ts';
let versions = readFileSync(versionsFile, 'utf8');
for (const [folder, name] of Object.entries(names)) {
  const { version } = JSON.parse(readFileSync(`packages/${folder}/package.json`, 'utf8'));
  versions = versions.replace(new RegExp(`'@screencap/${name}': '[^']*'`), `'@screencap/${name}': '${version}'`);
}
writeFileSync(versionsFile, versions);
console.log(`${versionsFile}: written`);
