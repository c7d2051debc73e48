/**
 * Every operation of the interface, end to end against the fake service, for
 * both flavours. Expected values are literal or come from the fake service's
 * catalogue, never from the SDK under test.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import * as core from '@screencap/core/internal';
import type { ScreencapJson } from '@screencap/core/internal';
import { catalogue, landmarks } from '@screencap/fake-service';
import { useFakeService } from './support/fake-service.js';
import {
  callFailure,
  episodeOf,
  expectedFrame,
  expectedScreencapFields,
  frameAt,
  frameOfLine,
  framesBetween,
  indexOfFrame,
  linesOverlapping,
  mediaUrlParts,
  requestLog,
  SCREENCAP_METADATA,
} from './support/expectations.js';
import { type AnyClient, type AnyScreencap, FLAVOURS } from './support/flavours.js';
import { fetchScreencapAt, type Place } from './support/screencap-at.js';
import { interfaceFields } from '../packages/core/test/support/interface-fields.js';

const fake = useFakeService({ mode: 'classic' });

const TITLE = 'The Testingtons';

/** The six presets of service-facts.md. */
const PRESETS = [
  { name: 'Frinkiac', url: 'https://frinkiac.com/', title: 'The Simpsons' },
  { name: 'Morbotron', url: 'https://morbotron.com/', title: 'Futurama' },
  { name: 'MasterOfAllScience', url: 'https://masterofallscience.com/', title: 'Rick and Morty' },
  { name: 'GoodGodLemon', url: 'https://goodgodlemon.com/', title: '30 Rock' },
  { name: 'CapitalBeatUs', url: 'https://capitalbeat.us/', title: 'West Wing' },
  { name: 'FrinkiHams', url: 'https://frinkihams.com/', title: 'Steamed Hams' },
] as const;

/** The caption helpers every `ScreencapClient` (and so every preset) carries as static members. */
interface CaptionHelpers {
  readonly jsonToCaption: typeof core.jsonToCaption;
  readonly formatCaption: typeof core.formatCaption;
  readonly shortenCaption: typeof core.shortenCaption;
  readonly encodeCaption: typeof core.encodeCaption;
}

/** Where a few screencaps of the catalogue are, and what they show. */
const SALT = { key: 'S01E01', timestamp: 27_000 }; // "Salt & pepper, please." and "Salt? On pancakes?" at once
const WAIT = { key: 'S01E01', timestamp: 91_500 }; // "Wait. Stop. Hold on! Are you sure? Yes"
const LONG_LINE = { key: 'S01E01', timestamp: 109_000 }; // a line of more than four wrapped lines
const FAMILY = { key: 'S01E02', timestamp: 18_000 }; // "Family photo! <ZWJ family emoji>"
const ROSES = { key: 'S01E03', timestamp: 10_500 }; // "Roses are red,\nviolets are blue."

describe.each(FLAVOURS)('$name flavour', (flavour) => {
  let client: AnyClient;
  let base: string;

  beforeEach(() => {
    base = fake().url;
    client = new flavour.ScreencapClient(base, TITLE);
  });

  afterEach(() => {
    client.close();
  });

  const screencapAt = (place: Place): Promise<AnyScreencap> => fetchScreencapAt(flavour, client, fake(), place);

  describe('client attributes', () => {
    it('keeps url and title; url ends in "/"', () => {
      expect(client.url).toBe(base);
      expect(client.title).toBe(TITLE);
      const withoutSlash = new flavour.ScreencapClient(base.slice(0, -1), TITLE);
      expect(withoutSlash.url).toBe(base);
      withoutSlash.close();
    });

    it('exposes the six endpoint URLs as absolute strings', () => {
      expect({
        randomUrl: client.randomUrl,
        captionUrl: client.captionUrl,
        searchUrl: client.searchUrl,
        framesUrl: client.framesUrl,
        nearbyUrl: client.nearbyUrl,
        episodeUrl: client.episodeUrl,
      }).toEqual({
        randomUrl: `${base}api/random`,
        captionUrl: `${base}api/caption`,
        searchUrl: `${base}api/search`,
        framesUrl: `${base}api/frames`,
        nearbyUrl: `${base}api/nearby`,
        episodeUrl: `${base}api/episode`,
      });
    });

    it('constructing a client sends no request', async () => {
      expect(await requestLog(fake)).toEqual([]);
    });
  });

  describe('static caption helpers', () => {
    const helperSets: [string, () => CaptionHelpers][] = [
      ['ScreencapClient', () => flavour.ScreencapClient as unknown as CaptionHelpers],
      ['a preset (Frinkiac)', () => flavour.presets.Frinkiac as unknown as CaptionHelpers],
    ];

    it.each(helperSets)('%s has the four caption helpers of @screencap/core', (_label, helpers) => {
      const { jsonToCaption, formatCaption, shortenCaption, encodeCaption } = helpers();
      expect(jsonToCaption).toBe(core.jsonToCaption);
      expect(formatCaption).toBe(core.formatCaption);
      expect(shortenCaption).toBe(core.shortenCaption);
      expect(encodeCaption).toBe(core.encodeCaption);
    });

    it.each(helperSets)('%s: the helpers follow the caption rules', (_label, helpers) => {
      const { jsonToCaption, formatCaption, shortenCaption, encodeCaption } = helpers();
      expect(jsonToCaption({ Subtitles: [{ Content: ' Salt & pepper, please.' }, { Content: 'Salt? On pancakes? ' }] })).toBe(
        'Salt & pepper, please. Salt? On pancakes?',
      );
      expect(formatCaption('Wait. Stop. Hold on! Are you sure? Yes')).toBe('Wait. Stop. Hold on! Are\nyou sure?');
      expect(formatCaption('Wait. Stop. Hold on! Are you sure? Yes', { shorten: false })).toBe('Wait. Stop. Hold on! Are\nyou sure? Yes');
      expect(formatCaption('hyperconfabulatingtestingtonificationism', { maxChars: 10, maxLines: 2 })).toBe('hyperconfa\nbulatingte');
      expect(shortenCaption('She said "Hi!" and walked out')).toBe('She said "Hi!"');
      expect(shortenCaption('Pi is exactly 3.14 and not a digit more')).toBe('Pi is exactly 3.14 and not a digit more');
      expect(encodeCaption("D'oh!\nWoo-hoo!")).toBe('RCdvaCEKV29vLWhvbyE=');
      expect(encodeCaption('>>>?')).toBe('Pj4-Pw==');
    });
  });

  describe('presets', () => {
    it.each(PRESETS)('$name: $url, "$title", an instance of the flavour\'s ScreencapClient', ({ name, url, title }) => {
      const Preset = flavour.presets[name];
      expect(Preset.name).toBe(name);
      const preset = new Preset();
      expect(preset).toBeInstanceOf(flavour.ScreencapClient);
      expect(preset.url).toBe(url);
      expect(preset.title).toBe(title);
      expect(preset.randomUrl).toBe(`${url}api/random`);
      expect(preset.episodeUrl).toBe(`${url}api/episode`);
      preset.close();
    });

    it.each(PRESETS)('$name takes client options', ({ name }) => {
      const preset = new flavour.presets[name]({ timeout: 5, maxRetries: 0 });
      expect(preset).toBeInstanceOf(flavour.ScreencapClient);
      preset.close();
    });
  });

  describe('getRandomScreencap', () => {
    it('returns a screencap of the catalogue: a subtitled frame, its episode and caption', async () => {
      const screencap = await flavour.call(() => client.getRandomScreencap());
      expect(screencap).toBeInstanceOf(flavour.ScreencapClass);
      const frame = frameAt(screencap.key, screencap.timestamp);
      expect(frame.Timestamp).toBe(screencap.timestamp);
      expect(screencap.frame).toEqual(expectedFrame(frame, base));
      expect(screencap).toMatchObject(expectedScreencapFields(screencap.key, screencap.timestamp, base));
      // The fake picks a subtitle line, so a random screencap always has a caption.
      expect(screencap.caption).not.toBe('');
      const log = await requestLog(fake);
      expect(log.map((request) => [request.method, request.path, request.query])).toEqual([['GET', '/api/random', '']]);
    });

    it('the same seed gives the same screencaps: the sequence starts again after reset', async () => {
      const first = [];
      for (let index = 0; index < 3; index++) first.push(await flavour.call(() => client.getRandomScreencap()));
      await fake().reset();
      const again = [];
      for (let index = 0; index < 3; index++) again.push(await flavour.call(() => client.getRandomScreencap()));
      expect(again.map((screencap) => [screencap.key, screencap.timestamp, screencap.caption])).toEqual(
        first.map((screencap) => [screencap.key, screencap.timestamp, screencap.caption]),
      );
      expect(again).toEqual(first);
      // ...and the sequence moves on: not the same screencap three times.
      expect(new Set(first.map((screencap) => screencap.frame.id)).size).toBe(3);
    });
  });

  describe('getScreencap', () => {
    it('by (key, timestamp): every field of the interface', async () => {
      const screencap = await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      const frame = frameAt(SALT.key, SALT.timestamp);
      expect(screencap).toBeInstanceOf(flavour.ScreencapClass);
      expect(interfaceFields(screencap)).toEqual({
        id: 101, // the episode's Id, not the frame's
        key: 'S01E01',
        timestamp: frame.Timestamp, // the frame the service found, not the timestamp asked for
        episode: 1,
        season: 1,
        title: 'The Flaky Test',
        director: 'Ada Pixelworth',
        writer: 'Bram Quillfeather',
        airDate: '9-Jan-00',
        wikiUrl: 'https://testingtons.example/wiki/The_Flaky_Test',
        caption: 'Salt & pepper, please. Salt? On pancakes?',
        gifUrl: `${base}gif/{key}/{start}/{end}.gif?b64lines={caption}`,
        mp4Url: `${base}mp4/{key}/{start}/{end}.mp4?b64lines={caption}`,
      });
      expect(screencap.frame).toBeInstanceOf(core.Frame);
      expect(screencap.frame).toEqual(expectedFrame(frame, base));
      expect(screencap.frame.id).toBe(frame.Id);
      expect(screencap.frame.id).not.toBe(screencap.id);
      // The classic service sends no first or last timestamp and no video size.
      expect([screencap.minTimestamp, screencap.maxTimestamp, screencap.videoWidth, screencap.videoHeight]).toEqual([undefined, undefined, undefined, undefined]);
    });

    it('by (key, timestamp): one request to api/caption with e and t (no nearby=1: the classic service sends Nearby unasked)', async () => {
      await flavour.call(() => client.getScreencap(SALT.key, SALT.timestamp));
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.path, request.query])).toEqual([['caption', '/api/caption', 'e=S01E01&t=27000']]);
    });

    it('by (frame) from search results: the screencap of that frame', async () => {
      const results = await flavour.call(() => client.search(landmarks.searches.hash));
      const [frame] = results;
      expect(frame).toBeDefined();
      const screencap = await flavour.call(() => client.getScreencap(frame));
      const expected = frameOfLine('Channel #5 has the weather.');
      expect(screencap).toMatchObject(expectedScreencapFields(expected.Episode, expected.Timestamp, base));
      expect(screencap.caption).toBe('Channel #5 has the weather.');
      const log = await requestLog(fake);
      expect(log[1]?.params).toEqual({ e: expected.Episode, t: expected.Timestamp });
    });

    it("by (frame) with a screencap's own frame: the same screencap again", async () => {
      const screencap = await flavour.call(() => client.getScreencap(WAIT.key, WAIT.timestamp));
      const again = await flavour.call(() => client.getScreencap(screencap.frame));
      expect(again).toEqual(screencap);
      expect(again.caption).toBe('Wait. Stop. Hold on! Are you sure? Yes');
    });

    it('a frame with no subtitle has the caption ""', async () => {
      const { key, timestamp } = landmarks.silentTimestamp;
      const screencap = await flavour.call(() => client.getScreencap(key, timestamp));
      expect(screencap.caption).toBe('');
      expect(screencap.timestamp).toBe(frameAt(key, timestamp).Timestamp);
    });

    it('a line written with a line break keeps it in the caption', async () => {
      const screencap = await flavour.call(() => client.getScreencap(ROSES.key, ROSES.timestamp));
      expect(screencap.caption).toBe('Roses are red,\nviolets are blue.');
    });

    it('empty-metadata episode: empty fields stay "", stray line breaks are gone', async () => {
      const screencap = await flavour.call(() => client.getScreencap(landmarks.keys.emptyMetadata, 5_000));
      expect(screencap).toMatchObject({
        id: 103,
        season: 1,
        episode: 3,
        title: '',
        director: 'Sam Stray',
        writer: 'Pat Newline',
        airDate: '',
        wikiUrl: '',
      });
      // The raw JSON keeps what the service sent.
      expect(screencap.json.Episode.Director).toBe('Sam Stray\n');
      expect(screencap.json.Episode.Writer).toBe('\nPat Newline');
    });

    it('unicode metadata is kept as sent', async () => {
      const screencap = await flavour.call(() => client.getScreencap(FAMILY.key, FAMILY.timestamp));
      expect(screencap).toMatchObject({
        id: 102,
        title: 'Café Ünïcode: 東京の夜 🌃',
        director: 'José Müller-Ørsted 🎬',
        writer: '山田 花子 & Zoë Ångström',
        airDate: '16-Jan-00',
        wikiUrl: 'https://testingtons.example/wiki/Caf%C3%A9_%C3%9Cn%C3%AFcode',
      });
      expect(screencap.caption).toBe('Family photo! \u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}');
    });

    it('the over-an-hour episode', async () => {
      const screencap = await flavour.call(() => client.getScreencap(landmarks.keys.overAnHour, 3_722_450));
      expect(screencap).toMatchObject(expectedScreencapFields('S02E01', 3_722_450, base));
      expect(screencap.caption).toBe('Goodbye, Testingtons. Goodbye!');
    });
  });

  describe('screencap and frame helpers', () => {
    it('getRealTimestamp: mm:ss, seconds floored', async () => {
      const screencap = await screencapAt(SALT);
      expect(frameAt(SALT.key, SALT.timestamp).Timestamp).toBe(26_974);
      expect(screencap.getRealTimestamp()).toBe('00:26');
      expect(screencap.frame.getRealTimestamp()).toBe('00:26');
    });

    it('getRealTimestamp past one hour: minutes not capped (62:02, 62:04, 60:00)', async () => {
      const goodbye = await screencapAt({ key: 'S02E01', timestamp: 3_722_450 });
      expect(goodbye.timestamp).toBe(3_722_509);
      expect(goodbye.getRealTimestamp()).toBe('62:02');
      const last = await screencapAt({ key: 'S02E01', timestamp: 3_725_100 });
      expect(last.timestamp).toBe(3_724_960);
      expect(last.getRealTimestamp()).toBe('62:04');
      expect(last.frame.getRealTimestamp()).toBe('62:04');
      const hour = await screencapAt({ key: 'S02E01', timestamp: 3_600_000 });
      expect(hour.timestamp).toBe(3_600_035);
      expect(hour.getRealTimestamp()).toBe('60:00');
    });

    it('getImageUrl: img/<key>/<ts>.jpg, the same as frame.imageUrl', async () => {
      const screencap = await screencapAt(SALT);
      expect(screencap.getImageUrl()).toBe(`${base}img/S01E01/26974.jpg`);
      expect(screencap.frame.imageUrl).toBe(`${base}img/S01E01/26974.jpg`);
      expect(await requestLog(fake)).toEqual([]);
    });

    it('getMemeUrl(): the own caption through formatCaption with its defaults (wrapped, shortened)', async () => {
      const screencap = await screencapAt(WAIT);
      const parts = mediaUrlParts(screencap.getMemeUrl());
      expect(parts.withoutQuery).toBe(`${base}meme/S01E01/${screencap.timestamp}.jpg`);
      expect(parts.queryKeys).toEqual(['b64lines']);
      expect(parts.caption).toBe('Wait. Stop. Hold on! Are\nyou sure?');
    });

    it('getMemeUrl(): a long caption keeps four lines of at most 24 characters', async () => {
      const screencap = await screencapAt(LONG_LINE);
      expect(mediaUrlParts(screencap.getMemeUrl()).caption).toBe(
        'This is a rather long\nline of dialogue that\nwill certainly need more\nthan four lines of',
      );
    });

    it('getMemeUrl(): two subtitles, wrapped', async () => {
      const screencap = await screencapAt(SALT);
      expect(mediaUrlParts(screencap.getMemeUrl()).caption).toBe('Salt & pepper, please.\nSalt? On pancakes?');
    });

    it('getMemeUrl(): shortening cuts after the last sentence ending (the emoji after "!" goes)', async () => {
      const screencap = await screencapAt(FAMILY);
      expect(mediaUrlParts(screencap.getMemeUrl()).caption).toBe('Family photo!');
    });

    it('getMemeUrl(): the service reads the caption back (URL-safe base64 it accepts)', async () => {
      const screencap = await screencapAt(WAIT);
      const response = await fetch(screencap.getMemeUrl());
      expect(response.status).toBe(200);
      const [logged] = await requestLog(fake);
      expect(logged?.endpoint).toBe('meme');
      expect(logged?.caption).toBe('Wait. Stop. Hold on! Are\nyou sure?');
    });

    it('getMemeUrl(caption): used as given, line breaks and length kept', async () => {
      const screencap = await screencapAt(SALT);
      const caption = 'First line\nand a second line that is much longer than twenty-four characters. Then more';
      const parts = mediaUrlParts(screencap.getMemeUrl(caption));
      expect(parts.withoutQuery).toBe(`${base}meme/S01E01/26974.jpg`);
      expect(parts.caption).toBe(caption);
      expect(mediaUrlParts(screencap.getMemeUrl('>>>?')).b64lines).toBe('Pj4-Pw==');
      expect(mediaUrlParts(screencap.getMemeUrl('東京 👍🏽 café')).caption).toBe('東京 👍🏽 café');
    });

    it('frame.getMemeUrl(): the captionless meme URL; with a caption, used as given', async () => {
      const screencap = await screencapAt(SALT);
      expect(screencap.frame.getMemeUrl()).toBe(`${base}meme/S01E01/26974.jpg`);
      const parts = mediaUrlParts(screencap.frame.getMemeUrl('Salt?\nOn pancakes?'));
      expect(parts.withoutQuery).toBe(`${base}meme/S01E01/26974.jpg`);
      expect(parts.caption).toBe('Salt?\nOn pancakes?');
    });
  });

  describe('getGifUrl and getMp4Url', () => {
    it.each(['gif', 'mp4'] as const)(
      '%s, defaults: one frames request for 3000 ms before and 4000 after; start and end are the window\'s first and last frames; own caption formatted',
      async (format) => {
        const screencap = await screencapAt(WAIT);
        const url = await flavour.call(() => (format === 'gif' ? screencap.getGifUrl() : screencap.getMp4Url()));
        const ts = screencap.timestamp;
        const log = await requestLog(fake);
        expect(log.map((request) => [request.endpoint, request.path])).toEqual([['frames', `/api/frames/S01E01/${ts}/3000/4000`]]);
        const window = framesBetween('S01E01', ts - 3000, ts + 4000);
        expect(window.length).toBeGreaterThan(1);
        const parts = mediaUrlParts(url);
        expect(parts.withoutQuery).toBe(`${base}${format}/S01E01/${window[0]?.Timestamp}/${window.at(-1)?.Timestamp}.${format}`);
        expect(parts.queryKeys).toEqual(['b64lines']);
        expect(parts.caption).toBe('Wait. Stop. Hold on! Are\nyou sure?');
      },
    );

    it.each(['gif', 'mp4'] as const)('%s, custom caption, before and after: used as given', async (format) => {
      const screencap = await screencapAt(SALT);
      const options = { caption: 'Salt?\nOn pancakes? Really, on pancakes at breakfast time', before: 1000, after: 500 };
      const url = await flavour.call(() => (format === 'gif' ? screencap.getGifUrl(options) : screencap.getMp4Url(options)));
      const ts = screencap.timestamp;
      const log = await requestLog(fake);
      expect(log.map((request) => request.path)).toEqual([`/api/frames/S01E01/${ts}/1000/500`]);
      const window = framesBetween('S01E01', ts - 1000, ts + 500);
      const parts = mediaUrlParts(url);
      expect(parts.withoutQuery).toBe(`${base}${format}/S01E01/${window[0]?.Timestamp}/${window.at(-1)?.Timestamp}.${format}`);
      expect(parts.caption).toBe(options.caption);
    });

    it('before = after = 0: the clip starts and ends at the screencap\'s frame', async () => {
      const screencap = await screencapAt(SALT);
      const url = await flavour.call(() => screencap.getGifUrl({ before: 0, after: 0 }));
      expect(mediaUrlParts(url).withoutQuery).toBe(`${base}gif/S01E01/26974/26974.gif`);
    });

    it('an empty caption is used as given: no caption, so no b64lines, as for a meme', async () => {
      const screencap = await screencapAt(SALT);
      const url = await flavour.call(() => screencap.getMp4Url({ caption: '' }));
      const parts = mediaUrlParts(url);
      expect(parts.b64lines).toBeNull();
      expect(url).not.toContain('b64lines');
    });

    it.each(['gif', 'mp4'] as const)('%s: NoFramesFound for a window beyond the end of the episode (the service answers [])', async (format) => {
      const real = await screencapAt(ROSES);
      // A screencap whose frame lies past the end of S01E03 (300 000 ms long).
      const json: ScreencapJson = { ...real.json, Frame: { Id: 10_399_999, Episode: 'S01E03', Timestamp: 400_000 } };
      const Screencap = flavour.ScreencapClass as unknown as new (owner: AnyClient, raw: ScreencapJson) => AnyScreencap;
      const beyond = new Screencap(client, json);
      const error = await callFailure(flavour, () => (format === 'gif' ? beyond.getGifUrl() : beyond.getMp4Url()));
      expect(error).toBeInstanceOf(core.NoFramesFound);
      expect(error).toBeInstanceOf(flavour.sdk.NoFramesFound);
      expect(error).toBeInstanceOf(core.ScreencapError);
      expect(error).toMatchObject({
        name: 'NoFramesFound',
        window: { key: 'S01E03', timestamp: 400_000, before: 3000, after: 4000 },
      });
      expect((error as Error).message).toMatch(/S01E03/);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.path, request.status])).toEqual([['/api/frames/S01E03/400000/3000/4000', 200]]);
    });
  });

  describe('generateGif', () => {
    it('follows the redirect: <base>video/<key>/<28 characters>.gif, rendered with the caption', async () => {
      const screencap = await screencapAt(WAIT);
      const gifUrl = await flavour.call(() => screencap.getGifUrl());
      await fake().clearRequests();
      const result = await flavour.call(() => client.generateGif(gifUrl));
      expect(typeof result).toBe('string');
      expect(result).toMatch(new RegExp(`^${escapeRegExp(base)}video/S01E01/[A-Za-z0-9_=-]{28}\\.gif$`));
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.status])).toEqual([
        ['gif', 302],
        ['video', 200],
      ]);
      expect(log[0]?.caption).toBe('Wait. Stop. Hold on! Are\nyou sure?');
      expect(`${base}${log[1]?.path.slice(1)}`).toBe(result);
    });

    it('the same URL twice gives the same result; another caption another one', async () => {
      const screencap = await screencapAt(SALT);
      const gifUrl = await flavour.call(() => screencap.getGifUrl());
      const first = await flavour.call(() => client.generateGif(gifUrl));
      const second = await flavour.call(() => client.generateGif(gifUrl));
      expect(second).toBe(first);
      const other = await flavour.call(() => screencap.getGifUrl({ caption: 'Pepper!' }));
      const third = await flavour.call(() => client.generateGif(other));
      expect(third).not.toBe(first);
      expect(third).toMatch(new RegExp(`^${escapeRegExp(base)}video/S01E01/[A-Za-z0-9_=-]{28}\\.gif$`));
    });
  });

  describe('search', () => {
    it('finds the seven "pancakes" lines in all four episodes, as Frames', async () => {
      const results = await flavour.call(() => client.search(landmarks.searches.several));
      const lines = catalogue.subtitles.filter((line) => /pancakes/i.test(line.Content));
      expect(lines).toHaveLength(7);
      expect(results).toHaveLength(7);
      expect(results.map((frame) => frame.key)).toEqual(['S01E01', 'S01E01', 'S01E01', 'S01E02', 'S01E03', 'S02E01', 'S02E01']);
      expect(results).toEqual(lines.map((line) => expectedFrame(frameOfLine(line.Content), base)));
      for (const frame of results) expect(frame).toBeInstanceOf(core.Frame);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.params])).toEqual([['search', { q: 'pancakes' }]]);
    });

    const hostile: [string, string, string[]][] = [
      ['ampersand', landmarks.searches.ampersand, ['Salt & pepper, please.']],
      ['hash', landmarks.searches.hash, ['Channel #5 has the weather.']],
      ['plus', landmarks.searches.plus, ['Mock only speaks C++ and C.']],
      ['percent', landmarks.searches.percent, ["I'm 100% sure."]],
      ['slash', landmarks.searches.slash, ['Take the bus and/or the train.']],
      ['accented', landmarks.searches.accented, ['Café au lait, s’il vous plaît.', 'Cafe\u0301 with a combining accent, Zoe\u0308!']],
      ['cjk', landmarks.searches.cjk, ['東京タワーでテストしよう。', '♪ 東京 ♪']],
    ];

    it.each(hostile)('%s query %j reaches the service intact and finds exactly its lines', async (_label, query, contents) => {
      const results = await flavour.call(() => client.search(query));
      expect(results).toEqual(contents.map((content) => expectedFrame(frameOfLine(content), base)));
      const log = await requestLog(fake);
      expect(log).toHaveLength(1);
      expect(log[0]?.endpoint).toBe('search');
      expect(log[0]?.params.q).toBe(query);
      expect(new URLSearchParams(log[0]?.query).get('q')).toBe(query);
    });

    it.each([
      ['no match', landmarks.searches.none, `api/search?q=${landmarks.searches.none}`],
      ['an empty query', '', 'api/search?q='],
    ])('NoSearchResultsFound for %s, with query and url', async (_label, query, path) => {
      const error = await callFailure(flavour, () => client.search(query));
      expect(error).toBeInstanceOf(core.NoSearchResultsFound);
      expect(error).toBeInstanceOf(flavour.sdk.NoSearchResultsFound);
      expect(error).toBeInstanceOf(core.ScreencapError);
      expect(error).toMatchObject({ name: 'NoSearchResultsFound', query, url: `${base}${path}` });
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.status])).toEqual([['search', 200]]);
    });
  });

  describe('searchForScreencap', () => {
    it("is the first result's screencap, in exactly two requests: search, then caption", async () => {
      const screencap = await flavour.call(() => client.searchForScreencap(landmarks.searches.several));
      const first = frameOfLine('Who wants pancakes?');
      expect(screencap).toBeInstanceOf(flavour.ScreencapClass);
      expect(screencap).toMatchObject(expectedScreencapFields(first.Episode, first.Timestamp, base));
      expect(screencap.caption).toBe('Who wants pancakes?');
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.params])).toEqual([
        ['search', { q: 'pancakes' }],
        ['caption', { e: first.Episode, t: first.Timestamp }],
      ]);
    });

    it('equals getScreencap of the first search result', async () => {
      const screencap = await flavour.call(() => client.searchForScreencap(landmarks.searches.percent));
      const [frame] = await flavour.call(() => client.search(landmarks.searches.percent));
      const direct = await flavour.call(() => client.getScreencap(frame));
      expect(screencap).toEqual(direct);
      expect(screencap.caption).toBe("I'm 100% sure.");
    });

    it('NoSearchResultsFound when nothing matches, after the one search request', async () => {
      const error = await callFailure(flavour, () => client.searchForScreencap(landmarks.searches.none));
      expect(error).toBeInstanceOf(core.NoSearchResultsFound);
      expect(error).toMatchObject({ query: landmarks.searches.none, url: `${base}api/search?q=${landmarks.searches.none}` });
      const log = await requestLog(fake);
      expect(log.map((request) => request.endpoint)).toEqual(['search']);
    });
  });

  describe('getFrames', () => {
    it('before = after = 0 gives the one frame nearest the timestamp', async () => {
      const frames = await flavour.call(() => client.getFrames('S01E01', 27_000, 0, 0));
      expect(frames).toEqual([expectedFrame(frameAt('S01E01', 27_000), base)]);
      const exact = await flavour.call(() => client.getFrames('S01E01', 26_974, 0, 0));
      expect(exact).toEqual([expectedFrame(frameAt('S01E01', 26_974), base)]);
    });

    it('a window holds every frame from t - before to t + after, in time order', async () => {
      const frames = await flavour.call(() => client.getFrames('S01E01', 10_000, 1000, 2000));
      const expected = framesBetween('S01E01', 9_000, 12_000);
      expect(expected.length).toBeGreaterThan(10);
      expect(frames).toEqual(expected.map((frame) => expectedFrame(frame, base)));
      for (const frame of frames) expect(frame).toBeInstanceOf(core.Frame);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.path, request.params])).toEqual([
        ['frames', '/api/frames/S01E01/10000/1000/2000', { key: 'S01E01', timestamp: 10_000, before: 1000, after: 2000 }],
      ]);
    });

    it('a window reaching before the start of the episode', async () => {
      const frames = await flavour.call(() => client.getFrames('S01E02', 500, 3000, 500));
      expect(frames).toEqual(framesBetween('S01E02', 0, 1000).map((frame) => expectedFrame(frame, base)));
      expect(frames[0]?.id).toBe(episodeOf('S01E02').frames[0]?.Id);
    });

    it('a huge window is accepted: every frame of the episode', async () => {
      const frames = await flavour.call(() => client.getFrames('S01E03', 0, 0, 10_000_000));
      expect(frames).toHaveLength(episodeOf('S01E03').frames.length);
      expect(frames.at(-1)).toEqual(expectedFrame(episodeOf('S01E03').frames.at(-1)!, base));
    });

    it('an unknown key gives an empty list', async () => {
      expect(await flavour.call(() => client.getFrames(landmarks.keys.unknown, 1000, 500, 500))).toEqual([]);
    });

    it('a key with "/", "?", "#" and "%" stays one path segment', async () => {
      const key = 'S01E01/1000/0/0?x=1#%';
      expect(await flavour.call(() => client.getFrames(key, 2000, 0, 0))).toEqual([]);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.params])).toEqual([
        ['frames', { key, timestamp: 2000, before: 0, after: 0 }],
      ]);
    });
  });

  describe('getNearbyFrames', () => {
    it('seven frames in time order, the nearest one in the middle', async () => {
      const frames = await flavour.call(() => client.getNearbyFrames(SALT.key, SALT.timestamp));
      const centre = indexOfFrame(frameAt(SALT.key, SALT.timestamp));
      const expected = episodeOf('S01E01').frames.slice(centre - 3, centre + 4);
      expect(frames).toHaveLength(7);
      expect(frames).toEqual(expected.map((frame) => expectedFrame(frame, base)));
      expect(frames[3]?.timestamp).toBe(26_974);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.params])).toEqual([['nearby', { e: 'S01E01', t: 27_000 }]]);
    });

    it('at the start of an episode: its first seven frames', async () => {
      const frames = await flavour.call(() => client.getNearbyFrames('S01E02', 0));
      expect(frames).toEqual(episodeOf('S01E02').frames.slice(0, 7).map((frame) => expectedFrame(frame, base)));
    });

    it('at the end of an episode (and past it): its last seven frames', async () => {
      const expected = episodeOf('S02E01').frames.slice(-7).map((frame) => expectedFrame(frame, base));
      expect(await flavour.call(() => client.getNearbyFrames('S02E01', 3_724_960))).toEqual(expected);
      expect(await flavour.call(() => client.getNearbyFrames('S02E01', 9_999_999))).toEqual(expected);
    });
  });

  describe('viewEpisode', () => {
    it('the Episode record and the subtitles overlapping [start, end]', async () => {
      const view = await flavour.call(() => client.viewEpisode('S01E01', 25_000, 30_000));
      expect(view.Episode).toEqual(episodeOf('S01E01').episode);
      expect(view.Subtitles).toEqual(linesOverlapping('S01E01', 25_000, 30_000));
      expect(view.Subtitles.map((line) => line.Content)).toEqual([
        'Pancakes for breakfast, pancakes for lunch!',
        'Salt & pepper, please.',
        'Salt? On pancakes?',
        'Channel #5 has the weather.',
      ]);
      const log = await requestLog(fake);
      expect(log.map((request) => [request.endpoint, request.path])).toEqual([['episode', '/api/episode/S01E01/25000/30000']]);
    });

    it('the raw record of the empty-metadata episode, stray line breaks included', async () => {
      const view = await flavour.call(() => client.viewEpisode('S01E03', 0, 300_000));
      expect(view.Episode).toEqual({
        Id: 103,
        Key: 'S01E03',
        Season: 1,
        EpisodeNumber: 3,
        Title: '',
        Director: 'Sam Stray\n',
        Writer: '\nPat Newline',
        OriginalAirDate: '',
        WikiLink: '',
      });
      expect(view.Subtitles).toEqual(episodeOf('S01E03').subtitles);
    });

    it('end < start gives no subtitles', async () => {
      const view = await flavour.call(() => client.viewEpisode('S01E01', 30_000, 25_000));
      expect(view.Episode).toEqual(episodeOf('S01E01').episode);
      expect(view.Subtitles).toEqual([]);
    });

    it('an unknown key gives the zeroed record and no subtitles', async () => {
      const view = await flavour.call(() => client.viewEpisode(landmarks.keys.unknown, 0, 10_000));
      expect(view).toEqual({
        Episode: { Id: 0, Key: '', Season: 0, EpisodeNumber: 0, Title: '', Director: '', Writer: '', OriginalAirDate: '', WikiLink: '' },
        Subtitles: [],
      });
    });

    it('a key with "&" and "/" stays one path segment', async () => {
      const key = 'S01E01&x=/0/1';
      const view = await flavour.call(() => client.viewEpisode(key, 0, 10_000));
      expect(view.Episode.Id).toBe(0);
      const log = await requestLog(fake);
      expect(log[0]?.params).toEqual({ key, start: 0, end: 10_000 });
    });
  });
});

it('the expectations cover every episode of the catalogue', () => {
  expect(Object.keys(SCREENCAP_METADATA)).toEqual(catalogue.episodes.map((entry) => entry.episode.Key));
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
