import { BaseScreencap, type ClipOptions } from '@screencap/core/internal';
import type { ScreencapClient } from './client.js';
import type { SyncCallOptions } from './options.js';

/**
 * A screencap from the blocking client: every field of the interface, and
 * `getGifUrl`/`getMp4Url`, which ask the service for the clip's frames and
 * return the URL as a string.
 */
export class Screencap extends BaseScreencap<ScreencapClient> {
  #clipUrl(format: 'gif' | 'mp4', options: ClipOptions | undefined, callOptions: SyncCallOptions | undefined): string {
    const plan = this.planClip(options);
    const frames = this.client.getFrames(plan.key, plan.timestamp, plan.before, plan.after, callOptions);
    return this.clipUrlFromFrames(format, plan, frames);
  }

  /**
   * The URL of a gif around this screencap, its start and end taken from the
   * frames the service finds in the window.
   * @param options - caption (as given; default: own caption, formatted), before (3000 ms), after (4000 ms).
   * @throws {NoFramesFound} when the window holds no frame.
   */
  getGifUrl(options?: ClipOptions, callOptions?: SyncCallOptions): string {
    return this.#clipUrl('gif', options, callOptions);
  }

  /**
   * The URL of an mp4 around this screencap; see {@link Screencap.getGifUrl}.
   * @throws {NoFramesFound} when the window holds no frame.
   */
  getMp4Url(options?: ClipOptions, callOptions?: SyncCallOptions): string {
    return this.#clipUrl('mp4', options, callOptions);
  }
}
