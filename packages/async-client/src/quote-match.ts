import { type AsyncEffect, ClipQuoteMatch, type Flow, driveAsync } from '@screencap/core/internal';
import type { AsyncRenderCallOptions } from './options.js';
import type { AsyncScreencap } from './screencap.js';

/**
 * A quote found by the asynchronous client (`client.findQuote`): the
 * screencap, the lines that say the quote (whole sentences, each timed), and
 * what to post. `getGifUrl` and `getMp4Url` render (2026 service) and so
 * return promises; the comic links need no request.
 */
export class AsyncQuoteMatch extends ClipQuoteMatch<AsyncEffect, AsyncScreencap, AsyncRenderCallOptions> {
  protected drive<Result>(flow: Flow<Result>): Promise<Result> {
    return driveAsync(flow);
  }
}
