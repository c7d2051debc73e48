import { APIError, type RequestDetails } from './api-error.js';

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
}

/**
 * The service answered with a status other than 200 (after whatever retrying
 * the client is configured to do).
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
  override readonly name: string = 'APIPageStatusError';
  /** The HTTP status of the failed request. */
  readonly pageStatus: number;
  /** The status text the server sent, or `''`. */
  readonly statusText: string;
  /** The server's `Retry-After`, in seconds, or `undefined` when it sent none. */
  readonly retryAfter: number | undefined;

  constructor(details: PageStatusDetails) {
    const text = details.statusText ? ` ${details.statusText}` : '';
    super(`answered ${details.pageStatus}${text}`, details);
    this.pageStatus = details.pageStatus;
    this.statusText = details.statusText ?? '';
    this.retryAfter = details.retryAfter;
  }

  override toJSON(): { name: string; message: string } & Record<string, unknown> {
    return {
      ...super.toJSON(),
      pageStatus: this.pageStatus,
      statusText: this.statusText,
      retryAfter: this.retryAfter,
    };
  }
}
