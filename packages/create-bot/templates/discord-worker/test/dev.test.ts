// `npm run dev` as someone tries it: the worker under workerd against the
// fake service, answering the signed /quote it sends itself.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

test('npm run dev answers a signed /quote with the comic, no Discord key needed', async () => {
  const dev = fileURLToPath(new URL('../scripts/dev.mjs', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, [dev, '--once'], { timeout: 60_000, env: { ...process.env, PORT: '0' } });
  assert.match(stdout, /^POST \/quote pancakes answered 200:$/m);
  assert.match(stdout, /"url": "http:\/\/127\.0\.0\.1:\d+\/comic\/img\?b64=/);
});
