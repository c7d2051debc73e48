// `npm run dev` as someone tries it: lines typed into the console harness,
// the bot's answers printed, no Discord token anywhere.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

test('the console harness answers /quote, a pressed button and /quote without words', async () => {
  const harness = fileURLToPath(new URL('../dev/console.ts', import.meta.url));
  const running = run(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', harness], { timeout: 30_000, env: { ...process.env, DISCORD_TOKEN: '' } });
  // Longer, then a random quote.
  running.child.stdin?.end('/quote pancakes\n2\n/quote\n');
  const { stdout: output } = await running;
  assert.match(output, /^> .*pancakes/im);
  assert.match(output, /\[1\] Another one\n {2}\[2\] Longer\n {2}\[3\] Gif\n {2}\[4\] Strip http/);
  assert.match(output, /\(deferUpdate\)\n> .*pancakes.*\n.*\n {2}\[1\] Longer/i);
  assert.equal(output.match(/\(deferReply\)/g)?.length, 2);
});
