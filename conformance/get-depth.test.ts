/**
 * `client.get` hands back any JSON answer a program can go on using, and
 * refuses one nested deeper than that at once, alike in both flavours: an
 * `InvalidResponseError` (reason `too-deep`) after one request, never a
 * timeout or a raw `RangeError`.
 */
import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH } from '@screencap/core';
import { callFailure } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { FLAVOURS } from './support/flavours.js';
import { linksClient } from './support/links.js';

const fake = useFakeService();

/** `depth` arrays, each holding the next. */
const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** How deep the arrays of a value nest, each holding the next (counted without recursion). */
function arrayDepth(value: unknown): number {
  let depth = 0;
  for (let current = value; Array.isArray(current); current = (current as unknown[])[0]) depth += 1;
  return depth;
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  async function getUnder(body: string): Promise<unknown> {
    await fake().injectFault({ endpoint: 'random', kind: 'raw', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body });
    // A timeout longer than the test may take: a call that waited for it would fail the test instead.
    const client = linksClient(flavour, fake().url, { timeout: 30, attemptTimeout: 60, maxRetries: 0 });
    try {
      return await callFailure(flavour, () => client.get('api/random'));
    } finally {
      client.close();
    }
  }

  it.each([
    ['200 000 arrays deep', nestedArrays(200_000)],
    [`${MAX_JSON_DEPTH + 1} objects deep`, `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}null${'}'.repeat(MAX_JSON_DEPTH + 1)}`],
  ])('an answer %s is an InvalidResponseError (too-deep) after one request', async (_label, body) => {
    const error = await getUnder(body);
    expect(error).toBeInstanceOf(flavour.sdk.InvalidResponseError);
    expect(error).toMatchObject({ reason: 'too-deep', pageStatus: 200, attempts: 1, url: `${fake().url}api/random` });
    expect((error as Error).message).toContain(`nests deeper than ${MAX_JSON_DEPTH} levels`);
    expect((await fake().requests()).map((request) => request.path)).toEqual(['/api/random']);
  });

  it(`an answer ${MAX_JSON_DEPTH} arrays deep is handed back whole`, async () => {
    await fake().injectFault({ endpoint: 'random', kind: 'raw', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: nestedArrays(MAX_JSON_DEPTH) });
    const client = linksClient(flavour, fake().url, { maxRetries: 0 });
    try {
      expect(arrayDepth(await flavour.call(() => client.get('api/random')))).toBe(MAX_JSON_DEPTH);
    } finally {
      client.close();
    }
  });
});
