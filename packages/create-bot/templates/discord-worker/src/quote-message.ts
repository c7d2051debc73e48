import { APIPageStatusError, NoSearchResultsFound, QuoteMatch, type ScreencapClient } from '@screencap/async';
import { ButtonStyle, type Button, type MessageData } from './discord-types.js';

/** Discord's caps: a button's `custom_id` and a link button's URL. */
const MAX_CUSTOM_ID = 100;
const MAX_BUTTON_URL = 512;

/**
 * What a button asks for, carried in its `custom_id`: `another:<quote>` (an
 * empty quote: a random one), or `longer:`/`gif:` and the match's token,
 * which names its episode and lines, so a click needs no state kept anywhere.
 */
export interface ButtonAction {
  readonly action: 'another' | 'longer' | 'gif';
  /** The quote for `another`, the match's token for the others. */
  readonly value: string;
}

export function encodeAction({ action, value }: ButtonAction): string | undefined {
  const id = `${action}:${value}`;
  return id.length <= MAX_CUSTOM_ID ? id : undefined;
}

export function decodeAction(customId: string): ButtonAction | undefined {
  const match = /^(another|longer|gif):(.*)$/s.exec(customId);
  if (match === null) return undefined;
  return { action: match[1] as ButtonAction['action'], value: match[2] ?? '' };
}

/** The match for `quote`: one of its strong hits, weighted by score, so asking again can show another; no quote: a random one. */
export function findMatch(client: ScreencapClient, quote: string): Promise<QuoteMatch> {
  return quote === '' ? client.randomQuote() : client.findQuote(quote, { pick: 'weighted' });
}

/** The match a button's token names (one caption request); a token of another kind, or of another instance, is a `TypeError`. */
export async function matchOf(client: ScreencapClient, token: string): Promise<QuoteMatch> {
  const named = await client.fromToken(token);
  if (!(named instanceof QuoteMatch)) throw new TypeError('this button names no clip');
  return named;
}

/**
 * The message of a match: its comic as the embed's image, and buttons for
 * another one (`quote` asked again; none when `quote` is undefined), one
 * more line, a gif and the strip (the strip on the 2026 service only: a
 * classic instance has no comics). A button whose `custom_id` would pass
 * Discord's cap is left out.
 */
export function quoteMessage(client: ScreencapClient, match: QuoteMatch, quote?: string): MessageData {
  const { screencap } = match;
  const token = match.toToken();
  const ids = [
    [quote === undefined ? undefined : encodeAction({ action: 'another', value: quote }), 'Another one'],
    [match.lines.length < 8 ? encodeAction({ action: 'longer', value: token }) : undefined, 'Longer'],
    [encodeAction({ action: 'gif', value: token }), 'Gif'],
  ] as const;
  const buttons: Button[] = ids.flatMap(([id, label]) => (id === undefined ? [] : [{ type: 2 as const, style: ButtonStyle.Secondary, label, custom_id: id }]));
  const strip = client.generation === '2026' ? match.getComicStripUrl() : undefined;
  if (strip !== undefined && strip.length <= MAX_BUTTON_URL) buttons.push({ type: 2, style: ButtonStyle.Link, label: 'Strip', url: strip });
  return {
    content: `> ${match.text}`,
    embeds: [{ title: `${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`, image: { url: stillOf(client, match) } }],
    components: [{ type: 1, components: buttons }],
  };
}

/**
 * The captioned still of a match: its comic on the 2026 service; on a
 * classic instance, which has no comics, the meme of its frame with the lines.
 */
function stillOf(client: ScreencapClient, match: QuoteMatch): string {
  return client.generation === '2026' ? match.getComicUrl() : match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n'));
}

/** The gif of a match, each line captioned as it is spoken. */
export async function gifMessage(match: QuoteMatch): Promise<MessageData> {
  return { content: await match.getGifUrl(), embeds: [], components: [] };
}

/** What a user reads when a call fails: never a stack, always what to do. */
export function failureMessage(quote: string, error: unknown): MessageData {
  if (error instanceof NoSearchResultsFound) return { content: `Nobody says "${quote}".` };
  // extend() past the episode's last line, or past 8 lines.
  if (error instanceof RangeError) return { content: 'The clip cannot get any longer.' };
  // A malformed token, or one of another instance.
  if (error instanceof TypeError) return { content: 'This button does not work any more; ask again.' };
  if (error instanceof APIPageStatusError && error.pageStatus === 429) {
    return { content: `The screencap service is busy${error.retryAfter === undefined ? '' : `; try again in ${Math.ceil(error.retryAfter)} s`}.` };
  }
  return { content: `Something went wrong: ${error instanceof Error ? error.message : String(error)}` };
}
