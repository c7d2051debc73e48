/**
 * `pnpm bench`: per-call latency and throughput of the raw `node:http` floor,
 * the async client (sequential and 16 in flight) and the sync client, all
 * against the same URL of the fake service (in a child process, on
 * loopback); the sync flavour's cold start in fresh processes; and
 * `formatCaption` on typical captions. Prints Markdown tables and how each
 * target fares. It reports; it never fails on a figure.
 *
 * Usage: node bench/dist/bench.js [--iterations N] [--cold-starts N]
 */
import { parseArgs } from 'node:util';
import { ScreencapClient as AsyncClient } from '@screencap/async';
import { formatCaption } from '@screencap/core/internal';
import { catalogue, startFakeServiceProcess } from '@screencap/fake-service';
import { ScreencapClient as SyncClient } from '@screencap/sync';
import { type ColdStartRun, measureColdStarts } from './cold-start.js';
import { createFloor } from './floor.js';
import { neighbouringCaptionTimestamps } from './lanes.js';
import { describeMachine, formatMachine } from './machine.js';
import {
  type Summary,
  type Timings,
  emptyTimings,
  percentile,
  summarize,
  throughputFor,
  timeConcurrent,
  timeSequentialAsync,
  timeSequentialSync,
} from './measure.js';
import { count, ms, ratio, table, us } from './report.js';

/** The endpoint and payload: a caption response with two subtitles and seven nearby frames (about 1 kB of JSON). */
const KEY = 'S01E01';
const TIMESTAMP = 26_795;
const IN_FLIGHT = 16;
const WARM_UP_CALLS = 1_500;
/** Series run in this many interleaved rounds, so a burst of load elsewhere hits every series alike. */
const ROUNDS = 4;
const FORMAT_BUDGET_MS = 1_000;

const TARGETS = {
  asyncOverFloor: 1.25,
  syncOverAsync: 1.3,
  coldStartMs: 100,
  concurrentThroughput: 0.8,
} as const;

function options(): { iterations: number; coldStarts: number } {
  const { values } = parseArgs({ options: { iterations: { type: 'string', default: '2000' }, 'cold-starts': { type: 'string', default: '15' } } });
  const iterations = Number(values.iterations);
  const coldStarts = Number(values['cold-starts']);
  if (!Number.isInteger(iterations) || iterations < ROUNDS) throw new RangeError(`--iterations must be an integer >= ${ROUNDS}`);
  if (!Number.isInteger(coldStarts) || coldStarts < 1) throw new RangeError('--cold-starts must be a positive integer');
  return { iterations, coldStarts };
}

/** Typical captions: every subtitle line of the catalogue, and each with the next one (two lines on screen). */
function typicalCaptions(): string[] {
  const lines = catalogue.subtitles.map((subtitle) => subtitle.Content);
  return [...lines, ...lines.slice(1).map((line, index) => `${lines[index]!} ${line}`)];
}

function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

async function main(): Promise<void> {
  const { iterations, coldStarts } = options();
  const perRound = Math.ceil(iterations / ROUNDS);
  const machine = describeMachine();
  console.log(`# screencap SDK bench\n\nMachine: ${formatMachine(machine)}`);

  const service = await startFakeServiceProcess({ mode: 'classic', seed: 1 });
  const url = `${service.url}api/caption?e=${KEY}&t=${TIMESTAMP}`;
  console.log(`Endpoint: getScreencap('${KEY}', ${TIMESTAMP}) = GET ${url} (same URL for the floor)\n`);
  const floor = createFloor(url);
  // In flight, each lane asks for a caption of its own (lanes.ts says why).
  const laneTimestamps = neighbouringCaptionTimestamps(KEY, TIMESTAMP, IN_FLIGHT);
  const laneFloors = laneTimestamps.map((timestamp) => createFloor(`${service.url}api/caption?e=${KEY}&t=${timestamp}`));
  const asyncClient = new AsyncClient(service.url, catalogue.title);
  const syncClient = new SyncClient(service.url, catalogue.title);
  try {
    const floorCall = (): Promise<unknown> => floor.get();
    const asyncCall = (): Promise<unknown> => asyncClient.getScreencap(KEY, TIMESTAMP);
    const floorLaneCall = (lane: number): Promise<unknown> => laneFloors[lane]!.get();
    const asyncLaneCall = (lane: number): Promise<unknown> => asyncClient.getScreencap(KEY, laneTimestamps[lane]!);
    const syncCall = (): unknown => syncClient.getScreencap(KEY, TIMESTAMP);

    // Same answer through every path, or the comparison means nothing.
    const raw = (await floorCall()) as { Frame?: { Timestamp?: unknown } };
    const [fromAsync, fromSync] = [await asyncClient.getScreencap(KEY, TIMESTAMP), syncClient.getScreencap(KEY, TIMESTAMP)];
    if (raw.Frame?.Timestamp !== TIMESTAMP || fromAsync.timestamp !== TIMESTAMP || fromSync.timestamp !== TIMESTAMP) {
      throw new Error('the floor and the clients do not see the same screencap');
    }

    // Warm-up: connection pools, and the JIT of both threads (the sync
    // worker's isolate warms up on its own; 500 calls were not enough).
    const warmUp = emptyTimings();
    await timeSequentialAsync(floorCall, WARM_UP_CALLS, warmUp);
    await timeSequentialAsync(asyncCall, WARM_UP_CALLS, warmUp);
    await timeSequentialSync(syncCall, WARM_UP_CALLS, warmUp);
    await timeConcurrent(floorLaneCall, WARM_UP_CALLS, IN_FLIGHT, warmUp);
    await timeConcurrent(asyncLaneCall, WARM_UP_CALLS, IN_FLIGHT, warmUp);

    const series = {
      floor: emptyTimings(),
      async: emptyTimings(),
      sync: emptyTimings(),
      floorConcurrent: emptyTimings(),
      asyncConcurrent: emptyTimings(),
    } satisfies Record<string, Timings>;
    for (let round = 0; round < ROUNDS; round++) {
      await timeSequentialAsync(floorCall, perRound, series.floor);
      await timeSequentialAsync(asyncCall, perRound, series.async);
      await timeSequentialSync(syncCall, perRound, series.sync);
      await timeConcurrent(floorLaneCall, perRound * 2, IN_FLIGHT, series.floorConcurrent);
      await timeConcurrent(asyncLaneCall, perRound * 2, IN_FLIGHT, series.asyncConcurrent);
    }
    const s: Record<keyof typeof series, Summary> = {
      floor: summarize(series.floor),
      async: summarize(series.async),
      sync: summarize(series.sync),
      floorConcurrent: summarize(series.floorConcurrent),
      asyncConcurrent: summarize(series.asyncConcurrent),
    };

    const colds: ColdStartRun[] = await measureColdStarts(service.url, coldStarts);
    const coldSorted = (pick: (run: ColdStartRun) => number): number[] => colds.map(pick).sort((a, b) => a - b);
    const cold = {
      total: coldSorted((run) => run.totalMs),
      import: coldSorted((run) => run.importMs),
      worker: coldSorted((run) => run.workerStartMs),
      request: coldSorted((run) => run.firstRequestMs),
      process: coldSorted((run) => run.processMs),
    };

    const captions = typicalCaptions();
    throughputFor((i) => formatCaption(captions[i % captions.length]!), 200);
    const format = throughputFor((i) => formatCaption(captions[i % captions.length]!), FORMAT_BUDGET_MS);

    const row = (name: string, summary: Summary): (string | number)[] => [
      name,
      count(summary.count),
      us(summary.medianUs),
      us(summary.p99Us),
      count(summary.callsPerSecond),
      us(summary.cpuUsPerCall),
    ];
    console.log(`## Per call (${ROUNDS} interleaved rounds, after a warm-up)\n`);
    console.log('CPU/call: CPU time of this process (all threads, the sync worker included; not the service) divided by the calls.\n');
    console.log(
      table(
        ['series', 'calls', 'median', 'p99', 'calls/s', 'CPU/call'],
        [
          row('floor: node:http keep-alive + JSON.parse', s.floor),
          row('async client, sequential', s.async),
          row('sync client, sequential', s.sync),
          row(`floor, ${IN_FLIGHT} in flight`, s.floorConcurrent),
          row(`async client, ${IN_FLIGHT} in flight`, s.asyncConcurrent),
        ],
      ),
    );

    console.log(`\n## Sync cold start (${colds.length} fresh processes)\n`);
    const coldRow = (name: string, sorted: number[]): string[] => [name, ms(percentile(sorted, 50)), ms(percentile(sorted, 90))];
    console.log(
      table(
        ['phase', 'median', 'p90'],
        [
          coldRow("import('@screencap/sync') + first call", cold.total),
          coldRow("  import('@screencap/sync')", cold.import),
          coldRow('  worker start (warmUp)', cold.worker),
          coldRow('  first request', cold.request),
          coldRow('whole process (spawn to exit)', cold.process),
        ],
      ),
    );

    console.log(`\n## formatCaption\n\n${count(format.perSecond)} captions/s (${captions.length} typical captions, ${count(format.count)} calls)\n`);

    const ratios = {
      asyncOverFloor: s.async.medianUs / s.floor.medianUs,
      syncOverAsync: s.sync.medianUs / s.async.medianUs,
      concurrentThroughput: s.asyncConcurrent.callsPerSecond / s.floorConcurrent.callsPerSecond,
      concurrentOverSequentialFloor: s.asyncConcurrent.callsPerSecond / s.floor.callsPerSecond,
    };
    const coldMedian = percentile(cold.total, 50);
    console.log('## Ratios and targets\n');
    console.log(
      table(
        ['figure', 'measured', 'target', 'verdict'],
        [
          ['async / floor (median per call)', ratio(ratios.asyncOverFloor), `<= ${TARGETS.asyncOverFloor}x`, verdict(ratios.asyncOverFloor <= TARGETS.asyncOverFloor)],
          ['sync / async (median per call)', ratio(ratios.syncOverAsync), `<= ${TARGETS.syncOverAsync}x`, verdict(ratios.syncOverAsync <= TARGETS.syncOverAsync)],
          [
            `async ${IN_FLIGHT} in flight / floor ${IN_FLIGHT} in flight (calls/s)`,
            ratio(ratios.concurrentThroughput),
            `>= ${TARGETS.concurrentThroughput}x`,
            verdict(ratios.concurrentThroughput >= TARGETS.concurrentThroughput),
          ],
          [`async ${IN_FLIGHT} in flight / floor sequential (calls/s)`, ratio(ratios.concurrentOverSequentialFloor), '(for reference)', ''],
          ['async / floor (CPU per call)', ratio(s.async.cpuUsPerCall / s.floor.cpuUsPerCall), '(for reference)', ''],
          ['sync / async (CPU per call, both threads)', ratio(s.sync.cpuUsPerCall / s.async.cpuUsPerCall), '(for reference)', ''],
          ['sync cold start (median)', ms(coldMedian), `< ${TARGETS.coldStartMs} ms`, verdict(coldMedian < TARGETS.coldStartMs)],
        ],
      ),
    );
    console.log(`\nFloor requests re-sent after the server closed a pooled socket (keep-alive timeout race): ${floor.resends}`);
    const after = describeMachine();
    console.log(`\nLoad average at the end: ${after.loadAverage.join(' / ')} (figures from a busy machine are provisional)`);
  } finally {
    asyncClient.close();
    syncClient.close();
    floor.close();
    for (const laneFloor of laneFloors) laneFloor.close();
    await service.close();
  }
}

await main();
