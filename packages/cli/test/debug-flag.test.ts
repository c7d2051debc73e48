import { describe, expect, test } from '@jest/globals';
import { isDebugEnabled } from '../src/debug-flag.js';

describe('isDebugEnabled', () => {
  test.each(['1', 'true', 'yes', 'TRUE', 'on'])('SCREENCAP_DEBUG=%s turns it on', (value) => {
    expect(isDebugEnabled({ SCREENCAP_DEBUG: value })).toBe(true);
  });

  test.each(['', '0', 'false', 'False', 'FALSE'])('SCREENCAP_DEBUG=%j leaves it off', (value) => {
    expect(isDebugEnabled({ SCREENCAP_DEBUG: value })).toBe(false);
  });

  test('unset leaves it off', () => {
    expect(isDebugEnabled({})).toBe(false);
  });
});
