import type { HttpRequest, HttpResponse } from '../client/http.js';
import { InvalidResponseError } from '../errors/invalid-response-error.js';
import { RenderError } from '../errors/render-error.js';
import { renderCheckJsonSchema, renderLineJsonSchema } from '../schemas/render.js';
import { parseJsonResponse } from '../schemas/parse-response.js';

function invalidStream(
  request: HttpRequest,
  response: HttpResponse,
  line: number | string,
  message: string,
  reason: 'not-json' | 'schema' = 'schema',
): InvalidResponseError {
  return new InvalidResponseError({
    method: request.method,
    url: request.url,
    attempts: response.attempts,
    pageStatus: response.status,
    contentType: response.contentType,
    bodyExcerpt: response.body.slice(0, 200),
    reason,
    issues: [{ path: [line], message }],
  });
}

// The absolute URL of a result the service names (root-relative), or
// undefined when it is not a URL at all.
function absoluteUrl(url: string, baseUrl: string): string | undefined {
  try {
    return new URL(url, baseUrl).href;
  } catch {
    return undefined;
  }
}

function throwEmpty(request: HttpRequest, response: HttpResponse): never {
  throw new InvalidResponseError({
    method: request.method,
    url: request.url,
    attempts: response.attempts,
    pageStatus: response.status,
    contentType: response.contentType,
    reason: 'empty',
  });
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
    const parsed = renderLineJsonSchema.safeParse(json);
    if (!parsed.success) throw invalidStream(request, response, index, `line ${index + 1} is not a progress, url or error line`);
    // Loose objects keep unknown keys, so `in` cannot narrow the union: read the fields.
    const { error, url } = parsed.data as { error?: string; url?: string };
    if (error !== undefined) {
      throw new RenderError({ method: request.method, url: request.url, attempts: response.attempts, serviceMessage: error });
    }
    if (url !== undefined) {
      const href = url.trim() === '' ? undefined : absoluteUrl(url, baseUrl);
      if (href === undefined) throw invalidStream(request, response, index, `line ${index + 1} has a url that is not a URL`);
      return href;
    }
  }
  throw invalidStream(request, response, lines.length, 'the stream ended without a url or an error line');
}

/** Reads a `check_only` answer: the absolute URL of a cached render, or `undefined`. */
export function parseRenderCheck(baseUrl: string, request: HttpRequest, response: HttpResponse): string | undefined {
  const check = parseJsonResponse(request, response, renderCheckJsonSchema);
  if (!check.cached || check.url === undefined) return undefined;
  const href = absoluteUrl(check.url, baseUrl);
  if (href === undefined) throw invalidStream(request, response, 'url', 'url is not a URL');
  return href;
}
