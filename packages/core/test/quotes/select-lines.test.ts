import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';

import { selectQuoteLines, type QuoteSubtitle } from '../../src/quotes/select-lines.js';

function line(start: number, Content: string, length = 2_000): QuoteSubtitle {
  return { StartTimestamp: start, EndTimestamp: start + length, Content, RepresentativeTimestamp: start + length / 2 };
}

// A scene whose sentences span lines, the way subtitle tracks cut speech.
const scene: QuoteSubtitle[] = [
  line(0, 'Good morning.'),
  line(2_500, 'I told the boss'),
  line(5_000, 'the build is green--'),
  line(7_500, 'and he believed me.'),
  line(10_000, '♪ La la la, the tests are green'),
  line(12_500, 'and the coverage is high ♪'),
  line(15_000, 'She said "Hi!"'),
  line(17_500, 'Ship it!'),
];

const texts = (subtitles: readonly QuoteSubtitle[], quote: string, timestamp = 6_000, maxLines?: number): string[] =>
  selectQuoteLines(subtitles, quote, { timestamp, ...(maxLines === undefined ? {} : { maxLines }) }).lines.map((chosen) => chosen.text);

describe('selectQuoteLines: real-world cases', () => {
  it.each([
    ['punctuation and case', 'GOOD MORNING', ['Good morning.']],
    ['curly quotes', 'she said “hi”', ['She said "Hi!"']],
    ['half a line, grown to its sentence', 'the build', ['I told the boss', 'the build is green--', 'and he believed me.']],
    ['a quote across 2 lines', 'the build is green and he believed', ['I told the boss', 'the build is green--', 'and he believed me.']],
    ['a quote across 3 lines', 'I told the boss the build is green and he believed me', ['I told the boss', 'the build is green--', 'and he believed me.']],
    ['a song line ♪', 'the coverage is high', ['♪ La la la, the tests are green', 'and the coverage is high ♪']],
    ['a line ending with closing quotes', 'she said hi', ['She said "Hi!"']],
  ])('%s', (_name, quote, expected) => {
    expect(texts(scene, quote)).toEqual(expected);
  });

  it('reads accents either way', () => {
    const lines = [line(0, 'Café au lait, s’il vous plaît.'), line(2_500, 'Ñandú, jalapeño, crème brûlée.')];
    expect(texts(lines, 'jalapeno creme brulee', 0)).toEqual(['Ñandú, jalapeño, crème brûlée.']);
    expect(texts(lines, 'cafe\u0301 au lait', 3_000)).toEqual(['Café au lait, s’il vous plaît.']);
  });

  it('picks the occurrence nearest the frame when the quote is said twice', () => {
    const lines = [line(0, 'Ship it!'), line(2_500, 'No.'), line(5_000, 'Ship it!')];
    const chosen = selectQuoteLines(lines, 'ship it', { timestamp: 5_500 });
    expect(chosen.lines).toEqual([{ text: 'Ship it!', start: 5_000, end: 7_000, representativeTimestamp: 6_000 }]);
  });

  it('gives the lines spoken at the frame when no line shares a word with the quote (a classic hit has no text to go by)', () => {
    const chosen = selectQuoteLines(scene, 'zyzzyva', { timestamp: 8_000 });
    expect(chosen.lines.map((chosenLine) => chosenLine.text)).toEqual(['and he believed me.']);
    expect(chosen.score).toBe(0);
    expect([chosen.start, chosen.end]).toEqual([7_500, 9_500]);
  });

  it('gives no line and the default clip window at a silent moment', () => {
    const chosen = selectQuoteLines(scene, 'zyzzyva', { timestamp: 30_000 });
    expect(chosen).toEqual({ lines: [], text: '', start: 27_000, end: 34_000, score: 0 });
  });

  it('keeps at most maxLines: the quote’s own lines first, then those before them', () => {
    expect(texts(scene, 'the build is green', 6_000, 2)).toEqual(['I told the boss', 'the build is green--']);
    expect(texts(scene, 'the build is green', 6_000, 1)).toEqual(['the build is green--']);
    expect(texts(scene, 'I told the boss the build is green and he believed me', 6_000, 2)).toEqual(['I told the boss', 'the build is green--']);
  });

  it('measures start, end, text and score from the lines, clamped to the episode', () => {
    const chosen = selectQuoteLines(scene, 'the build is green', { timestamp: 6_000, minTimestamp: 3_000, maxTimestamp: 9_000 });
    expect(chosen.text).toBe('I told the boss the build is green-- and he believed me.');
    expect(chosen.score).toBe(1);
    expect([chosen.start, chosen.end]).toEqual([3_000, 9_000]);
  });
});

describe('selectQuoteLines: properties', () => {
  // Transcripts of unique words, so a quote can be found in one place only.
  const ending = fc.constantFrom('', '.', '!', '?', '…', ' ♪', '--', '-', '."', '!)', ',');
  const transcript = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 5 }), ending), { minLength: 1, maxLength: 8 })
    .map((shapes) => {
      let next = 0;
      return shapes.map(([count, end], index) => {
        const words = Array.from({ length: count }, () => `w${(next += 1)}`);
        return line(index * 3_000, `${words.join(' ')}${end}`);
      });
    });

  it('finds a quote taken from any run of lines with score 1, as exactly that run grown to sentence ends', () => {
    fc.assert(
      fc.property(
        transcript.chain((lines) =>
          fc.tuple(fc.constant(lines), fc.nat({ max: lines.length - 1 }), fc.nat({ max: lines.length - 1 }), fc.boolean(), fc.boolean()),
        ),
        ([lines, a, b, trimStart, trimEnd]) => {
          const [first, last] = a <= b ? [a, b] : [b, a];
          const words = lines.slice(first, last + 1).map((chosen) => chosen.Content.split(/[^\w]+/u).filter((word) => word !== ''));
          // Half a line at either end still belongs to that line.
          if (trimStart && (words[0]?.length ?? 0) > 1) words[0] = words[0]!.slice(1);
          if (trimEnd && (words.at(-1)?.length ?? 0) > 1) words[words.length - 1] = words.at(-1)!.slice(0, -1);
          const quote = words.flat().join(' ');
          const chosen = selectQuoteLines(lines, quote, { timestamp: lines[first]!.StartTimestamp, maxLines: 8 });
          let start = first;
          while (start > 0 && !/([.!?…♪]["')\]]*)$/u.test(lines[start - 1]!.Content)) start -= 1;
          let end = last;
          while (end < lines.length - 1 && !/([.!?…♪]["')\]]*)$/u.test(lines[end]!.Content)) end += 1;
          expect(chosen.score).toBe(1);
          expect(chosen.lines.map((kept) => kept.text)).toEqual(lines.slice(start, end + 1).map((kept) => kept.Content));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('chooses the same lines whatever order the lines come in', () => {
    const anyScene = fc.shuffledSubarray(scene, { minLength: 1 });
    fc.assert(
      fc.property(
        anyScene.chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        fc.constantFrom('the build is green', 'ship it', 'la la', 'good morning she said', 'zyzzyva', 'and'),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 8 }),
        ([lines, reordered], quote, timestamp, maxLines) => {
          expect(selectQuoteLines(reordered, quote, { timestamp, maxLines })).toEqual(selectQuoteLines(lines, quote, { timestamp, maxLines }));
        },
      ),
      { numRuns: 500 },
    );
  });
});
