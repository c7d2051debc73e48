import { describe, expect, it } from '@jest/globals';
import type { HttpResponse } from '../../src/shared/http.js';
import { ScreencapOperations } from '../../src/client/operations.js';
import { InvalidResponseError } from '../../src/errors/invalid-response-error.js';
import { NoSearchResultsFound } from '../../src/errors/no-search-results-found.js';
import { Frame } from '../../src/models/frame.js';
import type { ScreencapJson } from '../../src/schemas/screencap.js';
import { catchError } from '../support/catch-error.js';
import { okJson, operations, TestScreencap } from '../support/operations.js';
import { caption2026, classicCaption, episodeView, framesWindow, searchResults2026, zeroedEpisodeView } from '../support/payloads.js';

describe('ScreencapOperations', () => {
  describe('random', () => {
    it('GETs api/random and parses a screencap', () => {
      const operation = operations().random();
      expect(operation.request).toEqual({ method: 'GET', url: 'https://frinkiac.com/api/random', expect: 'json' });
      const screencap = operation.parse(okJson(operation.request.url, caption2026()));
      expect(screencap).toBeInstanceOf(TestScreencap);
      expect(screencap.key).toBe('S04E05');
      expect(screencap.timestamp).toBe(1023456);
      expect(screencap.title).toBe('Lisa the Beauty Queen');
      expect(screencap.caption).toBe('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T');
    });
  });

  describe('screencap', () => {
    it('GETs api/caption and parses a screencap with its nearby frames', () => {
      const operation = operations().screencap({ episode: 'S05E01', timestamp: 200160 });
      expect(operation.request).toEqual({
        method: 'GET',
        url: 'https://frinkiac.com/api/caption?e=S05E01&t=200160',
        expect: 'json',
      });
      const screencap = operation.parse(okJson(operation.request.url, classicCaption()));
      expect(screencap.id).toBe(101);
      expect(screencap.frame.id).toBe(701002);
      expect(screencap.nearby).toHaveLength(7);
      expect(screencap.getImageUrl()).toBe('https://frinkiac.com/img/S05E01/200160.jpg');
    });

    it('raises InvalidResponseError, naming the request URL, for a broken body', () => {
      const operation = operations().screencap({ episode: 'S05E01', timestamp: 200160 });
      const { Frame: _dropped, ...broken } = classicCaption();
      const error = catchError(InvalidResponseError, () => operation.parse(okJson(operation.request.url, broken)));
      expect(error.url).toBe('https://frinkiac.com/api/caption?e=S05E01&t=200160');
      expect(error.reason).toBe('schema');
      expect(error.issues.map((issue) => issue.path)).toEqual([['Frame']]);
    });

    it('checks its target before building a request', () => {
      expect(() => operations().screencap({ episode: '', timestamp: 1 })).toThrow(TypeError);
      expect(() => operations().screencap({ episode: 'S05E01', timestamp: -1 })).toThrow(RangeError);
    });
  });

  describe('search', () => {
    it('GETs api/search with the text encoded', () => {
      expect(operations().search('salt & pepper').request).toEqual({
        method: 'GET',
        url: 'https://frinkiac.com/api/search?q=salt%20%26%20pepper',
        expect: 'json',
      });
    });

    it('parses the results into Frames, 2026 keys kept in json', () => {
      const operation = operations().search('impossible');
      const frames = operation.parse(okJson(operation.request.url, searchResults2026()));
      expect(frames).toHaveLength(3);
      for (const frame of frames) expect(frame).toBeInstanceOf(Frame);
      expect(frames.map((frame) => [frame.key, frame.timestamp, frame.id])).toEqual([
        ['S05E01', 200160, 701002],
        ['S10E02', 125000, 1337],
        ['S01E01', 0, 99],
      ]);
      expect(frames[0].json.Content).toBe('That is impossible!');
      expect(frames[0].json.Title).toBe("Homer's Barbershop Quartet");
      expect(frames[1]?.imageUrl).toBe('https://frinkiac.com/img/S10E02/125000.jpg');
    });

    it('raises NoSearchResultsFound with the query and the URL on []', () => {
      const operation = operations().search('xyzzy & plugh');
      const error = catchError(NoSearchResultsFound, () => operation.parse(okJson(operation.request.url, [])));
      expect(error.query).toBe('xyzzy & plugh');
      expect(error.url).toBe('https://frinkiac.com/api/search?q=xyzzy%20%26%20plugh');
      expect(error.message).toBe('No search results for "xyzzy & plugh"');
    });

    it('raises InvalidResponseError, not NoSearchResultsFound, for an HTML page', () => {
      const operation = operations().search('impossible');
      const html: HttpResponse = {
        url: operation.request.url,
        finalUrl: operation.request.url,
        status: 200,
        contentType: 'text/html',
        body: '<html>Checking your browser</html>',
        attempts: 1,
      };
      expect(catchError(InvalidResponseError, () => operation.parse(html)).reason).toBe('not-json');
    });

    it('refuses text that is not a string before building a request', () => {
      expect(catchError(TypeError, () => operations().search(42)).message).toBe('text must be a string, got 42');
    });
  });

  describe('frames', () => {
    it('GETs api/frames/<key>/<ts>/<before>/<after> and parses Frames', () => {
      const operation = operations().frames('S05E01', 200160, 3000, 4000);
      expect(operation.request).toEqual({
        method: 'GET',
        url: 'https://frinkiac.com/api/frames/S05E01/200160/3000/4000',
        expect: 'json',
      });
      const frames = operation.parse(okJson(operation.request.url, framesWindow()));
      expect(frames.map((frame) => frame.timestamp)).toEqual([197160, 200160, 203994]);
    });

    it('returns [] for an unknown key, without raising', () => {
      const operation = operations().frames('S99E99', 0, 0, 0);
      expect(operation.parse(okJson(operation.request.url, []))).toEqual([]);
    });

    it('checks before and after', () => {
      expect(catchError(RangeError, () => operations().frames('S05E01', 200160, -1, 4000)).message).toContain('before');
    });
  });

  describe('nearby', () => {
    it('GETs api/nearby and parses Frames', () => {
      const operation = operations().nearby('S05E01', 200160);
      expect(operation.request).toEqual({
        method: 'GET',
        url: 'https://frinkiac.com/api/nearby?e=S05E01&t=200160',
        expect: 'json',
      });
      const frames = operation.parse(okJson(operation.request.url, classicCaption().Nearby));
      expect(frames).toHaveLength(7);
      expect(frames[3]?.id).toBe(701002);
    });
  });

  describe('episode', () => {
    it('GETs api/episode/<key>/<start>/<end> and returns the validated JSON', () => {
      const operation = operations().episode('S05E01', 195000, 201400);
      expect(operation.request).toEqual({
        method: 'GET',
        url: 'https://frinkiac.com/api/episode/S05E01/195000/201400',
        expect: 'json',
      });
      const view = operation.parse(okJson(operation.request.url, episodeView()));
      expect(view).toEqual(episodeView());
      expect(view.Episode.Title).toBe("Homer's Barbershop Quartet");
      expect(view.Subtitles.map((subtitle) => subtitle.Content)).toEqual(['Our next act...', 'That is impossible!']);
    });

    it('returns the zeroed record of an unknown key', () => {
      const operation = operations().episode('S99E99', 0, 1000);
      expect(operation.parse(okJson(operation.request.url, zeroedEpisodeView()))).toEqual(zeroedEpisodeView());
    });
  });

  describe('generateGif', () => {
    const GIF = 'https://frinkiac.com/gif/S05E01/197160/203994.gif?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D';

    it('GETs the gif URL expecting the final URL, and returns where the redirects led', () => {
      const operation = operations().generateGif(GIF);
      expect(operation.request).toEqual({ method: 'GET', url: GIF, expect: 'final-url' });
      const finalUrl = 'https://frinkiac.com/video/S05E01/Xk2yJ9aQwL3mPn7sTb0cVd4eF6gH.gif';
      expect(
        operation.parse({ url: GIF, finalUrl, status: 200, contentType: 'image/gif', body: '', attempts: 1 }),
      ).toBe(finalUrl);
    });

    it('sends the URL in its normalized form', () => {
      expect(operations().generateGif('HTTPS://FRINKIAC.COM/gif/S05E01/1/2.gif?b64lines=YQ%3D%3D').request.url).toBe(
        'https://frinkiac.com/gif/S05E01/1/2.gif?b64lines=YQ%3D%3D',
      );
    });

    it.each([
      ['ftp://frinkiac.com/gif/S05E01/1/2.gif', '"ftp://frinkiac.com/gif/S05E01/1/2.gif"'],
      ['file:///tmp/x.gif', '"file:///tmp/x.gif"'],
      ['javascript:alert(1)', '"javascript:alert(1)"'],
      ['gif/S05E01/1/2.gif', '"gif/S05E01/1/2.gif"'],
      ['not a url', '"not a url"'],
      ['', '""'],
      [42, '42'],
      [undefined, 'undefined'],
      [null, 'null'],
      [new URL('https://frinkiac.com/gif/S05E01/1/2.gif'), 'an instance of URL'],
    ])('refuses %p with a TypeError naming it', (value, described) => {
      expect(catchError(TypeError, () => operations().generateGif(value)).message).toBe(
        `gifUrl must be an absolute http(s) URL, got ${described}`,
      );
    });

    // Bots pass user links: no request may reach another host, however the URL is written.
    it.each([
      'https://evil.example/gif/S05E01/1/2.gif',
      'https://frinkiac.com.evil.example/gif/S05E01/1/2.gif',
      'http://frinkiac.com/gif/S05E01/1/2.gif',
      'https://frinkiac.com:8443/gif/S05E01/1/2.gif',
      'http:\\\\127.0.0.1:9\\gif/S05E01/1/2.gif',
      'http://2130706433/gif/S05E01/1/2.gif',
      'http://[::ffff:127.0.0.1]/gif/S05E01/1/2.gif',
    ])('refuses %p, not of this instance, with a TypeError before any request', (value) => {
      expect(catchError(TypeError, () => operations().generateGif(value)).message).toBe(`gifUrl must be a URL of this instance (https://frinkiac.com/), got ${JSON.stringify(value)}`);
    });

    it('refuses a URL of its origin outside its base path', () => {
      const mirror = { url: 'http://127.0.0.1:8080/mirror/' };
      const ops = new ScreencapOperations(mirror, (json: ScreencapJson) => new TestScreencap(mirror, json));
      expect(() => ops.generateGif('http://127.0.0.1:8080/gif/S05E01/1/2.gif')).toThrow(TypeError);
      expect(ops.generateGif('http://127.0.0.1:8080/mirror/gif/S05E01/1/2.gif').request.url).toBe('http://127.0.0.1:8080/mirror/gif/S05E01/1/2.gif');
    });
  });

  it('builds URLs under the instance it was given', () => {
    const morbotron = { url: 'https://morbotron.com/' };
    const ops = new ScreencapOperations(morbotron, (json: ScreencapJson) => new TestScreencap(morbotron, json));
    expect(ops.random().request.url).toBe('https://morbotron.com/api/random');
    expect(ops.search('Bite my shiny metal').request.url).toBe('https://morbotron.com/api/search?q=Bite%20my%20shiny%20metal');
    const frames = ops.frames('S02E13', 1, 0, 0);
    expect(frames.parse(okJson(frames.request.url, [{ Id: 5, Episode: 'S02E13', Timestamp: 1 }]))[0]?.imageUrl).toBe(
      'https://morbotron.com/img/S02E13/1.jpg',
    );
  });
});
