import { describe, expect, it } from '@jest/globals';
import { stripPanels } from '../../src/comics/strip.js';

const frame = { key: 'S01E01', timestamp: 10_000 };
const nearby = [7_000, 8_000, 9_000, 10_000, 11_000, 12_000, 13_000].map((timestamp) => ({ key: 'S01E01', timestamp }));
const line = (start: number, content: string) => ({ StartTimestamp: start, Content: content });

describe('stripPanels', () => {
  it('gives one panel per line, the known frame nearest its start, the line formatted as its caption', () => {
    const panels = stripPanels({ frame, nearby, subtitles: [line(8_100, 'First line.'), line(11_600, 'A second line that is long enough to wrap twice.')] });
    expect(panels).toEqual([
      { frame: nearby[1], caption: 'First line.' },
      { frame: nearby[5], caption: 'A second line that is\nlong enough to wrap\ntwice.' },
    ]);
  });

  it('takes the earlier frame on a tie, and the screencap frame when it is the nearest or alone', () => {
    expect(stripPanels({ frame, nearby, subtitles: [line(8_500, 'Tie')] })[0]?.frame).toEqual(nearby[1]);
    expect(stripPanels({ frame, nearby: [], subtitles: [line(1, 'a'), line(50_000, 'b')] }).map((panel) => panel.frame)).toEqual([frame, frame]);
  });

  it('keeps the first 4 lines, and gives one bare panel for no line', () => {
    const lines = [1, 2, 3, 4, 5].map((index) => line(10_000, `Line ${index}`));
    expect(stripPanels({ frame, nearby, subtitles: lines }).map((panel) => panel.caption)).toEqual(['Line 1', 'Line 2', 'Line 3', 'Line 4']);
    expect(stripPanels({ frame, nearby, subtitles: [] })).toEqual([{ frame }]);
  });

  it('puts a style on every panel when given', () => {
    const style = { font: 'jost' } as const;
    expect(stripPanels({ frame, nearby, subtitles: [line(10_000, 'Hi')] }, style)).toEqual([{ frame: nearby[3], caption: 'Hi', style }]);
    expect(stripPanels({ frame, nearby, subtitles: [] }, style)).toEqual([{ frame, style }]);
  });
});
