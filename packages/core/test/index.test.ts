import { describe, expect, it } from '@jest/globals';
import * as core from '../src/index.js';
import * as internal from '../src/internal.js';
import * as schemas from '../src/schemas/index.js';
import type {
  CallOptions,
  ClientOptions,
  ClipOptions,
  EpisodeJson,
  EpisodeViewJson,
  FrameJson,
  InstanceInfo,
  InstanceName,
  InstanceSource,
  ScreencapJson,
  SubtitleJson,
} from '../src/index.js';

// What users call: the names typescript-api.md gives to core, plus the URL
// builders and the constants they take. Nothing else belongs at the root.
const PUBLIC_VALUES = [
  // caption rules
  'jsonToCaption',
  'formatCaption',
  'shortenCaption',
  'encodeCaption',
  'decodeCaption',
  'formatRealTimestamp',
  'DEFAULT_MAX_CHARS',
  'DEFAULT_MAX_LINES',
  // errors
  'ScreencapError',
  'APIError',
  'APIPageStatusError',
  'APIConnectionError',
  'APITimeoutError',
  'APIUserAbortError',
  'InvalidResponseError',
  'MAX_JSON_DEPTH',
  'NoSearchResultsFound',
  'NoFramesFound',
  'RenderError',
  'MediaTooLargeError',
  // links and media
  'parseScreencapUrl',
  'DEFAULT_MAX_MEDIA_BYTES',
  'DEFAULT_MEDIA_USER_AGENT',
  'MOVED_FRAME_WINDOW',
  // URL builders
  'imageUrl',
  'memeUrl',
  'clipUrl',
  'clipUrlTemplate',
  'framePageUrl',
  'comicUrl',
  'comicEditorUrl',
  'gifEditorUrl',
  'episodePageUrl',
  'similarPageUrl',
  // models
  'Frame',
  'BaseScreencap',
  'DEFAULT_CLIP_BEFORE',
  'DEFAULT_CLIP_AFTER',
  // instances, generations, the service's vocabulary
  'INSTANCES',
  'GENERATIONS',
  'GENERATION_OPTIONS',
  'defaultGenerationFor',
  'SERVICE_LIMITS',
  'COMMON_FONTS',
  'CAPTION_FONTS',
  'OVERLAY_ALIGNMENTS',
  'COMIC_LAYOUTS',
  'DEFAULT_COMIC_LAYOUTS',
  'MAX_COMIC_PANELS',
  // from a quote to a post
  'BaseQuoteMatch',
  'scoreQuote',
  'selectQuoteLines',
  'rankQuoteHits',
  // a bot's conversation
  'pickQuote',
].sort();

const MACHINERY = [
  'serializeError',
  'deserializeError',
  'normalizeBaseUrl',
  'endpointUrls',
  'captionRequestUrl',
  'parseJsonResponse',
  'planClip',
  'planRender',
  'resolveClientOptions',
  'resolveCallOptions',
  'ScreencapOperations',
  'BaseScreencapClient',
  'definePreset',
  'describeValue',
];

describe('@screencap/core public exports', () => {
  it('exports exactly the public values at the root', () => {
    expect(Object.keys(core).sort()).toEqual(PUBLIC_VALUES);
  });

  it('keeps the machinery the clients share at @screencap/core/internal', () => {
    for (const name of MACHINERY) {
      expect(name in core).toBe(false);
      expect((internal as Record<string, unknown>)[name]).toBeDefined();
    }
  });

  it('keeps the zod schemas apart, at @screencap/core/internal/schemas, so the internal entry loads no zod', () => {
    const names = Object.keys(schemas);
    expect(names).toContain('frameJsonSchema');
    for (const name of names) {
      expect(name.endsWith('Schema')).toBe(true);
      expect(name in internal).toBe(false);
    }
  });

  it('re-exports every public value from the internal entry, as the same object', () => {
    for (const name of PUBLIC_VALUES) {
      expect((internal as Record<string, unknown>)[name]).toBe((core as Record<string, unknown>)[name]);
    }
  });

  it('shares one error hierarchy', () => {
    expect(new core.APIPageStatusError({ method: 'GET', url: 'https://frinkiac.com/api/random', pageStatus: 500 })).toBeInstanceOf(
      core.ScreencapError,
    );
    expect(new core.NoSearchResultsFound({ query: 'x', url: 'https://frinkiac.com/api/search?q=x' })).toBeInstanceOf(
      core.ScreencapError,
    );
  });

  it('exports the constants', () => {
    expect(core.DEFAULT_CLIP_BEFORE).toBe(3000);
    expect(core.DEFAULT_CLIP_AFTER).toBe(4000);
    expect(core.DEFAULT_MAX_LINES).toBe(4);
    expect(core.DEFAULT_MAX_CHARS).toBe(24);
    expect(Object.keys(core.INSTANCES)).toEqual([
      'frinkiac',
      'morbotron',
      'masterofallscience',
      'goodgodlemon',
      'capitalbeatus',
      'frinkihams',
    ]);
  });

  it('keeps private helpers out of both entries', () => {
    for (const name of ['assertEpisodeKey', 'assertMilliseconds', 'pathSegment', 'queryString', 'takeGraphemes']) {
      expect(name in core).toBe(false);
      expect(name in internal).toBe(false);
    }
  });

  it('exports the public types', () => {
    // Compile-time only: each of these must resolve from the package root.
    const names: [
      CallOptions?,
      ClientOptions?,
      ClipOptions?,
      EpisodeJson?,
      EpisodeViewJson?,
      FrameJson?,
      InstanceInfo?,
      InstanceName?,
      InstanceSource?,
      ScreencapJson?,
      SubtitleJson?,
    ] = [];
    expect(names).toEqual([]);
  });
});
