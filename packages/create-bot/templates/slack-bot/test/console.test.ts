// `npm run dev` as someone tries it: lines typed into the console harness,
// the bot's answers printed, no Slack token anywhere.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

test('the console harness answers /simpsons', async () => {
  const harness = fileURLToPath(new URL('../dev/console.ts', import.meta.url));
  const running = run(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', harness], { timeout: 30_000, env: { ...process.env, SLACK_BOT_TOKEN: '' } });
  running.child.stdin?.end('/simpsons pancakes\n/simpsons\n');
  const { stdout: output } = await running;
  assert.match(output, /^.*pancakes.* \(S\d\dE\d\d .*\)\n\[image\] http:\/\/127\.0\.0\.1:\d+\/comic\/img\?b64=/im);
  assert.match(output, /^ {2}\[Comic strip\] http/m);
  // Without words: a random quote, in the channel too.
  assert.equal(output.match(/^\[image\] /gm)?.length, 2);
});
