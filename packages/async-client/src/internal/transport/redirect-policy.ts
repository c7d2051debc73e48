// Which redirects the transport follows. The rule (typescript-api.md,
// "Redirects"): within the origin of the request (same scheme, host and
// port) a redirect is followed; anything else ends the call with an
// APIPageStatusError naming the target, so that an instance that moved never
// answers with another site's data, a render is never turned from POST into
// GET, and a Location with credentials is never fetched (nor repeated: the
// error cuts its user-info).
import { checkOwnUrl } from '@screencap/core/internal';

/** Statuses that redirect (with a `Location`). */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** How many redirects one attempt follows before it gives up. */
export const MAX_REDIRECTS = 20;

/** What to do with one redirect: follow it to `next`, or refuse it, saying why. */
export type RedirectDecision =
  | { readonly follow: true; readonly next: string }
  | { readonly follow: false; readonly why: string; readonly location: string | undefined };

// The absolute target of a Location, or undefined when it does not parse.
function absoluteTarget(location: string, from: string): string | undefined {
  try {
    return new URL(location, from).href;
  } catch {
    return undefined;
  }
}

/**
 * Decides on a redirect of `status` to `location`, met at `from` by a
 * request that started at `origin`'s URL, after `redirects` others.
 *
 * @example
 * ```ts
 * decideRedirect({ status: 302, location: '/video/a.gif', from, start: from, method: 'GET', redirects: 0 });
 * // { follow: true, next: 'https://frinkiac.com/video/a.gif' }
 * ```
 */
export function decideRedirect(hop: {
  readonly status: number;
  readonly location: string;
  readonly from: string;
  readonly start: string;
  readonly method: string;
  readonly redirects: number;
}): RedirectDecision {
  const target = absoluteTarget(hop.location, hop.from);
  const refuse = (why: string): RedirectDecision => ({ follow: false, why, location: target });
  if (target === undefined) return refuse('a redirect to a Location that is not a URL');
  if (hop.redirects >= MAX_REDIRECTS) return refuse(`more than ${MAX_REDIRECTS} redirects`);
  const check = checkOwnUrl(target, hop.start);
  if (!check.ok) return refuse(`a redirect that ${check.problem}, not followed`);
  // Browsers turn a 303, and a 301/302 after a POST, into a GET without body:
  // for a render that would be another request, so it is refused instead.
  if (hop.method === 'POST' && hop.status !== 307 && hop.status !== 308) return refuse('a redirect that would turn the POST into a GET, not followed');
  return { follow: true, next: check.href };
}
