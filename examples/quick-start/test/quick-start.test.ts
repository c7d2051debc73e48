// Runs every quick start of examples/quick-start as a user would (`node <file>`)
// and checks what it prints, so the README's offline quick starts cannot rot.
// Each starts its own fake service on loopback; the links it prints must be
// of that service, never of a live site.
import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DIRECTORY = fileURLToPath(new URL('..', import.meta.url));

const ORIGIN = String.raw`http://127\.0\.0\.1:\d+/`;
const RENDERED_GIF = new RegExp(String.raw`^${ORIGIN}video/S\d\dE\d\d/[\w=-]+\.gif$`);
const STRIP = new RegExp(String.raw`^${ORIGIN}comic/img\?b64=[\w%-]+(&layout=\w+)?$`);
const EDITOR = new RegExp(String.raw`^${ORIGIN}comicmaker/S\d\dE\d\d/\d+\?b64=[\w%-]+&layout=\w+$`);

/** What each quick start prints, line by line. */
const EXPECTED: Record<string, readonly (string | RegExp)[]> = {
  'async.mjs': [
    'The Flaky Test: "I told the release manager the nightly build is green-- and she believed me."',
    RENDERED_GIF,
    'Never heard of it.',
    'Deploy on Friday!',
    RENDERED_GIF,
    STRIP,
    EDITOR,
  ],
  'sync.mjs': [
    /^\S.*$/, // the random screencap's caption
    RENDERED_GIF,
    STRIP,
    'I told the release manager the nightly build is green-- and she believed me.',
    RENDERED_GIF,
    STRIP,
    /^The Flaky Test \d\d:\d\d$/,
    RENDERED_GIF,
  ],
  'core.mjs': [
    '"Me fail English?\\nThat is\\nunpossible!"',
    'SGkhClRoZXJl',
    '"I am so smart! I am so\\nsmart! S-M-R-T! I mean\\nS-M-A-R-T."',
  ],
  'quote-bot.ts': ['The Flaky Test: "Deploy on Friday!"', RENDERED_GIF, 'Never heard of it.'],
};

const QUICK_STARTS = readdirSync(DIRECTORY).filter((name) => /\.(mjs|ts)$/.test(name)).sort();

it('every quick start in the directory has its expected output here', () => {
  expect(QUICK_STARTS).toEqual(Object.keys(EXPECTED).sort());
});

describe.each(QUICK_STARTS)('%s', (name) => {
  it('runs offline and prints what the README says it does', async () => {
    const flags = name.endsWith('.ts') ? ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'] : [];
    const { stdout, stderr } = await run(process.execPath, [...flags, name], { cwd: DIRECTORY, timeout: 20_000 });
    expect(stderr).toBe('');
    const lines = stdout.trimEnd().split('\n');
    const expected = EXPECTED[name]!;
    expect(lines).toHaveLength(expected.length);
    lines.forEach((line, index) => {
      const want = expected[index]!;
      if (typeof want === 'string') expect(line).toBe(want);
      else expect(line).toMatch(want);
    });
    // Every link printed is the local fake's: nothing of a live site.
    for (const url of stdout.match(/\bhttps?:\/\/[^\s"]+/g) ?? []) expect(url).toMatch(new RegExp(`^${ORIGIN}`));
  });
});
