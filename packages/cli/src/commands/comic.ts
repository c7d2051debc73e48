/**
 * `screencap comic`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandResult, CommandRunner } from './command.js';
import { joinWords, literalText } from './literal-text.js';
import { KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import type { ScreencapClient } from '@screencap/async';
import { CAPTION_FONTS, COMIC_LAYOUTS, type ComicLayout, type ComicPanelInput, type FontProfile, MAX_COMIC_PANELS, OVERLAY_ALIGNMENTS, type OverlayAlignment, type OverlayStyle, fontProfileFor, formatCaption, isNeeds2026Error, resolveComicPanels } from '@screencap/core/internal';
import { type OptionValues, UsageError, flagOption, parseChoice, parseEpisodeKey, parseMilliseconds, parseWholeNumber, stringListOption, stringOption } from '../arguments.js';
import { DOWNLOAD_OPTIONS } from '../download.js';
import { require2026 } from '../generation-check.js';
import type { ComicOutput, ComicPanelOutput } from '../output/json.js';

/** The largest `--size`. */
export const MAX_TEXT_SIZE = 120;

const LAYOUTS: readonly ComicLayout[] = COMIC_LAYOUTS;
const ALIGNMENTS: readonly OverlayAlignment[] = OVERLAY_ALIGNMENTS;

/** A panel as the command line gives it. */
interface PanelRequest {
  readonly key: string;
  readonly timestamp: number;
  /** `--caption` for this panel, as given; `undefined` when there was none for it. */
  readonly caption: string | undefined;
}

/** `[key, timestamp, key, timestamp, ...]` into panels, with the captions in order. */
function readPanels(positionals: readonly string[], captions: readonly string[]): PanelRequest[] {
  if (positionals.length === 0) throw new UsageError('missing argument <key>');
  const count = Math.ceil(positionals.length / 2);
  if (count > MAX_COMIC_PANELS) {
    throw new UsageError(`a comic has at most ${MAX_COMIC_PANELS} panels (pairs of <key> <timestamp>), got ${count}`);
  }
  if (positionals.length % 2 === 1) {
    const key = positionals.at(-1) ?? '';
    throw new UsageError(`missing argument <timestamp> after key ${JSON.stringify(key)} (comic takes pairs of <key> <timestamp>)`);
  }
  if (captions.length > count) {
    throw new UsageError(`${captions.length} captions for ${count} panel${count === 1 ? '' : 's'}: give at most one --caption per panel`);
  }
  const panels: PanelRequest[] = [];
  for (let index = 0; index < count; index++) {
    panels.push({
      key: parseEpisodeKey(positionals[index * 2] ?? ''),
      timestamp: parseMilliseconds(positionals[index * 2 + 1] ?? '', 'timestamp'),
      caption: captions[index],
    });
  }
  return panels;
}

/** The caption style the options ask for, checked against the instance's fonts. */
function readStyle(values: OptionValues, profile: FontProfile, instanceUrl: string): OverlayStyle {
  const style: { -readonly [Key in keyof OverlayStyle]: OverlayStyle[Key] } = {};
  const font = stringOption(values, 'font');
  if (font !== undefined) {
    const known = profile.fonts.find((name) => name === font.toLowerCase());
    if (known === undefined) {
      throw new UsageError(`--font ${JSON.stringify(font)} is not available on ${instanceUrl}; its fonts are ${profile.fonts.join(', ')}`);
    }
    style.font = known;
  }
  const size = stringOption(values, 'size');
  if (size !== undefined) style.size = parseWholeNumber(size, '--size', MAX_TEXT_SIZE, `from 0 (automatic) to ${MAX_TEXT_SIZE}`);
  const color = stringOption(values, 'color');
  if (color !== undefined) {
    if (!/^#?[0-9a-f]{6}([0-9a-f]{2})?$/i.test(color)) {
      throw new UsageError(`--color must be #rrggbb or #rrggbbaa (hexadecimal), got ${JSON.stringify(color)}`);
    }
    style.color = color.startsWith('#') ? color : `#${color}`;
  }
  const align = stringOption(values, 'align');
  if (align !== undefined) style.align = parseChoice(align, '--align', ALIGNMENTS);
  if (flagOption(values, 'caps')) style.allCaps = true;
  return style;
}

/** A caption the service draws, or `null` for none (an empty one draws nothing). */
function shownCaption(caption: string | undefined): string | null {
  return caption === undefined || caption === '' ? null : caption;
}

function comicResult(comicUrl: string, panels: readonly ComicPanelOutput[]): CommandResult {
  const output: ComicOutput = { comicUrl, panels, layout: new URL(comicUrl).searchParams.get('layout') };
  return { human: () => `${comicUrl}\n`, json: () => output, mediaUrl: comicUrl };
}

/**
 * Builds the comic link. The SDK refuses it (a `needs2026Error` TypeError)
 * on a client whose generation in use is not 2026, where comic links lead
 * nowhere. A client told `--generation classic` never gets here
 * (`require2026`, before any request); an `auto` one that the SDK refuses
 * has just asked the instance (a caption request) and is still classic
 * after that answer, so the message says what the answer showed and what to
 * use instead.
 */
function buildComic(client: ScreencapClient, build: () => string): string {
  try {
    return build();
  } catch (error) {
    if (!isNeeds2026Error(error)) throw error;
    throw new UsageError(
      `comic needs the 2026 generation of the service; ${client.url} answered api/caption as the classic one (no MinTimestamp/MaxTimestamp), where comic links lead nowhere: use screencap meme there, or --generation 2026 if it runs the 2026 one`,
    );
  }
}

/** One panel without --caption: the screencap's own caption, so the screencap is looked up. */
async function ownCaptionComic(client: ScreencapClient, panel: PanelRequest, style: OverlayStyle, layout: ComicLayout | undefined): Promise<CommandResult> {
  const screencap = await client.getScreencap(panel.key, panel.timestamp);
  const comicUrl = buildComic(client, () => screencap.getComicUrl({ style, ...(layout === undefined ? {} : { layout }) }));
  return comicResult(comicUrl, [{ key: screencap.key, timestamp: screencap.timestamp, caption: shownCaption(formatCaption(screencap.caption)) }]);
}

function panelInputs(panels: readonly PanelRequest[], style: OverlayStyle): ComicPanelInput[] {
  return panels.map((panel) => ({ frame: { key: panel.key, timestamp: panel.timestamp }, caption: panel.caption, style }));
}
/** Checks the arguments of `screencap comic` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, values, instance }: CommandInput): CommandRunner {
  const panels = readPanels(positionals, stringListOption(values, 'caption'));
  const layoutText = stringOption(values, 'layout');
  const layout = layoutText === undefined ? undefined : parseChoice(layoutText, '--layout', LAYOUTS);
  require2026(instance, 'comic');
  const profile = fontProfileFor(instance.url);
  const style = readStyle(values, profile, instance.url);
  const ownCaption = panels.length === 1 && panels[0]?.caption === undefined ? panels[0] : undefined;
  // The same checks the client makes, so that nothing it would refuse is found after a request.
  try {
    resolveComicPanels(panelInputs(ownCaption === undefined ? panels : [{ ...ownCaption, caption: 'caption' }], style), profile);
  } catch (error) {
    if (error instanceof TypeError || error instanceof RangeError) throw new UsageError(error.message);
    throw error;
  }
  if (ownCaption !== undefined) return (client) => ownCaptionComic(client, ownCaption, style, layout);
  return async (client) => {
    await learnGeneration(client, panels);
    const comicUrl = buildComic(client, () => client.getComicUrl(panelInputs(panels, style), layout === undefined ? {} : { layout }));
    const output = panels.map((panel) => ({ key: panel.key, timestamp: panel.timestamp, caption: shownCaption(panel.caption) }));
    return comicResult(comicUrl, output);
  };
}

/**
 * A comic given its captions needs no answer of the service, where its
 * generation is known (a 2026 preset, `--generation 2026`). Elsewhere (a
 * `--url` without `--generation`: `auto`, not sure yet) the SDK builds no
 * comic link until an answer has shown the 2026 generation, so the first
 * panel's caption request tells it first (and that its frame is there).
 */
async function learnGeneration(client: ScreencapClient, [first]: readonly PanelRequest[]): Promise<void> {
  if (client.options.generation !== 'auto' || client.generation === '2026' || first === undefined) return;
  await client.getScreencap(first.key, first.timestamp);
}

/**
 * `screencap comic <key> <timestamp> [<key> <timestamp> ...] [--caption text ...] [style options]`.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const COMIC_COMMAND = {
  name: 'comic',
  summary: 'the URL of a captioned still or a strip of 2 to 4 panels (2026 service)',
  description:
    literalText(
      'Prints the URL of a comic: one captioned panel, or a strip of 2 to 4 panels given as pairs of key and ',
      'timestamp. Give --caption once per panel, in order; a panel without one has no caption, except a ',
      "single panel, which then gets the screencap's own caption, wrapped and shortened (a request for it). ",
      'Given its captions, a comic needs no request where the instance is known to run the 2026 service (a 2026 ',
      'preset, --generation 2026); elsewhere the first panel is asked for once, to tell. ',
      '--font, --size, --color, --align and --caps style every caption. ',
      'The 2026 service replaced `meme` with this.',
    ),
  arguments: [
    { ...KEY_ARGUMENT, description: 'the episode key of a panel, such as S05E01' },
    { ...TIMESTAMP_ARGUMENT, description: 'milliseconds into that episode; repeat <key> <timestamp> for up to 4 panels' },
  ],
  synopsis: '<key> <timestamp> [<key> <timestamp> ...]',
  repeats: true,
  options: {
    caption: {
      type: 'string',
      multiple: true,
      valueName: 'text',
      description:
        "the text of a panel, as given; repeat it for the next panels, in order (default: no caption; for a single panel, the screencap's own, wrapped and shortened)",
    },
    layout: {
      type: 'string',
      valueName: 'layout',
      description: `how the panels are arranged: ${joinWords(COMIC_LAYOUTS, ', ')} (default: none for one panel, wide for 2, 1over2 for 3, 2x2 for 4)`,
    },
    font: {
      type: 'string',
      valueName: 'name',
      description:
        `the font of the captions, one of ${joinWords(CAPTION_FONTS, ', ')}, on any instance (default: akbar on frinkiac, fr on morbotron, impact elsewhere)`,
    },
    size: { type: 'string', valueName: 'n', description: `the text size, 1 to ${MAX_TEXT_SIZE}, or 0 to fit the panel (default 0)` },
    color: {
      type: 'string',
      valueName: '#rrggbb',
      description: 'the text colour, #rrggbb or #rrggbbaa (quote it in a shell, or leave out the #; default #ffffff)',
    },
    align: { type: 'string', valueName: 'left|center|right', description: 'how the text lines up (default center)' },
    caps: { type: 'boolean', description: 'write the captions in capitals' },
    ...DOWNLOAD_OPTIONS,
  },
  examples: [
    'comic S05E01 200160',
    'comic S05E01 200160 --caption "I am so smart!" --font comicneue --color ffff00',
    'comic S05E01 200160 S05E01 204000 --caption "I am so smart!" --caption "S-M-R-T" --layout tall',
    'comic S05E01 200160 S05E01 204000 S05E01 208000 --caps --json',
    'comic S05E01 200160 --download smart.jpg',
  ],
} as const satisfies CommandSpec;

/** `screencap comic`: its {@link COMIC_COMMAND}, and how it runs. */
export const comicCommand: Command = { ...COMIC_COMMAND, prepare };
