// `npm run dev` as someone tries it: lines typed into the console harness,
// the bot's answers printed, no Telegram token anywhere.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);

test('the console harness answers /quote and an inline query', async () => {
  const harness = fileURLToPath(new URL('../dev/console.ts', import.meta.url));
  const running = run(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', harness], { timeout: 30_000, env: { ...process.env, TELEGRAM_BOT_TOKEN: '' } });
  running.child.stdin?.end('/quote pancakes\n@quotes_bot pancakes\n');
  const { stdout: output } = await running;
  assert.match(output, /^\[photo\] http:\/\/127\.0\.0\.1:\d+\/comic\/img\?b64=\S+\n.*pancakes/im);
  assert.match(output, /^ {2}\[Comic strip\] http/m);
  assert.match(output, /^\[inline\] .*pancakes.* http:\/\/127\.0\.0\.1:\d+\/img\//im);
});
