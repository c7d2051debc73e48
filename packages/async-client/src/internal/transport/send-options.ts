import type { ResolvedClientOptions } from '@screencap/core/internal';
import type { APIConnectionError, APIPageStatusError, APITimeoutError } from '@screencap/core';
import type { Keyv } from 'keyv';
import type { FetchLike } from './fetch-types.js';
import type { Hooks } from './hooks.js';
import type { Logger } from './logging.js';

/** What a client's transport is built from: the client's options, who is calling, and what only functions or objects can say. */
export interface TransportOptions extends ResolvedClientOptions {
  /** The product named first in the `User-Agent`, such as `@screencap/async/0.1.0`. */
  readonly product: string;
  /** The `fetch` to use. @default node-fetch over keep-alive agents */
  readonly fetch?: FetchLike | undefined;
  /** Where log lines go. @default console */
  readonly logger?: Logger | undefined;
  /** Request hooks (async flavour). */
  readonly hooks?: Hooks | undefined;
  /** A Keyv given as `cache` (async flavour): where answers and renders are kept instead of memory or Redis. */
  readonly keyv?: Keyv | undefined;
}

/** Options of one request. */
export interface SendOptions {
  /** Overrides the client's `timeout`, in seconds. */
  readonly timeout?: number | undefined;
  /** For `ndjson` requests (renders): overrides the client's `renderTimeout`, in seconds. */
  readonly renderTimeout?: number | undefined;
  /**
   * When a render began (`Date.now()`), for each request it sends: its
   * `check_only` probe as well as its stream, so that `renderTimeout`
   * bounds them together. Without it, a render's stream is timed from its
   * own start.
   */
  readonly renderStartedAt?: number | undefined;
  /** Aborts the request, and any wait between retries. */
  readonly signal?: AbortSignal | undefined;
  /**
   * For `ndjson` requests: called with each line as it arrives (again from
   * the start if the request is retried).
   */
  readonly onLine?: ((line: string) => void) | undefined;
}

/** A failure another attempt may mend. */
export type RetryableFailure = APIPageStatusError | APIConnectionError | APITimeoutError;
