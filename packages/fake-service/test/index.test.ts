import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '../src/index.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

describe('public API', () => {
  test('exports the start functions, the catalogue and the constants', () => {
    expect(typeof api.startFakeService).toBe('function');
    expect(typeof api.startFakeServiceProcess).toBe('function');
    expect(typeof api.findEpisode).toBe('function');
    expect(typeof api.nearestFrame).toBe('function');
    expect(api.catalogue.title).toBe('The Testingtons');
    expect(api.landmarks.keys.overAnHour).toBe('S02E01');
    expect(api.ENDPOINT_NAMES).toEqual([
      'random',
      'caption',
      'search',
      'frames',
      'nearby',
      'episode',
      'img',
      'meme',
      'gif',
      'mp4',
      'video',
      'discover',
      'navigator',
      'transcript',
      'render-gif',
      'render-mp4',
      'comic',
      'comic-editor',
    ]);
    expect(api.FAULT_KINDS).toHaveLength(15);
    expect(api.FAULT_KINDS.slice(-3)).toEqual(['render-error', 'never-ending', 'raw']);
  });

  test('exports the 2026 helpers', () => {
    expect(api.FONTS).toEqual(['impact', 'comicneue', 'jost', 'pacifico', 'akbar', 'fr']);
    expect(api.catalogueFor('classic')).toBe(api.catalogue);
    expect(api.catalogueFor('2026')).toBe(api.catalogue2026);
    expect(api.catalogue2026.episodes.map((entry) => entry.episode.Key)).toEqual(['S01E01', 'S01E02', 'S01E03', 'S02E01', 'Movie']);
    expect(api.screencapRange(api.catalogue.episodes[0]!).MinTimestamp).toBe(api.catalogue.episodes[0]!.frames[0]!.Timestamp);
    expect(api.isoAirDate('9-Jan-00')).toBe('2000-01-09');
    expect(api.rebuiltEpisode(api.catalogue.episodes[0]!).OriginalAirDate).toBe('2000-01-09');
    expect(api.renderUrl('gif', { episode: 'S01E01', start: 0, end: 1000, check_only: false, overlays: [] })).toMatch(/^\/video\/S01E01\/[A-Za-z0-9_-]{27}=\.gif$/);
    expect(api.COMIC_LAYOUTS).toEqual(['single', 'wide', 'tall', '1over2', '2x2']);
  });

  test('depends on nothing and imports no client package', () => {
    const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    const sources = (directory: string): string[] =>
      readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? sources(join(directory, entry.name)) : [readFileSync(join(directory, entry.name), 'utf8')],
      );
    // Statements at the start of a line only: TSDoc examples import the package and Jest on purpose.
    const specifiers = sources(join(packageRoot, 'src')).flatMap((source) =>
      [...source.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)'/gm)].map((match) => match[1]),
    );
    expect(specifiers.length).toBeGreaterThan(50);
    for (const specifier of specifiers) expect(specifier).toMatch(/^(\.{1,2}\/|node:)/);
  });

  test('the bin is a committed shim importing the built entry point', () => {
    const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
    expect(manifest.bin).toEqual({ 'screencap-fake-service': './bin/screencap-fake-service.js' });
    expect(manifest.files).toContain('bin');
    expect(readFileSync(join(packageRoot, 'bin/screencap-fake-service.js'), 'utf8')).toBe("#!/usr/bin/env node\nimport '../dist/bin.js';\n");
  });
});
