// Every value that goes into a URL passes through one of these two, so no
// caller can forget: `&`, `#`, `+`, `/`, `?`, `%` and white space in a value
// reach the service as the value, never as URL syntax.

/** One path segment, percent-encoded. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}

// What encodeURIComponent leaves as it is.
const UNRESERVED = /^[A-Za-z0-9_.!~*'()-]*$/;
let lastKey = '';
let lastKeySegment = '';

/**
 * `pathSegment(key)`, the same string, cheaply: an answer's frames are built
 * one after another, mostly of one episode, and most keys need no escaping,
 * so the last key's segment is kept and a plain key is not run through
 * encodeURIComponent.
 */
export function keyPathSegment(key: string): string {
  if (key !== lastKey) {
    lastKeySegment = UNRESERVED.test(key) ? key : encodeURIComponent(key);
    lastKey = key;
  }
  return lastKeySegment;
}

/** A query string (with its `?`) from ordered pairs; `undefined` values are left out. */
export function queryString(pairs: readonly (readonly [string, string | number | undefined])[]): string {
  const parts = pairs
    .filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
