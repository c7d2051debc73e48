/**
 * What undici's `Pool` would reach as the async client's transport, against
 * node-fetch (issue 15), on the fake service in a child process, over
 * loopback. For a caption answer (`getScreencap`) and a window of about 60
 * frames (`getFrames`), six series:
 *
 * - the floor: `node:http` on a keep-alive agent + `JSON.parse`;
 * - bare node-fetch on a keep-alive agent + `JSON.parse` (the client's transport);
 * - bare undici `Pool` (`pool.request`) + `JSON.parse`;
 * - the async client as shipped (node-fetch), `cache: false`;
 * - the async client with `fetch` set to undici's `fetch` over a `Pool` (`dispatcher`);
 * - the async client with `fetch` set to a thin adapter over `pool.request`.
 *
 * Each is timed sequentially (time and CPU per call) and with 16 calls in
 * flight (calls per second, CPU per call). Pools have 16 connections; the
 * keep-alive agents open as many as there are calls in flight. The 16 lanes
 * ask for 16 different URLs (neighbouring captions, neighbouring windows),
 * since the client shares identical GETs in flight; sequential calls ask for
 * the first. The series take turns in each round (the order alternating), so
 * a burst of load elsewhere on a shared machine hits all alike; the median of
 * the rounds is printed.
 *
 * Usage: node bench/dist/undici-pool.js [--rounds N] [--calls N]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { ScreencapClient } from '@screencap/async';
import { catalogue, startFakeServiceProcess } from '@screencap/fake-service';
import { Pool } from 'undici';
import { neighbouringCaptionTimestamps } from './lanes.js';
import { type Floor, createFloor } from './floor.js';
import { describeMachine, formatMachine } from './machine.js';
import { type Timings, emptyTimings, median, timeConcurrent, timeSequentialAsync } from './measure.js';
import { bareJsonGet, loadNodeFetch } from './node-fetch.js';
import { count, ratio, table, us } from './report.js';
import { poolJsonGet, poolRequestFetch, undiciFetchOver } from './undici-transport.js';

const KEY = 'S01E01';
const IN_FLIGHT = 16;
/** Calls with 16 in flight per round, per sequential call. */
const CONCURRENT_FACTOR = 4;
/** The caption of client-cost and bench (lane 0), then every 20th frame after it. */
const CAPTION_TIMESTAMP = 26_795;
/** The window of client-cost (lane 0), then windows 12 s apart: each holds 60-62 frames. */
const WINDOW_CENTER = 200_000;
const WINDOW_STEP = 12_000;
const WINDOW_HALF = 6_000;

/** A series: `lane` picks the URL (0 for sequential calls). */
interface Series {
  readonly name: string;
  readonly call: (lane: number) => Promise<unknown>;
}

/** One answer: its URL per lane and how each client asks for it. */
interface Endpoint {
  readonly name: string;
  readonly urls: readonly string[];
  readonly ask: (client: ScreencapClient, lane: number) => Promise<unknown>;
  /** What a raw answer and a client's answer must share, as a string. */
  readonly rawKey: (raw: unknown) => string;
  readonly clientKey: (answer: unknown) => string;
}

/** Median figures of a series over the rounds. */
interface Figures {
  readonly wallUs: number;
  readonly cpuUs: number;
  readonly callsPerSecond: number;
  readonly concurrentCpuUs: number;
}

function options(): { rounds: number; calls: number } {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '8' }, calls: { type: 'string', default: '100' } } });
  const rounds = Number(values.rounds);
  const calls = Number(values.calls);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('--rounds must be a positive integer');
  if (!Number.isInteger(calls) || calls < 1) throw new RangeError('--calls must be a positive integer');
  return { rounds, calls };
}

const lanes = Array.from({ length: IN_FLIGHT }, (_, lane) => lane);

function endpoints(base: string): Endpoint[] {
  const timestamps = neighbouringCaptionTimestamps(KEY, CAPTION_TIMESTAMP, IN_FLIGHT);
  const centers = lanes.map((lane) => WINDOW_CENTER + lane * WINDOW_STEP);
  return [
    {
      name: `getScreencap('${KEY}', ${timestamps[0]}): a caption answer (lanes: ${IN_FLIGHT} neighbouring captions)`,
      urls: timestamps.map((t) => `${base}api/caption?e=${KEY}&t=${t}`),
      ask: (client, lane) => client.getScreencap(KEY, timestamps[lane]!),
      rawKey: (raw) => String((raw as { Frame: { Timestamp: number } }).Frame.Timestamp),
      clientKey: (answer) => String((answer as { timestamp: number }).timestamp),
    },
    {
      name: `getFrames('${KEY}', ${WINDOW_CENTER}, ${WINDOW_HALF}, ${WINDOW_HALF}): a window of frames (lanes: ${IN_FLIGHT} windows ${WINDOW_STEP / 1000} s apart)`,
      urls: centers.map((center) => `${base}api/frames/${KEY}/${center}/${WINDOW_HALF}/${WINDOW_HALF}`),
      ask: (client, lane) => client.getFrames(KEY, centers[lane]!, WINDOW_HALF, WINDOW_HALF),
      rawKey: (raw) => (raw as { Timestamp: number }[]).map((frame) => frame.Timestamp).join(','),
      clientKey: (answer) => (answer as { timestamp: number }[]).map((frame) => frame.timestamp).join(','),
    },
  ];
}

/** Runs `series` in turn, in the given order, adding each one's sample to `into`. */
async function pass(series: readonly Series[], order: readonly number[], into: Timings[][], time: (call: Series['call']) => Promise<Timings>): Promise<void> {
  for (const index of order) into[index]!.push(await time(series[index]!.call));
}

async function main(): Promise<void> {
  const { rounds, calls } = options();
  const concurrentCalls = calls * CONCURRENT_FACTOR;
  const nodeFetch = await loadNodeFetch();
  const service = await startFakeServiceProcess({ seed: 1 });
  const origin = new URL(service.url).origin;
  const agent = new http.Agent({ keepAlive: true });
  const pools = { bare: new Pool(origin, { connections: IN_FLIGHT }), fetch: new Pool(origin, { connections: IN_FLIGHT }), adapter: new Pool(origin, { connections: IN_FLIGHT }) };
  const clients = {
    shipped: new ScreencapClient(service.url, catalogue.title, { cache: false }),
    undiciFetch: new ScreencapClient(service.url, catalogue.title, { cache: false, fetch: undiciFetchOver(pools.fetch) }),
    adapter: new ScreencapClient(service.url, catalogue.title, { cache: false, fetch: poolRequestFetch(pools.adapter, origin) }),
  };
  const nodeFetchGet = bareJsonGet(nodeFetch, agent);
  const poolGet = poolJsonGet(pools.bare, origin);
  const floors: Floor[] = [];
  try {
    console.log(`# undici's Pool against node-fetch\n\nMachine: ${formatMachine(describeMachine())}`);
    console.log(
      `${rounds} rounds; per round and series ${calls} sequential calls, then ${concurrentCalls} with ${IN_FLIGHT} in flight; series interleaved (order alternating per round); clients with cache: false; pools of ${IN_FLIGHT} connections\n`,
    );
    for (const endpoint of endpoints(service.url)) {
      const endpointFloors = endpoint.urls.map((url) => createFloor(url));
      floors.push(...endpointFloors);
      const series: Series[] = [
        { name: '`node:http`, keep-alive agent + `JSON.parse` (floor)', call: (lane) => endpointFloors[lane]!.get() },
        { name: 'bare node-fetch, keep-alive agent + `JSON.parse`', call: (lane) => nodeFetchGet(endpoint.urls[lane]!) },
        { name: 'bare undici `Pool.request` + `JSON.parse`', call: (lane) => poolGet(endpoint.urls[lane]!) },
        { name: 'async client as shipped (node-fetch)', call: (lane) => endpoint.ask(clients.shipped, lane) },
        { name: 'async client, `fetch`: undici `fetch`, `dispatcher: pool`', call: (lane) => endpoint.ask(clients.undiciFetch, lane) },
        { name: 'async client, `fetch`: adapter over `pool.request`', call: (lane) => endpoint.ask(clients.adapter, lane) },
      ];
      // Same answer through every path, for every lane, or the comparison means nothing.
      const frameCounts: number[] = [];
      for (const lane of lanes) {
        const [floor, ...others] = await Promise.all(series.map((entry) => entry.call(lane)));
        const expected = endpoint.rawKey(floor);
        const keys = others.map((answer, index) => (index < 2 ? endpoint.rawKey(answer) : endpoint.clientKey(answer)));
        if (keys.some((key) => key !== expected)) throw new Error(`lane ${lane} of ${endpoint.name}: the series do not see the same answer`);
        if (Array.isArray(floor)) frameCounts.push(floor.length);
      }

      const sequential = (call: Series['call']): Promise<Timings> => {
        const into = emptyTimings();
        return timeSequentialAsync(() => call(0), calls, into).then(() => into);
      };
      const concurrent = (call: Series['call']): Promise<Timings> => {
        const into = emptyTimings();
        return timeConcurrent(call, concurrentCalls, IN_FLIGHT, into).then(() => into);
      };
      const warmUp = series.map((_, index) => index);
      await pass(series, warmUp, series.map(() => []), sequential);
      await pass(series, warmUp, series.map(() => []), concurrent);

      const sequentialSamples = series.map((): Timings[] => []);
      const concurrentSamples = series.map((): Timings[] => []);
      for (let round = 0; round < rounds; round++) {
        const order = series.map((_, index) => index);
        if (round % 2 === 1) order.reverse();
        await pass(series, order, sequentialSamples, sequential);
        await pass(series, order, concurrentSamples, concurrent);
      }
      const figures: Figures[] = series.map((_, index) => ({
        wallUs: median(sequentialSamples[index]!.map((sample) => (sample.wallMs * 1000) / calls)),
        cpuUs: median(sequentialSamples[index]!.map((sample) => sample.cpuUs / calls)),
        callsPerSecond: median(concurrentSamples[index]!.map((sample) => (concurrentCalls * 1000) / sample.wallMs)),
        concurrentCpuUs: median(concurrentSamples[index]!.map((sample) => sample.cpuUs / concurrentCalls)),
      }));
      const base = figures[1]!;
      console.log(`## ${endpoint.name}\n`);
      if (frameCounts.length > 0) console.log(`The windows hold ${Math.min(...frameCounts)}-${Math.max(...frameCounts)} frames.\n`);
      console.log(
        table(
          ['series', 'time per call', 'vs node-fetch', 'CPU per call', 'CPU vs node-fetch', `calls/s, ${IN_FLIGHT} in flight`, 'vs node-fetch', `CPU per call, ${IN_FLIGHT} in flight`],
          series.map((entry, index) => {
            const own = figures[index]!;
            return [
              entry.name,
              us(own.wallUs),
              ratio(own.wallUs / base.wallUs),
              us(own.cpuUs),
              ratio(own.cpuUs / base.cpuUs),
              count(own.callsPerSecond),
              ratio(own.callsPerSecond / base.callsPerSecond),
              us(own.concurrentCpuUs),
            ];
          }),
        ),
      );
      console.log('');
    }
    const resends = floors.reduce((sum, floor) => sum + floor.resends, 0);
    const sockets = (pool: Record<string, unknown[] | undefined>): number => Object.values(pool).reduce((sum, list) => sum + (list?.length ?? 0), 0);
    console.log(
      `Connections open at the end: node-fetch's agent ${sockets(agent.freeSockets) + sockets(agent.sockets)}; pools ${[pools.bare, pools.fetch, pools.adapter].map((pool) => pool.stats.connected).join(', ')} (bare, fetch, adapter). Floor requests sent again after a reset: ${resends}.`,
    );
    console.log(`Load average at the end: ${describeMachine().loadAverage.join(' / ')}`);
  } finally {
    for (const floor of floors) floor.close();
    for (const client of Object.values(clients)) client.close();
    agent.destroy();
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
    await service.close();
  }
}

await main();
