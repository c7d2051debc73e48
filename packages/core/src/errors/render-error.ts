import { APIError, type RequestDetails } from './api-error.js';
import type { ErrorJson } from './screencap-error.js';

/** What a {@link RenderError} is built from. */
export interface RenderErrorDetails extends RequestDetails {
  /** The message of the service's `{"error": ...}` line. */
  readonly serviceMessage: string;
}

/**
 * The 2026 service reported that a gif or mp4 render failed (an `error` line
 * in its progress stream). Not retried: the same job would fail the same way.
 */
export class RenderError extends APIError {
  /** The class name, `RenderError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'RenderError';
  /** What the service said went wrong. */
  readonly serviceMessage: string;

  constructor(details: RenderErrorDetails) {
    super(`failed to render: ${details.serviceMessage}`, details);
    this.serviceMessage = details.serviceMessage;
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), serviceMessage: this.serviceMessage };
  }
}
