// One process of a bot sharing Redis, for the many-process tests: run with
// `node redis-bot-process.mjs <async|sync> <redis URL> <base URL> <task> [first timestamp]`.
// Tasks: `frames` asks for 4 frames (timestamps from the first, 1000 apart)
// under rateLimit 2; `search` searches once. Prints `ok` when done.
import * as asyncSdk from '@screencap/async';
import * as syncSdk from '@screencap/sync';

const [flavour, redis, base, task, first = '1000'] = process.argv.slice(2);
const sdk = flavour === 'sync' ? syncSdk : asyncSdk;
const client = new sdk.ScreencapClient(base, 'Bot', { redis, rateLimit: 2, maxRetries: 0, timeout: 5 });
try {
  if (task === 'frames') {
    for (let index = 0; index < 4; index++) await client.getFrames('S01E01', Number(first) + index * 1000, 0, 0);
  } else {
    await client.search('pancakes');
  }
  process.stdout.write('ok\n');
} finally {
  client.close();
}
