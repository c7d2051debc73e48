// The tools as an MCP client sees them, over any transport: each test file
// connects the official SDK client its own way (stdio, Streamable HTTP on
// Node.js, the fetch handler under workerd) and runs this suite against a
// fake service of the 2026 generation.
import { describe, expect, test } from '@jest/globals';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { landmarks, type FakeServiceHandle } from '@screencap/fake-service';

/** What a transport's test file hands the suite. */
export interface Harness {
  /** The SDK client, connected, its `listTools()` already called (so it validates `structuredContent`). */
  readonly client: Client;
  /** The fake service the server answers from. */
  readonly service: FakeServiceHandle;
  /** Resolves once the server has stopped the call just cancelled, as this transport shows it; rejects when it answered anyway. */
  readonly callStopped: () => Promise<void>;
}

export function textOf(result: CallToolResult): string {
  const first = result.content[0];
  if (first?.type !== 'text') throw new Error(`no text first: ${JSON.stringify(result.content)}`);
  return first.text;
}

/** The link after `label: ` in a tool's text. */
export function linkOf(result: CallToolResult, label: string): string {
  const line = textOf(result).split('\n').find((entry) => entry.startsWith(`${label}: `));
  if (line === undefined) throw new Error(`no ${label} in ${textOf(result)}`);
  return line.slice(label.length + 2);
}

/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
export function fetchAsBrowser(service: FakeServiceHandle, url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The suite. `harness()` gives the connection the file's `beforeAll` made;
 * the file resets the service before each test.
 */
export function toolSuite(harness: () => Harness): void {
  const call = async (name: string, args: Record<string, unknown>): Promise<CallToolResult> =>
    (await harness().client.callTool({ name, arguments: args })) as CallToolResult;
  const requests = () => harness().service.requests();

  test('tools/list: eight tools, each with a title, a description, the read-only and open-world hints, an output schema and show', async () => {
    const { tools } = await harness().client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['find_quote', 'comic', 'gif', 'random_screencap', 'unfurl', 'search_quotes', 'nearby_frames', 'transcript']);
    for (const tool of tools) {
      expect(tool.title).toEqual(expect.any(String));
      expect(tool.description).toMatch(/The Testingtons|Screencaps/);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
      expect(tool.outputSchema).toMatchObject({ type: 'object', properties: expect.any(Object) });
      expect(tool.inputSchema.properties?.show).toMatchObject({ type: 'string' });
      expect(tool.inputSchema.required ?? []).not.toContain('show');
    }
    const byName = (name: string) => tools.find((tool) => tool.name === name);
    expect(byName('search_quotes')?.inputSchema).toMatchObject({ required: ['quote'], properties: { limit: { type: 'integer', minimum: 1, maximum: 10 } } });
    expect(Object.keys(byName('search_quotes')?.outputSchema?.properties ?? {})).toEqual(['quote', 'hits']);
    for (const name of ['nearby_frames', 'transcript']) {
      expect(byName(name)?.inputSchema).toMatchObject({ required: ['key', 'timestamp'], properties: { key: { type: 'string' }, timestamp: { type: 'integer' } } });
    }
    expect(Object.keys(byName('nearby_frames')?.outputSchema?.properties ?? {})).toEqual(['key', 'timestamp', 'frames']);
    expect(Object.keys(byName('transcript')?.outputSchema?.properties ?? {})).toEqual(['key', 'timestamp', 'lines']);
    const findQuote = tools.find((tool) => tool.name === 'find_quote');
    expect(findQuote?.inputSchema.properties?.alternatives).toMatchObject({ type: 'integer', minimum: 0, maximum: 5 });
    expect(Object.keys(findQuote?.outputSchema?.properties ?? {})).toEqual(expect.arrayContaining(['text', 'screencap', 'lines', 'comicUrl', 'alternatives']));
  });

  describe('find_quote', () => {
    test('answers text and structuredContent with the same facts, the next best hits (2 by default) and the thumbnail', async () => {
      const result = await call('find_quote', { quote: landmarks.searches.several });
      expect(result.isError).toBeFalsy();
      const facts = result.structuredContent as any;
      expect(facts.text).toBe('Who wants pancakes?');
      expect(textOf(result)).toContain(`"${facts.text}"`);
      expect(linkOf(result, 'comic')).toBe(facts.comicUrl);
      expect(linkOf(result, 'strip')).toBe(facts.stripUrl);
      expect(linkOf(result, 'thumbnail')).toBe(facts.screencap.thumbnailUrl);
      expect(textOf(result)).toContain(`episode: ${facts.screencap.key}`);
      expect(facts.alternatives).toHaveLength(2);
      for (const hit of facts.alternatives) expect(textOf(result)).toContain(`  ${hit.key} ${hit.timestamp} ms: ${hit.text}`);
      expect(facts.alternatives.map((hit: { key: string }) => hit.key)).not.toContain(facts.screencap.key);
      expect(result.content[1]).toMatchObject({ type: 'image', mimeType: 'image/jpeg' });
      // One search for the match and the alternatives.
      expect((await requests()).filter((entry) => entry.endpoint === 'search')).toHaveLength(1);
    });

    test('alternatives: 0 lists none; 3 lists three', async () => {
      const none = await call('find_quote', { quote: landmarks.searches.several, alternatives: 0 });
      expect((none.structuredContent as any).alternatives).toEqual([]);
      expect(textOf(none)).not.toContain('next best:');
      const three = await call('find_quote', { quote: landmarks.searches.several, alternatives: 3 });
      expect((three.structuredContent as any).alternatives).toHaveLength(3);
    });

    test('a bad argument is an error result naming it, and reaches no service', async () => {
      for (const args of [{ quote: 42 }, { quote: 'pancakes', alternatives: 6 }]) {
        const result = await call('find_quote', args);
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(/quote|alternatives/);
      }
      expect(await requests()).toEqual([]);
    });

    test('passes the season filter to the search', async () => {
      await call('find_quote', { quote: landmarks.searches.several, season_min: 1, season_max: 1 });
      const search = (await requests()).find((entry) => entry.endpoint === 'search');
      expect(search?.params).toMatchObject({ q: 'pancakes', smin: 1, smax: 1 });
    });

    test('a quote nobody says is an error result that says so', async () => {
      const result = await call('find_quote', { quote: landmarks.searches.none });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^find_quote found nothing/);
    });
  });

  describe('search_quotes', () => {
    test('the hits, best first, each with its line, score, page and thumbnail, in text and structuredContent', async () => {
      const result = await call('search_quotes', { quote: landmarks.searches.several });
      expect(result.isError).toBeFalsy();
      const facts = result.structuredContent as any;
      expect(facts.quote).toBe('pancakes');
      expect(facts.hits).toHaveLength(4);
      const scores = facts.hits.map((hit: { score: number }) => hit.score);
      expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
      facts.hits.forEach((hit: any, index: number) => {
        expect(hit.text).toMatch(/pancakes/i);
        expect(hit.link).toBe(`${harness().service.url}caption/${hit.key}/${hit.timestamp}`);
        expect(hit.thumbnailUrl).toMatch(new RegExp(`^${harness().service.url}img/${hit.key}/${hit.timestamp}/`));
        expect(textOf(result)).toContain(`${index + 1}. ${hit.key} ${hit.timestamp} ms: ${hit.text} (score ${hit.score.toFixed(2)})\n   link: ${hit.link}\n   thumbnail: ${hit.thumbnailUrl}`);
      });
      // At most the one search (the client may have it cached from an earlier test): no request per hit.
      expect((await requests()).filter((entry) => entry.endpoint !== 'search')).toEqual([]);
    });

    test('no more than 5 hits by default; limit: 10 lists more', async () => {
      const many = ((await call('search_quotes', { quote: 'the', limit: 10 })).structuredContent as any).hits;
      expect(many.length).toBeGreaterThan(5);
      expect(((await call('search_quotes', { quote: 'the' })).structuredContent as any).hits).toEqual(many.slice(0, 5));
    });

    test('limit: 2 lists two; 0 and 11 are bad arguments that reach no service', async () => {
      expect(((await call('search_quotes', { quote: landmarks.searches.several, limit: 2 })).structuredContent as any).hits).toHaveLength(2);
      await harness().service.clearRequests();
      for (const limit of [0, 11]) {
        const result = await call('search_quotes', { quote: landmarks.searches.several, limit });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toContain('limit');
      }
      expect(await requests()).toEqual([]);
    });
  });

  test('nearby_frames: the frames around a moment, in time order, each with its page and thumbnail', async () => {
    const { key, timestamp } = landmarks.silentTimestamp;
    const result = await call('nearby_frames', { key, timestamp });
    expect(result.isError).toBeFalsy();
    const facts = result.structuredContent as any;
    expect(facts).toMatchObject({ key, timestamp });
    expect(facts.frames.length).toBeGreaterThan(1);
    const times = facts.frames.map((frame: { timestamp: number }) => frame.timestamp);
    expect([...times].sort((a: number, b: number) => a - b)).toEqual(times);
    expect(Math.min(...times)).toBeLessThanOrEqual(timestamp);
    expect(Math.max(...times)).toBeGreaterThanOrEqual(timestamp);
    for (const frame of facts.frames) {
      expect(frame.key).toBe(key);
      expect(frame.link).toBe(`${harness().service.url}caption/${key}/${frame.timestamp}`);
      expect(textOf(result)).toContain(`${key} ${frame.timestamp} ms (${frame.time})\n   link: ${frame.link}\n   thumbnail: ${frame.thumbnailUrl}`);
    }
    // At most one request (the client may have it cached): the frame's page lists the frames around it.
    expect((await requests()).length).toBeLessThanOrEqual(1);
  });

  test("transcript: the lines around a hit, timed, the hit's own among them", async () => {
    const hit = ((await call('search_quotes', { quote: landmarks.searches.hash, limit: 1 })).structuredContent as any).hits[0];
    const result = await call('transcript', { key: hit.key, timestamp: hit.timestamp });
    expect(result.isError).toBeFalsy();
    const facts = result.structuredContent as any;
    expect(facts).toMatchObject({ key: hit.key, timestamp: hit.timestamp });
    expect(facts.lines.map((line: { text: string }) => line.text)).toContain('Channel #5 has the weather.');
    for (const line of facts.lines) {
      expect(line.end).toBeGreaterThanOrEqual(line.start);
      expect(textOf(result)).toContain(`  ${line.start}-${line.end} ms: ${line.text}`);
    }
  });

  test('show: the one served show by name or title, any case; another is an error result naming the served one, before any request', async () => {
    const named = await call('search_quotes', { quote: landmarks.searches.hash, show: 'screencaps' });
    expect(named.isError).toBeFalsy();
    await harness().service.clearRequests();
    const other = await call('find_quote', { quote: landmarks.searches.hash, show: 'Morbotron' });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toBe('find_quote got a bad argument: show must be one of Screencaps (any case), got "Morbotron"');
    expect(await requests()).toEqual([]);
  });

  describe('comic', () => {
    test('{key, timestamp, caption}: reports the caption it drew, which the image service receives', async () => {
      const result = await call('comic', { key: 'S01E01', timestamp: landmarks.silentTimestamp.timestamp, caption: 'Made up' });
      expect(result.isError).toBeFalsy();
      const facts = result.structuredContent as any;
      expect(facts.caption).toBe('Made up');
      expect(textOf(result)).toMatch(/^caption: Made up$/m);
      expect(linkOf(result, 'comic')).toBe(facts.comicUrl);
      await harness().service.clearRequests();
      expect((await fetchAsBrowser(harness().service, facts.comicUrl)).headers.get('content-type')).toBe('image/jpeg');
      expect(JSON.stringify((await requests())[0]?.comic)).toContain('"t":"Made up"');
    });

    test('{quote}: the clip that says it, its lines as the caption', async () => {
      const result = await call('comic', { quote: landmarks.searches.hash });
      const facts = result.structuredContent as any;
      expect(facts).toMatchObject({ quote: 'Channel #5 has the weather.', caption: 'Channel #5 has the weather.' });
      expect(facts.comicUrl).toMatch(new RegExp(`^${harness().service.url}comic/img\\?b64=`));
    });

    test('neither form is an error result before any request', async () => {
      const result = await call('comic', { key: 'S01E01' });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain('give either {quote} or {key, timestamp, caption?}');
      expect(await requests()).toEqual([]);
    });
  });

  test('gif: progress while it renders, then the thumbnail and the gif as a resource_link beside its URL', async () => {
    const progress: number[] = [];
    const result = (await harness().client.callTool({ name: 'gif', arguments: { key: 'S01E01', start: 1000, end: 4000, caption: 'Hi' } }, undefined, {
      onprogress: (notification) => progress.push(notification.progress),
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const facts = result.structuredContent as any;
    expect(facts).toMatchObject({ key: 'S01E01', start: 1000, end: 4000, caption: 'Hi' });
    expect(linkOf(result, 'gif')).toBe(facts.gifUrl);
    expect(result.content.map((content) => content.type)).toEqual(['text', 'image', 'resource_link']);
    expect(result.content[2]).toMatchObject({ type: 'resource_link', uri: facts.gifUrl, mimeType: 'image/gif' });
    expect((await fetchAsBrowser(harness().service, facts.gifUrl)).headers.get('content-type')).toBe('image/gif');
    expect(progress.length).toBeGreaterThan(0);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  test('gif {quote}: renders the clip that says it, its lines as they are spoken', async () => {
    const result = await call('gif', { quote: landmarks.searches.percent });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ quote: "I'm 100% sure.", gifUrl: expect.stringMatching(new RegExp(`^${harness().service.url}video/`)) });
    expect(textOf(result)).toContain("I'm 100% sure.");
  });

  test('gif: an end before the start is a bad argument', async () => {
    const result = await call('gif', { key: 'S01E01', start: 4000, end: 1000 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^gif got a bad argument: end/);
    expect(await requests()).toEqual([]);
  });

  test('random_screencap: a frame of the asked seasons', async () => {
    const result = await call('random_screencap', { season_min: 2, season_max: 2 });
    const facts = result.structuredContent as any;
    expect(facts.screencap.season).toBe(2);
    expect(linkOf(result, 'comic')).toBe(facts.comicUrl);
    expect(result.content[1]).toMatchObject({ type: 'image' });
  });

  test('unfurl: what a frame link shows', async () => {
    const result = await call('unfurl', { url: `${harness().service.url}caption/S01E01/${landmarks.silentTimestamp.timestamp}` });
    expect(result.structuredContent).toMatchObject({ kind: 'frame', moved: false, screencap: { key: 'S01E01' } });
    expect(linkOf(result, 'link')).toBe((result.structuredContent as any).link);
  });

  test('unfurl: a link of another host is an error result, and no request leaves', async () => {
    const result = await call('unfurl', { url: 'https://example.com/caption/S01E01/1000' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('not a link of this instance');
    expect(await requests()).toEqual([]);
  });

  test('a cancelled call stops: the request to the service is dropped and no answer comes', async () => {
    await harness().service.injectFault({ endpoint: 'search', kind: 'delay', delayMs: 60_000 });
    const controller = new AbortController();
    const pending = harness().client.callTool({ name: 'find_quote', arguments: { quote: landmarks.searches.ampersand } }, undefined, { signal: controller.signal });
    await until(async () => ((await requests()).some((entry) => entry.endpoint === 'search') ? true : undefined));
    controller.abort('changed my mind');
    await expect(pending).rejects.toThrow();
    await harness().callStopped();
    expect((await requests()).map((entry) => entry.endpoint)).toEqual(['search']);
  });

  // Last: the server's client honours the Retry-After for the rest of the run, as the service asked.
  test('a 429 with Retry-After: the status and the wait; the next call says it was not sent', async () => {
    await harness().service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
    const refused = await call('find_quote', { quote: landmarks.searches.movie });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^find_quote failed: the service answered status 429; retry after 3600 s/);
    const held = await call('find_quote', { quote: landmarks.searches.plus });
    expect(held.isError).toBe(true);
    expect(textOf(held)).toMatch(/^find_quote was not sent: the service asked to wait \(Retry-After of an earlier status 429\); retry after 3\d\d\d s$/);
    expect((await requests()).filter((entry) => entry.endpoint === 'search')).toHaveLength(1);
  });
}
