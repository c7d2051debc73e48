// Every value that goes into a URL passes through one of these two, so no
// caller can forget: `&`, `#`, `+`, `/`, `?`, `%` and white space in a value
// reach the service as the value, never as URL syntax.

/** One path segment, percent-encoded. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** A query string (with its `?`) from ordered pairs; `undefined` values are left out. */
export function queryString(pairs: readonly (readonly [string, string | number | undefined])[]): string {
  const parts = pairs
    .filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
