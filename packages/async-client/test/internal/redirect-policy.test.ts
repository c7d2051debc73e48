import { describe, expect, it } from '@jest/globals';
import { decideRedirect, MAX_REDIRECTS } from '../../src/internal/transport/redirect-policy.js';

const START = 'https://frinkiac.com/api/search?q=x';
const hop = (status: number, location: string, method = 'GET', redirects = 0) =>
  decideRedirect({ status, location, from: START, start: START, method, redirects });

describe('decideRedirect', () => {
  it.each([301, 302, 303, 307, 308])('follows a %i GET within the origin, to the absolute target', (status) => {
    expect(hop(status, '/video/a.gif')).toEqual({ follow: true, next: 'https://frinkiac.com/video/a.gif' });
    expect(hop(status, 'https://frinkiac.com/x')).toEqual({ follow: true, next: 'https://frinkiac.com/x' });
  });

  it.each([307, 308])('follows a %i POST within the origin (method and body kept)', (status) => {
    expect(hop(status, '/api/render/gif/stream', 'POST')).toEqual({ follow: true, next: 'https://frinkiac.com/api/render/gif/stream' });
  });

  it.each([301, 302, 303])('refuses a %i POST, which would become a GET', (status) => {
    expect(hop(status, '/video/a.gif', 'POST')).toEqual({
      follow: false,
      why: 'a redirect that would turn the POST into a GET, not followed',
      location: 'https://frinkiac.com/video/a.gif',
    });
  });

  it.each([
    ['https://morbotron.com/api/search?q=x', 'a redirect that leads to another origin (https://morbotron.com), not followed'],
    ['http://frinkiac.com/api/search?q=x', 'a redirect that leads to another origin (http://frinkiac.com), not followed'],
    ['https://frinkiac.com:8443/x', 'a redirect that leads to another origin (https://frinkiac.com:8443), not followed'],
    ['//evil.example/x', 'a redirect that leads to another origin (https://evil.example), not followed'],
    ['javascript:alert(1)', 'a redirect that is not an http(s) URL, not followed'],
    ['https://homer:donut@frinkiac.com/x', 'a redirect that carries credentials (user-info), not followed'],
  ])('refuses a redirect to %s', (location, why) => {
    const decision = hop(302, location);
    expect(decision).toMatchObject({ follow: false, why });
  });

  it('refuses a Location that is not a URL, with no location', () => {
    expect(hop(302, 'http://[')).toEqual({ follow: false, why: 'a redirect to a Location that is not a URL', location: undefined });
  });

  it(`refuses the redirect after ${MAX_REDIRECTS}`, () => {
    expect(hop(302, '/x', 'GET', MAX_REDIRECTS)).toMatchObject({ follow: false, why: `more than ${MAX_REDIRECTS} redirects` });
    expect(hop(302, '/x', 'GET', MAX_REDIRECTS - 1)).toMatchObject({ follow: true });
  });
});
