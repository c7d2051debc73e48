// The worker under workerd (Miniflare), as an assistant's connector calls it:
// the official MCP SDK client over Streamable HTTP, the screencap service
// faked in a child process.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { Miniflare } from 'miniflare';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { buildWorker } from '../scripts/build.mjs';

let service: FakeServiceHandle;
let worker: Miniflare;
let folder: string;
let endpoint: URL;
let client: Client;
/** The User-Agent of each request the worker sent the screencap service. */
let userAgents: (string | null)[] = [];

before(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
  folder = mkdtempSync(join(tmpdir(), 'mcp-worker-'));
  const scriptPath = await buildWorker(join(folder, 'worker.js'));
  worker = new Miniflare({
    modules: true,
    scriptPath,
    modulesRoot: folder,
    compatibilityDate: '2026-05-01',
    bindings: { SCREENCAP_BASE_URL: service.url, SCREENCAP_TITLE: 'The Testingtons', SCREENCAP_GENERATION: '2026', ALLOWED_ORIGINS: 'https://app.example' },
    outboundService: async (request: Request) => {
      userAgents.push(request.headers.get('user-agent'));
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return fetch(request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
    },
  });
  endpoint = new URL('/mcp', await worker.ready);
  client = new Client({ name: 'my-screencap-bot-test', version: '0.0.0' });
  await client.connect(new StreamableHTTPClientTransport(endpoint));
});

after(async () => {
  await client.close();
  await worker.dispose();
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  userAgents = [];
  await service.reset();
});

test('tools/list: the eight tools, each with an output schema', async () => {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name), ['find_quote', 'comic', 'gif', 'random_screencap', 'unfurl', 'search_quotes', 'nearby_frames', 'transcript']);
  for (const tool of tools) assert.equal(tool.outputSchema?.type, 'object');
});

test('find_quote answers the moment as structured content, the text and the thumbnail', async () => {
  const result = (await client.callTool({ name: 'find_quote', arguments: { quote: landmarks.searches.several } })) as CallToolResult;
  assert.equal(result.isError, undefined);
  const facts = result.structuredContent as { text: string; comicUrl: string; screencap: { key: string } };
  assert.equal(facts.text, 'Who wants pancakes?');
  assert.ok(facts.comicUrl.startsWith(service.url));
  assert.deepEqual(result.content.map((content) => content.type), ['text', 'image']);
  // The userAgent the client was made with: the service's operators see who runs the server.
  assert.ok(userAgents[0]?.includes('my-screencap-bot/0.1.0'), String(userAgents));
});

test('gif reports progress while it renders', async () => {
  const progress: number[] = [];
  const result = (await client.callTool({ name: 'gif', arguments: { quote: landmarks.searches.several } }, undefined, {
    onprogress: (notification) => progress.push(notification.progress),
  })) as CallToolResult;
  assert.ok(progress.length > 0);
  assert.deepEqual(result.content.map((content) => content.type), ['text', 'image', 'resource_link']);
});

test('a browser page of another origin is refused before any tool runs; an allowed one is served', async () => {
  const post = (origin: string) =>
    fetch(endpoint, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'random_screencap', arguments: {} } }),
    });
  assert.equal((await post('https://evil.example')).status, 403);
  assert.deepEqual(await service.requests(), []);
  const allowed = await post('https://app.example');
  assert.equal(allowed.status, 200);
  await allowed.text();
});

test('any other path says which URL to give an assistant', async () => {
  const page = await fetch(new URL('/', endpoint));
  assert.equal(await page.text(), `This is an MCP server. Give your assistant this URL: ${endpoint.origin}/mcp\n`);
});
