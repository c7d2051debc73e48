import { redactUrl } from './redact-url.js';
import { type ErrorJson, ScreencapError } from './screencap-error.js';

/** What every failed request knows about itself. */
export interface RequestDetails {
  /** The HTTP method, `GET` for every endpoint of the classic service. */
  readonly method: string;
  /** The URL of the request that failed (not the instance's base URL); any user-info is cut from it. */
  readonly url: string;
  /**
   * How many attempts were made, retries included.
   * @default 1
   */
  readonly attempts?: number;
  /** The lower-level error behind this one, if any. */
  readonly cause?: unknown;
}

/**
 * The base class of every failure of a request to the service: a bad status,
 * a connection failure, a timeout, an abort, or a body that is not what the
 * endpoint promises. Each carries the method and the URL that failed.
 */
export class APIError extends ScreencapError {
  /** The class name, `APIError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'APIError';
  /** The HTTP method of the failed request. */
  readonly method: string;
  /** The URL of the failed request, without any user-info. */
  readonly url: string;
  /** How many attempts were made before giving up, retries included. */
  readonly attempts: number;

  constructor(summary: string, details: RequestDetails) {
    const tries = (details.attempts ?? 1) > 1 ? ` (after ${details.attempts} attempts)` : '';
    // No error repeats the user-info (`user:password@`) of a URL.
    const url = redactUrl(details.url);
    super(`${details.method} ${url} ${summary}${tries}`, { cause: details.cause });
    this.method = details.method;
    this.url = url;
    this.attempts = details.attempts ?? 1;
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), method: this.method, url: this.url, attempts: this.attempts };
  }
}
