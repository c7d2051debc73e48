import { KeepAliveAgents } from '../platform/agents.js';
import { defaultFetch, noStoreFetch } from '../platform/default-fetch.js';
import type { FetchLike } from './fetch-types.js';
import type { HookRequest, Hooks } from './hooks.js';
import { type Log, logsDebug } from './logging.js';
import { discardBody } from '../body/read-body.js';
import { headersObject } from '../body/response-excerpt.js';
import { parseRetryAfter } from './retry-policy.js';

/**
 * A hook's own failure, carried through the transport (which would otherwise
 * take it for a connection error) so the call fails with the hook's error.
 */
export class HookFailure extends Error {
  constructor(readonly error: unknown) {
    super('a hook failed');
  }
}

/** The hook's error behind a transport error, if a hook is what failed. */
export function hookErrorOf(error: unknown): { error: unknown } | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof HookFailure ? { error: cause.error } : undefined;
}

/** What {@link createObservedFetch} is built from. */
export interface ObservedFetchOptions {
  /** The user's `fetch`; node-fetch over this layer's own keep-alive agents when absent. */
  readonly fetch?: FetchLike | undefined;
  /** The `beforeRequest` and `afterResponse` hooks, if any. */
  readonly hooks?: Hooks | undefined;
  /** Told at once of every `429` with a `Retry-After`, so other calls hold back while this one waits. */
  readonly onRetryAfter: (url: string, seconds: number) => void;
  /** Gets a `debug` line per request. */
  readonly log: Log;
  /** Keep-alive pools shared with other clients (`withOptions`), closed by their owner. @default pools of its own */
  readonly agents?: KeepAliveAgents | undefined;
  /** The client's `cache` option: when `false`, the default `fetch` keeps its requests out of a browser's HTTP cache too. @default true */
  readonly cache?: boolean | undefined;
}

/** A `fetch` that runs the request hooks and reports `Retry-After`, plus what closes its pool. */
export interface ObservedFetch {
  readonly fetch: FetchLike;
  close(): void;
}

/**
 * Wraps the `fetch` every attempt (and redirect hop) goes through: the one
 * place that sees each request and response on the wire, so hooks run per
 * request and a `Retry-After` is known before the transport decides anything.
 */
export function createObservedFetch(options: ObservedFetchOptions): ObservedFetch {
  const ownAgents = options.fetch || options.agents ? undefined : new KeepAliveAgents();
  const agents = options.fetch ? undefined : (options.agents ?? ownAgents);
  const base: FetchLike = options.fetch ?? (options.cache === false ? noStoreFetch : defaultFetch);
  const { beforeRequest = [], afterResponse = [] } = options.hooks ?? {};
  const debug = logsDebug(options.log);
  // With no hook to see or change them, node-fetch (which only reads them) is
  // given the transport's headers as they are; hooks and an injected fetch get a copy.
  const copyHeaders = beforeRequest.length > 0 || afterResponse.length > 0 || options.fetch !== undefined;
  const fetch: FetchLike = async (url, init) => {
    const request: HookRequest = { method: init.method, url, headers: copyHeaders ? { ...init.headers } : init.headers };
    try {
      for (const hook of beforeRequest) await hook(request);
    } catch (error) {
      throw new HookFailure(error);
    }
    const started = debug ? Date.now() : 0;
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await base(url, { ...init, headers: request.headers, ...(agents ? { agent: agents.forUrl } : {}) });
    } catch (error) {
      if (debug) options.log.debug(`${init.method} ${url} failed after ${Date.now() - started} ms: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    if (debug) options.log.debug(`${init.method} ${url} ${response.status} (headers in ${Date.now() - started} ms)`);
    if (response.status === 429) {
      const seconds = parseRetryAfter(response.headers.get('retry-after'));
      if (seconds !== undefined) options.onRetryAfter(url, seconds);
    }
    if (afterResponse.length > 0) {
      const seen = { status: response.status, statusText: response.statusText, headers: headersObject(response.headers) };
      try {
        for (const hook of afterResponse) await hook(request, seen);
      } catch (error) {
        discardBody(response.body);
        throw new HookFailure(error);
      }
    }
    return response;
  };
  return { fetch, close: () => ownAgents?.destroy() };
}
