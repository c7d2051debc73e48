/**
 * An instance that answers everything with a redirect to another one, as
 * masterofallscience.com does to Frinkiac since the rebuild: the SDK never
 * follows it, so it never returns the other show's data under this client's
 * title and never turns a render's POST into a GET. Both flavours.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { callFailure, requestLog } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { FLAVOURS } from './support/flavours.js';
import { type Client2026, client2026, GENERATION_2026, MODE_2026 } from './support/y2026.js';

/** The other instance: the SDK must not reach it, so nothing listens there. */
const OTHER = 'https://frinkiac.example/';
const moved = useFakeService({ ...MODE_2026, movedTo: OTHER });

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: Client2026;

  beforeEach(() => {
    client = client2026(flavour, moved().url, GENERATION_2026);
  });

  afterEach(() => {
    client.close();
  });

  it.each([
    ['getRandomScreencap', (c: Client2026) => c.getRandomScreencap(), 'GET', 'api/random'],
    ['search', (c: Client2026) => c.search('pancakes'), 'GET', 'api/search?q=pancakes'],
    ['getScreencap', (c: Client2026) => c.getScreencap('S01E01', 11_656), 'GET', 'api/caption?e=S01E01&t=11656&nearby=1'],
    ['renderGif', (c: Client2026) => c.renderGif({ key: 'S01E01', start: 7_200, end: 9_900 }), 'POST', 'api/render/gif/stream'],
  ] as const)('%s: APIPageStatusError 301 naming where it moved, sent once, never followed', async (_name, call, method, path) => {
    const error = await callFailure(flavour, () => call(client));
    expect(error).toBeInstanceOf(core.APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 301, method, url: `${moved().url}${path}`, location: `${OTHER}${path}`, attempts: 1 });
    expect((error as Error).message).toContain(`redirecting to ${OTHER}${path}`);
    const log = await requestLog(moved);
    expect(log.map((request) => [request.method, request.status])).toEqual([[method, 301]]);
  });
});
