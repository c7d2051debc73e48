import { describe, expect, it } from '@jest/globals';

import { quoteSearches, quoteVariants, resolveQuoteOptions, resolveQuoteTarget } from '../../src/quotes/quote-plan.js';
import { catchError } from '../support/catch-error.js';

describe('resolveQuoteOptions', () => {
  it('fills in the defaults and splits off the call options', () => {
    expect(resolveQuoteOptions({ timeout: 2 })).toEqual({ filter: {}, episode: undefined, seasonFallback: false, dedupe: 10_000, maxLines: 4, variants: false, pick: 'best', call: { timeout: 2 } });
    expect(resolveQuoteOptions({ pick: 'weighted', variants: true }, true)).toMatchObject({ pick: 'weighted', variants: true, call: {} });
    // findQuotes takes no pick: it stays among the call's own options, which refuse it as unknown.
    expect(resolveQuoteOptions({ pick: 'weighted' })).toMatchObject({ pick: 'best', call: { pick: 'weighted' } });
    expect(resolveQuoteOptions({ seasonMin: 2, seasonMax: 3, episode: 'S02E01', seasonFallback: true, dedupe: 0, maxLines: 8 })).toMatchObject({
      filter: { seasonMin: 2, seasonMax: 3 },
      episode: 'S02E01',
      seasonFallback: true,
      dedupe: 0,
      maxLines: 8,
    });
  });

  it.each([
    [{ maxLines: 0 }, RangeError],
    [{ maxLines: 9 }, RangeError],
    [{ maxLines: 1.5 }, RangeError],
    [{ maxLines: '4' }, TypeError],
    [{ dedupe: -1 }, RangeError],
    [{ dedupe: '10' }, TypeError],
    [{ seasonFallback: 'yes' }, TypeError],
    [{ episode: '' }, TypeError],
    [{ seasonMin: 3, seasonMax: 2 }, RangeError],
    ['options', TypeError],
  ])('refuses %j', (options, errorClass) => {
    expect(catchError(errorClass, () => resolveQuoteOptions(options))).toBeInstanceOf(errorClass);
  });
});

describe('quoteSearches', () => {
  const none = { filter: {}, seasonFallback: false };

  it('sends one search for one sentence and no fallback', () => {
    expect(quoteSearches('the build is green', none)).toEqual({ first: { text: 'the build is green', filter: {} }, fallback: undefined });
  });

  it('falls back on the longest sentence of a quote of several', () => {
    expect(quoteSearches('Wait. The build is green! Ship it.', none).fallback).toEqual({ text: 'The build is green!', filter: {} });
  });

  it('falls back on every season with seasonFallback and a season range', () => {
    const filter = { seasonMin: 3 };
    expect(quoteSearches('ship it', { filter, seasonFallback: true }).fallback).toEqual({ text: 'ship it', filter: {} });
    expect(quoteSearches('ship it', { filter, seasonFallback: false }).fallback).toBeUndefined();
    expect(quoteSearches('ship it', { filter: {}, seasonFallback: true }).fallback).toBeUndefined();
    expect(quoteSearches('Wait. Ship it now.', { filter, seasonFallback: true }).fallback).toEqual({ text: 'Ship it now.', filter: {} });
  });
});

describe('resolveQuoteTarget', () => {
  it('reads a quote or a hit', () => {
    expect(resolveQuoteTarget('ship it')).toEqual({ kind: 'quote', quote: 'ship it' });
    const frame = { key: 'S01E01', timestamp: 5 };
    expect(resolveQuoteTarget({ frame, quote: 'ship it' })).toEqual({ kind: 'hit', quote: 'ship it', frame });
  });

  it.each([[''], ['?!'], [42], [null], [{ quote: 'x' }], [{ frame: { key: 'S01E01', timestamp: 1 } }]])('refuses %j with a TypeError', (target) => {
    expect(catchError(TypeError, () => resolveQuoteTarget(target)).message).toMatch(/quote/);
  });
});

describe('quoteVariants', () => {
  it('the quote without punctuation and quotation marks, then its first six words, each once', () => {
    expect(quoteVariants('"Don\'t  tell me," he said — it\'s a secret!')).toEqual(["Don't tell me he said it's a secret", "Don't tell me he said it's"]);
    expect(quoteVariants('just words here')).toEqual([]);
    expect(quoteVariants('one two three four five six seven')).toEqual(['one two three four five six']);
    expect(quoteVariants('?!')).toEqual([]);
  });
});
