#!/usr/bin/env node
// `npm run dev`: the worker under workerd (Miniflare) on
// http://127.0.0.1:8787/mcp against a local fake screencap service: no
// account, no network. Point an MCP client at that URL; Ctrl-C stops both.
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
const url = await worker.ready;
console.log(`fake screencap service: ${service.url}`);
console.log(`MCP endpoint (Streamable HTTP), for your MCP client: ${new URL('/mcp', url).href}`);
console.log('Ctrl-C to stop');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await worker.dispose();
    await service.close();
  });
}
