import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { modulesLoadedBy } from './support/loaded-modules.js';

// The built package, as a user imports it (run `pnpm build` first; `npm test` does).
const CORE_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('what importing @screencap/core loads', () => {
  it('loads no schema (zod) and no HTTP code for the public root', () => {
    const loaded = modulesLoadedBy('@screencap/core', CORE_DIR);
    expect(loaded.some((url) => url.includes('/core/lib/index.js'))).toBe(true);
    expect(loaded.filter((url) => /\/(zod|node-fetch)\/|\/zod\.cjs$/.test(url) || url === 'node:http' || url === 'node:https')).toEqual([]);
  });

  // Each file is a module job of Node's loader; the small internal entries,
  // built as entries of their own, once cut internal's code into 13 files.
  it('loads @screencap/core/internal, the clients\' entry, from a few bundled files and nothing outside core', () => {
    const loaded = modulesLoadedBy('@screencap/core/internal', CORE_DIR).filter((url) => url.startsWith('file:'));
    const ours = loaded.filter((url) => url.includes('/core/lib/'));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.length).toBeLessThanOrEqual(6);
    expect(loaded.filter((url) => !url.includes('/core/lib/'))).toEqual([]);
  });

  it('loads no zod and no HTTP code for @screencap/core/internal, the entry the clients use (zod loads with the first answer)', () => {
    const loaded = modulesLoadedBy('@screencap/core/internal', CORE_DIR);
    expect(loaded.some((url) => url.includes('/core/lib/internal.js'))).toBe(true);
    expect(loaded.filter((url) => /\/(zod|node-fetch)\/|\/zod\.cjs$/.test(url) || url === 'node:http' || url === 'node:https')).toEqual([]);
  });

  it('loads zod for @screencap/core/internal/schemas, the schemas themselves (the checks above can fail), from the bundled copy of what they use of it', () => {
    const loaded = modulesLoadedBy('@screencap/core/internal/schemas', CORE_DIR);
    expect(loaded.some((url) => url.endsWith('/core/lib/zod.cjs'))).toBe(true);
    expect(loaded.some((url) => url.includes('/zod/'))).toBe(false);
    expect(loaded.filter((url) => url.includes('/node-fetch/'))).toEqual([]);
  });
});
