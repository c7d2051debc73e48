import type { HttpRequest } from '@screencap/core/internal';

const ACCEPT: Record<HttpRequest['expect'], string> = {
  json: 'application/json',
  ndjson: 'application/x-ndjson, application/json',
  'final-url': '*/*',
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
  return (request) => {
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
}
