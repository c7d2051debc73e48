// The CLI's transport against a loopback server: what the client reads of an
// answer, what it sends, and how an abort or a reset shows.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FetchResponseLike } from '@screencap/async';
import { nodeHttpFetch } from '../src/node-http-fetch.js';

interface Seen {
  readonly method: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let onNever: (() => void) | undefined;

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  seen.push({ method: request.method ?? '', headers: request.headers, body });
  switch (request.url) {
    case '/json':
      response.setHeader('set-cookie', ['a=1', 'b=2']);
      response.writeHead(200, 'Fine', { 'content-type': 'application/json', 'cache-control': 'max-age=60' });
      response.end('{"ok":true}');
      return;
    case '/moved':
      response.writeHead(301, { location: '/json' }).end();
      return;
    case '/hang':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"ok":');
      return;
    case '/never':
      // No answer at all: the request waits until its signal gives it up.
      onNever?.();
      return;
    case '/reset':
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"ok":', () => request.socket.destroy());
      return;
    default:
      response.writeHead(404).end();
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    request.on('end', () => {
      answer(request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const init = (more: Partial<Parameters<typeof nodeHttpFetch>[1]> = {}): Parameters<typeof nodeHttpFetch>[1] => ({
  method: 'GET',
  headers: { 'user-agent': 'test', accept: 'application/json' },
  signal: new AbortController().signal,
  redirect: 'manual',
  ...more,
});

async function text(body: FetchResponseLike['body']): Promise<string> {
  // This fetch's bodies are Node.js readables, async iterables of Buffers.
  if (body !== null && !(Symbol.asyncIterator in body)) throw new TypeError('not a Node.js readable');
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) {
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

describe('nodeHttpFetch', () => {
  it('gives the status, its text, the headers by any case and the body', async () => {
    const response = await nodeHttpFetch(`${base}/json`, init());
    expect(response.status).toBe(200);
    expect(response.statusText).toBe('Fine');
    expect(response.url).toBe(`${base}/json`);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('x-absent')).toBeNull();
    expect(await text(response.body)).toBe('{"ok":true}');
  });

  it('joins a repeated header and lists every header (what a cache reads)', async () => {
    const response = await nodeHttpFetch(`${base}/json`, init());
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    const listed: Record<string, string> = {};
    response.headers.forEach?.((value, name) => {
      listed[name] = value;
    });
    expect(listed).toMatchObject({ 'cache-control': 'max-age=60', 'content-type': 'application/json', 'set-cookie': 'a=1, b=2' });
    await text(response.body);
  });

  it('sends the headers it is given and a body with its length, and asks for no compression', async () => {
    seen.length = 0;
    const body = JSON.stringify({ caption: 'Mmm… 🍩' });
    const response = await nodeHttpFetch(`${base}/json`, init({ method: 'POST', body, headers: { 'content-type': 'application/json', 'user-agent': 'test' } }));
    await text(response.body);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.body).toBe(body);
    expect(seen[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(seen[0]!.headers['transfer-encoding']).toBeUndefined();
    expect(seen[0]!.headers['user-agent']).toBe('test');
    expect(seen[0]!.headers['accept-encoding']).toBeUndefined();
  });

  it('hands a redirect over unfollowed', async () => {
    const response = await nodeHttpFetch(`${base}/moved`, init());
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/json');
    await text(response.body);
  });

  it('rejects at once for a signal already aborted, before any request', async () => {
    seen.length = 0;
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(nodeHttpFetch(`${base}/json`, init({ signal: controller.signal }))).rejects.toThrow('stop');
    expect(seen).toHaveLength(0);
  });

  it('rejects with the signal\'s reason when it aborts before the answer comes', async () => {
    const controller = new AbortController();
    const arrived = new Promise<void>((resolve) => (onNever = resolve));
    const pending = nodeHttpFetch(`${base}/never`, init({ signal: controller.signal }));
    await arrived;
    controller.abort(new Error('given up'));
    await expect(pending).rejects.toThrow('given up');
  });

  // Node.js ends the stream as a reset; the client tells an abort by its signal.
  it('ends the body with an error when the signal aborts mid-answer', async () => {
    const controller = new AbortController();
    const response = await nodeHttpFetch(`${base}/hang`, init({ signal: controller.signal }));
    const reading = text(response.body);
    controller.abort();
    await expect(reading).rejects.toHaveProperty('message');
  });

  it('ends the body with a connection error when the server resets mid-answer', async () => {
    const response = await nodeHttpFetch(`${base}/reset`, init());
    await expect(text(response.body)).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('rejects with the system error when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(nodeHttpFetch(`http://127.0.0.1:${port}/`, init())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('refuses a URL that is not http or https, naming the method and URL', async () => {
    await expect(nodeHttpFetch('ftp://example.com/x', init())).rejects.toThrow(new TypeError('Only http: and https: URLs can be fetched, not ftp: (GET ftp://example.com/x)'));
  });
});
