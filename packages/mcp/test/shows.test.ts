// One server serving several instances (two fake services here, as two
// shows): `show` chooses which one a tool asks, and is required.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ScreencapClient } from '@screencap/async';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { createMcpHandler, createScreencapMcpServer } from '../src/index.js';
import { textOf } from './mcp-suite.js';

let first: FakeServiceHandle;
let second: FakeServiceHandle;
let clients: ScreencapClient[];
let client: Client;

beforeAll(async () => {
  [first, second] = await Promise.all([startFakeServiceProcess({ mode: '2026' }), startFakeServiceProcess({ mode: '2026' })]);
  clients = [new ScreencapClient(first.url, 'The Testingtons', { generation: '2026' }), new ScreencapClient(second.url, 'Testing Again', { generation: '2026' })];
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createScreencapMcpServer(clients).connect(serverSide);
  client = new Client({ name: 'shows-test', version: '0.0.0' });
  await client.connect(clientSide);
  // The client validates structuredContent against the output schemas it listed.
  await client.listTools();
});

afterAll(async () => {
  await client.close();
  for (const served of clients) served.close();
  await Promise.all([first.close(), second.close()]);
});

beforeEach(async () => {
  await Promise.all([first.reset(), second.reset()]);
});

const call = async (name: string, args: Record<string, unknown>): Promise<CallToolResult> => (await client.callTool({ name, arguments: args })) as CallToolResult;

describe('two instances served', () => {
  test('tools/list: every tool says show is required and names both shows', async () => {
    const { tools } = await client.listTools();
    expect(tools).toHaveLength(8);
    for (const tool of tools) {
      expect(tool.inputSchema.properties?.show).toMatchObject({ type: 'string', description: expect.stringContaining('one of The Testingtons, Testing Again') });
      expect(tool.description).toContain('The Testingtons');
    }
  });

  test('show chooses the instance asked, by its name in any case; the other gets no request', async () => {
    const result = await call('search_quotes', { quote: landmarks.searches.hash, show: 'testing again' });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as any).hits[0].link).toMatch(new RegExp(`^${second.url}caption/`));
    expect((await second.requests()).map((entry) => entry.endpoint)).toEqual(['search']);
    expect(await first.requests()).toEqual([]);
    const other = await call('nearby_frames', { key: 'S01E01', timestamp: landmarks.silentTimestamp.timestamp, show: 'The Testingtons' });
    expect((other.structuredContent as any).frames[0].link).toMatch(new RegExp(`^${first.url}caption/`));
  });

  test.each([
    ['find_quote', { quote: landmarks.searches.hash }],
    ['transcript', { key: 'S01E01', timestamp: 1000 }],
    ['unfurl', { url: 'http://127.0.0.1/caption/S01E01/1000' }],
  ])('%s without show is an error result listing the served shows, before any request', async (name, args) => {
    const result = await call(name, args);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(`${name} got a bad argument: show is required: this server serves The Testingtons, Testing Again`);
    expect([...(await first.requests()), ...(await second.requests())]).toEqual([]);
  });

  test('an unknown show is an error result listing the served shows, before any request', async () => {
    const result = await call('comic', { quote: landmarks.searches.hash, show: 'Morbotron' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe('comic got a bad argument: show must be one of The Testingtons, Testing Again (any case), got "Morbotron"');
    expect([...(await first.requests()), ...(await second.requests())]).toEqual([]);
  });
});

test('two clients of one name are a TypeError at once', () => {
  const twins = [new ScreencapClient(first.url, 'Same'), new ScreencapClient(second.url, 'same')];
  expect(() => createScreencapMcpServer(twins)).toThrow(/two served instances are both called "same"/);
  expect(() => createScreencapMcpServer([])).toThrow(TypeError);
  for (const twin of twins) twin.close();
});

describe('createMcpHandler with several presets', () => {
  async function toolsOf(instance: string | readonly string[]) {
    const handler = createMcpHandler({ instance });
    const mcp = new Client({ name: 'shows-handler-test', version: '0.0.0' });
    await mcp.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)) }));
    return mcp;
  }

  test('a list of presets: show names them, and a call without it is refused before any request leaves', async () => {
    const mcp = await toolsOf(['frinkiac', 'MORBOTRON', 'Frinkiac']);
    const { tools } = await mcp.listTools();
    expect(tools.find((tool) => tool.name === 'find_quote')?.inputSchema.properties?.show).toMatchObject({ description: expect.stringContaining('one of Frinkiac, Morbotron (any case)') });
    const result = (await mcp.callTool({ name: 'search_quotes', arguments: { quote: 'pancakes' } })) as CallToolResult;
    expect(textOf(result)).toBe('search_quotes got a bad argument: show is required: this server serves Frinkiac, Morbotron');
    await mcp.close();
  });

  test("'all' serves every preset", async () => {
    const mcp = await toolsOf('all');
    const { tools } = await mcp.listTools();
    expect(tools[0]?.inputSchema.properties?.show).toMatchObject({
      description: expect.stringContaining('one of Frinkiac, Morbotron, MasterOfAllScience, GoodGodLemon, CapitalBeatUs, FrinkiHams (any case)'),
    });
    await mcp.close();
  });

  test.each([
    [{ instance: ['frinkiac', 'Nowhere'] }, /^instance must be one of Frinkiac, .*got "Nowhere"$/],
    [{ instance: [] }, /^instance names no preset/],
    [{ instance: 'all', baseUrl: 'http://127.0.0.1:9/' }, /^instance and baseUrl cannot be used together$/],
  ])('%j is a TypeError at once', (options, message) => {
    expect(() => createMcpHandler(options)).toThrow(TypeError);
    expect(() => createMcpHandler(options)).toThrow(message);
  });
});
