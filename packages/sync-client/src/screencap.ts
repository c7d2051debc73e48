import { BaseScreencap, type ClipOptions } from '@screencap/core/internal';
import type { ScreencapClient } from './client.js';
import type { SyncCallOptions } from './options.js';
import { throwAtCaller } from './internal/caller-stack.js';

/**
 * A screencap from the blocking client: every field of the interface, and
 * `getGifUrl`/`getMp4Url`, which ask the service for the clip's frames
 * (classic service) or render it (2026 service) and return the URL as a string.
 */
export class Screencap extends BaseScreencap<ScreencapClient> {
  #clipUrl(format: 'gif' | 'mp4', options: ClipOptions | undefined, callOptions: SyncCallOptions | undefined): string {
    if (this.client.generation === '2026') {
      const render = this.clipRenderOptions(options);
      return format === 'gif' ? this.client.renderGif(this, render, callOptions) : this.client.renderMp4(this, render, callOptions);
    }
    const plan = this.planClip(options);
    const frames = this.client.getFrames(plan.key, plan.timestamp, plan.before, plan.after, callOptions);
    return this.clipUrlFromFrames(format, plan, frames);
  }

  /**
   * The URL of a gif around this screencap. Classic service: the gif URL,
   * its start and end taken from the frames the service finds in the window.
   * 2026 service: the absolute URL of the rendered file (`video/...`), from
   * one `POST api/render/gif/stream` of the window `timestamp - before` to
   * `timestamp + after`, kept within `minTimestamp`/`maxTimestamp`.
   * @param options - caption (as given; default: classic, own caption
   *   formatted; 2026, one overlay per subtitle line, timed with the speech),
   *   before (3000 ms), after (4000 ms).
   * @throws {NoFramesFound} when the window holds no frame (classic).
   * @throws {RenderError} when the service reports a failed render (2026).
   * @example
   * ```ts
   * const url = screencap.getGifUrl({ caption: 'Hi!', after: 2000 });
   * ```
   */
  getGifUrl(options?: ClipOptions, callOptions?: SyncCallOptions): string {
    return this.#clipUrl('gif', options, callOptions);
  }

  /**
   * The URL of an mp4 around this screencap; see {@link Screencap.getGifUrl}
   * (2026 service: rendered through `POST api/render/mp4`).
   * @throws {NoFramesFound} when the window holds no frame (classic).
   * @throws {RenderError} when the service reports a failed render (2026).
   */
  getMp4Url(options?: ClipOptions, callOptions?: SyncCallOptions): string {
    return this.#clipUrl('mp4', options, callOptions);
  }
}

// An SDK error leaving a public method names the caller's line first, not the SDK's.
throwAtCaller(Screencap.prototype);
