import { ClipQuoteMatch, type Flow, type SyncEffect, driveSync } from '@screencap/core/internal';
import type { SyncRenderCallOptions } from './options.js';
import type { Screencap } from './screencap.js';
import { throwAtCaller } from './internal/caller-stack.js';

/**
 * A quote found by the blocking client (`client.findQuote`): the screencap,
 * the lines that say the quote (whole sentences, each timed), and what to
 * post. The same fields and operations as `@screencap/async`'s, returning
 * values instead of promises.
 */
export class QuoteMatch extends ClipQuoteMatch<SyncEffect, Screencap, SyncRenderCallOptions> {
  protected drive<Result>(flow: Flow<Result>): Result {
    return driveSync(flow);
  }
}

// An SDK error leaving a public method names the caller's line first, not the SDK's.
throwAtCaller(QuoteMatch.prototype);
