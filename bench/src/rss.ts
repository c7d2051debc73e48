/**
 * Memory (issue 15): the resident set size of a process after 10 000
 * sequential calls of the same caption, bare node-fetch over a keep-alive
 * agent against the async client with its defaults (and with `cache: false`),
 * each variant in a fresh process, the variants interleaved, with repeats.
 *
 * Usage: node bench/dist/rss.js [--rounds 3] [--calls 10000]
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { ScreencapClient } from '@screencap/async';
import { startFakeServiceProcess } from '@screencap/fake-service';
import { loadNodeFetch } from './node-fetch.js';
import { table } from './report.js';

const VARIANTS = ['bare node-fetch', 'async client, defaults', 'async client, cache: false'] as const;
type Variant = (typeof VARIANTS)[number];

async function child(variant: Variant, baseUrl: string, calls: number): Promise<void> {
  if (variant === 'bare node-fetch') {
    const fetch = await loadNodeFetch();
    const agent = new http.Agent({ keepAlive: true });
    const url = `${baseUrl}api/caption?e=S01E01&t=26795`;
    for (let index = 0; index < calls; index += 1) JSON.parse(await (await fetch(url, { agent, headers: {} })).text());
    agent.destroy();
  } else {
    const client = new ScreencapClient(baseUrl, 'The Testingtons', variant === 'async client, defaults' ? {} : { cache: false });
    for (let index = 0; index < calls; index += 1) await client.getScreencap('S01E01', 26_795);
    client.close();
  }
  globalThis.gc?.();
  process.stdout.write(`${String(process.memoryUsage().rss)}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { variant: { type: 'string' }, url: { type: 'string' }, rounds: { type: 'string', default: '3' }, calls: { type: 'string', default: '10000' } } });
  const calls = Number(values.calls);
  if (values.variant !== undefined && values.url !== undefined) {
    await child(values.variant as Variant, values.url, calls);
    return;
  }
  const run = promisify(execFile);
  const service = await startFakeServiceProcess();
  const rss = new Map<Variant, number[]>(VARIANTS.map((variant) => [variant, []]));
  try {
    for (let round = 0; round < Number(values.rounds); round += 1) {
      for (const variant of VARIANTS) {
        const { stdout } = await run(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--variant', variant, '--url', service.url, '--calls', String(calls)]);
        rss.get(variant)?.push(Number(stdout.trim()) / 1_048_576);
      }
    }
  } finally {
    await service.close();
  }
  const floor = Math.min(...(rss.get('bare node-fetch') ?? []));
  console.log(`RSS after ${String(calls)} calls, each variant in a fresh process, ${values.rounds} rounds interleaved (MiB)`);
  console.log(
    table(
      ['variant', 'runs', 'lowest', 'highest', 'lowest / bare node-fetch'],
      VARIANTS.map((variant) => {
        const runs = rss.get(variant) ?? [];
        return [variant, runs.map((value) => value.toFixed(1)).join(' '), Math.min(...runs).toFixed(1), Math.max(...runs).toFixed(1), `${(Math.min(...runs) / floor).toFixed(2)}x`];
      }),
    ),
  );
}

await main();
