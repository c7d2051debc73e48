import type { HttpRequest, HttpResponse } from '../shared/http.js';
import { InvalidResponseError } from '../errors/invalid-response-error.js';
import { RenderError } from '../errors/render-error.js';
import { answerDetails, bodyExcerptOf, parseJsonResponse } from '../schemas/parse-response.js';
import { validateJson } from '../schemas/validate-json.js';
import { checkOwnUrl } from '../urls/own-url.js';

// The rule for every answer read here: a value from the service is validated
// before use (its type, not only its presence), and a URL handed back to the
// caller is an http(s) URL of the instance's own origin, without user-info;
// anything else fails the call with an InvalidResponseError (or, for the
// service's own failure line, a RenderError whose serviceMessage is a string).
// Messages never repeat a refused URL, so no user-info can leak through them.

function invalidStream(
  request: HttpRequest,
  response: HttpResponse,
  line: number | string,
  message: string,
  reason: 'not-json' | 'schema' = 'schema',
): InvalidResponseError {
  return new InvalidResponseError({
    ...answerDetails(request, response),
    bodyExcerpt: bodyExcerptOf(response.body),
    reason,
    issues: [{ path: [line], message }],
  });
}

// The absolute URL of a result the service names (root-relative), or an
// invalid response when it is anything but a URL of the instance's origin.
function resultUrl(url: string, baseUrl: string, request: HttpRequest, response: HttpResponse, where: number | string, label: string): string {
  const check = checkOwnUrl(url, baseUrl);
  if (!check.ok) throw invalidStream(request, response, where, `${label} ${check.problem}; a render URL must be an http(s) URL of the instance's origin`);
  return check.href;
}

function throwEmpty(request: HttpRequest, response: HttpResponse): never {
  throw new InvalidResponseError({ ...answerDetails(request, response), reason: 'empty' });
}

/**
 * The progress (0 to 1) a line of a render stream reports, or `undefined`
 * for any other line. Never throws: progress is informative only.
 */
export function renderProgressOf(line: string): number | undefined {
  try {
    const json: unknown = JSON.parse(line);
    const progress = (json as { progress?: unknown } | null)?.progress;
    return typeof progress === 'number' && Number.isFinite(progress) ? progress : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a whole render stream (newline-delimited JSON: progress lines, then
 * `{"url": ...}` or `{"error": ...}`) into the absolute URL of the result.
 * @throws {RenderError} for an error line; {InvalidResponseError} for a line
 *   that is not JSON of those shapes, or a stream with neither.
 */
export function parseRenderStream(baseUrl: string, request: HttpRequest, response: HttpResponse): string {
  if (response.body.trim() === '') {
    return throwEmpty(request, response);
  }
  const lines = response.body.split('\n');
  for (const [index, text] of lines.entries()) {
    if (text.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON at all (an HTML page, say) reads as such, as on every other endpoint.
      throw invalidStream(request, response, index, `line ${index + 1} is not JSON`, 'not-json');
    }
    const parsed = validateJson('renderLineJsonSchema', json);
    if (!parsed.success) throw invalidStream(request, response, index, `line ${index + 1} is not a progress, url or error line`);
    // Loose objects keep unknown keys, so a line that passed as progress may
    // still carry `url` or `error` of any type: each is read only once its
    // type is checked, never cast.
    const { error, url } = parsed.data as { error?: unknown; url?: unknown };
    if (error !== undefined) {
      if (typeof error !== 'string') throw invalidStream(request, response, index, `line ${index + 1} has an error that is not a string`);
      throw new RenderError({ method: request.method, url: request.url, attempts: response.attempts, serviceMessage: error });
    }
    if (url !== undefined) {
      if (typeof url !== 'string') throw invalidStream(request, response, index, `line ${index + 1} has a url that is not a string`);
      return resultUrl(url, baseUrl, request, response, index, `line ${index + 1} has a url that`);
    }
  }
  throw invalidStream(request, response, lines.length, 'the stream ended without a url or an error line');
}

/** Reads a `check_only` answer: the absolute URL of a cached render, or `undefined`. */
export function parseRenderCheck(baseUrl: string, request: HttpRequest, response: HttpResponse): string | undefined {
  const check = parseJsonResponse(request, response, 'renderCheckJsonSchema');
  if (!check.cached || check.url === undefined) return undefined;
  // An empty url would resolve to the base URL itself: a wrong result, so refused.
  return resultUrl(check.url, baseUrl, request, response, 'url', 'url');
}
