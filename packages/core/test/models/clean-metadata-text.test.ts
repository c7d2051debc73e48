import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { cleanMetadataText } from '../../src/models/clean-metadata-text.js';

describe('cleanMetadataText', () => {
  it.each([
    ['Mark Kirkland\n', 'Mark Kirkland'],
    ['  The Wizard of\n  Evergreen Terrace ', 'The Wizard of Evergreen Terrace'],
    ['a \r\n b', 'a b'],
    ['no break at all\t', 'no break at all'],
    ['', ''],
  ])('cleans %p to %p', (text, expected) => {
    expect(cleanMetadataText(text)).toBe(expected);
  });

  it('turns each break and the white space around it into one space, then trims, for any text', () => {
    const text = fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('\n', ' \n ', '\r\n', '\t', '\u00A0', '\u2028')), { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (value) => {
        expect(cleanMetadataText(value)).toBe(value.replace(/\s*\n\s*/g, ' ').trim());
      }),
    );
  });
});
