// The bot as Telegram drives it: updates handed to grammY, Telegram's Bot API
// faked on loopback (it records each method call), the screencap service
// faked in a child process.
import type { ScreencapClient } from '@screencap/async';
import { landmarks, startFakeServiceProcess, type FakeServiceHandle } from '@screencap/fake-service';
import type { Bot } from 'grammy';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { callbackQueryUpdate, inlineQueryUpdate, messageUpdate, startFakeBotApi, type BotApiCall } from '../dev/fake-telegram.ts';
import { createBot } from '../src/bot.ts';
import { screencapsFor } from '../src/screencaps.ts';

let service: FakeServiceHandle;
let telegram: Awaited<ReturnType<typeof startFakeBotApi>>;
let screencaps: ScreencapClient;
let bot: Bot;
/** The Bot API calls the bot made. */
let calls: BotApiCall[] = [];

/** A GET as a browser on the site sends it: the CDN refuses media to other clients. */
function fetchAsBrowser(url: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', referer: service.url } });
}

before(async () => {
  service = await startFakeServiceProcess({ mode: '2026' });
  telegram = await startFakeBotApi((call) => calls.push(call));
  screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
  bot = createBot('123:test', screencaps, { client: { apiRoot: telegram.apiRoot } });
  await bot.init(); // getMe, from the fake API
});

after(async () => {
  screencaps.close();
  await telegram.close();
  await service.close();
});

beforeEach(async () => {
  calls = [];
  await service.reset();
});

test('/quote answers with the comic of the clip that says it, captioned, with another-one, longer, strip and editor buttons', async () => {
  await bot.handleUpdate(messageUpdate(`/quote ${landmarks.searches.ampersand}`));
  assert.deepEqual(calls.map((call) => call.method), ['sendPhoto']);
  const { params } = calls[0]!;
  assert.equal(params.chat_id, telegram.chatId);
  assert.ok(params.photo.startsWith(`${service.url}comic/img?b64=`));
  assert.equal((await fetchAsBrowser(params.photo)).headers.get('content-type'), 'image/jpeg');
  assert.match(params.caption, /^Salt & pepper, please\.\nS\d\dE\d\d /);
  const [another, longer] = params.reply_markup.inline_keyboard[0];
  assert.deepEqual(another, { text: 'Another one', callback_data: `another:${landmarks.searches.ampersand}` });
  assert.equal(longer.text, 'Longer');
  // A token within Telegram's 64 bytes here (a long quote's may not fit: then no Longer button).
  assert.match(longer.callback_data, /^longer:[\w-]+$/);
  assert.ok(Buffer.byteLength(longer.callback_data) <= 64);
  const [strip, editor] = params.reply_markup.inline_keyboard[1];
  assert.equal(strip.text, 'Comic strip');
  assert.ok(strip.url.startsWith(`${service.url}comic/img?b64=`));
  assert.equal(editor.text, 'Edit');
  assert.ok(editor.url.startsWith(`${service.url}comicmaker/`));
});

test('/quote with no words answers with a random quote, without a search', async () => {
  await bot.handleUpdate(messageUpdate('/quote'));
  assert.deepEqual(calls.map((call) => call.method), ['sendPhoto']);
  assert.match(calls[0]!.params.caption, /\nS\d\dE\d\d /);
  assert.equal(calls[0]!.params.reply_markup.inline_keyboard[0][0].callback_data, 'another:');
  const endpoints = (await service.requests()).map((entry) => entry.endpoint);
  assert.ok(endpoints.includes('random') && !endpoints.includes('search'), endpoints.join());
});

test('another one answers the button, then posts a quote for the same words', async () => {
  await bot.handleUpdate(callbackQueryUpdate(`another:${landmarks.searches.movie}`));
  assert.deepEqual(calls.map((call) => call.method), ['answerCallbackQuery', 'sendPhoto']);
  assert.match(calls[1]!.params.caption, /popcorn/i);
});

test('longer posts the clip its token names with one more line, with no search', async () => {
  await bot.handleUpdate(messageUpdate(`/quote ${landmarks.searches.ampersand}`));
  const [first] = calls.splice(0);
  await service.reset();
  await bot.handleUpdate(callbackQueryUpdate(first!.params.reply_markup.inline_keyboard[0][1].callback_data));
  assert.deepEqual(calls.map((call) => call.method), ['answerCallbackQuery', 'sendPhoto']);
  const before = (first!.params.caption as string).split('\n')[0]!;
  const after = (calls[1]!.params.caption as string).split('\n')[0]!;
  assert.ok(after.startsWith(before) && after.length > before.length, `${before} -> ${after}`);
  assert.ok(!(await service.requests()).some((entry) => entry.endpoint === 'search'));
});

test('a button whose token names no clip of this instance is told, without a request', async () => {
  await bot.handleUpdate(callbackQueryUpdate('longer:not-a-token'));
  assert.deepEqual(calls.map((call) => [call.method, call.params.text]), [['answerCallbackQuery', undefined], ['sendMessage', 'This button does not work any more; ask again.']]);
  assert.deepEqual(await service.requests(), []);
});

test('an inline query offers the hits as captioned stills with thumbnails, from one search', async () => {
  await bot.handleUpdate(inlineQueryUpdate(landmarks.searches.several));
  assert.deepEqual(calls.map((call) => call.method), ['answerInlineQuery']);
  const { results } = calls[0]!.params;
  assert.ok(results.length > 1);
  for (const result of results) {
    assert.equal(result.type, 'photo');
    assert.match(result.caption, /pancakes/i);
    assert.ok(result.photo_url.startsWith(`${service.url}comic/img?b64=`));
    assert.match(result.thumbnail_url, new RegExp(`^${service.url}img/[^/]+/\\d+/medium\\.jpg$`));
  }
  assert.equal((await fetchAsBrowser(results[0].thumbnail_url)).headers.get('content-type'), 'image/jpeg');
  assert.deepEqual((await service.requests()).map((entry) => entry.endpoint), ['search', 'img']);
});

// Last: the client keeps the 429's wait for the rest of the file.
test('/quote tells the user when nobody says it, and how long to wait after a 429', async () => {
  await bot.handleUpdate(messageUpdate(`/quote ${landmarks.searches.none}`));
  await service.injectFault({ endpoint: 'search', kind: 'status', status: 429, retryAfter: 3600 });
  await bot.handleUpdate(messageUpdate('/quote waffles'));
  assert.deepEqual(calls.map((call): unknown => call.params.text), [`Nobody says "${landmarks.searches.none}".`, 'The screencap service is busy; try again in 3600 s.']);
});
