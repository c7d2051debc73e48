import { APIError, type RequestDetails } from './api-error.js';

/**
 * The caller aborted the request through its `AbortSignal`. Never retried.
 * The signal's reason, if any, is the `cause`.
 */
export class APIUserAbortError extends APIError {
  /** The class name, `APIUserAbortError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'APIUserAbortError';

  constructor(details: RequestDetails) {
    super('was aborted by the caller', details);
  }
}
