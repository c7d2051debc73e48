// The module settings the top-level README's "Modules" section promises,
// checked against the installed tarballs (run by check-packages.sh):
// TypeScript per `module`/`moduleResolution`, in a project with
// `"type": "module"` and in one as `npm init` makes it (`"type": "commonjs"`),
// one tsc run per setting; then require() of the packages from CommonJS, and
// the CommonJS output of `module: nodenext` run.
//
//   node check.mjs <project with the tarballs installed> <tsc.js> <typeRoots>
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const [installed, tsc, typeRoots] = process.argv.slice(2).map((path) => resolve(path));
if (installed === undefined || tsc === undefined || typeRoots === undefined) {
  console.error('usage: node check.mjs <project with the tarballs installed> <tsc.js> <typeRoots>');
  process.exit(64);
}
const here = import.meta.dirname;

/**
 * Each setting and what tsc says of imports.ts, per project type: 'ok', or
 * the error code it fails with. The README's table says the same. One tsc
 * run per setting compiles both projects' file (each file's format comes
 * from its own package.json), with `skipLibCheck` as `tsc --init` sets it
 * (check-packages.sh type-checks the declarations themselves under nodenext).
 * `moduleResolution: node10` is left out: TypeScript 6.0 deprecates it, and
 * it cannot resolve the packages' subpath exports.
 */
const SETTINGS = [
  { flags: ['--module', 'nodenext'], module: 'ok', commonjs: 'ok' },
  { flags: ['--module', 'node20'], module: 'ok', commonjs: 'ok' },
  { flags: ['--module', 'node18'], module: 'ok', commonjs: 'TS1479' },
  { flags: ['--module', 'node16'], module: 'ok', commonjs: 'TS1479' },
  { flags: ['--module', 'esnext', '--moduleResolution', 'bundler'], module: 'ok', commonjs: 'ok' },
  { flags: ['--module', 'preserve', '--moduleResolution', 'bundler'], module: 'ok', commonjs: 'ok' },
];
const TYPES = ['module', 'commonjs'];

const work = mkdtempSync(join(tmpdir(), 'screencap-modules-'));
let failures = 0;
try {
  for (const type of ['module', 'commonjs']) {
    const project = join(work, type);
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: `modules-${type}`, version: '1.0.0', type }));
    symlinkSync(join(installed, 'node_modules'), join(project, 'node_modules'), 'dir');
    for (const file of ['imports.ts', 'require.cjs']) copyFileSync(join(here, file), join(project, file));
  }

  for (const setting of SETTINGS) {
    const result = spawnSync(
      process.execPath,
      [tsc, '--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', ...setting.flags, '--typeRoots', typeRoots, '--types', 'node', ...TYPES.map((type) => `${type}/imports.ts`)],
      { cwd: work, encoding: 'utf8' },
    );
    if (result.status !== 0 && !TYPES.some((type) => result.stdout.startsWith(`${type}/`) || result.stdout.includes(`\n${type}/`))) {
      failures += 1; // an error in neither file: a broken setting or tsc itself
      console.log(`  ${setting.flags.join(' ')}: tsc exited ${result.status}\n${result.stdout}${result.stderr}`);
      continue;
    }
    for (const type of TYPES) {
      const codes = (result.stdout.match(new RegExp(`^${type}/imports\\.ts\\(\\d+,\\d+\\): error TS\\d+`, 'gm')) ?? []).map((error) => error.replace(/^.*error /, ''));
      const got = codes.length > 0 ? [...new Set(codes)].join(',') : 'ok';
      const want = setting[type];
      const line = `${setting.flags.join(' ')} in a "type": "${type}" project: ${got}`;
      if (got === want) console.log(`  ${line}`);
      else {
        failures += 1;
        console.log(`  ${line}, but the README says ${want}\n${result.stdout}`);
      }
    }
  }

  const commonjs = join(work, 'commonjs');
  console.log(`  ${execFileSync(process.execPath, ['require.cjs'], { cwd: commonjs, encoding: 'utf8' }).trim()}`);
  // `module: nodenext` in a CommonJS project emits require() calls: they load too.
  execFileSync(process.execPath, [tsc, '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'nodenext', '--typeRoots', typeRoots, '--types', 'node', 'imports.ts'], { cwd: commonjs });
  const emitted = execFileSync(process.execPath, ['-e', "const m = require('./imports.js'); console.log(m.caption, typeof m.SyncClient)"], { cwd: commonjs, encoding: 'utf8' }).trim();
  if (emitted !== 'Hi there function') throw new Error(`the CommonJS output of module nodenext printed ${JSON.stringify(emitted)}`);
  console.log('  module nodenext in a "type": "commonjs" project: its output runs (require() calls)');
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} module setting(s) differ from the README`);
  process.exitCode = 1;
}
