import type { HttpRequest, HttpResponse } from '@screencap/core/internal';
import { APIError } from '@screencap/core';
import type { Keyv } from 'keyv';
import { KeepAliveAgents } from '../platform/agents.js';
import { Coalescer } from './coalescer.js';
import { mayShareRequests } from '../platform/coalescing.js';
import type { Hooks } from '../transport/hooks.js';
import { HttpCache, isCacheableRequest, isRandomRequest } from './http-cache.js';
import { loadMemoryStore } from '../platform/load-memory-store.js';
import { type Log, type Logger, createLog } from '../transport/logging.js';
import { createObservedFetch, hookErrorOf } from '../transport/observed-fetch.js';
import { OriginGate } from './origin-gate.js';
import { RenderMemo } from './render-memo.js';
import { type SharedRedis, connectSharedRedis } from '../platform/shared-redis.js';
import { type SendOptions, type Transport, type TransportOptions, createTransport } from '../transport/transport.js';

/** What a client's whole request path is built from: the transport's options, plus what only functions or objects can say. */
export interface ScaledTransportOptions extends TransportOptions {
  /** Where log lines go. @default console */
  readonly logger?: Logger | undefined;
  /** Request hooks (async flavour). */
  readonly hooks?: Hooks | undefined;
  /** A Keyv given as `cache` (async flavour): where answers and renders are kept instead of memory or Redis. */
  readonly keyv?: Keyv | undefined;
}

interface Stores {
  readonly cache: HttpCache | undefined;
  readonly memo: RenderMemo | undefined;
  readonly gate: OriginGate;
  readonly redis: SharedRedis | undefined;
}

const ACCEPT_JSON = { accept: 'application/json' };

/**
 * The request path of one client, layered around the transport: the cache and
 * the memoized renders answer first, identical GETs in flight are shared,
 * the origin's rate limit and `Retry-After` are waited for, and hooks and
 * logs see every request. Without `redis` all of it belongs to this client;
 * with it, to every client naming that Redis.
 *
 * @example
 * ```ts
 * const transport = createScaledTransport({ ...client.options, product: 'me/1.0' });
 * ```
 */
export function createScaledTransport(options: ScaledTransportOptions, shared: SharedResources = new SharedResources()): ScaledTransport {
  const log: Log = createLog(options.logger ?? console, options.logLevel);
  const hooks = options.hooks ?? {};
  const coalescer = mayShareRequests() ? new Coalescer<HttpResponse>() : undefined;
  // Writes of a received Retry-After still under way: a call waits for them before it returns.
  const pendingWrites = new Set<Promise<void>>();
  let using: boolean = shared.use();

  async function openStores(): Promise<Stores> {
    // The in-memory store only for a client that may need one. A client
    // sharing through Redis keeps one to fall back on while Redis is down.
    const memory = options.cache && !options.keyv ? await loadMemoryStore() : undefined;
    const redis =
      options.redis === undefined
        ? undefined
        : await connectSharedRedis(options.redis, {
            timeoutSeconds: options.timeout,
            log,
            local: memory?.createMemoryKeyv,
          });
    const keyv = options.cache ? (options.keyv ?? redis?.keyv ?? memory?.createMemoryKeyv()) : undefined;
    return {
      cache: keyv ? new HttpCache(keyv, { ...ACCEPT_JSON, ...options.headers }) : undefined,
      memo: keyv ? new RenderMemo(keyv) : undefined,
      gate: new OriginGate({ rate: options.rateLimit ?? false, maxRetryDelay: options.maxRetryDelay, log, redis }),
      redis,
    };
  }

  function getStores(): Promise<Stores> {
    if (shared.stores) return shared.stores;
    const opening: Promise<Stores> = openStores().catch((error: unknown) => {
      // A Redis that was down may be up for the next call (unless the client
      // was closed meanwhile: then the next call opens new ones anyway).
      if (shared.stores === opening) shared.stores = undefined;
      throw error;
    });
    shared.stores = opening;
    return opening;
  }

  const observed = createObservedFetch({
    fetch: options.fetch,
    agents: shared.agents,
    hooks,
    log,
    onRetryAfter: (url, seconds) => {
      log.warn(`${new URL(url).origin} answered 429 with Retry-After ${seconds} s: every call to it waits that long`);
      const write = getStores()
        .then((opened) => opened.gate.holdBack(url, seconds))
        .catch((error: unknown) => {
          log.error(`could not record a Retry-After: ${String(error)}`);
        })
        .finally(() => {
          pendingWrites.delete(write);
        });
      pendingWrites.add(write);
    },
  });
  const transport = createTransport({ ...options, fetch: observed.fetch });

  async function settleWrites(): Promise<void> {
    // Nothing to wait for, nearly always: no Promise.all then.
    if (pendingWrites.size > 0) await Promise.all([...pendingWrites]);
  }

  async function fail(request: HttpRequest, error: unknown): Promise<never> {
    await settleWrites();
    const fromHook = hookErrorOf(error);
    if (fromHook) throw fromHook.error;
    if (!(error instanceof APIError)) throw error;
    log.error(`${request.method} ${request.url} failed: ${error.message}`);
    let final: APIError = error;
    for (const hook of hooks.beforeError ?? []) final = await hook(final);
    throw final;
  }

  async function network(request: HttpRequest, sendOptions: SendOptions, opened: Stores): Promise<HttpResponse> {
    let response: HttpResponse;
    try {
      await opened.gate.pass(request, sendOptions.signal);
      response = await transport.send(request, {
        ...sendOptions,
        onRetry: async ({ error, retryCount, delaySeconds }) => {
          const fromHook = hookErrorOf(error);
          if (fromHook) throw fromHook.error;
          log.info(`${request.method} ${request.url} retry ${retryCount} after ${delaySeconds.toFixed(2)} s: ${error.message}`);
          for (const hook of hooks.beforeRetry ?? []) await hook({ request: { method: request.method, url: request.url }, error, retryCount });
          await opened.gate.pass(request, sendOptions.signal);
        },
      });
    } catch (error) {
      return fail(request, error);
    }
    await settleWrites();
    if (opened.cache && isCacheableRequest(request)) await opened.cache.put(request, response);
    if (opened.memo) await opened.memo.put(request, response);
    return response;
  }

  async function send(request: HttpRequest, sendOptions: SendOptions = {}): Promise<HttpResponse> {
    // A closed client that is used again takes its share again.
    if (!using) using = shared.use();
    // Connecting holds the process by itself; after that, a call holds it while it uses Redis.
    const opened = await getStores();
    const release = opened.redis?.hold();
    try {
      return await sendWith(opened, request, sendOptions);
    } finally {
      release?.();
    }
  }

  async function sendWith(opened: Stores, request: HttpRequest, sendOptions: SendOptions): Promise<HttpResponse> {
    if (opened.cache && isCacheableRequest(request)) {
      const hit = await opened.cache.get(request);
      if (hit) {
        log.debug(`${request.method} ${request.url} from the cache`);
        return hit;
      }
    }
    if (opened.memo && RenderMemo.handles(request)) {
      const hit = await opened.memo.get(request);
      if (hit) {
        log.debug(`${request.method} ${request.url} from the memoized renders`);
        return hit;
      }
    }
    // Never api/random: two identical random requests want two screencaps;
    // never a download, whose size limit is its own. Calls share a request
    // only with the same time limit: each is bounded by its own.
    if (coalescer && request.method === 'GET' && request.expect !== 'media' && !isRandomRequest(request)) {
      const { signal, ...shared } = sendOptions;
      const key = `${request.expect} ${String(shared.timeout)} ${String(shared.renderTimeout)} ${String(shared.renderStartedAt)} ${request.url}`;
      return coalescer.run(key, (sharedSignal) => network(request, { ...shared, signal: sharedSignal }, opened), {
        signal,
        method: request.method,
        url: request.url,
      });
    }
    return network(request, sendOptions, opened);
  }

  return {
    send,
    close: () => {
      transport.close();
      observed.close();
      if (using) shared.release();
      using = false;
    },
    derive: (derivedOptions) => createScaledTransport(derivedOptions, shared),
  };
}

/** A client's request path, and how to make another one sharing its cache, limits and connections. */
export interface ScaledTransport extends Transport {
  /**
   * A request path with other options (timeouts, headers, log level, ...)
   * that shares this one's cache, memoized renders, rate limit, Retry-After,
   * Redis and connection pools: what `client.withOptions` sends through.
   * Those are closed when every transport sharing them is.
   */
  derive(options: ScaledTransportOptions): ScaledTransport;
}

/** What every transport derived from one shares: the stores (cache, limits, Redis) and the connection pools. */
class SharedResources {
  stores: Promise<Stores> | undefined;
  readonly agents = new KeepAliveAgents();
  #users = 0;

  /** Counts one more transport using these; always `true`, what the transport keeps as its share. */
  use(): true {
    this.#users += 1;
    return true;
  }

  /** One transport is done with these: the last one closes the pools and Redis (they reopen on the next use). */
  release(): void {
    this.#users -= 1;
    if (this.#users > 0) return;
    this.agents.destroy();
    void this.stores?.then((opened) => opened.redis?.close()).catch(() => undefined);
    this.stores = undefined;
  }
}
