/**
 * One process of the bot for the bot's-day replay: runs its share of the
 * day's commands (every `shards`-th, from `shard`) with a few in flight, and
 * prints each command's latency in ms as JSON. Run by bot-day.ts:
 * `node bench/dist/bot-day-shard.js <base URL> <shard> <shards> <cache: on|off> [redis URL]`.
 */
import { ScreencapClient } from '@screencap/async';
import { catalogue } from '@screencap/fake-service';
import { type Command, botDay } from './bot-day-plan.js';

/** Commands a bot process handles at once (users do not wait for each other). */
const IN_FLIGHT = 4;

async function run(client: ScreencapClient, command: Command): Promise<void> {
  switch (command.kind) {
    case 'quote': {
      const screencap = await client.searchForScreencap(command.text);
      client.getComicUrl({ frame: screencap, caption: command.text });
      return;
    }
    case 'frame':
      await client.getScreencap(command.key, command.timestamp);
      return;
    case 'gif':
      await client.renderGif(await client.searchForScreencap(command.text));
      return;
    case 'random':
      await client.getRandomScreencap();
  }
}

/** Replays commands with `IN_FLIGHT` at a time; the latency of each, in ms. */
export async function replay(client: ScreencapClient, commands: readonly Command[]): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < commands.length) {
      const command = commands[next++]!;
      const started = performance.now();
      try {
        await run(client, command);
      } catch (error) {
        // A quote with no match is an answer too (the bot says so).
        if (!(error instanceof Error && error.name === 'NoSearchResultsFound')) throw error;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return latencies;
}

/** The client of one bot process. */
export function botClient(base: string, cache: boolean, redis?: string): ScreencapClient {
  return new ScreencapClient(base, catalogue.title, { cache, ...(redis === undefined ? {} : { redis }), generation: '2026' });
}

async function main(): Promise<void> {
  const [base, shard, shards, cache, redis] = process.argv.slice(2);
  if (base === undefined || shard === undefined || shards === undefined) throw new Error('usage: bot-day-shard <base URL> <shard> <shards> <on|off> [redis URL]');
  const commands = botDay().filter((_, index) => index % Number(shards) === Number(shard));
  const client = botClient(base, cache !== 'off', redis);
  try {
    process.stdout.write(`${JSON.stringify(await replay(client, commands))}\n`);
  } finally {
    client.close();
  }
}

if (process.argv[1]?.endsWith('bot-day-shard.js')) await main();
