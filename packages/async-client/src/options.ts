import type { CallOptions, ClientOptions } from '@screencap/core';
import type { FetchLike } from './internal/fetch-types.js';

/** Options of the asynchronous `ScreencapClient`: the shared ones, plus `fetch`. */
export interface AsyncClientOptions extends ClientOptions {
  /**
   * The `fetch` to send requests with, for unusual environments (a proxy, a
   * test double). It receives node-fetch's `agent` option, which others ignore.
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
