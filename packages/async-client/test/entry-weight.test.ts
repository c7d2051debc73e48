import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { modulesLoadedBy } from '../../core/test/support/loaded-modules.js';

// The built package, as a user imports it (run `pnpm build` first; `npm test` does).
const ASYNC_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('what importing @screencap/async loads', () => {
  it('loads neither zod nor node-fetch: node-fetch comes with the first request, zod with the first invalid answer', () => {
    const loaded = modulesLoadedBy('@screencap/async', ASYNC_DIR);
    // The recorder saw the client itself, so an empty list below means something.
    expect(loaded.some((url) => url.includes('/async-client/dist/index.js'))).toBe(true);
    // A request does load node-fetch (the CLI's start-up test sees it), and core's schemas subpath zod (core's entry-weight test).
    expect(loaded.filter((url) => /\/(zod|node-fetch)\//.test(url))).toEqual([]);
  });
});
