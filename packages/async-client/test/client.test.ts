// ScreencapClient against nock: the exact requests each operation sends and
// how each answer becomes a result. Only complete 200 answers here; statuses,
// redirects and faults are in client-status.test.ts and internal/transport.test.ts.
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  APIUserAbortError,
  DEFAULT_MEDIA_USER_AGENT,
  Frame,
  NoSearchResultsFound,
  ScreencapError,
  encodeCaption,
  formatCaption,
  jsonToCaption,
  shortenCaption,
} from '@screencap/core/internal';
import nock from 'nock';
import { ScreencapClient } from '../src/client.js';
import { AsyncScreencap } from '../src/screencap.js';
import {
  BASE,
  DEFAULT_USER_AGENT,
  episodeViewJson,
  framesJson,
  nearbyJson,
  screencapJson,
  searchJson,
} from './support/payloads.js';
import { useNock } from './support/use-nock.js';
import { interfaceFields } from '../../core/test/support/interface-fields.js';

const { seen, paths, answer, trap } = useNock();
const clients: ScreencapClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

/** A client of the classic service the interface describes (frinkiac.com itself now runs the 2026 one). */
function makeClient(options?: ConstructorParameters<typeof ScreencapClient>[2]): ScreencapClient {
  // No rate limit: nock answers at once, and the default one for frinkiac.com would only slow the tests.
  const client = new ScreencapClient(BASE, 'The Simpsons', { generation: 'classic', rateLimit: false, ...options });
  clients.push(client);
  return client;
}

describe('constructor', () => {
  it('keeps the title and normalizes the url to end in /', () => {
    const client = new ScreencapClient('https://frinkiac.com', 'The Simpsons');
    clients.push(client);
    expect(client.url).toBe('https://frinkiac.com/');
    expect(client.title).toBe('The Simpsons');
  });

  it('exposes the endpoint URLs as absolute strings', () => {
    const client = makeClient();
    expect(client.randomUrl).toBe('https://frinkiac.com/api/random');
    expect(client.captionUrl).toBe('https://frinkiac.com/api/caption');
    expect(client.searchUrl).toBe('https://frinkiac.com/api/search');
    expect(client.framesUrl).toBe('https://frinkiac.com/api/frames');
    expect(client.nearbyUrl).toBe('https://frinkiac.com/api/nearby');
    expect(client.episodeUrl).toBe('https://frinkiac.com/api/episode');
  });

  it('builds the endpoint URLs under a base with a path and a port', () => {
    const client = new ScreencapClient('http://127.0.0.1:8080/mirror', 'Mirror');
    clients.push(client);
    expect(client.url).toBe('http://127.0.0.1:8080/mirror/');
    expect(client.randomUrl).toBe('http://127.0.0.1:8080/mirror/api/random');
    expect(client.episodeUrl).toBe('http://127.0.0.1:8080/mirror/api/episode');
  });

  it('fills in the option defaults', () => {
    const client = new ScreencapClient(BASE, 'The Simpsons');
    clients.push(client);
    expect(client.options).toEqual({
      timeout: 15,
      attemptTimeout: 60,
      renderTimeout: 300,
      maxRetries: 2,
      maxRetryDelay: 30,
      maxResponseBytes: 10485760,
      userAgent: undefined,
      mediaUserAgent: DEFAULT_MEDIA_USER_AGENT,
      // BASE is Frinkiac's host, which runs the 2026 service.
      generation: '2026',
      captionStyle: undefined,
      cache: true,
      logLevel: 'off',
      // The default for the public instances' hosts.
      rateLimit: 2,
      headers: undefined,
      redis: undefined,
    });
  });

  it('keeps the options given', () => {
    const client = makeClient({ timeout: 2.5, maxRetries: 0, userAgent: 'my-bot/1.0', fetch: async () => Promise.reject(new Error('unused')) });
    expect(client.options).toMatchObject({ timeout: 2.5, maxRetries: 0, userAgent: 'my-bot/1.0', attemptTimeout: 60 });
  });

  it.each([
    [42, TypeError],
    [undefined, TypeError],
    ['frinkiac.com', TypeError],
    ['ftp://frinkiac.com/', TypeError],
    ['https://frinkiac.com/?season=5', RangeError],
    ['https://frinkiac.com/#top', RangeError],
    ['https://user:secret@frinkiac.com/', RangeError],
  ])('throws synchronously for the url %p', (url, errorClass) => {
    expect(() => new ScreencapClient(url as string, 'The Simpsons')).toThrow(errorClass);
  });

  it.each([undefined, null, 42, ['The Simpsons']])('throws a TypeError for the title %p', (title) => {
    expect(() => new ScreencapClient(BASE, title as never)).toThrow(TypeError);
  });

  it.each([
    ['fast', TypeError],
    [null, TypeError],
    [[], TypeError],
    [{ timeout: '5' }, TypeError],
    [{ timeout: 0 }, RangeError],
    [{ timeout: -1 }, RangeError],
    [{ timeout: Number.POSITIVE_INFINITY }, RangeError],
    [{ timeout: Number.NaN }, RangeError],
    [{ attemptTimeout: 0 }, RangeError],
    [{ maxRetries: -1 }, RangeError],
    [{ maxRetries: 1.5 }, RangeError],
    [{ maxRetryDelay: 0 }, RangeError],
    [{ maxResponseBytes: 0 }, RangeError],
    [{ userAgent: 42 }, TypeError],
  ])('throws synchronously for the options %p', (options, errorClass) => {
    expect(() => new ScreencapClient(BASE, 'The Simpsons', options as never)).toThrow(errorClass);
  });

  it('refuses an unknown option key, naming it', () => {
    expect(() => new ScreencapClient(BASE, 'The Simpsons', { timout: 5 } as never)).toThrow(TypeError);
    expect(() => new ScreencapClient(BASE, 'The Simpsons', { timout: 5 } as never)).toThrow('"timout"');
  });

  it.each([
    ['node-fetch', 'fetch must be a function, got "node-fetch"'],
    [null, 'fetch must be a function, got null'],
    [42, 'fetch must be a function, got 42'],
    [{}, 'fetch must be a function, got an object'],
  ])('refuses a fetch %p that is not a function, naming it', (fetch, message) => {
    expect(() => new ScreencapClient(BASE, 'The Simpsons', { fetch } as never)).toThrow(new TypeError(message));
  });
});

describe('static caption helpers', () => {
  it('are the functions of @screencap/core', () => {
    expect(ScreencapClient.jsonToCaption).toBe(jsonToCaption);
    expect(ScreencapClient.formatCaption).toBe(formatCaption);
    expect(ScreencapClient.shortenCaption).toBe(shortenCaption);
    expect(ScreencapClient.encodeCaption).toBe(encodeCaption);
  });

  it('work as statics', () => {
    expect(ScreencapClient.jsonToCaption({ Subtitles: [{ Content: 'Me fail English?' }, { Content: "That's unpossible!" }] })).toBe(
      "Me fail English? That's unpossible!",
    );
    expect(ScreencapClient.formatCaption("Me fail English? That's unpossible! Maybe")).toBe("Me fail English? That's\nunpossible!");
    expect(ScreencapClient.shortenCaption('Hi! You')).toBe('Hi!');
    expect(ScreencapClient.encodeCaption('>>>?')).toBe('Pj4-Pw==');
  });
});

describe('headers', () => {
  it('sends the User-Agent and Accept: application/json', async () => {
    answer(screencapJson());
    await makeClient().getRandomScreencap();
    expect(seen[0]?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(seen[0]?.headers['user-agent']).toMatch(/^@screencap\/async\/\d+\.\d+\.\d+ node\/v\d+\.\d+\.\d+$/);
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('appends the userAgent option to the User-Agent', async () => {
    answer(searchJson());
    await makeClient({ userAgent: 'quote-bot/2.1 (+https://example.com/bot)' }).search('hello');
    expect(seen[0]?.headers['user-agent']).toBe(`${DEFAULT_USER_AGENT} quote-bot/2.1 (+https://example.com/bot)`);
  });
});

describe('getRandomScreencap', () => {
  it('sends GET api/random and reads the answer into an AsyncScreencap', async () => {
    const scope = answer(screencapJson());
    const screencap = await makeClient().getRandomScreencap();
    expect(paths()).toEqual(['/api/random']);
    expect(scope.isDone()).toBe(true);
    expect(screencap).toBeInstanceOf(AsyncScreencap);
    expect(screencap.json).toEqual(screencapJson());
    expect(screencap.frame).toBeInstanceOf(Frame);
    expect(screencap.frame.id).toBe(701002);
    expect(screencap.frame.imageUrl).toBe('https://frinkiac.com/img/S05E01/200160.jpg');
    expect(interfaceFields(screencap)).toEqual({
      id: 101,
      key: 'S05E01',
      timestamp: 200160,
      episode: 1,
      season: 5,
      title: "Homer's Barbershop Quartet",
      director: 'Mark Kirkland',
      writer: 'Jeff Martin',
      airDate: '30-Sep-93',
      wikiUrl: 'https://en.wikipedia.org/wiki/Homer%27s_Barbershop_Quartet',
      caption: "Me fail English? That's unpossible! Maybe",
      gifUrl: 'https://frinkiac.com/gif/{key}/{start}/{end}.gif?b64lines={caption}',
      mp4Url: 'https://frinkiac.com/mp4/{key}/{start}/{end}.mp4?b64lines={caption}',
    });
  });
});

describe('getScreencap', () => {
  it('sends GET api/caption?e=<key>&t=<ms> for (episode, timestamp)', async () => {
    answer(screencapJson());
    const screencap = await makeClient().getScreencap('S05E01', 200160);
    expect(paths()).toEqual(['/api/caption?e=S05E01&t=200160']);
    expect(screencap).toBeInstanceOf(AsyncScreencap);
    expect(screencap.title).toBe("Homer's Barbershop Quartet");
  });

  it('percent-encodes the episode key, so it cannot add query parameters', async () => {
    answer(screencapJson());
    await makeClient().getScreencap('S05E01&t=1#x', 5);
    expect(paths()).toEqual(['/api/caption?e=S05E01%26t%3D1%23x&t=5']);
  });

  it('takes a Frame', async () => {
    answer(screencapJson());
    const frame = new Frame({ url: BASE }, { Id: 1234, Episode: 'S02E09', Timestamp: 65432 });
    await makeClient().getScreencap(frame);
    expect(paths()).toEqual(['/api/caption?e=S02E09&t=65432']);
  });

  it('takes a screencap (anything with key and timestamp)', async () => {
    answer(screencapJson());
    answer(screencapJson());
    const client = makeClient();
    const first = await client.getScreencap('S05E01', 200160);
    await client.getScreencap(first);
    expect(paths()).toEqual(['/api/caption?e=S05E01&t=200160', '/api/caption?e=S05E01&t=200160']);
  });

  it('takes call options after (episode, timestamp) and after (frame)', async () => {
    answer(screencapJson());
    answer(screencapJson());
    const client = makeClient();
    const frame = new Frame({ url: BASE }, { Id: 1, Episode: 'S01E01', Timestamp: 0 });
    await client.getScreencap('S05E01', 200160, { timeout: 5 });
    await client.getScreencap(frame, { timeout: 5, signal: new AbortController().signal });
    expect(paths()).toEqual(['/api/caption?e=S05E01&t=200160', '/api/caption?e=S01E01&t=0']);
  });

  const frame = new Frame({ url: BASE }, { Id: 1, Episode: 'S05E01', Timestamp: 200160 });
  it.each<[string, unknown[]]>([
    ['no arguments', []],
    ['undefined', [undefined]],
    ['null', [null]],
    ['a number', [200160]],
    ['an empty object', [{}]],
    ['an object with a key only', [{ key: 'S05E01' }]],
    ['an episode alone', ['S05E01']],
    ['an episode and undefined', ['S05E01', undefined]],
    ['a timestamp as a string', ['S05E01', '200160']],
    ['the arguments swapped', [200160, 'S05E01']],
    ['an empty episode', ['', 200160]],
    ['a frame with a numeric key', [{ key: 501, timestamp: 200160 }]],
    ['a frame and a number', [frame, 5]],
    ['a frame, options and more', [frame, {}, 'extra']],
    ['episode, timestamp, options and more', ['S05E01', 200160, {}, 'extra']],
    ['options that are a string', ['S05E01', 200160, 'fast']],
    ['an unknown call option', ['S05E01', 200160, { timout: 5 }]],
    ['a signal that is not an AbortSignal', ['S05E01', 200160, { signal: 'abort' }]],
  ])('rejects %s with a TypeError, sending nothing', async (_name, args) => {
    const scope = trap();
    const call = (makeClient().getScreencap as (...rest: unknown[]) => Promise<AsyncScreencap>)(...args);
    expect(call).toBeInstanceOf(Promise);
    await expect(call).rejects.toThrow(TypeError);
    expect(scope.isDone()).toBe(false);
    expect(nock.pendingMocks()).toHaveLength(1);
  });

  it.each<[string, unknown[]]>([
    ['a negative timestamp', ['S05E01', -1]],
    ['a fractional timestamp', ['S05E01', 1.5]],
    ['NaN', ['S05E01', Number.NaN]],
    ['a dot segment as episode', ['..', 5]],
    ['a frame with a negative timestamp', [{ key: 'S05E01', timestamp: -1 }]],
    ['a zero timeout', ['S05E01', 200160, { timeout: 0 }]],
  ])('rejects %s with a RangeError, sending nothing', async (_name, args) => {
    const scope = trap();
    const call = (makeClient().getScreencap as (...rest: unknown[]) => Promise<AsyncScreencap>)(...args);
    expect(call).toBeInstanceOf(Promise);
    await expect(call).rejects.toThrow(RangeError);
    expect(scope.isDone()).toBe(false);
  });
});

describe('search', () => {
  it('percent-encodes the query: spaces, &, #, +, % and Unicode', async () => {
    answer(searchJson());
    await makeClient().search('a & b#+%日本 é');
    expect(paths()).toEqual(['/api/search?q=a%20%26%20b%23%2B%25%E6%97%A5%E6%9C%AC%20%C3%A9']);
  });

  it('reads the answer into Frames, keeping unknown keys in json', async () => {
    answer(searchJson());
    const frames = await makeClient().search('fail english');
    expect(paths()).toEqual(['/api/search?q=fail%20english']);
    expect(frames).toHaveLength(2);
    expect(frames[0]).toBeInstanceOf(Frame);
    expect(frames.map((frame) => [frame.id, frame.key, frame.timestamp, frame.imageUrl])).toEqual([
      [701002, 'S05E01', 200160, 'https://frinkiac.com/img/S05E01/200160.jpg'],
      [1234, 'S02E09', 65432, 'https://frinkiac.com/img/S02E09/65432.jpg'],
    ]);
    expect(frames[0].json).toEqual(searchJson()[0]);
    expect(frames[0].getRealTimestamp()).toBe('03:20');
    // makeClient's is a classic client: its frames' meme links are the interface's.
    expect(frames[0].getMemeUrl()).toBe('https://frinkiac.com/meme/S05E01/200160.jpg');
    expect(frames[0].getMemeUrl('Hi & bye #1 +%')).toBe('https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=SGkgJiBieWUgIzEgKyU%3D');
    // frinkiac.com runs the 2026 service by default: its meme links are one-panel comics.
    answer(searchJson());
    const live = new ScreencapClient(BASE, 'The Simpsons');
    clients.push(live);
    const [liveFrame] = await live.search('fail english');
    expect(liveFrame.getMemeUrl()).toMatch(/^https:\/\/frinkiac\.com\/comic\/img\?b64=[\w-]+(%3D)*$/);
  });

  it('rejects with NoSearchResultsFound (query, url) on []', async () => {
    answer([]);
    const call = makeClient().search('a & b');
    await expect(call).rejects.toBeInstanceOf(NoSearchResultsFound);
    await expect(call).rejects.toBeInstanceOf(ScreencapError);
    await expect(call).rejects.toMatchObject({
      query: 'a & b',
      url: 'https://frinkiac.com/api/search?q=a%20%26%20b',
      message: 'No search results for "a & b"',
    });
  });

  it.each([undefined, 42, null, ['hello']])('rejects the text %p with a TypeError, sending nothing', async (text) => {
    const scope = trap();
    await expect(makeClient().search(text as never)).rejects.toThrow(TypeError);
    expect(scope.isDone()).toBe(false);
  });
});

describe('searchForScreencap', () => {
  it('searches, then asks for the screencap of the first result only', async () => {
    answer(searchJson());
    answer(screencapJson());
    const extra = trap();
    const screencap = await makeClient().searchForScreencap('fail english');
    expect(paths()).toEqual(['/api/search?q=fail%20english', '/api/caption?e=S05E01&t=200160']);
    expect(extra.isDone()).toBe(false);
    expect(screencap).toBeInstanceOf(AsyncScreencap);
    expect(screencap.key).toBe('S05E01');
    expect(screencap.caption).toBe("Me fail English? That's unpossible! Maybe");
  });

  it('rejects with NoSearchResultsFound on [], without asking for a screencap', async () => {
    answer([]);
    const caption = trap();
    await expect(makeClient().searchForScreencap('zzzz')).rejects.toMatchObject({
      name: 'NoSearchResultsFound',
      query: 'zzzz',
      url: 'https://frinkiac.com/api/search?q=zzzz',
    });
    expect(paths()).toEqual(['/api/search?q=zzzz']);
    expect(caption.isDone()).toBe(false);
  });
});

describe('getFrames', () => {
  it('sends GET api/frames/<key>/<ms>/<before>/<after> and reads Frames', async () => {
    answer(framesJson());
    const frames = await makeClient().getFrames('S05E01', 200160, 3000, 4000);
    expect(paths()).toEqual(['/api/frames/S05E01/200160/3000/4000']);
    expect(frames.map((frame) => frame.timestamp)).toEqual([200160, 197160, 204160]);
    expect(frames.every((frame) => frame instanceof Frame)).toBe(true);
  });

  it('percent-encodes the episode key as a path segment', async () => {
    answer([]);
    const frames = await makeClient().getFrames('a/b c?', 0, 0, 0);
    expect(paths()).toEqual(['/api/frames/a%2Fb%20c%3F/0/0/0']);
    expect(frames).toEqual([]);
  });

  it.each<[unknown[], typeof TypeError | typeof RangeError]>([
    [['S05E01', 200160, -1, 4000], RangeError],
    [['S05E01', 200160, 3000, 0.5], RangeError],
    [['S05E01', 200160, '3000', 4000], RangeError],
    [[undefined, 200160, 3000, 4000], TypeError],
  ])('rejects %p before any request', async (args, errorClass) => {
    const scope = trap();
    const call = (makeClient().getFrames as (...rest: unknown[]) => Promise<Frame[]>)(...args);
    await expect(call).rejects.toThrow(errorClass);
    expect(scope.isDone()).toBe(false);
  });
});

describe('getNearbyFrames', () => {
  it('sends GET api/nearby?e=<key>&t=<ms> and reads seven Frames', async () => {
    answer(nearbyJson());
    const frames = await makeClient().getNearbyFrames('S05E01', 200160);
    expect(paths()).toEqual(['/api/nearby?e=S05E01&t=200160']);
    expect(frames).toHaveLength(7);
    expect(frames[3]?.timestamp).toBe(200160);
    expect(frames[0]?.id).toBe(700999);
  });

  it('percent-encodes the episode key', async () => {
    answer(nearbyJson());
    await makeClient().getNearbyFrames('ü #+%', 1);
    expect(paths()).toEqual(['/api/nearby?e=%C3%BC%20%23%2B%25&t=1']);
  });
});

describe('viewEpisode', () => {
  it('sends GET api/episode/<key>/<start>/<end> and resolves to the parsed object', async () => {
    answer(episodeViewJson());
    const view = await makeClient().viewEpisode('S05E01', 0, 10000);
    expect(paths()).toEqual(['/api/episode/S05E01/0/10000']);
    expect(view).toEqual(episodeViewJson());
    expect(view.Episode.Title).toBe("Homer's Barbershop Quartet");
    expect(view.Subtitles[0]?.Content).toBe('Me fail English?');
  });

  it('allows an end before the start', async () => {
    answer({ ...episodeViewJson(), Subtitles: [] });
    const view = await makeClient().viewEpisode('S05E01', 10000, 0);
    expect(paths()).toEqual(['/api/episode/S05E01/10000/0']);
    expect(view.Subtitles).toEqual([]);
  });
});

describe('every I/O method', () => {
  const calls: [string, (client: ScreencapClient) => Promise<unknown>, typeof TypeError | typeof RangeError][] = [
    ['getRandomScreencap', (client) => client.getRandomScreencap('fast' as never), TypeError],
    ['getScreencap', (client) => client.getScreencap(42 as never), TypeError],
    ['search', (client) => client.search(42 as never), TypeError],
    ['searchForScreencap', (client) => client.searchForScreencap(undefined as never), TypeError],
    ['getFrames', (client) => client.getFrames('S05E01', -5, 0, 0), RangeError],
    ['getNearbyFrames', (client) => client.getNearbyFrames('', 5), TypeError],
    ['viewEpisode', (client) => client.viewEpisode('S05E01', 0, -1), RangeError],
    ['generateGif', (client) => client.generateGif('not a url'), TypeError],
  ];

  it.each(calls)('%s returns a rejected promise for bad arguments, never throws, sends nothing', async (_name, call, errorClass) => {
    const scope = trap();
    let result: Promise<unknown> | undefined;
    expect(() => {
      result = call(makeClient());
    }).not.toThrow();
    expect(result).toBeInstanceOf(Promise);
    await expect(result).rejects.toThrow(errorClass);
    expect(scope.isDone()).toBe(false);
  });

  it.each(calls)('%s refuses an unknown call option', async (name) => {
    const scope = trap();
    const client = makeClient();
    const method = (client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>)[name];
    const goodArgs: Record<string, unknown[]> = {
      getRandomScreencap: [],
      getScreencap: ['S05E01', 1],
      search: ['hello'],
      searchForScreencap: ['hello'],
      getFrames: ['S05E01', 1, 0, 0],
      getNearbyFrames: ['S05E01', 1],
      viewEpisode: ['S05E01', 0, 1],
      generateGif: ['https://frinkiac.com/gif/S05E01/1/2.gif?b64lines='],
    };
    await expect(method?.call(client, ...(goodArgs[name] ?? []), { retries: 3 })).rejects.toThrow(TypeError);
    expect(scope.isDone()).toBe(false);
  });

  it('makes no request with an already-aborted signal', async () => {
    const scope = trap();
    const reason = new Error('not now');
    await expect(makeClient().search('hello', { signal: AbortSignal.abort(reason) })).rejects.toMatchObject({
      name: 'APIUserAbortError',
      attempts: 0,
      cause: reason,
      url: 'https://frinkiac.com/api/search?q=hello',
    });
    await expect(makeClient().getRandomScreencap({ signal: AbortSignal.abort() })).rejects.toBeInstanceOf(APIUserAbortError);
    expect(scope.isDone()).toBe(false);
  });
});

describe('close', () => {
  it('can be called more than once, and the client still answers afterwards', async () => {
    const client = makeClient();
    client.close();
    client.close();
    answer(searchJson());
    await expect(client.search('hello')).resolves.toHaveLength(2);
  });
});
