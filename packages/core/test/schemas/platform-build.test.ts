/**
 * The schemas in the build for Workers and browsers (lib/platform/, which
 * imports zod statically rather than requiring it) refuse an answer in the
 * same words as the Node.js build. Run `pnpm build` first (`npm test` does).
 */
import { describe, expect, it } from '@jest/globals';
import type { HttpResponse } from '../../src/shared/http.js';

type Internal = typeof import('../../src/internal.js');

// By URL: what the conditions pick on each platform, not what Jest resolves.
const load = async (path: string) => (await import(new URL(path, import.meta.url).href)) as Internal;
const builds = { node: await load('../../lib/internal.js'), platform: await load('../../lib/platform/internal.js') };

const URL_ = 'https://frinkiac.com/api/caption?e=S05E01&t=1';
const refusal = (internal: Internal, body: unknown) => {
  const response: HttpResponse = { url: URL_, finalUrl: URL_, status: 200, contentType: 'application/json', body: JSON.stringify(body), attempts: 1 };
  try {
    internal.parseJsonResponse({ method: 'GET', url: URL_, expect: 'json' }, response, 'screencapJsonSchema');
  } catch (error) {
    if (error instanceof Error && 'issues' in error) return { message: error.message, issues: error.issues };
    throw error;
  }
  throw new Error('the answer was accepted');
};

describe('the build for Workers and browsers', () => {
  it('refuses a mis-shaped answer with the issues and message of the Node.js build, in English', () => {
    const body = {
      Episode: { Id: 1, Key: '.', Season: 1, EpisodeNumber: 1, Title: 't', Director: 'd', Writer: 'w', OriginalAirDate: 'x', WikiLink: 'w', VideoWidth: 'wide' },
      Frame: { Id: 1.5, Episode: 'S05E01', Timestamp: -1 },
      Subtitles: {},
      MinTimestamp: -1,
    };
    const node = refusal(builds.node, body);
    expect(refusal(builds.platform, body)).toEqual(node);
    expect(node.issues).toEqual([
      { path: ['Episode', 'Key'], message: 'an episode key must not be a dot segment' },
      { path: ['Episode', 'VideoWidth'], message: 'Invalid input: expected number, received string' },
      { path: ['Frame', 'Id'], message: 'Invalid input: expected int, received number' },
      { path: ['Frame', 'Timestamp'], message: 'Too small: expected number to be >=0' },
      { path: ['Subtitles'], message: 'Invalid input: expected array, received object' },
      { path: ['MinTimestamp'], message: 'Too small: expected number to be >=0' },
    ]);
  });
});
