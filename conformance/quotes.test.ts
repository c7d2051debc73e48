/**
 * From a quote to a post, in both flavours and both generations:
 * `findQuotes`, `findQuote` and the operations of a `QuoteMatch`, against the
 * fake service's quote scenes (`landmarks.quotes`): one sentence over three
 * lines shown together, and one quote said three times within 10 s and again
 * in another season. Request counts are read from the service's log.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type FakeServiceHandle, landmarks, type ServiceMode } from '@screencap/fake-service';
import { requestLog, thrownBy } from './support/expectations.js';
import { useFakeService } from './support/fake-service.js';
import { FLAVOURS } from './support/flavours.js';
import { type AnyQuoteMatch, expectedLine, hitPlace, QUOTE_MATCH_CLASSES, type QuoteClient, quoteClient } from './support/quotes.js';
import { comicServed, comicUrlParts, renderRequests, renderUrlPattern } from './support/y2026.js';

const fakes: Readonly<Record<ServiceMode, () => FakeServiceHandle>> = {
  classic: useFakeService({ mode: 'classic' }),
  '2026': useFakeService({ mode: '2026', renderStepMs: 1 }),
};

const { acrossLines, repeated } = landmarks.quotes;
const SENTENCE = ['I told the release manager', 'the nightly build is green--', 'and she believed me.'];

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  describe.each(['classic', '2026'] as const)('%s service', (generation) => {
    const fake = fakes[generation];
    let client: QuoteClient;

    beforeEach(() => {
      client = quoteClient(flavour, fake().url, generation);
    });

    afterEach(() => {
      client.close();
    });

    const endpoints = async (): Promise<string[]> => (await requestLog(fake)).map((request) => request.endpoint);
    const searches = async (): Promise<(string | null)[]> =>
      (await requestLog(fake)).filter((request) => request.endpoint === 'search').map((request) => new URLSearchParams(request.query).get('q'));
    const findQuote = (quote: unknown, options?: unknown): Promise<AnyQuoteMatch> => flavour.call(() => client.findQuote(quote, options));

    describe('findQuotes', () => {
      it('ranks the hits and merges those of one episode closer than 10 s, with one search', async () => {
        const hits = await flavour.call(() => client.findQuotes(repeated));
        expect(await endpoints()).toEqual(['search']);
        const s01 = generation === '2026' ? hitPlace(generation, 'Deploy on Friday!') : hitPlace(generation, 'Friday? Deploy on it?');
        const s02 = hitPlace(generation, 'Never deploy on Friday.');
        const withText = generation === '2026';
        expect(hits.map(({ key, timestamp, quote, text, score, duplicates }) => ({ key, timestamp, quote, text, score, duplicates }))).toEqual([
          // 2026: the hit with the words in order beats the earlier one out of order; classic hits have no text and keep the service's order.
          { ...s01, quote: repeated, text: withText ? 'Deploy on Friday!' : undefined, score: withText ? 1 : undefined, duplicates: 2 },
          { ...s02, quote: repeated, text: withText ? 'Never deploy on Friday.' : undefined, score: withText ? 1 : undefined, duplicates: 0 },
        ]);
        expect(hits[0]?.frame).toBeInstanceOf(flavour.sdk.Frame);
        expect(hits[0]?.frame).toMatchObject(s01);
      });

      it('keeps every hit with dedupe 0, and merges more with a wider dedupe', async () => {
        expect((await flavour.call(() => client.findQuotes(repeated, { dedupe: 0 }))).map((hit) => hit.duplicates)).toEqual([0, 0, 0, 0]);
        expect((await flavour.call(() => client.findQuotes(repeated, { dedupe: 2_000_000 }))).map((hit) => hit.duplicates)).toEqual([2, 0]);
      });

      it('keeps the hits of the episode asked for; none left is NoSearchResultsFound after one search', async () => {
        const error = await flavour.call(() => client.findQuotes(repeated, { episode: 'S01E03' })).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(flavour.sdk.NoSearchResultsFound);
        expect(error).toMatchObject({ query: repeated });
        expect(await endpoints()).toEqual(['search']);
        // The same search again, answered from the client's cache (search answers are cacheable).
        const hits = await flavour.call(() => client.findQuotes(repeated, { episode: 'S02E01' }));
        expect(hits.map((hit) => [hit.key, hit.duplicates])).toEqual([['S02E01', 0]]);
        expect(await endpoints()).toEqual(['search']);
      });

      it('searches the longest sentence when a quote of several sentences finds nothing: two searches', async () => {
        const quote = `Ship it. ${acrossLines}!`;
        const hits = await flavour.call(() => client.findQuotes(quote));
        expect(await searches()).toEqual([quote, `${acrossLines}!`]);
        expect(hits.map((hit) => [hit.key, hit.timestamp, hit.quote])).toEqual([[...Object.values(hitPlace(generation, 'the nightly build is green--')), quote]]);
      });

      it('sends one search, and fails with NoSearchResultsFound, for a one-sentence quote that finds nothing', async () => {
        const error = await flavour.call(() => client.findQuotes(landmarks.searches.none)).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(flavour.sdk.NoSearchResultsFound);
        expect(await endpoints()).toEqual(['search']);
      });

      if (generation === '2026') {
        it('filters by season, and with seasonFallback searches every season when the range finds nothing', async () => {
          // Without a cache, so that every search of the test reaches the service.
          client.close();
          client = quoteClient(flavour, fake().url, generation, { cache: false });
          const inSeason2 = await flavour.call(() => client.findQuotes(repeated, { seasonMin: 2 }));
          expect(inSeason2.map((hit) => hit.key)).toEqual(['S02E01']);
          await fake().clearRequests();
          const none = await flavour.call(() => client.findQuotes(repeated, { seasonMin: 3 })).catch((caught: unknown) => caught);
          expect(none).toBeInstanceOf(flavour.sdk.NoSearchResultsFound);
          expect(await endpoints()).toEqual(['search']);
          await fake().clearRequests();
          const everywhere = await flavour.call(() => client.findQuotes(repeated, { seasonMin: 3, seasonFallback: true }));
          expect(everywhere.map((hit) => hit.key)).toEqual(['S01E01', 'S02E01']);
          const queries = (await requestLog(fake)).map((request) => new URLSearchParams(request.query));
          expect(queries.map((query) => [query.get('q'), query.get('smin')])).toEqual([[repeated, '3'], [repeated, null]]);
        });
      }
    });

    describe('findQuote', () => {
      it('costs two requests (search, caption) and grows the hit’s line to its whole sentence', async () => {
        const match = await findQuote(acrossLines);
        expect(await endpoints()).toEqual(['search', 'caption']);
        expect(match).toBeInstanceOf(QUOTE_MATCH_CLASSES[flavour.name]);
        expect(match.screencap).toBeInstanceOf(flavour.ScreencapClass);
        expect(match.screencap).toMatchObject(hitPlace(generation, 'the nightly build is green--'));
        expect(match.lines).toEqual(SENTENCE.map((content) => expectedLine(generation, content)));
        expect(match.text).toBe(SENTENCE.join(' '));
        expect([match.start, match.end, match.score, match.quote]).toEqual([120_000, 127_000, 1, acrossLines]);
      });

      it('costs one request given a hit, and chooses the same lines', async () => {
        const [hit] = await flavour.call(() => client.findQuotes(acrossLines));
        await fake().clearRequests();
        const match = await findQuote(hit);
        expect(await endpoints()).toEqual(['caption']);
        expect(match.lines.map((line) => line.text)).toEqual(SENTENCE);
      });

      it('keeps at most maxLines, the quote’s own line first', async () => {
        expect((await findQuote(acrossLines, { maxLines: 1 })).lines.map((line) => line.text)).toEqual(['the nightly build is green--']);
        expect((await findQuote(acrossLines, { maxLines: 2 })).lines.map((line) => line.text)).toEqual(SENTENCE.slice(0, 2));
      });

      it('scores the chosen lines against the quote', async () => {
        const match = await findQuote(repeated);
        const line = generation === '2026' ? 'Deploy on Friday!' : 'Friday? Deploy on it?';
        expect(match.lines).toEqual([expectedLine(generation, line)]);
        expect(match.score).toBeCloseTo(generation === '2026' ? 1 : 2 / 3, 10);
      });

      it.each([
        ['a maxLines of 0', acrossLines, { maxLines: 0 }, RangeError],
        ['a maxLines of 9', acrossLines, { maxLines: 9 }, RangeError],
        ['a dedupe below 0', acrossLines, { dedupe: -1 }, RangeError],
        ['an empty quote', '', undefined, TypeError],
        ['a quote of punctuation only', '?!', undefined, TypeError],
        ['a number', 42, undefined, TypeError],
        ['an unknown option', acrossLines, { lines: 2 }, TypeError],
      ])('refuses %s before any request', async (_name, quote, options, errorClass) => {
        await expect(findQuote(quote, options)).rejects.toBeInstanceOf(errorClass);
        await expect(flavour.call(() => client.findQuotes(quote, options))).rejects.toBeInstanceOf(errorClass);
        expect(await requestLog(fake)).toEqual([]);
      });
    });

    describe('QuoteMatch operations', () => {
      let match: AnyQuoteMatch;
      beforeEach(async () => {
        match = await findQuote(acrossLines);
        await fake().clearRequests();
      });

      const expectedPanels = [
        { e: 'S01E01', ts: 123_095, o: [{ t: 'I told the release\nmanager', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
        { e: 'S01E01', ts: 123_524, o: [{ t: 'the nightly build is\ngreen--', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
        { e: 'S01E01', ts: 123_944, o: [{ t: 'and she believed me.', f: 'impact', s: 0, c: 'ffffffff', u: 0 }] },
      ];

      if (generation === '2026') {
        it('getComicStripUrl: one panel per line at its representative frame, captioned with it; no request', async () => {
          const url = match.getComicStripUrl();
          expect(typeof url).toBe('string');
          expect(await requestLog(fake)).toEqual([]);
          const parts = comicUrlParts(url);
          expect([parts.withoutQuery, parts.layout, parts.panels]).toEqual([`${fake().url}comic/img`, '1over2', expectedPanels]);
          expect((await comicServed(fake, url)).comic).toEqual(expectedPanels);
        });

        it('getComicUrl: one panel of the screencap’s frame, the lines as its caption; no request', async () => {
          const parts = comicUrlParts(match.getComicUrl());
          expect(await requestLog(fake)).toEqual([]);
          const caption = 'I told the release\nmanager\nthe nightly build is\ngreen--\nand she believed me.';
          expect(parts.panels).toEqual([{ e: 'S01E01', ts: match.screencap.timestamp, o: [{ t: caption, f: 'impact', s: 0, c: 'ffffffff', u: 0 }] }]);
        });

        it('getGifUrl: one render of start..end with one overlay per line, timed to it; memoized', async () => {
          const url = await flavour.call(() => match.getGifUrl());
          expect(url).toMatch(renderUrlPattern(fake().url, 'S01E01', 'gif'));
          const [render, ...others] = await renderRequests(fake(), 'render-gif');
          expect(others).toEqual([]);
          const timed = (text: string, start: number, end: number) => expect.objectContaining({ text, start, end });
          expect(render).toEqual({
            status: 200,
            render: [expect.objectContaining({ episode: 'S01E01', start: 120_000, end: 127_000, overlays: [timed(SENTENCE[0]!, 0, 6_000), timed(SENTENCE[1]!, 500, 6_500), timed(SENTENCE[2]!, 1_000, 7_000)] })],
          });
          await fake().clearRequests();
          expect(await flavour.call(() => match.getGifUrl())).toBe(url);
          expect(await requestLog(fake)).toEqual([]);
        });

        it('getComicEditorUrl: the comic editor pre-filled with the strip, which the service opens', async () => {
          const url = match.getComicEditorUrl();
          const strip = new URL(match.getComicStripUrl());
          const editor = new URL(url);
          expect(`${editor.origin}${editor.pathname}`).toBe(`${fake().url}comicmaker/S01E01/${match.screencap.timestamp}`);
          expect([...editor.searchParams.keys()]).toEqual(['b64', 'layout']);
          expect([editor.searchParams.get('b64'), editor.searchParams.get('layout')]).toEqual([strip.searchParams.get('b64'), '1over2']);
          const response = await fetch(url);
          expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
          expect(await response.text()).toContain('<li>I told the release\nmanager</li>');
          expect((await requestLog(fake)).map((request) => [request.endpoint, request.status])).toEqual([['comic-editor', 200]]);
        });

        it('refuses a timed overlay outside the clip before any request', async () => {
          const target = { key: 'S01E01', start: 120_000, end: 127_000 };
          await expect(flavour.call(() => client.renderGif(target, { overlays: [{ text: 'Hi', start: 0, end: 7_001 }] }))).rejects.toBeInstanceOf(RangeError);
          await expect(flavour.call(() => client.renderGif(target, { overlays: [{ text: 'Hi', start: 3_000, end: 3_000 }] }))).rejects.toBeInstanceOf(RangeError);
          expect(await requestLog(fake)).toEqual([]);
        });
      } else {
        it('getGifUrl: the classic gif URL of start..end with the lines as its caption, without a request; the service renders it', async () => {
          const url = await flavour.call(() => match.getGifUrl());
          expect(await requestLog(fake)).toEqual([]);
          const parsed = new URL(url);
          expect(`${parsed.origin}${parsed.pathname}`).toBe(`${fake().url}gif/S01E01/120000/127000.gif`);
          expect(Buffer.from(parsed.searchParams.get('b64lines') ?? '', 'base64url').toString('utf8')).toBe(SENTENCE.join('\n'));
          expect((await fetch(url)).status).toBe(200);
        });

        it.each(['getComicUrl', 'getComicStripUrl', 'getComicEditorUrl'] as const)(
          '%s: a TypeError naming the method and the generation, the classic site having no comic/img nor editor; no request',
          async (method) => {
            // Bad options too: the generation is checked before anything else.
            const error = thrownBy(() => (method === 'getComicEditorUrl' ? match[method]() : match[method]({ layout: 'grid' })));
            expect(error).toBeInstanceOf(TypeError);
            expect((error as Error).message).toMatch(new RegExp(`^${method} needs the 2026 generation of the service; this client is set to 'classic'`));
            expect(await requestLog(fake)).toEqual([]);
          },
        );

        it('screencap.getMemeUrl(caption) still gives the classic captioned still of the lines', () => {
          const url = new URL(match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n')));
          expect(url.pathname).toBe(`/meme/S01E01/${match.screencap.timestamp}.jpg`);
        });
      }
    });
  });
});
