import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { Frame } from '../../src/models/frame.js';
import { rankQuoteHits } from '../../src/quotes/rank-hits.js';

const SOURCE = { url: 'https://frinkiac.com/' };
let id = 0;
function frame(key: string, timestamp: number, content?: string): Frame {
  id += 1;
  return new Frame(SOURCE, { Id: id, Episode: key, Timestamp: timestamp, ...(content === undefined ? {} : { Content: content }) });
}

describe('rankQuoteHits', () => {
  it('sorts by score, ties in the service order, and fills every field', () => {
    const frames = [frame('S01E01', 1_000, 'Ship.'), frame('S02E01', 1_000, 'Ship it!'), frame('S03E01', 1_000, 'SHIP IT')];
    const hits = rankQuoteHits(frames, 'ship it');
    expect(hits.map((hit) => [hit.key, hit.score])).toEqual([['S02E01', 1], ['S03E01', 1], ['S01E01', 0.5]]);
    expect(hits[0]).toEqual({ frame: frames[1], key: 'S02E01', timestamp: 1_000, quote: 'ship it', text: 'Ship it!', score: 1, duplicates: 0 });
  });

  it('keeps the service order for hits without text (classic)', () => {
    const frames = [frame('S01E01', 1_000), frame('S02E01', 1_000)];
    expect(rankQuoteHits(frames, 'ship it').map((hit) => [hit.key, hit.text, hit.score])).toEqual([['S01E01', undefined, undefined], ['S02E01', undefined, undefined]]);
  });

  it('merges hits of one episode closer than dedupe ms into the better one', () => {
    const frames = [frame('S01E01', 20_000, 'Ship'), frame('S01E01', 25_000, 'Ship it!'), frame('S01E01', 29_000, 'Ship it.'), frame('S01E01', 40_000, 'Ship it?'), frame('S02E01', 25_000, 'Ship it!')];
    const hits = rankQuoteHits(frames, 'ship it');
    expect(hits.map((hit) => [hit.key, hit.timestamp, hit.duplicates])).toEqual([['S01E01', 25_000, 2], ['S01E01', 40_000, 0], ['S02E01', 25_000, 0]]);
    expect(rankQuoteHits(frames, 'ship it', { dedupe: 0 })).toHaveLength(5);
    expect(rankQuoteHits(frames, 'ship it', { dedupe: 100_000 }).map((hit) => hit.duplicates)).toEqual([3, 0]);
  });

  it('keeps only the episode asked for', () => {
    const frames = [frame('S01E01', 1_000, 'Ship it'), frame('S02E01', 1_000, 'Ship it')];
    expect(rankQuoteHits(frames, 'ship it', { episode: 'S02E01' }).map((hit) => hit.key)).toEqual(['S02E01']);
    expect(rankQuoteHits(frames, 'ship it', { episode: 'S09E09' })).toEqual([]);
  });

  it('puts a best-scoring hit first, and counts every hit once, whatever the service order', () => {
    const pool = [
      frame('S01E01', 0, 'Ship it!'),
      frame('S01E01', 5_000, 'ship'),
      frame('S01E01', 50_000, 'it ships'),
      frame('S02E01', 0, 'Ship it now'),
      frame('S02E01', 30_000, 'nothing here'),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: 1 }), (frames) => {
        const hits = rankQuoteHits(frames, 'ship it');
        const best = Math.max(...frames.map((one) => (one.content === undefined ? 0 : rankQuoteHits([one], 'ship it')[0]!.score ?? 0)));
        expect(hits[0]?.score).toBe(best);
        expect(hits.reduce((sum, hit) => sum + 1 + hit.duplicates, 0)).toBe(frames.length);
        const scores = hits.map((hit) => hit.score ?? 0);
        expect(scores).toEqual([...scores].sort((left, right) => right - left));
      }),
    );
  });
});
