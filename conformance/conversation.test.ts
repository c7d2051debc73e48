/**
 * A bot's conversation, in both flavours and both generations: a weighted
 * pick among strong hits, a random quote, edited and extended matches,
 * tokens that survive a button click, variants of a quote remembered wrong,
 * a cheap status of an instance, and the site's episode and similar pages.
 * Every request is counted from the fake service's log.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import * as asyncSdk from '@screencap/async';
import type { ClientOptions, Generation, QuoteHit, QuoteLine } from '@screencap/core/internal';
import { type FakeServiceHandle, landmarks, type ServiceMode } from '@screencap/fake-service';
import * as syncSdk from '@screencap/sync';
import { linesShownAt, mediaUrlParts, requestLog } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { TITLE } from './support/faults.js';
import { type AnyScreencap, FAST_OPTIONS, FLAVOURS, type Flavour } from './support/flavours.js';
import { expectedLine, hitPlace } from './support/quotes.js';
import { comicUrlParts, renderRequests } from './support/y2026.js';

type Awaitable<T> = T | Promise<T>;

interface Match {
  readonly screencap: AnyScreencap & { toToken(): string; getEpisodePageUrl(): string; getSimilarPageUrl(): string };
  readonly quote: string;
  readonly lines: readonly QuoteLine[];
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly score: number;
  getGifUrl(): Awaitable<string>;
  getComicUrl(): string;
  getComicStripUrl(): string;
  getComicEditorUrl(): string;
  withTexts(texts: unknown): Match;
  extend(options: unknown): Awaitable<Match>;
  toToken(): string;
}

interface Client {
  readonly url: string;
  readonly generation: Generation;
  findQuotes(quote: unknown, options?: unknown): Awaitable<QuoteHit[]>;
  findQuote(quote: unknown, options?: unknown): Awaitable<Match>;
  randomQuote(options?: unknown): Awaitable<Match>;
  getScreencap(key: string, timestamp: number): Awaitable<Match['screencap']>;
  fromToken(token: unknown): Awaitable<unknown>;
  status(options?: unknown): Awaitable<{ state: string; status?: number; location?: string; ms: number }>;
  close(): void;
}

// Typed against the real classes, so `tsc` checks that both flavours have these methods.
const CLIENTS: Readonly<Record<Flavour['name'], new (url: string, title: string, options?: ClientOptions) => Client>> = {
  async: asyncSdk.ScreencapClient,
  sync: syncSdk.ScreencapClient,
};

const fakes: Readonly<Record<ServiceMode, () => FakeServiceHandle>> = {
  classic: useFakeService({ mode: 'classic' }),
  '2026': useFakeService({ mode: '2026', renderStepMs: 1 }),
};
const OTHER = 'https://frinkiac.example/';
const moved = useFakeService({ mode: '2026', movedTo: OTHER });

const { acrossLines, repeated } = landmarks.quotes;
const SENTENCE = ['I told the release manager', 'the nightly build is green--', 'and she believed me.'];
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  describe.each(['classic', '2026'] as const)('%s service', (generation) => {
    const fake = fakes[generation];
    let client: Client;
    beforeEach(() => {
      client = new CLIENTS[flavour.name](fake().url, TITLE, { ...FAST_OPTIONS, generation });
    });
    afterEach(() => {
      client.close();
      jest.restoreAllMocks();
    });

    const endpoints = async (): Promise<string[]> => (await requestLog(fake)).map((request) => request.endpoint);
    const call = <T>(invoke: () => Awaitable<T>): Promise<T> => flavour.call(invoke);
    const failure = (invoke: () => Awaitable<unknown>): Promise<unknown> => flavour.call(invoke).then(
      (value) => { throw new Error(`expected a failure, got ${String(value)}`); },
      (error: unknown) => error,
    );
    const matchOf = async (quote: string, options?: unknown): Promise<Match> => {
      const match = await call(() => client.findQuote(quote, options));
      await fake().clearRequests();
      return match;
    };

    describe('findQuote pick', () => {
      it('weighted: one of the strong hits at random (search, caption); best: the first', async () => {
        jest.spyOn(Math, 'random').mockReturnValue(0.99);
        const picked = await call(() => client.findQuote(repeated, { pick: 'weighted' }));
        expect(await endpoints()).toEqual(['search', 'caption']);
        // 2026: both hits score 1, and the last one is where 0.99 falls; classic hits have no score: the first.
        const place = generation === '2026' ? hitPlace(generation, 'Never deploy on Friday.') : hitPlace(generation, 'Friday? Deploy on it?');
        expect(picked.screencap).toMatchObject(place);
        const best = await call(() => client.findQuote(repeated, { pick: 'best' }));
        expect(best.screencap).toMatchObject(hitPlace(generation, generation === '2026' ? 'Deploy on Friday!' : 'Friday? Deploy on it?'));
      });

      it.each([
        ['findQuotes given pick', (c: Client) => c.findQuotes(repeated, { pick: 'weighted' }), TypeError],
        ['an unknown pick', (c: Client) => c.findQuote(repeated, { pick: 'random' }), TypeError],
        ['variants that is no boolean', (c: Client) => c.findQuote(repeated, { variants: 1 }), TypeError],
      ])('refuses %s before any request', async (_name, invoke, errorClass) => {
        expect(await failure(() => invoke(client))).toBeInstanceOf(errorClass);
        expect(await requestLog(fake)).toEqual([]);
      });
    });

    describe('variants', () => {
      it('after the quote finds nothing, its first six words: two searches; none without variants', async () => {
        const quote = 'take the bus and or the car please';
        const hits = await call(() => client.findQuotes(quote, { variants: true }));
        const queries = (await requestLog(fake)).map((request) => new URLSearchParams(request.query).get('q'));
        expect(queries).toEqual([quote, 'take the bus and or the']);
        // Its two lines, 3 s apart, are one hit.
        expect(hits.map(({ key, timestamp, quote: searched }) => ({ key, timestamp, quote: searched }))).toEqual([{ ...hitPlace(generation, 'Take the bus and/or the train.'), quote }]);
        await fake().clearRequests();
        // Without variants (the empty answer to the quote now comes from the client's cache).
        expect(await failure(() => client.findQuotes(quote))).toBeInstanceOf(flavour.sdk.NoSearchResultsFound);
        expect(await endpoints()).toEqual([]);
      });

      it('the quote without punctuation and quotation marks: two searches', async () => {
        const quote = '"I told the release manager" #';
        const match = await call(() => client.findQuote(quote, { variants: true }));
        const queries = (await requestLog(fake)).map((request) => new URLSearchParams(request.query).get('q'));
        expect(queries).toEqual([quote, 'I told the release manager', null]);
        expect(match.lines.map((line) => line.text)).toEqual(SENTENCE);
        expect(match.quote).toBe(quote);
      });

      it('at most three searches, then NoSearchResultsFound', async () => {
        const quote = '"I told the release manager" #1, loud and clear';
        expect(await failure(() => client.findQuotes(quote, { variants: true }))).toBeInstanceOf(flavour.sdk.NoSearchResultsFound);
        const queries = (await requestLog(fake)).map((request) => new URLSearchParams(request.query).get('q'));
        expect(queries).toEqual([quote, 'I told the release manager 1 loud and clear', 'I told the release manager 1']);
      });
    });

    describe('randomQuote', () => {
      it('one random request: the lines spoken at its frame, grown to whole sentences', async () => {
        const match = await call(() => client.randomQuote());
        expect(await endpoints()).toEqual(['random']);
        expect(match.screencap).toBeInstanceOf(flavour.ScreencapClass);
        const shown = linesShownAt(match.screencap.key, match.screencap.timestamp).map((line) => line.Content);
        for (const line of shown) expect(match.lines.map((one) => one.text)).toContain(line);
        expect(match.text).toBe(match.lines.map((line) => line.text).join(' '));
      });

      it('passes the season range and keeps at most maxLines', async () => {
        const match = await call(() => client.randomQuote({ seasonMin: 1, seasonMax: 1, maxLines: 1 }));
        expect(match.lines.length).toBeLessThanOrEqual(1);
        const [request] = await requestLog(fake);
        expect(request?.endpoint).toBe('random');
        expect(new URLSearchParams(request?.query).get('smin')).toBe('1');
      });

      it.each([[{ maxLines: 9 }, RangeError], [{ seasonMin: 'one' }, TypeError], [{ lines: 2 }, TypeError]])('refuses %j before any request', async (options, errorClass) => {
        expect(await failure(() => client.randomQuote(options))).toBeInstanceOf(errorClass);
        expect(await requestLog(fake)).toEqual([]);
      });
    });

    describe('withTexts and extend', () => {
      it('withTexts: new texts on the same timing, in every link; no request', async () => {
        const match = await matchOf(acrossLines);
        const edited = match.withTexts(['Told the boss', '', 'and he bought it.']);
        expect(edited).toBeInstanceOf(match.constructor);
        expect(edited.lines).toEqual([
          { ...expectedLine(generation, SENTENCE[0]!), text: 'Told the boss' },
          { ...expectedLine(generation, SENTENCE[1]!), text: '' },
          { ...expectedLine(generation, SENTENCE[2]!), text: 'and he bought it.' },
        ]);
        expect([edited.text, edited.start, edited.end]).toEqual(['Told the boss and he bought it.', match.start, match.end]);
        expect(match.lines.map((line) => line.text)).toEqual(SENTENCE);
        if (generation === '2026') {
          const texts = (url: string): unknown[] => (comicUrlParts(url).panels as { o?: { t: string }[] }[]).map((panel) => panel.o?.[0]?.t);
          expect(texts(edited.getComicStripUrl())).toEqual(['Told the boss', undefined, 'and he bought it.']);
          expect(texts(edited.getComicUrl())).toEqual(['Told the boss\nand he bought it.']);
          expect(new URL(edited.getComicEditorUrl()).searchParams.get('b64')).toBe(new URL(edited.getComicStripUrl()).searchParams.get('b64'));
          expect(await requestLog(fake)).toEqual([]);
          await call(() => edited.getGifUrl());
          const [render] = await renderRequests(fake(), 'render-gif');
          const overlays = (render?.render as { overlays: { text: string; start: number; end: number }[] }[])[0]?.overlays;
          expect(overlays?.map(({ text, start, end }) => [text, start, end])).toEqual([['Told the boss', 0, 6_000], ['and he bought it.', 1_000, 7_000]]);
        } else {
          expect(mediaUrlParts(await call(() => edited.getGifUrl())).caption).toBe('Told the boss\nand he bought it.');
          expect(await requestLog(fake)).toEqual([]);
        }
      });

      it('withTexts refuses a count other than the lines’, and anything but strings', async () => {
        const match = await matchOf(acrossLines);
        expect(() => match.withTexts(['one'])).toThrow(RangeError);
        expect(() => match.withTexts('one')).toThrow(TypeError);
        expect(() => match.withTexts([1, 2, 3])).toThrow(TypeError);
      });

      it('extend: lines added from the episode’s subtitles in one request; removed with none', async () => {
        const match = await matchOf(acrossLines);
        const longer = await call(() => match.withTexts(['A', 'B', 'C']).extend({ before: 1, after: 1 }));
        expect(await endpoints()).toEqual(['episode']);
        expect(longer.lines).toEqual([
          expectedLine(generation, 'and the coverage is high ♪'),
          { ...expectedLine(generation, SENTENCE[0]!), text: 'A' },
          { ...expectedLine(generation, SENTENCE[1]!), text: 'B' },
          { ...expectedLine(generation, SENTENCE[2]!), text: 'C' },
          expectedLine(generation, 'Friday? Deploy on it?'),
        ]);
        expect([longer.start, longer.end, longer.quote]).toEqual([115_500, 142_000, acrossLines]);
        await fake().clearRequests();
        const shorter = await call(() => match.extend({ after: -2 }));
        expect(shorter.lines).toEqual([expectedLine(generation, SENTENCE[0]!)]);
        expect([shorter.start, shorter.end]).toEqual([120_000, 126_000]);
        expect(await requestLog(fake)).toEqual([]);
      });

      it('extend refuses a result outside 1 to 8 lines before any request, and past the episode’s last line after one', async () => {
        const match = await matchOf(acrossLines);
        expect(await failure(() => match.extend({ before: 6 }))).toBeInstanceOf(RangeError);
        expect(await failure(() => match.extend({ before: -3 }))).toBeInstanceOf(RangeError);
        expect(await failure(() => match.extend({ after: 0.5 }))).toBeInstanceOf(TypeError);
        expect(await requestLog(fake)).toEqual([]);
        const last = await matchOf('See you next time, Testingtons!');
        const error = await failure(() => last.extend({ after: 1 }));
        expect(error).toBeInstanceOf(RangeError);
        expect(String(error)).toContain('last line');
        expect(await endpoints()).toEqual(['episode']);
      });
    });

    describe('tokens', () => {
      it('a hit, a match and a screencap: at most 100 URL-safe characters, back with one caption request', async () => {
        const [hit] = await call(() => client.findQuotes(acrossLines));
        const match = await matchOf(acrossLines);
        const tokens = [hit!.toToken(), match.toToken(), match.screencap.toToken()];
        for (const token of tokens) expect(token).toMatch(TOKEN);
        const again = new CLIENTS[flavour.name](fake().url, TITLE, { ...FAST_OPTIONS, generation, cache: false });
        try {
          const backHit = (await call(() => again.fromToken(tokens[0]))) as QuoteHit;
          expect(await endpoints()).toEqual(['caption']);
          const { key, timestamp, quote, duplicates } = hit!;
          expect(backHit).toMatchObject({ key, timestamp, quote, duplicates, text: generation === '2026' ? 'the nightly build is green--' : undefined });
          expect(backHit.toToken()).toBe(tokens[0]);
          await fake().clearRequests();
          const backMatch = (await call(() => again.fromToken(tokens[1]))) as Match;
          expect(await endpoints()).toEqual(['caption']);
          expect(backMatch).toBeInstanceOf(match.constructor);
          expect([backMatch.lines, backMatch.start, backMatch.end, backMatch.quote, backMatch.text]).toEqual([match.lines, match.start, match.end, match.quote, match.text]);
          await fake().clearRequests();
          const backScreencap = (await call(() => again.fromToken(tokens[2]))) as AnyScreencap;
          expect(await endpoints()).toEqual(['caption']);
          expect(backScreencap).toBeInstanceOf(flavour.ScreencapClass);
          expect(backScreencap).toMatchObject({ key: match.screencap.key, timestamp: match.screencap.timestamp });
        } finally {
          again.close();
        }
      });

      it('an extended match comes back whole (caption, then the episode’s lines of its range); a long quote is cut to fit', async () => {
        const match = await matchOf(acrossLines);
        const longer = await call(() => match.extend({ after: 1 }));
        await fake().clearRequests();
        const back = (await call(() => client.fromToken(longer.toToken()))) as Match;
        expect(back.lines).toEqual(longer.lines);
        expect(await endpoints()).toEqual(['caption', 'episode']);
        const long = `${acrossLines} ${'green '.repeat(40)}`.trim();
        const hit = (await call(() => client.findQuotes(long, { variants: true })))[0]!;
        expect(hit.toToken()).toMatch(TOKEN);
      });

      it.each([
        ['another instance', 'http://127.0.0.1:9/'],
        ['the same host under another path', 'other/'],
      ])('a token of %s is a TypeError, without any request', async (_name, otherUrl) => {
        const match = await matchOf(acrossLines);
        const other = new CLIENTS[flavour.name](otherUrl.startsWith('http') ? otherUrl : `${fake().url}${otherUrl}`, TITLE, { ...FAST_OPTIONS, generation });
        try {
          for (const token of [match.toToken(), match.screencap.toToken()]) {
            expect(await failure(() => other.fromToken(token))).toBeInstanceOf(TypeError);
          }
        } finally {
          other.close();
        }
        expect(await requestLog(fake)).toEqual([]);
      });

      it.each([[''], ['x'.repeat(101)], ['s0000000a_b'], ['has space'], ['ñ'], [42], [undefined]])('refuses the malformed token %j before any request', async (token) => {
        expect(await failure(() => client.fromToken(token))).toBeInstanceOf(TypeError);
        const good = (await matchOf(acrossLines)).screencap.toToken();
        for (const bad of [`${good}A`, good.replace(/^s/, 'q'), `${good.slice(0, 3)}${good.slice(4)}`]) {
          expect(await failure(() => client.fromToken(bad))).toBeInstanceOf(TypeError);
        }
        expect(await requestLog(fake)).toEqual([]);
      });
    });

    describe('status', () => {
      it('up: one request to api/random', async () => {
        const status = await call(() => client.status());
        expect(status).toEqual({ state: 'up', status: 200, ms: expect.any(Number) });
        expect(await endpoints()).toEqual(['random']);
      });

      it('down on a 5xx: one request, never retried', async () => {
        await fake().injectFault({ endpoint: 'random', kind: 'status', status: 503 });
        const status = await call(() => client.status());
        expect(status).toEqual({ state: 'down', status: 503, ms: expect.any(Number) });
        expect((await requestLog(fake)).map((request) => [request.endpoint, request.status])).toEqual([['random', 503]]);
      });
    });

    describe('site pages', () => {
      it('episode/ and similar/ of a screencap on a 2026 client; a TypeError on a classic one', async () => {
        const screencap = await call(() => client.getScreencap('S01E01', 11_656));
        if (generation === '2026') {
          expect([screencap.getEpisodePageUrl(), screencap.getSimilarPageUrl()]).toEqual([`${fake().url}episode/S01E01/11656`, `${fake().url}similar/S01E01/11656`]);
        } else {
          expect(() => screencap.getEpisodePageUrl()).toThrow(TypeError);
          expect(() => screencap.getSimilarPageUrl()).toThrow(TypeError);
        }
      });
    });
  });

  describe('status of a moved or unreachable instance', () => {
    it('moved: a redirect to another origin, with where to, in one request', async () => {
      const client = new CLIENTS[flavour.name](moved().url, TITLE, { ...FAST_OPTIONS, generation: '2026' });
      try {
        const status = await flavour.call(() => client.status());
        expect(status).toEqual({ state: 'moved', status: 301, location: `${OTHER}api/random`, ms: expect.any(Number) });
        expect((await requestLog(moved)).map((request) => request.status)).toEqual([301]);
      } finally {
        client.close();
      }
    });

    it('down: nothing listens', async () => {
      const client = new CLIENTS[flavour.name]('http://127.0.0.1:9/', TITLE, { ...FAST_OPTIONS, generation: '2026' });
      try {
        expect(await flavour.call(() => client.status())).toEqual({ state: 'down', ms: expect.any(Number) });
      } finally {
        client.close();
      }
    });
  });
});
