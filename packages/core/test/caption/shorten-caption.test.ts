import { describe, expect, it } from '@jest/globals';

import { shortenCaption } from '../../src/caption/shorten-caption.js';

describe('shortenCaption endings', () => {
  it.each([
    ['Hello. World', 'Hello.'],
    ['Hello! World', 'Hello!'],
    ['Who? Me', 'Who?'],
    ['Sing ♪ la la', 'Sing ♪'],
    ['One. Two. Three', 'One. Two.'],
    ['Hello there.\nHow are\nyou', 'Hello there.'],
  ])('cuts %p after its last ending', (input, expected) => {
    expect(shortenCaption(input)).toBe(expected);
  });

  it('keeps a caption that ends with an ending whole', () => {
    expect(shortenCaption('I am so smart!')).toBe('I am so smart!');
  });

  it.each([
    ['What?! No way', 'What?!'],
    ['Really!? Yes', 'Really!?'],
    ['Wait... what', 'Wait...'],
    ['Wait...', 'Wait...'],
  ])('keeps runs of endings in %p', (input, expected) => {
    expect(shortenCaption(input)).toBe(expected);
  });

  it('counts an ending at index 0', () => {
    expect(shortenCaption('! what')).toBe('!');
    expect(shortenCaption('♪ la la la')).toBe('♪');
    expect(shortenCaption('♪')).toBe('♪');
    expect(shortenCaption('.5 percent')).toBe('.');
  });

  it('keeps a closing ♪ (reference client fault)', () => {
    expect(shortenCaption('♪ Happy birthday ♪')).toBe('♪ Happy birthday ♪');
    expect(shortenCaption('♪ Happy birthday ♪ to you')).toBe('♪ Happy birthday ♪');
  });

  it('keeps characters attached to the ending', () => {
    expect(shortenCaption('Sing ♪\uFE0F la')).toBe('Sing ♪\uFE0F');
    expect(shortenCaption('Hey!\u0301 you')).toBe('Hey!\u0301');
  });
});

describe('shortenCaption decimal points', () => {
  it.each([
    ['3.14', '3.14'],
    ['Pi is 3.14 or so', 'Pi is 3.14 or so'],
    ['Pi is 3.14.', 'Pi is 3.14.'],
    ['Pi is 3.14. Or so', 'Pi is 3.14.'],
    ['v2.0. Now out', 'v2.0.'],
    ['v2.0.', 'v2.0.'],
    ['v2.0 is out', 'v2.0 is out'],
    ['Version 2. Final', 'Version 2.'],
    ['Costs 3.50! Wow', 'Costs 3.50!'],
    ['Pi ≈ 𝟑.𝟏𝟒 ok', 'Pi ≈ 𝟑.𝟏𝟒 ok'],
    ['١.٥ ok', '١.٥ ok'],
  ])('%p gives %p', (input, expected) => {
    expect(shortenCaption(input)).toBe(expected);
  });
});

describe('shortenCaption closers', () => {
  it.each([
    ['"Hi!" she said', '"Hi!"'],
    ["'Yes.' no", "'Yes.'"],
    ['“Really?” he asked', '“Really?”'],
    ['It’s ‘done.’ really', 'It’s ‘done.’'],
    ['«Non!» dit-il', '«Non!»'],
    ['‹Oui.› dit-elle', '‹Oui.›'],
    ['He said (loudly!) ok', 'He said (loudly!)'],
    ['[sic.] more', '[sic.]'],
    ['{ok!} more', '{ok!}'],
    ['「Yes!」 ok', '「Yes!」'],
    ['『Go!』x', '『Go!』'],
    ['She said "Hi!") and left', 'She said "Hi!")'],
    ['(“Wow!”)] after', '(“Wow!”)]'],
    ['（はい!） 次', '（はい!）'],
  ])('%p gives %p', (input, expected) => {
    expect(shortenCaption(input)).toBe(expected);
  });

  it('does not take a closer separated by a space', () => {
    expect(shortenCaption('Hi! " x')).toBe('Hi!');
  });
});

describe('shortenCaption white space and no ending', () => {
  it('removes trailing white space after the cut', () => {
    expect(shortenCaption('Hello.   ')).toBe('Hello.');
    expect(shortenCaption('Hello.\n')).toBe('Hello.');
    expect(shortenCaption('Hello!\u00A0\u3000')).toBe('Hello!');
  });

  it('keeps leading white space', () => {
    expect(shortenCaption('  Hi. there')).toBe('  Hi.');
  });

  it('returns a caption without an ending exactly as given', () => {
    expect(shortenCaption('')).toBe('');
    expect(shortenCaption('   ')).toBe('   ');
    expect(shortenCaption('no ending  ')).toBe('no ending  ');
    expect(shortenCaption('  3.14\n')).toBe('  3.14\n');
    expect(shortenCaption('日本語。テキスト')).toBe('日本語。テキスト');
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [42, '42'],
    [['a.'], 'an array of length 1'],
  ])('rejects %p', (value, shown) => {
    expect(() => shortenCaption(value as never)).toThrow(
      new TypeError(`caption must be a string, got ${shown}`),
    );
  });
});
