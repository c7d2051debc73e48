// The `/quote <text>` command of a discord.js bot: the comic of the clip
// that says it, with buttons for the next hit, the gif (attached as a file,
// within Discord's upload cap) and the comic strip.
import { APIPageStatusError, MediaTooLargeError, NoSearchResultsFound, type QuoteMatch, type ScreencapClient } from '@screencap/async';
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
  .addStringOption((option) => option.setName('text').setDescription('the words someone says').setRequired(true).setMaxLength(80));

function customId(action: 'next' | 'gif', index: number, quote: string): string | undefined {
  const id = `${action}:${index}:${quote}`;
  return id.length <= MAX_CUSTOM_ID ? id : undefined;
}

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

async function quoteMessage(screencaps: ScreencapClient, quote: string, index: number): Promise<InteractionEditReplyOptions> {
  const hits = await screencaps.findQuotes(quote);
  const position = index % hits.length;
  const hit = hits[position];
  if (hit === undefined) throw new Error('findQuotes answered no hit');
  const match = await screencaps.findQuote(hit);
  const { screencap } = match;
  const buttons: ButtonBuilder[] = [];
  const next = customId('next', (position + 1) % hits.length, quote);
  if (hits.length > 1 && next !== undefined) {
    buttons.push(new ButtonBuilder().setCustomId(next).setLabel(`Next hit (${position + 1}/${hits.length})`).setStyle(ButtonStyle.Secondary));
  }
  const gif = customId('gif', position, quote);
  if (gif !== undefined) buttons.push(new ButtonBuilder().setCustomId(gif).setLabel('Gif').setStyle(ButtonStyle.Secondary));
  // A classic instance has no comics: no strip there.
  const strip = screencaps.generation === '2026' ? match.getComicStripUrl() : undefined;
  if (strip !== undefined && strip.length <= MAX_BUTTON_URL) buttons.push(new ButtonBuilder().setURL(strip).setLabel('Strip').setStyle(ButtonStyle.Link));
  return {
    content: `> ${match.text}`,
    embeds: [new EmbedBuilder().setTitle(`${screencap.key} ${screencap.title} (${screencap.getRealTimestamp()})`).setImage(stillOf(screencaps, match))],
    components: buttons.length === 0 ? [] : [new ActionRowBuilder<ButtonBuilder>().addComponents(buttons)],
    files: [],
  };
}

/** The gif of hit `index`, attached as a file: Discord shows an attachment even where the CDN refuses its crawler. */
async function gifMessage(screencaps: ScreencapClient, quote: string, index: number, cap: number): Promise<InteractionEditReplyOptions> {
  const hits = await screencaps.findQuotes(quote);
  const hit = hits[index % hits.length];
  if (hit === undefined) throw new Error('findQuotes answered no hit');
  const match = await screencaps.findQuote(hit);
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
  const quote = interaction.options.getString('text', true).trim();
  await interaction.deferReply();
  try {
    await interaction.editReply(await quoteMessage(screencaps, quote, 0));
  } catch (error) {
    await interaction.editReply({ content: failureText(quote, error) });
  }
}

async function onButton(screencaps: ScreencapClient, interaction: ButtonInteraction, cap: number): Promise<void> {
  const parsed = /^(next|gif):(\d+):(.+)$/s.exec(interaction.customId);
  if (parsed === null) return;
  const [, action, index, quote = ''] = parsed;
  // Renders and downloads outlast Discord's 3 s to answer: acknowledge first.
  await interaction.deferUpdate();
  try {
    const message = action === 'gif' ? await gifMessage(screencaps, quote, Number(index), cap) : await quoteMessage(screencaps, quote, Number(index));
    await interaction.editReply(message);
  } catch (error) {
    await interaction.followUp({ content: failureText(quote, error), ephemeral: true });
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
