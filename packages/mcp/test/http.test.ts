// `screencap-mcp --http` as a remote MCP client uses it: the official SDK
// client over Streamable HTTP, the server in a child process on loopback,
// the fake service (2026 generation) in another.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connectRecordingClient } from './http-client.js';
import { startHttpServer, BIN, type HttpServerProcess } from './http-process.js';
import { textOf, toolSuite } from './mcp-suite.js';

let service: FakeServiceHandle;
let server: HttpServerProcess;
let client: Client;
let callStopped: () => Promise<void>;

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
});
const toolsCall = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'random_screencap', arguments: {} } });
const mcpHeaders = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** A POST with exactly these headers (fetch will not send a Host of our choosing). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', headers: { ...mcpHeaders, ...headers } }, (incoming) => {
      let text = '';
      incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      incoming.on('end', () => { resolve({ status: incoming.statusCode ?? 0, body: text, headers: incoming.headers }); });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  server = await startHttpServer(['--http', '0', '--base-url', service.url, '--generation', '2026']);
  ({ client, callStopped } = await connectRecordingClient(server.url));
});

afterAll(async () => {
  await client.close();
  await server.close();
  await service.close();
});

beforeEach(() => service.reset());

describe('over Streamable HTTP on Node.js', () => {
  toolSuite(() => ({ client, service, callStopped }));
});

describe('DNS rebinding: a loopback bind serves loopback hosts and origins only', () => {
  test('a foreign Origin is refused with 403 before any tool runs', async () => {
    const foreign = new Client({ name: 'evil', version: '0' });
    const transport = new StreamableHTTPClientTransport(new URL(server.url), { requestInit: { headers: { origin: 'https://evil.example' } } });
    await expect(foreign.connect(transport)).rejects.toThrow(/403|not allowed/);
    const call = await rawPost(server.url, { origin: 'https://evil.example' }, toolsCall);
    expect(call.status).toBe(403);
    expect(JSON.parse(call.body)).toMatchObject({ error: { message: expect.stringContaining('Origin "https://evil.example" is not allowed') } });
    expect(await service.requests()).toEqual([]);
  });

  test('a foreign Host is refused; loopback hosts and origins are served', async () => {
    const port = new URL(server.url).port;
    expect((await rawPost(server.url, { host: `evil.example:${port}` }, toolsCall)).status).toBe(403);
    for (const headers of [{ host: `localhost:${port}` }, { host: `127.0.0.1:${port}`, origin: 'http://localhost:5173' }] as Record<string, string>[]) {
      expect((await rawPost(server.url, headers, initialize)).status).toBe(200);
    }
    expect(await service.requests()).toEqual([]);
  });

  test('--allow-origin adds an origin (and its host), answered with CORS headers', async () => {
    const allowing = await startHttpServer(['--http', '127.0.0.1:0', '--allow-origin', 'https://app.example', '--base-url', service.url]);
    try {
      const answer = await rawPost(allowing.url, { origin: 'https://app.example', host: 'app.example' }, initialize);
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('https://app.example');
      expect((await rawPost(allowing.url, { origin: 'https://other.example' }, initialize)).status).toBe(403);
    } finally {
      await allowing.close();
    }
  });

  test('an explicit non-loopback bind serves any Host, and still refuses foreign origins', async () => {
    const open = await startHttpServer(['--http', '0.0.0.0:0', '--base-url', service.url]);
    try {
      expect((await rawPost(open.url, { host: 'mcp.example.org' }, initialize)).status).toBe(200);
      expect((await rawPost(open.url, { origin: 'https://evil.example' }, initialize)).status).toBe(403);
    } finally {
      await open.close();
    }
  });
});

describe('the endpoint', () => {
  test('is /mcp only, and answers POST only (stateless: no standalone stream, no session)', async () => {
    expect((await fetch(server.url.replace(/\/mcp$/, '/other'), { method: 'POST' })).status).toBe(404);
    const get = await fetch(server.url, { headers: { accept: 'text/event-stream' } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
  });

  test('a body that is not JSON is a parse error', async () => {
    const answer = await fetch(server.url, { method: 'POST', headers: mcpHeaders, body: '{' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { code: -32700 } });
  });
});

test('a bad --http exits 2 with the problem and the usage', () => {
  const run = spawnSync(process.execPath, [BIN, '--http', 'nope'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/^screencap-mcp: --http wants \[host:\]port \(such as 8080 or 0\.0\.0\.0:8080\), got "nope"\nUsage: screencap-mcp /);
});

test('--render-timeout reaches the client: a render that stops growing ends at it, and the tool says so', async () => {
  const bounded = await startHttpServer(['--http', '0', '--base-url', service.url, '--generation', '2026', '--render-timeout', '1']);
  try {
    await service.injectFault({ endpoint: 'render-gif', kind: 'never-ending', pattern: 'repeat-progress', intervalMs: 100 });
    const { client: boundedClient } = await connectRecordingClient(bounded.url);
    const result = (await boundedClient.callTool({ name: 'gif', arguments: { key: 'S01E01', start: 1000, end: 4000 } })) as CallToolResult;
    expect(textOf(result)).toMatch(/^gif failed: .* timed out after 1 s for the whole render \(renderTimeout\)$/);
    await boundedClient.close();
  } finally {
    await bounded.close();
  }
});
