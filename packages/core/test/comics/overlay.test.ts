import { describe, expect, it } from '@jest/globals';
import { resolveOverlay, resolveOverlayStyle } from '../../src/comics/overlay.js';
import { CAPTION_FONTS, COMMON_FONTS, GENERIC_FONT_PROFILE, INSTANCES, fontProfileFor } from '../../src/instances/instances.js';
import { catchError } from '../support/catch-error.js';

const FRINKIAC = fontProfileFor('https://frinkiac.com/');
const MORBOTRON = fontProfileFor('https://morbotron.com/');
const GENERIC = fontProfileFor('http://127.0.0.1:8080/');

const WHITE = [255, 255, 255, 255];

describe('resolveOverlayStyle', () => {
  describe('defaults', () => {
    it('fills in every choice, with the default font of each instance', () => {
      const rest = { size: 0, color: WHITE, x: 50, y: 97, align: 'center', allCaps: false };
      expect(resolveOverlayStyle({}, FRINKIAC)).toEqual({ font: 'akbar', ...rest });
      expect(resolveOverlayStyle({}, MORBOTRON)).toEqual({ font: 'fr', ...rest });
      expect(resolveOverlayStyle({}, GENERIC)).toEqual({ font: 'impact', ...rest });
      expect(resolveOverlayStyle({}, INSTANCES.capitalbeatus)).toEqual({ font: 'impact', ...rest });
    });

    it('takes no style at all (undefined) as the defaults', () => {
      expect(resolveOverlayStyle(undefined, GENERIC_FONT_PROFILE)).toEqual({
        font: 'impact', size: 0, color: WHITE, x: 50, y: 97, align: 'center', allCaps: false,
      });
    });

    it('keeps every choice given', () => {
      const style = { font: 'jost', size: 120, color: '#10203040', x: 0, y: 100, align: 'right', allCaps: true };
      expect(resolveOverlayStyle(style, FRINKIAC)).toEqual({
        font: 'jost', size: 120, color: [16, 32, 48, 64], x: 0, y: 100, align: 'right', allCaps: true,
      });
    });

    it('accepts fractional positions', () => {
      expect(resolveOverlayStyle({ x: 12.5, y: 99.75 }, GENERIC)).toMatchObject({ x: 12.5, y: 99.75 });
    });
  });

  describe('fonts per instance', () => {
    it('accepts the common fonts on every known instance and on an unknown one', () => {
      for (const profile of [...Object.values(INSTANCES), GENERIC]) {
        for (const font of COMMON_FONTS) expect(resolveOverlayStyle({ font }, profile).font).toBe(font);
      }
    });

    it('accepts akbar and fr on every instance, as the service does (akbar renders on Morbotron)', () => {
      for (const profile of [...Object.values(INSTANCES), GENERIC]) {
        for (const font of CAPTION_FONTS) expect(resolveOverlayStyle({ font }, profile).font).toBe(font);
      }
    });

    it('refuses a font outside the known set, listing them all', () => {
      for (const profile of [FRINKIAC, MORBOTRON, GENERIC]) {
        expect(() => resolveOverlayStyle({ font: 'comic sans' }, profile)).toThrow(
          new RangeError('font "comic sans" is not a font of the service; the fonts are impact, comicneue, jost, pacifico, akbar, fr'),
        );
      }
    });

    it('matches font names exactly (case included)', () => {
      expect(() => resolveOverlayStyle({ font: 'Impact' }, GENERIC)).toThrow(RangeError);
      expect(() => resolveOverlayStyle({ font: '' }, GENERIC)).toThrow(RangeError);
    });

    it('refuses a font that is not a string with a TypeError', () => {
      expect(() => resolveOverlayStyle({ font: 5 }, GENERIC)).toThrow(
        new TypeError('font 5 is not a font of the service; the fonts are impact, comicneue, jost, pacifico, akbar, fr'),
      );
      expect(() => resolveOverlayStyle({ font: null }, GENERIC)).toThrow(TypeError);
    });
  });

  describe('size', () => {
    it('takes integers from 0 (automatic) to 120', () => {
      for (const size of [0, 1, 64, 120]) expect(resolveOverlayStyle({ size }, GENERIC).size).toBe(size);
    });

    it('refuses sizes out of range or fractional with a RangeError', () => {
      for (const size of [-1, 121, 12.5, Number.NaN, Infinity]) {
        expect(() => resolveOverlayStyle({ size }, GENERIC)).toThrow(RangeError);
      }
      expect(() => resolveOverlayStyle({ size: 121 }, GENERIC)).toThrow(
        new RangeError('size must be an integer from 0 (automatic) to 120, got 121'),
      );
    });

    it('refuses a size that is not a number with a TypeError', () => {
      expect(() => resolveOverlayStyle({ size: '12' }, GENERIC)).toThrow(
        new TypeError('size must be an integer from 0 (automatic) to 120, got "12"'),
      );
      expect(() => resolveOverlayStyle({ size: null }, GENERIC)).toThrow(TypeError);
    });
  });

  describe('color', () => {
    it('reads #rrggbb as opaque and #rrggbbaa with its alpha, in either case', () => {
      expect(resolveOverlayStyle({ color: '#ff8000' }, GENERIC).color).toEqual([255, 128, 0, 255]);
      expect(resolveOverlayStyle({ color: '#FF800080' }, GENERIC).color).toEqual([255, 128, 0, 128]);
      expect(resolveOverlayStyle({ color: '#00000000' }, GENERIC).color).toEqual([0, 0, 0, 0]);
    });

    it('reads [r, g, b] as opaque and [r, g, b, a] as given', () => {
      expect(resolveOverlayStyle({ color: [1, 2, 3] }, GENERIC).color).toEqual([1, 2, 3, 255]);
      expect(resolveOverlayStyle({ color: [0, 255, 10, 0] }, GENERIC).color).toEqual([0, 255, 10, 0]);
    });

    it('does not keep a reference to the array given', () => {
      const color: [number, number, number, number] = [1, 2, 3, 4];
      const resolved = resolveOverlayStyle({ color }, GENERIC).color;
      color[0] = 99;
      expect(resolved).toEqual([1, 2, 3, 4]);
    });

    it('refuses malformed colour strings and arrays with a RangeError', () => {
      const bad: unknown[] = [
        '#fff', '#ff80', '#ff800', '#ff80000', '#ff8000800', '#gg0000', 'red', '',
        [1, 2], [1, 2, 3, 4, 5], [256, 0, 0], [-1, 0, 0], [1.5, 0, 0], ['1', 2, 3], [0, 0, 0, 256],
      ];
      for (const color of bad) expect(() => resolveOverlayStyle({ color }, GENERIC)).toThrow(RangeError);
      expect(() => resolveOverlayStyle({ color: 'red' }, GENERIC)).toThrow(
        new RangeError('color must be "#rrggbb", "#rrggbbaa" or [r, g, b(, a)] with channels 0-255, got "red"'),
      );
    });

    it('refuses a colour that is neither a string nor an array with a TypeError', () => {
      for (const color of [0xffffff, null, { r: 1, g: 2, b: 3 }, true]) {
        expect(() => resolveOverlayStyle({ color }, GENERIC)).toThrow(TypeError);
      }
    });
  });

  describe('x and y', () => {
    it('take 0 to 100 (percent), bounds included', () => {
      expect(resolveOverlayStyle({ x: 0, y: 0 }, GENERIC)).toMatchObject({ x: 0, y: 0 });
      expect(resolveOverlayStyle({ x: 100, y: 100 }, GENERIC)).toMatchObject({ x: 100, y: 100 });
    });

    it('refuse values outside 0-100 or not finite with a RangeError naming the option', () => {
      expect(() => resolveOverlayStyle({ x: -0.1 }, GENERIC)).toThrow(new RangeError('x must be a number from 0 to 100 (percent), got -0.1'));
      expect(() => resolveOverlayStyle({ y: 100.5 }, GENERIC)).toThrow(new RangeError('y must be a number from 0 to 100 (percent), got 100.5'));
      expect(() => resolveOverlayStyle({ x: Number.NaN }, GENERIC)).toThrow(RangeError);
      expect(() => resolveOverlayStyle({ y: Infinity }, GENERIC)).toThrow(RangeError);
    });

    it('refuse values that are not numbers with a TypeError', () => {
      expect(() => resolveOverlayStyle({ x: '50' }, GENERIC)).toThrow(new TypeError('x must be a number from 0 to 100 (percent), got "50"'));
      expect(() => resolveOverlayStyle({ y: null }, GENERIC)).toThrow(TypeError);
    });
  });

  describe('align and allCaps', () => {
    it('take left, center and right', () => {
      for (const align of ['left', 'center', 'right']) expect(resolveOverlayStyle({ align }, GENERIC).align).toBe(align);
    });

    it('refuse another alignment (RangeError) or one that is not a string (TypeError)', () => {
      expect(() => resolveOverlayStyle({ align: 'c' }, GENERIC)).toThrow(new RangeError('align must be "left", "center" or "right", got "c"'));
      expect(() => resolveOverlayStyle({ align: 'Center' }, GENERIC)).toThrow(RangeError);
      expect(() => resolveOverlayStyle({ align: 1 }, GENERIC)).toThrow(TypeError);
    });

    it('take a boolean allCaps and refuse anything else', () => {
      expect(resolveOverlayStyle({ allCaps: true }, GENERIC).allCaps).toBe(true);
      expect(resolveOverlayStyle({ allCaps: false }, GENERIC).allCaps).toBe(false);
      expect(() => resolveOverlayStyle({ allCaps: 1 }, GENERIC)).toThrow(new TypeError('allCaps must be a boolean, got 1'));
      expect(() => resolveOverlayStyle({ allCaps: 'yes' }, GENERIC)).toThrow(TypeError);
    });
  });

  describe('the style object', () => {
    it('refuses an unknown key, naming it and the options, under the given name', () => {
      expect(() => resolveOverlayStyle({ colour: '#ffffff' }, GENERIC)).toThrow(
        new TypeError('Unknown overlay option "colour"; the options are text, font, size, color, x, y, align, allCaps'),
      );
      expect(() => resolveOverlayStyle({ bold: true }, GENERIC, 'panels[1].style')).toThrow(
        new TypeError('Unknown panels[1].style option "bold"; the options are text, font, size, color, x, y, align, allCaps'),
      );
    });

    it('refuses a style that is not a plain object', () => {
      for (const style of [null, 'impact', 5, ['impact']]) {
        expect(() => resolveOverlayStyle(style, GENERIC)).toThrow(TypeError);
      }
      expect(() => resolveOverlayStyle('impact', GENERIC, 'render options.style')).toThrow(
        new TypeError('render options.style must be an object, got "impact"'),
      );
    });

    it('treats keys set to undefined as left out', () => {
      expect(resolveOverlayStyle({ font: undefined, size: undefined, x: undefined }, FRINKIAC)).toEqual({
        font: 'akbar', size: 0, color: WHITE, x: 50, y: 97, align: 'center', allCaps: false,
      });
    });
  });
});

describe('resolveOverlay', () => {
  it('resolves the text and the style together', () => {
    expect(resolveOverlay({ text: "D'oh!", font: 'comicneue', color: [0, 0, 0] }, MORBOTRON)).toEqual({
      text: "D'oh!", font: 'comicneue', size: 0, color: [0, 0, 0, 255], x: 50, y: 97, align: 'center', allCaps: false,
    });
  });

  it('keeps the text as given: line breaks, spaces, emoji and an empty text', () => {
    expect(resolveOverlay({ text: ' Hi\nthere 🍩 ' }, GENERIC).text).toBe(' Hi\nthere 🍩 ');
    expect(resolveOverlay({ text: '' }, GENERIC).text).toBe('');
  });

  it('refuses an overlay that is not an object with a text', () => {
    for (const overlay of [undefined, null, 'Hi', ['Hi']]) {
      expect(() => resolveOverlay(overlay, GENERIC)).toThrow(TypeError);
    }
    expect(() => resolveOverlay('Hi', GENERIC, 'overlays[2]')).toThrow(new TypeError('overlays[2] must be an object with a text, got "Hi"'));
  });

  it('refuses a missing or non-string text, naming it', () => {
    expect(() => resolveOverlay({}, GENERIC)).toThrow(new TypeError('overlay.text must be a string, got undefined'));
    expect(() => resolveOverlay({ text: 5 }, GENERIC, 'overlays[0]')).toThrow(new TypeError('overlays[0].text must be a string, got 5'));
  });

  it('refuses a text with a lone surrogate, which has no UTF-8 form', () => {
    const error = catchError(RangeError, () => resolveOverlay({ text: 'a\uD800b' }, GENERIC));
    expect(error.message).toContain('overlay.text must be well-formed Unicode text');
  });

  it('checks the style of the overlay, fonts of the instance included', () => {
    expect(() => resolveOverlay({ text: 'Hi', font: 'helvetica' }, MORBOTRON)).toThrow(RangeError);
    expect(() => resolveOverlay({ text: 'Hi', weight: 700 }, GENERIC)).toThrow(TypeError);
  });
});
