import type { z } from 'zod';
import type { HttpRequest, HttpResponse } from '../client/http.js';
import { InvalidResponseError, type ResponseIssue } from '../errors/invalid-response-error.js';

const EXCERPT_LENGTH = 200;
const MAX_ISSUES = 10;

// The rule of every answer the SDK reads: a value from the service is
// validated (type and shape, by a schema of the raw JSON) before any of it is
// used; a URL taken from an answer is handed back only when it is an http(s)
// URL of the instance's own origin (urls/own-url.ts); no error repeats the
// user-info of a URL (errors/redact-url.ts).

/**
 * Parses a response body as JSON and validates it against `schema`, or throws
 * an {@link InvalidResponseError} that names the URL, the status and what was
 * wrong (empty, not JSON, or where the shape differs).
 */
export function parseJsonResponse<Schema extends z.ZodType>(
  request: HttpRequest,
  response: HttpResponse,
  schema: Schema,
): z.output<Schema> {
  const details = {
    method: request.method,
    url: request.url,
    attempts: response.attempts,
    pageStatus: response.status,
    contentType: response.contentType,
    bodyExcerpt: response.body.slice(0, EXCERPT_LENGTH),
  };
  if (response.body.trim() === '') {
    throw new InvalidResponseError({ ...details, reason: 'empty' });
  }
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch (cause) {
    throw new InvalidResponseError({ ...details, reason: 'not-json', cause });
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issues: ResponseIssue[] = result.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      message: issue.message,
    }));
    throw new InvalidResponseError({ ...details, reason: 'schema', issues });
  }
  return result.data;
}
