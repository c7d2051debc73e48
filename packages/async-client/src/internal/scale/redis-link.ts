import type { Log } from '../transport/logging.js';

/** The little of a node-redis client the link drives. */
export interface RedisConnection {
  readonly isOpen: boolean;
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  ping(): Promise<unknown>;
  /** Closes the socket at once, failing every command still waiting for an answer. */
  destroy(): void;
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

/** The least time between two attempts to reach a Redis that is down, in ms. */
const RECONNECT_EVERY_MS = 1000;

function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : String(error);
}

/** What a use of Redis that got no answer in time fails with (and the outage warning names). */
export class RedisDeadlineError extends Error {
  constructor(seconds: number) {
    super(`no answer in ${String(seconds)} s`);
    this.name = 'RedisDeadlineError';
  }
}

/**
 * The state of a client's link to Redis. Redis is an optimisation, never a
 * dependency of a call (typescript-api.md, "Bots at scale"): while it is
 * down, callers use their in-process stores instead; an outage is logged
 * once when it starts and once when it ends. The connection never reconnects
 * by itself (a reconnect timer would keep an idle process alive): a use of
 * the link while it is down starts one attempt in the background, at most
 * one a second, and the calls go on meanwhile.
 *
 * A Redis that accepts connections but does not answer (a stopped process, a
 * partition) is an outage too: every use of it is bounded by a deadline
 * (`bounded`), and one that passes it closes the connection (failing every
 * command still waiting on it, so each falls back on the in-process copy) and
 * starts the outage. The link counts as up only once Redis has answered a
 * PING on the current connection: a socket that connects is not enough.
 */
export class RedisLink {
  readonly #connection: RedisConnection;
  readonly #where: string;
  readonly #log: Log;
  readonly #deadlineSeconds: number;
  #inOutage = false;
  // Whether Redis answered on the current connection since it was opened, or since the last failure.
  #answering = false;
  #connecting: Promise<void> | undefined;
  #lastAttempt = 0;

  /**
   * @param where - the Redis's URL without its password, for log lines.
   * @param deadlineSeconds - how long a use of Redis (connecting included) may go without an answer before Redis counts as down.
   */
  constructor(connection: RedisConnection, where: string, log: Log, deadlineSeconds: number) {
    this.#connection = connection;
    this.#where = where;
    this.#log = log;
    this.#deadlineSeconds = deadlineSeconds;
    connection.on('error', (error) => {
      this.reportFailure(error);
    });
  }

  /** Whether Redis can take commands now. When it cannot, starts an attempt to reach it again. */
  get up(): boolean {
    if (this.#answering && this.#connection.isReady) return true;
    this.#reconnect();
    return false;
  }

  /** Tries to connect once: what a new client waits for (within the deadline), and never fails. */
  async connectOnce(): Promise<void> {
    this.#reconnect(true);
    await this.#connecting;
  }

  /** Records a failed use of Redis: the first failure of an outage is logged; the link is checked again before its next use. */
  reportFailure(error: unknown): void {
    this.#answering = false;
    if (this.#inOutage) return;
    this.#inOutage = true;
    this.#log.warn(
      `the Redis at ${this.#where} cannot be reached (${messageOf(error)}): calls go on with this client's own cache, rate limit and Retry-After until it is back`,
    );
  }

  /**
   * `use`, which sends commands to Redis, or a {@link RedisDeadlineError} when it
   * has not settled within the deadline: then Redis counts as down, and the
   * connection is closed, so that `use`'s commands fail too (rather than wait
   * for ever) and the next attempt starts afresh.
   * @throws whatever `use` throws; {@link RedisDeadlineError} past the deadline.
   */
  bounded<T>(use: Promise<T>): Promise<T> {
    return this.#withDeadline(use, true);
  }

  async #withDeadline<T>(use: Promise<T>, holdProcess: boolean): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new RedisDeadlineError(this.#deadlineSeconds);
        // Rejected first, so that the caller hears of the deadline rather than of the closing it causes.
        reject(error);
        this.#drop(error);
      }, this.#deadlineSeconds * 1000);
      // A call waiting for Redis holds the process; a background attempt to reach it never does.
      if (!holdProcess) timer.unref();
    });
    try {
      // What `use` throws is passed on as it is (the rate limiter's "no point free" is no Error).
      return await Promise.race([use, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  // Redis is down: closes the connection, which fails every command waiting on it.
  #drop(error: unknown): void {
    this.reportFailure(error);
    if (!this.#connection.isOpen) return;
    try {
      this.#connection.destroy();
    } catch {
      // Closed meanwhile: nothing left to fail.
    }
  }

  // `holdProcess`: whether the attempt's deadline keeps the process alive (only while a caller waits for it).
  #reconnect(holdProcess = false): void {
    if (this.#connecting || Date.now() - this.#lastAttempt < RECONNECT_EVERY_MS) return;
    this.#lastAttempt = Date.now();
    // A connection that is open (but not known to answer) is asked for a PING;
    // one that is not is opened first. Only an answer makes the link up.
    const attempt = async (): Promise<void> => {
      if (!this.#connection.isOpen) await this.#connection.connect();
      await this.#connection.ping();
    };
    this.#connecting = this.#withDeadline(attempt(), holdProcess)
      .then(
        () => {
          this.#answering = true;
          if (!this.#inOutage) return;
          this.#inOutage = false;
          this.#log.warn(`the Redis at ${this.#where} is back: the cache, the rate limit and Retry-After are shared again`);
        },
        (error: unknown) => {
          this.#drop(error);
        },
      )
      .finally(() => {
        this.#connecting = undefined;
      });
  }
}
