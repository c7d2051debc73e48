import { APIError, type RequestDetails } from './api-error.js';
import type { ErrorJson } from './screencap-error.js';

/** What an {@link APIConnectionError} is built from. */
export interface ConnectionDetails extends RequestDetails {
  /** The system error code, such as `ECONNRESET` or `ECONNREFUSED`, when known. */
  readonly code?: string;
}

/**
 * The request never got a complete answer: the connection was refused, reset,
 * or closed before the body ended, or the address did not resolve.
 * Retried by default: every endpoint is a GET except the render requests,
 * POSTs that are retried too, since renders are idempotent.
 */
export class APIConnectionError extends APIError {
  /** The class name, `APIConnectionError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'APIConnectionError';
  /** The system error code (`ECONNRESET`, `ECONNREFUSED`, `ENOTFOUND`, ...), or `undefined`. */
  readonly code: string | undefined;

  constructor(details: ConnectionDetails) {
    super(`failed: connection error${details.code ? ` (${details.code})` : ''}`, details);
    this.code = details.code;
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), code: this.code };
  }
}
