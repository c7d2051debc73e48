// The `/quote [text]` command of a discord.js bot: the comic of the clip
// that says it (without text: a random quote), with buttons for another
// one, a longer clip, the gif (attached as a file, within Discord's upload
// cap) and the comic strip.
import { APIPageStatusError, MediaTooLargeError, NoSearchResultsFound, QuoteMatch, type ScreencapClient } from '@screencap/async';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  SlashCommandBuilder,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type InteractionEditReplyOptions,
} from 'discord.js';

/** Discord's default cap on a bot's attachment. */
export const ATTACHMENT_CAP = 10 * 1024 * 1024;
const MAX_CUSTOM_ID = 100;
const MAX_BUTTON_URL = 512;

/** The command to register with Discord (`client.application.commands.set([...])`). */
export const quoteCommand = new SlashCommandBuilder()
  .setName('quote')
  .setDescription('Find the moment someone says it')
  .addStringOption((option) => option.setName('text').setDescription('the words someone says (none: a random quote)').setMaxLength(80));

/**
 * A button's `custom_id`: `another:<quote>` (an empty quote: a random one),
 * or `longer:`/`gif:` and the match's token, which names its episode and
 * lines, so a click needs no state kept by the bot. A button whose id would
 * pass Discord's cap is left out.
 */
function customId(action: 'another' | 'longer' | 'gif', value: string): string | undefined {
  const id = `${action}:${value}`;
  return id.length <= MAX_CUSTOM_ID ? id : undefined;
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

/** The match for `quote`: one of its strong hits, weighted by score, so asking again can show another; no quote: a random one. */
function findMatch(screencaps: ScreencapClient, quote: string): Promise<QuoteMatch> {
  return quote === '' ? screencaps.randomQuote() : screencaps.findQuote(quote, { pick: 'weighted' });
}

/** The match a button's token names (one caption request); a token of another kind, or of another instance, is refused. */
async function matchOf(screencaps: ScreencapClient, token: string): Promise<QuoteMatch> {
  const named = await screencaps.fromToken(token);
  if (!(named instanceof QuoteMatch)) throw new TypeError('this button names no clip');
  return named;
}

/** The message of a match; `quote`, what was asked ('' for a random quote), for its "another one" button. */
function quoteMessage(screencaps: ScreencapClient, match: QuoteMatch, quote?: string): InteractionEditReplyOptions {
  const { screencap } = match;
  const token = match.toToken();
  const ids = [
    [quote === undefined ? undefined : customId('another', quote), 'Another one'],
    [match.lines.length < 8 ? customId('longer', token) : undefined, 'Longer'],
    [customId('gif', token), 'Gif'],
  ] as const;
  const buttons = ids.flatMap(([id, label]) => (id === undefined ? [] : [new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(ButtonStyle.Secondary)]));
  // A classic instance has no comics: no strip there.
  const strip = screencaps.generation === '2026' ? match.getComicStripUrl() : undefined;
  if (strip !== undefined && strip.length <= MAX_BUTTON_URL) buttons.push(new ButtonBuilder().setURL(strip).setLabel('Strip').setStyle(ButtonStyle.Link));
  return {
    content: `> ${match.text}`,
    embeds: [new EmbedBuilder().setTitle(`${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`).setImage(stillOf(screencaps, match))],
    components: [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons)],
    files: [],
  };
}

/** The gif of a match, attached as a file: Discord shows an attachment even where the CDN refuses its crawler. */
async function gifMessage(screencaps: ScreencapClient, match: QuoteMatch, cap: number): Promise<InteractionEditReplyOptions> {
  const url = await match.getGifUrl();
  try {
    const gif = await screencaps.download(url, { maxBytes: cap });
    return { content: `> ${match.text}`, embeds: [], components: [], files: [new AttachmentBuilder(Buffer.from(gif.data), { name: `${match.screencap.key}.gif` })] };
  } catch (error) {
    // Too large to attach: the link still works in a browser.
    if (error instanceof MediaTooLargeError) return { content: `> ${match.text}\n${url}`, embeds: [], components: [], files: [] };
    throw error;
  }
}

async function onCommand(screencaps: ScreencapClient, interaction: ChatInputCommandInteraction): Promise<void> {
  const quote = (interaction.options.getString('text') ?? '').trim();
  await interaction.deferReply();
  try {
    await interaction.editReply(quoteMessage(screencaps, await findMatch(screencaps, quote), quote));
  } catch (error) {
    await interaction.editReply({ content: failureText(quote, error) });
  }
}

async function onButton(screencaps: ScreencapClient, interaction: ButtonInteraction, cap: number): Promise<void> {
  const parsed = /^(another|longer|gif):(.*)$/s.exec(interaction.customId);
  if (parsed === null) return;
  const [, action, value = ''] = parsed;
  // Renders and downloads outlast Discord's 3 s to answer: acknowledge first.
  await interaction.deferUpdate();
  try {
    if (action === 'another') {
      await interaction.editReply(quoteMessage(screencaps, await findMatch(screencaps, value), value));
      return;
    }
    const match = await matchOf(screencaps, value);
    // The token names the clip, not what was asked: the longer clip has no "another one".
    if (action === 'longer') await interaction.editReply(quoteMessage(screencaps, await match.extend({ after: 1 })));
    else await interaction.editReply(await gifMessage(screencaps, match, cap));
  } catch (error) {
    await interaction.followUp({ content: failureText(value, error), ephemeral: true });
  }
}

/** Options of {@link handleInteraction}. */
export interface HandlerOptions {
  /** The largest gif attached as a file; a larger one is posted as a link. Default: {@link ATTACHMENT_CAP} (a server boosted to a higher cap can raise it). */
  readonly attachmentCap?: number;
}

/** Answers `/quote` and its buttons; other interactions are left to other handlers. */
export async function handleInteraction(screencaps: ScreencapClient, interaction: Interaction, options: HandlerOptions = {}): Promise<void> {
  if (interaction.isChatInputCommand() && interaction.commandName === 'quote') await onCommand(screencaps, interaction);
  else if (interaction.isButton()) await onButton(screencaps, interaction, options.attachmentCap ?? ATTACHMENT_CAP);
}
