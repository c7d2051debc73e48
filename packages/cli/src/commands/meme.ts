/**
 * `screencap meme`: its help, and the checks and run of its arguments.
 */
import type { Command, CommandSpec, CommandInput, CommandRunner } from './command.js';
import { literalText } from './literal-text.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';
import { formatCaption } from '@screencap/core/internal';
import { parseEpisodeKey, parseMilliseconds, readArguments, stringOption } from '../arguments.js';
import { DOWNLOAD_OPTIONS } from '../download.js';
import { renderMeme } from '../output/human.js';
import { type MemeOutput, screencapToJson } from '../output/json.js';

/** The positional arguments of `screencap meme`, in order. */
const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** Checks the arguments of `screencap meme` and returns what to run (see `Command.prepare`). */
function prepare({ positionals, values }: CommandInput): CommandRunner {
  const args = readArguments(positionals, ARGUMENTS);
  const key = parseEpisodeKey(args.key);
  const timestamp = parseMilliseconds(args.timestamp, 'timestamp');
  const caption = stringOption(values, 'caption');
  return async (client) => {
    // Asked for even with a caption: the meme must be of a frame that exists.
    const screencap = await client.getScreencap(key, timestamp);
    const meme: MemeOutput = {
      memeUrl: screencap.getMemeUrl(caption),
      // The text getMemeUrl writes when given none, shown so that people see what they get.
      caption: caption ?? formatCaption(screencap.caption),
      screencap: screencapToJson(screencap),
    };
    return { human: () => renderMeme(screencap, meme, client.title), json: () => meme, mediaUrl: meme.memeUrl };
  };
}

/**
 * `screencap meme <key> <timestamp> [--caption text]`: a captioned image.
 * Its table, from which its help and its options are read: see {@link CommandSpec}.
 */
export const MEME_COMMAND = {
  name: 'meme',
  summary: 'the URL of a screencap with a caption on it (a comic link on the 2026 service)',
  description:
    literalText(
      'Prints the URL of the image with a caption: --caption as given, or else the screencap\'s own ',
      'caption, wrapped to 4 lines of 24 characters and cut after its last sentence. On a classic instance ',
      'it is a meme/ link; a 2026 instance has no meme/ any more, and the link is a one-panel comic/img, ',
      'printed as Comic (see `comic` for styles and strips).',
    ),
  arguments: ARGUMENTS,
  options: { ...CAPTION_OPTION, ...DOWNLOAD_OPTIONS },
  examples: ['meme S05E01 200160', 'meme S05E01 200160 --caption "I am so smart!"', 'meme S05E01 200160 --download smart.jpg'],
} as const satisfies CommandSpec;

/** `screencap meme`: its {@link MEME_COMMAND}, and how it runs. */
export const memeCommand: Command = { ...MEME_COMMAND, prepare };
