import { describe, expect, test } from '@jest/globals';
import { refusal } from '../src/access.js';
import { splitTransportArguments } from '../src/http-arguments.js';
import { UsageError } from '../src/index.js';

describe('splitTransportArguments', () => {
  test('stdio unless --http; the other flags are left for the instance', () => {
    expect(splitTransportArguments(['--instance', 'Morbotron'])).toEqual({ transport: { http: undefined, allowedOrigins: [] }, rest: ['--instance', 'Morbotron'] });
  });

  test.each([
    [['--http', '8080'], { host: '127.0.0.1', port: 8080 }],
    [['--http=0.0.0.0:9000'], { host: '0.0.0.0', port: 9000 }],
    [['--http', 'localhost:1'], { host: 'localhost', port: 1 }],
    [['--http', '[::1]:8080'], { host: '::1', port: 8080 }],
  ])('%j listens on %j', (argv, http) => {
    expect(splitTransportArguments(argv).transport.http).toEqual(http);
  });

  test('--allow-origin repeats, each normalized to its origin', () => {
    const { transport } = splitTransportArguments(['--http', '1', '--allow-origin', 'https://A.example/', '--allow-origin=http://localhost:5173']);
    expect(transport.allowedOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  test.each([
    [['--http', 'nope'], /--http wants \[host:\]port/],
    [['--http', '70000'], /--http wants/],
    [['--http', '1', '--http', '2'], /once/],
    [['--http'], /--http wants a value/],
    [['--http', '--instance'], /--http wants a value/],
    [['--allow-origin', 'https://a.example'], /--allow-origin goes with --http/],
    [['--http', '0', '--allow-origin', 'https://a.example/path'], /--allow-origin: not an origin/],
    [['--http', '0', '--allow-origin', 'ftp://a.example'], /--allow-origin: not an origin/],
  ])('%j is a UsageError', (argv, message) => {
    expect(() => splitTransportArguments(argv)).toThrow(UsageError);
    expect(() => splitTransportArguments(argv)).toThrow(message);
  });
});

describe('refusal (DNS rebinding)', () => {
  const loopback = { loopbackOnly: true, allowedOrigins: ['https://app.example'] };
  const open = { loopbackOnly: false, allowedOrigins: ['https://app.example'] };

  test.each([
    ['localhost:8080', null],
    ['127.0.0.1:8080', null],
    ['[::1]:8080', null],
    ['127.0.0.1:8080', 'http://localhost:3000'],
    ['app.example', 'https://app.example'],
  ])('a loopback bind serves Host %s with Origin %s', (host, origin) => {
    expect(refusal(host, origin, loopback)).toBeUndefined();
  });

  test.each([
    ['evil.example', null, /Host "evil.example" is not served/],
    [null, null, /Host null is not served/],
    ['localhost:8080', 'https://evil.example', /Origin "https:\/\/evil.example" is not allowed/],
    ['localhost:8080', 'null', /Origin "null" is not allowed/],
    ['localhost.evil.example', null, /not served/],
  ])('a loopback bind refuses Host %s with Origin %s', (host, origin, message) => {
    expect(refusal(host, origin, loopback)).toMatch(message);
  });

  test('any other bind serves any Host, and only allowed origins (not loopback ones)', () => {
    expect(refusal('mcp.example.org', null, open)).toBeUndefined();
    expect(refusal('mcp.example.org', 'https://app.example', open)).toBeUndefined();
    expect(refusal('mcp.example.org', 'http://localhost:3000', open)).toMatch(/not allowed/);
  });
});
