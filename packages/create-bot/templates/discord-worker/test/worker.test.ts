// The worker under workerd (Miniflare), as Discord calls it: interactions
// signed with a test key, the screencap service faked in a child process,
// Discord's API (where the gif follow-up goes) faked at the worker's outbound
// fetch.
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import { Miniflare } from 'miniflare';
import assert from 'node:assert/strict';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { buildWorker } from '../scripts/build.mjs';

const DISCORD_API = 'https://discord.test/api/v10';
const keys = generateKeyPairSync('ed25519');
const publicKeyHex = Buffer.from(keys.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url').toString('hex');

let service: FakeServiceHandle;
let worker: Miniflare;
let folder: string;
/** What the worker sent to Discord's API. */
let discordCalls: { method: string; url: string; body: any }[] = [];
/** The User-Agent of each request the worker sent the screencap service. */
let userAgents: (string | null)[] = [];

async function outbound(request: Request): Promise<Response> {
  if (request.url.startsWith(DISCORD_API)) {
    discordCalls.push({ method: request.method, url: request.url, body: await request.json() });
    return Response.json({ id: '1' });
  }
  // Everything else is the screencap service, on loopback.
  userAgents.push(request.headers.get('user-agent'));
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

const command = (text?: string) => ({ type: 2, application_id: 'app', token: 'tok', data: { name: 'quote', options: text === undefined ? [] : [{ name: 'text', type: 3, value: text }] } });
const button = (customId: string) => ({ type: 3, application_id: 'app', token: 'tok', data: { custom_id: customId, component_type: 2 } });

/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

before(async () => {
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
});

after(async () => {
  await worker.dispose();
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  discordCalls = [];
  userAgents = [];
  await service.reset();
});

test("answers Discord's PING with a PONG", async () => {
  assert.deepEqual(await send({ type: 1 }), { status: 200, body: { type: 1 } });
});

test('refuses a forged signature with 401, before any request to the service', async () => {
  const response = await send(command('pancakes'), { forge: true });
  assert.equal(response.status, 401);
  assert.deepEqual(await service.requests(), []);
});

test('refuses a request with no signature with 401', async () => {
  const response = await worker.dispatchFetch('http://worker.test/', { method: 'POST', body: JSON.stringify({ type: 1 }) });
  assert.equal(response.status, 401);
});

test("/quote posts the matched clip's comic with buttons for another one, a longer clip, a gif and the strip, saying who asks", async () => {
  const { status, body } = await send(command(landmarks.searches.several));
  assert.equal(status, 200);
  assert.equal(body.type, 4);
  assert.match(body.data.content, /pancakes/i);
  const image: string = body.data.embeds[0].image.url;
  assert.ok(image.startsWith(`${service.url}comic/img?b64=`), image);
  assert.equal((await fetchAsBrowser(image)).headers.get('content-type'), 'image/jpeg');
  const buttons = body.data.components[0].components;
  assert.deepEqual(buttons.map((entry: { label: string }) => entry.label), ['Another one', 'Longer', 'Gif', 'Strip']);
  assert.equal(buttons[0].custom_id, 'another:pancakes');
  // The clip's token, URL-safe, within Discord's 100 characters with its prefix.
  assert.match(buttons[1].custom_id, /^longer:[\w-]+$/);
  assert.match(buttons[2].custom_id, /^gif:[\w-]+$/);
  assert.ok(buttons[3].url.startsWith(`${service.url}comic/img?b64=`));
  // The userAgent the client was made with: the service's operators see who runs the bot.
  assert.ok(userAgents.length > 0 && userAgents.every((agent) => agent?.includes('my-screencap-bot/0.1.0')), String(userAgents));
});

test('/quote without text posts a random quote, without a search', async () => {
  const { body } = await send(command());
  assert.equal(body.type, 4);
  assert.equal(body.data.components[0].components[0].custom_id, 'another:');
  const endpoints = (await service.requests()).map((entry) => entry.endpoint);
  assert.ok(endpoints.includes('random') && !endpoints.includes('search'), endpoints.join());
});

test('another one replaces the message with a quote for the same words', async () => {
  const { body } = await send(button(`another:${landmarks.searches.movie}`));
  assert.equal(body.type, 7);
  assert.match(body.data.content, /popcorn/i);
});

test('longer replaces the message with the clip its token names, one line longer, with no search', async () => {
  const first = await send(command(landmarks.searches.several));
  await service.reset();
  const { body } = await send(button(first.body.data.components[0].components[1].custom_id));
  assert.equal(body.type, 7);
  const before: string = first.body.data.content;
  const after: string = body.data.content;
  assert.ok(after.startsWith(before) && after.length > before.length, `${before} -> ${after}`);
  assert.deepEqual(body.data.components[0].components.map((entry: { label: string }) => entry.label), ['Longer', 'Gif', 'Strip']);
  assert.ok(!(await service.requests()).some((entry) => entry.endpoint === 'search'));
});

test('a token that names no clip of this instance gets a message only the user sees, without a request', async () => {
  const { body } = await send(button('longer:not-a-token'));
  assert.deepEqual(body, { type: 4, data: { content: 'This button does not work any more; ask again.', flags: 64 } });
  assert.deepEqual(await service.requests(), []);
});

test('the gif button acknowledges at once, then edits the message with the rendered gif of its token', async () => {
  const first = await send(command('pancakes'));
  const { body } = await send(button(first.body.data.components[0].components[2].custom_id));
  assert.deepEqual(body, { type: 6 });
  // The render runs after the answer (waitUntil); wait for the follow-up it sends.
  for (let tries = 0; discordCalls.length === 0 && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  assert.equal(discordCalls.length, 1);
  const [call] = discordCalls;
  assert.equal(call?.method, 'PATCH');
  assert.equal(call.url, `${DISCORD_API}/webhooks/app/tok/messages/@original`);
  const gif: string = call.body.content;
  assert.ok(gif.startsWith(`${service.url}video/`), gif);
  assert.equal((await fetchAsBrowser(gif)).status, 200);
});

test('a quote nobody says gets a message only the user sees', async () => {
  const { body } = await send(command(landmarks.searches.none));
  assert.deepEqual(body, { type: 4, data: { content: `Nobody says "${landmarks.searches.none}".`, flags: 64 } });
});

test('a 429 from the service tells the user how long to wait', async () => {
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  const { body } = await send(command('waffles'));
  assert.equal(body.data.content, 'The screencap service is busy; try again in 3600 s.');
});
