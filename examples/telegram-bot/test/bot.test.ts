// The bot as Telegram drives it: updates handed to grammY, Telegram's Bot API
// faked on loopback (it records each method call), the screencap service
// faked in a child process.
import { afterAll, beforeAll, beforeEach, expect, test } from '@jest/globals';
import { ScreencapClient } from '@screencap/async';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import type { Bot } from 'grammy';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBot } from '../src/bot.ts';

const TOKEN = '123:test';
let service: FakeServiceHandle;
let telegram: Server;
let screencaps: ScreencapClient;
let bot: Bot;
/** The Bot API calls the bot made: method and JSON parameters. */
let calls: { method: string; params: any }[] = [];

const chat = { id: 7, type: 'private' as const, first_name: 'Tess' };
const from = { id: 7, is_bot: false, first_name: 'Tess' };
let updateId = 0;

function command(text: string) {
  return {
    update_id: (updateId += 1),
    message: { message_id: updateId, date: 0, chat, from, text, entities: [{ type: 'bot_command' as const, offset: 0, length: text.split(' ')[0]!.length }] },
  };
}

function inlineQuery(query: string) {
  return { update_id: (updateId += 1), inline_query: { id: `q${updateId}`, from, query, offset: '' } };
}


/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

beforeAll(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
  telegram = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const method = /\/bot[^/]+\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '?';
      calls.push({ method, params: body === '' ? {} : JSON.parse(body) });
      const me = { id: 1, is_bot: true, first_name: 'Quotes', username: 'quotes_bot', supports_inline_queries: true };
      const result = method === 'getMe' ? me : method === 'sendPhoto' || method === 'sendMessage' ? { message_id: 99, date: 0, chat } : true;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => telegram.listen(0, '127.0.0.1', resolve));
  const { port } = telegram.address() as AddressInfo;
  screencaps = new ScreencapClient(service.url, 'The Testingtons', { generation: '2026' });
  bot = createBot(TOKEN, screencaps, { client: { apiRoot: `http://127.0.0.1:${port}` } });
  await bot.init(); // getMe, from the fake API
  calls = [];
});

afterAll(async () => {
  screencaps.close();
  await new Promise((resolve) => telegram.close(resolve));
  await service.close();
});

beforeEach(async () => {
  calls = [];
  await service.reset();
});

test('/quote answers with the comic of the clip that says it, captioned, with strip and editor links', async () => {
  await bot.handleUpdate(command(`/quote ${landmarks.searches.ampersand}`));
  expect(calls.map((call) => call.method)).toEqual(['sendPhoto']);
  const { params } = calls[0]!;
  expect(params.chat_id).toBe(chat.id);
  expect(params.photo.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
  expect((await fetchAsBrowser(params.photo)).headers.get('content-type')).toBe('image/jpeg');
  expect(params.caption).toMatch(/^Salt & pepper, please\.\nS\d\dE\d\d /);
  const [strip, editor] = params.reply_markup.inline_keyboard[0];
  expect(strip).toMatchObject({ text: 'Comic strip', url: expect.stringMatching(new RegExp(`^${service.url}comic/img\\?b64=`)) });
  expect(editor).toMatchObject({ text: 'Edit', url: expect.stringMatching(new RegExp(`^${service.url}comicmaker/`)) });
});

test('/quote with no words explains the usage, without a request to the service', async () => {
  await bot.handleUpdate(command('/quote'));
  expect(calls).toEqual([{ method: 'sendMessage', params: expect.objectContaining({ text: 'Usage: /quote <words someone says>' }) }]);
  expect(await service.requests()).toEqual([]);
});

test('an inline query offers the hits as captioned stills with thumbnails, from one search', async () => {
  await bot.handleUpdate(inlineQuery(landmarks.searches.several));
  expect(calls.map((call) => call.method)).toEqual(['answerInlineQuery']);
  const { results } = calls[0]!.params;
  expect(results.length).toBeGreaterThan(1);
  for (const result of results) {
    expect(result).toMatchObject({ type: 'photo', caption: expect.stringMatching(/pancakes/i) });
    expect(result.photo_url.startsWith(`${service.url}comic/img?b64=`)).toBe(true);
    expect(result.thumbnail_url).toMatch(new RegExp(`^${service.url}img/[^/]+/\\d+/medium\\.jpg$`));
  }
  expect((await fetchAsBrowser(results[0].thumbnail_url)).headers.get('content-type')).toBe('image/jpeg');
  expect((await service.requests()).map((entry) => entry.endpoint)).toEqual(['search', 'img']);
});

// Last: the client keeps the 429's wait for the rest of the file.
test('/quote tells the user when nobody says it, and how long to wait after a 429', async () => {
  await bot.handleUpdate(command(`/quote ${landmarks.searches.none}`));
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  await bot.handleUpdate(command('/quote waffles'));
  expect(calls.map((call): unknown => call.params.text)).toEqual([`Nobody says "${landmarks.searches.none}".`, 'The screencap service is busy; try again in 3600 s.']);
});
