import { ClipScreencap, type Flow, type SyncEffect, driveSync } from '@screencap/core/internal';
import type { SyncCallOptions } from './options.js';
import { throwAtCaller } from './internal/caller-stack.js';

/**
 * A screencap from the blocking client: every field of the interface, and
 * `getGifUrl`/`getMp4Url`, which ask the service for the clip's frames
 * (classic service) or render it (2026 service) and return the URL as a string.
 */
export class Screencap extends ClipScreencap<SyncEffect, SyncCallOptions> {
  protected drive<Result>(flow: Flow<Result>): Result {
    return driveSync(flow);
  }
}

// An SDK error leaving a public method names the caller's line first, not the SDK's.
throwAtCaller(Screencap.prototype);
