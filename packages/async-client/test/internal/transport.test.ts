// Transport behaviour over real loopback connections (no nock here: see
// test/support/loopback-server.ts for why): retries, Retry-After, aborts,
// timeouts, size limits, invalid bodies.
import { describe, expect, it } from '@jest/globals';
import {
  APIConnectionError,
  APIPageStatusError,
  APITimeoutError,
  APIUserAbortError,
  type HttpRequest,
  InvalidResponseError,
} from '@screencap/core/internal';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, resetConnection, status, text } from '../support/loopback-server.js';
import { DEFAULT_USER_AGENT } from '../support/payloads.js';
import { failure, useLoopback } from '../support/use-loopback.js';

const FRAMES = [{ Id: 1, Episode: 'S01E01', Timestamp: 5 }];
const FRAMES_TEXT = '[{"Id":1,"Episode":"S01E01","Timestamp":5}]';

const { server, makeTransport, makeClient } = useLoopback();

function get(path: string, expect: HttpRequest['expect'] = 'json'): HttpRequest {
  return { method: 'GET', url: `${server.base}${path}`, expect };
}

describe('a successful request', () => {
  it('resolves to the response as plain data', async () => {
    server.enqueue(json(FRAMES));
    const response = await makeTransport().send(get('api/search?q=x'));
    expect(response).toEqual({
      url: `${server.base}api/search?q=x`,
      finalUrl: `${server.base}api/search?q=x`,
      status: 200,
      contentType: 'application/json',
      body: FRAMES_TEXT,
      attempts: 1,
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    });
  });

  it('sends the User-Agent, with the userAgent option appended, and Accept', async () => {
    server.enqueue(json(FRAMES), json(FRAMES));
    await makeTransport().send(get('api/search?q=x'));
    await makeTransport({ userAgent: 'my-bot/1.0 (+mailto:me@example.com)' }).send(get('gif/a.gif', 'final-url'));
    expect(server.requests[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(server.requests[0]?.headers.accept).toBe('application/json');
    expect(server.requests[1]?.headers['user-agent']).toBe(`${DEFAULT_USER_AGENT} my-bot/1.0 (+mailto:me@example.com)`);
    expect(server.requests[1]?.headers.accept).toBe('*/*');
  });

  it('accepts a body of exactly maxResponseBytes', async () => {
    server.enqueue(json(FRAMES));
    const response = await makeTransport({ maxResponseBytes: FRAMES_TEXT.length }).send(get('api/search?q=x'));
    expect(response.body).toBe(FRAMES_TEXT);
  });
});

describe('retries', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries a %i, then returns the 200', async (code) => {
    server.enqueue(status(code, 'try again'), json(FRAMES));
    const response = await makeTransport().send(get('api/search?q=x'));
    expect(response.status).toBe(200);
    expect(response.body).toBe(FRAMES_TEXT);
    expect(response.attempts).toBe(2);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/search?q=x', '/api/search?q=x']);
  });

  it('makes 3 attempts by default (maxRetries 2), then rejects with the last status', async () => {
    server.enqueue(status(500), status(502), status(503, 'busy'), json(FRAMES));
    const error = await failure(makeTransport().send(get('api/random')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({
      pageStatus: 503,
      statusText: 'Service Unavailable',
      url: `${server.base}api/random`,
      method: 'GET',
      attempts: 3,
      retryAfter: undefined,
    });
    expect((error as Error).message).toBe(`GET ${server.base}api/random answered 503 Service Unavailable (after 3 attempts)`);
    expect(server.requests).toHaveLength(3);
    expect(server.pendingHandlers).toBe(1);
  });

  it('makes one attempt with maxRetries: 0', async () => {
    server.enqueue(status(503), json(FRAMES));
    const error = await failure(makeTransport({ maxRetries: 0 }).send(get('api/random')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 503, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('makes maxRetries + 1 attempts', async () => {
    server.enqueue(status(429), status(429), status(429), status(429), json(FRAMES));
    const error = await failure(makeTransport({ maxRetries: 3 }).send(get('api/random')));
    expect(error).toMatchObject({ pageStatus: 429, attempts: 4 });
    expect(server.requests).toHaveLength(4);
  });

  it.each([400, 404, 410])('does not retry a %i', async (code) => {
    server.enqueue(status(code, 'no'), json(FRAMES));
    const error = await failure(makeTransport().send(get('api/random')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: code, attempts: 1, url: `${server.base}api/random` });
    expect(server.requests).toHaveLength(1);
    expect(server.pendingHandlers).toBe(1);
  });

  it('retries a connection reset, then returns the 200', async () => {
    server.enqueue(resetConnection, json(FRAMES));
    const response = await makeTransport().send(get('api/random'));
    expect(response.attempts).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it('rejects with APIConnectionError (code, attempts) when every attempt is reset', async () => {
    server.enqueue(resetConnection, resetConnection, resetConnection, json(FRAMES));
    const error = await failure(makeTransport().send(get('api/random')));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ code: 'ECONNRESET', attempts: 3, url: `${server.base}api/random`, method: 'GET' });
    expect((error as Error).cause).toBeDefined();
    expect(server.requests).toHaveLength(3);
  });

  it('reports a refused connection with its code', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(makeTransport({ maxRetries: 1 }).send({ method: 'GET', url: `http://127.0.0.1:${port}/api/random`, expect: 'json' }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', attempts: 2 });
  });

  it('does not retry a body that is not JSON', async () => {
    server.enqueue(text(200, '<html></html>', { 'content-type': 'text/html' }), json(FRAMES));
    await expect(makeClient().search('x')).rejects.toMatchObject({ name: 'InvalidResponseError', reason: 'not-json', attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.pendingHandlers).toBe(1);
  });

  it('does not retry a body of the wrong shape', async () => {
    server.enqueue(json({ not: 'a list' }), json(FRAMES));
    await expect(makeClient().search('x')).rejects.toMatchObject({ name: 'InvalidResponseError', reason: 'schema', attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.pendingHandlers).toBe(1);
  });

  it('does not retry a body larger than maxResponseBytes', async () => {
    server.enqueue(json(FRAMES), json(FRAMES));
    const error = await failure(makeTransport({ maxResponseBytes: 10 }).send(get('api/search?q=x')));
    expect(error).toMatchObject({ reason: 'too-large', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('honours "0" (seconds) and retries', async () => {
    // maxRetryDelay keeps its default (30 s): without Retry-After the wait would be the 0.5 s backoff.
    server.enqueue(status(429, '', { 'retry-after': '0' }), json(FRAMES));
    const response = await makeTransport({ maxRetryDelay: 30 }).send(get('api/search?q=x'));
    expect(response.attempts).toBe(2);
  });

  it('honours an HTTP date in the past and retries', async () => {
    server.enqueue(status(503, '', { 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }), json(FRAMES));
    const response = await makeTransport({ maxRetryDelay: 30 }).send(get('api/search?q=x'));
    expect(response.attempts).toBe(2);
  });

  it('puts the last Retry-After, in seconds, on the error', async () => {
    server.enqueue(
      status(503, '', { 'retry-after': '0' }),
      status(503, '', { 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }),
      status(429, '', { 'retry-after': '0' }),
    );
    const error = await failure(makeTransport({ maxRetryDelay: 30 }).send(get('api/random')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 429, retryAfter: 0, attempts: 3 });
  });

  it('stops retrying at once when Retry-After is above maxRetryDelay', async () => {
    server.enqueue(status(429, 'slow down', { 'retry-after': '120' }), json(FRAMES));
    const error = await failure(makeTransport({ maxRetryDelay: 1 }).send(get('api/random')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 429, retryAfter: 120, attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(server.pendingHandlers).toBe(1);
  });

  it('falls back to backoff for an unreadable Retry-After, and leaves retryAfter undefined', async () => {
    server.enqueue(status(503, '', { 'retry-after': '-5' }), status(503, '', { 'retry-after': 'soon' }));
    const error = await failure(makeTransport({ maxRetries: 1 }).send(get('api/random')));
    expect(error).toMatchObject({ pageStatus: 503, retryAfter: undefined, attempts: 2 });
  });
});

describe('aborting', () => {
  it('makes no request with an already-aborted signal', async () => {
    server.enqueue(json(FRAMES));
    const controller = new AbortController();
    const reason = new Error('changed my mind');
    controller.abort(reason);
    const error = await failure(makeTransport().send(get('api/random'), { signal: controller.signal }));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).toMatchObject({ attempts: 0, url: `${server.base}api/random`, cause: reason });
    expect(server.requests).toHaveLength(0);
  });

  it('rejects with APIUserAbortError when aborted during a request, without retrying', async () => {
    server.enqueue(server.delayed(5000, json(FRAMES)), json(FRAMES));
    const controller = new AbortController();
    const reason = new Error('user left');
    const pending = failure(makeTransport().send(get('api/random'), { signal: controller.signal }));
    await server.received(1);
    controller.abort(reason);
    const error = await pending;
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).toMatchObject({ attempts: 1, cause: reason });
    expect(server.requests).toHaveLength(1);
    expect(server.pendingHandlers).toBe(1);
  });

  it('rejects with APIUserAbortError when aborted while reading the body', async () => {
    const controller = new AbortController();
    server.enqueue(server.trickle(['[', '{"Id":1,', '"Episode":"S01E01","Timestamp":5}', ']'], 200), json(FRAMES));
    const pending = failure(makeTransport().send(get('api/random'), { signal: controller.signal }));
    await server.received(1);
    server.later(50, () => {
      controller.abort();
    });
    const error = await pending;
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with APIUserAbortError when aborted during the wait between retries', async () => {
    const controller = new AbortController();
    // Retry-After 5 s is within maxRetryDelay (30 s): the client waits, and the abort lands in that wait.
    server.enqueue((request, response) => {
      status(503, 'busy', { 'retry-after': '5' })(request, response);
      server.later(50, () => {
        controller.abort();
      });
    }, json(FRAMES));
    const error = await failure(makeTransport({ maxRetryDelay: 30 }).send(get('api/random'), { signal: controller.signal }));
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(error).toMatchObject({ attempts: 1, url: `${server.base}api/random` });
    expect(server.requests).toHaveLength(1);
    expect(server.pendingHandlers).toBe(1);
  });
});

describe('timeouts', () => {
  it('rejects with APITimeoutError (phase response, timeout in seconds) when headers are late', async () => {
    server.enqueue(server.delayed(3000, json(FRAMES)));
    const error = await failure(makeTransport({ timeout: 0.05, maxRetries: 0 }).send(get('api/random')));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ phase: 'response', timeout: 0.05, attempts: 1, url: `${server.base}api/random` });
    expect((error as Error).message).toBe(`GET ${server.base}api/random timed out after 0.05 s waiting for the response`);
  });

  it('retries a timeout', async () => {
    server.enqueue(server.delayed(3000, json(FRAMES)), server.delayed(3000, json(FRAMES)));
    const error = await failure(makeTransport({ timeout: 0.05, maxRetries: 1 }).send(get('api/random')));
    expect(error).toMatchObject({ phase: 'response', attempts: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it('rejects with phase body when a gap in the body is longer than the timeout', async () => {
    server.enqueue(server.trickle(['[', ']'], 3000));
    const error = await failure(makeTransport({ timeout: 0.05, maxRetries: 0 }).send(get('api/random')));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ phase: 'body', timeout: 0.05 });
  });

  it('rejects with phase attempt when the whole attempt is longer than attemptTimeout', async () => {
    const pieces = Array.from({ length: 100 }, () => ' ');
    server.enqueue(server.trickle(['[', ...pieces, ']'], 20));
    const error = await failure(makeTransport({ timeout: 5, attemptTimeout: 0.2, maxRetries: 0 }).send(get('api/random')));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ phase: 'attempt', timeout: 0.2 });
  });

  it('lets a shorter per-call timeout override the client one', async () => {
    server.enqueue(server.delayed(3000, json(FRAMES)));
    const error = await failure(makeTransport({ timeout: 15, maxRetries: 0 }).send(get('api/random'), { timeout: 0.05 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ phase: 'response', timeout: 0.05 });
  });

  it('lets a longer per-call timeout override the client one', async () => {
    server.enqueue(server.delayed(100, json(FRAMES)));
    const response = await makeTransport({ timeout: 0.01, maxRetries: 0 }).send(get('api/random'), { timeout: 5 });
    expect(response.body).toBe(FRAMES_TEXT);
  });

  it('passes the per-call timeout through the client', async () => {
    server.enqueue(server.delayed(3000, json(FRAMES)));
    const error = await failure(makeClient({ maxRetries: 0 }).search('x', { timeout: 0.05 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ timeout: 0.05, url: `${server.base}api/search?q=x` });
  });

  it('waits for a slow server when timeout is huge (no timer overflow)', async () => {
    // 3e6 s is beyond setTimeout's 2^31 - 1 ms: an unclamped timer fires at once.
    server.enqueue(server.delayed(50, json(FRAMES)));
    const response = await makeTransport({ timeout: 3e6, attemptTimeout: 3e6, maxRetries: 0 }).send(get('api/random'));
    expect(response.body).toBe(FRAMES_TEXT);
  });
});

describe('size limit', () => {
  it('refuses a body whose Content-Length is above maxResponseBytes', async () => {
    server.enqueue(text(200, 'x'.repeat(100), { 'content-type': 'application/json' }));
    const error = await failure(makeTransport({ maxResponseBytes: 50 }).send(get('api/random')));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ reason: 'too-large', pageStatus: 200, url: `${server.base}api/random`, contentType: 'application/json' });
  });

  it('refuses a streamed body (no Content-Length) that grows above maxResponseBytes', async () => {
    server.enqueue(server.trickle(['[', '{"Id":1,', '"Episode":"S01E01",', '"Timestamp":5}', ']'], 5));
    const error = await failure(makeTransport({ maxResponseBytes: 20 }).send(get('api/random')));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ reason: 'too-large', pageStatus: 200, attempts: 1 });
  });
});

describe('invalid bodies', () => {
  it('names the URL, the status and the content type of an HTML page (not-json)', async () => {
    const page = '<!doctype html><html><body>Service moved</body></html>';
    server.enqueue(text(200, page, { 'content-type': 'text/html; charset=utf-8' }));
    const error = await failure(makeClient().search('a & b'));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({
      reason: 'not-json',
      pageStatus: 200,
      url: `${server.base}api/search?q=a%20%26%20b`,
      contentType: 'text/html; charset=utf-8',
      bodyExcerpt: page,
      attempts: 1,
    });
    expect((error as Error).message).toContain(`GET ${server.base}api/search?q=a%20%26%20b answered 200`);
    expect((error as Error).message).toContain('text/html');
  });

  it('calls truncated JSON not-json', async () => {
    server.enqueue(json(FRAMES), text(200, '[{"Id": 1, "Epis', { 'content-type': 'application/json' }));
    const client = makeClient();
    await client.search('x');
    await expect(client.search('x')).rejects.toMatchObject({ reason: 'not-json' });
  });

  it('calls an empty body empty', async () => {
    server.enqueue(text(200, '', { 'content-type': 'application/json' }));
    await expect(makeClient().getRandomScreencap()).rejects.toMatchObject({
      name: 'InvalidResponseError',
      reason: 'empty',
      url: `${server.base}api/random`,
    });
  });

  it('lists where a body of the wrong shape differs (schema)', async () => {
    server.enqueue(json([{ Id: 'one', Episode: 'S01E01', Timestamp: 5 }, { Id: 2, Episode: 'S01E01' }]));
    const error = await failure(makeClient().getFrames('S01E01', 5, 0, 0));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).reason).toBe('schema');
    expect((error as InvalidResponseError).issues.map((issue) => issue.path)).toEqual([
      [0, 'Id'],
      [1, 'Timestamp'],
    ]);
  });

  it('points at a missing Frame of a screencap', async () => {
    const { Frame: _frame, ...withoutFrame } = {
      Episode: { Id: 1, Key: 'S01E01', Season: 1, EpisodeNumber: 1, Title: '', Director: '', Writer: '', OriginalAirDate: '', WikiLink: '' },
      Frame: { Id: 1, Episode: 'S01E01', Timestamp: 5 },
      Subtitles: [],
    };
    server.enqueue(json(withoutFrame));
    const error = await failure(makeClient().getScreencap('S01E01', 5));
    expect((error as InvalidResponseError).issues.map((issue) => issue.path)).toEqual([['Frame']]);
  });
});

describe('redirects', () => {
  it('follows them and reports the final URL', async () => {
    server.enqueue((_request, response) => {
      response.writeHead(302, { location: '/video/S01E01/token.gif', 'content-length': 0 });
      response.end();
    }, text(200, 'GIF89a', { 'content-type': 'image/gif' }));
    const response = await makeTransport().send(get('gif/S01E01/1/2.gif?b64lines=SGk%3D', 'final-url'));
    expect(response).toMatchObject({
      url: `${server.base}gif/S01E01/1/2.gif?b64lines=SGk%3D`,
      finalUrl: `${server.base}video/S01E01/token.gif`,
      status: 200,
      body: '',
      attempts: 1,
    });
    expect(server.requests.map((request) => request.url)).toEqual(['/gif/S01E01/1/2.gif?b64lines=SGk%3D', '/video/S01E01/token.gif']);
  });

  it('does not follow a redirect to another origin: APIPageStatusError with the location, not retried', async () => {
    server.enqueue(status(301, '', { location: 'https://homer:donut@frinkiac.example/api/random' }));
    const error = await failure(makeTransport().send(get('api/random')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect(error).toMatchObject({ pageStatus: 301, attempts: 1, location: 'https://frinkiac.example/api/random' });
    expect((error as Error).message).not.toContain('donut');
    expect(server.requests).toHaveLength(1);
  });

  it('never turns a POST into a GET: a 303 after a POST is refused', async () => {
    server.enqueue(status(303, '', { location: '/video/a.gif' }));
    const request: HttpRequest = { method: 'POST', url: `${server.base}api/render/gif/stream`, expect: 'ndjson', body: '[]' };
    const error = await failure(makeTransport().send(request));
    expect(error).toMatchObject({ name: 'APIPageStatusError', pageStatus: 303, method: 'POST', location: `${server.base}video/a.gif` });
    expect(server.requests.map((seen) => seen.method)).toEqual(['POST']);
  });

  it('keeps the POST and its body through a 307 within the origin', async () => {
    server.enqueue(status(307, '', { location: '/api/render/gif/stream2' }), text(200, '{"url":"/video/a.gif"}\n', { 'content-type': 'application/x-ndjson' }));
    const request: HttpRequest = { method: 'POST', url: `${server.base}api/render/gif/stream`, expect: 'ndjson', body: '[{"episode":"S01E01"}]' };
    const response = await makeTransport().send(request);
    expect(response.body).toBe('{"url":"/video/a.gif"}\n');
    expect(server.requests.map((seen) => [seen.method, seen.url])).toEqual([
      ['POST', '/api/render/gif/stream'],
      ['POST', '/api/render/gif/stream2'],
    ]);
  });
});

describe('bodies that do not decode', () => {
  it('reads a corrupt gzip body as InvalidResponseError encoding, not retried', async () => {
    server.enqueue(text(200, 'not gzip', { 'content-type': 'application/json', 'content-encoding': 'gzip' }));
    const error = await failure(makeTransport().send(get('api/search?q=x')));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ reason: 'encoding', attempts: 1, issues: [{ path: [], message: 'the body does not decompress (Z_DATA_ERROR)' }] });
    expect(server.requests).toHaveLength(1);
  });
});

describe('render streams', () => {
  it('are bounded by attemptTimeout only until they begin; timeout bounds each gap', async () => {
    const lines = ['{"progress":0.2}\n', '{"progress":0.4}\n', '{"progress":0.6}\n', '{"progress":0.8}\n', '{"url":"/video/a.gif"}\n'];
    server.enqueue(server.trickle(lines, 80, { 'content-type': 'application/x-ndjson' }));
    const request: HttpRequest = { method: 'POST', url: `${server.base}api/render/gif/stream`, expect: 'ndjson', body: '[]' };
    const response = await makeTransport({ timeout: 0.2, attemptTimeout: 0.2 }).send(request);
    expect(response.body).toBe(lines.join(''));
    expect(server.requests).toHaveLength(1);
  });
});
