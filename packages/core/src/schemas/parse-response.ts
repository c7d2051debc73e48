import type { HttpRequest, HttpResponse } from '../shared/http.js';
import { InvalidResponseError, type ResponseIssue } from '../errors/invalid-response-error.js';
import type { JsonOf, SchemaName } from './build-schemas.js';
import { validateJson } from './validate-json.js';

const EXCERPT_LENGTH = 200;
const MAX_ISSUES = 10;

// The rule of every answer the SDK reads: a value from the service is
// validated (type and shape, by a schema of the raw JSON) before any of it is
// used; a URL taken from an answer is handed back only when it is an http(s)
// URL of the instance's own origin (urls/own-url.ts); no error repeats the
// user-info of a URL (errors/redact-url.ts).

/**
 * What an {@link InvalidResponseError} says of the request and of the answer
 * it is about (every such error of the SDK names them alike).
 */
export function answerDetails(request: HttpRequest, response: HttpResponse) {
  return {
    method: request.method,
    url: request.url,
    attempts: response.attempts,
    pageStatus: response.status,
    contentType: response.contentType,
  };
}

/** The start of a body an {@link InvalidResponseError} shows. */
export function bodyExcerptOf(body: string): string {
  return body.slice(0, EXCERPT_LENGTH);
}

/**
 * Parses a response body as JSON and validates it against the response
 * schema named `schema`, or throws an {@link InvalidResponseError} that names
 * the URL, the status and what was wrong (empty, not JSON, or where the shape
 * differs). zod loads with the first answer (load-schemas.ts).
 */
export function parseJsonResponse<Name extends SchemaName>(request: HttpRequest, response: HttpResponse, schema: Name): JsonOf<Name> {
  const body = response.body;
  let json: unknown;
  let parsed = false;
  let cause: unknown;
  try {
    json = JSON.parse(body);
    parsed = true;
  } catch (error) {
    cause = error;
  }
  // Validated before anything else is made: most answers are valid.
  const result = parsed ? validateJson(schema, json) : undefined;
  if (result?.success === true) return result.data;
  const details = { ...answerDetails(request, response), bodyExcerpt: bodyExcerptOf(body) };
  if (body.trim() === '') {
    throw new InvalidResponseError({ ...details, reason: 'empty' });
  }
  if (result === undefined) {
    throw new InvalidResponseError({ ...details, reason: 'not-json', cause });
  }
  const issues: ResponseIssue[] = result.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }));
  throw new InvalidResponseError({ ...details, reason: 'schema', issues });
}
