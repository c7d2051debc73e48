import { describe, expect, it } from '@jest/globals';
import { assertEpisodeKeyLimit, assertOverlayLimits, assertPanelCount, assertPayloadLimit, utf8Bytes } from '../../src/comics/limits.js';
import { SERVICE_LIMITS } from '../../src/instances/limits.js';

const texts = (count: number, text = 'x') => Array.from({ length: count }, () => ({ text }));

describe('the service limits', () => {
  it('are the numbers of the service facts', () => {
    expect(SERVICE_LIMITS).toEqual({ panels: 4, overlaysPerPanel: 32, overlayTextBytes: 1024, episodeKeyBytes: 16, payloadBytes: 65536 });
    expect(Object.isFrozen(SERVICE_LIMITS)).toBe(true);
  });

  it('counts UTF-8 bytes', () => {
    expect([utf8Bytes('abc'), utf8Bytes('é'), utf8Bytes('東'), utf8Bytes('👍🏽')]).toEqual([3, 2, 3, 8]);
  });
});

describe('assertPanelCount', () => {
  it('takes 1 to 4 panels and names the limit otherwise', () => {
    for (const count of [1, 2, 3, 4]) expect(() => { assertPanelCount(count); }).not.toThrow();
    expect(() => { assertPanelCount(0); }).toThrow(new RangeError('a comic has at least 1 panel, got 0'));
    expect(() => { assertPanelCount(5); }).toThrow(new RangeError("a comic has at most 4 panels (the service's limit), got 5"));
  });
});

describe('assertOverlayLimits', () => {
  it('takes up to 32 overlays and refuses 33, naming the limit and its number', () => {
    expect(() => { assertOverlayLimits(texts(32), 'panels[0]'); }).not.toThrow();
    expect(() => { assertOverlayLimits([], 'panels[0]'); }).not.toThrow();
    expect(() => { assertOverlayLimits(texts(33), 'panels[2]'); }).toThrow(
      new RangeError('panels[2]: one panel or render takes at most 32 overlays, got 33'),
    );
  });

  it('takes up to 1024 UTF-8 bytes of text an overlay, counting bytes, not characters', () => {
    expect(() => { assertOverlayLimits([{ text: 'x'.repeat(1024) }], 'render options'); }).not.toThrow();
    expect(() => { assertOverlayLimits([{ text: 'é'.repeat(512) }], 'render options'); }).not.toThrow();
    expect(() => { assertOverlayLimits([{ text: 'ok' }, { text: 'é'.repeat(513) }], 'render options'); }).toThrow(
      new RangeError('render options: the text of one overlay is at most 1024 bytes (UTF-8), got 1026 in overlay 1'),
    );
    expect(() => { assertOverlayLimits([{ text: 'x'.repeat(1025) }], 'p'); }).toThrow(/1024 bytes \(UTF-8\), got 1025/);
  });
});

describe('assertEpisodeKeyLimit', () => {
  it('takes up to 16 UTF-8 bytes of key and names the limit beyond', () => {
    expect(() => { assertEpisodeKeyLimit('S'.repeat(16), 'key'); }).not.toThrow();
    expect(() => { assertEpisodeKeyLimit('Movie', 'key'); }).not.toThrow();
    expect(() => { assertEpisodeKeyLimit('S'.repeat(17), 'panels[0].frame.key'); }).toThrow(
      new RangeError(`panels[0].frame.key "${'S'.repeat(17)}": an episode key is at most 16 bytes (UTF-8), got 17`),
    );
    expect(() => { assertEpisodeKeyLimit('é'.repeat(9), 'key'); }).toThrow(/16 bytes \(UTF-8\), got 18/);
  });
});

describe('assertPayloadLimit', () => {
  it('takes up to 64 KiB of JSON and names the limit beyond', () => {
    expect(() => { assertPayloadLimit('x'.repeat(65536), 'comic'); }).not.toThrow();
    expect(() => { assertPayloadLimit('x'.repeat(65537), 'comic'); }).toThrow(
      new RangeError('a comic payload is at most 65536 bytes (64 KiB) of JSON, got 65537'),
    );
    expect(() => { assertPayloadLimit('é'.repeat(32769), 'render'); }).toThrow(/65536 bytes \(64 KiB\) of JSON, got 65538/);
  });
});
