/**
 * `screencap quote`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `quote.ts`).
 */
import { ARGUMENTS, MAX_LINES } from './quote.js';
import type { CommandInput, CommandResult, CommandRunner, RunContext } from './command.js';
import { readSeasonFilter } from './shared.js';
import type { AsyncQuoteMatch, ScreencapClient } from '@screencap/async';
import type { FindQuoteOptions, RandomQuoteOptions } from '@screencap/core';
import type { RenderFormat } from '@screencap/core/internal';
import { type OptionValues, UsageError, flagOption, parseChoice, parseEpisodeKey, parseWholeNumber, readArguments, stringOption } from '../arguments.js';
import { renderQuote } from '../output/human.js';
import { type QuoteOutput, screencapToJson } from '../output/json.js';
import { createProgressBar } from '../output/progress.js';

/** The values of `--pick`: `findQuote`'s `pick`, the first being its default. */
const PICKS = ['best', 'weighted'] as const;

/** The options of a quote search that `--random` has no use for: there is no quote to search. */
const SEARCH_ONLY_OPTIONS = ['episode', 'pick', 'variants'] as const;

/** The links of a match that need no request: the 2026 service's comics and editor, or the classic gif and meme. */
function matchLinks(client: ScreencapClient, match: AsyncQuoteMatch): QuoteOutput['links'] {
  const is2026 = client.generation === '2026';
  return {
    comicUrl: is2026 ? match.getComicUrl() : null,
    stripUrl: is2026 ? match.getComicStripUrl() : null,
    editorUrl: is2026 ? match.getComicEditorUrl() : null,
    memeUrl: is2026 ? null : match.screencap.getMemeUrl(match.text),
    thumbnailUrl: match.screencap.getThumbnailUrl(),
  };
}

/** The clip of the match: on the 2026 service a render (with a progress bar), on a classic one a gif/mp4 URL built without a request. */
async function clipOf(client: ScreencapClient, match: AsyncQuoteMatch, format: RenderFormat, context: RunContext): Promise<string> {
  if (client.generation !== '2026') return format === 'gif' ? await match.getGifUrl() : await match.getMp4Url();
  const bar = createProgressBar(context.stderr, 'rendering');
  bar.update(0);
  try {
    const callOptions = { onProgress: (progress: number) => { bar.update(progress); } };
    const url = format === 'gif' ? await match.getGifUrl(undefined, callOptions) : await match.getMp4Url(undefined, callOptions);
    bar.complete();
    return url;
  } catch (error) {
    bar.stop();
    throw error;
  }
}

/**
 * What to ask for: a random quote (no quote given) or the match of a quote.
 * @throws {UsageError} for a quote with `--random`, none without it, or a search's option with `--random`.
 */
function readRequest(positionals: readonly string[], values: OptionValues): { readonly quote: string | undefined; readonly options: FindQuoteOptions & RandomQuoteOptions } {
  const maxLinesText = stringOption(values, 'max-lines');
  const maxLines = maxLinesText === undefined ? undefined : parseWholeNumber(maxLinesText, '--max-lines', MAX_LINES, `from 1 to ${MAX_LINES}`);
  if (maxLines === 0) throw new UsageError(`--max-lines must be a whole number from 1 to ${MAX_LINES}, got "0"`);
  const shared = { ...readSeasonFilter(values), ...(maxLines === undefined ? {} : { maxLines }) };
  if (flagOption(values, 'random')) {
    if (positionals[0] !== undefined) throw new UsageError(`--random takes no quote, got ${JSON.stringify(positionals.join(' '))}`);
    const searchOnly = SEARCH_ONLY_OPTIONS.find((name) => values[name] !== undefined);
    if (searchOnly !== undefined) throw new UsageError(`--${searchOnly} cannot be used with --random`);
    return { quote: undefined, options: shared };
  }
  const { quote } = readArguments(positionals, ARGUMENTS);
  if (quote.trim() === '') throw new UsageError('quote must not be empty');
  const episodeText = stringOption(values, 'episode');
  const pickText = stringOption(values, 'pick');
  const options: FindQuoteOptions = {
    ...shared,
    ...(episodeText === undefined ? {} : { episode: parseEpisodeKey(episodeText) }),
    ...(pickText === undefined ? {} : { pick: parseChoice(pickText, '--pick', PICKS) }),
    ...(flagOption(values, 'variants') ? { variants: true } : {}),
  };
  return { quote, options };
}

/** Checks the arguments of `screencap quote` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
  const { quote, options } = readRequest(positionals, values);
  const gif = flagOption(values, 'gif');
  const mp4 = flagOption(values, 'mp4');
  if (gif && mp4) throw new UsageError('--gif and --mp4 cannot be used together');
  const format: RenderFormat | undefined = gif ? 'gif' : mp4 ? 'mp4' : undefined;
  return async (client, context): Promise<CommandResult> => {
    const match = quote === undefined ? await client.randomQuote(options) : await client.findQuote(quote, options);
    const links = matchLinks(client, match);
    const clipUrl = format === undefined ? null : await clipOf(client, match, format, context);
    const output: QuoteOutput = {
      quote: quote ?? null,
      text: match.text,
      score: match.score,
      key: match.screencap.key,
      start: match.start,
      end: match.end,
      lines: match.lines.map(({ text, start, end }) => ({ text, start, end })),
      links,
      clipUrl,
      format: format ?? null,
      screencap: screencapToJson(match.screencap),
    };
    // What --download saves: the clip when asked for, else the captioned image.
    const mediaUrl = clipUrl ?? links.comicUrl ?? links.memeUrl ?? links.thumbnailUrl;
    return { human: () => renderQuote(match.screencap, output, client.title), json: () => output, mediaUrl };
  };
}
