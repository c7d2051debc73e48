/**
 * A bot's day replayed against the fake service (2026 mode): the same
 * commands (bot-day-plan.ts) with and without the cache, by one process and by
 * four processes sharing Redis. Reports the requests that reached the service
 * and the p50/p99 latency of a command.
 *
 * Run: `pnpm run build && node bench/dist/bot-day.js` (needs `redis-server` on PATH).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from '@keyv/redis';
import { startFakeServiceProcess } from '@screencap/fake-service';
import { COMMANDS_PER_DAY } from './bot-day-plan.js';
import { describeMachine, formatMachine } from './machine.js';
import { count, ms, table } from './report.js';

const SHARD = fileURLToPath(new URL('./bot-day-shard.js', import.meta.url));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** A redis-server of its own on a free loopback port, nothing saved to disk. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  for (let waited = 0; !output.includes('Ready to accept connections'); waited += 50) {
    if (waited > 10_000 || child.exitCode !== null) throw new Error(`redis-server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function runShard(base: string, shard: number, shards: number, cache: boolean, redis?: string): Promise<number[]> {
  const args = [SHARD, base, String(shard), String(shards), cache ? 'on' : 'off', ...(redis === undefined ? [] : [redis])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`shard ${shard} exited with ${String(code)}`);
  return JSON.parse(output) as number[];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  console.log(`# A bot's day\n\nMachine: ${formatMachine(describeMachine())}\n`);
  const service = await startFakeServiceProcess({ seed: 1, mode: '2026', renderStepMs: 5 });
  const redis = await startRedis();
  const flush = async (): Promise<void> => {
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.flushAll();
    await client.close();
  };
  const scenarios = [
    { label: '1 process, no cache', shards: 1, cache: false, redis: undefined },
    { label: '1 process, cache', shards: 1, cache: true, redis: undefined },
    { label: '4 processes, no cache', shards: 4, cache: false, redis: undefined },
    { label: '4 processes, cache in shared Redis', shards: 4, cache: true, redis: redis.url },
  ];
  const rows: (string | number)[][] = [];
  try {
    for (const scenario of scenarios) {
      await service.reset();
      await flush();
      const started = performance.now();
      const shards = await Promise.all(Array.from({ length: scenario.shards }, (_, shard) => runShard(service.url, shard, scenario.shards, scenario.cache, scenario.redis)));
      const wall = performance.now() - started;
      const latencies = shards.flat().sort((a, b) => a - b);
      const requests = (await service.requests()).length;
      rows.push([scenario.label, count(latencies.length), count(requests), ms(percentile(latencies, 50)), ms(percentile(latencies, 99)), ms(wall)]);
      console.error(`${scenario.label}: done`);
    }
  } finally {
    await redis.stop();
    await service.close();
  }
  console.log(`${COMMANDS_PER_DAY} commands (50 % quotes with a comic link, 20 % a frame again, 20 % gifs, 10 % random), 4 in flight per process.\n`);
  console.log(table(['scenario', 'commands', 'requests to the service', 'p50', 'p99', 'wall'], rows));
}

await main();
