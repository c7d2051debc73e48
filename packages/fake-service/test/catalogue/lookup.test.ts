import { describe, expect, test } from '@jest/globals';
import { catalogue } from '../../src/catalogue/catalogue.js';
import {
  findEpisode,
  framesBetween,
  nearbyFrames,
  nearestFrame,
  nearestFrameIndex,
  subtitlesAt,
  subtitlesOverlapping,
} from '../../src/catalogue/lookup.js';
import type { RawFrame, RawSubtitle } from '../../src/catalogue/types.js';

const frame = (timestamp: number, id = timestamp): RawFrame => ({ Id: id, Episode: 'S09E09', Timestamp: timestamp });
const frames = [100, 300, 500, 700, 900, 1_100, 1_300, 1_500, 1_700].map((timestamp) => frame(timestamp));
const line = (start: number, end: number): RawSubtitle => ({
  Id: start,
  RepresentativeTimestamp: start,
  Episode: 'S09E09',
  StartTimestamp: start,
  EndTimestamp: end,
  Content: `${start}-${end}`,
  Language: 'en',
});

describe('findEpisode', () => {
  test('finds by exact key only', () => {
    expect(findEpisode(catalogue, 'S01E01')?.episode.Title).toBe('The Flaky Test');
    expect(findEpisode(catalogue, 's01e01')).toBeUndefined();
    expect(findEpisode(catalogue, 'S01E01 ')).toBeUndefined();
  });
});

describe('nearestFrameIndex', () => {
  test.each([
    [0, 0],
    [100, 0],
    [199, 0],
    [200, 0], // a tie goes to the earlier frame
    [201, 1],
    [1_700, 8],
    [99_999, 8],
  ])('at %d ms is frame %d', (timestamp, index) => {
    expect(nearestFrameIndex(frames, timestamp)).toBe(index);
  });

  test('is -1 without frames', () => {
    expect(nearestFrameIndex([], 5)).toBe(-1);
  });

  test('nearestFrame looks in the catalogue', () => {
    const first = catalogue.episodes[0]?.frames[0];
    expect(nearestFrame(catalogue, 'S01E01', 0)).toBe(first);
    expect(nearestFrame(catalogue, 'S99E99', 0)).toBeUndefined();
  });
});

describe('framesBetween', () => {
  test('includes both ends', () => {
    expect(framesBetween(frames, 300, 700).map((entry) => entry.Timestamp)).toEqual([300, 500, 700]);
  });

  test('is empty for a window between two frames', () => {
    expect(framesBetween(frames, 301, 499)).toEqual([]);
  });

  test('a huge window gives every frame', () => {
    expect(framesBetween(frames, -1e15, 1e15)).toEqual(frames);
  });
});

describe('nearbyFrames', () => {
  const timestampsAround = (centre: number): number[] => nearbyFrames(frames, centre).map((entry) => entry.Timestamp);

  test('three on each side in the middle', () => {
    expect(timestampsAround(4)).toEqual([300, 500, 700, 900, 1_100, 1_300, 1_500]);
  });

  test('shifted at the start and the end, always seven', () => {
    expect(timestampsAround(0)).toEqual([100, 300, 500, 700, 900, 1_100, 1_300]);
    expect(timestampsAround(1)).toEqual([100, 300, 500, 700, 900, 1_100, 1_300]);
    expect(timestampsAround(8)).toEqual([500, 700, 900, 1_100, 1_300, 1_500, 1_700]);
  });

  test('everything when an episode has fewer than seven frames', () => {
    expect(nearbyFrames(frames.slice(0, 3), 1)).toEqual(frames.slice(0, 3));
  });
});

describe('subtitle selection', () => {
  const lines = [line(0, 1_000), line(500, 2_000), line(3_000, 4_000)];

  test('subtitlesAt gives every line whose span includes the time, ends included', () => {
    expect(subtitlesAt(lines, 700)).toEqual([lines[0], lines[1]]);
    expect(subtitlesAt(lines, 2_000)).toEqual([lines[1]]);
    expect(subtitlesAt(lines, 2_500)).toEqual([]);
  });

  test('subtitlesOverlapping gives the lines touching the range, none when end < start', () => {
    expect(subtitlesOverlapping(lines, 1_500, 3_000)).toEqual([lines[1], lines[2]]);
    expect(subtitlesOverlapping(lines, 2_001, 2_999)).toEqual([]);
    expect(subtitlesOverlapping(lines, 800, 600)).toEqual([]);
  });
});
