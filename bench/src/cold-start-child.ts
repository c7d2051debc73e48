/**
 * One cold start of `@screencap/sync`, run in a fresh process by
 * `cold-start.ts`: imports the package, starts its worker, makes the first
 * call, and prints the phases' durations (ms) as one JSON line.
 *
 * Usage: node cold-start-child.js <service-url>
 */
import { performance } from 'node:perf_hooks';

/** What one cold start prints. */
export interface ColdStartPhases {
  /** `await import('@screencap/sync')`. */
  readonly importMs: number;
  /** Starting the worker thread (what the first call would otherwise pay for). */
  readonly workerStartMs: number;
  /** The first request, through the started worker. */
  readonly firstRequestMs: number;
}

const url = process.argv[2];
if (url === undefined) throw new Error('usage: cold-start-child.js <service-url>');

const t0 = performance.now();
const { ScreencapClient } = await import('@screencap/sync');
const t1 = performance.now();
const client = new ScreencapClient(url, 'The Testingtons');
client.warmUp();
const t2 = performance.now();
const screencap = client.getScreencap('S01E01', 26795);
const t3 = performance.now();
client.close();
if (screencap.key !== 'S01E01') throw new Error(`unexpected screencap ${screencap.key}`);
const phases: ColdStartPhases = { importMs: t1 - t0, workerStartMs: t2 - t1, firstRequestMs: t3 - t2 };
process.stdout.write(`${JSON.stringify(phases)}\n`);
