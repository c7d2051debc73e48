/**
 * `screencap gif`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandResult, CommandRunner, RunContext } from './command.js';
import { literalText } from './literal-text.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT, WINDOW_OPTIONS } from './shared.js';
import type { ScreencapClient } from '@screencap/async';
import type { RenderFormat } from '@screencap/core/internal';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, formatCaption } from '@screencap/core/internal';
import { UsageError, flagOption, millisecondsOption, parseEpisodeKey, parseMilliseconds, readArguments, stringOption } from '../arguments.js';
import { DOWNLOAD_OPTIONS } from '../download.js';
import { renderGif } from '../output/human.js';
import { type GifOutput, type RenderOutput, screencapToJson } from '../output/json.js';
import { createProgressBar } from '../output/progress.js';

/** The positional arguments of `screencap gif`, in order. */
const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** What a gif command asks for, checked. */
interface GifRequest {
  readonly key: string;
  readonly timestamp: number;
  readonly caption: string | undefined;
  readonly before: number;
  readonly after: number;
}

/** The classic way: the gif URL, and with --generate the file the service makes of it. */
async function classicGif(client: ScreencapClient, request: GifRequest, generate: boolean): Promise<CommandResult> {
  const { key, timestamp, caption, before, after } = request;
  const screencap = await client.getScreencap(key, timestamp);
  const gifUrl = await screencap.getGifUrl({ caption, before, after });
  const gif: GifOutput = {
    gifUrl,
    generatedUrl: generate ? await client.generateGif(gifUrl) : null,
    caption: caption ?? formatCaption(screencap.caption),
    before,
    after,
    screencap: screencapToJson(screencap),
  };
  return { human: () => renderGif(screencap, gif, client.title), json: () => gif, mediaUrl: gif.generatedUrl ?? gif.gifUrl };
}

/** The 2026 way: the service renders the clip, reporting its progress, and says where the file is. */
async function renderedClip(client: ScreencapClient, request: GifRequest, format: RenderFormat, context: RunContext): Promise<CommandResult> {
  const { key, timestamp, caption, before, after } = request;
  const screencap = await client.getScreencap(key, timestamp);
  const bar = createProgressBar(context.stderr, 'rendering');
  bar.update(0);
  let renderedUrl: string;
  try {
    // Without a caption, the service draws the screencap's subtitle lines, each while it is spoken.
    // probe: a clip rendered before comes back at once (one check_only request), as a person at a terminal expects.
    const options = { caption, before, after, probe: true };
    const callOptions = { onProgress: (progress: number) => { bar.update(progress); } };
    renderedUrl = format === 'gif' ? await client.renderGif(screencap, options, callOptions) : await client.renderMp4(screencap, options, callOptions);
  } catch (error) {
    bar.stop();
    throw error;
  }
  bar.complete();
  const output: RenderOutput = {
    renderedUrl,
    format,
    caption: caption ?? null,
    before,
    after,
    screencap: screencapToJson(screencap),
  };
  return { human: () => `${renderedUrl}\n`, json: () => output, mediaUrl: renderedUrl };
}
/** Checks the arguments of `screencap gif` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, values }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const request: GifRequest = {
    key: parseEpisodeKey(args.key),
    timestamp: parseMilliseconds(args.timestamp, 'timestamp'),
    caption: stringOption(values, 'caption'),
    before: millisecondsOption(values, 'before', DEFAULT_CLIP_BEFORE),
    after: millisecondsOption(values, 'after', DEFAULT_CLIP_AFTER),
  };
  const generate = flagOption(values, 'generate');
  const render = flagOption(values, 'render');
  const mp4 = flagOption(values, 'mp4');
  if (generate && render) throw new UsageError('--generate and --render cannot be used together (--render is for the 2026 service)');
  if (mp4 && !render) throw new UsageError('--mp4 goes with --render');
  if (render) return (client, context) => renderedClip(client, request, mp4 ? 'mp4' : 'gif', context);
  return (client) => classicGif(client, request, generate);
}

/**
 * `screencap gif <key> <timestamp> [--caption text] [--before ms] [--after ms] [--generate | --render [--mp4]]`.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const GIF_COMMAND = {
  name: 'gif',
  summary: 'the URL of a captioned gif around a screencap; with --render, of a rendered file',
  description:
    literalText(
      'Prints the URL of a gif from --before ms before the timestamp to --after ms after it, cut at the ',
      'frames the service has there, with a caption as for `meme`. With --generate, also asks the service ',
      'to render it and prints the direct URL of the file. On the 2026 service (said by --generation 2026, or ',
      'found out from its answers with --generation auto, the default for a --url), the gif URL is rendered through ',
      'its render endpoint instead. --render has the service render the clip (showing a progress bar on a ',
      'terminal) and prints only the URL of the file; add --mp4 for a video. ',
      'Exits with 3 when the window holds no frame, with 4 when the render fails.',
    ),
  arguments: ARGUMENTS,
  options: {
    ...CAPTION_OPTION,
    ...WINDOW_OPTIONS,
    generate: { type: 'boolean', description: 'have the service render the gif URL, and print its direct URL (before the 2026 rebuild)' },
    render: {
      type: 'boolean',
      description: 'have the 2026 service render the clip, and print the URL of the file only (a progress bar on a terminal\'s stderr)',
    },
    mp4: { type: 'boolean', description: 'with --render, render an mp4 video instead of a gif' },
    ...DOWNLOAD_OPTIONS,
  },
  examples: [
    'gif S05E01 200160',
    'gif S05E01 200160 --caption "Yay!" --after 2000 --generate',
    'gif S05E01 200160 --render',
    'gif S05E01 200160 --render --download smart.gif',
    'gif S05E01 200160 --render --mp4 --caption "I am so smart!" --json',
  ],
} as const satisfies CommandSpec;

/** `screencap gif`: its {@link GIF_COMMAND}, and how it runs. */
export const gifCommand: Command = { ...GIF_COMMAND, prepare };
