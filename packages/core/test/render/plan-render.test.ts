import { describe, expect, it } from '@jest/globals';
import { NoFramesFound } from '../../src/errors/no-frames-found.js';
import { fontProfileFor } from '../../src/instances.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import { Frame } from '../../src/models/frame.js';
import { planRender } from '../../src/render/plan-render.js';
import { catchError } from '../support/catch-error.js';
import { caption2026, framesWindow } from '../support/payloads.js';

class TestScreencap extends BaseScreencap {}

const SOURCE = { url: 'https://frinkiac.com/' };
const FRINKIAC = fontProfileFor(SOURCE.url);
const MORBOTRON = fontProfileFor('https://morbotron.com/');
const WHITE = [255, 255, 255, 255];

function frinkiacOverlay(text: string) {
  return { text, font: 'akbar', size: 0, color: WHITE, x: 50, y: 97, align: 'center', allCaps: false };
}

function screencap(): TestScreencap {
  return new TestScreencap(SOURCE, caption2026());
}

function windowFrames(): Frame[] {
  return framesWindow().map((json) => new Frame(SOURCE, json));
}

const FRAME = new Frame(SOURCE, { Id: 701002, Episode: 'S05E01', Timestamp: 200160 });

describe('planRender', () => {
  describe('a screencap or frame target', () => {
    it('asks for the window around it, 3000 ms before and 4000 ms after by default', () => {
      expect(planRender(FRAME, undefined, FRINKIAC).window).toEqual({ key: 'S05E01', timestamp: 200160, before: 3000, after: 4000 });
      expect(planRender(screencap(), {}, FRINKIAC).window).toEqual({ key: 'S04E05', timestamp: 1023456, before: 3000, after: 4000 });
    });

    it('takes before and after from the options, 0 included', () => {
      expect(planRender(FRAME, { before: 0, after: 1500 }, FRINKIAC).window).toEqual({
        key: 'S05E01', timestamp: 200160, before: 0, after: 1500,
      });
    });

    it('cuts the job from the first to the last frame found in the window', () => {
      const plan = planRender(FRAME, undefined, FRINKIAC);
      expect(plan.job(windowFrames())).toEqual({ key: 'S05E01', start: 197160, end: 203994, overlays: [] });
      // Frames need not come in order.
      expect(plan.job(windowFrames().reverse())).toEqual({ key: 'S05E01', start: 197160, end: 203994, overlays: [] });
      expect(plan.job([FRAME])).toEqual({ key: 'S05E01', start: 200160, end: 200160, overlays: [] });
    });

    it('raises NoFramesFound, naming the window, when it holds no frame', () => {
      const plan = planRender(FRAME, { before: 100, after: 200 }, FRINKIAC);
      const error = catchError(NoFramesFound, () => plan.job([]));
      expect(error.window).toEqual({ key: 'S05E01', timestamp: 200160, before: 100, after: 200 });
      expect(() => plan.job()).toThrow(NoFramesFound);
    });

    it("draws a screencap's own caption, formatted, with the instance's default style", () => {
      const plan = planRender(screencap(), undefined, FRINKIAC);
      expect(plan.job(windowFrames()).overlays).toEqual([frinkiacOverlay('I am so smart! I am so\nsmart! S-M-R-T!')]);
    });

    it('draws nothing on a frame, which has no caption of its own', () => {
      expect(planRender(FRAME, undefined, FRINKIAC).job([FRAME]).overlays).toEqual([]);
    });

    it('styles the default caption with the style given', () => {
      const plan = planRender(screencap(), { style: { font: 'comicneue', allCaps: true } }, FRINKIAC);
      expect(plan.job([FRAME]).overlays).toEqual([
        { ...frinkiacOverlay('I am so smart! I am so\nsmart! S-M-R-T!'), font: 'comicneue', allCaps: true },
      ]);
    });

    it('uses a caption given as given (not formatted), and an empty one as none', () => {
      const long = 'A caption that is much longer than twenty-four characters. And a second sentence.';
      expect(planRender(screencap(), { caption: long }, FRINKIAC).job([FRAME]).overlays).toEqual([frinkiacOverlay(long)]);
      expect(planRender(screencap(), { caption: '' }, FRINKIAC).job([FRAME]).overlays).toEqual([]);
      expect(planRender(FRAME, { caption: 'Woo!' }, FRINKIAC).job([FRAME]).overlays).toEqual([frinkiacOverlay('Woo!')]);
    });

    it('uses overlays given instead of the default caption', () => {
      const plan = planRender(screencap(), { overlays: [{ text: 'One', y: 10 }, { text: 'Two' }] }, MORBOTRON);
      expect(plan.job([FRAME]).overlays).toEqual([
        { ...frinkiacOverlay('One'), font: 'fr', y: 10 },
        { ...frinkiacOverlay('Two'), font: 'fr' },
      ]);
      expect(planRender(screencap(), { overlays: [] }, FRINKIAC).job([FRAME]).overlays).toEqual([]);
    });

    it('reads a plain { key, timestamp } as a frame', () => {
      expect(planRender({ key: 'S01E01', timestamp: 0 }, undefined, FRINKIAC).window).toEqual({ key: 'S01E01', timestamp: 0, before: 3000, after: 4000 });
    });
  });

  describe('a { key, start, end } target', () => {
    it('needs no window: the job is ready, whatever frames are passed', () => {
      const plan = planRender({ key: 'S05E01', start: 197160, end: 203994 }, undefined, FRINKIAC);
      expect(plan.window).toBeUndefined();
      expect(plan.job()).toEqual({ key: 'S05E01', start: 197160, end: 203994, overlays: [] });
      expect(plan.job([FRAME])).toEqual({ key: 'S05E01', start: 197160, end: 203994, overlays: [] });
    });

    it('takes start equal to end, and 0', () => {
      expect(planRender({ key: 'S01E01', start: 0, end: 0 }, undefined, FRINKIAC).job()).toEqual({ key: 'S01E01', start: 0, end: 0, overlays: [] });
    });

    it('draws the caption or overlays given, none by default', () => {
      expect(planRender({ key: 'S01E01', start: 0, end: 10 }, { caption: 'Hi', style: { size: 30 } }, FRINKIAC).job().overlays).toEqual([
        { ...frinkiacOverlay('Hi'), size: 30 },
      ]);
      expect(planRender({ key: 'S01E01', start: 0, end: 10 }, { overlays: [{ text: 'a' }] }, FRINKIAC).job().overlays).toEqual([
        frinkiacOverlay('a'),
      ]);
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
        new TypeError('Unknown render option "text"; the options are caption, style, overlays, before, after'),
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
