import { describe, expect, it } from '@jest/globals';
import { ScreencapOperations } from '../../src/client/operations.js';
import { resolveOverlay } from '../../src/comics/overlay.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import { RenderError } from '../../src/errors/render-error.js';
import { fontProfileFor } from '../../src/instances/instances.js';
import { Frame } from '../../src/models/frame.js';
import type { RenderJob } from '../../src/render/render-job.js';
import { catchError } from '../support/catch-error.js';
import { caption2026, searchResults2026 } from '../support/payloads.js';
import { ok, okJson, operations, SOURCE, type TestScreencap } from '../support/operations.js';

/** Operations of a client whose `generation` is '2026'. */
const operations2026 = (): ScreencapOperations<TestScreencap> => operations('2026');

function discoverJson() {
  return [
    { Episode: 'S05E01', Timestamp: 200160, Content: 'That is impossible!', Title: "Homer's Barbershop Quartet" },
    { Episode: 'S04E05', Timestamp: 0, Content: 'I am so smart!', Title: 'Lisa the Beauty Queen', Rank: 3 },
  ];
}

const NAV_FRAMES = [0, 66000, 132000, 198000, 264000, 330000, 396000, 462000, 528000, 594000,
  660000, 726000, 792000, 858000, 924000, 990000, 1056000, 1122000, 1188000, 1254000];

function navigatorJson() {
  return [
    { Key: 'S05E01', Season: 5, EpisodeNumber: 1, Title: "Homer's Barbershop Quartet", OriginalAirDate: '1993-09-30', Frames: NAV_FRAMES },
  ];
}

function transcriptJson() {
  return [
    { Id: 9000, Episode: 'S05E01', StartTimestamp: 195100, EndTimestamp: 198200, Content: 'Our next act...', Language: 'en' },
    { Id: 9001, Episode: 'S05E01', StartTimestamp: 198300, EndTimestamp: 201400, Content: 'That is impossible!', RepresentativeTimestamp: 199800 },
  ];
}

const JOB: RenderJob = {
  key: 'S05E01',
  start: 197160,
  end: 203994,
  overlays: [{ ...resolveOverlay({ text: 'Woo!', allCaps: true }, fontProfileFor(SOURCE.url)), start: 0, end: 6834 }],
};

const JOB_BODY = (checkOnly: boolean): string =>
  `[{"episode":"S05E01","start":197160,"end":203994,"check_only":${checkOnly},"overlays":[` +
  '{"text":"Woo!","font":"akbar","size":0,"color":[255,255,255,255],"x":50,"y":97,"text_align":"c","all_caps":true,"start":0,"end":6834}]}]';

describe('ScreencapOperations (2026 service)', () => {
  describe('discover', () => {
    it('GETs api/discover and maps each entry, with its image URL and raw JSON', () => {
      const operation = operations2026().discover();
      expect(operation.request).toEqual({ method: 'GET', url: 'https://frinkiac.com/api/discover', expect: 'json' });
      const json = discoverJson();
      const entries = operation.parse(okJson(operation.request.url, json));
      expect(entries).toEqual([
        {
          key: 'S05E01', timestamp: 200160, content: 'That is impossible!', title: "Homer's Barbershop Quartet",
          imageUrl: 'https://frinkiac.com/img/S05E01/200160.jpg', json: json[0],
        },
        {
          key: 'S04E05', timestamp: 0, content: 'I am so smart!', title: 'Lisa the Beauty Queen',
          imageUrl: 'https://frinkiac.com/img/S04E05/0.jpg', json: { ...json[1] },
        },
      ]);
    });

    it('tidies stray line breaks in titles, as Frame.title does, and keeps the raw JSON', () => {
      const operation = operations2026().discover();
      const raw = [{ Episode: 'S01E03', Timestamp: 1, Content: 'x', Title: '\nStray\n title ' }];
      const [entry] = operation.parse(okJson(operation.request.url, raw));
      expect(entry?.title).toBe('Stray title');
      expect(entry?.json.Title).toBe('\nStray\n title ');
      const navigator = operations2026().navigator();
      const [episode] = navigator.parse(
        okJson(navigator.request.url, [{ Key: 'S01E03', Season: 1, EpisodeNumber: 3, Title: 'A\nB', OriginalAirDate: '2026-05-01\n', Frames: [] }]),
      );
      expect(episode?.title).toBe('A B');
      expect(episode?.airDate).toBe('2026-05-01');
    });

    it('takes an empty list', () => {
      const operation = operations2026().discover();
      expect(operation.parse(ok(operation.request.url, '[]'))).toEqual([]);
    });

    it('raises InvalidResponseError naming where an entry is wrong', () => {
      const operation = operations2026().discover();
      const error = catchError(InvalidResponseError, () =>
        operation.parse(okJson(operation.request.url, [{ Episode: 'S05E01', Timestamp: -1, Content: 'x', Title: 'y' }])),
      );
      expect(error.reason).toBe('schema');
      expect(error.url).toBe('https://frinkiac.com/api/discover');
      expect(error.issues[0]?.path).toEqual([0, 'Timestamp']);
      expect(catchError(InvalidResponseError, () => operation.parse(okJson(operation.request.url, { Episode: 'S01E01' }))).reason).toBe('schema');
      expect(catchError(InvalidResponseError, () => operation.parse(ok(operation.request.url, '<html>'))).reason).toBe('not-json');
    });
  });

  describe('navigator', () => {
    it('GETs api/navigator and maps each episode', () => {
      const operation = operations2026().navigator();
      expect(operation.request).toEqual({ method: 'GET', url: 'https://frinkiac.com/api/navigator', expect: 'json' });
      const json = navigatorJson();
      expect(operation.parse(okJson(operation.request.url, json))).toEqual([
        {
          key: 'S05E01', season: 5, episode: 1, title: "Homer's Barbershop Quartet", airDate: '1993-09-30',
          frames: NAV_FRAMES, json: json[0],
        },
      ]);
    });

    it('raises InvalidResponseError for frames that are not timestamps', () => {
      const operation = operations2026().navigator();
      const json = [{ ...navigatorJson()[0], Frames: [0, 'x'] }];
      const error = catchError(InvalidResponseError, () => operation.parse(okJson(operation.request.url, json)));
      expect(error.issues[0]?.path).toEqual([0, 'Frames', 1]);
    });
  });

  describe('transcript', () => {
    it('GETs api/transcript?e=<key>&t=<ms> and maps each subtitle', () => {
      const operation = operations2026().transcript('S05E01', 200160);
      expect(operation.request).toEqual({ method: 'GET', url: 'https://frinkiac.com/api/transcript?e=S05E01&t=200160', expect: 'json' });
      const json = transcriptJson();
      expect(operation.parse(okJson(operation.request.url, json))).toEqual([
        { id: 9000, key: 'S05E01', startTimestamp: 195100, endTimestamp: 198200, content: 'Our next act...', json: json[0] },
        { id: 9001, key: 'S05E01', startTimestamp: 198300, endTimestamp: 201400, content: 'That is impossible!', json: json[1] },
      ]);
    });

    it('escapes the episode key as a query value', () => {
      expect(operations2026().transcript('S01E01&t=5#x', 0).request.url).toBe('https://frinkiac.com/api/transcript?e=S01E01%26t%3D5%23x&t=0');
    });

    it('checks its arguments before building the request', () => {
      expect(() => operations2026().transcript('', 1)).toThrow(TypeError);
      expect(() => operations2026().transcript(5, 1)).toThrow(TypeError);
      expect(() => operations2026().transcript('S01E01', '1')).toThrow(new RangeError('timestamp must be a non-negative integer number of milliseconds, got "1"'));
      expect(() => operations2026().transcript('S01E01', -1)).toThrow(RangeError);
    });

    it('raises InvalidResponseError for a body of the wrong shape', () => {
      const operation = operations2026().transcript('S05E01', 1);
      expect(catchError(InvalidResponseError, () => operation.parse(okJson(operation.request.url, [{ Id: 1 }]))).reason).toBe('schema');
      expect(catchError(InvalidResponseError, () => operation.parse(ok(operation.request.url, ''))).reason).toBe('empty');
    });
  });

  describe('renderCheck', () => {
    it('POSTs the job with check_only true to api/render/gif/stream, or api/render/mp4', () => {
      expect(operations2026().renderCheck('gif', JOB).request).toEqual({
        method: 'POST', url: 'https://frinkiac.com/api/render/gif/stream', expect: 'json', body: JOB_BODY(true),
      });
      expect(operations2026().renderCheck('mp4', JOB).request).toEqual({
        method: 'POST', url: 'https://frinkiac.com/api/render/mp4', expect: 'json', body: JOB_BODY(true),
      });
    });

    it('parses a cached render into its absolute URL, and an uncached one into undefined', () => {
      const operation = operations2026().renderCheck('gif', JOB);
      expect(operation.parse(ok(operation.request.url, '{"cached":true,"url":"/video/S05E01/tok.gif"}'))).toBe(
        'https://frinkiac.com/video/S05E01/tok.gif',
      );
      expect(operation.parse(ok(operation.request.url, '{"cached":false}'))).toBeUndefined();
    });

    it('raises InvalidResponseError for a body that is not a check answer, naming the POST', () => {
      const operation = operations2026().renderCheck('mp4', JOB);
      const error = catchError(InvalidResponseError, () => operation.parse(ok(operation.request.url, '{"url":"/v.mp4"}')));
      expect(error.method).toBe('POST');
      expect(error.url).toBe('https://frinkiac.com/api/render/mp4');
      expect(error.reason).toBe('schema');
    });
  });

  describe('render', () => {
    it('POSTs the job with check_only false, expecting newline-delimited JSON', () => {
      expect(operations2026().render('gif', JOB).request).toEqual({
        method: 'POST', url: 'https://frinkiac.com/api/render/gif/stream', expect: 'ndjson', body: JOB_BODY(false),
      });
      expect(operations2026().render('mp4', JOB).request).toEqual({
        method: 'POST', url: 'https://frinkiac.com/api/render/mp4', expect: 'ndjson', body: JOB_BODY(false),
      });
    });

    it('parses the stream into the absolute URL of the result', () => {
      const operation = operations2026().render('gif', JOB);
      const body = '{"progress":0.0445}\n{"progress":0.61}\n{"url":"/video/S05E01/tok.gif"}\n';
      expect(operation.parse(ok(operation.request.url, body, 'application/x-ndjson'))).toBe('https://frinkiac.com/video/S05E01/tok.gif');
    });

    it('raises RenderError for an error line and InvalidResponseError for a stream without a result', () => {
      const operation = operations2026().render('gif', JOB);
      const failed = catchError(RenderError, () => operation.parse(ok(operation.request.url, '{"progress":0.1}\n{"error":"no such episode"}\n')));
      expect(failed.serviceMessage).toBe('no such episode');
      expect(failed.url).toBe('https://frinkiac.com/api/render/gif/stream');
      expect(failed.method).toBe('POST');
      const cut = catchError(InvalidResponseError, () => operation.parse(ok(operation.request.url, '{"progress":0.1}\n')));
      expect(cut.reason).toBe('schema');
    });
  });

  describe('render limits, before any request', () => {
    const overlay = JOB.overlays[0]!;

    it.each([
      ['a 17-byte episode key', { ...JOB, key: 'S05E01-and-more!' + 'x' }, /^the render's episode key "S05E01-and-more!x": an episode key is at most 16 bytes \(UTF-8\), got 17$/],
      ['33 overlays', { ...JOB, overlays: Array.from({ length: 33 }, () => overlay) }, /^the render: one panel or render takes at most 32 overlays, got 33$/],
      ['1025 UTF-8 bytes of text', { ...JOB, overlays: [{ ...overlay, text: `${'a'.repeat(1023)}é` }] }, /^the render: the text of one overlay is at most 1024 bytes \(UTF-8\), got 1025 in overlay 0$/],
      ['a payload over 64 KiB', { ...JOB, overlays: Array.from({ length: 32 }, () => ({ ...overlay, text: '"'.repeat(1024) })) }, /^a render payload is at most 65536 bytes \(64 KiB\) of JSON, got 6\d{4}$/],
    ])('%s is a RangeError naming the limit', (_label, job, message) => {
      for (const build of [() => operations2026().render('gif', job), () => operations2026().renderCheck('mp4', job)]) {
        const error = catchError(RangeError, build);
        expect(error.message).toMatch(message);
      }
    });

    it('the limits themselves pass: a 16-byte key, 32 overlays of 1024 bytes each', () => {
      const job = { ...JOB, key: 'S05E01-and-more!', overlays: Array.from({ length: 32 }, () => ({ ...overlay, text: 'é'.repeat(512) })) };
      expect(operations2026().render('gif', job).request.body).toContain('"episode":"S05E01-and-more!"');
    });
  });

  describe('nearby frames and screencaps on a 2026 client', () => {
    it('getScreencap asks for Nearby with nearby=1, and keeps the frames', () => {
      const operation = operations2026().screencap({ episode: 'S04E05', timestamp: 1023456 });
      expect(operation.request).toEqual({ method: 'GET', url: 'https://frinkiac.com/api/caption?e=S04E05&t=1023456&nearby=1', expect: 'json' });
      const nearby = [{ Id: 1, Episode: 'S04E05', Timestamp: 1023256 }, { Id: 2, Episode: 'S04E05', Timestamp: 1023456 }];
      expect(operation.parse(okJson(operation.request.url, { ...caption2026(), Nearby: nearby })).nearby.map((frame) => frame.id)).toEqual([1, 2]);
    });

    it('a classic client sends no nearby', () => {
      expect(operations().screencap({ episode: 'S04E05', timestamp: 1 }).request.url).toBe('https://frinkiac.com/api/caption?e=S04E05&t=1');
    });

    it('getNearbyFrames reads the Nearby frames of api/caption?e&t&nearby=1, never api/nearby', () => {
      const operation = operations2026().nearby('S04 E05', 1023456);
      expect(operation.request).toEqual({ method: 'GET', url: 'https://frinkiac.com/api/caption?e=S04%20E05&t=1023456&nearby=1', expect: 'json' });
      const nearby = [{ Id: 1, Episode: 'S04E05', Timestamp: 1023256 }, { Id: 2, Episode: 'S04E05', Timestamp: 1023456, Extra: true }];
      const frames = operation.parse(okJson(operation.request.url, { ...caption2026(), Nearby: nearby }));
      expect(frames.every((frame) => frame instanceof Frame)).toBe(true);
      expect(frames.map((frame) => [frame.key, frame.timestamp])).toEqual([['S04E05', 1023256], ['S04E05', 1023456]]);
      expect(operations().nearby('S04E05', 1).request.url).toBe('https://frinkiac.com/api/nearby?e=S04E05&t=1');
    });

    it('an answer without Nearby, or with a broken one, is an InvalidResponseError naming the caption URL', () => {
      const operation = operations2026().nearby('S04E05', 1023456);
      const missing = catchError(InvalidResponseError, () => operation.parse(okJson(operation.request.url, caption2026())));
      expect(missing).toMatchObject({ reason: 'schema', url: 'https://frinkiac.com/api/caption?e=S04E05&t=1023456&nearby=1', method: 'GET' });
      expect(missing.issues[0]?.path).toEqual(['Nearby']);
      const broken = catchError(InvalidResponseError, () => operation.parse(okJson(operation.request.url, { Nearby: [{ Id: 1, Episode: 'S04E05' }] })));
      expect(broken.issues[0]?.path).toEqual(['Nearby', 0, 'Timestamp']);
    });

    it('checks its arguments before building the request', () => {
      expect(() => operations2026().nearby('', 1)).toThrow(TypeError);
      expect(() => operations2026().nearby('S01E01', -1)).toThrow(RangeError);
    });
  });

  describe('season filters', () => {
    it('random and search read seasonMin and seasonMax from their filter', () => {
      expect(operations2026().random({ seasonMin: 2, seasonMax: 3, timeout: 1 }).request.url).toBe('https://frinkiac.com/api/random?smin=2&smax=3');
      expect(operations2026().search('smart', { seasonMin: 4 }).request.url).toBe('https://frinkiac.com/api/search?q=smart&smin=4');
      expect(() => operations2026().search('smart', { seasonMin: 4, seasonMax: 1 })).toThrow(RangeError);
      expect(() => operations2026().random({ seasonMax: 'all' })).toThrow(TypeError);
    });
  });

  describe('2026 search results', () => {
    it('keep the subtitle and episode title of each frame', () => {
      const operation = operations2026().search('impossible');
      const [first, second] = operation.parse(okJson(operation.request.url, searchResults2026()));
      expect(first).toBeInstanceOf(Frame);
      expect(first.content).toBe('That is impossible!');
      expect(first.title).toBe("Homer's Barbershop Quartet");
      expect(second?.content).toBe('Impossible? Nothing is impossible.');
      expect(second?.title).toBe('The Wizard of Evergreen Terrace');
    });
  });

  it('builds a 2026 screencap with its fields', () => {
    const operation = operations2026().random();
    const screencap = operation.parse(okJson(operation.request.url, caption2026()));
    expect(screencap.airDate).toBe('1992-10-15');
  });
});
