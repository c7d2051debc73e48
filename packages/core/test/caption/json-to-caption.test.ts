import { describe, expect, it } from '@jest/globals';

import { jsonToCaption } from '../../src/caption/json-to-caption.js';

describe('jsonToCaption', () => {
  it('joins the Content of a caption response in order', () => {
    expect(
      jsonToCaption({
        Subtitles: [{ Content: 'Me fail English?' }, { Content: "That's unpossible!" }],
      }),
    ).toBe("Me fail English? That's unpossible!");
  });

  it('reads a full raw response and ignores the other keys', () => {
    const response = JSON.parse(`{
      "Episode": {"Id": 101, "Key": "S05E01", "Season": 5, "EpisodeNumber": 1,
                  "Title": "Homer's Barbershop Quartet", "Director": "Mark Kirkland",
                  "Writer": "Jeff Martin", "OriginalAirDate": "30-Sep-93", "WikiLink": ""},
      "Frame": {"Id": 701002, "Episode": "S05E01", "Timestamp": 200160},
      "Subtitles": [{"Id": 9001, "RepresentativeTimestamp": 199800, "Episode": "S05E01",
                     "StartTimestamp": 198300, "EndTimestamp": 201400,
                     "Content": "That is impossible!", "Language": "en"}],
      "Nearby": []}`);
    expect(jsonToCaption(response)).toBe('That is impossible!');
  });

  it('accepts the bare array of subtitles', () => {
    expect(jsonToCaption([{ Content: 'one' }, { Content: 'two' }, { Content: 'three' }])).toBe(
      'one two three',
    );
  });

  it('gives an empty string without subtitles', () => {
    expect(jsonToCaption([])).toBe('');
    expect(jsonToCaption({ Subtitles: [] })).toBe('');
    expect(jsonToCaption([{ Content: '  ' }])).toBe('');
  });

  it('trims the whole but keeps white space inside', () => {
    expect(jsonToCaption([{ Content: '  Hi' }, { Content: 'there  ' }])).toBe('Hi there');
    expect(jsonToCaption([{ Content: 'a\n  b' }, { Content: 'c\td' }])).toBe('a\n  b c\td');
  });

  it('skips nothing, not even empty subtitles', () => {
    expect(jsonToCaption([{ Content: 'a' }, { Content: '' }, { Content: 'b' }])).toBe('a  b');
  });

  it('keeps unicode as given', () => {
    expect(jsonToCaption([{ Content: '♪ 日本 ♪' }, { Content: 'cafe\u0301' }])).toBe('♪ 日本 ♪ cafe\u0301');
  });

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    ['text', '"text"'],
    [42, '42'],
  ])('rejects %p', (value, shown) => {
    expect(() => jsonToCaption(value as never)).toThrow(
      new TypeError(
        `json must be a caption or random response with a Subtitles array, or an array of subtitles; got ${shown}`,
      ),
    );
  });

  it.each([
    [{}, 'undefined'],
    [{ Subtitles: 'x' }, '"x"'],
    [{ Subtitles: null }, 'null'],
    [{ subtitles: [] }, 'undefined'],
  ])('rejects an object without a Subtitles array: %p', (value, shown) => {
    expect(() => jsonToCaption(value as never)).toThrow(
      new TypeError(
        `json must be a caption or random response with a Subtitles array, or an array of subtitles; got an object whose Subtitles is ${shown}`,
      ),
    );
  });

  it('rejects a subtitle that is not an object', () => {
    expect(() => jsonToCaption([{ Content: 'a' }, null] as never)).toThrow(
      new TypeError('subtitle 1 must be an object with a string Content, got null'),
    );
    expect(() => jsonToCaption({ Subtitles: ['a'] } as never)).toThrow(
      new TypeError('subtitle 0 must be an object with a string Content, got "a"'),
    );
  });

  it('rejects a Content that is not a string', () => {
    expect(() => jsonToCaption([{ Content: 42 }] as never)).toThrow(
      new TypeError('Content of subtitle 0 must be a string, got 42'),
    );
    expect(() => jsonToCaption({ Subtitles: [{ Content: 'a' }, {}] } as never)).toThrow(
      new TypeError('Content of subtitle 1 must be a string, got undefined'),
    );
    expect(() => jsonToCaption([{ Content: null }] as never)).toThrow(TypeError);
  });
});
