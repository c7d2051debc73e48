import type { Keyv } from 'keyv';
import { KeepAliveAgents } from '../platform/agents.js';
import { loadMemoryStore } from '../platform/load-memory-store.js';
import { type SharedRedis, connectSharedRedis } from '../platform/shared-redis.js';
import type { Log } from '../transport/logging.js';
import { HttpCache } from './http-cache.js';
import { OriginGate } from './origin-gate.js';
import { RenderMemo } from './render-memo.js';

/** The stores a client's calls share: its cache, memoized renders, rate limit and `Retry-After`, and Redis if any. */
export interface Stores {
  readonly cache: HttpCache | undefined;
  readonly memo: RenderMemo | undefined;
  readonly gate: OriginGate;
  readonly redis: SharedRedis | undefined;
}

/** What the stores are opened from: the client's options that name them. */
export interface StoreOptions {
  readonly cache: boolean;
  readonly keyv?: Keyv | undefined;
  readonly redis?: string | undefined;
  readonly timeout: number;
  readonly rateLimit?: number | false | undefined;
  readonly maxRetryDelay: number;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

const ACCEPT_JSON = { accept: 'application/json' };

/**
 * Opens the stores: the in-memory one only for a client that may need it
 * (one sharing through Redis keeps it to fall back on while Redis is down).
 */
export async function openStores(options: StoreOptions, log: Log): Promise<Stores> {
  const memory = options.cache && !options.keyv ? await loadMemoryStore() : undefined;
  const redis =
    options.redis === undefined
      ? undefined
      : await connectSharedRedis(options.redis, { timeoutSeconds: options.timeout, log, local: memory?.createMemoryKeyv });
  const keyv = options.cache ? (options.keyv ?? redis?.keyv ?? memory?.createMemoryKeyv()) : undefined;
  return {
    cache: keyv ? new HttpCache(keyv, { ...ACCEPT_JSON, ...options.headers }) : undefined,
    memo: keyv ? new RenderMemo(keyv) : undefined,
    gate: new OriginGate({ rate: options.rateLimit ?? false, maxRetryDelay: options.maxRetryDelay, log, redis }),
    redis,
  };
}

/** What every transport derived from one shares: the stores (cache, limits, Redis) and the connection pools. */
export class SharedResources {
  #stores: Promise<Stores> | undefined;
  readonly agents = new KeepAliveAgents();
  #users = 0;

  /** The stores, opened by the first call that needs them; a failed opening is tried again by the next call. */
  stores(open: () => Promise<Stores>): Promise<Stores> {
    if (this.#stores) return this.#stores;
    const opening: Promise<Stores> = open().catch((error: unknown) => {
      // A Redis that was down may be up for the next call (unless the client
      // was closed meanwhile: then the next call opens new ones anyway).
      if (this.#stores === opening) this.#stores = undefined;
      throw error;
    });
    this.#stores = opening;
    return opening;
  }

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
    void this.#stores?.then((opened) => opened.redis?.close()).catch(() => undefined);
    this.#stores = undefined;
  }
}
