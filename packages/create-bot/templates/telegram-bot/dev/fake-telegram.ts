// Telegram's side, faked at the boundary grammY talks to: a Bot API on
// loopback that records each method call and answers as Telegram would, and
// the updates Telegram would deliver. The tests read the calls; `npm run dev`
// prints them.
import type { Update } from 'grammy/types';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Bot API call the bot made: the method and its JSON parameters. */
export interface BotApiCall {
  readonly method: string;
  readonly params: any;
}

const chat = { id: 7, type: 'private' as const, first_name: 'Tess' };
const from = { id: 7, is_bot: false, first_name: 'Tess' };
let updateId = 0;

/** The update for a message `text` sent to the bot, such as `/quote pancakes`. */
export function messageUpdate(text: string): Update {
  updateId += 1;
  const command = /^\/\w+/.exec(text)?.[0];
  return {
    update_id: updateId,
    message: { message_id: updateId, date: 0, chat, from, text, ...(command === undefined ? {} : { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }) },
  };
}

/** The update for `@yourbot <query>` typed in any chat (inline mode). */
export function inlineQueryUpdate(query: string): Update {
  updateId += 1;
  return { update_id: updateId, inline_query: { id: `q${updateId}`, from, chat_type: 'private', query, offset: '' } };
}

/** The update for a press of an inline keyboard button whose `callback_data` is `data`, under the bot's message. */
export function callbackQueryUpdate(data: string): Update {
  updateId += 1;
  return { update_id: updateId, callback_query: { id: `c${updateId}`, from, chat_instance: 'ci', data, message: { message_id: 99, date: 0, chat, text: '' } } };
}

/** A fake Bot API: pass `apiRoot` to grammY's `client` option; `onCall` hears each call as it arrives. */
export async function startFakeBotApi(onCall: (call: BotApiCall) => void): Promise<{ apiRoot: string; chatId: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const method = /\/bot[^/]+\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '?';
      onCall({ method, params: body === '' ? {} : JSON.parse(body) });
      const me = { id: 1, is_bot: true, first_name: 'Quotes', username: 'quotes_bot', supports_inline_queries: true };
      const result = method === 'getMe' ? me : method === 'sendPhoto' || method === 'sendMessage' ? { message_id: 99, date: 0, chat } : true;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    chatId: chat.id,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
