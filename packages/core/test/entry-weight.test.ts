import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { modulesLoadedBy } from './support/loaded-modules.js';

// The built package, as a user imports it (run `pnpm build` first; `npm test` does).
const CORE_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('what importing @screencap/core loads', () => {
  it('loads no schema (zod) and no HTTP code for the public root', () => {
    const loaded = modulesLoadedBy('@screencap/core', CORE_DIR);
    expect(loaded.some((url) => url.includes('/core/dist/index.js'))).toBe(true);
    expect(loaded.filter((url) => /\/(zod|node-fetch)\//.test(url) || url === 'node:http' || url === 'node:https')).toEqual([]);
  });

  it.each(['@screencap/core/internal/constants', '@screencap/core/internal/light'])(
    'loads no schema (zod) and no HTTP code for %s (the CLI imports it at start-up)',
    (specifier) => {
      const loaded = modulesLoadedBy(specifier, CORE_DIR);
      expect(loaded.some((url) => url.includes('/core/dist/internal-'))).toBe(true);
      expect(loaded.filter((url) => /\/(zod|node-fetch)\//.test(url) || url === 'node:http' || url === 'node:https')).toEqual([]);
    },
  );

  it('loads only the constants\' own small modules for @screencap/core/internal/constants', () => {
    const loaded = modulesLoadedBy('@screencap/core/internal/constants', CORE_DIR).filter((url) => url.includes('/core/dist/'));
    expect(loaded.map((url) => url.replace(/^.*\/core\/dist\//, '')).sort()).toEqual(
      ['defaults.js', 'generation.js', 'instances.js', 'internal-constants.js', 'internal/describe-value.js', 'limits.js'],
    );
  });

  it('loads no zod and no HTTP code for @screencap/core/internal, the entry the clients use (answers are checked without zod)', () => {
    const loaded = modulesLoadedBy('@screencap/core/internal', CORE_DIR);
    expect(loaded.some((url) => url.includes('/core/dist/internal.js'))).toBe(true);
    expect(loaded.some((url) => url.includes('/core/dist/schemas/generated/acceptors.js'))).toBe(true);
    expect(loaded.filter((url) => /\/(zod|node-fetch)\//.test(url) || url === 'node:http' || url === 'node:https')).toEqual([]);
  });

  it('loads zod for @screencap/core/internal/schemas, the schemas themselves (the checks above can fail)', () => {
    const loaded = modulesLoadedBy('@screencap/core/internal/schemas', CORE_DIR);
    expect(loaded.some((url) => url.includes('/zod/'))).toBe(true);
    expect(loaded.filter((url) => url.includes('/node-fetch/'))).toEqual([]);
  });
});
