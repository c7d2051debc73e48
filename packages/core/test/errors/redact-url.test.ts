import { describe, expect, it } from '@jest/globals';
import { describeGivenUrl, hasUserInfo, redactUrl, redactUrlsIn, urlForMessage } from '../../src/errors/redact-url.js';

describe('redactUrl', () => {
  it.each([
    ['https://homer:donut@frinkiac.com/api?q=1', 'https://frinkiac.com/api?q=1'],
    ['https://homer@frinkiac.com/', 'https://frinkiac.com/'],
    ['https://:donut@frinkiac.com/', 'https://frinkiac.com/'],
    ['https://@frinkiac.com/', 'https://frinkiac.com/'],
    ['https://homer:donut@[frinkiac/', 'https://[frinkiac/'],
    ['ftp://homer:donut@frinkiac.com/', 'ftp://frinkiac.com/'],
  ])('cuts the user-info of %j', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(hasUserInfo(url)).toBe(true);
  });

  it.each([
    'https://frinkiac.com/api/search?q=a@b',
    'not a url',
    '/video/a.gif',
    'javascript:alert(1)',
    // Its host is frinkiac.com (a backslash ends the host): cutting up to the @ would name evil.test instead.
    'https://frinkiac.com\\@evil.test/img/S01E01/1.jpg',
  ])('leaves %j as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
    expect(hasUserInfo(url)).toBe(false);
  });
});

describe('redactUrlsIn', () => {
  it('cuts the user-info of every URL in a text, with or without a scheme', () => {
    expect(redactUrlsIn('{"url":"https://homer:donut@frinkiac.com/x"} and //marge:pw@evil.example/y')).toBe(
      '{"url":"https://frinkiac.com/x"} and //evil.example/y',
    );
  });

  it('leaves an e-mail address and a text without URLs alone', () => {
    expect(redactUrlsIn('write to homer@frinkiac.com')).toBe('write to homer@frinkiac.com');
  });
});

describe('urlForMessage', () => {
  it.each([
    ['https://frinkiac.com/', 'https://frinkiac.com/'],
    ['https://x.example/?key=SECRETKEY', 'https://x.example/?…'],
    ['https://x.example/#access_token=SECRETKEY', 'https://x.example/#…'],
    ['https://me:SECRETKEY@x.example/a?key=SECRETKEY#SECRETKEY', 'https://x.example/a?…#…'],
    ['https://x.example/a#frag?SECRETKEY', 'https://x.example/a#…'],
    ['https://x.example/?', 'https://x.example/?…'],
    ['api/detect-loop?key=SECRETKEY', 'api/detect-loop?…'],
    ['not a url?SECRETKEY', 'not a url?…'],
    ['https://me:SECRETKEY@[bad/?SECRETKEY', 'https://[bad/?…'],
    ['https://frinkiac.com\\@evil.test/?key=SECRETKEY', 'https://frinkiac.com\\@evil.test/?…'],
  ])('%j is shown as %j', (url, shown) => {
    expect(urlForMessage(url)).toBe(shown);
  });
});

describe('describeGivenUrl', () => {
  it('quotes a string as urlForMessage makes it, and describes anything else as describeValue does', () => {
    expect(describeGivenUrl('https://x.example/?key=SECRETKEY')).toBe('"https://x.example/?…"');
    expect(describeGivenUrl(42)).toBe('42');
    expect(describeGivenUrl(undefined)).toBe('undefined');
  });
});
