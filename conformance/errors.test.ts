/**
 * Every error class keeps its class and every field in both flavours. The
 * sync flavour rebuilds errors on the caller's thread from what its worker
 * sends, so this is where a lost field or a wrong class would show:
 * `instanceof` the class, `ScreencapError` and (for request failures)
 * `APIError`, all of them the very classes `@screencap/core` exports.
 */
import { types } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import type { Fault } from '@screencap/fake-service';
import { useFakeService } from './support/fake-service.js';
import { type AnyClient, ASYNC, FAST_OPTIONS, FLAVOURS, type Flavour, SYNC } from './support/flavours.js';
import { errorJsonWithoutClock, sameThreadHint } from './support/expectations.js';
import { callWith, failureOf, failureUnder, FRAME, QUICK_OPTIONS, TITLE } from './support/faults.js';

const fake = useFakeService({ mode: 'classic' });

/** The error classes both flavours re-export from `@screencap/core`. */
const ERROR_CLASS_NAMES = [
  'ScreencapError',
  'APIError',
  'APIPageStatusError',
  'APIConnectionError',
  'APITimeoutError',
  'APIUserAbortError',
  'InvalidResponseError',
  'NoSearchResultsFound',
  'NoFramesFound',
] as const;

type ErrorClass = abstract new (...args: never[]) => Error;

/** The error is exactly `errorClass` (not a subclass), from core, and a ScreencapError; an APIError when `api`. */
function expectClass(flavour: Flavour, error: Error, errorClass: ErrorClass, api: boolean): void {
  expect(error).toBeInstanceOf(errorClass);
  expect(Object.getPrototypeOf(error)).toBe(errorClass.prototype);
  expect(error).toBeInstanceOf((flavour.sdk as unknown as Record<string, ErrorClass>)[errorClass.name]);
  expect(error).toBeInstanceOf(core.ScreencapError);
  expect(error).toBeInstanceOf(Error);
  if (api) expect(error).toBeInstanceOf(core.APIError);
  else expect(error).not.toBeInstanceOf(core.APIError);
  expect(error.name).toBe(errorClass.name);
  expect(typeof error.stack).toBe('string');
}

/** A lower-level error, possibly from another realm (Node's own errors in Jest). */
function expectNativeError(value: unknown): asserts value is Error & Record<string, unknown> {
  expect(types.isNativeError(value)).toBe(true);
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  const searchUrl = (text = 'pancakes'): string => `${fake().url}api/search?q=${text}`;
  const search = (overrides: core.ClientOptions = {}, options?: core.CallOptions): Promise<unknown> =>
    callWith(flavour, fake().url, overrides, (client) => client.search('pancakes', options));

  it.each(ERROR_CLASS_NAMES)("exports core's own %s", (name) => {
    expect(flavour.sdk[name]).toBe(core[name]);
  });

  it('APIPageStatusError: pageStatus, statusText, url, method, attempts, retryAfter, headers, body', async () => {
    const error = await failureUnder(fake(), 'search', { kind: 'status', status: 429, retryAfter: 7 }, () => search());
    expectClass(flavour, error, core.APIPageStatusError, true);
    expect(error).toMatchObject({
      name: 'APIPageStatusError',
      message: `GET ${searchUrl()} answered 429 Too Many Requests, asking to retry after 7 s`,
      pageStatus: 429,
      statusText: 'Too Many Requests',
      url: searchUrl(),
      method: 'GET',
      attempts: 1,
      retryAfter: 7,
    });
    expect(error.cause).toBeUndefined();
    expect((error as unknown as core.APIPageStatusError).toJSON()).toEqual({
      name: 'APIPageStatusError',
      message: `GET ${searchUrl()} answered 429 Too Many Requests, asking to retry after 7 s`,
      method: 'GET',
      url: searchUrl(),
      attempts: 1,
      pageStatus: 429,
      statusText: 'Too Many Requests',
      retryAfter: 7,
      location: undefined,
      // What came back: the headers by lower-case name, and the body's text.
      headers: expect.objectContaining({ 'retry-after': '7', 'content-type': 'text/plain; charset=utf-8' }),
      body: '429 Too Many Requests\n',
    });
  });

  it('APIPageStatusError after retries: attempts 3, no retryAfter', async () => {
    const error = await failureUnder(fake(), 'search', { kind: 'status', status: 503 }, () => search({ maxRetryDelay: 0.01 }));
    expectClass(flavour, error, core.APIPageStatusError, true);
    expect(error).toMatchObject({
      message: `GET ${searchUrl()} answered 503 Service Unavailable (after 3 attempts)`,
      pageStatus: 503,
      statusText: 'Service Unavailable',
      attempts: 3,
      retryAfter: undefined,
    });
  });

  it('APIConnectionError: code, attempts, and a cause with the same code', async () => {
    const error = await failureUnder(fake(), 'search', { kind: 'reset' }, () => search({ maxRetryDelay: 0.01 }));
    expectClass(flavour, error, core.APIConnectionError, true);
    expect(error).toMatchObject({
      name: 'APIConnectionError',
      message: `GET ${searchUrl()} failed: connection error (ECONNRESET) (after 3 attempts)`,
      code: 'ECONNRESET',
      url: searchUrl(),
      method: 'GET',
      attempts: 3,
    });
    expectNativeError(error.cause);
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.cause.code).toBe('ECONNRESET');
    expect(error.cause.message).toContain('ECONNRESET');
  });

  it('APIConnectionError mid-body: code, and a cause with the same code', async () => {
    const error = await failureUnder(fake(), 'search', { kind: 'reset-mid-body' }, () => search({ maxRetries: 0 }));
    expectClass(flavour, error, core.APIConnectionError, true);
    expectNativeError(error.cause);
    expect(error.cause.code).toBe('ECONNRESET');
    expect(error).toMatchObject({ code: 'ECONNRESET', attempts: 1 });
  });

  it("APITimeoutError 'response': timeout, phase, and a cause", async () => {
    const error = await failureUnder(fake(), 'search', { kind: 'no-headers' }, () => search({ maxRetries: 0 }, { timeout: 0.2 }));
    expectClass(flavour, error, core.APITimeoutError, true);
    expect(error).toMatchObject({
      name: 'APITimeoutError',
      message: `GET ${searchUrl()} timed out after 0.2 s waiting for the response${sameThreadHint(flavour)}`,
      timeout: 0.2,
      phase: 'response',
      url: searchUrl(),
      method: 'GET',
      attempts: 1,
    });
    expectNativeError(error.cause);
  });

  it("APITimeoutError 'attempt': the timeout is attemptTimeout", async () => {
    const error = await failureUnder(fake(), 'search', { kind: 'slow-body', chunkDelayMs: 30, chunkSize: 4 }, () => search({ timeout: 0.2, attemptTimeout: 0.25, maxRetries: 0 }));
    expectClass(flavour, error, core.APITimeoutError, true);
    expect(error).toMatchObject({
      message: `GET ${searchUrl()} timed out after 0.25 s for the whole attempt`,
      timeout: 0.25,
      phase: 'attempt',
      attempts: 1,
    });
    expectNativeError(error.cause);
  });

  it('InvalidResponseError not-json: pageStatus, reason, bodyExcerpt, contentType, and the parse error as cause', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'malformed-json' });
    const error = await failureOf(search());
    expectClass(flavour, error, core.InvalidResponseError, true);
    const excerpt = '{"Episode": "S01E01", "Timestamp": 1234, "Id": undefined,}';
    expect(error).toMatchObject({
      name: 'InvalidResponseError',
      message: `GET ${searchUrl()} answered 200 with an invalid body: expected JSON, got ${JSON.stringify(excerpt)} (application/json; charset=utf-8)`,
      pageStatus: 200,
      reason: 'not-json',
      issues: [],
      bodyExcerpt: excerpt,
      contentType: 'application/json; charset=utf-8',
      url: searchUrl(),
      method: 'GET',
      attempts: 1,
    });
    expectNativeError(error.cause);
    expect(error.cause.name).toBe('SyntaxError');
  });

  it('InvalidResponseError schema: issues with their paths and messages', async () => {
    const body = [{ Id: 1, Episode: 'S01E01', Timestamp: 1000 }, { Id: 'two', Episode: 'S01E01' }];
    await fake().injectFault({ endpoint: 'search', kind: 'wrong-shape', body });
    const error = await failureOf(search());
    expectClass(flavour, error, core.InvalidResponseError, true);
    expect(error).toMatchObject({
      reason: 'schema',
      pageStatus: 200,
      bodyExcerpt: JSON.stringify(body),
      contentType: 'application/json; charset=utf-8',
      attempts: 1,
    });
    expect(error.issues).toEqual([
      { path: [1, 'Id'], message: 'Invalid input: expected number, received string' },
      { path: [1, 'Timestamp'], message: 'Invalid input: expected number, received undefined' },
    ]);
    expect(error.message).toBe(
      `GET ${searchUrl()} answered 200 with an invalid body: at 1.Id: Invalid input: expected number, received string (and 1 more)`,
    );
    expect(error.cause).toBeUndefined();
  });

  it('InvalidResponseError empty', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'empty-body' });
    const error = await failureOf(search());
    expectClass(flavour, error, core.InvalidResponseError, true);
    expect(error).toMatchObject({ reason: 'empty', pageStatus: 200, bodyExcerpt: '', issues: [], contentType: 'application/json; charset=utf-8' });
  });

  it('NoSearchResultsFound: query and url, not an APIError', async () => {
    const error = await failureOf(callWith(flavour, fake().url, {}, (client) => client.search('zyzzyva')));
    expectClass(flavour, error, core.NoSearchResultsFound, false);
    expect(error).toMatchObject({
      name: 'NoSearchResultsFound',
      message: 'No search results for "zyzzyva"',
      query: 'zyzzyva',
      url: searchUrl('zyzzyva'),
    });
  });

  it('NoSearchResultsFound from searchForScreencap', async () => {
    const error = await failureOf(callWith(flavour, fake().url, {}, (client) => client.searchForScreencap('zyzzyva')));
    expectClass(flavour, error, core.NoSearchResultsFound, false);
    expect(error).toMatchObject({ query: 'zyzzyva', url: searchUrl('zyzzyva') });
  });

  it('NoFramesFound: the window, not an APIError', async () => {
    const client: AnyClient = new flavour.ScreencapClient(fake().url, TITLE, FAST_OPTIONS);
    try {
      const screencap = await flavour.call(() => client.getScreencap(FRAME.key, FRAME.timestamp));
      expect(screencap.timestamp).toBe(20_661);
      await fake().injectFault({ endpoint: 'frames', kind: 'wrong-shape', body: [] });
      const error = await failureOf(flavour.call(() => screencap.getGifUrl({ caption: 'Hi', before: 1000, after: 2000 })));
      expectClass(flavour, error, core.NoFramesFound, false);
      expect(error).toMatchObject({
        name: 'NoFramesFound',
        message: 'No frames of S01E01 between 19661 and 22661 ms to cut a clip from',
        window: { key: 'S01E01', timestamp: 20_661, before: 1000, after: 2000 },
      });
    } finally {
      client.close();
    }
  });
});

describe('async flavour only (the sync flavour takes no signal)', () => {
  it('APIUserAbortError: url, method, attempts, and the abort reason as cause', async () => {
    const reason = new Error('changed my mind');
    const error = await failureOf(
      callWith(ASYNC, fake().url, {}, (client) =>
        (client as unknown as { search(text: string, options: { signal: AbortSignal }): Promise<unknown> }).search('pancakes', {
          signal: AbortSignal.abort(reason),
        }),
      ),
    );
    expectClass(ASYNC, error, core.APIUserAbortError, true);
    expect(error).toMatchObject({
      name: 'APIUserAbortError',
      url: `${fake().url}api/search?q=pancakes`,
      method: 'GET',
      attempts: 0,
    });
    expect(error.message).toContain(`GET ${fake().url}api/search?q=pancakes was aborted by the caller`);
    expect(error.cause).toBe(reason);
    expect(await fake().requests()).toHaveLength(0);
  });

  it('the sync flavour refuses a signal before any request', async () => {
    const error = await failureOf(
      callWith(SYNC, fake().url, {}, (client) => client.search('pancakes', { signal: AbortSignal.abort() } as core.CallOptions)),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(await fake().requests()).toHaveLength(0);
  });
});

describe('both flavours raise equal errors', () => {
  // `sameThread`: a wait for a loopback instance's response, whose sync timeout adds why a server in the caller's thread cannot answer.
  const scenarios: { label: string; fault?: Fault; text?: string; options?: core.ClientOptions; sameThread?: true }[] = [
    { label: '429 with Retry-After', fault: { endpoint: 'search', kind: 'status', status: 429, retryAfter: 7, times: Infinity } },
    { label: '503 after retries', fault: { endpoint: 'search', kind: 'status', status: 503, times: Infinity }, options: { maxRetryDelay: 0.01 } },
    { label: 'reset', fault: { endpoint: 'search', kind: 'reset', times: Infinity }, options: { maxRetryDelay: 0.01 } },
    { label: 'reset mid-body', fault: { endpoint: 'search', kind: 'reset-mid-body', times: Infinity }, options: { maxRetries: 0 } },
    { label: 'no headers', fault: { endpoint: 'search', kind: 'no-headers', times: Infinity }, options: { ...QUICK_OPTIONS, maxRetries: 0 }, sameThread: true },
    { label: 'html', fault: { endpoint: 'search', kind: 'html', times: Infinity } },
    { label: 'wrong shape', fault: { endpoint: 'search', kind: 'wrong-shape', times: Infinity } },
    { label: 'no search results', text: 'zyzzyva' },
    { label: '301 to another origin', fault: { endpoint: 'search', kind: 'raw', status: 301, headers: { Location: 'https://frinkiac.example/api/search' }, times: Infinity } },
    { label: 'corrupt gzip', fault: { endpoint: 'search', kind: 'raw', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: 'not gzip', times: Infinity } },
    { label: 'not UTF-8', fault: { endpoint: 'search', kind: 'raw', bodyBase64: Buffer.from([0x5b, 0xff, 0x5d]).toString('base64'), times: Infinity } },
  ];

  it.each(scenarios)('$label: same class, message and fields (toJSON), same cause', async ({ fault, text = 'pancakes', options = {}, sameThread }) => {
    if (fault) await fake().injectFault(fault);
    // One after the other: a sync call blocks this thread, an async one in flight would stall.
    const fromAsync = await failureOf(callWith(ASYNC, fake().url, options, (client) => client.search(text)));
    const fromSync = await failureOf(callWith(SYNC, fake().url, options, (client) => client.search(text)));
    expect(Object.getPrototypeOf(fromSync)).toBe(Object.getPrototypeOf(fromAsync));
    const syncMessage = `${fromAsync.message}${sameThread ? sameThreadHint(SYNC) : ''}`;
    expect(fromSync.message).toBe(syncMessage);
    // Equal but for the Date header: the two answers came a moment apart.
    expect(errorJsonWithoutClock(fromSync as unknown as core.ScreencapError)).toEqual({ ...errorJsonWithoutClock(fromAsync as unknown as core.ScreencapError), message: syncMessage });
    // The sync flavour's documented rebuild of a cause: the SDK's own class
    // when it is one, else a plain Error with the same name, message and code.
    const causeOf = (error: Error): unknown => {
      const cause = error.cause as (Error & { code?: unknown }) | undefined;
      return cause === undefined ? undefined : { name: cause.name, message: cause.message, code: cause.code };
    };
    expect(causeOf(fromSync)).toEqual(causeOf(fromAsync));
  });
});

describe.each(FLAVOURS)('$name flavour: URLs with credentials, odd base URLs', (flavour) => {
  const SECRET = 'donut-secret';

  it.each([
    [`https://homer:${SECRET}@frinkiac.com/`, RangeError],
    [`https://:${SECRET}@frinkiac.com/`, RangeError],
    [`ftp://homer:${SECRET}@frinkiac.com/`, TypeError],
  ] as const)('a base URL with credentials (%s) is refused without echoing the password', (url, ErrorClass) => {
    let thrown: unknown;
    try {
      new flavour.ScreencapClient(url, TITLE, FAST_OPTIONS).close();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ErrorClass);
    expect((thrown as Error).message).not.toContain(SECRET);
    expect((thrown as Error).message).toContain('frinkiac.com');
  });

  it('generateGif refuses a gif URL with credentials up front: TypeError without the password, no request', async () => {
    const url = new URL('gif/S01E01/20661/27223.gif?b64lines=SGk%3D', fake().url);
    url.username = 'homer';
    url.password = SECRET;
    const error = await failureOf(callWith(flavour, fake().url, {}, (client) => client.generateGif(url.href)));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toContain('credentials');
    expect(error.message).not.toContain(SECRET);
    expect(await fake().requests()).toHaveLength(0);
  });

  it.each(['///', '//'])("a base URL ending in %j sends requests to /api/..., not to an empty segment", async (slashes) => {
    const base = fake().url.replace(/\/$/, slashes);
    const client: AnyClient = new flavour.ScreencapClient(base, TITLE, FAST_OPTIONS);
    try {
      expect(client.url).toBe(fake().url);
      await flavour.call(() => client.search('pancakes'));
    } finally {
      client.close();
    }
    expect((await fake().requests()).map((request) => request.path)).toEqual(['/api/search']);
  });

  it('a redirect to another origin: APIPageStatusError whose location (without user-info) survives the worker boundary', async () => {
    await fake().injectFault({ endpoint: 'search', kind: 'raw', status: 302, headers: { Location: `https://homer:${SECRET}@frinkiac.example/api/search?q=pancakes` } });
    const error = await failureOf(callWith(flavour, fake().url, {}, (client) => client.search('pancakes')));
    expectClass(flavour, error, core.APIPageStatusError, true);
    expect(error).toMatchObject({ pageStatus: 302, attempts: 1, location: 'https://frinkiac.example/api/search?q=pancakes' });
    expect((error as unknown as core.APIPageStatusError).toJSON()).toMatchObject({ location: 'https://frinkiac.example/api/search?q=pancakes' });
    expect(error.message).toContain('redirecting to https://frinkiac.example/api/search?q=pancakes');
    expect(JSON.stringify(core.serializeError(error))).not.toContain(SECRET);
    expect(await fake().requests()).toHaveLength(1);
  });
});
