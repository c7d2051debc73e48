import type { HttpRequest, HttpResponse, SerializedError } from '@screencap/core/internal';
import type { TransportOptions } from '@screencap/async/internal/transport';

/** The transport options that cross to the worker: plain data only (no `fetch`). */
export type WorkerTransportOptions = Omit<TransportOptions, 'fetch' | 'logger' | 'hooks' | 'keyv'>;

/** What the caller's thread asks of the worker. Plain data: it is structured-cloned. */
export type WorkerRequest =
  | {
      readonly kind: 'send';
      /** Which client sends: its cache, limit and Retry-After are its own (unless shared through Redis). */
      readonly client: string;
      readonly request: HttpRequest;
      readonly options: WorkerTransportOptions;
      /** The call's own `timeout` and, for a render, `renderTimeout`, when given. */
      readonly timeout: number | undefined;
      readonly renderTimeout: number | undefined;
      /** For a render's requests (probe and stream): when the render began (`Date.now()`), so that `renderTimeout` bounds them together. */
      readonly renderStartedAt?: number | undefined;
      /**
       * For a client made by `withOptions`: the client it was made from (the
       * first of the line) and its options. Its transport shares that one's
       * cache, limits and connections.
       */
      readonly root?: WorkerRoot | undefined;
    }
  | { readonly kind: 'close'; readonly client: string }
  | { readonly kind: 'ping' }
  | { readonly kind: 'exit'; readonly code: number };

/**
 * What the worker answers. Errors travel as data, never thrown across, so
 * synckit never has to clone an error (it loses their classes) and a thrown
 * error can only mean the worker itself failed.
 */
export type WorkerReply =
  | { readonly ok: true; readonly response?: HttpResponse }
  | { readonly ok: false; readonly error: SerializedError };

/** The original client of one made by `withOptions`, as the worker needs it. */
export interface WorkerRoot {
  readonly client: string;
  readonly options: WorkerTransportOptions;
}
