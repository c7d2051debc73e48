import type { CallOptions, ClientOptions, SeasonFilter } from '@screencap/core/internal';
import type { FetchLike } from './internal/fetch-types.js';

/** Options of the asynchronous `ScreencapClient`: the shared ones, plus `fetch`. */
export interface AsyncClientOptions extends ClientOptions {
  /**
   * The `fetch` to send requests with, for unusual environments (a proxy, a
   * test double). It gets no `agent`: connection pooling is up to it.
   * @default node-fetch over keep-alive agents
   */
  readonly fetch?: FetchLike;
}

/** Options of one call of the asynchronous client. */
export interface AsyncCallOptions extends CallOptions {
  /**
   * Aborts the call, including any wait between retries; the call then
   * rejects with `APIUserAbortError`.
   * @default undefined
   */
  readonly signal?: AbortSignal;
}

/** Options of `search` and `getRandomScreencap`: a call's, plus a season filter (2026 service). */
export interface AsyncFilterCallOptions extends AsyncCallOptions, SeasonFilter {}

/** Options of one render call of the asynchronous client. */
export interface AsyncRenderCallOptions extends AsyncCallOptions {
  /**
   * Called with the render's progress, from 0 to 1, as the service streams
   * it (1 at once for a cached render). If it throws, the render rejects with
   * that error.
   * @default undefined
   */
  readonly onProgress?: (progress: number) => void;
}
