import type { HttpRequest } from '@screencap/core/internal';

/** Whether a URL asks for a random screencap: never cached, never shared, since each wants its own. */
export function isRandomUrl(url: string): boolean {
  return /\/api\/random(?:\?|$)/.test(url);
}

/** Whether a request asks for a random screencap (see {@link isRandomUrl}). */
export function isRandomRequest(request: HttpRequest): boolean {
  return isRandomUrl(request.url);
}

/** Whether a request's answer may be cached at all: a JSON GET, never `api/random`. */
export function isCacheableRequest(request: HttpRequest): boolean {
  return request.method === 'GET' && request.expect === 'json' && !isRandomRequest(request);
}
