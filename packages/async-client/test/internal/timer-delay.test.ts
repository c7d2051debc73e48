import { expect, it } from '@jest/globals';
import { timerDelayMs } from '../../src/internal/transport/timer-delay.js';

it('turns seconds into milliseconds', () => {
  expect(timerDelayMs(0)).toBe(0);
  expect(timerDelayMs(0.05)).toBe(50);
  expect(timerDelayMs(15)).toBe(15000);
});

it('caps the delay at the longest a timer keeps (2^31 - 1 ms)', () => {
  expect(timerDelayMs(2147483.647)).toBe(2147483647);
  expect(timerDelayMs(3e6)).toBe(2147483647);
  expect(timerDelayMs(Number.MAX_VALUE)).toBe(2147483647);
});
