// The server as an MCP client uses it: `screencap-mcp` spawned over stdio,
// talking to the fake service (2026 generation) in a child process.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../bin/screencap-mcp.js', import.meta.url));

let service: FakeServiceHandle;
let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error(`no text first: ${JSON.stringify(result.content)}`);
  return first.text;
}

/** The link after `label: ` in a tool's text. */
function linkOf(result: CallToolResult, label: string): string {
  const line = textOf(result).split('\n').find((entry) => entry.startsWith(`${label}: `));
  if (line === undefined) throw new Error(`no ${label} in ${textOf(result)}`);
  return line.slice(label.length + 2);
}


/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  client = new Client({ name: 'screencap-mcp-test', version: '0.0.0' });
  // The instance from the environment variable, its generation from the command line; NODE_OPTIONS is left out so Jest's flags stay out of the server.
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, '--generation', '2026'], env: { SCREENCAP_BASE_URL: service.url }, stderr: 'pipe' }));
});

afterAll(async () => {
  await client.close();
  await service.close();
});

beforeEach(() => service.reset());

test('tools/list names the five tools with their documented inputs', async () => {
  const { tools } = await client.listTools();
  const inputs = Object.fromEntries(tools.map((tool) => [tool.name, Object.keys(tool.inputSchema.properties ?? {}).sort()]));
  expect(inputs).toEqual({
    find_quote: ['quote', 'season_max', 'season_min'],
    comic: ['caption', 'key', 'quote', 'timestamp'],
    gif: ['caption', 'end', 'key', 'quote', 'start'],
    random_screencap: ['season_max', 'season_min'],
    unfurl: ['url'],
  });
  for (const tool of tools) expect(tool.description).toMatch(/The Testingtons|Screencaps/);
});

describe('find_quote', () => {
  test('gives the matched lines, episode, timestamp and links, with the thumbnail as an image', async () => {
    const result = await call('find_quote', { quote: landmarks.searches.ampersand });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain('Salt & pepper, please.');
    expect(text).toMatch(/^episode: S\d\dE\d\d/m);
    expect(text).toMatch(/^timestamp: \d+ ms \(\d\d:\d\d\)$/m);
    for (const label of ['comic', 'strip', 'thumbnail']) expect(linkOf(result, label).startsWith(service.url)).toBe(true);
    expect(result.content[1]).toMatchObject({ type: 'image', mimeType: 'image/jpeg' });
    const image = result.content[1];
    expect(image?.type === 'image' && Buffer.from(image.data, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const log = await service.requests();
    expect(log.find((entry) => entry.endpoint === 'search')?.params).toMatchObject({ q: 'salt & pepper' });
  });

  test('passes the season filter to the search', async () => {
    await call('find_quote', { quote: landmarks.searches.several, season_min: 1, season_max: 1 });
    const search = (await service.requests()).find((entry) => entry.endpoint === 'search');
    expect(search?.params).toMatchObject({ q: 'pancakes', smin: 1, smax: 1 });
  });

  test('a quote nobody says is an error result that says so', async () => {
    const result = await call('find_quote', { quote: landmarks.searches.none });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^find_quote found nothing/);
  });

  test('a bad argument is an error result naming it, and reaches no service', async () => {
    const result = await call('find_quote', { quote: 42 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/quote/);
    expect(await service.requests()).toEqual([]);
  });
});

describe('comic', () => {
  test('{quote}: a comic of the clip that says it', async () => {
    const result = await call('comic', { quote: landmarks.searches.hash });
    expect(result.isError).toBeFalsy();
    expect(linkOf(result, 'comic')).toMatch(new RegExp(`^${service.url}comic/img\\?b64=`));
    expect(textOf(result)).toContain('Channel #5 has the weather.');
  });

  test('{key, timestamp, caption}: that frame with that caption, which the image service draws', async () => {
    const result = await call('comic', { key: 'S01E01', timestamp: landmarks.silentTimestamp.timestamp, caption: 'Made up' });
    const link = linkOf(result, 'comic');
    expect(link.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
    const image = await fetchAsBrowser(link);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(result.content[1]).toMatchObject({ type: 'image' });
  });

  test('neither form is an error result before any request', async () => {
    const result = await call('comic', { key: 'S01E01' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('give either {quote} or {key, timestamp, caption?}');
    expect(await service.requests()).toEqual([]);
  });
});

describe('gif', () => {
  test('{key, start, end}: renders, reporting progress when asked', async () => {
    const progress: number[] = [];
    const result = (await client.callTool(
      { name: 'gif', arguments: { key: 'S01E01', start: 1000, end: 4000, caption: 'Hi' } },
      undefined,
      { onprogress: (notification) => progress.push(notification.progress) },
    )) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const link = linkOf(result, 'gif');
    expect(link).toMatch(new RegExp(`^${service.url}video/S01E01/[^/]+\\.gif$`));
    expect((await fetchAsBrowser(link)).status).toBe(200);
    expect(progress.length).toBeGreaterThan(0);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    const render = (await service.requests()).find((entry) => entry.endpoint === 'render-gif');
    expect(render).toBeDefined();
  });

  test('{quote}: renders the clip that says it', async () => {
    const result = await call('gif', { quote: landmarks.searches.percent });
    expect(result.isError).toBeFalsy();
    expect(linkOf(result, 'gif')).toMatch(new RegExp(`^${service.url}video/`));
    expect(textOf(result)).toContain("I'm 100% sure.");
  });

  test('an end before the start is a bad argument', async () => {
    const result = await call('gif', { key: 'S01E01', start: 4000, end: 1000 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^gif got a bad argument: end/);
  });
});

test('random_screencap gives a frame of the asked seasons, with its thumbnail', async () => {
  const result = await call('random_screencap', { season_min: 2, season_max: 2 });
  expect(result.isError).toBeFalsy();
  expect(textOf(result)).toMatch(/season 2,/);
  expect(result.content[1]).toMatchObject({ type: 'image', mimeType: 'image/jpeg' });
  expect((await service.requests())[0]).toMatchObject({ endpoint: 'random', params: { smin: 2, smax: 2 } });
});

describe('unfurl', () => {
  test('a frame page of this instance: its screencap and a working link', async () => {
    const result = await call('unfurl', { url: `${service.url}caption/S01E01/${landmarks.silentTimestamp.timestamp}` });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/^kind: frame$/m);
    expect(textOf(result)).toMatch(/^episode: S01E01/m);
    expect(result.content[1]).toMatchObject({ type: 'image' });
  });

  test('a link of another host is an error result, and no request leaves', async () => {
    const result = await call('unfurl', { url: 'https://example.com/caption/S01E01/1000' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('not a link of this instance');
    expect(await service.requests()).toEqual([]);
  });
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
    // The gif's URL renders it and redirects to the file, which the client follows.
    expect((await classic.requests()).map((entry) => entry.endpoint)).toEqual(['gif', 'video']);
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

// Last: the server's client keeps honouring the Retry-After for the rest of the file, as the service asked.
test('a 429 with Retry-After is an error result naming the status and the wait', async () => {
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  const result = await call('find_quote', { quote: landmarks.searches.several });
  expect(result.isError).toBe(true);
  expect(textOf(result)).toContain('status 429; retry after 3600 s');
});
