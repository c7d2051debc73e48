import { DEFAULT_CLIP_AFTER, DEFAULT_CLIP_BEFORE, formatCaption } from '@screencap/core';
import { flagOption, millisecondsOption, parseEpisodeKey, parseMilliseconds, readArguments, stringOption } from '../arguments.js';
import { renderGif } from '../output/human.js';
import { type GifOutput, screencapToJson } from '../output/json.js';
import type { Command } from './command.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT, WINDOW_OPTIONS } from './shared.js';

const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** `screencap gif <key> <timestamp> [--caption text] [--before ms] [--after ms] [--generate]`. */
export const gifCommand: Command = {
  name: 'gif',
  summary: 'the URL of a captioned gif around a screencap',
  description:
    'Prints the URL of a gif from --before ms before the timestamp to --after ms after it, cut at the ' +
    'frames the service has there, with a caption as for `meme`. With --generate, also asks the service ' +
    'to render it and prints the direct URL of the file. Exits with 3 when the window holds no frame.',
  arguments: ARGUMENTS,
  options: {
    ...CAPTION_OPTION,
    ...WINDOW_OPTIONS,
    generate: { type: 'boolean', description: 'have the service render the gif, and print its direct URL' },
  },
  examples: ['gif S05E01 200160', 'gif S05E01 200160 --caption "Yay!" --after 2000 --generate'],
  prepare({ positionals, values }) {
    const args = readArguments(positionals, ARGUMENTS);
    const key = parseEpisodeKey(args.key);
    const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
    const caption = stringOption(values, 'caption');
    const before = millisecondsOption(values, 'before', DEFAULT_CLIP_BEFORE);
    const after = millisecondsOption(values, 'after', DEFAULT_CLIP_AFTER);
    const generate = flagOption(values, 'generate');
    return async (client) => {
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
      return { human: () => renderGif(screencap, gif, client.title), json: () => gif };
    };
  },
};
