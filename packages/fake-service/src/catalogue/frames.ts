/**
 * Frame generation. Writing tens of thousands of frames by hand makes no
 * sense; they are generated from the episode id, so the same catalogue comes
 * out on every run and every machine.
 */
import { createRandom } from '../random.js';
import type { RawFrame } from './types.js';

/** Shortest gap between two consecutive frames, in ms. */
export const MIN_FRAME_GAP_MS = 150;
/** Longest gap between two consecutive frames, in ms. */
export const MAX_FRAME_GAP_MS = 250;
/** Frame ids are `episode id * FRAME_ID_STRIDE + position`; an episode holds far fewer frames. */
export const FRAME_ID_STRIDE = 100_000;

/**
 * Generates the frames of one episode: a frame every 150-250 ms (jitter
 * drawn from a generator seeded with the episode id), from the first gap up
 * to `durationMs` included.
 */
export function generateFrames(episodeId: number, key: string, durationMs: number): RawFrame[] {
  const random = createRandom(episodeId);
  const nextGap = (): number => MIN_FRAME_GAP_MS + random.nextInt(MAX_FRAME_GAP_MS - MIN_FRAME_GAP_MS + 1);
  const frames: RawFrame[] = [];
  for (let timestamp = nextGap(); timestamp <= durationMs; timestamp += nextGap()) {
    frames.push(Object.freeze({ Id: episodeId * FRAME_ID_STRIDE + frames.length + 1, Episode: key, Timestamp: timestamp }));
  }
  return frames;
}
