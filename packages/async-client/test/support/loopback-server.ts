import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the server does with one request. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A request as the server saw it: the raw target, exactly as sent. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/**
 * A real HTTP server on 127.0.0.1 (port 0), scripted request by request.
 *
 * The tests where the client gives up on a connection (non-200 statuses,
 * redirects to rendered files, timeouts, aborts, resets, bodies too large)
 * use it instead of nock: nock 14's mock sockets (@mswjs/interceptors) never
 * free their HTTP parsers when a connection is abandoned, and
 * `jest --detectOpenHandles` reports each one. Such a file must not import
 * nock, which intercepts even the requests it lets through.
 *
 * Each request takes the next queued handler; with none left it gets a
 * `500 unexpected request`. `reset()` (after each test) drops the queue, the
 * record, pending timers and open connections.
 */
export class LoopbackServer {
  /** Every request received since the last reset, in order. */
  readonly requests: SeenRequest[] = [];
  /** Connections accepted since the last reset. */
  connections = 0;
  readonly #server: http.Server;
  readonly #sockets = new Set<Socket>();
  readonly #handlers: Handler[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  #waiters: { count: number; resolve: () => void }[] = [];
  #base = '';

  private constructor() {
    this.#server = http.createServer((request, response) => {
      this.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const handler = this.#handlers.shift() ?? status(500, 'unexpected request');
      handler(request, response);
      this.#wake();
    });
    this.#server.on('connection', (socket) => {
      this.connections += 1;
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
  }

  /** Starts a server on a free loopback port. */
  static async start(): Promise<LoopbackServer> {
    const server = LoopbackServer.create();
    await server.listen();
    return server;
  }

  /** A server that does not listen yet: `listen()` starts it (see use-loopback.ts). */
  static create(): LoopbackServer {
    return new LoopbackServer();
  }

  /** Listens on a free loopback port; `base` is known from then on. */
  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/`;
  }

  /** `http://127.0.0.1:<port>/` */
  get base(): string {
    return this.#base;
  }

  /** The server's open connections (client sockets the server still holds). */
  get openConnections(): number {
    return this.#sockets.size;
  }

  /** Queues handlers for the next requests, one each. */
  enqueue(...handlers: Handler[]): void {
    this.#handlers.push(...handlers);
  }

  /** How many queued handlers no request has taken. */
  get pendingHandlers(): number {
    return this.#handlers.length;
  }

  /** Resolves once `count` requests have arrived since the last reset. */
  received(count: number): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  /** Resolves once every connection the server holds has closed. */
  async allClosed(): Promise<void> {
    await Promise.all([...this.#sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve))));
  }

  /** Runs `action` after `ms`, on a timer `reset()` clears. */
  later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, ms);
    this.#timers.add(timer);
  }

  /** A handler that waits `ms` before handing over to `handler`. */
  delayed(ms: number, handler: Handler): Handler {
    return (request, response) => {
      this.later(ms, () => {
        if (!response.destroyed) handler(request, response);
      });
    };
  }

  /** A handler that sends the body in pieces, `gapMs` apart, without a Content-Length. */
  trickle(pieces: readonly string[], gapMs: number, headers: http.OutgoingHttpHeaders = {}): Handler {
    return (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', ...headers });
      const send = (index: number): void => {
        if (response.destroyed) return;
        if (index === pieces.length) {
          response.end();
          return;
        }
        response.write(pieces[index]);
        this.later(gapMs, () => {
          send(index + 1);
        });
      };
      send(0);
    };
  }

  /** Forgets requests and queued handlers, clears timers, closes connections. */
  reset(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#handlers.length = 0;
    this.requests.length = 0;
    this.#waiters = [];
    this.connections = 0;
    this.#server.closeAllConnections();
  }

  /** Stops the server. */
  async close(): Promise<void> {
    this.reset();
    await new Promise<void>((resolve, reject) => {
      this.#server.close((error) => {
        if (error) reject(error);
        else resolve();
      });
    });
  }

  #wake(): void {
    const ready = this.#waiters.filter((waiter) => this.requests.length >= waiter.count);
    this.#waiters = this.#waiters.filter((waiter) => this.requests.length < waiter.count);
    for (const waiter of ready) waiter.resolve();
  }
}

/** A JSON answer (status 200 unless told), with its Content-Length. */
export function json(body: unknown, statusCode = 200, headers: http.OutgoingHttpHeaders = {}): Handler {
  return text(statusCode, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

/** An answer with a text body and its Content-Length. */
export function text(statusCode: number, body: string, headers: http.OutgoingHttpHeaders = {}): Handler {
  return (_request, response) => {
    response.writeHead(statusCode, { 'content-length': Buffer.byteLength(body), ...headers });
    response.end(body);
  };
}

/** A bare status, with a short text body as a CDN sends one. */
export function status(statusCode: number, body = '', headers: http.OutgoingHttpHeaders = {}): Handler {
  return text(statusCode, body, { 'content-type': 'text/plain', ...headers });
}

/** A redirect to `location`. */
export function redirect(location: string, statusCode = 302): Handler {
  return text(statusCode, '', { location });
}

/** Resets the connection without answering (the client sees ECONNRESET). */
export const resetConnection: Handler = (request) => {
  request.socket.destroy();
};
