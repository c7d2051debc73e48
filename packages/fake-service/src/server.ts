/**
 * The HTTP server: routing, fault application and the request log.
 *
 * Every request is first answered "on paper" (the route computes a complete
 * response), then a fault, if one matches, decides how much of that answer
 * reaches the wire and when.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogueFor } from './catalogue/catalogue.js';
import { renamedFrames, withoutRenamedFrames } from './catalogue/renamed.js';
import { cdnRefusal } from './cdn.js';
import { CONTROL_PREFIX, handleControlRequest, type ControlTarget } from './control.js';
import { DEFAULT_RENDER_ERROR, FaultQueue, parseFault, type Fault } from './faults.js';
import { createRandom } from './random.js';
import { Router } from './router.js';
import { routesFor } from './routes/index.js';
import {
  errorResponse,
  HttpError,
  JSON_CONTENT_TYPE,
  jsonResponse,
  textResponse,
  type LoggedParameters,
  type Route,
  type RouteContext,
  type ServiceResponse,
  type ServiceState,
  type StreamChunk,
} from './routes/route.js';
import { DEFAULT_SERVICE_MODE, type FakeServiceHandle, type FakeServiceOptions, type LoggedRequest } from './types.js';

/** Oldest entries are dropped past this size, so a long-running bin cannot grow without bound. */
const REQUEST_LOG_LIMIT = 10_000;
/** Time given to the half body of a `reset-mid-body` to reach the client before the reset. */
const RESET_GRACE_MS = 50;

/**
 * Node's default (16 KiB) would answer `431` to a comic URL long before the
 * site's own 64 KiB payload limit; this leaves room for a payload past it.
 */
const MAX_HEADER_BYTES = 256 * 1024;

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_SEED = 1;
const DEFAULT_RENDER_STEP_MS = 20;

const HTML_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Just a moment...</title></head>
<body><h1>Checking your browser before accessing the site.</h1><p>This page is not JSON.</p></body>
</html>
`;

// Looks like JSON, is not: a trailing comma and a bare word.
const MALFORMED_JSON = '{"Episode": "S01E01", "Timestamp": 1234, "Id": undefined,}';

function faultStatusResponse(fault: Extract<Fault, { kind: 'status' }>): ServiceResponse {
  const base = fault.body === undefined ? errorResponse(fault.status) : textResponse(fault.status, fault.body);
  const headers: Record<string, string> = { ...base.headers };
  if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
  // These statuses have no body by definition.
  const body = fault.status === 204 || fault.status === 304 ? Buffer.alloc(0) : base.body;
  return { status: fault.status, headers, body };
}

/** The `Content-Length` a `trickle-within-length` fault announces: more than any test waits for. */
const NEVER_ENDING_LENGTH = 1024 * 1024;

function rawResponse(fault: Extract<Fault, { kind: 'raw' }>): ServiceResponse {
  const body = fault.bodyBase64 !== undefined ? Buffer.from(fault.bodyBase64, 'base64') : Buffer.from(fault.body ?? '', 'utf8');
  return { status: fault.status ?? 200, headers: fault.headers ?? { 'Content-Type': JSON_CONTENT_TYPE }, body };
}

function wrongShapeValue(fault: Extract<Fault, { kind: 'wrong-shape' }>, normal: ServiceResponse): unknown {
  if (fault.body !== undefined) return fault.body;
  if (Array.isArray(normal.json)) return { Results: normal.json };
  if (normal.json !== undefined) return [normal.json];
  return { Unexpected: true };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function splitTarget(rawUrl: string): { rawPath: string; rawQuery: string } {
  const queryStart = rawUrl.indexOf('?');
  return queryStart === -1
    ? { rawPath: rawUrl, rawQuery: '' }
    : { rawPath: rawUrl.slice(0, queryStart), rawQuery: rawUrl.slice(queryStart + 1) };
}

/**
 * With `allowCrossOrigin`: marks the response as readable from any origin
 * (headers set here are merged into those `writeHead` is given later), and
 * answers a browser's preflight itself. Returns whether it answered.
 */
function answerCrossOrigin(request: IncomingMessage, response: ServerResponse): boolean {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Expose-Headers', '*');
  const askedMethod = request.headers['access-control-request-method'];
  if (request.method !== 'OPTIONS' || askedMethod === undefined) return false;
  response.writeHead(204, {
    'Access-Control-Allow-Methods': askedMethod,
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
    'Access-Control-Max-Age': '600',
  });
  response.end();
  return true;
}

/**
 * Checks a `movedTo` option and gives it a trailing slash.
 *
 * @throws {TypeError} when it is not an absolute `http:` or `https:` URL without query or fragment.
 */
export function movedBaseUrl(movedTo: string): string {
  let parsed: URL;
  try {
    parsed = new URL(movedTo);
  } catch {
    throw new TypeError(`movedTo must be an absolute http(s) URL, got ${JSON.stringify(movedTo)}`);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.search !== '' || parsed.hash !== '') {
    throw new TypeError(`movedTo must be an absolute http(s) URL without query or fragment, got ${JSON.stringify(movedTo)}`);
  }
  return parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`;
}

/** The `301` of a moved instance: the same path and query on the new base, with the small HTML body Go writes. */
function movedResponse(movedTo: string, rawPath: string, rawQuery: string): ServiceResponse {
  const location = `${movedTo}${rawPath.replace(/^\/+/, '')}${rawQuery === '' ? '' : `?${rawQuery}`}`;
  const escaped = location.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return {
    status: 301,
    headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
    body: Buffer.from(`<a href="${escaped}">Moved Permanently</a>.\n\n`, 'utf8'),
  };
}

function urlHost(address: AddressInfo): string {
  // A wildcard address is not a place to connect to; loopback is.
  if (address.address === '0.0.0.0') return DEFAULT_HOST;
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/**
 * One fake screencap service. Most users want {@link startFakeService},
 * which wraps this in a {@link FakeServiceHandle}.
 */
export class FakeService implements ControlTarget {
  readonly #server: Server;
  readonly #router: Router;
  readonly #state: ServiceState;
  readonly #faults = new FaultQueue();
  #log: LoggedRequest[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  #closing: Promise<void> | undefined;
  /** Base URL every request is sent on to (`movedTo`), when the service has moved. */
  readonly #movedTo: string | undefined;

  /** Whether media requests go through the imitated CDN (`cdn`). */
  readonly #cdn: boolean;

  constructor(options: Pick<FakeServiceOptions, 'seed' | 'mode' | 'renderStepMs' | 'movedTo' | 'cdn' | 'renamed' | 'allowCrossOrigin'> = {}, routes?: readonly Route[]) {
    const seed = options.seed ?? DEFAULT_SEED;
    const mode = options.mode ?? DEFAULT_SERVICE_MODE;
    const renderStepMs = options.renderStepMs ?? DEFAULT_RENDER_STEP_MS;
    if (!Number.isFinite(renderStepMs) || renderStepMs < 0) throw new RangeError(`renderStepMs must be a finite number >= 0, got ${renderStepMs}`);
    this.#movedTo = options.movedTo === undefined ? undefined : movedBaseUrl(options.movedTo);
    this.#cdn = options.cdn ?? false;
    const full = catalogueFor(mode);
    const renamed = options.renamed === true ? new Set(renamedFrames(full).map((frame) => `${frame.Episode}/${frame.Timestamp}`)) : new Set<string>();
    const served = options.renamed === true ? withoutRenamedFrames(full) : full;
    this.#state = { catalogue: served, mode, seed, random: createRandom(seed), videos: new Map(), discoverRandom: createRandom(seed), renderStepMs, renamed };
    this.#router = new Router(routes ?? routesFor(mode));
    const allowCrossOrigin = options.allowCrossOrigin ?? false;
    this.#server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
      if (allowCrossOrigin && answerCrossOrigin(request, response)) return;
      this.#handle(request, response).catch((error: unknown) => {
        // Reading the request failed (the client went away): answer 500 if anyone is still listening.
        if (!response.headersSent && !response.destroyed) this.#send(response, undefined, errorResponse(500, String(error)));
      });
    });
  }

  /** Starts listening; resolves to the base URL (with a trailing slash). */
  listen(port = 0, host = DEFAULT_HOST): Promise<string> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error): void => {
        reject(error);
      };
      this.#server.once('error', onError);
      this.#server.listen({ port, host }, () => {
        this.#server.off('error', onError);
        // Listening on a TCP port, so the address is an AddressInfo, never a pipe name.
        const address = this.#server.address() as AddressInfo;
        resolve(`http://${urlHost(address)}:${address.port}/`);
      });
    });
  }

  /** Stops the service: pending fault timers are dropped and every connection, hung or not, is destroyed. */
  close(): Promise<void> {
    this.#closing ??= new Promise((resolve, reject) => {
      for (const timer of this.#timers) clearTimeout(timer);
      this.#timers.clear();
      if (!this.#server.listening) {
        resolve();
        return;
      }
      this.#server.close((error) => {
        if (error) reject(error);
        else resolve();
      });
      this.#server.closeAllConnections();
    });
    return this.#closing;
  }

  /** Validates and queues a fault. */
  injectFault(fault: Fault): void {
    this.#faults.add(parseFault(fault));
  }

  /** Drops every queued fault. */
  clearFaults(): void {
    this.#faults.clear();
  }

  /** A copy of the request log, oldest first. */
  requests(): LoggedRequest[] {
    return structuredClone(this.#log);
  }

  /** Empties the request log. */
  clearRequests(): void {
    this.#log = [];
  }

  /** No faults, empty log, the random and discover sequences restarted from the seed, no rendered videos. */
  reset(): void {
    this.clearFaults();
    this.clearRequests();
    this.#state.random = createRandom(this.#state.seed);
    this.#state.discoverRandom = createRandom(this.#state.seed);
    this.#state.videos.clear();
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const rawUrl = request.url ?? '/';
    const { rawPath, rawQuery } = splitTarget(rawUrl);
    const body = await readBody(request);
    if (rawPath.startsWith(CONTROL_PREFIX)) {
      this.#send(response, undefined, handleControlRequest(this, method, rawPath, body));
      return;
    }

    const match = this.#router.match(method, rawPath);
    const query = new URLSearchParams(rawQuery);
    const logged: LoggedParameters = { params: {} };
    if (match.kind === 'found') Object.assign(logged.params, match.pathParams);
    for (const [name, value] of query) logged.params[name] ??= value;
    const entry: LoggedRequest = {
      method,
      path: rawPath,
      query: rawQuery,
      endpoint: match.kind === 'not-found' ? 'unknown' : match.kind === 'found' ? match.route.endpoint : match.endpoint,
      params: logged.params,
      status: null,
    };
    this.#appendToLog(entry);

    if (this.#movedTo !== undefined) {
      // A moved instance answers everything, whatever the method or path, with the same path on its new base.
      const moved = movedResponse(this.#movedTo, rawPath, rawQuery);
      const fault = this.#faults.take(entry.endpoint, rawUrl, false);
      if (fault !== undefined) entry.fault = fault;
      this.#respond(request, response, entry, moved, fault);
      return;
    }

    if (match.kind === 'method-not-allowed') {
      const notAllowed = errorResponse(405);
      this.#send(response, entry, { ...notAllowed, headers: { ...notAllowed.headers, Allow: match.allowed.join(', ') } });
      return;
    }

    const context: RouteContext | undefined =
      match.kind === 'found' ? { state: this.#state, pathParams: match.pathParams, query, body, logged: { params: {} } } : undefined;
    const startsRender = match.kind === 'found' && context !== undefined && match.route.startsRender?.(context) === true;
    const fault = this.#faults.take(entry.endpoint, rawUrl, startsRender);
    const refusal = this.#cdn ? cdnRefusal(entry.endpoint, method, request.headers) : undefined;
    const normal = await this.#answer(match.kind === 'found' ? match.route : undefined, context, logged, refusal, fault);
    if (logged.caption !== undefined) entry.caption = logged.caption;
    if (logged.comic !== undefined) entry.comic = logged.comic;
    if (logged.render !== undefined) entry.render = logged.render;
    if (fault !== undefined) entry.fault = fault;
    this.#respond(request, response, entry, normal, fault);
  }

  /** What the service itself answers, before any fault: the route's answer, a 404, or the CDN's 403. */
  async #answer(route: Route | undefined, context: RouteContext | undefined, logged: LoggedParameters, refusal: string | undefined, fault: Fault | undefined): Promise<ServiceResponse> {
    if (route === undefined || context === undefined) return textResponse(404, '404 page not found');
    if (refusal !== undefined) return textResponse(403, `403 Forbidden: ${refusal}`);
    // A render-error fault is the service's own answer, so the route acts it out.
    const renderError = fault?.kind === 'render-error' ? { renderError: fault.message ?? DEFAULT_RENDER_ERROR } : {};
    try {
      return await route.handle({ ...context, logged, ...renderError });
    } catch (error) {
      // A bug in a handler must not crash the test run: it answers 500, logged like any other answer.
      return error instanceof HttpError ? errorResponse(error.status, error.message) : errorResponse(500, String(error));
    }
  }

  #appendToLog(entry: LoggedRequest): void {
    this.#log.push(entry);
    if (this.#log.length > REQUEST_LOG_LIMIT) this.#log.splice(0, this.#log.length - REQUEST_LOG_LIMIT);
  }

  /** Sends the normal response, or acts out the fault. */
  #respond(request: IncomingMessage, response: ServerResponse, entry: LoggedRequest, normal: ServiceResponse, fault: Fault | undefined): void {
    switch (fault?.kind) {
      case undefined:
      case 'render-error': // already acted out by the route: the normal answer is the failing render
        this.#deliver(response, entry, normal);
        return;
      case 'status':
        this.#send(response, entry, faultStatusResponse(fault));
        return;
      case 'html':
        this.#send(response, entry, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: Buffer.from(HTML_PAGE) });
        return;
      case 'malformed-json':
        this.#send(response, entry, { status: 200, headers: { 'Content-Type': JSON_CONTENT_TYPE }, body: Buffer.from(MALFORMED_JSON) });
        return;
      case 'truncated-json':
        // Not streamed, and not the complete answer: only the status, headers and the cut body.
        this.#send(response, entry, { status: normal.status, headers: normal.headers, body: normal.body.subarray(0, Math.floor(normal.body.length / 2)) });
        return;
      case 'empty-body':
        this.#send(response, entry, { status: 200, headers: { 'Content-Type': JSON_CONTENT_TYPE }, body: Buffer.alloc(0) });
        return;
      case 'wrong-shape':
        this.#send(response, entry, jsonResponse(wrongShapeValue(fault, normal)));
        return;
      case 'no-headers':
        // Nothing is written; the socket stays open until the client gives up or close() destroys it.
        return;
      case 'slow-body':
        this.#trickle(response, entry, normal, fault.chunkSize ?? 8, fault.chunkDelayMs ?? 250);
        return;
      case 'stall-mid-body':
        this.#sendHalf(response, entry, normal);
        return;
      case 'reset':
        request.socket.resetAndDestroy();
        return;
      case 'reset-mid-body':
        this.#sendHalf(response, entry, normal, () => {
          this.#later(RESET_GRACE_MS, () => request.socket.resetAndDestroy());
        });
        return;
      case 'raw':
        if (fault.chunkDelayMs === undefined) this.#send(response, entry, rawResponse(fault));
        else this.#trickle(response, entry, rawResponse(fault), fault.chunkSize ?? 8, fault.chunkDelayMs);
        return;
      case 'never-ending':
        this.#neverEnd(response, entry, fault);
        return;
      case 'delay':
        this.#later(fault.delayMs, () => {
          this.#deliver(response, entry, normal);
        });
        return;
    }
  }

  /** A streamed body has no `Content-Length` (it goes out chunked); any other body announces its length. */
  #writeHead(response: ServerResponse, entry: LoggedRequest | undefined, served: ServiceResponse): void {
    if (entry) entry.status = served.status;
    const headers = served.stream === undefined ? { ...served.headers, 'Content-Length': String(served.body.length) } : served.headers;
    response.writeHead(served.status, headers);
  }

  #send(response: ServerResponse, entry: LoggedRequest | undefined, served: ServiceResponse): void {
    if (response.destroyed) return;
    this.#writeHead(response, entry, served);
    response.end(served.body);
  }

  /** Sends the normal answer in full, streamed over time when it is a stream, then tells it it was sent. */
  #deliver(response: ServerResponse, entry: LoggedRequest, served: ServiceResponse): void {
    if (response.destroyed) return;
    if (served.stream === undefined) {
      this.#send(response, entry, served);
      served.onSent?.();
      return;
    }
    this.#writeHead(response, entry, served);
    response.flushHeaders();
    this.#writeChunks(response, served.stream, 0, () => served.onSent?.());
  }

  /** Writes the chunks from `index` on, each after its pause, then ends the response. */
  #writeChunks(response: ServerResponse, chunks: readonly StreamChunk[], index: number, onEnd: () => void): void {
    const chunk = chunks[index];
    if (chunk === undefined) {
      response.end();
      onEnd();
      return;
    }
    const writeChunk = (): void => {
      if (response.destroyed) return;
      response.write(chunk.bytes);
      this.#writeChunks(response, chunks, index + 1, onEnd);
    };
    // A chunk without pause goes out at once (the first line of a render comes with the headers).
    if (chunk.delayMs === 0) writeChunk();
    else this.#later(chunk.delayMs, writeChunk);
  }

  /** Headers announcing the whole body, then only its first half. */
  #sendHalf(response: ServerResponse, entry: LoggedRequest, served: ServiceResponse, afterWrite?: () => void): void {
    this.#writeHead(response, entry, served);
    const half = served.body.subarray(0, Math.floor(served.body.length / 2));
    if (half.length === 0) response.flushHeaders();
    response.write(half, () => afterWrite?.());
  }

  #trickle(response: ServerResponse, entry: LoggedRequest, served: ServiceResponse, chunkSize: number, chunkDelayMs: number): void {
    this.#writeHead(response, entry, served);
    response.flushHeaders();
    let offset = 0;
    const writeNextChunk = (): void => {
      if (response.destroyed) return;
      if (offset >= served.body.length) {
        // The whole normal answer went out, slowly.
        response.end();
        served.onSent?.();
        return;
      }
      response.write(served.body.subarray(offset, offset + chunkSize));
      offset += chunkSize;
      this.#later(chunkDelayMs, writeNextChunk);
    };
    this.#later(chunkDelayMs, writeNextChunk);
  }

  /** Keeps an answer going for ever (until the client hangs up or close()), as the fault's pattern says. */
  #neverEnd(response: ServerResponse, entry: LoggedRequest, fault: Extract<Fault, { kind: 'never-ending' }>): void {
    const line = Buffer.from('{"progress":0.5}\n');
    const withinLength = fault.pattern === 'trickle-within-length';
    entry.status = 200;
    response.writeHead(200, {
      'Content-Type': 'application/x-ndjson',
      ...(withinLength ? { 'Content-Length': String(NEVER_ENDING_LENGTH) } : {}),
    });
    response.flushHeaders();
    const intervalMs = fault.intervalMs ?? (fault.pattern === 'repeat-progress' ? 500 : 1000);
    let sent = 0;
    const writeNext = (): void => {
      if (response.destroyed) return;
      if (fault.pattern === 'repeat-progress') response.write(line);
      // A byte of a line that never ends, or the next byte of the repeated line.
      else response.write(fault.pattern === 'byte-trickle' ? (sent === 0 ? '{' : ' ') : line.subarray(sent % line.length, (sent % line.length) + 1));
      sent += 1;
      // Never past the announced length: the answer would then be broken, not endless.
      if (withinLength && sent >= NEVER_ENDING_LENGTH - 1) return;
      this.#later(intervalMs, writeNext);
    };
    this.#later(intervalMs, writeNext);
  }

  /** A timer that close() cancels, so no fault outlives the service. */
  #later(delayMs: number, action: () => void): void {
    if (this.#closing) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      action();
    }, delayMs);
    this.#timers.add(timer);
  }
}

/**
 * Starts a fake screencap service in this process.
 *
 * Its handle acts on the service directly. Prefer
 * {@link startFakeServiceProcess} when the code under test blocks its thread
 * (a synchronous client), since an in-process service could not answer it.
 *
 * @example
 * ```ts
 * import { startFakeService } from '@screencap/fake-service';
 *
 * const service = await startFakeService({ seed: 42 });
 * await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 2 });
 * const response = await fetch(`${service.url}api/search?q=pancakes`); // 429, Retry-After: 2
 * await service.close();
 * ```
 */
export async function startFakeService(options: FakeServiceOptions = {}): Promise<FakeServiceHandle> {
  const service = new FakeService(options);
  const url = await service.listen(options.port, options.host);
  return {
    url,
    close: () => service.close(),
    // Promise.resolve().then(...) turns a validation error into a rejection, as over HTTP.
    injectFault: (fault) => Promise.resolve().then(() => {
      service.injectFault(fault);
    }),
    requests: () => Promise.resolve(service.requests()),
    clearRequests: () => Promise.resolve().then(() => {
      service.clearRequests();
    }),
    reset: () => Promise.resolve().then(() => {
      service.reset();
    }),
  };
}
