// One long-lived client process sharing Redis, driven by the test over its
// standard input, for the tests that change Redis while processes run: run
// with `node redis-peer-process.mjs <async|sync> <redis URL> <base URL>`.
// Each line in is a call as JSON (`{"call":"search","args":["pancakes"]}`, or
// `{"call":"close"}`, after which the process ends by itself); each line out
// is its outcome: `{"ok":true,"length":n}` or `{"ok":false,"name":...,
// "pageStatus":...,"retryAfter":...,"message":...}`. The client logs at
// `warn` through its default route: console.warn in the async flavour, the
// worker's own writes in the sync one, both to standard error, which the
// test reads.
import { createInterface } from 'node:readline';
import * as asyncSdk from '@screencap/async';
import * as syncSdk from '@screencap/sync';

const [flavour, redis, base] = process.argv.slice(2);
const sdk = flavour === 'sync' ? syncSdk : asyncSdk;
// maxRetryDelay 1: a 429 asking for longer is raised at once rather than waited out.
const client = new sdk.ScreencapClient(base, 'Peer', { redis, rateLimit: 50, maxRetries: 0, maxRetryDelay: 1, timeout: 5, logLevel: 'warn' });

function reply(outcome) {
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
}

for await (const line of createInterface({ input: process.stdin })) {
  const { call, args = [] } = JSON.parse(line);
  if (call === 'close') {
    client.close();
    reply({ ok: true });
    break;
  }
  try {
    const result = await client[call](...args);
    reply({ ok: true, length: Array.isArray(result) ? result.length : undefined });
  } catch (error) {
    reply({ ok: false, name: error?.name, pageStatus: error?.pageStatus, retryAfter: error?.retryAfter, message: String(error?.message ?? error) });
  }
}
