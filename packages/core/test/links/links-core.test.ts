import { describe, expect, it } from '@jest/globals';
import { InvalidResponseError, MAX_JSON_DEPTH } from '../../src/errors/invalid-response-error.js';
import { MediaTooLargeError } from '../../src/errors/media-too-large-error.js';
import { ScreencapError } from '../../src/errors/screencap-error.js';
import { deserializeError, serializeError } from '../../src/errors/serialization.js';
import { instanceGet, instanceGetUrl } from '../../src/links/instance-get.js';
import { DEFAULT_MEDIA_USER_AGENT, isMediaContentType, mediaRequest } from '../../src/urls/media-request.js';
import { Frame } from '../../src/models/frame.js';

const F = 'https://frinkiac.com/';
const LOCAL = 'http://127.0.0.1:8080/';

describe('getThumbnailUrl', () => {
  const json = { Id: 1, Episode: 'S05E01', Timestamp: 200160 };
  it('2026: the medium rendition', () => {
    expect(new Frame({ url: F }, json).getThumbnailUrl()).toBe(`${F}img/S05E01/200160/medium.jpg`);
  });
  it('classic: the full image', () => {
    expect(new Frame({ url: LOCAL }, json).getThumbnailUrl()).toBe(`${LOCAL}img/S05E01/200160.jpg`);
    expect(new Frame({ url: F, generation: 'classic' }, json).getThumbnailUrl()).toBe(`${F}img/S05E01/200160.jpg`);
  });
});

describe('MediaTooLargeError', () => {
  it('is a ScreencapError with limit, size and url, and survives the worker boundary', () => {
    const error = new MediaTooLargeError({ method: 'GET', url: `${F}video/S01E01/x.gif`, limit: 100, size: 150 });
    expect(error).toBeInstanceOf(ScreencapError);
    expect(error.message).toBe(`GET ${F}video/S01E01/x.gif is too large to download: 150 bytes, over the limit of 100 bytes (maxBytes)`);
    const back = deserializeError(structuredClone(serializeError(error)));
    expect(back).toBeInstanceOf(MediaTooLargeError);
    expect(back).toMatchObject({ limit: 100, size: 150, url: `${F}video/S01E01/x.gif`, message: error.message });
  });
  it('without a declared size', () => {
    const error = new MediaTooLargeError({ method: 'GET', url: F, limit: 100 });
    expect(error.size).toBeUndefined();
    expect(deserializeError(structuredClone(serializeError(error)))).toMatchObject({ size: undefined, limit: 100 });
  });
});

describe('mediaRequest', () => {
  it('a GET with the site as Referer and a browser User-Agent', () => {
    expect(mediaRequest(F, `${F}img/S01E01/1.jpg`, undefined, DEFAULT_MEDIA_USER_AGENT)).toEqual({
      method: 'GET', url: `${F}img/S01E01/1.jpg`, expect: 'media', headers: { referer: F, 'user-agent': DEFAULT_MEDIA_USER_AGENT }, maxBytes: 10 * 1024 * 1024,
    });
    expect(DEFAULT_MEDIA_USER_AGENT).toMatch(/^Mozilla\/5\.0 /);
  });
  it.each([
    ['another host', 'https://evil.example/x.gif'],
    ['a scheme-relative host', '//evil.example/x.gif'],
    ['credentials', 'https://user:secret@frinkiac.com/x.gif'],
    ['another scheme', 'http://frinkiac.com/x.gif'],
    ['a decimal IP', 'https://2130706433/x.gif'],
    ['an IPv6 host', 'https://[::1]/x.gif'],
    ['javascript', 'javascript:alert(1)'],
  ])('%s: TypeError, credentials never shown', (_name, url) => {
    expect(() => mediaRequest(F, url, undefined, 'ua')).toThrow(TypeError);
    try {
      mediaRequest(F, url, undefined, 'ua');
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
    }
  });
  it('a bad maxBytes is a RangeError or TypeError', () => {
    expect(() => mediaRequest(F, F, 0, 'ua')).toThrow(RangeError);
    expect(() => mediaRequest(F, F, 1.5, 'ua')).toThrow(RangeError);
    expect(() => mediaRequest(F, F, '10', 'ua')).toThrow(TypeError);
  });
  it('content types', () => {
    expect(isMediaContentType('image/jpeg')).toBe(true);
    expect(isMediaContentType('video/mp4; codecs=avc1')).toBe(true);
    expect(isMediaContentType('IMAGE/GIF')).toBe(true);
    expect(isMediaContentType('text/html')).toBe(false);
    expect(isMediaContentType('image/')).toBe(false);
    expect(isMediaContentType('')).toBe(false);
    expect(isMediaContentType('application/json; x=image/png')).toBe(false);
  });
});

describe('instanceGet', () => {
  it('builds <base><path>?<query>, encoded', () => {
    expect(instanceGetUrl(F, 'api/detect-loop', { episode: 'S05E01', start: 1000, q: 'a&b' })).toBe(`${F}api/detect-loop?episode=S05E01&start=1000&q=a%26b`);
    expect(instanceGetUrl(`${LOCAL}sub/`, '/api/x', undefined)).toBe(`${LOCAL}sub/api/x`);
  });
  it.each([
    'https://evil.example/api', '//evil.example/api', '../api', 'api/../../x', 'api/%2e%2e/x', 'api/%2E./x', 'a\\b', 'api?x=1', 'api#x', 'a b', '', '/', 'javascript:x', 'http:evil',
  ])('%j leaves the instance: TypeError', (path) => {
    expect(() => instanceGetUrl(F, path, undefined)).toThrow(TypeError);
  });
  it('a bad query is a TypeError', () => {
    expect(() => instanceGetUrl(F, 'api', { a: {} })).toThrow(TypeError);
    expect(() => instanceGetUrl(F, 'api', { a: Number.NaN })).toThrow(TypeError);
    expect(() => instanceGetUrl(F, 'api', 'a=1')).toThrow(TypeError);
    expect(() => instanceGetUrl(F, 42, undefined)).toThrow(TypeError);
  });
  it('parses any JSON, refuses anything else', () => {
    const operation = instanceGet(F, 'api/x', undefined);
    const answer = (body: string) => ({ url: operation.request.url, finalUrl: operation.request.url, status: 200, contentType: 'application/json', body, attempts: 1 });
    expect(operation.parse(answer('{"a":[1,null]}'))).toEqual({ a: [1, null] });
    expect(operation.parse(answer('3'))).toBe(3);
    expect(() => operation.parse(answer('<html>'))).toThrow(InvalidResponseError);
    expect(() => operation.parse(answer(' '))).toThrow(expect.objectContaining({ reason: 'empty' }));
  });

  it(`hands back arrays and objects nested ${MAX_JSON_DEPTH} levels deep, and refuses one level more at once`, () => {
    const operation = instanceGet(F, 'api/x', undefined);
    const answer = (body: string) => ({ url: operation.request.url, finalUrl: operation.request.url, status: 200, contentType: 'application/json', body, attempts: 1 });
    const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${close.repeat(depth)}`;
    let carried = operation.parse(answer(nested(MAX_JSON_DEPTH, '[', ']')));
    let depth = 0;
    while (Array.isArray(carried)) [carried, depth] = [carried[0] ?? null, depth + 1];
    expect(depth).toBe(MAX_JSON_DEPTH);
    expect(operation.parse(answer(`{"a":${nested(MAX_JSON_DEPTH - 1, '[', ']')},"b":1}`))).toMatchObject({ b: 1 });
    for (const body of [
      nested(MAX_JSON_DEPTH + 1, '[', ']'),
      `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`,
      `[1,{"b":[]},${nested(MAX_JSON_DEPTH, '[', ']')}]`,
      nested(200_000, '[', ']'),
    ]) {
      const error = (() => { try { operation.parse(answer(body)); } catch (caught) { return caught; } return undefined; })();
      expect(error).toBeInstanceOf(InvalidResponseError);
      expect(error).toMatchObject({ reason: 'too-deep', pageStatus: 200, url: `${F}api/x` });
      expect((error as Error).message).toBe(`GET ${F}api/x answered 200 with an invalid body: it nests deeper than 1000 levels`);
    }
  });
});
