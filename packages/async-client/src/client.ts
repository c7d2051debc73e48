import {
  type ClientFlavour,
  FlavourClient,
  deriveClient,
  describeValue,
  driveAsync,
  type Flow,
  type FlavourTraits,
  type Operation,
  type QuoteLineSelection,
  type ScreencapJson,
  mergeDerivedOptions,
  resolveCallOptions,
} from '@screencap/core/internal';
import type { Keyv } from 'keyv';
import { assertHooks } from './internal/transport/hooks.js';
import { type Log, assertLogger, createLog } from './internal/transport/logging.js';
import { assertRuntimeOptions } from './internal/platform/runtime-options.js';
import { Transport } from './internal/transport.js';
import type {
  AsyncCallOptions,
  AsyncClientOptions,
  AsyncDownloadOptions,
  AsyncFilterCallOptions,
  AsyncGetOptions,
  AsyncQuoteCallOptions,
  AsyncRenderCallOptions,
} from './options.js';
import { AsyncQuoteMatch } from './quote-match.js';
import { AsyncScreencap } from './screencap.js';
import { VERSION } from './version.js';

/** The asynchronous flavour, as types: every call resolves a promise. */
export interface AsyncFlavour extends ClientFlavour {
  readonly async: true;
  readonly screencap: AsyncScreencap;
  readonly quoteMatch: AsyncQuoteMatch;
  readonly call: AsyncCallOptions;
  readonly filterCall: AsyncFilterCallOptions;
  readonly quoteCall: AsyncQuoteCallOptions;
  readonly renderCall: AsyncRenderCallOptions;
  readonly download: AsyncDownloadOptions;
  readonly get: AsyncGetOptions;
}

const NO_KEYS: readonly string[] = [];
const ASYNC_TRAITS: FlavourTraits = { callKeys: ['signal'], reportsProgress: true };

// Set by withOptions for the constructor it calls, which takes it at once.
let pendingParent: Transport | undefined;

function takeParentTransport(): Transport | undefined {
  const parent = pendingParent;
  pendingParent = undefined;
  return parent;
}

// A Keyv given as `cache`, recognised by its methods (the user's copy of keyv may not be ours).
function keyvOf(options: unknown): Keyv | undefined {
  const cache: unknown = typeof options === 'object' && options !== null ? (options as { cache?: unknown }).cache : undefined;
  if (cache === undefined || typeof cache === 'boolean') return undefined;
  if (typeof cache !== 'object' || cache === null) {
    throw new TypeError(`cache must be true, false or a Keyv instance, got ${describeValue(cache)}`);
  }
  const { get, set, delete: remove } = cache as Record<string, unknown>;
  if (typeof get !== 'function' || typeof set !== 'function' || typeof remove !== 'function') {
    throw new TypeError(`cache must be true, false or a Keyv instance, got ${describeValue(cache)}`);
  }
  return cache as Keyv;
}

/**
 * The asynchronous client of one screencap instance. Every I/O method returns
 * a promise; bad arguments reject it before any request is sent.
 *
 * @example
 * ```ts
 * import { Frinkiac, ScreencapClient } from '@screencap/async';
 *
 * const client = new Frinkiac(); // or new ScreencapClient('https://frinkiac.com/', 'The Simpsons')
 * const screencap = await client.searchForScreencap('I am so smart');
 * console.log(screencap.title, screencap.getRealTimestamp(), screencap.getMemeUrl());
 * ```
 */
export class ScreencapClient extends FlavourClient<AsyncFlavour> {
  readonly #transport: Transport;
  // The options as given: what withOptions lays its changes over.
  readonly #given: AsyncClientOptions | undefined;
  // The client's own log lines (a generation switch); requests log in the transport.
  readonly #log: Log;

  /**
   * @param url - the instance's base address, such as `https://frinkiac.com/`.
   * @param title - the name of the show, film or skit it serves.
   * @param options - timeouts, retries, `User-Agent`, `fetch`; see {@link AsyncClientOptions}.
   * @throws {TypeError} | {RangeError} for a bad address, title or option.
   */
  constructor(url: string, title: string, options?: AsyncClientOptions) {
    const keyv = keyvOf(options);
    // The shared checks see a Keyv as `cache: true`: a store is this flavour's addition.
    super(url, title, keyv ? { ...options, cache: true } : options, ['fetch', 'logger', 'hooks']);
    const fetch = options?.fetch;
    if (fetch !== undefined && typeof fetch !== 'function') {
      throw new TypeError(`fetch must be a function, got ${describeValue(fetch)}`);
    }
    assertLogger(options?.logger);
    assertHooks(options?.hooks);
    assertRuntimeOptions(this.options);
    this.#given = options;
    this.#log = createLog(options?.logger ?? console, this.options.logLevel);
    const transportOptions = { ...this.options, fetch, product: `@screencap/async/${VERSION}`, logger: options?.logger, hooks: options?.hooks, keyv };
    // A client made by withOptions sends through its original's shared cache, limits and connections.
    const parent = takeParentTransport();
    this.#transport = parent ? parent.derive(transportOptions) : new Transport(transportOptions);
  }

  protected createScreencap(json: ScreencapJson): AsyncScreencap {
    return new AsyncScreencap(this, json);
  }

  protected createQuoteMatch(screencap: AsyncScreencap, quote: string, selection: QuoteLineSelection): AsyncQuoteMatch {
    return new AsyncQuoteMatch(this, screencap, quote, selection);
  }

  /** Logs the switch of an `'auto'` client to `'2026'` at `info`, through the client's `logger`. */
  protected override onGenerationSwitch(message: string): void {
    this.#log.info(message);
  }

  protected async send<Result>(
    plan: Operation<Result> | (() => Operation<Result>),
    options: unknown,
    keys: readonly string[] = NO_KEYS,
    renderStartedAt?: number,
    onLine?: (line: string) => void,
  ): Promise<Result> {
    const operation = typeof plan === 'function' ? plan() : plan;
    const call = resolveCallOptions(options, ['signal', ...keys]) as AsyncRenderCallOptions;
    if (call.signal !== undefined && !(call.signal instanceof AbortSignal)) {
      throw new TypeError(`signal must be an AbortSignal, got ${describeValue(call.signal)}`);
    }
    let response;
    try {
      response = await this.#transport.send(operation.request, {
        timeout: call.timeout,
        renderTimeout: call.renderTimeout,
        renderStartedAt,
        signal: call.signal,
        onLine,
      });
    } catch (error) {
      // A 410 of a classic link or a 404 of a 2026-only endpoint says something of the instance's generation.
      throw this.operations.explainFailure(operation.request, error);
    }
    return operation.parse(response);
  }

  protected drive<Result>(flow: Flow<Result>): Promise<Result> {
    return driveAsync(flow);
  }

  protected get traits(): FlavourTraits {
    return ASYNC_TRAITS;
  }

  /**
   * A client of the same instance with some options changed (a caption
   * style, a timeout, headers, a log level, ... for one chat of a bot), that
   * shares this one's cache, memoized renders, rate limit, `Retry-After` and
   * connections, and, for an `'auto'` client that stays `'auto'`, what it
   * learns of the instance's generation (a switch to `'2026'` holds for
   * both). This client is unchanged. `cache`, `rateLimit`, `redis` and
   * `fetch` are what is shared, so they cannot change (`TypeError`).
   * @throws {TypeError} | {RangeError} for a bad option, as the constructor.
   * @example
   * ```ts
   * const loud = client.withOptions({ captionStyle: { allCaps: true }, timeout: 5 });
   * ```
   */
  withOptions(options: AsyncClientOptions): ScreencapClient {
    const merged = mergeDerivedOptions(this.#given ?? {}, options);
    pendingParent = this.#transport;
    try {
      return deriveClient(this, () => new ScreencapClient(this.url, this.title, merged));
    } finally {
      pendingParent = undefined;
    }
  }

  /**
   * Closes the client's pooled connections (shared with clients made by
   * `withOptions`: they close once each of those is closed too). Idle ones
   * never keep a process alive anyway.
   */
  close(): void {
    this.#transport.close();
  }
}
