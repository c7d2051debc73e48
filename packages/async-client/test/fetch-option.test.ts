// The `fetch` option: what an injected fetch receives, and how responses in
// the global-fetch style (web ReadableStream bodies) are read.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { APIConnectionError, APIPageStatusError, APITimeoutError, APIUserAbortError, InvalidResponseError } from '@screencap/core/internal';
import { ScreencapClient } from '../src/client.js';
import type { FetchInit, FetchLike, FetchResponseLike } from '../src/internal/transport/fetch-types.js';
import { LoopbackServer, json, redirect, text } from './support/loopback-server.js';
import { BASE, DEFAULT_USER_AGENT, episodeViewJson, searchJson } from './support/payloads.js';

const clients: ScreencapClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

function makeClient(fetch: FetchLike, options: ConstructorParameters<typeof ScreencapClient>[2] = {}, base = BASE): ScreencapClient {
  // The classic service the interface describes (frinkiac.com itself now runs the 2026 one).
  const client = new ScreencapClient(base, 'The Simpsons', { maxRetryDelay: 0.01, generation: 'classic', rateLimit: false, ...options, fetch });
  clients.push(client);
  return client;
}

/** A fetch double answering each call with the next response. */
function fakeFetch(...responses: (() => FetchResponseLike | Promise<FetchResponseLike>)[]) {
  return jest.fn<FetchLike>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  });
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) => (): FetchResponseLike =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

/** A web stream of the given byte pieces. */
function webStream(...pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}

/** Waits until `signal` aborts, then rejects as fetch implementations do. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => {
      reject(new DOMException('This operation was aborted', 'AbortError'));
    });
  });
}

describe('an injected fetch', () => {
  it('receives the URL, the headers, a signal and redirect: follow', async () => {
    const fetch = fakeFetch(jsonResponse(searchJson()));
    await makeClient(fetch, { userAgent: 'bot/1' }).search('a & b');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, FetchInit];
    expect(url).toBe('https://frinkiac.com/api/search?q=a%20%26%20b');
    expect(init).toEqual({
      method: 'GET',
      headers: { 'user-agent': `${DEFAULT_USER_AGENT} bot/1`, accept: 'application/json' },
      signal: expect.any(AbortSignal),
      redirect: 'manual',
    });
    // No keep-alive agents are made for a fetch of one's own.
    expect(init.agent).toBeUndefined();
    expect(init.signal.aborted).toBe(false);
  });

  it('sends Accept: */* for generateGif and resolves to the response URL', async () => {
    const fetch = fakeFetch(() => ({
      status: 200,
      statusText: 'OK',
      url: 'https://frinkiac.com/video/S05E01/token.gif',
      headers: new Headers({ 'content-type': 'image/gif' }),
      body: null,
    }));
    const url = await makeClient(fetch).generateGif('https://frinkiac.com/gif/S05E01/1/2.gif?b64lines=SGk%3D');
    expect(url).toBe('https://frinkiac.com/video/S05E01/token.gif');
    const [requested, init] = fetch.mock.calls[0] as [string, FetchInit];
    expect(requested).toBe('https://frinkiac.com/gif/S05E01/1/2.gif?b64lines=SGk%3D');
    expect(init.headers.accept).toBe('*/*');
  });

  it.each(['https://cdn.example/video/S05E01/token.gif', 'https://homer:donut@frinkiac.com/video/token.gif'])(
    'refuses a response URL (a fetch that followed redirects itself) that is not of the gif URL\'s origin: %s',
    async (answered) => {
      const fetch = fakeFetch(() => ({ status: 200, statusText: 'OK', url: answered, headers: new Headers(), body: null }));
      const error = await makeClient(fetch)
        .generateGif('https://frinkiac.com/gif/S05E01/1/2.gif')
        .then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ reason: 'schema', url: 'https://frinkiac.com/gif/S05E01/1/2.gif', issues: [{ path: ['url'] }] });
      expect((error as Error).message).not.toContain('donut');
    },
  );

  it('falls back to the requested URL when the response has none', async () => {
    const fetch = fakeFetch(() => new Response('GIF89a'));
    await expect(makeClient(fetch).generateGif('https://frinkiac.com/gif/S05E01/1/2.gif')).resolves.toBe(
      'https://frinkiac.com/gif/S05E01/1/2.gif',
    );
  });
});

describe('a global-fetch-style response', () => {
  it('is read from its web ReadableStream body', async () => {
    const fetch = fakeFetch(jsonResponse(episodeViewJson()));
    await expect(makeClient(fetch).viewEpisode('S05E01', 0, 1000)).resolves.toEqual(episodeViewJson());
  });

  it('is read in pieces, a character split across two of them', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify([{ Id: 1, Episode: 'S05E01', Timestamp: 5, Content: 'café ♪' }]));
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "é"
    const fetch = fakeFetch(
      () => new Response(webStream(bytes.slice(0, cut), bytes.slice(cut, cut + 3), bytes.slice(cut + 3)), { status: 200 }),
    );
    const [frame] = await makeClient(fetch).search('café');
    expect(frame.json.Content).toBe('café ♪');
  });

  it('is retried on 503 and its unread body cancelled', async () => {
    const cancel = jest.fn(() => Promise.resolve());
    const fetch = fakeFetch(
      () => ({
        status: 503,
        statusText: 'Service Unavailable',
        url: '',
        headers: new Headers({ 'retry-after': '0' }),
        body: Object.assign(webStream(new TextEncoder().encode('busy')), { cancel }),
      }),
      jsonResponse(searchJson()),
    );
    await expect(makeClient(fetch).search('x')).resolves.toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('gives APIPageStatusError its status, status text and Retry-After', async () => {
    const fetch = fakeFetch(() => new Response('slow down', { status: 429, statusText: 'Too Many Requests', headers: { 'retry-after': '90' } }));
    const error = await makeClient(fetch, { maxRetryDelay: 60 }).search('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 429, statusText: 'Too Many Requests', retryAfter: 90, attempts: 1 });
  });

  it('is refused unread when its Content-Length is above maxResponseBytes', async () => {
    const cancel = jest.fn(() => Promise.resolve());
    const unreadable: AsyncIterable<Uint8Array> & { cancel: typeof cancel } = {
      cancel,
      [Symbol.asyncIterator]() {
        throw new Error('the body was read');
      },
    };
    const fetch = fakeFetch(() => ({
      status: 200,
      statusText: 'OK',
      url: '',
      headers: new Headers({ 'content-length': '5000', 'content-type': 'application/json' }),
      body: unreadable,
    }));
    const error = await makeClient(fetch, { maxResponseBytes: 1000 }).search('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ reason: 'too-large', contentType: 'application/json' });
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('is refused when its stream grows above maxResponseBytes', async () => {
    const piece = new TextEncoder().encode('[{"Id":1,"Episode":"S05E01","Timestamp":5},');
    const fetch = fakeFetch(() => new Response(webStream(piece, piece, piece), { status: 200 }));
    await expect(makeClient(fetch, { maxResponseBytes: 100 }).search('x')).rejects.toMatchObject({ reason: 'too-large' });
  });
});

/**
 * A web stream as Safari's before version 27: a reader, no async iterator.
 * `cancelled` records each cancel (through the reader or the stream).
 */
function readerOnly(stream: ReadableStream<Uint8Array>, cancelled: unknown[] = []): FetchResponseLike['body'] {
  return {
    getReader() {
      const reader = stream.getReader();
      return {
        read: () => reader.read(),
        releaseLock: () => {
          reader.releaseLock();
        },
        cancel: (reason?: unknown) => {
          cancelled.push(reason);
          return reader.cancel(reason);
        },
      };
    },
  };
}

describe('a body that only has a reader (Safari before 27)', () => {
  it('is read through its reader, in pieces', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(searchJson()));
    const fetch = fakeFetch(() => ({
      status: 200,
      statusText: 'OK',
      url: '',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: readerOnly(webStream(bytes.slice(0, 10), bytes.slice(10))),
    }));
    await expect(makeClient(fetch).search('x')).resolves.toHaveLength(2);
  });

  it("gives a failed answer's excerpt to APIPageStatusError, then cancels the rest", async () => {
    const cancelled: unknown[] = [];
    const line = new TextEncoder().encode('no such page\n');
    // A body with no end: only its excerpt may be read.
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        controller.enqueue(line);
      },
    });
    const fetch = fakeFetch(() => ({ status: 404, statusText: 'Not Found', url: '', headers: new Headers({ 'content-type': 'text/plain' }), body: readerOnly(endless, cancelled) }));
    const error = await makeClient(fetch).search('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(APIPageStatusError);
    const { body } = error as APIPageStatusError;
    expect(body.startsWith('no such page\nno such page\n')).toBe(true);
    expect(body.length).toBe(APIPageStatusError.MAX_BODY_BYTES);
    expect(cancelled).toHaveLength(1);
  });

  it('is refused, and cancelled, when it grows above maxResponseBytes', async () => {
    const cancelled: unknown[] = [];
    const piece = new TextEncoder().encode('[{"Id":1,"Episode":"S05E01","Timestamp":5},');
    const fetch = fakeFetch(() => ({ status: 200, statusText: 'OK', url: '', headers: new Headers(), body: readerOnly(webStream(piece, piece, piece), cancelled) }));
    await expect(makeClient(fetch, { maxResponseBytes: 100 }).search('x')).rejects.toMatchObject({ reason: 'too-large' });
    expect(cancelled).toHaveLength(1);
  });

  it('times out when it stalls: APITimeoutError, its reader cancelled', async () => {
    const cancelled: unknown[] = [];
    const fetch = jest.fn<FetchLike>((_url, init) => {
      // A body that sends one piece and then nothing, ended by the request's abort as a fetch ends it.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"Id":1,'));
          init.signal.addEventListener('abort', () => {
            controller.error(new DOMException('This operation was aborted', 'AbortError'));
          });
        },
      });
      return Promise.resolve({ status: 200, statusText: 'OK', url: '', headers: new Headers(), body: readerOnly(stream, cancelled) });
    });
    const error = await makeClient(fetch, { timeout: 0.05, maxRetries: 0 }).search('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(cancelled).toHaveLength(1);
  });
});

describe('a redirect the fetch hides (a browser: an opaque redirect)', () => {
  it('is refused as APIPageStatusError with pageStatus 0 saying why, unfollowed and not retried', async () => {
    const opaque = (): FetchResponseLike => ({ type: 'opaqueredirect', status: 0, statusText: '', url: '', headers: { get: () => null }, body: null });
    const fetch = fakeFetch(opaque, opaque);
    const error = await makeClient(fetch).search('pancakes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 0, location: undefined, method: 'GET', url: `${BASE}api/search?q=pancakes` });
    expect((error as APIPageStatusError).message).toBe(
      `GET ${BASE}api/search?q=pancakes answered 0 (a redirect the browser hides from the page: an opaque redirect, without its status or Location, which the client cannot follow or check, so it is not followed)`,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the signal an injected fetch receives', () => {
  it('aborts when the timeout runs out: APITimeoutError', async () => {
    const fetch = jest.fn<FetchLike>((_url, init) => untilAborted(init.signal));
    const error = await makeClient(fetch, { timeout: 0.05, maxRetries: 0 }).search('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ phase: 'response', timeout: 0.05 });
    expect(fetch.mock.calls[0]?.[1].signal.aborted).toBe(true);
  });

  it("aborts when the caller's signal does: APIUserAbortError, not retried", async () => {
    let fetchCalled: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => {
      fetchCalled = resolve;
    });
    const fetch = jest.fn<FetchLike>((_url, init) => {
      fetchCalled();
      return untilAborted(init.signal);
    });
    const controller = new AbortController();
    const reason = new Error('user left');
    const call = makeClient(fetch).search('x', { signal: controller.signal });
    await sent;
    controller.abort(reason);
    await expect(call).rejects.toBeInstanceOf(APIUserAbortError);
    await expect(call).rejects.toMatchObject({ cause: reason, attempts: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a failing fetch', () => {
  it('becomes APIConnectionError with the code of its cause, after the retries', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    const fetch = jest.fn<FetchLike>(() => Promise.reject(new TypeError('fetch failed', { cause: refused })));
    const error = await makeClient(fetch).search('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', attempts: 3, url: 'https://frinkiac.com/api/search?q=x' });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('has no code when its error carries none', async () => {
    const fetch = jest.fn<FetchLike>(() => Promise.reject(new Error('weird')));
    await expect(makeClient(fetch, { maxRetries: 0 }).search('x')).rejects.toMatchObject({ name: 'APIConnectionError', code: undefined });
  });
});

describe("Node's global fetch as the fetch option", () => {
  let server: LoopbackServer;
  beforeAll(async () => {
    server = await LoopbackServer.start();
  });
  afterEach(() => {
    server.reset();
  });
  afterAll(async () => {
    await server.close();
  });

  const globalFetch = (): FetchLike => globalThis.fetch;

  it('reads JSON answers', async () => {
    server.enqueue(json(searchJson()), json(episodeViewJson()));
    const client = makeClient(globalFetch(), {}, server.base);
    const frames = await client.search('a & b');
    expect(frames.map((frame) => frame.key)).toEqual(['S05E01', 'S02E09']);
    await expect(client.viewEpisode('S05E01', 0, 1)).resolves.toEqual(episodeViewJson());
    expect(server.requests.map((request) => request.url)).toEqual(['/api/search?q=a%20%26%20b', '/api/episode/S05E01/0/1']);
    expect(server.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
  });

  it('follows generateGif redirects to the final URL', async () => {
    server.enqueue(redirect('/video/S05E01/token.gif'), text(200, 'GIF89a', { 'content-type': 'image/gif' }));
    const client = makeClient(globalFetch(), {}, server.base);
    await expect(client.generateGif(`${server.base}gif/S05E01/1/2.gif`)).resolves.toBe(`${server.base}video/S05E01/token.gif`);
  });
});
