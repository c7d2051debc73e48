/**
 * Which modules a fresh Node.js process loads to import one specifier, read
 * through a module resolve hook, so a test can prove that an entry point
 * stays light (no schema or HTTP code for callers who need neither).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const HOOKS = `
import { writeSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  writeSync(2, 'LOADED ' + result.url + '\\n');
  return result;
}
`;

let registerScript: string | undefined;

function registerHooksScript(): string {
  if (registerScript !== undefined) return registerScript;
  const dir = mkdtempSync(join(tmpdir(), 'screencap-loaded-'));
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(hooks, HOOKS);
  registerScript = join(dir, 'register.mjs');
  writeFileSync(registerScript, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  return registerScript;
}

// Modules loaded with require() (zod, which core loads synchronously for an
// invalid answer) pass no module hook: they are read from require.cache,
// which every require() of the process fills, once the import is done.
function importAndListRequired(specifier: string, then: string): string {
  return [
    `import * as imported from ${JSON.stringify(specifier)};`,
    then,
    "import { createRequire } from 'node:module';",
    "import { writeSync } from 'node:fs';",
    "import { pathToFileURL } from 'node:url';",
    "for (const file of Object.keys(createRequire(import.meta.url).cache)) writeSync(2, 'LOADED ' + pathToFileURL(file).href + '\\n');",
  ].join('\n');
}

/**
 * The URLs of every module loaded (imported or required) by `import * as
 * imported from <specifier>`, then by the module code `then` if given (which
 * may use `imported` and `await`), run from `cwd` (a package directory, so its
 * dependencies resolve).
 */
export function modulesLoadedBy(specifier: string, cwd: string, then = ''): string[] {
  const result = spawnSync(process.execPath, ['--import', registerHooksScript(), '--input-type=module', '-e', importAndListRequired(specifier, then)], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`importing ${specifier} failed: ${result.stderr}`);
  return result.stderr
    .split('\n')
    .filter((line) => line.startsWith('LOADED '))
    .map((line) => line.slice('LOADED '.length))
    .filter((url, index, urls) => urls.indexOf(url) === index);
}
