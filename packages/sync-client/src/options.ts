import type { CallOptions, ClientOptions } from '@screencap/core';

/**
 * Options of the blocking `ScreencapClient`: the same as the asynchronous
 * client's, except `fetch` (a function cannot cross to the worker thread).
 */
export type SyncClientOptions = ClientOptions;

/** Options of one blocking call (no `signal`: a blocked thread cannot abort itself). */
export type SyncCallOptions = CallOptions;
