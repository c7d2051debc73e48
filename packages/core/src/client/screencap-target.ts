import { assertEpisodeKey, assertMilliseconds } from '../shared/arguments.js';
import { describeValue } from '../shared/describe-value.js';
import type { FrameLike } from '../shared/frame-like.js';

/** Where a screencap is: what `getScreencap` needs. */
export interface ScreencapTarget {
  /** The episode key, such as `S05E01`. */
  readonly episode: string;
  /** Where the frame sits in the episode, in ms. */
  readonly timestamp: number;
}

function isFrameLike(value: unknown): value is FrameLike {
  return typeof value === 'object' && value !== null && 'key' in value && 'timestamp' in value;
}

/**
 * Reads the arguments of `getScreencap`: `(episode, timestamp, options?)` or
 * `(frame, options?)`, and splits off the call options.
 * @throws {TypeError} for any other call shape, {RangeError} for a bad timestamp.
 */
export function resolveScreencapTarget(given: readonly unknown[]): { target: ScreencapTarget; options: unknown } {
  // Trailing undefineds are arguments left out (a wrapper passing its own optional ones on).
  let length = given.length;
  while (length > 0 && given[length - 1] === undefined) length--;
  const args = given.slice(0, length);
  const [first, second, third] = args;
  if (isFrameLike(first)) {
    assertEpisodeKey(first.key, 'frame.key');
    if (typeof first.timestamp !== 'number') {
      throw new TypeError(`frame.timestamp must be a number of milliseconds for getScreencap(frame), got ${describeValue(first.timestamp)}`);
    }
    assertMilliseconds(first.timestamp, 'frame.timestamp');
    if (args.length > 2) throw new TypeError('getScreencap(frame, options?) takes at most 2 arguments');
    return { target: { episode: first.key, timestamp: first.timestamp }, options: second };
  }
  if (typeof first === 'string') {
    if (second === undefined) {
      throw new TypeError(`getScreencap(episode, timestamp) needs a timestamp after the episode ${describeValue(first)}`);
    }
    assertEpisodeKey(first);
    // Not a number is another call shape, and "anything else throws TypeError".
    if (typeof second !== 'number') {
      throw new TypeError(`getScreencap(episode, timestamp) needs a number of milliseconds as timestamp, got ${describeValue(second)}`);
    }
    assertMilliseconds(second, 'timestamp');
    if (args.length > 3) throw new TypeError('getScreencap(episode, timestamp, options?) takes at most 3 arguments');
    return { target: { episode: first, timestamp: second }, options: third };
  }
  throw new TypeError(
    `getScreencap needs (episode, timestamp) or (frame), got (${given.map(describeValue).join(', ')})`,
  );
}
