import { type AsyncEffect, ClipScreencap, type Flow, driveAsync } from '@screencap/core/internal';
import type { AsyncCallOptions } from './options.js';

/**
 * A screencap from the asynchronous client: every field of the interface, and
 * `getGifUrl`/`getMp4Url`, which ask the service for the frames of the clip
 * (classic service) or render it (2026 service), and so return promises.
 */
export class AsyncScreencap extends ClipScreencap<AsyncEffect, AsyncCallOptions> {
  protected drive<Result>(flow: Flow<Result>): Promise<Result> {
    return driveAsync(flow);
  }
}
