import { describe, expect, it } from '@jest/globals';
import { fontProfileFor } from '../../src/instances/instances.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import { Frame } from '../../src/models/frame.js';
import { planRender } from '../../src/render/plan-render.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';
import { catchError } from '../support/catch-error.js';
import { caption2026, classicCaption } from '../support/payloads.js';
import { frinkiacOverlay } from '../support/overlays.js';

class TestScreencap extends BaseScreencap {}

const SOURCE = { url: 'https://frinkiac.com/' };
const FRINKIAC = fontProfileFor(SOURCE.url);
const MORBOTRON = fontProfileFor('https://morbotron.com/');

/** An overlay of Frinkiac's default style shown from `start` to `end` ms of the clip. */
function timed(text: string, start: number, end: number, style: Record<string, unknown> = {}) {
  return { ...frinkiacOverlay(text), ...style, start, end };
}

/** S04E05 at 1 023 456 ms, episode 0 to 1 341 800 ms, four subtitle lines from 1 021 000 to 1 027 000 ms. */
function screencap(json: Partial<ScreencapJson> = {}): TestScreencap {
  return new TestScreencap(SOURCE, { ...caption2026(), ...json });
}

/** The four lines of {@link screencap} over its default clip, 1 020 456 to 1 027 456 ms. */
const DEFAULT_LINES = [
  timed('I am so smart!', 544, 2044),
  timed('I am so smart!', 2044, 3544),
  timed('S-M-R-T!', 3544, 4544),
  timed('I mean S-M-A-R-T', 4544, 6544),
];

const FRAME = new Frame(SOURCE, { Id: 701002, Episode: 'S05E01', Timestamp: 200160 });

describe('planRender', () => {
  describe('a screencap or frame target: the window around it, no frames request', () => {
    it('3000 ms before and 4000 ms after by default', () => {
      expect(planRender(FRAME, undefined, FRINKIAC).job).toMatchObject({ key: 'S05E01', start: 197160, end: 204160 });
      expect(planRender(screencap(), {}, FRINKIAC).job).toMatchObject({ key: 'S04E05', start: 1020456, end: 1027456 });
    });

    it('takes before and after from the options, 0 included', () => {
      expect(planRender(FRAME, { before: 0, after: 1500 }, FRINKIAC).job).toMatchObject({ start: 200160, end: 201660 });
      expect(planRender(FRAME, { before: 0, after: 0 }, FRINKIAC).job).toMatchObject({ start: 200160, end: 200160 });
    });

    it("is clamped to the screencap's minTimestamp and maxTimestamp", () => {
      const inside = screencap({ MinTimestamp: 1022000, MaxTimestamp: 1025000 });
      expect(planRender(inside, undefined, FRINKIAC).job).toMatchObject({ start: 1022000, end: 1025000 });
      expect(planRender(inside, { before: 10, after: 20 }, FRINKIAC).job).toMatchObject({ start: 1023446, end: 1023476 });
    });

    it('without minTimestamp and maxTimestamp (a classic screencap, a frame): clamped to 0 only', () => {
      const classic = new TestScreencap(SOURCE, { ...classicCaption(), Frame: { Id: 1, Episode: 'S05E01', Timestamp: 1000 } });
      expect(classic.minTimestamp).toBeUndefined();
      expect(planRender(classic, undefined, FRINKIAC).job).toMatchObject({ start: 0, end: 5000 });
      expect(planRender({ key: 'S01E01', timestamp: 0 }, { after: 99_000_000 }, FRINKIAC).job).toMatchObject({ start: 0, end: 99_000_000 });
    });

    it('a timestamp past maxTimestamp: a clip at the last frame, never an end before the start', () => {
      expect(planRender(screencap({ MaxTimestamp: 1000 }), undefined, FRINKIAC).job).toMatchObject({ start: 1000, end: 1000 });
    });

    it("draws each of a screencap's subtitle lines while it is spoken: times relative to the clip, text as given", () => {
      expect(planRender(screencap(), undefined, FRINKIAC).job.overlays).toEqual(DEFAULT_LINES);
    });

    it('draws only the lines that overlap the clip, each clamped to it', () => {
      expect(planRender(screencap(), { before: 0, after: 1000 }, FRINKIAC).job.overlays).toEqual([
        timed('I am so smart!', 0, 544),
        timed('S-M-R-T!', 544, 1000),
      ]);
      // A line ending at the clip's first ms still overlaps it.
      expect(planRender(screencap({ MinTimestamp: 1022500 }), { before: 5000, after: 0 }, FRINKIAC).job.overlays).toEqual([
        timed('I am so smart!', 0, 0),
        timed('I am so smart!', 0, 956),
      ]);
    });

    it('keeps line breaks and does not format or shorten a line', () => {
      const long = { Id: 1, Episode: 'S04E05', StartTimestamp: 1023000, EndTimestamp: 1023500, Content: 'A line much longer than twenty-four characters.\nAnd more' };
      expect(planRender(screencap({ Subtitles: [long] }), undefined, FRINKIAC).job.overlays).toEqual([timed(long.Content, 2544, 3044)]);
    });

    it('a silent screencap, a frame, a plain { key, timestamp }: no overlay', () => {
      expect(planRender(screencap({ Subtitles: [] }), undefined, FRINKIAC).job.overlays).toEqual([]);
      expect(planRender(FRAME, undefined, FRINKIAC).job.overlays).toEqual([]);
      expect(planRender({ key: 'S01E01', timestamp: 0, caption: 'not read' }, undefined, FRINKIAC).job).toEqual({ key: 'S01E01', start: 0, end: 4000, overlays: [] });
    });

    it('styles the subtitle lines with the style given', () => {
      const { overlays } = planRender(screencap(), { style: { font: 'comicneue', allCaps: true } }, FRINKIAC).job;
      expect(overlays).toEqual(DEFAULT_LINES.map((overlay) => ({ ...overlay, font: 'comicneue', allCaps: true })));
    });

    it('uses a caption given as given, as one overlay over the whole clip; an empty one as none', () => {
      const long = 'A caption that is much longer than twenty-four characters. And a second sentence.';
      expect(planRender(screencap(), { caption: long }, FRINKIAC).job.overlays).toEqual([timed(long, 0, 7000)]);
      expect(planRender(screencap(), { caption: '' }, FRINKIAC).job.overlays).toEqual([]);
      expect(planRender(FRAME, { caption: 'Woo!', after: 10 }, FRINKIAC).job.overlays).toEqual([timed('Woo!', 0, 3010)]);
    });

    it('uses overlays given instead of the subtitle lines, each over the whole clip', () => {
      const plan = planRender(screencap(), { overlays: [{ text: 'One', y: 10 }, { text: 'Two' }] }, MORBOTRON);
      expect(plan.job.overlays).toEqual([timed('One', 0, 7000, { font: 'fr', y: 10 }), timed('Two', 0, 7000, { font: 'fr' })]);
      expect(planRender(screencap(), { overlays: [] }, FRINKIAC).job.overlays).toEqual([]);
    });
  });

  describe("the client's captionStyle, under each caption's own style", () => {
    const BASE = { font: 'impact', size: 40, allCaps: true } as const;

    it('styles the subtitle lines, a caption and overlays', () => {
      const base = { font: 'impact', size: 40, allCaps: true };
      expect(planRender(screencap(), undefined, FRINKIAC, BASE).job.overlays).toEqual(DEFAULT_LINES.map((overlay) => ({ ...overlay, ...base })));
      expect(planRender(FRAME, { caption: 'Hi', after: 0 }, FRINKIAC, BASE).job.overlays).toEqual([timed('Hi', 0, 3000, base)]);
      expect(planRender(FRAME, { overlays: [{ text: 'A' }], after: 0 }, FRINKIAC, BASE).job.overlays).toEqual([timed('A', 0, 3000, base)]);
    });

    it("a call's style, or an overlay's, wins key by key; a key given as undefined keeps the client's", () => {
      const range = { key: 'S01E01', start: 0, end: 10 };
      expect(planRender(range, { caption: 'Hi', style: { size: 12, font: undefined } }, FRINKIAC, BASE).job.overlays).toEqual([
        timed('Hi', 0, 10, { font: 'impact', size: 12, allCaps: true }),
      ]);
      expect(planRender(range, { overlays: [{ text: 'A', allCaps: false, y: 5 }] }, FRINKIAC, BASE).job.overlays).toEqual([
        timed('A', 0, 10, { font: 'impact', size: 40, allCaps: false, y: 5 }),
      ]);
    });

    it('a style with overlays is still refused', () => {
      expect(() => planRender(FRAME, { overlays: [{ text: 'A' }], style: { size: 1 } }, FRINKIAC, BASE)).toThrow(TypeError);
    });
  });

  describe('probe', () => {
    it('is false unless asked for', () => {
      expect(planRender(FRAME, undefined, FRINKIAC).probe).toBe(false);
      expect(planRender(FRAME, { probe: false }, FRINKIAC).probe).toBe(false);
      expect(planRender(FRAME, { probe: true }, FRINKIAC).probe).toBe(true);
    });

    it('must be a boolean', () => {
      expect(() => planRender(FRAME, { probe: 'yes' }, FRINKIAC)).toThrow(new TypeError('probe must be a boolean, got "yes"'));
    });
  });

  describe('a { key, start, end } target', () => {
    it('is the clip as given, with no overlay by default', () => {
      expect(planRender({ key: 'S05E01', start: 197160, end: 203994 }, undefined, FRINKIAC).job).toEqual({ key: 'S05E01', start: 197160, end: 203994, overlays: [] });
    });

    it('takes start equal to end, and 0', () => {
      expect(planRender({ key: 'S01E01', start: 0, end: 0 }, undefined, FRINKIAC).job).toEqual({ key: 'S01E01', start: 0, end: 0, overlays: [] });
    });

    it('a range that carries subtitle lines (a bare one has none) draws those overlapping it, timed', () => {
      expect(planRender({ key: 'S04E05', start: 1021000, end: 1027000, subtitles: caption2026().Subtitles }, undefined, FRINKIAC).job.overlays).toEqual([
        timed('I am so smart!', 0, 1500),
        timed('I am so smart!', 1500, 3000),
        timed('S-M-R-T!', 3000, 4000),
        timed('I mean S-M-A-R-T', 4000, 6000),
      ]);
    });

    it('draws the caption or overlays given over the whole clip, none by default', () => {
      expect(planRender({ key: 'S01E01', start: 0, end: 10 }, { caption: 'Hi', style: { size: 30 } }, FRINKIAC).job.overlays).toEqual([
        timed('Hi', 0, 10, { size: 30 }),
      ]);
      expect(planRender({ key: 'S01E01', start: 0, end: 10 }, { overlays: [{ text: 'a' }] }, FRINKIAC).job.overlays).toEqual([timed('a', 0, 10)]);
    });

    it('refuses an end before the start', () => {
      expect(() => planRender({ key: 'S01E01', start: 10, end: 9 }, undefined, FRINKIAC)).toThrow(
        new RangeError('target.end (9) must not be before target.start (10)'),
      );
    });

    it('refuses a missing or malformed start or end', () => {
      expect(() => planRender({ key: 'S01E01', start: 10 }, undefined, FRINKIAC)).toThrow(
        new RangeError('target.end must be a non-negative integer number of milliseconds, got undefined'),
      );
      expect(() => planRender({ key: 'S01E01', end: 10 }, undefined, FRINKIAC)).toThrow(
        new RangeError('target.start must be a non-negative integer number of milliseconds, got undefined'),
      );
      expect(() => planRender({ key: 'S01E01', start: -1, end: 10 }, undefined, FRINKIAC)).toThrow(RangeError);
      expect(() => planRender({ key: 'S01E01', start: 0, end: 1.5 }, undefined, FRINKIAC)).toThrow(RangeError);
      expect(() => planRender({ key: 'S01E01', start: '0', end: 10 }, undefined, FRINKIAC)).toThrow(RangeError);
    });
  });

  describe('errors', () => {
    it('refuses a target that is not an object', () => {
      for (const target of [undefined, null, 'S05E01', 200160]) {
        expect(() => planRender(target, undefined, FRINKIAC)).toThrow(TypeError);
      }
      expect(() => planRender('S05E01', undefined, FRINKIAC)).toThrow(
        new TypeError('the render target must be a screencap, a Frame or { key, start, end }, got "S05E01"'),
      );
    });

    it('refuses a target without a good key or timestamp', () => {
      expect(() => planRender({ timestamp: 5 }, undefined, FRINKIAC)).toThrow(
        new TypeError('target.key must be a non-empty episode key string such as "S05E01", got undefined'),
      );
      expect(() => planRender({ key: '', timestamp: 5 }, undefined, FRINKIAC)).toThrow(TypeError);
      expect(() => planRender({ key: 'S01E01' }, undefined, FRINKIAC)).toThrow(
        new RangeError('target.timestamp must be a non-negative integer number of milliseconds, got undefined'),
      );
      expect(() => planRender({ key: 'S01E01', timestamp: -5 }, undefined, FRINKIAC)).toThrow(RangeError);
    });

    it('refuses options that are not an object, and unknown options', () => {
      expect(() => planRender(FRAME, 'Woo!', FRINKIAC)).toThrow(new TypeError('render options must be an object, got "Woo!"'));
      expect(() => planRender(FRAME, null, FRINKIAC)).toThrow(TypeError);
      expect(() => planRender(FRAME, { text: 'Woo!' }, FRINKIAC)).toThrow(
        new TypeError('Unknown render option "text"; the options are caption, style, overlays, before, after, probe'),
      );
    });

    it('refuses a bad before or after', () => {
      expect(() => planRender(FRAME, { before: -1 }, FRINKIAC)).toThrow(
        new RangeError('before must be a non-negative integer number of milliseconds, got -1'),
      );
      expect(() => planRender(FRAME, { after: '4000' }, FRINKIAC)).toThrow(new RangeError('after must be a non-negative integer number of milliseconds, got "4000"'));
      expect(() => planRender(FRAME, { after: 0.5 }, FRINKIAC)).toThrow(RangeError);
    });

    it('refuses a caption with overlays, a non-string caption, and a style with overlays', () => {
      expect(() => planRender(FRAME, { caption: 'a', overlays: [] }, FRINKIAC)).toThrow(
        new TypeError('render options takes a caption or overlays, not both'),
      );
      expect(() => planRender(FRAME, { caption: 5 }, FRINKIAC)).toThrow(new TypeError('render options.caption must be a string, got 5'));
      expect(() => planRender(screencap(), { overlays: [{ text: 'a' }], style: { size: 10 } }, FRINKIAC)).toThrow(TypeError);
    });

    it("refuses a font outside the known set, on the default caption's style too", () => {
      expect(() => planRender(screencap(), { style: { font: 'arial' } }, FRINKIAC)).toThrow(
        new RangeError('font "arial" is not a font of the service; the fonts are impact, comicneue, jost, pacifico, akbar, fr'),
      );
      expect(() => planRender(FRAME, { style: { font: 'arial' } }, FRINKIAC)).toThrow(RangeError);
      expect(() => planRender({ key: 'S01E01', start: 0, end: 1 }, { overlays: [{ text: 'a', font: 'arial' }] }, MORBOTRON)).toThrow(RangeError);
      expect(() => planRender({ key: 'S01E01', start: 0, end: 1 }, { overlays: [{ text: 'a', font: 'akbar' }] }, MORBOTRON)).not.toThrow();
    });

    it("refuses an unknown font, on the subtitle lines' style too, and even with no line to draw", () => {
      expect(catchError(RangeError, () => planRender(screencap(), { style: { font: 'papyrus' } }, FRINKIAC)).message).toMatch(/papyrus.*impact/);
      expect(() => planRender(FRAME, { style: { font: 'papyrus' } }, FRINKIAC)).toThrow(RangeError);
      expect(() => planRender({ key: 'S01E01', start: 0, end: 1 }, { overlays: [{ text: 'a', font: 'papyrus' }] }, MORBOTRON)).toThrow(RangeError);
    });

    it('refuses a style that is not an object', () => {
      expect(() => planRender(FRAME, { style: 'bold' }, FRINKIAC)).toThrow(TypeError);
    });

    it('refuses a target whose subtitles are not subtitle lines', () => {
      const broken = { key: 'S01E01', timestamp: 5000, subtitles: [{ StartTimestamp: 0, EndTimestamp: '9', Content: 'x' }] };
      expect(catchError(TypeError, () => planRender(broken, undefined, FRINKIAC)).message).toMatch(/^target\.subtitles\[0\] must be a subtitle line/);
    });

    it('refuses a subtitle line with a lone surrogate', () => {
      const broken = { key: 'S01E01', timestamp: 5000, subtitles: [{ StartTimestamp: 0, EndTimestamp: 9000, Content: '\uD800' }] };
      expect(() => planRender(broken, undefined, FRINKIAC)).toThrow(RangeError);
    });

    it('refuses a caption with a lone surrogate', () => {
      expect(() => planRender(FRAME, { caption: '\uDC00' }, FRINKIAC)).toThrow(RangeError);
    });
  });
});

describe('planRender with a { key, start, end } target', () => {
  it('refuses before and after, which only a screencap or frame target uses', () => {
    const range = { key: 'S05E01', start: 1000, end: 5000 };
    expect(catchError(TypeError, () => planRender(range, { before: 100 }, FRINKIAC)).message).toMatch(/before and after/);
    expect(catchError(TypeError, () => planRender(range, { after: -1 }, FRINKIAC)).message).toMatch(/before and after/);
  });
});
