// A Telegram bot (grammY): `/quote <text>` answers with the comic of the
// clip that says it; inline mode (`@yourbot <text>` in any chat) offers the
// hits as captioned stills with their thumbnails.
import { APIPageStatusError, NoSearchResultsFound, type QuoteMatch, type ScreencapClient } from '@screencap/async';
import { Bot, InlineKeyboard, type BotConfig, type Context } from 'grammy';
import type { InlineQueryResultPhoto } from 'grammy/types';

/** Telegram shows at most 50 inline results; a few are plenty for a quote. */
const INLINE_RESULTS = 8;

/** What a user reads when the service fails: never a stack, always what to do. */
function failureText(quote: string, error: unknown): string {
  if (error instanceof NoSearchResultsFound) return `Nobody says "${quote}".`;
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

async function replyWithQuote(screencaps: ScreencapClient, context: Context, quote: string): Promise<void> {
  if (quote === '') {
    await context.reply('Usage: /quote <words someone says>');
    return;
  }
  try {
    const match = await screencaps.findQuote(quote);
    const { screencap } = match;
    // The strip and the editor exist on the 2026 service only.
    const keyboard = screencaps.generation === '2026' ? new InlineKeyboard().url('Comic strip', match.getComicStripUrl()).url('Edit', match.getComicEditorUrl()) : undefined;
    await context.replyWithPhoto(stillOf(screencaps, match), {
      caption: `${match.text}\n${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`,
      ...(keyboard === undefined ? {} : { reply_markup: keyboard }),
    });
  } catch (error) {
    await context.reply(failureText(quote, error));
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
  bot.on('inline_query', (context) => answerInline(screencaps, context, context.inlineQuery.query.trim()));
  return bot;
}
