// The worker under workerd (Miniflare), as Discord calls it: interactions
// signed with a test key, the screencap service faked in a child process,
// Discord's API (where the gif follow-up goes) faked at the worker's outbound
// fetch.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { Miniflare } from 'miniflare';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWorker } from '../scripts/build.mjs';

const DISCORD_API = 'https://discord.test/api/v10';
const keys = generateKeyPairSync('ed25519');
const publicKeyHex = Buffer.from(keys.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url').toString('hex');

let service: FakeServiceHandle;
let worker: Miniflare;
let folder: string;
/** What the worker sent to Discord's API. */
let discordCalls: { method: string; url: string; body: unknown }[] = [];

async function outbound(request: Request): Promise<Response> {
  if (request.url.startsWith(DISCORD_API)) {
    discordCalls.push({ method: request.method, url: request.url, body: await request.json() });
    return Response.json({ id: '1' });
  }
  // Everything else is the screencap service, on loopback.
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(request.url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
}

async function send(interaction: unknown, { forge = false } = {}): Promise<{ status: number; body: any }> {
  const body = JSON.stringify(interaction);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = sign(null, Buffer.from(timestamp + body), keys.privateKey);
  if (forge) signature.writeUInt8(signature.readUInt8(0) ^ 1, 0);
  const response = await worker.dispatchFetch('http://worker.test/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature-ed25519': signature.toString('hex'), 'x-signature-timestamp': timestamp },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type') === 'application/json' ? JSON.parse(text) : text };
}

const command = (text: string) => ({ type: 2, application_id: 'app', token: 'tok', data: { name: 'quote', options: [{ name: 'text', type: 3, value: text }] } });
const button = (customId: string) => ({ type: 3, application_id: 'app', token: 'tok', data: { custom_id: customId, component_type: 2 } });


/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026', renderStepMs: 1 });
  folder = mkdtempSync(join(tmpdir(), 'discord-worker-'));
  const scriptPath = await buildWorker(join(folder, 'worker.js'));
  worker = new Miniflare({
    modules: true,
    scriptPath,
    modulesRoot: folder,
    compatibilityDate: '2026-05-01',
    bindings: { DISCORD_PUBLIC_KEY: publicKeyHex, SCREENCAP_BASE_URL: service.url, SCREENCAP_GENERATION: '2026', DISCORD_API },
    outboundService: outbound,
  });
}, 60_000);

afterAll(async () => {
  await worker.dispose();
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  discordCalls = [];
  await service.reset();
});

test("answers Discord's PING with a PONG", async () => {
  expect(await send({ type: 1 })).toEqual({ status: 200, body: { type: 1 } });
});

test('refuses a forged signature with 401, before any request to the service', async () => {
  const response = await send(command('pancakes'), { forge: true });
  expect(response.status).toBe(401);
  expect(await service.requests()).toEqual([]);
});

test('refuses a request with no signature with 401', async () => {
  const response = await worker.dispatchFetch('http://worker.test/', { method: 'POST', body: JSON.stringify({ type: 1 }) });
  expect(response.status).toBe(401);
});

test("/quote posts the matched clip's comic with buttons for the next hit, a gif and the strip", async () => {
  const { status, body } = await send(command(landmarks.searches.several));
  expect(status).toBe(200);
  expect(body.type).toBe(4);
  expect(body.data.content.toLowerCase()).toContain('pancakes');
  const image = body.data.embeds[0].image.url as string;
  expect(image.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
  expect((await fetchAsBrowser(image)).headers.get('content-type')).toBe('image/jpeg');
  const buttons = body.data.components[0].components;
  expect(buttons.map((entry: { label: string }) => entry.label)).toEqual([expect.stringMatching(/^Next hit \(1\/\d+\)$/), 'Gif', 'Strip']);
  expect(buttons[0].custom_id).toBe('next:1:pancakes');
  expect(buttons[2].url.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
});

test('the next-hit button replaces the message with the next hit', async () => {
  const first = await send(command(landmarks.searches.several));
  const { body } = await send(button(first.body.data.components[0].components[0].custom_id));
  expect(body.type).toBe(7);
  expect(body.data.embeds[0].image.url).not.toBe(first.body.data.embeds[0].image.url);
  expect(body.data.components[0].components[0].label).toMatch(/^Next hit \(2\/\d+\)$/);
});

test('the gif button acknowledges at once, then edits the message with the rendered gif', async () => {
  const { body } = await send(button('gif:0:pancakes'));
  expect(body).toEqual({ type: 6 });
  // The render runs after the answer (waitUntil); wait for the follow-up it sends.
  for (let tries = 0; discordCalls.length === 0 && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(discordCalls).toHaveLength(1);
  expect(discordCalls[0]).toMatchObject({ method: 'PATCH', url: `${DISCORD_API}/webhooks/app/tok/messages/@original` });
  const gif = (discordCalls[0]?.body as { content: string }).content;
  expect(gif).toMatch(new RegExp(`^${service.url}video/`));
  expect((await fetchAsBrowser(gif)).status).toBe(200);
});

test('a quote nobody says gets a message only the user sees', async () => {
  const { body } = await send(command(landmarks.searches.none));
  expect(body).toEqual({ type: 4, data: { content: `Nobody says "${landmarks.searches.none}".`, flags: 64 } });
});

test('a 429 from the service tells the user how long to wait', async () => {
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  const { body } = await send(command('waffles'));
  expect(body.data.content).toBe('The screencap service is busy; try again in 3600 s.');
});
