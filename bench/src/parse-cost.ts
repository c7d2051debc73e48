/**
 * Core's own cost per call, without any I/O: the parse function of an
 * operation (`JSON.parse`, validation, models) run on recorded answers of the
 * fake service, in one or two builds of `@screencap/core` side by side. The
 * builds take turns in each round (the order alternates), so a burst of load
 * elsewhere on a shared machine hits both alike; the median and the best of
 * the rounds are printed. `JSON.parse` alone is the floor.
 *
 * Usage: node bench/dist/parse-cost.js [--before [label=]<built core>/dist/internal.js]... [--rounds N] [--calls N]
 *
 * A build to compare against, from a commit (here e6a502e):
 *   git archive e6a502e tsconfig.base.json packages/core | tar -x -C /tmp/before
 *   ln -s $PWD/node_modules /tmp/before/node_modules
 *   mkdir /tmp/before/packages/core/node_modules && ln -s $PWD/packages/core/node_modules/zod /tmp/before/packages/core/node_modules/zod
 *   node_modules/.bin/tsc -b /tmp/before/packages/core
 */
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { startFakeService } from '@screencap/fake-service';
import { describeMachine, formatMachine } from './machine.js';
import { midpointMedian } from './measure.js';
import { table } from './report.js';

type CoreInternal = typeof import('@screencap/core/internal');

interface Build {
  readonly name: string;
  readonly core: CoreInternal;
}

interface Answer {
  readonly name: string;
  readonly body: string;
  /** The parse of one call in a build. */
  parse(core: CoreInternal): () => unknown;
}

function options(): { before: string[]; rounds: number; calls: number } {
  const { values } = parseArgs({
    options: { before: { type: 'string', multiple: true }, rounds: { type: 'string', default: '15' }, calls: { type: 'string', default: '400' } },
  });
  const rounds = Number(values.rounds);
  const calls = Number(values.calls);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError('--rounds must be a positive integer');
  if (!Number.isInteger(calls) || calls < 1) throw new RangeError('--calls must be a positive integer');
  return { before: values.before ?? [], rounds, calls };
}

async function record(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function responseOf(url: string, body: string) {
  return { url, finalUrl: url, status: 200, contentType: 'application/json', body, attempts: 1 };
}

/** The recorded answers: a classic caption answer (with its seven nearby frames), a 60-frame classic search answer and a 60-frame 2026 one. */
async function recordAnswers(): Promise<Answer[]> {
  const service = await startFakeService({ seed: 1 });
  try {
    const base = service.url;
    const caption = await record(`${base}api/caption?e=S01E01&t=26795`);
    // The fake's frames endpoint gives a window of an episode's frames; 60 of them, as a search answer would hold.
    const frames = JSON.parse(await record(`${base}api/frames/S01E01/200000/6000/6000`)) as unknown[];
    if (frames.length < 60) throw new Error(`the frames window holds ${frames.length} frames, fewer than 60`);
    const search = JSON.stringify(frames.slice(0, 60));
    // A 2026 search answer (Content, Title, video size on every frame): the fake's 18 matches of "a", repeated to 60.
    const service2026 = await startFakeService({ seed: 1, mode: '2026' });
    const matches = JSON.parse(await record(`${service2026.url}api/search?q=a`).finally(() => service2026.close())) as unknown[];
    const search2026 = JSON.stringify(Array.from({ length: 60 }, (_, index) => matches[index % matches.length]));
    return [
      {
        name: 'caption answer (1 frame + 7 nearby)',
        body: caption,
        parse: (core) => {
          class Screencap extends core.BaseScreencap {}
          const operations = new core.ScreencapOperations({ url: base }, (json) => new Screencap({ url: base }, json));
          const operation = operations.screencap({ episode: 'S01E01', timestamp: 26795 });
          const response = responseOf(operation.request.url, caption);
          return () => operation.parse(response);
        },
      },
      {
        name: 'search answer (60 frames)',
        body: search,
        parse: (core) => {
          const operations = new core.ScreencapOperations({ url: base }, () => undefined);
          const operation = operations.search('hello');
          const response = responseOf(operation.request.url, search);
          return () => operation.parse(response);
        },
      },
      {
        name: '2026 search answer (60 frames with Content and Title)',
        body: search2026,
        parse: (core) => {
          const operations = new core.ScreencapOperations({ url: base }, () => undefined, '2026');
          const operation = operations.search('a');
          const response = responseOf(operation.request.url, search2026);
          return () => operation.parse(response);
        },
      },
    ];
  } finally {
    await service.close();
  }
}

function timePerCall(call: () => unknown, calls: number): number {
  const start = process.hrtime.bigint();
  for (let index = 0; index < calls; index += 1) call();
  return Number(process.hrtime.bigint() - start) / 1_000 / calls;
}


function microseconds(value: number): string {
  return `${value.toFixed(1)} us`;
}

async function main(): Promise<void> {
  const { before, rounds, calls } = options();
  const builds: Build[] = [{ name: 'after (this build)', core: await import('@screencap/core/internal') }];
  // `--before label=path` names a build; a bare path is named after itself.
  for (const given of before.reverse()) {
    const [label, path] = given.includes('=') ? (given.split('=', 2) as [string, string]) : [`before (${given})`, given];
    builds.unshift({ name: label, core: (await import(pathToFileURL(resolve(path)).href)) as CoreInternal });
  }
  const answers = await recordAnswers();
  console.log(`# Core's cost per call: parsing recorded answers\n\nMachine: ${formatMachine(describeMachine())}`);
  console.log(`${rounds} rounds of ${calls} calls per series, builds interleaved (order alternating per round)\n`);

  for (const answer of answers) {
    const series = [
      { name: 'floor: `JSON.parse` alone', call: () => JSON.parse(answer.body) as unknown },
      ...builds.map((build) => ({ name: build.name, call: answer.parse(build.core) })),
    ];
    // Same result from every build (JSON.stringify reads lazily built fields too).
    const results = series.slice(1).map((entry): unknown => JSON.parse(JSON.stringify(entry.call())));
    if (!results.every((result) => isDeepStrictEqual(result, results[0]))) throw new Error(`the builds parse ${answer.name} differently`);
    for (const entry of series) timePerCall(entry.call, calls * 5); // warm up
    const samples = series.map((): number[] => []);
    for (let round = 0; round < rounds; round += 1) {
      const order = series.map((_, index) => index);
      if (round % 2 === 1) order.reverse();
      for (const index of order) samples[index]!.push(timePerCall(series[index]!.call, calls));
    }
    const floor = midpointMedian(samples[0]!);
    const first = midpointMedian(samples[1]!);
    console.log(`## ${answer.name}, ${answer.body.length} bytes of JSON\n`);
    console.log(
      table(
        ['series', 'median per call', 'best round', 'over JSON.parse', 'vs first build'],
        series.map((entry, index) => {
          const per = midpointMedian(samples[index]!);
          return [entry.name, microseconds(per), microseconds(Math.min(...samples[index]!)), microseconds(per - floor), index === 0 ? '' : `${(per / first).toFixed(2)}x`];
        }),
      ),
    );
    console.log('');
  }
}

await main();
