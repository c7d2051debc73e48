#!/usr/bin/env node
// `npm run dev`: the worker under workerd (Miniflare) on
// http://127.0.0.1:8787/mcp against a local fake screencap service: no
// account, no network. It calls find_quote "pancakes" once and prints the
// answer, then serves until Ctrl-C (or stops there with --once). Point an MCP
// client at that URL. PORT picks another port (0: any free one).
import { startFakeService } from '@screencap/fake-service';
import { Miniflare } from 'miniflare';
import { dirname } from 'node:path';
import { buildWorker } from './build.mjs';

const port = Number(process.env.PORT ?? 8787);
const service = await startFakeService();
const scriptPath = await buildWorker();

const worker = new Miniflare({
  modules: true,
  scriptPath,
  modulesRoot: dirname(scriptPath),
  compatibilityDate: '2026-05-01',
  host: '127.0.0.1',
  port,
  bindings: { SCREENCAP_BASE_URL: service.url, SCREENCAP_TITLE: 'The Testingtons', SCREENCAP_GENERATION: '2026' },
  // Node's fetch reaches the fake service on loopback; workerd's own network stack would refuse it.
  outboundService: async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return fetch(request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
  },
});
const endpoint = new URL('/mcp', await worker.ready);
console.log(`fake screencap service: ${service.url}`);
console.log(`MCP endpoint (Streamable HTTP), for your MCP client: ${endpoint.href}`);

// One call as a client sends it (the server is stateless: no session to open first).
const answer = await fetch(endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'find_quote', arguments: { quote: 'pancakes' } } }),
});
const event = (await answer.text()).split('\n').find((line) => line.startsWith('data: '));
const result = event === undefined ? undefined : JSON.parse(event.slice('data: '.length)).result;
console.log(`find_quote "pancakes" answered ${answer.status}:\n${result?.content?.[0]?.text ?? '(no result)'}`);

async function stop() {
  await worker.dispose();
  await service.close();
}

if (process.argv.includes('--once')) await stop();
else {
  console.log('Ctrl-C to stop');
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop);
}
