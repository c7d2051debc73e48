import { BaseScreencap, type ClipOptions } from '@screencap/core/internal';
import type { ScreencapClient } from './client.js';
import type { AsyncCallOptions } from './options.js';

/**
 * A screencap from the asynchronous client: every field of the interface, and
 * `getGifUrl`/`getMp4Url`, which ask the service for the frames of the clip
 * and so return promises.
 */
export class AsyncScreencap extends BaseScreencap<ScreencapClient> {
  async #clipUrl(format: 'gif' | 'mp4', options: ClipOptions | undefined, callOptions: AsyncCallOptions | undefined): Promise<string> {
    const plan = this.planClip(options);
    const frames = await this.client.getFrames(plan.key, plan.timestamp, plan.before, plan.after, callOptions);
    return this.clipUrlFromFrames(format, plan, frames);
  }

  /**
   * The URL of a gif around this screencap, its start and end taken from the
   * frames the service finds in the window.
   * @param options - caption (as given; default: own caption, formatted), before (3000 ms), after (4000 ms).
   * @throws {NoFramesFound} (as a rejection) when the window holds no frame.
   * @example
   * ```ts
   * const url = await screencap.getGifUrl({ caption: 'Hi!', after: 2000 });
   * ```
   */
  async getGifUrl(options?: ClipOptions, callOptions?: AsyncCallOptions): Promise<string> {
    return this.#clipUrl('gif', options, callOptions);
  }

  /**
   * The URL of an mp4 around this screencap; see {@link AsyncScreencap.getGifUrl}.
   * @throws {NoFramesFound} (as a rejection) when the window holds no frame.
   */
  async getMp4Url(options?: ClipOptions, callOptions?: AsyncCallOptions): Promise<string> {
    return this.#clipUrl('mp4', options, callOptions);
  }
}
