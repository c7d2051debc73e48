import type { Log } from './logging.js';

/** The little of a node-redis client the link drives. */
export interface RedisConnection {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

/** The least time between two attempts to reach a Redis that is down, in ms. */
const RECONNECT_EVERY_MS = 1000;

function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : String(error);
}

/**
 * The state of a client's link to Redis. Redis is an optimisation, never a
 * dependency of a call (typescript-api.md, "Bots at scale"): while it is
 * down, callers use their in-process stores instead; an outage is logged
 * once when it starts and once when it ends. The connection never reconnects
 * by itself (a reconnect timer would keep an idle process alive): a use of
 * the link while it is down starts one attempt in the background, at most
 * one a second, and the calls go on meanwhile.
 */
export class RedisLink {
  readonly #connection: RedisConnection;
  readonly #where: string;
  readonly #log: Log;
  #inOutage = false;
  #connecting: Promise<void> | undefined;
  #lastAttempt = 0;

  /** @param where - the Redis's URL without its password, for log lines. */
  constructor(connection: RedisConnection, where: string, log: Log) {
    this.#connection = connection;
    this.#where = where;
    this.#log = log;
    connection.on('error', (error) => {
      this.reportFailure(error);
    });
    connection.on('ready', () => {
      if (!this.#inOutage) return;
      this.#inOutage = false;
      this.#log.warn(`the Redis at ${this.#where} is back: the cache, the rate limit and Retry-After are shared again`);
    });
  }

  /** Whether Redis can take commands now. When it cannot, starts an attempt to reach it again. */
  get up(): boolean {
    if (this.#connection.isReady) return true;
    this.#reconnect();
    return false;
  }

  /** Tries to connect once: what a new client waits for (within the connection timeout), and never fails. */
  async connectOnce(): Promise<void> {
    this.#reconnect();
    await this.#connecting;
  }

  /** Records a failed use of Redis: the first failure of an outage is logged. */
  reportFailure(error: unknown): void {
    if (this.#inOutage) return;
    this.#inOutage = true;
    this.#log.warn(
      `the Redis at ${this.#where} cannot be reached (${messageOf(error)}): calls go on with this client's own cache, rate limit and Retry-After until it is back`,
    );
  }

  #reconnect(): void {
    if (this.#connecting || this.#connection.isOpen || Date.now() - this.#lastAttempt < RECONNECT_EVERY_MS) return;
    this.#lastAttempt = Date.now();
    this.#connecting = this.#connection
      .connect()
      .then(
        () => undefined,
        (error: unknown) => {
          this.reportFailure(error);
        },
      )
      .finally(() => {
        this.#connecting = undefined;
      });
  }
}
