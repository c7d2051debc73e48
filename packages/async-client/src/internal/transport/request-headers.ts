import type { HttpRequest } from '@screencap/core/internal';

const ACCEPT: Record<HttpRequest['expect'], string> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson, application/json',
  'final-url': '*/*',
  media: 'image/*, video/*',
};

/**
 * The request headers of one transport. They depend only on what is expected
 * and whether a body goes along: built once each, and only read after (fetch
 * builds its own Headers from them; the observed fetch copies them for hooks
 * and for an injected fetch).
 */
export function createRequestHeaders(
  userAgent: string,
  extra: Readonly<Record<string, string>> | undefined,
): (request: HttpRequest) => Readonly<Record<string, string>> {
  const headerSets = new Map<string, Readonly<Record<string, string>>>();
  const sharedHeadersFor = (request: HttpRequest): Readonly<Record<string, string>> => {
    const key = `${request.expect} ${String(request.body !== undefined)}`;
    let headers = headerSets.get(key);
    if (headers === undefined) {
      headers = {
        // The SDK's own headers last: the option refuses their names anyway.
        ...extra,
        'user-agent': userAgent,
        accept: ACCEPT[request.expect],
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      headerSets.set(key, headers);
    }
    return headers;
  };
  return (request) => {
    // A download's own headers (Referer, a browser's User-Agent) go over the client's.
    if (request.headers !== undefined) return { ...sharedHeadersFor(request), ...request.headers };
    return sharedHeadersFor(request);
  };
}
