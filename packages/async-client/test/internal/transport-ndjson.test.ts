// The transport's POST and newline-delimited JSON path (2026 renders), over a
// real loopback server (no nock here: see test/support/loopback-server.ts).
import { describe, expect, it } from '@jest/globals';
import {
  APIConnectionError,
  APIPageStatusError,
  APITimeoutError,
  type HttpRequest,
} from '@screencap/core/internal';
import type { ServerResponse } from 'node:http';
import { type Handler, json, status } from '../support/loopback-server.js';
import { failure, useLoopback } from '../support/use-loopback.js';

const { server, bodies, makeTransport, reading, pause } = useLoopback();

const NDJSON = { 'content-type': 'application/x-ndjson' };
const JOB_BODY = '[{"episode":"S05E01","start":0,"end":1000,"check_only":false,"overlays":[{"text":"ドーナツ 🍩 \\"hi\\""}]}]';

function post(path: string, expect: HttpRequest['expect'] = 'ndjson', body = JOB_BODY): HttpRequest {
  return { method: 'POST', url: `${server.base}${path}`, expect, body };
}

/** A 200 ndjson answer written by `script`, which may pause between writes. */
function scripted(script: (response: ServerResponse) => Promise<void>): Handler {
  return (_request, response) => {
    response.writeHead(200, NDJSON);
    void script(response).catch(() => undefined);
  };
}

/** Writes a piece unless the response is gone. */
function write(response: ServerResponse, piece: string | Buffer): void {
  if (!response.destroyed) response.write(piece);
}

/** Resolves `wait(n)` once `n` lines have been seen. */
class LineLog {
  readonly lines: string[] = [];
  #waiters: { count: number; resolve: () => void }[] = [];

  readonly onLine = (line: string): void => {
    this.lines.push(line);
    const ready = this.#waiters.filter((waiter) => this.lines.length >= waiter.count);
    this.#waiters = this.#waiters.filter((waiter) => this.lines.length < waiter.count);
    for (const waiter of ready) waiter.resolve();
  };

  wait(count: number): Promise<void> {
    if (this.lines.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }
}

describe('a POST with a JSON body', () => {
  it('sends the method, the body as UTF-8, and the content type, length and Accept', async () => {
    server.enqueue(reading(json({ cached: false })));
    const response = await makeTransport().send(post('api/render/gif/stream', 'json'));
    expect(JSON.parse(response.body)).toEqual({ cached: false });
    expect(bodies).toEqual([JOB_BODY]);
    const [seen] = server.requests;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/render/gif/stream');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(seen?.headers['content-length']).toBe(String(Buffer.byteLength(JOB_BODY)));
    expect(seen?.headers.accept).toBe('application/json');
  });

  it('asks for newline-delimited JSON with Accept for an ndjson request', async () => {
    server.enqueue(reading(server.trickle(['{"url":"/v.gif"}\n'], 1, NDJSON)));
    await makeTransport().send(post('api/render/gif/stream'));
    expect(server.requests[0]?.headers.accept).toBe('application/x-ndjson, application/json');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(bodies).toEqual([JOB_BODY]);
  });

  it('sends no body and no content type with a GET', async () => {
    server.enqueue(reading(json([])));
    await makeTransport().send({ method: 'GET', url: `${server.base}api/discover`, expect: 'json' });
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
    expect(bodies).toEqual(['']);
  });

  it('sends the same body again on a retried attempt', async () => {
    server.enqueue(reading(status(503)), reading(json({ cached: true, url: '/v.gif' })));
    const response = await makeTransport().send(post('api/render/gif/stream', 'json'));
    expect(response.attempts).toBe(2);
    expect(bodies).toEqual([JOB_BODY, JOB_BODY]);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
  });
});

describe('an ndjson stream', () => {
  const LINES = ['{"progress":0.0445}', '{"progress":0.5}', '{"progress":1}', '{"url":"/video/S05E01/tok.gif"}'];

  it('hands each line to onLine as it arrives, in order, and returns the full body', async () => {
    const log = new LineLog();
    // Each line is written only once onLine has seen the one before: a
    // transport that waited for the end would never get the next one.
    server.enqueue(
      scripted(async (response) => {
        for (const [index, line] of LINES.entries()) {
          await log.wait(index);
          await pause(5);
          write(response, `${line}\n`);
        }
        response.end();
      }),
    );
    const response = await makeTransport({ timeout: 5 }).send(post('api/render/gif/stream'), { onLine: log.onLine });
    expect(log.lines).toEqual(LINES);
    expect(response.body).toBe(`${LINES.join('\n')}\n`);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('application/x-ndjson');
    expect(response.attempts).toBe(1);
  });

  it('delivers lines written with small pauses, split across writes, whole and in order', async () => {
    const log = new LineLog();
    const text = '{"progress":0.25}\n{"progress":0.5,"note":"ドーナツ"}\n\n{"url":"/video/S05E01/🍩.gif"}';
    const bytes = Buffer.from(text, 'utf8');
    // Cut inside a line and inside multi-byte characters.
    const cuts = [5, 18, 43, 47, bytes.length - 8, bytes.length - 6];
    const pieces = [0, ...cuts].map((start, index) => bytes.subarray(start, cuts[index] ?? bytes.length));
    server.enqueue(
      scripted(async (response) => {
        for (const piece of pieces) {
          write(response, piece);
          await pause(10);
        }
        response.end();
      }),
    );
    const response = await makeTransport().send(post('api/render/gif/stream'), { onLine: log.onLine });
    expect(log.lines).toEqual(['{"progress":0.25}', '{"progress":0.5,"note":"ドーナツ"}', '{"url":"/video/S05E01/🍩.gif"}']);
    expect(response.body).toBe(text);
  });

  it('returns the full body of an ndjson request without onLine', async () => {
    server.enqueue(server.trickle(['{"progress":0.5}\n', '{"url":"/v.gif"}\n'], 5, NDJSON));
    const response = await makeTransport().send(post('api/render/gif/stream'));
    expect(response.body).toBe('{"progress":0.5}\n{"url":"/v.gif"}\n');
  });

  it('does not call onLine for a json request', async () => {
    const log = new LineLog();
    server.enqueue(json({ cached: false }));
    await makeTransport().send(post('api/render/gif/stream', 'json'), { onLine: log.onLine });
    expect(log.lines).toEqual([]);
  });

  it('calls onLine again from the first line on a retried attempt', async () => {
    const log = new LineLog();
    // Attempt 1: two lines, then the connection drops once onLine has seen them.
    server.enqueue(
      scripted(async (response) => {
        write(response, `${LINES[0]}\n`);
        await pause(5);
        write(response, `${LINES[1]}\n`);
        await log.wait(2);
        response.socket?.destroy();
      }),
      server.trickle(LINES.map((line) => `${line}\n`), 5, NDJSON),
    );
    const response = await makeTransport().send(post('api/render/gif/stream'), { onLine: log.onLine });
    expect(response.attempts).toBe(2);
    expect(log.lines).toEqual([LINES[0], LINES[1], ...LINES]);
    expect(response.body).toBe(`${LINES.join('\n')}\n`);
    expect(server.requests).toHaveLength(2);
  });

  it('does not call onLine for an attempt that fails with a status', async () => {
    const log = new LineLog();
    server.enqueue(status(502, '{"progress":0.5}\n'), server.trickle(['{"url":"/v.gif"}\n'], 1, NDJSON));
    const response = await makeTransport().send(post('api/render/gif/stream'), { onLine: log.onLine });
    expect(response.attempts).toBe(2);
    expect(log.lines).toEqual(['{"url":"/v.gif"}']);
  });

  it('rejects with APITimeoutError (phase body) when the stream stalls longer than the timeout', async () => {
    const log = new LineLog();
    server.enqueue((_request, response) => {
      response.writeHead(200, NDJSON);
      response.write('{"progress":0.1}\n');
      // ...and nothing more.
    });
    const error = await failure(makeTransport({ timeout: 0.2, maxRetries: 0 }).send(post('api/render/gif/stream'), { onLine: log.onLine }));
    expect(error).toBeInstanceOf(APITimeoutError);
    const timeout = error as APITimeoutError;
    expect(timeout.phase).toBe('body');
    expect(timeout.timeout).toBe(0.2);
    expect(timeout.method).toBe('POST');
    expect(timeout.url).toBe(`${server.base}api/render/gif/stream`);
    expect(timeout.attempts).toBe(1);
    expect(log.lines).toEqual(['{"progress":0.1}']);
  });

  it('does not send a stalled stream again, even with retries left', async () => {
    const log = new LineLog();
    server.enqueue((_request, response) => {
      response.writeHead(200, NDJSON);
      response.write('{"progress":0.1}\n');
    });
    const error = await failure(makeTransport({ timeout: 0.2, maxRetries: 1 }).send(post('api/render/gif/stream'), { onLine: log.onLine }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toMatchObject({ phase: 'body', attempts: 1 });
    expect(server.requests).toHaveLength(1);
    expect(log.lines).toEqual(['{"progress":0.1}']);
  });

  it('ends a stream that repeats the same progress, whose bytes never stop, after timeout', async () => {
    server.enqueue(
      scripted(async (response) => {
        for (let line = 0; line < 100 && !response.destroyed; line++) {
          write(response, '{"progress":0.1}\n');
          await pause(50);
        }
      }),
    );
    const error = await failure(makeTransport({ timeout: 0.3, maxRetries: 1 }).send(post('api/render/gif/stream')));
    expect(error).toMatchObject({ name: 'APITimeoutError', phase: 'body', timeout: 0.3, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('ends a render past renderTimeout, progress or not', async () => {
    server.enqueue(
      scripted(async (response) => {
        for (let line = 1; line < 100 && !response.destroyed; line++) {
          write(response, `{"progress":${line / 100}}\n`);
          await pause(50);
        }
      }),
    );
    const error = await failure(makeTransport({ timeout: 2, maxRetries: 1 }).send(post('api/render/gif/stream'), { renderTimeout: 0.3 }));
    expect(error).toMatchObject({ name: 'APITimeoutError', phase: 'render', timeout: 0.3, attempts: 1 });
    expect((error as Error).message).toContain('timed out after 0.3 s for the whole render');
    expect(server.requests).toHaveLength(1);
  });

  it('ends a render past renderTimeout while waiting to retry', async () => {
    server.enqueue(status(503, 'Service Unavailable', { 'retry-after': '1' }));
    const error = await failure(makeTransport({ maxRetries: 2, maxRetryDelay: 5 }).send(post('api/render/gif/stream'), { renderTimeout: 0.2 }));
    expect(error).toMatchObject({ name: 'APITimeoutError', phase: 'render', timeout: 0.2, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with the last failure when a dropped stream is not retried', async () => {
    const log = new LineLog();
    server.enqueue(
      scripted(async (response) => {
        write(response, `${LINES[0]}\n`);
        await log.wait(1);
        response.socket?.destroy();
      }),
    );
    const error = await failure(makeTransport({ maxRetries: 0 }).send(post('api/render/gif/stream'), { onLine: log.onLine }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(log.lines).toEqual([LINES[0]]);
  });

  it('rejects a non-200 POST with APIPageStatusError naming the POST', async () => {
    server.enqueue(status(410, 'Gone'));
    const error = await failure(makeTransport().send(post('gif/S05E01/0/1000.gif')));
    expect(error).toBeInstanceOf(APIPageStatusError);
    expect((error as APIPageStatusError).method).toBe('POST');
    expect((error as APIPageStatusError).pageStatus).toBe(410);
  });
});
