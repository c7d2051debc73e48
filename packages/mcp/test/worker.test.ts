// createMcpHandler as a Cloudflare Worker runs it: bundled with the workerd
// condition (the package's entry without Node.js modules, @screencap/async's
// build for Workers), under workerd (Miniflare), driven by the official SDK
// client over Streamable HTTP; the fake service in a child process.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectRecordingClient } from './http-client.js';
import { toolSuite } from './mcp-suite.js';

// The worker a user writes around the handler.
const WORKER = `
import { createMcpHandler } from '@screencap/mcp';
let handler;
export default {
  fetch(request, env) {
    handler ??= createMcpHandler({ baseUrl: env.BASE_URL, generation: '2026', allowedOrigins: ['https://app.example'], userAgent: 'worker-test/1.0' });
    return handler(request);
  },
};
`;

let service: FakeServiceHandle;
let worker: Miniflare;
let folder: string;
let url: string;
let client: Client;
let callStopped: () => Promise<void>;
/** What the bundle was made of. */
let inputs: string[];
/** The User-Agent of each request the worker sent the service. */
let userAgents: (string | null)[] = [];

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  folder = mkdtempSync(join(tmpdir(), 'mcp-worker-'));
  const outfile = join(folder, 'worker.js');
  const bundle = await build({
    stdin: { contents: WORKER, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    metafile: true,
    logLevel: 'error',
  });
  inputs = Object.keys(bundle.metafile.inputs);
  worker = new Miniflare({
    modules: true,
    scriptPath: outfile,
    modulesRoot: folder,
    compatibilityDate: '2026-05-01',
    bindings: { BASE_URL: service.url },
    // Node's fetch reaches the fake service on loopback; workerd's own network stack would refuse it.
    outboundService: async (request: Request) => {
      userAgents.push(request.headers.get('user-agent'));
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return fetch(request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
    },
  });
  url = new URL('/mcp', await worker.ready).href;
  ({ client, callStopped } = await connectRecordingClient(url));
}, 60_000);

afterAll(async () => {
  await client.close();
  await worker.dispose();
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  userAgents = [];
  await service.reset();
});

test("the bundle holds nothing of Node.js: the package's web entry and @screencap/async's build for Workers", () => {
  expect(inputs.filter((input) => /node:|node-fetch|@hono|express|\/stdio\.js|mcp\/dist\/(?:index|bin|arguments|http-server)\.js/.test(input))).toEqual([]);
  expect(inputs.some((input) => input.endsWith('mcp/dist/web.js'))).toBe(true);
  expect(inputs.some((input) => input.includes('async-client/lib/platform/'))).toBe(true);
});

test('the service sees the userAgent given (its CDN, a browser one, as it requires)', async () => {
  await client.callTool({ name: 'random_screencap', arguments: {} });
  const log = await service.requests();
  expect(log.map((entry) => entry.endpoint)).toEqual(['random', 'img']);
  expect(userAgents[0]).toContain('worker-test/1.0');
});

describe('origins', () => {
  const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
  const post = (origin: string, body = initialize) =>
    fetch(url, { method: 'POST', headers: { origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });

  test('a foreign Origin is refused with 403 before any tool runs', async () => {
    const call = await post('https://evil.example', JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'random_screencap', arguments: {} } }));
    expect(call.status).toBe(403);
    expect(await service.requests()).toEqual([]);
  });

  test('an allowed origin is served, with CORS headers and a preflight', async () => {
    const answer = await post('https://app.example');
    expect([answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([200, 'https://app.example']);
    await answer.text();
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version');
  });
});

// Last: its Retry-After test holds every later call back.
describe('under workerd', () => {
  toolSuite(() => ({ client, service, callStopped }));
});
