/**
 * Memory samples of a soak and the test for a leak: a sustained upward
 * trend, read as the last quarter's median against the second quarter's (the
 * first quarter is left out: pools and caches are still filling).
 */
import { median } from './measure.js';

/** One sample, taken after a full garbage collection when `global.gc` is exposed. */
export interface MemorySample {
  /** Calls made when the sample was taken. */
  readonly calls: number;
  readonly heapUsed: number;
  /** Memory of C++ objects bound to JS ones: Buffers and ArrayBuffers (response bodies, sockets' buffers). */
  readonly external: number;
  readonly rss: number;
}

/** How much the last quarter may exceed the second quarter: the larger of a fraction and an absolute amount. */
export interface GrowthAllowance {
  readonly fraction: number;
  readonly bytes: number;
}

/**
 * Heap and external memory after a full GC are steady on a healthy run (they
 * creep up by a few hundred kB while the JIT settles, then stop); RSS moves
 * with the allocator's arenas and the sync worker's heap, hence more slack.
 */
export const HEAP_ALLOWANCE: GrowthAllowance = { fraction: 0.1, bytes: 2 * 1024 * 1024 };
export const EXTERNAL_ALLOWANCE: GrowthAllowance = { fraction: 0.1, bytes: 2 * 1024 * 1024 };
export const RSS_ALLOWANCE: GrowthAllowance = { fraction: 0.2, bytes: 24 * 1024 * 1024 };

/** Takes a sample (after `gc()` when available). */
export function sampleMemory(calls: number): MemorySample {
  globalThis.gc?.();
  const { heapUsed, external, rss } = process.memoryUsage();
  return { calls, heapUsed, external, rss };
}

/** What is sampled. */
export type Measure = 'heapUsed' | 'external' | 'rss';

/** The verdict on one measure. */
export interface Trend {
  readonly measure: Measure;
  readonly samples: number;
  readonly min: number;
  readonly max: number;
  readonly secondQuarterMedian: number;
  readonly lastQuarterMedian: number;
  readonly allowedGrowth: number;
  readonly growing: boolean;
}

/** Compares the last quarter's median with the second quarter's. Needs at least 8 samples to judge. */
export function trendOf(samples: readonly MemorySample[], measure: Measure, allowance: GrowthAllowance): Trend {
  const values = samples.map((sample) => sample[measure]);
  const quarter = Math.floor(values.length / 4);
  const second = median(values.slice(quarter, 2 * quarter));
  const last = median(values.slice(values.length - quarter));
  const allowedGrowth = Math.max(second * allowance.fraction, allowance.bytes);
  return {
    measure,
    samples: values.length,
    min: Math.min(...values),
    max: Math.max(...values),
    secondQuarterMedian: second,
    lastQuarterMedian: last,
    allowedGrowth,
    growing: quarter >= 2 && last - second > allowedGrowth,
  };
}

/** Bytes as MiB with one decimal. */
export function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
