// `npm run dev` as someone tries it: the worker under workerd against the
// fake service, answering the find_quote it sends itself.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

test('npm run dev serves /mcp and answers a find_quote, no account needed', async () => {
  const dev = fileURLToPath(new URL('../scripts/dev.mjs', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, [dev, '--once'], { timeout: 60_000, env: { ...process.env, PORT: '0' } });
  assert.match(stdout, /^MCP endpoint \(Streamable HTTP\), for your MCP client: http:\/\/127\.0\.0\.1:\d+\/mcp$/m);
  assert.match(stdout, /^find_quote "pancakes" answered 200:\n"Who wants pancakes\?" \(score 1\.00\)$/m);
});
