/**
 * Opening a media link as a chat platform's or a user's browser does: with a
 * browser's `User-Agent` and the site as `Referer`, which the services' CDN
 * (and the fake service imitating it in mode 2026) requires of image and
 * video requests.
 */

/** A desktop browser's `User-Agent`, written here rather than taken from the SDK under test. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** GETs `url` as a browser on its site would. */
export function fetchAsBrowser(url: string, init: RequestInit = {}): Promise<Response> {
  const site = `${new URL(url).origin}/`;
  return fetch(url, { ...init, headers: { 'user-agent': BROWSER_USER_AGENT, referer: site, ...(init.headers as Record<string, string> | undefined) } });
}
