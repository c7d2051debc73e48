/**
 * What the soak does: the operations it calls (the same for both flavours),
 * the faults it injects, and what each fault must make each operation do.
 *
 * Faults are injected with the client options below (`SOAK_CLIENT_OPTIONS`):
 * one retry, 0.3 s per wait, 1 s per attempt, 0.05 s at most between
 * attempts. A fault that the transport retries (a 429 or 503, no headers, a
 * stalled or slow body, a reset, a long delay) is injected either once, and
 * the call must then succeed on its retry, or twice, and the call must fail
 * with the class that fault maps to.
 */
import type { AsyncScreencap, ScreencapClient as AsyncClient } from '@screencap/async';
import type { ClientOptions } from '@screencap/core/internal';
import { type EndpointName, type Fault, type FaultKind, catalogue, landmarks } from '@screencap/fake-service';
import type { Screencap, ScreencapClient as SyncClient } from '@screencap/sync';

/**
 * The client options of the soak: short, so that a fault costs at most about
 * two seconds. `renderTimeout` too: its default (300 s) would be the worst
 * case the soak bounds every call by, and a call hanging for minutes would
 * pass as within it.
 */
export const SOAK_CLIENT_OPTIONS = { timeout: 0.3, attemptTimeout: 1, maxRetryDelay: 0.05, maxRetries: 1, renderTimeout: 3 } as const satisfies ClientOptions;

/** The SDK's documented error classes (what a call may fail with). */
export const DOCUMENTED_ERROR_CLASSES = [
  'APIPageStatusError',
  'APIConnectionError',
  'APITimeoutError',
  'APIUserAbortError',
  'InvalidResponseError',
  'NoSearchResultsFound',
  'NoFramesFound',
  'RenderError',
  'SyncWorkerError',
] as const;

/** A documented error class's name. */
export type ErrorClassName = (typeof DOCUMENTED_ERROR_CLASSES)[number];

/** What a call ended with: `ok`, a documented class, or `undocumented:<name>`. */
export type Outcome = 'ok' | ErrorClassName | `undocumented:${string}`;

/** What the calls of one flavour need besides the client: screencaps and a gif URL made before the soak. */
export interface Fixtures<Shot> {
  readonly screencaps: readonly Shot[];
  readonly gifUrl: string;
}

/** A random choice, from the soak's seeded generator. */
export type Chooser = <T>(items: readonly T[]) => T;

/** One operation of the interface, as both flavours call it. */
export interface SoakOperation {
  readonly name: string;
  /** The fake-service endpoint the call's (first) request goes to: where its faults are injected. */
  readonly endpoint: EndpointName;
  /** `final-url` calls never read the body they get (`generateGif`). */
  readonly readsBody: boolean;
  /** What the call gives without a fault: `ok`, or the error a query without results must raise. */
  readonly normal: Outcome;
  /** The answer fits in one chunk of a `slow-body` fault (`[]`), so trickling it takes less than an attempt. */
  readonly tinyBody?: boolean;
  runAsync(client: AsyncClient, fixtures: Fixtures<AsyncScreencap>, pick: Chooser): Promise<unknown>;
  runSync(client: SyncClient, fixtures: Fixtures<Screencap>, pick: Chooser): unknown;
}

const lines = catalogue.subtitles;
// The soak's fake service runs in classic mode, where `none` finds nothing
// and so does `movie` (the film is in the 2026 catalogue only).
const queries = Object.entries(landmarks.searches)
  .filter(([name]) => name !== 'none' && name !== 'movie')
  .map(([, query]) => query);

/** Every operation of the soak. `search (no results)` is a search of its own. */
export const OPERATIONS: readonly SoakOperation[] = [
  {
    name: 'random',
    endpoint: 'random',
    readsBody: true,
    normal: 'ok',
    runAsync: (client) => client.getRandomScreencap(),
    runSync: (client) => client.getRandomScreencap(),
  },
  {
    name: 'screencap',
    endpoint: 'caption',
    readsBody: true,
    normal: 'ok',
    runAsync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.getScreencap(line.Episode, line.RepresentativeTimestamp);
    },
    runSync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.getScreencap(line.Episode, line.RepresentativeTimestamp);
    },
  },
  {
    name: 'search',
    endpoint: 'search',
    readsBody: true,
    normal: 'ok',
    runAsync: (client, _fixtures, pick) => client.search(pick(queries)),
    runSync: (client, _fixtures, pick) => client.search(pick(queries)),
  },
  {
    name: 'search (no results)',
    endpoint: 'search',
    readsBody: true,
    normal: 'NoSearchResultsFound',
    tinyBody: true,
    runAsync: (client) => client.search(landmarks.searches.none),
    runSync: (client) => client.search(landmarks.searches.none),
  },
  {
    name: 'frames',
    endpoint: 'frames',
    readsBody: true,
    normal: 'ok',
    runAsync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.getFrames(line.Episode, line.RepresentativeTimestamp, 1000, 1000);
    },
    runSync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.getFrames(line.Episode, line.RepresentativeTimestamp, 1000, 1000);
    },
  },
  {
    name: 'nearby',
    endpoint: 'nearby',
    readsBody: true,
    normal: 'ok',
    runAsync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.getNearbyFrames(line.Episode, line.RepresentativeTimestamp);
    },
    runSync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.getNearbyFrames(line.Episode, line.RepresentativeTimestamp);
    },
  },
  {
    name: 'episode',
    endpoint: 'episode',
    readsBody: true,
    normal: 'ok',
    runAsync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.viewEpisode(line.Episode, line.StartTimestamp, line.StartTimestamp + 10_000);
    },
    runSync: (client, _fixtures, pick) => {
      const line = pick(lines);
      return client.viewEpisode(line.Episode, line.StartTimestamp, line.StartTimestamp + 10_000);
    },
  },
  {
    name: 'generateGif',
    endpoint: 'gif',
    readsBody: false,
    normal: 'ok',
    runAsync: (client, fixtures) => client.generateGif(fixtures.gifUrl),
    runSync: (client, fixtures) => client.generateGif(fixtures.gifUrl),
  },
  {
    name: 'getGifUrl',
    endpoint: 'frames',
    readsBody: true,
    normal: 'ok',
    runAsync: (_client, fixtures, pick) => pick(fixtures.screencaps).getGifUrl(),
    runSync: (_client, fixtures, pick) => pick(fixtures.screencaps).getGifUrl(),
  },
];

/** What a faulted call must end with, and how many of its requests the fault must hit. */
export interface Expectation {
  readonly outcome: Outcome;
  /** For `APIPageStatusError`: the status it must carry. */
  readonly pageStatus?: number;
  /** Requests that carried the fault (the log's `fault` field). */
  readonly uses: number;
}

/** One way of injecting a fault, and what it must do to each operation. */
export interface FaultVariant {
  readonly name: string;
  readonly kind: FaultKind;
  /** Queued uses; a retried fault injected twice outlasts the one retry. */
  readonly times: 1 | 2;
  /**
   * Seconds the fault's `Retry-After` keeps the origin closed to the client
   * after the call: calls within them fail at once without reaching the
   * service (the documented gate), so the soak waits them out before its next
   * call, whose expectation is the service's answer.
   */
  readonly holdsOriginSeconds?: number;
  fault(endpoint: EndpointName): Fault;
  expect(operation: SoakOperation): Expectation;
}

/** A fault the transport retries: once, the retry succeeds; twice, `error` surfaces. */
function retried(
  name: string,
  kind: FaultKind,
  times: 1 | 2,
  fault: (endpoint: EndpointName) => Fault,
  error: ErrorClassName,
  options: { pageStatus?: number; harmlessWithoutBody?: boolean; harmlessForTinyBody?: boolean } = {},
): FaultVariant {
  return {
    name: `${name}, ${times === 1 ? 'once' : 'twice'}`,
    kind,
    times,
    fault,
    expect: (operation) => {
      // A redirect followed as soon as its headers arrive never sees what happens to its body.
      if (options.harmlessWithoutBody === true && !operation.readsBody) return { outcome: operation.normal, uses: 1 };
      if (options.harmlessForTinyBody === true && operation.tinyBody === true) return { outcome: operation.normal, uses: 1 };
      if (times === 1) return { outcome: operation.normal, uses: 1 };
      return { outcome: error, uses: 2, ...(options.pageStatus === undefined ? {} : { pageStatus: options.pageStatus }) };
    },
  };
}

/** A fault in a 200 body: the JSON operations reject it; `generateGif`, which never reads the body, does not see it. */
function badBody(kind: 'html' | 'malformed-json' | 'truncated-json' | 'empty-body' | 'wrong-shape'): FaultVariant {
  return {
    name: kind,
    kind,
    times: 1,
    fault: (endpoint) => ({ endpoint, kind }),
    expect: (operation) => ({ outcome: operation.readsBody ? 'InvalidResponseError' : operation.normal, uses: 1 }),
  };
}

/** Every fault variant: every kind of fault the fake service has, retried ones both once and twice. */
export const FAULT_VARIANTS: readonly FaultVariant[] = [
  ...([1, 2] as const).map((times) =>
    retried('status 429 Retry-After 0', 'status', times, (endpoint) => ({ endpoint, kind: 'status', status: 429, retryAfter: 0, times }), 'APIPageStatusError', {
      pageStatus: 429,
    }),
  ),
  {
    // Longer than maxRetryDelay: not retried, the error says how long the server wanted.
    name: 'status 429 Retry-After 5',
    kind: 'status',
    times: 1,
    holdsOriginSeconds: 5,
    fault: (endpoint) => ({ endpoint, kind: 'status', status: 429, retryAfter: 5 }),
    expect: () => ({ outcome: 'APIPageStatusError', pageStatus: 429, uses: 1 }),
  },
  ...([1, 2] as const).map((times) =>
    retried('status 503', 'status', times, (endpoint) => ({ endpoint, kind: 'status', status: 503, times }), 'APIPageStatusError', { pageStatus: 503 }),
  ),
  {
    name: 'status 404',
    kind: 'status',
    times: 1,
    fault: (endpoint) => ({ endpoint, kind: 'status', status: 404 }),
    expect: () => ({ outcome: 'APIPageStatusError', pageStatus: 404, uses: 1 }),
  },
  badBody('html'),
  badBody('malformed-json'),
  badBody('truncated-json'),
  badBody('empty-body'),
  badBody('wrong-shape'),
  {
    // An empty list where a list is expected: valid, so a search has no results and a clip no frames.
    name: 'wrong-shape []',
    kind: 'wrong-shape',
    times: 1,
    fault: (endpoint) => ({ endpoint, kind: 'wrong-shape', body: [] }),
    expect: (operation) => {
      if (!operation.readsBody) return { outcome: operation.normal, uses: 1 };
      if (operation.endpoint === 'search') return { outcome: 'NoSearchResultsFound', uses: 1 };
      if (operation.name === 'getGifUrl') return { outcome: 'NoFramesFound', uses: 1 };
      if (operation.endpoint === 'frames' || operation.endpoint === 'nearby') return { outcome: 'ok', uses: 1 };
      return { outcome: 'InvalidResponseError', uses: 1 };
    },
  },
  ...([1, 2] as const).map((times) => retried('no-headers', 'no-headers', times, (endpoint) => ({ endpoint, kind: 'no-headers', times }), 'APITimeoutError')),
  ...([1, 2] as const).map((times) =>
    retried('slow-body', 'slow-body', times, (endpoint) => ({ endpoint, kind: 'slow-body', times }), 'APITimeoutError', {
      harmlessWithoutBody: true,
      harmlessForTinyBody: true,
    }),
  ),
  ...([1, 2] as const).map((times) =>
    retried('stall-mid-body', 'stall-mid-body', times, (endpoint) => ({ endpoint, kind: 'stall-mid-body', times }), 'APITimeoutError', {
      harmlessWithoutBody: true,
    }),
  ),
  ...([1, 2] as const).map((times) => retried('reset', 'reset', times, (endpoint) => ({ endpoint, kind: 'reset', times }), 'APIConnectionError')),
  ...([1, 2] as const).map((times) =>
    retried('reset-mid-body', 'reset-mid-body', times, (endpoint) => ({ endpoint, kind: 'reset-mid-body', times }), 'APIConnectionError', {
      harmlessWithoutBody: true,
    }),
  ),
  {
    name: 'delay 50 ms',
    kind: 'delay',
    times: 1,
    fault: (endpoint) => ({ endpoint, kind: 'delay', delayMs: 50 }),
    expect: (operation) => ({ outcome: operation.normal, uses: 1 }),
  },
  ...([1, 2] as const).map((times) =>
    retried('delay 600 ms', 'delay', times, (endpoint) => ({ endpoint, kind: 'delay', delayMs: 600, times }), 'APITimeoutError'),
  ),
];
