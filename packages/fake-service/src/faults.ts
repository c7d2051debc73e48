/**
 * Fault injection: what can go wrong, which requests it hits, and how many.
 *
 * Faults are queued; each request takes the first queued fault that matches
 * it and still has uses left. How a fault is acted out on the wire lives in
 * the server; this module only describes and selects faults.
 */
import { ENDPOINT_NAMES, type EndpointName } from './endpoint-names.js';

/** Which requests a fault hits, shared by every fault kind. */
export interface FaultTarget {
  /** Endpoint to disturb, or `'*'` for every endpoint (unknown paths included). */
  endpoint: EndpointName | '*';
  /**
   * Only requests whose raw path and query (`/api/search?q=a`) contain this text.
   * @default every request to `endpoint`
   */
  match?: string;
  /**
   * How many matching requests the fault hits before normal service resumes;
   * a positive integer or `Infinity`.
   * @default 1
   */
  times?: number;
}

/** Answer with any status instead of the normal response. */
export interface StatusFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'status';
  /** HTTP status, 200-599. */
  status: number;
  /**
   * `Retry-After` header: a number is sent as seconds, a string as is (e.g. an HTTP date from `Date#toUTCString()`).
   * @default none: no `Retry-After` header
   */
  retryAfter?: number | string;
  /**
   * Plain-text body.
   * @default `<status> <reason phrase>`, e.g. `429 Too Many Requests`
   */
  body?: string;
}

/** A `200` HTML page, as a CDN challenge or error page would be. */
export interface HtmlFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'html';
}

/** A `200` `application/json` body that is not valid JSON. */
export interface MalformedJsonFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'malformed-json';
}

/** The normal body cut in half, with a `Content-Length` matching the cut body (the response itself completes). */
export interface TruncatedJsonFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'truncated-json';
}

/** A `200` `application/json` response with an empty body. */
export interface EmptyBodyFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'empty-body';
}

/** A `200` with valid JSON of another shape. */
export interface WrongShapeFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'wrong-shape';
  /**
   * JSON value to send.
   * @default an object where the endpoint returns an array, an array of one frame otherwise
   */
  body?: unknown;
}

/** The request is read but nothing is ever sent: headers never come, until the client gives up or the service closes. */
export interface NoHeadersFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'no-headers';
}

/** The normal response, its body trickling in small chunks. */
export interface SlowBodyFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'slow-body';
  /**
   * Pause before each chunk, in ms.
   * @default 250
   */
  chunkDelayMs?: number;
  /**
   * Bytes per chunk.
   * @default 8
   */
  chunkSize?: number;
}

/** Headers with the full `Content-Length`, then half the body, then silence with the connection left open. */
export interface StallMidBodyFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'stall-mid-body';
}

/** The connection is reset (TCP RST) before any byte of the response. */
export interface ResetFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'reset';
}

/** Headers with the full `Content-Length` and half the body, then the connection is reset. */
export interface ResetMidBodyFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'reset-mid-body';
}

/** Normal service after a pause. */
export interface DelayFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'delay';
  /** Pause before the response, in ms. */
  delayMs: number;
}

/**
 * Mode `'2026'`: a render that fails. The streamed answer of
 * `POST api/render/gif/stream` or `POST api/render/mp4` (still `200`) holds
 * some progress lines, then `{"error": message}` instead of the URL, and no
 * video is made. Only hits requests that start a render: endpoint
 * `render-gif`, `render-mp4` or `'*'`, a valid job, `check_only` false
 * (other requests pass it by without using it up).
 */
export interface RenderErrorFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'render-error';
  /**
   * Text of the `error` line.
   * @default 'render failed'
   */
  message?: string;
}

/**
 * Any answer, spelt out byte for byte: what a hostile or broken server (or a
 * CDN in front of the service) could send. Covers what the other kinds do
 * not: render lines of the wrong type, redirects anywhere (other hosts, URLs
 * with credentials), corrupt compression, bodies that are not UTF-8.
 */
export interface RawFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'raw';
  /**
   * HTTP status, 200-599.
   * @default 200
   */
  status?: number;
  /**
   * Response headers, sent as given (`Location`, `Content-Encoding`, ...).
   * @default `{"Content-Type": "application/json; charset=utf-8"}`
   */
  headers?: Record<string, string>;
  /**
   * The body as UTF-8 text.
   * @default '' (an empty body)
   */
  body?: string;
  /**
   * The body as base64 bytes (wins over `body`): for bytes that are not UTF-8 text.
   * @default none: `body` is sent
   */
  bodyBase64?: string;
  /**
   * When set, the body is trickled in `chunkSize` pieces with this pause (ms) before each.
   * @default none: the body is sent at once
   */
  chunkDelayMs?: number;
  /**
   * Bytes per piece when trickled.
   * @default 8
   */
  chunkSize?: number;
}

/** How a `never-ending` fault keeps its answer going. */
export type NeverEndingPattern = 'repeat-progress' | 'byte-trickle' | 'trickle-within-length';

/**
 * An answer that never ends, as a stuck renderer or a broken proxy sends it,
 * until the client hangs up or the service closes: what a client must bound
 * by something other than the gaps between bytes. Aimed at renders, but hits
 * any endpoint.
 * - `'repeat-progress'`: a streamed answer (no `Content-Length`) that sends
 *   the same `{"progress":0.5}` line every `intervalMs` (default 500);
 * - `'byte-trickle'`: a streamed answer that sends one byte every
 *   `intervalMs` (default 1000) of a line that never completes;
 * - `'trickle-within-length'`: a `Content-Length` of 1 MiB, then
 *   `{"progress":0.5}` lines over and over, one byte every `intervalMs`
 *   (default 1000).
 */
export interface NeverEndingFault extends FaultTarget {
  /** Which fault this is. */
  kind: 'never-ending';
  /** How the answer keeps going. */
  pattern: NeverEndingPattern;
  /**
   * The pause before each line or byte, in ms.
   * @default 500 for `'repeat-progress'`, 1000 for the other patterns
   */
  intervalMs?: number;
}

/** Every pattern of a `never-ending` fault. */
export const NEVER_ENDING_PATTERNS: readonly NeverEndingPattern[] = ['repeat-progress', 'byte-trickle', 'trickle-within-length'];

/** Error text of a `render-error` fault without a `message`. */
export const DEFAULT_RENDER_ERROR = 'render failed';

/** Endpoints a `render-error` fault can target (besides `'*'`). */
export const RENDER_ENDPOINTS: readonly EndpointName[] = ['render-gif', 'render-mp4'];

/** A fault to inject, discriminated by `kind`. */
export type Fault =
  | StatusFault
  | HtmlFault
  | MalformedJsonFault
  | TruncatedJsonFault
  | EmptyBodyFault
  | WrongShapeFault
  | NoHeadersFault
  | SlowBodyFault
  | StallMidBodyFault
  | ResetFault
  | ResetMidBodyFault
  | DelayFault
  | RenderErrorFault
  | NeverEndingFault
  | RawFault;

/** Every fault kind. */
export type FaultKind = Fault['kind'];

/** Every fault kind, for validation and documentation. */
export const FAULT_KINDS: readonly FaultKind[] = [
  'status',
  'html',
  'malformed-json',
  'truncated-json',
  'empty-body',
  'wrong-shape',
  'no-headers',
  'slow-body',
  'stall-mid-body',
  'reset',
  'reset-mid-body',
  'delay',
  'render-error',
  'never-ending',
  'raw',
];

/** Thrown when a fault description is invalid. */
export class InvalidFaultError extends Error {
  override readonly name = 'InvalidFaultError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalNonNegativeNumber(record: Record<string, unknown>, name: string): void {
  const value = record[name];
  if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value) || value < 0)) {
    throw new InvalidFaultError(`${name} must be a finite number >= 0`);
  }
}

/** The fields of each kind of fault. @throws {InvalidFaultError} naming the bad field. */
function checkFaultFields(kind: FaultKind, endpoint: unknown, value: Record<string, unknown>): void {
switch (kind) {
  case 'status': {
    const { status, retryAfter, body } = value;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
      throw new InvalidFaultError('status must be an integer from 200 to 599');
    }
    if (retryAfter !== undefined && typeof retryAfter !== 'string') optionalNonNegativeNumber(value, 'retryAfter');
    if (body !== undefined && typeof body !== 'string') throw new InvalidFaultError('body must be a string');
    break;
  }
  case 'slow-body':
    optionalNonNegativeNumber(value, 'chunkDelayMs');
    if (value.chunkSize !== undefined && (typeof value.chunkSize !== 'number' || !Number.isInteger(value.chunkSize) || value.chunkSize < 1)) {
      throw new InvalidFaultError('chunkSize must be a positive integer');
    }
    break;
  case 'delay':
    if (value.delayMs === undefined) throw new InvalidFaultError('delayMs is required');
    optionalNonNegativeNumber(value, 'delayMs');
    break;
  case 'raw': {
    const { status, headers, body, bodyBase64 } = value;
    if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)) {
      throw new InvalidFaultError('status must be an integer from 200 to 599');
    }
    if (headers !== undefined && (!isRecord(headers) || Object.values(headers).some((header) => typeof header !== 'string'))) {
      throw new InvalidFaultError('headers must be an object of strings');
    }
    if (body !== undefined && typeof body !== 'string') throw new InvalidFaultError('body must be a string');
    if (bodyBase64 !== undefined && typeof bodyBase64 !== 'string') throw new InvalidFaultError('bodyBase64 must be a string');
    optionalNonNegativeNumber(value, 'chunkDelayMs');
    if (value.chunkSize !== undefined && (typeof value.chunkSize !== 'number' || !Number.isInteger(value.chunkSize) || value.chunkSize < 1)) {
      throw new InvalidFaultError('chunkSize must be a positive integer');
    }
    break;
  }
  case 'never-ending':
    if (!(NEVER_ENDING_PATTERNS as readonly unknown[]).includes(value.pattern)) {
      throw new InvalidFaultError(`pattern must be one of ${NEVER_ENDING_PATTERNS.join(', ')}`);
    }
    optionalNonNegativeNumber(value, 'intervalMs');
    break;
  case 'render-error':
    if (endpoint !== '*' && !(RENDER_ENDPOINTS as readonly unknown[]).includes(endpoint)) {
      throw new InvalidFaultError(`a render-error fault applies to '*' or ${RENDER_ENDPOINTS.join(', ')}`);
    }
    if (value.message !== undefined && typeof value.message !== 'string') throw new InvalidFaultError('message must be a string');
    break;
  default:
    break;
}
}

/**
 * Checks a fault that arrived as untrusted data (JSON from the control
 * endpoint) and returns it typed. `times` may also be the string
 * `"Infinity"`, since JSON has no infinity.
 *
 * @throws {InvalidFaultError} with a message naming the bad field.
 */
export function parseFault(value: unknown): Fault {
  if (!isRecord(value)) throw new InvalidFaultError('a fault must be an object');
  const { kind, endpoint, match, times } = value;
  if (typeof kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(kind)) {
    throw new InvalidFaultError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  }
  if (endpoint !== '*' && !(ENDPOINT_NAMES as readonly unknown[]).includes(endpoint)) {
    throw new InvalidFaultError(`endpoint must be '*' or one of ${ENDPOINT_NAMES.join(', ')}`);
  }
  if (match !== undefined && typeof match !== 'string') throw new InvalidFaultError('match must be a string');
  const count = times === 'Infinity' ? Infinity : times;
  if (count !== undefined && (typeof count !== 'number' || !(count === Infinity || (Number.isInteger(count) && count >= 1)))) {
    throw new InvalidFaultError('times must be a positive integer or Infinity');
  }
  checkFaultFields(kind as FaultKind, endpoint, value);
  const fault = { ...value } as unknown as Fault;
  if (count !== undefined) fault.times = count;
  return fault;
}

/**
 * JSON cannot carry `Infinity`; faults cross the control endpoint with
 * `times: "Infinity"` instead. Use as a `JSON.stringify` replacer.
 */
export function faultJsonReplacer(key: string, value: unknown): unknown {
  return key === 'times' && value === Infinity ? 'Infinity' : value;
}

/** The reverse of {@link faultJsonReplacer}, for `JSON.parse`. */
export function faultJsonReviver(key: string, value: unknown): unknown {
  return key === 'times' && value === 'Infinity' ? Infinity : value;
}

interface QueuedFault {
  readonly fault: Fault;
  remaining: number;
}

/** The queue of injected faults, consumed by matching requests. */
export class FaultQueue {
  #queued: QueuedFault[] = [];

  /** Adds a fault after those already queued. */
  add(fault: Fault): void {
    this.#queued.push({ fault, remaining: fault.times ?? 1 });
  }

  /**
   * Takes one use of the first fault that matches the request, if any.
   *
   * @param endpoint endpoint the request was routed to
   * @param rawTarget raw path plus `?query` when there is one
   * @param startsRender whether the request starts a render; only such requests take a `render-error` fault
   */
  take(endpoint: EndpointName | 'unknown', rawTarget: string, startsRender = false): Fault | undefined {
    const entry = this.#queued.find(
      ({ fault, remaining }) =>
        remaining > 0 &&
        (fault.kind !== 'render-error' || startsRender) &&
        (fault.endpoint === '*' || fault.endpoint === endpoint) &&
        (fault.match === undefined || rawTarget.includes(fault.match)),
    );
    if (entry === undefined) return undefined;
    entry.remaining -= 1;
    // Spent faults are dropped so the queue does not grow with test runs.
    if (entry.remaining === 0) this.#queued = this.#queued.filter((queued) => queued !== entry);
    return entry.fault;
  }

  /** Removes every queued fault. */
  clear(): void {
    this.#queued = [];
  }
}
