import { APIError, type RequestDetails } from './api-error.js';
import type { ErrorJson } from './screencap-error.js';

/** What a {@link MediaTooLargeError} is built from. */
export interface MediaTooLargeDetails extends RequestDetails {
  /** The most bytes the download accepted (its `maxBytes`). */
  readonly limit: number;
  /** The size of the file in bytes, when the answer declared it (`Content-Length`); else undefined. */
  readonly size?: number | undefined;
}

/**
 * `client.download` met a file larger than its `maxBytes` (by default 10 MiB,
 * Discord's attachment cap). The download stopped there: no more than the
 * cap (and one network chunk) was ever held in memory. Not retried: the same
 * file would be as large again. Post the link instead, or raise `maxBytes`
 * where the chat allows more (a Telegram bot: 50 MiB).
 *
 * @example
 * ```ts
 * try {
 *   await client.download(url, { maxBytes: 8 * 1024 * 1024 });
 * } catch (error) {
 *   if (error instanceof MediaTooLargeError) await chat.post(error.url);
 *   else throw error;
 * }
 * ```
 */
export class MediaTooLargeError extends APIError {
  /** The class name, `MediaTooLargeError`: what messages show and what rebuilds the class from data. */
  override readonly name: string = 'MediaTooLargeError';
  /** The most bytes the download accepted. */
  readonly limit: number;
  /** The file's size in bytes when the answer declared it (`Content-Length`), else `undefined`. */
  readonly size: number | undefined;

  constructor(details: MediaTooLargeDetails) {
    const size = details.size === undefined ? 'more than' : `${details.size} bytes, over`;
    super(`is too large to download: ${size} the limit of ${details.limit} bytes (maxBytes)`, details);
    this.limit = details.limit;
    this.size = details.size;
  }

  override toJSON(): ErrorJson {
    return { ...super.toJSON(), limit: this.limit, ...(this.size === undefined ? {} : { size: this.size }) };
  }
}
