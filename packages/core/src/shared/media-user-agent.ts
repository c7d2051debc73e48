/**
 * The `User-Agent` of `client.download` unless the `mediaUserAgent` option
 * says otherwise: a desktop Chrome's, since the services' CDN may refuse
 * (`403`) an image or video request that does not look like a browser's.
 */
export const DEFAULT_MEDIA_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
