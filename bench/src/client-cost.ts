/**
 * The async client's time and CPU per call against bare node-fetch (the
 * client's transport, with a keep-alive agent like the client's), on the
 * fake service in a child process, over loopback: `getScreencap` (a caption
 * answer) and `getFrames` (a window of about 60 frames). With `--before`, a
 * second build of `@screencap/async` runs too. The series take turns in each
 * round (the order alternating), so a burst of load elsewhere on a shared
 * machine hits all alike; the median of the rounds is printed.
 *
 * Usage: node bench/dist/client-cost.js [--before <built async>/dist/index.js] [--rounds N] [--calls N] [--no-cache]
 */
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogue, startFakeServiceProcess } from '@screencap/fake-service';
import { describeMachine, formatMachine } from './machine.js';
import { midpointMedian } from './measure.js';
import { bareJsonGet, loadNodeFetch } from './node-fetch.js';
import { table } from './report.js';

type AsyncModule = typeof import('@screencap/async');

interface Series {
  readonly name: string;
  readonly call: () => Promise<unknown>;
}

function options(): { before: string | undefined; rounds: number; calls: number; cache: boolean } {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      rounds: { type: 'string', default: '12' },
      calls: { type: 'string', default: '200' },
      'no-cache': { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  const calls = Number(values.calls);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('--rounds must be a positive integer');
  if (!Number.isInteger(calls) || calls < 1) throw new RangeError('--calls must be a positive integer');
  return { before: values.before, rounds, calls, cache: !values['no-cache'] };
}


async function timeRound(call: () => Promise<unknown>, calls: number): Promise<{ wallUs: number; cpuUs: number }> {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let index = 0; index < calls; index += 1) await call();
  const wallUs = Number(process.hrtime.bigint() - start) / 1_000 / calls;
  const used = process.cpuUsage(cpu);
  return { wallUs, cpuUs: (used.user + used.system) / calls };
}


async function main(): Promise<void> {
  const { before, rounds, calls, cache } = options();
  const nodeFetch = await loadNodeFetch();
  const builds: { name: string; module: AsyncModule }[] = [{ name: 'async client (this build)', module: await import('@screencap/async') }];
  if (before !== undefined) {
    builds.unshift({ name: `async client, before (${before})`, module: (await import(pathToFileURL(resolve(before)).href)) as AsyncModule });
  }
  const service = await startFakeServiceProcess({ seed: 1 });
  const agent = new http.Agent({ keepAlive: true });
  const clients = builds.map((build) => ({ name: build.name, client: new build.module.ScreencapClient(service.url, catalogue.title, { cache }) }));
  const get = bareJsonGet(nodeFetch, agent);
  const bare = (url: string) => (): Promise<unknown> => get(url);
  const endpoints = [
    {
      name: "getScreencap('S01E01', 26795): a caption answer",
      series: [
        { name: 'bare node-fetch + `JSON.parse`', call: bare(`${service.url}api/caption?e=S01E01&t=26795`) },
        ...clients.map(({ name, client }) => ({ name, call: () => client.getScreencap('S01E01', 26795) })),
      ],
    },
    {
      name: "getFrames('S01E01', 200000, 6000, 6000): a window of frames",
      series: [
        { name: 'bare node-fetch + `JSON.parse`', call: bare(`${service.url}api/frames/S01E01/200000/6000/6000`) },
        ...clients.map(({ name, client }) => ({ name, call: () => client.getFrames('S01E01', 200000, 6000, 6000) })),
      ],
    },
  ];
  try {
    console.log(`# The async client per call against bare node-fetch\n\nMachine: ${formatMachine(describeMachine())}`);
    console.log(`${rounds} rounds of ${calls} sequential calls per series, series interleaved (order alternating per round); clients with cache: ${String(cache)}\n`);
    const frames = (await clients[0]!.client.getFrames('S01E01', 200000, 6000, 6000)).length;
    console.log(`The window holds ${frames} frames.\n`);
    for (const endpoint of endpoints) {
      const series: readonly Series[] = endpoint.series;
      for (const entry of series) await timeRound(entry.call, calls); // warm up
      const samples = series.map((): { wallUs: number; cpuUs: number }[] => []);
      for (let round = 0; round < rounds; round += 1) {
        const order = series.map((_, index) => index);
        if (round % 2 === 1) order.reverse();
        for (const index of order) samples[index]!.push(await timeRound(series[index]!.call, calls));
      }
      const wall = samples.map((list) => midpointMedian(list.map((sample) => sample.wallUs)));
      const cpu = samples.map((list) => midpointMedian(list.map((sample) => sample.cpuUs)));
      console.log(`## ${endpoint.name}\n`);
      console.log(
        table(
          ['series', 'time per call (median of rounds)', 'vs node-fetch', 'CPU per call (this process)', 'CPU vs node-fetch'],
          series.map((entry, index) => [
            entry.name,
            `${Math.round(wall[index]!)} us`,
            `${(wall[index]! / wall[0]!).toFixed(2)}x`,
            `${Math.round(cpu[index]!)} us`,
            `${(cpu[index]! / cpu[0]!).toFixed(2)}x`,
          ]),
        ),
      );
      console.log('');
    }
  } finally {
    agent.destroy();
    await service.close();
  }
}

await main();
