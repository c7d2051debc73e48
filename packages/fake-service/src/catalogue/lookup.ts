/**
 * Read-only queries over the catalogue, shared by the routes. Frames are kept
 * in time order, so positions are found by binary search.
 */
import type { Catalogue, CatalogueEpisode, RawEpisode, RawFrame, RawSubtitle } from './types.js';

/** How many frames `api/nearby` and the caption's `Nearby` hold. */
export const NEARBY_FRAME_COUNT = 7;

/** The `Episode` the real service sends for a key it does not know: every field zeroed or empty. */
export const UNKNOWN_EPISODE: RawEpisode = Object.freeze({
  Id: 0,
  Key: '',
  Season: 0,
  EpisodeNumber: 0,
  Title: '',
  Director: '',
  Writer: '',
  OriginalAirDate: '',
  WikiLink: '',
});

const episodeIndexes = new WeakMap<Catalogue, ReadonlyMap<string, CatalogueEpisode>>();

/** Finds an episode by its exact key (`S01E01`); keys are case-sensitive. */
export function findEpisode(catalogue: Catalogue, key: string): CatalogueEpisode | undefined {
  let index = episodeIndexes.get(catalogue);
  if (index === undefined) {
    index = new Map(catalogue.episodes.map((entry) => [entry.episode.Key, entry]));
    episodeIndexes.set(catalogue, index);
  }
  return index.get(key);
}

/** Position of the first frame whose timestamp is `>= timestamp` (`frames.length` when none). */
function firstFrameAtOrAfter(frames: readonly RawFrame[], timestamp: number): number {
  let low = 0;
  let high = frames.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((frames[middle]?.Timestamp ?? Infinity) < timestamp) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Position of the frame nearest to `timestamp`; on a tie the earlier frame
 * wins. `-1` only for an episode without frames.
 */
export function nearestFrameIndex(frames: readonly RawFrame[], timestamp: number): number {
  if (frames.length === 0) return -1;
  const after = firstFrameAtOrAfter(frames, timestamp);
  if (after === 0) return 0;
  if (after === frames.length) return frames.length - 1;
  const distanceBefore = timestamp - (frames[after - 1]?.Timestamp ?? 0);
  const distanceAfter = (frames[after]?.Timestamp ?? 0) - timestamp;
  return distanceBefore <= distanceAfter ? after - 1 : after;
}

/** The frame nearest to `timestamp` in the episode `key`, if the episode exists. */
export function nearestFrame(catalogue: Catalogue, key: string, timestamp: number): RawFrame | undefined {
  const frames = findEpisode(catalogue, key)?.frames ?? [];
  return frames[nearestFrameIndex(frames, timestamp)];
}

/** Frames with a timestamp in `[from, to]`, both ends included. */
export function framesBetween(frames: readonly RawFrame[], from: number, to: number): RawFrame[] {
  const selected: RawFrame[] = [];
  for (let index = firstFrameAtOrAfter(frames, from); index < frames.length; index++) {
    const frame = frames[index];
    if (frame === undefined || frame.Timestamp > to) break;
    selected.push(frame);
  }
  return selected;
}

/**
 * The seven frames around the frame at `centre`: three on each side, the
 * window shifted inward at the start and end of the episode so that it always
 * holds seven frames (fewer only if the episode itself is shorter).
 */
export function nearbyFrames(frames: readonly RawFrame[], centre: number): RawFrame[] {
  const half = Math.floor(NEARBY_FRAME_COUNT / 2);
  const start = Math.max(0, Math.min(centre - half, frames.length - NEARBY_FRAME_COUNT));
  return frames.slice(start, start + NEARBY_FRAME_COUNT);
}

/** Subtitle lines shown at `timestamp`: those whose span includes it. */
export function subtitlesAt(subtitles: readonly RawSubtitle[], timestamp: number): RawSubtitle[] {
  return subtitles.filter((line) => line.StartTimestamp <= timestamp && timestamp <= line.EndTimestamp);
}

/** Subtitle lines whose span overlaps `[start, end]`; none when `end < start`. */
export function subtitlesOverlapping(subtitles: readonly RawSubtitle[], start: number, end: number): RawSubtitle[] {
  if (end < start) return [];
  return subtitles.filter((line) => line.StartTimestamp <= end && line.EndTimestamp >= start);
}
