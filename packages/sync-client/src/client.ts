import {
  type ClientFlavour,
  FlavourClient,
  deriveClient,
  driveSync,
  type Flow,
  type FlavourTraits,
  LOG_LEVELS,
  type Operation,
  type QuoteLineSelection,
  type ScreencapJson,
  mergeDerivedOptions,
  resolveCallOptions,
  worstCaseSeconds,
} from '@screencap/core/internal';
import { writeSync } from 'node:fs';
import { throwAtCaller } from './internal/caller-stack.js';
import type { WorkerRoot, WorkerTransportOptions } from './internal/protocol.js';
import { closeInWorker, nextClientId, sendThroughWorker, startWorkerEarly, warmUpWorker } from './internal/worker-bridge.js';
import type {
  SyncCallOptions,
  SyncClientOptions,
  SyncDownloadOptions,
  SyncFilterCallOptions,
  SyncGetOptions,
  SyncQuoteCallOptions,
  SyncRenderCallOptions,
} from './options.js';
import { QuoteMatch } from './quote-match.js';
import { Screencap } from './screencap.js';
import { VERSION } from './version.js';

/** The blocking flavour, as types: every call returns its value. */
export interface SyncFlavour extends ClientFlavour {
  readonly async: false;
  readonly screencap: Screencap;
  readonly quoteMatch: QuoteMatch;
  readonly call: SyncCallOptions;
  readonly filterCall: SyncFilterCallOptions;
  readonly quoteCall: SyncQuoteCallOptions;
  readonly renderCall: SyncRenderCallOptions;
  readonly download: SyncDownloadOptions;
  readonly get: SyncGetOptions;
}

const NO_KEYS: readonly string[] = [];
// No `signal` (a blocked thread cannot abort itself), no `onProgress` (nor report a render's progress).
const SYNC_TRAITS: FlavourTraits = { callKeys: NO_KEYS, reportsProgress: false };

// Set by withOptions for the constructor it calls, which takes it at once.
let pendingRoot: WorkerRoot | undefined;

function takeRoot(): WorkerRoot | undefined {
  const root = pendingRoot;
  pendingRoot = undefined;
  return root;
}

// What a function would have to carry to the worker thread, and what to use instead.
const ASYNC_ONLY: Readonly<Record<string, string>> = {
  fetch: 'use @screencap/async',
  logger: 'use the logLevel option (the worker writes its log lines to standard error), or @screencap/async',
  hooks: 'use @screencap/async',
};

// The options without the async-only keys (undefined by then); anything
// that is not an object is left for the shared checks to refuse.
function withoutAsyncOnly(given: unknown): unknown {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return given;
  return Object.fromEntries(Object.entries(given).filter(([name]) => !(name in ASYNC_ONLY)));
}

// Only an option actually given is refused: an options object shared with the
// async flavour may carry `fetch: undefined`, which async accepts too.
function refuseAsyncOnly(given: unknown): void {
  if (typeof given !== 'object' || given === null) return;
  for (const [name, instead] of Object.entries(ASYNC_ONLY)) {
    if ((given as Record<string, unknown>)[name] !== undefined) {
      throw new TypeError(`The ${name} option is not available in @screencap/sync: a function cannot cross to its worker thread; ${instead}`);
    }
  }
}

/**
 * The blocking client of one screencap instance, for scripts: the same
 * operations, options, results and errors as `@screencap/async`, without
 * `await`. Requests run in a worker thread (started once per process, when
 * the first client is made, without waiting for it) while the calling thread
 * waits.
 *
 * Do not call it from a thread that also serves the instance it talks to
 * (a test server in the same process): the blocked thread could never answer.
 *
 * @example
 * ```ts
 * import { Frinkiac } from '@screencap/sync';
 *
 * const client = new Frinkiac();
 * const screencap = client.searchForScreencap('I am so smart');
 * console.log(screencap.title, screencap.getGifUrl());
 * ```
 */
export class ScreencapClient extends FlavourClient<SyncFlavour> {
  readonly #transportOptions: WorkerTransportOptions;
  readonly #worstCaseSeconds: number;
  readonly #id = nextClientId();
  // The options as given: what withOptions lays its changes over.
  readonly #given: SyncClientOptions | undefined;
  // For a client made by withOptions: the first client of its line, whose state in the worker it shares.
  readonly #root: WorkerRoot | undefined;

  /**
   * @param url - the instance's base address, such as `https://frinkiac.com/`.
   * @param title - the name of the show, film or skit it serves.
   * @param options - timeouts, retries, `User-Agent`; see {@link SyncClientOptions}.
   * @throws {TypeError} | {RangeError} for a bad address, title or option (`fetch` included).
   */
  constructor(url: string, title: string, options?: SyncClientOptions) {
    refuseAsyncOnly(options);
    // `fetch`, `logger` and `hooks` are refused just above; undefined ones are
    // accepted, as in the async flavour, and dropped here, so that the list of
    // options an unknown one gets does not offer them.
    super(url, title, withoutAsyncOnly(options));
    this.#transportOptions = { ...this.options, product: `@screencap/sync/${VERSION}` };
    this.#given = options;
    this.#root = takeRoot();
    this.#worstCaseSeconds = worstCaseSeconds(this.options);
    // The worker boots on its own thread while the caller goes on: a script
    // that makes its client first and calls it after reading its input does
    // not wait for it. Nothing blocks here; the worker does not keep the
    // process alive.
    startWorkerEarly(this.#worstCaseSeconds);
  }

  protected createScreencap(json: ScreencapJson): Screencap {
    return new Screencap(this, json);
  }

  protected createQuoteMatch(screencap: Screencap, quote: string, selection: QuoteLineSelection): QuoteMatch {
    return new QuoteMatch(this, screencap, quote, selection);
  }

  /**
   * Logs the switch of an `'auto'` client to `'2026'` at `info` on standard
   * error. Answers are parsed on this thread, so a switch is noticed here; the
   * line goes where the worker writes the other log lines.
   */
  protected override onGenerationSwitch(message: string): void {
    if (LOG_LEVELS.indexOf(this.options.logLevel) < LOG_LEVELS.indexOf('info')) return;
    try {
      writeSync(2, `[screencap] ${message}\n`);
    } catch {
      // A closed standard error must not turn a good answer into a failure.
    }
  }

  protected send<Result>(plan: Operation<Result> | (() => Operation<Result>), options: unknown, keys: readonly string[] = NO_KEYS, renderStartedAt?: number): Result {
    const operation = typeof plan === 'function' ? plan() : plan;
    const call: SyncRenderCallOptions = resolveCallOptions(options, keys);
    // A render given a longer bound than the client's needs a worker that waits that long.
    const worstCase = Math.max(this.#worstCaseSeconds, call.renderTimeout ?? 0);
    let response;
    try {
      response = sendThroughWorker(this.#id, operation.request, this.#transportOptions, { timeout: call.timeout, renderTimeout: call.renderTimeout, renderStartedAt }, worstCase, this.#root);
    } catch (error) {
      // A 410 of a classic link or a 404 of a 2026-only endpoint says something of the instance's generation.
      throw this.operations.explainFailure(operation.request, error);
    }
    return operation.parse(response);
  }

  protected drive<Result>(flow: Flow<Result>): Result {
    return driveSync(flow);
  }

  protected get traits(): FlavourTraits {
    return SYNC_TRAITS;
  }

  /**
   * Waits until the worker thread (started with the first client) is ready,
   * so that the first real call does not pay for its start-up (see
   * bench/RESULTS.md for what it takes). Optional.
   * @throws {SyncWorkerError} when the worker cannot start.
   */
  warmUp(): void {
    warmUpWorker(this.#worstCaseSeconds);
  }

  /**
   * A client of the same instance with some options changed (a caption
   * style, a timeout, headers, a log level, ...), sharing this one's worker,
   * cache, memoized renders, rate limit, `Retry-After` and connections, and,
   * for an `'auto'` client that stays `'auto'`, what it learns of the
   * instance's generation (a switch to `'2026'` holds for both). This
   * client is unchanged. `cache`, `rateLimit` and `redis` are what is shared,
   * so they cannot change (`TypeError`).
   * @throws {TypeError} | {RangeError} for a bad option, as the constructor
   * (`fetch`, `logger` and `hooks` with its message: not available in this flavour).
   * @example
   * ```ts
   * const quick = client.withOptions({ timeout: 5, captionStyle: { font: 'impact' } });
   * ```
   */
  withOptions(options: SyncClientOptions): ScreencapClient {
    // This flavour has no `fetch` (nor `logger`, `hooks`) to share: the constructor's reason, not the shared-state one.
    refuseAsyncOnly(options);
    const merged = mergeDerivedOptions(this.#given ?? {}, options);
    pendingRoot = this.#root ?? { client: this.#id, options: this.#transportOptions };
    try {
      return deriveClient(this, () => new ScreencapClient(this.url, this.title, merged));
    } finally {
      pendingRoot = undefined;
    }
  }

  /**
   * Closes the pooled connections of this client's configuration in the
   * worker. Idle connections never keep the process alive anyway; the worker
   * stays up for other clients.
   */
  close(): void {
    closeInWorker(this.#id);
  }
}

// An SDK error leaving a public method names the caller's line first, not the SDK's.
throwAtCaller(ScreencapClient.prototype);
