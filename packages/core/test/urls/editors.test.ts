import { describe, expect, it } from '@jest/globals';
import { comicEditorUrl, gifEditorUrl } from '../../src/urls/editors.js';

const BASE = 'https://frinkiac.com/';

describe('comicEditorUrl', () => {
  it('is comicmaker/<key>/<ts>, every segment percent-encoded', () => {
    expect(comicEditorUrl(BASE, 'S05E01', 200160)).toBe('https://frinkiac.com/comicmaker/S05E01/200160');
    expect(comicEditorUrl(BASE, 'a/b?c', 1)).toBe('https://frinkiac.com/comicmaker/a%2Fb%3Fc/1');
  });

  it('checks its arguments for JS callers', () => {
    expect(() => comicEditorUrl(BASE, '', 1)).toThrow(TypeError);
    expect(() => comicEditorUrl(BASE, 'S05E01', -1)).toThrow(RangeError);
    expect(() => comicEditorUrl(BASE, 5 as never, 1)).toThrow(TypeError);
  });
});

describe('gifEditorUrl', () => {
  it('is bettermaker/<key>/<start>/<end>', () => {
    expect(gifEditorUrl(BASE, 'S05E01', 197160, 204160)).toBe('https://frinkiac.com/bettermaker/S05E01/197160/204160');
    expect(gifEditorUrl(BASE, 'Movie', 5, 5)).toBe('https://frinkiac.com/bettermaker/Movie/5/5');
  });

  it('refuses an end before the start, and bad times', () => {
    expect(() => gifEditorUrl(BASE, 'S05E01', 10, 9)).toThrow(new RangeError('end (9) must not be before start (10)'));
    expect(() => gifEditorUrl(BASE, 'S05E01', 1.5, 9)).toThrow(RangeError);
    expect(() => gifEditorUrl(BASE, 'S05E01', 0, '9' as never)).toThrow(RangeError);
  });
});
