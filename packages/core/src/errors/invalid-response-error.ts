import { APIError, type RequestDetails } from './api-error.js';
import { redactUrlsIn } from './redact-url.js';
import type { ErrorJson } from './screencap-error.js';

/**
 * Why a body was refused: not JSON at all (`not-json`, HTML pages included),
 * nothing (`empty`), JSON of the wrong shape (`schema`), more bytes than the
 * client accepts (`too-large`), bytes that do not decode (`encoding`: a
 * corrupt `Content-Encoding` such as gzip, or text that is not UTF-8), or,
 * for `client.download`, a `Content-Type` other than `image/*` or `video/*`
 * (`content-type`), or, for `client.get`, JSON whose arrays and objects
 * nest deeper than {@link MAX_JSON_DEPTH} levels (`too-deep`).
 */
export type InvalidResponseReason = 'not-json' | 'empty' | 'schema' | 'too-large' | 'encoding' | 'content-type' | 'too-deep';

/**
 * The deepest nesting of arrays and objects `client.get` hands back. Far
 * past any answer of the services, and well within what a program can do
 * with the value afterwards: Node.js's `structuredClone` and
 * `JSON.stringify` fail past about 3 000 levels, and so would the sync
 * flavour's callers, so both flavours refuse a deeper answer alike, at once.
 */
export const MAX_JSON_DEPTH = 1000;

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
    case 'too-deep':
      return `${head}: it nests deeper than ${MAX_JSON_DEPTH} levels`;
    case 'content-type':
      return `${head}: expected an image or a video, got ${details.contentType ? JSON.stringify(details.contentType) : 'no Content-Type'}`;
    case 'encoding':
      return `${head}: it did not decode (${details.issues?.[0]?.message ?? 'corrupt compression or not UTF-8'})`;
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
 * HTML page, truncated or empty JSON, a JSON value of the wrong shape, a body
 * larger than the client's `maxResponseBytes`, or one that does not decode
 * (corrupt compression, text that is not UTF-8). Not retried: the same request
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
  /** The start of the body (at most 200 characters), or `''`; the user-info of any URL in it is cut. */
  readonly bodyExcerpt: string;
  /** The response's `Content-Type`, or `''`. */
  readonly contentType: string;

  constructor(details: InvalidResponseDetails) {
    // The excerpt is the service's text: the user-info of any URL in it is cut, as everywhere.
    const excerpt = details.bodyExcerpt === undefined ? undefined : redactUrlsIn(details.bodyExcerpt);
    super(summarize({ ...details, bodyExcerpt: excerpt }), details);
    this.pageStatus = details.pageStatus;
    this.reason = details.reason;
    this.issues = details.issues ?? [];
    this.bodyExcerpt = excerpt ?? '';
    this.contentType = details.contentType ?? '';
  }

  override toJSON(): ErrorJson {
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
