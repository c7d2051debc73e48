/**
 * What a route is, what it is given, and the helpers every route module
 * uses to read parameters and build responses.
 *
 * A route is a method, a path pattern and a handler. New endpoints (such as
 * those of the 2026 rebuild) are new route modules listed in
 * `routes/index.ts`; `modes` says which service generations serve them.
 */
import { STATUS_CODES } from 'node:http';
import { CaptionDecodingError, decodeCaption } from '../caption-decoding.js';
import type { SeasonRange } from '../catalogue/rebuild.js';
import type { Catalogue } from '../catalogue/types.js';
import type { VideoRequest } from '../media.js';
import type { RandomSource } from '../random.js';
import type { EndpointName, ServiceMode } from '../types.js';

/** The mutable state of one running service, shared by its routes. */
export interface ServiceState {
  readonly catalogue: Catalogue;
  readonly mode: ServiceMode;
  readonly seed: number;
  /** Source of `api/random`; replaced by a fresh one on reset. */
  random: RandomSource;
  /** Rendered clips by token: a `video/...` URL answers only for a token issued here. */
  readonly videos: Map<string, VideoRequest>;
  /** Mode `'2026'`: source of `api/discover`; replaced by a fresh one on reset. */
  discoverRandom: RandomSource;
  /** Mode `'2026'`: pause between two lines of a streamed render, in ms. */
  readonly renderStepMs: number;
  /** Renamed mode: the frames that no longer exist, as `<key>/<timestamp>`; empty otherwise. */
  readonly renamed: ReadonlySet<string>;
}

/** What the request log records about parameters, filled in as the route reads them. */
export interface LoggedParameters {
  readonly params: Record<string, string | number>;
  caption?: string;
  /** Decoded comic panels (`comic/img`). */
  comic?: unknown[];
  /** Parsed JSON body of a render request. */
  render?: unknown;
}

/** Everything a handler gets for one request. */
export interface RouteContext {
  readonly state: ServiceState;
  /** Path parameters named by the pattern, percent-decoded. */
  readonly pathParams: Readonly<Record<string, string>>;
  /** Query parameters, decoded as a browser would (`+` is a space). */
  readonly query: URLSearchParams;
  /** Request body (empty for GET). */
  readonly body: Buffer;
  readonly logged: LoggedParameters;
  /**
   * The message of a `render-error` fault that hit this request. Set only
   * for routes whose `startsRender` said yes: the route acts the failure out
   * itself, since a failed render is the service's own answer.
   */
  readonly renderError?: string;
}

/** One piece of a body written over time. */
export interface StreamChunk {
  /** Pause before this piece is written, in ms. */
  readonly delayMs: number;
  readonly bytes: Buffer;
}

/** A complete response, computed before any fault decides how (or whether) it is sent. */
export interface ServiceResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  /** The value a JSON body was serialised from; lets a fault send JSON of another shape. */
  readonly json?: unknown;
  /**
   * When set, the body (then the concatenation of these chunks) is written
   * over time, chunk after chunk, without `Content-Length` (chunked).
   */
  readonly stream?: readonly StreamChunk[];
  /**
   * Called once this exact body has been written in full (not when a fault
   * replaced or cut it): what the service does when its answer went out.
   */
  readonly onSent?: () => void;
}

/** One entry of the route table. */
export interface Route {
  readonly method: 'GET' | 'POST';
  /** Path pattern: literal segments, `:name` segments, and `:name.ext` for a literal suffix. */
  readonly pattern: string;
  readonly endpoint: EndpointName;
  /**
   * Service generations that serve this route.
   * @default every mode
   */
  readonly modes?: readonly ServiceMode[];
  handle(context: RouteContext): ServiceResponse | Promise<ServiceResponse>;
  /**
   * Whether this request starts a render: only then can a `render-error`
   * fault hit it (and `handle` gets its message as `renderError`).
   * @default never
   */
  startsRender?(context: RouteContext): boolean;
}

/** Thrown by handlers to answer with an error status and a plain-text message. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The JSON content type of every JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A `200` JSON response. */
export function jsonResponse(value: unknown, headers: Record<string, string> = {}): ServiceResponse {
  return {
    status: 200,
    headers: { 'Content-Type': JSON_CONTENT_TYPE, ...headers },
    body: Buffer.from(JSON.stringify(value), 'utf8'),
    json: value,
  };
}

/** A plain-text response, the way Go's `http.Error` writes one. */
export function textResponse(status: number, message: string): ServiceResponse {
  return {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
    body: Buffer.from(`${message}\n`, 'utf8'),
  };
}

/** The error answer for a status, e.g. `404 Not Found: unknown episode S99E99`. */
export function errorResponse(status: number, detail?: string): ServiceResponse {
  const reason = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return textResponse(status, detail === undefined ? reason : `${reason}: ${detail}`);
}

/** Newline-delimited JSON, as the rebuilt service streams renders. */
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** A `200` whose body is written over time, chunk after chunk. */
export function streamResponse(contentType: string, chunks: readonly StreamChunk[], onSent?: () => void): ServiceResponse {
  const response: ServiceResponse = {
    status: 200,
    headers: { 'Content-Type': contentType },
    body: Buffer.concat(chunks.map((chunk) => chunk.bytes)),
    stream: chunks,
  };
  return onSent === undefined ? response : { ...response, onSent };
}

/** A `200` with bytes of a media type. */
export function bytesResponse(contentType: string, bytes: Buffer): ServiceResponse {
  return { status: 200, headers: { 'Content-Type': contentType }, body: bytes };
}

/** A `302` with the small HTML body Go's `http.Redirect` writes for GET. */
export function redirectResponse(location: string): ServiceResponse {
  const escaped = location.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return {
    status: 302,
    headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8' },
    body: Buffer.from(`<a href="${escaped}">Found</a>.\n\n`, 'utf8'),
  };
}

function rawParameter(context: RouteContext, name: string): string | undefined {
  return context.pathParams[name] ?? context.query.get(name) ?? undefined;
}

/** Only plain decimal digits: no sign, no fraction, no exponent, no spaces. */
const DECIMAL_DIGITS = /^\d+$/;

/**
 * Reads a required non-negative integer (path segment or query parameter)
 * and records it in the log as a number.
 *
 * @throws {HttpError} 400 when missing, negative, fractional or not a safe integer.
 */
export function integerParameter(context: RouteContext, name: string): number {
  const raw = rawParameter(context, name);
  if (raw === undefined) throw new HttpError(400, `missing parameter ${name}`);
  const value = Number(raw);
  if (!DECIMAL_DIGITS.test(raw) || !Number.isSafeInteger(value)) {
    throw new HttpError(400, `parameter ${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  }
  context.logged.params[name] = value;
  return value;
}

/**
 * Reads an optional non-negative integer query parameter (recorded in the
 * log as a number); `undefined` when absent.
 *
 * @throws {HttpError} 400 when present but not plain decimal digits.
 */
export function optionalIntegerParameter(context: RouteContext, name: string): number | undefined {
  return rawParameter(context, name) === undefined ? undefined : integerParameter(context, name);
}

/**
 * Reads the 2026 season filters `smin` and `smax` (both optional).
 *
 * @throws {HttpError} 400 when one is present but not plain decimal digits.
 */
export function seasonRangeParameters(context: RouteContext): SeasonRange {
  return { min: optionalIntegerParameter(context, 'smin'), max: optionalIntegerParameter(context, 'smax') };
}

/** Reads a string parameter; `''` when absent. */
export function stringParameter(context: RouteContext, name: string): string {
  return rawParameter(context, name) ?? '';
}

/**
 * Reads and decodes the optional `b64lines` caption and records it in the log.
 *
 * @throws {HttpError} 400 when it is not URL-safe base64 of UTF-8 text.
 */
export function captionParameter(context: RouteContext): string | undefined {
  const encoded = context.query.get('b64lines');
  if (encoded === null) return undefined;
  try {
    const caption = decodeCaption(encoded);
    context.logged.caption = caption;
    return caption;
  } catch (error) {
    if (error instanceof CaptionDecodingError) throw new HttpError(400, `b64lines: ${error.message}`);
    throw error;
  }
}

/**
 * Mode `'2026'`: the `410 Gone` of a classic media URL, whatever its
 * parameters; the integer ones named in `integers` are still logged as
 * numbers when they read as such.
 */
export function goneResponse(context: RouteContext, message: string, integers: readonly string[]): ServiceResponse {
  for (const name of integers) {
    try {
      integerParameter(context, name);
    } catch {
      // Nothing to read: the answer is 410 anyway.
    }
  }
  return errorResponse(410, message);
}
