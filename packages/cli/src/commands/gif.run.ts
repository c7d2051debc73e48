/**
 * `screencap gif`: the checks and run of its arguments, loaded only when
 * the command runs (its table is `gif.ts`).
 */
import { ARGUMENTS } from './gif.js';
import type { CommandInput, CommandResult, CommandRunner, RunContext } from './command.js';
import type { ScreencapClient } from '@screencap/async';
import type { RenderFormat } from '@screencap/core/internal';
import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, formatCaption } from '@screencap/core/internal';
import { UsageError, flagOption, millisecondsOption, parseEpisodeKey, parseMilliseconds, readArguments, stringOption } from '../arguments.js';
import { renderGif } from '../output/human.js';
import { type GifOutput, type RenderOutput, screencapToJson } from '../output/json.js';
import { createProgressBar } from '../output/progress.js';

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
/** Checks the arguments of `screencap gif` and returns what to run (see `CommandPreparer`). */
export function prepare({ positionals, values }: CommandInput): CommandRunner {
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
