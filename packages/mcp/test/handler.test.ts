// createMcpHandler on Node.js itself, the SDK client sending through it in
// process: its options, as the command line's.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
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
  [{ instance: 'Nowhere' }, /unknown instance "Nowhere"/],
  [{ instance: 'Frinkiac', baseUrl: 'http://127.0.0.1:9/' }, /instance or baseUrl, not both/],
  [{ title: 'Show' }, /title goes with baseUrl/],
  [{ generation: '1999' as never }, /generation must be one of classic, 2026, auto/],
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
