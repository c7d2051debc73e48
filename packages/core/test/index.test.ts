import { describe, expect, it } from '@jest/globals';
import * as core from '../src/index.js';
import type {
  CallOptions,
  ClientOptions,
  ClipOptions,
  ClipPlan,
  EndpointUrls,
  EpisodeJson,
  EpisodeViewJson,
  FrameJson,
  HttpRequest,
  HttpResponse,
  InstanceInfo,
  InstanceName,
  InstanceSource,
  Operation,
  ResolvedClientOptions,
  ScreencapJson,
  SerializedError,
  SubtitleJson,
} from '../src/index.js';

describe('@screencap/core public exports', () => {
  it('exports the names typescript-api.md gives to core', () => {
    // Caption helpers (also static members of ScreencapClient in both flavours).
    expect(typeof core.jsonToCaption).toBe('function');
    expect(typeof core.formatCaption).toBe('function');
    expect(typeof core.shortenCaption).toBe('function');
    expect(typeof core.encodeCaption).toBe('function');
    // Errors: the two of the interface and their shared base class.
    expect(typeof core.APIPageStatusError).toBe('function');
    expect(typeof core.NoSearchResultsFound).toBe('function');
    expect(typeof core.ScreencapError).toBe('function');
    expect(new core.APIPageStatusError({ method: 'GET', url: 'https://frinkiac.com/api/random', pageStatus: 500 })).toBeInstanceOf(
      core.ScreencapError,
    );
    expect(new core.NoSearchResultsFound({ query: 'x', url: 'https://frinkiac.com/api/search?q=x' })).toBeInstanceOf(
      core.ScreencapError,
    );
    // Models.
    expect(typeof core.Frame).toBe('function');
    expect(typeof core.BaseScreencap).toBe('function');
  });

  it.each([
    // caption rules
    'jsonToCaption',
    'formatCaption',
    'shortenCaption',
    'encodeCaption',
    'decodeCaption',
    'formatRealTimestamp',
    // errors
    'ScreencapError',
    'APIError',
    'APIPageStatusError',
    'APIConnectionError',
    'APITimeoutError',
    'APIUserAbortError',
    'InvalidResponseError',
    'NoSearchResultsFound',
    'NoFramesFound',
    'serializeError',
    'deserializeError',
    // URL builders
    'normalizeBaseUrl',
    'endpointUrls',
    'randomRequestUrl',
    'captionRequestUrl',
    'searchRequestUrl',
    'framesRequestUrl',
    'nearbyRequestUrl',
    'episodeRequestUrl',
    'imageUrl',
    'memeUrl',
    'clipUrl',
    'clipUrlTemplate',
    'framePageUrl',
    // schemas
    'parseJsonResponse',
    // models
    'Frame',
    'BaseScreencap',
    'planClip',
    'clipUrlFromFrames',
    // client building blocks
    'resolveClientOptions',
    'resolveCallOptions',
    'worstCaseSeconds',
    'resolveScreencapTarget',
    'ScreencapOperations',
    'BaseScreencapClient',
    'definePreset',
  ])('exports the function %s', (name) => {
    expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['frameJsonSchema', 'frameListJsonSchema', 'episodeJsonSchema', 'subtitleJsonSchema', 'screencapJsonSchema', 'episodeViewJsonSchema'])(
    'exports the schema %s',
    (name) => {
      const schema = (core as Record<string, unknown>)[name] as { safeParse?: unknown };
      expect(typeof schema.safeParse).toBe('function');
    },
  );

  it('exports the constants', () => {
    expect(core.DEFAULT_CLIP_BEFORE).toBe(3000);
    expect(core.DEFAULT_CLIP_AFTER).toBe(4000);
    expect(core.DEFAULT_MAX_LINES).toBe(4);
    expect(core.DEFAULT_MAX_CHARS).toBe(24);
    expect(core.DEFAULT_CLIENT_OPTIONS.timeout).toBe(15);
    expect(Object.keys(core.INSTANCES)).toEqual([
      'frinkiac',
      'morbotron',
      'masterofallscience',
      'goodgodlemon',
      'capitalbeatus',
      'frinkihams',
    ]);
  });

  it('keeps internal helpers private', () => {
    for (const name of ['assertEpisodeKey', 'assertMilliseconds', 'pathSegment', 'queryString', 'takeGraphemes']) {
      expect(name in core).toBe(false);
    }
  });

  it('exports the public types', () => {
    // Compile-time only: each of these must resolve from the package entry.
    const names: [
      CallOptions?,
      ClientOptions?,
      ClipOptions?,
      ClipPlan?,
      EndpointUrls?,
      EpisodeJson?,
      EpisodeViewJson?,
      FrameJson?,
      HttpRequest?,
      HttpResponse?,
      InstanceInfo?,
      InstanceName?,
      InstanceSource?,
      Operation<string>?,
      ResolvedClientOptions?,
      ScreencapJson?,
      SerializedError?,
      SubtitleJson?,
    ] = [];
    expect(names).toEqual([]);
  });
});
