/**
 * The build for Workers and browsers (lib/platform/, picked by the `workerd`
 * and `browser` export conditions) as far as Node.js can tell: the option
 * that needs Node.js is refused there, and the in-memory cache that stands in
 * for Keyv and lru-cache keeps their bounds. conformance/runtimes/ runs the
 * build itself in workerd and Chromium.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { createMemoryKeyv, MEMORY_CACHE_MAX_ENTRIES, MEMORY_CACHE_MAX_SIZE } from '../src/internal/platform/memory-store.platform.js';

/** The build for Workers and browsers, by URL: what the conditions pick for a Worker, not what Jest resolves. */
async function importPlatformBuild(): Promise<typeof import('../src/index.js')> {
  return (await import(new URL('../lib/platform/index.js', import.meta.url).href)) as typeof import('../src/index.js');
}

/** A search's answer of one frame. */
function oneFrameAnswer(): Response {
  return new Response('[{"Id":1,"Episode":"S01E01","Timestamp":5}]', { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Runs `run` with these globals in place (as a Worker or a browser has them), then puts back what was there. */
async function withGlobals<Result>(globals: Record<string, unknown>, run: () => Promise<Result>): Promise<Result> {
  const own = Object.fromEntries(Object.keys(globals).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  try {
    return await run();
  } finally {
    for (const [name, descriptor] of Object.entries(own)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

describe('the build for Workers and browsers', () => {
  // What a resolver that knows the condition picks (Node.js's, told it with -C, as each toolchain tells its own).
  test.each([
    ['workerd', 'lib/platform/index.js'],
    ['edge-light', 'lib/platform/index.js'],
    ['worker', 'lib/platform/index.js'],
    ['browser', 'lib/platform/index.js'],
    ['deno', 'lib/index.js'],
    ['bun', 'lib/index.js'],
    ['node', 'lib/index.js'],
  ])('the %s condition picks %s', (condition, file) => {
    const resolved = execFileSync(process.execPath, ['-C', condition, '--input-type=module', '-e', "console.log(import.meta.resolve('@screencap/async'))"], {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(resolved.trim()).toBe(new URL(`../${file}`, import.meta.url).href);
  });

  test('refuses the redis option with a TypeError when the client is made', async () => {
    const platform = await importPlatformBuild();
    expect(() => new platform.ScreencapClient('http://127.0.0.1:9/', 'T', { redis: 'redis://127.0.0.1:6379' })).toThrow(
      new TypeError(
        "the redis option needs Node.js, Bun or Deno (its client, @keyv/redis, speaks to Redis over Node.js sockets); this is @screencap/async's build for Workers and browsers, which sends through the platform's fetch",
      ),
    );
    // Without it, the client is made as in Node.js.
    expect(new platform.ScreencapClient('http://127.0.0.1:9/', 'T').url).toBe('http://127.0.0.1:9/');
  });
});

describe('its User-Agent', () => {
  test('names the SDK and the userAgent option but no runtime, though a process.version is there (as in a Worker with nodejs_compat)', async () => {
    const platform = await importPlatformBuild();
    const { VERSION } = await import('../src/version.js');
    const seen: string[] = [];
    const client = new platform.ScreencapClient('http://127.0.0.1:9/', 'T', {
      generation: 'classic',
      rateLimit: false,
      userAgent: 'quote-worker/1.0',
      fetch: (_url, init) => {
        seen.push(init.headers['user-agent'] ?? '');
        return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
      },
    });
    await expect(client.search('pancakes')).rejects.toThrow('No search results');
    expect(typeof process.version).toBe('string');
    expect(seen).toEqual([`@screencap/async/${VERSION} quote-worker/1.0`]);
  });
});

describe('its in-memory cache', () => {
  test('gives back a copy of what was stored, until it expires', async () => {
    const store = createMemoryKeyv();
    const value = { body: 'x', headers: { a: '1' } };
    await store.set('k', value, 60_000);
    const read: unknown = await store.get('k');
    expect(read).toEqual(value);
    expect(read).not.toBe(value);
    await store.set('short', 1, -1);
    expect(await store.get('short')).toBeUndefined();
    expect(await store.get('missing')).toBeUndefined();
  });

  test('drops the least recently used entry past its count, a read counting as a use', async () => {
    const store = createMemoryKeyv();
    for (let index = 0; index < MEMORY_CACHE_MAX_ENTRIES; index++) await store.set(`k${index}`, index);
    expect(await store.get('k0')).toBe(0);
    await store.set('one more', true);
    expect(await store.get('k0')).toBe(0);
    expect(await store.get('k1')).toBeUndefined();
    expect(await store.get('one more')).toBe(true);
  });

  test('drops the oldest entries past its size, and never keeps one larger than it', async () => {
    const store = createMemoryKeyv();
    const half = 'x'.repeat(MEMORY_CACHE_MAX_SIZE / 2);
    await store.set('a', half);
    await store.set('b', half);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('b')).toBe(half);
    expect(await store.set('huge', 'x'.repeat(MEMORY_CACHE_MAX_SIZE + 1))).toBe(false);
    expect(await store.get('huge')).toBeUndefined();
  });
});

describe('its coalescing', () => {
  /** Two identical searches at once through the platform build; how many requests they sent. */
  async function requestsForTwoSearches(): Promise<number> {
    const platform = await importPlatformBuild();
    let sent = 0;
    const client = new platform.ScreencapClient('http://127.0.0.1:9/', 'T', {
      generation: 'classic',
      rateLimit: false,
      cache: false,
      fetch: async () => {
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return oneFrameAnswer();
      },
    });
    try {
      await Promise.all([client.search('pancakes'), client.search('pancakes')]);
    } finally {
      client.close();
    }
    return sent;
  }

  test('shares one request between identical calls in a page', async () => {
    expect(await requestsForTwoSearches()).toBe(1);
  });

  // A Worker's navigator says so from compatibility date 2022-03-21; before, it has none, but WebSocketPair, Cloudflare's own.
  test.each([
    ['navigator.userAgent says so', { navigator: { userAgent: 'Cloudflare-Workers' } }],
    ['it has no navigator (an old compatibility date)', { navigator: undefined, WebSocketPair: () => undefined }],
  ])('never in a Cloudflare Worker (%s), where a request may not wait on I/O another request started', async (_case, globals) => {
    expect(await withGlobals(globals, requestsForTwoSearches)).toBe(2);
  });
});

describe('its default fetch, the platform one', () => {
  /** The headers the platform's fetch received for one search, with this `navigator.userAgent`. */
  async function headersSent(navigatorUserAgent: string): Promise<Record<string, string>> {
    const platform = await importPlatformBuild();
    let sent: Record<string, string> = {};
    const platformFetch = (_url: string, init: { headers: Record<string, string> }): Promise<Response> => {
      sent = init.headers;
      return Promise.resolve(oneFrameAnswer());
    };
    await withGlobals({ navigator: { userAgent: navigatorUserAgent }, fetch: platformFetch }, async () => {
      const client = new platform.ScreencapClient('http://127.0.0.1:9/', 'T', { generation: 'classic', rateLimit: false, userAgent: 'quote-bot/1.0' });
      try {
        await client.search('pancakes');
      } finally {
        client.close();
      }
    });
    return sent;
  }

  test("leaves the User-Agent to a browser, whose own it is (Firefox would ask leave for the client's in a preflight)", async () => {
    const sent = await headersSent('Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0');
    expect(sent['user-agent']).toBeUndefined();
    expect(sent.accept).toBe('application/json');
  });

  test("sends the client's User-Agent from a Worker", async () => {
    const { VERSION } = await import('../src/version.js');
    expect((await headersSent('Cloudflare-Workers'))['user-agent']).toBe(`@screencap/async/${VERSION} quote-bot/1.0`);
  });
});

describe("its HTTP caching, the platform's", () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

  /** A search's answer that the service marks cacheable, as it marks searches. */
  function cacheableAnswer(): Response {
    return new Response('[{"Id":1,"Episode":"S01E01","Timestamp":5}]', {
      status: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=1800' },
    });
  }

  /** A Cache API that keeps what it is given, as `caches.default` (freshness is its own business there). */
  function fakeCaches(): { default: { match: (url: string) => Promise<Response | undefined>; put: (url: string, response: Response) => Promise<void> }; stored: Map<string, string> } {
    const stored = new Map<string, string>();
    const headers = new Map<string, [string, string][]>();
    return {
      stored,
      default: {
        match: (url) => Promise.resolve(stored.has(url) ? new Response(stored.get(url), { status: 200, headers: headers.get(url) }) : undefined),
        put: async (url, response) => {
          headers.set(url, [...response.headers]);
          stored.set(url, await response.text());
        },
      },
    };
  }

  /** The `cache` field of each request the platform's fetch got, running `calls` with the platform build's client in these globals. */
  async function cacheFieldsSent(
    globals: Record<string, unknown>,
    options: { cache?: boolean },
    calls: (client: InstanceType<Awaited<ReturnType<typeof importPlatformBuild>>['ScreencapClient']>) => Promise<unknown>,
  ): Promise<(string | undefined)[]> {
    const platform = await importPlatformBuild();
    const sent: (string | undefined)[] = [];
    const platformFetch = (url: string, init: { cache?: string }): Promise<Response> => {
      sent.push(init.cache);
      return Promise.resolve(url.includes('/api/random') ? new Response(JSON.stringify(randomAnswer()), { status: 200, headers: { 'content-type': 'application/json' } }) : cacheableAnswer());
    };
    await withGlobals({ ...globals, fetch: platformFetch }, async () => {
      const client = new platform.ScreencapClient('http://127.0.0.1:9/', 'T', { generation: 'classic', rateLimit: false, ...options });
      try {
        await calls(client);
      } finally {
        client.close();
      }
    });
    return sent;
  }

  function randomAnswer(): unknown {
    return {
      Episode: { Id: 1, Key: 'S01E01', Season: 1, EpisodeNumber: 1, Title: 'Pilot', Director: 'D', Writer: 'W', OriginalAirDate: '1-Jan-90', WikiLink: 'https://example.org' },
      Frame: { Id: 1, Episode: 'S01E01', Timestamp: 5 },
      Subtitles: [],
      Nearby: [],
    };
  }

  test("a page's searches go through the browser's HTTP cache: no `cache: 'no-store'`", async () => {
    const sent = await cacheFieldsSent({ navigator: { userAgent: FIREFOX } }, {}, async (client) => {
      await client.search('pancakes');
      await client.search('pancakes');
    });
    // Both reach the platform's fetch (the browser's cache answers the second), neither bypassing its cache.
    expect(sent).toEqual([undefined, undefined]);
  });

  test("a page's random screencaps, and every request of a client whose cache is off, are sent `no-store`", async () => {
    expect(await cacheFieldsSent({ navigator: { userAgent: FIREFOX } }, {}, (client) => client.getRandomScreencap())).toEqual(['no-store']);
    expect(await cacheFieldsSent({ navigator: { userAgent: FIREFOX } }, { cache: false }, (client) => client.search('pancakes'))).toEqual(['no-store']);
  });

  test("a Worker keeps a cacheable answer in the Cache API and answers the same search from it, without a request", async () => {
    const caches = fakeCaches();
    const sent = await cacheFieldsSent({ navigator: { userAgent: 'Cloudflare-Workers' }, caches }, {}, async (client) => {
      expect(await client.search('pancakes')).toHaveLength(1);
      expect(await client.search('pancakes')).toHaveLength(1);
    });
    expect(sent).toEqual(['no-store']);
    expect([...caches.stored.keys()]).toEqual([expect.stringContaining('/api/search?q=pancakes')]);
  });

  test('a Worker whose client has its cache off neither reads nor writes the Cache API', async () => {
    const caches = fakeCaches();
    const sent = await cacheFieldsSent({ navigator: { userAgent: 'Cloudflare-Workers' }, caches }, { cache: false }, async (client) => {
      await client.search('pancakes');
      await client.search('pancakes');
    });
    expect(sent).toEqual(['no-store', 'no-store']);
    expect(caches.stored.size).toBe(0);
  });
});
