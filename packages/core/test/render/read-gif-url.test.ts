import { describe, expect, it } from '@jest/globals';
import { encodeCaption } from '../../src/caption/encode-caption.js';
import { readGifUrl } from '../../src/render/read-gif-url.js';
import { clipUrl, clipUrlTemplate } from '../../src/urls/media.js';
import { catchError } from '../support/catch-error.js';

const BASE = 'https://frinkiac.com/';

describe('readGifUrl', () => {
  it('reads a classic gif URL back into its clip and caption, as clipUrl writes it', () => {
    const caption = 'D\'oh!\nWoo-hoo! 🍩 >>>?';
    expect(readGifUrl(BASE, clipUrl(BASE, 'gif', 'S05E01', 197160, 203994, caption))).toEqual({
      kind: 'render',
      range: { key: 'S05E01', start: 197160, end: 203994 },
      caption,
    });
  });

  it('no b64lines: no caption; an empty one: the empty caption', () => {
    expect(readGifUrl(BASE, `${BASE}gif/S05E01/0/0.gif`)).toEqual({ kind: 'render', range: { key: 'S05E01', start: 0, end: 0 }, caption: undefined });
    expect(readGifUrl(BASE, `${BASE}gif/S05E01/0/10.gif?b64lines=`)).toMatchObject({ caption: '' });
  });

  it('decodes a percent-encoded key and padding (%3D)', () => {
    const url = clipUrl('http://127.0.0.1:8080/mirror/', 'gif', 'S01 E01/?', 5, 9, 'Hi');
    expect(url).toContain('S01%20E01%2F%3F');
    expect(readGifUrl('http://127.0.0.1:8080/mirror/', url)).toEqual({ kind: 'render', range: { key: 'S01 E01/?', start: 5, end: 9 }, caption: 'Hi' });
    expect(readGifUrl(BASE, `${BASE}gif/S05E01/0/10.gif?b64lines=${encodeURIComponent(encodeCaption('Hi'))}`)).toMatchObject({ caption: 'Hi' });
  });

  it('a video URL of the instance comes back unchanged', () => {
    const video = `${BASE}video/S05E01/AbCdEfGhIjKlMnOpQrStUvWxYz01.gif`;
    expect(readGifUrl(BASE, video)).toEqual({ kind: 'rendered', url: video });
  });

  it.each([
    ['not a string', 42],
    ['not a URL', 'gif/S05E01/0/10.gif'],
    ['another host', 'https://morbotron.com/gif/S05E01/0/10.gif'],
    ['another scheme', 'http://frinkiac.com/gif/S05E01/0/10.gif'],
    ['another port', 'https://frinkiac.com:8443/gif/S05E01/0/10.gif'],
    ['an mp4 URL', `${BASE}mp4/S05E01/0/10.mp4`],
    ['a meme URL', `${BASE}meme/S05E01/10.jpg`],
    ['a comic URL', `${BASE}comic/img?b64=W10%3D`],
    ['the bare video folder', `${BASE}video/`],
    ['a negative start', `${BASE}gif/S05E01/-1/10.gif`],
    ['a fractional end', `${BASE}gif/S05E01/0/10.5.gif`],
    ['an end before the start', `${BASE}gif/S05E01/10/0.gif`],
    ['a huge end', `${BASE}gif/S05E01/0/99999999999999999999.gif`],
    ['a bad percent-encoding in the key', `${BASE}gif/S05%E01/0/10.gif`],
    ['another query parameter', `${BASE}gif/S05E01/0/10.gif?b64lines=SGk%3D&x=1`],
    ['two b64lines', `${BASE}gif/S05E01/0/10.gif?b64lines=SGk%3D&b64lines=SGk%3D`],
    ['a fragment', `${BASE}gif/S05E01/0/10.gif#top`],
    ['a caption in the standard alphabet', `${BASE}gif/S05E01/0/10.gif?b64lines=%2B%2F8%3D`],
    ['a caption that is not UTF-8', `${BASE}gif/S05E01/0/10.gif?b64lines=_w%3D%3D`],
  ])('%s: TypeError', (_label, url) => {
    expect(catchError(TypeError, () => readGifUrl(BASE, url)).message).toMatch(/^generateGif/);
  });

  it('a filled gifUrl template (clipUrlTemplate) reads as the clip it names; an empty {caption}: the empty caption', () => {
    const fill = (caption: string): string =>
      clipUrlTemplate(BASE, 'gif').replace('{key}', 'S05E01').replace('{start}', '1000').replace('{end}', '4000').replace('{caption}', caption);
    expect(readGifUrl(BASE, fill(encodeCaption('Hi')))).toEqual({ kind: 'render', range: { key: 'S05E01', start: 1000, end: 4000 }, caption: 'Hi' });
    expect(readGifUrl(BASE, fill(''))).toMatchObject({ caption: '' });
  });

  it('a filled mp4Url template: TypeError naming renderMp4 and getMp4Url, the ways to an mp4', () => {
    const url = clipUrlTemplate(BASE, 'mp4').replace('{key}', 'S05E01').replace('{start}', '1000').replace('{end}', '4000').replace('{caption}', '');
    const { message } = catchError(TypeError, () => readGifUrl(BASE, url));
    expect(message).toMatch(/^generateGif/);
    expect(message).toContain('renderMp4({ key, start, end }, { caption })');
    expect(message).toContain('getMp4Url()');
  });

  it('a URL of the same origin outside the base path: TypeError', () => {
    expect(() => readGifUrl('http://127.0.0.1:8080/mirror/', 'http://127.0.0.1:8080/gif/S05E01/0/10.gif')).toThrow(TypeError);
  });

  it('a URL with credentials, of this instance or not: TypeError that does not repeat them', () => {
    for (const url of ['https://bob:hunter2@frinkiac.com/video/S05E01/abc.gif', 'https://bob:hunter2@frinkiac.com/gif/S05E01/0/10.gif', 'https://bob:hunter2@evil.example/gif/S05E01/0/10.gif']) {
      const { message } = catchError(TypeError, () => readGifUrl(BASE, url));
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain('bob');
    }
    expect(catchError(TypeError, () => readGifUrl(BASE, 'https://bob:hunter2@frinkiac.com/video/S05E01/abc.gif')).message).toContain(
      'it carries credentials (user-info), got "https://frinkiac.com/video/S05E01/abc.gif"',
    );
  });

  it('names the URL shapes it takes', () => {
    expect(catchError(TypeError, () => readGifUrl(BASE, 'https://morbotron.com/x')).message).toBe(
      'generateGif takes a gif URL (https://frinkiac.com/gif/<key>/<start>/<end>.gif?b64lines=...) or a video URL of this instance; not a URL of this instance, got "https://morbotron.com/x"',
    );
  });
});
