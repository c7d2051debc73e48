// A server on the caller's own machine may be one the caller started in its
// own thread, which a sync call, blocking that thread, can never hear back
// from: what a timeout of such an instance says.

// 127.0.0.0/8 as the URL parser writes it, and ::1 and ::ffff:127.x.y.z (IPv4-mapped) in brackets.
const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|\[::1\]|\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\])$/;

/**
 * Whether the host of `url` is this machine's loopback: `localhost` (and the
 * names under it), 127.0.0.0/8 in any spelling the URL parser accepts, `::1`
 * and IPv4-mapped 127.x.y.z. Not a URL: `false`.
 *
 * @example
 * ```ts
 * isLoopbackUrl('http://127.0.0.1:8080/'); // true
 * isLoopbackUrl('https://frinkiac.com/'); // false
 * ```
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || LOOPBACK_HOST.test(host);
}
