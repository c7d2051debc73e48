// A Telegram bot (grammY): `/quote <text>` answers with the comic of the
// clip that says it (`/quote` alone: a random quote), with buttons for
// another one and a longer clip; inline mode (`@yourbot <text>` in any chat) offers the
// hits as captioned stills with their thumbnails.
import { APIPageStatusError, NoSearchResultsFound, QuoteMatch, type ScreencapClient } from '@screencap/async';
import { Bot, InlineKeyboard, type BotConfig, type Context } from 'grammy';
import type { InlineQueryResultPhoto } from 'grammy/types';

/** Telegram shows at most 50 inline results; a few are plenty for a quote. */
const INLINE_RESULTS = 8;
/** Telegram's cap on a button's `callback_data`, in bytes: a token (up to 100 characters) does not always fit. */
const MAX_CALLBACK_DATA = 64;

/** A button's `callback_data`, or `undefined` (no button) when it would pass Telegram's cap. */
function callbackData(action: 'another' | 'longer', value: string): string | undefined {
  const data = `${action}:${value}`;
  return Buffer.byteLength(data) <= MAX_CALLBACK_DATA ? data : undefined;
}

/** What a user reads when the service fails: never a stack, always what to do. */
function failureText(quote: string, error: unknown): string {
  if (error instanceof NoSearchResultsFound) return `Nobody says "${quote}".`;
  // extend() past the episode's last line, or past 8 lines.
  if (error instanceof RangeError) return 'The clip cannot get any longer.';
  // A malformed token, or one of another instance.
  if (error instanceof TypeError) return 'This button does not work any more; ask again.';
  if (error instanceof APIPageStatusError && error.pageStatus === 429) {
    return `The screencap service is busy${error.retryAfter === undefined ? '' : `; try again in ${Math.ceil(error.retryAfter)} s`}.`;
  }
  return 'The screencap service did not answer; try again later.';
}

/**
 * The captioned still of a match: its comic on the 2026 service; on a
 * classic instance, which has no comics, the meme of its frame with the lines.
 */
function stillOf(client: ScreencapClient, match: QuoteMatch): string {
  return client.generation === '2026' ? match.getComicUrl() : match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n'));
}

/**
 * Posts a match: its still, captioned, with buttons for another one (`quote`
 * asked again; '' a random quote; none when `quote` is undefined), a longer
 * clip (the match's token: the bot keeps no state) and, on the 2026 service
 * only, the strip and the editor.
 */
async function replyWithMatch(screencaps: ScreencapClient, context: Context, match: QuoteMatch, quote?: string): Promise<void> {
  const { screencap } = match;
  const keyboard = new InlineKeyboard();
  const another = quote === undefined ? undefined : callbackData('another', quote);
  if (another !== undefined) keyboard.text('Another one', another);
  const longer = match.lines.length < 8 ? callbackData('longer', match.toToken()) : undefined;
  if (longer !== undefined) keyboard.text('Longer', longer);
  if (screencaps.generation === '2026') keyboard.row().url('Comic strip', match.getComicStripUrl()).url('Edit', match.getComicEditorUrl());
  await context.replyWithPhoto(stillOf(screencaps, match), {
    caption: `${match.text}\n${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`,
    reply_markup: keyboard,
  });
}

async function replyWithQuote(screencaps: ScreencapClient, context: Context, quote: string): Promise<void> {
  try {
    // One of the strong hits, weighted by score, so asking again can show another; no words: a random quote.
    const match = quote === '' ? await screencaps.randomQuote() : await screencaps.findQuote(quote, { pick: 'weighted' });
    await replyWithMatch(screencaps, context, match, quote);
  } catch (error) {
    await context.reply(failureText(quote, error));
  }
}

async function onButton(screencaps: ScreencapClient, context: Context, data: string): Promise<void> {
  const parsed = /^(another|longer):(.*)$/s.exec(data);
  // Stops the button's spinner.
  await context.answerCallbackQuery();
  if (parsed === null) return;
  const [, action, value = ''] = parsed;
  if (action === 'another') {
    await replyWithQuote(screencaps, context, value);
    return;
  }
  try {
    const named = await screencaps.fromToken(value);
    if (!(named instanceof QuoteMatch)) throw new TypeError('this button names no clip');
    // The token names the clip, not the words asked: the longer clip has no "another one".
    await replyWithMatch(screencaps, context, await named.extend({ after: 1 }));
  } catch (error) {
    await context.reply(failureText(value, error));
  }
}

async function answerInline(screencaps: ScreencapClient, context: Context, quote: string): Promise<void> {
  if (quote === '') {
    await context.answerInlineQuery([]);
    return;
  }
  try {
    const hits = (await screencaps.findQuotes(quote)).slice(0, INLINE_RESULTS);
    // One search and no caption request: each hit's own line is its caption, as fast as an inline answer must be.
    const results = hits.map((hit): InlineQueryResultPhoto => ({
      type: 'photo',
      id: `${hit.key}/${hit.timestamp}`,
      photo_url: hit.frame.getMemeUrl(hit.text ?? quote),
      thumbnail_url: hit.frame.getThumbnailUrl(),
      caption: hit.text ?? quote,
    }));
    await context.answerInlineQuery(results, { cache_time: 300 });
  } catch (error) {
    if (!(error instanceof NoSearchResultsFound)) console.error(failureText(quote, error));
    await context.answerInlineQuery([], { cache_time: 10 });
  }
}

/**
 * The bot, its handlers wired to `screencaps`. `config` is grammY's (a test
 * passes `client.apiRoot` and `botInfo`).
 */
export function createBot(token: string, screencaps: ScreencapClient, config?: BotConfig<Context>): Bot {
  const bot = new Bot(token, config);
  bot.command('quote', (context) => replyWithQuote(screencaps, context, context.match.trim()));
  bot.on('callback_query:data', (context) => onButton(screencaps, context, context.callbackQuery.data));
  bot.on('inline_query', (context) => answerInline(screencaps, context, context.inlineQuery.query.trim()));
  return bot;
}
