import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import * as api from '../src/index.js';
import { VERSION } from '../src/version.js';

it("VERSION equals package.json's version", () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  expect(manifest.name).toBe('@screencap/async');
  expect(VERSION).toBe(manifest.version);
  expect(VERSION).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
});

it('is exported from the package entry point', () => {
  expect(api.VERSION).toBe(VERSION);
});
