// `npm run dev`: the bot against a local fake screencap service, fed from
// this console instead of Telegram (a fake Bot API on loopback), so no token
// is needed. Type `/quote <words>`, or `@ <words>` for an inline query.
import { startFakeService } from '@screencap/fake-service';
import { createInterface } from 'node:readline';
import { createBot } from '../src/bot.ts';
import { screencapsFor } from '../src/screencaps.ts';
import { inlineQueryUpdate, messageUpdate, startFakeBotApi, type BotApiCall } from './fake-telegram.ts';

function show({ method, params }: BotApiCall): void {
  if (method === 'sendPhoto') {
    console.log(`[photo] ${params.photo}\n${params.caption ?? ''}`);
    for (const button of params.reply_markup?.inline_keyboard?.flat() ?? []) console.log(`  [${button.text}] ${button.url ?? ''}`);
  } else if (method === 'sendMessage') console.log(params.text);
  else if (method === 'answerInlineQuery') {
    if (params.results.length === 0) console.log('(no inline results)');
    for (const result of params.results) console.log(`[inline] ${result.caption} ${result.thumbnail_url}`);
  } else if (method !== 'getMe') console.log(`(${method})`);
}

const service = await startFakeService({ mode: '2026' });
const screencaps = screencapsFor({ SCREENCAP_BASE_URL: service.url }, { generation: '2026' });
const telegram = await startFakeBotApi(show);
const bot = createBot('0:console', screencaps, { client: { apiRoot: telegram.apiRoot } });
await bot.init();

console.log(`fake screencap service at ${service.url}: its show is "The Testingtons" (try /quote pancakes)`);
console.log('Type /quote <words>, or @ <words> for an inline query; Ctrl-D to stop.');
const input = createInterface({ input: process.stdin, terminal: false });
for await (const line of input) {
  const text = line.trim();
  if (text === '') continue;
  const inline = /^@\S*\s+(.*)$/s.exec(text);
  await bot.handleUpdate(inline === null ? messageUpdate(text) : inlineQueryUpdate(inline[1] ?? ''));
}
screencaps.close();
await telegram.close();
await service.close();
