/**
 * `generation: 'auto'`, the default for any host other than the live
 * presets', in both flavours: a client on 127.0.0.1 works as `'classic'`
 * until an answer of the instance shows a 2026-only sign (top-level
 * `MinTimestamp`/`MaxTimestamp` of a caption or random answer, `Content` on
 * search results, `410 Gone` on a classic gif link), then as `'2026'` for
 * good, logged once at `info`. An explicit generation never changes; a
 * client told `'classic'` refuses 2026-only operations before any request;
 * an unsure `'auto'` client reads a `404` of such an operation as the
 * instance not offering it. The fake service imitates the facts of each
 * generation (service-facts.md), never the SDK.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import { landmarks } from '@screencap/fake-service';
import { callFailure, requestLog, thrownBy } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { runModule } from './support/faults.js';
import { ASYNC, FLAVOURS } from './support/flavours.js';
import { quoteClient } from './support/quotes.js';
import { type Client2026, client2026, expectedRenderUrl, MODE_2026, overlay, renderJob, renderUrlPattern } from './support/y2026.js';

const fake = useFakeService(MODE_2026);
const classicFake = useFakeService({ mode: 'classic' });

/** A quote the fake service's 2026 and classic catalogues both say (landmarks.quotes.acrossLines). */
const QUOTE = landmarks.quotes.acrossLines;

/** "Salt & pepper, please." on screen (a frame of S01E01). */
const SALT = { key: 'S01E01', timestamp: 27_000 } as const;

/** What these tests read of a client beyond {@link Client2026}: its resolved options, withOptions and unfurl. */
interface Derivable {
  readonly options: { readonly generation: unknown };
  withOptions(options: core.ClientOptions): Client2026;
  unfurl(url: string): core.UnfurledLink<{ readonly key: string }> | undefined | Promise<core.UnfurledLink<{ readonly key: string }> | undefined>;
}
const derivable = (client: Client2026): Derivable => client as unknown as Derivable;

/** How the switch is logged: the instance, the sign, and that links are now 2026 ones. */
function switchLine(base: string, sign: string): string {
  return `[screencap] ${base} runs the 2026 generation of the service (${sign}): this 'auto' client works as '2026' from now on, and the links it builds are 2026 ones (comic/img stills, rendered clips)`;
}

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: Client2026;
  let base: string;

  beforeEach(() => {
    base = fake().url;
    // No generation: 127.0.0.1 is no live preset's host, so 'auto'.
    client = client2026(flavour, base);
  });

  afterEach(() => {
    client.close();
  });

  describe('against the 2026 service', () => {
    it("the option reads 'auto'; the generation in use is 'classic' before any answer", async () => {
      expect(derivable(client).options.generation).toBe('auto');
      expect(client.generation).toBe('classic');
      expect(await requestLog(fake)).toEqual([]);
    });

    it("a search whose results carry Content: '2026' from then on", async () => {
      const [frame] = await flavour.call(() => client.search('pancakes'));
      expect(client.generation).toBe('2026');
      expect(frame!.getMemeUrl('Hi')).toMatch(new RegExp(`^${base.replace(/\./g, '\\.')}comic/img\\?b64=`));
    });

    it("a caption answer with top-level MinTimestamp/MaxTimestamp: '2026', and the screencap of that answer is already a 2026 one", async () => {
      const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      expect(client.generation).toBe('2026');
      expect(new URL(screencap.getMemeUrl()).pathname).toBe('/comic/img');
      expect(screencap.getThumbnailUrl()).toBe(`${base}img/${SALT.key}/${screencap.timestamp}/medium.jpg`);
    });

    it("a random answer with the timestamps: '2026'", async () => {
      await flavour.call(() => client.getRandomScreencap());
      expect(client.generation).toBe('2026');
    });

    it('links built before the switch stay classic; links built after are 2026 ones (getGifUrl renders through POST)', async () => {
      // api/frames answers show no sign.
      const [frame] = await flavour.call(() => client.getFrames(SALT.key, SALT.timestamp, 0, 0));
      expect(client.generation).toBe('classic');
      const before = frame!.getMemeUrl('Hi');
      expect(new URL(before).pathname).toMatch(/^\/meme\//);
      const screencap = await flavour.call(() => client.getScreencap(frame!));
      expect(client.generation).toBe('2026');
      expect(new URL(before).pathname).toMatch(/^\/meme\//);
      expect(new URL(frame!.getMemeUrl('Hi')).pathname).toBe('/comic/img');
      await fake().clearRequests();
      const gif = await flavour.call(() => screencap.getGifUrl());
      expect(gif).toMatch(renderUrlPattern(base, SALT.key, 'gif'));
      expect((await requestLog(fake)).map((request) => [request.method, request.endpoint, request.status])).toEqual([['POST', 'render-gif', 200]]);
    });

    it("getNearbyFrames first: the 404 of api/nearby (gone from the 2026 service) leads to api/caption with nearby=1, whose answer switches the client and gives the frames", async () => {
      const frames = await flavour.call(() => client.getNearbyFrames(SALT.key, SALT.timestamp));
      expect(client.generation).toBe('2026');
      expect(frames).toHaveLength(7);
      expect(frames.every((frame) => frame.key === SALT.key)).toBe(true);
      expect((await requestLog(fake)).map((request) => [request.path, request.query, request.status])).toEqual([
        ['/api/nearby', `e=${SALT.key}&t=${SALT.timestamp}`, 404],
        ['/api/caption', `e=${SALT.key}&t=${SALT.timestamp}&nearby=1`, 200],
      ]);
      // Now sure: the next call goes the 2026 way at once.
      await fake().clearRequests();
      await flavour.call(() => client.getNearbyFrames(SALT.key, SALT.timestamp));
      expect((await requestLog(fake)).map((request) => request.path)).toEqual(['/api/caption']);
    });

    it('unfurl of a classic meme/ link on a fresh auto client: the caption answer switches it, so the link it gives is a comic/img one', async () => {
      const memeLink = core.memeUrl(base, SALT.key, 26_974, 'Hi');
      const unfurled = await flavour.call(() => derivable(client).unfurl(memeLink));
      expect(client.generation).toBe('2026');
      expect(unfurled?.screencap?.key).toBe(SALT.key);
      expect(new URL(unfurled!.link).pathname).toBe('/comic/img');
    });

    it('a client made by withOptions (still auto) shares what its original learnt, both ways', async () => {
      const derived = derivable(client).withOptions({ timeout: 2 });
      try {
        expect(derived.generation).toBe('classic');
        await flavour.call(() => derived.search('pancakes'));
        expect([derived.generation, client.generation]).toEqual(['2026', '2026']);
        const told = derivable(client).withOptions({ generation: 'classic' });
        expect(told.generation).toBe('classic');
        told.close();
      } finally {
        derived.close();
      }
    });

    it('generateGif of a classic gif URL on a fresh auto client: the 410 switches it, and the clip is rendered as a 2026 client would', async () => {
      const caption = 'Did the build pass?';
      const gifUrl = core.clipUrl(base, 'gif', 'S01E01', 7_200, 9_900, caption);
      const url = await flavour.call(() => client.generateGif(gifUrl));
      expect(url).toBe(expectedRenderUrl('gif', renderJob('S01E01', 7_200, 9_900, [overlay(caption, 2_700)]), base));
      expect(client.generation).toBe('2026');
      expect((await requestLog(fake)).map((request) => [request.endpoint, request.status])).toEqual([
        ['gif', 410],
        ['render-gif', 200],
      ]);
    });

    it("an explicit 'classic' never changes, whatever the answers show", async () => {
      const classic = client2026(flavour, base, { generation: 'classic' });
      try {
        await flavour.call(() => classic.search('pancakes'));
        await flavour.call(() => classic.getScreencap(SALT.key, SALT.timestamp));
        await flavour.call(() => classic.getRandomScreencap());
        const error = await callFailure(flavour, () => classic.generateGif(core.clipUrl(base, 'gif', 'S01E01', 7_200, 9_900, 'Hi')));
        expect(error).toMatchObject({ pageStatus: 410 });
        expect(classic.generation).toBe('classic');
      } finally {
        classic.close();
      }
    });

    it("a client told 'classic': discover, navigator, getTranscript and renderGif are a TypeError naming the generation, and nothing reaches the service", async () => {
      const classic = client2026(flavour, base, { generation: 'classic' });
      try {
        for (const [name, invoke] of [
          ['discover', () => classic.discover()],
          ['navigator', () => classic.navigator()],
          ['getTranscript', () => classic.getTranscript('S01E01', 1000)],
          ['renderGif', () => classic.renderGif({ key: 'S01E01', start: 0, end: 1000 })],
        ] as const) {
          const error = await callFailure(flavour, invoke);
          expect(error).toBeInstanceOf(TypeError);
          expect((error as Error).message).toBe(
            `${name} needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if ${base} runs the 2026 one)`,
          );
        }
        expect(await requestLog(fake)).toEqual([]);
      } finally {
        classic.close();
      }
    });

    it("a client told 'classic': every comic builder (client, screencap, quote match) is a TypeError naming the method and the generation, and nothing reaches the service", async () => {
      const classic = quoteClient(flavour, base, 'classic');
      try {
        const screencap = await flavour.call(() => classic.getScreencap(SALT.key, SALT.timestamp));
        const match = await flavour.call(() => classic.findQuote(QUOTE));
        await fake().clearRequests();
        for (const [name, invoke] of [
          ['getComicUrl', () => classic.getComicUrl([{ frame: SALT, caption: 'Hi' }])],
          ['getComicUrl', () => screencap.getComicUrl()],
          ['getComicStripUrl', () => screencap.getComicStripUrl()],
          ['getComicUrl', () => match.getComicUrl()],
          ['getComicStripUrl', () => match.getComicStripUrl()],
          ['getComicEditorUrl', () => match.getComicEditorUrl()],
          // The generation comes first: a bad argument on a classic client is the same refusal.
          ['getComicUrl', () => classic.getComicUrl([])],
        ] as const) {
          const error = thrownBy(invoke);
          expect(error).toBeInstanceOf(TypeError);
          expect(core.isNeeds2026Error(error)).toBe(true);
          expect((error as Error).message).toBe(
            `${name} needs the 2026 generation of the service; this client is set to 'classic' (give it generation: '2026' or 'auto' if ${base} runs the 2026 one)`,
          );
        }
        // The classic captioned still is still there.
        expect(new URL(screencap.getMemeUrl('Hi')).pathname).toMatch(/^\/meme\//);
        expect(await requestLog(fake)).toEqual([]);
      } finally {
        classic.close();
      }
    });

    it('comic links: an unsure auto client refuses them without a request; once an answer has switched it, it builds them (and so do its matches)', async () => {
      const auto = quoteClient(flavour, base, '2026', { generation: 'auto' });
      try {
        const before = thrownBy(() => auto.getComicUrl([{ frame: SALT, caption: 'Hi' }]));
        expect(before).toBeInstanceOf(TypeError);
        expect((before as Error).message).toMatch(/^getComicUrl needs the 2026 generation of the service; this client is set to 'auto' and no answer of /);
        expect(await requestLog(fake)).toEqual([]);
        // A search answer whose items carry Content switches it.
        const match = await flavour.call(() => auto.findQuote(QUOTE));
        expect(auto.generation).toBe('2026');
        for (const url of [auto.getComicUrl([{ frame: SALT, caption: 'Hi' }]), match.getComicUrl(), match.getComicStripUrl(), match.screencap.getComicUrl()]) {
          expect(new URL(url).pathname).toBe('/comic/img');
        }
        expect(new URL(match.getComicEditorUrl()).pathname).toBe(`/comicmaker/${match.screencap.key}/${match.screencap.timestamp}`);
      } finally {
        auto.close();
      }
    });

    it('an unsure auto client sends 2026-only operations (the answer tells): discover works', async () => {
      const entries = await flavour.call(() => client.discover());
      expect(entries.length).toBeGreaterThan(0);
      expect((await requestLog(fake)).map((request) => request.endpoint)).toEqual(['discover']);
    });
  });

  describe('against the classic service', () => {
    let classicClient: Client2026;
    let classicBase: string;

    beforeEach(() => {
      classicBase = classicFake().url;
      classicClient = client2026(flavour, classicBase);
    });

    afterEach(() => {
      classicClient.close();
    });

    it('stays classic: search, caption and random answers show no sign; links stay classic ones', async () => {
      const [frame] = await flavour.call(() => classicClient.search('pancakes'));
      const screencap = await flavour.call(() => classicClient.getScreencap(frame!));
      await flavour.call(() => classicClient.getRandomScreencap());
      expect(classicClient.generation).toBe('classic');
      expect(new URL(screencap.getMemeUrl()).pathname).toMatch(/^\/meme\//);
      expect(new URL(await flavour.call(() => screencap.getGifUrl())).pathname).toMatch(/^\/gif\//);
    });

    it("comic links of an 'auto' client that stays classic: a TypeError naming 'auto'; the match's classic captioned still is its screencap's meme link", async () => {
      const auto = quoteClient(flavour, classicBase, 'classic', { generation: 'auto' });
      try {
        const match = await flavour.call(() => auto.findQuote(QUOTE));
        expect(auto.generation).toBe('classic');
        await classicFake().clearRequests();
        for (const [name, invoke] of [
          ['getComicUrl', () => match.getComicUrl()],
          ['getComicStripUrl', () => match.getComicStripUrl()],
          ['getComicEditorUrl', () => match.getComicEditorUrl()],
          ['getComicUrl', () => match.screencap.getComicUrl()],
          ['getComicUrl', () => auto.getComicUrl(match.screencap)],
        ] as const) {
          expect((thrownBy(invoke) as Error).message).toMatch(new RegExp(`^${name} needs the 2026 generation of the service; this client is set to 'auto'`));
        }
        expect(await requestLog(classicFake)).toEqual([]);
        const meme = match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n'));
        expect((await fetch(meme)).status).toBe(200);
      } finally {
        auto.close();
      }
    });

    it('getNearbyFrames of an unknown key: the 404 of api/nearby, then that of api/caption (the key is unknown, not the endpoint); a known key needs one request', async () => {
      const error = await callFailure(flavour, () => classicClient.getNearbyFrames('S99E99', 1000));
      expect(error).toBeInstanceOf(core.APIPageStatusError);
      expect(error).toMatchObject({ pageStatus: 404, url: `${classicBase}api/caption?e=S99E99&t=1000&nearby=1` });
      expect((await requestLog(classicFake)).map((request) => [request.endpoint, request.status])).toEqual([
        ['nearby', 404],
        ['caption', 404],
      ]);
      await classicFake().clearRequests();
      expect(await flavour.call(() => classicClient.getNearbyFrames(SALT.key, SALT.timestamp))).toHaveLength(7);
      expect((await requestLog(classicFake)).map((request) => [request.endpoint, request.status])).toEqual([['nearby', 200]]);
      expect(classicClient.generation).toBe('classic');
    });

    it('a 404 of a 2026-only endpoint says that the instance does not offer the operation (still an APIPageStatusError 404)', async () => {
      for (const [name, path, invoke] of [
        ['discover', 'api/discover', () => classicClient.discover()],
        ['navigator', 'api/navigator', () => classicClient.navigator()],
      ] as const) {
        const error = await callFailure(flavour, invoke);
        expect(error).toBeInstanceOf(core.APIPageStatusError);
        expect(error).toBeInstanceOf(flavour.sdk.APIPageStatusError);
        expect(error).toMatchObject({ pageStatus: 404, url: `${classicBase}${path}` });
        expect((error as Error).message).toBe(
          `GET ${classicBase}${path} answered 404 Not Found: ${classicBase} does not offer ${name} (${path} is an endpoint of the 2026 generation of the service, and this 'auto' client has seen no 2026 answer from the instance, which likely runs the classic one)`,
        );
      }
      expect(classicClient.generation).toBe('classic');
    });
  });
});

describe('the switch is logged once, at info', () => {
  it('async: one info line through the logger, however many answers show a sign', async () => {
    const lines: string[] = [];
    const logger = { error: () => undefined, warn: () => undefined, debug: () => undefined, info: (line: string) => lines.push(line) };
    const client = new ASYNC.sdk.ScreencapClient(fake().url, 'x', { logger, logLevel: 'info' });
    try {
      await client.search('pancakes');
      await client.getScreencap(SALT.key, SALT.timestamp);
      await client.getRandomScreencap();
      expect(lines.filter((line) => line.includes('runs the 2026 generation'))).toEqual([switchLine(fake().url, 'Content on the items of its answer to api/search')]);
    } finally {
      client.close();
    }
  });

  it('async: nothing at the default level', async () => {
    const lines: string[] = [];
    const logger = { error: () => undefined, warn: () => undefined, debug: () => undefined, info: (line: string) => lines.push(line) };
    const client = new ASYNC.sdk.ScreencapClient(fake().url, 'x', { logger, logLevel: 'warn' });
    try {
      await client.search('pancakes');
      expect(client.generation).toBe('2026');
      expect(lines).toEqual([]);
    } finally {
      client.close();
    }
  });

  it('sync: one line on standard error, where its worker writes the others', async () => {
    const script = [
      "import { ScreencapClient } from '@screencap/sync';",
      `const client = new ScreencapClient(${JSON.stringify(fake().url)}, 'x', { logLevel: 'info' });`,
      `client.getScreencap(${JSON.stringify(SALT.key)}, ${SALT.timestamp});`,
      "client.search('pancakes');",
      'client.getRandomScreencap();',
      "process.stdout.write(client.generation + '\\n');",
    ].join('\n');
    const { stdout, stderr } = await runModule(script, {});
    expect(stdout).toBe('2026\n');
    expect(stderr.split('\n').filter((line) => line.includes('runs the 2026 generation'))).toEqual([
      switchLine(fake().url, 'top-level MinTimestamp/MaxTimestamp in its answer to api/caption'),
    ]);
  });
});
