// createMcpHandler on Node.js itself, the SDK client sending through it in
// process: its options, as the command line's.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { createMcpHandler, type McpHandlerOptions } from '../src/index.js';
import { textOf } from './mcp-suite.js';

let service: FakeServiceHandle;

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
});

afterAll(() => service.close());

beforeEach(() => service.reset());

async function connect(options: McpHandlerOptions): Promise<Client> {
  const handler = createMcpHandler(options);
  const client = new Client({ name: 'handler-test', version: '0.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)) });
  await client.connect(transport);
  return client;
}

test.each([
  [{ instance: 'Nowhere' }, /^instance must be one of Frinkiac, Morbotron, .* \(any case\), got "Nowhere"$/],
  [{ instance: 'Frinkiac', baseUrl: 'http://127.0.0.1:9/' }, /^instance and baseUrl cannot be used together$/],
  [{ title: 'Show' }, /^title goes with baseUrl/],
  [{ generation: '1999' as never }, /^generation must be one of classic, 2026, auto/],
  [{ baseUrl: 'ftp://a.example/' }, /^baseUrl/],
  [{ timeout: 0 }, /^timeout must be a number of seconds above 0, got "0"$/],
  [{ renderTimeout: 5000 }, /^renderTimeout is in seconds: 5000/],
  [{ allowedOrigins: ['https://a.example/path'] }, /not an origin/],
])('%j is a TypeError at once', (options, message) => {
  expect(() => createMcpHandler(options)).toThrow(TypeError);
  expect(() => createMcpHandler(options)).toThrow(message);
});

test('a preset by name: its title in the tools, its host in unfurl', async () => {
  const client = await connect({ instance: 'morbotron' });
  const { tools } = await client.listTools();
  expect(tools.find((tool) => tool.name === 'unfurl')?.description).toContain("Futurama's site (https://morbotron.com/)");
  await client.close();
});

test("timeout is the client's: a service slower than it fails the call, saying so", async () => {
  await service.injectFault({ endpoint: 'search', kind: 'delay', delayMs: 1000, times: Infinity });
  const client = await connect({ baseUrl: service.url, title: 'The Testingtons', timeout: 0.2 });
  const result = (await client.callTool({ name: 'find_quote', arguments: { quote: landmarks.searches.several } })) as CallToolResult;
  expect(result.isError).toBe(true);
  expect(textOf(result)).toMatch(/^find_quote failed: .*tim/i);
  await client.close();
});

test("renderTimeout is the client's: a render that stops growing ends at it", async () => {
  await service.injectFault({ endpoint: 'render-gif', kind: 'never-ending', pattern: 'repeat-progress', intervalMs: 100 });
  const client = await connect({ baseUrl: service.url, generation: '2026', renderTimeout: 1 });
  const result = (await client.callTool({ name: 'gif', arguments: { key: 'S01E01', start: 1000, end: 4000 } })) as CallToolResult;
  expect(result.isError).toBe(true);
  expect(textOf(result)).toMatch(/^gif failed: .* timed out after 1 s for the whole render \(renderTimeout\)$/);
  await client.close();
});

describe('cancellations (each on a POST of its own, as a stateless client sends them)', () => {
  const post = (handler: (request: Request) => Promise<Response>, userAgent: string, message: object) =>
    handler(
      new Request('http://127.0.0.1/mcp', {
        method: 'POST',
        headers: { 'user-agent': userAgent, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', ...message }),
      }),
    );
  const findQuote = (id: number) => ({ id, method: 'tools/call', params: { name: 'find_quote', arguments: { quote: landmarks.searches.several } } });
  const cancel = (requestId: number) => ({ method: 'notifications/cancelled', params: { requestId } });

  async function searchSent(): Promise<void> {
    while (!(await service.requests()).some((entry) => entry.endpoint === 'search')) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  test("reach the sender's call: its answer stream ends without a result", async () => {
    await service.injectFault({ endpoint: 'search', kind: 'delay', delayMs: 60_000 });
    const handler = createMcpHandler({ baseUrl: service.url, generation: '2026' });
    const call = await post(handler, 'client-a', findQuote(7));
    await searchSent();
    expect((await post(handler, 'client-a', cancel(7))).status).toBe(202);
    expect(await call.text()).not.toContain('"result"');
  });

  test("not another client's call with the same id: that one answers", async () => {
    await service.injectFault({ endpoint: 'search', kind: 'delay', delayMs: 500 });
    const handler = createMcpHandler({ baseUrl: service.url, generation: '2026' });
    const call = await post(handler, 'client-a', findQuote(7));
    await searchSent();
    await post(handler, 'client-b', cancel(7));
    expect(await call.text()).toContain('Who wants pancakes?');
  });
});
