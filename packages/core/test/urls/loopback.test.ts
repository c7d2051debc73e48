import { describe, expect, it } from '@jest/globals';
import { isLoopbackUrl } from '../../src/urls/loopback.js';

describe('isLoopbackUrl', () => {
  it.each([
    'http://127.0.0.1:8080/',
    'http://127.8.9.10/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://localhost/',
    'http://LOCALHOST./',
    'http://fake.localhost:4000/',
    'http://[::1]:3000/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
  ])('%s is loopback', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    'https://frinkiac.com/',
    'http://128.0.0.1/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
    'http://[::2]/',
    'http://[::ffff:10.0.0.1]/',
    'http://localhost.example/',
    'http://127.0.0.1.example/',
    'not a url',
  ])('%s is not', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});
