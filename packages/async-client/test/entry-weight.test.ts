import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { modulesLoadedBy } from '../../core/test/support/loaded-modules.js';

// The built package, as a user imports it (run `pnpm build` first; `npm test` does).
const ASYNC_DIR = fileURLToPath(new URL('..', import.meta.url));

// zod is the package's files or the copy of what the schemas use of it, core's lib/zod.cjs.
const heavy = (loaded: readonly string[]) => loaded.filter((url) => /\/(zod|node-fetch)\/|\/zod\.cjs$/.test(url));
const zodCopy = (loaded: readonly string[]) => loaded.some((url) => url.endsWith('/core/lib/zod.cjs'));
const zodPackage = (loaded: readonly string[]) => loaded.some((url) => url.includes('/zod/'));

// Module code, run after `import * as imported from '@screencap/async'`: one
// search through an injected fetch that answers `body`, then `check(outcome)`
// (code that throws, so the import fails, when the outcome is not the one meant).
const searchAnswered = (body: unknown, check: string) => `
const fetch = async () => new Response(${JSON.stringify(JSON.stringify(body))}, { status: 200, headers: { 'content-type': 'application/json' } });
const client = new imported.ScreencapClient('https://frinkiac.com/', 'The Simpsons', { fetch, generation: 'classic', rateLimit: false, cache: false });
const outcome = await client.search('smrt').then((frames) => ({ frames }), (error) => ({ error }));
client.close();
${check}
`;

describe('what importing @screencap/async loads', () => {
  it('loads neither zod nor node-fetch: node-fetch comes with the first request, zod with the first answer', () => {
    const loaded = modulesLoadedBy('@screencap/async', ASYNC_DIR);
    // The recorder saw the client itself, so an empty list below means something.
    expect(loaded.some((url) => url.includes('/async-client/lib/index.js'))).toBe(true);
    expect(heavy(loaded)).toEqual([]);
  });

  // One file, where zod's package entry is some ninety.
  it('loads zod with its first answer, to check it, from core\'s bundled copy, and no node-fetch when given a fetch (so the check above can fail)', () => {
    const valid = searchAnswered([{ Id: 1, Episode: 'S01E01', Timestamp: 0 }], "if (outcome.frames?.[0]?.key !== 'S01E01') throw outcome.error ?? new Error('no frame');");
    const loaded = modulesLoadedBy('@screencap/async', ASYNC_DIR, valid);
    expect(zodCopy(loaded)).toBe(true);
    expect(zodPackage(loaded)).toBe(false);
    expect(loaded.some((url) => url.includes('/node-fetch/'))).toBe(false);
  });

  it('explains an invalid answer with zod\'s issues', () => {
    const invalid = searchAnswered(
      [{ Id: 'one', Episode: 'S01E01', Timestamp: 0 }],
      "if (outcome.error?.name !== 'InvalidResponseError' || outcome.error.issues[0].path.join('.') !== '0.Id') throw outcome.error ?? new Error('no error');",
    );
    const loaded = modulesLoadedBy('@screencap/async', ASYNC_DIR, invalid);
    expect(zodCopy(loaded)).toBe(true);
    expect(zodPackage(loaded)).toBe(false);
    expect(loaded.some((url) => url.includes('/node-fetch/'))).toBe(false);
  });
});
