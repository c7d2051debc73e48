// The values the READMEs and guides print in their comments, checked against what the code really does.
import { describe, expect, it } from '@jest/globals';
import { encodeCaption } from '../src/caption/encode-caption.js';
import { formatCaption } from '../src/caption/format-caption.js';
import { INSTANCES } from '../src/instances/instances.js';
import { comicUrl } from '../src/comics/comic-url.js';
import { memeUrl } from '../src/urls/media.js';
import { scoreQuote } from '../src/quotes/score.js';
import { selectQuoteLines } from '../src/quotes/select-lines.js';
import { parseScreencapUrl } from '../src/links/parse-screencap-url.js';

describe('README examples', () => {
  it('examples/quick-start/core.mjs: formatCaption with maxChars 16', () => {
    expect(formatCaption('Me fail English? That is unpossible!', { maxChars: 16 })).toBe('Me fail English?\nThat is\nunpossible!');
  });

  it('links guide: parseScreencapUrl of a classic meme', () => {
    expect(parseScreencapUrl('https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=SGk%3D')).toEqual({
      kind: 'frame', base: 'https://frinkiac.com/', key: 'S05E01', timestamp: 200160, caption: 'Hi',
    });
  });

  it('examples/quick-start/core.mjs: encodeCaption', () => {
    expect(encodeCaption('Hi!\nThere')).toBe('SGkhClRoZXJl');
  });

  it('core README: the formatted caption, its comic URL on Frinkiac and its meme URL on a classic instance', () => {
    const caption = formatCaption('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T.');
    expect(caption).toBe('I am so smart! I am so\nsmart! S-M-R-T! I mean\nS-M-A-R-T.');
    expect(comicUrl(INSTANCES.frinkiac.url, { frame: { key: 'S05E10', timestamp: 1133400 }, caption })).toMatch(
      /^https:\/\/frinkiac\.com\/comic\/img\?b64=W3siZSI6IlMwNUUxMCIsInRzIjoxMTMzNDAwLCJv[\w-]+(%3D)*$/,
    );
    expect(memeUrl('http://localhost:8080/', 'S05E10', 1133400, caption)).toMatch(
      /^http:\/\/localhost:8080\/meme\/S05E10\/1133400\.jpg\?b64lines=SSBhbSBzbyBzbWFy/,
    );
  });

  it('core README: a two-panel comic on Frinkiac', () => {
    const url = comicUrl('https://frinkiac.com/', [
      { frame: { key: 'S05E01', timestamp: 200160 }, caption: 'That is\nimpossible!' },
      { frame: { key: 'S05E01', timestamp: 204000 }, caption: 'S-M-R-T', style: { font: 'comicneue' } },
    ]);
    expect(url).toMatch(/^https:\/\/frinkiac\.com\/comic\/img\?b64=W3siZSI6[\w-]+(%3D)*&layout=wide$/);
  });
});

describe('core README: quotes', () => {
  it('scores a quote whose words appear in order', () => {
    expect(scoreQuote('so smart', '“I am SO smart!”')).toBe(1);
  });

  it('grows a line to its sentence', () => {
    const line = (start: number, Content: string) => ({ StartTimestamp: start, EndTimestamp: start + 1000, Content });
    const subtitles = [line(0, 'Hi.'), line(1000, 'I told the boss'), line(2000, 'the build is green--'), line(3000, 'and he believed me.')];
    expect(selectQuoteLines(subtitles, 'the build is green', { timestamp: 2500 }).text).toBe('I told the boss the build is green-- and he believed me.');
  });
});
