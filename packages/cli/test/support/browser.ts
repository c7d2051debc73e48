/**
 * Opens a media link as a browser on the site does: the fake service, like
 * the services' CDN, answers `403` to an image or video GET without a
 * browser `User-Agent` and the site as `Referer`.
 */
const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** `fetch(url)` with the headers a browser on the link's own site sends. */
export function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': BROWSER_USER_AGENT, referer: `${new URL(url).origin}/` } });
}
