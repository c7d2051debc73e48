import type { CallOptions, ClientOptions, DownloadOptions, GetOptions, QuoteOptions, RenderCallOptions, SeasonFilter } from '@screencap/core/internal';
import type { Keyv } from 'keyv';
import type { FetchLike } from './internal/transport/fetch-types.js';
import type { Hooks } from './internal/transport/hooks.js';
import type { Logger } from './internal/transport/logging.js';

/** Options of the asynchronous `ScreencapClient`: the shared ones, plus `fetch`, `logger`, `hooks`, and a Keyv as `cache`. */
export interface AsyncClientOptions extends Omit<ClientOptions, 'cache'> {
  /**
   * As in both flavours (`true`: in memory, bounded to 1000 entries or 32 MiB
   * of bodies; `false`: off), or a Keyv instance to keep answers and
   * memoized renders in any Keyv store.
   * @default true
   * @example
   * ```ts
   * import { Keyv } from 'keyv';
   * new Frinkiac({ cache: new Keyv({ namespace: 'my-bot' }) });
   * ```
   */
  readonly cache?: boolean | Keyv;
  /**
   * Where log lines go, up to `logLevel`: any object with `error`, `warn`,
   * `info` and `debug` methods (pino, winston, consola fit).
   * @default console
   */
  readonly logger?: Logger;
  /** Functions called around each request, `ky`-style; see {@link Hooks}. @default undefined */
  readonly hooks?: Hooks;
  /**
   * The `fetch` to send requests with, for unusual environments (a proxy, a
   * test double). It gets no `agent`: connection pooling is up to it.
   * @default node-fetch over keep-alive agents (Node.js, Bun, Deno); the
   * platform's `fetch` in the build for Workers and browsers
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

/** Options of one render call of the asynchronous client: a call's, plus `renderTimeout` and `onProgress`. */
export interface AsyncRenderCallOptions extends AsyncCallOptions, RenderCallOptions {
  /**
   * Called with the render's progress, from 0 to 1, as the service streams
   * it (1 at once for a cached render). If it throws, the render rejects with
   * that error.
   * @default undefined
   */
  readonly onProgress?: (progress: number) => void;
}

/** Options of `findQuotes` and `findQuote`: a call's, plus the quote options (season range, episode, `dedupe`, `maxLines`, ...). */
export interface AsyncQuoteCallOptions extends AsyncCallOptions, QuoteOptions {}

/** Options of `download`: a call's, plus `maxBytes`. */
export interface AsyncDownloadOptions extends AsyncCallOptions, DownloadOptions {}

/** Options of `get`: a call's, plus `query`. */
export interface AsyncGetOptions extends AsyncCallOptions, GetOptions {}
