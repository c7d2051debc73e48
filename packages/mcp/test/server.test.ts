// The server as an MCP client uses it: `screencap-mcp` spawned over stdio,
// talking to the fake service in a child process; the suite every transport
// runs, then what a classic instance answers.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { linkOf, textOf, toolSuite } from './mcp-suite.js';

const BIN = fileURLToPath(new URL('../bin/screencap-mcp.js', import.meta.url));

let service: FakeServiceHandle;
let client: Client;
/** The server's standard error, a line at a time (its client logs at debug level there). */
const logLines: string[] = [];
let logWaiters: (() => void)[] = [];

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  client = new Client({ name: 'screencap-mcp-test', version: '0.0.0' });
  // The instance from the environment variable, its generation from the command line; NODE_OPTIONS is left out so Jest's flags stay out of the server.
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, '--generation', '2026'],
    env: { SCREENCAP_BASE_URL: service.url, SCREENCAP_LOG: 'debug' },
    stderr: 'pipe',
  });
  await client.connect(transport);
  createInterface({ input: transport.stderr as Readable }).on('line', (line) => {
    logLines.push(line);
    for (const wake of logWaiters) wake();
    logWaiters = [];
  });
  await client.listTools();
});

afterAll(async () => {
  await client.close();
  await service.close();
});

beforeEach(() => service.reset());

/** The server's client logs a request that ended without an answer: the abort reached it. */
async function searchAborted(): Promise<void> {
  while (!logLines.some((line) => /GET \S*api\/search\S* failed after \d+ ms/.test(line))) {
    await new Promise<void>((resolve) => logWaiters.push(resolve));
  }
}

describe('over stdio', () => {
  toolSuite(() => ({ client, service, callStopped: searchAborted }));
});

describe('against a classic instance', () => {
  let classic: FakeServiceHandle;
  let classicClient: Client;

  beforeAll(async () => {
    classic = await startFakeServiceProcess({ mode: 'classic' });
    classicClient = new Client({ name: 'screencap-mcp-test', version: '0.0.0' });
    await classicClient.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, '--base-url', classic.url, '--generation', 'classic'], stderr: 'pipe' }));
  });

  afterAll(async () => {
    await classicClient.close();
    await classic.close();
  });

  test('gif {key, start, end} gives the rendered gif of that range', async () => {
    const result = (await classicClient.callTool({ name: 'gif', arguments: { key: 'S01E01', start: 1000, end: 4000, caption: 'Hi' } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(linkOf(result, 'gif')).toMatch(new RegExp(`^${classic.url}video/S01E01/[^/]+\\.gif$`));
    // The gif's URL renders it and redirects to the file, which the client follows (beside it, the frame of the start for the thumbnail).
    expect((await classic.requests()).map((entry) => entry.endpoint).filter((endpoint) => endpoint === 'gif' || endpoint === 'video')).toEqual(['gif', 'video']);
    expect(result.content.map((content) => content.type)).toEqual(['text', 'image', 'resource_link']);
  });

  test('find_quote gives classic links and the thumbnail', async () => {
    const result = (await classicClient.callTool({ name: 'find_quote', arguments: { quote: landmarks.searches.ampersand } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(linkOf(result, 'thumbnail')).toMatch(new RegExp(`^${classic.url}img/S\\d\\dE\\d\\d/\\d+\\.jpg$`));
    expect(result.content[1]).toMatchObject({ type: 'image', mimeType: 'image/jpeg' });
  });

  test('find_quote: the captioned still is the meme link with the lines as its caption, and no strip (the classic site has neither comic nor strip)', async () => {
    const result = (await classicClient.callTool({ name: 'find_quote', arguments: { quote: landmarks.searches.ampersand } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const still = new URL(linkOf(result, 'comic'));
    expect(still.pathname).toMatch(/^\/meme\/S\d\dE\d\d\/\d+\.jpg$/);
    const caption = Buffer.from(still.searchParams.get('b64lines') ?? '', 'base64url').toString('utf8');
    // The line of the classic catalogue that says it.
    expect(caption).toBe('Salt & pepper, please.');
    expect(textOf(result)).not.toMatch(/^strip: /m);
    expect(textOf(result)).not.toContain('comic/img');
    expect((await fetch(still)).status).toBe(200);
  });

  test('comic {quote}: the meme link of the clip that says it, its lines as the caption', async () => {
    const result = (await classicClient.callTool({ name: 'comic', arguments: { quote: landmarks.searches.ampersand } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const still = new URL(linkOf(result, 'comic'));
    expect(still.pathname).toMatch(/^\/meme\//);
    expect(Buffer.from(still.searchParams.get('b64lines') ?? '', 'base64url').toString('utf8')).toBe('Salt & pepper, please.');
    expect((await fetch(still)).status).toBe(200);
  });
});

