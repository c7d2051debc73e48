import type { Command } from './command.js';
import { CAPTION_OPTION, KEY_ARGUMENT, TIMESTAMP_ARGUMENT } from './shared.js';

export const ARGUMENTS = [KEY_ARGUMENT, TIMESTAMP_ARGUMENT] as const;

/** `screencap meme <key> <timestamp> [--caption text]`: a captioned image. */
export const memeCommand: Command = {
  name: 'meme',
  summary: 'the URL of a screencap with a caption on it',
  description:
    'Prints the URL of the image with a caption: --caption as given, or else the screencap\'s own ' +
    'caption, wrapped to 4 lines of 24 characters and cut after its last sentence.',
  arguments: ARGUMENTS,
  options: CAPTION_OPTION,
  examples: ['meme S05E01 200160', 'meme S05E01 200160 --caption "I am so smart!"'],
  load: () => import('./run/meme.js'),
};
