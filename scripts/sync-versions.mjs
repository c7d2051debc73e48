// After `changeset version` bumps the package.json versions, writes each
// client package's src/version.ts to match, so the User-Agent (and the MCP
// server's reported version) never lies.
// (A test in each package fails if the two ever disagree.)
import { readFileSync, writeFileSync } from 'node:fs';

for (const folder of ['async-client', 'sync-client', 'mcp']) {
  const { version } = JSON.parse(readFileSync(`packages/${folder}/package.json`, 'utf8'));
  const file = `packages/${folder}/src/version.ts`;
  const source = readFileSync(file, 'utf8').replace(/VERSION = '[^']*'/, `VERSION = '${version}'`);
  writeFileSync(file, source);
  console.log(`${file}: ${version}`);
}
