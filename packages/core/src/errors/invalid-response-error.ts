import { APIError, type RequestDetails } from './api-error.js';

/**
 * Why a body was refused: not JSON at all (`not-json`, HTML pages included),
 * nothing (`empty`), JSON of the wrong shape (`schema`), or more bytes than the
 * client accepts (`too-large`).
 */
export type InvalidResponseReason = 'not-json' | 'empty' | 'schema' | 'too-large';

/** One place where a body did not match the expected shape. */
export interface ResponseIssue {
  /** Where in the body, as keys and indexes from the root: `['Frame', 'Id']`. */
  readonly path: readonly (string | number)[];
  /** What was wrong there. */
  readonly message: string;
}

/** What an {@link InvalidResponseError} is built from. */
export interface InvalidResponseDetails extends RequestDetails {
  /** The HTTP status of the response whose body was refused. */
  readonly pageStatus: number;
  /** Why the body was refused. */
  readonly reason: InvalidResponseReason;
  /** For `schema`: every place the body did not match. */
  readonly issues?: readonly ResponseIssue[];
  /** The start of the body, for the message and for debugging. */
  readonly bodyExcerpt?: string;
  /** The response's `Content-Type`, when it had one. */
  readonly contentType?: string;
}

function summarize(details: InvalidResponseDetails): string {
  const head = `answered ${details.pageStatus} with an invalid body`;
  switch (details.reason) {
    case 'empty':
      return `${head}: it was empty`;
    case 'too-large':
      return `${head}: it was larger than the client accepts`;
    case 'not-json': {
      const type = details.contentType ? ` (${details.contentType})` : '';
      return `${head}: expected JSON, got ${JSON.stringify(details.bodyExcerpt ?? '')}${type}`;
    }
    case 'schema': {
      const [first, ...rest] = details.issues ?? [];
      if (!first) return `${head}: unexpected shape`;
      const where = first.path.length > 0 ? first.path.join('.') : 'the root';
      const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
      return `${head}: at ${where}: ${first.message}${more}`;
    }
  }
}

/**
 * The service answered, but the body is not what the endpoint promises: an
 * HTML page, truncated or empty JSON, a JSON value of the wrong shape, or a body
 * larger than the client's `maxResponseBytes`. Not retried: the same request
 * would most likely get the same body.
 */
export class InvalidResponseError extends APIError {
  /** The class name, `InvalidResponseError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'InvalidResponseError';
  /** The HTTP status of the response whose body was refused. */
  readonly pageStatus: number;
  /** Why the body was refused. */
  readonly reason: InvalidResponseReason;
  /** For `schema`: every place the body did not match; otherwise empty. */
  readonly issues: readonly ResponseIssue[];
  /** The start of the body (at most 200 characters), or `''`. */
  readonly bodyExcerpt: string;
  /** The response's `Content-Type`, or `''`. */
  readonly contentType: string;

  constructor(details: InvalidResponseDetails) {
    super(summarize(details), details);
    this.pageStatus = details.pageStatus;
    this.reason = details.reason;
    this.issues = details.issues ?? [];
    this.bodyExcerpt = details.bodyExcerpt ?? '';
    this.contentType = details.contentType ?? '';
  }

  override toJSON(): { name: string; message: string } & Record<string, unknown> {
    return {
      ...super.toJSON(),
      pageStatus: this.pageStatus,
      reason: this.reason,
      issues: this.issues.map((issue) => ({ path: [...issue.path], message: issue.message })),
      bodyExcerpt: this.bodyExcerpt,
      contentType: this.contentType,
    };
  }
}
