/** Where a URL from the service is allowed to lead, or why it is not. */
export type OwnUrlCheck = { readonly ok: true; readonly href: string } | { readonly ok: false; readonly problem: string };

/**
 * The rule for every URL the SDK hands back or follows: it resolves (against
 * `baseUrl`, for a root-relative one) to an http(s) URL of the same origin as
 * `baseUrl` (scheme, host and port) and carries no user-info. Anything else,
 * such as `javascript:`, `file:`, `//other.example/x.gif` or
 * `https://user:pass@host/`, is refused with a reason that never repeats the
 * user-info.
 *
 * @example
 * ```ts
 * checkOwnUrl('/video/S01E01/abc.gif', 'https://frinkiac.com/'); // { ok: true, href: 'https://frinkiac.com/video/S01E01/abc.gif' }
 * checkOwnUrl('javascript:alert(1)', 'https://frinkiac.com/'); // { ok: false, problem: 'is not an http(s) URL' }
 * ```
 */
export function checkOwnUrl(candidate: string, baseUrl: string): OwnUrlCheck {
  if (candidate.trim() === '') return { ok: false, problem: 'is empty' };
  let parsed: URL;
  try {
    parsed = new URL(candidate, baseUrl);
  } catch {
    return { ok: false, problem: 'is not a URL' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, problem: 'is not an http(s) URL' };
  if (parsed.username !== '' || parsed.password !== '') return { ok: false, problem: 'carries credentials (user-info)' };
  if (parsed.origin !== new URL(baseUrl).origin) {
    return { ok: false, problem: `leads to another origin (${parsed.origin})` };
  }
  return { ok: true, href: parsed.href };
}

/**
 * The path of `url` under the instance at `baseUrl` (`gif/S05E01/1/2.gif`),
 * or `undefined` when it is of another origin or outside the base path: the
 * test of "a URL of this instance".
 *
 * @example
 * ```ts
 * pathUnderBase(new URL('https://frinkiac.com/api/search?q=x'), 'https://frinkiac.com/'); // 'api/search'
 * pathUnderBase(new URL('https://morbotron.com/api/search'), 'https://frinkiac.com/'); // undefined
 * ```
 */
export function pathUnderBase(url: URL, baseUrl: string): string | undefined {
  const base = new URL(baseUrl);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  return url.pathname.slice(base.pathname.length);
}
