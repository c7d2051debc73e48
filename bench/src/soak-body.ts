/**
 * One flavour's soak, run by `soak.ts` in a child process of its own: starts
 * a fake service, makes `--calls` calls spread over every operation, injects
 * a fault into one call in `--fault-every` (the faulted calls walk through
 * every fault variant and operation pair), checks each outcome and duration,
 * samples memory, closes everything, and prints its report as one JSON line.
 * Calls are made one at a time, so that each fault hits the call it was
 * meant for. It never calls `process.exit`: the parent checks that it exits
 * by itself.
 *
 * Usage: node --expose-gc soak-body.js --flavour async|sync [--calls N] [--fault-every K] [--seed S]
 */
import { fstatSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import * as AsyncSdk from '@screencap/async';
import { resolveClientOptions, worstCaseSeconds } from '@screencap/core/internal';
import { type FakeServiceHandle, catalogue, startFakeServiceProcess } from '@screencap/fake-service';
import * as SyncSdk from '@screencap/sync';
import { type MemorySample, sampleMemory } from './soak-memory.js';
import {
  type ErrorClassName,
  type Expectation,
  FAULT_VARIANTS,
  type FaultVariant,
  OPERATIONS,
  type Outcome,
  type Chooser,
  SOAK_CLIENT_OPTIONS,
  type SoakOperation,
} from './soak-plan.js';
import { type FaultTally, type Mismatch, REPORT_PREFIX, type SoakReport, durationFigures } from './soak-report.js';

/** Added to the client's worst case before a call counts as hung: scheduling noise on a busy machine, a worker round trip. */
const MARGIN_SECONDS = 1;
/** Calls before memory is sampled: pools, caches, JIT and the allocator's arenas settle first. */
const WARM_UP_FRACTION = 0.2;
const SAMPLES = 48;
const KEPT_EXAMPLES = 20;

type Flavour = 'async' | 'sync';
type ErrorClass = abstract new (...args: never[]) => Error;

function readArguments(): { flavour: Flavour; calls: number; faultEvery: number; seed: number } {
  const { values } = parseArgs({
    options: {
      flavour: { type: 'string' },
      calls: { type: 'string', default: '10000' },
      'fault-every': { type: 'string', default: '44' },
      seed: { type: 'string', default: '1' },
    },
  });
  const flavour = values.flavour;
  if (flavour !== 'async' && flavour !== 'sync') throw new TypeError('--flavour must be async or sync');
  const [calls, faultEvery, seed] = [Number(values.calls), Number(values['fault-every']), Number(values.seed)];
  if (!Number.isInteger(calls) || calls < 100) throw new RangeError('--calls must be an integer >= 100');
  if (!Number.isInteger(faultEvery) || faultEvery < 2) throw new RangeError('--fault-every must be an integer >= 2');
  if (!Number.isInteger(seed)) throw new RangeError('--seed must be an integer');
  return { flavour, calls, faultEvery, seed };
}

/** mulberry32: a small seeded generator, so that a run can be repeated. */
function seededPick(seed: number): Chooser {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
}

/** The flavour's documented error classes, by name. */
function errorClasses(flavour: Flavour): [ErrorClassName, ErrorClass][] {
  const sdk = flavour === 'async' ? AsyncSdk : SyncSdk;
  const classes: [ErrorClassName, ErrorClass][] = [
    ['APIPageStatusError', sdk.APIPageStatusError],
    ['APIConnectionError', sdk.APIConnectionError],
    ['APITimeoutError', sdk.APITimeoutError],
    ['APIUserAbortError', sdk.APIUserAbortError],
    ['InvalidResponseError', sdk.InvalidResponseError],
    ['NoSearchResultsFound', sdk.NoSearchResultsFound],
    ['NoFramesFound', sdk.NoFramesFound],
    ['RenderError', sdk.RenderError],
  ];
  if (flavour === 'sync') classes.push(['SyncWorkerError', SyncSdk.SyncWorkerError]);
  return classes;
}

/** The exact documented class of an error (not a subclass, not a look-alike), or `undocumented:<name>`. */
function classify(error: unknown, classes: readonly [ErrorClassName, ErrorClass][]): Outcome {
  for (const [name, errorClass] of classes) {
    if (error instanceof errorClass && (error as object).constructor === errorClass) return name;
  }
  const name = error instanceof Error ? error.constructor.name || error.name : typeof error;
  return `undocumented:${name}`;
}

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  return String(value);
}

function bump(into: Record<string, number>, key: string): void {
  into[key] = (into[key] ?? 0) + 1;
}

/** What one call ended with. */
interface CallResult {
  readonly outcome: Outcome | 'hung';
  readonly pageStatus?: number | undefined;
  readonly message: string;
  readonly ms: number;
}

/** Settles with the call's result, or `hung` once `watchdogMs` have passed without one. */
async function runCall(call: () => unknown, classes: readonly [ErrorClassName, ErrorClass][], watchdogMs: number): Promise<CallResult> {
  const started = performance.now();
  const settle = async (): Promise<CallResult> => {
    try {
      await call();
      return { outcome: 'ok', message: '', ms: performance.now() - started };
    } catch (error) {
      const pageStatus = error instanceof AsyncSdk.APIPageStatusError || error instanceof SyncSdk.APIPageStatusError ? error.pageStatus : undefined;
      return { outcome: classify(error, classes), pageStatus, message: describe(error), ms: performance.now() - started };
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<CallResult>((resolve) => {
    timer = setTimeout(() => {
      resolve({ outcome: 'hung', message: `no answer after ${watchdogMs} ms`, ms: performance.now() - started });
    }, watchdogMs);
  });
  try {
    return await Promise.race([settle(), watchdog]);
  } finally {
    clearTimeout(timer);
  }
}

function matches(result: CallResult, expected: Pick<Expectation, 'outcome' | 'pageStatus'>): boolean {
  return result.outcome === expected.outcome && (expected.pageStatus === undefined || result.pageStatus === expected.pageStatus);
}

function describeExpectation(expected: Pick<Expectation, 'outcome' | 'pageStatus'>): string {
  return expected.pageStatus === undefined ? expected.outcome : `${expected.outcome} ${expected.pageStatus}`;
}

/** Injects the fault, makes the call, and reads from the log how many requests the fault hit. */
async function faultedCall(
  service: FakeServiceHandle,
  variant: FaultVariant,
  operation: SoakOperation,
  call: () => Promise<CallResult>,
): Promise<{ result: CallResult; uses: number }> {
  await service.clearRequests();
  await service.injectFault(variant.fault(operation.endpoint));
  const result = await call();
  const uses = (await service.requests()).filter((entry) => entry.fault !== undefined).length;
  // A fault the call did not use up would hit the next call.
  if (uses < variant.times) await service.reset();
  if (variant.holdsOriginSeconds !== undefined) await new Promise((resolve) => setTimeout(resolve, variant.holdsOriginSeconds! * 1000 + 100));
  return { result, uses };
}

async function main(): Promise<void> {
  const { flavour, calls, faultEvery, seed } = readArguments();
  const unhandledRejections: string[] = [];
  const warnings: string[] = [];
  process.on('unhandledRejection', (reason) => {
    unhandledRejections.push(describe(reason));
  });
  process.on('warning', (warning) => {
    warnings.push(`${warning.name}: ${warning.message}`);
  });

  const resolved = resolveClientOptions(SOAK_CLIENT_OPTIONS);
  const worstCase = worstCaseSeconds(resolved);
  const boundMs = (worstCase + MARGIN_SECONDS) * 1000;
  const classes = errorClasses(flavour);
  const pick = seededPick(seed);

  const service = await startFakeServiceProcess({ mode: 'classic', seed });
  const asyncClient = flavour === 'async' ? new AsyncSdk.ScreencapClient(service.url, catalogue.title, SOAK_CLIENT_OPTIONS) : undefined;
  const syncClient = flavour === 'sync' ? new SyncSdk.ScreencapClient(service.url, catalogue.title, SOAK_CLIENT_OPTIONS) : undefined;
  // Faulted calls go through a client of their own without a cache: a fault
  // waits for the next request to its endpoint, and a fresh cached answer (the
  // service lets searches be cached for 30 minutes) sends none, so the fault
  // would never meet the call it was meant for.
  const uncachedOptions = { ...SOAK_CLIENT_OPTIONS, cache: false } as const;
  const faultAsyncClient = flavour === 'async' ? new AsyncSdk.ScreencapClient(service.url, catalogue.title, uncachedOptions) : undefined;
  const faultSyncClient = flavour === 'sync' ? new SyncSdk.ScreencapClient(service.url, catalogue.title, uncachedOptions) : undefined;
  const fixtureLines = catalogue.subtitles.filter((_, index) => index % 10 === 0);
  let run: (operation: SoakOperation, faulted: boolean) => unknown;
  if (asyncClient && faultAsyncClient) {
    const screencaps = await Promise.all(fixtureLines.map((line) => asyncClient.getScreencap(line.Episode, line.RepresentativeTimestamp)));
    const fixtures = { screencaps, gifUrl: await screencaps[0]!.getGifUrl() };
    run = (operation, faulted) => operation.runAsync(faulted ? faultAsyncClient : asyncClient, fixtures, pick);
  } else if (syncClient && faultSyncClient) {
    const screencaps = fixtureLines.map((line) => syncClient.getScreencap(line.Episode, line.RepresentativeTimestamp));
    const fixtures = { screencaps, gifUrl: screencaps[0]!.getGifUrl() };
    run = (operation, faulted) => operation.runSync(faulted ? faultSyncClient : syncClient, fixtures, pick);
  } else {
    throw new Error('no client');
  }

  const outcomes: Record<string, number> = {};
  const byOperation: Record<string, Record<string, number>> = {};
  const faults: Record<string, FaultTally> = {};
  const mismatches: Mismatch[] = [];
  let mismatchCount = 0;
  const slowCalls: SoakReport['slowCalls'][number][] = [];
  let slowCount = 0;
  // Allocated up front, off the JS heap, so that the soak's own bookkeeping does not look like a leak.
  const durations = new Float64Array(calls);
  const memory: MemorySample[] = [];
  const warmUpCalls = Math.floor(calls * WARM_UP_FRACTION);
  const sampleEvery = Math.max(1, Math.floor((calls - warmUpCalls) / SAMPLES));
  let faultedCalls = 0;
  const pairsCovered = new Set<string>();
  const started = performance.now();

  for (let index = 0; index < calls; index++) {
    if (index >= warmUpCalls && (index - warmUpCalls) % sampleEvery === 0) memory.push(sampleMemory(index));
    const faulted = index % faultEvery === faultEvery - 1;
    // Faulted calls walk through every (fault, operation) pair in turn; the others pick an operation at random.
    const variant = faulted ? FAULT_VARIANTS[faultedCalls % FAULT_VARIANTS.length] : undefined;
    const operation = faulted ? OPERATIONS[Math.floor(faultedCalls / FAULT_VARIANTS.length) % OPERATIONS.length]! : pick(OPERATIONS);
    const call = (): Promise<CallResult> => runCall(() => run(operation, faulted), classes, boundMs + 5_000);
    let result: CallResult;
    let expected: Pick<Expectation, 'outcome' | 'pageStatus'>;
    let usesProblem = '';
    if (variant) {
      faultedCalls++;
      pairsCovered.add(`${variant.name} / ${operation.name}`);
      const expectation = variant.expect(operation);
      const faultedResult = await faultedCall(service, variant, operation, call);
      result = faultedResult.result;
      expected = expectation;
      if (faultedResult.uses !== expectation.uses) usesProblem = `; the fault hit ${faultedResult.uses} requests, expected ${expectation.uses}`;
      const tally = (faults[variant.name] ??= { calls: 0, asExpected: 0, outcomes: {} });
      tally.calls++;
      bump(tally.outcomes, result.pageStatus === undefined ? result.outcome : `${result.outcome} ${result.pageStatus}`);
      if (matches(result, expected) && usesProblem === '') tally.asExpected++;
    } else {
      result = await call();
      expected = { outcome: operation.normal };
    }
    durations[index] = result.ms;
    bump(outcomes, result.outcome);
    bump((byOperation[operation.name] ??= {}), result.outcome);
    const faultName = variant?.name ?? 'none';
    if (!matches(result, expected) || usesProblem !== '') {
      mismatchCount++;
      if (mismatches.length < KEPT_EXAMPLES) {
        mismatches.push({ index, operation: operation.name, fault: faultName, expected: describeExpectation(expected), got: `${result.outcome}${result.pageStatus === undefined ? '' : ` ${result.pageStatus}`}`, message: `${result.message}${usesProblem}` });
      }
    }
    if (result.ms > boundMs || result.outcome === 'hung') {
      slowCount++;
      if (slowCalls.length < KEPT_EXAMPLES) slowCalls.push({ index, operation: operation.name, fault: faultName, ms: result.ms, outcome: result.outcome });
    }
    if ((index + 1) % 1000 === 0) {
      process.stderr.write(`[${flavour}] ${index + 1}/${calls} calls, ${faultedCalls} faulted, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    }
  }
  memory.push(sampleMemory(calls));
  const wallMs = performance.now() - started;

  asyncClient?.close();
  syncClient?.close();
  faultAsyncClient?.close();
  faultSyncClient?.close();
  await service.close();
  // Let the close callbacks of sockets and pipes run before looking.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const activeResources = process.getActiveResourcesInfo();
  // This process's own stdout and stderr, when piped to the parent (libuv uses socket pairs), are the only pipes expected.
  const ownPipes = [1, 2].filter((fd) => {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket();
  }).length;

  const report: SoakReport = {
    flavour,
    calls,
    wallMs,
    worstCaseSeconds: worstCase,
    boundSeconds: boundMs / 1000,
    outcomes,
    byOperation,
    faults,
    faultedCalls,
    faultPairs: { covered: pairsCovered.size, total: FAULT_VARIANTS.length * OPERATIONS.length },
    mismatchCount,
    mismatches,
    slowCount,
    slowCalls,
    durationsMs: durationFigures(Array.from(durations)),
    unhandledRejections,
    warnings,
    gcExposed: typeof globalThis.gc === 'function',
    memory,
    activeResources,
    ownPipes,
  };
  process.stdout.write(`${REPORT_PREFIX}${JSON.stringify(report)}\n`);
}

await main();
