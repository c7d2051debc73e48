import { describe, expect, it } from '@jest/globals';
import { checkOwnUrl, pathUnderBase } from '../../src/urls/own-url.js';

const BASE = 'https://frinkiac.com/';

describe('checkOwnUrl', () => {
  it.each([
    ['/video/S01E01/t.gif', 'https://frinkiac.com/video/S01E01/t.gif'],
    ['video/S01E01/t.gif', 'https://frinkiac.com/video/S01E01/t.gif'],
    ['https://frinkiac.com/video/t.gif', 'https://frinkiac.com/video/t.gif'],
    ['https://FRINKIAC.com:443/video/t.gif', 'https://frinkiac.com/video/t.gif'],
  ])('accepts %j as %j', (candidate, href) => {
    expect(checkOwnUrl(candidate, BASE)).toEqual({ ok: true, href });
  });

  it.each([
    ['', 'is empty'],
    [' ', 'is empty'],
    ['http://[', 'is not a URL'],
    ['javascript:alert(1)', 'is not an http(s) URL'],
    ['file:///etc/passwd', 'is not an http(s) URL'],
    ['data:text/html,hi', 'is not an http(s) URL'],
    ['https://homer:donut@frinkiac.com/x', 'carries credentials (user-info)'],
    ['https://homer@frinkiac.com/x', 'carries credentials (user-info)'],
    ['//evil.example/x.gif', 'leads to another origin (https://evil.example)'],
    ['http://frinkiac.com/x', 'leads to another origin (http://frinkiac.com)'],
    ['https://frinkiac.com:8443/x', 'leads to another origin (https://frinkiac.com:8443)'],
    ['https://morbotron.com/x', 'leads to another origin (https://morbotron.com)'],
  ])('refuses %j: it %s', (candidate, problem) => {
    expect(checkOwnUrl(candidate, BASE)).toEqual({ ok: false, problem });
  });
});

describe('pathUnderBase', () => {
  it('gives the path under the base, of its origin and under its base path only', () => {
    expect(pathUnderBase(new URL('https://frinkiac.com/api/search?q=x'), 'https://frinkiac.com/')).toBe('api/search');
    expect(pathUnderBase(new URL('http://127.0.0.1:8080/mirror/gif/S05E01/1/2.gif'), 'http://127.0.0.1:8080/mirror/')).toBe('gif/S05E01/1/2.gif');
    expect(pathUnderBase(new URL('http://127.0.0.1:8080/gif/S05E01/1/2.gif'), 'http://127.0.0.1:8080/mirror/')).toBeUndefined();
    expect(pathUnderBase(new URL('http://frinkiac.com/api/search'), 'https://frinkiac.com/')).toBeUndefined();
    expect(pathUnderBase(new URL('https://frinkiac.com:8443/api/search'), 'https://frinkiac.com/')).toBeUndefined();
  });
});
