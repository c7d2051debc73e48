import { APIError, type RequestDetails } from './api-error.js';
import { redactUrl } from './redact-url.js';
import type { ErrorJson } from './screencap-error.js';

/** What an {@link APIPageStatusError} is built from. */
export interface PageStatusDetails extends RequestDetails {
  /** The HTTP status the service answered with. */
  readonly pageStatus: number;
  /** The status text, when the server sent one. */
  readonly statusText?: string;
  /**
   * The delay the server asked for in `Retry-After`, in seconds, when it sent
   * one (a 429 or 503 usually does).
   */
  readonly retryAfter?: number;
  /**
   * For a redirect the client would not follow (to another origin, to a URL
   * with credentials, or a POST the redirect would turn into a GET): the
   * absolute target of its `Location`. Any user-info is cut from it.
   */
  readonly location?: string;
  /** The response headers, names in lower case. @default {} */
  readonly headers?: Readonly<Record<string, string>>;
  /** The text of at most the first {@link APIPageStatusError.MAX_BODY_BYTES} bytes of the answer. @default '' */
  readonly body?: string;
}

/**
 * The service answered with a status other than 200 (after whatever retrying
 * the client is configured to do), or, with `attempts` 0, a call was not sent
 * because the origin's `Retry-After` (of an earlier `429`) still runs.
 *
 * @example
 * ```ts
 * catch (error) {
 *   if (error instanceof APIPageStatusError && error.pageStatus === 429) {
 *     setTimeout(retry, (error.retryAfter ?? 60) * 1000);
 *   }
 * }
 * ```
 */
export class APIPageStatusError extends APIError {
  /** The class name, `APIPageStatusError`: what messages show and what rebuilds the class from data. */
  /** How many bytes of a failed answer's body {@link APIPageStatusError.body} keeps at most: 4096. */
  static readonly MAX_BODY_BYTES = 4096;
  override readonly name: string = 'APIPageStatusError';
  /**
   * The HTTP status of the failed request; `0` for a redirect a browser hides
   * from the page (an opaque redirect: the client can neither follow nor
   * check it, so it is refused; `statusText` says so).
   */
  readonly pageStatus: number;
  /** The status text the server sent, or `''`. */
  readonly statusText: string;
  /** The server's `Retry-After`, in seconds, or `undefined` when it sent none. */
  readonly retryAfter: number | undefined;
  /**
   * The response headers, names in lower case (`{}` when the call never
   * reached the service, as when a `Retry-After` already received holds it back).
   */
  readonly headers: Readonly<Record<string, string>>;
  /** The text of at most the first 4096 bytes of the answer's body (`''` when none was read). */
  readonly body: string;

  /**
   * The absolute target of a redirect the client did not follow (another
   * origin, credentials in the URL, or a POST that would become a GET),
   * without user-info; `undefined` for any other status.
   */
  readonly location: string | undefined;

  constructor(details: PageStatusDetails) {
    const text = details.statusText ? ` ${details.statusText}` : '';
    const location = details.location === undefined ? undefined : redactUrl(details.location);
    const wait = details.retryAfter === undefined ? '' : `, asking to retry after ${details.retryAfter} s`;
    const target = location === undefined ? '' : `, redirecting to ${location}`;
    // A call held back by a Retry-After received before never reached the service: it says so, not "answered".
    const summary =
      details.attempts === 0
        ? `not sent: the origin asked to wait ${details.retryAfter ?? 0} s more (Retry-After of an earlier ${details.pageStatus}${text})`
        : `answered ${details.pageStatus}${text}${target}${wait}`;
    super(summary, details);
    this.pageStatus = details.pageStatus;
    this.statusText = details.statusText ?? '';
    this.retryAfter = details.retryAfter;
    this.location = location;
    this.headers = Object.freeze({ ...details.headers });
    this.body = details.body ?? '';
  }

  override toJSON(): ErrorJson {
    return {
      ...super.toJSON(),
      pageStatus: this.pageStatus,
      statusText: this.statusText,
      retryAfter: this.retryAfter,
      location: this.location,
      headers: { ...this.headers },
      body: this.body,
    };
  }
}
