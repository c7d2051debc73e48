import { describe, expect, it } from '@jest/globals';

import { scoreQuote } from '../../src/quotes/score.js';
import { endsSentence, quoteSentences } from '../../src/quotes/sentences.js';
import { quoteWords } from '../../src/quotes/words.js';

describe('quoteWords', () => {
  it.each([
    ['I AM so smart!', ['i', 'am', 'so', 'smart']],
    ['“Don’t” ‘panic’', ['dont', 'panic']],
    ["don't  panic\n\t now", ['dont', 'panic', 'now']],
    ['Café crème brûlée', ['cafe', 'creme', 'brulee']],
    ['Cafe\u0301 Zoe\u0308', ['cafe', 'zoe']],
    ['♪ La la -- la ♪', ['la', 'la', 'la']],
    ['S-M-R-T', ['s', 'm', 'r', 't']],
    ['...', []],
  ])('%j -> %j', (text, words) => {
    expect(quoteWords(text)).toEqual(words);
  });
});

describe('scoreQuote', () => {
  it.each([
    // punctuation and case differences
    ['i am so smart', 'I am so smart! S-M-R-T!', 1],
    ['I AM SO SMART!!!', 'i am so smart', 1],
    // curly quotes and apostrophes
    ["don't \"panic\"", 'Don’t “panic”.', 1],
    // accents, precomposed or combining
    ['cafe au lait', 'Café au lait, s’il vous plaît.', 1],
    ['café', 'Cafe\u0301 with a combining accent', 1],
    // the words in order with others between them
    ['build green', 'the build is green', 1],
    // half the words
    ['so smart dumb idiot', 'I am so smart!', 0.5],
    // the right words out of order
    ['smart so', 'so smart', 0.5],
    // nothing shared
    ['pancakes', 'Hello there.', 0],
    // a quote without words
    ['?!', 'anything', 0],
  ])('%j against %j is %d', (quote, text, score) => {
    expect(scoreQuote(quote, text)).toBeCloseTo(score, 10);
  });

  it('stays within 0 and 1', () => {
    expect(scoreQuote('a a a a', 'a')).toBe(0.25);
    expect(scoreQuote('a', 'a a a a')).toBe(1);
  });
});

describe('endsSentence', () => {
  it.each([
    ['Hello.', true],
    ['Hello!', true],
    ['Hello?', true],
    ['Well…', true],
    ['♪ Testing, one two three ♪', true],
    ['She said "Hi!"', true],
    ['(he leaves.)', true],
    ['“Really?”  ', true],
    ['I was going to--', false],
    ['I was going to -', false],
    ['Wait.--', false],
    ['the tests are green', false],
    ['♪ La la la, the tests are green', false],
    ['Roses are red,', false],
    ['', true],
  ])('%j: %s', (line, ends) => {
    expect(endsSentence(line)).toBe(ends);
  });
});

describe('quoteSentences', () => {
  it('cuts after each ending followed by white space, closers kept', () => {
    expect(quoteSentences('Wait. Stop! "Who?" Me… Pi is 3.14 ♪ la ♪ end')).toEqual(['Wait.', 'Stop!', '"Who?"', 'Me…', 'Pi is 3.14 ♪', 'la ♪', 'end']);
  });

  it('gives one sentence for a quote without an ending', () => {
    expect(quoteSentences('  the build is green  ')).toEqual(['the build is green']);
  });
});
