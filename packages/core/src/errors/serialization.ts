import { describeValue } from '../internal/describe-value.js';
import { APIConnectionError, type ConnectionDetails } from './api-connection-error.js';
import type { RequestDetails } from './api-error.js';
import { APIPageStatusError, type PageStatusDetails } from './api-page-status-error.js';
import { APITimeoutError, type TimeoutDetails } from './api-timeout-error.js';
import { APIUserAbortError } from './api-user-abort-error.js';
import { InvalidResponseError, type InvalidResponseDetails } from './invalid-response-error.js';
import { type ClipWindow, NoFramesFound } from './no-frames-found.js';
import { NoSearchResultsFound } from './no-search-results-found.js';
import { RenderError, type RenderErrorDetails } from './render-error.js';
import { MediaTooLargeError, type MediaTooLargeDetails } from './media-too-large-error.js';
import { ScreencapError } from './screencap-error.js';

/**
 * An error as plain, structured-cloneable data: its class name, message,
 * fields and cause. What crosses a worker boundary.
 */
export interface SerializedError {
  /** The error's class name (`APITimeoutError`, `TypeError`, ...): what picks the class to rebuild. */
  readonly name: string;
  /** The error's message. */
  readonly message: string;
  /** The error's own fields (an SDK error's `toJSON()`, or a system error's `code`). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The error's `cause`, serialized in turn; left out when there is none or too deep. */
  readonly cause?: SerializedError;
}

type Rebuild = (fields: Record<string, unknown>, message: string) => Error;

// Each SDK class rebuilds from the same fields its toJSON() wrote, so the
// message is recomputed rather than trusted, and the stack is the caller's.
const REBUILDERS: Record<string, Rebuild> = {
  ScreencapError: (_fields, message) => new ScreencapError(message),
  APIPageStatusError: (fields) => new APIPageStatusError(fields as unknown as PageStatusDetails),
  APIConnectionError: (fields) => new APIConnectionError(fields as unknown as ConnectionDetails),
  APITimeoutError: (fields) => new APITimeoutError(fields as unknown as TimeoutDetails),
  APIUserAbortError: (fields) => new APIUserAbortError(fields as unknown as RequestDetails),
  InvalidResponseError: (fields) => new InvalidResponseError(fields as unknown as InvalidResponseDetails),
  NoSearchResultsFound: (fields) => new NoSearchResultsFound(fields as { query: string; url: string }),
  NoFramesFound: (fields) => new NoFramesFound(fields.window as ClipWindow),
  RenderError: (fields) => new RenderError(fields as unknown as RenderErrorDetails),
  MediaTooLargeError: (fields) => new MediaTooLargeError(fields as unknown as MediaTooLargeDetails),
  TypeError: (_fields, message) => new TypeError(message),
  RangeError: (_fields, message) => new RangeError(message),
};

const MAX_CAUSE_DEPTH = 5;

// String() throws on an object without a prototype or with a throwing toString.
function messageOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return describeValue(value);
  }
}

// An Error from another realm (a vm context) fails `instanceof Error` but is
// still an error: recognise it by its shape.
function isErrorLike(value: unknown): value is Error {
  if (value instanceof Error) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { name, message } = value as { name?: unknown; message?: unknown };
  return typeof name === 'string' && typeof message === 'string';
}

/**
 * Turns any thrown value into plain data that survives `structuredClone` and
 * `postMessage`: SDK errors keep their class name and every field, system
 * errors keep `code`, causes are kept a few levels deep.
 *
 * @example
 * ```ts
 * port.postMessage({ error: serializeError(error) });
 * ```
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) {
    return { name: 'Error', message: messageOf(error), fields: {} };
  }
  let fields: Record<string, unknown> = {};
  if (error instanceof ScreencapError) {
    const { name: _name, message: _message, ...rest } = error.toJSON();
    fields = rest;
  } else {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') fields = { code };
  }
  const serialized: SerializedError = { name: error.name, message: error.message, fields };
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    return { ...serialized, cause: serializeError(error.cause, depth + 1) };
  }
  return serialized;
}

/**
 * Rebuilds an error from {@link serializeError}'s data: an instance of the same
 * SDK class (so `instanceof` works) with the same fields and message; a plain
 * `Error` carrying `name` and `code` for anything else.
 */
export function deserializeError(data: SerializedError): Error {
  const rebuild = Object.hasOwn(REBUILDERS, data.name) ? REBUILDERS[data.name] : undefined;
  const cause = data.cause ? deserializeError(data.cause) : undefined;
  const fields = cause === undefined ? { ...data.fields } : { ...data.fields, cause };
  let error: Error;
  if (rebuild) {
    error = rebuild(fields, data.message);
    if (cause !== undefined && error.cause === undefined) {
      Object.defineProperty(error, 'cause', { value: cause, writable: true, configurable: true });
    }
  } else {
    error = new Error(data.message, cause === undefined ? undefined : { cause });
    Object.defineProperty(error, 'name', { value: data.name, writable: true, configurable: true });
    for (const [key, value] of Object.entries(data.fields)) {
      Object.defineProperty(error, key, { value, writable: true, configurable: true, enumerable: true });
    }
  }
  return error;
}
