#!/usr/bin/env node
// `pnpm dev`: the bot (src/main.ts) against a local fake screencap service
// instead of the real one, until Ctrl-C. Platform credentials still come
// from the environment, as for `pnpm start`.
import { startFakeService } from '@screencap/fake-service';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const service = await startFakeService({ mode: '2026' });
console.log(`fake screencap service: ${service.url}`);
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const bot = spawn(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', main], {
  stdio: 'inherit',
  env: { ...process.env, SCREENCAP_BASE_URL: service.url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => bot.kill(signal));
bot.once('exit', async (code) => {
  await service.close();
  process.exitCode = code ?? 1;
});
