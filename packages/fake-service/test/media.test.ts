import { describe, expect, test } from '@jest/globals';
import { tinyGif, tinyJpeg, tinyMp4, videoToken } from '../src/media.js';

/** Reads the top-level ISO-BMFF boxes of a file. */
function boxes(bytes: Buffer): { type: string; size: number }[] {
  const found: { type: string; size: number }[] = [];
  for (let offset = 0; offset < bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    found.push({ type: bytes.toString('latin1', offset + 4, offset + 8), size });
    expect(size).toBeGreaterThanOrEqual(8);
    offset += size;
  }
  return found;
}

/** JPEG segments up to the start of scan: marker and payload. */
function jpegSegments(bytes: Buffer): { marker: number; payload: Buffer }[] {
  const segments: { marker: number; payload: Buffer }[] = [];
  let offset = 2;
  while (offset < bytes.length) {
    expect(bytes[offset]).toBe(0xff);
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    segments.push({ marker, payload: bytes.subarray(offset + 4, offset + 2 + length) });
    offset += 2 + length;
    if (marker === 0xda) break;
  }
  return segments;
}

describe('tinyJpeg', () => {
  test('is a baseline JFIF JPEG: SOI, APP0, DQT, SOF0 8x8, DHT x2, SOS, EOI', () => {
    const jpeg = tinyJpeg();
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const segments = jpegSegments(jpeg);
    expect(segments.map((segment) => segment.marker)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    expect(segments[0]?.payload.subarray(0, 5).toString('latin1')).toBe('JFIF\0');
    const frameHeader = segments[2]?.payload;
    expect(frameHeader?.readUInt16BE(1)).toBe(8);
    expect(frameHeader?.readUInt16BE(3)).toBe(8);
  });

  test('carries the caption in a COM segment', () => {
    const segments = jpegSegments(tinyJpeg('Café ♪'));
    const comment = segments.find((segment) => segment.marker === 0xfe);
    expect(comment?.payload.toString('utf8')).toBe('Café ♪');
  });

  test('an empty caption still gives a valid file', () => {
    const jpeg = tinyJpeg('');
    expect(jpegSegments(jpeg).some((segment) => segment.marker === 0xfe)).toBe(true);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
  });
});

describe('tinyGif', () => {
  test('is a 1x1 GIF89a ending with the trailer', () => {
    const gif = tinyGif();
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(1);
    expect(gif.readUInt16LE(8)).toBe(1);
    expect(gif.at(-1)).toBe(0x3b);
  });

  test('carries the caption in a comment extension split into sub-blocks', () => {
    const caption = 'x'.repeat(300);
    const gif = tinyGif(caption);
    const start = gif.indexOf(Buffer.from([0x21, 0xfe]));
    expect(start).toBeGreaterThan(0);
    expect(gif[start + 2]).toBe(255);
    expect(gif[start + 3 + 255]).toBe(45);
    expect(gif[start + 3 + 255 + 1 + 45]).toBe(0);
    expect(gif.at(-1)).toBe(0x3b);
  });
});

describe('tinyMp4', () => {
  test('is ftyp then moov holding an mvhd with the duration in ms', () => {
    const mp4 = tinyMp4(4_321);
    expect(boxes(mp4)).toEqual([
      { type: 'ftyp', size: 28 },
      { type: 'moov', size: 116 },
    ]);
    expect(mp4.toString('latin1', 8, 12)).toBe('isom');
    const movieHeader = mp4.subarray(28 + 8);
    expect(movieHeader.toString('latin1', 4, 8)).toBe('mvhd');
    expect(movieHeader.readUInt32BE(8 + 12)).toBe(1000);
    expect(movieHeader.readUInt32BE(8 + 16)).toBe(4_321);
  });
});

describe('videoToken', () => {
  const request = { format: 'gif', key: 'S01E01', start: 1_000, end: 5_000, caption: 'Hi' } as const;

  test('is 28 characters of URL-safe base64 with its padding', () => {
    expect(videoToken(request)).toMatch(/^[A-Za-z0-9_-]{27}=$/);
  });

  test('the same request gives the same token; any difference gives another', () => {
    expect(videoToken(request)).toBe(videoToken({ ...request }));
    const others = [
      { ...request, format: 'mp4' as const },
      { ...request, key: 'S01E02' },
      { ...request, start: 1_001 },
      { ...request, end: 5_001 },
      { ...request, caption: 'Hi!' },
      { format: request.format, key: request.key, start: request.start, end: request.end },
    ].map(videoToken);
    expect(new Set([videoToken(request), ...others]).size).toBe(others.length + 1);
  });
});
