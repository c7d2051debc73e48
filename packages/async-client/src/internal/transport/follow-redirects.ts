import type { HttpRequest } from '@screencap/core/internal';
import { APIPageStatusError } from '@screencap/core';
import type { FetchLike, FetchResponseLike } from './fetch-types.js';
import { discardBody } from '../body/read-body.js';
import { decideRedirect, REDIRECT_STATUSES } from './redirect-policy.js';
import type { AttemptDetails } from './classify-failure.js';

/** The status text of a redirect a browser hides from the page (`pageStatus` 0). */
const OPAQUE_REDIRECT = "(a redirect the browser hides from the page: an opaque redirect, without its status or Location, which the client cannot follow or check, so it is not followed)";

/** What one hop of an attempt is sent with. */
export interface HopSetup {
  readonly fetch: FetchLike;
  readonly headers: Readonly<Record<string, string>>;
  readonly agent: ((url: URL) => unknown) | undefined;
  /** A fresh signal for the next hop (the one before it is never aborted after). */
  readonly nextHop: () => AbortSignal;
  /** Starts the wait for a hop's head; the returned function ends it. */
  readonly waitForHead: () => () => void;
}

/**
 * Sends the request and follows its redirects, returning the first answer
 * that is not a redirect. Followed here rather than by fetch, so that
 * `timeout` bounds each hop's wait (not the whole chain), a loop ends as a
 * status error instead of a retried connection error, and the redirect rule
 * (redirect-policy.ts) decides which are followed at all. `details.url`
 * follows the hops, so an error names the one that failed.
 * @throws {APIPageStatusError} for a redirect the rule refuses, and (`pageStatus` 0) for one a browser hides.
 */
export async function fetchFollowingRedirects(request: HttpRequest, details: AttemptDetails, setup: HopSetup): Promise<FetchResponseLike> {
  for (let redirects = 0; ; redirects++) {
    const signal = setup.nextHop();
    const headWaited = setup.waitForHead();
    let response: FetchResponseLike;
    try {
      response = await setup.fetch(details.url, {
        method: details.method,
        headers: setup.headers,
        signal,
        redirect: 'manual',
        agent: setup.agent,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
    } finally {
      headWaited();
    }
    if (response.type === 'opaqueredirect') {
      // A browser hides a redirect's status and Location from a page: neither followed nor checked, so refused.
      discardBody(response.body);
      throw new APIPageStatusError({ ...details, pageStatus: 0, statusText: OPAQUE_REDIRECT });
    }
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return response;
    discardBody(response.body);
    const decision = decideRedirect({ status: response.status, location, from: details.url, start: request.url, method: details.method, redirects });
    if (!decision.follow) {
      throw new APIPageStatusError({
        ...details,
        pageStatus: response.status,
        statusText: `${response.statusText} (${decision.why})`.trim(),
        ...(decision.location === undefined ? {} : { location: decision.location }),
      });
    }
    // Only GETs (any redirect) and POSTs (307 and 308, which keep method and body) get here.
    details.url = decision.next;
  }
}
