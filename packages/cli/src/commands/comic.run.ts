/**
 * `screencap comic`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `comic.ts`).
 */
import { MAX_TEXT_SIZE } from './comic.js';
import type { CommandInput, CommandResult, CommandRunner } from './command.js';
import type { ScreencapClient } from '@screencap/async';
import { COMIC_LAYOUTS, type ComicLayout, type ComicPanelInput, type FontProfile, MAX_COMIC_PANELS, OVERLAY_ALIGNMENTS, type OverlayAlignment, type OverlayStyle, fontProfileFor, formatCaption, isNeeds2026Error, resolveComicPanels } from '@screencap/core/internal';
import { type OptionValues, UsageError, flagOption, parseChoice, parseEpisodeKey, parseMilliseconds, parseWholeNumber, stringListOption, stringOption } from '../arguments.js';
import { require2026 } from '../generation-check.js';
import type { ComicOutput, ComicPanelOutput } from '../output/json.js';

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
/** Checks the arguments of `screencap comic` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values, instance }: CommandInput): CommandRunner {
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
