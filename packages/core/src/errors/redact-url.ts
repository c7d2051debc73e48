// The SDK never repeats the user-info part of a URL (`user:password@`): not
// in an error's message, not in its fields, not in its cause. Every URL an
// error carries goes through here, so no caller has to remember. A URL a
// caller gave and an argument check refuses loses its query and fragment as
// well (urlForMessage), since a key or a token may ride there.
import { describeValue } from '../shared/describe-value.js';

// `scheme://user-info@`: what is cut when the text does not parse as a URL.
const USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i;
// An empty user-info (`scheme://@`, `scheme://:@`), the only kind left in a URL
// the parser finds none in. Nothing else is cut there: in
// `https://frinkiac.com\@evil.test/` the host is frinkiac.com, which a cut
// would hide behind evil.test.
const EMPTY_USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/):?@/i;

/**
 * A URL without its user-info part: `https://user:secret@host/x` becomes
 * `https://host/x`. Text that does not parse as a URL loses anything that
 * looks like user-info.
 *
 * @example
 * ```ts
 * redactUrl('https://me:secret@frinkiac.com/'); // 'https://frinkiac.com/'
 * ```
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.replace(USER_INFO, '$1');
  }
  if (parsed.username === '' && parsed.password === '') {
    // `https://@host/` parses with an empty user-info but keeps the `@` in the text.
    return url.replace(EMPTY_USER_INFO, '$1');
  }
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/**
 * A URL a caller gave, as an argument error may repeat it: without its
 * user-info, and with its query and fragment, where a key or a token may
 * ride, each cut down to `…`. Works on any text, URL or not.
 *
 * @example
 * ```ts
 * urlForMessage('https://me:secret@host/x?key=SECRET#token'); // 'https://host/x?…#…'
 * ```
 */
export function urlForMessage(url: string): string {
  // The query ends at the first `#`; a `?` within the fragment goes with it.
  return redactUrl(url).replace(/\?[^#]*/, '?…').replace(/#.*/s, '#…');
}

/**
 * A value a caller gave as a URL, described for an argument error
 * ({@link describeValue}); a string is shown as {@link urlForMessage} makes it.
 */
export function describeGivenUrl(value: unknown): string {
  return describeValue(typeof value === 'string' ? urlForMessage(value) : value);
}

/** Whether a URL (absolute, or text that looks like one) carries a user-info part. */
export function hasUserInfo(url: string): boolean {
  return redactUrl(url) !== url;
}

// `//user-info@` anywhere in a text, with or without a scheme before it.
const USER_INFO_ANYWHERE = /((?:[a-z][a-z0-9+.-]*:)?\/\/)[^/?#\s"'<>@]*@/gi;

/**
 * A text (a body excerpt, say) with the user-info of every URL in it cut:
 * `see https://me:secret@host/x` becomes `see https://host/x`.
 *
 * @example
 * ```ts
 * redactUrlsIn('{"url":"https://me:secret@host/x"}'); // '{"url":"https://host/x"}'
 * ```
 */
export function redactUrlsIn(text: string): string {
  return text.replace(USER_INFO_ANYWHERE, '$1');
}
