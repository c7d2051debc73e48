#!/usr/bin/env node
// `npm run dev`: the worker under workerd (Miniflare) on http://127.0.0.1:8787/,
// against a local fake screencap service, with a throwaway signing key. It
// sends itself one signed `/quote` and prints the answer, then serves until
// Ctrl-C (or stops there with --once); sign your own requests with the
// private key it prints. PORT picks another port (0: any free one).
import { startFakeService } from '@screencap/fake-service';
import { Miniflare } from 'miniflare';
import { generateKeyPairSync, sign } from 'node:crypto';
import { dirname } from 'node:path';
import { buildWorker } from './build.mjs';

const port = Number(process.env.PORT ?? 8787);
const service = await startFakeService({ mode: '2026' });
const keys = generateKeyPairSync('ed25519');
const publicKey = Buffer.from(keys.publicKey.export({ format: 'jwk' }).x, 'base64url').toString('hex');
const scriptPath = await buildWorker();

const worker = new Miniflare({
  modules: true,
  scriptPath,
  modulesRoot: dirname(scriptPath),
  compatibilityDate: '2026-05-01',
  host: '127.0.0.1',
  port,
  bindings: { DISCORD_PUBLIC_KEY: publicKey, SCREENCAP_BASE_URL: service.url, SCREENCAP_GENERATION: '2026' },
  // Node's fetch reaches the fake service on loopback; workerd's own network stack would refuse it.
  outboundService: async (request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return fetch(request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
  },
});
const url = await worker.ready;

const body = JSON.stringify({ type: 2, application_id: 'local', token: 'local', data: { name: 'quote', options: [{ name: 'text', value: 'pancakes' }] } });
const timestamp = String(Math.floor(Date.now() / 1000));
const signature = sign(null, Buffer.from(timestamp + body), keys.privateKey).toString('hex');
const answer = await fetch(url, { method: 'POST', headers: { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp }, body });
console.log(`fake screencap service: ${service.url}`);
console.log(`worker: ${url.href} (Discord public key ${publicKey})`);
console.log(`private key, to sign your own requests:\n${keys.privateKey.export({ format: 'pem', type: 'pkcs8' })}`);
console.log(`POST /quote pancakes answered ${answer.status}:\n${JSON.stringify(await answer.json(), null, 2)}`);

async function stop() {
  await worker.dispose();
  await service.close();
}

if (process.argv.includes('--once')) await stop();
else {
  console.log('Ctrl-C to stop');
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop);
}
