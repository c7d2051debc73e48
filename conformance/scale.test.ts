/**
 * Bots at scale, in both flavours: extra request headers, what a failed
 * answer carries, the cache, memoized renders, coalescing (async), the rate
 * limit and a received Retry-After, log levels, and the async flavour's
 * hooks and logger (which the sync flavour refuses by name).
 */
import { describe, expect, it } from '@jest/globals';
import * as asyncSdk from '@screencap/async';
import { APIPageStatusError, type ClientOptions } from '@screencap/core/internal';
import { Keyv } from 'keyv';
import { useFakeService } from './support/fake-service.js';
import { TITLE, callWith, failureOf, requestsTo, runModule } from './support/faults.js';
import { FAST_OPTIONS, FLAVOURS } from './support/flavours.js';
import { useRecordingServer } from './support/recording-server.js';
import { MODE_2026 } from './support/y2026.js';

const fake = useFakeService(MODE_2026);
const recorder = useRecordingServer();

/** A logger that keeps its lines, by level. */
function memoryLogger(): asyncSdk.Logger & { lines: { level: string; message: string }[] } {
  const lines: { level: string; message: string }[] = [];
  const keep = (level: string) => (message: string) => {
    lines.push({ level, message });
  };
  return { lines, error: keep('error'), warn: keep('warn'), info: keep('info'), debug: keep('debug') };
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  const frames = (options: ClientOptions, base = recorder().url): Promise<unknown> =>
    callWith(flavour, base, options, (client) => client.getFrames('S01E01', 1000, 0, 0));

  describe('headers', () => {
    it('sends the extra headers with every request, beside the SDK own ones', async () => {
      await frames({ headers: { 'X-Bot': 'quote-bot', referer: 'https://example.com/' } });
      const [request] = await recorder().requests();
      expect(request?.headers).toMatchObject({ 'x-bot': 'quote-bot', referer: 'https://example.com/', accept: 'application/json' });
      expect(request?.headers['user-agent']).toMatch(/^@screencap\//);
    });

    it.each([
      ['not an object', 'x-bot: 1', TypeError],
      ['a value that is not a string', { 'x-bot': 1 }, TypeError],
      ['a name that is not a token', { 'x bot': '1' }, TypeError],
      ['a value with a line break', { 'x-bot': 'a\r\nb' }, RangeError],
      ['the User-Agent (the userAgent option sets it)', { 'User-Agent': 'me' }, TypeError],
      ['Accept (the SDK sets it per endpoint)', { accept: 'text/html' }, TypeError],
    ])('refuses %s', (_label, headers, errorClass) => {
      expect(() => new flavour.ScreencapClient(recorder().url, TITLE, { headers } as never)).toThrow(errorClass);
    });

    it('names userAgent when the User-Agent is given as a header', () => {
      expect(() => new flavour.ScreencapClient(recorder().url, TITLE, { headers: { 'user-agent': 'me' } })).toThrow(/userAgent/);
    });
  });

  describe('unknown options', () => {
    it.each(['header', 'caches', 'ratelimit', 'logLevels', 'redisUrl'])('refuses the misspelt %s', (key) => {
      expect(() => new flavour.ScreencapClient(recorder().url, TITLE, { [key]: true })).toThrow(new RegExp(`Unknown client option "${key}"`));
    });

    it('lists only the options the flavour takes', () => {
      let message = '';
      try {
        new flavour.ScreencapClient(recorder().url, TITLE, { timeOut: 5 } as ClientOptions);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Unknown client option "timeOut"; the options are timeout, /);
      for (const asyncOnly of ['fetch', 'logger', 'hooks']) {
        expect(message.includes(`, ${asyncOnly}`)).toBe(flavour.name === 'async');
      }
    });

    it.each(['memory', 1])('cache %p is refused with a message naming what it takes', (cache) => {
      const takes = flavour.name === 'async' ? 'true, false or a Keyv instance' : 'true or false';
      expect(() => new flavour.ScreencapClient(recorder().url, TITLE, { cache } as unknown as ClientOptions)).toThrow(new TypeError(`cache must be ${takes}, got ${JSON.stringify(cache)}`));
    });

    it.each([
      ['cache', 'yes', TypeError],
      ['rateLimit', 0, RangeError],
      ['rateLimit', '2', TypeError],
      ['redis', 'http://127.0.0.1:6379', TypeError],
      ['logLevel', 'verbose', TypeError],
    ])('refuses %s: %p', (key, value, errorClass) => {
      expect(() => new flavour.ScreencapClient(recorder().url, TITLE, { [key]: value })).toThrow(errorClass);
    });
  });

  describe('a failed answer', () => {
    it('carries the response headers (lower-case names) and the first 4096 bytes of the body', async () => {
      const body = `${'é'.repeat(2047)}xyz and more`;
      await recorder().script({ status: 503, headers: { 'Retry-After': '7', 'X-Cache': 'MISS', 'Content-Type': 'text/plain; charset=utf-8' }, body });
      const error = await failureOf(frames({ maxRetries: 0 }));
      expect(error).toBeInstanceOf(APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 503, retryAfter: 7 });
      expect(error.headers).toMatchObject({ 'retry-after': '7', 'x-cache': 'MISS', 'content-type': 'text/plain; charset=utf-8' });
      // 2047 two-byte letters and two of "xyz": exactly 4096 bytes.
      expect(error.body).toBe(`${'é'.repeat(2047)}xy`);
    });

    it('keeps a short body whole', async () => {
      await recorder().script({ status: 404, body: 'no such episode' });
      const error = await failureOf(frames({ maxRetries: 0 }));
      expect(error).toMatchObject({ pageStatus: 404, body: 'no such episode' });
    });
  });

  describe('the cache', () => {
    const search = (client: { search(text: string): unknown }): unknown => client.search('pancakes');

    it('answers a repeated search from the cache (Cache-Control: public, max-age=1800): one request', async () => {
      const client = new flavour.ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
      try {
        const first = (await flavour.call(() => search(client))) as unknown[];
        const second = (await flavour.call(() => search(client))) as unknown[];
        expect(second).toEqual(first);
        // Each call builds its own result objects.
        expect(second).not.toBe(first);
        expect(second[0]).not.toBe(first[0]);
        expect(await requestsTo(fake(), 'search')).toHaveLength(1);
      } finally {
        client.close();
      }
    });

    it('never caches api/random', async () => {
      const client = new flavour.ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
      try {
        await flavour.call(() => client.getRandomScreencap());
        await flavour.call(() => client.getRandomScreencap());
        expect(await requestsTo(fake(), 'random')).toHaveLength(2);
      } finally {
        client.close();
      }
    });

    it('never caches an error answer', async () => {
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 500 });
      const client = new flavour.ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, maxRetries: 0 });
      try {
        await expect(flavour.call(() => search(client))).rejects.toBeInstanceOf(APIPageStatusError);
        await flavour.call(() => search(client));
        await flavour.call(() => search(client));
        expect((await requestsTo(fake(), 'search')).map((request) => request.status)).toEqual([500, 200]);
      } finally {
        client.close();
      }
    });

    it('does not cache what the service does not mark cacheable', async () => {
      const client = new flavour.ScreencapClient(recorder().url, TITLE, FAST_OPTIONS);
      try {
        await flavour.call(() => client.getFrames('S01E01', 1000, 0, 0));
        await flavour.call(() => client.getFrames('S01E01', 1000, 0, 0));
        expect(await recorder().requests()).toHaveLength(2);
      } finally {
        client.close();
      }
    });

    it('cache: false sends every call', async () => {
      const client = new flavour.ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, cache: false });
      try {
        await flavour.call(() => search(client));
        await flavour.call(() => search(client));
        expect(await requestsTo(fake(), 'search')).toHaveLength(2);
      } finally {
        client.close();
      }
    });

    it('belongs to the client: another client asks the service again', async () => {
      await callWith(flavour, fake().url, {}, search);
      await callWith(flavour, fake().url, {}, search);
      expect(await requestsTo(fake(), 'search')).toHaveLength(2);
    });

    it('validates a cached answer on the way out, as one from the network', async () => {
      await recorder().script({ status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'max-age=600' }, body: '{"not": "frames"}' });
      const client = new flavour.ScreencapClient(recorder().url, TITLE, { ...FAST_OPTIONS, maxRetries: 0 });
      try {
        await expect(flavour.call(() => client.getFrames('S01E01', 1000, 0, 0))).rejects.toBeInstanceOf(flavour.sdk.InvalidResponseError);
        await expect(flavour.call(() => client.getFrames('S01E01', 1000, 0, 0))).rejects.toBeInstanceOf(flavour.sdk.InvalidResponseError);
        expect(await recorder().requests()).toHaveLength(1);
      } finally {
        client.close();
      }
    });

    it('memoizes renders by their request body: the same render again reaches the service no more', async () => {
      const client = new flavour.ScreencapClient(fake().url, TITLE, FAST_OPTIONS) as unknown as {
        renderGif(target: unknown, options?: unknown): unknown;
        close(): void;
      };
      const range = { key: 'S01E01', start: 7_200, end: 9_900 };
      try {
        const first = await flavour.call(() => client.renderGif(range, { caption: 'Hooray.' }));
        const before = (await fake().requests()).length;
        expect(await flavour.call(() => client.renderGif(range, { caption: 'Hooray.' }))).toBe(first);
        expect((await fake().requests()).length).toBe(before);
        // Another caption is another job.
        expect(await flavour.call(() => client.renderGif(range, { caption: 'Hooray!' }))).not.toBe(first);
      } finally {
        client.close();
      }
    });
  });

  describe('a received Retry-After', () => {
    it('longer than maxRetryDelay: later calls to the origin fail at once with 429 and the seconds still to wait', async () => {
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 120 });
      const client = new flavour.ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, maxRetryDelay: 1 });
      try {
        const first = await failureOf(flavour.call(() => client.search('pancakes')));
        expect(first).toMatchObject({ pageStatus: 429, retryAfter: 120 });
        const held = await failureOf(flavour.call(() => client.getFrames('S01E01', 1000, 0, 0)));
        expect(held).toBeInstanceOf(APIPageStatusError);
        expect(held.pageStatus).toBe(429);
        expect(held.retryAfter).toBeGreaterThan(100);
        expect(held.retryAfter).toBeLessThanOrEqual(120);
        // Whole seconds, and a call never sent does not say "answered".
        expect(Number.isInteger(held.retryAfter)).toBe(true);
        expect(held).toMatchObject({ attempts: 0, statusText: 'Too Many Requests' });
        expect(held.message).toBe(
          `GET ${fake().url}api/frames/S01E01/1000/0/0 not sent: the origin asked to wait ${String(held.retryAfter)} s more (Retry-After of an earlier 429 Too Many Requests)`,
        );
        expect(held.url).toBe(`${fake().url}api/frames/S01E01/1000/0/0`);
        expect(await fake().requests()).toHaveLength(1);
      } finally {
        client.close();
      }
    });

    it('within maxRetryDelay: a later call waits it out, then goes through', async () => {
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 1 });
      const client = new flavour.ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, maxRetries: 0, maxRetryDelay: 5 });
      try {
        await expect(flavour.call(() => client.search('pancakes'))).rejects.toMatchObject({ pageStatus: 429, retryAfter: 1 });
        await flavour.call(() => client.getFrames('S01E01', 1000, 0, 0));
        expect((await fake().requests()).map((request) => request.status)).toEqual([429, 200]);
      } finally {
        client.close();
      }
    });

    it('belongs to the client without redis', async () => {
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 120 });
      await expect(callWith(flavour, fake().url, { maxRetryDelay: 1 }, (client) => client.search('pancakes'))).rejects.toMatchObject({ pageStatus: 429 });
      await callWith(flavour, fake().url, { maxRetryDelay: 1 }, (client) => client.getFrames('S01E01', 1000, 0, 0));
      expect(await fake().requests()).toHaveLength(2);
    });
  });

  describe('logs', () => {
    it('takes every level and refuses another', () => {
      for (const logLevel of ['off', 'error', 'warn', 'info', 'debug'] as const) {
        new flavour.ScreencapClient(recorder().url, TITLE, { logLevel }).close();
      }
      expect(() => new flavour.ScreencapClient(recorder().url, TITLE, { logLevel: 'trace' as never })).toThrow(/logLevel must be one of off, error, warn, info, debug/);
    });
  });
});

describe('async flavour only', () => {
  const { ScreencapClient } = asyncSdk;

  it('coalesces concurrent identical GETs into one request; each caller gets its own objects', async () => {
    const client = new ScreencapClient(recorder().url, TITLE, FAST_OPTIONS);
    try {
      const results = await Promise.all([1, 2, 3].map(() => client.getFrames('S01E01', 1000, 0, 0)));
      expect(await recorder().requests()).toHaveLength(1);
      expect(results[1]).toEqual(results[0]);
      expect(results[1]).not.toBe(results[0]);
      expect(results[1]?.[0]).not.toBe(results[0]?.[0]);
    } finally {
      client.close();
    }
  });

  it('never coalesces api/random', async () => {
    const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    try {
      await Promise.all([1, 2, 3].map(() => client.getRandomScreencap()));
      expect(await requestsTo(fake(), 'random')).toHaveLength(3);
    } finally {
      client.close();
    }
  });

  it('one caller aborting does not fail the others sharing its request', async () => {
    await fake().injectFault({ endpoint: 'frames', kind: 'delay', delayMs: 300 });
    const client = new ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    try {
      const controller = new AbortController();
      const leaving = client.getFrames('S01E01', 1000, 0, 0, { signal: controller.signal });
      const staying = client.getFrames('S01E01', 1000, 0, 0);
      controller.abort(new Error('user left'));
      await expect(leaving).rejects.toBeInstanceOf(asyncSdk.APIUserAbortError);
      await expect(staying).resolves.toHaveLength(1);
      expect(await requestsTo(fake(), 'frames')).toHaveLength(1);
    } finally {
      client.close();
    }
  });

  it("a caller with a shorter timeout does not wait on a longer one's request: each is bounded by its own", async () => {
    // The service holds back its answers; the client's timeout is 5 s, one caller's 0.3 s.
    await fake().injectFault({ endpoint: 'frames', kind: 'no-headers', times: 2 });
    const client = new ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, timeout: 5, attemptTimeout: 5, maxRetries: 0 });
    const patience = new AbortController();
    try {
      const patient = client.getFrames('S01E01', 1000, 0, 0, { signal: patience.signal }).catch((error: unknown) => error);
      const hurried = await client.getFrames('S01E01', 1000, 0, 0, { timeout: 0.3 }).catch((error: unknown) => error);
      expect(hurried).toBeInstanceOf(asyncSdk.APITimeoutError);
      expect(hurried).toMatchObject({ timeout: 0.3 });
      expect(await requestsTo(fake(), 'frames')).toHaveLength(2);
      patience.abort();
      expect(await patient).toBeInstanceOf(asyncSdk.APIUserAbortError);
    } finally {
      client.close();
    }
  });

  it('rateLimit: waits for a free slot rather than sending more than n requests in a second', async () => {
    const logger = memoryLogger();
    const client = new ScreencapClient(recorder().url, TITLE, { ...FAST_OPTIONS, rateLimit: 2, logger, logLevel: 'info' });
    try {
      await Promise.all([1000, 2000, 3000, 4000, 5000].map((timestamp) => client.getFrames('S01E01', timestamp, 0, 0)));
    } finally {
      client.close();
    }
    expect(await recorder().requests()).toHaveLength(5);
    // Two go at once; the three others wait for a slot.
    expect(logger.lines.filter((line) => line.level === 'info' && line.message.includes('waits for the rate limit'))).toHaveLength(3);
  });

  it('logs a debug line per request and per cache hit, prefixed [screencap]', async () => {
    const logger = memoryLogger();
    const client = new ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, logger, logLevel: 'debug' });
    try {
      await client.search('pancakes');
      await client.search('pancakes');
    } finally {
      client.close();
    }
    const debug = logger.lines.filter((line) => line.level === 'debug').map((line) => line.message);
    expect(debug).toEqual([expect.stringMatching(/^\[screencap\] GET http.*api\/search\?q=pancakes 200/), expect.stringMatching(/^\[screencap\] GET .* from the cache$/)]);
  });

  it('logs retries at info, and nothing at all by default', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'status', status: 503 });
    const quiet = memoryLogger();
    const chatty = memoryLogger();
    await new ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, logger: quiet, cache: false }).search('pancakes');
    await fake().injectFault({ endpoint: 'search', kind: 'status', status: 503 });
    // Told '2026' (the fake's): an 'auto' client would also log, once, that the answer showed it the 2026 generation.
    await new ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, generation: '2026', logger: chatty, logLevel: 'info', cache: false }).search('pancakes');
    expect(quiet.lines).toEqual([]);
    expect(chatty.lines).toEqual([{ level: 'info', message: expect.stringMatching(/^\[screencap\] GET .* retry 1 after .* answered 503/) }]);
  });

  it('takes the level from SCREENCAP_LOG when the option is absent', async () => {
    const logger = memoryLogger();
    process.env.SCREENCAP_LOG = 'debug';
    let client: asyncSdk.ScreencapClient;
    try {
      client = new ScreencapClient(recorder().url, TITLE, { ...FAST_OPTIONS, logger });
    } finally {
      delete process.env.SCREENCAP_LOG;
    }
    await client.getFrames('S01E01', 1000, 0, 0);
    client.close();
    expect(logger.lines.map((line) => line.level)).toEqual(['debug']);
  });

  it('refuses a logger without the four methods', () => {
    expect(() => new ScreencapClient(recorder().url, TITLE, { logger: { error: () => undefined } as never })).toThrow(/logger must have error, warn, info and debug methods/);
  });

  it('takes a Keyv as cache and keeps answers there', async () => {
    const keyv = new Keyv();
    const first = new ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, cache: keyv });
    const second = new ScreencapClient(fake().url, TITLE, { ...FAST_OPTIONS, cache: keyv });
    try {
      await first.search('pancakes');
      await second.search('pancakes');
      expect(await requestsTo(fake(), 'search')).toHaveLength(1);
    } finally {
      first.close();
      second.close();
    }
  });

  describe('hooks', () => {
    it('beforeRequest may add headers; afterResponse sees the status', async () => {
      const statuses: number[] = [];
      const client = new ScreencapClient(recorder().url, TITLE, {
        ...FAST_OPTIONS,
        hooks: {
          beforeRequest: [
            (request) => {
              request.headers['x-trace'] = 'abc';
            },
          ],
          afterResponse: [(_request, response) => void statuses.push(response.status)],
        },
      });
      try {
        await client.getFrames('S01E01', 1000, 0, 0);
      } finally {
        client.close();
      }
      expect((await recorder().requests())[0]?.headers['x-trace']).toBe('abc');
      expect(statuses).toEqual([200]);
    });

    it('beforeRetry is told the failure and the retry count; beforeError may replace the error', async () => {
      await fake().injectFault({ endpoint: 'search', kind: 'status', status: 503, times: Infinity });
      const retries: [number, number][] = [];
      const replacement = new asyncSdk.APIPageStatusError({ method: 'GET', url: 'https://example.com/', pageStatus: 599 });
      const client = new ScreencapClient(fake().url, TITLE, {
        ...FAST_OPTIONS,
        maxRetryDelay: 0.01,
        hooks: {
          beforeRetry: [({ error, retryCount }) => void retries.push([error instanceof asyncSdk.APIPageStatusError ? error.pageStatus : 0, retryCount])],
          beforeError: [() => replacement],
        },
      });
      try {
        await expect(client.search('pancakes')).rejects.toBe(replacement);
      } finally {
        client.close();
      }
      expect(retries).toEqual([
        [503, 1],
        [503, 2],
      ]);
    });

    it('a throwing hook fails the call with its own error, unretried', async () => {
      const mistake = new Error('hook bug');
      const client = new ScreencapClient(recorder().url, TITLE, {
        ...FAST_OPTIONS,
        hooks: {
          beforeRequest: [
            () => {
              throw mistake;
            },
          ],
        },
      });
      try {
        await expect(client.getFrames('S01E01', 1000, 0, 0)).rejects.toBe(mistake);
      } finally {
        client.close();
      }
      expect(await recorder().requests()).toHaveLength(0);
    });

    it.each([
      ['not an object', 'beforeRequest', /hooks must be an object/],
      ['an unknown hook', { beforeSend: [] }, /Unknown hook "beforeSend"/],
      ['a list that is not of functions', { afterResponse: ['x'] }, /hooks.afterResponse must be an array of functions/],
    ])('refuses %s', (_label, hooks, message) => {
      expect(() => new ScreencapClient(recorder().url, TITLE, { hooks } as never)).toThrow(message);
    });
  });
});

describe('sync flavour only', () => {
  it('logLevel: the worker writes its lines to standard error, at once', async () => {
    const script = [
      "import { ScreencapClient } from '@screencap/sync';",
      `const client = new ScreencapClient(${JSON.stringify(recorder().url)}, 'x', { logLevel: 'debug' });`,
      "client.getFrames('S01E01', 1000, 0, 0);",
      "process.stdout.write('done\\n');",
    ].join('\n');
    const { stdout, stderr } = await runModule(script, {});
    expect(stdout).toBe('done\n');
    expect(stderr).toMatch(/^\[screencap\] GET http:\/\/127\.0\.0\.1:\d+\/api\/frames\/S01E01\/1000\/0\/0 200/m);
  });


  it.each([
    ['logger', { logger: console }, /The logger option is not available in @screencap\/sync.*use the logLevel option/],
    ['hooks', { hooks: {} }, /The hooks option is not available in @screencap\/sync.*use @screencap\/async/],
  ])('refuses %s with a TypeError naming what to use instead', (_label, options, message) => {
    const { ScreencapClient } = FLAVOURS[1]!.sdk;
    expect(() => new ScreencapClient('http://127.0.0.1:1/', TITLE, options as never)).toThrow(TypeError);
    expect(() => new ScreencapClient('http://127.0.0.1:1/', TITLE, options as never)).toThrow(message);
  });

  // The reason is the flavour's, not withOptions' "shares the connections", which is the async flavour's.
  it.each([
    ['fetch', { fetch: globalThis.fetch }, /^The fetch option is not available in @screencap\/sync: a function cannot cross to its worker thread; use @screencap\/async$/],
    ['logger', { logger: console }, /^The logger option is not available in @screencap\/sync.*use the logLevel option/],
    ['hooks', { hooks: {} }, /^The hooks option is not available in @screencap\/sync.*use @screencap\/async$/],
  ])('withOptions refuses %s with the constructor\'s TypeError', (name, options, message) => {
    const { ScreencapClient } = FLAVOURS[1]!.sdk;
    const client = new ScreencapClient('http://127.0.0.1:1/', TITLE);
    try {
      expect(() => new ScreencapClient('http://127.0.0.1:1/', TITLE, options as never)).toThrow(message);
      expect(() => client.withOptions(options as never)).toThrow(TypeError);
      expect(() => client.withOptions(options as never)).toThrow(message);
      // Given as undefined, as an options object shared with the async flavour may carry it, it changes nothing.
      expect(client.withOptions({ [name]: undefined }).url).toBe('http://127.0.0.1:1/');
    } finally {
      client.close();
    }
  });
});
