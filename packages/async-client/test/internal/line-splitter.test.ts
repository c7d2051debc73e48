import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createLineSplitter } from '../../src/internal/body/line-splitter.js';

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The lines a splitter reports for `chunks`, pushed in order then ended. */
function linesOf(chunks: readonly Uint8Array[]): string[] {
  const lines: string[] = [];
  const splitter = createLineSplitter((line) => lines.push(line));
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return lines;
}

/** `bytes` cut at the given positions (any order, repeats and out-of-range folded in). */
function cut(bytes: Uint8Array, positions: readonly number[]): Uint8Array[] {
  const points = [...new Set(positions.map((position) => position % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return chunks;
}

/** What a reader of the text expects: its lines, blank ones left out. */
function expectedLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

// Text rich in line breaks and in characters of 2, 3 and 4 UTF-8 bytes.
const PIECES = ['a', 'Z', '0', ' ', '\t', '\n', '\n\n', '{"progress":0.5}', '"', 'é', '€', 'ド', '🍩', '👩‍👩‍👧', 'e\u0301', '\u{10FFFF}'];
const textArbitrary = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 40 })
  .map((pieces) => pieces.join(''))
  .filter((text) => !text.startsWith('\uFEFF'));
const cutsArbitrary = fc.array(fc.nat({ max: 10_000 }), { maxLength: 30 });

describe('createLineSplitter', () => {
  it('reports each complete line, blank lines left out', () => {
    expect(linesOf([bytesOf('{"progress":0.1}\n\n{"progress":0.2}\n   \n{"url":"/v.gif"}\n')])).toEqual([
      '{"progress":0.1}',
      '{"progress":0.2}',
      '{"url":"/v.gif"}',
    ]);
  });

  it('reports a last line without a line break when the stream ends', () => {
    const lines: string[] = [];
    const splitter = createLineSplitter((line) => lines.push(line));
    splitter.push(bytesOf('one\ntwo'));
    expect(lines).toEqual(['one']);
    splitter.end();
    expect(lines).toEqual(['one', 'two']);
  });

  it('reports nothing for an empty stream or one of blank lines only', () => {
    expect(linesOf([])).toEqual([]);
    expect(linesOf([bytesOf('')])).toEqual([]);
    expect(linesOf([bytesOf('\n \n\t\n')])).toEqual([]);
  });

  it('keeps a line split across chunks whole, and reports it once complete', () => {
    const lines: string[] = [];
    const splitter = createLineSplitter((line) => lines.push(line));
    splitter.push(bytesOf('{"prog'));
    expect(lines).toEqual([]);
    splitter.push(bytesOf('ress":0.5'));
    expect(lines).toEqual([]);
    splitter.push(bytesOf('}\n{"url"'));
    expect(lines).toEqual(['{"progress":0.5}']);
    splitter.push(bytesOf(':"/v.gif"}\n'));
    expect(lines).toEqual(['{"progress":0.5}', '{"url":"/v.gif"}']);
    splitter.end();
    expect(lines).toEqual(['{"progress":0.5}', '{"url":"/v.gif"}']);
  });

  it('keeps a multi-byte character whole when a chunk ends inside it, at every byte position', () => {
    const text = 'é€🍩\nドーナツ 👩‍👩‍👧\n';
    const bytes = bytesOf(text);
    for (let first = 0; first <= bytes.length; first++) {
      for (let second = first; second <= bytes.length; second++) {
        const chunks = [bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)];
        expect(linesOf(chunks)).toEqual(['é€🍩', 'ドーナツ 👩‍👩‍👧']);
      }
    }
  });

  it('reports the same lines, those of the text, whatever the chunking (property)', () => {
    fc.assert(
      fc.property(textArbitrary, cutsArbitrary, (text, positions) => {
        const bytes = bytesOf(text);
        const lines = linesOf(cut(bytes, positions));
        expect(lines).toEqual(expectedLines(text));
        expect(lines).toEqual(linesOf([bytes]));
      }),
      { numRuns: 500 },
    );
  });

  it('reports each line as soon as the chunk that completes it arrives (property)', () => {
    fc.assert(
      fc.property(textArbitrary, cutsArbitrary, (text, positions) => {
        const bytes = bytesOf(text);
        const lines: string[] = [];
        const splitter = createLineSplitter((line) => lines.push(line));
        let received = 0;
        for (const chunk of cut(bytes, positions)) {
          splitter.push(chunk);
          received += chunk.length;
          // A 0x0A byte is never part of a multi-byte character: the text up to
          // the last one received holds exactly the complete lines so far.
          const complete = bytes.subarray(0, bytes.subarray(0, received).lastIndexOf(0x0a) + 1);
          expect(lines).toEqual(expectedLines(new TextDecoder().decode(complete)));
        }
        splitter.end();
        expect(lines).toEqual(expectedLines(text));
      }),
      { numRuns: 300 },
    );
  });

  it('decodes malformed UTF-8 the same way whatever the chunking (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 60 }), cutsArbitrary, (bytes, positions) => {
        expect(linesOf(cut(bytes, positions))).toEqual(linesOf([bytes]));
      }),
      { numRuns: 500 },
    );
  });

  it('copes with chunks of one byte each', () => {
    const bytes = bytesOf('{"progress":0.25}\n{"url":"/video/S01E01/ドーナツ.gif"}');
    expect(linesOf([...bytes].map((byte) => Uint8Array.of(byte)))).toEqual(['{"progress":0.25}', '{"url":"/video/S01E01/ドーナツ.gif"}']);
  });
});
