/**
 * Timing and percentiles: how the bench turns calls into figures.
 */
import { performance } from 'node:perf_hooks';

/** Figures of one series of timed calls. Times in microseconds. */
export interface Summary {
  readonly count: number;
  readonly medianUs: number;
  readonly p90Us: number;
  readonly p99Us: number;
  readonly meanUs: number;
  /** Calls per second over the series' wall time (not 1 / median). */
  readonly callsPerSecond: number;
  /** CPU time of this process (every thread, the sync worker's included; not the service's) per call. */
  readonly cpuUsPerCall: number;
}

/** Nearest-rank percentile of ascending `sorted` values; `p` from 0 to 100. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** The median of unsorted values. */
export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/**
 * The median of unsorted values, the mean of the two middle ones for an even
 * count: what the benches that print one figure per round report.
 */
export function midpointMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of the per-round ratios of `series` to `base` (paired, so that a
 * machine slowing down mid-run slows both sides of a pair).
 */
export function pairedRatio(series: readonly number[], base: readonly number[]): number {
  return midpointMedian(series.map((value, index) => value / base[index]!));
}

/**
 * Runs every variant once (a warm-up, not counted), then `rounds` rounds of
 * all of them, the order rotated each round so that no variant always
 * follows the same one. Gives each variant's figures, in round order.
 */
export async function interleavedRounds<V>(variants: readonly V[], rounds: number, run: (variant: V) => Promise<number>): Promise<Map<V, number[]>> {
  const figures = new Map<V, number[]>(variants.map((variant) => [variant, []]));
  for (const variant of variants) await run(variant);
  for (let round = 0; round < rounds; round++) {
    const shift = round % variants.length;
    for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) figures.get(variant)!.push(await run(variant));
  }
  return figures;
}

/** Summarizes a series: per-call durations (microseconds), its wall time and its CPU time. */
export function summarize({ durationsUs, wallMs, cpuUs }: Timings): Summary {
  const sorted = [...durationsUs].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    medianUs: percentile(sorted, 50),
    p90Us: percentile(sorted, 90),
    p99Us: percentile(sorted, 99),
    meanUs: sorted.length === 0 ? Number.NaN : total / sorted.length,
    callsPerSecond: wallMs > 0 ? (sorted.length * 1000) / wallMs : Number.NaN,
    cpuUsPerCall: sorted.length === 0 ? Number.NaN : cpuUs / sorted.length,
  };
}

/** Per-call durations (microseconds), the wall time (ms) and the process's CPU time (microseconds) of a series. */
export interface Timings {
  readonly durationsUs: number[];
  wallMs: number;
  cpuUs: number;
}

/** An empty accumulator; series run in several rounds add to it. */
export function emptyTimings(): Timings {
  return { durationsUs: [], wallMs: 0, cpuUs: 0 };
}

/** Starts the clocks of a series; the returned function adds the wall and CPU time since to `into`. */
function clocks(into: Timings): () => void {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  return () => {
    into.wallMs += performance.now() - wallStart;
    const cpu = process.cpuUsage(cpuStart);
    into.cpuUs += cpu.user + cpu.system;
  };
}

/** Times `count` sequential calls of an async function, adding to `into`. */
export async function timeSequentialAsync(call: () => Promise<unknown>, count: number, into: Timings): Promise<void> {
  const stop = clocks(into);
  for (let i = 0; i < count; i++) {
    const before = performance.now();
    await call();
    into.durationsUs.push((performance.now() - before) * 1000);
  }
  stop();
}

/** Calls of a blocking series between two turns of the event loop. */
const SYNC_CHUNK = 50;

/**
 * Times `count` sequential calls of a blocking function, adding to `into`.
 * Every `SYNC_CHUNK` calls it lets the event loop turn (untimed), as a script
 * between calls would: a loop blocked for seconds keeps the idle pooled
 * sockets of the other series from timing out before the server's
 * keep-alive timeout, and their next request then meets a reset.
 */
export async function timeSequentialSync(call: () => unknown, count: number, into: Timings): Promise<void> {
  for (let done = 0; done < count; done += SYNC_CHUNK) {
    const stop = clocks(into);
    for (let i = done; i < Math.min(count, done + SYNC_CHUNK); i++) {
      const before = performance.now();
      call();
      into.durationsUs.push((performance.now() - before) * 1000);
    }
    stop();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Times `count` calls with `inFlight` of them pending at any moment (each
 * lane starts its next call when its previous one settles), adding each
 * call's latency and the series' wall time to `into`. `call` gets its lane's
 * number (0 to `inFlight - 1`), so lanes can ask for different URLs: a
 * client that shares identical GETs in flight would otherwise send fewer
 * requests than the series counts.
 */
export async function timeConcurrent(call: (lane: number) => Promise<unknown>, count: number, inFlight: number, into: Timings): Promise<void> {
  let started = 0;
  const lane = async (_: unknown, index: number): Promise<void> => {
    while (started < count) {
      started++;
      const before = performance.now();
      await call(index);
      into.durationsUs.push((performance.now() - before) * 1000);
    }
  };
  const stop = clocks(into);
  await Promise.all(Array.from({ length: inFlight }, lane));
  stop();
}

/** Runs a blocking function repeatedly for about `budgetMs`; operations per second. */
export function throughputFor(call: (index: number) => unknown, budgetMs: number, batch = 200): { count: number; perSecond: number } {
  let count = 0;
  const start = performance.now();
  for (;;) {
    for (let i = 0; i < batch; i++) call(count + i);
    count += batch;
    const elapsed = performance.now() - start;
    if (elapsed >= budgetMs) return { count, perSecond: (count * 1000) / elapsed };
  }
}
