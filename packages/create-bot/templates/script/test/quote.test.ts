// The script's lines against the fake service, started in a child process as
// a blocking client needs it.
import type { ScreencapClient } from '@screencap/sync';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { quoteLines } from '../src/quote.ts';
import { screencapsFor } from '../src/screencaps.ts';

let service: FakeServiceHandle;
let screencaps: ScreencapClient;

before(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
});

after(async () => {
  screencaps.close();
  await service.close();
});

beforeEach(() => service.reset());

test('the words said across lines: the whole sentence, where it is, its gif and its strip', () => {
  const [text, where, gif, strip, ...rest] = quoteLines(screencaps, landmarks.quotes.acrossLines);
  assert.equal(text, 'I told the release manager the nightly build is green-- and she believed me.');
  assert.match(where ?? '', /^S\d\dE\d\d The Flaky Test \(\d\d:\d\d\)$/);
  assert.match(gif ?? '', new RegExp(`^gif: ${service.url}video/S\\d\\dE\\d\\d/\\S+\\.gif$`));
  assert.ok(strip?.startsWith(`strip: ${service.url}comic/img?b64=`), strip);
  assert.deepEqual(rest, []);
});

test('words nobody says are told without a stack', () => {
  assert.deepEqual(quoteLines(screencaps, landmarks.searches.none), [`Nobody says "${landmarks.searches.none}".`]);
});

test('no words: a random quote, from the random frame and its captions, without a search', async () => {
  const [text, where, gif] = quoteLines(screencaps, ' ');
  assert.ok(text !== undefined && text.length > 0);
  assert.match(where ?? '', /^S\d\dE\d\d .+ \(\d\d:\d\d\)$/);
  assert.match(gif ?? '', new RegExp(`^gif: ${service.url}video/`));
  const endpoints = (await service.requests()).map((entry) => entry.endpoint);
  assert.ok(endpoints.includes('random'), endpoints.join());
  assert.ok(!endpoints.includes('search'), endpoints.join());
});

test('`npm run dev` runs the script against its own fake service', async () => {
  const script = fileURLToPath(new URL('../dev/with-fake-service.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', script, 'pancakes'], { timeout: 30_000 });
  assert.match(stdout, /^.*pancakes.*\nS\d\dE\d\d .+ \(\d\d:\d\d\)$/im); // one of the strong hits, at random, then where it is
  assert.match(stdout, /^gif: http:\/\/127\.0\.0\.1:\d+\/video\//m);
});
