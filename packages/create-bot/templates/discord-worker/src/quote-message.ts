import { APIPageStatusError, NoSearchResultsFound, type QuoteMatch, type ScreencapClient } from '@screencap/async';
import { ButtonStyle, type Button, type MessageData } from './discord-types.js';

/** Discord's caps: a button's `custom_id` and a link button's URL. */
const MAX_CUSTOM_ID = 100;
const MAX_BUTTON_URL = 512;

/** What a button asks for, carried in its `custom_id`: `<action>:<hit index>:<quote>`. */
export interface ButtonAction {
  readonly action: 'next' | 'gif';
  readonly index: number;
  readonly quote: string;
}

export function encodeAction({ action, index, quote }: ButtonAction): string | undefined {
  const id = `${action}:${index}:${quote}`;
  return id.length <= MAX_CUSTOM_ID ? id : undefined;
}

export function decodeAction(customId: string): ButtonAction | undefined {
  const match = /^(next|gif):(\d+):(.+)$/s.exec(customId);
  if (match === null) return undefined;
  return { action: match[1] as ButtonAction['action'], index: Number(match[2]), quote: match[3] ?? '' };
}

/**
 * The message for hit number `index` of `quote`: the matched clip's comic
 * as the embed's image, and buttons for the next hit, a gif and the strip
 * (the strip on the 2026 service only: a classic instance has no comics).
 */
export async function quoteMessage(client: ScreencapClient, quote: string, index: number): Promise<MessageData> {
  const hits = await client.findQuotes(quote);
  const position = index % hits.length;
  const hit = hits[position];
  if (hit === undefined) throw new Error('findQuotes answered no hit');
  const match = await client.findQuote(hit);
  const { screencap } = match;
  const buttons: Button[] = [];
  const next = encodeAction({ action: 'next', index: (position + 1) % hits.length, quote });
  if (hits.length > 1 && next !== undefined) buttons.push({ type: 2, style: ButtonStyle.Secondary, label: `Next hit (${position + 1}/${hits.length})`, custom_id: next });
  const gif = encodeAction({ action: 'gif', index: position, quote });
  if (gif !== undefined) buttons.push({ type: 2, style: ButtonStyle.Secondary, label: 'Gif', custom_id: gif });
  const strip = client.generation === '2026' ? match.getComicStripUrl() : undefined;
  if (strip !== undefined && strip.length <= MAX_BUTTON_URL) buttons.push({ type: 2, style: ButtonStyle.Link, label: 'Strip', url: strip });
  return {
    content: `> ${match.text}`,
    embeds: [{ title: `${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`, image: { url: stillOf(client, match) } }],
    components: buttons.length === 0 ? [] : [{ type: 1, components: buttons }],
  };
}

/**
 * The captioned still of a match: its comic on the 2026 service; on a
 * classic instance, which has no comics, the meme of its frame with the lines.
 */
function stillOf(client: ScreencapClient, match: QuoteMatch): string {
  return client.generation === '2026' ? match.getComicUrl() : match.screencap.getMemeUrl(match.lines.map((line) => line.text).join('\n'));
}

/** The gif of hit number `index` of `quote`, each line captioned as it is spoken. */
export async function gifMessage(client: ScreencapClient, quote: string, index: number): Promise<MessageData> {
  const hits = await client.findQuotes(quote);
  const hit = hits[index % hits.length];
  if (hit === undefined) throw new Error('findQuotes answered no hit');
  const match = await client.findQuote(hit);
  return { content: await match.getGifUrl(), embeds: [], components: [] };
}

/** What a user reads when a call fails: never a stack, always what to do. */
export function failureMessage(quote: string, error: unknown): MessageData {
  if (error instanceof NoSearchResultsFound) return { content: `Nobody says "${quote}".` };
  if (error instanceof APIPageStatusError && error.pageStatus === 429) {
    return { content: `The screencap service is busy${error.retryAfter === undefined ? '' : `; try again in ${Math.ceil(error.retryAfter)} s`}.` };
  }
  return { content: `Something went wrong: ${error instanceof Error ? error.message : String(error)}` };
}
